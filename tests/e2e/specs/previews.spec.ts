/**
 * Preview before you commit (issue [13]): a pack's "Preview site" (its
 * pages, browsable, in the pack's design, before importing) and a page or
 * block's live preview in its details (this site's theme, desktop, tablet
 * and mobile), both in frames that run no script; and the accessibility of
 * both.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, frameSearch } from '../utils';
import { expectAccessible } from '../utils/axe';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

const SHOTS = 'artifacts/previews';

test.describe( 'Previews', () => {
	test.beforeAll( async ( { baseURL } ) => {
		const admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'demo',
		} );
		await admin.dispose();
		const email = `previews-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
	} );

	test.afterAll( async ( { baseURL } ) => {
		const admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'mini',
		} );
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'a pack’s "Preview site" shows its pages in its design, browsable, with no script, and leads to Import', async ( {
		page,
	} ) => {
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/harbor-agency` );
		await page.getByRole( 'button', { name: 'Preview site' } ).click();
		const modal = page.getByRole( 'dialog', {
			name: 'Preview site: Harbor - Creative Agency',
		} );
		const frame = modal.locator( 'iframe' );
		await expect( frame ).toHaveAttribute( 'sandbox', 'allow-same-origin' );
		const site = modal.frameLocator( 'iframe' );
		// The pack's identity and design, before anything is imported.
		await expect(
			site.locator( '.wp-block-site-title' ).first()
		).toHaveText( 'Harbor' );
		await expect(
			site.getByRole( 'heading', { level: 1 } ).first()
		).toBeVisible();
		await expect( site.locator( 'h1' ).first() ).toHaveCSS(
			'font-family',
			/Fira Sans/
		);
		// Our modal; the frame's page (the pack's) is the fidelity suite's.
		await expectAccessible( page, 'Preview site', undefined, false );
		await page.screenshot( { path: `${ SHOTS }/preview-site.png` } );
		// Its menu moves between its pages inside the frame.
		await site
			.locator( 'header' )
			.getByRole( 'link', { name: 'About', exact: true } )
			.click();
		await expect
			.poll( () => frameSearch( frame ) )
			.toContain( 'stencilbox-fsi-page=harbor-agency-about' );
		// About opens with its own hero and heading, as the import shows
		// it: no theme title above it.
		await expect(
			site.getByRole( 'heading', {
				name: 'A studio built on good conversations',
				level: 1,
			} )
		).toBeVisible();
		await expect( site.locator( 'h1' ) ).toHaveCount( 1 );
		// No script runs in it.
		await expect( site.locator( 'script' ) ).toHaveCount( 0 );
		// Mobile size.
		await modal.getByRole( 'button', { name: 'Mobile' } ).click();
		await expect( frame ).toHaveCSS( 'width', '320px' );
		await page.screenshot( { path: `${ SHOTS }/preview-site-mobile.png` } );
		// Import starts the wizard.
		await modal
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		const wizard = page.getByRole( 'dialog', { name: /^Import / } );
		await expect( wizard.getByLabel( 'Site Title' ) ).toBeVisible();
	} );

	test( 'a page’s live preview draws it with this site’s theme, at three sizes, with no script', async ( {
		page,
	} ) => {
		await page.goto(
			`${ ADMIN_PAGE }&path=gutenberg/pages/saas-pricing-page`
		);
		const toggle = page.getByRole( 'button', { name: 'Live preview' } );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		// The item can match this site ([25]): both looks, side by side, each
		// its own sandboxed page of this site with no script.
		await expect(
			page.locator(
				'.stencilbox-item__banner .stencilbox-device-preview iframe'
			)
		).toHaveCount( 2 );
		const looks = [
			{
				title: 'SaaS Pricing Page with the pack’s look',
				src: /stencilbox-preview=saas-pricing-page&stencilbox-preview-view=page$/,
			},
			{
				title: 'SaaS Pricing Page matched to this site',
				src: /stencilbox-preview=saas-pricing-page&stencilbox-preview-view=page&stencilbox-preview-look=site$/,
			},
		];
		for ( const look of looks ) {
			const selector = `.stencilbox-item__banner iframe[title="${ look.title }"]`;
			const frame = page.locator( selector );
			await expect( frame ).toHaveAttribute(
				'sandbox',
				'allow-same-origin'
			);
			await expect( frame ).toHaveAttribute( 'src', look.src );
			const preview = page.frameLocator( selector );
			await expect(
				preview.locator( '.wp-block-post-content > *' ).first()
			).toBeVisible();
			// This site's theme (Twenty Twenty-Five): its font, not the pack's.
			await expect( preview.locator( 'body' ) ).toHaveCSS(
				'font-family',
				/Manrope/
			);
			await expect( preview.locator( 'script' ) ).toHaveCount( 0 );
		}
		await expectAccessible(
			page,
			'item details with its live preview',
			undefined,
			false
		);
		await page.screenshot( { path: `${ SHOTS }/live-preview.png` } );
		// Each preview has its own sizes.
		const first = page
			.locator( '.stencilbox-item__banner .stencilbox-device-preview' )
			.first();
		for ( const [ device, width ] of [
			[ 'Tablet', '720px' ],
			[ 'Mobile', '320px' ],
			[ 'Desktop', '1280px' ],
		] ) {
			await first.getByRole( 'button', { name: device } ).click();
			await expect( first.locator( 'iframe' ) ).toHaveCSS(
				'width',
				width
			);
		}
		await toggle.click();
		await expect(
			page.locator( '.stencilbox-item__banner iframe' )
		).toHaveCount( 0 );
	} );
} );
