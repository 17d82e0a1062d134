/**
 * "Preview site" of an Elementor pack on the real Elementor (site D, issue
 * [23] C): before anything is imported, the item page's preview shows the
 * pack's header, page and footer drawn by Elementor (its widgets, its CSS,
 * the kit with the pack's colours, its fonts from this site), with no
 * script, and its header's menu moves between the pack's pages inside the
 * frame.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, frameSearch } from '../utils';
import { signInNewAccount } from '../utils/library-account';

import CATALOGUE from '../../../php/Hub/Catalog/demo/catalogue.json';

const SHOTS = 'artifacts/previews';

const HARBOR = (
	CATALOGUE.packs as unknown as Array< {
		slug: string;
		settings: { colors: Array< { id: string; color: string } > };
	} >
 ).find( ( pack ) => pack.slug === 'harbor-agency' );

test.describe( 'Preview site of an Elementor pack', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test.beforeAll( async ( { baseURL } ) => {
		await signInNewAccount( baseURL as string, 'real-preview' );
	} );

	test( 'the item page’s "Preview site" shows the pack’s header and pages as Elementor draws them, with no script', async ( {
		page,
	} ) => {
		// What the preview asks for: this site only (its fonts too).
		const origin = new URL( process.env.WP_ELEMENTOR_BASE_URL as string )
			.origin;
		const elsewhere: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.frame() !== page.mainFrame() &&
				! request.url().startsWith( origin ) &&
				! /^(data|blob):/.test( request.url() )
			) {
				elsewhere.push( request.url() );
			}
		} );
		await page.goto( `${ ADMIN_PAGE }&path=elementor/packs/harbor-agency` );
		await page.getByRole( 'button', { name: 'Preview site' } ).click();
		const modal = page.getByRole( 'dialog', {
			name: 'Preview site: Harbor - Creative Agency',
		} );
		const frame = modal.locator( 'iframe' );
		const site = modal.frameLocator( 'iframe' );
		const header = site.locator( 'header [data-elementor-type]' );
		// The header, drawn by Elementor: the site title the import gives, its menu.
		await expect(
			header.locator( '.elementor-widget-heading' ).first()
		).toHaveText( 'Harbor' );
		await expect(
			header.getByRole( 'link', { name: 'About', exact: true } )
		).toBeVisible();
		// The front page the import makes, Elementor's page; the footer.
		const main = site.locator( '[data-elementor-type="wp-page"]' );
		await expect(
			main.getByRole( 'heading', {
				name: 'We shape brands people remember',
			} )
		).toBeVisible();
		await expect(
			site.locator( 'footer [data-elementor-type]' )
		).toContainText( 'Harbor Studio Ltd' );
		// Elementor's CSS: its containers lay the header out in a row, and
		// the kit's globals are the pack's.
		await expect( header.locator( '.e-con.e-child' ).first() ).toHaveCSS(
			'display',
			'flex'
		);
		const primary = await site
			.locator( 'body' )
			.evaluate( ( body ) =>
				getComputedStyle( body )
					.getPropertyValue( '--e-global-color-primary' )
					.trim()
					.toLowerCase()
			);
		expect( primary ).toBe(
			HARBOR?.settings.colors.find( ( entry ) => entry.id === 'primary' )
				?.color
		);
		// No script in it.
		await expect( site.locator( 'script' ) ).toHaveCount( 0 );
		await frame.evaluate( ( el: HTMLIFrameElement ) =>
			el.contentDocument?.fonts.ready.then( () => undefined )
		);
		await page.screenshot( {
			path: `${ SHOTS }/preview-site-elementor.png`,
		} );

		// Its menu moves between the pack's pages inside the frame.
		await header
			.getByRole( 'link', { name: 'About', exact: true } )
			.click();
		await expect
			.poll( () => frameSearch( frame ) )
			.toContain( 'stencilbox-fsi-page=harbor-agency-about' );
		await expect(
			main.getByRole( 'heading', {
				name: 'A studio built on good conversations',
			} )
		).toBeVisible();
		await expect(
			site.locator( 'header [data-elementor-type]' )
		).toHaveCount( 1 );
		await page.screenshot( {
			path: `${ SHOTS }/preview-site-elementor-about.png`,
		} );
		// A phone's width: Elementor's responsive rules (the header's row wraps).
		await modal.getByRole( 'button', { name: 'Mobile' } ).click();
		await expect( frame ).toHaveCSS( 'width', '320px' );
		await page.screenshot( {
			path: `${ SHOTS }/preview-site-elementor-mobile.png`,
		} );
		expect( elsewhere ).toEqual( [] );
	} );
} );
