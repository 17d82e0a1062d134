/**
 * Internal dependencies
 */
import { withError, withItems, withPage } from '../shared';
import { bucketId, bucketQuery, startsNewBucket } from './cache';
import { DEFAULT_PLAN } from './constants';
import type { CatalogAction, CatalogState } from './types';

const initialState: CatalogState = {
	plan: DEFAULT_PLAN,
	items: {},
	buckets: {},
	pagination: {},
	details: {},
	errors: {},
	lookupErrors: {},
	lookups: { templateTypes: {}, counts: {}, featured: {} },
};

export default function reducer(
	state: CatalogState = initialState,
	action: CatalogAction
): CatalogState {
	switch ( action.type ) {
		case 'SET_PLAN':
			return state.plan === action.plan
				? state
				: { ...state, plan: action.plan };
		case 'RECEIVE_ITEMS_PAGE': {
			const id = bucketId( action.args );
			const query = bucketQuery( action.args );
			const previous = state.buckets[ id ];
			return {
				...state,
				items: withItems( state.items, action.result.data ),
				buckets: {
					...state.buckets,
					[ id ]: {
						query,
						...withPage(
							// Another query: the bucket starts afresh.
							startsNewBucket( previous, query )
								? null
								: previous,
							action.args.page,
							action.result.data.map( ( item ) => item.id ),
							action.result
						),
					},
				},
			};
		}
		case 'SET_CURRENT_PAGE': {
			const id = bucketId( action.args );
			return {
				...state,
				pagination: {
					...state.pagination,
					[ id ]: {
						query: bucketQuery( action.args ),
						page: action.args.page,
					},
				},
			};
		}
		case 'RECEIVE_ITEM':
			return {
				...state,
				details: { ...state.details, [ action.key ]: action.item },
			};
		case 'SET_ITEM_COUNTERS': {
			const { id, counters } = action;
			const patch = < T extends { id: number } >( item: T ): T =>
				item.id === id ? { ...item, ...counters } : item;
			const featured = { ...state.lookups.featured };
			for ( const platform of Object.keys( featured ) as Array<
				keyof typeof featured
			> ) {
				featured[ platform ] = featured[ platform ]?.map( patch );
			}
			const details = { ...state.details };
			for ( const key of Object.keys( details ) ) {
				details[ key ] = patch( details[ key ] );
			}
			return {
				...state,
				items: state.items[ id ]
					? { ...state.items, [ id ]: patch( state.items[ id ] ) }
					: state.items,
				details,
				lookups: { ...state.lookups, featured },
			};
		}
		case 'RECEIVE_LOOKUP':
			return {
				...state,
				lookups: { ...state.lookups, [ action.name ]: action.value },
			};
		case 'RECEIVE_KEYED_LOOKUP':
			return {
				...state,
				lookups: {
					...state.lookups,
					[ action.name ]: {
						...state.lookups[ action.name ],
						[ action.key ]: action.value,
					},
				},
			};
		case 'RECEIVE_ERROR': {
			const forPlatform = state.errors[ action.platform ] ?? {};
			const errors = withError( forPlatform, action.key, action.error );
			return errors === forPlatform
				? state
				: {
						...state,
						errors: {
							...state.errors,
							[ action.platform ]: errors,
						},
					};
		}
		case 'RECEIVE_LOOKUP_ERROR': {
			const lookupErrors = withError(
				state.lookupErrors,
				action.key,
				action.error
			);
			return lookupErrors === state.lookupErrors
				? state
				: { ...state, lookupErrors };
		}
	}
	return state;
}
