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

test( 'static files carry the validators nginx sends; a browser that holds the same copy gets 304 and no body', async ( t ) => {
	const base = await serve( t, stubSite( t ) );
	const url = `${ base }/wp-includes/js/app.js?ver=6.9`;
	const first = await fetch( url );
	assert.equal( first.status, 200 );
	assert.match( first.headers.get( 'content-type' ), /^text\/javascript/ );
	assert.equal( first.headers.get( 'content-length' ), '15' );
	assert.equal( await first.text(), 'console.log(1);' );
	const etag = first.headers.get( 'etag' );
	const modified = first.headers.get( 'last-modified' );
	assert.match( etag, /^"[0-9a-f]+-f"$/ );
	assert.match( modified, /GMT$/ );
	for ( const headers of [
		{ 'If-None-Match': etag },
		{ 'If-None-Match': `"other", ${ etag }` },
		{ 'If-Modified-Since': modified },
	] ) {
		const again = await fetch( url, { headers } );
		assert.equal( again.status, 304, JSON.stringify( headers ) );
		assert.equal( await again.text(), '' );
	}
	// Another copy, or an older one: the file again.
	for ( const headers of [
		{ 'If-None-Match': '"0-f"' },
		{ 'If-Modified-Since': 'Thu, 01 Jan 1998 00:00:00 GMT' },
	] ) {
		const changed = await fetch( url, { headers } );
		assert.equal( changed.status, 200, JSON.stringify( headers ) );
		assert.equal( await changed.text(), 'console.log(1);' );
	}
	const head = await fetch( url, { method: 'HEAD' } );
	assert.equal( head.status, 200 );
	assert.equal( head.headers.get( 'etag' ), etag );
	// Scripts still run, and stay uncached.
	const page = await fetch( `${ base }/index.php` );
	assert.equal( page.headers.get( 'etag' ), null );
} );
