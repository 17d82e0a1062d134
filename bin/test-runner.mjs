/**
 * Runs every test kind in order, streams their output, and totals them.
 * Each lint/type/build step (ESLint, Stylelint, php -l, PHP_CodeSniffer, tsc,
 * build, bundle budget) counts as one check; Jest, the dev-script tests,
 * PHPUnit and Playwright count their tests. The last line is
 * "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const artifacts = path.join( root, 'artifacts' );
mkdirSync( artifacts, { recursive: true } );

const results = [];

function run( command, args, env = {} ) {
	const started = Date.now();
	const child = spawnSync( command, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return {
		code: child.status ?? 1,
		seconds: ( Date.now() - started ) / 1000,
	};
}

function step( name, command, args, env ) {
	console.log( `\n=== ${ name }` );
	const { code, seconds } = run( command, args, env );
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

function jest() {
	console.log( '\n=== Jest' );
	const out = path.join( artifacts, 'jest.json' );
	rmSync( out, { force: true } );
	const { code, seconds } = run( 'npx', [
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
	results.push( { name: 'Jest', passed, failed, seconds } );
}

/**
 * The dev scripts' own tests (bin/test/*.test.mjs, node:test): set-up on a
 * simulated bare machine, the server's port and process handling, site
 * repair. One file at a time: they start servers and build sites.
 */
function devScripts() {
	console.log( '\n=== Dev scripts' );
	const out = path.join( artifacts, 'dev-scripts.tap' );
	rmSync( out, { force: true } );
	const files = readdirSync( path.join( root, 'bin/test' ) )
		.filter( ( name ) => name.endsWith( '.test.mjs' ) )
		.map( ( name ) => `bin/test/${ name }` );
	const { code, seconds } = run( 'node', [
		'--test',
		'--test-concurrency=1',
		'--test-timeout=120000',
		'--test-reporter=spec',
		'--test-reporter-destination=stdout',
		'--test-reporter=tap',
		`--test-reporter-destination=${ out }`,
		...files,
	] );
	let passed = 0;
	let failed = 0;
	if ( existsSync( out ) ) {
		const tap = readFileSync( out, 'utf8' );
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
	results.push( { name: 'Dev scripts', passed, failed, seconds } );
}

function phpunit( label, env ) {
	console.log( `\n=== PHPUnit (${ label })` );
	const out = path.join(
		artifacts,
		`phpunit-${ label.toLowerCase().replace( /\W+/g, '-' ) }.xml`
	);
	rmSync( out, { force: true } );
	const { code, seconds } = run(
		'bin/test-php.sh',
		[ '--log-junit', out ],
		env
	);
	let passed = 0;
	let failed = 0;
	if ( existsSync( out ) ) {
		const xml = readFileSync( out, 'utf8' );
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
	results.push( { name: `PHPUnit (${ label })`, passed, failed, seconds } );
}

function portIsFree( port ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.once( 'error', () => resolve( false ) );
		server.once( 'listening', () => server.close( () => resolve( true ) ) );
		server.listen( port, '127.0.0.1' );
	} );
}

/**
 * Counts a Playwright JSON report's tests by project: expected (and flaky)
 * ones pass, unexpected ones fail.
 *
 * @param {Object|null} report The JSON reporter's output.
 * @return {Map<string, {passed: number, failed: number}>} By project name.
 */
function byProject( report ) {
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
				}
				counts.set( t.projectName, count );
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report?.suites ?? [] ).forEach( walk );
	return counts;
}

