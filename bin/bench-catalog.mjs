/**
 * The bench client (see bin/bench-catalog.sh).
 *
 *   node bin/bench-catalog.mjs measure <sqlite|mysql> <items> <results.json>
 *     logs in, times requests round-robin (so noise hits every scenario
 *     alike), prints p50/p95 with the ratio to core's
 *     GET /wp/v2/posts?per_page=20 measured in the same run, and writes them.
 *   node bin/bench-catalog.mjs probe <pid>
 *     asks for catalogue pages while process <pid> (the migration) runs, and
 *     prints how many it got and how long the slowest took.
 *   node bin/bench-catalog.mjs report <sqlite|mysql> <results.json>…
 *     prints the growth table of several sizes, with the targets of issue
 *     [16] checked; exits 1 when one is missed.
 *
 * env: WP_BASE_URL, WP_BENCH_REQUESTS (200), WP_BENCH_MIN_ITEMS (the smallest
 * size of the run: the details scenario asks for items that every size has).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { WpClient } from './lib/wp-client.mjs';

const base = process.env.WP_BASE_URL || 'http://127.0.0.1:8890';
const rounds = Number( process.env.WP_BENCH_REQUESTS || 200 );
const warmup = 20;
const [ mode, ...args ] = process.argv.slice( 2 );
const dbName = ( db ) => ( db === 'mysql' ? 'MariaDB' : 'SQLite' );
const words = [
	'amber',
	'canyon',
	'granite',
	'harbour',
	'juniper',
	'lagoon',
	'meadow',
	'orchid',
	'quartz',
	'saffron',
	'tundra',
	'willow',
	'beacon',
	'ember',
	'frost',
	'jade',
	'lumen',
	'pebble',
	'ridge',
	'velvet',
];

/** The catalogue's scenarios with targets (issue [16]), by name. */
const TARGETED = {
	'/items plain (database)': 'plain',
	'/items filtered (database)': 'filtered',
	'/items filtered + include (database)': 'filtered + include',
	'/items search (database)': 'search',
	'/items/{slug} details (database)': 'details',
	'/items page 1 (site cache)': 'cached',
};
/** Growth 10k → 1M at most, and ratios to core at 100k and at 1M. */
const TARGET_GROWTH = 1.5;
const TARGET_CORE = { 100000: 0.4, 1000000: 0.5 };

let cookies = '';

/**
 * Logs in as the bench site's administrator (`WpClient.login()`, the one
 * login of the benches): the REST nonce; the cookies are kept for the calls.
 */
async function login() {
	const client = await WpClient.login( base );
	cookies = client.cookies;
	return client.nonce;
}

async function get( path, nonce, headers = {} ) {
	const started = performance.now();
	const response = await fetch( `${ base }/wp-json${ path }`, {
		headers: { Cookie: cookies, 'X-WP-Nonce': nonce, ...headers },
	} );
	const body = await response.json();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error(
			`${ path } → ${ response.status } ${ JSON.stringify( body ).slice( 0, 200 ) }`
		);
	}
	return { ms, body };
}

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( p * ( sorted.length - 1 ) ) )
	];
};

const noCache = { 'X-Stencilbox-Bench-NoCache': '1' };

