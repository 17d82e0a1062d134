/**
 * Checks the demo catalogue on disk: references between catalogue.json and
 * its files, the minimum counts the product needs, the shape of the
 * Elementor documents, and that no block markup uses a feature newer than
 * the oldest supported WordPress (6.8). Block validity is checked in the
 * editor (generator, validate-in-editor.mjs and the e2e spec); this file
 * needs no browser.
 *
 * Usage: node bin/demo-catalogue/check.mjs
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_TYPES = [
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
const EL_TYPES = [ 'container', 'section', 'column', 'widget' ];

/**
 * Block attributes that WordPress 7 saves but 6.8 (the oldest supported
 * version) does not know: markup saved with them is invalid there, or
 * loads without the design. The generator makes markup on 6.8, so these only
 * appear when it is made on a newer version.
 */
const NEWER_THAN_OLDEST = [
	{
		pattern: /"typography":\{[^}]*"textAlign"/,
		what: 'style.typography.textAlign (WordPress 7 text alignment; 6.8 uses the align/textAlign attribute)',
	},
	{
		pattern: /"source":"core\/post-data"/,
		what: 'a core/post-data binding (WordPress 6.9+)',
	},
	{
		pattern: /<!-- wp:gallery [^>]*"aspectRatio"/,
		what: 'the gallery aspectRatio attribute (newer than 6.8; crop each image)',
	},
	{
		pattern: /<img [^>]*style="width:[^;"]+;height:auto"/,
		what: 'a resized image saved by WordPress 7 (width plus height:auto; invalid on 6.8)',
	},
	{
		pattern: /<!-- wp:button [^>]*"dimensions":\{[^}]*"width"/,
		what: 'button dimensions.width (newer than 6.8; use the width attribute)',
	},
];

/**
 * Checks one Elementor document.
 *
 * @param {Object}   doc    Document.
 * @param {Object}   item   Catalogue item.
 * @param {string[]} errors Collected errors.
 */
function checkElementor( doc, item, errors ) {
	const where = `elementor/${ item.slug }.json`;
	if ( doc.version !== '0.4' || typeof doc.title !== 'string' ) {
		errors.push( `${ where }: needs version "0.4" and a title` );
	}
	if ( doc.type !== ( item.type === 'page' ? 'page' : 'section' ) ) {
		errors.push(
			`${ where }: type "${ doc.type }" does not fit a ${ item.type }`
		);
	}
	if ( ! Array.isArray( doc.content ) || ! doc.content.length ) {
		errors.push( `${ where }: empty content` );
	}
	if (
		! doc.page_settings ||
		Array.isArray( doc.page_settings ) ||
		typeof doc.page_settings !== 'object'
	) {
		errors.push( `${ where }: page_settings must be an object` );
	}
	const seen = new Set();
	const walk = ( el ) => {
		if ( ! /^[0-9a-f]{7}$/.test( el.id ) || seen.has( el.id ) ) {
			errors.push( `${ where }: bad or repeated id "${ el.id }"` );
		}
		seen.add( el.id );
		if ( ! EL_TYPES.includes( el.elType ) ) {
			errors.push( `${ where }: unknown elType "${ el.elType }"` );
		}
		if (
			( el.elType === 'widget' ) !==
			( typeof el.widgetType === 'string' )
		) {
			errors.push(
				`${ where }: ${ el.id } widgetType belongs to widgets only`
			);
		}
		if (
			typeof el.settings !== 'object' ||
			! Array.isArray( el.elements ) ||
			typeof el.isInner !== 'boolean'
		) {
			errors.push(
				`${ where }: ${ el.id } needs settings, elements and isInner`
			);
		}
		( el.elements || [] ).forEach( walk );
	};
	( doc.content || [] ).forEach( walk );
}

/**
 * A pack page's name once imported, as `PackPages::name()` makes it: the
 * item's name without the site title in front and " Page" at the end, as
 * a slug (ASCII names, as the demo's are).
 *
 * @param {string} name  Item name.
 * @param {string} brand The pack's site title.
 * @return {string} Slug.
 */
