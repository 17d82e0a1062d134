/**
 * "Match my site" as the fidelity suite reads it (issue [25]): which site
 * colour each pack colour of an inserted item became (read from the saved
 * content against the item's stored content, block by block), which
 * literal colours and font families are left in it, the theme's user global
 * styles record, and the item's card
 * re-coloured to the site (by `recolour.ts`, the one pixel rule the
 * Elementor fidelity test uses too), so that SSIM compares like with like.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { Clip, Design, Picture } from './fidelity';
import { recolourImage } from './recolour';
import type { SiteRest } from './site-rest';

/**
 * The id of the active theme's user global styles record (core's REST
 * API).
 *
 * @param admin Admin client.
 */
export async function userStylesId( admin: SiteRest ): Promise< string > {
	const [ theme ] = await admin.rest<
		Array< { _links: Record< string, Array< { href: string } > > } >
	>( 'GET', '/wp/v2/themes', { status: 'active' } );
	const href = theme._links[ 'wp:user-global-styles' ]?.[ 0 ]?.href ?? '';
	const id = /(\d+)$/.exec( href )?.[ 1 ] ?? '';
	expect( id, 'the theme’s user global styles' ).not.toBe( '' );
	return id;
}

/** A block's name and attributes, in document order (inner blocks too). */
interface BlockAttrs {
	name: string;
	attrs: Record< string, unknown >;
	/** It is a cover, or inside one (its colours are the cover's own: DesignMatcher::over()). */
	cover: boolean;
}

/**
 * `#rgb`, `#rrggbb` or `rgb(r, g, b)` as lower-case `#rrggbb`; null for
 * anything else.
 *
 * @param value A colour as written.
 */
export function hex( value: string ): string | null {
	const v = value.trim().toLowerCase();
	let m = /^#([0-9a-f]{3})$/.exec( v );
	if ( m ) {
		return `#${ [ ...m[ 1 ] ].map( ( c ) => c + c ).join( '' ) }`;
	}
	if ( /^#[0-9a-f]{6}$/.test( v ) ) {
		return v;
	}
	m = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)/.exec( v );
	if ( m ) {
		return `#${ m
			.slice( 1, 4 )
			.map( ( n ) => Number( n ).toString( 16 ).padStart( 2, '0' ) )
			.join( '' ) }`;
	}
	return null;
}

/**
 * Every block's attributes, opening comments in order.
 *
 * @param content Block markup.
 */
function blocks( content: string ): BlockAttrs[] {
	const found: BlockAttrs[] = [];
	// Open blocks, innermost last: whether each is a cover or inside one.
	const open: boolean[] = [];
	const re = /<!-- (\/)?wp:([a-z0-9/-]+) (?:(\{[\s\S]*?\}) )?(\/)?-->/g;
	for ( const m of content.matchAll( re ) ) {
		if ( m[ 1 ] ) {
			open.pop();
			continue;
		}
		const cover = m[ 2 ] === 'cover' || open.some( Boolean );
		found.push( {
			name: m[ 2 ],
			attrs: m[ 3 ] ? JSON.parse( m[ 3 ] ) : {},
			cover,
		} );
		if ( ! m[ 4 ] ) {
			open.push( cover );
		}
	}
	return found;
}

/**
 * The string leaves of an attribute tree, by path.
 *
 * @param tree   Attributes.
 * @param prefix Path so far.
 * @param out    Leaves.
 */
function leaves(
	tree: unknown,
	prefix = '',
	out = new Map< string, string >()
): Map< string, string > {
	if ( typeof tree === 'string' ) {
		out.set( prefix, tree );
	} else if ( tree && typeof tree === 'object' ) {
		for ( const [ key, value ] of Object.entries( tree ) ) {
			leaves( value, prefix ? `${ prefix }.${ key }` : key, out );
		}
	}
	return out;
}

/**
 * Attributes holding a custom colour that a palette slug in another
 * attribute replaces: value path → the slug's attribute.
 */
