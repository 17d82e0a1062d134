/**
 * Full-site import (issue [9]), the hard cases: the PHP worker serving the
 * import is killed mid-step three times at different steps and the import
 * still completes with a clean run's counts; two imports, then revert of
 * the first, give back the site as it was before the first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import {
	demoSite,
	expectSameSite,
	harborPackId,
	leaveDemoSite,
	snapshot,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';
import { SITE_DIR } from '../utils/site-dir';

const ROOT = path.resolve( __dirname, '../../..' );
const MAIN_PORT = process.env.WP_E2E_PORT || '8889';
/** A second server of the same site, one PHP process: killing its worker kills it. */
const SIDE_PORT = String( Number( MAIN_PORT ) + 5 );
const SIDE = `http://127.0.0.1:${ SIDE_PORT }`;

type Counts = Record< string, number >;

/**
 * Starts the one-process server; resolves once it answers.
 */
async function startSide(): Promise< ChildProcess > {
	const env: NodeJS.ProcessEnv = { ...process.env, WP_PORT: MAIN_PORT };
	delete env.PHP_CLI_SERVER_WORKERS;
	const server = spawn(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-S',
			`127.0.0.1:${ SIDE_PORT }`,
			'-t',
			SITE_DIR,
			path.join( ROOT, 'bin/router.php' ),
		],
		{ env, stdio: 'ignore' }
	);
	for ( let i = 0; i < 100; i++ ) {
		try {
			const response = await fetch( `${ SIDE }/wp-login.php` );
			if ( response.ok ) {
				return server;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( 'The side server did not start.' );
}

/**
 * Starts an import of the demo's Harbor pack.
 *
 * @param admin Admin client.
 * @param title Site title.
 */
async function start( admin: SiteRest, title: string ): Promise< string > {
	const answer = await admin.rest< { data: { session_id: string } } >(
		'POST',
		'/stencilbox/v1/full-site-import/start',
		{
			id: await harborPackId( admin ),
			platform: 'gutenberg',
			title,
			slogan: 'Brands by the sea',
			color: { primary: '#aa3300' },
			logo_size: 160,
			typography: {},
			theme: { stylesheet: 'stencilbox-canvas' },
			plugins: [ 'stencilbox-demo-helper' ],
		}
	);
	return answer.data.session_id;
}

/**
 * Runs an import to its end on the main server (the polling transport's chunks).
 *
 * @param admin   Admin client.
 * @param session Session id.
 */
async function runToEnd( admin: SiteRest, session: string ) {
	for ( let i = 0; i < 200; i++ ) {
		const answer = await admin.rest< { action: string } >(
			'POST',
			'/stencilbox/v1/full-site-import/run',
			{
				session_id: session,
				is_lightspeed: true,
			}
		);
		if ( answer.action !== 'continue' ) {
			return answer.action;
		}
	}
	throw new Error( 'The import did not end.' );
}

/**
 * Runs an import on the one-process server, starting a new one whenever
 * the worker dies with a request.
 *
 * @param admin   Admin client.
 * @param session Session id.
 */
async function runOnDyingServer(
	admin: SiteRest,
	session: string
): Promise< { deaths: number; action: string } > {
	let server = await startSide();
	let deaths = 0;
	let action = 'continue';
	try {
		for ( let i = 0; i < 300 && action === 'continue'; i++ ) {
			try {
				const answer = await admin.restAt< { action: string } >(
					SIDE,
					'POST',
					'/stencilbox/v1/full-site-import/run',
					{ session_id: session, is_lightspeed: true }
				);
				if ( answer.status !== 200 ) {
					throw new Error( `run answered ${ answer.status }` );
				}
				action = answer.json.action;
			} catch ( error ) {
				if (
					error instanceof Error &&
					error.message.startsWith( 'run answered' )
				) {
					throw error;
				}
				// The worker died with the request: start a new one and go on.
				deaths += 1;
				server.kill();
				server = await startSide();
			}
		}
	} finally {
		server.kill();
	}
	return { deaths, action };
}

test.describe( 'Full-site import: resume and revert of an earlier import', () => {
	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		admin = await demoSite( baseURL as string, 'fsi-resume' );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', { kill: [] } );
		await leaveDemoSite( admin, baseURL as string );
	} );

	test( 'a worker killed mid-step three times: the import resumes from its cursor and ends with a clean run’s counts', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		await page.goto( '/' );
		const before = await snapshot( admin );

		// A clean run's counts.
		const clean = await start( admin, 'Clean Run' );
		expect( await runToEnd( admin, clean ) ).toBe( 'complete' );
		const expected = await admin.rest< Counts >(
			'GET',
			'/stencilbox-e2e/v1/counts'
		);
		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: clean,
			confirm: true,
		} );
		expectSameSite( before, await snapshot( admin ) );

		// The same import on a one-process server that dies three times, at
		// three steps, after a unit's work and before it is committed.
		const kills = [ 'plugin:0', 'attachments:4', 'content:2' ];
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', { kill: kills } );
		const session = await start( admin, 'Killed Run' );
		const { deaths, action } = await runOnDyingServer( admin, session );
		expect( deaths ).toBe( 3 );
		expect( action ).toBe( 'complete' );
		const left = await admin.rest< { kill: string[] } >(
			'POST',
			'/stencilbox-e2e/v1/fsi',
			{}
		);
		expect( left.kill ).toEqual( [] );
		expect(
			await admin.rest< Counts >( 'GET', '/stencilbox-e2e/v1/counts' )
		).toEqual( expected );

		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: session,
			confirm: true,
		} );
		expectSameSite( before, await snapshot( admin ) );
	} );

	test( 'two imports, then revert of the first: the site as it was before the first', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		await page.goto( '/' );
		const before = await snapshot( admin );
		const first = await start( admin, 'First Site' );
		expect( await runToEnd( admin, first ) ).toBe( 'complete' );
		const second = await start( admin, 'Second Site' );
		expect( await runToEnd( admin, second ) ).toBe( 'complete' );
		const reverted = await admin.rest< { data: { reverted: string[] } } >(
			'POST',
			'/stencilbox/v1/full-site-import/revert',
			{
				session_id: first,
				confirm: true,
			}
		);
		expect( reverted.data.reverted ).toEqual( [ second, first ] );
		expectSameSite( before, await snapshot( admin ) );
	} );
} );
