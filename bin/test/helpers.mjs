/**
 * Helpers for the dev-script tests (bin/test/*.test.mjs): temp folders,
 * free ports, and what /proc says about listening sockets and processes.
 * The tests run the real scripts; these only observe.
 */
import { spawn } from 'node:child_process';
import {
	mkdtempSync,
	readFileSync,
	readdirSync,
	readlinkSync,
	rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);

export function tempDir( t, prefix ) {
	const dir = mkdtempSync(
		path.join( os.tmpdir(), `stencilbox-${ prefix }-` )
	);
	t.after( () => rmSync( dir, { recursive: true, force: true } ) );
	return dir;
}

export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

function canListen( port ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.once( 'error', () => resolve( false ) );
		server.once( 'listening', () => server.close( () => resolve( true ) ) );
		server.listen( port, '127.0.0.1' );
	} );
}

// Ports 8960–8999 (STENCILBOX_TEST_PORT moves the start): the dev site,
// e2e and bench defaults sit below, so a running dev site is never hit.
const handedOut = new Set();
export async function freePort() {
	const first = Number( process.env.STENCILBOX_TEST_PORT || 8960 );
	for ( let port = first; port < first + 40; port++ ) {
		if ( ! handedOut.has( port ) && ( await canListen( port ) ) ) {
			handedOut.add( port );
			return port;
		}
	}
	throw new Error( `no free port in ${ first }-${ first + 39 }` );
}

/**
 * Inodes of sockets listening on the port (any local address).
 * @param {number} port
 */
export function listeners( port ) {
	const hex = port.toString( 16 ).toUpperCase().padStart( 4, '0' );
	const inodes = [];
	for ( const file of [ '/proc/net/tcp', '/proc/net/tcp6' ] ) {
		let text = '';
		try {
			text = readFileSync( file, 'utf8' );
		} catch {
			continue;
		}
		for ( const line of text.trim().split( '\n' ).slice( 1 ) ) {
			const f = line.trim().split( /\s+/ );
			if ( f[ 3 ] === '0A' && f[ 1 ].endsWith( `:${ hex }` ) ) {
				inodes.push( f[ 9 ] );
			}
		}
	}
	return inodes;
}

export async function waitPortFree( port, ms = 5000 ) {
	const end = Date.now() + ms;
	while ( listeners( port ).length > 0 ) {
		if ( Date.now() > end ) {
			return false;
		}
		await sleep( 50 );
	}
	return true;
}

/** Every process: pid → { ppid, pgrp, state, comm }. */
export function processes() {
	const map = new Map();
	for ( const name of readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( name ) ) {
			continue;
		}
		try {
			const stat = readFileSync( `/proc/${ name }/stat`, 'utf8' );
			const comm = stat.slice(
				stat.indexOf( '(' ) + 1,
				stat.lastIndexOf( ')' )
			);
			const [ state, ppid, pgrp ] = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			map.set( Number( name ), {
				state,
				comm,
				ppid: Number( ppid ),
				pgrp: Number( pgrp ),
			} );
		} catch {}
	}
	return map;
}

/**
 * Live (not zombie) members of a process group.
 * @param {number} pgid
 */
export function groupMembers( pgid ) {
	return [ ...processes() ]
		.filter( ( [ , p ] ) => p.pgrp === pgid && p.state !== 'Z' )
		.map( ( [ pid ] ) => pid );
}

/**
 * Pids holding a listening socket on the port.
 * @param {number} port
 */
export function listenerPids( port ) {
	const wanted = new Set(
		listeners( port ).map( ( inode ) => `socket:[${ inode }]` )
	);
	const pids = [];
	for ( const name of readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( name ) ) {
			continue;
		}
		try {
			for ( const fd of readdirSync( `/proc/${ name }/fd` ) ) {
				if (
					wanted.has( readlinkSync( `/proc/${ name }/fd/${ fd }` ) )
				) {
					pids.push( Number( name ) );
					break;
				}
			}
		} catch {}
	}
	return pids;
}

/**
 * Runs a command to its end: { code, signal, stdout, stderr }. A command
 * still running after `timeout` ms (default 60 s) is killed with its whole
 * process group and reported as code null, so a regression that hangs (a
 * server that should have refused to start) fails instead of blocking.
 *
 * @param {string}   command
 * @param {string[]} args
 * @param {Object}   options         spawn options (env is merged into process.env)
 * @param {number}   options.timeout ms before the command is killed
 */
export function run( command, args, { timeout = 60_000, ...options } = {} ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( command, args, {
			cwd: root,
			...options,
			env: { ...process.env, ...options.env },
			detached: true,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( d ) => ( stdout += d ) );
		child.stderr.on( 'data', ( d ) => ( stderr += d ) );
		const timer = setTimeout( () => {
			stderr += `\n[killed after ${ timeout } ms]`;
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
		}, timeout );
		child.once( 'error', reject );
		child.once( 'close', ( code, signal ) => {
			clearTimeout( timer );
			resolve( { code, signal, stdout, stderr } );
		} );
	} );
}

/**
 * Last non-empty line of a text.
 * @param {string} text
 */
export function lastLine( text ) {
	return text.trim().split( '\n' ).pop();
}
