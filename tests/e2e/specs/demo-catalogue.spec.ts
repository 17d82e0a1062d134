/**
 * The demo catalogue the hub seeds itself from (php/Hub/Catalog/demo/):
 * every Gutenberg item parses in the real block editor with only valid core
 * blocks, and catalogue.json's references and minimums hold.
 *
 * This runs on the e2e site's WordPress (the newest one available). The
 * markup is generated on the oldest supported version (6.8); the same parse
 * check runs against any site with
 * `node bin/demo-catalogue/validate-in-editor.mjs --url <site>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../test';

const DEMO = path.resolve( __dirname, '../../../php/Hub/Catalog/demo' );

type Slugged = { slug: string };
type Item = Slugged & {
	name: string;
	type: 'page' | 'block';
	template_type: string;
	pack: string | null;
	plan: string;
	price: number;
	categories: string[];
	tags: string[];
	featured: boolean;
	thumbnail: string;
	screenshots: string[];
	dependencies: string[];
	platforms: { gutenberg?: string; elementor?: string };
};
type Pack = Slugged & {
	name: string;
	plan: string;
	categories: string[];
	tags: string[];
	featured: boolean;
	thumbnail: string;
	thumbnail2: string;
	thumbnail3: string;
	banner: string;
	platforms: string[];
	/** The sample posts its import creates. */
	posts?: { slug: string; image: string; content: string }[];
	settings: {
		colors: { id: string; color: string }[];
		typography: {
			id: string;
			font_size?: Record< string, { value: number; unit: string } >;
		}[];
	};
};
type Catalogue = {
	version: number;
	categories: Slugged[];
	tags: Slugged[];
	template_types: ( Slugged & { item_type: 'page' | 'block' } )[];
	dependencies: ( Slugged & { is_pro: boolean; icon: string } )[];
	packs: Pack[];
	items: Item[];
};
type ElementorElement = {
	id: string;
	elType: string;
	settings: object;
	elements: ElementorElement[];
	widgetType?: string;
	isInner: boolean;
};

const REQUIRED_TEMPLATE_TYPES = [
	'header',
	'footer',
	'hero',
	'features',
	'pricing',
	'testimonials',
	'call-to-action',
	'contact',
	'about',
	'home',
	'landing',
	'blog',
];

const read = ( rel: string ) =>
	fs.readFileSync( path.join( DEMO, rel ), 'utf8' );
const catalogue = JSON.parse( read( 'catalogue.json' ) ) as Catalogue;

const has = ( list: Slugged[] ) => new Set( list.map( ( e ) => e.slug ) );
const categories = has( catalogue.categories );
const tags = has( catalogue.tags );
const packSlugs = has( catalogue.packs );
const dependencies = new Map(
	catalogue.dependencies.map( ( d ) => [ d.slug, d ] )
);
const templateTypes = new Map(
	catalogue.template_types.map( ( t ) => [ t.slug, t ] )
);

/**
 * Whether an Elementor document's page settings are what the demo allows: a
 * page may ask for one of Elementor's own page templates (its design needs
 * the full width), nothing else; a block asks for nothing.
 *
 * @param settings The document's `page_settings`.
 * @param type     `page` or `section`.
 */
function settingsFit( settings: unknown, type: string ): boolean {
	const json = JSON.stringify( settings );
	return (
		json === '{}' ||
		( type === 'page' &&
			[ 'elementor_header_footer', 'elementor_canvas' ].some(
				( template ) => json === JSON.stringify( { template } )
			) )
	);
}

/**
 * Problems of one Elementor document: its header and every element's id,
 * type and shape.
 *
 * @param item Catalogue item.
 * @param rel  Path of the document.
 */
function elementorProblems( item: Item, rel: string ): string[] {
	const problems: string[] = [];
	const doc = JSON.parse( read( rel ) );
	const type = item.type === 'page' ? 'page' : 'section';
	if (
		doc.version !== '0.4' ||
		doc.title !== item.name ||
		doc.type !== type ||
		! settingsFit( doc.page_settings, type ) ||
		! doc.content?.length
	) {
		problems.push( `${ rel }: document header` );
	}
	const ids = new Set< string >();
	const walk = ( el: ElementorElement ) => {
		if ( ! /^[0-9a-f]{7}$/.test( el.id ) || ids.has( el.id ) ) {
			problems.push( `${ rel }: bad or repeated id ${ el.id }` );
		}
		ids.add( el.id );
		const types = [ 'container', 'section', 'column', 'widget' ];
		if (
			! types.includes( el.elType ) ||
			( el.elType === 'widget' ) !== !! el.widgetType ||
			typeof el.isInner !== 'boolean' ||
			typeof el.settings !== 'object'
		) {
			problems.push( `${ rel }: malformed element ${ el.id }` );
		}
		el.elements.forEach( walk );
	};
	( doc.content as ElementorElement[] ).forEach( walk );
	return problems;
}

