/**
 * Create / edit WorkSpace (issue [15] #4): an address typed but not Added
 * is shared on Save, and the toast says who was invited; a typed address
 * that is not valid stops the save with the spec's message.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud';
import { store as cloudStore } from '../../../stores/cloud';
import { storeRegistry } from '../../../stores/test/harness';
import { store as workspacesStore } from '../../../stores/workspaces';
import type { Workspace } from '../../../stores/workspaces';
import WorkspaceModal from '../workspace-modal';

jest.mock( '../../../api/cloud', () => ( {
	...jest.requireActual( '../../../api/cloud' ),
	createWorkspace: jest.fn(),
	saveWorkspace: jest.fn(),
	fetchWorkspaces: jest.fn( () => new Promise( () => {} ) ),
	fetchFiles: jest.fn( () => new Promise( () => {} ) ),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const space = ( extra: Partial< Workspace > = {} ) =>
	( {
		id: 4,
		value: 4,
		slug: 'sales-kit-ab12cd',
		title: 'Sales kit',
		shared: false,
		is_owner: true,
		share_with: [],
		sharedWith: [],
		pending_invitations: [],
		...extra,
	} ) as unknown as Workspace;

function setup( workspace?: Workspace ) {
	const { registry, toasts } = storeRegistry( cloudStore, workspacesStore );
	const onClose = jest.fn();
	render(
		<RegistryProvider value={ registry }>
			<WorkspaceModal workspace={ workspace } onClose={ onClose } />
		</RegistryProvider>
	);
	return { onClose, toasts };
}

/**
 * Types a name and an address (not added with Enter), then Create WorkSpace.
 *
 * @param user    The user.
 * @param name    The WorkSpace's name.
 * @param address What is typed in the share field.
 */
async function createWith(
	user: ReturnType< typeof userEvent.setup >,
	name: string,
	address: string
) {
	await user.type(
		screen.getByRole( 'textbox', { name: 'WorkSpace name' } ),
		name
	);
	await user.type(
		screen.getByRole( 'textbox', { name: 'Share with (email address)' } ),
		address
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Create WorkSpace' } )
	);
}

describe( 'WorkspaceModal: an address typed but not added', () => {
	beforeEach( () => jest.clearAllMocks() );

	it( 'is shared when the WorkSpace is created, and the toast says the invitation went', async () => {
		const user = userEvent.setup();
		mocked.createWorkspace.mockResolvedValue( {
			status: 'success',
			message: 'You have created a WorkSpace called Sales kit',
			workspace: space( {
				pending_invitations: [ 'newcomer@example.org' ],
			} ),
		} );
		const { onClose, toasts } = setup();
		await createWith( user, 'Sales kit', ' Newcomer@Example.org ' );
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( mocked.createWorkspace ).toHaveBeenCalledWith( 'Sales kit', [
			'newcomer@example.org',
		] );
		expect( toasts() ).toContain(
			'You have created a WorkSpace called Sales kit Invitation sent to newcomer@example.org.'
		);
	} );

	it( 'is shared on Save when editing, members and invitations told apart', async () => {
		const user = userEvent.setup();
		mocked.saveWorkspace.mockResolvedValue( {
			status: 'success',
			message: 'Successfully Saved',
			workspace: space( {
				share_with: [ 'ann@example.org' ],
				pending_invitations: [ 'ben@example.org' ],
			} ),
		} );
		const { onClose, toasts } = setup( space() );
		const field = screen.getByRole( 'textbox', {
			name: 'Share with (email address)',
		} );
		await user.type( field, 'ann@example.org{Enter}' );
		await user.type( field, 'ben@example.org' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( mocked.saveWorkspace ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 4 } ),
			{
				title: 'Sales kit',
				add: [ 'ann@example.org', 'ben@example.org' ],
				remove: [],
			}
		);
		expect( toasts() ).toContain(
			'Successfully Saved Invitation sent to ben@example.org. Shared with ann@example.org.'
		);
	} );

	it( 'that is not a valid address stops the save with the spec’s message', async () => {
		const user = userEvent.setup();
		const { onClose } = setup();
		await createWith( user, 'Sales kit', 'not-an-address' );
		expect(
			screen.getByText( 'Please enter a valid email address.' )
		).toBeTruthy();
		expect( mocked.createWorkspace ).not.toHaveBeenCalled();
		expect( onClose ).not.toHaveBeenCalled();
	} );
} );
