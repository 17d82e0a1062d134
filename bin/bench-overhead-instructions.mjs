/**
 * The instruction pass of `npm run bench:overhead`: the same requests as
 * the timed pass, counted in CPU instructions instead of milliseconds, so
 * the machine's noise (other processes, the CPU's clock, a neighbour on
 * the host) is out of the figure. bin/bench-overhead.sh serves the bench
 * site, once the timed pass is done, from one PHP process (PHP's built-in
 * server, no workers: one request at a time) run under Valgrind's
 * callgrind, which writes a count after each request
 * (`--dump-after=php_request_shutdown`, in BENCH_OVERHEAD_CALLGRIND_DIR):
 * everything the PHP process executed for it, WordPress, PHP itself and
 * the database's client, from reading the request to freeing its memory.
 * The database server's own work (MariaDB) is not in it; on SQLite it is,
 * as it runs in PHP.
 *
 * The scenarios are those of the timed pass (artifacts/bench-overhead-
 * <db>.json, written by bin/bench-overhead.mjs), except front (1) (the site
 * has a saved template by now: front (1b) is the same page) and our own
 * screens (without the plugin they are not there). WARMUP rounds first
 * (OPcache fills), then ROUNDS, each asking every scenario with the
 * plugin and without, the order of the pair alternating. Per scenario: the
 * median count on and off, their difference and ratio, and how far the
 * counts of one side spread (a request does not always do the same work:
 * a transient that expires, a nonce's tick).
 *
 * A bench, not a test: the exit code is 1 only when the site does not
 * answer or the counts cannot be matched to the requests.
 *
 * Usage: node bin/bench-overhead-instructions.mjs <sqlite|mysql>
 *   env: WP_BASE_URL  BENCH_OVERHEAD_CALLGRIND_DIR
 *        BENCH_OVERHEAD_INSTRUCTION_ROUNDS (5)  BENCH_OVERHEAD_INSTRUCTION_WARMUP (2)
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { median, tableRow } from './lib/stats.mjs';
import { WpClient } from './lib/wp-client.mjs';

const [ db = 'sqlite' ] = process.argv.slice( 2 );
const base = process.env.WP_BASE_URL;
const dir = process.env.BENCH_OVERHEAD_CALLGRIND_DIR;
const ROUNDS = Number( process.env.BENCH_OVERHEAD_INSTRUCTION_ROUNDS || 5 );
const WARMUP = Number( process.env.BENCH_OVERHEAD_INSTRUCTION_WARMUP ?? 2 );
// Under callgrind a request runs 20–60 times slower than without.
const TIMEOUT_MS = 300_000;
const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const fail = ( message ) => {
	console.error( `bench:overhead (instructions): ${ message }` );
	process.exit( 1 );
};
if ( ! dir || ! fs.existsSync( dir ) ) {
	fail( 'BENCH_OVERHEAD_CALLGRIND_DIR names no folder' );
}
if ( ! ( ROUNDS >= 1 ) || ! ( WARMUP >= 0 ) ) {
	fail(
		'BENCH_OVERHEAD_INSTRUCTION_ROUNDS must be 1 or more and BENCH_OVERHEAD_INSTRUCTION_WARMUP 0 or more'
	);
}
const artifact = path.join( root, `artifacts/bench-overhead-${ db }.json` );
if ( ! fs.existsSync( artifact ) ) {
	fail( `${ artifact } is missing: the timed pass writes it` );
}
const timed = JSON.parse( fs.readFileSync( artifact, 'utf8' ) );
const scenarios = timed.scenarios.filter( ( s ) => s.counted );

// ---- the counts -------------------------------------------------------------

/**
 * The dumps callgrind has written so far (`callgrind.out.<part>`; the
 * file without a part is written when the process ends), in order.
 *
 * @return {string[]} Paths.
 */
const dumps = () =>
	fs
		.readdirSync( dir )
		.map( ( name ) => /^callgrind\.out\.(\d+)$/.exec( name ) )
		.filter( Boolean )
		.sort( ( a, b ) => a[ 1 ] - b[ 1 ] )
		.map( ( match ) => path.join( dir, match.input ) );

/**
 * Waits for the dump of the request just answered (callgrind writes it
 * once PHP has shut the request down, which can be after the answer
 * arrives) and reads its count.
 *
 * @param {number} before How many dumps there were before the request.
 * @return {Promise<number>} Instructions.
 */
