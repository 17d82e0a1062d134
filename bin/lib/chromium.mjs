/**
 * How the dev scripts launch Debian's Chromium (the UI bench, the demo
 * catalogue's serialisation in the editor): Playwright cannot download its
 * own browser here, and without these flags Chromium keeps trying to reach
 * Google services on the closed network. The Playwright suites read the
 * same list from tests/e2e/browser.ts (TypeScript, loaded by Playwright).
 */
export const CHROMIUM_LAUNCH = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic',
		'--disable-dev-shm-usage',
	],
};
