/**
 * "Match my site" for Elementor (issue [25]), as a visitor sees it with the
 * real Elementor, on a site whose kit has colours of its own (`KIT`):
 *
 * - a Harbor page imported in the site's look is drawn by Elementor with
 *   the kit's global colours — none of the pack's own — and stays
 *   readable (axe); imported in the pack's look it keeps the pack's
 *   colours, as before;
 * - every standalone Elementor demo item (this run's share of them: the
 *   content sweep, tests/e2e/utils/content-sweep.ts) inserted in the
 *   site's look (`/insert`, as the library's Insert into Elementor) into
 *   a few pages (Elementor Canvas): in the saved `_elementor_data` every
 *   colour Elementor draws points at a kit global (`__globals__`), or
 *   keeps a value the insert reported as kept for contrast, every font is
 *   the kit's, and no colour of the item's design is written anywhere
 *   else; on the front end no colour of the item's design is drawn (the
 *   kept ones aside), axe finds nothing serious, and each item looks
 *   (SSIM) like the same item in the pack's look, re-coloured to the kit
 *   (`SAME_DESIGN`), and like its card re-coloured to the kit
 *   (tests/e2e/utils/recolour.ts: the pixels at each colour the insert
 *   linked, or at a mix of two, take the kit colour it was linked to) as
 *   much as the pack's look looks like its card, less `MARGIN` (the cards
 *   are the Gutenberg twin's rendering: a known lower bar, annotated, as
 *   are `KNOWN` and `KNOWN_LEFT`); the scores are printed
 *   (`fidelity: elementor site look: <slug> ssim …`) and the pictures kept
 *   in `artifacts/fidelity-elementor/`; in the pack's look each item
 *   without pictures is the stored item, byte for byte but its new
 *   element ids.
 *
 * Runs where the real Elementor is given (STENCILBOX_ELEMENTOR_DIR, which
 * makes this project); it is never part of this repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import { shot } from '../utils/cloud';
import { sweep } from '../utils/content-sweep';
import {
	countersShown,
	DEFAULT_KIT_TYPOGRAPHY,
	designLeft,
	elementsRegion,
	withoutIds,
	type ElementorElement,
	type KitLook,
} from '../utils/elementor';
import {
	allItems,
	background,
	batches,
	captureIdentities,
	cardSource,
	dataUrl,
	newVisitorContext,
	remember,
	rgb,
	setIdentity,
	settle,
	similarity,
	SAME_DESIGN,
	type Clip,
	type Identity,
	type Item,
} from '../utils/fidelity';
import { signInNewAccount } from '../utils/library-account';
import { asPng, recolourImage } from '../utils/recolour';
import { SiteRest } from '../utils/site-rest';

/** The site's kit: Elementor's four system colours and a page colour. */
const KIT = {
	system_colors: [
		{ _id: 'primary', title: 'Primary', color: '#0F766E' },
		{ _id: 'secondary', title: 'Secondary', color: '#334155' },
		{ _id: 'text', title: 'Text', color: '#1E293B' },
		{ _id: 'accent', title: 'Accent', color: '#B45309' },
	],
	custom_colors: [ { _id: 'a1b2c3d', title: 'Page', color: '#FFFFFF' } ],
};

/** Harbor's own colours (the demo's `harbor-agency-home`). */
const PACK_COLOURS = [ '#142233', '#1f4e79', '#ff7a59', '#56606c' ];

/**
 * Every text and background colour Elementor draws: in its page, or in
 * some elements of it and everything inside them.
 *
 * @param page  Page.
 * @param roots CSS selectors of the elements (by default Elementor's pages).
 */
const drawnColours = ( page: Page, roots = [ '.elementor' ] ) =>
	page.evaluate( ( selectors ) => {
		const found = new Set< string >();
		for ( const root of document.querySelectorAll(
			selectors.join( ',' )
		) ) {
			for ( const el of [ root, ...root.querySelectorAll( '*' ) ] ) {
				const style = getComputedStyle( el );
				found.add( style.color );
				if ( style.backgroundColor !== 'rgba(0, 0, 0, 0)' ) {
					found.add( style.backgroundColor );
				}
			}
		}
		return [ ...found ];
	}, roots );

/** Where the pages of the standalone items are kept for a person to look at. */
const SHOTS = 'artifacts/fidelity-elementor';