async function measure( db, items, out ) {
	const nonce = await login();
	const deps = ( await get( '/stencilbox/v1/dependencies', nonce ) ).body;
	const tags = ( await get( '/stencilbox/v1/tags', nonce ) ).body;
	const spaces = ( await get( '/stencilbox/v1/workspaces', nonce ) ).body
		.data;
	if ( ! spaces.length ) {
		throw new Error(
			'The bench account has no WorkSpace: was the cloud seeded?'
		);
	}
	const space = spaces[ 0 ].slug;
	const free = deps.filter( ( d ) => ! d.is_pro ).map( ( d ) => d.id );
	const pro = deps.filter( ( d ) => d.is_pro ).map( ( d ) => d.id );
	// Gutenberg items are those whose number is not a multiple of 3 (the
	// seed's rule), among the first WP_BENCH_MIN_ITEMS: every size has them.
	const detailsRange = Math.floor(
		Number( process.env.WP_BENCH_MIN_ITEMS || items ) / 3
	);
	const scenarios = [
		{
			name: 'GET /wp/v2/posts?per_page=20',
			path: ( i ) => `/wp/v2/posts?per_page=20&page=${ 1 + ( i % 50 ) }`,
		},
		{
			name: '/items plain (database)',
			headers: noCache,
			path: ( i ) =>
				`/stencilbox/v1/items?platform=gutenberg&type=block&page=${ 1 + ( i % 50 ) }`,
		},
		{
			name: '/items filtered (database)',
			headers: noCache,
			check: true,
			path: ( i ) =>
				`/stencilbox/v1/items?platform=gutenberg&type=block&category=bench-category-${ i % 30 }&exclude=${ pro[ i % pro.length ] }&tags=${ tags[ i % tags.length ].value },${ tags[ ( i * 7 ) % tags.length ].value }&page=1`,
		},
		{
			name: '/items filtered + include (database)',
			headers: noCache,
			path: ( i ) =>
				`/stencilbox/v1/items?platform=gutenberg&type=page&plan=starter&include=${ free[ i % free.length ] }&page=${ 1 + ( i % 5 ) }`,
		},
		{
			name: '/items search (database)',
			headers: noCache,
			check: true,
			path: ( i ) =>
				`/stencilbox/v1/items?platform=gutenberg&type=page&search=${ words[ i % words.length ] }`,
		},
		{
			// The hot path: the first page of a list, as most visits start.
			name: '/items page 1 (site cache)',
			path: () => `/stencilbox/v1/items?platform=gutenberg&type=block`,
		},
		{
			name: '/items/{slug} details (database)',
			headers: noCache,
			path: ( i ) =>
				`/stencilbox/v1/items/bench-item-${ 1 + 3 * ( ( i * 7919 ) % ( detailsRange - 1 ) ) }?platform=gutenberg`,
		},
		// The cloud: one account with 10,000 files (a tenth in one WorkSpace),
		// asked through the site's routes and the in-process hub; never cached.
		{
			name: '/clouds My Clouds (10,000 files)',
			total: ( body ) => body.files.total,
			check: true,
			path: ( i ) => `/stencilbox/v1/clouds?page=${ 1 + ( i % 50 ) }`,
		},
		{
			name: '/clouds search',
			total: ( body ) => body.files.total,
			check: true,
			path: ( i ) =>
				`/stencilbox/v1/clouds?search=${ words[ i % words.length ] }`,
		},
		{
			name: '/workspaces/{slug} (1,000 files)',
			total: ( body ) => body.files.total,
			check: true,
			path: ( i ) =>
				`/stencilbox/v1/workspaces/${ space }?page=${ 1 + ( i % 50 ) }`,
		},
	];

	for ( const scenario of scenarios ) {
		scenario.times = [];
		scenario.found = 0;
	}
	for ( let i = 0; i < warmup + rounds; i++ ) {
		for ( const scenario of scenarios ) {
			const { ms, body } = await get(
				scenario.path( i ),
				nonce,
				scenario.headers
			);
			scenario.found += scenario.total
				? scenario.total( body )
				: ( body.total ?? 0 );
			if ( scenario.check && i === warmup - 1 && scenario.found === 0 ) {
				throw new Error(
					`${ scenario.name } found nothing: the bench would time empty queries`
				);
			}
			if ( i >= warmup ) {
				scenario.times.push( ms );
			}
		}
	}

	const core = scenarios[ 0 ];
	const p50core = percentile( core.times, 0.5 );
	const p95core = percentile( core.times, 0.95 );
	console.log(
		`\nStencilbox catalogue and cloud bench — ${ dbName( db ) }, ${ Number( items ).toLocaleString( 'en' ) } items, ${ rounds } requests each (after ${ warmup } warm-up), one PHP worker`
	);
	console.log(
		`${ 'request'.padEnd( 40 ) }${ 'p50 ms'.padStart( 9 ) }${ 'p95 ms'.padStart( 9 ) }${ 'p50 ×core'.padStart( 11 ) }${ 'p95 ×core'.padStart( 11 ) }`
	);
	const results = [];
	for ( const scenario of scenarios ) {
		const p50 = percentile( scenario.times, 0.5 );
		const p95 = percentile( scenario.times, 0.95 );
		results.push( { name: scenario.name, p50, p95 } );
		console.log(
			`${ scenario.name.padEnd( 40 ) }${ p50.toFixed( 1 ).padStart( 9 ) }${ p95.toFixed( 1 ).padStart( 9 ) }${ ( p50 / p50core ).toFixed( 2 ).padStart( 11 ) }${ ( p95 / p95core ).toFixed( 2 ).padStart( 11 ) }`
		);
	}
	if ( out ) {
		let extra = {};
		try {
			extra = JSON.parse( readFileSync( out, 'utf8' ) );
		} catch {}
		writeFileSync(
			out,
			JSON.stringify(
				{ ...extra, db, items: Number( items ), rounds, results },
				null,
				'\t'
			)
		);
	}
}

