/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import ImportSummary from '../import-summary';
import type { PackImportInfo } from '../../../api/site-import';
import type { WizardState } from '../../../stores/site-import';
import { store } from '../../../stores/site-import';
import { initialForm } from '../../../stores/site-import/actions';
import { store as uiStore } from '../../../stores/ui';
import {
	openedState,
	pack,
	packInfoData,
} from '../../../stores/site-import/test/fixtures';

function info(
	over: Partial< PackImportInfo[ 'data' ] > = {}
): PackImportInfo[ 'data' ] {
	return packInfoData( {
		manifest: {
			has_settings: true,
			has_attachments: true,
			fullsite_import: true,
		},
		contents: {
			pages: [
				{ slug: 'harbor-agency-home', title: 'Home', front: true },
				{ slug: 'harbor-agency-about', title: 'About', front: false },
				{
					slug: 'harbor-agency-contact',
					title: 'Contact',
					front: false,
				},
			],
			templates: [ 'header', 'footer' ],
			posts: 3,
		},
		site: {
			title: 'My Blog',
			has_logo: false,
			theme: 'Twenty Twenty-Five',
			front_page: { id: 2, title: 'Welcome' },
			menus: 1,
		},
		...over,
	} );
}

function wizard( data = info(), form = {} ): WizardState {
	const { wizard: opened } = openedState( {
		...initialForm( pack, data ),
		...form,
	} );
	return { ...( opened as WizardState ), info: data, step: 2, subStep: 1 };
}

