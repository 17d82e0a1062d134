/**
 * The bench of `npm run bench:import` (bin/bench-import.sh starts the
 * stack and makes the pack): on the production-like stack,
 *
 * 1. a clean import of the big pack through the site's REST routes, as the
 *    polling transport runs it (work requests one after another, round
 *    robin over both nodes): wall time, requests, the longest request and
 *    each request's peak memory; then the time until every image has its
 *    sub-sizes (made by workers after their requests answered, two at a
 *    time, and once it is complete by the one the results screen's ask adds
 *    every 2 s, as the wizard does; what they leave, by the plugin's WP-Cron event, which the bench runs as a host's
 *    cron does once nothing moves for 2 s: WP-Cron is off on the bench site)
 *    and each of those runs' peak memory; then its revert, and every table
 *    and file compared with the state before;
 * 2. the same import while five PHP-FPM workers are killed (SIGKILL), each
 *    at another step, after a unit's work and before its commit (a worker
 *    that reaches a kill point waits there; only a worker of our own two
 *    pools is killed, checked by its parent), one of them while it makes
 *    image sizes after answering: it must complete with the clean run's
 *    counts and nothing twice; then its revert, compared again;
 * 3. the baseline: the same images and pages through WordPress's own REST
 *    routes (POST /wp/v2/media, /wp/v2/pages) on the same stack.
 *
 * Every request must stay within the stack's limits (128 MB, 30 s, no 5xx
 * but the killed ones, nothing in PHP's error logs). Exits 1 when a check
 * fails.
 *
 * Usage: node bin/bench-import.mjs '<pack JSON from bin/bench-import-pack.php>'
 *   env: WP_BASE_URL WP_SITE_DIR PROD_RUN_DIR PROD_USER PROD_UID
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { WpClient } from './lib/wp-client.mjs';

const pack = JSON.parse( process.argv[ 2 ] );
const base = process.env.WP_BASE_URL;
const site = process.env.WP_SITE_DIR;
const run = process.env.PROD_RUN_DIR;
const user = process.env.PROD_USER || 'www-data';
const uid = Number( process.env.PROD_UID || process.getuid() );
const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const MEMORY_LIMIT = 128 * 1024 * 1024;
const TIME_LIMIT_MS = 30_000;
const TARGET_MS = 60_000;
const KILLS = [
	'download:0',
	'plugin:0',
	'attachments:150',
	'templates:1',
	'content:20',
	'image_sizes:10',
];
// Kill points reached after the request answered (its worker making image
// sizes): the client sees no error there.
const afterAnswer = ( point ) => point.startsWith( 'image_sizes:' );
const killFile = path.join( site, 'wp-content/stencilbox-bench-kill.json' );
const victimFile = path.join( site, 'wp-content/stencilbox-bench-victim' );
const sizesLog = path.join( site, 'wp-content/stencilbox-bench-sizes.log' );

const failures = [];
const check = ( ok, what ) => {
	if ( ! ok ) {
		failures.push( what );
		console.log( `  ✘ ${ what }` );
	}
	return ok;
};
const mb = ( bytes ) => `${ ( bytes / 1024 / 1024 ).toFixed( 1 ) } MB`;
const s = ( ms ) => `${ ( ms / 1000 ).toFixed( 1 ) } s`;
const median = ( list ) => {
	const sorted = [ ...list ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ] ?? 0;
};

/**
 * Reads the site from the command line (bin/bench-import-site.php).
 *
 * @param {string} what snapshot | counts
 */
function siteRead( what ) {
	const args = [ path.join( root, 'bin/bench-import-site.php' ), site, what ];
	const out =
		process.getuid() === uid
			? execFileSync( 'php', args, { maxBuffer: 1024 * 1024 * 1024 } )
			: execFileSync( 'runuser', [ '-u', user, '--', 'php', ...args ], {
					maxBuffer: 1024 * 1024 * 1024,
				} );
	return JSON.parse( out.toString() );
}