/**
 * Every broken reference of catalogue.json: missing files (including images
 * used inside markup and Elementor documents), unknown packs, categories,
 * tags, dependencies and template types, and packs that miss what a pack
 * must have.
 */
function referenceProblems(): string[] {
	const problems: string[] = [];
	const exists = ( rel: string, where: string ) => {
		if ( ! fs.existsSync( path.join( DEMO, rel ) ) ) {
			problems.push( `${ where }: missing ${ rel }` );
			return false;
		}
		return true;
	};
	const resolves = (
		slugs: string[],
		known: Set< string > | Map< string, unknown >,
		what: string,
		where: string
	) =>
		slugs
			.filter( ( slug ) => ! known.has( slug ) )
			.forEach( ( slug ) =>
				problems.push( `${ where }: unknown ${ what } ${ slug }` )
			);

	catalogue.dependencies.forEach( ( d ) =>
		exists( d.icon, `dependency ${ d.slug }` )
	);
	for ( const item of catalogue.items ) {
		const where = `item ${ item.slug }`;
		if (
			templateTypes.get( item.template_type )?.item_type !== item.type
		) {
			problems.push(
				`${ where }: template type ${ item.template_type }`
			);
		}
		if ( item.pack !== null && ! packSlugs.has( item.pack ) ) {
			problems.push( `${ where }: unknown pack ${ item.pack }` );
		}
		resolves( item.categories, categories, 'category', where );
		resolves( item.tags, tags, 'tag', where );
		resolves( item.dependencies, dependencies, 'dependency', where );
		[ item.thumbnail, ...item.screenshots ].forEach( ( rel ) =>
			exists( rel, where )
		);
		if ( item.platforms.gutenberg !== `gutenberg/${ item.slug }.html` ) {
			problems.push( `${ where }: no gutenberg/${ item.slug }.html` );
		}
		for ( const rel of Object.values( item.platforms ) ) {
			if ( ! exists( rel, where ) ) {
				continue;
			}
			for ( const match of read( rel ).matchAll(
				/\{\{demo\}\}\/(images\/[^"'\s)\\]+)/g
			) ) {
				exists( match[ 1 ], rel );
			}
		}
		if (
			item.platforms.elementor &&
			exists( item.platforms.elementor, where )
		) {
			problems.push(
				...elementorProblems( item, item.platforms.elementor )
			);
		}
	}
	for ( const pack of catalogue.packs ) {
		const where = `pack ${ pack.slug }`;
		const mine = catalogue.items.filter( ( i ) => i.pack === pack.slug );
		const pages = mine.filter( ( i ) => i.type === 'page' ).length;
		if ( pages < 4 || mine.length - pages < 4 ) {
			problems.push( `${ where }: needs 4 pages and 4 blocks` );
		}
		if ( ! / - /.test( pack.name ) ) {
			problems.push( `${ where }: name is not "Name - Tagline"` );
		}
		resolves( pack.categories, categories, 'category', where );
		resolves( pack.tags, tags, 'tag', where );
		[
			pack.thumbnail,
			pack.thumbnail2,
			pack.thumbnail3,
			pack.banner,
		].forEach( ( rel ) => exists( rel, where ) );
		const colors = pack.settings.colors.length;
		if ( colors < 4 || colors > 6 ) {
			problems.push( `${ where }: ${ colors } colours` );
		}
		for ( const id of [ 'body', 'heading' ] ) {
			const sizes = pack.settings.typography.find(
				( t ) => t.id === id
			)?.font_size;
			if (
				! [ 'desktop', 'tablet', 'mobile' ].every(
					( device ) => sizes?.[ device ]?.value
				)
			) {
				problems.push( `${ where }: ${ id } font size per device` );
			}
		}
		if (
			pack.platforms.includes( 'elementor' ) &&
			mine.some( ( i ) => ! i.platforms.elementor )
		) {
			problems.push( `${ where }: an item lacks its Elementor variant` );
		}
		for ( const post of pack.posts ?? [] ) {
			exists( post.image, `${ where } post ${ post.slug }` );
			if ( post.content !== `gutenberg/${ post.slug }.html` ) {
				problems.push(
					`${ where }: post ${ post.slug } is not in gutenberg/<slug>.html`
				);
			}
			exists( post.content, `${ where } post ${ post.slug }` );
		}
	}
	return problems;
}

const { items } = catalogue;
const standalone = items.filter( ( item ) => item.pack === null );
const elementor = items.filter( ( item ) => item.platforms.elementor );

test.describe( 'Demo catalogue', () => {
	test( 'catalogue.json references resolve', () => {
		expect( catalogue.version ).toBe( 1 );
		expect( referenceProblems() ).toEqual( [] );
	} );

	test( 'the catalogue has what the product needs', () => {
		const usedTypes = new Set(
			items.map( ( item ) => item.template_type )
		);
		expect( catalogue.packs.length ).toBeGreaterThanOrEqual( 6 );
		expect( catalogue.categories.length ).toBeGreaterThanOrEqual( 8 );
		expect( standalone.length ).toBeGreaterThanOrEqual( 40 );
		expect(
			new Set( standalone.flatMap( ( item ) => item.categories ) ).size
		).toBeGreaterThanOrEqual( 8 );
		expect( new Set( standalone.map( ( item ) => item.type ) ) ).toEqual(
			new Set( [ 'page', 'block' ] )
		);
		expect( elementor.length ).toBeGreaterThanOrEqual( 15 );
		expect( new Set( elementor.map( ( item ) => item.type ) ) ).toEqual(
			new Set( [ 'page', 'block' ] )
		);
		expect(
			elementor.filter( ( item ) =>
				[ 'header', 'footer' ].includes( item.template_type )
			).length
		).toBeGreaterThan( 0 );
		expect(
			REQUIRED_TEMPLATE_TYPES.filter( ( t ) => ! usedTypes.has( t ) )
		).toEqual( [] );
		expect( new Set( items.map( ( item ) => item.plan ) ) ).toEqual(
			new Set( [ 'free', 'starter', 'pro' ] )
		);
		expect(
			items.filter( ( item ) => item.price === 0 ).length
		).toBeGreaterThan( 0 );
		expect(
			items.filter( ( item ) => item.price > 0 ).length
		).toBeGreaterThan( 0 );
		expect(
			items.filter( ( item ) => item.featured ).length
		).toBeGreaterThan( 0 );
		expect(
			items.filter( ( item ) =>
				item.dependencies.includes( 'stencilbox-demo-helper' )
			).length
		).toBeGreaterThan( 0 );
		expect(
			items.filter( ( item ) =>
				item.dependencies.some( ( d ) => dependencies.get( d )?.is_pro )
			).length
		).toBeGreaterThan( 0 );
	} );

	test( 'every Gutenberg item parses in the editor with valid core blocks only', async ( {
		admin,
		page,
	} ) => {
		// Every file on disk, referenced or not: the items' and the packs' posts'.
		const markup = Object.fromEntries(
			fs
				.readdirSync( path.join( DEMO, 'gutenberg' ) )
				.filter( ( file ) => file.endsWith( '.html' ) )
				.map( ( file ) => [ file, read( `gutenberg/${ file }` ) ] )
		);
		expect( Object.keys( markup ).sort() ).toEqual(
			[
				...items.map( ( item ) => item.slug ),
				...catalogue.packs.flatMap( ( pack ) =>
					( pack.posts ?? [] ).map( ( post ) => post.slug )
				),
			]
				.map( ( slug ) => `${ slug }.html` )
				.sort()
		);
		await admin.createNewPost();
		const report = await page.evaluate( ( all ) => {
			type Parsed = {
				name: string;
				isValid: boolean;
				innerBlocks: Parsed[];
			};
			const { parse } = (
				window as unknown as {
					wp: { blocks: { parse: ( html: string ) => Parsed[] } };
				}
			 ).wp.blocks;
			const problems: string[] = [];
			let count = 0;
			const check = ( blocks: Parsed[], where: string ) =>
				blocks.forEach( ( block, i ) => {
					const here = `${ where } > ${ i }:${ block.name }`;
					count++;
					if ( ! block.isValid ) {
						problems.push( `${ here } is invalid` );
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
					check( block.innerBlocks, here );
				} );
			for ( const [ slug, html ] of Object.entries( all ) ) {
				const blocks = parse( html );
				if ( ! blocks.length ) {
					problems.push( `${ slug } has no blocks` );
				}
				check( blocks, slug );
			}
			return { problems, count };
		}, markup );
		expect( report.problems ).toEqual( [] );
		// Sanity: the items really are made of many nested blocks.
		expect( report.count ).toBeGreaterThan( catalogue.items.length * 10 );

		// The home pages (most section kinds) render in the canvas without a
		// block warning or a crashed block. Rendering everything takes ~30 s.
		const homes = items
			.filter( ( item ) => item.template_type === 'home' )
			.map( ( item ) => markup[ `${ item.slug }.html` ] )
			.join( '\n' );
		const inserted = await page.evaluate( ( html ) => {
			const { wp } = window as unknown as {
				wp: {
					blocks: { parse: ( h: string ) => unknown[] };
					data: {
						dispatch: ( store: string ) => {
							resetBlocks: ( blocks: unknown[] ) => void;
						};
					};
				};
			};
			const blocks = wp.blocks.parse( html );
			wp.data.dispatch( 'core/block-editor' ).resetBlocks( blocks );
			return blocks.length;
		}, homes );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect(
			canvas.locator( '.is-root-container > .wp-block' )
		).toHaveCount( inserted, { timeout: 30_000 } );
		await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount(
			0
		);
		await expect(
			canvas.getByText( 'This block has encountered an error' )
		).toHaveCount( 0 );
	} );
} );
