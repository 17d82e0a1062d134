/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { readPage, type ListPage } from '../shared';
import {
	downloadsRequestKey,
	favouritesKey,
	favouritesRequestKey,
	purchasesRequestKey,
} from './cache';
import type { DownloadRecord, FavouriteArgs, ProfileState } from './types';

/**
 * The platform the lists belong to (null before the first).
 *
 * @param state Store state.
 */
export const getSyncedPlatform = ( state: ProfileState ) => state.platform;

/**
 * The account the lists belong to (undefined before the first).
 *
 * @param state Store state.
 */
export const getSyncedAccount = ( state: ProfileState ) => state.account;

/**
 * My Favourites' filters.
 *
 * @param state Store state.
 */
export const getFavouriteFilters = ( state: ProfileState ) => state.filters;

/**
 * A page of favourites, or undefined while it is not cached.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getFavouritesPage = createSelector(
	(
		state: ProfileState,
		args: FavouriteArgs
	): ListPage< CatalogItem > | undefined =>
		readPage(
			state.favourites[ favouritesKey( args ) ],
			args.page,
			( id ) => state.cards[ id ]
		),
	( state: ProfileState, args: FavouriteArgs ) => [
		state.favourites[ favouritesKey( args ) ],
		state.cards,
	]
);

/**
 * The error of a failed favourites page, if any.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getFavouritesError = (
	state: ProfileState,
	args: FavouriteArgs
) => state.errors[ favouritesRequestKey( args ) ];

/**
 * The page a list shows (1 by default).
 *
 * @param state Store state.
 * @param key   List key.
 */
export const getCurrentPage = ( state: ProfileState, key: string ): number =>
	state.currentPage[ key ] ?? 1;

/**
 * A page of the download history (for the platform being browsed), or
 * undefined while it is not cached.
 *
 * @param state    Store state.
 * @param platform Platform (a change asks again).
 * @param page     Page.
 */
export const getDownloadsPage = createSelector(
	(
		state: ProfileState,
		platform: Platform,
		page: number
	): ListPage< DownloadRecord > | undefined =>
		// The history of another platform is asked for again.
		state.platform === platform
			? readPage( state.downloads, page )
			: undefined,
	( state: ProfileState ) => [ state.downloads, state.platform ]
);

/**
 * The error of a failed downloads page, if any.
 *
 * @param state Store state.
 * @param page  Page.
 */
export const getDownloadsError = ( state: ProfileState, page: number ) =>
	state.errors[ downloadsRequestKey( page ) ];

/**
 * A platform's purchased records, or undefined while not loaded.
 *
 * @param state    Store state.
 * @param platform Platform.
 */
export const getPurchasedItems = ( state: ProfileState, platform: Platform ) =>
	state.platform === platform ? state.purchases[ platform ] : undefined;

/**
 * The error of a failed purchases request, if any.
 *
 * @param state    Store state.
 * @param platform Platform.
 */
export const getPurchasesError = ( state: ProfileState, platform: Platform ) =>
	state.errors[ purchasesRequestKey( platform ) ];

/**
 * Whether a favourite toggle of the item is on its way.
 *
 * @param state Store state.
 * @param id    Item id.
 */
export const isFavouritePending = ( state: ProfileState, id: number ) =>
	!! state.pending[ id ];