/**
 * Items whose rendering in the site's look is held to a lower similarity
 * to their re-coloured card than `SAME_DESIGN`, and why (printed as an
 * annotation of the test whenever the item is checked): a bar of its own
 * (`min`), or a wider margin under the pack's look's score against its
 * card (`margin`, instead of `MARGIN`: the scores of both move with where
 * the item falls on its batch's page).
 */
const KNOWN: Record< string, { min?: number; margin?: number; why: string } > =
	{
		// Checked on every item with the real Elementor 4.2.3 (2026-12-01,
		// STENCILBOX_CONTENT_SWEEP=all): the only item under its bar, by 0.008.
		'cafe-menu': {
			min: 0.47,
			why: 'a text-only menu (some 30 lines of 13–19 px text): against the card as it is the site’s look scores 0.50, above its bar (0.49); re-colouring the card moves the anti-aliased edges of all that small text (tests/e2e/utils/recolour.ts), which takes it to 0.48, where the pack’s look, compared with the card as it is, scores 0.54; against the pack’s look re-coloured it scores 0.93–0.98, and its colours and fonts are checked as for every item',
		},
		// Sampled by CI on 16656b07 (2026-12-02, 8 items on 2 pages): 0.669
		// against a bar of 0.688; with every item (5 pages) 0.534 against 0.491.
		'photographer-cover-hero': {
			margin: 0.1,
			why: 'most of it is its cover’s background, an image (photography-scene-1.svg: a warm sky and a tan sun, #dab188), which the site keeps as drawn, as it keeps every image; re-colouring the card pixel by pixel (tests/e2e/utils/recolour.ts) turns that sun and sky to the kit’s blue-greys as if they were the pack’s colours: where the hero falls on its page decides how much that weighs (8 items: 0.67 against the re-coloured card, 0.72 against the card as it is, the pack’s look 0.74; every item: 0.53, 0.52, 0.54); its 8 colours are all linked to the kit, none kept, and against the pack’s look re-coloured it scores 0.94–0.995',
		},
	};

/**
 * Colours of an item's design its saved content still writes where no
 * control can point at a kit global, and why (annotated whenever the item
 * is checked): anything else left fails.
 */
const KNOWN_LEFT: Record< string, { left: string[]; why: string } > = {};

/**
 * How much of a page an item fills (a page is about three blocks tall):
 * a page of items stays short enough for one full-page screenshot.
 */
const PER_PAGE = 9;

/** What `/insert` answers, as read here. */
interface Inserted {
	content: string;
	look: {
		matched: boolean;
		reason: string;
		kept: Array< { text: string; background: string } >;
	};
	item: {
		design?: { colors?: Array< { role: string; value: string } > } | null;
	};
}

/**
 * An item's Elementor export as the demo catalogue ships it.
 *
 * @param slug Item slug.
 */
const demoFile = ( slug: string ) =>
	path.resolve(
		__dirname,
		`../../../php/Hub/Catalog/demo/elementor/${ slug }.json`
	);

/**
 * Every standalone Elementor item of the demo catalogue (pages and blocks
 * outside packs): not the items other specs of the project publish to the
 * same site's library (such as `harbor-home`), which have no demo file to
 * compare the pack's look with.
 *
 * @param admin Admin client.
 */
async function standaloneItems( admin: SiteRest ): Promise< Item[] > {
	return (
		await allItems( admin, 'all', { platform: 'elementor', per_page: 50 } )
	).filter(
		( i ) =>
			i.type !== 'pack' && ! i.pack && fs.existsSync( demoFile( i.slug ) )
	);
}

/**
 * The kit's typography globals (id → family) from its saved settings, or
 * Elementor's defaults where it saved none.
 *
 * @param settings The kit's page settings.
 */
function kitTypography( settings: unknown ): Record< string, string > {
	const saved = settings as {
		system_typography?: Array< Record< string, string > >;
		custom_typography?: Array< Record< string, string > >;
	} | null;
	const list = [
		...( saved?.system_typography ?? [] ),
		...( saved?.custom_typography ?? [] ),
	];
	return list.length
		? Object.fromEntries(
				list.map( ( t ) => [ t._id, t.typography_font_family ] )
			)
		: DEFAULT_KIT_TYPOGRAPHY;
}

/**
 * How much less an item in the site's look may look like its re-coloured
 * card than the same item in the pack's look looks like its card.
 */