/**
 * Pages of a plain list (not cached) while the migration runs: the
 * catalogue keeps answering, from the tables, until the sets are ready.
 *
 * @param {number} pid The migration's process.
 */
async function probe( pid ) {
	const nonce = await login();
	const alive = () => {
		try {
			process.kill( pid, 0 );
			return true;
		} catch {
			return false;
		}
	};
	const times = [];
	for ( let i = 0; alive(); i++ ) {
		const { ms } = await get(
			`/stencilbox/v1/items?platform=gutenberg&type=block&page=${ 1 + ( i % 50 ) }`,
			nonce,
			noCache
		);
		times.push( ms );
	}
	if ( times.length ) {
		console.log(
			`during the migration the catalogue answered ${ times.length } list requests: p50 ${ percentile( times, 0.5 ).toFixed( 0 ) } ms, slowest ${ Math.max( ...times ).toFixed( 0 ) } ms`
		);
	}
}

const sizeName = ( n ) => {
	if ( n >= 1e6 && n % 1e6 === 0 ) {
		return `${ n / 1e6 }M`;
	}
	return n >= 1e3 && n % 1e3 === 0 ? `${ n / 1e3 }k` : String( n );
};

/**
 * The growth table: each scenario at each size (p50, p95, their ratio to
 * core's), and the largest size against the smallest.
 *
 * @param {string}   db    sqlite | mysql.
 * @param {string[]} files Results of `measure`, one per size.
 */
