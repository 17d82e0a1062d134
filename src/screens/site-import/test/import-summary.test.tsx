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
} );
