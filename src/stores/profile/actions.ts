/**
 * Profile actions and thunks: the favourite toggle (optimistic, rolled back
 * silently on failure), the rating, the platform sync and retries.
 */
/**
 * Internal dependencies
 */
import {
	favouriteItem,
	fetchPurchasedItems,
	rateItem,
	type PurchasedRecord,
} from '../../api/engagement';
import type { PurchasedItems } from '../../api/types';
import { isStarred, withStarred } from '../../utils/engagement';
import type { Platform } from '../../utils/platform';
import { store as accountStore } from '../account';
import { store as catalogStore } from '../catalog';
import { recordRequest, syncAccountThunk } from '../shared';
import { purchasesRequestKey } from './cache';
import { CONSOLE_TAGS } from './constants';
import type {
	EngagementTarget,
	FavouriteArgs,
	ProfileAction,
	ProfileState,
	ProfileThunk,
} from './types';

/**
 * Sets My Favourites' filters (type, plan).
 *
 * @param filters Filters.
 */
export function setFavouriteFilters(
	filters: Partial< ProfileState[ 'filters' ] >
): ProfileAction {
	return { type: 'SET_FAVOURITE_FILTERS', filters };
}

/**
 * Remembers the page a list shows.
 *
 * @param key  List key (`favouritesKey()` or `DOWNLOADS_KEY`).
 * @param page Page.
 */
export function setCurrentPage( key: string, page: number ): ProfileAction {
	return { type: 'SET_CURRENT_PAGE', key, page };
}

/**
 * Purchased records as the profile's `purchasedItems` (ids by type).
 *
 * @param records Every platform's records.
 */
function purchasedItemsOf( records: PurchasedRecord[] ): PurchasedItems {
	const by: PurchasedItems = { page: [], block: [], pack: [] };
	for ( const record of records ) {
		by[ record.type ]?.push( record.item_id );
	}
	return by;
}

/**
 * Asks for purchased items: a platform's (the Purchased Items screen), or
 * with `all` every platform's, which also refreshes what the account owns.
 *
 * @param platform Platform.
 * @param all      Every platform (on a platform change).
 */
export const refreshPurchases =
	( platform: Platform, all = false ): ProfileThunk< Promise< void > > =>
	async ( { dispatch, registry } ) => {
		const key = purchasesRequestKey( platform );
		await recordRequest(
			() => fetchPurchasedItems( platform, all ),
			( { data } ) => {
				dispatch( {
					type: 'RECEIVE_PURCHASES',
					platform,
					records: data,
					all,
				} );
				if ( all ) {
					registry.dispatch( accountStore ).updateUser( {
						purchasedItems: purchasedItemsOf( data ),
					} );
				}
			},
			( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
			CONSOLE_TAGS.list
		);
	};

/**
 * Keeps the lists on the platform being browsed: on a change they are
 * dropped (asked for again when shown) and the purchased items are asked
 * for with the `all` flag (spec §7).
 *
 * @param platform The platform now.
 */
export const syncPlatform =
	( platform: Platform ): ProfileThunk =>
	( { dispatch, select, registry } ) => {
		const previous = select.getSyncedPlatform();
		if ( previous === platform ) {
			return;
		}
		dispatch( { type: 'SYNC_PLATFORM', platform } );
		if ( previous === null ) {
			return;
		}
		for ( const selector of [
			'getFavouritesPage',
			'getDownloadsPage',
			'getPurchasedItems',
		] as const ) {
			dispatch.invalidateResolutionForStoreSelector( selector );
		}
		if ( registry.select( accountStore ).getUser() ) {
			dispatch.refreshPurchases( platform, true );
		}
	};

/**
 * Follows the signed-in account: when it changes (sign-out, sign-in,
 * linking), the previous account's lists are dropped.
 *
 * @param account Account id, or null when signed out.
 */
export const syncAccount = ( account: number | null ): ProfileThunk =>
	syncAccountThunk( account );

/**
 * Drops every favourites page (a favourite changed).
 */
export const invalidateFavourites =
	(): ProfileThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'DROP_FAVOURITES' } );
		dispatch.invalidateResolutionForStoreSelector( 'getFavouritesPage' );
	};

/**
 * Stars or unstars an item. The heart and the count change at once; the
 * server's answer then sets both, or a failure puts them back without a
 * word to the user (spec §8; console P100 for do, P101 for undo). While a
 * toggle of an item is on its way, more clicks on it are ignored.
 *
 * @param item The item as shown.
 * @return false for a guest (the caller sends them to sign-in), else true.
 */
