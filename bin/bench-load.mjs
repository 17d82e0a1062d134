/**
 * The load test of `npm run bench:load` (bin/bench-load.sh starts the
 * stack): CLIENTS concurrent clients, for SECONDS, all as one logged-in
 * user signed in to a library account, each asking in turn for
 *
 *   GET  /stencilbox/v1/items          a page of the block catalogue
 *   GET  /stencilbox/v1/items/{slug}   an item's details
 *   GET  /stencilbox/v1/clouds         the account's cloud files
 *   POST /stencilbox/v1/insert         an item's content for the editor
 *
 * Loopback addresses only; every request has a 60 s timeout and the test
 * stops by itself (clients finish the request in flight). Prints p50/p95
 * per call, throughput, errors (anything but a 2xx, and failed
 * connections) and 5xx; then reads the stack's logs: nginx's 5xx and
 * whatever PHP wrote to its error logs. Exits 1 unless there are 0 errors,
 * 0 × 5xx and nothing in the PHP error logs.
 *
 * Usage: node bin/bench-load.mjs   env: WP_BASE_URL PROD_RUN_DIR
 *        BENCH_LOAD_CLIENTS (100) BENCH_LOAD_SECONDS (60)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { WpClient } from './lib/wp-client.mjs';

const base = process.env.WP_BASE_URL;
const run = process.env.PROD_RUN_DIR;
const CLIENTS = Number( process.env.BENCH_LOAD_CLIENTS || 100 );
const SECONDS = Number( process.env.BENCH_LOAD_SECONDS || 60 );
const host = new URL( base ).hostname;
if ( ! [ '127.0.0.1', 'localhost', '::1', '[::1]' ].includes( host ) ) {
	console.error(
		`bench:load: ${ base } is not a loopback address; refusing.`
	);
	process.exit( 1 );
}

const client = await WpClient.login( base );
await client.libraryAccount( 'bench-load' );
// Something in the cloud to list.
for ( let i = 0; i < 20; i++ ) {
	await client.rest( 'POST', '/stencilbox/v1/clouds/upload', {
		name: `Load test file ${ i + 1 }`,
		workspace_id: 0,
		file_content: {
			__file: 'wp_block',
			id: 0,
			type: 'block',
			title: `Load test file ${ i + 1 }`,
			content: `<!-- wp:paragraph -->\n<p>Cloud file ${ i + 1 }</p>\n<!-- /wp:paragraph -->`,
		},
	} );
}
// Blocks of the demo catalogue (the account is on the pro plan; some have
// images, which an insert copies into the media library once).
const blocks = (
	await client.rest( 'GET', '/stencilbox/v1/items', {
		platform: 'gutenberg',
		type: 'block',
		plan: 'all',
		page: 1,
	} )
).data.slice( 0, 12 );
if ( blocks.length < 4 ) {
	throw new Error( 'The demo catalogue has too few blocks.' );
}

const calls = {
	'GET /items': ( n ) =>
		client.call( 'GET', '/stencilbox/v1/items', {
			platform: 'gutenberg',
			type: 'block',
			plan: 'all',
			page: 1 + ( n % 3 ),
		} ),
	'GET /items/{slug}': ( n ) =>
		client.call(
			'GET',
			`/stencilbox/v1/items/${ blocks[ n % blocks.length ].slug }`,
			{
				platform: 'gutenberg',
			}
		),
	'GET /clouds': () =>
		client.call( 'GET', '/stencilbox/v1/clouds', {
			platform: 'gutenberg',
			page: 1,
		} ),
	'POST /insert': ( n ) =>
		client.call( 'POST', '/stencilbox/v1/insert', {
			id: blocks[ n % blocks.length ].id,
			platform: 'gutenberg',
			origin: 'library',
		} ),
};
const names = Object.keys( calls );

/**
 * One timed call (a failed connection or a timeout is status 0).
 *
 * @param {string} name Call.
 * @param {number} n    Its number.
 */
async function timed( name, n ) {
	const started = performance.now();
	try {
		const answer = await Promise.race( [
			calls[ name ]( n ),
			new Promise( ( _, reject ) =>
				setTimeout( () => reject( new Error( 'timeout' ) ), 60_000 )
			),
		] );
		return {
			name,
			status: answer.status,
			ms: performance.now() - started,
			body: answer.json,
		};
	} catch ( error ) {
		return {
			name,
			status: 0,
			ms: performance.now() - started,
			body: error.message,
		};
	}
}

// Warm up (opcache, caches): each call a few times, not counted.
for ( let i = 0; i < 12; i++ ) {
	await timed( names[ i % names.length ], i );
}

