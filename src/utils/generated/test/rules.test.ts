/**
 * The generated rules are current, and the client's validation gives the
 * hub's verdicts (the cases tests/php/Support/ClientRulesTest.php wrote
 * into rules.json from `Hub\Accounts\Validation` and, for searches,
 * `Support\Catalog\ItemArgs`).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import rules from '../rules.json';
import { LOGO_WIDTH } from '../rules';
import {
	validateApiKey,
	validateConfirm,
	validateEmail,
	validateName,
	validatePassword,
	validateSignup,
	type SignupFields,
} from '../../validation';
import { FSI, titleFallback } from '../../site-import';
import { SEARCH_MIN, searchTerm } from '../../constants';

const ROOT = join( __dirname, '../../../..' );

/**
 * The client's answer for one of the hub's cases.
 *
 * @param rule The hub's rule.
 * @param args Its arguments.
 */
function client( rule: string, args: unknown[] ): unknown {
	switch ( rule ) {
		case 'email':
			return validateEmail( args[ 0 ] as string );
		case 'api_key':
			return validateApiKey( args[ 0 ] as string );
		case 'name':
			return validateName( args[ 0 ] as string, args[ 1 ] as 'first' );
		case 'password':
			return validatePassword( args[ 0 ] as string );
		case 'confirm':
			return validateConfirm( args[ 0 ] as string, args[ 1 ] as string );
		case 'signup':
			return validateSignup( args[ 0 ] as SignupFields );
		case 'search':
			return searchTerm( args[ 0 ] as string );
		case 'title_fallback':
			return titleFallback( args[ 0 ] as string );
	}
	throw new Error( `No client rule for ${ rule }` );
}

describe( 'generated rules', () => {
	it( 'rules.ts, limits.ts and lists.ts are what bin/rules.mjs writes from rules.json', () => {
		// Throws (exit 1, "stale") when the committed file differs.
		expect( () =>
			execFileSync( 'node', [ 'bin/rules.mjs', '--check' ], {
				cwd: ROOT,
				stdio: 'pipe',
			} )
		).not.toThrow();
	} );

	it( 'the client validates as the hub does, with its messages', () => {
		expect( rules.cases.length ).toBeGreaterThan( 40 );
		for ( const { rule, args, result } of rules.cases ) {
			expect( [ rule, args, client( rule, args ) ] ).toEqual( [
				rule,
				args,
				result,
			] );
		}
	} );

	it( "the lists search from the hub's minimum", () => {
		expect( SEARCH_MIN ).toBe( rules.search.min );
		expect( rules.cases.map( ( { rule } ) => rule ) ).toContain( 'search' );
	} );

	it( "the wizard clamps the logo to the server's range", () => {
		expect( FSI.logo ).toBe( LOGO_WIDTH );
		expect( LOGO_WIDTH ).toEqual( rules.logo_width );
	} );
} );

describe( 'one home for each text', () => {
	/**
	 * Every source file of the app outside generated/ and tests.
	 *
	 * @param dir Folder.
	 */
	function sources( dir: string ): string[] {
		return readdirSync( dir, { withFileTypes: true } ).flatMap(
			( entry ) => {
				const path = join( dir, entry.name );
				if ( entry.isDirectory() ) {
					return [ 'generated', 'test' ].includes( entry.name )
						? []
						: sources( path );
				}
				return /\.tsx?$/.test( entry.name ) ? [ path ] : [];
			}
		);
	}

	it( 'no file of the app writes a generated text again', () => {
		const texts = [
			...Object.values( rules.account_messages ),
			...Object.values( rules.condition_messages ),
			...Object.values( rules.messages ),
		] as string[];
		const twins = sources( join( ROOT, 'src' ) ).flatMap( ( file ) => {
			const code = readFileSync( file, 'utf8' );
			return texts
				.filter( ( text ) => code.includes( `'${ text }'` ) )
				.map( ( text ) => `${ file }: ${ text }` );
		} );
		expect( twins ).toEqual( [] );
	} );
} );
