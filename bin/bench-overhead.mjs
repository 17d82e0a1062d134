/**
 * The measuring side of `npm run bench:overhead` (bin/bench-overhead.sh
 * starts the site and copies bin/bench-overhead-mu.php into it): what
 * Stencilbox costs a request, plugin active against the same site with the
 * plugin left out for that request only (the mu-plugin's
 * `X-Stencilbox-Bench: off`), interleaved.
 *
 * Set-up, as a user would do it (the admin, through the REST routes): 25
 * posts, a plain page, a library account, a page of the demo catalogue
 * imported through POST /stencilbox/v1/import/page and published; then,
 * once front (1) is measured, a saved `single` template (POST
 * /create-template, published) shown on one post through its display
 * condition (POST /save-conditions).
 *
 * Scenarios (front-end ones as a visitor, the rest as the admin):
 *   front (1)  a page with no Stencilbox content, on the  ≤ +2 % median, ≤ +0.5 MB peak
 *              site before it has any saved template
 *   front (1b) the same page once the site has a saved    reference (what resolving
 *              template shown elsewhere                    display conditions costs)
 *   front (2)  the imported pack page                    reference
 *   front (3)  a post shown through a saved template     reference
 *   wp-admin   Dashboard, Posts list                     ≤ +3 % median
 *   core REST  GET /wp/v2/posts?per_page=20              ≤ +3 % median
 *   ours       our admin page, GET /stencilbox/v1/items  reference (off: not there)
 *
 * Two phases: front (1) alone before the template is saved, then the rest.
 *
 * Scenarios are measured one after the other, each in a block of its own:
 * WARMUP rounds first, not counted, then ROUNDS rounds, each asking the
 * scenario once with the plugin and once without, the order of the pair
 * alternating (on/off, off/on), one request at a time, so the machine's
 * noise falls on both sides alike. In a block, PHP's workers serve only that
 * scenario: PHP keeps as much memory mapped between requests as recent
 * requests needed, so in a mix of scenarios a request's page faults (about
 * 10 µs each on a VM) depended on which scenario its worker served before
 * it, the same in every run (docs/decisions/general.md, "Request paths"). Per scenario: median and p95 of the time the client waits (and
 * PHP's own time, from the mu-plugin), their ratio on/off, the difference of
 * the median peak memory and how many of our classes the request loaded.
 * Then what the plugin adds to the autoloaded options (loaded on every
 * request, used or not; ≤ 2 KB).
 *
 * Loopback only; every request has a timeout. A missed target is printed,
 * not an error: the exit code is 1 only when the site cannot be set up or
 * stops answering.
 *
 * Usage: node bin/bench-overhead.mjs <sqlite|mysql> <label of the stack>
 *   env: WP_BASE_URL  BENCH_OVERHEAD_REQUESTS (200 per side and scenario)
 *        BENCH_OVERHEAD_WARMUP (10 rounds)  BENCH_OVERHEAD_NODE (a header
 *        X-Stencilbox-Node for every request: the production-like stack's
 *        two nodes alternate, so on and off would each get their own node)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { median, percentile, tableRow } from './lib/stats.mjs';
import { WpClient } from './lib/wp-client.mjs';

const [ db = 'sqlite', stack = '' ] = process.argv.slice( 2 );
const base = process.env.WP_BASE_URL;
const ROUNDS = Number( process.env.BENCH_OVERHEAD_REQUESTS || 200 );
const WARMUP = Number( process.env.BENCH_OVERHEAD_WARMUP ?? 10 );
const NODE = process.env.BENCH_OVERHEAD_NODE || '';
const TIMEOUT_MS = 30_000;
const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const host = new URL( base ).hostname;
if ( ! [ '127.0.0.1', 'localhost', '::1', '[::1]' ].includes( host ) ) {
	console.error(
		`bench:overhead: ${ base } is not a loopback address; refusing.`
	);
	process.exit( 1 );
}
if ( ! ( ROUNDS >= 1 ) || ! ( WARMUP >= 0 ) ) {
	console.error(
		'bench:overhead: BENCH_OVERHEAD_REQUESTS must be 1 or more and BENCH_OVERHEAD_WARMUP 0 or more'
	);
	process.exit( 1 );
}

const TEMPLATE_TEXT = 'Shown through a Stencilbox saved template';
const PAGE_TEXT = 'A page of the site with nothing of Stencilbox in it.';

// ---- measuring ------------------------------------------------------------

let failedInARow = 0;
/**
 * One request: the client's time and the mu-plugin's figures.
 *
 * @param {Object}  scenario Scenario.
 * @param {string}  mode     on | off.
 * @param {boolean} keepBody Return the body too.
 */
