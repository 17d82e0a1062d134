/**
 * The fleet bench's client (see bin/bench-fleet.sh).
 *
 *   node bin/bench-fleet.mjs measure <sqlite|mysql> <sites.json> <results.json>
 *     every site of the file, in turn, calls POST /versions/check as a
 *     connected site does (its own Bearer key, its sources): first a full
 *     check (no token: the answer and the usage report are made), then the
 *     same check with that answer's token (nothing changed: `unchanged`);
 *     core's GET /wp/v2/posts?per_page=20 (anonymous) is timed between
 *     them. At least WP_BENCH_REQUESTS rounds (200), and every site at
 *     least once. Prints p50/p95 of each and writes them.
 *   node bin/bench-fleet.mjs report <sqlite|mysql> <results.json>…
 *     the table over the sizes, with the targets of issue [24] marked
 *     PASS/MISS, and requests per site per day with the default schedule
 *     (read from the code by the seed); exits 1 when a target is missed.
 *
 * env: WP_BASE_URL, WP_BENCH_REQUESTS (200).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const base = process.env.WP_BASE_URL || 'http://127.0.0.1:8920';
const rounds = Number( process.env.WP_BENCH_REQUESTS || 200 );
const warmup = 20;
const [ mode, ...args ] = process.argv.slice( 2 );
const dbName = ( db ) => ( db === 'mysql' ? 'MariaDB' : 'SQLite' );

/** Targets: each check's p50 and p95 at most this times core's; growth 10 → 1,000 sites at most this. */
const TARGET_CORE = 0.5;
const TARGET_GROWTH = 1.3;

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( p * ( sorted.length - 1 ) ) )
	];
};

/**
 * One request, timed to the end of its body.
 *
 * @param {string} path    `rest_route` path.
 * @param {Object} options fetch options.
 * @param {string} query   More of the query string (`&…`).
 * @return {Promise<{ms: number, body: *}>} Time and answer.
 */
async function timed( path, options = {}, query = '' ) {
	const started = performance.now();
	const response = await fetch(
		`${ base }/?rest_route=${ encodeURIComponent( path ) }${ query }`,
		options
	);
	const body = await response.json();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error(
			`${ path } → ${ response.status } ${ JSON.stringify( body ).slice(
				0,
				300
			) }`
		);
	}
	return { ms, body };
}

/**
 * A site's update check, as `Site\Updates\Updates` sends it over HTTP.
 *
 * @param {Object} site  Site: site, key, items, files.
 * @param {string} token The last answer's token ('' for none).
 */
function check( site, token ) {
	return timed( '/stencilbox-hub/v1/versions/check', {
		method: 'POST',
		headers: {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			Authorization: `Bearer ${ site.key }`,
			'X-Stencilbox-Key': site.key,
		},
		body: JSON.stringify( {
			site: site.site,
			items: site.items,
			files: site.files,
			token,
		} ),
	} );
}

async function measure( db, sitesFile, out ) {
	const { sites, schedule } = JSON.parse( readFileSync( sitesFile, 'utf8' ) );
	const times = { full: [], unchanged: [], core: [] };
	const total = Math.max( rounds, sites.length );
	for ( let i = 0; i < warmup + total; i++ ) {
		const site = sites[ i % sites.length ];
		const full = await check( site, '' );
		if (
			full.body.unchanged !== false ||
			! /^[0-9a-f]{40}$/.test( full.body.token ) ||
			full.body.items.length === 0
		) {
			throw new Error(
				`A check without a token was not a full one: ${ JSON.stringify(
					full.body
				).slice( 0, 300 ) }`
			);
		}
		const core = await timed(
			'/wp/v2/posts',
			{},
			`&per_page=20&page=${ 1 + ( i % 5 ) }`
		);
		if ( ! Array.isArray( core.body ) || core.body.length !== 20 ) {
			throw new Error(
				'Core did not list 20 posts: was the site seeded?'
			);
		}
		const same = await check( site, full.body.token );
		if ( same.body.unchanged !== true || same.body.items.length !== 0 ) {
			throw new Error(
				`The same check with its token was not unchanged: ${ JSON.stringify(
					same.body
				).slice( 0, 300 ) }`
			);
		}
		if ( i >= warmup ) {
			times.full.push( full.ms );
			times.core.push( core.ms );
			times.unchanged.push( same.ms );
		}
	}
	const stats = Object.fromEntries(
		Object.entries( times ).map( ( [ name, values ] ) => [
			name,
			{
				p50: percentile( values, 0.5 ),
				p95: percentile( values, 0.95 ),
				n: values.length,
			},
		] )
	);
	const result = {
		db,
		sites: sites.length,
		records:
			sites[ 0 ].items.reduce( ( n, s ) => n + s.places, 0 ) +
			sites[ 0 ].files.reduce( ( n, s ) => n + s.places, 0 ),
		schedule,
		...stats,
	};
	writeFileSync( out, JSON.stringify( result ) );
	const ms = ( v ) => v.toFixed( 1 ).padStart( 7 );
	console.log(
		`${ dbName( db ) }, ${ sites.length } sites (${ result.records } records each), ${ stats.core.n } rounds:`
	);
	for ( const [ name, label ] of [
		[ 'full', 'check (full)' ],
		[ 'unchanged', 'check (unchanged, token)' ],
		[ 'core', 'GET /wp/v2/posts?per_page=20' ],
	] ) {
		console.log(
			`  ${ label.padEnd( 30 ) } p50 ${ ms( stats[ name ].p50 ) } ms  p95 ${ ms( stats[ name ].p95 ) } ms`
		);
	}
}

