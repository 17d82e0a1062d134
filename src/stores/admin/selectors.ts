/**
 * Internal dependencies
 */
import { resourceKey } from './cache';
import type {
	AdminState,
	ResourceAnswer,
	ResourceArgs,
	ResourceName,
} from './types';

/**
 * A read's answer, or undefined while not received.
 *
 * @param state Store state.
 * @param name  Read name (`fetchers.ts`).
 * @param args  Its arguments.
 */
export const getResource = < N extends ResourceName >(
	state: AdminState,
	name: N,
	args: ResourceArgs< N >
): ResourceAnswer< N > | undefined =>
	state.answers[ resourceKey( name, args ) ] as
		ResourceAnswer< N > | undefined;

/**
 * The error of a failed read, or null.
 *
 * @param state Store state.
 * @param name  Read name.
 * @param args  Its arguments.
 */
export const getResourceError = < N extends ResourceName >(
	state: AdminState,
	name: N,
	args: ResourceArgs< N >
) => state.errors[ resourceKey( name, args ) ] ?? null;

/**
 * Every read of a name asked so far, as its arguments.
 *
 * @param state Store state.
 * @param name  Read name.
 */
export const getResourceQueries = ( state: AdminState, name: ResourceName ) =>
	Object.entries( state.queries )
		.filter( ( [ , query ] ) => query.name === name )
		.map( ( [ key, query ] ) => ( { key, args: query.args } ) );
