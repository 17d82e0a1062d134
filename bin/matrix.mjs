/**
 * Runs lanes of the configuration matrix (bin/lib/matrix-lanes.mjs; README
 * "Supported configurations"), one at a time:
 *
 *   node bin/matrix.mjs [lane …]     every lane when none is named
 *   npm run test:matrix -- rtl
 *   node bin/matrix.mjs --list       the lanes, what they need
 *
 * For each lane: its `prepare` command, a throwaway site (bin/wp-setup.sh
 * --reset in .wp-site-matrix-<lane>/ on port 9300 + 10 × its place, with
 * the lane's env and the e2e fixtures plugin), the server
 * (bin/wp-server.sh), the smoke spec (tests/e2e/matrix/, one worker), the
 * server stopped, then the site's PHP logs read: any notice, warning,
 * deprecation or error there, from anyone, fails the lane (but the lines
 * a lane `allow`s: another plugin's own, traced, printed as allowed). A lane whose
 * `needs` are not all set says "skipped (VAR not set)" and runs nothing.
 *
 * Each lane's counts go to artifacts/matrix/<lane>.result.json
 * ({passed, failed, skipped, seconds}; the log check counts as one test),
 * which bin/test-runner.mjs adds to its summary. Exit 1 when a lane failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { portIsFree } from './lib/ports.mjs';
import {
	FIRST_PORT,
	FIXTURES,
	LANES,
	missing,
	skipLine,
} from './lib/matrix-lanes.mjs';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const out = path.join( root, 'artifacts/matrix' );

/** PHP's own lines for notices, warnings, deprecations and errors. */
const PHP_PROBLEM =
	/PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Strict Standards|Recoverable fatal error)|^\[[^\]]+\] PHP /m;

/**
 * A lane's environment: `${VAR}` replaced by the variable's value; the
 * fixtures plugin first among the extra plugins.
 *
 * @param {Object} lane A lane.
 * @param {number} port Its port.
 * @return {Object} Environment for bin/wp-setup.sh and bin/wp-server.sh.
 */
function laneEnv( lane, port ) {
	const env = {};
	for ( const [ key, value ] of Object.entries( lane.env ?? {} ) ) {
		env[ key ] = value.replace(
			/\$\{(\w+)\}/g,
			( _, name ) => process.env[ name ] ?? ''
		);
	}
	env.WP_EXTRA_PLUGINS = [ FIXTURES, env.WP_EXTRA_PLUGINS ?? '' ]
		.join( ' ' )
		.trim();
	if ( env.WP_CACHE && ! path.isAbsolute( env.WP_CACHE ) ) {
		env.WP_CACHE = path.join( root, env.WP_CACHE );
	}
	return {
		...env,
		WP_PORT: String( port ),
		WP_SITE_DIR: path.join( root, `.wp-site-matrix-${ lane.name }` ),
	};
}

/**
 * Runs a command to its end, its output ours.
 *
 * @param {string}   command Command.
 * @param {string[]} args    Arguments.
 * @param {Object}   env     Extra environment.
 * @return {number} Exit code.
 */
function runSync( command, args, env = {} ) {
	const result = spawnSync( command, args, {
		cwd: root,
		env: { ...process.env, ...env },
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
	return result.status ?? 1;
}

/**
 * Starts bin/wp-server.sh in a process group of its own and waits for its
 * banner (the site answers as a working Stencilbox site).
 *
 * @param {Object} env The lane's environment.
 * @return {Promise<{stop: Function}>} Its stopper; rejects when it fails.
 */
function startServer( env ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( 'bin/wp-server.sh', [], {
			cwd: root,
			env: { ...process.env, ...env },
			detached: true,
			stdio: [ 'ignore', 'ignore', 'pipe' ],
		} );
		let said = '';
		const exited = new Promise( ( done ) => child.once( 'close', done ) );
		const stop = async () => {
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {
				return;
			}
			await Promise.race( [
				exited,
				new Promise( ( done ) => setTimeout( done, 15_000 ) ),
			] );
		};
		child.stderr.on( 'data', ( chunk ) => {
			said += chunk;
			if ( said.includes( 'Stencilbox dev site:' ) ) {
				resolve( { stop } );
			}
		} );
		exited.then( ( code ) =>
			reject(
				new Error(
					`bin/wp-server.sh ended (${ code }): ${ said.trim() }`
				)
			)
		);
	} );
}

