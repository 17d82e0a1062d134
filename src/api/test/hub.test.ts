/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { revokeHubKey } from '../admin';
import { revokePurchase } from '../engagement';
import { deleteHubItem, removeDemo, reseedDemo } from '../hub';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'the hub owner’s destructive calls', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
	} );

	it.each( [
		[
			'reseed',
			() => reseedDemo( true ),
			'POST',
			'/stencilbox-hub/v1/admin/catalog/reseed',
		],
		[
			'remove the demo',
			() => removeDemo( true ),
			'POST',
			'/stencilbox-hub/v1/admin/catalog/remove-demo',
		],
		[
			'delete an item',
			() => deleteHubItem( 12, true ),
			'DELETE',
			'/stencilbox-hub/v1/admin/catalog/items/12',
		],
		[
			'revoke a key',
			() => revokeHubKey( 5, true ),
			'DELETE',
			'/stencilbox-hub/v1/admin/keys/5',
		],
		[
			'revoke a purchase',
			() => revokePurchase( 3, 9, true ),
			'DELETE',
			'/stencilbox-hub/v1/admin/accounts/3/purchases/9',
		],
	] )( '%s sends confirm: true', async ( _name, call, method, path ) => {
		await call();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path,
			method,
			data: { confirm: true },
			signal: undefined,
		} );
	} );
} );