function report( db, files ) {
	const runs = files
		.map( ( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) )
		.sort( ( a, b ) => a.items - b.items );
	const first = runs[ 0 ];
	const last = runs[ runs.length - 1 ];
	const missed = [];
	const cell = ( value, width ) => value.padStart( width );
	const by = ( run, name ) => run.results.find( ( r ) => r.name === name );
	const core = ( run ) => run.results[ 0 ];
	const mark = ( ok ) => ( ok ? ' ' : '!' );

	console.log(
		`\nGrowth of the catalogue from ${ sizeName( first.items ) } to ${ sizeName( last.items ) } items — ${ dbName( db ) }, ${ first.rounds } requests per scenario and size, one PHP worker`
	);
	console.log(
		"each size: p50 / p95 in ms, then p50 / p95 × core (GET /wp/v2/posts?per_page=20, same run); growth in ms: p50 / p95 at the largest size ÷ at the smallest (the machine's load moves it: see core's row, whose work is the same at every size); growth ×core: the same for the ratios to core, which the load does not move — the target is checked on it; ! marks a missed target"
	);
	let header = 'request'.padEnd( 38 );
	for ( const run of runs ) {
		header += cell( `${ sizeName( run.items ) }: ms`, 16 );
		header += cell( '×core', 13 );
	}
	header += cell( 'growth ms', 15 );
	header += cell( 'growth ×core', 15 );
	console.log( header );
	for ( const { name } of first.results ) {
		let line = name.slice( 0, 37 ).padEnd( 38 );
		const targeted = name in TARGETED;
		for ( const run of runs ) {
			const r = by( run, name );
			const ratio50 = r.p50 / core( run ).p50;
			const ratio95 = r.p95 / core( run ).p95;
			const limit = TARGET_CORE[ run.items ];
			let ok = true;
			if ( targeted && limit && ( ratio50 > limit || ratio95 > limit ) ) {
				ok = false;
				missed.push(
					`${ TARGETED[ name ] } at ${ sizeName( run.items ) }: ${ ratio50.toFixed( 2 ) } / ${ ratio95.toFixed( 2 ) } × core (target ≤ ${ limit })`
				);
			}
			line += cell(
				`${ r.p50.toFixed( 1 ) } / ${ r.p95.toFixed( 1 ) }`,
				16
			);
			line += cell(
				`${ ratio50.toFixed( 2 ) } / ${ ratio95.toFixed( 2 ) }${ mark( ok ) }`,
				13
			);
		}
		if ( runs.length > 1 ) {
			const a = by( first, name );
			const b = by( last, name );
			line += cell(
				`${ ( b.p50 / a.p50 ).toFixed( 2 ) } / ${ (
					b.p95 / a.p95
				).toFixed( 2 ) }`,
				15
			);
		}
		if ( runs.length > 1 && name !== core( first ).name ) {
			const a = by( first, name );
			const b = by( last, name );
			// The scenario's growth with the machine's load taken out: core's
			// request does the same work at every size (the same posts), so
			// whatever moves it moved every request of that run alike.
			const g50 =
				b.p50 / core( last ).p50 / ( a.p50 / core( first ).p50 );
			const g95 =
				b.p95 / core( last ).p95 / ( a.p95 / core( first ).p95 );
			const ok =
				! targeted ||
				last.items / first.items < 100 ||
				( g50 <= TARGET_GROWTH && g95 <= TARGET_GROWTH );
			if ( ! ok ) {
				missed.push(
					`${ TARGETED[ name ] } grows ${ g50.toFixed( 2 ) } / ${ g95.toFixed( 2 ) }× against core (target ≤ ${ TARGET_GROWTH })`
				);
			}
			line += cell(
				`${ g50.toFixed( 2 ) } / ${ g95.toFixed( 2 ) }${ mark( ok ) }`,
				15
			);
		}
		console.log( line );
	}
	for ( const run of runs ) {
		if ( run.migration ) {
			console.log(
				`migration at ${ sizeName( run.items ) }: ${ run.migration }`
			);
		}
		if ( run.probe ) {
			console.log( `  ${ run.probe }` );
		}
	}
	if ( missed.length ) {
		console.log( `\nTargets missed:\n  ${ missed.join( '\n  ' ) }` );
		process.exitCode = 1;
	} else if ( last.items >= 1000000 && first.items <= 10000 ) {
		console.log(
			`\nEvery target met: growth ≤ ${ TARGET_GROWTH }× and ≤ ${ TARGET_CORE[ 100000 ] } × core at 100k, ≤ ${ TARGET_CORE[ 1000000 ] } at 1M, p50 and p95.`
		);
	}
}

if ( mode === 'measure' ) {
	await measure( args[ 0 ], Number( args[ 1 ] ), args[ 2 ] );
} else if ( mode === 'probe' ) {
	await probe( Number( args[ 0 ] ) );
} else if ( mode === 'report' ) {
	report( args[ 0 ], args.slice( 1 ) );
} else {
	console.error(
		'Usage: node bin/bench-catalog.mjs measure <db> <items> <out.json> | probe <pid> | report <db> <results.json>…'
	);
	process.exit( 2 );
}
