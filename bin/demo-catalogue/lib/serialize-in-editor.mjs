/**
 * Turns block trees into markup inside the real block editor: every tree is
 * built with `wp.blocks.createBlock()`, serialised with `wp.blocks.serialize()`
 * and parsed back with `wp.blocks.parse()`; any invalid block, unknown
 * attribute or attribute that does not survive the round trip fails the run.
 */

/**
 * External dependencies
 */
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
	'--disable-dev-shm-usage',
];

/**
 * Opens the block editor of a local site, logged in as admin.
 *
 * @param {string} baseUrl Site URL.
 * @param {Object} login   { user, password }.
 * @return {Promise<{browser: Object, page: Object}>} Browser and editor page.
 */
export async function openEditor( baseUrl, login ) {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	} );
	const page = await browser.newPage( {
		viewport: { width: 1280, height: 900 },
	} );
	page.setDefaultTimeout( 60_000 );
	await page.goto( `${ baseUrl }/wp-login.php` );
	await page.fill( '#user_login', login.user );
	await page.fill( '#user_pass', login.password );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	await page.goto( `${ baseUrl }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() =>
			window.wp?.blocks?.getBlockType?.( 'core/paragraph' ) &&
			window.wp.blocks.getBlockType( 'core/query' )
	);
	return { browser, page };
}

/**
 * Serialises block trees in the editor.
 *
 * @param {Object} page  Editor page.
 * @param {Object} trees Map of item slug to top-level block tree nodes.
 * @return {Promise<Object>} Map of item slug to `{ html, problems }`.
 */
export function serializeTrees( page, trees ) {
	return page.evaluate( ( allTrees ) => {
		const { createBlock, serialize, parse, getBlockType } =
			window.wp.blocks;
		const out = {};
		for ( const [ slug, nodes ] of Object.entries( allTrees ) ) {
			const problems = [];
			const build = ( [ name, attrs, inner ], path ) => {
				const type = getBlockType( name );
				if ( ! type ) {
					problems.push( `${ path }: unknown block ${ name }` );
					return createBlock( 'core/paragraph' );
				}
				for ( const key of Object.keys( attrs ) ) {
					if ( ! ( key in type.attributes ) ) {
						problems.push(
							`${ path }: ${ name } has no attribute "${ key }"`
						);
					}
				}
				return createBlock(
					name,
					attrs,
					inner.map( ( child, i ) =>
						build( child, `${ path } > ${ i }:${ child[ 0 ] }` )
					)
				);
			};
			const blocks = nodes.map( ( node, i ) =>
				build( node, `${ i }:${ node[ 0 ] }` )
			);
			const html = serialize( blocks );
			const check = ( list, path ) => {
				list.forEach( ( block, i ) => {
					const here = `${ path }${ i }:${ block.name }`;
					if ( ! block.isValid ) {
						problems.push( `${ here }: invalid after parse` );
					}
					if ( ! block.name.startsWith( 'core/' ) ) {
						problems.push( `${ here }: not a core block` );
					}
					check( block.innerBlocks, `${ here } > ` );
				} );
			};
			const reparsed = parse( html );
			check( reparsed, '' );
			const again = serialize( reparsed );
			if ( again !== html ) {
				let at = 0;
				while ( html[ at ] === again[ at ] ) {
					at++;
				}
				problems.push(
					`markup changes when parsed and serialised again: "…${ html.slice(
						Math.max( 0, at - 60 ),
						at + 60
					) }…" becomes "…${ again.slice(
						Math.max( 0, at - 60 ),
						at + 60
					) }…"`
				);
			}
			out[ slug ] = { html, problems };
		}
		return out;
	}, trees );
}
