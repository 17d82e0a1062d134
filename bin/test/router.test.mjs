/**
 * bin/router.php (PHP's built-in server in front of the dev and e2e sites)
 * never hands out the files a real host keeps private: the SQLite database
 * (password hashes, encrypted keys), `.ht*` files, logs, the dev mailbox
 * and folders an `.htaccess` denies (full-site import packages). Static
 * files and WordPress's own URLs keep working.
 *
 * The real router and the real `php -S` serve a stub site.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { freePort, root, sleep, tempDir } from './helpers.mjs';

const SECRET = 'private-bytes-7f3a';

function stubSite( t ) {
	const site = path.join( tempDir( t, 'router' ), 'site' );
	const files = {
		'index.php':
			'<?php echo "WordPress answered " . $_SERVER["REQUEST_URI"];',
		'wp-content/database/.ht.sqlite': SECRET,
		'wp-content/database/other.sqlite': SECRET,
		'wp-content/debug.log': SECRET,
		'wp-content/plugins/x/error.log': SECRET,
		'wp-content/mail/20240101-me@example.org.json': SECRET,
		'.htaccess': SECRET,
		'wp-content/uploads/.htpasswd': SECRET,
		'wp-content/uploads/stencilbox-fsi/packages/.htaccess':
			'Require all denied\n',
		'wp-content/uploads/stencilbox-fsi/packages/abc123/pack.zip': SECRET,
		'wp-content/uploads/2024/01/photo.png': 'PNGDATA',
		'wp-includes/js/app.js': 'console.log(1);',
	};
	for ( const [ name, body ] of Object.entries( files ) ) {
		const file = path.join( site, name );
		mkdirSync( path.dirname( file ), { recursive: true } );
		writeFileSync( file, body );
	}
	return site;
}

async function serve( t, site, env = {} ) {
	const port = await freePort();
	const child = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			site,
			path.join( root, 'bin/router.php' ),
		],
		{ stdio: 'ignore', env: { ...process.env, ...env } }
	);
	t.after( () => child.kill( 'SIGTERM' ) );
	const base = `http://127.0.0.1:${ port }`;
	for ( let i = 0; i < 100; i++ ) {
		try {
			await fetch( base );
			return base;
		} catch {
			await sleep( 50 );
		}
	}
	throw new Error( 'php -S did not start' );
}

test( 'private files are refused, public ones served', async ( t ) => {
	const base = await serve( t, stubSite( t ) );
	const refused = [
		'/wp-content/database/.ht.sqlite',
		'/wp-content/database/other.sqlite',
		'/wp-content/database/',
		'/wp-content/%64atabase/.ht.sqlite',
		'/wp-content//database/.ht.sqlite',
		'/wp-content/./database/.ht.sqlite',
		'/wp-content/uploads/../database/.ht.sqlite',
		'/wp-content/debug.log',
		'/wp-content/plugins/x/error.log',
		'/wp-content/mail/20240101-me@example.org.json',
		'/wp-content/mail/',
		'/.htaccess',
		'/wp-content/uploads/.htpasswd',
		'/wp-content/uploads/stencilbox-fsi/packages/abc123/pack.zip',
		'/wp-content/uploads/stencilbox-fsi/packages/.htaccess',
	];
	for ( const url of refused ) {
		const response = await fetch( base + url );
		const body = await response.text();
		assert.equal( response.status, 403, url );
		assert.ok( ! body.includes( SECRET ), `${ url } leaked` );
	}
	const photo = await fetch(
		`${ base }/wp-content/uploads/2024/01/photo.png`
	);
	assert.equal( photo.status, 200 );
	assert.equal( await photo.text(), 'PNGDATA' );
	const script = await fetch( `${ base }/wp-includes/js/app.js` );
	assert.equal( await script.text(), 'console.log(1);' );
	const pretty = await fetch( `${ base }/wp-json/stencilbox/v1/is-signed` );
	assert.equal(
		await pretty.text(),
		'WordPress answered /wp-json/stencilbox/v1/is-signed'
	);
} );

test( 'a site in a subdirectory: WordPress answers under it, the same files are private, nothing outside', async ( t ) => {
	// What bin/wp-server.sh does for WP_SUBDIR=blog: a document root holding
	// only a link to the site.
	const site = stubSite( t );
	const docroot = `${ site }.docroot`;
	mkdirSync( docroot );
	symlinkSync( site, path.join( docroot, 'blog' ) );
	const base = await serve( t, docroot, { STENCILBOX_DEV_SUBDIR: 'blog' } );
	for ( const url of [
		'/blog/wp-content/database/.ht.sqlite',
		'/blog/wp-content/debug.log',
		'/blog/.htaccess',
		'/blog/wp-content/uploads/stencilbox-fsi/packages/abc123/pack.zip',
	] ) {
		const response = await fetch( base + url );
		assert.equal( response.status, 403, url );
		assert.ok( ! ( await response.text() ).includes( SECRET ), url );
	}
	const photo = await fetch(
		`${ base }/blog/wp-content/uploads/2024/01/photo.png`
	);
	assert.equal( await photo.text(), 'PNGDATA' );
	for ( const url of [
		'/blog/',
		'/blog',
		'/blog/?rest_route=/x',
		'/blog/hello-world/',
	] ) {
		const response = await fetch( base + url );
		assert.equal( response.status, 200, url );
		assert.match(
			await response.text(),
			/^WordPress answered \/blog/,
			url
		);
	}
	for ( const url of [ '/', '/wp-login.php', '/blogger/', '/favicon.ico' ] ) {
		const response = await fetch( base + url );
		assert.equal( response.status, 404, url );
	}
} );