async function hit( scenario, mode, keepBody = false ) {
	const started = performance.now();
	try {
		const response = await fetch( scenario.url, {
			headers: {
				...( scenario.headers ?? {} ),
				'X-Stencilbox-Bench': mode,
				...( NODE ? { 'X-Stencilbox-Node': NODE } : {} ),
			},
			redirect: 'manual',
			signal: AbortSignal.timeout( TIMEOUT_MS ),
		} );
		const body = await response.text();
		const ms = performance.now() - started;
		const figure = ( name ) => {
			const value = response.headers.get(
				`x-stencilbox-bench-${ name }`
			);
			return value === null ? null : Number( value );
		};
		failedInARow = 0;
		return {
			status: response.status,
			ms,
			php: figure( 'ms' ),
			peak: figure( 'peak' ),
			classes: figure( 'classes' ),
			...cpu( response.headers.get( 'x-stencilbox-bench-cpu' ) ),
			early: response.headers.get( 'x-stencilbox-bench-early' ) === '1',
			body: keepBody ? body : undefined,
		};
	} catch ( error ) {
		if ( ++failedInARow >= 20 ) {
			console.error(
				`bench:overhead: the site stopped answering (${ error.message }, 20 requests in a row)`
			);
			process.exit( 1 );
		}
		return { status: 0, ms: performance.now() - started, error };
	}
}

/**
 * The request's CPU figures (X-Stencilbox-Bench-Cpu: user and system time
 * in µs, minor page faults).
 *
 * @param {string|null} header The header's value.
 * @return {Object} user and system in ms, faults (each null when absent).
 */
function cpu( header ) {
	const [ user, system, faults ] = ( header ?? '' )
		.split( ',' )
		.map( ( value ) => ( value === '' ? null : Number( value ) ) );
	return {
		user: user === undefined || user === null ? null : user / 1000,
		system: system === undefined || system === null ? null : system / 1000,
		faults: faults ?? null,
	};
}

const notes = [];
const results = new Map();
let loadBefore = null;
let wall = 0;
/**
 * Measures a phase's scenarios: checks each answer first (answers, figures,
 * the switch, the content), then WARMUP rounds, then ROUNDS rounds, each
 * asking every scenario once with the plugin and once without.
 *
 * @param {Object[]} list Scenarios.
 */
async function measure( list ) {
	for ( const scenario of list ) {
		const on = await hit( scenario, 'on', true );
		const off = await hit( scenario, 'off', true );
		const problems = [];
		if ( on.status !== 200 ) {
			problems.push( `with the plugin: HTTP ${ on.status }` );
		}
		if ( off.status !== 200 && ! scenario.ours ) {
			problems.push( `without: HTTP ${ off.status }` );
		}
		if ( on.peak === null || off.peak === null ) {
			problems.push( 'no figures in the answer headers' );
		}
		if ( on.early || off.early ) {
			problems.push( 'flushed before the end: figures taken early' );
		}
		if ( off.classes ) {
			problems.push(
				`the switch failed: ${ off.classes } of our classes without the plugin`
			);
		}
		if ( ! on.classes ) {
			problems.push( 'none of our classes with the plugin' );
		}
		if (
			scenario.expect &&
			! scenario.expect( on.body ?? '', off.body ?? '' )
		) {
			problems.push( 'the page does not show what it should' );
		}
		scenario.problems = problems;
		if ( problems.length ) {
			notes.push( `${ scenario.name }: ${ problems.join( '; ' ) }` );
		}
	}

	loadBefore ??= os.loadavg();
	const started = performance.now();
	for ( const scenario of list ) {
		for ( let round = 0; round < WARMUP; round++ ) {
			await hit( scenario, 'on' );
			await hit( scenario, 'off' );
		}
		const samples = { on: [], off: [] };
		for ( let round = 0; round < ROUNDS; round++ ) {
			for ( const mode of round % 2
				? [ 'off', 'on' ]
				: [ 'on', 'off' ] ) {
				samples[ mode ].push( await hit( scenario, mode ) );
			}
		}
		results.set( scenario, samples );
	}
	wall += ( performance.now() - started ) / 1000;
}

