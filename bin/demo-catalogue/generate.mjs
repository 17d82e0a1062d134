#!/usr/bin/env node
/**
 * Regenerates the demo catalogue in php/Hub/Catalog/demo/ from the content
 * modules in bin/demo-catalogue/content/:
 *
 *   - gutenberg/<slug>.html   block markup serialised by the real block editor
 *                             (items, and the sample posts packs import)
 *   - elementor/<slug>.json   Elementor export documents
 *   - images/*.svg            illustrations, dependency icons, and wireframe
 *                             thumbnails and banners for items and packs that
 *                             have no pictures captured by thumbnails.mjs yet
 *                             (captured `images/*.webp` are kept and used)
 *   - catalogue.json          the metadata
 *   - design/stencilbox-canvas/assets/fonts/ and its theme.json font
 *                             families: the fonts the packs use, copied from
 *                             their @fontsource packages (lib/fonts.mjs)
 *
 * The markup is made on the oldest WordPress the plugin supports ("Requires
 * at least" in stencilbox.php, 6.8): newer versions migrate what it saves
 * through the blocks' deprecations, while markup saved by a newer version can
 * be invalid on an older one. Check the result on every version with
 * validate-in-editor.mjs.
 *
 * Usage: node bin/demo-catalogue/generate.mjs [--url http://127.0.0.1:8925]
 * Without --url a throwaway WordPress site of the oldest supported version is
 * started on DEMO_WP_PORT (8929), from its own cache (.wp-cache-oldest, or
 * DEMO_WP_CACHE_OLDEST); the dev sites' .wp-cache is not touched. A --url site
 * must run that version too.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { loadCatalogue } from './catalogue.mjs';
import { buildBlocks, buildPost } from './lib/gutenberg.mjs';
import { buildElementor } from './lib/elementor.mjs';
import {
	editorVersion,
	openEditor,
	serializeTrees,
} from './lib/serialize-in-editor.mjs';
import {
	onBranch,
	optionValues,
	requiredWordPress,
	root,
	startOldestSite,
} from './lib/site.mjs';
import {
	altFor,
	dependencyIcon,
	drawIllustration,
} from './lib/illustrations.mjs';
import {
	blockThumbnail,
	packBanner,
	pageScreenshot,
	pageThumbnail,
} from './lib/wireframe.mjs';
import { checkCatalogue } from './check.mjs';
import { capturedFields, packFields } from './lib/capture.mjs';
import { fontsUsed, writeThemeFonts } from './lib/fonts.mjs';

const out = path.join( root, 'php/Hub/Catalog/demo' );

/**
 * Starts a throwaway site on the oldest supported WordPress, unless --url
 * names one.
 *
 * @return {Promise<{url: string, stop: Function}>} Site URL and a stopper.
 */
async function site() {
	const [ url ] = optionValues( '--url' );
	if ( url ) {
		return { url, stop: () => {} };
	}
	return startOldestSite(
		process.env.DEMO_WP_PORT || '8929',
		'.wp-site-demo-oldest'
	);
}

/**
 * Empties the generated folders (only the file types we write).
 */
function clean() {
	for ( const [ dir, ext ] of [
		[ 'gutenberg', '.html' ],
		[ 'elementor', '.json' ],
		[ 'images', '.svg' ],
	] ) {
		const full = path.join( out, dir );
		fs.mkdirSync( full, { recursive: true } );
		for ( const f of fs.readdirSync( full ) ) {
			if ( f.endsWith( ext ) ) {
				fs.unlinkSync( path.join( full, f ) );
			}
		}
	}
}

