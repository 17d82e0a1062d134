/**
 * The profile lists' cache rules (spec part 1 §3, §4, §7):
 *
 * - My Favourites is cached per plan, platform, item type and page; a page
 *   is reused until a favourite changes (then every favourites page is
 *   dropped: the toggled item moves in or out of them). An empty page is
 *   marked 'empty' and not asked for again.
 * - My Downloads is cached per page; Purchased Items per platform.
 * - A platform change drops all three, so their calls are made again.
 */
/**
 * Internal dependencies
 */
import type { FavouriteArgs } from './types';

/**
 * The favourites list a request belongs to (all its pages).
 *
 * @param args Request.
 */
export function favouritesKey( args: Omit< FavouriteArgs, 'page' > ): string {
	return `${ args.plan }|${ args.platform }|${ args.itemType }`;
}

/** Where the downloads' current page and errors are kept. */
export const DOWNLOADS_KEY = 'downloads';

/**
 * Request keys (for errors).
 *
 * @param args Request.
 */
export function favouritesRequestKey( args: FavouriteArgs ): string {
	return `favourites|${ favouritesKey( args ) }|${ args.page }`;
}

/**
 * Request key of a downloads page.
 *
 * @param page Page.
 */
export function downloadsRequestKey( page: number ): string {
	return `${ DOWNLOADS_KEY }|${ page }`;
}

/**
 * Request key of a platform's purchases.
 *
 * @param platform Platform.
 */
export function purchasesRequestKey( platform: string ): string {
	return `purchases|${ platform }`;
}
