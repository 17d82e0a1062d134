/**
 * Full-site import (issue [9]): the wizard on a demo pack with one free
 * plugin and our block theme — customize with the live preview, install,
 * import, results, the visitor's front page — then revert, after which
 * every table and the plugins and themes folders are as they were.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import {
	confirmRevert,
	demoSite,
	expectSameSite,
	leaveDemoSite,
	logoPng,
	openWizard,
	REVERT_QUESTION,
	snapshot,
	startImport,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';
import { SITE_DIR } from '../utils/site-dir';

const SHOTS = 'artifacts/site-import';
/**
 * The requests the site's local stand-in of the WordPress.org directories
 * answered (bin/wp-server.sh runs it beside the e2e site).
 */
const directoryLog = () =>
	readFileSync( path.join( SITE_DIR, 'directory.log' ), 'utf8' );
const TITLE = 'Tidewater Studio';
const PRIMARY = '#aa3300';
/**
 * A logo width other than the default (211) and the logo's own width
 * (`logoPng()` is 120 px wide), so a preview or a page that drew either
 * instead of the chosen width would show ([23] #7).
 */
const LOGO_WIDTH = 90;

/**
 * The width the preview draws its first logo at.
 *
 * @param page Page.
 */
const previewLogoWidth = ( page: Page ) =>
	page
		.frameLocator( 'iframe.stencilbox-site-import__frame' )
		.locator( '.wp-block-site-logo img' )
		.first()
		.evaluate( ( img ) => Math.round( img.getBoundingClientRect().width ) );

/**
 * Saves a screenshot of the page for review.
 *
 * @param page Page.
 * @param name File name.
 */
async function saveShot( page: Page, name: string ) {
	await page.screenshot( { path: `${ SHOTS }/${ name }.png` } );
}

