/**
 * What the profile says about an item: starred, purchased, rated (spec
 * part 1 §3 `starred`, `purchasedItems`, `reviews.pack`; §4 ownership).
 */
/**
 * The spec's `starred` lists: ids of the account's favourite pages and
 * blocks (`items`) and packs. (The profile, `src/api/types.ts`, carries it.)
 */
export interface Starred {
	items: number[];
	packs: number[];
}

/** The spec's `purchasedItems`: ids of what the account bought, by type. */
export interface PurchasedItems {
	page: number[];
	block: number[];
	pack: number[];
}

/** The part of an item these rules read. */
export interface EngagedItem {
	id: number;
	type: string;
	/** The pack the item belongs to, if any. */
	pack?: { id: number } | null;
}

const EMPTY_STARRED: Starred = { items: [], packs: [] };

/**
 * The starred list of a profile (also when it lacks one).
 *
 * @param starred Profile's `starred`.
 */
export function starredOf( starred: Starred | undefined | null ): Starred {
	return {
		items: starred?.items ?? EMPTY_STARRED.items,
		packs: starred?.packs ?? EMPTY_STARRED.packs,
	};
}

/**
 * Whether an item is among the account's favourites.
 *
 * @param starred Profile's `starred`.
 * @param item    Item.
 */
export function isStarred(
	starred: Starred | undefined | null,
	item: EngagedItem
): boolean {
	const list = starredOf( starred );
	return ( item.type === 'pack' ? list.packs : list.items ).includes(
		item.id
	);
}

/**
 * The starred list with an item added (newest first) or removed.
 *
 * @param starred Profile's `starred`.
 * @param item    Item.
 * @param on      Add (true) or remove.
 */
export function withStarred(
	starred: Starred | undefined | null,
	item: EngagedItem,
	on: boolean
): Starred {
	const list = starredOf( starred );
	const key = item.type === 'pack' ? 'packs' : 'items';
	const others = list[ key ].filter( ( id ) => id !== item.id );
	return { ...list, [ key ]: on ? [ item.id, ...others ] : others };
}

/**
 * Whether the account bought an item, or the pack it belongs to.
 *
 * @param purchased Profile's `purchasedItems`.
 * @param item      Item.
 */
export function isPurchased(
	purchased: PurchasedItems | undefined | null,
	item: EngagedItem
): boolean {
	if ( ! purchased ) {
		return false;
	}
	const ids =
		( purchased as unknown as Record< string, number[] | undefined > )[
			item.type
		] ?? [];
	if ( ids.includes( item.id ) ) {
		return true;
	}
	return !! item.pack && ( purchased.pack ?? [] ).includes( item.pack.id );
}

/**
 * The account's own rating of a pack (1–5), or null.
 *
 * @param reviews Profile's `reviews`.
 * @param packId  Pack id.
 */
export function myRating(
	reviews: { pack?: Record< string, number > } | undefined | null,
	packId: number
): number | null {
	const value = reviews?.pack?.[ String( packId ) ];
	return typeof value === 'number' && value >= 1 ? value : null;
}
