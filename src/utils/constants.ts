/**
 * Numbers of the spec's §9 that several layers use: one copy each, so a
 * screen and a store cannot drift apart.
 */

/**
 * Internal dependencies
 */
import { SEARCH_MIN } from './generated/limits';

/**
 * The shortest search, in characters once trimmed (§9): the hub's
 * `ItemArgs::SEARCH_MIN`, which `npm run rules` writes into
 * generated/limits.ts (change it there, in PHP).
 */
export { SEARCH_MIN };

/**
 * How long each kind of toast stays, in milliseconds (§9). Only the front
 * end shows toasts, so PHP has no copy.
 */
export const TOAST_MS = {
	/** Insert-related success toasts, and the default. */
	insert: 1500,
	/** "Successfully Synced Account". */
	sync: 2000,
	/** The push: 'Successfully Pushed!', then the redirect. */
	push: 1500,
	/** "Successfully Deleted" (a saved template). */
	templateDelete: 1500,
} as const;

/**
 * WorkSpaces per page (§9: 11, so the Add New WorkSpace card makes a
 * round 12). The hub's default page size is the same
 * (`CloudArgs::WORKSPACES_PER_PAGE`).
 */
export const WORKSPACES_PER_PAGE = 11;

/** Options a picker shows at a time before "Show more" (§9). */
export const DROPDOWN_PAGE_SIZE = 5;

/** A picker's menu height, in pixels (§9). */
export const DROPDOWN_HEIGHT = { max: 300, min: 140 } as const;

/**
 * A search text as the lists send it: trimmed, or empty when too short to
 * search (then the list shows everything).
 *
 * @param text What the user typed.
 */
export function searchTerm( text: string ): string {
	const trimmed = text.trim();
	// Characters, as the hub counts them (an emoji is one, not two).
	return Array.from( trimmed ).length >= SEARCH_MIN ? trimmed : '';
}
