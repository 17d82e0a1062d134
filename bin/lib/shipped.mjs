/**
 * What the plugin ships: the files of stencilbox.zip, one rule for the zip
 * (bin/plugin-zip-prune.mjs) and for the production-like stack, which
 * serves exactly these (bin/link-shipped.mjs).
 *
 * The zip holds what runs in WordPress and, since WordPress.org's
 * guideline 4 asks for human-readable code, what a person needs to rebuild
 * build/ from it: src/ (without its Jest tests, which need the checkout's
 * tests/ and Jest set-up and are not read by the build), webpack.config.js,
 * package.json and package-lock.json (`npm ci` gets the very versions
 * build/ was made with) and tsconfig.json (Babel builds without checking
 * types; `tsc` checks them with it). readme.txt says how.
 *
 * `wp-scripts plugin-zip` takes npm-packlist's list (package.json's
 * `files`). npm-packlist always adds every README, which talk about the
 * checkout's tools, and build/chunk-groups.json is read only by
 * `npm run size`: those are TAKEN_OUT. npm-packlist never lists
 * package-lock.json: that one is ADDED. Source maps ship only when asked
 * for (WP_DEVTOOL=source-map).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);

// @wordpress/scripts' own copies: the ones plugin-zip runs with.
export const scriptsRequire = createRequire(
	createRequire( import.meta.url ).resolve(
		'@wordpress/scripts/package.json'
	)
);

/** Files npm-packlist lists that the zip leaves out (paths inside the plugin). */
export const TAKEN_OUT = /^(build\/chunk-groups\.json|(.*\/)?README\.md)$/;

/** Files the zip ships that npm-packlist never lists. */
export const ADDED = [ 'package-lock.json' ];

/**
 * Files that must never ship: tests (the Jest tests beside the sources
 * too), tooling, developer docs, WordPress.org's assets folder (screenshots
 * and banners go to the directory's SVN, not into the plugin).
 */
export const NEVER_SHIPPED =
	/^(tests|bin|node_modules|docs|artifacts|assets)\/|(^|\/)test\//;

/**
 * Whether a file (path inside the plugin) that npm-packlist lists ships.
 *
 * @param {string} file Path inside the plugin.
 */
export function ships( file ) {
	return (
		! TAKEN_OUT.test( file ) &&
		( ! file.endsWith( '.map' ) || !! process.env.WP_DEVTOOL )
	);
}

/** npm-packlist's list, once per process (see shippedFiles). */
let packed = null;

/**
 * The files the plugin ships, as paths inside it, sorted. Throws when
 * package.json's `files` lets in something that must never ship.
 *
 * @return {string[]} Paths.
 */
export function shippedFiles() {
	// npm-packlist's walk matches every entry against every rule: seconds
	// of CPU each time. The checkout does not change under one process
	// (the tests ask several times), so it is walked once.
	packed ??= scriptsRequire( 'npm-packlist' ).sync( { path: root } );
	const files = [ ...packed.filter( ships ), ...ADDED ].sort();
	const wrong = files.filter( ( file ) => NEVER_SHIPPED.test( file ) );
	if ( wrong.length ) {
		throw new Error(
			`must not ship: ${ wrong.join( ', ' ) } (package.json's files)`
		);
	}
	const code = files.filter( installable );
	if ( code.length ) {
		throw new Error(
			`the plugin ships no other plugin or theme (WordPress.org's guideline 8): ${ code.join(
				', '
			) }`
		);
	}
	return files;
}

/**
 * Whether a shipped file makes a plugin or a theme of its own: a PHP file
 * (other than ours) or a style.css whose header names one, as WordPress
 * reads headers (the file's first 8 KB).
 *
 * @param {string} file Path inside the plugin.
 */
export function installable( file ) {
	const header = file.endsWith( 'style.css' )
		? 'Theme Name'
		: file.endsWith( '.php' ) && file !== 'stencilbox.php' && 'Plugin Name';
	if ( ! header ) {
		return false;
	}
	const buffer = Buffer.alloc( 8192 );
	const fd = openSync( path.join( root, file ), 'r' );
	const read = readSync( fd, buffer, 0, buffer.length, 0 );
	closeSync( fd );
	return new RegExp( `^[ \\t/*#@]*${ header }:`, 'mi' ).test(
		buffer.subarray( 0, read ).toString( 'utf8' )
	);
}
