/**
 * What a visitor sees, measured: a perceptual similarity (SSIM, ssim.js)
 * between a page as rendered and the picture its card promised, the
 * checks of a rendered page (axe, the site's identity, a colour) seen by a
 * signed-out visitor (`newVisitorContext`), and the
 * scores printed one per line (`fidelity: <what> ssim 0.912`); items
 * inserted many to a page (`insertBatch`), each found again by the marker
 * in front of it (`itemRegions`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
	expect,
	type Browser,
	type BrowserContext,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import sitePosts from '../../../bin/demo-catalogue/content/site-posts.json';
import type { SiteRest } from './site-rest';

/**
 * At or above this, two pictures show the same design. Measured on the
 * demo catalogue here (see the README's fidelity section): a page or block
 * against its own card scores 0.93–0.99 (another title, logo, colour or
 * post date moves it a little); the same page listing other posts
 * 0.57–0.66; another page of the same pack (same palette and fonts,
 * another layout) 0.30–0.62, and another pack lower still.
 */
export const SAME_DESIGN = 0.7;

/** Pictures are compared at this width (both scaled, grey levels). */
const WIDTH = 320;

/** The lightbox screenshots stop at 6 times their width: so do the captures compared with them. */
const MAX_RATIO = 6;

/** ssim.js's browser build: the comparison runs where the pictures are decoded. */
const SSIM_WEB = require.resolve( 'ssim.js/dist/ssim.web.js' );

/** A rectangle of a picture, in its pixels. */
export interface Clip {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * A picture to compare: a data URL, or part of a picture kept in the
 * comparison page (`remember()`: a whole batch page is sent once).
 */
export type Picture = string | { key: string; clip: Clip };

/**
 * Keeps a picture in the comparison page under a key.
 *
 * @param page A page for comparisons.
 * @param key  Key.
 * @param url  Data URL.
 */
export async function remember( page: Page, key: string, url: string ) {
	await page.evaluate(
		async ( { name, src } ) => {
			const img = new Image();
			img.src = src;
			await img.decode();
			const store = window as unknown as {
				pictures?: Record< string, HTMLImageElement >;
			};
			store.pictures = { ...( store.pictures ?? {} ), [ name ]: img };
		},
		{ name: key, src: url }
	);
}

/**
 * The similarity of two pictures: SSIM of their grey levels, both scaled
 * to WIDTH and cut to the shorter one's height, times the ratio of their
 * heights (a page twice as long as its card is not the same design).
 * Computed in a page of its own (ssim.js's browser build), so only the
 * score leaves it.
 *
 * @param page       A page for comparisons (about:blank, no CSP).
 * @param a          Picture.
 * @param b          Picture.
 * @param background CSS colour behind transparent parts.
 */
export async function similarity(
	page: Page,
	a: Picture,
	b: Picture,
	background = '#ffffff'
): Promise< number > {
	if ( ! ( await page.evaluate( () => 'ssim' in window ) ) ) {
		await page.addScriptTag( { path: SSIM_WEB } );
	}
	return page.evaluate(
		async ( { pictures, bg, width, ratio } ) => {
			const grab = async ( picture: Picture ) => {
				let img: HTMLImageElement;
				if ( typeof picture === 'string' ) {
					img = new Image();
					img.src = picture;
					await img.decode();
				} else {
					img = (
						window as unknown as {
							pictures: Record< string, HTMLImageElement >;
						}
					 ).pictures[ picture.key ];
				}
				const clip =
					typeof picture === 'string'
						? {
								x: 0,
								y: 0,
								width: img.naturalWidth,
								height: img.naturalHeight,
							}
						: picture.clip;
				const scale = width / clip.width;
				const height = Math.max(
					1,
					Math.round( Math.min( clip.height * scale, width * ratio ) )
				);
				const canvas = document.createElement( 'canvas' );
				canvas.width = width;
				canvas.height = height;
				const ctx = canvas.getContext(
					'2d'
				) as CanvasRenderingContext2D;
				ctx.imageSmoothingQuality = 'high';
				ctx.fillStyle = bg;
				ctx.fillRect( 0, 0, width, height );
				ctx.drawImage(
					img,
					clip.x,
					clip.y,
					clip.width,
					height / scale,
					0,
					0,
					width,
					height
				);
				return ctx;
			};
			const [ x, y ] = await Promise.all( pictures.map( grab ) );
			const height = Math.min( x.canvas.height, y.canvas.height );
			if ( height < 12 ) {
				return 0;
			}
			const { ssim } = (
				window as unknown as {
					ssim: {
						ssim: (
							i: ImageData,
							j: ImageData,
							o: object
						) => { mssim: number };
					};
				}
			 ).ssim;
			const { mssim } = ssim(
				x.getImageData( 0, 0, width, height ),
				y.getImageData( 0, 0, width, height ),
				{ downsample: false }
			);
			return (
				( mssim * height ) /
				Math.max( x.canvas.height, y.canvas.height )
			);
		},
		{ pictures: [ a, b ], bg: background, width: WIDTH, ratio: MAX_RATIO }
	);
}

/**
 * A screenshot (PNG or JPEG bytes) as a data URL.
 *
 * @param bytes Bytes.
 */
export const dataUrl = ( bytes: Buffer ) =>
	`data:image/${
		bytes[ 0 ] === 0xff ? 'jpeg' : 'png'
	};base64,${ bytes.toString( 'base64' ) }`;

/**
 * Every Gutenberg item of a type in the library (all pages of the list).
 *
 * @param admin Admin client.
 * @param type  Item type ('all': every type).
 * @param more  Another platform, another page size.
 */
export async function allItems(
	admin: SiteRest,
	type: string,
	more: { platform?: string; per_page?: number } = {}
): Promise< Item[] > {
	const items: Item[] = [];
	for ( let page = 1; ; page++ ) {
		const answer = await admin.rest< {
			data: Item[];
			total_page: number;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'gutenberg',
			type,
			plan: 'all',
			...more,
			page,
		} );
		items.push( ...answer.data );
		if ( page >= answer.total_page ) {
			return items;
		}
	}
}

