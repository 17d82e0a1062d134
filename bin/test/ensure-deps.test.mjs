/**
 * bin/ensure-deps.sh on a simulated bare machine: a PATH of symlinks to the
 * few tools a Debian base system has (no php, phpunit, mariadbd, unzip,
 * apt-get, sudo), and apt-get replaced by a recorder that writes its
 * arguments to a file. The script runs in a copy of the project holding
 * only what it reads, so it can never reach npm or the network here.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
	chmodSync,
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	symlinkSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { lastLine, root, run, tempDir } from './helpers.mjs';

// What a Debian base image has and ensure-deps may use. Anything else the
// script starts to need makes these tests fail: add it here only if a bare
// machine really has it.
const BASE_TOOLS = [
	'bash',
	'env',
	'dirname',
	'basename',
	'cat',
	'tr',
	'grep',
	'id',
	'sort',
	'ln',
	'mkdir',
	'rm',
];

const PHP_PACKAGES = [
	'php-cli',
	'php-sqlite3',
	'php-mysql',
	'php-xml',
	'php-mbstring',
	'php-zip',
	'php-gd',
	'php-intl',
	'php-curl',
	'php-redis',
];

function which( tool ) {
	return execFileSync( 'bash', [ '-c', `type -P ${ tool }` ], {
		encoding: 'utf8',
	} ).trim();
}

/**
 * A bare machine: project copy, PATH directory, apt-get recorder.
 *
 * @param {Object} t                the test (for clean-up)
 * @param {Object} options
 * @param {string} options.installs shell run by the recorder on `install`
 *                                  (e.g. make php appear); nothing by default
 */
function bareMachine( t, { installs = '' } = {} ) {
	const dir = tempDir( t, 'bare' );
	const project = path.join( dir, 'project' );
	const bin = path.join( dir, 'path' );
	mkdirSync( path.join( project, 'bin' ), { recursive: true } );
	mkdirSync( bin );
	for ( const file of [
		'ensure-deps.sh',
		'fetch-wordpress-any.sh',
		'lib',
	] ) {
		cpSync(
			path.join( root, 'bin', file ),
			path.join( project, 'bin', file ),
			{ recursive: true }
		);
	}
	// npm packages and WordPress count as there (the parts after apt are
	// not what these tests are about, and must not touch the network).
	mkdirSync( path.join( project, 'node_modules' ) );
	writeFileSync( path.join( project, 'package-lock.json' ), '{}' );
	writeFileSync(
		path.join( project, 'node_modules/.package-lock.json' ),
		'{}'
	);
	const past = new Date( Date.now() - 60_000 );
	utimesSync( path.join( project, 'package-lock.json' ), past, past );
	const cache = path.join( project, '.wp-cache' );
	mkdirSync( path.join( cache, 'wordpress/wp-includes' ), {
		recursive: true,
	} );
	mkdirSync( path.join( cache, 'sqlite-database-integration' ) );
	writeFileSync(
		path.join( cache, 'wordpress/wp-includes/version.php' ),
		''
	);
	writeFileSync(
		path.join( cache, 'sqlite-database-integration/load.php' ),
		''
	);
	// The classic theme the prepared tree carries (bin/fetch-classic-theme.sh).
	mkdirSync(
		path.join( cache, 'wordpress/wp-content/themes/twentytwentyone' ),
		{
			recursive: true,
		}
	);
	writeFileSync(
		path.join(
			cache,
			'wordpress/wp-content/themes/twentytwentyone/style.css'
		),
		''
	);
	// The other themes a site may keep (bin/fetch-other-themes.sh).
	for ( const theme of [
		'twentytwentytwo',
		'twentytwentythree',
		'twentytwentyfour',
	] ) {
		mkdirSync( path.join( cache, 'themes', theme ), { recursive: true } );
		writeFileSync( path.join( cache, 'themes', theme, 'style.css' ), '' );
	}

	for ( const tool of BASE_TOOLS ) {
		symlinkSync( which( tool ), path.join( bin, tool ) );
	}
	// Chromium is looked for by path; this one "is installed" (a bare
	// machine's Chromium is one package among the others asked for).
	const chromium = path.join( dir, 'chromium' );
	writeFileSync( chromium, '#!/bin/sh\n' );
	chmodSync( chromium, 0o755 );
	const record = path.join( dir, 'apt-get.log' );
	const recorder = path.join( bin, 'apt-get' );
	writeFileSync(
		recorder,
		`#!/usr/bin/env bash
printf '%s\\n' "$*" >> ${ JSON.stringify( record ) }
if [ "$1" = install ]; then
${ installs || ':' }
fi
`
	);
	chmodSync( recorder, 0o755 );
	return {
		bin,
		run: ( env = {} ) =>
			run( path.join( project, 'bin/ensure-deps.sh' ), [], {
				cwd: project,
				env: {
					PATH: bin,
					STENCILBOX_APT_GET: recorder,
					CHROMIUM_PATH: chromium,
					WITH_MARIADB: '0',
					...env,
				},
			} ),
		calls: () =>
			existsSync( record )
				? readFileSync( record, 'utf8' ).trim().split( '\n' )
				: [],
	};
}

function installed( calls ) {
	const install = calls.find( ( line ) => line.startsWith( 'install ' ) );
	assert.ok( install, `no apt-get install among: ${ calls.join( ' | ' ) }` );
	return install.split( ' ' );
}

