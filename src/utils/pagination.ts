/**
 * The paginator's page window (spec part 1 §9): with at most 10 pages every
 * page is listed; otherwise the first and last pages, a window of 3 pages
 * either side of the current one, and ellipses for the gaps. At the edges
 * the window is 7 pages wide.
 */

/** A paginator entry: a page number or a gap. */
export type PageEntry = number | 'ellipsis';

/** Up to this many pages, all are listed. */
export const LIST_ALL_UP_TO = 10;
/** Pages either side of the current one. */
export const WINDOW_SIDE = 3;
/** Width of the window at the first or last pages. */
export const EDGE_WINDOW = 7;

const range = ( from: number, to: number ): number[] =>
	Array.from(
		{ length: Math.max( 0, to - from + 1 ) },
		( _, i ) => from + i
	);

/**
 * The entries to show.
 *
 * @param current Current page (clamped to 1…total).
 * @param total   Number of pages.
 */
export function paginationWindow(
	current: number,
	total: number
): PageEntry[] {
	if ( total <= 1 ) {
		return total === 1 ? [ 1 ] : [];
	}
	if ( total <= LIST_ALL_UP_TO ) {
		return range( 1, total );
	}
	const page = Math.min( Math.max( 1, Math.round( current ) ), total );
	if ( page <= WINDOW_SIDE + 1 ) {
		return [ ...range( 1, EDGE_WINDOW ), 'ellipsis', total ];
	}
	if ( page >= total - WINDOW_SIDE ) {
		return [ 1, 'ellipsis', ...range( total - EDGE_WINDOW + 1, total ) ];
	}
	const from = page - WINDOW_SIDE;
	const to = page + WINDOW_SIDE;
	return [
		1,
		...( from > 2 ? [ 'ellipsis' as const ] : [] ),
		...range( Math.max( 2, from ), Math.min( total - 1, to ) ),
		...( to < total - 1 ? [ 'ellipsis' as const ] : [] ),
		total,
	];
}
