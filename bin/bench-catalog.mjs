/**
 * The bench client: logs in, then times requests round-robin (so noise hits
 * every scenario alike) and prints p50/p95 with the ratio to core's
 * GET /wp/v2/posts?per_page=20 measured in the same run.
 *
 * Usage: node bin/bench-catalog.mjs <sqlite|mysql>   (WP_BASE_URL, WP_BENCH_REQUESTS)
 */
const base = process.env.WP_BASE_URL || 'http://127.0.0.1:8890';
const rounds = Number( process.env.WP_BENCH_REQUESTS || 200 );
const warmup = 20;
const db = process.argv[ 2 ] === 'mysql' ? 'MariaDB' : 'SQLite';
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

let cookies = 'wordpress_test_cookie=WP%20Cookie%20check';
const keep = ( response ) => {
	for ( const line of response.headers.getSetCookie() ) {
		cookies += '; ' + line.split( ';' )[ 0 ];
	}
};

async function login() {
	const form = new URLSearchParams( {
		log: 'admin',
		pwd: 'password',
		'wp-submit': 'Log In',
		testcookie: '1',
	} );
	const response = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		body: form,
		headers: { Cookie: cookies },
		redirect: 'manual',
	} );
	keep( response );
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookies },
		} )
	).text();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error( `Login failed (nonce: ${ nonce.slice( 0, 80 ) })` );
	}
	return nonce;
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

const nonce = await login();
const deps = ( await get( '/stencilbox/v1/dependencies', nonce ) ).body;
const tags = ( await get( '/stencilbox/v1/tags', nonce ) ).body;
const spaces = ( await get( '/stencilbox/v1/workspaces', nonce ) ).body.data;
if ( ! spaces.length ) {
	throw new Error(
		'The bench account has no WorkSpace: was the cloud seeded?'
	);
}
const space = spaces[ 0 ].slug;
const free = deps.filter( ( d ) => ! d.is_pro ).map( ( d ) => d.id );
const pro = deps.filter( ( d ) => d.is_pro ).map( ( d ) => d.id );
const noCache = { 'X-Stencilbox-Bench-NoCache': '1' };

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
			`/stencilbox/v1/items/bench-item-${ 1 + 3 * ( ( i * 7919 ) % 30000 ) }?platform=gutenberg`,
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
	`\nStencilbox catalogue and cloud bench — ${ db }, ${ rounds } requests each (after ${ warmup } warm-up), one PHP worker`
);
console.log(
	`${ 'request'.padEnd( 40 ) }${ 'p50 ms'.padStart( 9 ) }${ 'p95 ms'.padStart( 9 ) }${ 'p50 ×core'.padStart( 11 ) }${ 'p95 ×core'.padStart( 11 ) }`
);
for ( const scenario of scenarios ) {
	const p50 = percentile( scenario.times, 0.5 );
	const p95 = percentile( scenario.times, 0.95 );
	console.log(
		`${ scenario.name.padEnd( 40 ) }${ p50.toFixed( 1 ).padStart( 9 ) }${ p95.toFixed( 1 ).padStart( 9 ) }${ ( p50 / p50core ).toFixed( 2 ).padStart( 11 ) }${ ( p95 / p95core ).toFixed( 2 ).padStart( 11 ) }`
	);
}