/**
 * As siteRead(), without holding the bench up (its kill watcher goes on).
 *
 * @param {string} what cron
 */
async function siteRun( what ) {
	const args = [ path.join( root, 'bin/bench-import-site.php' ), site, what ];
	const { stdout } =
		process.getuid() === uid
			? await promisify( execFile )( 'php', args )
			: await promisify( execFile )( 'runuser', [
					'-u',
					user,
					'--',
					'php',
					...args,
				] );
	return JSON.parse( stdout );
}

/** The image-sizes job's runs logged since the last call (bin/bench-import.sh's mu-plugin). */
function sizeRuns() {
	const runs = fs.existsSync( sizesLog )
		? fs
				.readFileSync( sizesLog, 'utf8' )
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => JSON.parse( line ) )
		: [];
	fs.rmSync( sizesLog, { force: true } );
	return runs;
}

/**
 * What differs between two snapshots ({} when nothing).
 *
 * @param {Object} before Snapshot.
 * @param {Object} after  Snapshot.
 */
function diff( before, after ) {
	const out = {};
	const compare = ( name, a, b ) => {
		const setA = new Set( a );
		const setB = new Set( b );
		const missing = a.filter( ( row ) => ! setB.has( row ) );
		const extra = b.filter( ( row ) => ! setA.has( row ) );
		if ( missing.length || extra.length ) {
			out[ name ] = { missing, extra };
		}
	};
	for ( const table of new Set( [
		...Object.keys( before.tables ),
		...Object.keys( after.tables ),
	] ) ) {
		compare(
			table,
			before.tables[ table ] ?? [],
			after.tables[ table ] ?? []
		);
	}
	for ( const folder of Object.keys( before.files ) ) {
		const list = ( map ) =>
			Object.entries( map ?? {} ).map(
				( [ file, hash ] ) => `${ file } ${ hash }`
			);
		compare(
			`files:${ folder }`,
			list( before.files[ folder ] ),
			list( after.files[ folder ] )
		);
	}
	return out;
}

/**
 * Rows that an import and its revert change by design, outside the site's
 * content: the import's own session and journal, and the hub's record
 * that the account downloaded the pack (no revert takes a download back);
 * and the guard files of the two private folders (Support\PrivateFolder:
 * the site's import packages, the hub's pack builds), made once with the
 * first package and kept — an emptied folder stays denied. Anything else
 * left in those folders (a package, a build) still counts.
 *
 * @param {Object} changes diff() output.
 */
function unexpected( changes ) {
	const own =
		/_stencilbox_(fsi_sessions|fsi_journal|downloads|download_log)$/;
	const guard =
		/^(stencilbox-fsi\/packages|stencilbox\/pack-builds)\/(\.htaccess|index\.php) /;
	const out = {};
	for ( const [ name, change ] of Object.entries( changes ) ) {
		if ( own.test( name ) ) {
			continue;
		}
		if ( name === 'files:uploads' ) {
			const extra = change.extra.filter( ( row ) => ! guard.test( row ) );
			if ( ! change.missing.length && ! extra.length ) {
				continue;
			}
			out[ name ] = { missing: change.missing, extra };
			continue;
		}
		if ( /_stencilbox_catalog_items$/.test( name ) ) {
			// The pack's download counter only.
			const strip = ( row ) => row.replace( /"downloads":"?\d+"?,?/, '' );
			const missing = change.missing.map( strip );
			const extra = change.extra.map( strip );
			if (
				JSON.stringify( [ ...missing ].sort() ) ===
				JSON.stringify( [ ...extra ].sort() )
			) {
				continue;
			}
		}
		out[ name ] = change;
	}
	return out;
}

/** Log files of the stack and their sizes now. */
function logSizes() {
	const sizes = {};
	for ( const file of fs.readdirSync( path.join( run, 'logs' ) ) ) {
		sizes[ file ] = fs.statSync( path.join( run, 'logs', file ) ).size;
	}
	return sizes;
}

/**
 * What was written to a log since the sizes were taken.
 *
 * @param {Object} since logSizes().
 * @param {string} file  Log file name.
 */
