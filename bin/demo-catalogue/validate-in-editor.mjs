#!/usr/bin/env node
/**
 * Parses every Gutenberg item of the demo catalogue on disk in the block
 * editor of a WordPress site and reports every block (nested included) that
 * is invalid, not a core block, or stray/unknown markup: the same check as
 * the e2e spec, against any site, so the markup can be checked on every
 * supported WordPress version.
 *
 * Usage:
 *   node bin/demo-catalogue/validate-in-editor.mjs --url http://127.0.0.1:8925 [--url …]
 *   node bin/demo-catalogue/validate-in-editor.mjs        # throwaway sites: oldest + default
 *   options: --exact  also fail items that the editor would save differently
 *                     (loaded through a deprecation or repaired by the
 *                     editor's built-in fixes); true on the version the
 *                     markup was generated on, not on newer ones
 *   env: WP_ADMIN_USER (admin), WP_ADMIN_PASSWORD (password), CHROMIUM_PATH,
 *        DEMO_WP_PORT_OLDEST (8927), DEMO_WP_PORT_DEFAULT (8928)
 *
 * Without --url it starts two throwaway sites: the oldest supported
 * WordPress (its own cache, see lib/site.mjs) and the dev sites' default
 * (.wp-cache, the newest available). Exits 1 when any item has a problem.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { openEditor, validateMarkup } from './lib/serialize-in-editor.mjs';
import { optionValues, root, startOldestSite, startSite } from './lib/site.mjs';

const dir = path.join( root, 'php/Hub/Catalog/demo/gutenberg' );
const exact = process.argv.includes( '--exact' );
const sites = []; // Throwaway sites to stop at the end.

/**
 * Validates the catalogue on one site and prints the result.
 *
 * @param {string} url    Site URL.
 * @param {Object} markup Map of item slug to markup.
 * @return {Promise<boolean>} Whether every item passed.
 */
async function validateOn( url, markup ) {
	const { browser, page } = await openEditor( url, {
		user: process.env.WP_ADMIN_USER || 'admin',
		password: process.env.WP_ADMIN_PASSWORD || 'password',
	} );
	let report;
	try {
		report = await validateMarkup( page, markup );
	} finally {
		await browser.close();
	}
	const entries = Object.entries( report.items );
	const failing = entries.filter(
		( [ , r ] ) => r.problems.length || ( exact && r.changed )
	);
	for ( const [ slug, r ] of failing ) {
		console.error( `${ slug }:` );
		for ( const problem of r.problems ) {
			console.error( `  ${ problem }` );
		}
		if ( exact && r.changed ) {
			console.error( `  saved differently: ${ r.changed }` );
		}
	}
	console.log(
		[
			`WordPress ${ report.version } (${ url }): ${ entries.length } items, ${ report.blocks } blocks`,
			`  ${ entries.length - failing.length } items valid, ${ failing.length } failing, ${ report.invalid } invalid blocks`,
			`  ${ report.changed } items would be saved differently (loaded through deprecations or repaired)${
				exact ? ' [--exact: failures]' : ''
			}`,
		].join( '\n' )
	);
	return failing.length === 0;
}

async function main() {
	const markup = Object.fromEntries(
		fs
			.readdirSync( dir )
			.filter( ( file ) => file.endsWith( '.html' ) )
			.sort()
			.map( ( file ) => [
				file.replace( /\.html$/, '' ),
				fs.readFileSync( path.join( dir, file ), 'utf8' ),
			] )
	);
	const urls = optionValues( '--url' );
	try {
		if ( ! urls.length ) {
			sites.push(
				await startOldestSite(
					process.env.DEMO_WP_PORT_OLDEST || '8927',
					'.wp-site-validate-oldest'
				),
				await startSite( {
					port: process.env.DEMO_WP_PORT_DEFAULT || '8928',
					siteDir: '.wp-site-validate-default',
				} )
			);
			urls.push( ...sites.map( ( s ) => s.url ) );
		}
		let ok = true;
		for ( const url of urls ) {
			ok = ( await validateOn( url, markup ) ) && ok;
		}
		if ( ! ok ) {
			process.exitCode = 1;
		}
	} finally {
		sites.forEach( ( s ) => s.stop() );
	}
}

// A stuck browser or server must not hang a run forever.
setTimeout(
	() => {
		console.error( 'Timed out after five minutes.' );
		sites.forEach( ( s ) => s.stop() );
		process.exit( 1 );
	},
	5 * 60 * 1000
).unref();

main().catch( ( error ) => {
	console.error( error.message );
	process.exitCode = 1;
} );
