/**
 * readme.txt, the plugin's page in the WordPress.org directory ([21]): its
 * header agrees with stencilbox.php, package.json and the WordPress CI
 * tests; every file of the plugin it names ships (it once pointed at a
 * README the zip does not hold); each screenshot it lists is a picture in
 * assets/, the directory's SVN assets folder.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './helpers.mjs';
import { shippedFiles } from '../lib/shipped.mjs';
import { LANES } from '../lib/matrix-lanes.mjs';

const read = ( file ) => readFileSync( path.join( root, file ), 'utf8' );
const readme = read( 'readme.txt' );
const plugin = read( 'stencilbox.php' );

/**
 * A `Name: value` header line (readme.txt's, or the plugin file's in its
 * doc comment).
 *
 * @param {string} text File contents.
 * @param {string} name Header name.
 */
function header( text, name ) {
	const match = new RegExp( `^[\\s*]*${ name }:[ \\t]*(.+)$`, 'm' ).exec(
		text
	);
	assert.ok( match, `no "${ name }:" header` );
	return match[ 1 ].trim();
}

/**
 * The lines of a `== Section ==` of readme.txt.
 *
 * @param {string} name Section name.
 */
function section( name ) {
	const match = new RegExp(
		`^== ${ name } ==$([\\s\\S]*?)(?=^== |$(?![\\s\\S]))`,
		'm'
	).exec( readme );
	assert.ok( match, `no "== ${ name } ==" section` );
	return match[ 1 ].split( '\n' );
}

test( 'the header agrees with stencilbox.php and package.json', () => {
	const version = header( plugin, 'Version' );
	assert.equal( header( readme, 'Stable tag' ), version );
	assert.equal( JSON.parse( read( 'package.json' ) ).version, version );
	assert.ok(
		section( 'Changelog' ).includes( `= ${ version } =` ),
		`no changelog entry for ${ version }`
	);
	for ( const name of [ 'Requires at least', 'Requires PHP', 'License' ] ) {
		assert.equal( header( readme, name ), header( plugin, name ), name );
	}
} );

test( '"Tested up to" is the major.minor of the WordPress CI tests (bin/fetch-wordpress.sh)', ( t ) => {
	const file = path.join(
		root,
		'.wp-cache/wordpress/wp-includes/version.php'
	);
	if ( ! existsSync( file ) ) {
		t.skip( 'no .wp-cache/wordpress yet: bin/fetch-wordpress.sh' );
		return;
	}
	const version = /\$wp_version\s*=\s*'([^']+)'/.exec(
		readFileSync( file, 'utf8' )
	)[ 1 ];
	assert.equal(
		header( readme, 'Tested up to' ),
		version.split( '.' ).slice( 0, 2 ).join( '.' )
	);
} );

/**
 * The WordPress version a prepared cache holds, or null when there is none.
 *
 * @param {string} cache Cache folder, relative to the root.
 */
function cacheVersion( cache ) {
	const file = path.join( root, cache, 'wordpress/wp-includes/version.php' );
	if ( ! existsSync( file ) ) {
		return null;
	}
	return /\$wp_version\s*=\s*'([^']+)'/.exec(
		readFileSync( file, 'utf8' )
	)[ 1 ];
}

test( 'the versions it names are the ones the matrix tests: "Requires at least" its wp-<version> lane, "Tested up to" every other lane', ( t ) => {
	const required = header( readme, 'Requires at least' );
	const oldest = LANES.filter( ( lane ) => lane.env?.WP_CACHE );
	// Its name starts with the version (other configurations may share
	// the lane: `wp-6.8-subdir-plain`).
	assert.deepEqual(
		oldest.map( ( lane ) => [
			lane.name.split( '-' ).slice( 0, 2 ).join( '-' ),
			lane.env.WP_CACHE,
		] ),
		[ [ `wp-${ required }`, '.wp-cache/oldest' ] ],
		'one lane on another WordPress: the oldest supported, named after "Requires at least"'
	);
	// The script that prepares .wp-cache/oldest refuses another version;
	// once it has run, the cache says which.
	const version = cacheVersion( '.wp-cache/oldest' );
	if ( ! version ) {
		t.skip( 'no .wp-cache/oldest yet: bin/fetch-wordpress-oldest.sh' );
		return;
	}
	assert.equal( version.split( '.' ).slice( 0, 2 ).join( '.' ), required );
	// Every other lane runs the dev sites' WordPress, whose major.minor
	// "Tested up to" must be (the test above).
	const newest = cacheVersion( '.wp-cache' );
	if ( newest ) {
		assert.equal(
			header( readme, 'Tested up to' ),
			newest.split( '.' ).slice( 0, 2 ).join( '.' )
		);
	}
} );

test( 'the Node.js version it asks for to rebuild is package.json’s engines', () => {
	const [ , major, minor ] = /^>=\s*(\d+)\.(\d+)/.exec(
		JSON.parse( read( 'package.json' ) ).engines.node
	);
	assert.match(
		readme,
		new RegExp( `Node\\.js ${ major }\\.${ minor } or newer` )
	);
	assert.match( readme, /`npm ci`/ );
	assert.match( readme, /`npm run build`/ );
} );

test( 'every file of the plugin it names ships', () => {
	const shipped = shippedFiles();
	assert.doesNotMatch(
		readme,
		/\bREADME\b/,
		'readme.txt points at a README, which the zip does not hold'
	);
	const named = [ ...readme.matchAll( /`([^`\s{}@]+)`/g ) ]
		.map( ( [ , name ] ) => name )
		// Paths and file names; not the site's folders, nor the zip itself.
		.filter(
			( name ) =>
				/\/|\.(php|json|js|ts|tsx|pot|txt|md)$/.test( name ) &&
				! name.startsWith( 'wp-content/' )
		);
	assert.ok( named.includes( 'package-lock.json' ) );
	for ( const name of named ) {
		assert.ok(
			shipped.some( ( file ) =>
				name.endsWith( '/' ) ? file.startsWith( name ) : file === name
			),
			`readme.txt names ${ name }, which the plugin does not ship`
		);
	}
} );

test( 'each screenshot it lists is assets/screenshot-N.png, a picture at least 1200 px wide', () => {
	const captions = section( 'Screenshots' )
		.map( ( line ) => /^(\d+)\. \S/.exec( line )?.[ 1 ] )
		.filter( Boolean )
		.map( Number );
	assert.ok( captions.length > 0 );
	assert.deepEqual(
		captions,
		captions.map( ( _, index ) => index + 1 )
	);
	const assets = path.join( root, 'assets' );
	assert.deepEqual(
		readdirSync( assets )
			.filter( ( name ) => name.startsWith( 'screenshot-' ) )
			.sort( ( a, b ) => a.localeCompare( b, 'en', { numeric: true } ) ),
		captions.map( ( number ) => `screenshot-${ number }.png` )
	);
	for ( const number of captions ) {
		const png = readFileSync(
			path.join( assets, `screenshot-${ number }.png` )
		);
		assert.equal(
			png.subarray( 0, 8 ).toString( 'hex' ),
			'89504e470d0a1a0a',
			`screenshot-${ number }.png is not a PNG`
		);
		// IHDR: width, then height, big-endian, from byte 16.
		assert.ok(
			png.readUInt32BE( 16 ) >= 1200,
			`screenshot-${ number }.png`
		);
		assert.ok(
			png.readUInt32BE( 20 ) >= 600,
			`screenshot-${ number }.png`
		);
	}
} );
