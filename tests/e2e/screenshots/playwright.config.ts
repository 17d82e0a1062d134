/**
 * The WordPress.org screenshots (readme.txt's "Screenshots"), taken from
 * the real screens on demand and never by `npm test` (whose config reads
 * tests/e2e/specs only):
 *   npm run screenshots   → assets/screenshot-1.png … screenshot-5.png
 * A fresh site (`.wp-site-screenshots`, port WP_SCREENSHOTS_PORT, 8896),
 * its own hub with the demo catalogue the plugin ships, a Pro library
 * account signed in for the admin (global-setup.ts); Debian's Chromium at
 * 1280×800, as the e2e suite (tests/e2e/browser.ts). `assets/` is
 * WordPress.org's SVN assets folder: the plugin zip leaves it out.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browser } from '../browser';

const root = path.resolve( __dirname, '../../..' );
const port = process.env.WP_SCREENSHOTS_PORT || '8896';
const url = `http://127.0.0.1:${ port }`;
// Read by the WordPress e2e utilities (the admin login, REST).
process.env.WP_BASE_URL = url;
process.env.WP_ARTIFACTS_PATH = path.join( root, 'artifacts/screenshots' );
process.env.STORAGE_STATE_PATH = path.join(
	process.env.WP_ARTIFACTS_PATH,
	'admin.json'
);
const env = `WP_PORT=${ port } WP_SITE_DIR=.wp-site-screenshots`;

export default defineConfig( {
	testDir: '.',
	outputDir: path.join( process.env.WP_ARTIFACTS_PATH, 'test-results' ),
	globalSetup: require.resolve( './global-setup.ts' ),
	reporter: 'list',
	workers: 1,
	retries: 0,
	timeout: 120_000,
	use: {
		...browser,
		baseURL: url,
		headless: true,
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 20_000,
	},
	webServer: {
		// A new site every time: the pictures never show leftovers.
		command: `${ env } bin/wp-setup.sh --reset >/dev/null && ${ env } exec bin/wp-server.sh`,
		cwd: root,
		url: `${ url }/wp-login.php`,
		timeout: 180_000,
		reuseExistingServer: false,
		stdout: 'ignore',
		stderr: 'pipe',
		gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
	},
} );