const MARGIN = 0.05;

/** Why no item reaches `SAME_DESIGN` against its card here. */
const WHY_ELEMENTOR =
	'the cards are the Gutenberg twin’s rendering (the demo README: Elementor variants share their pictures); Elementor draws the same sections with its own widgets, its kit’s fonts and the theme’s text sizes, so the pack’s look already scores about 0.4–0.6 against its card';

/** An item placed in a page, as the checks need it. */
interface Placed {
	item: Item;
	/** Its top-level elements' ids in the page. */
	ids: string[];
	/** Its elements as inserted. */
	content: ElementorElement[];
	/** Its design's colours, and those kept for contrast. */
	colours: string[];
	kept: string[];
	look: Inserted[ 'look' ];
}

/**
 * Items inserted one after the other into a new page in a look, as the
 * library inserts them into Elementor (`/insert` for that page: new ids,
 * the look, images copied into the media library), saved through the
 * REST meta Elementor registers for its data and published alone on the
 * page (Elementor Canvas: no theme header or footer).
 *
 * @param admin Admin client.
 * @param items Items.
 * @param look  site or pack.
 * @param title Page title.
 */
async function placeAll(
	admin: SiteRest,
	items: Item[],
	look: 'site' | 'pack',
	title: string
): Promise< { id: number; link: string; placed: Placed[] } > {
	const draft = await admin.rest< { id: number } >( 'POST', '/wp/v2/pages', {
		title,
		status: 'draft',
	} );
	const placed: Placed[] = [];
	for ( const item of items ) {
		const inserted = await admin.rest< Inserted >(
			'POST',
			'/stencilbox/v1/insert',
			{
				id: item.id,
				postId: draft.id,
				origin: 'library',
				platform: 'elementor',
				look,
			}
		);
		const content = (
			JSON.parse( inserted.content ) as { content: ElementorElement[] }
		 ).content;
		const design = inserted.item.design?.colors ?? [];
		const keptRoles = inserted.look.kept.flatMap( ( pair ) => [
			pair.text,
			pair.background,
		] );
		placed.push( {
			item,
			ids: content.map( ( element ) => element.id ),
			content,
			colours: design.map( ( c ) => c.value ),
			kept: design
				.filter( ( c ) => keptRoles.includes( c.role ) )
				.map( ( c ) => c.value ),
			look: inserted.look,
		} );
	}
	const page = await admin.rest< { link: string } >(
		'POST',
		`/wp/v2/pages/${ draft.id }`,
		{
			status: 'publish',
			template: 'elementor_canvas',
			meta: {
				_elementor_edit_mode: 'builder',
				_elementor_template_type: 'wp-page',
				_elementor_data: JSON.stringify(
					placed.flatMap( ( p ) => p.content )
				),
			},
		}
	);
	return { id: draft.id, link: page.link, placed };
}