describe( 'ImportSummary (issue [13])', () => {
	let mockSetForm: jest.SpyInstance;
	beforeEach( () => {
		mockSetForm = jest
			.spyOn( dispatch( store ), 'setForm' )
			.mockImplementation( () => ( {} ) as never );
	} );
	afterEach( () => mockSetForm.mockRestore() );

	it( 'says what the import creates and what it replaces on this site, and that Revert undoes it', () => {
		render( <ImportSummary wizard={ wizard() } /> );
		expect(
			screen.getByText( '3 pages: Home, About and Contact' )
		).toBeTruthy();
		expect(
			screen.getByText(
				'A header and a footer shown on every page (saved templates)'
			)
		).toBeTruthy();
		expect(
			screen.getByText( '3 sample posts, listed by the blog page' )
		).toBeTruthy();
		expect(
			screen.getByText(
				'Front page: “Welcome” is replaced by the pack’s “Home” (your page is kept)'
			)
		).toBeTruthy();
		expect(
			screen.getByText(
				'Theme: Twenty Twenty-Five is switched to Stencilbox Canvas'
			)
		).toBeTruthy();
		expect( screen.getByText( /^Menus: the pack’s header/ ) ).toBeTruthy();
		expect( screen.getByText( /^Global styles:/ ) ).toBeTruthy();
		expect(
			screen.getByText(
				'Site title: “My Blog” becomes “Harbor”, with the tagline you chose'
			)
		).toBeTruthy();
		expect( screen.getByText( /Revert can undo all of it/ ) ).toBeTruthy();
	} );

	it( 'leaves out what will not change: a kept front page, an active theme, left-out posts', () => {
		const data = info( {
			theme: {
				name: 'Stencilbox Canvas',
				stylesheet: 'stencilbox-canvas',
				template: 'stencilbox-canvas',
				status: 'active',
				recommended: false,
			},
		} );
		render(
			<ImportSummary
				wizard={ wizard( data, {
					keep_front_page: true,
					import_demo_content: false,
				} ) }
			/>
		);
		expect( screen.queryByText( /^Front page:/ ) ).toBeNull();
		expect( screen.queryByText( /^Theme:/ ) ).toBeNull();
		expect( screen.queryByText( /listed by the blog page/ ) ).toBeNull();
		// The pages are imported all the same.
		expect(
			screen.getByText( '3 pages: Home, About and Contact' )
		).toBeTruthy();
	} );

	it( 'keeps the current front page and leaves the sample posts out when asked', async () => {
		const user = userEvent.setup();
		render( <ImportSummary wizard={ wizard() } /> );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Keep the current front page',
			} )
		);
		expect( mockSetForm ).toHaveBeenCalledWith( { keep_front_page: true } );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Add the sample posts' } )
		);
		expect( mockSetForm ).toHaveBeenCalledWith( {
			import_demo_content: false,
		} );
	} );

	it( 'says when the pack was imported here before: its pages are used again, edited ones kept (issue [26] item 5)', () => {
		const { unmount } = render(
			<ImportSummary
				wizard={ wizard(
					info( {
						site: {
							title: 'Harbor',
							has_logo: false,
							theme: 'Stencilbox Canvas',
							front_page: { id: 7, title: 'Home' },
							menus: 1,
							imported_pages: 3,
						},
					} )
				) }
			/>
		);
		expect(
			screen.getByText(
				'3 of the pack’s pages are here from an earlier import of it: they are used again, not made twice, and stay as they are if you edited them since.'
			)
		).toBeTruthy();
		unmount();
		render( <ImportSummary wizard={ wizard() } /> );
		expect( screen.queryByText( /from an earlier import/ ) ).toBeNull();
	} );

	it( 'names a front page of latest posts, and a logo the user adds', () => {
		render(
			<ImportSummary
				wizard={ wizard(
					info( {
						site: {
							title: 'My Blog',
							has_logo: false,
							theme: 'Twenty Twenty-Five',
							front_page: null,
							menus: 0,
						},
					} ),
					{ logo: { id: 5, url: 'http://example.org/logo.png' } }
				) }
			/>
		);
		expect(
			screen.getByText(
				'Front page: your latest posts make way for the pack’s “Home”'
			)
		).toBeTruthy();
		expect(
			screen.getByText( 'Site logo: the logo you chose is added' )
		).toBeTruthy();
	} );

	describe( '“Match my site” (issue [25])', () => {
		const boot = ( themePalette: boolean ) => {
			( window as any ).stencilboxSettings = {
				capabilities: {},
				themePalette,
				look: 'site',
			};
		};
		afterEach( () => {
			delete ( window as any ).stencilboxSettings;
		} );
		const kept = ( data = info() ) => ( {
			...wizard( data ),
			themeChecked: false,
		} );

		it( 'is asked where the site keeps its own block theme; matched, the global styles stay the site’s', async () => {
			boot( true );
			dispatch( uiStore ).setLook( 'site' );
			const mockSetLook = jest.spyOn( dispatch( uiStore ), 'setLook' );
			const user = userEvent.setup();
			render( <ImportSummary wizard={ kept() } /> );
			expect(
				screen.getByRole( 'radio', { name: 'Match my site' } )
			).toHaveProperty( 'checked', true );
			expect(
				screen.getByText( /leaves your global styles as they are/ )
			).toBeTruthy();
			expect( screen.queryByText( /^Global styles:/ ) ).toBeNull();
			expect( screen.queryByText( /^Theme:/ ) ).toBeNull();
			await user.click(
				screen.getByRole( 'radio', { name: 'Keep the pack’s look' } )
			);
			expect( mockSetLook ).toHaveBeenCalledWith( 'pack' );
			mockSetLook.mockRestore();
		} );

		it( 'with the pack’s look, the global styles take the pack’s colours and fonts as before', () => {
			boot( true );
			dispatch( uiStore ).setLook( 'pack' );
			render( <ImportSummary wizard={ kept() } /> );
			expect(
				screen.getByRole( 'radio', { name: 'Keep the pack’s look' } )
			).toHaveProperty( 'checked', true );
			expect( screen.getByText( /^Global styles:/ ) ).toBeTruthy();
		} );

		it( 'is asked for an Elementor pack where Elementor has an active kit, naming the kit', () => {
			( window as any ).stencilboxSettings = {
				capabilities: {},
				themePalette: false,
				elementorKit: true,
				look: 'site',
			};
			dispatch( uiStore ).setLook( 'site' );
			const elementor = info();
			render(
				<ImportSummary
					wizard={ kept( {
						...elementor,
						pack: { ...elementor.pack, platform: 'elementor' },
					} ) }
				/>
			);
			expect(
				screen.getByRole( 'radio', { name: 'Match my site' } )
			).toHaveProperty( 'checked', true );
			expect(
				screen.getByText( /your Elementor kit’s colours and fonts/ )
			).toBeTruthy();
		} );

		it( 'is not asked when the pack’s theme will show its pages, on a classic theme, or for Elementor without a kit', () => {
			boot( true );
			dispatch( uiStore ).setLook( 'site' );
			// The theme box ticked: the pack's theme shows the pages.
			const { unmount } = render( <ImportSummary wizard={ wizard() } /> );
			expect( screen.queryByRole( 'radio' ) ).toBeNull();
			expect( screen.getByText( /^Global styles:/ ) ).toBeTruthy();
			unmount();
			// The pack's theme already active.
			const active = render(
				<ImportSummary
					wizard={ kept(
						info( {
							theme: {
								name: 'Stencilbox Canvas',
								stylesheet: 'stencilbox-canvas',
								template: 'stencilbox-canvas',
								status: 'active',
								recommended: false,
							},
						} )
					) }
				/>
			);
			expect( screen.queryByRole( 'radio' ) ).toBeNull();
			active.unmount();
			// A classic theme without a colour palette.
			boot( false );
			const classic = render( <ImportSummary wizard={ kept() } /> );
			expect( screen.queryByRole( 'radio' ) ).toBeNull();
			classic.unmount();
			// An Elementor pack.
			boot( true );
			const elementor = info();
			render(
				<ImportSummary
					wizard={ kept( {
						...elementor,
						pack: { ...elementor.pack, platform: 'elementor' },
					} ) }
				/>
			);
			expect( screen.queryByRole( 'radio' ) ).toBeNull();
		} );
	} );
} );
