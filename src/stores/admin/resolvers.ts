/**
 * One resolver for every read: it calls the read's fetcher and records the
 * answer or the error under the request key.
 */
/**
 * Internal dependencies
 */
import { recordRequest } from '../shared';
import { resourceKey } from './cache';
import { FETCHERS } from './fetchers';
import type { AdminThunk, ResourceArgs, ResourceName } from './types';

/**
 * Asks for a read.
 *
 * @param name Read name.
 * @param args Its arguments.
 */
export const getResource =
	< N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >
	): AdminThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const key = resourceKey( name, args );
		dispatch( { type: 'REQUEST_RESOURCE', key, query: { name, args } } );
		const fetcher = FETCHERS[ name ] as (
			...given: unknown[]
		) => Promise< unknown >;
		await recordRequest(
			() => fetcher( ...args ),
			( answer ) => dispatch( { type: 'RECEIVE_RESOURCE', key, answer } ),
			( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } )
		);
	};
