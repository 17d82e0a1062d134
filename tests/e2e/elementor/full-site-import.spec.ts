/**
 * The full-site import of every Elementor demo pack on the real Elementor
 * (site D), judged where a visitor sees it: the front page's images are
 * copies in this site's media library with their alt text, its fonts and
 * everything else come from this site, its pages are Elementor pages, the
 * kit's system globals carry the pack's colours, axe finds nothing serious,
 * every link of every imported page leads somewhere;
 * then revert gives every table back, the kit included.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import { shot } from '../utils/cloud';
import { elementorPackId, importPack } from '../utils/elementor';
import { signInNewAccount } from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';
import {
	deadLinks,
	expectSameSite,
	snapshot,
	type Snapshot,
} from '../utils/site-import';

import CATALOGUE from '../../../php/Hub/Catalog/demo/catalogue.json';

type Pack = {
	slug: string;
	platforms: string[];
	settings: {
		colors: Array< { id: string; color: string } >;
		typography: Array< { id: string; font_family: string } >;
	};
};

/**
 * A snapshot without what Elementor writes when it draws a page (its CSS
 * files' records, page assets, element caches, inlined SVGs): caches, made
 * by a visit, cleared by a change of the kit, never content; the validity
 * marks of its atomic elements' style caches (written by the editor, dropped
 * when the kit changes); and its own log of PHP notices.
 *
 * @param site Snapshot.
 */
function withoutElementorCaches( site: Snapshot ): Snapshot {
	const cache =
		/"(?:meta_key|option_name)":"(?:_elementor_(?:css|page_assets|element_cache|element_cache_unique_id|inline_svg|design_system_sync_css_meta|global_css)|elementor_log|elementor_atomic_cache_validity__[\w-]+)"/;
	return {
		...site,
		tables: Object.fromEntries(
			Object.entries( site.tables ).map( ( [ table, rows ] ) => [
				table,
				rows.filter( ( row ) => ! cache.test( row ) ),
			] )
		),
	};
}

const PACKS = ( CATALOGUE.packs as unknown as Pack[] ).filter( ( pack ) =>
	pack.platforms.includes( 'elementor' )
);

