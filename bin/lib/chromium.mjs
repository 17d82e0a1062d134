/**
 * How the dev scripts launch Debian's Chromium, its headless shell
 * (package chromium-headless-shell: the same engine without the full
 * browser's window and compositor processes, a third less CPU for the same
 * pages; CHROMIUM_PATH names another) (the UI bench, the demo
 * catalogue's serialisation in the editor): Playwright cannot download its
 * own browser here, and without these flags Chromium keeps trying to reach
 * Google services on the closed network. The Playwright suites read the
 * same list from tests/e2e/browser.ts (TypeScript, loaded by Playwright).
 */
export const CHROMIUM_LAUNCH = {
	executablePath:
		process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
	args: [
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
	],
};