async function playwright( extraArgs ) {
	console.log( '\n=== Playwright e2e' );
	const elementor = !! process.env.STENCILBOX_ELEMENTOR_DIR;
	if ( ! elementor ) {
		console.log(
			'The real-Elementor suite (tests/e2e/elementor) is skipped: STENCILBOX_ELEMENTOR_DIR is not set (README "Elementor" says how to get Elementor).'
		);
	}
	let port = Number( process.env.WP_E2E_PORT || 8889 );
	// Site A on `port`, its remote-hub client site B on `port + 2`, the
	// plain WordPress the plugin zip is installed into on `port + 4`, and
	// with STENCILBOX_ELEMENTOR_DIR the real-Elementor site D on `port + 6`.
	while (
		! ( await portIsFree( port ) ) ||
		! ( await portIsFree( port + 2 ) ) ||
		! ( await portIsFree( port + 4 ) ) ||
		( elementor && ! ( await portIsFree( port + 6 ) ) )
	) {
		port++;
	}
	const out = path.join( artifacts, 'e2e.json' );
	rmSync( out, { force: true } );
	const { code, seconds } = run(
		'npx',
		[ '--no-install', 'playwright', 'test', ...extraArgs ],
		{
			PLAYWRIGHT_JSON_OUTPUT_NAME: out,
			STENCILBOX_FRESH_E2E: '1',
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
	const real = byProject( report ).get( 'elementor' ) ?? {
		passed: 0,
		failed: 0,
	};
	passed -= real.passed;
	failed -= real.failed;
	if ( code !== 0 && failed === 0 && real.failed === 0 ) {
		failed = 1;
	}
	results.push( { name: 'Playwright e2e', passed, failed, seconds } );
	results.push( {
		name: elementor
			? 'Playwright (real Elementor)'
			: 'Real Elementor: skipped (STENCILBOX_ELEMENTOR_DIR not set)',
		passed: real.passed,
		failed: real.failed,
		seconds: 0,
	} );
}

const started = Date.now();
step( 'Lint JS', 'npm', [ 'run', '--silent', 'lint:js' ] );
step( 'Lint CSS', 'npm', [ 'run', '--silent', 'lint:css' ] );
step( 'PHP syntax', 'bin/lint-php.sh', [ 'syntax' ] );
step( 'PHP CodeSniffer', 'bin/lint-php.sh', [ 'style' ] );
step( 'Type check', 'npm', [ 'run', '--silent', 'typecheck' ] );
const built = step( 'Build', 'bin/build-if-stale.sh', [] );
if ( built ) {
	step( 'Editor bundle budget', 'node', [
		'bin/bundle-size.mjs',
		'--check',
	] );
}
jest();
devScripts();
if ( built ) {
	phpunit( 'SQLite', { WP_TESTS_DB: 'sqlite' } );
	// Elementor standing in (its constant cannot be undefined): a process of its own.
	phpunit( 'Elementor', {
		WP_TESTS_DB: 'sqlite',
		PHPUNIT_CONFIG: 'phpunit-elementor.xml.dist',
	} );
	// The real Elementor, from the folder STENCILBOX_ELEMENTOR_DIR names.
	if ( process.env.STENCILBOX_ELEMENTOR_DIR ) {
		phpunit( 'Real Elementor', {
			WP_TESTS_DB: 'sqlite',
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
	if ( process.env.WP_TESTS_ALSO_MYSQL === '1' ) {
		phpunit( 'MariaDB', { WP_TESTS_DB: 'mysql' } );
	}
	await playwright( process.argv.slice( 2 ) );
} else {
	results.push( {
		name: 'PHPUnit and e2e (not run: build failed)',
		passed: 0,
		failed: 1,
		seconds: 0,
	} );
}

const total = results.reduce(
	( sum, r ) => ( {
		passed: sum.passed + r.passed,
		failed: sum.failed + r.failed,
	} ),
	{ passed: 0, failed: 0 }
);
console.log( '\n=== Summary' );
for ( const r of results ) {
	console.log(
		`${ r.failed ? 'FAIL' : 'ok  ' }  ${ r.name.padEnd( 24 ) } ${ String( r.passed ).padStart( 4 ) } passed ${ String( r.failed ).padStart( 3 ) } failed  ${ r.seconds.toFixed( 1 ) }s`
	);
}
console.log(
	`wall time ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) }s`
);
console.log( `${ total.passed } passed, ${ total.failed } failed` );
process.exit( total.failed > 0 ? 1 : 0 );