export const toggleFavourite =
	( item: EngagementTarget ): ProfileThunk< Promise< boolean > > =>
	async ( { dispatch, select, registry } ) => {
		const user = registry.select( accountStore ).getUser();
		if ( ! user ) {
			return false;
		}
		if ( select.isFavouritePending( item.id ) ) {
			return true;
		}
		const wasOn = isStarred( user.starred, item );
		const before = item.favourite_count;
		const account = registry.dispatch( accountStore );
		const catalog = registry.dispatch( catalogStore );
		const setCount = ( count: number | undefined ) => {
			if ( count === undefined ) {
				return;
			}
			catalog.setItemCounters( item.id, { favourite_count: count } );
			dispatch( {
				type: 'SET_CARD_COUNTERS',
				id: item.id,
				favourite_count: count,
			} );
		};
		dispatch( { type: 'SET_PENDING', id: item.id, pending: true } );
		account.updateUser( {
			starred: withStarred( user.starred, item, ! wasOn ),
		} );
		setCount(
			before === undefined
				? undefined
				: Math.max( 0, before + ( wasOn ? -1 : 1 ) )
		);
		try {
			const response = await favouriteItem(
				item.id,
				wasOn ? 'undo' : 'do'
			);
			account.updateUser( { starred: response.data } );
			setCount( response.favourite_count );
			dispatch.invalidateFavourites();
		} catch ( error ) {
			// Only this item goes back: other toggles may have happened since.
			const now = registry.select( accountStore ).getUser();
			account.updateUser( {
				starred: withStarred( now?.starred, item, wasOn ),
			} );
			setCount( before );
			// eslint-disable-next-line no-console -- the spec's console-only tag.
			console.error(
				wasOn ? CONSOLE_TAGS.favouriteUndo : CONSOLE_TAGS.favouriteDo,
				error
			);
		} finally {
			dispatch( { type: 'SET_PENDING', id: item.id, pending: false } );
		}
		return true;
	};

/**
 * The ratings each pack is waiting on: one request at a time per pack, in
 * the order the stars were clicked, so the hub keeps the last click (two
 * requests in flight at once could be written in either order), and only
 * the last click's answer sets the account's stars.
 */
const ratings = new Map<
	number,
	{ queue: Promise< unknown >; last: number }
>();

/**
 * Rates a pack (1–5). The account's stars show at once; the server's answer
 * sets the pack's mean and count, or a failure puts the stars back without
 * a word to the user (console P102). A second click while the first is on
 * its way is sent after it (see `ratings`).
 *
 * @param item   The pack.
 * @param rating 1 to 5.
 * @return false for a guest (the caller sends them to sign-in), else true.
 */
export const rate =
	(
		item: Pick< EngagementTarget, 'id' >,
		rating: number
	): ProfileThunk< Promise< boolean > > =>
	async ( { registry } ) => {
		const user = registry.select( accountStore ).getUser();
		if ( ! user ) {
			return false;
		}
		const account = registry.dispatch( accountStore );
		const reviews = ( pack: Record< string, number > ) => ( {
			reviews: {
				...registry.select( accountStore ).getUser()?.reviews,
				pack,
			},
		} );
		const before = { ...( user.reviews?.pack ?? {} ) };
		account.updateUser(
			reviews( { ...before, [ String( item.id ) ]: rating } )
		);
		const waiting = ratings.get( item.id );
		const turn = ( waiting?.last ?? 0 ) + 1;
		const request = ( waiting?.queue ?? Promise.resolve() )
			.catch( () => undefined )
			.then( () => rateItem( item.id, rating ) );
		ratings.set( item.id, { queue: request, last: turn } );
		const isLast = () => ratings.get( item.id )?.last === turn;
		try {
			const response = await request;
			registry.dispatch( catalogStore ).setItemCounters( item.id, {
				rating: response.data.item.rating,
				rating_count: response.data.item.rating_count,
			} );
			if ( isLast() ) {
				account.updateUser(
					reviews( { ...response.data.reviews.pack } )
				);
			}
		} catch ( error ) {
			if ( isLast() ) {
				account.updateUser( reviews( before ) );
			}
			// eslint-disable-next-line no-console -- the spec's console-only tag.
			console.error( CONSOLE_TAGS.rating, error );
		} finally {
			if ( isLast() ) {
				ratings.delete( item.id );
			}
		}
		return true;
	};

/**
 * Asks for a failed favourites page again.
 *
 * @param args The request.
 */
export const retryFavourites =
	( args: FavouriteArgs ): ProfileThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getFavouritesPage', [ args ] );
	};

/**
 * Asks for a failed downloads page again.
 *
 * @param platform Platform.
 * @param page     Page.
 */
export const retryDownloads =
	( platform: Platform, page: number ): ProfileThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getDownloadsPage', [ platform, page ] );
	};

/**
 * Asks for a platform's purchases again.
 *
 * @param platform Platform.
 */
export const retryPurchases =
	( platform: Platform ): ProfileThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getPurchasedItems', [ platform ] );
	};
