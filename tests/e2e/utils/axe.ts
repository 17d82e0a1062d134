/**
 * Accessibility checks with axe-core: WCAG 2.0 and 2.1, levels A and AA,
 * scoped to our own markup (the app's root, our modals and popovers), so a
 * violation found is ours to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type RunOptions } from 'axe-core';

/** The rule sets we hold ourselves to. */
export const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/** The page's `window` once it holds axe-core. */
type WithAxe = { axe?: typeof axe };

/** What a check reads of a violation. */
type Violation = {
	id: string;
	impact?: string | null;
	help: string;
	nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe in the page's own document, which takes axe-core's source only
 * if it does not hold it yet. AxeBuilder sends and compiles the 550 KB
 * source twice on every analyze (about 0.3 s of the renderer's CPU each,
 * three quarters of a check's cost on our screens), and most of our checks
 * follow a screen of the admin app that changed without a new document.
 * Frames are not entered (see axeViolations for when they are).
 *
 * @param page    Page.
 * @param include Where to look (CSS selectors); none: the whole document.
 * @param options axe's run options (the rules to run).
 */
async function runInPage(
	page: Page,
	include: string[],
	options: RunOptions
): Promise< Violation[] > {
	const ready = await page.evaluate(
		() => typeof ( window as unknown as WithAxe ).axe?.run === 'function'
	);
	if ( ! ready ) {
		await page.evaluate( axe.source );
	}
	return page.evaluate(
		async ( { selectors, runOptions } ) => {
			const inPage = ( window as unknown as WithAxe ).axe!;
			const { violations } = await inPage.run(
				selectors.length ? { include: selectors } : document,
				{ ...runOptions, resultTypes: [ 'violations' ] }
			);
			// Only what the messages name crosses back.
			return violations.map( ( violation ) => ( {
				id: violation.id,
				impact: violation.impact,
				help: violation.help,
				nodes: violation.nodes.map( ( node ) => ( {
					target: node.target as unknown[],
					failureSummary: node.failureSummary,
				} ) ),
			} ) );
		},
		{ selectors: include, runOptions: options }
	);
}

/** Impacts that fail a check. */
const FAILING = new Set( [ 'serious', 'critical' ] );

/** The admin page's app. */
export const APP_ROOT = '#stencilbox-root';

/** Stencilbox → Settings. */
export const SETTINGS_ROOT = '#stencilbox-settings-root';

/** Stencilbox → Library hub. */
export const HUB_ROOT = '#stencilbox-hub-root';

/**
 * Every open modal and popover of @wordpress/components: they render in
 * portals at the end of `body`, outside the app's root. Only ours open on
 * the pages these checks visit.
 */
export const OVERLAYS = [
	'.components-modal__screen-overlay',
	'.components-popover',
];

/**
 * The serious and critical violations axe finds inside some elements, one
 * readable line each: rule, impact, what it asks, and where
 * (`color-contrast (serious): Elements must meet minimum color contrast
 * ratio thresholds — .stencilbox-plan-badge`).
 *
 * @param page      Page.
 * @param selectors Where to look (CSS selectors; those matching nothing are
 *                  skipped).
 * @param frames    Whether to look into frames too. A frame sandboxed
 *                  without scripts (our previews) takes no script, not
 *                  even axe's: its page is checked on its own instead.
 */
export async function axeViolations(
	page: Page,
	selectors: string[],
	frames = true
): Promise< string[] > {
	const present: string[] = [];
	for ( const selector of selectors ) {
		if ( ( await page.locator( selector ).count() ) > 0 ) {
			present.push( selector );
		}
	}
	if ( present.length === 0 ) {
		throw new Error( `Nothing to check: none of ${ selectors } is here` );
	}
	// A page with no frame but its own (most front-end pages and admin
	// screens) is checked by one axe.run in the page: the same result as
	// axe's partial runs, which add a blank page to finish each check in
	// (about twice the time). Without frames: axe runs in the page alone
	// (its partial runs would wait for every frame). With frames, AxeBuilder
	// runs axe in each and puts the results together.
	let violations: Violation[];
	if ( ! frames || page.frames().length === 1 ) {
		violations = await runInPage( page, present, {
			runOnly: { type: 'tag', values: WCAG_TAGS },
			iframes: false,
		} );
	} else {
		let builder = new AxeBuilder( { page } )
			.withTags( WCAG_TAGS )
			// Only violations are read: axe skips detailing what passed.
			.options( { resultTypes: [ 'violations' ], iframes: true } );
		for ( const selector of present ) {
			builder = builder.include( selector );
		}
		( { violations } = await builder.analyze() );
	}
	return violations
		.filter( ( violation ) => FAILING.has( violation.impact ?? '' ) )
		.flatMap( ( violation ) =>
			violation.nodes.map(
				( node ) =>
					`${ violation.id } (${ violation.impact }): ${
						violation.help
					} — ${ node.target.join( ' ' ) }${
						node.failureSummary
							? `\n    ${ node.failureSummary.replace(
									/\n/g,
									'\n    '
								) }`
							: ''
					}`
			)
		);
}

/**
 * Checks a screen: no serious or critical violation inside it. Soft: a test
 * that visits many screens reports every screen's violations, then fails.
 *
 * @param page      Page.
 * @param screen    What is checked (names the failure).
 * @param selectors Where to look; by default the admin page's app and any
 *                  open modal or popover.
 * @param frames    Whether to look into frames too (see axeViolations).
 */
export async function expectAccessible(
	page: Page,
	screen: string,
	selectors: string[] = [ APP_ROOT, ...OVERLAYS ],
	frames = true
): Promise< void > {
	expect
		.soft(
			await axeViolations( page, selectors, frames ),
			`axe: ${ screen } has serious or critical violations`
		)
		.toEqual( [] );
}

/**
 * Checks some of axe's best-practice rules (not in the WCAG tags above, so
 * `expectAccessible` does not run them) at any impact: the landmarks and
 * the heading levels a screen reader user moves by.
 *
 * @param page      Page.
 * @param screen    What is checked, for the message.
 * @param selectors Where axe looks.
 */
export async function expectLandmarksAndHeadings(
	page: Page,
	screen: string,
	selectors: string[] = [ APP_ROOT ]
): Promise< void > {
	expect
		.soft(
			await ruleViolations( page, selectors, [
				'heading-order',
				'landmark-main-is-top-level',
				'landmark-no-duplicate-main',
				'landmark-unique',
			] ),
			`axe: ${ screen } has landmark or heading issues`
		)
		.toEqual( [] );
}

/**
 * Expects a whole page of ours outside wp-admin (the pages a mailed link
 * opens) to hold its content in one main landmark: axe's
 * `landmark-one-main` and `region` (best practice, moderate; [23] G).
 *
 * @param page   Page.
 * @param screen Name for the report.
 */
export async function expectContentInMain(
	page: Page,
	screen: string
): Promise< void > {
	expect
		.soft(
			await ruleViolations( page, [], [ 'landmark-one-main', 'region' ] ),
			`axe: ${ screen } has content outside a main landmark`
		)
		.toEqual( [] );
}

/**
 * Runs only the named axe rules, at any impact, and lists each element
 * they fault as `rule: target`.
 *
 * @param page      Page.
 * @param selectors Where axe looks (the whole document when empty).
 * @param rules     axe rule ids.
 */
async function ruleViolations(
	page: Page,
	selectors: string[],
	rules: string[]
): Promise< string[] > {
	const violations = await runInPage( page, selectors, {
		runOnly: { type: 'rule', values: rules },
	} );
	return violations.flatMap( ( violation ) =>
		violation.nodes.map(
			( node ) => `${ violation.id }: ${ node.target.join( ' ' ) }`
		)
	);
}
