/**
 * Translations as WordPress loads them (issue [11]): a small test locale is
 * written as a .po, compiled by `npm run i18n:compile` (the .mo for PHP,
 * one JSON per script) into wp-content/languages/plugins, the site's
 * language is switched in Settings → General, and the library shows a
 * PHP-rendered string (its admin menu) and React-rendered ones translated.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../test';
import gettextParser from 'gettext-parser';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, libraryNav } from '../utils';
import { SITE_DIR } from '../utils/site-dir';

const root = path.resolve( __dirname, '../../..' );
const languages = path.join( SITE_DIR, 'wp-content/languages' );
const LOCALE = 'fr_FR';

/** A few strings of the library, translated. */
const STRINGS: Record< string, string > = {
	Library: 'Bibliothèque', // PHP: the admin submenu (php/Site/AdminPage.php).
	Packs: 'Paquets', // React: navigation and heading.
	Blocks: 'Blocs', // React: navigation.
};

function po( translations: Record< string, string > ) {
	const entries: Record< string, { msgid: string; msgstr: string[] } > = {};
	for ( const [ msgid, msgstr ] of Object.entries( translations ) ) {
		entries[ msgid ] = { msgid, msgstr: [ msgstr ] };
	}
	return gettextParser.po.compile( {
		charset: 'utf-8',
		headers: {
			Language: LOCALE,
			'Content-Type': 'text/plain; charset=UTF-8',
			'Plural-Forms': 'nplurals=2; plural=(n > 1);',
		},
		translations: { '': entries },
	} );
}

async function setSiteLanguage(
	page: import( '@playwright/test' ).Page,
	locale: string
) {
	await page.goto( '/wp-admin/options-general.php' );
	await page.locator( '#WPLANG' ).selectOption( locale );
	await page.locator( '#submit' ).click();
	await expect(
		page.locator( '#setting-error-settings_updated' )
	).toBeVisible();
}

test.describe( 'Translations', () => {
	test.afterAll( () => {
		rmSync( path.join( languages, `${ LOCALE }.mo` ), { force: true } );
		const plugins = path.join( languages, 'plugins' );
		for ( const name of readdirSync( plugins, { withFileTypes: true } ) ) {
			if ( name.name.startsWith( `stencilbox-${ LOCALE }` ) ) {
				rmSync( path.join( plugins, name.name ) );
			}
		}
	} );

	test( 'a locale built from a .po translates PHP and React strings of the library', async ( {
		page,
	} ) => {
		const plugins = path.join( languages, 'plugins' );
		mkdirSync( plugins, { recursive: true } );
		// WordPress offers a site language once its core file is there.
		writeFileSync(
			path.join( languages, `${ LOCALE }.mo` ),
			gettextParser.mo.compile( gettextParser.po.parse( po( {} ) ) )
		);
		const poFile = path.join( plugins, `stencilbox-${ LOCALE }.po` );
		writeFileSync( poFile, po( STRINGS ) );
		const out = execFileSync(
			'node',
			[ 'bin/i18n.mjs', 'compile', poFile ],
			{
				cwd: root,
				encoding: 'utf8',
			}
		);
		expect( out ).toContain( `stencilbox-${ LOCALE }.mo` );
		expect( out ).toContain( '(build/admin.js,' );

		await setSiteLanguage( page, LOCALE );
		try {
			await page.goto( ADMIN_PAGE );
			// PHP: the admin menu.
			await expect(
				page
					.locator( '#adminmenu' )
					.getByRole( 'link', { name: 'Bibliothèque', exact: true } )
			).toBeVisible();
			// React: the library's navigation and heading.
			const nav = page.getByRole( 'navigation', {
				name: 'Bibliothèque',
			} );
			await expect(
				nav.getByRole( 'link', { name: 'Paquets' } )
			).toBeVisible();
			await expect(
				nav.getByRole( 'link', { name: 'Blocs' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'heading', { name: 'Paquets' } )
			).toBeVisible();
			// Untranslated strings stay English.
			await expect(
				nav.getByRole( 'link', { name: 'Pages' } )
			).toBeVisible();
			await page.screenshot( {
				path: `${ process.env.WP_ARTIFACTS_PATH }/translations-fr.png`,
			} );
		} finally {
			await setSiteLanguage( page, '' );
		}
		await page.goto( ADMIN_PAGE );
		await expect(
			libraryNav( page ).getByRole( 'link', { name: 'Packs' } )
		).toBeVisible();
	} );
} );