/**
 * Publishes the demo catalogue's site posts, which a query loop lists (the
 * cards were captured with the same ones).
 *
 * @param admin Admin client.
 * @return Their ids (`deletePosts()` removes them).
 */
export async function publishSitePosts( admin: SiteRest ): Promise< number[] > {
	const ids: number[] = [];
	for ( const post of sitePosts.posts ) {
		ids.push(
			(
				await admin.rest< { id: number } >( 'POST', '/wp/v2/posts', {
					...post,
					status: 'publish',
				} )
			).id
		);
	}
	return ids;
}

/**
 * Deletes posts for good.
 *
 * @param admin Admin client.
 * @param ids   Post ids.
 */
export async function deletePosts( admin: SiteRest, ids: number[] ) {
	for ( const id of ids ) {
		await admin.rest( 'DELETE', `/wp/v2/posts/${ id }`, { force: true } );
	}
}

/** Items inserted on one batch page, all seen under one identity. */
export interface Batch {
	/** The identity they are seen under (JSON). */
	key: string;
	items: Item[];
	/** How much of the page they fill. */
	filled: number;
}

/**
 * Items gathered on batch pages, first fit: those seen under the same
 * identity together (a header or footer shows the title its card was
 * captured with), a page holding at most `perPage` (a page item fills 3,
 * about three blocks tall; any other 1), short enough for one full-page
 * screenshot.
 *
 * @param items   Items.
 * @param keyOf   The identity an item is seen under, as JSON.
 * @param perPage How much a page holds.
 */
export function batches(
	items: Item[],
	keyOf: ( item: Item ) => string,
	perPage: number
): Batch[] {
	const size = ( item: Item ) => ( item.type === 'page' ? 3 : 1 );
	const groups: Batch[] = [];
	for ( const item of items ) {
		const key = keyOf( item );
		const open = groups.find(
			( g ) => g.key === key && g.filled + size( item ) <= perPage
		);
		if ( open ) {
			open.items.push( item );
			open.filled += size( item );
		} else {
			groups.push( { key, items: [ item ], filled: size( item ) } );
		}
	}
	return groups;
}

/**
 * A signed-out visitor's browser context, at the desktop size the cards
 * were captured at (1280×900).
 *
 * @param browser Browser.
 */
export function newVisitorContext(
	browser: Browser
): Promise< BrowserContext > {
	return browser.newContext( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: 1280, height: 900 },
	} );
}

