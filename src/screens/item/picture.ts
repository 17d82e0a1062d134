/**
 * Which picture the details view shows for a page or block.
 */
/**
 * Internal dependencies
 */
import type { ItemDetails } from '../../api/catalog';

/**
 * The details picture: the item's banner when it has one (made to be shown
 * wide), else its first screenshot, else its card thumbnail. The details
 * view draws it the width of the page (about 1,000 px): the card thumbnail
 * is 600 px wide and would be stretched and blurry; the screenshot is the
 * whole page 1,000 px wide (the capture's size, `screens/hub/capture.ts`
 * and the demo's `images/<slug>-full.webp`), framed from its top.
 *
 * @param item The item.
 */
export function detailsPicture(
	item: Pick< ItemDetails, 'banner' | 'screenshots' | 'thumbnail' >
): string {
	return item.banner || item.screenshots[ 0 ] || item.thumbnail;
}
