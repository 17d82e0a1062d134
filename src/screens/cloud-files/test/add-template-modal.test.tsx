/**
 * "Add to saved templates" (issue [26] item 5): the dialog says what the
 * file becomes — its display conditions matched here, or left out for a
 * user who may not choose where templates are displayed —, sends it, shows
 * the server's answer with every condition it left out, and a refusal with
 * Try again.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud-templates';
import { RequestError } from '../../../api/client';
import { NAMES } from '../../../api/names';
import { createAppHistory, RouterProvider } from '../../../router';
import { cloudFile } from '../../../stores/test/harness/cloud';
import { store as templatesStore } from '../../../stores/templates';
import AddTemplateModal, { type TemplateSource } from '../add-template-modal';

jest.mock( '../../../api/cloud-templates', () => ( {
	...jest.requireActual( '../../../api/cloud-templates' ),
	addToSavedTemplates: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const file = cloudFile( {
	id: 9,
	name: 'Harbor header',
	slug: 'harbor-header',
	template: { type: 'header', conditions: 2 },
} );

function renderModal(
	onClose = jest.fn(),
	what: TemplateSource = file,
	from?: 'file' | 'item'
) {
	const registry = createRegistry();
	registry.register( templatesStore );
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds', query: {} },
	} );
	render(
		<RegistryProvider value={ registry }>
			<RouterProvider history={ history }>
				<AddTemplateModal
					file={ what }
					from={ from }
					onClose={ onClose }
				/>
			</RouterProvider>
		</RegistryProvider>
	);
	return { history, onClose };
}

/**
 * The boot data's capabilities (`Support\Assets`, `Site\Capabilities`).
 *
 * @param mayPlace Whether the user may choose where templates are displayed.
 */
function bootAs( mayPlace: boolean ) {
	( window as any ).stencilboxSettings = {
		capabilities: {
			[ NAMES.capRead ]: true,
			[ api.CAP_DISPLAY_CONDITIONS ]: mayPlace,
		},
	};
}

describe( 'AddTemplateModal', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		bootAs( true );
	} );
	afterAll( () => {
		delete ( window as any ).stencilboxSettings;
	} );

	it( 'says what the file becomes, adds it and lists what was left out', async () => {
		mocked.addToSavedTemplates.mockResolvedValue( {
			status: 'success',
			message: '“Harbor header” was added to your saved templates.',
			id: 41,
			created: true,
			updated: false,
			dropped: [
				'The display condition including “Pages: contact” was left out: nothing on this site matches it.',
			],
			type: 'header',
			platform: 'gutenberg',
			edit_url:
				'http://example.org/wp-admin/post.php?post=41&action=edit',
		} );
		renderModal();
		const user = userEvent.setup();
		expect(
			screen.getByText(
				/becomes a saved template of this site \(type: Header\)/
			)
		).toBeTruthy();
		expect( screen.getByText( /Its 2 display conditions/ ) ).toBeTruthy();

		await user.click(
			screen.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		expect( mocked.addToSavedTemplates ).toHaveBeenCalledWith( 9, 'file' );
		const dialog = within( screen.getByRole( 'dialog' ) );
		expect(
			await dialog.findByText(
				'“Harbor header” was added to your saved templates.'
			)
		).toBeTruthy();
		expect( dialog.getByText( /Pages: contact/ ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Edit template' } )
				.getAttribute( 'href' )
		).toContain( 'post=41' );
		expect( screen.getByText( 'View saved templates' ) ).toBeTruthy();
	} );

	it( 'tells a user who may not place templates that the conditions are left out, before and after', async () => {
		// An editor: the server leaves the conditions out and adds a draft
		// (TemplateLanding); the dialog says so before, not "matched".
		bootAs( false );
		mocked.addToSavedTemplates.mockResolvedValue( {
			status: 'success',
			message: '“Harbor header” was added to your saved templates.',
			id: 42,
			created: true,
			updated: false,
			dropped: [
				'Its display conditions were left out: you may not choose where templates are displayed. It was added as a draft.',
			],
			type: 'header',
			platform: 'gutenberg',
			edit_url:
				'http://example.org/wp-admin/post.php?post=42&action=edit',
		} );
		renderModal();
		const user = userEvent.setup();
		const dialog = within( screen.getByRole( 'dialog' ) );
		expect(
			dialog.getByText(
				/Its 2 display conditions are left out: you may not choose where templates are displayed\. It is added as a draft\./
			)
		).toBeTruthy();
		expect( dialog.queryByText( /matched to this site/ ) ).toBeNull();

		await user.click(
			screen.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		expect(
			await dialog.findByText(
				/Its display conditions were left out: you may not choose/
			)
		).toBeTruthy();
	} );

	it( 'shows a refusal and offers Try again', async () => {
		mocked.addToSavedTemplates.mockRejectedValueOnce(
			new RequestError( {
				code: 'invalid_permission',
				message: 'Sorry, you are not allowed to create templates.',
				data: { status: 403 },
			} )
		);
		renderModal();
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		expect(
			await within( screen.getByRole( 'dialog' ) ).findByText(
				'Sorry, you are not allowed to create templates.'
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeTruthy();
	} );

	it( 'adds a library item published from a saved template the same way', async () => {
		mocked.addToSavedTemplates.mockResolvedValue( {
			status: 'success',
			message:
				'“Harbor header” is in your saved templates already: nothing changed.',
			id: 41,
			created: false,
			updated: false,
			dropped: [],
			type: 'header',
			platform: 'gutenberg',
			edit_url:
				'http://example.org/wp-admin/post.php?post=41&action=edit',
		} );
		renderModal(
			jest.fn(),
			{
				id: 77,
				name: 'Harbor header',
				template: { type: 'header', conditions: 0 },
			},
			'item'
		);
		const user = userEvent.setup();
		expect(
			screen.getByText( /It has no display conditions/ )
		).toBeTruthy();
		await user.click(
			screen.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		expect( mocked.addToSavedTemplates ).toHaveBeenCalledWith( 77, 'item' );
		expect(
			await within( screen.getByRole( 'dialog' ) ).findByText(
				/nothing changed/
			)
		).toBeTruthy();
	} );
} );