const NAMED_BY: Record< string, string > = {
	customOverlayColor: 'overlayColor',
	iconColorValue: 'iconColor',
	customIconColor: 'iconColor',
	iconBackgroundColorValue: 'iconBackgroundColor',
	customIconBackgroundColor: 'iconBackgroundColor',
};

/** What became of an item's pack colours on a site. */
export interface ColourPlan {
	/** Pack colour (`#rrggbb`) → the site's palette slug it became. */
	mapped: Record< string, string >;
	/**
	 * The same for the colours drawn in covers (an overlay dims a picture
	 * that does not turn with the palette: their colours are placed at
	 * their own lightness, DesignMatcher::overlays()).
	 */
	covers: Record< string, string >;
	/** Pack colours left as they were (kept for contrast). */
	kept: string[];
	/** Pack colours that became two different slugs in one item. */
	split: string[];
	/** Whether both contents have the same blocks. */
	sameBlocks: boolean;
}

/**
 * Reads the plan an insert applied from what it did: each colour
 * attribute of the stored content (a custom value, a cover's custom
 * overlay, a social icon's colour) against the same attribute of the
 * saved content (`var:preset|color|<slug>`, the slug that replaces it,
 * or the value kept).
 *
 * @param stored The item's content as the hub stores it.
 * @param saved  The same item as saved in the page.
 */
export function colourPlan( stored: string, saved: string ): ColourPlan {
	const before = blocks( stored );
	const after = blocks( saved );
	const plan: ColourPlan = {
		mapped: {},
		covers: {},
		kept: [],
		split: [],
		sameBlocks:
			before.map( ( b ) => b.name ).join() ===
			after.map( ( b ) => b.name ).join(),
	};
	if ( ! plan.sameBlocks ) {
		return plan;
	}
	before.forEach( ( block, n ) => {
		const now = leaves( after[ n ].attrs );
		for ( const [ path, value ] of leaves( block.attrs ) ) {
			const colour = hex( value );
			if ( ! colour ) {
				continue;
			}
			// A custom value that a palette slug of its own replaces: the
			// cover's overlay, a social icon's colour and its background
			// (whose value the editor keeps beside the slug).
			const named = Object.hasOwn( NAMED_BY, path )
				? NAMED_BY[ path ]
				: undefined;
			const replaced = named !== undefined;
			const became = replaced ? now.get( named ) : now.get( path );
			const slug = replaced
				? became
				: /^var:preset\|color\|([a-z0-9-]+)$/.exec(
						became ?? ''
					)?.[ 1 ];
			if ( slug ) {
				const scope = block.cover ? plan.covers : plan.mapped;
				const earlier = scope[ colour ];
				if ( earlier && earlier !== slug ) {
					plan.split.push( `${ colour } → ${ earlier }, ${ slug }` );
				}
				scope[ colour ] ??= slug;
			} else if (
				hex( now.get( path ) ?? '' ) === colour &&
				! plan.kept.includes( colour )
			) {
				plan.kept.push( colour );
			}
		}
	} );
	return plan;
}

/**
 * The font size presets an insert replaced (`fontSize` of each block of
 * the stored content against the same block saved): slug → the site's
 * slug it became. "Match my site" keeps a slug whose size on the site is
 * near the pack's, and takes the site's nearest size by value otherwise
 * (`SiteRoles::font_sizes()`: Twenty Twenty-Three's 160 px `xx-large`).
 *
 * @param stored The item's content as the hub stores it.
 * @param saved  The same item as saved in the page.
 */
export function sizePlan(
	stored: string,
	saved: string
): Record< string, string > {
	const before = blocks( stored );
	const after = blocks( saved );
	const plan: Record< string, string > = {};
	if ( before.length !== after.length ) {
		return plan;
	}
	before.forEach( ( block, n ) => {
		const from = block.attrs.fontSize;
		const to = after[ n ].attrs.fontSize;
		if (
			typeof from === 'string' &&
			typeof to === 'string' &&
			from !== to &&
			/^[a-z0-9-]+$/.test( from + to )
		) {
			plan[ from ] = to;
		}
	} );
	return plan;
}

