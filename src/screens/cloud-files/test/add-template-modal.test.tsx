/**
 * "Add to saved templates" (issue [26] item 5): the dialog says what the
 * file becomes, sends it, shows the server's answer with every condition
 * it left out, and a refusal with Try again.
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
import { createAppHistory, RouterProvider } from '../../../router';
import type { CloudFile } from '../../../stores/cloud';
import { store as templatesStore } from '../../../stores/templates';
import AddTemplateModal from '../add-template-modal';

jest.mock( '../../../api/cloud-templates', () => ( {
	...jest.requireActual( '../../../api/cloud-templates' ),
	addToSavedTemplates: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const file = {
	id: 9,
	name: 'Harbor header',
	slug: 'harbor-header',
	type: 'page',
	platform: 'gutenberg',
	can_change: true,
	workspace: null,
	template: { type: 'header', conditions: 2 },
} as unknown as CloudFile;

function renderModal( onClose = jest.fn() ) {
	const registry = createRegistry();
	registry.register( templatesStore );
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds', query: {} },
	} );
	render(
		<RegistryProvider value={ registry }>
			<RouterProvider history={ history }>
				<AddTemplateModal file={ file } onClose={ onClose } />
			</RouterProvider>
		</RegistryProvider>
	);
	return { history, onClose };
}

describe( 'AddTemplateModal', () => {
	beforeEach( () => jest.resetAllMocks() );

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
		expect( mocked.addToSavedTemplates ).toHaveBeenCalledWith( 9 );
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
} );
