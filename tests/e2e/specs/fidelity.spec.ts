/**
 * What a visitor sees (issue [13]): every block-editor demo pack imported
 * with a custom title, tagline, logo and colour, and every demo page and
 * block inserted into a new page, judged on the rendered front end — axe
 * (WCAG 2.0/2.1 A and AA) finds nothing serious, the site's identity and
 * the chosen colour show, the fonts load from the site, and each page looks
 * like the picture its card promised (SSIM over `SAME_DESIGN`, printed per
 * page). The pack's "Preview site" is compared with the result too. After
 * each import, revert gives back every table as it was.
 *
 * Lean by design: one site, imports through REST (the wizard itself is
 * driven once, in site-import.spec.ts), one page per batch of inserted
 * items with one axe run per page.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import {
	background,
	expectSameDesign,
	pngUrl,
	rgb,
	sameLuminanceOtherHue,
	settle,
	shoot,
	similarity,
} from '../utils/fidelity';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { expectSameSite, logoPng, snapshot } from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';

const TITLE = 'Tidewater Studio';
const TAGLINE = 'Brands by the sea';
const LOGO_WIDTH = 96;
const SHOTS = 'artifacts/fidelity';

interface Item {
	id: number;
	slug: string;
	type: 'page' | 'block' | 'pack';
	thumbnail: string;
}

interface Pack extends Item {
	settings: {
		colors: Array< { id: string; color: string } >;
		typography: Array< { id: string; font_family: string } >;
	};
}

/**
 * Every item of a type in the library (all pages of the list).
 *
 * @param admin Admin client.
 * @param type  Item type.
 */
async function list( admin: SiteRest, type: string ): Promise< Item[] > {
	const items: Item[] = [];
	for ( let page = 1; ; page++ ) {
		const answer = await admin.rest< {
			data: Item[];
			total_page: number;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'gutenberg',
			type,
			plan: 'all',
			page,
		} );
		items.push( ...answer.data );
		if ( page >= answer.total_page ) {
			return items;
		}
	}
}

/**
 * The card's source: the capture of the whole item (`<slug>-full.webp`,
 * the lightbox screenshot the card is cut from), as a data URL.
 *
 * @param admin Admin client.
 * @param item  Item.
 */
async function cardSource( admin: SiteRest, item: Item ): Promise< string > {
	const url = item.thumbnail.replace( /\.webp$/, '-full.webp' );
	const bytes = await admin.raw( url );
	return `data:image/webp;base64,${ bytes.toString( 'base64' ) }`;
}

/**
 * Serious and critical axe violations of a whole page, one line each.
 *
 * @param page Page.
 */
const axe = ( page: Page ) => axeViolations( page, [ 'body' ] );

/**
 * A page as a visitor sees it (signed out), settled.
 *
 * @param browser Browser.
 * @param url     URL.
 */
async function visit( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	await page.goto( url );
	await settle( page );
	return page;
}

test.describe( 'What a visitor sees', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { viewport: { width: 1280, height: 900 } } );

	let admin: SiteRest;
	let logo: { id: number; url: string };

	test.beforeAll( async ( { baseURL } ) => {
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
	} );

	test.afterAll( async ( { baseURL } ) => {
		await admin.rest( 'DELETE', `/wp/v2/media/${ logo.id }`, {
			force: true,
		} );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'mini',
		} );
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'every block-editor pack, imported with a title, tagline, logo and colour of the user’s, looks like its cards, passes axe, and reverts', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		test.setTimeout( 480_000 );
		const started = Date.now();
		const packs = ( await list( admin, 'pack' ) ) as Pack[];
		expect( packs.length ).toBeGreaterThanOrEqual( 6 );
		const pages = await list( admin, 'page' );
		// WordPress writes a few options the first time an admin page and the
		// front page are shown; none of them is the import's.
		await page.goto( '/wp-admin/' );
		await ( await visit( browser, `${ baseURL }/` ) ).context().close();
		const before = await snapshot( admin );

		for ( const pack of packs ) {
			const info = await admin.rest< {
				data: { settings: Pack[ 'settings' ] };
			} >( 'GET', '/stencilbox/v1/full-site-import/info', {
				id: pack.id,
				platform: 'gutenberg',
			} );
			const { settings } = info.data;
			const primary = settings.colors.find( ( c ) => c.id === 'primary' )
				?.color as string;
			const chosen = sameLuminanceOtherHue( primary );
			const heading = settings.typography.find(
				( t ) => t.id === 'heading'
			)?.font_family as string;

			// "Preview site", before importing: the front page.
			await page.goto(
				`${ baseURL }/?stencilbox-fsi-preview=${ pack.id }&stencilbox-fsi-page=`
			);
			await settle( page );
			const preview = await shoot(
				page.locator( '.wp-block-post-content' )
			);

			// The import, as the wizard starts it.
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

			// The front page first, then every other imported page.
			const imported = (
				await admin.rest<
					Array< { slug: string; link: string; id: number } >
				>( 'GET', '/wp/v2/pages', {
					per_page: 100,
					orderby: 'menu_order',
					order: 'asc',
					status: 'publish',
				} )
			).filter( ( p ) => p.slug.startsWith( `${ pack.slug }-` ) );
			const front = await admin.rest< { page_on_front: number } >(
				'GET',
				'/wp/v2/settings'
			);
			expect( imported.length ).toBeGreaterThanOrEqual( 4 );
			imported.sort(
				( a, b ) =>
					Number( b.id === front.page_on_front ) -
					Number( a.id === front.page_on_front )
			);
			for ( const [ n, importedPage ] of imported.entries() ) {
				const isFront = n === 0;
				const where = `${ pack.slug }: ${
					isFront ? 'front page' : importedPage.slug
				}`;
				const visitor = await visit(
					browser,
					isFront ? `${ baseURL }/` : importedPage.link
				);
				// The site's identity, as chosen in the wizard.
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
				// The pack's heading font, loaded from this site.
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
				expect
					.soft( await axe( visitor ), `axe: ${ where }` )
					.toEqual( [] );
				// Looks like the card (and, for the front page, like the preview).
				const content = visitor.locator( '.wp-block-post-content' );
				const shot = await shoot( content );
				const card = pages.find(
					( p ) => p.slug === importedPage.slug
				);
				expect( card, where ).toBeTruthy();
				const bg = await background( visitor );
				expectSameDesign(
					where,
					await similarity(
						page,
						pngUrl( shot ),
						await cardSource( admin, card as Item ),
						bg
					)
				);
				if ( isFront ) {
					expectSameDesign(
						`${ pack.slug }: front page against "Preview site"`,
						await similarity(
							page,
							pngUrl( shot ),
							pngUrl( preview ),
							bg
						)
					);
					await visitor.screenshot( {
						path: `${ SHOTS }/${ pack.slug }-front.png`,
						fullPage: true,
					} );
				}
				await visitor.context().close();
			}

			// Revert: the site as it was.
			await admin.rest(
				'POST',
				'/stencilbox/v1/full-site-import/revert',
				{
					session_id: data.session_id,
					confirm: true,
				}
			);
			expectSameSite( before, await snapshot( admin ) );
		}
		// eslint-disable-next-line no-console
		console.log(
			`fidelity: ${ packs.length } packs imported, checked and reverted in ${ Math.round(
				( Date.now() - started ) / 1000
			) } s`
		);
	} );
} );
