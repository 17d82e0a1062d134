/**
 * Internal dependencies
 */
import type { StoreError } from '../shared';
import { COUNT_KEY, fileVersionsKey, UPDATES_KEY } from './constants';
import type {
	ProvenanceSource,
	SiteVersion,
	UpdatesResponse,
	VersionsState,
} from './types';

/**
 * The updates list, or null while not received.
 *
 * @param state Store state.
 */
export function getUpdates( state: VersionsState ): UpdatesResponse | null {
	return state.updates;
}

/**
 * How many updates there are (the header's badge); null while not known.
 *
 * @param state Store state.
 */
export function getUpdatesCount( state: VersionsState ): number | null {
	return state.count;
}

/**
 * Why the updates list failed, if it did.
 *
 * @param state Store state.
 */
export function getUpdatesError( state: VersionsState ): StoreError | null {
	return state.errors[ UPDATES_KEY ] ?? state.errors[ COUNT_KEY ] ?? null;
}

/**
 * Whether an update is being applied.
 *
 * @param state Store state.
 * @param id    Update id.
 */
export function isApplying( state: VersionsState, id: number ): boolean {
	return state.applying.includes( id );
}

/**
 * A cloud file's versions, or undefined while not received.
 *
 * @param state Store state.
 * @param file  File id.
 */
export function getFileVersions(
	state: VersionsState,
	file: number
): SiteVersion[] | undefined {
	return state.fileVersions[ file ];
}

/**
 * Why a file's versions failed, if they did.
 *
 * @param state Store state.
 * @param file  File id.
 */
export function getFileVersionsError(
	state: VersionsState,
	file: number
): StoreError | null {
	return state.errors[ fileVersionsKey( file ) ] ?? null;
}

/**
 * Where a post's content came from, or undefined while not received.
 *
 * @param state Store state.
 * @param post  Post id.
 */
export function getPostSources(
	state: VersionsState,
	post: number
): ProvenanceSource[] | undefined {
	return state.sources[ post ];
}
