/**
 * The reducer cases every list store handles the same way: the page a
 * list shows, the failed requests by key, the last workflow. A store's
 * reducer handles its own actions and leaves the rest to `reduceKit`.
 */
/**
 * Internal dependencies
 */
import { withError, type StoreError } from './errors';
import type { Operation } from './operations';
import { withCurrentPage } from './pages';
import type { AnyAction } from './thunk';

/** The kit's reducer actions (`Kind`: the store's workflow kinds). */
export type KitAction< Kind extends string = string > =
	| { type: 'SET_CURRENT_PAGE'; key: string; page: number }
	| { type: 'RECEIVE_ERROR'; key: string; error: StoreError | null }
	| { type: 'SET_OPERATION'; operation: Operation< Kind > | null };

/** What a store's state holds for the kit's cases. */
export interface KitState {
	/** Failed requests by request key. */
	errors: Readonly< Record< string, StoreError > >;
	/** The page each list shows (stores with paged lists). */
	currentPage?: Readonly< Record< string, number > >;
	/** The last workflow (stores with workflows). */
	operation?: unknown;
}

/**
 * The kit's cases; any other action leaves the state as it is. The same
 * object comes back when nothing changes.
 *
 * @param state  A store's state.
 * @param action Any action.
 */
export function reduceKit< S extends KitState >(
	state: S,
	action: AnyAction
): S {
	const kit = action as KitAction;
	switch ( kit.type ) {
		case 'SET_CURRENT_PAGE': {
			const pages = state.currentPage ?? {};
			const currentPage = withCurrentPage( pages, kit.key, kit.page );
			return currentPage === state.currentPage
				? state
				: { ...state, currentPage };
		}
		case 'RECEIVE_ERROR': {
			const errors = withError( state.errors, kit.key, kit.error );
			return errors === state.errors ? state : { ...state, errors };
		}
		case 'SET_OPERATION':
			return { ...state, operation: kit.operation };
	}
	return state;
}