function logSince( since, file ) {
	const full = path.join( run, 'logs', file );
	if ( ! fs.existsSync( full ) ) {
		return '';
	}
	const fd = fs.openSync( full, 'r' );
	const from = since[ file ] ?? 0;
	const length = fs.statSync( full ).size - from;
	const buffer = Buffer.alloc( Math.max( 0, length ) );
	fs.readSync( fd, buffer, 0, buffer.length, from );
	fs.closeSync( fd );
	return buffer.toString();
}

/** The two PHP-FPM masters of this stack. */
function masters() {
	return [ 'a', 'b' ].map( ( node ) =>
		Number(
			fs.readFileSync( path.join( run, `php-fpm-${ node }.pid` ), 'utf8' )
		)
	);
}

/**
 * Kills a worker that reached a kill point — only one of our own pools.
 *
 * @param {Array} kills Where kills are recorded.
 */
function killWaiting( kills ) {
	if ( ! fs.existsSync( victimFile ) ) {
		return;
	}
	const [ pid, point ] = fs
		.readFileSync( victimFile, 'utf8' )
		.trim()
		.split( ' ' );
	fs.unlinkSync( victimFile );
	const status = fs.readFileSync( `/proc/${ pid }/status`, 'utf8' );
	const parent = Number( /PPid:\s+(\d+)/.exec( status )?.[ 1 ] );
	const command = fs.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' );
	if (
		! masters().includes( parent ) ||
		! command.startsWith( 'php-fpm: pool node-' )
	) {
		throw new Error(
			`pid ${ pid } is not a worker of this stack (${ command })`
		);
	}
	process.kill( Number( pid ), 'SIGKILL' );
	kills.push( {
		point,
		pid: Number( pid ),
		node: command.replace( /^.*node-(\w).*$/s, '$1' ),
	} );
}

const client = await WpClient.login( base );
await client.libraryAccount( 'bench-import' );
const row = await client.rest( 'GET', `/stencilbox/v1/items/${ pack.slug }`, {
	platform: 'gutenberg',
} );
const info = await client.rest( 'GET', '/stencilbox/v1/full-site-import/info', {
	id: row.id,
} );
const form = {
	id: row.id,
	platform: 'gutenberg',
	title: 'Bench Realistic',
	slogan: 'A big site',
	color: { primary: '#aa3300' },
	logo_size: 211,
	typography: {},
	theme: info.data.theme ? { stylesheet: info.data.theme.stylesheet } : null,
	plugins: info.data.dependencies
		.filter( ( d ) => ! d.is_pro )
		.map( ( d ) => d.slug ),
};

/**
 * One import, to its end, with the polling transport; kills at `points`.
 *
 * @param {string[]} points Kill points (`step:unit`).
 */