/**
 * Waits until every image of the page has loaded (lazy ones too) and the
 * fonts are ready.
 *
 * @param page Page.
 */
export async function settle( page: Page ) {
	await page.evaluate( async () => {
		const images = [ ...document.images ];
		images.forEach( ( img ) => ( img.loading = 'eager' ) );
		await Promise.all(
			images.map( ( img ) =>
				img.complete
					? null
					: new Promise( ( resolve ) => {
							img.onload = img.onerror = resolve;
						} )
			)
		);
		await document.fonts.ready;
	} );
}

/**
 * A screenshot of an element, whole (not only what fits the viewport).
 *
 * @param element Element.
 */
export async function shoot( element: Locator ): Promise< Buffer > {
	// JPEG: quicker to make and move than PNG, and the same to SSIM's grey levels.
	return element.screenshot( {
		animations: 'disabled',
		type: 'jpeg',
		quality: 90,
	} );
}

/**
 * The page's background colour (behind short pictures).
 *
 * @param page Page.
 */
export const background = ( page: Page ) =>
	page.evaluate( () => getComputedStyle( document.body ).backgroundColor );

/**
 * Prints a score and checks it softly (every score of a run is printed
 * before the test fails).
 *
 * @param what  What was compared.
 * @param score Similarity.
 * @param min   Threshold.
 */
export function expectSameDesign(
	what: string,
	score: number,
	min = SAME_DESIGN
) {
	// eslint-disable-next-line no-console
	console.log( `fidelity: ${ what } ssim ${ score.toFixed( 3 ) }` );
	expect
		.soft( score, `${ what } looks like its card (ssim ${ score })` )
		.toBeGreaterThanOrEqual( min );
}

/**
 * A colour of the same WCAG relative luminance as another, with the hue
 * turned half-way round: what a user might pick, and the page's contrast
 * stays as the pack made it.
 *
 * @param hex `#rrggbb`.
 */
export function sameLuminanceOtherHue( hex: string ): string {
	const rgb = [ 1, 3, 5 ].map(
		( i ) => parseInt( hex.slice( i, i + 2 ), 16 ) / 255
	);
	const linear = ( c: number ) =>
		c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	const luminance = ( c: number[] ) =>
		0.2126 * linear( c[ 0 ] ) +
		0.7152 * linear( c[ 1 ] ) +
		0.0722 * linear( c[ 2 ] );
	const target = luminance( rgb );
	// The complementary hue, then scaled until its luminance matches.
	const max = Math.max( ...rgb );
	const min = Math.min( ...rgb );
	const turned = rgb.map( ( c ) => max + min - c );
	let low = 0;
	let high = 4;
	let out = turned;
	for ( let i = 0; i < 40; i++ ) {
		const k = ( low + high ) / 2;
		out = turned.map( ( c ) => Math.min( 1, c * k ) );
		if ( luminance( out ) < target ) {
			low = k;
		} else {
			high = k;
		}
	}
	return (
		'#' +
		out
			.map( ( c ) =>
				Math.round( c * 255 )
					.toString( 16 )
					.padStart( 2, '0' )
			)
			.join( '' )
	);
}

/**
 * `#rrggbb` as the `rgb(r, g, b)` computed styles give.
 *
 * @param hex Colour.
 */
export const rgb = ( hex: string ) =>
	`rgb(${ [ 1, 3, 5 ]
		.map( ( i ) => parseInt( hex.slice( i, i + 2 ), 16 ) )
		.join( ', ' ) })`;

/** A library item, as the lists give it. */
export interface Item {
	id: number;
	slug: string;
	name: string;
	type: 'page' | 'block' | 'pack';
	thumbnail: string;
	pack: { slug: string } | null;
	tags: Array< { name: string } >;
}

/**
 * The card's source: the capture of the whole item (`<slug>-full.webp`,
 * the lightbox screenshot the card is cut from), as a data URL.
 *
 * @param admin Admin client.
 * @param item  Item.
 */
export async function cardSource(
	admin: SiteRest,
	item: Pick< Item, 'thumbnail' >
): Promise< string > {
	const url = item.thumbnail.replace( /\.webp$/, '-full.webp' );
	const bytes = await admin.raw( url );
	return `data:image/webp;base64,${ bytes.toString( 'base64' ) }`;
}