function report( db, files ) {
	const results = files
		.map( ( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) )
		.sort( ( a, b ) => a.sites - b.sites );
	let ok = true;
	const mark = ( pass ) => {
		ok = ok && pass;
		return pass ? 'PASS' : 'MISS';
	};
	const ms = ( v ) => v.toFixed( 1 );
	const ratio = ( a, b ) => ( a / b ).toFixed( 2 ) + '×';
	console.log(
		`\nFleet: POST /versions/check per site, ${ dbName( db ) } (ms; ratio = check ÷ core's GET /wp/v2/posts?per_page=20, same run)`
	);
	const head = [
		'sites',
		'full p50/p95',
		'unchanged p50/p95',
		'core p50/p95',
		'full ÷ core p50/p95',
		'unchanged ÷ core p50/p95',
	];
	const rows = results.map( ( r ) => [
		String( r.sites ),
		`${ ms( r.full.p50 ) } / ${ ms( r.full.p95 ) }`,
		`${ ms( r.unchanged.p50 ) } / ${ ms( r.unchanged.p95 ) }`,
		`${ ms( r.core.p50 ) } / ${ ms( r.core.p95 ) }`,
		`${ ratio( r.full.p50, r.core.p50 ) } / ${ ratio( r.full.p95, r.core.p95 ) } ${ mark(
			r.full.p50 <= TARGET_CORE * r.core.p50 &&
				r.full.p95 <= TARGET_CORE * r.core.p95
		) }`,
		`${ ratio( r.unchanged.p50, r.core.p50 ) } / ${ ratio(
			r.unchanged.p95,
			r.core.p95
		) } ${ mark(
			r.unchanged.p50 <= TARGET_CORE * r.core.p50 &&
				r.unchanged.p95 <= TARGET_CORE * r.core.p95
		) }`,
	] );
	const widths = head.map( ( h, i ) =>
		Math.max( h.length, ...rows.map( ( r ) => r[ i ].length ) )
	);
	const line = ( cells ) =>
		'| ' +
		cells.map( ( c, i ) => c.padEnd( widths[ i ] ) ).join( ' | ' ) +
		' |';
	console.log( line( head ) );
	console.log(
		'|' + widths.map( ( w ) => '-'.repeat( w + 2 ) ).join( '|' ) + '|'
	);
	rows.forEach( ( r ) => console.log( line( r ) ) );
	console.log(
		`targets: each check's p50 and p95 ≤ ${ TARGET_CORE }× core's at every size`
	);
	if ( results.length > 1 ) {
		const first = results[ 0 ];
		const last = results[ results.length - 1 ];
		for ( const name of [ 'full', 'unchanged' ] ) {
			const g50 = last[ name ].p50 / first[ name ].p50;
			const g95 = last[ name ].p95 / first[ name ].p95;
			// Core's list does the same work at every size: its own growth is
			// the machine's. Divided out, what is left is the check's own.
			const c50 = g50 / ( last.core.p50 / first.core.p50 );
			const c95 = g95 / ( last.core.p95 / first.core.p95 );
			console.log(
				`growth ${ first.sites } → ${ last.sites } sites, check (${ name }): p50 ${ g50.toFixed(
					2
				) }×, p95 ${ g95.toFixed( 2 ) }× ${ mark(
					g50 <= TARGET_GROWTH && g95 <= TARGET_GROWTH
				) } (target ≤ ${ TARGET_GROWTH }×); over core's own growth (${ (
					last.core.p50 / first.core.p50
				).toFixed( 2 ) }× / ${ (
					last.core.p95 / first.core.p95
				).toFixed(
					2
				) }×, the same work at every size): p50 ${ c50.toFixed(
					2
				) }×, p95 ${ c95.toFixed( 2 ) }×`
			);
		}
	}
	const { schedule } = results[ 0 ];
	const perDay = schedule.day / schedule.count_ttl;
	console.log(
		`requests per site per day, default schedule: ${ perDay } per signed-in user who opens the library (its count is kept Updates::COUNT_TTL = ${ schedule.count_ttl } s, unless something on the site changes), plus one per visit of the Updates screen (it asks afresh; a list within Updates::HUB_TTL = ${ schedule.hub_ttl } s reuses the answer); WP-Cron events of the plugin: ${
			schedule.cron.length ? schedule.cron.join( ', ' ) : 'none'
		}, none of them a check. Each is an unchanged check (one read) until something the site uses changes on the hub.`
	);
	return ok;
}

if ( mode === 'measure' ) {
	await measure( ...args );
} else if ( mode === 'report' ) {
	const [ db, ...files ] = args;
	if ( ! report( db, files ) ) {
		process.exitCode = 1;
	}
} else {
	console.error(
		'usage: node bin/bench-fleet.mjs measure <db> <sites.json> <results.json> | report <db> <results.json>…'
	);
	process.exitCode = 2;
}
