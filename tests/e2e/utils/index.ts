/**
 * Helpers shared by the e2e specs.
 */
import {
	expect,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';

/** The admin page of the app. */
export const ADMIN_PAGE = '/wp-admin/admin.php?page=stencilbox';

/**
 * The `path` query argument of the page's current URL.
 *
 * @param page Page.
 */
export function currentPath( page: Page ): string | null {
	return new URL( page.url() ).searchParams.get( 'path' );
}

/**
 * Logs in through wp-login.php's form, as a person does. The page focuses
 * and selects its first field a moment after it loads, which can take
 * what is being typed into the second: fill again until both fields hold
 * what was typed, then wait for wp-admin.
 *
 * @param page     A page of a context with no session.
 * @param login    User login.
 * @param password Password.
 */
export async function logInThroughForm(
	page: Page,
	login: string,
	password = 'password'
) {
	await page.goto( '/wp-login.php' );
	await expect( async () => {
		await page.locator( '#user_login' ).fill( login );
		await page.locator( '#user_pass' ).fill( password );
		await expect( page.locator( '#user_login' ) ).toHaveValue( login, {
			timeout: 1000,
		} );
		await expect( page.locator( '#user_pass' ) ).toHaveValue( password, {
			timeout: 1000,
		} );
	} ).toPass();
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
}

/**
 * The app's top navigation.
 *
 * @param page Page.
 */
export function libraryNav( page: Page ) {
	return page.getByRole( 'navigation', { name: 'Library' } );
}

/**
 * Expects the app's header on one row (64 px: a second row is 89 px) at
 * the page's width ([23]: at 1280 px it wrapped with Elementor's navigation).
 *
 * @param page Page.
 */
export async function expectHeaderOnOneRow( page: Page ) {
	await expect
		.poll( () =>
			page
				.locator( '.stencilbox-app-header' )
				.evaluate( ( header ) => header.getBoundingClientRect().height )
		)
		.toBeLessThanOrEqual( 64 );
}

/**
 * The library's Updates screen, asked afresh.
 *
 * @param page A page logged in to the site.
 */
export async function openUpdates( page: Page ) {
	await page.goto( `${ ADMIN_PAGE }&path=updates` );
	await expect(
		page.getByRole( 'heading', { name: 'Updates', level: 1 } )
	).toBeVisible();
}

/**
 * In the open library modal, goes to a section and presses Insert on an item.
 *
 * @param page    Page.
 * @param section Packs, Pages or Blocks.
 * @param name    The item's name on its card.
 * @return The modal.
 */
export async function insertFromModal(
	page: Page,
	section: 'Pages' | 'Blocks',
	name: string
) {
	const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
	await modal
		.getByRole( 'navigation', { name: 'Library' } )
		.getByRole( 'button', { name: section } )
		.click();
	await modal
		.locator( '.stencilbox-item-card__link', { hasText: name } )
		.click();
	await modal.getByRole( 'button', { name: 'Insert', exact: true } ).click();
	return modal;
}

/**
 * The query string of the page a frame shows now (a preview's menu moves
 * it between pages).
 *
 * @param frame The iframe.
 */
export function frameSearch( frame: Locator ): Promise< string > {
	return frame.evaluate(
		( el: HTMLIFrameElement ) => el.contentWindow?.location.search ?? ''
	);
}

/**
 * Records every snackbar text a page shows, as it appears, and returns the
 * check that the page showed one. A toast lives 1500 ms (spec §9): a busy
 * machine's polling can look before and after it. Call it before the
 * action, on the page (document) that shows the toast.
 *
 * @param page Page.
 * @return Waits (up to 30 s) until the page has shown the text.
 */
export async function recordToasts(
	page: Page
): Promise< ( text: string ) => Promise< void > > {
	await page.evaluate( () => {
		const shown: string[] = [];
		( window as any ).stencilboxToasts = shown;
		new MutationObserver( () =>
			document
				.querySelectorAll( '.components-snackbar' )
				.forEach( ( node ) => {
					const text = node.textContent ?? '';
					if ( ! shown.includes( text ) ) {
						shown.push( text );
					}
				} )
		).observe( document.body, { childList: true, subtree: true } );
	} );
	return ( text: string ) =>
		expect
			.poll(
				() =>
					page.evaluate( () =>
						( ( window as any ).stencilboxToasts as string[] ).join(
							'\n'
						)
					),
				{ timeout: 30_000 }
			)
			.toContain( text );
}

/**
 * Saves the post in the block editor and waits until the editor says it is
 * saved (the post's state, not the snackbar, which can come and go before
 * a busy machine looks for it).
 *
 * @param page Page.
 */
export async function saveDraftAndWait( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save draft' } )
		.click();
	await expect
		.poll( () =>
			page.evaluate( () => {
				const editor = ( window as any ).wp.data.select(
					'core/editor'
				);
				return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
			} )
		)
		.toBe( true );
}

/**
 * A browser page logged in to WordPress as a user (a context of its own).
 *
 * @param browser Browser.
 * @param login   Login (password `password`).
 * @param baseURL Another site than the project's.
 */
export async function pageAs(
	browser: Browser,
	login: string,
	baseURL?: string
): Promise< Page > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
		...( baseURL ? { baseURL } : {} ),
	} );
	// The login form posted by the context's own request client, which
	// shares the browser's cookies: the form and the dashboard it leads to
	// are not what a caller checks (accounts.spec.ts and others drive
	// wp-login.php where it is).
	await context.request.get( 'wp-login.php' );
	const response = await context.request.post( 'wp-login.php', {
		form: {
			log: login,
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		maxRedirects: 0,
	} );
	if ( response.status() !== 302 ) {
		throw new Error( `Could not log in as ${ login }` );
	}
	return context.newPage();
}

/**
 * Publishes a saved template in the block editor, as a user does (the top
 * bar's Publish, then the panel's), and waits for what a first publish
 * brings: the display-conditions dialog. The dialog hides the rest of the
 * page from assistive technology, the "published" notice included, which
 * `editor.publishPost()` waits for: that is why templates are published
 * with this.
 *
 * @param page A block editor of a saved template not yet published.
 * @return The display-conditions dialog.
 */
export async function publishTemplate( page: Page ) {
	await publishInEditor( page );
	return conditionsDialog( page );
}

/**
 * Publishes the post open in the block editor as a user does: the top bar's
 * Publish, then the publish panel's (what follows is the caller's to wait
 * for).
 *
 * @param page A block editor of a post not yet published.
 */
export async function publishInEditor( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
}

/**
 * A saved template's display-conditions dialog, once it shows (its "Add
 * New Condition" button is visible), however it was opened.
 *
 * @param page Page the dialog opens on.
 * @return The dialog.
 */
export async function conditionsDialog( page: Page ) {
	const modal = page.getByRole( 'dialog', {
		name: 'Where Do You Want to Display This Template',
	} );
	await expect(
		modal.getByRole( 'button', { name: 'Add New Condition' } )
	).toBeVisible();
	return modal;
}
