/**
 * bin/wp-setup.sh on real WordPress (SQLite, from .wp-cache): a failed
 * set-up leaves nothing, the next run simply tries again, and an existing
 * site is kept, repaired, rebuilt or reported depending on what is wrong.
 * The cases run in order on one site folder (each build takes ~2 s).
 */
import assert from 'node:assert/strict';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	realpathSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { lastLine, root, run } from './helpers.mjs';

const STENCILBOX = 'stencilbox/stencilbox.php';

describe( 'bin/wp-setup.sh', () => {
	let dir;
	let site;
	// No server is started: the port only names the site's address.
	const env = () => ( {
		WP_SITE_DIR: site,
		WP_PORT: '8999',
		WP_DB: 'sqlite',
		WP_EXTRA_PLUGINS: '',
	} );
	const setup = ( args = [], extra = {} ) =>
		run( 'bin/wp-setup.sh', args, { env: { ...env(), ...extra } } );
	const php = ( args ) => run( 'php', args, { env: env() } );
	const status = async () =>
		(
			await php( [ 'bin/wp-install.php', site, 'status', STENCILBOX ] )
		).stdout.trim();
	const leftovers = () =>
		readdirSync( dir ).filter( ( name ) => name.includes( '.building.' ) );
	const readOption = async ( name ) =>
		(
			await php( [
				'-r',
				'$db = new PDO( "sqlite:" . $argv[1] ); $q = $db->prepare( "SELECT option_value FROM wp_options WHERE option_name = ?" ); $q->execute( [ $argv[2] ] ); echo $q->fetchColumn();',
				path.join( site, 'wp-content/database/.ht.sqlite' ),
				name,
			] )
		).stdout;

	before( () => {
		assert.ok(
			existsSync(
				path.join( root, '.wp-cache/wordpress/wp-settings.php' )
			),
			'WordPress is prepared (bin/ensure-deps.sh runs before these tests)'
		);
		dir = mkdtempSync( path.join( os.tmpdir(), 'stencilbox-setup-' ) );
		site = path.join( dir, 'site' );
	} );
	after( () => rmSync( dir, { recursive: true, force: true } ) );

	it( 'a set-up that fails leaves nothing behind', async () => {
		const bad = path.join( dir, 'refusing-plugin' );
		mkdirSync( bad );
		writeFileSync(
			path.join( bad, 'refusing-plugin.php' ),
			'<?php\n/* Plugin Name: Refusing */\nregister_activation_hook( __FILE__, static function () { throw new RuntimeException( "activation refused" ); } );\n'
		);
		const result = await setup( [], { WP_EXTRA_PLUGINS: bad } );
		assert.notEqual( result.code, 0 );
		assert.match(
			result.stderr,
			/PHP fatal error: Uncaught RuntimeException: activation refused/
		);
		assert.match(
			lastLine( result.stderr ),
			/^wp-setup: could not activate refusing-plugin\/refusing-plugin.php stencilbox\/stencilbox.php \(error above\); fix it, then run bin\/wp-setup.sh again$/
		);
		assert.ok( ! existsSync( site ), 'no site folder' );
		assert.deepEqual( leftovers(), [], 'no temporary folder' );
	} );

	it( 'the next run simply tries again and finishes the site', async () => {
		const result = await setup();
		assert.equal( result.code, 0, result.stderr );
		assert.equal(
			lastLine( result.stdout ),
			`wp-setup: site ready in ${ site }`
		);
		assert.equal( await status(), 'ok' );
		assert.deepEqual( leftovers(), [] );
		// Built in another folder: nothing may point there.
		assert.doesNotMatch(
			readFileSync( path.join( site, 'wp-content/db.php' ), 'utf8' ),
			/\.building\./
		);
	} );

	it( 'a finished site is kept as it is', async () => {
		await php( [
			'bin/wp-install.php',
			site,
			'option',
			'stencilbox_test_marker',
			'"kept"',
		] );
		const result = await setup();
		assert.equal( result.code, 0, result.stderr );
		assert.equal( result.stdout, '' );
		assert.equal( await readOption( 'stencilbox_test_marker' ), 'kept' );
	} );

	it( 'Stencilbox inactive: activated again, content kept', async () => {
		const off = await php( [
			'-r',
			'$_SERVER["HTTP_HOST"] = "127.0.0.1"; require $argv[1] . "/wp-load.php"; require_once ABSPATH . "wp-admin/includes/plugin.php"; deactivate_plugins( $argv[2] );',
			site,
			STENCILBOX,
		] );
		assert.equal( off.code, 0, off.stderr );
		assert.equal( await status(), `inactive ${ STENCILBOX }` );
		const result = await setup();
		assert.equal( result.code, 0, result.stderr );
		assert.match(
			result.stdout,
			/wp-setup: activating stencilbox\/stencilbox.php/
		);
		assert.equal( await status(), 'ok' );
		assert.equal( await readOption( 'stencilbox_test_marker' ), 'kept' );
	} );

	it( 'WordPress not installed (half made, nothing to lose): built again', async () => {
		rmSync( path.join( site, 'wp-content/database/.ht.sqlite' ) );
		assert.equal( await status(), 'not-installed' );
		const result = await setup();
		assert.equal( result.code, 0, result.stderr );
		assert.match(
			result.stdout,
			/was left half made \(WordPress not installed\); building it again/
		);
		assert.equal( await status(), 'ok' );
		assert.deepEqual( leftovers(), [] );
	} );

	it( 'a site that does not load is reported, not deleted', async () => {
		const db = path.join( site, 'wp-content/database/.ht.sqlite' );
		writeFileSync( db, 'not a database' );
		const result = await setup();
		assert.notEqual( result.code, 0 );
		assert.match(
			lastLine( result.stderr ),
			/^wp-setup: the site in .* does not load \(.+\); fix that \(bin\/ensure-deps.sh checks PHP\), or run bin\/wp-setup.sh --reset for a new site \(deletes this one\)$/
		);
		assert.equal( readFileSync( db, 'utf8' ), 'not a database' );
	} );

	it( '--reset builds a new site in its place', async () => {
		const result = await setup( [ '--reset' ] );
		assert.equal( result.code, 0, result.stderr );
		assert.equal( await status(), 'ok' );
	} );

	it( '--reset will not delete a folder that is not a site', async () => {
		const other = path.join( dir, 'not-a-site' );
		mkdirSync( other );
		writeFileSync( path.join( other, 'notes.txt' ), 'mine' );
		const result = await run( 'bin/wp-setup.sh', [ '--reset' ], {
			env: { ...env(), WP_SITE_DIR: other },
		} );
		assert.notEqual( result.code, 0 );
		assert.match(
			lastLine( result.stderr ),
			/is not a WordPress site, so --reset does not delete it/
		);
		assert.ok( existsSync( path.join( other, 'notes.txt' ) ) );
	} );
} );

