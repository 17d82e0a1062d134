/**
 * One data-fetching style in the stores (issue [27] #5): a store calls the
 * server through the functions of `src/api/<area>.ts` (which alone name the
 * route and its answer type), and a resolver records its request with the
 * kit's `recordRequest()`, dispatching the reducer's actions as objects.
 */
/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

/** Folders here that are not stores: the store kit and these tests. */
const NOT_STORES = [ 'shared', 'test' ];

/**
 * Resolvers that catch on their own, with why.
 */
const OWN_CATCH: Record< string, string > = {
	// A hub that cannot be reached is told by the thrown error's data, which a stored error does not keep.
	account: 'getUser',
};

/**
 * Every store's sources (tests aside), by store.
 */
function sources(): Array< { store: string; file: string; text: string } > {
	const root = join( __dirname, '..' );
	return readdirSync( root, { withFileTypes: true } )
		.filter(
			( entry ) =>
				entry.isDirectory() && ! NOT_STORES.includes( entry.name )
		)
		.flatMap( ( entry ) =>
			readdirSync( join( root, entry.name ) )
				.filter( ( file ) => /\.tsx?$/.test( file ) )
				.map( ( file ) => ( {
					store: entry.name,
					file,
					text: readFileSync(
						join( root, entry.name, file ),
						'utf8'
					),
				} ) )
		);
}

describe( 'one data-fetching style', () => {
	it( 'stores call the server through src/api/<area>.ts only', () => {
		const direct = sources()
			.filter( ( { text } ) =>
				/import\s*\{[^}]*\brequest\b[^}]*\}\s*from\s*'\.\.\/\.\.\/api\/client'|@wordpress\/api-fetch/.test(
					text
				)
			)
			.map( ( { store, file } ) => `${ store }/${ file }` );
		expect( direct ).toEqual( [] );
	} );

	it( 'resolvers record their request and dispatch the reducer’s actions', () => {
		const found = sources()
			.filter( ( { file } ) => file === 'resolvers.ts' )
			.flatMap( ( { store, text } ) => {
				const wrong: string[] = [];
				if ( /\btry\s*\{/.test( text ) && ! OWN_CATCH[ store ] ) {
					wrong.push( `${ store }: a catch of its own` );
				}
				if ( /dispatch\.receive[A-Z]/.test( text ) ) {
					wrong.push( `${ store }: an action creator` );
				}
				return wrong;
			} );
		expect( found ).toEqual( [] );
	} );
} );
