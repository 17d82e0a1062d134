/**
 * The plugin as people get it (issue [11]): the zip `npm run plugin-zip`
 * builds is uploaded into a plain WordPress (site C, without Stencilbox)
 * through Plugins → Add New → Upload, activated, used, and deleted from the
 * Plugins screen — once keeping its content (the default) and once with
 * "Also delete Stencilbox's content". What is left is read from the site's
 * own database.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { FRESH_SITE_DIR } from '../utils/site-dir';

const root = path.resolve( __dirname, '../../..' );
const zip = path.join( root, 'stencilbox.zip' );
const database = path.join( FRESH_SITE_DIR, 'wp-content/database/.ht.sqlite' );
const pluginFolder = path.join(
	FRESH_SITE_DIR,
	'wp-content/plugins/stencilbox'
);

/** What of Stencilbox the site's database holds. */
interface Leftovers {
	options: string[];
	tables: string[];
}

/**
 * Reads our options and tables straight from site C's SQLite database.
 */
function leftovers(): Leftovers {
	const php = `
		$db = new PDO( 'sqlite:' . $argv[1] );
		$options = $db->query( "SELECT option_name FROM wp_options WHERE option_name LIKE 'stencilbox\\\\_%' ESCAPE '\\\\' OR option_name LIKE '\\\\_transient\\\\_%stencilbox%' ESCAPE '\\\\' ORDER BY option_name" )->fetchAll( PDO::FETCH_COLUMN );
		$tables = $db->query( "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'wp\\\\_stencilbox\\\\_%' ESCAPE '\\\\' ORDER BY name" )->fetchAll( PDO::FETCH_COLUMN );
		echo json_encode( array( 'options' => $options, 'tables' => $tables ) );
	`;
	return JSON.parse(
		execFileSync( 'php', [ '-r', php, database ], { encoding: 'utf8' } )
	);
}

async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	const user = page.getByLabel( 'Username or Email Address' );
	const password = page.getByLabel( 'Password', { exact: true } );
	// The login page focuses and selects its first field a moment after it
	// loads (wp-login.php's own script); a fill racing it once ended with
	// the password in the username field. Both fields hold what was typed
	// before the form is sent.
	await expect( async () => {
		await user.fill( 'admin' );
		await password.fill( 'password' );
		await expect( user ).toHaveValue( 'admin', { timeout: 1000 } );
		await expect( password ).toHaveValue( 'password', { timeout: 1000 } );
	} ).toPass();
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Dashboard' } )
	).toBeVisible();
}

/**
 * Plugins → Add New → Upload Plugin → Install Now → Activate.
 *
 * @param page Page.
 */
async function uploadAndActivate( page: Page ) {
	await page.goto( '/wp-admin/plugin-install.php' );
	await page.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await page
		.locator( 'input[type="file"][name="pluginzip"]' )
		.setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible( {
		timeout: 60_000,
	} );
	// The click waits for the page it opens, which answers only after
	// activation has made the tables and seeded the demo catalogue (195
	// items): more than the 10 s action timeout on a loaded CI machine.
	await page
		.getByRole( 'link', { name: 'Activate Plugin' } )
		.click( { timeout: 60_000 } );
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	// A real copy of the zip, not a link to the working tree: the sources
	// and the recipe to build them, none of the checkout's tests or tools.
	expect( lstatSync( pluginFolder ).isDirectory() ).toBe( true );
	for ( const file of [
		'src/surfaces/admin/index.tsx',
		'package-lock.json',
		'webpack.config.js',
	] ) {
		expect( existsSync( path.join( pluginFolder, file ) ), file ).toBe(
			true
		);
	}
	for ( const file of [ 'tests', 'bin', 'src/api/test', 'README.md' ] ) {
		expect( existsSync( path.join( pluginFolder, file ) ), file ).toBe(
			false
		);
	}
}

/**
 * Deactivate, then Delete on the Plugins screen (its confirm accepted).
 *
 * @param page Page.
 */
async function deactivateAndDelete( page: Page ) {
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( 'tr[data-slug="stencilbox"]' );
	await row.getByRole( 'link', { name: 'Deactivate Stencilbox' } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	// Delete is handled by core's updates script (a confirm, then Ajax) once
	// it is bound; clicked earlier, the link opens the no-script confirm page.
	await page.waitForLoadState( 'load' );
	await page.waitForFunction(
		() =>
			typeof (
				window as { wp?: { updates?: { deletePlugin?: unknown } } }
			 ).wp?.updates?.deletePlugin === 'function'
	);
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await row.getByRole( 'link', { name: 'Delete Stencilbox' } ).click();
	await expect(
		page.getByText( 'Stencilbox was successfully deleted.' )
	).toBeVisible( { timeout: 30_000 } );
	expect( existsSync( pluginFolder ) ).toBe( false );
}

test.describe( 'Installing the plugin zip', () => {
	test.beforeAll( () => {
		// The build is fresh (npm test builds first); this packs it.
		execFileSync( 'npx', [ '--no-install', 'wp-scripts', 'plugin-zip' ], {
			cwd: root,
			stdio: 'ignore',
		} );
		execFileSync( 'node', [ 'bin/plugin-zip-prune.mjs' ], { cwd: root } );
	} );

	test( 'upload, activate, open the library, delete: content kept by default, removed when chosen', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		await logIn( page );
		expect( leftovers() ).toEqual( { options: [], tables: [] } );

		await uploadAndActivate( page );
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Stencilbox', exact: true } )
			.click();
		const nav = page.getByRole( 'navigation', { name: 'Library' } );
		await expect(
			nav.getByRole( 'link', { name: 'Packs' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Packs' } )
		).toBeVisible();
		// The built-in hub seeded its demo catalogue on activation.
		await expect(
			page.locator( '.stencilbox-item-card' ).first()
		).toBeVisible();
		await page.screenshot( {
			path: `${ process.env.WP_ARTIFACTS_PATH }/plugin-installed-library.png`,
		} );
		const used = leftovers();
		expect( used.tables.length ).toBeGreaterThan( 0 );

		// Deleted with the default setting: settings go, content stays.
		await deactivateAndDelete( page );
		const kept = leftovers();
		expect( kept.tables ).toEqual( used.tables );
		expect( kept.options ).toContain( 'stencilbox_migrations' );
		expect(
			kept.options.filter( ( name ) => name.includes( 'transient' ) )
		).toEqual( [] );

		// Again, with "Also delete Stencilbox's content" ticked in Settings.
		await uploadAndActivate( page );
		await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
		const removeContent = page.getByRole( 'checkbox', {
			name: 'Also delete Stencilbox’s content when the plugin is deleted',
		} );
		// Saved at once; the toggle shows what the site answered.
		await removeContent.click();
		await expect( removeContent ).toBeChecked();
		await page.reload();
		await expect( removeContent ).toBeChecked();
		await page.screenshot( {
			path: `${ process.env.WP_ARTIFACTS_PATH }/plugin-settings-remove-content.png`,
			fullPage: true,
		} );
		await deactivateAndDelete( page );
		expect( leftovers() ).toEqual( { options: [], tables: [] } );
	} );
} );
