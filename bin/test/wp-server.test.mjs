/**
 * bin/wp-server.sh: a taken port is refused before anything starts, the
 * banner means a working site, and however the server is stopped no PHP
 * worker is left holding the port.
 *
 * The real script and the real php -S (with workers) serve a stub site
 * whose index.php answers like an installed Stencilbox: the process
 * handling is what is under test, and a stub keeps each start well under a
 * second (bin/test/wp-setup.test.mjs covers real WordPress sites).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
	freePort,
	groupMembers,
	lastLine,
	listenerPids,
	processes,
	root,
	run,
	sleep,
	tempDir,
	waitPortFree,
} from './helpers.mjs';

const WORKERS = 2;
const BANNER = 'Stencilbox dev site:';

const WORKING = `<?php
header( 'Content-Type: application/json' );
echo json_encode( array( 'namespace' => 'stencilbox/v1' ) );
`;
const NOT_INSTALLED = `<?php
header( 'Location: http://' . $_SERVER['HTTP_HOST'] . '/wp-admin/install.php', true, 302 );
`;

function stubSite( t, index = WORKING ) {
	const site = path.join( tempDir( t, 'server' ), 'site' );
	mkdirSync( site );
	writeFileSync( path.join( site, 'wp-config.php' ), '<?php\n' );
	writeFileSync( path.join( site, 'index.php' ), index );
	return site;
}

function env( port, site ) {
	return {
		...process.env,
		WP_PORT: String( port ),
		WP_SITE_DIR: site,
		PHP_CLI_SERVER_WORKERS: String( WORKERS ),
	};
}

/**
 * Starts the server as Playwright does (its own process group) and waits
 * for the banner. Resolves { child, output, exited } where `exited` settles
 * with { code, signal } when the script ends.
 *
 * @param {Object} t    the test (the server is stopped after it)
 * @param {number} port
 * @param {string} site
 */
