/**
 * Playwright e2e: Debian's Chromium against a fresh throwaway site (SQLite)
 * created for every run on its own port.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.WP_E2E_PORT || '8889';
process.env.WP_BASE_URL ??= `http://127.0.0.1:${ port }`;
process.env.WP_ARTIFACTS_PATH ??= path.join( __dirname, 'artifacts' );
process.env.STORAGE_STATE_PATH ??= path.join(
	process.env.WP_ARTIFACTS_PATH,
	'storage-states/admin.json'
);

// Playwright cannot download its own browser here. Without these flags
// Chromium keeps trying to reach Google services on the closed network.
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
	'--disable-dev-shm-usage',
];

// The e2e fixtures plugin seeds the mini catalogue (tests/fixtures/catalogue-mini).
const siteEnv = `WP_PORT=${ port } WP_SITE_DIR=.wp-site-e2e WP_EXTRA_PLUGINS=tests/e2e/plugins/stencilbox-e2e-fixtures`;

export default defineConfig( {
	testDir: './tests/e2e/specs',
	outputDir: path.join( process.env.WP_ARTIFACTS_PATH, 'test-results' ),
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
		? [ [ 'list' ], [ 'json' ] ]
		: 'list',
	forbidOnly: !! process.env.CI,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	reportSlowTests: null,
	use: {
		baseURL: process.env.WP_BASE_URL,
		headless: true,
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
	},
	webServer: {
		// A fresh site for every run; its access log goes to a file.
		command: `${ siteEnv } bin/wp-setup.sh --reset >/dev/null && ${ siteEnv } exec bin/wp-server.sh`,
		url: `${ process.env.WP_BASE_URL }/wp-login.php`,
		timeout: 120_000,
		reuseExistingServer:
			! process.env.CI && ! process.env.STENCILBOX_FRESH_E2E,
		stdout: 'ignore',
		stderr: 'pipe',
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices[ 'Desktop Chrome' ],
				viewport: { width: 1280, height: 800 },
				launchOptions: {
					executablePath:
						process.env.CHROMIUM_PATH || '/usr/bin/chromium',
					args: CHROMIUM_ARGS,
				},
			},
		},
	],
} );