async function countAfter( before ) {
	const deadline = Date.now() + 60_000;
	while ( Date.now() < deadline ) {
		const list = dumps();
		if ( list.length > before + 1 ) {
			fail(
				`${ list.length - before } counts for one request: something else asked the server (e.g. a request of the site to itself)`
			);
		}
		if ( list.length === before + 1 ) {
			const text = fs.readFileSync( list[ before ], 'utf8' );
			// The totals close the file: until then it is being written.
			const total = /^totals:\s+(\d+)/m.exec( text );
			if ( total ) {
				return Number( total[ 1 ] );
			}
		}
		await sleep( 50 );
	}
	return fail( 'no count within 60 s of an answer' );
}

/**
 * One request, and the instructions PHP executed for it.
 *
 * @param {Object} scenario Scenario.
 * @param {string} mode     on | off.
 * @param {Object} headers  The login's headers by kind.
 * @return {Promise<number>} Instructions.
 */
async function count( scenario, mode, headers ) {
	const before = dumps().length;
	const response = await fetch( scenario.url, {
		headers: { ...headers[ scenario.auth ], 'X-Stencilbox-Bench': mode },
		redirect: 'manual',
		signal: AbortSignal.timeout( TIMEOUT_MS ),
	} ).catch( ( error ) =>
		fail( `${ scenario.scenario }: ${ error.message }` )
	);
	await response.text();
	if ( response.status !== 200 ) {
		fail( `${ scenario.scenario } (${ mode }): HTTP ${ response.status }` );
	}
	return countAfter( before );
}

const client = await WpClient.login( base );
const headers = {
	visitor: {},
	admin: { Cookie: client.cookies },
	rest: { Cookie: client.cookies, 'X-WP-Nonce': client.nonce },
};
const counts = new Map( scenarios.map( ( s ) => [ s, { on: [], off: [] } ] ) );
for ( let round = 0; round < WARMUP + ROUNDS; round++ ) {
	for ( const [ index, scenario ] of scenarios.entries() ) {
		const order = ( round + index ) % 2 ? [ 'off', 'on' ] : [ 'on', 'off' ];
		for ( const mode of order ) {
			const instructions = await count( scenario, mode, headers );
			if ( round >= WARMUP ) {
				counts.get( scenario )[ mode ].push( instructions );
			}
		}
	}
}

// ---- the table --------------------------------------------------------------

const millions = ( n ) => ( n / 1e6 ).toFixed( 2 );
const signed = ( n, digits = 1 ) =>
	`${ n >= 0 ? '+' : '−' }${ Math.abs( n ).toFixed( digits ) }`;
const spread = ( list ) =>
	( Math.max( ...list ) - Math.min( ...list ) ) / median( list );
const cols = [
	[ 'scenario', 40, 'left' ],
	[ 'Mi on', 9 ],
	[ 'Mi off', 9 ],
	[ 'Δ Mi', 8 ],
	[ 'Δ', 9 ],
	[ 'spread', 7 ],
	[ 'timed p50 Δ', 12 ],
	[ 'target (time)', 14 ],
];
const join = ( cells ) => tableRow( cols, cells );
const dbName = db === 'mysql' ? 'MariaDB' : 'SQLite';
console.log(
	`\nStencilbox overhead in instructions — ${ dbName }: the same requests counted by callgrind in one PHP process (PHP's built-in server), ${ ROUNDS } per side and scenario after ${ WARMUP } warm-up rounds`
);
console.log(
	`Mi: millions of instructions PHP executed for the request (median); Δ = on/off − 1; spread: the widest (max − min)/median of the two sides; timed p50 Δ: the timed pass above, for comparison${
		db === 'mysql' ? '; MariaDB’s own work is not counted' : ''
	}`
);
console.log( join( cols.map( ( c ) => c[ 0 ] ) ) );
const rows = [];
for ( const scenario of scenarios ) {
	const { on, off } = counts.get( scenario );
	const onMedian = median( on );
	const offMedian = median( off );
	const delta = onMedian / offMedian - 1;
	const timedDelta =
		scenario.p50.on && scenario.p50.off
			? scenario.p50.on / scenario.p50.off - 1
			: null;
	console.log(
		join( [
			scenario.scenario,
			millions( onMedian ),
			millions( offMedian ),
			signed( ( onMedian - offMedian ) / 1e6, 2 ),
			`${ signed( delta * 100 ) } %`,
			`${ ( Math.max( spread( on ), spread( off ) ) * 100 ).toFixed( 1 ) } %`,
			timedDelta === null ? 'n/a' : `${ signed( timedDelta * 100 ) } %`,
			scenario.target ? `≤ +${ scenario.target.time * 100 } %` : '',
		] )
	);
	rows.push( {
		scenario: scenario.scenario,
		on,
		off,
		median: { on: onMedian, off: offMedian },
		delta,
	} );
}

timed.instructions = { rounds: ROUNDS, warmup: WARMUP, scenarios: rows };
fs.writeFileSync( artifact, JSON.stringify( timed, null, '\t' ) + '\n' );
