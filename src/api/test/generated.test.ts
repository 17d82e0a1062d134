/**
 * The generated answer types are what bin/api-types.mjs writes now from the
 * committed route schemas (PHPUnit's RouteTypesTest keeps those current).
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe( 'generated answer types', () => {
	it( 'are current: run `npm run types:api` after changing a route schema', () => {
		const script = join( __dirname, '../../../bin/api-types.mjs' );
		const run = spawnSync( process.execPath, [ script, '--check' ], {
			encoding: 'utf8',
		} );
		expect( run.stderr ).toBe( '' );
		expect( run.status ).toBe( 0 );
	} );
} );
