/**
 * Internal dependencies
 */
import { PLATFORMS, type Platform } from '../../utils/platform';
import { reduceKit, withItems, withPage } from '../shared';
import { favouritesKey } from './cache';
import type { ProfileAction, ProfileState } from './types';

const initialState: ProfileState = {
	platform: null,
	filters: { plan: 'all', itemType: 'all' },
	favourites: {},
	cards: {},
	currentPage: {},
	downloads: null,
	purchases: {},
	errors: {},
	pending: {},
};

export default function reducer(
	state: ProfileState = initialState,
	action: ProfileAction
): ProfileState {
	switch ( action.type ) {
		case 'SYNC_PLATFORM':
			if ( state.platform === action.platform ) {
				return state;
			}
			// Another platform: its lists are asked for again.
			return {
				...state,
				platform: action.platform,
				favourites: {},
				downloads: null,
				purchases: {},
				errors: {},
			};
		case 'SYNC_ACCOUNT':
			if ( state.account === action.account ) {
				return state;
			}
			// Another account: nothing of the previous one may show.
			return {
				...initialState,
				platform: state.platform,
				account: action.account,
			};
		case 'SET_FAVOURITE_FILTERS':
			return {
				...state,
				filters: { ...state.filters, ...action.filters },
			};
		case 'RECEIVE_FAVOURITES_PAGE': {
			const key = favouritesKey( action.args );
			return {
				...state,
				cards: withItems( state.cards, action.result.data ),
				favourites: {
					...state.favourites,
					[ key ]: withPage(
						state.favourites[ key ],
						action.args.page,
						action.result.data.map( ( card ) => card.id ),
						action.result
					),
				},
			};
		}
		case 'DROP_FAVOURITES':
			return { ...state, favourites: {} };
		case 'RECEIVE_DOWNLOADS_PAGE':
			return {
				...state,
				downloads: withPage(
					state.downloads,
					action.page,
					action.result.data,
					action.result
				),
			};
		case 'RECEIVE_PURCHASES': {
			if ( ! action.all ) {
				return {
					...state,
					purchases: {
						...state.purchases,
						[ action.platform ]: action.records,
					},
				};
			}
			// One list per platform of the registry (a third one's records
			// are kept too).
			const byPlatform: Partial<
				Record< Platform, typeof action.records >
			> = Object.fromEntries(
				PLATFORMS.map( ( platform ) => [ platform, [] ] )
			);
			for ( const record of action.records ) {
				byPlatform[ record.platform ]?.push( record );
			}
			return { ...state, purchases: byPlatform };
		}
		case 'SET_PENDING': {
			const { [ action.id ]: _was, ...others } = state.pending;
			return {
				...state,
				pending: action.pending
					? { ...others, [ action.id ]: true }
					: others,
			};
		}
		case 'SET_CARD_COUNTERS':
			return state.cards[ action.id ]
				? {
						...state,
						cards: {
							...state.cards,
							[ action.id ]: {
								...state.cards[ action.id ],
								favourite_count: action.favourite_count,
							},
						},
					}
				: state;
	}
	return reduceKit( state, action );
}
