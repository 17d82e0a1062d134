/**
 * bin/test-php.sh and bin/build-if-stale.sh: a focused PHPUnit run starts
 * at once after a source edit (issue [27] item 4: it used to rebuild the
 * bundles first); the whole suite, or a checkout with no build at all,
 * still builds. The real scripts run in a copy of the project's layout
 * whose `npx` and `phpunit` only say that they ran.
 */
import assert from 'node:assert/strict';
import {
	chmodSync,
	copyFileSync,
	mkdirSync,
	readFileSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, run, tempDir } from './helpers.mjs';

/**
 * A project folder with the two scripts, a source file and stand-ins for
 * the tools they call.
 *
 * @param {import('node:test').TestContext} t
 */
function project( t ) {
	const dir = tempDir( t, 'test-php' );
	const tools = path.join( dir, 'tools' );
	for ( const folder of [ 'bin/lib', 'src', 'node_modules/.bin', 'tools' ] ) {
		mkdirSync( path.join( dir, folder ), { recursive: true } );
	}
	for ( const file of [
		'bin/test-php.sh',
		'bin/build-if-stale.sh',
		'bin/lib/dev.sh',
	] ) {
		copyFileSync( path.join( root, file ), path.join( dir, file ) );
	}
	const script = ( file, body ) => {
		writeFileSync( file, `#!/usr/bin/env bash\n${ body }\n` );
		chmodSync( file, 0o755 );
	};
	script( path.join( dir, 'bin/fetch-wordpress-any.sh' ), 'exit 0' );
	script( path.join( dir, 'node_modules/.bin/wp-scripts' ), 'exit 0' );
	// `npx --no-install wp-scripts build`: leaves a build and says so.
	script(
		path.join( tools, 'npx' ),
		'mkdir -p build && echo "<?php return array();" > build/editor.asset.php && echo built >> calls.log'
	);
	script( path.join( tools, 'phpunit' ), 'echo "phpunit $*" >> calls.log' );
	for ( const file of [
		'package-lock.json',
		'webpack.config.js',
		'block.json',
		'tsconfig.json',
	] ) {
		writeFileSync( path.join( dir, file ), '{}' );
	}
	writeFileSync( path.join( dir, 'src/index.ts' ), 'export {};\n' );
	const go = ( ...args ) =>
		run( 'bash', [ 'bin/test-php.sh', ...args ], {
			cwd: dir,
			env: {
				PATH: `${ tools }:${ process.env.PATH }`,
				PHPUNIT_CONFIG: '',
				WP_TESTS_DB: '',
				WP_TESTS_WORDPRESS: '',
			},
		} );
	const calls = () => {
		try {
			return readFileSync( path.join( dir, 'calls.log' ), 'utf8' )
				.trim()
				.split( '\n' );
		} catch {
			return [];
		}
	};
	const reset = () => writeFileSync( path.join( dir, 'calls.log' ), '' );
	return { dir, go, calls, reset };
}

test( 'a focused run after a source edit runs PHPUnit at once and says the build is stale; the whole suite builds first', async ( t ) => {
	const { dir, go, calls, reset } = project( t );

	// No build at all: even a focused run builds (tests read build/).
	let out = await go( '--filter', 'NamesTest' );
	assert.equal( out.code, 0, out.stderr );
	assert.deepEqual( calls(), [
		'built',
		'phpunit -c phpunit.xml.dist --filter NamesTest',
	] );

	// Built and current: nothing to say.
	reset();
	out = await go( '--filter', 'NamesTest' );
	assert.equal( out.code, 0, out.stderr );
	assert.deepEqual( calls(), [
		'phpunit -c phpunit.xml.dist --filter NamesTest',
	] );
	assert.equal( out.stderr, '' );

	// A source edit: the focused run does not rebuild, and says so.
	writeFileSync( path.join( dir, 'src/index.ts' ), 'export const a = 1;\n' );
	reset();
	out = await go( '--filter', 'NamesTest' );
	assert.equal( out.code, 0, out.stderr );
	assert.deepEqual( calls(), [
		'phpunit -c phpunit.xml.dist --filter NamesTest',
	] );
	assert.match(
		out.stderr,
		/^test-php: build\/ is older than src\/; not rebuilt for a focused run/
	);

	// The whole suite builds first.
	reset();
	out = await go();
	assert.equal( out.code, 0, out.stderr );
	assert.deepEqual( calls(), [ 'built', 'phpunit -c phpunit.xml.dist' ] );
} );

test( 'build-if-stale --check builds nothing and tells current from stale', async ( t ) => {
	const { dir, calls } = project( t );
	const check = () =>
		run( 'bash', [ 'bin/build-if-stale.sh', '--check' ], {
			cwd: dir,
			env: {
				PATH: `${ path.join( dir, 'tools' ) }:${ process.env.PATH }`,
			},
		} );
	assert.equal( ( await check() ).code, 1, 'no build' );
	assert.deepEqual( calls(), [] );
	await run( 'bash', [ 'bin/build-if-stale.sh' ], {
		cwd: dir,
		env: { PATH: `${ path.join( dir, 'tools' ) }:${ process.env.PATH }` },
	} );
	assert.equal( ( await check() ).code, 0, 'current' );
	writeFileSync( path.join( dir, 'src/index.ts' ), 'export const b = 2;\n' );
	assert.equal( ( await check() ).code, 1, 'stale after an edit' );
	assert.deepEqual( calls(), [ 'built' ] );
} );
