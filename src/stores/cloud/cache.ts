/**
 * How the cloud store keys what it caches.
 *
 * - A file list is cached per place (a source such as My Clouds, or a
 *   WorkSpace by slug), platform and search; each page once.
 * - Every change to files (push, copy, move, delete, add) and every change
 *   of a WorkSpace drops all lists and the usage: they are asked for again
 *   when shown. A file can sit in several lists and counts for the usage,
 *   so no list is patched in place.
 */
/**
 * Internal dependencies
 */
import type { FilesArgs, WorkspaceFilesArgs } from './types';

/**
 * The list a files request belongs to (all its pages).
 *
 * @param args Request.
 */
export function filesKey( args: Omit< FilesArgs, 'page' > ): string {
	return `${ args.source }|${ args.platform }|${ args.search }`;
}

/**
 * The list a WorkSpace's files request belongs to.
 *
 * @param args Request.
 */
export function workspaceFilesKey(
	args: Omit< WorkspaceFilesArgs, 'page' >
): string {
	return `ws:${ args.slug }|${ args.platform }|${ args.search }`;
}

/**
 * Request key (for errors) of a files page.
 *
 * @param args Request.
 */
export function filesRequestKey( args: FilesArgs ): string {
	return `${ filesKey( args ) }|${ args.page }`;
}

/**
 * Request key (for errors) of a WorkSpace's files page.
 *
 * @param args Request.
 */
export function workspaceFilesRequestKey( args: WorkspaceFilesArgs ): string {
	return `${ workspaceFilesKey( args ) }|${ args.page }`;
}
