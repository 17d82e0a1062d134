/**
 * Runs every test kind, streams Playwright's output, and totals them.
 * Each lint/type/build step (ESLint, Stylelint, php -l, PHP_CodeSniffer, the
 * WordPress coding standards where STENCILBOX_WPCS_DIR names them, tsc,
 * build, bundle budget) counts as one check; Jest, the dev-script tests,
 * PHPUnit and Playwright count their tests. The last line is
 * "N passed, N failed".
 *
 * Three lanes, so the suite's wall time is about Playwright's (the longest
 * kind) rather than the sum of all, and the two cores stay busy:
 * - the build first (PHPUnit and the e2e sites need it), then Playwright's
 *   part 1 (playwright.config.ts, STENCILBOX_E2E_PART), its output streamed;
 * - once the build is done, Playwright's part 2 on sites of its own (site A
 *   on part 1's port + 10 or the next free one; folders .wp-site-e2e-2*),
 *   its output in artifacts/logs/ like the side lane's;
 * - the configuration matrix's lanes (bin/matrix.mjs: a throwaway site each
 *   on ports 9300–9399, a short Playwright smoke, one worker), each taken
 *   by the first of the three lanes to end its own work (matrix());
 * - alongside them, one step at a time: lint, type check, bundle budget,
 *   Jest, the dev-script tests and every PHPUnit run (with specs given to
 *   npm test, one Playwright run and the matrix here, last). Their output goes to
 *   artifacts/logs/<step>.log; a line says when each ends, and every log is
 *   printed in full once Playwright is done.
 * Nothing in the side lane touches what the e2e sites use: PHPUnit builds
 * throwaway sites in the temp folder (its MariaDB is a private server the
 * e2e sites never use, and so is the object-cache lane's Redis, on a unix
 * socket), the dev-script tests use ports 8960–8999 and temp folders, the
 * matrix's sites ports 9300–9399 (and + 1000) and .wp-site-matrix-<lane>/.
 * Every PHPUnit test runs on SQLite; with WP_TESTS_ALSO_MYSQL=1 (CI) every
 * PHPUnit run uses MariaDB instead, at about half the CPU (on SQLite every
 * query goes through the SQLite integration's SQL translator, in PHP), and
 * SQLite runs the tests that tell databases apart (`@group database`,
 * phpunit-database.xml.dist). Each database gets each test once at least,
 * and those that tell them apart on both.
 * STENCILBOX_TEST_SERIAL=1 runs everything one step at a time, in the same
 * order, every output streamed (for timing one kind alone).
 */
import { spawn } from 'node:child_process';
import {
	closeSync,
	existsSync,
	mkdirSync,
	openSync,
	readFileSync,
	readdirSync,
	rmSync,
} from 'node:fs';
import path from 'node:path';
import { portIsFree } from './lib/ports.mjs';
import { LANES, missing, skipLine } from './lib/matrix-lanes.mjs';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const artifacts = path.join( root, 'artifacts' );
const logs = path.join( artifacts, 'logs' );
mkdirSync( logs, { recursive: true } );
const serial = process.env.STENCILBOX_TEST_SERIAL === '1';
/** MariaDB beside SQLite (CI): PHPUnit's main database, SQLite the other. */
const MYSQL = process.env.WP_TESTS_ALSO_MYSQL === '1';
const MAIN_DB = MYSQL ? 'mysql' : 'sqlite';

/**
 * The private PHPUnit MariaDB (bin/mariadb-start.sh): when none answers as
 * the run starts, the one the run starts is stopped at its end (left
 * running, it outlived the checkout it serves: a new clone in the same
 * place then failed every MariaDB lane). One already running (a developer's)
 * is left as it is.
 */
const MARIADB_PORT = Number( process.env.DB_PORT ?? 3307 );
const mariadbPid = path.resolve(
	root,
	process.env.MARIADB_DIR ?? '.wp-mariadb',
	'mariadbd.pid'
);
const ownMariadb = MYSQL && ( await portIsFree( MARIADB_PORT ) );

/**
 * Stops the MariaDB this run started, and waits for it to go.
 */
