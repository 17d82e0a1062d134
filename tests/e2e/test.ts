/**
 * The `test` every e2e spec of ours runs with: WordPress's
 * (`@wordpress/e2e-test-utils-playwright`: admin, editor, requestUtils…)
 * plus one thing for the browser, in every context a test opens (its own
 * or one made with `browser.newContext()`): an animation that loops
 * forever is paused as soon as it starts.
 *
 * Why: a spinner of `@wordpress/components` turns an SVG path with a CSS
 * animation, which reduced motion does not stop and which the headless
 * browser redraws on the main thread every frame: about a third of a core
 * while one shows (3.0 CPU-s over 10 s with the library's list pending,
 * 0.03 paused; `npm test` runs three lanes on two cores, so every second a
 * busy server keeps a spinner up cost CPU the other lanes wanted). Nothing
 * a test checks moves: a paused spinner is still there until its request
 * ends; animations that end (a modal opening, a notice) run as before, and
 * screenshots already stop animations of their own.
 *
 * Specs import `test` from here (ESLint refuses `test` from
 * `@wordpress/e2e-test-utils-playwright` anywhere else), and `expect` and
 * the utilities too: this module passes them on.
 */
import { test as base } from '@wordpress/e2e-test-utils-playwright';
import type { BrowserContext } from '@playwright/test';

export * from '@wordpress/e2e-test-utils-playwright';

/**
 * Runs in every frame of every page before its own scripts: pauses each
 * CSS animation whose iterations are infinite when it starts.
 */
function pauseEndlessAnimations() {
	window.addEventListener(
		'animationstart',
		( event ) => {
			const target = event.target as Element | null;
			for ( const animation of target?.getAnimations?.() ?? [] ) {
				if ( animation.effect?.getTiming().iterations === Infinity ) {
					animation.pause();
				}
			}
		},
		true
	);
}

/** The contexts already given the script (a context is patched once). */
const patched = new WeakSet< BrowserContext >();

/**
 * Gives a context the script.
 *
 * @param context Context.
 */
async function still( context: BrowserContext ) {
	if ( ! patched.has( context ) ) {
		patched.add( context );
		await context.addInitScript( pauseEndlessAnimations );
	}
}

export const test = base.extend< object, { stillAnimations: void } >( {
	stillAnimations: [
		async ( { browser }, use ) => {
			// Every context of this worker's browser: the test's own (made
			// by Playwright's `context` fixture) and the ones specs make.
			const newContext = browser.newContext.bind( browser );
			browser.newContext = async ( ...args ) => {
				const context = await newContext( ...args );
				await still( context );
				return context;
			};
			await use();
			browser.newContext = newContext;
		},
		{ scope: 'worker', auto: true },
	],
} );
