/**
 * Resolvers fetch once and cache (rules in `cache.ts`); each first brings
 * the store onto the platform asked for, so a platform change asks again.
 */
/**
 * Internal dependencies
 */
import { fetchDownloadHistory, fetchMyFavourites } from '../../api/engagement';
import type { Platform } from '../../utils/platform';
import { hasPage, recordRequest } from '../shared';
import {
	downloadsRequestKey,
	favouritesKey,
	favouritesRequestKey,
} from './cache';
import {
	CONSOLE_TAGS,
	DOWNLOADS_PER_PAGE,
	FAVOURITES_PER_PAGE,
} from './constants';
import type { FavouriteArgs, ProfileState, ProfileThunk } from './types';

export const getFavouritesPage = Object.assign(
	( args: FavouriteArgs ): ProfileThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			dispatch.syncPlatform( args.platform );
			const key = favouritesRequestKey( args );
			await recordRequest(
				() =>
					fetchMyFavourites( {
						...args,
						per_page: FAVOURITES_PER_PAGE,
					} ),
				( result ) =>
					dispatch( {
						type: 'RECEIVE_FAVOURITES_PAGE',
						args,
						result,
					} ),
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CONSOLE_TAGS.list
			);
		},
	{
		isFulfilled: ( state: ProfileState, args: FavouriteArgs ) =>
			state.platform === args.platform &&
			hasPage( state.favourites[ favouritesKey( args ) ], args.page ),
	}
);

export const getDownloadsPage = Object.assign(
	( platform: Platform, page: number ): ProfileThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			dispatch.syncPlatform( platform );
			const key = downloadsRequestKey( page );
			await recordRequest(
				() => fetchDownloadHistory( page, DOWNLOADS_PER_PAGE ),
				( result ) =>
					dispatch( {
						type: 'RECEIVE_DOWNLOADS_PAGE',
						page,
						result,
					} ),
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CONSOLE_TAGS.list
			);
		},
	{
		isFulfilled: (
			state: ProfileState,
			platform: Platform,
			page: number
		) => state.platform === platform && hasPage( state.downloads, page ),
	}
);

export const getPurchasedItems = Object.assign(
	( platform: Platform ): ProfileThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			dispatch.syncPlatform( platform );
			await dispatch.refreshPurchases( platform );
		},
	{
		isFulfilled: ( state: ProfileState, platform: Platform ) =>
			state.platform === platform &&
			state.purchases[ platform ] !== undefined,
	}
);
