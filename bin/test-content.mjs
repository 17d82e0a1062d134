/**
 * `npm run test:content`: the per-item content sweeps over every item of
 * the demo catalogue (STENCILBOX_CONTENT_SWEEP=all; bin/lib/content-sweep.mjs),
 * on fresh sites of Playwright's part 2 (site A alone), then, when they
 * pass, the demo's fingerprint recorded in tests/e2e/content-sweep.json —
 * commit it with the content. `npm test` then checks a third of the items
 * per commit until the demo changes again. Extra arguments go to
 * Playwright (e.g. `-- --grep standalone`; a partial run records nothing).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { RECORD, fingerprint } from './lib/content-sweep.mjs';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const SPECS = [
	'tests/e2e/specs/fidelity.spec.ts',
	'tests/e2e/specs/fidelity-look.spec.ts',
	'tests/e2e/specs/demo-insert-all.spec.ts',
];
const extra = process.argv.slice( 2 );

const build = spawnSync( 'bin/build-if-stale.sh', [], {
	cwd: root,
	stdio: 'inherit',
} );
if ( build.status !== 0 ) {
	process.exit( build.status ?? 1 );
}
const before = fingerprint();
const run = spawnSync(
	'npx',
	[
		'--no-install',
		'playwright',
		'test',
		...SPECS,
		'--project=chromium',
		'--reporter=line',
		...extra,
	],
	{
		cwd: root,
		stdio: 'inherit',
		env: {
			...process.env,
			CI: process.env.CI || '1',
			STENCILBOX_FRESH_E2E: '1',
			STENCILBOX_E2E_PART: '2',
			STENCILBOX_CONTENT_SWEEP: 'all',
		},
	}
);
if ( run.status !== 0 ) {
	console.error( 'test:content: the sweeps failed; nothing recorded.' );
	process.exit( run.status ?? 1 );
}
if ( extra.length ) {
	console.log(
		'test:content: a partial run (arguments given); nothing recorded.'
	);
	process.exit( 0 );
}
if ( fingerprint() !== before ) {
	console.error(
		'test:content: the demo catalogue changed during the run; nothing recorded.'
	);
	process.exit( 1 );
}
writeFileSync(
	RECORD,
	JSON.stringify(
		{
			about: 'The demo catalogue (php/Hub/Catalog/demo/) the last full content sweep passed on: `npm run test:content` writes it (bin/lib/content-sweep.mjs).',
			fingerprint: before,
			swept: new Date().toISOString().slice( 0, 10 ),
		},
		null,
		'\t'
	) + '\n'
);
console.log(
	`test:content: every item passed; recorded in ${ path.relative(
		root,
		RECORD
	) } (commit it).`
);
