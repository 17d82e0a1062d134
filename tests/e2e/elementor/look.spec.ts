/**
 * "Match my site" for Elementor (issue [25]), as a visitor sees it with the
 * real Elementor: a Harbor page imported in the site's look is drawn by
 * Elementor with the site kit's global colours — none of the pack's own —
 * and stays readable (axe); imported in the pack's look it keeps the
 * pack's colours, as before.
 *
 * Runs where the real Elementor is given (STENCILBOX_ELEMENTOR_DIR, which
 * makes this project); it is never part of this repository.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import { shot } from '../utils/cloud';
import { signInNewAccount } from '../utils/library-account';
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

const rgb = ( hex: string ) =>
	`rgb(${ [ 1, 3, 5 ]
		.map( ( at ) => parseInt( hex.slice( at, at + 2 ), 16 ) )
		.join( ', ' ) })`;

/**
 * Every text and background colour Elementor's page draws.
 *
 * @param page Page.
 */
const drawnColours = ( page: Page ) =>
	page.evaluate( () => {
		const found = new Set< string >();
		for ( const el of document.querySelectorAll( '.elementor *' ) ) {
			const style = getComputedStyle( el );
			found.add( style.color );
			if ( style.backgroundColor !== 'rgba(0, 0, 0, 0)' ) {
				found.add( style.backgroundColor );
			}
		}
		return [ ...found ];
	} );

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
} );