export function pageName( name, brand ) {
	let title =
		brand && name.startsWith( brand + ' ' )
			? name.slice( brand.length + 1 )
			: name;
	title = title.endsWith( ' Page' ) ? title.slice( 0, -5 ) : title;
	// sanitize_title(): entities and other punctuation go, spaces become hyphens.
	return title
		.toLowerCase()
		.replace( /[^a-z0-9 _-]/g, '' )
		.trim()
		.replace( /[\s_]+/g, '-' )
		.replace( /-+/g, '-' );
}

/**
 * The links of a full-site pack that would lead nowhere once imported
 * (`Site\FullSiteImport\PackLinks`): in its pages, header and footer,
 * on both platforms, a `#name` must be an anchor of the same document, a
 * page's or sample post's name or an anchor on one of its pages; besides those only
 * `mailto:` and `tel:` (a bare `#`, or an address elsewhere, is a dead end
 * or a link the pack does not mean).
 *
 * @param {string}   dir   Demo folder.
 * @param {Object}   pack  Catalogue pack.
 * @param {Object[]} items Its items.
 * @return {string[]} Problems.
 */
function deadLinks( dir, pack, items ) {
	const brand = pack.settings?.site_title || '';
	const kits = items.filter(
		( i ) =>
			i.type === 'block' &&
			[ 'header', 'footer', 'single' ].includes( i.template_type )
	);
	const pages = items.filter( ( i ) => i.type === 'page' );
	const errors = [];
	for ( const platform of pack.platforms ) {
		const read = ( item ) => {
			const rel = item.platforms[ platform ];
			return rel && fs.existsSync( path.join( dir, rel ) )
				? fs.readFileSync( path.join( dir, rel ), 'utf8' )
				: '';
		};
		const anchors = ( text ) =>
			new Set( [
				...[ ...text.matchAll( /\sid=\\?"([^"\\]+)\\?"/g ) ].map(
					( m ) => m[ 1 ]
				),
				...[ ...text.matchAll( /"_element_id":"([^"]+)"/g ) ].map(
					( m ) => m[ 1 ]
				),
			] );
		const targets = new Set( [
			...pages.map( ( i ) => pageName( i.name, brand ) ),
			...( pack.posts || [] ).map( ( post ) =>
				pageName( post.title, '' )
			),
		] );
		pages.forEach( ( i ) =>
			anchors( read( i ) ).forEach( ( a ) => targets.add( a ) )
		);
		for ( const item of [ ...pages, ...kits ] ) {
			const text = read( item );
			const own = anchors( text );
			const links = [
				...[
					...text.matchAll( /<a [^>]*?href=\\?"([^"\\]*)\\?"/g ),
				].map( ( m ) => m[ 1 ] ),
				...[ ...text.matchAll( /"url":"([^"]*)"/g ) ]
					.map( ( m ) => m[ 1 ] )
					.filter( ( u ) => ! u.includes( '{{demo}}' ) && u !== '' ),
			];
			for ( const link of links ) {
				const name = link.startsWith( '#' ) ? link.slice( 1 ) : null;
				const ok =
					/^(mailto|tel):/.test( link ) ||
					( name && ( own.has( name ) || targets.has( name ) ) );
				if ( ! ok ) {
					errors.push(
						`${ item.platforms[ platform ] }: the link "${ link }" leads nowhere once the pack is imported (name a page or an anchor of the pack)`
					);
				}
			}
		}
	}
	return errors;
}

/** The reader's image names (CatalogueImage::PATH_PATTERN): one dot. */
const IMAGE_NAME =
	/^images\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(?:svg|png|jpe?g|gif|webp)$/;

/**
 * Whether a file's first bytes are the image type its extension names (the
 * reader judges images by content too).
 *
 * @param {string} file Path.
 * @return {boolean} Matches.
 */
function isWhatItSays( file ) {
	const head = Buffer.alloc( 12 );
	const fd = fs.openSync( file, 'r' );
	fs.readSync( fd, head, 0, 12, 0 );
	fs.closeSync( fd );
	const ascii = ( from, to ) => head.toString( 'latin1', from, to );
	switch ( path.extname( file ) ) {
		case '.webp':
			return ascii( 0, 4 ) === 'RIFF' && ascii( 8, 12 ) === 'WEBP';
		case '.png':
			return ascii( 1, 4 ) === 'PNG';
		case '.jpg':
		case '.jpeg':
			return head[ 0 ] === 0xff && head[ 1 ] === 0xd8;
		case '.gif':
			return ascii( 0, 4 ) === 'GIF8';
		default:
			return /<svg[\s>]/.test( fs.readFileSync( file, 'utf8' ) );
	}
}

