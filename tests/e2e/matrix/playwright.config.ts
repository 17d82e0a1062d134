/**
 * The configuration matrix's smoke (issue [22]): one lane's throwaway site,
 * started by bin/matrix.mjs before this runs (WP_BASE_URL, which may name a
 * subdirectory), Debian's Chromium, one worker. Run through
 * `npm run test:matrix -- <lane>`, not on its own.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browser, trace } from '../browser';

const lane = process.env.MATRIX_LANE || 'lane';
const site = process.env.WP_BASE_URL;
if ( ! site ) {
	throw new Error(
		'WP_BASE_URL is not set: run a lane with npm run test:matrix -- <lane>'
	);
}
process.env.WP_ARTIFACTS_PATH ??= path.join(
	__dirname,
	'../../../artifacts/matrix',
	lane
);
process.env.STORAGE_STATE_PATH ??= path.join(
	process.env.WP_ARTIFACTS_PATH,
	'storage-states/admin.json'
);

export default defineConfig( {
	testDir: '.',
	// The multisite lane's journey runs on that lane only.
	testMatch: ( process.env.MATRIX_SMOKE ?? '' )
		.split( ',' )
		.includes( 'multisite' )
		? /(smoke|multisite)\.spec\.ts/
		: /smoke\.spec\.ts/,
	outputDir: path.join( process.env.WP_ARTIFACTS_PATH, 'test-results' ),
	globalSetup: require.resolve( './global-setup.ts' ),
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
		? [ [ 'list' ], [ 'json' ] ]
		: 'list',
	forbidOnly: !! process.env.CI,
	workers: 1,
	retries: 0,
	timeout: 120_000,
	// Beside the main Playwright run on two cores (npm test's side lane).
	expect: { timeout: 15_000 },
	reportSlowTests: null,
	use: {
		...browser,
		// A trailing slash: relative addresses stay in a subdirectory.
		baseURL: site.endsWith( '/' ) ? site : `${ site }/`,
		headless: true,
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 30_000,
		trace,
		screenshot: 'only-on-failure',
	},
} );
