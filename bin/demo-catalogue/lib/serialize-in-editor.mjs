/**
 * Turns block trees into markup inside the real block editor: every tree is
 * built with `wp.blocks.createBlock()`, serialised with `wp.blocks.serialize()`
 * and parsed back with `wp.blocks.parse()`; any invalid block, unknown
 * attribute, style its block type does not support (it would be dropped
 * silently) or attribute that does not survive the round trip fails the run.
 * validateMarkup() parses finished markup and reports invalid blocks.
 */

/**
 * External dependencies
 */
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CHROMIUM_LAUNCH } from '../../lib/chromium.mjs';

/**
 * Opens the block editor of a local site, logged in as admin.
 *
 * @param {string} baseUrl Site URL.
 * @param {Object} login   { user, password }.
 * @return {Promise<{browser: Object, page: Object}>} Browser and editor page.
 */
export async function openEditor( baseUrl, login ) {
	const browser = await chromium.launch( CHROMIUM_LAUNCH );
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
 * The WordPress version of an open admin page (from its `version-6-8-7` body
 * class).
 *
 * @param {Object} page Admin page.
 * @return {Promise<string>} Version, e.g. "6.8.7", or "?".
 */
export function editorVersion( page ) {
	return page.evaluate( () =>
		(
			document.body.className.match( /\bversion-(\d[\d-]*)/ )?.[ 1 ] ||
			'?'
		).replace( /-/g, '.' )
	);
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
		const {
			createBlock,
			serialize,
			parse,
			getBlockType,
			getBlockSupport,
			hasBlockSupport,
		} = window.wp.blocks;
		// Whether the block type supports a `style` entry such as
		// `typography.textAlign` (older versions name some supports
		// `__experimentalFontWeight`, `__experimentalBorder`, …). A style
		// the type does not support is kept in the block comment but
		// neither saved nor rendered, so the design would be lost without
		// a sign (`typography.textAlign` on WordPress 6.8, for one).
		const supportsStyle = ( name, group, key ) => {
			if ( group === 'elements' ) {
				// Element styles (link colours, …) are rendered whatever
				// the block supports.
				return true;
			}
			if ( group === 'color' ) {
				const color = getBlockSupport( name, 'color' );
				return !! color && ( color === true || color[ key ] !== false );
			}
			const groups =
				group === 'border'
					? [ 'border', '__experimentalBorder' ]
					: [ group ];
			const keys = [ 'top', 'right', 'bottom', 'left' ].includes( key )
				? [ 'width', 'color', 'style' ] // A side of a border.
				: [
						key,
						`__experimental${ key[ 0 ].toUpperCase() }${ key.slice(
							1
						) }`,
					];
			return groups.some( ( g ) =>
				keys.some( ( k ) => hasBlockSupport( name, `${ g }.${ k }` ) )
			);
		};
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
				for ( const [ group, values ] of Object.entries(
					attrs.style || {}
				) ) {
					for ( const key of Object.keys( values ) ) {
						if ( ! supportsStyle( name, group, key ) ) {
							problems.push(
								`${ path }: ${ name } does not support style.${ group }.${ key }`
							);
						}
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

/**
 * Parses markup in the editor and reports every block (nested included) that
 * is invalid, not a core block, or stray/unknown markup (core/missing,
 * core/freeform). Blocks that an older save format migrates through the block
 * type's deprecations count as valid: that is how the editor loads them.
 *
 * @param {Object} page   Editor page (see openEditor).
 * @param {Object} markup Map of item slug to block markup.
 * @return {Promise<Object>} `{ version, blocks, invalid, changed, items }`,
 *                           items mapping each slug to `{ blocks, problems,
 *                           changed }` (changed: where saving the parsed
 *                           blocks again differs, or '').
 */
export async function validateMarkup( page, markup ) {
	const version = await editorVersion( page );
	const result = await page.evaluate( ( all ) => {
		const { parse, serialize } = window.wp.blocks;
		// The first validation issue says which attribute or tag differs.
		const issue = ( block ) => {
			const first = block.validationIssues?.[ 0 ];
			if ( ! first?.args ) {
				return '';
			}
			const [ format, ...args ] = first.args;
			let i = 0;
			return String( format )
				.replace( /%[so]/g, () => {
					const arg = args[ i++ ];
					return typeof arg === 'string'
						? arg
						: JSON.stringify( arg );
				} )
				.replace( /\s+/g, ' ' )
				.slice( 0, 400 );
		};
		const report = { blocks: 0, invalid: 0, changed: 0, items: {} };
		for ( const [ slug, html ] of Object.entries( all ) ) {
			const problems = [];
			let count = 0;
			const check = ( list, where ) =>
				list.forEach( ( block, i ) => {
					const here = `${ where }${ i }:${ block.name }`;
					count++;
					if ( ! block.isValid ) {
						report.invalid++;
						problems.push(
							`${ here } is invalid: ${ issue( block ) }`
						);
					}
					if ( ! block.name?.startsWith( 'core/' ) ) {
						problems.push( `${ here } is not a core block` );
					}
					if (
						[ 'core/missing', 'core/freeform' ].includes(
							block.name
						)
					) {
						problems.push( `${ here } is stray or unknown markup` );
					}
					check( block.innerBlocks, `${ here } > ` );
				} );
			const blocks = parse( html );
			if ( ! blocks.length ) {
				problems.push( 'no blocks' );
			}
			check( blocks, '' );
			// Saving again differs when a block was loaded through a
			// deprecation (markup of an older version) or repaired by the
			// editor's built-in fixes (e.g. an unknown class kept as a custom
			// class name).
			const source = html.trim();
			const again = serialize( blocks );
			let changed = '';
			if ( again !== source ) {
				let at = 0;
				while ( source[ at ] === again[ at ] ) {
					at++;
				}
				const near = ( text ) =>
					text
						.slice( Math.max( 0, at - 60 ), at + 60 )
						.replace( /\s+/g, ' ' );
				changed = `"…${ near( source ) }…" is saved as "…${ near(
					again
				) }…"`;
				report.changed++;
			}
			report.blocks += count;
			report.items[ slug ] = { blocks: count, problems, changed };
		}
		return report;
	}, markup );
	return { version, ...result };
}
