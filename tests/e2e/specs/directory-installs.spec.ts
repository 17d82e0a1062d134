/**
 * Plugins come the way WordPress installs them ([21]): from the WordPress.org
 * directory (here its local stand-in, bin/dev/directory.php, which
 * bin/wp-server.sh runs beside the site) through WordPress's own installer;
 * from the hub's packages only once the site's owner allows it in
 * Settings; and a site that allows no installs (DISALLOW_FILE_MODS) says so
 * in the insert dialog. (The full-site import's theme and plugin:
 * site-import.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import { zipFiles } from '../utils/bundle';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';
import { SITE_DIR } from '../utils/site-dir';

/**
 * The requests the site's local stand-in of the directories answered.
 */
const directoryLog = () =>
	readFileSync( path.join( SITE_DIR, 'directory.log' ), 'utf8' );

test.describe( 'Installing dependencies', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test( 'a dependency installs through WordPress’s installer from the directory; from the hub only once the owner allows it; a locked site says why', async ( {
		page,
		baseURL,
	} ) => {
		test.slow();
		const rest = await SiteRest.login( baseURL as string );
		const helper = async () =>
			(
				await rest.rest< Array< { plugin: string; version: string } > >(
					'GET',
					'/wp/v2/plugins'
				)
			).find( ( p ) => p.plugin === 'mini-helper/mini-helper' )?.version;
		const removeHelper = async () => {
			await rest
				.rest( 'POST', '/wp/v2/plugins/mini-helper/mini-helper', {
					status: 'inactive',
				} )
				.catch( () => {} );
			await rest
				.rest( 'DELETE', '/wp/v2/plugins/mini-helper/mini-helper' )
				.catch( () => {} );
		};
		const dialog = page.getByRole( 'dialog', {
			name: 'Required Dependencies',
		} );
		const install = async () => {
			await page.goto(
				`${ ADMIN_PAGE }&path=gutenberg/pages/harbor-home`
			);
			await page
				.getByRole( 'button', { name: 'Insert', exact: true } )
				.click();
			await expect( dialog.getByText( 'Not installed' ) ).toBeVisible();
			await dialog
				.getByRole( 'button', { name: 'Install & Import' } )
				.click();
		};
		await removeHelper();
		// The hub has a package of its own for the plugin (version 9.9).
		await rest.upload(
			'/stencilbox-hub/v1/admin/dependencies/mini-helper/package',
			'package',
			'mini-helper.zip',
			zipFiles( {
				'mini-helper/mini-helper.php':
					'<?php\n/**\n * Plugin Name: Mini Helper\n * Version: 9.9\n */\n',
			} )
		);
		const email = `directory-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
		try {
			// A site that allows no installs (DISALLOW_FILE_MODS) says so.
			await rest.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
				disallow_file_mods: true,
			} );
			await install();
			await expect(
				dialog.getByText(
					'This site does not allow installing plugins (DISALLOW_FILE_MODS in wp-config.php). Install Mini Helper yourself, then try again.'
				)
			).toBeVisible();
			await expect(
				dialog.getByRole( 'button', {
					name: 'Retry & Proceed to Import',
				} )
			).toBeVisible();
			await page.screenshot( {
				path: 'artifacts/directory/01-file-mods-disallowed.png',
			} );
			expect( await helper() ).toBeUndefined();
			await rest.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
				disallow_file_mods: false,
			} );

			// By default: WordPress.org's copy (the local stand-in), whatever the hub has.
			const before = directoryLog().length;
			await install();
			await expect(
				page.getByRole( 'dialog', { name: 'Import as a new page' } )
			).toBeVisible();
			expect( await helper() ).toBe( '1.0.0' );
			expect( directoryLog().slice( before ) ).toContain(
				'directory: GET /download/plugins/mini-helper.zip 200'
			);

			// The owner allows the hub's packages (Settings): the hub's copy.
			await removeHelper();
			await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
			const allow = page.getByLabel(
				'Also install plugins and themes from my hub'
			);
			await expect( allow ).not.toBeChecked();
			// Saved at once; the switch shows what the site answers.
			await allow.click();
			await expect(
				page.getByText( /only for a hub you trust/ )
			).toBeVisible();
			await expect( allow ).toBeChecked();
			await page.screenshot( {
				path: 'artifacts/directory/02-hub-packages-allowed.png',
				fullPage: true,
			} );
			await install();
			await expect(
				page.getByRole( 'dialog', { name: 'Import as a new page' } )
			).toBeVisible();
			expect( await helper() ).toBe( '9.9' );
		} finally {
			await rest.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
				disallow_file_mods: false,
			} );
			await rest.rest( 'POST', '/stencilbox/v1/settings', {
				hub_packages: false,
			} );
			await removeHelper();
			await rest.dispose();
		}
	} );
} );
