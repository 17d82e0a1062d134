/**
 * The Library hub's "Move this hub" card (issue [26] item 6): this hub's
 * key and the signed export's link; a bundle uploaded is applied only
 * after the confirm, with the signing hub's key typed in; a refused bundle
 * shows the hub's message and reads nothing again.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as fleetApi from '../../../api/fleet';
import { RequestError } from '../../../api/client';
import LibraryBundlePanel from '../library-bundle-panel';

jest.mock( '../../../api/fleet', () => ( {
	...jest.requireActual( '../../../api/fleet' ),
	fetchLibraryBundle: jest.fn(),
	applyLibraryBundle: jest.fn(),
} ) );
const mocked = fleetApi as jest.Mocked< typeof fleetApi >;

const state: fleetApi.LibraryBundleState = {
	fingerprint: 'a'.repeat( 64 ),
	export_url:
		'http://hub.example.org/wp-admin/admin-post.php?action=stencilbox_hub_library_bundle&_wpnonce=abc',
};

const report: fleetApi.LibraryBundleReport = {
	fingerprint: 'b'.repeat( 64 ),
	items_written: 22,
	items_unchanged: 0,
	versions_written: 4,
	accounts_created: 2,
	workspaces_created: 1,
	members_added: 2,
	files_created: 3,
	files_unchanged: 0,
	media_written: 5,
	media_unchanged: 0,
	media_kept: 0,
};

/**
 * Chooses a bundle in the card's file input.
 */
async function choose(): Promise< File > {
	const file = new File( [ 'PK' ], 'library.zip', {
		type: 'application/zip',
	} );
	const input = document.querySelector(
		'input[type="file"]'
	) as HTMLInputElement;
	await userEvent.upload( input, file );
	return file;
}

describe( 'Move this hub card', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchLibraryBundle.mockResolvedValue( state );
	} );

	it( 'exports, and applies an uploaded bundle with the signing hub’s key once confirmed', async () => {
		mocked.applyLibraryBundle.mockResolvedValue( report );
		const onApplied = jest.fn();
		const { container } = render(
			<LibraryBundlePanel onApplied={ onApplied } />
		);
		expect( await screen.findByText( state.fingerprint ) ).toBeTruthy();
		const link = screen.getByRole( 'link', {
			name: 'Export signed bundle',
		} );
		expect(
			new URL( link.getAttribute( 'href' ) as string ).searchParams.get(
				'action'
			)
		).toBe( 'stencilbox_hub_library_bundle' );

		await userEvent.type(
			screen.getByLabelText( 'Key of the hub that signed the bundle' ),
			` ${ report.fingerprint } `
		);
		const file = await choose();
		expect( mocked.applyLibraryBundle ).not.toHaveBeenCalled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Apply' } )
		);
		expect( mocked.applyLibraryBundle ).toHaveBeenCalledWith(
			file,
			report.fingerprint
		);
		// In the card (the words are also spoken to screen readers).
		expect(
			await within( container ).findByText(
				'Applied: 22 items written (0 already up to date), 4 versions, 2 accounts, 1 WorkSpaces, 3 files and 5 images added.'
			)
		).toBeTruthy();
		expect( onApplied ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'cancelling the confirm applies nothing; a refused bundle shows why', async () => {
		const onApplied = jest.fn();
		mocked.applyLibraryBundle.mockRejectedValue(
			new RequestError( {
				code: 'bundle_untrusted_key',
				message:
					'This bundle was signed by another hub’s key. Nothing was written.',
				data: { status: 403 },
			} )
		);
		const { container } = render(
			<LibraryBundlePanel onApplied={ onApplied } />
		);
		await screen.findByText( state.fingerprint );
		await choose();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( mocked.applyLibraryBundle ).not.toHaveBeenCalled();

		await choose();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Apply' } )
		);
		expect( mocked.applyLibraryBundle ).toHaveBeenCalledWith(
			expect.any( File ),
			''
		);
		expect(
			await within( container ).findByText(
				'This bundle was signed by another hub’s key. Nothing was written.'
			)
		).toBeTruthy();
		expect( onApplied ).not.toHaveBeenCalled();
	} );
} );