/** A parsed block, as far as a validity check reads it. */
type ParsedBlock = {
	name: string;
	isValid: boolean;
	innerBlocks: ParsedBlock[];
};

/**
 * The blocks WordPress's editor finds invalid in block markup: each content
 * parsed as the editor parses a post it loads (its `save()` of the
 * attributes checked against the saved HTML), by name; the page is taken to
 * a new post's editor first when it is not there.
 *
 * @param page     A page signed in as an editor.
 * @param contents Block markup.
 */
export async function invalidBlocks(
	page: Page,
	contents: string[]
): Promise< string[] > {
	if ( ! page.url().includes( '/wp-admin/post-new.php' ) ) {
		await page.goto( '/wp-admin/post-new.php' );
		await page.waitForFunction(
			() =>
				(
					window as unknown as {
						wp?: { blocks?: { getBlockTypes: () => unknown[] } };
					}
				 ).wp?.blocks?.getBlockTypes().length
		);
	}
	return page.evaluate( ( markup ) => {
		const { wp } = window as unknown as {
			wp: { blocks: { parse: ( html: string ) => ParsedBlock[] } };
		};
		const found: string[] = [];
		const walk = ( list: ParsedBlock[] ) => {
			for ( const block of list ) {
				found.push( ...( block.isValid ? [] : [ block.name ] ) );
				walk( block.innerBlocks );
			}
		};
		markup.forEach( ( html ) => walk( wp.blocks.parse( html ) ) );
		return found;
	}, contents );
}

/** The class of the marker in front of each item of a batch page. */
export const MARK = 'stencilbox-fidelity-item';

/** What `/insert` answers, as far as the fidelity suites read it. */
export interface InsertAnswer {
	content: string;
	item: { design?: Design | null };
	look: {
		look: 'site' | 'pack';
		matched: boolean;
		reason: string;
		kept: Array< { text: string; background: string; ratio: number } >;
	};
}

/** An item's design as roles (the hub's `design`, DesignSchema). */
export interface Design {
	colors: Array< { role: string; value: string; slug: string } >;
	fonts: Array< { role: string; value: string; slug: string } >;
}

/**
 * Items inserted into one new page, as the library inserts them (`/insert`
 * into that page: filtered content, images copied into the media
 * library), one after the other, each behind a marker of no height; the
 * page is published with a template that shows only its content.
 *
 * @param admin    Admin client.
 * @param items    Items.
 * @param title    Page title.
 * @param template Page template.
 * @param look     The look to insert in ("Match my site" or "Keep the
 *                 pack's look"); none: the site's remembered one.
 * @return The page's id and link, and each insert's answer by slug.
 */
export async function insertBatch(
	admin: SiteRest,
	items: Array< Pick< Item, 'id' | 'slug' > >,
	title: string,
	template = 'page-no-title',
	look?: 'site' | 'pack'
): Promise< {
	id: number;
	link: string;
	answers: Record< string, InsertAnswer >;
} > {
	const draft = await admin.rest< { id: number } >( 'POST', '/wp/v2/pages', {
		title,
		status: 'draft',
	} );
	const parts: string[] = [];
	const answers: Record< string, InsertAnswer > = {};
	for ( const item of items ) {
		const answer = await admin.rest< InsertAnswer >(
			'POST',
			'/stencilbox/v1/insert',
			{
				id: item.id,
				postId: draft.id,
				origin: 'library',
				platform: 'gutenberg',
				...( look ? { look } : {} ),
			}
		);
		const { content } = answer;
		answers[ item.slug ] = answer;
		parts.push(
			`<!-- wp:html -->\n<div class="${ MARK }" data-slug="${ item.slug }" style="margin:0;padding:0;height:0"></div>\n<!-- /wp:html -->`,
			content
		);
	}
	const page = await admin.rest< { id: number; link: string } >(
		'POST',
		`/wp/v2/pages/${ draft.id }`,
		{ content: parts.join( '\n\n' ), status: 'publish', template }
	);
	return { id: page.id, link: page.link, answers };
}

/**
 * Where each item of a batch page is: from the top of its first block to
 * the bottom of its last, across the whole width (as the cards capture a
 * page's content).
 *
 * @param page The batch page, settled.
 */