// ---- set-up, through the site's routes ----------------------------------

const client = await WpClient.login( base );
await client.libraryAccount( 'bench-overhead' );
const paragraphs = ( text, count ) =>
	Array.from(
		{ length: count },
		( _, i ) =>
			`<!-- wp:paragraph -->\n<p>${ text } Paragraph ${ i + 1 }.</p>\n<!-- /wp:paragraph -->`
	).join( '\n\n' );
for ( let i = 1; i <= 25; i++ ) {
	await client.rest( 'POST', '/wp/v2/posts', {
		title: `Bench post ${ i }`,
		content: paragraphs( `Post ${ i } of the overhead bench.`, 4 ),
		excerpt: `Post ${ i }`,
		status: 'publish',
	} );
}
const plain = await client.rest( 'POST', '/wp/v2/pages', {
	title: 'A plain page',
	content:
		'<!-- wp:heading -->\n<h2 class="wp-block-heading">Plain</h2>\n<!-- /wp:heading -->\n\n' +
		paragraphs( PAGE_TEXT, 6 ),
	status: 'publish',
} );

// A page of a pack from the demo catalogue, imported as a user does from
// the library ("Import as page"), then published.
const pages = (
	await client.rest( 'GET', '/stencilbox/v1/items', {
		platform: 'gutenberg',
		type: 'page',
		plan: 'all',
		page: 1,
	} )
).data;
if ( ! pages.length ) {
	throw new Error( 'The demo catalogue has no Gutenberg page.' );
}
const item = pages[ 0 ];
const imported = await client.rest( 'POST', '/stencilbox/v1/import/page', {
	id: item.id,
	title: `Imported: ${ item.title ?? item.name ?? item.slug }`,
	platform: 'gutenberg',
} );
const importedPage = await client.rest(
	'POST',
	`/wp/v2/pages/${ imported.post_id }`,
	{ status: 'publish' }
);
const templatesBefore = await client.rest(
	'GET',
	'/wp/v2/stencilbox-templates',
	{ status: 'any', per_page: 1 }
);
if ( templatesBefore.length ) {
	throw new Error(
		'The site has a saved template before the bench saves one: front (1) would not measure a site without.'
	);
}

// ---- the scenarios --------------------------------------------------------

const rest = ( route, query = {} ) => {
	const url = new URL( `${ base }/` );
	url.searchParams.set( 'rest_route', route );
	for ( const [ key, value ] of Object.entries( query ) ) {
		url.searchParams.set( key, String( value ) );
	}
	return url.toString();
};
const admin = { Cookie: client.cookies };
const restAuth = { Cookie: client.cookies, 'X-WP-Nonce': client.nonce };
const plainPage = ( on, off ) =>
	on.includes( PAGE_TEXT ) && off.includes( PAGE_TEXT );
// Measured before the site has a saved template (the first phase).
const withoutTemplates = [
	{
		name: 'front (1): page, no saved templates',
		url: plain.link,
		target: { time: 0.02, memory: 0.5 },
		expect: plainPage,
		// Counted in instructions as front (1b): the instruction pass
		// comes after both phases, when the site has its saved template.
		counted: false,
	},
];
await measure( withoutTemplates );

// A saved template (type single) shown on one post by its display condition.
const template = await client.rest( 'POST', '/stencilbox/v1/create-template', {
	platform: 'gutenberg',
	type: 'single',
	title: 'Bench single template',
} );
await client.rest( 'POST', `/wp/v2/stencilbox-templates/${ template.id }`, {
	status: 'publish',
	content: `<!-- wp:heading -->\n<h2 class="wp-block-heading">${ TEMPLATE_TEXT }</h2>\n<!-- /wp:heading -->\n\n<!-- wp:post-title /-->\n\n<!-- wp:post-content /-->`,
} );
const target = await client.rest( 'POST', '/wp/v2/posts', {
	title: 'A post shown through a template',
	content: paragraphs( 'The post a saved template shows.', 3 ),
	status: 'publish',
} );
await client.rest( 'POST', '/stencilbox/v1/save-conditions', {
	template_id: template.id,
	conditions: [
		{
			type: 'include',
			name: 'singular',
			sub_name: 'post_type:post',
			sub_id: target.id,
		},
	],
} );