/**
 * The literal colours (hex, `rgb()`) and font families written in some
 * block markup: in its attributes and its inline styles. A preset
 * (`var:preset|…`, `var(--wp--preset--…)`) is not a literal, nor is a
 * social icon's colour value beside its palette slug (`iconColor` with
 * `iconColorValue`: the editor keeps both, WordPress draws the slug's
 * class over the value).
 *
 * @param content Block markup.
 */
export function literalsIn( content: string ): {
	colours: string[];
	fonts: string[];
} {
	const colours = new Set< string >();
	const fonts = new Set< string >();
	for ( const block of blocks( content ) ) {
		for ( const [ path, value ] of leaves( block.attrs ) ) {
			const colour = hex( value );
			const slugged =
				/^icon\w*ColorValue$/.test( path ) &&
				Object.hasOwn( NAMED_BY, path ) &&
				typeof block.attrs[ NAMED_BY[ path ] ] === 'string';
			if ( colour && ! slugged ) {
				colours.add( colour );
			}
			if ( /fontFamily$/.test( path ) && ! value.startsWith( 'var:' ) ) {
				fonts.add( value );
			}
		}
	}
	for ( const [ , style ] of content.matchAll( /style="([^"]*)"/g ) ) {
		for ( const m of style.matchAll(
			/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\([^)]*\)/g
		) ) {
			colours.add( hex( m[ 0 ] ) ?? m[ 0 ] );
		}
		for ( const m of style.matchAll( /font-family:\s*([^;]+)/g ) ) {
			if ( ! m[ 1 ].trim().startsWith( 'var(' ) ) {
				fonts.add( m[ 1 ].trim() );
			}
		}
	}
	return {
		colours: [ ...colours ],
		fonts: [ ...fonts ],
	};
}

/**
 * The roles of a design that a colour plays.
 *
 * @param design Design.
 * @param colour `#rrggbb`.
 */
export const rolesOf = ( design: Design | null | undefined, colour: string ) =>
	( design?.colors ?? [] )
		.filter( ( entry ) => hex( entry.value ) === colour )
		.map( ( entry ) => entry.role );

/**
 * The values of some palette slugs as the page paints them.
 *
 * @param page  A page of the site.
 * @param slugs Palette slugs.
 */
export function presetColours(
	page: Page,
	slugs: string[]
): Promise< Record< string, string > > {
	return page.evaluate( ( wanted ) => {
		const out: Record< string, string > = {};
		for ( const slug of wanted ) {
			const probe = document.createElement( 'span' );
			probe.style.color = `var(--wp--preset--color--${ slug })`;
			document.body.append( probe );
			out[ slug ] = getComputedStyle( probe ).color;
			probe.remove();
		}
		return out;
	}, slugs );
}

/**
 * A picture re-coloured, kept in the comparison page under a key (as
 * `remember()` keeps one): the pixels moved by the one rule of
 * `recolourImage()` (a pack colour, or a mix of two, to the same mix of
 * the site colours the plan gave them), the parts in `keep` (images) put
 * back as they were.
 *
 * @param page         The comparison page.
 * @param key          Key to keep it under.
 * @param source       The picture: a data URL, or part of one kept in the page.
 * @param pairs        Colour moves, `#rrggbb`.
 * @param keep         Parts left as they are (images), in the source's pixels.
 * @param tolerance    How far (RGB distance) a pixel may be from a colour.
 * @param covers       Parts moved by colour moves of their own (covers, whose
 *                     colours the plan places apart: `ColourPlan.covers`), in
 *                     the source's pixels.
 * @param covers.clips Where they are.
 * @param covers.pairs Their moves.
 * @return The picture to compare, and a PNG of it as a data URL.
 */