async function startServer( t, port, site ) {
	const child = spawn( 'bin/wp-server.sh', [], {
		cwd: root,
		env: env( port, site ),
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	const server = { child, output: '' };
	child.stdout.on( 'data', ( d ) => ( server.output += d ) );
	child.stderr.on( 'data', ( d ) => ( server.output += d ) );
	server.exited = new Promise( ( resolve ) =>
		child.once( 'exit', ( code, signal ) => resolve( { code, signal } ) )
	);
	t.after( () => {
		try {
			process.kill( -child.pid, 'SIGKILL' );
		} catch {}
	} );
	const end = Date.now() + 20_000;
	while ( ! server.output.includes( BANNER ) ) {
		if ( child.exitCode !== null || Date.now() > end ) {
			assert.fail( `server did not start:\n${ server.output }` );
		}
		await sleep( 50 );
	}
	return server;
}

/**
 * The server's own process group and its php master, as /proc shows them.
 * @param {number} scriptPid
 * @param {number} port
 */
function serverProcesses( scriptPid, port ) {
	const all = processes();
	const children = ( pid ) =>
		[ ...all ]
			.filter( ( [ , p ] ) => p.ppid === pid )
			.map( ( [ c ] ) => c );
	const group = children( scriptPid ).find(
		( pid ) => all.get( pid ).pgrp === pid
	);
	assert.ok( group, 'the server runs in a process group of its own' );
	const master = children( group ).find(
		( pid ) => all.get( pid ).comm === 'php'
	);
	assert.ok( master, 'php -S runs in that group' );
	const workers = children( master );
	assert.equal( workers.length, WORKERS, 'php -S forked its workers' );
	assert.deepEqual(
		listenerPids( port ).sort(),
		[ master, ...workers ].sort(),
		'the master and its workers hold the port'
	);
	return { group, master, workers };
}

async function assertAllGone( port, group ) {
	assert.ok(
		await waitPortFree( port, 5000 ),
		`still listening on ${ port }: pids ${ listenerPids( port ) }`
	);
	const end = Date.now() + 5000;
	while ( groupMembers( group ).length > 0 && Date.now() < end ) {
		await sleep( 50 );
	}
	assert.deepEqual(
		groupMembers( group ),
		[],
		'no process of the server is left'
	);
}

test( 'a second server on a taken port fails with who holds it, and no banner', async ( t ) => {
	const port = await freePort();
	const site = stubSite( t );
	const first = await startServer( t, port, site );
	const { master } = serverProcesses( first.child.pid, port );

	const second = await run( 'bin/wp-server.sh', [], {
		env: env( port, site ),
	} );
	assert.notEqual( second.code, 0 );
	assert.match(
		lastLine( second.stderr ),
		new RegExp(
			`^wp-server: port ${ port } is in use by php \\(pid ${ master }\\); set WP_PORT to a free port \\(e\\.g\\. WP_PORT=\\d+ npm start\\) or stop that process$`
		)
	);
	assert.doesNotMatch( second.stderr + second.stdout, new RegExp( BANNER ) );
	// The first server is untouched.
	const answer = await fetch(
		`http://127.0.0.1:${ port }/wp-json/stencilbox/v1`
	);
	assert.equal( answer.status, 200 );
} );

test( 'npm start refuses a taken port before installing anything', async ( t ) => {
	const port = await freePort();
	const site = stubSite( t );
	await startServer( t, port, site );
	const start = await run( 'bin/start.sh', [], { env: env( port, site ) } );
	assert.notEqual( start.code, 0 );
	assert.match(
		lastLine( start.stderr ),
		new RegExp(
			`^npm start: port ${ port } is in use by php \\(pid \\d+\\); set WP_PORT`
		)
	);
	assert.doesNotMatch( start.stdout, /Installing|Building/ );
} );

test( 'a site that does not work: one line, no banner, nothing left running', async ( t ) => {
	const port = await freePort();
	const result = await run( 'bin/wp-server.sh', [], {
		env: env( port, stubSite( t, NOT_INSTALLED ) ),
	} );
	assert.notEqual( result.code, 0 );
	assert.match(
		lastLine( result.stderr ),
		/^wp-server: the site in .* does not work: WordPress is not installed .*; run bin\/wp-setup.sh .* or bin\/wp-setup.sh --reset/
	);
	assert.doesNotMatch( result.stderr, new RegExp( BANNER ) );
	assert.ok( await waitPortFree( port, 3000 ), 'the port is free again' );
} );

for ( const signal of [ 'SIGTERM', 'SIGINT', 'SIGKILL' ] ) {
	test( `${ signal } to the server script ends every worker`, async ( t ) => {
		const port = await freePort();
		const server = await startServer( t, port, stubSite( t ) );
		const { group } = serverProcesses( server.child.pid, port );
		server.child.kill( signal );
		const { code } = await server.exited;
		if ( signal !== 'SIGKILL' ) {
			assert.equal( code, 0, server.output );
		}
		// After SIGKILL nothing in the script runs: the group's watchdog
		// notices its supervisor is gone.
		await assertAllGone( port, group );
	} );
}

test( 'while it serves, the server starts no process of its own (its watchdog naps, sleep(1) cost CPU)', async ( t ) => {
	const port = await freePort();
	const server = await startServer( t, port, stubSite( t ) );
	const { group } = serverProcesses( server.child.pid, port );
	const before = new Set( groupMembers( group ) );
	// The watchdog checks 4 times a second: 2 s of samples would catch a
	// process it starts each time (sleep 0.25 lives most of each period).
	const started = new Set();
	const end = Date.now() + 2000;
	while ( Date.now() < end ) {
		for ( const pid of groupMembers( group ) ) {
			if ( ! before.has( pid ) ) {
				started.add( `${ pid } ${ processes().get( pid )?.comm }` );
			}
		}
		await sleep( 20 );
	}
	assert.deepEqual( [ ...started ], [], 'processes started while idle' );
	server.child.kill( 'SIGTERM' );
	await server.exited;
	await assertAllGone( port, group );
} );

test( 'killing the php -S master alone ends its workers and the script', async ( t ) => {
	const port = await freePort();
	const server = await startServer( t, port, stubSite( t ) );
	const { group, master } = serverProcesses( server.child.pid, port );
	process.kill( master, 'SIGKILL' );
	await assertAllGone( port, group );
	const { code } = await server.exited;
	assert.equal( code, 1 );
	assert.match(
		lastLine( server.output ),
		new RegExp(
			`^wp-server: the PHP server on port ${ port } stopped on its own`
		)
	);
} );