/**
 * Other plugins of a site that lives inside the checkout (the default
 * .wp-site) or beside it under a longer name: WordPress maps a linked
 * plugin's real folder back to its link by string prefix, so the linked
 * checkout must not swallow their paths (their URLs, their activation).
 */
describe( 'bin/wp-setup.sh: plugins beside the linked checkout', () => {
	let tmp;
	const sites = [];
	const env = ( site, extra = {} ) => ( {
		WP_SITE_DIR: site,
		WP_PORT: '8999',
		WP_DB: 'sqlite',
		WP_EXTRA_PLUGINS: '',
		...extra,
	} );
	/**
	 * A plugin that records, when activated, its own basename and the URL
	 * WordPress gives one of its files.
	 *
	 * @param {string} folder Where to write it.
	 * @param {string} slug   Its folder and file name.
	 */
	const probe = ( folder, slug ) => {
		mkdirSync( folder, { recursive: true } );
		writeFileSync(
			path.join( folder, `${ slug }.php` ),
			`<?php\n/* Plugin Name: ${ slug } */\nregister_activation_hook( __FILE__, static function () { update_option( '${ slug }_seen', array( plugin_basename( __FILE__ ), plugins_url( 'x.js', __FILE__ ) ) ); } );\n`
		);
	};
	const seen = async ( site, slug ) =>
		(
			await run(
				'php',
				[
					'-r',
					'$_SERVER["HTTP_HOST"] = "127.0.0.1:8999"; require $argv[1] . "/wp-load.php"; echo wp_json_encode( get_option( $argv[2] ) );',
					site,
					`${ slug }_seen`,
				],
				{ env: env( site ) }
			)
		).stdout;

	before( () => {
		tmp = mkdtempSync( path.join( os.tmpdir(), 'stencilbox-setup-' ) );
	} );
	after( () => {
		for ( const site of sites ) {
			rmSync( site, { recursive: true, force: true } );
		}
		rmSync( tmp, { recursive: true, force: true } );
	} );

	it( 'WP_ELEMENTOR_DIR: that folder is linked as plugins/elementor and activated', async () => {
		const elementor = path.join( tmp, 'elementor-copy' );
		probe( elementor, 'elementor' );
		const site = path.join( root, `.wp-site-test-${ process.pid }` );
		sites.push( site );
		const result = await run( 'bin/wp-setup.sh', [], {
			env: env( site, { WP_ELEMENTOR_DIR: elementor } ),
		} );
		assert.equal( result.code, 0, result.stderr );
		assert.match( result.stdout, /activated elementor\/elementor.php/ );
		assert.equal(
			await seen( site, 'elementor' ),
			'["elementor\\/elementor.php","http:\\/\\/127.0.0.1:8999\\/wp-content\\/plugins\\/elementor\\/x.js"]'
		);
	} );

	it( 'a site inside the checkout: a plugin installed there keeps its own paths and activation', async () => {
		const site = sites[ 0 ];
		probe( path.join( site, 'wp-content/plugins/probe' ), 'probe' );
		// Activated while Stencilbox (linked from the checkout) is loaded.
		const result = await run(
			'php',
			[ 'bin/wp-install.php', site, 'activate', 'probe/probe.php' ],
			{ env: env( site ) }
		);
		assert.equal( result.code, 0, result.stderr );
		assert.equal(
			await seen( site, 'probe' ),
			'["probe\\/probe.php","http:\\/\\/127.0.0.1:8999\\/wp-content\\/plugins\\/probe\\/x.js"]'
		);
	} );

	it( 'a site beside the checkout under a longer name: the same', async () => {
		// `/x/checkout-site` starts with `/x/checkout`: a link to the
		// checkout stands for both as WordPress compares paths.
		const checkout = path.join( tmp, 'checkout' );
		const site = `${ checkout }-site`;
		mkdirSync( checkout );
		// The main file is what WordPress resolves the plugin's folder by.
		copyFileSync(
			path.join( root, 'stencilbox.php' ),
			path.join( checkout, 'stencilbox.php' )
		);
		for ( const name of [ 'php', 'build', 'block.json', 'bin' ] ) {
			symlinkSync( path.join( root, name ), path.join( checkout, name ) );
		}
		symlinkSync(
			realpathSync( path.join( root, '.wp-cache' ) ),
			path.join( checkout, '.wp-cache' )
		);
		const result = await run(
			path.join( checkout, 'bin/wp-setup.sh' ),
			[],
			{
				env: env( site ),
			}
		);
		assert.equal( result.code, 0, result.stderr );
		probe( path.join( site, 'wp-content/plugins/probe' ), 'probe' );
		const activated = await run(
			'php',
			[ 'bin/wp-install.php', site, 'activate', 'probe/probe.php' ],
			{ env: env( site ) }
		);
		assert.equal( activated.code, 0, activated.stderr );
		assert.equal(
			await seen( site, 'probe' ),
			'["probe\\/probe.php","http:\\/\\/127.0.0.1:8999\\/wp-content\\/plugins\\/probe\\/x.js"]'
		);
	} );
} );
