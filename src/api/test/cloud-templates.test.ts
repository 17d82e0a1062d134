/**
 * "Add to saved templates" (issue [26] item 5): one call, a cloud file's
 * route or a library item's.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { addToSavedTemplates } from '../cloud-templates';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'addToSavedTemplates', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
	} );

	it( 'adds a cloud file through the cloud’s route', async () => {
		await addToSavedTemplates( 9 );
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/stencilbox/v1/clouds/add-template/9',
				method: 'POST',
			} )
		);
	} );

	it( 'adds a library item through the item’s route', async () => {
		await addToSavedTemplates( 12, 'item' );
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/stencilbox/v1/items/12/add-template',
				method: 'POST',
			} )
		);
	} );
} );
