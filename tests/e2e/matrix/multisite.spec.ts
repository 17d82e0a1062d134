/**
 * The `multisite` lane's journey (issue [22]: "multisite works end to
 * end"): on a subdirectory network with Stencilbox network-activated
 * (bin/wp-setup.sh WP_MULTISITE=1), the administrator of the site /sub/ —
 * not a super admin — signs up to the network's one library, inserts a
 * pack page, publishes it, and imports a pack as their whole site (what
 * only a network administrator may add is named and left out); the super
 * admin sees on the main site's Library hub where the item is used across
 * the network. Runs only on lanes whose MATRIX_SMOKE says `multisite`
 * (playwright.config.ts).
 */
import { test, expect } from '../test';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { insertFromModal, publishInEditor } from '../utils';
import { expectImagesLoaded } from '../utils/images';
import { signUpLibrary } from '../utils/library-account';
import { runImport } from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';

const MAIN = ( process.env.WP_BASE_URL as string ).replace( /\/?$/, '/' );
const SUB = `${ MAIN }sub/`;
const PAGE = 'Harbor About';
const LIBRARY = 'wp-admin/admin.php?page=stencilbox';

test.describe.configure( { mode: 'serial' } );

/**
 * A browser page signed in as the sub-site's administrator.
 *
 * @param browser Browser.
 * @param state   Their saved login.
 */
async function asSubAdmin( browser: Browser, state: string ): Promise< Page > {
	const context = await browser.newContext( { storageState: state } );
	return context.newPage();
}

test.describe( 'Multisite: one library for the network', () => {
	const state = `${ process.env.WP_ARTIFACTS_PATH }/storage-states/subadmin.json`;
	let sub: SiteRest;
	let main: SiteRest;

	test.beforeAll( async () => {
		sub = await SiteRest.login( SUB, 'subadmin', 'password', state );
		main = await SiteRest.login( MAIN );
		// The sub-site's administrator signs up to the network's library;
		// the hub's owner (the super admin, on the main site) verifies it.
		const id = await signUpLibrary(
			sub,
			`subadmin-${ Date.now() }@example.org`,
			'Sam',
			'Subsite'
		);
		await main.rest( 'POST', `/stencilbox-hub/v1/admin/accounts/${ id }`, {
			plan: 'pro',
			plan_term: 'yearly',
			is_verified: true,
		} );
	} );

	test.afterAll( async () => {
		await sub?.dispose();
		await main?.dispose();
	} );

	test( 'the sub-site has no library of its own: its settings say where the network’s is', async ( {
		browser,
	} ) => {
		const page = await asSubAdmin( browser, state );
		await page.goto(
			`${ SUB }wp-admin/admin.php?page=stencilbox-settings`
		);
		await expect(
			page.getByText(
				/^This site uses its network’s library, kept on .+ \(http:\/\/127\.0\.0\.1:\d+\/\)\./
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: 'Hub address' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: 'Library hub' } )
		).toHaveCount( 0 );
		await page.context().close();
	} );

	test( 'the sub-site’s administrator inserts a pack page from the network’s library and a visitor sees it', async ( {
		browser,
	} ) => {
		const page = await asSubAdmin( browser, state );
		await page.goto( `${ SUB }wp-admin/post-new.php?post_type=page` );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'About us' );
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		const modal = await insertFromModal( page, 'Pages', PAGE );
		await expect( modal ).toBeHidden();
		await expect(
			canvas.getByText( /A studio built on good/ ).first()
		).toBeVisible();
		await publishInEditor( page );
		await expect
			.poll( () =>
				page.evaluate( () =>
					( window as any ).wp.data
						.select( 'core/editor' )
						.isCurrentPostPublished()
				)
			)
			.toBe( true );
		const link = await page.evaluate(
			() =>
				( window as any ).wp.data
					.select( 'core/editor' )
					.getCurrentPost().link as string
		);
		expect( link ).toContain( SUB );

		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( link as string );
		// Copied into the sub-site's own media library.
		await expectImagesLoaded(
			front,
			'.wp-site-blocks',
			`${ SUB }wp-content/uploads/`
		);
		await visitor.close();
		await page.context().close();
	} );

	test( 'the sub-site’s administrator imports a pack as their site, told what only a network administrator can add', async ( {
		browser,
	} ) => {
		test.setTimeout( 240_000 );
		const page = await asSubAdmin( browser, state );
		await page.goto(
			`${ SUB }${ LIBRARY }&path=gutenberg/packs/harbor-agency`
		);
		await page
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		const wizard = page.getByRole( 'dialog', { name: /^Import / } );
		await wizard.getByLabel( 'Site Title' ).fill( 'Sub Harbor' );
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		await expect(
			wizard.getByText(
				/^Only a network administrator can add these to this site: .+\(theme\)/
			)
		).toBeVisible();
		// What is not this administrator's to add starts unticked.
		await expect(
			wizard.getByRole( 'checkbox', { name: /Stencilbox Canvas/ } )
		).not.toBeChecked();
		await expect(
			wizard.getByRole( 'checkbox', { name: /Stencilbox Demo Helper/ } )
		).not.toBeChecked();
		await runImport( wizard );
		await page.context().close();

		// The sub-site has its new title; the main site is untouched.
		const subSettings = await sub.rest< { title: string } >(
			'GET',
			'/wp/v2/settings'
		);
		expect( subSettings.title ).toBe( 'Sub Harbor' );
		const mainSettings = await main.rest< { title: string } >(
			'GET',
			'/wp/v2/settings'
		);
		expect( mainSettings.title ).not.toBe( 'Sub Harbor' );
	} );

	test( 'the super admin sees on the main site where the item is used across the network', async ( {
		page,
	} ) => {
		// The sub-site reports what it uses when its updates are checked.
		await sub.rest( 'GET', '/stencilbox/v1/updates', { refresh: true } );

		await page.goto( `${ MAIN }wp-admin/admin.php?page=stencilbox-hub` );
		await page.getByLabel( 'Search items' ).fill( PAGE );
		await page
			.getByRole( 'button', { name: `Versions and use of ${ PAGE }` } )
			.click();
		const history = page.getByRole( 'dialog', {
			name: `Versions of “${ PAGE }”`,
		} );
		await expect(
			history.getByText( /^Used on 1 site, in \d+ posts?\./ )
		).toBeVisible();
		await expect(
			history.getByRole( 'row' ).filter( { hasText: SUB } )
		).toBeVisible();
		await page.screenshot( {
			path: `${ process.env.WP_ARTIFACTS_PATH }/multisite-usage.png`,
		} );
	} );
} );