test.describe( 'Full-site import', () => {
	let admin: SiteRest;
	let logoId = 0;

	test.beforeAll( async ( { baseURL } ) => {
		admin = await demoSite( baseURL as string, 'fsi' );
		const media = await admin.upload< { id: number } >(
			'/wp/v2/media',
			'file',
			'tidewater-logo.png',
			logoPng(),
			'image/png'
		);
		logoId = media.id;
	} );

	test.afterAll( async ( { baseURL } ) => {
		await leaveDemoSite( admin, baseURL as string );
	} );

	for ( const transport of [ 'stream', 'polling' ] as const ) {
		test( `customize with the live preview, import (${ transport }), visit as a visitor, revert to the very same site`, async ( {
			page,
			browser,
			baseURL,
		} ) => {
			test.setTimeout( 240_000 );
			const shot = ( p: Page, name: string ) =>
				saveShot(
					p,
					transport === 'stream' ? name : `polling-${ name }`
				);
			await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
				lightspeed: transport === 'polling',
			} );
			const calls: string[] = [];
			page.on( 'request', ( request ) => {
				const url = decodeURIComponent( request.url() );
				if ( url.includes( 'full-site-import/' ) ) {
					calls.push(
						`${ request.method() } ${ url.replace( /^.*full-site-import\//, '' ).replace( /[?&].*$/, '' ) } ${ request.headers().accept ?? '' }`
					);
				}
			} );
			// A site that has been used: WordPress writes a few options the first
			// time an admin page and the front page are shown (script compression,
			// the theme's custom-CSS lookup). The import's preview is a front-end
			// page too; none of that is the import's.
			await page.goto( ADMIN_PAGE );
			// WordPress's admin bar names the site: it follows the import and
			// the revert without a reload ([23]).
			const siteName = page.locator(
				'#wp-admin-bar-site-name > .ab-item'
			);
			const oldName = ( await siteName.textContent() ) ?? '';
			expect( oldName ).not.toBe( TITLE );
			const warm = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
			} );
			await ( await warm.newPage() ).goto( baseURL as string );
			await warm.close();
			const before = await snapshot( admin );

			const wizard = await openWizard( page );
			const preview = page.frameLocator(
				'iframe.stencilbox-site-import__frame'
			);
			await expect(
				page.locator( 'iframe.stencilbox-site-import__frame' )
			).toHaveAttribute( 'data-loaded', 'true' );
			await shot( page, '01-customize-identity' );

			// Title and logo: the preview follows.
			await wizard.getByLabel( 'Site Title' ).fill( TITLE );
			await expect(
				preview.locator( '.wp-block-site-title' ).first()
			).toHaveText( TITLE );
			await wizard.getByRole( 'button', { name: 'Upload Logo' } ).click();
			const library = page.locator( '.media-modal' );
			await library.getByRole( 'tab', { name: 'Media Library' } ).click();
			await library
				.locator( `li.attachment[data-id="${ logoId }"]` )
				.click();
			await library
				.getByRole( 'button', { name: 'Use as logo' } )
				.click();
			await expect(
				wizard.getByRole( 'img', { name: 'Chosen logo' } )
			).toBeVisible();
			await expect(
				preview.locator( '.wp-block-site-logo img' ).first()
			).toBeVisible();
			await wizard
				.getByRole( 'spinbutton', { name: 'Logo Width' } )
				.fill( String( LOGO_WIDTH ) );
			await expect
				.poll( () => previewLogoWidth( page ) )
				.toBe( LOGO_WIDTH );
			await shot( page, '02-customize-logo' );
			// The media library keeps the admin's view preference in a cookie that
			// WordPress copies to the user's meta on the next admin page: the
			// admin's own setting, not the site's; dropped here.
			const cookies = await page.context().cookies();
			await page.context().clearCookies();
			await page
				.context()
				.addCookies(
					cookies.filter(
						( cookie ) => ! cookie.name.startsWith( 'wp-settings' )
					)
				);

			// Colours: the preview's variable changes.
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await wizard.getByRole( 'button', { name: /^Primary: #/ } ).click();
			const hex = page.getByRole( 'textbox', { name: 'Hex color' } );
			await hex.fill( PRIMARY.slice( 1 ) );
			await hex.press( 'Enter' );
			await page.keyboard.press( 'Escape' );
			await expect
				.poll( () =>
					preview
						.locator( 'html' )
						.evaluate( ( html ) =>
							getComputedStyle( html )
								.getPropertyValue( '--stencilbox-fsi-primary' )
								.trim()
						)
				)
				.toBe( PRIMARY );
			await shot( page, '03-customize-design' );
			await wizard.getByRole( 'tab', { name: 'Mobile' } ).click();
			await shot( page, '04-customize-typography-mobile' );
			await page
				.getByRole( 'group', { name: 'Preview size' } )
				.getByRole( 'button', { name: 'Tablet' } )
				.click();
			// The chosen width at every size ([23] #7: not the default).
			await expect
				.poll( () => previewLogoWidth( page ) )
				.toBe( LOGO_WIDTH );
			await shot( page, '05-preview-tablet' );
			await page
				.getByRole( 'group', { name: 'Preview size' } )
				.getByRole( 'button', { name: 'Mobile' } )
				.click();
			await expect
				.poll( () => previewLogoWidth( page ) )
				.toBe( LOGO_WIDTH );

			// Dependencies: our theme and the free plugin.
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await expect(
				wizard.getByRole( 'heading', { name: 'Required Dependencies' } )
			).toBeVisible();
			await expect(
				wizard.getByRole( 'checkbox', { name: 'Stencilbox Canvas' } )
			).toBeChecked();
			await expect(
				wizard.getByRole( 'checkbox', {
					name: 'Stencilbox Demo Helper',
				} )
			).toBeChecked();
			// What the import will do, read before Import (issue [13]).
			const summary = wizard.getByRole( 'region', {
				name: 'What the import will do',
			} );
			await expect(
				summary.getByText( /^\d+ pages: Home, / )
			).toBeVisible();
			await expect(
				summary.getByText(
					/^Theme: .* is switched to Stencilbox Canvas$/
				)
			).toBeVisible();
			await expect(
				summary.getByText(
					/^Site title: “.*” becomes “Tidewater Studio”/
				)
			).toBeVisible();
			await expect(
				summary.getByText( 'Site logo: the logo you chose is added' )
			).toBeVisible();
			await expect(
				summary.getByText( /^Revert can undo all of it/ )
			).toBeVisible();
			await expect(
				summary.getByRole( 'checkbox', {
					name: 'Keep the current front page',
				} )
			).not.toBeChecked();
			await shot( page, '06-dependencies' );

			// Import: progress, then the results.
			await startImport( wizard );
			await shot( page, '07-progress' );
			await expect(
				wizard.getByRole( 'heading', { name: 'Congratulations' } )
			).toBeVisible( { timeout: 180_000 } );
			await expect( siteName ).toHaveText( TITLE );
			await expect(
				wizard.getByText( '1 of 1 installed' )
			).toBeVisible();
			await expect(
				wizard.getByText( 'Stencilbox Canvas installed and active' )
			).toBeVisible();
			// Both came from the directory, through WordPress's installers
			// (plugins_api()/themes_api(), then the download link).
			const asked = directoryLog();
			for ( const route of [
				'directory: GET /themes/info/1.2/?action=theme_information',
				'directory: GET /download/themes/stencilbox-canvas.zip 200',
				'directory: GET /plugins/info/1.2/?action=plugin_information',
				'directory: GET /download/plugins/stencilbox-demo-helper.zip 200',
			] ) {
				expect( asked ).toContain( route );
			}
			// Every imported page, linked; the front page marked.
			const pages = wizard.getByRole( 'list', {
				name: 'Your new pages',
			} );
			await expect( pages.getByRole( 'link' ).first() ).toHaveAttribute(
				'href',
				/^http/
			);
			await expect(
				pages.getByRole( 'link', { name: /About/ } )
			).toBeVisible();
			await expect( pages.getByText( 'Front page' ) ).toHaveCount( 1 );
			await shot( page, '08-results' );
			await wizard
				.getByRole( 'button', { name: 'Close', exact: true } )
				.getByText( 'Close' )
				.click();

			// A visitor sees the pack's home with the chosen title, logo and colour.
			const visitor = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
			} );
			const front = await visitor.newPage();
			await front.goto( baseURL as string );
			await expect(
				front.locator( '.wp-block-site-title' ).first()
			).toHaveText( TITLE );
			await expect(
				front.locator( '.wp-block-site-logo img' ).first()
			).toBeVisible();
			expect(
				Math.round(
					(
						await front
							.locator( '.wp-block-site-logo img' )
							.first()
							.boundingBox()
					)?.width ?? 0
				)
			).toBe( LOGO_WIDTH );
			expect( await front.content() ).toContain( PRIMARY );
			await expect(
				front.getByRole( 'heading', { level: 1 } ).first()
			).toBeVisible();
			await front.screenshot( {
				path: `${ SHOTS }/09-visitor-front-page.png`,
				fullPage: false,
			} );
			await visitor.close();

			// Revert from the list of imports.
			await page.goto( `${ ADMIN_PAGE }&path=site-imports` );
			await expect(
				page.getByRole( 'heading', {
					name: 'Full-site imports',
					exact: true,
				} )
			).toBeVisible();
			await shot( page, '10-imports-list' );
			await page.getByRole( 'button', { name: 'Revert' } ).click();
			await expect(
				page.getByRole( 'dialog', { name: REVERT_QUESTION } )
			).toBeVisible();
			await shot( page, '11-revert-confirm' );
			const done = await confirmRevert( page );
			await expect(
				done.getByRole( 'link', { name: 'Visit Site' } )
			).toBeVisible();
			await expect( siteName ).toHaveText( oldName );
			await shot( page, '12-reverted' );

			expectSameSite( before, await snapshot( admin ) );

			// The transport: one event stream per request, or work requests and log polls.
			const streamed = calls.filter(
				( call ) =>
					call.startsWith( 'POST run' ) &&
					call.includes( 'text/event-stream' )
			);
			const polled = calls.filter( ( call ) =>
				call.startsWith( 'GET log' )
			);
			expect(
				transport === 'stream' ? streamed.length : polled.length
			).toBeGreaterThan( 0 );
			expect(
				transport === 'stream' ? polled.length : streamed.length
			).toBe( 0 );
		} );
	}
} );
