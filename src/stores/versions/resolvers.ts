/**
 * Resolvers fetch once; the Updates screen asks afresh with `refreshUpdates`.
 */
/**
 * Internal dependencies
 */
import {
	fetchProvenance,
	fetchUpdates,
	fetchUpdatesCount,
	fetchVersions,
} from '../../api/versions';
import { recordRequest } from '../shared';
import { COUNT_KEY, fileVersionsKey, UPDATES_KEY } from './constants';
import type { VersionsState, VersionsThunk } from './types';

/** The updates list, the hub asked afresh. */
export const getUpdates =
	(): VersionsThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await recordRequest(
			() => fetchUpdates( true ),
			( updates ) => dispatch( { type: 'RECEIVE_UPDATES', updates } ),
			( error ) =>
				dispatch( { type: 'RECEIVE_ERROR', key: UPDATES_KEY, error } )
		);
	};

/** How many updates (the site keeps the last count; a list gives it too). */
export const getUpdatesCount = Object.assign(
	(): VersionsThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				() => fetchUpdatesCount(),
				( answer ) =>
					dispatch( { type: 'RECEIVE_COUNT', count: answer.count } ),
				( error ) =>
					dispatch( { type: 'RECEIVE_ERROR', key: COUNT_KEY, error } )
			);
		},
	{ isFulfilled: ( state: VersionsState ) => state.count !== null }
);

/**
 * A cloud file's versions.
 *
 * @param file File id.
 */
export const getFileVersions =
	( file: number ): VersionsThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await recordRequest(
			() => fetchVersions( file ),
			( answer ) =>
				dispatch( {
					type: 'RECEIVE_FILE_VERSIONS',
					file,
					versions: answer.versions,
				} ),
			( error ) =>
				dispatch( {
					type: 'RECEIVE_ERROR',
					key: fileVersionsKey( file ),
					error,
				} )
		);
	};

/**
 * Where a post's content came from (nothing is shown when it fails: Save &
 * Push then simply offers a new file).
 *
 * @param post Post id.
 */
export const getPostSources =
	( post: number ): VersionsThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await recordRequest(
			() => fetchProvenance( post ),
			( answer ) =>
				dispatch( {
					type: 'RECEIVE_SOURCES',
					post,
					sources: answer.sources,
				} ),
			( error ) =>
				error &&
				dispatch( { type: 'RECEIVE_SOURCES', post, sources: [] } )
		);
	};
