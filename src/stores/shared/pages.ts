/**
 * The page cache every paged list of the stores shares (spec part 1 §4):
 * a list keeps each page it received, and an empty page is marked 'empty'
 * so it is not asked for again. What keys a list (plan, platform, query…)
 * is each store's own rule; how its pages are kept and read is here.
 */

/** A cached paged list: each page's entries (ids or records), or 'empty'. */
export interface PagedList< T > {
	totalPage: number;
	total: number;
	pages: Record< number, T[] | 'empty' >;
}

/** A page as the screens read it. */
export interface ListPage< T > {
	items: T[];
	totalPage: number;
	total: number;
	isEmpty: boolean;
}

/** The totals of a paged REST answer (`/items`, `/profile/…`). */
export interface PagedTotals {
	total_page: number;
	total: number;
}

/**
 * Items by id with a received page's items added. Pages keep ids only, so
 * an item shown on several pages (or lists) is stored once and a change to
 * it (its counters) shows everywhere.
 *
 * @param items    Items by id.
 * @param received The page's items.
 */
export function withItems< T extends { id: number } >(
	items: Readonly< Record< number, T > >,
	received: readonly T[]
): Record< number, T > {
	const next = { ...items };
	for ( const item of received ) {
		next[ item.id ] = item;
	}
	return next;
}

/**
 * Whether a page is in a cached list ('empty' counts: it was asked for).
 *
 * @param list The list, if any.
 * @param page Page.
 */
export function hasPage< T >(
	list: PagedList< T > | null | undefined,
	page: number
): boolean {
	return !! list && list.pages[ page ] !== undefined;
}

/**
 * A list with one more page: the answer's totals, the page's entries or
 * 'empty'. Without a list (or to start one afresh) pass null.
 *
 * @param list    The list so far, or null.
 * @param page    Page.
 * @param entries What the page holds.
 * @param totals  The answer's totals.
 */
export function withPage< T >(
	list: PagedList< T > | null | undefined,
	page: number,
	entries: T[],
	totals: PagedTotals
): PagedList< T > {
	return {
		totalPage: totals.total_page,
		total: totals.total,
		pages: {
			...list?.pages,
			[ page ]: entries.length ? entries : 'empty',
		},
	};
}

/**
 * A cached page as the screens read it, or undefined while it is not
 * cached. `toItem` turns a stored entry (an id) into what the screen shows.
 *
 * @param list   The list, if any.
 * @param page   Page.
 * @param toItem Turns an entry into an item; entries are items without it.
 */
export function readPage< E, T = E >(
	list: PagedList< E > | null | undefined,
	page: number,
	toItem?: ( entry: E ) => T
): ListPage< T > | undefined {
	const entries = list?.pages[ page ];
	if ( ! list || entries === undefined ) {
		return undefined;
	}
	const isEmpty = entries === 'empty';
	let items: T[] = [];
	if ( ! isEmpty ) {
		// Without `toItem` the entries are the items (T defaults to E).
		items = toItem ? entries.map( toItem ) : ( entries as unknown as T[] );
	}
	return { items, totalPage: list.totalPage, total: list.total, isEmpty };
}

/**
 * Current pages by list key with one set; the same object comes back when
 * nothing changes (selectors keep their answers).
 *
 * @param pages Current page per list key.
 * @param key   List key.
 * @param page  Page.
 */
export function withCurrentPage< M extends Record< string, number > >(
	pages: M,
	key: keyof M & string,
	page: number
): M {
	return pages[ key ] === page ? pages : { ...pages, [ key ]: page };
}