async function importPack( points ) {
	fs.writeFileSync( killFile, JSON.stringify( points ) );
	fs.chownSync( killFile, uid, -1 );
	const kills = [];
	const requests = [];
	const started = performance.now();
	let action = 'continue';
	let watcher;
	try {
		watcher = setInterval( () => killWaiting( kills ), 50 );
		const { data } = await client.rest(
			'POST',
			'/stencilbox/v1/full-site-import/start',
			form
		);
		for ( let i = 0; i < 3000 && action === 'continue'; i++ ) {
			const answer = await client.call(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				{
					session_id: data.session_id,
					is_lightspeed: true,
				}
			);
			const killed =
				answer.status >= 500 &&
				kills.filter( ( k ) => ! afterAnswer( k.point ) ).length >
					requests.filter( ( r ) => r.killed ).length;
			requests.push( {
				status: answer.status,
				ms: answer.ms,
				peak: Number(
					answer.headers.get( 'x-stencilbox-peak-memory' ) ?? 0
				),
				node: answer.headers.get( 'x-stencilbox-node' ),
				killed,
			} );
			if ( killed ) {
				continue; // The worker died with the request: ask again, as the wizard does.
			}
			if ( answer.status === 502 && ! requests.at( -1 ).node ) {
				// nginx's own answer: after a worker died on it, it leaves
				// that node out for 10 s (max_fails=1, fail_timeout=10s, its
				// defaults), and with both out it has none. The wizard waits
				// a second and asks again; so does the bench.
				requests.at( -1 ).balancer = true;
				if ( requests.filter( ( r ) => r.balancer ).length > 60 ) {
					throw new Error(
						'nginx kept answering 502 without a live node'
					);
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
				continue;
			}
			if ( answer.status !== 200 ) {
				throw new Error(
					`run → ${ answer.status } ${ JSON.stringify( answer.json ).slice( 0, 300 ) }`
				);
			}
			action = answer.json.action;
		}
		const wall = performance.now() - started;
		// The images' sub-sizes: workers make them after their requests
		// answered; the results screen asks for them every 2 s while some
		// wait (POST /full-site-import/images, as the wizard does: one
		// more worker); what they leave goes to the WP-Cron event, run
		// here as a host's cron runs it once nothing has moved for 2 s.
		let cron = 0;
		let asked = 0;
		if ( action === 'complete' ) {
			let pending = siteRead( 'pending' ).pending;
			let still = 0;
			for ( let i = 0; pending > 0 && i < 600; i++ ) {
				if ( i % 4 === 0 ) {
					const answer = await client.call(
						'POST',
						'/stencilbox/v1/full-site-import/images',
						{ session_id: data.session_id }
					);
					asked++;
					requests.push( {
						status: answer.status,
						ms: answer.ms,
						peak: Number(
							answer.headers.get( 'x-stencilbox-peak-memory' ) ??
								0
						),
						node: answer.headers.get( 'x-stencilbox-node' ),
						killed: false,
						images: true,
					} );
					// nginx's own 502 while a killed node is left out: asked again 2 s later.
					requests.at( -1 ).balancer =
						answer.status === 502 && ! requests.at( -1 ).node;
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
				const now = siteRead( 'pending' ).pending;
				still = now === pending ? still + 1 : 0;
				pending = now;
				if ( pending > 0 && still >= 4 ) {
					await siteRun( 'cron' );
					cron++;
					still = 0;
					pending = siteRead( 'pending' ).pending;
				}
			}
		}
		const sizesWall = performance.now() - started;
		const log = await client.rest(
			'GET',
			'/stencilbox/v1/full-site-import/log',
			{
				session_id: data.session_id,
			}
		);
		return {
			session: data.session_id,
			action,
			wall,
			sizesWall,
			cron,
			asked,
			requests,
			kills,
			results: log.log.find( ( event ) => event.action === 'complete' )
				?.data,
			error: log.log.find( ( event ) => event.action === 'error' )?.data,
		};
	} finally {
		clearInterval( watcher );
		fs.rmSync( killFile, { force: true } );
	}
}

/**
 * Reverts an import; answers the request's time and peak memory.
 *
 * @param {string} session Session id.
 */
async function revert( session ) {
	const answer = await client.call(
		'POST',
		'/stencilbox/v1/full-site-import/revert',
		{
			session_id: session,
			confirm: true,
		}
	);
	check(
		answer.status === 200,
		`revert answered ${ answer.status } ${ JSON.stringify( answer.json ).slice( 0, 200 ) }`
	);
	return {
		ms: answer.ms,
		peak: Number( answer.headers.get( 'x-stencilbox-peak-memory' ) ?? 0 ),
	};
}

/**
 * Checks each request of a run against the limits.
 *
 * @param {string} label Run.
 * @param {Object} done  importPack() output.
 */
function checkRequests( label, done ) {
	for ( const request of done.requests.filter(
		( r ) => ! r.killed && ! r.balancer
	) ) {
		check(
			request.status === 200,
			`${ label }: a request answered ${ request.status }`
		);
		check(
			request.ms < TIME_LIMIT_MS,
			`${ label }: a request took ${ s( request.ms ) }`
		);
		check(
			request.peak > 0 && request.peak < MEMORY_LIMIT,
			`${ label }: a request peaked at ${ mb( request.peak ) }`
		);
	}
}

/**
 * Prints and checks a run's image sizes: all made, on disk, within the limits.
 *
 * @param {string} label Run.
 * @param {Object} done  importPack() output.
 */
function checkSizes( label, done ) {
	const runs = sizeRuns();
	const sizes = siteRead( 'sizes' );
	const after = runs.filter( ( r ) => r.sapi === 'fpm-fcgi' );
	const byCron = runs.filter( ( r ) => r.sapi !== 'fpm-fcgi' );
	const made = ( list ) => list.reduce( ( sum, r ) => sum + r.done, 0 );
	const peak = Math.max( 0, ...runs.map( ( r ) => r.peak ) );
	const peakOf = ( list ) =>
		mb( Math.max( 0, ...list.map( ( r ) => r.peak ) ) );
	console.log(
		`image sizes         ${ label }: every image's sub-sizes made ${ s( done.sizesWall ) } after the start (target ≤ ${ s( TARGET_MS ) }): ${ sizes.sizes } sizes of ${ sizes.images } images; ${ made( after ) } images in ${ after.length } runs by workers after answering (longest ${ s( 1000 * Math.max( 0, ...after.map( ( r ) => r.seconds ) ) ) }; peak memory max ${ peakOf( after ) }), the results screen asked ${ done.asked } times; ${ made( byCron ) } in ${ done.cron } WP-Cron runs (bin/bench-import-site.php, the CLI: peak memory max ${ peakOf( byCron ) })`
	);
	check(
		sizes.images > 0 &&
			sizes.sizes >= sizes.images &&
			sizes.pending === 0 &&
			sizes.missing === 0 &&
			sizes.files_missing === 0,
		`${ label }: image sizes not all made: ${ JSON.stringify( sizes ) }`
	);
	check(
		done.sizesWall <= TARGET_MS,
		`${ label }: image sizes took ${ s( done.sizesWall ) } (target ${ s( TARGET_MS ) })`
	);
	check(
		runs.every( ( r ) => r.peak > 0 && r.peak < MEMORY_LIMIT ),
		`${ label }: an image-sizes run peaked at ${ mb( peak ) }`
	);
}

console.log(
	`\nStencilbox full-site import bench — production-like stack (nginx → 2 PHP-FPM nodes, 128M / 30 s → MariaDB)`
);
console.log(
	`pack                ${ pack.slug }: ${ pack.pages } pages, header, footer, menu, global styles, ${ pack.images } images, ${ mb( pack.bytes ) }`
);
check(
	pack.bytes >= 30 * 1024 * 1024 && pack.pages >= 40 && pack.images >= 300,
	'the pack is smaller than asked for'
);
console.log(
	`machine             ${ os.cpus().length } cores, load average ${ os
		.loadavg()
		.map( ( l ) => l.toFixed( 1 ) )
		.join( ' ' ) }`
);
const logs = logSizes();
sizeRuns();
const before = siteRead( 'snapshot' );
const countsBefore = siteRead( 'counts' );

// 1. Clean run.
const clean = await importPack( [] );
check(
	clean.action === 'complete',
	`clean import ended with ${ clean.action }: ${ JSON.stringify( clean.error ) }`
);
checkRequests( 'clean import', clean );
const cleanCounts = siteRead( 'counts' );
const nodes = ( done ) =>
	[ ...new Set( done.requests.map( ( r ) => r.node ) ) ].sort().join( '+' );
const peaks = clean.requests.map( ( r ) => r.peak );
const times = clean.requests.map( ( r ) => r.ms );
console.log(
	`import              ${ s( clean.wall ) } wall until complete, its pages in place (target ≤ ${ s( TARGET_MS ) }), ${ clean.requests.filter( ( r ) => ! r.images ).length } requests on nodes ${ nodes( clean ) }; per request: longest ${ s( Math.max( ...times ) ) }, peak memory max ${ mb( Math.max( ...peaks ) ) }, median ${ mb( median( peaks ) ) }`
);
console.log(
	`                    peak memory of each request (MB): ${ peaks.map( ( p ) => ( p / 1048576 ).toFixed( 0 ) ).join( ' ' ) }`
);
console.log(
	`results             ${ clean.results?.attachments } images, ${ JSON.stringify( clean.results?.post_types ) } pages, ${ JSON.stringify( clean.results?.template_types ) } templates, plugins ${ clean.results?.dependency_data?.plugins?.succeed }/${ clean.results?.dependency_data?.plugins?.total }, theme ${ clean.results?.dependency_data?.theme?.success ? 'installed' : 'not installed' }, styles ${ clean.results?.styles }`
);
check(
	clean.results?.attachments === pack.images,
	`clean import: ${ clean.results?.attachments } of ${ pack.images } images`
);
check(
	clean.results?.post_types?.page === pack.pages,
	`clean import: ${ clean.results?.post_types?.page } of ${ pack.pages } pages`
);
check(
	clean.wall <= TARGET_MS,
	`clean import took ${ s( clean.wall ) } (target ${ s( TARGET_MS ) })`
);
checkSizes( 'clean import', clean );
const cleanRevert = await revert( clean.session );
const afterClean = unexpected( diff( before, siteRead( 'snapshot' ) ) );
console.log(
	`revert              ${ s( cleanRevert.ms ) } in one request, peak memory ${ mb( cleanRevert.peak ) }; tables and files differing from before: ${ Object.keys( afterClean ).length }`
);
check(
	cleanRevert.ms < TIME_LIMIT_MS && cleanRevert.peak < MEMORY_LIMIT,
	`revert over the limits (${ s( cleanRevert.ms ) }, ${ mb( cleanRevert.peak ) })`
);
check(
	Object.keys( afterClean ).length === 0,
	`after the clean revert: ${ JSON.stringify( afterClean ).slice( 0, 2000 ) }`
);

// 2. Five workers killed at five steps.
const killed = await importPack( KILLS );
check(
	killed.action === 'complete',
	`killed import ended with ${ killed.action }: ${ JSON.stringify( killed.error ) }`
);
checkRequests( 'killed import', killed );
const killedCounts = siteRead( 'counts' );
console.log(
	`kills               ${ killed.kills.length } workers killed (SIGKILL, mid-unit, before commit): ${ killed.kills.map( ( k ) => `${ k.point } on node ${ k.node }${ afterAnswer( k.point ) ? ' (after answering)' : '' }` ).join( ', ' ) }; the import completed in ${ s( killed.wall ) }, ${ killed.requests.filter( ( r ) => ! r.images ).length } requests (${ killed.requests.filter( ( r ) => r.balancer ).length } refused by nginx while the killed nodes were out)`
);
checkSizes( 'killed import', killed );
check(
	killed.kills.length === KILLS.length,
	`${ killed.kills.length } of ${ KILLS.length } kills happened`
);
check(
	JSON.stringify( killedCounts ) === JSON.stringify( cleanCounts ),
	`counts differ from the clean run: ${ JSON.stringify( { clean: cleanCounts, killed: killedCounts } ) }`
);
const twice = killedCounts.duplicates;
check(
	! twice.posts.length && ! twice.attachments.length && ! twice.terms.length,
	`something was imported twice: ${ JSON.stringify( twice ) }`
);
console.log(
	`same as clean run   counts ${ JSON.stringify( killedCounts.posts ) }, ${ killedCounts.terms } terms, ${ killedCounts.postmeta } postmeta rows; duplicated posts ${ twice.posts.length }, attachments ${ twice.attachments.length }, terms ${ twice.terms.length }`
);
const killedRevert = await revert( killed.session );
const afterKilled = unexpected( diff( before, siteRead( 'snapshot' ) ) );
console.log(
	`revert              ${ s( killedRevert.ms ) }, peak memory ${ mb( killedRevert.peak ) }; tables and files differing from before: ${ Object.keys( afterKilled ).length }`
);
check(
	Object.keys( afterKilled ).length === 0,
	`after the killed run's revert: ${ JSON.stringify( afterKilled ).slice( 0, 2000 ) }`
);
check(
	JSON.stringify( siteRead( 'counts' ) ) === JSON.stringify( countsBefore ),
	'counts after revert differ from before'
);

// Limits, seen from the servers.
const access = logSince( logs, 'nginx-access.log' )
	.split( '\n' )
	.filter( Boolean );
const errors = access.filter( ( line ) => / 5\d\d \d+ /.test( line ) );
const refused = killed.requests.filter( ( r ) => r.balancer ).length;
const php = [ 'php-a.log', 'php-b.log' ]
	.map( ( file ) => logSince( logs, file ) )
	.join( '' )
	.trim();
const fpm = [ 'fpm-a.log', 'fpm-b.log' ]
	.map( ( file ) => logSince( logs, file ) )
	.join( '' );
const timeouts = fpm
	.split( '\n' )
	.filter( ( line ) => /execution timed out|terminated/.test( line ) );
const answeredKills = killed.kills.filter( ( k ) => ! afterAnswer( k.point ) );
console.log(
	`server side         ${ access.length } requests; 5xx: ${ errors.length } (the ${ answeredKills.length } killed before answering, and ${ refused } answered by nginx while it left the killed nodes out); PHP error log: ${ php ? php.split( '\n' ).length + ' lines' : 'empty' }; PHP-FPM timeouts: ${ timeouts.length }`
);
check(
	errors.length === answeredKills.length + refused,
	`5xx answers other than the killed requests:\n${ errors.join( '\n' ) }`
);
check( php === '', `PHP error log:\n${ php.slice( 0, 2000 ) }` );
check(
	timeouts.length === 0,
	`PHP-FPM stopped requests:\n${ timeouts.join( '\n' ) }`
);

// 3. Baseline: the same images and pages through WordPress's own routes.
const packDir = path.join( site, 'wp-content/uploads/stencilbox-bench-pack' );
const baselineStarted = performance.now();
const made = [];
for ( const file of fs.readdirSync( path.join( packDir, 'images' ) ).sort() ) {
	const body = fs.readFileSync( path.join( packDir, 'images', file ) );
	const response = await fetch( `${ base }/?rest_route=/wp/v2/media`, {
		method: 'POST',
		headers: {
			Cookie: client.cookies,
			'X-WP-Nonce': client.nonce,
			'Content-Type': 'image/jpeg',
			'Content-Disposition': `attachment; filename="${ file }"`,
		},
		body,
	} );
	check(
		response.status === 201,
		`baseline upload answered ${ response.status }`
	);
	made.push( [ 'media', ( await response.json() ).id ] );
}
for ( const file of fs
	.readdirSync( path.join( packDir, 'gutenberg' ) )
	.filter( ( f ) => f.startsWith( 'bench-page-' ) ) ) {
	const page = await client.rest( 'POST', '/wp/v2/pages', {
		title: file,
		status: 'publish',
		content: fs.readFileSync(
			path.join( packDir, 'gutenberg', file ),
			'utf8'
		),
	} );
	made.push( [ 'pages', page.id ] );
}
const baseline = performance.now() - baselineStarted;
console.log(
	`baseline            ${ s( baseline ) }: WordPress's own POST /wp/v2/media × ${ pack.images } and /wp/v2/pages × ${ pack.pages } on the same stack; the import takes ${ ( clean.wall / baseline ).toFixed( 2 ) }× that to complete (its pages in place), ${ ( clean.sizesWall / baseline ).toFixed( 2 ) }× until every image has its sub-sizes`
);
for ( const [ type, id ] of made ) {
	await client.rest( 'DELETE', `/wp/v2/${ type }/${ id }`, { force: true } );
}

if ( failures.length ) {
	console.log( `\n${ failures.length } check(s) failed.` );
	process.exit( 1 );
}
console.log( '\nEvery check passed.' );