export async function recoloured(
	page: Page,
	key: string,
	source: Picture,
	pairs: Array< { from: string; to: string } >,
	keep: Clip[] = [],
	tolerance = 24,
	covers: { clips: Clip[]; pairs: Array< { from: string; to: string } > } = {
		clips: [],
		pairs: [],
	}
): Promise< { picture: Picture; png: string } > {
	// The part as a PNG, drawn in the page.
	const before = await page.evaluate( async ( src ) => {
		const store = window as unknown as {
			pictures?: Record< string, CanvasImageSource >;
		};
		let img: CanvasImageSource;
		let part: { x: number; y: number; width: number; height: number };
		if ( typeof src === 'string' ) {
			const decoded = new Image();
			decoded.src = src;
			await decoded.decode();
			img = decoded;
			part = {
				x: 0,
				y: 0,
				width: decoded.naturalWidth,
				height: decoded.naturalHeight,
			};
		} else {
			img = ( store.pictures ?? {} )[ src.key ];
			part = src.clip;
		}
		const canvas = document.createElement( 'canvas' );
		canvas.width = part.width;
		canvas.height = part.height;
		( canvas.getContext( '2d' ) as CanvasRenderingContext2D ).drawImage(
			img,
			part.x,
			part.y,
			part.width,
			part.height,
			0,
			0,
			part.width,
			part.height
		);
		return { png: canvas.toDataURL( 'image/png' ), part };
	}, source );
	const moved = recolourImage(
		Buffer.from( before.png.split( ',' )[ 1 ], 'base64' ),
		Object.fromEntries( pairs.map( ( { from, to } ) => [ from, to ] ) ),
		tolerance
	);
	const coversMoved = covers.clips.length
		? recolourImage(
				Buffer.from( before.png.split( ',' )[ 1 ], 'base64' ),
				Object.fromEntries(
					[ ...pairs, ...covers.pairs ].map( ( { from, to } ) => [
						from,
						to,
					] )
				),
				tolerance
			)
		: null;
	// Kept in the page, with the covers moved their own way and the kept
	// parts put back from the source.
	const { clip, png } = await page.evaluate(
		async ( {
			name,
			original,
			after,
			part,
			kept,
			covered,
			coverClips,
		} ) => {
			const load = async ( url: string ) => {
				const image = new Image();
				image.src = url;
				await image.decode();
				return image;
			};
			const canvas = document.createElement( 'canvas' );
			canvas.width = part.width;
			canvas.height = part.height;
			const ctx = canvas.getContext( '2d', {
				willReadFrequently: true,
			} ) as CanvasRenderingContext2D;
			// The same rectangles (in page pixels) of another picture
			// drawn over the part.
			const putBack = ( from: HTMLImageElement, rects: Clip[] ) => {
				for ( const r of rects ) {
					const x = r.x - part.x;
					const y = r.y - part.y;
					const w = Math.max( 1, r.width );
					const h = Math.max( 1, r.height );
					ctx.drawImage( from, x, y, w, h, x, y, w, h );
				}
			};
			ctx.drawImage( await load( after ), 0, 0 );
			if ( covered ) {
				putBack( await load( covered ), coverClips );
			}
			putBack( await load( original ), kept );
			const store = window as unknown as {
				pictures?: Record< string, CanvasImageSource >;
			};
			store.pictures = { ...( store.pictures ?? {} ), [ name ]: canvas };
			return {
				clip: {
					x: 0,
					y: 0,
					width: canvas.width,
					height: canvas.height,
				},
				png: canvas.toDataURL( 'image/png' ),
			};
		},
		{
			name: key,
			original: before.png,
			after: `data:image/png;base64,${ moved.toString( 'base64' ) }`,
			part: before.part,
			kept: keep,
			covered: coversMoved
				? `data:image/png;base64,${ coversMoved.toString( 'base64' ) }`
				: null,
			coverClips: covers.clips,
		}
	);
	return { picture: { key, clip: clip as Clip }, png };
}
