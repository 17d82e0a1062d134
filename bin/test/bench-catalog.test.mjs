/**
 * `npm run bench`'s growth table (bin/bench-catalog.mjs report) checks the
 * targets of issue [16] — growth 10k → 1M ≤ 1.5× (against core's request
 * of the same run, which the machine's load moves alike), ≤ 0.40 × core at 100k and
 * ≤ 0.50 at 1M, p50 and p95, for every /items scenario — and exits 1 with
 * the missed ones named; bin/bench-catalog.sh refuses a size list it cannot
 * use before it builds anything. No site: the report reads the result files
 * `measure` writes, made up here.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, tempDir } from './helpers.mjs';

const SCENARIOS = [
	'/items plain (database)',
	'/items filtered (database)',
	'/items filtered + include (database)',
	'/items search (database)',
	'/items page 1 (site cache)',
	'/items/{slug} details (database)',
	'/clouds My Clouds (10,000 files)',
];

/**
 * Result files of three sizes: core at 300 ms, every scenario at `ms`
 * (p95 twice p50), with `change` applied to the largest size.
 *
 * @param {import('node:test').TestContext} t      Test.
 * @param {number}                          ms     A scenario's p50.
 * @param {(results: object[]) => void}     change Edits the 1M results.
 */
function results( t, ms, change = () => {} ) {
	const dir = tempDir( t, 'bench' );
	return [ 10000, 100000, 1000000 ].map( ( items ) => {
		const rows = [
			{ name: 'GET /wp/v2/posts?per_page=20', p50: 300, p95: 600 },
			...SCENARIOS.map( ( name ) => ( { name, p50: ms, p95: 2 * ms } ) ),
		];
		if ( items === 1000000 ) {
			change( rows );
		}
		const file = path.join( dir, `${ items }.json` );
		writeFileSync(
			file,
			JSON.stringify( {
				migration: `${ items / 100 } set rows in 9 batches, 1.0 s in all`,
				db: 'sqlite',
				items,
				rounds: 200,
				results: rows,
			} )
		);
		return file;
	} );
}

const report = ( files ) =>
	spawnSync(
		'node',
		[ 'bin/bench-catalog.mjs', 'report', 'sqlite', ...files ],
		{ cwd: root, encoding: 'utf8' }
	);

test( 'the growth table passes a catalogue that stays flat and fast', ( t ) => {
	const run = report( results( t, 100 ) );
	assert.equal( run.status, 0, run.stdout + run.stderr );
	assert.match( run.stdout, /Growth of the catalogue from 10k to 1M items/ );
	assert.match(
		run.stdout,
		/\/items filtered \(database\)\s+100\.0 \/ 200\.0\s+0\.33 \/ 0\.33 .*1\.00 \/ 1\.00 /
	);
	assert.match( run.stdout, /migration at 1M: 10000 set rows/ );
	assert.match( run.stdout, /Every target met/ );
} );

test( 'a scenario that grows, or is slow next to core, is named and fails the run', ( t ) => {
	const run = report(
		results( t, 100, ( rows ) => {
			// Search: p95 grows 1.6× from 10k (p50 stays under both targets).
			rows.find( ( r ) => r.name === '/items search (database)' ).p95 =
				320;
		} )
	);
	assert.equal( run.status, 1, run.stdout + run.stderr );
	assert.match(
		run.stdout,
		/search grows 1\.00 \/ 1\.60× against core \(target ≤ 1\.5\)/
	);
	assert.doesNotMatch( run.stdout, /Every target met/ );

	const slow = report( results( t, 130 ) );
	assert.equal( slow.status, 1 );
	// 130 / 300 = 0.43 at 100k (target 0.40); at 1M 0.43 is within 0.50.
	assert.match(
		slow.stdout,
		/details at 100k: 0\.43 \/ 0\.43 × core \(target ≤ 0\.4\)/
	);
	assert.doesNotMatch( slow.stdout, /at 1M: 0\.43/ );
	// The cloud lists have no target here.
	assert.doesNotMatch( slow.stdout, /Targets missed:[^]*clouds/ );
} );

test( 'a machine busier at 1M slows core alike: growth is checked against core', ( t ) => {
	// Everything, core included, twice as slow at 1M: the load, not the catalogue.
	const busy = report(
		results( t, 100, ( rows ) => {
			for ( const row of rows ) {
				row.p50 *= 2;
				row.p95 *= 2;
			}
		} )
	);
	assert.equal( busy.status, 0, busy.stdout + busy.stderr );
	assert.match(
		busy.stdout,
		/\/items plain \(database\).*\s2\.00 \/ 2\.00\s+1\.00 \/ 1\.00 /
	);
	assert.match( busy.stdout, /GET \/wp\/v2\/posts.*\s2\.00 \/ 2\.00\s*$/m );
	assert.match( busy.stdout, /Every target met/ );

	// The catalogue itself 1.6× slower at 1M while core is not: a miss.
	const grown = report(
		results( t, 100, ( rows ) => {
			rows.find( ( r ) => r.name === '/items plain (database)' ).p50 =
				160;
		} )
	);
	assert.equal( grown.status, 1 );
	assert.match(
		grown.stdout,
		/plain grows 1\.60 \/ 1\.00× against core \(target ≤ 1\.5\)/
	);
} );

test( 'the bench refuses sizes it cannot use, before building anything', () => {
	for ( const [ sizes, message ] of [
		[ '10k,1M', /--sizes takes item counts separated by commas/ ],
		[ '10,100000', /the smallest size is 10 items; use at least 30/ ],
	] ) {
		const run = spawnSync( 'bin/bench-catalog.sh', [ '--sizes', sizes ], {
			cwd: root,
			encoding: 'utf8',
		} );
		assert.equal( run.status, 1, sizes );
		assert.match( run.stderr, message );
		assert.doesNotMatch( run.stdout, /Creating the bench site/ );
	}
} );
