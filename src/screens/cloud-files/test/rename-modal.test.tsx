/**
 * Renaming a cloud file (issue [23] G): the modal asks for a new name,
 * says why an empty or too long one cannot be kept, sends the trimmed
 * name, and shows the server's refusal.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud';
import { RequestError } from '../../../api/client';
import { store as cloudStore } from '../../../stores/cloud';
import { storeRegistry } from '../../../stores/test/harness';
import { cloudFile } from '../../../stores/test/harness/cloud';
import { CLOUD_NAME_MAX } from '../../../utils/generated/limits';
import { RenameFileModal } from '../file-modals';

jest.mock( '../../../api/cloud', () => ( {
	...jest.requireActual( '../../../api/cloud' ),
	renameFile: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const file = cloudFile();

function renderModal( onClose = jest.fn() ) {
	const { registry, toasts } = storeRegistry( cloudStore );
	render(
		<RegistryProvider value={ registry }>
			<RenameFileModal file={ file } onClose={ onClose } />
		</RegistryProvider>
	);
	return { toasts, onClose };
}

describe( 'RenameFileModal', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'refuses an empty or too long name with a reason, and sends the trimmed one', async () => {
		mocked.renameFile.mockResolvedValue( {
			status: 'success',
			message: 'Successfully Renamed',
			file: { ...file, name: 'Spring hero' },
		} as unknown as api.RenameResponse );
		const { toasts, onClose } = renderModal();
		const user = userEvent.setup();
		const field = screen.getByRole( 'textbox', { name: 'Name' } );
		expect( ( field as HTMLInputElement ).value ).toBe( 'Pricing hero' );
		const rename = screen.getByRole( 'button', { name: 'Rename' } );

		await user.clear( field );
		expect(
			screen.getByText( 'Please give your template a name.' )
		).toBeTruthy();
		expect( rename.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		// Pasted, not typed: one change event instead of a render per key
		// (typing 100+ keys took over 30 s on a loaded machine).
		await user.paste( 'x'.repeat( CLOUD_NAME_MAX + 1 ) );
		expect(
			screen.getByText(
				`A name has at most ${ CLOUD_NAME_MAX } characters.`
			)
		).toBeTruthy();
		await user.click( rename );
		expect( mocked.renameFile ).not.toHaveBeenCalled();

		await user.clear( field );
		await user.type( field, '  Spring hero  {Enter}' );
		expect( mocked.renameFile ).toHaveBeenCalledWith( 5, 'Spring hero' );
		expect( onClose ).toHaveBeenCalled();
		expect( toasts() ).toEqual( [ 'Successfully Renamed' ] );
	} );

	it( 'stays open and says what the server refused', async () => {
		mocked.renameFile.mockRejectedValue(
			new RequestError( {
				code: 'invalid_permission',
				message:
					'Only the owner of this file or of its WorkSpace can rename it.',
			} )
		);
		const { toasts, onClose } = renderModal();
		const user = userEvent.setup();
		const field = screen.getByRole( 'textbox', { name: 'Name' } );
		await user.clear( field );
		await user.type( field, 'Mine now{Enter}' );
		expect( mocked.renameFile ).toHaveBeenCalledWith( 5, 'Mine now' );
		expect( onClose ).not.toHaveBeenCalled();
		expect( toasts() ).toEqual( [
			'Something went wrong! Only the owner of this file or of its WorkSpace can rename it.',
		] );
		// Logged under the copy / move code (the spec has none for renames).
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console -- the logged code is the point.
		expect( ( console.error as jest.Mock ).mock.calls[ 0 ][ 0 ] ).toBe(
			'Stencilbox W104'
		);
	} );
} );
