/**
 * Accessibility checks with axe-core: WCAG 2.0 and 2.1, levels A and AA,
 * scoped to our own markup (the app's root, our modals and popovers), so a
 * violation found is ours to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets we hold ourselves to. */
export const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

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
	// (its partial runs would wait for every frame).
	const inPage = ! frames || page.frames().length === 1;
	let builder = new AxeBuilder( { page } )
		.withTags( WCAG_TAGS )
		// Only violations are read: axe skips detailing what passed.
		.options( { resultTypes: [ 'violations' ], iframes: frames } )
		.setLegacyMode( inPage );
	for ( const selector of present ) {
		builder = builder.include( selector );
	}
	const { violations } = await builder.analyze();
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
	let builder = new AxeBuilder( { page } )
		.withRules( [
			'heading-order',
			'landmark-main-is-top-level',
			'landmark-no-duplicate-main',
			'landmark-unique',
		] )
		.options( { resultTypes: [ 'violations' ] } )
		.setLegacyMode( true );
	for ( const selector of selectors ) {
		builder = builder.include( selector );
	}
	const { violations } = await builder.analyze();
	expect
		.soft(
			violations.flatMap( ( violation ) =>
				violation.nodes.map(
					( node ) =>
						`${ violation.id }: ${ node.target.join( ' ' ) }`
				)
			),
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
	const { violations } = await new AxeBuilder( { page } )
		.withRules( [ 'landmark-one-main', 'region' ] )
		.options( { resultTypes: [ 'violations' ] } )
		.setLegacyMode( true )
		.analyze();
	expect
		.soft(
			violations.flatMap( ( violation ) =>
				violation.nodes.map(
					( node ) =>
						`${ violation.id }: ${ node.target.join( ' ' ) }`
				)
			),
			`axe: ${ screen } has content outside a main landmark`
		)
		.toEqual( [] );
}
