/**
 * What a visitor sees (issue [13]), judged on the rendered front end:
 *
 * - every block-editor demo pack, imported with a title, tagline, logo and
 *   colour of the user's: on the front page and every imported page the
 *   identity and the colour show, the fonts load from the site, axe (WCAG
 *   2.0/2.1 A and AA) finds nothing serious, and the page looks like its
 *   card (SSIM over `SAME_DESIGN`, printed per page); the front page looks
 *   like "Preview site"; each of the pack's blocks inserted into a new page
 *   of the imported site passes axe and looks like its card; revert gives
 *   back every table;
 * - every standalone page and block inserted into a new page of this
 *   site (Twenty Twenty-Five) passes axe and looks like its card and like
 *   its live preview;
 * - on a classic theme (Twenty Twenty-One, whose fonts and font sizes
 *   are its own) the items that claim classic themes ("Classic themes"
 *   tag) pass axe and look like their cards and live previews there, and
 *   so does every standalone page against its live preview.
 *
 * "Every" is every item when the demo catalogue changed since the last
 * full sweep (or with STENCILBOX_CONTENT_SWEEP=all: `npm run test:content`),
 * and otherwise a third of each list, another third on every commit
 * (tests/e2e/utils/content-sweep.ts, bin/lib/content-sweep.mjs): the
 * suite's time budget.
 *
 * Lean by design: one site; imports through REST (the wizard itself is
 * driven in site-import.spec.ts); inserted items share a page (one visit,
 * one axe run per page), each found by a marker in front of it.
 */
