/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import ResultsStep, { pluginSummary, themeSummary } from '../results-step';
import type { ImportResults } from '../../../api/site-import';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

const results = ( over: Partial< ImportResults > = {} ): ImportResults => ( {
	dependency_data: {
		plugins: { total: 2, succeed: 2, failed: [] },
		theme: { success: true },
	},
	attachments: 3,
	post_types: { page: 2 },
	template_types: { header: 1, footer: 1 },
	site_url: 'http://example.org/',
	session: 's',
	...over,
} );

describe( 'ResultsStep (spec part 2 §3)', () => {
	beforeAll( () => {
		// jsdom has no canvas: the confetti draws nothing.
		HTMLCanvasElement.prototype.getContext = () => null;
		window.matchMedia =
			window.matchMedia ??
			( () =>
				( {
					matches: true,
					addEventListener: () => undefined,
					removeEventListener: () => undefined,
					addListener: () => undefined,
					removeListener: () => undefined,
				} ) as unknown as MediaQueryList );
	} );

	it( 'says the pages were matched to the site’s look, and where colours kept the pack’s (issue [25])', () => {
		const { unmount } = render(
			<ResultsStep
				results={ results( {
					look: { matched: true, kept: [ 'About', 'Header' ] },
				} ) }
			/>
		);
		expect(
			screen.getByText(
				'Matched to your theme’s colours and fonts. Some of the pack’s colours were kept, on every page that uses them, so text and buttons stay readable: About, Header'
			)
		).toBeTruthy();
		unmount();
		const all = render(
			<ResultsStep
				results={ results( { look: { matched: true, kept: [] } } ) }
			/>
		);
		expect(
			screen.getByText( 'Matched to your theme’s colours and fonts' )
		).toBeTruthy();
		all.unmount();
		// An Elementor pack was matched to the site's Elementor kit.
		const kit = render(
			<ResultsStep
				results={ results( { look: { matched: true, kept: [] } } ) }
				platform="elementor"
			/>
		);
		expect(
			screen.getByText(
				'Matched to your Elementor kit’s colours and fonts'
			)
		).toBeTruthy();
		kit.unmount();
		// A classic theme without a colour palette: the pack's look, said.
		const classic = render(
			<ResultsStep
				results={ results( {
					look: { matched: false, kept: [], reason: 'no_palette' },
				} ) }
			/>
		);
		expect(
			screen.getByText(
				'Your theme has no colour palette to match, so the pack kept its look'
			)
		).toBeTruthy();
		classic.unmount();
		// Not matched (the pack's look, or an older site): no line.
		render( <ResultsStep results={ results() } /> );
		expect( screen.queryByText( 'Look' ) ).toBeNull();
	} );

	it( 'names the pages and templates kept as the user edited them when a pack is imported again (issue [26] item 5)', () => {
		const { unmount } = render(
			<ResultsStep
				results={ results( { kept_edited: [ 'About', 'Header' ] } ) }
			/>
		);
		expect( screen.getByText( 'Your changes' ) ).toBeTruthy();
		expect(
			screen.getByText(
				'Kept as you edited them since this pack was last imported: About, Header'
			)
		).toBeTruthy();
		unmount();
		render( <ResultsStep results={ results() } /> );
		expect( screen.queryByText( 'Your changes' ) ).toBeNull();
	} );

	it( 'shows the counts and Visit Site', () => {
		render( <ResultsStep results={ results() } /> );
		expect( screen.getByText( 'Congratulations' ) ).toBeTruthy();
		expect( screen.getByText( '2 of 2 installed' ) ).toBeTruthy();
		expect( screen.getByText( 'Pages: 2' ) ).toBeTruthy();
		expect( screen.getByText( 'Header: 1' ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: /Visit Site/ } )
				.getAttribute( 'href' )
		).toBe( 'http://example.org/' );
	} );

	it( 'puts the imported title into WordPress’s admin bar (issue [23])', () => {
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<div id="wpadminbar"><ul><li id="wp-admin-bar-site-name" class="menupop"><a class="ab-item" href="/">My Old Site</a></li></ul></div>'
		);
		render(
			<ResultsStep
				results={ results( { site_name: 'Tidewater Studio' } ) }
			/>
		);
		expect(
			document.querySelector( '#wp-admin-bar-site-name > .ab-item' )
				?.textContent
		).toBe( 'Tidewater Studio' );
		document.getElementById( 'wpadminbar' )?.remove();
	} );

	it( 'links every imported page and marks the front page', () => {
		render(
			<ResultsStep
				results={ results( {
					pages: [
						{
							id: 4,
							title: 'Home',
							url: 'http://example.org/',
							front: true,
						},
						{
							id: 5,
							title: 'About',
							url: 'http://example.org/about/',
							front: false,
						},
					],
				} ) }
			/>
		);
		const list = screen.getByRole( 'list', { name: 'Your new pages' } );
		expect( list ).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: /About/ } ).getAttribute( 'href' )
		).toBe( 'http://example.org/about/' );
		expect( screen.getByText( 'Front page' ) ).toBeTruthy();
	} );

	it( 'names failed plugins, links the pro ones to their shop, and says when the theme failed', () => {
		render(
			<ResultsStep
				results={ results( {
					dependency_data: {
						plugins: {
							total: 3,
							succeed: 1,
							failed: [
								{
									name: 'Elementor Pro',
									slug: 'elementor-pro',
									is_pro: true,
								},
								{ name: 'Gone Forms', slug: 'gone-forms' },
							],
						},
						theme: { success: false },
					},
				} ) }
			/>
		);
		expect( screen.getByText( /Elementor Pro not found\./ ) ).toBeTruthy();
		expect( screen.getByText( /Gone Forms not found\./ ) ).toBeTruthy();
		const links = screen.getAllByRole( 'link', { name: /Get it/ } );
		expect( links ).toHaveLength( 1 );
		expect( links[ 0 ].getAttribute( 'href' ) ).toBe(
			'https://elementor.com/pricing/'
		);
		expect( screen.getByText( 'Theme Installation Failed' ) ).toBeTruthy();
	} );

	it( 'does not call a plugin that was already active "installed" (issue [15] #12)', () => {
		expect(
			pluginSummary( { total: 1, succeed: 1, active: 1, failed: [] } )
		).toBe( '1 already active' );
		expect(
			pluginSummary( {
				total: 3,
				succeed: 2,
				active: 1,
				failed: [ { name: 'Gone Forms', slug: 'gone-forms' } ],
			} )
		).toBe( '1 of 3 installed · 1 already active · 1 not installed' );
		expect( pluginSummary( { total: 2, succeed: 2, failed: [] } ) ).toBe(
			'2 of 2 installed'
		);
		expect( pluginSummary( { total: 0, succeed: 0, failed: [] } ) ).toBe(
			'None needed'
		);
	} );

	it( 'says what happened to the theme: installed, activated, kept or failed (issue [23] #1)', () => {
		expect(
			themeSummary( {
				success: true,
				outcome: 'installed',
				name: 'Harbor',
			} )
		).toBe( 'Harbor installed and active' );
		expect(
			themeSummary( {
				success: true,
				outcome: 'activated',
				name: 'Harbor',
			} )
		).toBe( 'Harbor was already installed; now active' );
		expect(
			themeSummary( {
				success: true,
				outcome: 'kept',
				name: 'Twenty Twenty-Five',
			} )
		).toBe( 'Your theme, Twenty Twenty-Five, was kept' );
		expect(
			themeSummary( {
				success: false,
				outcome: 'failed',
				message: 'The theme directory cannot be reached.',
			} )
		).toBe(
			'Theme Installation Failed: The theme directory cannot be reached.'
		);
		expect( themeSummary( { success: false } ) ).toBe(
			'Theme Installation Failed'
		);
		// Nothing said "installed" when no theme was installed.
		render(
			<ResultsStep
				results={ results( {
					dependency_data: {
						plugins: { total: 0, succeed: 0, failed: [] },
						theme: {
							success: true,
							outcome: 'kept',
							name: 'Twenty Twenty-Five',
						},
					},
				} ) }
			/>
		);
		expect(
			screen.getByText( 'Your theme, Twenty Twenty-Five, was kept' )
		).toBeTruthy();
		expect( screen.queryByText( /installed and active/i ) ).toBeNull();
	} );

	describe( 'images still getting their smaller sizes', () => {
		beforeEach( () => {
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask' ] } );
			apiFetchMock.mockReset();
		} );
		afterEach( () => jest.useRealTimers() );

		it( 'asks for them every 2 s while some wait, says how many, then that every image has them', async () => {
			const answers = [ 5, 1, 0 ];
			apiFetchMock.mockImplementation( async () => ( {
				left: answers.shift(),
			} ) );
			render(
				<ResultsStep results={ results( { images_waiting: 8 } ) } />
			);
			expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
			expect( apiFetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
				path: '/stencilbox/v1/full-site-import/images',
				method: 'POST',
				data: { session_id: 's' },
			} );
			await act( async () => {} );
			expect(
				screen.getByText(
					'5 images are still getting their smaller sizes, for faster pages. You can close this screen: it finishes on its own.'
				)
			).toBeTruthy();
			await act( async () => {
				jest.advanceTimersByTime( 1999 );
			} );
			expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
			await act( async () => {
				jest.advanceTimersByTime( 1 );
			} );
			expect( apiFetchMock ).toHaveBeenCalledTimes( 2 );
			expect(
				screen.getByText(
					'1 image is still getting its smaller sizes, for faster pages. You can close this screen: it finishes on its own.'
				)
			).toBeTruthy();
			await act( async () => {
				jest.advanceTimersByTime( 2000 );
			} );
			expect(
				screen.getByText( 'Every image has its smaller sizes now.' )
			).toBeTruthy();
			// Nothing waits: it stops asking.
			await act( async () => {
				jest.advanceTimersByTime( 10_000 );
			} );
			expect( apiFetchMock ).toHaveBeenCalledTimes( 3 );
		} );

		it( 'never asks when nothing waits, and stops asking when the screen closes or a request fails', async () => {
			render(
				<ResultsStep results={ results( { images_waiting: 0 } ) } />
			);
			render( <ResultsStep results={ results() } /> );
			expect( apiFetchMock ).not.toHaveBeenCalled();
			expect( screen.queryByText( /smaller sizes/ ) ).toBeNull();

			apiFetchMock.mockResolvedValue( { left: 3 } );
			const { unmount } = render(
				<ResultsStep results={ results( { images_waiting: 3 } ) } />
			);
			await act( async () => {} );
			unmount();
			await act( async () => {
				jest.advanceTimersByTime( 10_000 );
			} );
			expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );

			apiFetchMock.mockReset();
			apiFetchMock.mockRejectedValue( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			} );
			render(
				<ResultsStep results={ results( { images_waiting: 4 } ) } />
			);
			await act( async () => {
				jest.advanceTimersByTime( 10_000 );
			} );
			expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
			// The count it had stays, without the spinner: the server goes on alone.
			expect(
				screen.getByText(
					'4 images are still getting their smaller sizes, for faster pages. You can close this screen: it finishes on its own.'
				)
			).toBeTruthy();
			expect(
				document.querySelector(
					'.stencilbox-site-import__image-sizes .components-spinner'
				)
			).toBeNull();
		} );
	} );
} );
