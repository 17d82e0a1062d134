/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { applyUpdates, restoreItemVersion } from '../versions';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'the update calls', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
	} );

	it( 'updates unchanged places without a confirmation', async () => {
		await applyUpdates( [ 4, 5 ] );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox/v1/updates/apply',
			method: 'POST',
			data: { ids: [ 4, 5 ] },
			signal: undefined,
		} );
	} );

	it( 'replaces changes only with confirm: true (a destructive action)', async () => {
		await applyUpdates( [ 4 ], true );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox/v1/updates/apply',
			method: 'POST',
			data: { ids: [ 4 ], replace_changes: true, confirm: true },
			signal: undefined,
		} );
	} );

	it( 'restores an item’s version through the hub owner’s route', async () => {
		await restoreItemVersion( 12, 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox-hub/v1/admin/catalog/items/12/versions/1/restore',
			method: 'POST',
			data: {},
			signal: undefined,
		} );
	} );
} );
