/**
 * Throwaway WordPress sites for the demo catalogue tools: one on the oldest
 * WordPress the plugin supports (the markup is generated there) and one on
 * the default dev site's WordPress (the newest one available here).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../..'
);

/**
 * The "Requires at least" version of the plugin header, e.g. "6.8".
 *
 * @return {string} Major.minor version.
 */
export function requiredWordPress() {
	const header = fs.readFileSync(
		path.join( root, 'stencilbox.php' ),
		'utf8'
	);
	const match = header.match( /Requires at least:\s*([\d.]+)/ );
	if ( ! match ) {
		throw new Error( 'stencilbox.php has no "Requires at least" header' );
	}
	return match[ 1 ];
}

/**
 * Whether a full version (6.8.7) is on the branch of a minimum (6.8).
 *
 * @param {string} version Full version.
 * @param {string} branch  Major.minor.
 * @return {boolean} Same branch.
 */
export const onBranch = ( version, branch ) =>
	version === branch || version.startsWith( `${ branch }.` );

/**
 * Runs a script of bin/ and fails on a non-zero exit.
 *
 * @param {string}   script Script path relative to the root.
 * @param {string[]} args   Arguments.
 * @param {Object}   env    Environment.
 */
function run( script, args, env ) {
	const result = spawnSync( script, args, {
		cwd: root,
		env: { ...process.env, ...env },
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
	if ( result.status !== 0 ) {
		throw new Error( `${ script } ${ args.join( ' ' ) } failed` );
	}
}

/**
 * Prepares (once) a WordPress cache of the oldest supported version, apart
 * from the dev sites' newest one: bin/fetch-wordpress-oldest.sh (the
 * configuration matrix's too), which fails unless it holds the version
 * "Requires at least" names.
 *
 * @return {string} Cache folder (DEMO_WP_CACHE_OLDEST, else .wp-cache/oldest).
 */
export function oldestCache() {
	const result = spawnSync( 'bin/fetch-wordpress-oldest.sh', [], {
		cwd: root,
		env: {
			...process.env,
			...( process.env.DEMO_WP_CACHE_OLDEST
				? { WP_CACHE_OLDEST: process.env.DEMO_WP_CACHE_OLDEST }
				: {} ),
		},
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			'bin/fetch-wordpress-oldest.sh failed (output above)'
		);
	}
	return result.stdout.trim().split( '\n' ).pop();
}

/**
 * Creates a fresh site and serves it until stop() is called.
 *
 * @param {Object} o         Options.
 * @param {string} o.port    Port on 127.0.0.1.
 * @param {string} o.siteDir Site folder (relative to the root or absolute).
 * @param {string} [o.cache] WordPress cache; bin/wp-setup.sh's default when
 *                           not given.
 * @return {Promise<{url: string, stop: Function}>} Site URL and a stopper.
 */
export async function startSite( { port, siteDir, cache } ) {
	const env = {
		WP_PORT: String( port ),
		WP_SITE_DIR: siteDir,
		...( cache ? { WP_CACHE: cache } : {} ),
	};
	run( 'bin/wp-setup.sh', [ '--reset' ], env );
	const server = spawn( 'bin/wp-server.sh', [], {
		cwd: root,
		env: { ...process.env, ...env },
		detached: true,
		stdio: 'ignore',
	} );
	const url = `http://127.0.0.1:${ port }`;
	const stop = () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	for ( let i = 0; i < 150; i++ ) {
		try {
			const res = await fetch( `${ url }/wp-login.php` );
			if ( res.ok ) {
				return { url, stop };
			}
		} catch {
			// Not up yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	stop();
	throw new Error( `The site on ${ url } did not start` );
}

/**
 * Starts a throwaway site on the oldest supported WordPress.
 *
 * @param {string} port    Port.
 * @param {string} siteDir Site folder.
 * @return {Promise<{url: string, stop: Function}>} Site URL and a stopper.
 */
export const startOldestSite = ( port, siteDir ) =>
	startSite( { port, siteDir, cache: oldestCache() } );

/**
 * The values of a repeatable command-line option (`--url a --url b`).
 *
 * @param {string} name Option, e.g. "--url".
 * @return {string[]} Values.
 */
export function optionValues( name ) {
	const values = [];
	process.argv.forEach( ( arg, i ) => {
		if ( arg === name && process.argv[ i + 1 ] ) {
			values.push( process.argv[ i + 1 ].replace( /\/$/, '' ) );
		}
	} );
	return values;
}
