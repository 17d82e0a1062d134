/**
 * Helpers shared by the e2e specs.
 */
import type { Page } from '@playwright/test';

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
 * The app's top navigation.
 *
 * @param page Page.
 */
export function libraryNav( page: Page ) {
	return page.getByRole( 'navigation', { name: 'Library' } );
}
