/**
 * Assembles the demo catalogue from the content modules: items with their
 * sections and palettes, the packs, and every image file they need.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import * as taxonomy from './content/taxonomy.mjs';
import { palettes } from './content/standalone/palettes.mjs';
import { seededInt } from './lib/random.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );

/**
 * Default item prices by plan and type, in USD.
 */
const PRICES = {
	free: { page: 0, block: 0 },
	starter: { page: 9, block: 5 },
	pro: { page: 19, block: 9 },
};

/**
 * Imports every module of a content folder, in file-name order.
 *
 * @param {string} folder Folder under content/.
 * @return {Promise<Object[]>} Default exports.
 */
async function importAll( folder ) {
	const dir = path.join( here, 'content', folder );
	const files = fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.mjs' ) && f !== 'palettes.mjs' )
		.sort();
	const modules = await Promise.all(
		files.map(
			( f ) => import( pathToFileURL( path.join( dir, f ) ).href )
		)
	);
	return modules.map( ( m ) => m.default );
}

/**
 * Fonts of a pack as full-site import typography settings.
 *
 * @param {Object} fonts { body, heading }: family and weight.
 * @return {Object[]} Typography entries.
 */
function typography( fonts ) {
	const size = ( d, t, m, unit = 'px' ) => ( {
		desktop: { value: d, unit },
		tablet: { value: t, unit },
		mobile: { value: m, unit },
	} );
	return [
		{
			id: 'body',
			title: 'Body',
			font_family: fonts.body.family,
			font_weight: fonts.body.weight,
			font_size: size( fonts.body.size || 17, 16, 15 ),
			line_height: size( 1.6, 1.6, 1.55, 'em' ),
		},
		{
			id: 'heading',
			title: 'Headings',
			font_family: fonts.heading.family,
			font_weight: fonts.heading.weight,
			text_transform: 'none',
			font_size: size( 48, 40, 32 ),
			line_height: size( 1.15, 1.15, 1.2, 'em' ),
			letter_spacing: size( -0.5, -0.3, 0 ),
		},
	];
}

/**
 * The palette as full-site import colour settings.
 *
 * @param {Object} palette Palette.
 * @return {Object[]} Colour entries.
 */
function colors( palette ) {
	return [
		[ 'primary', 'Primary' ],
		[ 'accent', 'Accent' ],
		[ 'dark', 'Dark' ],
		[ 'light', 'Light' ],
		// Not `text`: WordPress would print `.has-text-color` for it, the
		// class every block with a custom text colour carries (Palette.php).
		[ 'foreground', 'Text', 'text' ],
		[ 'background', 'Background' ],
	].map( ( [ id, title, key = id ] ) => ( {
		id,
		title,
		color: palette[ key ],
	} ) );
}

/**
 * Loads the content and returns items, packs and taxonomy, with the
 * build data (sections, palette, image prefix) kept beside each item and
 * each pack's sample posts (`posts`: slug and article) beside the pack.
 *
 * @return {Promise<Object>} { taxonomy, packs, items }.
 */
export async function loadCatalogue() {
	const packDefs = await importAll( 'packs' );
	const standaloneGroups = await importAll( 'standalone' );
	const items = [];
	const packs = [];

	for ( const def of packDefs ) {
		const [ short, tagline ] = def.name.split( ' - ' );
		const isElementor = def.platforms.includes( 'elementor' );
		const prices = def.itemPrices || PRICES[ def.plan ];
		for ( const it of def.items ) {
			const slug = `${ def.slug }-${ it.suffix }`;
			items.push( {
				slug,
				name: `${ short } ${ it.name }`,
				type: it.type,
				template_type: it.template_type,
				// Every page of a pack opens with its own hero and level-1
				// heading, as its card shows it: no theme title above it.
				page_template: it.type === 'page' ? 'page-no-title' : undefined,
				pack: def.slug,
				plan: def.plan,
				price: it.price ?? prices[ it.type ],
				categories: def.categories,
				tags: it.tags,
				description: it.description,
				featured: !! it.featured,
				dependencies: it.dependencies || [],
				elementor: isElementor,
				build: {
					sections: it.sections,
					palette: def.palette,
					imagePrefix: def.slug,
				},
			} );
		}
		// The sample posts its blog page lists: the articles of its first
		// `posts` section, imported with the pack (one file each).
		const articles =
			def.items
				.flatMap( ( it ) => it.sections )
				.find( ( section ) => section.kind === 'posts' )?.articles ||
			[];
		const posts = articles.map( ( article, i ) => ( {
			slug: `${ def.slug }-post-${ i + 1 }`,
			article,
		} ) );
		packs.push( {
			def,
			posts,
			record: {
				slug: def.slug,
				name: def.name,
				description: def.description,
				plan: def.plan,
				price: def.price,
				categories: def.categories,
				tags: def.tags,
				featured: !! def.featured,
				thumbnail: `images/${ def.slug }-1.svg`,
				thumbnail2: `images/${ def.slug }-2.svg`,
				thumbnail3: `images/${ def.slug }-3.svg`,
				banner: `images/${ def.slug }-banner.svg`,
				live_url: '',
				platforms: def.platforms,
				fullsite_import: true,
				has_settings: true,
				has_attachments: true,
				settings: {
					site_title: short,
					tagline,
					colors: colors( def.palette ),
					typography: typography( def.fonts ),
					// The block theme the full-site import installs from the theme
					// directory (tests/fixtures/directory/themes/ holds it for the local
					// stand-in; its design, theme.json and fonts, ships in
					// php/Hub/Catalog/demo/design/).
					theme: 'stencilbox-canvas',
				},
				...( posts.length
					? {
							posts: posts.map( ( { slug, article } ) => ( {
								slug,
								title: article.title,
								excerpt: article.text,
								date: article.date,
								image: `images/${ def.slug }-${ article.image }.svg`,
								content: `gutenberg/${ slug }.html`,
							} ) ),
						}
					: {} ),
				rating: def.rating,
				rating_count: def.rating_count,
				downloads: def.downloads,
				favourite_count: def.favourite_count,
			},
		} );
	}

	for ( const group of standaloneGroups ) {
		for ( const it of group ) {
			const paletteName = it.palette || it.categories[ 0 ];
			const palette = palettes[ paletteName ];
			if ( ! palette ) {
				throw new Error(
					`${ it.slug }: no palette "${ paletteName }"`
				);
			}
			items.push( {
				slug: it.slug,
				name: it.name,
				type: it.type,
				template_type: it.template_type,
				pack: null,
				plan: it.plan,
				price: it.price ?? PRICES[ it.plan ][ it.type ],
				categories: it.categories,
				tags: it.tags,
				description: it.description,
				featured: !! it.featured,
				dependencies: it.dependencies || [],
				elementor: !! it.elementor,
				build: {
					sections: it.sections,
					palette,
					imagePrefix: paletteName,
				},
			} );
		}
	}

	// Believable, repeatable counters: free items are downloaded more.
	for ( const item of items ) {
		const reach = { free: 1, starter: 0.45, pro: 0.3 }[ item.plan ];
		const base = item.type === 'page' ? 900 : 600;
		item.downloads = Math.round(
			seededInt( item.slug + ':d', base * 0.25, base * 1.6 ) * reach +
				( item.featured ? 300 : 0 )
		);
		item.favourite_count = Math.round(
			item.downloads * seededInt( item.slug + ':f', 4, 11 ) * 0.01
		);
	}

	return { taxonomy, packs, items };
}