async function stopOwnMariadb() {
	if ( ! ownMariadb || ! existsSync( mariadbPid ) ) {
		return;
	}
	const pid = Number( readFileSync( mariadbPid, 'utf8' ).trim() );
	try {
		process.kill( pid, 'SIGTERM' );
	} catch {
		return;
	}
	for ( let i = 0; i < 100; i++ ) {
		try {
			process.kill( pid, 0 );
		} catch {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	console.log( `MariaDB (pid ${ pid }) is still stopping` );
}

const results = [];
/** The side lane's logs, printed in full once Playwright is done. */
const sideLogs = [];

/**
 * Runs a command: its output streamed, or written to a log file.
 *
 * @param {string}      command Command.
 * @param {string[]}    args    Arguments.
 * @param {Object}      env     Extra environment.
 * @param {string|null} log     The log file (null: streamed).
 * @return {Promise<{code: number, seconds: number}>} Exit code and time.
 */
function run( command, args, env = {}, log = null ) {
	const started = Date.now();
	return new Promise( ( resolve ) => {
		const fd = log ? openSync( log, 'w' ) : null;
		let settled = false;
		const done = ( code ) => {
			if ( settled ) {
				return;
			}
			settled = true;
			if ( fd !== null ) {
				closeSync( fd );
			}
			resolve( { code, seconds: ( Date.now() - started ) / 1000 } );
		};
		const child = spawn( command, args, {
			cwd: root,
			stdio: fd === null ? 'inherit' : [ 'ignore', fd, fd ],
			env: { ...process.env, ...env },
		} );
		child.once( 'error', ( error ) => {
			console.error( `${ command }: ${ error.message }` );
			done( 1 );
		} );
		child.once( 'close', ( code ) => done( code ?? 1 ) );
	} );
}

/**
 * A lane: the main one streams its steps' output; the side one writes each
 * step's output to artifacts/logs/ and says in one line when it ends.
 *
 * @param {boolean} side Whether this is the side lane.
 */
function lane( side ) {
	return {
		async exec( name, command, args, env ) {
			if ( ! side ) {
				console.log( `\n=== ${ name }` );
				return run( command, args, env );
			}
			const log = path.join(
				logs,
				`${ name
					.toLowerCase()
					.replace( /\W+/g, '-' )
					.replace( /^-|-$/g, '' ) }.log`
			);
			const result = await run( command, args, env, log );
			sideLogs.push( { name, log } );
			console.log(
				`\n--- ${ name } (alongside): ${
					result.code === 0 ? 'ok' : 'FAILED'
				} in ${ result.seconds.toFixed( 1 ) }s; output in ${ path.relative(
					root,
					log
				) }, printed in full at the end`
			);
			return result;
		},
	};
}

/**
 * One check: passes when its command exits 0.
 *
 * @param {Object}   where   Lane.
 * @param {string}   name    Its name in the summary.
 * @param {string}   command Command.
 * @param {string[]} args    Arguments.
 * @param {Object}   env     Extra environment.
 * @return {Promise<boolean>} Whether it passed.
 */
async function step( where, name, command, args, env ) {
	const { code, seconds } = await where.exec( name, command, args, env );
	results.push( {
		name,
		passed: code === 0 ? 1 : 0,
		failed: code === 0 ? 0 : 1,
		seconds,
	} );
	return code === 0;
}

function readJson( file ) {
	try {
		return JSON.parse( readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

async function jest( where ) {
	const out = path.join( artifacts, 'jest.json' );
	rmSync( out, { force: true } );
	const { code, seconds } = await where.exec( 'Jest', 'npx', [
		'--no-install',
		'wp-scripts',
		'test-unit-js',
		'--json',
		`--outputFile=${ out }`,
	] );
	const report = readJson( out );
	let passed = report?.numPassedTests ?? 0;
	let failed =
		( report?.numFailedTests ?? 0 ) +
		( report?.numRuntimeErrorTestSuites ?? 0 );
	if ( code !== 0 && failed === 0 ) {
		failed = 1;
	}
	if ( ! report ) {
		passed = 0;
	}
	const failures = ( report?.testResults ?? [] ).flatMap( ( file ) => {
		const relative = path.relative( root, file.name ?? '' );
		const tests = ( file.assertionResults ?? [] )
			.filter( ( t ) => t.status === 'failed' )
			.map( ( t ) => `${ relative }: ${ t.fullName }` );
		// A file that failed to run has no failed test of its own.
		return tests.length || file.status !== 'failed' ? tests : [ relative ];
	} );
	results.push( { name: 'Jest', passed, failed, seconds, failures } );
}

/**
 * The dev scripts' own tests (bin/test/*.test.mjs, node:test): set-up on a
 * simulated bare machine, the server's port and process handling, site
 * repair. One file at a time: they start servers and build sites.
 *
 * @param {Object} where Lane.
 */
async function devScripts( where ) {
	const out = path.join( artifacts, 'dev-scripts.tap' );
	rmSync( out, { force: true } );
	const files = readdirSync( path.join( root, 'bin/test' ) )
		.filter( ( name ) => name.endsWith( '.test.mjs' ) )
		.map( ( name ) => `bin/test/${ name }` );
	const { code, seconds } = await where.exec( 'Dev scripts', 'node', [
		'--test',
		'--test-concurrency=1',
		// Each file is a test of its own here, so this bounds a whole file
		// (wp-setup.test.mjs builds several sites: 120 s was too short with
		// both Playwright parts beside it); a hung one still fails.
		'--test-timeout=300000',
		'--test-reporter=spec',
		'--test-reporter-destination=stdout',
		'--test-reporter=tap',
		`--test-reporter-destination=${ out }`,
		...files,
	] );
	let passed = 0;
	let failed = 0;
	let failures = [];
	if ( existsSync( out ) ) {
		const tap = readFileSync( out, 'utf8' );
		failures = [ ...tap.matchAll( /^\s*not ok \d+ - (.*)$/gm ) ].map(
			( m ) => m[ 1 ]
		);
		const count = ( name ) =>
			Number(
				tap.match( new RegExp( `^# ${ name } (\\d+)$`, 'm' ) )?.[ 1 ] ??
					0
			);
		passed = count( 'pass' );
		failed = count( 'fail' ) + count( 'cancelled' );
	}
	if ( code !== 0 && failed === 0 ) {
		failed = 1;
	}
	results.push( { name: 'Dev scripts', passed, failed, seconds, failures } );
}

async function phpunit( where, label, env ) {
	const out = path.join(
		artifacts,
		`phpunit-${ label.toLowerCase().replace( /\W+/g, '-' ) }.xml`
	);
	rmSync( out, { force: true } );
	const { code, seconds } = await where.exec(
		`PHPUnit (${ label })`,
		'bin/test-php.sh',
		[ '--log-junit', out ],
		env
	);
	let passed = 0;
	let failed = 0;
	let failures = [];
	if ( existsSync( out ) ) {
		const xml = readFileSync( out, 'utf8' );
		// A test case that holds a <failure> or an <error>.
		failures = [
			...xml.matchAll(
				/<testcase name="([^"]*)" class="([^"]*)"[^>]*>\s*<(?:failure|error)\b/g
			),
		].map( ( m ) => `${ m[ 2 ] }::${ m[ 1 ] }` );
		const suite = xml.match( /<testsuite [^>]*>/ )?.[ 0 ] ?? '';
		const num = ( attr ) =>
			Number(
				suite.match( new RegExp( `${ attr }="(\\d+)"` ) )?.[ 1 ] ?? 0
			);
		failed = num( 'failures' ) + num( 'errors' );
		passed = num( 'tests' ) - failed - num( 'skipped' );
	}
	if ( code !== 0 && failed === 0 ) {
		failed = 1;
	}
	results.push( {
		name: `PHPUnit (${ label })`,
		passed,
		failed,
		seconds,
		failures,
	} );
}

/**
 * Walks a Playwright JSON report: the counts by project, and the tests that
 * failed (file:line, title, project, the error's first line).
 *
 * @param {Object|null} report The JSON reporter's output.
 * @return {{counts: Map<string, {passed: number, failed: number}>, failures: string[]}} What it found.
 */
function walkTests( report ) {
	const failures = [];
	const counts = new Map();
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const t of spec.tests ?? [] ) {
				const count = counts.get( t.projectName ) ?? {
					passed: 0,
					failed: 0,
				};
				if ( t.status === 'expected' || t.status === 'flaky' ) {
					count.passed++;
				} else if ( t.status === 'unexpected' ) {
					count.failed++;
					const error = ( t.results ?? [] )
						.map( ( r ) => r.error?.message ?? '' )
						.find( Boolean );
					failures.push(
						`${ spec.file }:${ spec.line } ${ spec.title } [${
							t.projectName
						}]${
							error
								? ': ' +
									// Without colour codes, first line only.
									error
										.replace( /\u001b\[[0-9;]*m/g, '' )
										.split( '\n' )[ 0 ]
								: ''
						}`
					);
				}
				counts.set( t.projectName, count );
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report?.suites ?? [] ).forEach( walk );
	return { counts, failures };
}

/**
 * The first free port from `from` on for an e2e part's sites: site A on it,
 * its remote-hub client site B on + 2, the plain WordPress the plugin zip is
 * installed into on + 4, and with STENCILBOX_ELEMENTOR_DIR the
 * real-Elementor site D on + 6 (+ 3 is site A's production front, + 1000
 * each site's directory stand-in).
 *
 * @param {number}  from      Where to start looking.
 * @param {boolean} elementor Whether site D runs.
 * @return {Promise<number>} The port.
 */
async function e2ePort( from, elementor ) {
	let port = from;
	while (
		! ( await portIsFree( port ) ) ||
		! ( await portIsFree( port + 2 ) ) ||
		! ( await portIsFree( port + 4 ) ) ||
		( elementor && ! ( await portIsFree( port + 6 ) ) )
	) {
		port++;
	}
	return port;
}

/**
 * One Playwright run: the whole suite, or one of its two parts
 * (playwright.config.ts, STENCILBOX_E2E_PART), on sites of its own.
 *
 * @param {Object}   where     Lane.
 * @param {string[]} extraArgs Arguments for Playwright.
 * @param {number}   port      Site A's port (e2ePort).
 * @param {string}   part      '1', '2', or '' for the whole suite.
 */
async function playwright( where, extraArgs, port, part ) {
	const elementor = part !== '2' && !! process.env.STENCILBOX_ELEMENTOR_DIR;
	const name = part === '2' ? 'Playwright e2e (part 2)' : 'Playwright e2e';
	const out = path.join( artifacts, `e2e${ part === '2' ? '-2' : '' }.json` );
	rmSync( out, { force: true } );
	const { code, seconds } = await where.exec(
		name,
		'npx',
		[ '--no-install', 'playwright', 'test', ...extraArgs ],
		{
			PLAYWRIGHT_JSON_OUTPUT_NAME: out,
			STENCILBOX_FRESH_E2E: '1',
			STENCILBOX_E2E_PART: part,
			WP_E2E_PORT: String( port ),
			WP_BASE_URL: `http://127.0.0.1:${ port }`,
			WP_REMOTE_BASE_URL: `http://127.0.0.1:${ port + 2 }`,
			WP_FRESH_BASE_URL: `http://127.0.0.1:${ port + 4 }`,
			WP_ELEMENTOR_BASE_URL: `http://127.0.0.1:${ port + 6 }`,
		}
	);
	const report = readJson( out );
	const stats = report?.stats;
	let passed = ( stats?.expected ?? 0 ) + ( stats?.flaky ?? 0 );
	let failed = stats?.unexpected ?? 0;
	// The real-Elementor project on a line of its own.
	const walked = walkTests( report );
	const real = walked.counts.get( 'elementor' ) ?? {
		passed: 0,
		failed: 0,
	};
	passed -= real.passed;
	failed -= real.failed;
	if ( code !== 0 && failed === 0 && real.failed === 0 ) {
		failed = 1;
	}
	results.push( {
		name,
		passed,
		failed,
		seconds,
		failures: walked.failures,
	} );
	if ( part === '2' ) {
		return;
	}
	results.push( {
		name: elementor
			? 'Playwright (real Elementor)'
			: 'Real Elementor: skipped (STENCILBOX_ELEMENTOR_DIR not set)',
		passed: real.passed,
		failed: real.failed,
		seconds: 0,
	} );
}

/**
 * The Playwright suite: given specs or options (or serial), one run; otherwise its two
 * parts at the same time, part 1 in `where` and part 2 in a lane of its
 * own, then the configuration matrix after whichever ends first
 * (on two cores, one browser test at a time leaves a core idle while it
 * waits on the site and the site waits on it).
 *
 * @param {Object}   where     Lane.
 * @param {string[]} extraArgs Arguments for Playwright.
 */
async function e2e( where, extraArgs ) {
	const elementor = !! process.env.STENCILBOX_ELEMENTOR_DIR;
	if ( ! elementor ) {
		console.log(
			'The real-Elementor suite (tests/e2e/elementor) is skipped: STENCILBOX_ELEMENTOR_DIR is not set (README "Elementor" says how to get Elementor).'
		);
	}
	const first = await e2ePort(
		Number( process.env.WP_E2E_PORT || 8889 ),
		elementor
	);
	if ( extraArgs.length || serial ) {
		await playwright( where, extraArgs, first, '' );
		return;
	}
	const second = await e2ePort( first + 10, false );
	const other = lane( true );
	// Then each part takes the configuration matrix's lanes still waiting
	// (so does the side lane once PHPUnit is done), so that the lanes end
	// about together; the output goes to logs either way.
	await Promise.all( [
		playwright( where, [], first, '1' ).then( () => matrix( other ) ),
		playwright( other, [], second, '2' ).then( () => matrix( other ) ),
	] );
}

/**
 * The lint and type checks (no build needed).
 *
 * @param {Object} where Lane.
 */
async function checks( where ) {
	await step( where, 'Lint JS', 'npm', [ 'run', '--silent', 'lint:js' ] );
	await step( where, 'Lint CSS', 'npm', [ 'run', '--silent', 'lint:css' ] );
	await step( where, 'PHP syntax', 'bin/lint-php.sh', [ 'syntax' ] );
	await step( where, 'PHP CodeSniffer', 'bin/lint-php.sh', [ 'style' ] );
	// The official standards, from the folder STENCILBOX_WPCS_DIR names.
	if ( process.env.STENCILBOX_WPCS_DIR ) {
		await step( where, 'PHP WordPress standards', 'node', [
			'bin/lint-wpcs.mjs',
		] );
	} else {
		console.log(
			'\n=== PHP WordPress standards: skipped, STENCILBOX_WPCS_DIR is not set'
		);
		results.push( {
			name: 'PHP WordPress standards: skipped (STENCILBOX_WPCS_DIR not set)',
			passed: 0,
			failed: 0,
			seconds: 0,
		} );
	}
	await step( where, 'Type check', 'npm', [
		'run',
		'--silent',
		'typecheck',
	] );
}

/**
 * What needs the build: the bundle budget, the dev-script tests (they start
 * sites) and every PHPUnit run.
 *
 * Then the configuration matrix's lanes still waiting (matrix()).
 *
 * @param {Object} where Lane.
 */
async function afterBuild( where ) {
	await step( where, 'Editor bundle budget', 'node', [
		'bin/bundle-size.mjs',
		'--check',
	] );
	await devScripts( where );
	// The whole suite on the main database, MariaDB where CI has it.
	await phpunit( where, MYSQL ? 'MariaDB' : 'SQLite', {
		WP_TESTS_DB: MAIN_DB,
	} );
	// Elementor standing in (its constant cannot be undefined): a process of its own.
	await phpunit( where, 'Elementor', {
		WP_TESTS_DB: MAIN_DB,
		PHPUNIT_CONFIG: 'phpunit-elementor.xml.dist',
	} );
	// A subdirectory network, Stencilbox network-activated (MULTISITE is a
	// constant too): only the tests that tell a network apart (tests/php/Multisite).
	await phpunit( where, 'Multisite', {
		WP_TESTS_DB: MAIN_DB,
		PHPUNIT_CONFIG: 'phpunit-multisite.xml.dist',
	} );
	// The oldest supported WordPress (6.8): the tests that tell WordPress
	// versions apart (phpunit-oldest.xml.dist says which and why).
	await phpunit( where, 'WordPress 6.8', {
		WP_TESTS_DB: MAIN_DB,
		WP_TESTS_WORDPRESS: 'oldest',
		PHPUNIT_CONFIG: 'phpunit-oldest.xml.dist',
	} );
	// A persistent object cache (Redis, a private server on a unix socket):
	// only the tests that tell one apart (phpunit-object-cache.xml.dist),
	// with our test drop-in, then with the Redis Object Cache plugin's from
	// the folder STENCILBOX_REDIS_CACHE_DIR names.
	await phpunit( where, 'Object cache', {
		WP_TESTS_DB: MAIN_DB,
		PHPUNIT_CONFIG: 'phpunit-object-cache.xml.dist',
	} );
	// The two together: a network whose sites share a persistent cache,
	// only the tests of what the network shares through caches.
	await phpunit( where, 'Multisite + object cache', {
		WP_TESTS_DB: MAIN_DB,
		PHPUNIT_CONFIG: 'phpunit-multisite-object-cache.xml.dist',
	} );
	if ( process.env.STENCILBOX_REDIS_CACHE_DIR ) {
		await phpunit( where, 'Redis Object Cache', {
			WP_TESTS_DB: MAIN_DB,
			PHPUNIT_CONFIG: 'phpunit-object-cache.xml.dist',
			STENCILBOX_TEST_OBJECT_CACHE: 'redis-cache',
		} );
	} else {
		console.log(
			'\n=== PHPUnit (Redis Object Cache): skipped, STENCILBOX_REDIS_CACHE_DIR is not set'
		);
		results.push( {
			name: 'PHPUnit (Redis Object Cache): skipped (STENCILBOX_REDIS_CACHE_DIR not set)',
			passed: 0,
			failed: 0,
			seconds: 0,
		} );
	}
	// The real Elementor, from the folder STENCILBOX_ELEMENTOR_DIR names.
	if ( process.env.STENCILBOX_ELEMENTOR_DIR ) {
		await phpunit( where, 'Real Elementor', {
			WP_TESTS_DB: MAIN_DB,
			PHPUNIT_CONFIG: 'phpunit-elementor-real.xml.dist',
		} );
	} else {
		console.log(
			'\n=== PHPUnit (Real Elementor): skipped, STENCILBOX_ELEMENTOR_DIR is not set'
		);
		results.push( {
			name: 'PHPUnit (Real Elementor): skipped (STENCILBOX_ELEMENTOR_DIR not set)',
			passed: 0,
			failed: 0,
			seconds: 0,
		} );
	}
	// SQLite beside MariaDB: only the tests that tell databases apart,
	// `@group database` (phpunit-database.xml.dist says which and why).
	if ( MYSQL ) {
		await phpunit( where, 'SQLite', {
			WP_TESTS_DB: 'sqlite',
			PHPUNIT_CONFIG: 'phpunit-database.xml.dist',
		} );
	}
	await matrix( where );
}

/** The configuration matrix's lanes no one has started yet. */
const matrixWaiting = [ ...LANES ];

/**
 * The configuration matrix (bin/lib/matrix-lanes.mjs, README "Supported
 * configurations"): one step per lane, each a throwaway site on its own
 * port (9300–9399, folder and artifacts of its own) with the smoke spec
 * and a PHP error log check. A lane whose environment variable is not set
 * says so and runs nothing. Each caller runs the lanes still waiting, one
 * after the other: a test lane that ends its own work takes the next
 * (two may run at once, never the same one twice).
 *
 * @param {Object} where Lane.
 */
async function matrix( where ) {
	while ( matrixWaiting.length ) {
		const entry = matrixWaiting.shift();
		const absent = missing( entry );
		if ( absent.length ) {
			console.log( `\n=== ${ skipLine( entry, absent ) }` );
			results.push( {
				name: skipLine( entry, absent ),
				passed: 0,
				failed: 0,
				seconds: 0,
			} );
			continue;
		}
		const out = path.join(
			artifacts,
			'matrix',
			`${ entry.name }.result.json`
		);
		rmSync( out, { force: true } );
		const { code, seconds } = await where.exec(
			`Matrix (${ entry.name })`,
			'node',
			[ 'bin/matrix.mjs', entry.name ]
		);
		const counts = readJson( out );
		const passed = counts?.passed ?? 0;
		let failed = counts?.failed ?? 0;
		if ( code !== 0 && failed === 0 ) {
			failed = 1;
		}
		results.push( {
			name: `Matrix (${ entry.name })`,
			passed,
			failed,
			seconds,
		} );
	}
}

const buildFailed = {
	name: 'PHPUnit and e2e (not run: build failed)',
	passed: 0,
	failed: 1,
	seconds: 0,
};
const started = Date.now();
const main = lane( false );
if ( serial ) {
	await checks( main );
	const built = await step( main, 'Build', 'bin/build-if-stale.sh', [] );
	await jest( main );
	if ( built ) {
		await afterBuild( main );
		await e2e( main, process.argv.slice( 2 ) );
	} else {
		await devScripts( main );
		results.push( buildFailed );
	}
} else {
	const side = lane( true );
	// The checks and Jest need no build: they start with it.
	const building = step( main, 'Build', 'bin/build-if-stale.sh', [] );
	const alongside = ( async () => {
		await checks( side );
		await jest( side );
		// A second build at the same time would race the first.
		if ( await building ) {
			await afterBuild( side );
		} else {
			await devScripts( side );
		}
	} )();
	if ( await building ) {
		await e2e( main, process.argv.slice( 2 ) );
	} else {
		results.push( buildFailed );
	}
	await alongside;
	for ( const { name, log } of sideLogs ) {
		console.log(
			`\n=== ${ name } (ran alongside; ${ path.relative( root, log ) })`
		);
		console.log( readFileSync( log, 'utf8' ).trimEnd() );
	}
}

// The summary in the order the kinds run in one lane.
const ORDER = [
	'Lint JS',
	'Lint CSS',
	'PHP syntax',
	'PHP CodeSniffer',
	'PHP WordPress standards',
	'Type check',
	'Build',
	'Editor bundle budget',
	'Jest',
	'Dev scripts',
	'PHPUnit',
	'Matrix',
	'Playwright',
	'Real Elementor',
];
const rank = ( name ) => {
	const at = ORDER.findIndex( ( prefix ) => name.startsWith( prefix ) );
	return at < 0 ? ORDER.length : at;
};
results.sort( ( a, b ) => rank( a.name ) - rank( b.name ) );

const total = results.reduce(
	( sum, r ) => ( {
		passed: sum.passed + r.passed,
		failed: sum.failed + r.failed,
	} ),
	{ passed: 0, failed: 0 }
);
await stopOwnMariadb();
console.log( '\n=== Summary' );
for ( const r of results ) {
	console.log(
		`${ r.failed ? 'FAIL' : 'ok  ' }  ${ r.name.padEnd( 24 ) } ${ String( r.passed ).padStart( 4 ) } passed ${ String( r.failed ).padStart( 3 ) } failed  ${ r.seconds.toFixed( 1 ) }s`
	);
}
// What failed, by name, under the table: CI keeps only the output's tail.
const failures = results.flatMap( ( r ) =>
	( r.failures ?? [] ).map( ( f ) => `${ r.name }: ${ f }` )
);
if ( failures.length ) {
	console.log( 'Failed:' );
	for ( const f of failures.slice( 0, 20 ) ) {
		console.log( `  - ${ f.length > 240 ? f.slice( 0, 239 ) + '…' : f }` );
	}
	if ( failures.length > 20 ) {
		console.log( `  … and ${ failures.length - 20 } more` );
	}
}
console.log(
	`wall time ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) }s`
);
console.log( `${ total.passed } passed, ${ total.failed } failed` );
process.exit( total.failed > 0 ? 1 : 0 );