/**
 * The PHP problems in a site's logs (debug.log, the server's log).
 *
 * @param {string} site  Site folder.
 * @param {Array}  allow The lane's allowed lines ({line, why}).
 * @return {{lines: string[], allowed: string[]}} Problems, and those allowed.
 */
function phpProblems( site, allow = [] ) {
	const lines = [];
	const allowed = [];
	for ( const file of [ 'wp-content/debug.log', 'server.log' ] ) {
		const full = path.join( site, file );
		if ( ! existsSync( full ) ) {
			continue;
		}
		for ( const line of readFileSync( full, 'utf8' ).split( '\n' ) ) {
			if ( ! PHP_PROBLEM.test( line ) ) {
				continue;
			}
			const known = allow.find( ( entry ) => entry.line.test( line ) );
			if ( known ) {
				allowed.push(
					`${ file }: ${ line }\n  allowed: ${ known.why }`
				);
			} else {
				lines.push( `${ file }: ${ line }` );
			}
		}
	}
	return { lines, allowed };
}

/**
 * Counts a Playwright JSON report: expected and flaky pass, unexpected fail.
 *
 * @param {string} file The report.
 * @return {{passed: number, failed: number}|null} Counts, null without one.
 */
function playwrightCounts( file ) {
	try {
		const { stats } = JSON.parse( readFileSync( file, 'utf8' ) );
		return {
			passed: ( stats.expected ?? 0 ) + ( stats.flaky ?? 0 ),
			failed: stats.unexpected ?? 0,
		};
	} catch {
		return null;
	}
}

/**
 * Runs one lane.
 *
 * @param {Object} lane  A lane.
 * @param {number} index Its place in LANES.
 * @return {Promise<Object>} {passed, failed, skipped, seconds}.
 */
