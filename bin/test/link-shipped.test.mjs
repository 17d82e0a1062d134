/**
 * bin/link-shipped.mjs: a plugin folder that holds exactly what the plugin
 * zip ships (bin/lib/shipped.mjs), each file a link into the checkout —
 * what the production-like stack serves ([20]: nginx served README.md,
 * package.json, bin/router.php and tests/php/wp-tests-config.php) — and
 * that list itself: the plugin, its sources and the recipe to build them
 * (WordPress.org guideline 4, [21]), not the checkout's tools, tests and
 * docs.
 */
import assert from 'node:assert/strict';
import {
	existsSync,
	lstatSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	readlinkSync,
	realpathSync,
	statSync,
	symlinkSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { root, run, tempDir } from './helpers.mjs';
import { installable, ships, shippedFiles } from '../lib/shipped.mjs';

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

/**
 * The files of the checkout a source file imports, by relative path (the
 * build resolves nothing else of ours: no aliases, no tsconfig paths).
 *
 * @param {string} file Absolute path of a .ts, .tsx, .js or .scss file.
 */
function relativeImports( file ) {
	// Comments out (they quote imports too), `://` in strings kept.
	const text = readFileSync( file, 'utf8' )
		.replace( /\/\*[\s\S]*?\*\//g, ' ' )
		.replace( /(^|[^:'"])\/\/.*$/gm, '$1' );
	const patterns = file.endsWith( '.scss' )
		? [ /@(?:use|import|forward)\s+['"](\.[^'"]+)['"]/g ]
		: [
				/\bfrom\s*['"](\.[^'"]+)['"]/g,
				/\bimport\s*['"](\.[^'"]+)['"]/g,
				/\b(?:import|require)\(\s*['"](\.[^'"]+)['"]/g,
			];
	const candidates = ( specifier ) => {
		const base = path.resolve( path.dirname( file ), specifier );
		if ( file.endsWith( '.scss' ) ) {
			const partial = path.join(
				path.dirname( base ),
				'_' + path.basename( base )
			);
			return [ base, `${ base }.scss`, `${ partial }.scss` ];
		}
		return [
			base,
			...[ '.ts', '.tsx', '.js', '.json' ].map( ( ext ) => base + ext ),
			...[ 'index.ts', 'index.tsx', 'index.js' ].map( ( index ) =>
				path.join( base, index )
			),
		];
	};
	return patterns.flatMap( ( pattern ) =>
		[ ...text.matchAll( pattern ) ].map( ( [ , specifier ] ) => {
			const found = candidates( specifier ).find(
				( candidate ) =>
					existsSync( candidate ) && statSync( candidate ).isFile()
			);
			assert.ok( found, `${ file }: ${ specifier } not found` );
			return found;
		} )
	);
}

test( 'the shipped list is the plugin, its sources and how to build them, not the checkout', () => {
	const list = shippedFiles();
	for ( const file of [
		'stencilbox.php',
		'uninstall.php',
		'readme.txt',
		'block.json',
		'php/Plugin.php',
		'src/surfaces/admin/index.tsx',
		'src/types/wordpress.d.ts',
		'package.json',
		'package-lock.json',
		'webpack.config.js',
		'tsconfig.json',
	] ) {
		assert.ok( list.includes( file ), file );
	}
	assert.ok( list.some( ( file ) => /^build\/admin\.js$/.test( file ) ) );
	for ( const file of list ) {
		assert.doesNotMatch(
			file,
			/^(README\.md|bin\/|tests\/|docs\/|assets\/|node_modules\/|jest\.config|eslint\.config|playwright\.config|phpcs|phpunit)|\/README\.md$|(^|\/)test\/|chunk-groups\.json$/
		);
	}
	// Source maps only when a build asks for them.
	const devtool = process.env.WP_DEVTOOL;
	try {
		delete process.env.WP_DEVTOOL;
		assert.equal( ships( 'build/admin.js.map' ), false );
		process.env.WP_DEVTOOL = 'source-map';
		assert.equal( ships( 'build/admin.js.map' ), true );
	} finally {
		if ( devtool === undefined ) {
			delete process.env.WP_DEVTOOL;
		} else {
			process.env.WP_DEVTOOL = devtool;
		}
	}
} );

test( 'no shipped file makes a plugin or a theme of its own (WordPress.org guideline 8)', () => {
	for ( const file of [
		'tests/fixtures/directory/plugins/mini-helper/mini-helper.php',
		'tests/fixtures/directory/plugins/stencilbox-demo-helper/stencilbox-demo-helper.php',
		'tests/fixtures/directory/themes/stencilbox-canvas/style.css',
	] ) {
		assert.ok( installable( file ), file );
	}
	for ( const file of [
		'stencilbox.php',
		'php/Plugin.php',
		'php/Hub/Catalog/demo/design/stencilbox-canvas/theme.json',
	] ) {
		assert.ok( ! installable( file ), file );
	}
	assert.deepEqual( shippedFiles().filter( installable ), [] );
} );

test( 'every file of ours the build reads ships, from each webpack entry through its imports', () => {
	const list = new Set( shippedFiles() );
	const { entry } = createRequire( import.meta.url )(
		path.join( root, 'webpack.config.js' )
	);
	const seen = new Set();
	const queue = Object.values( entry );
	assert.ok( queue.length > 0 );
	while ( queue.length ) {
		const file = queue.pop();
		if ( seen.has( file ) ) {
			continue;
		}
		seen.add( file );
		assert.ok(
			list.has( path.relative( root, file ) ),
			`${ path.relative( root, file ) } is read by the build but not shipped`
		);
		if ( /\.(tsx?|jsx?|scss)$/.test( file ) ) {
			queue.push( ...relativeImports( file ) );
		}
	}
	// The walk reached the lazy chunks, the styles and the root block.json.
	for ( const file of [
		'src/components/html-message/sanitize.ts',
		'src/surfaces/admin/style.scss',
		'block.json',
	] ) {
		assert.ok( seen.has( path.join( root, file ) ), file );
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
	writeFileSync( path.join( plugin, 'README.md' ), '# stray' );
	unlinkSync( path.join( plugin, 'package.json' ) );
	writeFileSync( path.join( plugin, 'package.json' ), '{}' );
	result = await run( 'node', [
		'bin/link-shipped.mjs',
		plugin,
		'tests/fixtures',
	] );
	assert.equal( result.code, 0, result.stderr );
	assert.ok( ! existsSync( path.join( plugin, 'README.md' ) ) );
	// A shipped file that is not a link to the checkout's is made one again.
	assert.equal(
		readlinkSync( path.join( plugin, 'package.json' ) ),
		path.join( root, 'package.json' )
	);
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

test( '--copy makes each shipped file a copy, as the zip unpacks (bench:overhead), and replaces the dev link', async ( t ) => {
	const site = tempDir( t );
	const plugin = path.join( site, 'stencilbox' );
	symlinkSync( root, plugin );
	const result = await run( 'node', [
		'bin/link-shipped.mjs',
		'--copy',
		plugin,
	] );
	assert.equal( result.code, 0, result.stderr );
	assert.match( result.stdout, /files copied in/ );
	assert.ok( ! lstatSync( plugin ).isSymbolicLink() );
	assert.deepEqual( files( plugin ), shippedFiles() );
	const copy = path.join( plugin, 'php/Plugin.php' );
	assert.ok( ! lstatSync( copy ).isSymbolicLink(), 'a copy, not a link' );
	assert.equal( realpathSync( copy ), copy );
	assert.equal(
		readFileSync( copy, 'utf8' ),
		readFileSync( path.join( root, 'php/Plugin.php' ), 'utf8' )
	);
} );
