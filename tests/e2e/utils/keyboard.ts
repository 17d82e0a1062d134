/**
 * Keyboard-only helpers: reach a control with Tab, as a user without a
 * mouse does.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until a control has the focus, and fails if it never gets it
 * (unreachable by keyboard) or if the focus lands on something hidden on the
 * way (a user would lose track of it). Past the page's last control the
 * focus starts over at the top, as in a browser.
 *
 * @param page   Page.
 * @param target The control.
 * @param max    Most Tab presses allowed.
 * @return How many presses it took.
 */
export async function tabTo(
	page: Page,
	target: Locator,
	max = 60
): Promise< number > {
	const path: string[] = [];
	for ( let presses = 0; presses <= max; presses++ ) {
		// One round trip per press: is it the target, and if not, what is it.
		const focused = await target.evaluate( ( element ) => {
			const active = element.ownerDocument
				.activeElement as HTMLElement | null;
			if ( active === element ) {
				return null;
			}
			if ( ! active || active === element.ownerDocument.body ) {
				return { name: 'the end of the page', visible: true };
			}
			const box = active.getBoundingClientRect();
			return {
				name: (
					active.getAttribute( 'aria-label' ) ||
					active.textContent ||
					active.tagName
				)
					.trim()
					.slice( 0, 40 ),
				visible:
					box.width > 0 &&
					box.height > 0 &&
					getComputedStyle( active ).visibility !== 'hidden',
			};
		} );
		if ( ! focused ) {
			return presses;
		}
		if ( presses > 0 ) {
			path.push( focused.name );
			if ( ! focused.visible ) {
				throw new Error(
					`Tab moved the focus to something hidden: ${ path.join(
						' → '
					) }`
				);
			}
		}
		if ( presses < max ) {
			await page.keyboard.press( 'Tab' );
		}
	}
	throw new Error(
		`Not reached in ${ max } Tab presses: ${ target }; the focus went ${ path.join(
			' → '
		) }`
	);
}

/**
 * On a wp-admin page: Tab to one of WordPress's skip links ("Skip to main
 * content"; "Skip to toolbar" in the block editor) and follow it, as
 * keyboard users do to pass the admin menu.
 *
 * @param page Page.
 * @param name The link's text.
 */
export async function skipTo(
	page: Page,
	name: 'Skip to main content' | 'Skip to toolbar' = 'Skip to main content'
) {
	// From wherever the focus is: past the page's end, the skip links come first.
	await tabTo( page, page.getByRole( 'link', { name } ), 40 );
	await page.keyboard.press( 'Enter' );
}