async function runLane( lane, index ) {
	const started = Date.now();
	const result = ( counts ) => ( {
		lane: lane.name,
		passed: 0,
		failed: 0,
		skipped: null,
		...counts,
		seconds: ( Date.now() - started ) / 1000,
	} );
	const absent = missing( lane );
	if ( absent.length ) {
		console.log( skipLine( lane, absent ) );
		return result( { skipped: absent } );
	}
	const port = FIRST_PORT + 10 * index;
	const env = laneEnv( lane, port );
	console.log(
		`\n=== Matrix (${ lane.name }): ${ lane.what }\n    port ${ port }, site ${ path.relative( root, env.WP_SITE_DIR ) }/`
	);
	const fail = ( why ) => {
		console.log( `matrix: lane ${ lane.name }: ${ why }` );
		return result( { failed: 1 } );
	};
	if (
		lane.prepare &&
		runSync( lane.prepare[ 0 ], lane.prepare.slice( 1 ) ) !== 0
	) {
		return fail( `${ lane.prepare.join( ' ' ) } failed (output above)` );
	}
	for ( const p of [ port, port + 1000 ] ) {
		if ( ! ( await portIsFree( p ) ) ) {
			return fail( `port ${ p } is in use; stop what listens there` );
		}
	}
	if ( runSync( 'bin/wp-setup.sh', [ '--reset' ], env ) !== 0 ) {
		return fail( 'bin/wp-setup.sh --reset failed (output above)' );
	}
	// A lane named after a WordPress version runs that version: a cache
	// that a set-up had filled with another (it once got sid's newest)
	// would make it test the newest under the oldest's name.
	const named = /^wp-(\d+\.\d+)-/.exec( lane.name )?.[ 1 ];
	const version = /\$wp_version\s*=\s*'([^']+)'/.exec(
		readFileSync(
			path.join( env.WP_SITE_DIR, 'wp-includes/version.php' ),
			'utf8'
		)
	)?.[ 1 ];
	if ( named && ! `${ version }.`.startsWith( `${ named }.` ) ) {
		return fail(
			`its site runs WordPress ${ version }, not the ${ named } the lane is named for (check ${ env.WP_CACHE ?? '.wp-cache' }/wordpress)`
		);
	}
	const setUp = ( Date.now() - started ) / 1000;
	let server;
	try {
		server = await startServer( env );
	} catch ( error ) {
		return fail( error.message );
	}
	const site = `http://127.0.0.1:${ port }${
		env.WP_SUBDIR ? `/${ env.WP_SUBDIR }` : ''
	}`;
	const laneOut = path.join( out, lane.name );
	rmSync( laneOut, { recursive: true, force: true } );
	mkdirSync( laneOut, { recursive: true } );
	const report = path.join( laneOut, 'report.json' );
	let code;
	try {
		code = runSync(
			'npx',
			[
				'--no-install',
				'playwright',
				'test',
				'-c',
				'tests/e2e/matrix/playwright.config.ts',
			],
			{
				WP_BASE_URL: site,
				MATRIX_LANE: lane.name,
				MATRIX_SMOKE: ( lane.smoke ?? [] ).join( ',' ),
				PLAYWRIGHT_JSON_OUTPUT_NAME: report,
				WP_ARTIFACTS_PATH: laneOut,
				STORAGE_STATE_PATH: path.join(
					laneOut,
					'storage-states/admin.json'
				),
			}
		);
	} finally {
		await server.stop();
	}
	const counts = playwrightCounts( report ) ?? { passed: 0, failed: 0 };
	if ( code !== 0 && counts.failed === 0 ) {
		counts.failed = 1;
	}
	const { lines: problems, allowed } = phpProblems(
		env.WP_SITE_DIR,
		lane.allow
	);
	if ( allowed.length ) {
		console.log(
			`PHP error log: ${ allowed.length } lines of another plugin's own, allowed by the lane:\n${ [
				...new Set( allowed ),
			]
				.slice( 0, 5 )
				.join( '\n' ) }`
		);
	}
	if ( problems.length ) {
		console.log(
			`PHP error log of ${ path.relative( root, env.WP_SITE_DIR ) }: ${ problems.length } problem lines (notices, warnings, deprecations, errors):`
		);
		console.log( problems.slice( 0, 40 ).join( '\n' ) );
		counts.failed++;
	} else {
		console.log(
			'PHP error log: no notice, warning, deprecation or error'
		);
		counts.passed++;
	}
	const done = result( counts );
	console.log(
		`Matrix (${ lane.name }): ${ done.passed } passed, ${ done.failed } failed in ${ done.seconds.toFixed( 1 ) }s (site set up in ${ setUp.toFixed( 1 ) }s)`
	);
	return done;
}

const args = process.argv.slice( 2 );
if ( args.includes( '--list' ) ) {
	LANES.forEach( ( lane, i ) =>
		console.log(
			`${ lane.name.padEnd( 14 ) } port ${ FIRST_PORT + 10 * i }  ${ lane.what }${
				lane.needs ? `  (needs ${ lane.needs.join( ', ' ) })` : ''
			}`
		)
	);
	process.exit( 0 );
}
const unknown = args.filter(
	( name ) => ! LANES.some( ( l ) => l.name === name )
);
if ( unknown.length ) {
	console.error(
		`matrix: no lane ${ unknown.join( ', ' ) }; the lanes: ${ LANES.map( ( l ) => l.name ).join( ', ' ) }`
	);
	process.exit( 2 );
}
mkdirSync( out, { recursive: true } );
let failed = 0;
for ( const [ index, lane ] of LANES.entries() ) {
	if ( args.length && ! args.includes( lane.name ) ) {
		continue;
	}
	const done = await runLane( lane, index );
	writeFileSync(
		path.join( out, `${ lane.name }.result.json` ),
		JSON.stringify( done, null, 2 )
	);
	failed += done.failed;
}
process.exit( failed ? 1 : 0 );