test( 'no PHP at all: PHP and every extension the site needs are installed', async ( t ) => {
	const machine = bareMachine( t );
	assert.equal(
		(
			await run( 'bash', [ '-c', 'command -v php' ], {
				env: { PATH: machine.bin },
			} )
		).code,
		1,
		'php must not be on the simulated PATH'
	);
	const result = await machine.run();
	const calls = machine.calls();
	assert.equal( calls[ 0 ].split( ' ' )[ 0 ], 'update' );
	const packages = installed( calls );
	for ( const pkg of [
		...PHP_PACKAGES,
		'phpunit',
		'php-codesniffer',
		'unzip',
		'nginx',
		'php-fpm',
		'redis-server',
	] ) {
		assert.ok(
			packages.includes( pkg ),
			`${ pkg } not in: ${ packages.join( ' ' ) }`
		);
	}
	assert.ok( ! packages.includes( 'mariadb-server' ) );
	assert.ok( ! packages.includes( 'valgrind' ) );
	// The recorder installed nothing: the script must see that and stop.
	assert.notEqual( result.code, 0 );
	assert.match(
		lastLine( result.stderr ),
		/^ensure-deps: still missing after apt-get install: php php:sqlite3 .*php:intl php:redis .*redis-server; run: apt-get install .*php-cli/
	);
	assert.doesNotMatch( result.stdout, /Installing npm packages/ );
} );

test( 'PHP without some extensions: only their packages are asked for', async ( t ) => {
	const machine = bareMachine( t );
	// A php whose module list lacks gd and intl (and a phpunit, phpcs and
	// unzip, so only PHP's gaps remain).
	const modules =
		'Core sqlite3 pdo_sqlite mysqli mbstring xml curl zip redis';
	writeFileSync(
		path.join( machine.bin, 'php' ),
		`#!/usr/bin/env bash\n[ "$1" = -m ] && printf '%s\\n' ${ modules }\n`
	);
	chmodSync( path.join( machine.bin, 'php' ), 0o755 );
	for ( const tool of [
		'phpunit',
		'phpcs',
		'unzip',
		'nginx',
		'php-fpm',
		'redis-server',
	] ) {
		symlinkSync( which( 'true' ), path.join( machine.bin, tool ) );
	}
	const result = await machine.run();
	const packages = installed( machine.calls() );
	assert.ok( packages.includes( 'php-gd' ) );
	assert.ok( packages.includes( 'php-intl' ) );
	for ( const pkg of [
		'php-sqlite3',
		'php-mysql',
		'php-xml',
		'php-curl',
		'php-zip',
		'phpunit',
		'php-codesniffer',
		'nginx',
		'php-fpm',
		'php-redis',
		'redis-server',
	] ) {
		assert.ok(
			! packages.includes( pkg ),
			`${ pkg } asked for although present`
		);
	}
	assert.notEqual( result.code, 0 );
	assert.match(
		lastLine( result.stderr ),
		/still missing after apt-get install: php:gd php:intl;/
	);
} );

test( 'WITH_MARIADB=1 adds MariaDB (npm run bench -- --mysql, start:mysql)', async ( t ) => {
	const machine = bareMachine( t );
	await machine.run( { WITH_MARIADB: '1' } );
	assert.ok( installed( machine.calls() ).includes( 'mariadb-server' ) );
} );

test( 'WITH_PROD=1 adds MariaDB too (npm run start:prod, bench:import, bench:load)', async ( t ) => {
	const machine = bareMachine( t );
	await machine.run( { WITH_PROD: '1' } );
	const packages = installed( machine.calls() );
	for ( const pkg of [ 'mariadb-server', 'nginx', 'php-fpm' ] ) {
		assert.ok(
			packages.includes( pkg ),
			`${ pkg } not in: ${ packages.join( ' ' ) }`
		);
	}
} );

test( 'WITH_VALGRIND=1 adds Valgrind (bench:overhead counts instructions with it)', async ( t ) => {
	const machine = bareMachine( t );
	await machine.run( { WITH_VALGRIND: '1' } );
	assert.ok( installed( machine.calls() ).includes( 'valgrind' ) );
} );

test( 'a failing apt-get stops with one line naming what to run', async ( t ) => {
	const machine = bareMachine( t, { installs: 'exit 100' } );
	const result = await machine.run();
	assert.notEqual( result.code, 0 );
	assert.match(
		lastLine( result.stderr ),
		/^ensure-deps: apt-get install .*php-sqlite3.* failed \(output above\); fix apt, then run bin\/ensure-deps.sh$/
	);
} );

test( 'once apt-get has installed PHP, the check passes', async ( t ) => {
	// The recorder "installs" by putting this machine's real php, phpunit,
	// phpcs, unzip, nginx, PHP-FPM and redis-server on the simulated PATH, as
	// the Debian packages would.
	const version = execFileSync(
		'php',
		[ '-r', 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;' ],
		{ encoding: 'utf8' }
	);
	const links = [
		'php',
		'phpunit',
		'phpcs',
		'unzip',
		'nginx',
		'redis-server',
	]
		.map(
			( tool ) => `ln -s ${ which( tool ) } "$(dirname "$0")/${ tool }"`
		)
		.concat(
			`ln -s ${ which( `php-fpm${ version }` ) } "$(dirname "$0")/php-fpm"`
		)
		.join( '\n' );
	const machine = bareMachine( t, { installs: links } );
	const result = await machine.run();
	assert.equal( result.code, 0, result.stderr );
	assert.ok( installed( machine.calls() ).includes( 'php-sqlite3' ) );
	// A second run has nothing to install.
	const again = await machine.run();
	assert.equal( again.code, 0, again.stderr );
	assert.equal(
		machine.calls().filter( ( l ) => l.startsWith( 'install ' ) ).length,
		1
	);
} );
