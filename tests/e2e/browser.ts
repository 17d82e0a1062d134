/**
 * The browser every Playwright run of ours uses (the e2e suite,
 * playwright.config.ts, and the WordPress.org screenshots,
 * tests/e2e/screenshots/): Debian's Chromium at 1280×800, its headless
 * shell (package chromium-headless-shell, as bin/lib/chromium.mjs: a third
 * less CPU than the full browser; CHROMIUM_PATH names another).
 */
import { devices } from '@playwright/test';

// Playwright cannot download its own browser here. Without these flags
// Chromium keeps trying to reach Google services on the closed network.
// The same list as bin/lib/chromium.mjs (the dev scripts' launch options),
// and one flag of our own (the last).
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
	'--disable-dev-shm-usage',
	// Text laid out as the full browser lays it out (its default): the
	// headless shell's own default hints glyphs and sets lines tighter,
	// so pages would not look like what visitors and the cards see.
	'--font-render-hinting=none',
	// V8 without its optimising compilers (TurboFan, Maglev): a test's page
	// lives seconds, too short for their work to pay back. Each editor load
	// took a fifth less CPU (4.0 → 3.2 s first, 2.7 → 2.1 s again), and npm
	// test runs three lanes on two cores. What a script does is the same in
	// every tier; only the e2e browser runs so (bin/lib/chromium.mjs, whose
	// UI bench times our screens, keeps V8 as visitors have it).
	'--js-flags=--max-opt=1',
];

export const browser = {
	...devices[ 'Desktop Chrome' ],
	viewport: { width: 1280, height: 800 },
	launchOptions: {
		executablePath:
			process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
		args: CHROMIUM_ARGS,
	},
};

/**
 * Playwright's trace of a failed test: kept on a developer's machine, where
 * someone can open it (`npx playwright show-trace`). Under CI=1 nothing is
 * recorded: CI keeps only what the run prints (the error, the failure's
 * screenshot path and its page snapshot), and recording every test's trace
 * costs the browser about a twentieth of its time.
 */
export const trace = process.env.CI
	? ( 'off' as const )
	: ( 'retain-on-failure' as const );