// Measured once the site has it (the second phase).
const withTemplates = [
	{
		name: 'front (1b): same page, a saved template',
		url: plain.link,
		expect: plainPage,
	},
	{
		name: 'front (2): imported pack page',
		url: importedPage.link,
	},
	{
		name: 'front (3): via a saved template',
		url: target.link,
		expect: ( on, off ) =>
			on.includes( TEMPLATE_TEXT ) && ! off.includes( TEMPLATE_TEXT ),
	},
	{
		name: 'wp-admin: Dashboard',
		url: `${ base }/wp-admin/index.php`,
		headers: admin,
		target: { time: 0.03 },
	},
	{
		name: 'wp-admin: Posts list',
		url: `${ base }/wp-admin/edit.php`,
		headers: admin,
		target: { time: 0.03 },
	},
	{
		name: 'core REST: /wp/v2/posts?per_page=20',
		url: rest( '/wp/v2/posts', { per_page: 20 } ),
		headers: restAuth,
		target: { time: 0.03 },
	},
	{
		name: 'ours: admin page',
		url: `${ base }/wp-admin/admin.php?page=stencilbox`,
		headers: admin,
		ours: true,
	},
	{
		name: 'ours: GET /stencilbox/v1/items',
		url: rest( '/stencilbox/v1/items', {
			platform: 'gutenberg',
			type: 'block',
			plan: 'all',
			page: 1,
		} ),
		headers: restAuth,
		ours: true,
	},
];

await measure( withTemplates );
const scenarios = [ ...withoutTemplates, ...withTemplates ];
const loadAfter = os.loadavg();

// ---- the table --------------------------------------------------------------

const ratio = ( on, off ) => ( on !== null && off ? on / off - 1 : null );
/**
 * How sure the p50 Δ is: the 95 % interval of on/off − 1 over 1,000
 * bootstrap resamples of both sides (a fixed seed: the same samples give
 * the same interval).
 *
 * @param {number[]} on  Times with the plugin.
 * @param {number[]} off Times without.
 * @return {number[]|null} [low, high].
 */
function interval( on, off ) {
	if ( on.length < 2 || off.length < 2 ) {
		return null;
	}
	// Park–Miller: exact in doubles, no bitwise operators.
	let seed = 20261129;
	const random = () => {
		seed = ( seed * 48271 ) % 2147483647;
		return seed / 2147483647;
	};
	const resample = ( list ) =>
		median(
			Array.from(
				{ length: list.length },
				() => list[ Math.floor( random() * list.length ) ]
			)
		);
	const deltas = Array.from(
		{ length: 1000 },
		() => resample( on ) / resample( off ) - 1
	);
	return [ percentile( deltas, 0.025 ), percentile( deltas, 0.975 ) ];
}
const span = ( range ) =>
	range === null
		? 'n/a'
		: range
				.map(
					( v ) =>
						`${ v >= 0 ? '+' : '−' }${ Math.abs( v * 100 ).toFixed( 1 ) }`
				)
				.join( '…' );
const pct = ( value ) =>
	value === null
		? 'n/a'
		: `${ value >= 0 ? '+' : '−' }${ Math.abs( value * 100 ).toFixed( 1 ) } %`;
