/**
 * Internal dependencies
 */
import type {
	ApplyResponse,
	ProvenanceSource,
	SiteVersion,
	UpdateConflicted,
	UpdatesResponse,
} from '../../api/versions';
import type { KitAction, StoreError, StoreOf, Thunk } from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

export type {
	ApplyResponse,
	ConflictPick,
	MergeConflict,
	ProvenanceSource,
	SiteVersion,
	UpdateConflicted,
	UpdateEntry,
	UpdatesResponse,
	Version,
} from '../../api/versions';

export interface VersionsState {
	/** The last updates list (asked afresh each time the screen opens). */
	updates: UpdatesResponse | null;
	/** How many updates (the header's badge); null until asked. */
	count: number | null;
	/** Each cloud file's versions, newest first. */
	fileVersions: Record< number, SiteVersion[] >;
	/** Where each post's content came from (Save & Push offers new versions). */
	sources: Record< number, ProvenanceSource[] >;
	/** Updates being applied (their ids). */
	applying: number[];
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
}

export type VersionsAction =
	| { type: 'RECEIVE_UPDATES'; updates: UpdatesResponse }
	| { type: 'RECEIVE_COUNT'; count: number }
	| { type: 'RECEIVE_FILE_VERSIONS'; file: number; versions: SiteVersion[] }
	| { type: 'RECEIVE_SOURCES'; post: number; sources: ProvenanceSource[] }
	| { type: 'SET_APPLYING'; ids: number[]; busy: boolean }
	| KitAction;

/** What applying updates ended with. */
export type ApplyOutcome =
	| { status: 'done'; result: ApplyResponse }
	| { status: 'failed'; error: StoreError };

/** What merging an edited place ended with. */
export type MergeOutcome =
	| { status: 'merged' }
	| { status: 'conflicted'; conflicted: UpdateConflicted }
	| { status: 'failed'; error: StoreError };

/** What restoring a version ended with. */
export type RestoreOutcome =
	| { status: 'restored'; message: string }
	| { status: 'failed'; error: StoreError };

/** The type of the store descriptor (`store` in `index.ts`). */
export type VersionsStore = StoreOf<
	VersionsState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type VersionsThunk< R = void > = Thunk<
	VersionsStore,
	VersionsAction,
	R
>;
