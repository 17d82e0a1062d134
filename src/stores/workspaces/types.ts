/**
 * Internal dependencies
 */
import type { Workspace } from '../../api/cloud';
import type {
	KitAction,
	Operation,
	PagedList,
	StoreError,
	StoreOf,
	Thunk,
} from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

export type { Workspace } from '../../api/cloud';

/** Own WorkSpaces, or those shared with the account. */
export type WorkspaceListKind = 'own' | 'shared';

/** The workflows whose result a modal waits for (spec §4). */
export type WorkspaceOperationKind = 'create' | 'save' | 'delete';

export interface WorkspacesState {
	/** The library account the lists belong to (undefined before the first). */
	account?: number | null;
	/** Pages of ids, own and shared. */
	lists: Partial< Record< WorkspaceListKind, PagedList< number > > >;
	/** WorkSpaces of every list, by id. */
	workspaces: Record< number, Workspace >;
	/** Every WorkSpace the account owns or shares (pickers), or null. */
	options: number[] | null;
	/** Current page per list. */
	currentPage: Record< WorkspaceListKind, number >;
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
	/** The last workflow. */
	operation: Operation< WorkspaceOperationKind > | null;
}

export type WorkspacesAction =
	| { type: 'SYNC_ACCOUNT'; account: number | null }
	| {
			type: 'RECEIVE_PAGE';
			kind: WorkspaceListKind;
			page: number;
			result: { data: Workspace[]; total_page: number; total: number };
	  }
	| { type: 'RECEIVE_OPTIONS'; workspaces: Workspace[] }
	| { type: 'DROP_LISTS' }
	| KitAction< WorkspaceOperationKind >;

/** The type of the store descriptor (`store` in `index.ts`). */
export type WorkspacesStore = StoreOf<
	WorkspacesState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type WorkspacesThunk< R = void > = Thunk<
	WorkspacesStore,
	WorkspacesAction,
	R
>;