const ms = ( value ) => ( value === null ? 'n/a' : value.toFixed( 1 ) );
const mb = ( bytes ) => bytes / 1024 / 1024;
const cols = [
	[ 'scenario', 40, 'left' ],
	[ 'p50 on', 8 ],
	[ 'p50 off', 8 ],
	[ 'p50 Δ', 9 ],
	[ '95 % CI', 14 ],
	[ 'p95 on', 8 ],
	[ 'p95 off', 8 ],
	[ 'p95 Δ', 9 ],
	[ 'PHP p50 Δ', 10 ],
	[ 'CPU Δ', 7 ],
	[ 'faults Δ', 9 ],
	[ 'peak on', 8 ],
	[ 'peak Δ', 8 ],
	[ 'classes', 8 ],
	[ 'target', 27 ],
	[ 'result', 7 ],
];
const join = ( cells ) => tableRow( cols, cells );
const dbName = db === 'mysql' ? 'MariaDB' : 'SQLite';
console.log(
	`\nStencilbox overhead — ${ dbName }${ stack ? `, ${ stack }` : '' }: plugin active (on) against the same site with it left out for the request (off), interleaved, ${ ROUNDS } requests per side and scenario after ${ WARMUP } warm-up rounds, one at a time`
);
console.log(
	`machine: ${ os.cpus().length } cores, load average ${ loadBefore
		.map( ( l ) => l.toFixed( 1 ) )
		.join( ' ' ) } before, ${ loadAfter
		.map( ( l ) => l.toFixed( 1 ) )
		.join( ' ' ) } after; ${ wall.toFixed( 0 ) } s of measuring`
);
console.log(
	"times in ms as the client waits (loopback); Δ = on/off − 1; 95 % CI: the p50 Δ's bootstrap interval, in %; PHP p50 Δ: the same from PHP's own clock; CPU Δ: the difference of the medians of the PHP process's CPU time (user + system, in ms; getrusage() from the bench's mu-plugin on), and faults Δ of its minor page faults; peak in MB (memory_get_peak_usage); classes: ours (Stencilbox\\…) loaded by the request with the plugin"
);
console.log(
	'two phases: front (1) while the site has no saved template (no display condition to resolve), then the rest once it has one (front (1b): the same page then)'
);
console.log( join( cols.map( ( c ) => c[ 0 ] ) ) );
const summary = [];
let missed = 0;
let unsure = false;
for ( const scenario of scenarios ) {
	const { on, off } = results.get( scenario );
	const ok = ( list ) => list.filter( ( r ) => r.status > 0 );
	const times = ( list ) => ok( list ).map( ( r ) => r.ms );
	const field = ( list, name ) => ok( list ).map( ( r ) => r[ name ] );
	const p50on = median( times( on ) );
	const p50off = median( times( off ) );
	const p95on = percentile( times( on ), 0.95 );
	const p95off = percentile( times( off ), 0.95 );
	const phpOn = median( field( on, 'php' ) );
	const phpOff = median( field( off, 'php' ) );
	const peakOn = median( field( on, 'peak' ) );
	const peakOff = median( field( off, 'peak' ) );
	const classes = median( field( on, 'classes' ) );
	// CPU time: user + system, whose sum getrusage() counts exactly
	// (the split between the two is sampled, so only the sum is shown).
	const spent = ( list ) =>
		ok( list )
			.filter( ( r ) => r.user !== null && r.system !== null )
			.map( ( r ) => r.user + r.system );
	const faults = ( list ) =>
		ok( list )
			.map( ( r ) => r.faults )
			.filter( ( v ) => v !== null );
	const less = ( a, b ) => ( a === null || b === null ? null : a - b );
	const cpuDelta = less( median( spent( on ) ), median( spent( off ) ) );
	const faultsDelta = less( median( faults( on ) ), median( faults( off ) ) );
	const signed = ( value, digits ) =>
		value === null
			? 'n/a'
			: `${ value >= 0 ? '+' : '−' }${ Math.abs( value ).toFixed( digits ) }`;
	const timeDelta = ratio( p50on, p50off );
	const range = interval( times( on ), times( off ) );
	const peakDelta =
		peakOn !== null && peakOff !== null ? mb( peakOn - peakOff ) : null;
	const errors =
		on.filter( ( r ) => r.status !== 200 ).length +
		( scenario.ours ? 0 : off.filter( ( r ) => r.status !== 200 ).length );
	let targetText = 'reference';
	let result = '';
	if ( scenario.target ) {
		const parts = [ `≤ +${ scenario.target.time * 100 } % p50` ];
		let pass = timeDelta !== null && timeDelta <= scenario.target.time;
		if ( scenario.target.memory !== undefined ) {
			parts.push( `≤ +${ scenario.target.memory } MB` );
			pass =
				pass &&
				peakDelta !== null &&
				peakDelta <= scenario.target.memory;
		}
		targetText = parts.join( ', ' );
		pass = pass && ! errors && ! scenario.problems.length;
		result = pass ? 'PASS' : 'MISS';
		if (
			range &&
			range[ 0 ] <= scenario.target.time &&
			range[ 1 ] > scenario.target.time
		) {
			result += '*';
			unsure = true;
		}
		missed += pass ? 0 : 1;
	}
	if ( scenario.ours ) {
		targetText = 'reference (off: not there)';
	}
	console.log(
		join( [
			scenario.name,
			ms( p50on ),
			ms( p50off ),
			pct( timeDelta ),
			span( range ),
			ms( p95on ),
			ms( p95off ),
			pct( ratio( p95on, p95off ) ),
			pct( ratio( phpOn, phpOff ) ),
			signed( cpuDelta, 2 ),
			signed( faultsDelta, 0 ),
			peakOn === null ? 'n/a' : mb( peakOn ).toFixed( 2 ),
			peakDelta === null
				? 'n/a'
				: `${ peakDelta >= 0 ? '+' : '−' }${ Math.abs( peakDelta ).toFixed( 2 ) }`,
			classes ?? 'n/a',
			targetText,
			result,
		] )
	);
	if ( errors ) {
		notes.push(
			`${ scenario.name }: ${ errors } answers other than 200 during the run`
		);
	}
	summary.push( {
		scenario: scenario.name,
		url: scenario.url,
		p50: { on: p50on, off: p50off },
		p50_ci: range,
		p95: { on: p95on, off: p95off },
		php_p50: { on: phpOn, off: phpOff },
		cpu_delta: { ms: cpuDelta, faults: faultsDelta },
		peak: { on: peakOn, off: peakOff },
		classes,
		errors,
		target: scenario.target ?? null,
		result: result || 'reference',
		// What bin/bench-overhead-instructions.mjs asks again: who asks
		// (the admin's cookies, with the REST nonce for a route, or a
		// visitor) and whether it is counted (not ours: off has no such
		// page or route).
		auth:
			( scenario.headers === restAuth && 'rest' ) ||
			( scenario.headers === admin && 'admin' ) ||
			'visitor',
		counted: scenario.counted !== false && ! scenario.ours,
	} );
}

