/**
 * Playwright e2e: Debian's Chromium against fresh throwaway sites (SQLite)
 * created for every run. Site A is the main site and also serves as a hub;
 * site B uses A as its remote hub (the `remote-hub` project runs the tests
 * tagged `@remote` there). Site C is a plain WordPress without Stencilbox: the
 * `plugin-install` project uploads the built plugin zip there, as a user
 * would, and deletes it again. Site D runs the real Elementor from the
 * folder STENCILBOX_ELEMENTOR_DIR names (never committed; README
 * "Elementor"): the `elementor` project (tests/e2e/elementor) exists only
 * when that variable is set.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browser, trace } from './tests/e2e/browser';

const port = process.env.WP_E2E_PORT || '8889';
const remotePort = String( Number( port ) + 2 );
const freshPort = String( Number( port ) + 4 );
const elementorPort = String( Number( port ) + 6 );
const part = process.env.STENCILBOX_E2E_PART || '';
// Part 2 (below) has no site D: the real-Elementor project runs in part 1.
if ( part === '2' ) {
	delete process.env.STENCILBOX_ELEMENTOR_DIR; // global-setup.ts reads it too
}
const elementorDir = process.env.STENCILBOX_ELEMENTOR_DIR || '';
process.env.WP_BASE_URL ??= `http://127.0.0.1:${ port }`;
process.env.WP_REMOTE_BASE_URL ??= `http://127.0.0.1:${ remotePort }`;
process.env.WP_FRESH_BASE_URL ??= `http://127.0.0.1:${ freshPort }`;
process.env.WP_ELEMENTOR_BASE_URL ??= `http://127.0.0.1:${ elementorPort }`;
process.env.WP_ARTIFACTS_PATH ??= path.join( __dirname, 'artifacts' );
// npm test runs the suite in two parts at the same time (bin/test-runner.mjs),
// each on sites of its own: STENCILBOX_E2E_PART=2 is the specs SECOND_PART
// names (chromium project only), on sites whose folders end in `-2`;
// STENCILBOX_E2E_PART=1 is everything else; unset, the whole suite.
const suffix = part === '2' ? '-2' : '';
process.env.WP_E2E_SITE_DIR ??= `.wp-site-e2e${ suffix }`; // tests/e2e/utils/site-dir.ts
const siteDir = process.env.WP_E2E_SITE_DIR;
const states = path.join(
	process.env.WP_ARTIFACTS_PATH,
	`storage-states${ suffix }`
);
process.env.STORAGE_STATE_PATH ??= path.join( states, 'admin.json' );
process.env.STORAGE_STATE_PATH_REMOTE ??= path.join(
	states,
	'admin-remote.json'
);
process.env.STORAGE_STATE_PATH_ELEMENTOR ??= path.join(
	states,
	'admin-elementor.json'
);
/**
 * The specs of part 2: about half of the chromium project's time, each on
 * site A alone (no site B, C or D, no production front, no fixed port of
 * its own), so that they can run beside part 1 on sites of their own.
 */
const SECOND_PART = [
	'accessibility',
	'admin-navigation',
	'catalog',
	'cloud-screens',
	'demo-catalogue',
	'demo-insert-all',
	'demo-thumbnails',
	'editor-library',
	'elementor',
	'fidelity-look',
	'fidelity-themes',
	'fidelity',
	'journey',
	'site-import-again',
	'site-import-look',
	'templates',
].map( ( name ) => `**/specs/${ name }.spec.ts` );

// The e2e fixtures plugin seeds the mini catalogue (tests/fixtures/catalogue-mini);
// the Elementor stub stands in for Elementor when a spec switches it on.
const fixtures =
	'WP_EXTRA_PLUGINS="tests/e2e/plugins/stencilbox-e2e-fixtures tests/e2e/plugins/stencilbox-elementor-stub"';
// Site A's plugin folder holds only what the plugin zip ships (its
// production-like front, nginx, serves whatever is there), and the mini
// catalogue's folder, which the fixtures plugin seeds from inside it.
// The classic themes "Match my site" reads (tests/e2e/specs/classic-themes-look.spec.ts)
// where STENCILBOX_CLASSIC_THEMES_DIR names a folder of them.
const siteEnv = `WP_PORT=${ port } WP_SITE_DIR=${ siteDir } WP_HUB_REMOTE=1 WP_PLUGIN_SHIPPED=1 WP_PLUGIN_SHIPPED_EXTRA=tests/fixtures WP_CLASSIC_THEMES_DIR=${ JSON.stringify(
	process.env.STENCILBOX_CLASSIC_THEMES_DIR || ''
) } ${ fixtures }`;
const remoteEnv = `WP_PORT=${ remotePort } WP_SITE_DIR=${ siteDir }-remote WP_HUB_URL=${ process.env.WP_BASE_URL } ${ fixtures }`;
const freshEnv = `WP_PORT=${ freshPort } WP_SITE_DIR=${ siteDir }-fresh WP_WITHOUT_STENCILBOX=1`;
// Its own hub (the shipped demo catalogue, switched on by global-setup), the
// fixtures plugin for its snapshot routes; no stub.
// Hello Elementor beside it where STENCILBOX_HELLO_THEME_DIR names it
// (tests/e2e/elementor/other-themes.spec.ts).
const elementorEnv = `WP_PORT=${ elementorPort } WP_SITE_DIR=${ siteDir }-elementor WP_ELEMENTOR_DIR=${ JSON.stringify(
	elementorDir
) } WP_HELLO_THEME_DIR=${ JSON.stringify(
	process.env.STENCILBOX_HELLO_THEME_DIR || ''
) } WP_EXTRA_PLUGINS="tests/e2e/plugins/stencilbox-e2e-fixtures"`;
const reuse = ! process.env.CI && ! process.env.STENCILBOX_FRESH_E2E;
const installSpec = /plugin-install\.spec\.ts/;
const remoteOnly = /hub-connection\.spec\.ts/;
const server = ( env: string, url: string ) => ( {
	// A fresh site for every run; its access log goes to a file.
	command: `${ env } bin/wp-setup.sh --reset >/dev/null && ${ env } exec bin/wp-server.sh`,
	url: `${ url }/wp-login.php`,
	timeout: 120_000,
	reuseExistingServer: reuse,
	stdout: 'ignore' as const,
	stderr: 'pipe' as const,
	// SIGTERM lets bin/wp-server.sh stop its PHP workers at once (Playwright's
	// default is SIGKILL, after which the server's watchdog cleans up).
	gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
} );

