/**
 * bin/prod-server.sh: nginx in front of two PHP-FPM nodes — each with its
 * own temporary folder and the stack's limits — round-robin, a node named
 * by a header on request; and however the script ends, nginx and both
 * PHP-FPM masters (which leave any process group) end with it.
 *
 * The real nginx and PHP-FPM serve a stub site whose index.php answers
 * like an installed Stencilbox and tells what PHP sees; PHP runs as the
 * user running the tests.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
	freePort,
	lastLine,
	root,
	run,
	sleep,
	tempDir,
	waitPortFree,
} from './helpers.mjs';

const BANNER = 'Stencilbox production-like site:';
const STUB = `<?php
header( 'Content-Type: application/json' );
echo json_encode(
	array(
		'namespace' => 'stencilbox/v1',
		'node'      => getenv( 'STENCILBOX_NODE' ),
		'tmp'       => sys_get_temp_dir(),
		'memory'    => ini_get( 'memory_limit' ),
		'time'      => ini_get( 'max_execution_time' ),
		'raised'    => false !== ini_set( 'memory_limit', '512M' ),
	)
);
`;

function stubSite( t ) {
	const site = path.join( tempDir( t, 'prod' ), 'site' );
	mkdirSync( path.join( site, 'wp-content' ), { recursive: true } );
	writeFileSync( path.join( site, 'wp-config.php' ), '<?php\n' );
	writeFileSync( path.join( site, 'index.php' ), STUB );
	return site;
}

function env( port, site ) {
	return {
		...process.env,
		PROD_PORT: String( port ),
		WP_SITE_DIR: site,
		PROD_USER: os.userInfo().username,
		PROD_FPM_CHILDREN: '1',
	};
}

/**
 * The processes whose command line names a run folder (nginx's and both
 * PHP-FPM masters).
 *
 * @param {string} runDir The stack's run folder.
 */
function stackProcesses( runDir ) {
	return readdirSync( '/proc' )
		.filter( ( name ) => /^\d+$/.test( name ) )
		.filter( ( name ) => {
			try {
				return readFileSync(
					`/proc/${ name }/cmdline`,
					'utf8'
				).includes( runDir );
			} catch {
				return false;
			}
		} )
		.map( Number );
}

test( 'two nodes behind nginx: round-robin, a node by header, each with its own temporary folder and the limits; SIGKILL of the script ends everything', async ( t ) => {
	const port = await freePort();
	const site = stubSite( t );
	const child = spawn( 'bin/prod-server.sh', [], {
		cwd: root,
		env: env( port, site ),
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	let output = '';
	child.stdout.on( 'data', ( d ) => ( output += d ) );
	child.stderr.on( 'data', ( d ) => ( output += d ) );
	t.after( () => {
		try {
			process.kill( -child.pid, 'SIGKILL' );
		} catch {}
	} );
	const end = Date.now() + 30_000;
	while ( ! output.includes( BANNER ) ) {
		if ( child.exitCode !== null || Date.now() > end ) {
			assert.fail( `the stack did not start:\n${ output }` );
		}
		await sleep( 50 );
	}

	const ask = async ( headers = {} ) => {
		const response = await fetch( `http://127.0.0.1:${ port }/`, {
			headers,
		} );
		return {
			header: response.headers.get( 'x-stencilbox-node' ),
			...( await response.json() ),
		};
	};
	const answers = [];
	for ( let i = 0; i < 4; i++ ) {
		answers.push( await ask() );
	}
	assert.deepEqual(
		[ ...new Set( answers.map( ( a ) => a.node ) ) ].sort(),
		[ 'a', 'b' ],
		'requests go to both nodes'
	);
	for ( const answer of answers ) {
		assert.equal( answer.header, answer.node, 'the answer names its node' );
		assert.equal( answer.memory, '128M' );
		assert.equal( answer.time, '30' );
		assert.equal(
			answer.raised,
			false,
			'a plugin cannot raise the memory limit'
		);
	}
	const a = await ask( { 'X-Stencilbox-Node': 'a' } );
	const b = await ask( { 'X-Stencilbox-Node': 'b' } );
	assert.equal( a.node, 'a' );
	assert.equal( b.node, 'b' );
	assert.equal( a.tmp, `${ site }.stack/node-a/tmp` );
	assert.equal( b.tmp, `${ site }.stack/node-b/tmp` );

	const running = stackProcesses( `${ site }.stack` );
	assert.ok(
		running.length >= 3,
		`nginx and two PHP-FPM masters: ${ running }`
	);
	// Killed hard, as Playwright kills a web server: nothing of it stays.
	process.kill( child.pid, 'SIGKILL' );
	assert.ok(
		await waitPortFree( port, 10_000 ),
		`port ${ port } still taken`
	);
	const stopped = Date.now() + 10_000;
	while (
		stackProcesses( `${ site }.stack` ).length &&
		Date.now() < stopped
	) {
		await sleep( 100 );
	}
	assert.deepEqual(
		stackProcesses( `${ site }.stack` ),
		[],
		'no nginx or PHP-FPM left'
	);
} );

test( 'a taken port is refused at once, in one line', async ( t ) => {
	const port = await freePort();
	const holder = net.createServer().listen( port, '127.0.0.1' );
	t.after( () => holder.close() );
	await new Promise( ( resolve ) => holder.once( 'listening', resolve ) );
	const result = await run( 'bin/prod-server.sh', [], {
		cwd: root,
		env: env( port, stubSite( t ) ),
	} );
	assert.notEqual( result.code, 0 );
	assert.match(
		lastLine( result.stderr ),
		new RegExp(
			`^prod-server: port ${ port } is in use by node \\(pid \\d+\\); set PROD_PORT`
		)
	);
} );