test.describe( 'Full-site import of the Elementor demo packs', () => {
	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		await signInNewAccount( baseURL as string, 'real-fsi' );
		admin = await SiteRest.login( baseURL as string );
	} );

	test.afterAll( async () => {
		await admin.dispose();
	} );

	test( 'there are Elementor demo packs', () => {
		expect( PACKS.map( ( pack ) => pack.slug ) ).toEqual( [
			'harbor-agency',
			'lumen-saas',
			'saffron-restaurant',
			'stillwater-yoga',
		] );
	} );

	for ( const pack of PACKS ) {
		test( `${ pack.slug }: local images with their alt text, local fonts, Elementor pages, the kit’s globals, axe; revert gives the site back`, async ( {
			page,
		} ) => {
			test.setTimeout( 240_000 );
			const id = await elementorPackId( admin, pack.slug );
			const before = await snapshot( admin );
			const { session, results } = await importPack( admin, id );
			expect( results.attachments ).toBeGreaterThan( 0 );
			expect( results.styles ).toBe( 'elementor' );

			// What a visitor's browser asks for: this site only.
			const site = new URL( process.env.WP_ELEMENTOR_BASE_URL as string )
				.origin;
			const elsewhere: string[] = [];
			page.on( 'request', ( request ) => {
				const url = request.url();
				if (
					! url.startsWith( site ) &&
					! /^(data|blob):/.test( url )
				) {
					elsewhere.push( url );
				}
			} );
			// As a visitor: signed out (no admin bar).
			await page.context().clearCookies();
			// Who can go everywhere: every link of every imported page leads
			// to a page of the site (and a section there).
			expect(
				await deadLinks(
					page.context().request,
					( results.pages as Array< { url: string } > ).map(
						( made ) => made.url
					)
				)
			).toEqual( [] );
			await page.goto( '/' );
			await page.evaluate( () => document.fonts.ready );
			// Lazy images load as a visitor scrolls.
			await page.evaluate( async () => {
				for ( let y = 0; y < document.body.scrollHeight; y += 600 ) {
					window.scrollTo( 0, y );
					await new Promise( ( resolve ) =>
						setTimeout( resolve, 50 )
					);
				}
				window.scrollTo( 0, 0 );
			} );
			await expect
				.poll( () =>
					page
						.locator( '[data-elementor-type] img' )
						.evaluateAll( ( nodes ) =>
							nodes.every(
								( node ) =>
									( node as HTMLImageElement ).complete
							)
						)
				)
				.toBe( true );
			expect( elsewhere ).toEqual( [] );

			// An Elementor page, its images copies with their alt text.
			await expect(
				page.locator( '[data-elementor-type="wp-page"]' )
			).toHaveCount( 1 );
			const images = await page
				.locator( '[data-elementor-type] img' )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( node ) => ( {
						src:
							( node as HTMLImageElement ).currentSrc ||
							( node as HTMLImageElement ).src,
						alt: node.getAttribute( 'alt' ),
						complete: ( node as HTMLImageElement ).complete,
					} ) )
				);
			expect( images.length ).toBeGreaterThan( 0 );
			for ( const image of images ) {
				expect( image.src ).toContain( '/wp-content/uploads/' );
				expect( image.alt, image.src ).not.toBeNull();
			}
			expect(
				images.filter( ( image ) => image.alt ).length
			).toBeGreaterThan( 0 );

			// The kit's system colours are the pack's; its fonts are in use.
			const colours = Object.fromEntries(
				pack.settings.colors.map( ( entry ) => [
					entry.id,
					entry.color,
				] )
			);
			// The kit's variables are set on the body (`.elementor-kit-{id}`).
			const globals = await page.evaluate( () => {
				const style = getComputedStyle( document.body );
				return [ 'primary', 'text', 'accent' ].map( ( name ) =>
					style
						.getPropertyValue( `--e-global-color-${ name }` )
						.trim()
						.toLowerCase()
				);
			} );
			expect( globals ).toEqual( [
				colours.primary,
				// The body text ('foreground' since [13]: no `text` slug).
				colours.foreground ?? colours.text,
				colours.accent,
			] );
			const loaded = await page.evaluate( () =>
				[ ...document.fonts ]
					.filter( ( face ) => face.status === 'loaded' )
					.map( ( face ) => face.family.replace( /"/g, '' ) )
			);
			for ( const entry of pack.settings.typography ) {
				expect( loaded ).toContain( entry.font_family );
			}

			expect( await axeViolations( page, [ 'body' ] ) ).toEqual( [] );
			await shot(
				page,
				'elementor-real',
				`05-front-page-${ pack.slug }`
			);
			// The header shows the title the wizard gave the site, not the
			// pack's name (a dynamic tag of ours: it follows later changes).
			const brand = ( type: string, title: string ) =>
				page
					.locator( `.stencilbox-template--${ type }` )
					.getByText( title, { exact: true } );
			await expect( brand( 'header', 'Tidewater Studio' ) ).toBeVisible();
			// A title changed later in Settings → General is what the next
			// visitor sees in the header and footer, although the view above
			// filled Elementor's element cache (on, as Elementor ships it).
			await admin.rest( 'POST', '/wp/v2/settings', {
				title: 'Quayside & Co',
			} );
			await page.reload();
			for ( const type of [ 'header', 'footer' ] ) {
				await expect( brand( type, 'Quayside & Co' ) ).toBeVisible();
				await expect( brand( type, 'Tidewater Studio' ) ).toHaveCount(
					0
				);
			}
			await admin.rest( 'POST', '/wp/v2/settings', {
				title: 'Tidewater Studio',
			} );

			// On a phone no page is wider than the screen (a wide table
			// scrolls in its own box).
			await page.setViewportSize( { width: 390, height: 844 } );
			for ( const made of results.pages as Array< { url: string } > ) {
				await page.goto( made.url );
				expect(
					await page.evaluate(
						() => document.documentElement.scrollWidth
					),
					made.url
				).toBeLessThanOrEqual( 390 );
			}

			// Revert: the site as it was, the kit included.
			await admin.rest(
				'POST',
				'/stencilbox/v1/full-site-import/revert',
				{
					session_id: session,
					confirm: true,
				}
			);
			expectSameSite(
				withoutElementorCaches( before ),
				withoutElementorCaches( await snapshot( admin ) )
			);
		} );
	}
} );