/** The stack's log sizes now. */
const sizes = () =>
	Object.fromEntries(
		fs
			.readdirSync( path.join( run, 'logs' ) )
			.map( ( file ) => [
				file,
				fs.statSync( path.join( run, 'logs', file ) ).size,
			] )
	);
const since = ( before, file ) => {
	const full = path.join( run, 'logs', file );
	const text = fs.existsSync( full )
		? fs.readFileSync( full )
		: Buffer.alloc( 0 );
	return text.subarray( before[ file ] ?? 0 ).toString();
};
const logs = sizes();

const results = [];
const started = performance.now();
const end = started + SECONDS * 1000;
let counter = 0;
await Promise.all(
	Array.from( { length: CLIENTS }, async ( _, index ) => {
		for ( let turn = index; performance.now() < end; turn++ ) {
			results.push(
				await timed( names[ turn % names.length ], counter++ )
			);
		}
	} )
);
const wall = ( performance.now() - started ) / 1000;

const percentile = ( list, p ) => {
	const sorted = [ ...list ].sort( ( a, b ) => a - b );
	return (
		sorted[
			Math.min(
				sorted.length - 1,
				Math.floor( ( p / 100 ) * sorted.length )
			)
		] ?? 0
	);
};
const ms = ( value ) => `${ Math.round( value ) } ms`.padStart( 9 );
console.log(
	`\nStencilbox load test — ${ CLIENTS } concurrent clients for ${ SECONDS } s, one logged-in user, production-like stack (nginx → 2 PHP-FPM nodes, 128M / 30 s → MariaDB)`
);
console.log(
	`machine             ${ os.cpus().length } cores, load average ${ os
		.loadavg()
		.map( ( l ) => l.toFixed( 1 ) )
		.join( ' ' ) }`
);
console.log(
	`${ 'call'.padEnd( 20 ) }${ 'requests'.padStart( 9 ) }${ 'p50'.padStart( 9 ) }${ 'p95'.padStart( 9 ) }${ 'max'.padStart( 9 ) }${ 'errors'.padStart( 8 ) }${ '5xx'.padStart( 6 ) }`
);
const line = ( label, list ) => {
	const times = list.map( ( r ) => r.ms );
	const errors = list.filter(
		( r ) => r.status < 200 || r.status >= 300
	).length;
	const fives = list.filter( ( r ) => r.status >= 500 ).length;
	console.log(
		`${ label.padEnd( 20 ) }${ String( list.length ).padStart( 9 ) }${ ms( percentile( times, 50 ) ) }${ ms( percentile( times, 95 ) ) }${ ms( Math.max( ...times ) ) }${ String( errors ).padStart( 8 ) }${ String( fives ).padStart( 6 ) }`
	);
	return { errors, fives };
};
for ( const name of names ) {
	line(
		name,
		results.filter( ( r ) => r.name === name )
	);
}
const total = line( 'all', results );
console.log(
	`throughput          ${ ( results.length / wall ).toFixed( 1 ) } requests/s over ${ wall.toFixed( 1 ) } s`
);

const access = since( logs, 'nginx-access.log' )
	.split( '\n' )
	.filter( Boolean );
const served5xx = access.filter( ( l ) => / 5\d\d \d+ /.test( l ) ).length;
const php = [ 'php-a.log', 'php-b.log' ]
	.map( ( file ) => since( logs, file ) )
	.join( '' )
	.trim();
const byNode = ( node ) =>
	access.filter( ( l ) => l.endsWith( `node=${ node }` ) ).length;
console.log(
	`server side         nginx: ${ access.length } requests (node a ${ byNode( 'a' ) }, node b ${ byNode( 'b' ) }), ${ served5xx } × 5xx; PHP error logs: ${ php ? php.split( '\n' ).length + ' new lines' : 'nothing new' }`
);
const failures = [];
if ( total.errors ) {
	const sample = results.find( ( r ) => r.status < 200 || r.status >= 300 );
	failures.push(
		`${ total.errors } errors, e.g. ${ sample.name } → ${ sample.status } ${ JSON.stringify( sample.body ).slice( 0, 200 ) }`
	);
}
if ( total.fives || served5xx ) {
	failures.push( `${ Math.max( total.fives, served5xx ) } × 5xx` );
}
if ( php ) {
	failures.push( `PHP error log:\n${ php.slice( 0, 2000 ) }` );
}
if ( failures.length ) {
	console.log( `\n✘ ${ failures.join( '\n✘ ' ) }` );
	process.exit( 1 );
}
console.log( '\n0 errors, 0 × 5xx, nothing in the PHP error logs.' );
