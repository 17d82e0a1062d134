/**
 * Resolvers fetch once and cache (rules in `cache.ts`); each first brings
 * the store onto the platform asked for, so a platform change asks again.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../../utils/platform';
import { fetchDownloadHistory, fetchMyFavourites } from '../../api/engagement';
import { toProfileError } from './actions';
import {
	downloadsRequestKey,
	favouritesKey,
	favouritesRequestKey,
	isPageCached,
} from './cache';
import { DOWNLOADS_PER_PAGE, FAVOURITES_PER_PAGE } from './constants';
import type { FavouriteArgs, ProfileAction, ProfileState } from './types';

interface ThunkArgs {
	dispatch: ( ( action: ProfileAction ) => void ) & Record< string, any >;
}

export const getFavouritesPage = Object.assign(
	( args: FavouriteArgs ) =>
		async ( { dispatch }: ThunkArgs ) => {
			dispatch.syncPlatform( args.platform );
			const key = favouritesRequestKey( args );
			try {
				const result = await fetchMyFavourites( {
					...args,
					per_page: FAVOURITES_PER_PAGE,
				} );
				dispatch( { type: 'RECEIVE_FAVOURITES_PAGE', args, result } );
				dispatch( { type: 'RECEIVE_ERROR', key, error: null } );
			} catch ( error ) {
				dispatch( {
					type: 'RECEIVE_ERROR',
					key,
					error: toProfileError( error ),
				} );
			}
		},
	{
		isFulfilled: ( state: ProfileState, args: FavouriteArgs ) =>
			state.platform === args.platform &&
			isPageCached(
				state.favourites[ favouritesKey( args ) ],
				args.page
			),
	}
);

export const getDownloadsPage = Object.assign(
	( platform: Platform, page: number ) =>
		async ( { dispatch }: ThunkArgs ) => {
			dispatch.syncPlatform( platform );
			const key = downloadsRequestKey( page );
			try {
				const result = await fetchDownloadHistory(
					page,
					DOWNLOADS_PER_PAGE
				);
				dispatch( { type: 'RECEIVE_DOWNLOADS_PAGE', page, result } );
				dispatch( { type: 'RECEIVE_ERROR', key, error: null } );
			} catch ( error ) {
				dispatch( {
					type: 'RECEIVE_ERROR',
					key,
					error: toProfileError( error ),
				} );
			}
		},
	{
		isFulfilled: (
			state: ProfileState,
			platform: Platform,
			page: number
		) =>
			state.platform === platform &&
			isPageCached( state.downloads, page ),
	}
);

export const getPurchasedItems = Object.assign(
	( platform: Platform ) =>
		async ( { dispatch }: ThunkArgs ) => {
			dispatch.syncPlatform( platform );
			await dispatch.refreshPurchases( platform );
		},
	{
		isFulfilled: ( state: ProfileState, platform: Platform ) =>
			state.platform === platform &&
			state.purchases[ platform ] !== undefined,
	}
);