import fs from 'node:fs';
import { test, expect } from '../test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import demoCatalogue from '../../../php/Hub/Catalog/demo/catalogue.json';
import { axeViolations } from '../utils/axe';
import {
	allItems,
	background,
	batches,
	captureIdentities,
	cardSource,
	dataUrl,
	deletePosts,
	expectSameDesign,
	insertBatch,
	itemRegions,
	livePreviews,
	newVisitorContext,
	publishSitePosts,
	remember,
	rgb,
	sameLuminanceOtherHue,
	setIdentity,
	settle,
	shoot,
	similarity,
	SAME_DESIGN,
	type Clip,
	type Identity,
	type Item,
} from '../utils/fidelity';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import {
	deadLinks,
	expectSameSite,
	importedPages,
	logoPng,
	snapshot,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';
import { sweep } from '../utils/content-sweep';

const TITLE = 'Tidewater Studio';
const TAGLINE = 'Brands by the sea';
const LOGO_WIDTH = 96;
const SHOTS = 'artifacts/fidelity';
/** The tag of the items that claim to work on classic themes. */
const CLASSIC = 'Classic themes';

interface PackSettings {
	site_title: string;
	tagline: string;
	colors: Array< { id: string; color: string } >;
	typography: Array< { id: string; font_family: string } >;
}

/**
 * An item's stable name: what the content sweep chooses by.
 *
 * @param item Item.
 */
const bySlug = ( item: { slug: string } ) => item.slug;

/**
 * Serious and critical axe violations of a whole page, one line each.
 *
 * @param page Page.
 */
const axe = ( page: Page ) => axeViolations( page, [ 'body' ] );

/**
 * The same, for what was inserted into a page: its content (the theme's
 * own header and footer are not ours).
 *
 * @param page Page.
 */
const axeContent = ( page: Page ) =>
	axeViolations( page, [ '.wp-block-post-content', '.entry-content' ] );

/**
 * Opens a page as a visitor sees it, settled.
 *
 * @param visitor A signed-out page.
 * @param url     URL.
 */
async function visit( visitor: Page, url: string ) {
	await visitor.goto( url );
	await settle( visitor );
}

/**
 * Each section of a page's content that has a lead paragraph (the
 * `large` size) and a section heading: their font sizes as the browser
 * computed them.
 *
 * @param page A rendered page.
 */
function leadsAndHeadings( page: Page ) {
	return page.evaluate( () =>
		[ ...document.querySelectorAll( '.wp-block-post-content > *' ) ]
			.map( ( section ) => {
				const size = ( el: Element ) =>
					parseFloat( getComputedStyle( el ).fontSize );
				const leads = [
					...section.querySelectorAll( 'p.has-large-font-size' ),
				];
				const headings = [ ...section.querySelectorAll( 'h1, h2' ) ];
				return leads.length && headings.length
					? {
							lead: ( leads[ 0 ].textContent ?? '' ).slice(
								0,
								40
							),
							leadSize: Math.max( ...leads.map( size ) ),
							heading: Math.min( ...headings.map( size ) ),
						}
					: null;
			} )
			.filter( ( found ) => found !== null )
	);
}

/**
 * A batch page deleted, and what its inserts did to the media library
 * since a mark taken before them (the copies, and the addresses remembered
 * on an image already there): the site is left as it was.
 *
 * @param admin  Admin client.
 * @param mark   Where the media library stood before.
 * @param pageId The batch page.
 */
async function cleanUp( admin: SiteRest, mark: MediaMark, pageId: number ) {
	await admin.rest( 'DELETE', `/wp/v2/pages/${ pageId }`, { force: true } );
	await admin.rest( 'POST', '/stencilbox-e2e/v1/delete-media', {
		after: mark.attachment,
		meta_after: mark.meta,
	} );
}

/**
 * How much a batch page holds: short enough for one full-page screenshot
 * (twelve blocks, or four whole pages: a page is about three blocks tall,
 * taller on Twenty Twenty-One, whose type is larger).
 */
const PER_PAGE = 12;

/** Where the media library stands: its newest attachment and meta row. */
interface MediaMark {
	attachment: number;
	meta: number;
}

/**
 * Where the media library stands now.
 *
 * @param admin Admin client.
 */
function mediaMark( admin: SiteRest ): Promise< MediaMark > {
	return admin.rest< MediaMark >( 'GET', '/stencilbox-e2e/v1/media-mark' );
}

/** Time spent, by what it was spent on (printed after each test). */
class Clock {
	private spent = new Map< string, number >();

	/**
	 * Runs some work and counts its time.
	 *
	 * @param label What it is.
	 * @param work  The work.
	 */
	async time< T >( label: string, work: () => Promise< T > ): Promise< T > {
		const started = Date.now();
		const result = await work();
		this.since( label, started );
		return result;
	}

	/**
	 * Counts the time since a moment.
	 *
	 * @param label What it was.
	 * @param since When it started (ms).
	 */
	since( label: string, since: number ) {
		this.spent.set(
			label,
			( this.spent.get( label ) ?? 0 ) + Date.now() - since
		);
	}

	/**
	 * Prints the totals.
	 *
	 * @param what The test.
	 */
	print( what: string ) {
		const parts = [ ...this.spent ].map(
			( [ label, ms ] ) => `${ label } ${ Math.round( ms / 1000 ) } s`
		);
		// eslint-disable-next-line no-console
		console.log( `fidelity: ${ what } — ${ parts.join( ', ' ) }` );
	}
}

/**
 * Prints and checks a score; a picture that fails is kept for a person to
 * look at (`artifacts/fidelity/<what>.jpg`).
 *
 * @param what  What was compared.
 * @param score Similarity.
 * @param shot  The rendered picture, or the page it is part of.
 * @param clip  Where in that page.
 */
async function judge(
	what: string,
	score: number,
	shot: Buffer | Page,
	clip?: Clip
) {
	expectSameDesign( what, score );
	if ( score < SAME_DESIGN ) {
		const file = `${ SHOTS }/${ what.replace( /[^a-z0-9-]+/gi, '_' ) }.jpg`;
		fs.mkdirSync( SHOTS, { recursive: true } );
		if ( Buffer.isBuffer( shot ) ) {
			fs.writeFileSync( file, shot );
		} else {
			await shot.screenshot( { path: file, clip, fullPage: true } );
		}
	}
}

/**
 * Items inserted into new pages (one page per identity the items need:
 * a header or footer shows the site's title and tagline, so it is
 * compared under the title its card was captured with): each page passes
 * axe; each item looks like its card and like its live preview on this
 * site (unless told otherwise).
 *
 * @param options          Options.
 * @param options.admin    Admin client.
 * @param options.page     A logged-in page (live previews).
 * @param options.comparer A blank page (comparisons).
 * @param options.visitor  A signed-out page.
 * @param options.items    Items.
 * @param options.where    What the scores are about ("standalone", a pack…).
 * @param options.identity The identity an item is seen under (null: the site's).
 * @param options.card     Whether an item is compared with its card.
 * @param options.preview  Compare with the live previews.
 * @param options.template The batch pages' template.
 * @param options.clock    Where time is counted.
 */
async function checkInserted( {
	admin,
	page,
	comparer,
	visitor,
	items,
	where,
	identity = () => null,
	card: withCard = () => true,
	preview = true,
	template = 'page-no-title',
	clock,
}: {
	admin: SiteRest;
	page: Page;
	comparer: Page;
	visitor: Page;
	items: Item[];
	where: string;
	identity?: ( item: Item ) => Identity | null;
	card?: ( item: Item ) => boolean;
	preview?: boolean;
	template?: string;
	clock: Clock;
} ) {
	// Pages of items seen under the same identity, a few items each.
	const groups = batches(
		items,
		( item ) => JSON.stringify( identity( item ) ),
		PER_PAGE
	);
	for ( const { key, items: group } of groups ) {
		const seenAs = JSON.parse( key ) as Identity | null;
		if ( seenAs ) {
			await clock.time( 'set identity', () =>
				setIdentity( admin, seenAs )
			);
		}
		const before = await mediaMark( admin );
		const batch = await clock.time( 'insert', () =>
			insertBatch( admin, group, `Fidelity: ${ where }`, template )
		);
		await clock.time( 'visit', () => visit( visitor, batch.link ) );
		expect
			.soft(
				await clock.time( 'axe', () => axeContent( visitor ) ),
				`axe: ${ where }, inserted`
			)
			.toEqual( [] );
		const bg = await background( visitor );
		const regions = await itemRegions( visitor );
		expect( regions.map( ( r ) => r.slug ) ).toEqual(
			group.map( ( i ) => i.slug )
		);
		// The whole page once; each item is a part of it.
		const whole = await clock.time( 'screenshots', () =>
			visitor.screenshot( {
				fullPage: true,
				animations: 'disabled',
				type: 'jpeg',
				quality: 90,
			} )
		);
		await clock.time( 'screenshots', () =>
			remember( comparer, 'batch', dataUrl( whole ) )
		);
		// The same items' live previews, in one request.
		const live = preview
			? await clock.time( 'live previews', () =>
					livePreviews(
						page,
						group.map( ( i ) => i.slug )
					)
				)
			: null;
		if ( live ) {
			await remember( comparer, 'preview', dataUrl( live.shot ) );
		}
		for ( const { slug, clip } of regions ) {
			const item = group.find( ( i ) => i.slug === slug ) as Item;
			const part = { key: 'batch', clip };
			if ( withCard( item ) ) {
				await judge(
					`${ where }: ${ slug } inserted`,
					await clock.time( 'ssim', async () =>
						similarity(
							comparer,
							part,
							await cardSource( admin, item ),
							bg
						)
					),
					visitor,
					clip
				);
			}
			if ( live ) {
				await judge(
					`${ where }: ${ slug } inserted against its live preview`,
					await clock.time( 'ssim', () =>
						similarity(
							comparer,
							part,
							{ key: 'preview', clip: live.regions[ slug ] },
							bg
						)
					),
					visitor,
					clip
				);
			}
		}
		await clock.time( 'clean-up', () =>
			cleanUp( admin, before, batch.id )
		);
	}
}

test.describe( 'What a visitor sees', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { viewport: { width: 1280, height: 900 } } );

	let admin: SiteRest;
	let logo: { id: number; url: string };
	let items: Item[];
	let visitorContext: BrowserContext;
	let visitor: Page;
	let comparer: Page;
	let phone: Page;
	let own: Identity;

	test.beforeAll( async ( { baseURL, browser } ) => {
		admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'demo',
		} );
		const email = `fidelity-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
		const media = await admin.upload< {
			id: number;
			source_url: string;
		} >(
			'/wp/v2/media',
			'file',
			'tidewater-logo.png',
			logoPng( [ 20, 110, 160 ] ),
			'image/png'
		);
		logo = { id: media.id, url: media.source_url };
		// The demo's items only: what other tests published to this hub has
		// no card captured the demo's way.
		const demo = new Set(
			demoCatalogue.items.map( ( item ) => item.slug )
		);
		items = [
			...( await allItems( admin, 'page' ) ),
			...( await allItems( admin, 'block' ) ),
		].filter( ( item ) => demo.has( item.slug ) );
		visitorContext = await newVisitorContext( browser as Browser );
		visitor = await visitorContext.newPage();
		comparer = await visitorContext.newPage();
		phone = await visitorContext.newPage();
		await phone.setViewportSize( { width: 390, height: 844 } );
		own = await admin.rest< Identity >( 'GET', '/wp/v2/settings', {
			_fields: 'title,description,site_logo',
		} );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await visitorContext.close();
		await setIdentity( admin, own );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyfive',
		} );
		await admin.rest( 'DELETE', `/wp/v2/media/${ logo.id }`, {
			force: true,
		} );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'mini',
		} );
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'every block-editor pack, imported with a title, tagline, logo and colour of the user’s, and its pages and blocks inserted, look like their cards, pass axe, and revert', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 600_000 );
		const started = Date.now();
		const clock = new Clock();
		const all = await allItems( admin, 'pack' );
		expect( all.length ).toBeGreaterThanOrEqual( 6 );
		const packs = await sweep( 'block-editor packs', all, bySlug );
		// WordPress writes a few options the first time an admin page and the
		// front page are shown; none of them is the import's.
		await page.goto( '/wp-admin/' );
		await visit( visitor, `${ baseURL }/` );
		const before = await snapshot( admin );

		for ( const pack of packs ) {
			const info = await admin.rest< {
				data: {
					settings: PackSettings;
					contents: {
						pages: Array< { slug: string; title: string } >;
					};
				};
			} >( 'GET', '/stencilbox/v1/full-site-import/info', {
				id: pack.id,
				platform: 'gutenberg',
			} );
			const { settings, contents } = info.data;
			const primary = settings.colors.find( ( c ) => c.id === 'primary' )
				?.color as string;
			const chosen = sameLuminanceOtherHue( primary );
			const heading = settings.typography.find(
				( t ) => t.id === 'heading'
			)?.font_family as string;

			// "Preview site", before importing: the front page, whose menu
			// links every page of the pack.
			const previewing = Date.now();
			await page.goto(
				`/?stencilbox-fsi-preview=${ pack.id }&stencilbox-fsi-page=`
			);
			await settle( page );
			const preview = await shoot(
				page.locator( '.wp-block-post-content' )
			);
			clock.since( 'preview site', previewing );
			await expect(
				page.locator(
					'header .wp-block-navigation a[href*="stencilbox-fsi-page="]'
				)
			).toHaveCount( contents.pages.length );

			// The import, as the wizard starts it.
			const importing = Date.now();
			const { data } = await admin.rest< {
				data: { session_id: string };
			} >( 'POST', '/stencilbox/v1/full-site-import/start', {
				id: pack.id,
				platform: 'gutenberg',
				title: TITLE,
				slogan: TAGLINE,
				logo,
				logo_size: LOGO_WIDTH,
				color: { primary: chosen },
				typography: {},
				theme: { stylesheet: 'stencilbox-canvas' },
				plugins: [ 'stencilbox-demo-helper' ],
			} );
			let action = 'continue';
			for ( let i = 0; i < 300 && action === 'continue'; i++ ) {
				( { action } = await admin.rest< { action: string } >(
					'POST',
					'/stencilbox/v1/full-site-import/run',
					{ session_id: data.session_id, is_lightspeed: true }
				) );
			}
			expect( action ).toBe( 'complete' );
			clock.since( 'import', importing );

			// The front page first, then every other imported page (each
			// named after its title; its card is the pack's page of that title).
			const imported = (
				await importedPages( admin, data.session_id )
			).map( ( made ) => ( {
				...made,
				slug: contents.pages.find( ( p ) => p.title === made.title )
					?.slug as string,
				link: made.url,
			} ) );
			expect( imported ).toHaveLength( contents.pages.length );
			imported.sort( ( a, b ) => Number( b.front ) - Number( a.front ) );
			expect( imported[ 0 ].front ).toBe( true );

			// A visitor can go everywhere: every link of every imported
			// page leads to a page of the site, or a section there.
			const dead = await clock.time( 'crawl', () =>
				deadLinks(
					visitorContext.request,
					imported.map( ( p ) =>
						p.front ? `${ baseURL }/` : p.url
					)
				)
			);
			expect( dead, `${ pack.slug }: dead links` ).toEqual( [] );
			for ( const [ n, importedPage ] of imported.entries() ) {
				const isFront = n === 0;
				const where = `${ pack.slug }: ${
					isFront ? 'front page' : importedPage.slug
				}`;
				await clock.time( 'visit', () =>
					visit(
						visitor,
						isFront ? `${ baseURL }/` : importedPage.link
					)
				);
				// The site's identity, as chosen in the wizard.
				const checking = Date.now();
				await expect(
					visitor.locator( '.wp-block-site-title' ).first(),
					where
				).toHaveText( TITLE );
				await expect(
					visitor.locator( '.wp-block-site-tagline' ).first(),
					where
				).toHaveText( TAGLINE );
				const img = visitor
					.locator( '.wp-block-site-logo img' )
					.first();
				await expect( img, where ).toBeVisible();
				expect(
					Math.round( ( await img.boundingBox() )?.width ?? 0 ),
					`${ where }: logo width`
				).toBe( LOGO_WIDTH );
				// The chosen colour is what the browser paints with.
				const colours = await visitor.evaluate( () => {
					const seen = new Set< string >();
					for ( const el of document.querySelectorAll( 'body *' ) ) {
						const style = getComputedStyle( el );
						seen.add( style.color );
						seen.add( style.backgroundColor );
						seen.add( style.borderTopColor );
					}
					return {
						preset: getComputedStyle( document.body )
							.getPropertyValue( '--wp--preset--color--primary' )
							.trim(),
						painted: [ ...seen ],
					};
				} );
				expect( colours.preset.toLowerCase(), where ).toBe( chosen );
				expect( colours.painted, where ).toContain( rgb( chosen ) );
				// The pack's heading font, loaded from this site; nothing
				// loaded from anywhere else.
				const fonts = await visitor.evaluate( ( family ) => {
					const loaded = [ ...document.fonts ].some(
						( face ) =>
							face.family.replace( /["']/g, '' ) === family &&
							face.status === 'loaded'
					);
					const hosts = performance
						.getEntriesByType( 'resource' )
						.map( ( entry ) => new URL( entry.name ).host )
						.filter( ( host ) => host !== location.host );
					return { loaded, hosts };
				}, heading );
				expect( fonts.loaded, `${ where }: ${ heading } loaded` ).toBe(
					true
				);
				expect( fonts.hosts, where ).toEqual( [] );
				// Every page opens with its own hero and level-1 heading,
				// as its card shows it: no theme title above it (the inner
				// pages had one until they asked for "page without title").
				// (A blog page's own query lists its posts' titles.)
				expect(
					await visitor
						.locator( '.wp-block-post-title' )
						.evaluateAll(
							( titles ) =>
								titles.filter(
									( title ) =>
										! title.closest(
											'.wp-block-post-content'
										)
								).length
						),
					`${ where }: the theme's title above the page's own`
				).toBe( 0 );
				await expect( visitor.locator( 'h1' ), where ).toHaveCount( 1 );
				clock.since( 'identity, colour, fonts', checking );
				// The whole front page; on the other pages their own part (the
				// header and footer are the front page's).
				expect
					.soft(
						await clock.time( 'axe', () =>
							isFront ? axe( visitor ) : axeContent( visitor )
						),
						`axe: ${ where }`
					)
					.toEqual( [] );
				// Looks like the card (and, for the front page, like the preview).
				const shot = await clock.time( 'screenshots', () =>
					shoot( visitor.locator( '.wp-block-post-content' ) )
				);
				const card = items.find(
					( p ) => p.slug === importedPage.slug
				);
				expect( card, where ).toBeTruthy();
				const bg = await background( visitor );
				await judge(
					where,
					await clock.time( 'ssim', async () =>
						similarity(
							comparer,
							dataUrl( shot ),
							await cardSource( admin, card as Item ),
							bg
						)
					),
					shot
				);
				// On a phone (390 px, the pack theme's fluid type), the lead
				// paragraph of a section is clearly smaller than its heading;
				// the front page (hero, page-title-like sections), seen whole.
				if ( isFront ) {
					await clock.time( 'phone', async () => {
						await visit( phone, `${ baseURL }/` );
						const sections = await leadsAndHeadings( phone );
						// eslint-disable-next-line no-console
						console.log(
							`fidelity: ${ where } on a phone: ${ sections
								.map(
									( found ) =>
										`lead ${ found.leadSize } px / heading ${ found.heading } px`
								)
								.join( ', ' ) }`
						);
						for ( const section of sections ) {
							const what = `${ where }: on a phone, "${ section.lead }" (${ section.leadSize } px, heading ${ section.heading } px)`;
							// A lead paragraph of body size or a little more,
							// well below its heading.
							expect(
								section.leadSize,
								what
							).toBeLessThanOrEqual( 20 );
							expect(
								section.heading,
								what
							).toBeGreaterThanOrEqual( section.leadSize * 1.4 );
						}
						await phone.screenshot( {
							path: `${ SHOTS }/${ pack.slug }-front-phone.png`,
							fullPage: true,
						} );
					} );
				}
				if ( isFront ) {
					await judge(
						`${ pack.slug }: front page against "Preview site"`,
						await clock.time( 'ssim', () =>
							similarity(
								comparer,
								dataUrl( shot ),
								dataUrl( preview ),
								bg
							)
						),
						shot
					);
					await clock.time( 'screenshots', () =>
						visitor.screenshot( {
							path: `${ SHOTS }/${ pack.slug }-front.png`,
							fullPage: true,
						} )
					);
				} else {
					// Each other page from where its content starts (the
					// card's comparison scrolled there), its slug naming it.
					await clock.time( 'screenshots', () =>
						visitor.screenshot( {
							path: `${ SHOTS }/${ importedPage.slug }.png`,
						} )
					);
				}
			}

			// The pack's blocks, inserted into a new page of the site the
			// import made (the design they were made for), seen under the
			// pack's own title and tagline and no logo, as their cards were
			// captured (the user's identity was checked above). Its pages
			// were checked just now, as the import put them on the site.
			await checkInserted( {
				admin,
				page,
				comparer,
				visitor,
				items: items.filter(
					( i ) => i.pack?.slug === pack.slug && i.type === 'block'
				),
				where: pack.slug,
				identity: () => ( {
					title: settings.site_title,
					description: settings.tagline,
					site_logo: 0,
				} ),
				preview: false,
				clock,
			} );

			// Revert: the site as it was.
			const reverting = Date.now();
			await admin.rest(
				'POST',
				'/stencilbox/v1/full-site-import/revert',
				{
					session_id: data.session_id,
					confirm: true,
				}
			);
			clock.since( 'revert', reverting );
			expectSameSite(
				before,
				await clock.time( 'snapshot', () => snapshot( admin ) )
			);
		}
		clock.print( 'packs' );
		// eslint-disable-next-line no-console
		console.log(
			`fidelity: ${ packs.length } packs imported, checked and reverted in ${ Math.round(
				( Date.now() - started ) / 1000
			) } s`
		);
	} );

	test( 'every standalone page and block, inserted into a new page, looks like its card and its live preview and passes axe', async ( {
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const started = Date.now();
		const clock = new Clock();
		const identities = captureIdentities();
		// The site's own posts, which a query loop lists (the cards were
		// captured with the same ones).
		const posts = await publishSitePosts( admin );
		const all = items.filter( ( i ) => ! i.pack );
		expect( all.length ).toBeGreaterThanOrEqual( 40 );
		const standalone = await sweep( 'standalone items', all, bySlug );
		await checkInserted( {
			admin,
			page,
			comparer,
			visitor,
			items: standalone,
			where: 'standalone',
			identity: ( item ) =>
				identities[ item.slug ] ? identities[ item.slug ] : null,
			clock,
		} );
		await setIdentity( admin, own );
		clock.print( 'standalone' );
		await deletePosts( admin, posts );
		// eslint-disable-next-line no-console
		console.log(
			`fidelity: ${ standalone.length } standalone items inserted and checked in ${ Math.round(
				( Date.now() - started ) / 1000
			) } s`
		);
	} );

	test( 'on a classic theme (Twenty Twenty-One) the items that claim classic themes look like their cards, and every standalone page passes axe and looks like its live preview there', async ( {
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const started = Date.now();
		const clock = new Clock();
		const identities = captureIdentities();
		const claims = ( item: Item ) =>
			item.tags.some( ( tag ) => tag.name === CLASSIC );
		// The items that claim classic themes, and every standalone page
		// (their sections are the blocks'), whose live preview must tell
		// the truth there.
		const claiming = items.filter( ( i ) => ! i.pack && claims( i ) );
		expect( claiming.length ).toBeGreaterThanOrEqual( 1 );
		const classic = [
			...( await sweep(
				'items that claim classic themes',
				claiming,
				bySlug
			) ),
			...( await sweep(
				'standalone pages on a classic theme',
				items.filter(
					( i ) => ! i.pack && ! claims( i ) && i.type === 'page'
				),
				bySlug
			) ),
		];
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyone',
		} );
		await checkInserted( {
			admin,
			page,
			comparer,
			visitor,
			items: classic,
			where: 'classic',
			identity: ( item ) =>
				identities[ item.slug ] ? identities[ item.slug ] : null,
			// A classic theme has no block templates: its default page.
			template: '',
			// Its fonts and font sizes are its own: only the items that claim
			// classic themes promise their card there.
			card: claims,
			clock,
		} );
		await setIdentity( admin, own );
		clock.print( 'classic' );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyfive',
		} );
		// eslint-disable-next-line no-console
		console.log(
			`fidelity: ${ classic.length } items inserted on Twenty Twenty-One and checked in ${ Math.round(
				( Date.now() - started ) / 1000
			) } s`
		);
	} );
} );