if ( unsure ) {
	console.log(
		'* the target lies inside the 95 % CI: this run cannot tell (a quieter machine or more requests can)'
	);
}

// ---- autoloaded options -------------------------------------------------

const autoload = await fetch( `${ base }/wp-admin/admin-ajax.php`, {
	headers: {
		Cookie: client.cookies,
		'X-Stencilbox-Bench': 'autoload',
		...( NODE ? { 'X-Stencilbox-Node': NODE } : {} ),
	},
	signal: AbortSignal.timeout( TIMEOUT_MS ),
} ).then( ( r ) => r.json() );
const ours = Object.entries( autoload.ours ?? {} ).sort(
	( a, b ) => b[ 1 ] - a[ 1 ]
);
const total = ours.reduce( ( sum, [ , bytes ] ) => sum + bytes, 0 );
const TARGET_AUTOLOAD = 2048;
missed += total > TARGET_AUTOLOAD ? 1 : 0;
console.log(
	`\nWhat we add to autoloaded options (every request loads them, whether our code runs or not): ${ total.toLocaleString(
		'en'
	) } B in ${ ours.length } options — target ≤ 2 KB: ${
		total <= TARGET_AUTOLOAD ? 'PASS' : 'MISS'
	} (the site's autoloaded options in all: ${ (
		autoload.all ?? 0
	).toLocaleString( 'en' ) } B)`
);
for ( const [ name, bytes ] of ours ) {
	console.log(
		`  ${ name.padEnd( 52 ) }${ bytes.toLocaleString( 'en' ).padStart( 8 ) } B`
	);
}
if ( notes.length ) {
	console.log( `\n! ${ notes.join( '\n! ' ) }` );
}
console.log(
	`\n${ missed ? `${ missed } target(s) missed` : 'every target met' } on ${ dbName }.`
);

fs.mkdirSync( path.join( root, 'artifacts' ), { recursive: true } );
fs.writeFileSync(
	path.join( root, `artifacts/bench-overhead-${ db }.json` ),
	JSON.stringify(
		{
			db,
			stack,
			rounds: ROUNDS,
			warmup: WARMUP,
			load: { before: loadBefore, after: loadAfter },
			scenarios: summary,
			autoload: {
				ours: Object.fromEntries( ours ),
				total,
				all: autoload.all,
			},
			notes,
		},
		null,
		'\t'
	) + '\n'
);
