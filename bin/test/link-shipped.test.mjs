/**
 * bin/link-shipped.mjs: a plugin folder that holds exactly what the plugin
 * zip ships (bin/lib/shipped.mjs), each file a link into the checkout —
 * what the production-like stack serves ([20]: nginx served README.md,
 * package.json, bin/router.php and tests/php/wp-tests-config.php).
 */
import assert from 'node:assert/strict';
import {
	existsSync,
	lstatSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	realpathSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, run, tempDir } from './helpers.mjs';
import { shippedFiles } from '../lib/shipped.mjs';

function files( dir, prefix = '' ) {
	const out = [];
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		if ( entry.isDirectory() ) {
			out.push(
				...files(
					path.join( dir, entry.name ),
					prefix + entry.name + '/'
				)
			);
		} else {
			out.push( prefix + entry.name );
		}
	}
	return out.sort();
}

test( 'the shipped list is the plugin, not the checkout', () => {
	const list = shippedFiles();
	for ( const file of [
		'stencilbox.php',
		'uninstall.php',
		'readme.txt',
		'php/Plugin.php',
	] ) {
		assert.ok( list.includes( file ), file );
	}
	for ( const file of list ) {
		assert.doesNotMatch(
			file,
			/^(README\.md|package\.json|bin\/|tests\/|src\/|docs\/)|\/README\.md$|chunk-groups\.json$/
		);
	}
} );

test( 'links exactly the shipped files, replaces the dev link, prunes what is not shipped, and can add a checkout folder', async ( t ) => {
	const plugin = path.join( tempDir( t, 'shipped' ), 'stencilbox' );
	// The dev layout: one link to the whole checkout.
	symlinkSync( root, plugin );
	let result = await run( 'node', [ 'bin/link-shipped.mjs', plugin ] );
	assert.equal( result.code, 0, result.stderr );
	assert.ok( ! lstatSync( plugin ).isSymbolicLink() );
	assert.deepEqual( files( plugin ), shippedFiles() );
	assert.equal(
		realpathSync( path.join( plugin, 'php/Plugin.php' ) ),
		path.join( root, 'php/Plugin.php' )
	);
	assert.ok( ! existsSync( path.join( plugin, 'README.md' ) ) );
	assert.ok( ! existsSync( path.join( plugin, 'bin/router.php' ) ) );

	// Something that is not shipped goes; a second run changes nothing else.
	mkdirSync( path.join( plugin, 'tests/php' ), { recursive: true } );
	writeFileSync(
		path.join( plugin, 'tests/php/wp-tests-config.php' ),
		'<?php'
	);
	writeFileSync( path.join( plugin, 'package.json' ), '{}' );
	result = await run( 'node', [
		'bin/link-shipped.mjs',
		plugin,
		'tests/fixtures',
	] );
	assert.equal( result.code, 0, result.stderr );
	assert.ok( ! existsSync( path.join( plugin, 'package.json' ) ) );
	assert.ok( ! existsSync( path.join( plugin, 'tests/php' ) ) );
	assert.equal(
		readFileSync(
			path.join( plugin, 'tests/fixtures/catalogue-mini/catalogue.json' ),
			'utf8'
		),
		readFileSync(
			path.join( root, 'tests/fixtures/catalogue-mini/catalogue.json' ),
			'utf8'
		)
	);
	assert.deepEqual(
		files( plugin ).filter( ( file ) => ! file.startsWith( 'tests/' ) ),
		shippedFiles()
	);

	result = await run( 'node', [ 'bin/link-shipped.mjs', plugin, '../etc' ] );
	assert.equal( result.code, 2 );
	assert.match( result.stderr, /is not a folder of the checkout/ );
} );