export function itemRegions( page: Page ): Promise<
	Array< {
		slug: string;
		clip: Clip;
	} >
> {
	return page.evaluate( ( mark ) => {
		const marks = [
			...document.querySelectorAll< HTMLElement >( `.${ mark }` ),
		];
		return marks.map( ( marker, n ) => {
			const rects: DOMRect[] = [];
			for (
				let el = marker.nextElementSibling;
				el && el !== marks[ n + 1 ];
				el = el.nextElementSibling
			) {
				const rect = el.getBoundingClientRect();
				if ( rect.height > 0 ) {
					rects.push( rect );
				}
			}
			const top = Math.min( ...rects.map( ( r ) => r.top ) ) + scrollY;
			const bottom =
				Math.max( ...rects.map( ( r ) => r.bottom ) ) + scrollY;
			return {
				slug: marker.dataset.slug as string,
				clip: {
					x: 0,
					y: Math.floor( top ),
					width: document.documentElement.clientWidth,
					height: Math.max(
						1,
						Math.ceil( bottom - Math.floor( top ) )
					),
				},
			};
		} );
	}, MARK );
}

/**
 * The live previews of some items on this site (the details' frame, laid
 * out as a page's content; several at once, one content box each): the
 * page captured whole, and where each item's box is.
 *
 * @param page   A page of the admin (logged in).
 * @param slugs  Item slugs.
 * @param before Run on the page once it is settled, before it is measured.
 */
export async function livePreviews(
	page: Page,
	slugs: string[],
	before?: ( preview: Page ) => Promise< void >
): Promise< { shot: Buffer; regions: Record< string, Clip > } > {
	await page.goto(
		`/?stencilbox-preview=${ slugs.join(
			','
		) }&stencilbox-preview-view=page`
	);
	await settle( page );
	await before?.( page );
	const regions = await page.evaluate( () =>
		Object.fromEntries(
			[
				...document.querySelectorAll< HTMLElement >(
					'[data-stencilbox-preview-item]'
				),
			].map( ( box ) => {
				const rect = box.getBoundingClientRect();
				return [
					box.dataset.stencilboxPreviewItem as string,
					{
						x: 0,
						y: Math.floor( rect.top + scrollY ),
						width: document.documentElement.clientWidth,
						height: Math.max( 1, Math.ceil( rect.height ) ),
					},
				];
			} )
		)
	);
	const shot = await page.screenshot( {
		fullPage: true,
		animations: 'disabled',
		type: 'jpeg',
		quality: 90,
	} );
	return { shot, regions };
}

/** A site's identity: title, tagline, logo (0 for none). */
export interface Identity {
	title: string;
	description: string;
	site_logo?: number | null;
}

/**
 * Sets the site's title, tagline and logo.
 *
 * @param admin    Admin client.
 * @param identity Identity.
 */
export async function setIdentity( admin: SiteRest, identity: Identity ) {
	const { site_logo: logo, ...text } = identity;
	await admin.rest( 'POST', '/wp/v2/settings', {
		...text,
		...( typeof logo === 'number' ? { site_logo: logo } : {} ),
	} );
}

/**
 * The title and tagline the demo pictures of standalone headers and footers
 * were captured under (thumbnails.mjs titles the capture site after the
 * brand an item shows), read from the demo catalogue's content, by slug.
 */
export function captureIdentities(): Record<
	string,
	{ title: string; description: string }
> {
	const module = path.resolve(
		__dirname,
		'../../../bin/demo-catalogue/catalogue.mjs'
	);
	const script = `
		import { loadCatalogue } from ${ JSON.stringify( pathToFileURL( module ).href ) };
		const { items } = await loadCatalogue();
		const out = {};
		for ( const item of items ) {
			const identity = item.build.sections.find( ( s ) => s.brand );
			if ( identity && ! item.pack ) {
				out[ item.slug ] = { title: identity.brand, description: identity.tagline || '' };
			}
		}
		console.log( JSON.stringify( out ) );
	`;
	return JSON.parse(
		execFileSync(
			process.execPath,
			[ '--input-type=module', '-e', script ],
			{
				encoding: 'utf8',
			}
		)
	);
}
