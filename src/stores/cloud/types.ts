/**
 * Internal dependencies
 */
import type {
	CloudFile,
	CloudUsage,
	FileSource,
	Workspace,
} from '../../api/cloud';
import type { Platform } from '../../utils/platform';
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

export type {
	CloudFile,
	CloudUsage,
	FileSource,
	Workspace,
} from '../../api/cloud';

/** What one files request asks for. */
export interface FilesArgs {
	source: FileSource;
	/** '' for every platform (the admin page); an editor asks for its own. */
	platform: Platform | '';
	search: string;
	page: number;
}

/** What one request of a WorkSpace's files asks for. */
export interface WorkspaceFilesArgs {
	slug: string;
	platform: Platform | '';
	search: string;
	page: number;
}

/** The workflows whose result a modal waits for (spec §4). */
export type CloudOperationKind =
	'copy' | 'move' | 'rename' | 'delete' | 'download' | 'push' | 'add';

export interface CloudState {
	/** The library account the lists belong to (undefined before the first). */
	account?: number | null;
	usage: CloudUsage | null;
	/** File lists (ids) by `filesKey` / `workspaceFilesKey`. */
	lists: Record< string, PagedList< number > >;
	/** Files of every list, by id. */
	files: Record< number, CloudFile >;
	/** Each WorkSpace as last received with its files, by slug. */
	workspaces: Record< string, Workspace >;
	/** Current page per list key. */
	currentPage: Record< string, number >;
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
	/** The last workflow. */
	operation: Operation< CloudOperationKind > | null;
}

export type CloudAction =
	| { type: 'SYNC_ACCOUNT'; account: number | null }
	| { type: 'RECEIVE_USAGE'; usage: CloudUsage }
	| {
			type: 'RECEIVE_FILES';
			key: string;
			page: number;
			result: {
				data: CloudFile[];
				total_page: number;
				total: number;
			};
	  }
	| { type: 'RECEIVE_WORKSPACE'; workspace: Workspace }
	| { type: 'DROP_LISTS' }
	| KitAction< CloudOperationKind >;

/** The type of the store descriptor (`store` in `index.ts`). */
export type CloudStore = StoreOf<
	CloudState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type CloudThunk< R = void > = Thunk< CloudStore, CloudAction, R >;
