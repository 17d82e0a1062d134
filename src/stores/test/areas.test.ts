/**
 * External dependencies
 */
import { readdirSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { STORE_AREAS } from '../../api/endpoints';

/** Folders here that are not stores: the store kit and these tests. */
const NOT_STORES = [ 'shared', 'test' ];

describe( 'store areas', () => {
	it( 'lists exactly the stores that exist (a new store adds itself)', () => {
		const folders = readdirSync( join( __dirname, '..' ), {
			withFileTypes: true,
		} )
			.filter(
				( entry ) =>
					entry.isDirectory() && ! NOT_STORES.includes( entry.name )
			)
			.map( ( entry ) => entry.name );
		expect( [ ...STORE_AREAS ].sort() ).toEqual( folders.sort() );
	} );
} );