test.describe( 'Match my site with the real Elementor', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	let admin: SiteRest;
	let previous: unknown;

	test.beforeAll( async ( { baseURL } ) => {
		await signInNewAccount( baseURL as string, 'look' );
		admin = await SiteRest.login( baseURL as string );
		previous = (
			await admin.rest< { previous: unknown } >(
				'POST',
				'/stencilbox-e2e/v1/elementor-kit',
				{ settings: KIT }
			)
		).previous;
	} );

	test.afterAll( async () => {
		await admin?.rest( 'POST', '/stencilbox-e2e/v1/elementor-kit', {
			settings: null,
			previous,
		} );
		await admin?.dispose();
	} );

	test( 'a page imported in the site’s look draws the kit’s colours and none of the pack’s; in the pack’s look, the pack’s', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const items = await admin.rest< {
			data: Array< { id: number; slug: string } >;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'elementor',
			type: 'page',
			plan: 'all',
			search: 'Harbor',
			per_page: 50,
		} );
		const home = items.data.find(
			( item ) => item.slug === 'harbor-agency-home'
		) as { id: number };
		const drawn: Record< string, string[] > = {};
		for ( const look of [ 'site', 'pack' ] as const ) {
			const made = await admin.rest< {
				post_id: number;
				look: { matched: boolean };
			} >( 'POST', '/stencilbox/v1/import/page', {
				id: home.id,
				title: `Harbor home, ${ look }`,
				platform: 'elementor',
				look,
			} );
			expect( made.look.matched ).toBe( look === 'site' );
			await page.goto( `/?page_id=${ made.post_id }&preview=true` );
			await expect(
				page.locator( '.elementor h1' ).first()
			).toBeVisible();
			// Elementor's Full Width on this block theme: the theme's own header
			// part above the page, not WordPress's theme-compat header.
			await expect(
				page.locator( 'header.wp-block-template-part' )
			).toBeVisible();
			await expect( page.locator( '#header' ) ).toHaveCount( 0 );
			drawn[ look ] = await drawnColours( page );
			await shot( page, 'elementor-real', `look-${ look }` );
			// Serious and critical violations only, in the page Elementor drew
			// (the admin bar above it is WordPress's and Elementor's own).
			expect(
				await axeViolations( page, [
					'[data-elementor-type="wp-page"]',
				] ),
				look
			).toEqual( [] );
		}
		for ( const hex of PACK_COLOURS ) {
			expect( drawn.pack, hex ).toContain( rgb( hex ) );
			expect( drawn.site, hex ).not.toContain( rgb( hex ) );
		}
		// The kit's colours are what the matched page shows.
		expect( drawn.site ).toContain( rgb( '#0F766E' ) );
		expect( drawn.site ).toContain( rgb( '#1E293B' ) );
	} );

	test( 'every standalone item inserted in the site’s look points only at the kit’s globals, passes axe and looks like its card re-coloured to the kit as the pack’s look looks like its card; in the pack’s look it is the stored item', async ( {
		browser,
	} ) => {
		test.setTimeout( 300_000 );
		const started = Date.now();
		const spent = new Map< string, number >();
		const time = async < T >( label: string, work: () => Promise< T > ) => {
			const at = Date.now();
			const result = await work();
			spent.set( label, ( spent.get( label ) ?? 0 ) + Date.now() - at );
			return result;
		};
		const all = await standaloneItems( admin );
		expect( all.length ).toBeGreaterThanOrEqual( 20 );
		const chosen = await sweep(
			'standalone Elementor items',
			all,
			( item ) => item.slug
		);
		const kit: KitLook = {
			colours: Object.fromEntries(
				[ ...KIT.system_colors, ...KIT.custom_colors ].map( ( c ) => [
					c._id,
					c.color,
				] )
			),
			typography: kitTypography( previous ),
		};
		const kitColours = Object.values( kit.colours ).map( rgb );
		// A header or footer shows the site's title: it is seen under the
		// title its card was captured with, on a page of its own.
		const identities = captureIdentities();
		const own = await admin.rest< Identity >( 'GET', '/wp/v2/settings' );
		const groups = batches(
			chosen,
			( item ) => JSON.stringify( identities[ item.slug ] ?? null ),
			PER_PAGE
		);
		const context = await newVisitorContext( browser );
		const visitor = await context.newPage();
		const comparer = await context.newPage();
		const mark = await admin.rest< { attachment: number; meta: number } >(
			'GET',
			'/stencilbox-e2e/v1/media-mark'
		);
		const pages: number[] = [];
		const scores: number[] = [];
		const twins: number[] = [];
		let asStored = 0;
		fs.mkdirSync( SHOTS, { recursive: true } );
		test.info().annotations.push( {
			type: 'known lower bar',
			description: `every item: its look in the pack's look against its card, less ${ MARGIN } (${ WHY_ELEMENTOR })`,
		} );
		try {
			for ( const [ n, group ] of groups.entries() ) {
				const seenAs = JSON.parse( group.key ) as Identity | null;
				if ( seenAs ) {
					await setIdentity( admin, seenAs );
				}
				const site = await time( 'insert', () =>
					placeAll(
						admin,
						group.items,
						'site',
						`Match my site ${ n + 1 }`
					)
				);
				const pack = await time( 'insert', () =>
					placeAll(
						admin,
						group.items,
						'pack',
						`Pack's look ${ n + 1 }`
					)
				);
				pages.push( site.id, pack.id );

				// The site's look as saved: the kit's globals only.
				const saved = JSON.parse(
					(
						await admin.rest< { value: string } >(
							'GET',
							'/stencilbox-e2e/v1/post-meta',
							{ post_id: site.id, key: '_elementor_data' }
						)
					).value
				) as ElementorElement[];
				const maps: Record< string, Record< string, string > > = {};
				for ( const {
					item,
					ids,
					colours,
					kept,
					look,
				} of site.placed ) {
					expect
						.soft( look, `${ item.slug } matched` )
						.toMatchObject( { matched: true, reason: '' } );
					const left = designLeft(
						saved.filter( ( element ) =>
							ids.includes( element.id )
						),
						kit,
						{ colours, kept }
					);
					// eslint-disable-next-line no-console
					console.log(
						`elementor site look: ${ item.slug }: ${ left.linked } colours linked to the kit, ${ left.kept } kept, ${ left.fonts } fonts the kit's`
					);
					const knownLeft = KNOWN_LEFT[ item.slug ];
					if ( knownLeft ) {
						test.info().annotations.push( {
							type: 'known design left',
							description: `${ item.slug }: ${ knownLeft.left.join(
								'; '
							) } (${ knownLeft.why })`,
						} );
					}
					expect
						.soft(
							left.problems,
							`${ item.slug }: its own design left`
						)
						.toEqual( knownLeft?.left ?? [] );
					expect
						.soft( left.linked, `${ item.slug }: colours linked` )
						.toBeGreaterThan( 0 );
					maps[ item.slug ] = left.map;
				}
				// The pack's look: the item as stored, but for its new ids
				// (items without pictures: the others' are copied here).
				for ( const { item, content, look } of pack.placed ) {
					expect
						.soft( look, `${ item.slug } in the pack's look` )
						.toMatchObject( { matched: false, reason: 'pack' } );
					const file = fs.readFileSync(
						demoFile( item.slug ),
						'utf8'
					);
					if ( ! file.includes( 'images/' ) ) {
						asStored++;
						expect
							.soft(
								JSON.stringify( withoutIds( content ) ),
								`${ item.slug } in the pack's look`
							)
							.toBe(
								JSON.stringify(
									withoutIds(
										(
											JSON.parse( file ) as {
												content: ElementorElement[];
											}
										 ).content
									)
								)
							);
					}
				}

				// Both pages as a visitor sees them.
				const drawnPage = async ( link: string, key: string ) => {
					await time( 'visit', async () => {
						await visitor.goto( link );
						await settle( visitor );
						await countersShown( visitor );
					} );
					const whole = await time( 'screenshots', () =>
						visitor.screenshot( {
							fullPage: true,
							animations: 'disabled',
							type: 'jpeg',
							quality: 90,
						} )
					);
					await remember( comparer, key, dataUrl( whole ) );
				};
				await drawnPage( pack.link, 'pack' );
				const packRegions: Record< string, Clip > = {};
				const packShots: Record< string, Buffer > = {};
				for ( const { item, ids } of pack.placed ) {
					packRegions[ item.slug ] = await elementsRegion(
						visitor,
						ids
					);
					packShots[ item.slug ] = await time( 'screenshots', () =>
						visitor.screenshot( {
							clip: packRegions[ item.slug ],
							fullPage: true,
							animations: 'disabled',
							type: 'jpeg',
							quality: 90,
						} )
					);
				}
				await drawnPage( site.link, 'site' );
				expect
					.soft(
						await time( 'axe', () =>
							axeViolations( visitor, [
								'[data-elementor-type="wp-page"]',
							] )
						),
						`axe: page ${ n + 1 }`
					)
					.toEqual( [] );
				const bg = await background( visitor );
				for ( const { item, ids, colours, kept } of site.placed ) {
					// None of the item's own colours drawn (the kit's and the kept ones aside).
					const drawn = await drawnColours(
						visitor,
						ids.map( ( id ) => `[data-id="${ id }"]` )
					);
					for ( const colour of colours ) {
						if (
							! kept.includes( colour ) &&
							! kitColours.includes( rgb( colour ) )
						) {
							expect
								.soft(
									drawn,
									`${ item.slug } draws ${ colour }`
								)
								.not.toContain( rgb( colour ) );
						}
					}
					const clip = await elementsRegion( visitor, ids );
					await visitor.screenshot( {
						path: path.join(
							SHOTS,
							`${ item.slug }-site-look.png`
						),
						clip,
						fullPage: true,
					} );
					const card = await time( 'cards', async () =>
						asPng( comparer, await cardSource( admin, item ), 640 )
					);
					const recoloured = recolourImage( card, maps[ item.slug ] );
					fs.writeFileSync(
						path.join(
							SHOTS,
							`${ item.slug }-card-recoloured.png`
						),
						recoloured
					);
					// The same item in the pack's look, as Elementor drew
					// it, re-coloured alike: only the colours differ.
					const packRecoloured = recolourImage(
						await asPng(
							comparer,
							dataUrl( packShots[ item.slug ] ),
							640
						),
						maps[ item.slug ]
					);
					fs.writeFileSync(
						path.join(
							SHOTS,
							`${ item.slug }-pack-look-recoloured.png`
						),
						packRecoloured
					);
					const [ score, asIs, packScore, twin ] = await time(
						'ssim',
						() =>
							Promise.all( [
								similarity(
									comparer,
									{ key: 'site', clip },
									dataUrl( recoloured ),
									bg
								),
								similarity(
									comparer,
									{ key: 'site', clip },
									dataUrl( card ),
									bg
								),
								similarity(
									comparer,
									{
										key: 'pack',
										clip: packRegions[ item.slug ],
									},
									dataUrl( card ),
									bg
								),
								similarity(
									comparer,
									{ key: 'site', clip },
									dataUrl( packRecoloured ),
									bg
								),
							] )
					);
					scores.push( score );
					const known = KNOWN[ item.slug ];
					const min =
						known?.min ??
						Math.min(
							SAME_DESIGN,
							packScore - ( known?.margin ?? MARGIN )
						);
					// eslint-disable-next-line no-console
					console.log(
						`fidelity: elementor site look: ${
							item.slug
						} ssim ${ score.toFixed( 3 ) } (the card as it is ${ asIs.toFixed(
							3
						) }; the pack's look against its card ${ packScore.toFixed(
							3
						) }; against the pack's look re-coloured ${ twin.toFixed(
							3
						) })`
					);
					twins.push( twin );
					if ( known ) {
						test.info().annotations.push( {
							type: 'known lower bar',
							description: `${ item.slug }: ${ min.toFixed(
								3
							) } (${ known.why })`,
						} );
					}
					expect
						.soft(
							score,
							`${ item.slug } looks like its card re-coloured to the kit`
						)
						.toBeGreaterThanOrEqual( min );
					expect
						.soft(
							twin,
							`${ item.slug } looks like its pack's look re-coloured to the kit`
						)
						.toBeGreaterThanOrEqual( SAME_DESIGN );
				}
			}
			// At least one item compared as stored: one without pictures.
			if ( asStored === 0 ) {
				const plain = all.find(
					( item ) => item.slug === 'impact-numbers'
				) as Item;
				const kept = await placeAll(
					admin,
					[ plain ],
					'pack',
					'Pack’s look'
				);
				pages.push( kept.id );
				expect(
					JSON.stringify( withoutIds( kept.placed[ 0 ].content ) )
				).toBe(
					JSON.stringify(
						withoutIds(
							(
								JSON.parse(
									fs.readFileSync(
										demoFile( plain.slug ),
										'utf8'
									)
								) as { content: ElementorElement[] }
							 ).content
						)
					)
				);
			}
		} finally {
			await setIdentity( admin, {
				title: own.title,
				description: own.description,
			} );
			for ( const id of pages ) {
				await admin.rest( 'DELETE', `/wp/v2/pages/${ id }`, {
					force: true,
				} );
			}
			await admin.rest( 'POST', '/stencilbox-e2e/v1/delete-media', {
				after: mark.attachment,
				meta_after: mark.meta,
			} );
			await context.close();
		}
		const sorted = [ ...scores ].sort( ( a, b ) => a - b );
		// eslint-disable-next-line no-console
		console.log(
			`fidelity: elementor site look: ${ chosen.length } items in ${
				groups.length
			} pages, ${ Math.round( ( Date.now() - started ) / 1000 ) } s (${ [
				...spent,
			]
				.map(
					( [ label, ms ] ) =>
						`${ label } ${ Math.round( ms / 1000 ) } s`
				)
				.join( ', ' ) }); ssim min ${ sorted[ 0 ]?.toFixed(
				3
			) }, median ${ sorted[ Math.floor( sorted.length / 2 ) ]?.toFixed(
				3
			) }; against the pack's look re-coloured min ${ Math.min(
				...twins
			).toFixed( 3 ) }`
		);
	} );
} );