async function main() {
	const { taxonomy, packs, items } = await loadCatalogue();
	const images = new Map(); // File name → SVG.
	const need = new Map(); // File name → { ref, palette }.

	const contextFor = ( item ) => {
		const { palette, imagePrefix } = item.build;
		return {
			palette,
			softShadow: item.dependencies.includes( 'stencilbox-demo-helper' ),
			img( ref ) {
				const file = `${ imagePrefix }-${ ref }.svg`;
				need.set( file, { ref, palette } );
				return `{{demo}}/images/${ file }`;
			},
			alt: altFor,
		};
	};

	// Block trees, then markup from the editor.
	const trees = {};
	for ( const item of items ) {
		trees[ item.slug ] = buildBlocks(
			item.build.sections,
			contextFor( item )
		);
	}
	// Each pack's sample posts, serialised with the items; their featured
	// images are illustrations in the pack's palette.
	for ( const { def, posts } of packs ) {
		for ( const { slug, article } of posts ) {
			trees[ slug ] = buildPost( article );
			need.set( `${ def.slug }-${ article.image }.svg`, {
				ref: article.image,
				palette: def.palette,
			} );
		}
	}
	const wp = await site();
	let markup;
	try {
		const { browser, page } = await openEditor( wp.url, {
			user: process.env.WP_ADMIN_USER || 'admin',
			password: process.env.WP_ADMIN_PASSWORD || 'password',
		} );
		const version = await editorVersion( page );
		const required = requiredWordPress();
		if ( ! onBranch( version, required ) ) {
			await browser.close();
			throw new Error(
				`${ wp.url } runs WordPress ${ version }: generate on the oldest supported version, ${ required }.x (leave out --url for a throwaway site)`
			);
		}
		console.log( `Serialising in WordPress ${ version } at ${ wp.url }` );
		markup = await serializeTrees(
			page,
			JSON.parse( JSON.stringify( trees ) )
		);
		await browser.close();
	} finally {
		wp.stop();
	}
	const problems = Object.entries( markup ).flatMap( ( [ slug, r ] ) =>
		r.problems.map( ( p ) => `${ slug }: ${ p }` )
	);
	if ( problems.length ) {
		throw new Error( 'Invalid block markup:\n' + problems.join( '\n' ) );
	}

	clean();
	for ( const item of items ) {
		fs.writeFileSync(
			path.join( out, 'gutenberg', `${ item.slug }.html` ),
			markup[ item.slug ].html + '\n'
		);
		item.platforms = { gutenberg: `gutenberg/${ item.slug }.html` };
		if ( item.elementor ) {
			const doc = buildElementor(
				item,
				item.build.sections,
				contextFor( item )
			);
			fs.writeFileSync(
				path.join( out, 'elementor', `${ item.slug }.json` ),
				JSON.stringify( doc, null, '\t' ) + '\n'
			);
			item.platforms.elementor = `elementor/${ item.slug }.json`;
		}
		const { sections, palette } = item.build;
		item.pictures = capturedFields( out, item.slug );
		if ( item.pictures ) {
			// Captured from the real rendering (thumbnails.mjs).
		} else if ( item.type === 'page' ) {
			images.set(
				`${ item.slug }.svg`,
				pageThumbnail( sections, palette, item.slug )
			);
			images.set(
				`${ item.slug }-full.svg`,
				pageScreenshot( sections, palette, item.slug )
			);
		} else {
			images.set(
				`${ item.slug }.svg`,
				blockThumbnail( sections, palette, item.slug )
			);
		}
	}

	for ( const { posts } of packs ) {
		for ( const { slug } of posts ) {
			fs.writeFileSync(
				path.join( out, 'gutenberg', `${ slug }.html` ),
				markup[ slug ].html + '\n'
			);
		}
	}

	for ( const { def, record } of packs ) {
		const bySuffix = ( suffix ) => {
			const item = items.find(
				( i ) => i.slug === `${ def.slug }-${ suffix }`
			);
			if ( ! item ) {
				throw new Error( `${ def.slug }: no item "${ suffix }"` );
			}
			return item.build.sections;
		};
		const captured = packFields( out, def.slug, def.thumbnails );
		if ( captured ) {
			Object.assign( record, captured );
		}
		def.thumbnails.forEach( ( suffix, i ) => {
			if ( captured ) {
				return;
			}
			images.set(
				`${ def.slug }-${ i + 1 }.svg`,
				pageThumbnail(
					bySuffix( suffix ),
					def.palette,
					`${ def.slug }-${ i }`
				)
			);
		} );
		if (
			fs.existsSync(
				path.join( out, 'images', `${ def.slug }-banner.webp` )
			)
		) {
			record.banner = `images/${ def.slug }-banner.webp`;
			continue;
		}
		images.set(
			`${ def.slug }-banner.svg`,
			packBanner(
				record,
				bySuffix( def.thumbnails[ 0 ] ),
				bySuffix( def.thumbnails[ 1 ] ),
				def.palette
			)
		);
	}
	for ( const [ file, { ref, palette } ] of need ) {
		images.set( file, drawIllustration( ref, palette, file ) );
	}
	images.set( 'dependency-demo-helper.svg', dependencyIcon( 'demo-helper' ) );
	images.set( 'dependency-forms-pro.svg', dependencyIcon( 'forms-pro' ) );
	for ( const [ file, svg ] of images ) {
		fs.writeFileSync( path.join( out, 'images', file ), svg );
	}

	const fonts = writeThemeFonts(
		path.join( out, 'design/stencilbox-canvas' ),
		fontsUsed( packs.map( ( p ) => p.def ) )
	);
	console.log(
		`Fonts: ${ fonts.families } families, ${ fonts.files } files, ${ Math.round( fonts.bytes / 1024 ) } KB`
	);

	const catalogue = {
		version: 1,
		categories: taxonomy.categories,
		tags: taxonomy.tags,
		template_types: taxonomy.templateTypes,
		dependencies: taxonomy.dependencies,
		pricing: taxonomy.pricing,
		packs: packs.map( ( p ) => p.record ),
		items: items.map( ( item ) => ( {
			slug: item.slug,
			name: item.name,
			type: item.type,
			template_type: item.template_type,
			page_template: item.page_template,
			pack: item.pack,
			plan: item.plan,
			price: item.price,
			categories: item.categories,
			tags: item.tags,
			description: item.description,
			featured: item.featured,
			...( item.pictures || {
				thumbnail: `images/${ item.slug }.svg`,
				screenshots:
					item.type === 'page'
						? [ `images/${ item.slug }-full.svg` ]
						: [ `images/${ item.slug }.svg` ],
			} ),
			dependencies: item.dependencies,
			downloads: item.downloads,
			favourite_count: item.favourite_count,
			platforms: item.platforms,
		} ) ),
	};
	fs.writeFileSync(
		path.join( out, 'catalogue.json' ),
		JSON.stringify( catalogue, null, '\t' ) + '\n'
	);

	const report = checkCatalogue( out );
	for ( const line of report.summary ) {
		console.log( line );
	}
	if ( report.errors.length ) {
		console.error( report.errors.join( '\n' ) );
		process.exitCode = 1;
	}
	const big = [ ...images ].filter( ( [ , svg ] ) => svg.length > 8192 );
	if ( big.length ) {
		console.log(
			`Images over 8 KB: ${ big.map( ( [ f, s ] ) => `${ f } (${ Math.round( s.length / 1024 ) } KB)` ).join( ', ' ) }`
		);
	}
}

// A stuck browser or server must not hang a build forever.
setTimeout(
	() => {
		console.error( 'Timed out after five minutes.' );
		process.exit( 1 );
	},
	5 * 60 * 1000
).unref();

main().catch( ( error ) => {
	console.error( error.message );
	process.exitCode = 1;
} );