export default defineConfig( {
	testDir: './tests/e2e/specs',
	outputDir: path.join(
		process.env.WP_ARTIFACTS_PATH,
		`test-results${ suffix }`
	),
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
		? [ [ 'list' ], [ 'json' ] ]
		: 'list',
	forbidOnly: !! process.env.CI,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	// npm test runs three lanes on two cores: a page there answers about
	// three times slower than alone (README, "Supported configurations"),
	// and two runs failed on Playwright's 5 s default for a screen that
	// was still drawing (the publish form, the inserter's patterns). What
	// an expectation checks is the same; it waits longer before failing.
	expect: { timeout: 10_000 },
	reportSlowTests: null,
	use: {
		baseURL: process.env.WP_BASE_URL,
		headless: true,
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		trace,
		screenshot: 'only-on-failure',
	},
	webServer: [
		server( siteEnv, process.env.WP_BASE_URL ),
		server( remoteEnv, process.env.WP_REMOTE_BASE_URL ),
		server( freshEnv, process.env.WP_FRESH_BASE_URL ),
		...( elementorDir
			? [ server( elementorEnv, process.env.WP_ELEMENTOR_BASE_URL ) ]
			: [] ),
	],
	// Part 2 is chromium specs only (SECOND_PART).
	projects: [
		{
			name: 'chromium',
			use: browser,
			// The hub connection is site B's (remote-hub).
			testIgnore: [
				installSpec,
				remoteOnly,
				...( part === '1' ? SECOND_PART : [] ),
			],
			...( part === '2' ? { testMatch: SECOND_PART } : {} ),
		},
		{
			name: 'remote-hub',
			// Site B, whose hub is site A over HTTP. What differs there is
			// the hub client (HttpHubClient), not the screens it feeds, which
			// the chromium project proves on site A: so only the tests
			// whose title is tagged `@remote` run here, one real
			// journey per area that crosses the wire:
			// - accounts: sign-up, verification, password and API-key
			//   sign-in, global sign-in, logout across two sites;
			// - insert: the sign-in gate and an insert whose image is
			//   downloaded from the hub; a plugin package downloaded and
			//   installed before an import; the hub's refusal (unverified
			//   account) carried back as an error;
			// - engagement: favourites and ratings (a remote hub's counters
			//   are remembered by the site, LiveCounters), concurrent
			//   favourites through that memory, and a purchase granted on
			//   the hub, which the site learns by reading the list (its
			//   cached profile is not told);
			// - hostile content: raw content from the hub inserted in the
			//   editor (filtered on the way in, nothing runs);
			// - the cloud: files pushed from site B, shared with and
			//   inserted by a user of site A (images across sites); a
			//   saved template pushed and added back with its display
			//   condition ("Add to saved templates");
			// - the hub connection: Settings' address, a hub that stops
			//   answering (remote only).
			// Not repeated here (same code whichever hub answers): the
			// visitors' sign-in redirects and checkout links, the library
			// block's undo, page templates, the pro upgrade path, the admin
			// page's hostile listing (ItemFilter runs on the site for both)
			// and the core inserter's patterns (the insert flow of insert's
			// first test).
			testMatch:
				/(accounts|insert|engagement|hostile-content|cloud|hub-connection)\.spec\.ts/,
			grep: /@remote/,
			use: {
				...browser,
				baseURL: process.env.WP_REMOTE_BASE_URL,
				storageState: process.env.STORAGE_STATE_PATH_REMOTE,
			},
		},
		{
			name: 'plugin-install',
			// Site C, plain WordPress: upload the zip, activate, use, delete.
			testMatch: installSpec,
			use: {
				...browser,
				baseURL: process.env.WP_FRESH_BASE_URL,
				storageState: { cookies: [], origins: [] },
			},
		},
		...( elementorDir
			? [
					{
						name: 'elementor',
						// Site D: the real Elementor's editor, documents, kit
						// and front end (a lean suite: minutes).
						testDir: './tests/e2e/elementor',
						timeout: 180_000,
						use: {
							...browser,
							baseURL: process.env.WP_ELEMENTOR_BASE_URL,
							storageState:
								process.env.STORAGE_STATE_PATH_ELEMENTOR,
						},
					},
				]
			: [] ),
	].filter( ( project ) => part !== '2' || project.name === 'chromium' ),
} );