/**
 * Checks the catalogue folder.
 *
 * @param {string} dir Folder holding catalogue.json.
 * @return {{errors: string[], summary: string[]}} Findings.
 */
export function checkCatalogue( dir ) {
	const errors = [];
	const exists = ( rel ) => fs.existsSync( path.join( dir, rel ) );
	const cat = JSON.parse(
		fs.readFileSync( path.join( dir, 'catalogue.json' ), 'utf8' )
	);
	const slugs = ( list ) => new Set( list.map( ( x ) => x.slug ) );
	const categories = slugs( cat.categories );
	const tags = slugs( cat.tags );
	const deps = new Map( cat.dependencies.map( ( d ) => [ d.slug, d ] ) );
	const types = new Map( cat.template_types.map( ( t ) => [ t.slug, t ] ) );
	const packSlugs = slugs( cat.packs );
	const plans = [ 'free', 'starter', 'pro' ];
	const images = new Set();
	const need = ( rel, where ) => {
		images.add( rel );
		if ( ! IMAGE_NAME.test( rel ) ) {
			errors.push( `${ where }: bad image name ${ rel }` );
		} else if ( ! exists( rel ) ) {
			errors.push( `${ where }: missing file ${ rel }` );
		} else if ( ! isWhatItSays( path.join( dir, rel ) ) ) {
			errors.push(
				`${ where }: ${ rel } is not the image its extension says`
			);
		}
	};

	if ( cat.version !== 1 ) {
		errors.push( 'catalogue.json: version must be 1' );
	}
	for ( const d of cat.dependencies ) {
		need( d.icon, `dependency ${ d.slug }` );
	}
	const itemSlugs = new Set();
	for ( const item of cat.items ) {
		const where = `item ${ item.slug }`;
		if ( itemSlugs.has( item.slug ) ) {
			errors.push( `${ where }: repeated slug` );
		}
		itemSlugs.add( item.slug );
		if ( ! [ 'page', 'block' ].includes( item.type ) ) {
			errors.push( `${ where }: type must be page or block` );
		}
		const type = types.get( item.template_type );
		if ( ! type ) {
			errors.push(
				`${ where }: unknown template type ${ item.template_type }`
			);
		} else if ( type.item_type !== item.type ) {
			errors.push(
				`${ where }: template type ${ type.slug } is for ${ type.item_type }s`
			);
		}
		if ( item.pack !== null && ! packSlugs.has( item.pack ) ) {
			errors.push( `${ where }: unknown pack ${ item.pack }` );
		}
		if ( ! plans.includes( item.plan ) || ! ( item.price >= 0 ) ) {
			errors.push( `${ where }: bad plan or price` );
		}
		if ( item.plan === 'free' && item.price !== 0 ) {
			errors.push( `${ where }: free items cost nothing` );
		}
		item.categories
			.filter( ( c ) => ! categories.has( c ) )
			.forEach( ( c ) =>
				errors.push( `${ where }: unknown category ${ c }` )
			);
		item.tags
			.filter( ( t ) => ! tags.has( t ) )
			.forEach( ( t ) =>
				errors.push( `${ where }: unknown tag ${ t }` )
			);
		item.dependencies
			.filter( ( d ) => ! deps.has( d ) )
			.forEach( ( d ) =>
				errors.push( `${ where }: unknown dependency ${ d }` )
			);
		need( item.thumbnail, where );
		item.screenshots.forEach( ( s ) => need( s, where ) );
		if ( ! item.platforms?.gutenberg ) {
			errors.push( `${ where }: no gutenberg variant` );
		}
		for ( const [ platform, rel ] of Object.entries(
			item.platforms || {}
		) ) {
			if (
				rel !==
				`${ platform }/${ item.slug }.${ platform === 'gutenberg' ? 'html' : 'json' }`
			) {
				errors.push(
					`${ where }: ${ platform } file must be named after the slug`
				);
			}
			if ( ! exists( rel ) ) {
				errors.push( `${ where }: missing file ${ rel }` );
				continue;
			}
			const text = fs.readFileSync( path.join( dir, rel ), 'utf8' );
			for ( const m of text.matchAll(
				/\{\{demo\}\}\/(images\/[^"'\s)\\]+)/g
			) ) {
				need( m[ 1 ], `${ rel }` );
			}
			if ( platform === 'gutenberg' ) {
				// Its card shows the page from its own heading down; under
				// the theme's page template a second title would sit above it.
				if (
					item.pack !== null &&
					item.type === 'page' &&
					! item.page_template &&
					/<h1[\s>]/.test( text )
				) {
					errors.push(
						`${ where }: a pack page with its own level-1 heading must ask for a page template without the title (page_template: page-no-title)`
					);
				}
				for ( const m of text.matchAll(
					/<!-- \/?wp:([a-z0-9-]+\/)?[a-z0-9-]+/g
				) ) {
					if ( m[ 1 ] && m[ 1 ] !== 'core/' ) {
						errors.push( `${ rel }: non-core block ${ m[ 0 ] }` );
					}
				}
				for ( const { pattern, what } of NEWER_THAN_OLDEST ) {
					if ( pattern.test( text ) ) {
						errors.push( `${ rel }: uses ${ what }` );
					}
				}
			} else {
				checkElementor( JSON.parse( text ), item, errors );
			}
		}
	}
	const packItems = ( slug ) => cat.items.filter( ( i ) => i.pack === slug );
	for ( const pack of cat.packs ) {
		const where = `pack ${ pack.slug }`;
		const mine = packItems( pack.slug );
		const pages = mine.filter( ( i ) => i.type === 'page' ).length;
		const blocks = mine.filter( ( i ) => i.type === 'block' ).length;
		if ( pages < 4 || blocks < 4 ) {
			errors.push(
				`${ where }: needs 4 pages and 4 blocks (has ${ pages } and ${ blocks })`
			);
		}
		if ( ! / - /.test( pack.name ) ) {
			errors.push( `${ where }: name must read "Name - Tagline"` );
		}
		[
			pack.thumbnail,
			pack.thumbnail2,
			pack.thumbnail3,
			pack.banner,
		].forEach( ( rel ) => need( rel, where ) );
		pack.categories
			.filter( ( c ) => ! categories.has( c ) )
			.forEach( ( c ) =>
				errors.push( `${ where }: unknown category ${ c }` )
			);
		pack.tags
			.filter( ( t ) => ! tags.has( t ) )
			.forEach( ( t ) =>
				errors.push( `${ where }: unknown tag ${ t }` )
			);
		const colors = pack.settings?.colors || [];
		if (
			colors.length < 4 ||
			colors.length > 6 ||
			colors.some( ( c ) => ! /^#[0-9a-f]{6}$/i.test( c.color ) )
		) {
			errors.push( `${ where }: needs 4 to 6 hex colours` );
		}
		const typo = pack.settings?.typography || [];
		for ( const id of [ 'body', 'heading' ] ) {
			const entry = typo.find( ( t ) => t.id === id );
			if (
				! entry ||
				! [ 'desktop', 'tablet', 'mobile' ].every(
					( d ) => entry.font_size?.[ d ]?.value > 0
				)
			) {
				errors.push(
					`${ where }: typography "${ id }" needs desktop, tablet and mobile sizes`
				);
			}
		}
		for ( const post of pack.posts || [] ) {
			const at = `${ where } post ${ post.slug }`;
			if (
				! post.slug?.startsWith( `${ pack.slug }-post-` ) ||
				post.content !== `gutenberg/${ post.slug }.html` ||
				! /^\d{4}-\d{2}-\d{2}$/.test( post.date ) ||
				! post.title ||
				! post.excerpt
			) {
				errors.push(
					`${ at }: needs a slug after the pack, a title, an excerpt, a YYYY-MM-DD date and gutenberg/<slug>.html`
				);
			}
			if ( post.date > new Date().toISOString().slice( 0, 10 ) ) {
				errors.push(
					`${ at }: dated in the future (it would be scheduled)`
				);
			}
			need( post.image, at );
			if ( ! exists( post.content ) ) {
				errors.push( `${ at }: missing file ${ post.content }` );
				continue;
			}
			const text = fs.readFileSync(
				path.join( dir, post.content ),
				'utf8'
			);
			for ( const m of text.matchAll(
				/<!-- \/?wp:([a-z0-9-]+\/)?[a-z0-9-]+/g
			) ) {
				if ( m[ 1 ] && m[ 1 ] !== 'core/' ) {
					errors.push(
						`${ post.content }: non-core block ${ m[ 0 ] }`
					);
				}
			}
		}
		if ( pack.fullsite_import ) {
			deadLinks( dir, pack, mine ).forEach( ( e ) => errors.push( e ) );
		}
		if (
			pack.platforms.includes( 'elementor' ) &&
			mine.some( ( i ) => ! i.platforms.elementor )
		) {
			errors.push(
				`${ where }: lists elementor but not every item has an Elementor variant`
			);
		}
	}
	const standalone = cat.items.filter( ( i ) => i.pack === null );
	const standaloneCategories = new Set(
		standalone.flatMap( ( i ) => i.categories )
	);
	const elementor = cat.items.filter( ( i ) => i.platforms.elementor );
	const usedTypes = new Set( cat.items.map( ( i ) => i.template_type ) );
	const check = ( ok, message ) => ok || errors.push( message );
	check( cat.packs.length >= 6, 'at least 6 packs' );
	check( cat.categories.length >= 8, 'at least 8 categories' );
	check( standalone.length >= 40, 'at least 40 standalone items' );
	check(
		standaloneCategories.size >= 8,
		'standalone items across at least 8 categories'
	);
	check(
		standalone.some( ( i ) => i.type === 'page' ) &&
			standalone.some( ( i ) => i.type === 'block' ),
		'standalone pages and blocks'
	);
	check( elementor.length >= 15, 'at least 15 Elementor variants' );
	check(
		elementor.some( ( i ) =>
			[ 'header', 'footer' ].includes( i.template_type )
		),
		'an Elementor header or footer'
	);
	check(
		elementor.some( ( i ) => i.type === 'page' ) &&
			elementor.some( ( i ) => i.type === 'block' ),
		'Elementor pages and blocks'
	);
	REQUIRED_TYPES.forEach( ( t ) =>
		check( usedTypes.has( t ), `an item of template type ${ t }` )
	);
	plans.forEach( ( p ) =>
		check(
			cat.items.some( ( i ) => i.plan === p ),
			`an item on the ${ p } plan`
		)
	);
	check(
		cat.items.some( ( i ) => i.price === 0 ) &&
			cat.items.some( ( i ) => i.price > 0 ),
		'free and priced items'
	);
	check(
		cat.items.some( ( i ) => i.featured ) &&
			cat.packs.some( ( p ) => p.featured ),
		'featured items and packs'
	);
	check(
		cat.items.some( ( i ) =>
			i.dependencies.includes( 'stencilbox-demo-helper' )
		),
		'an item needing the demo helper'
	);
	check(
		cat.items.some( ( i ) =>
			i.dependencies.some( ( d ) => deps.get( d )?.is_pro )
		),
		'an item needing a pro dependency'
	);

	const onDisk = fs
		.readdirSync( path.join( dir, 'images' ) )
		.filter( ( f ) => /\.(?:svg|png|jpe?g|gif|webp)$/.test( f ) );
	const unused = onDisk.filter( ( f ) => ! images.has( `images/${ f }` ) );
	if ( unused.length ) {
		errors.push( `images nothing refers to: ${ unused.join( ', ' ) }` );
	}
	const pages = cat.items.filter( ( i ) => i.type === 'page' );
	return {
		errors,
		summary: [
			`${ cat.packs.length } packs with ${ cat.items.length - standalone.length } items (${ pages.filter( ( i ) => i.pack ).length } pages, ${ cat.items.filter( ( i ) => i.pack && i.type === 'block' ).length } blocks)`,
			`${ standalone.length } standalone items (${ standalone.filter( ( i ) => i.type === 'page' ).length } pages, ${ standalone.filter( ( i ) => i.type === 'block' ).length } blocks) in ${ standaloneCategories.size } categories`,
			`${ elementor.length } Elementor variants, ${ onDisk.length } images`,
			errors.length ? `${ errors.length } problems` : 'catalogue OK',
		],
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const dir = path.resolve(
		path.dirname( fileURLToPath( import.meta.url ) ),
		'../../php/Hub/Catalog/demo'
	);
	const { errors, summary } = checkCatalogue( dir );
	summary.forEach( ( line ) => console.log( line ) );
	if ( errors.length ) {
		console.error( errors.join( '\n' ) );
		process.exitCode = 1;
	}
}
