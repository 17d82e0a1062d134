/**
 * Internal dependencies
 */
import { resourceKey } from './cache';
import type {
	AdminThunk,
	ResourceAnswer,
	ResourceArgs,
	ResourceName,
} from './types';

/**
 * Stores what a write answered in place of a read's answer (a saved form
 * shows what the server kept without asking again).
 *
 * @param name   Read name.
 * @param args   Its arguments.
 * @param answer The new answer.
 */
export const receiveResource =
	< N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		answer: ResourceAnswer< N >
	): AdminThunk =>
	( { dispatch } ) =>
		dispatch( {
			type: 'RECEIVE_RESOURCE',
			key: resourceKey( name, args ),
			answer,
		} );

/**
 * Changes a read's answer in place (a row edited before the server
 * confirms it); nothing happens while it has none.
 *
 * @param name   Read name.
 * @param args   Its arguments.
 * @param change Makes the new answer from the current one.
 */
export const updateResource =
	< N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		change: ( answer: ResourceAnswer< N > ) => ResourceAnswer< N >
	): AdminThunk =>
	( { dispatch, select } ) => {
		const answer = select.getResource( name, args ) as
			ResourceAnswer< N > | undefined;
		if ( answer !== undefined ) {
			dispatch( {
				type: 'RECEIVE_RESOURCE',
				key: resourceKey( name, args ),
				answer: change( answer ),
			} );
		}
	};

/**
 * Asks a read afresh: its error goes at once (the screen waits again) and,
 * with `forget`, its answer too (the screen shows its spinner, not the old
 * answer, until the new one comes).
 *
 * @param name   Read name.
 * @param args   Its arguments.
 * @param forget Whether the answer goes too.
 */
export const refreshResource =
	< N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		forget = false
	): AdminThunk =>
	( { dispatch } ) => {
		dispatch( {
			type: 'FORGET_RESOURCE',
			key: resourceKey( name, args ),
			answer: forget,
		} );
		dispatch.invalidateResolution( 'getResource', [ name, args ] );
	};

/**
 * Asks every read of a name afresh (after a change that touches them all).
 *
 * @param name   Read name.
 * @param forget Whether their answers go too.
 */
export const refreshResources =
	( name: ResourceName, forget = false ): AdminThunk =>
	( { dispatch, select } ) => {
		for ( const { key, args } of select.getResourceQueries( name ) ) {
			dispatch( { type: 'FORGET_RESOURCE', key, answer: forget } );
			dispatch.invalidateResolution( 'getResource', [ name, args ] );
		}
	};
