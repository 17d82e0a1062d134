/**
 * The browser every Playwright run of ours uses (the e2e suite,
 * playwright.config.ts, and the WordPress.org screenshots,
 * tests/e2e/screenshots/): Debian's Chromium at 1280×800.
 */
import { devices } from '@playwright/test';

// Playwright cannot download its own browser here. Without these flags
// Chromium keeps trying to reach Google services on the closed network.
// The same list as bin/lib/chromium.mjs (the dev scripts' launch options).
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

export const browser = {
	...devices[ 'Desktop Chrome' ],
	viewport: { width: 1280, height: 800 },
	launchOptions: {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	},
};
