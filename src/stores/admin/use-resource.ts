/**
 * The one way an admin screen reads: `useResource( name, args )` gives the
 * answer (undefined while loading), the stored error (for the
 * request-error panel) and `retry`. An answer lives while a screen shows
 * it: when the last reader goes, the next visit asks afresh, as a screen
 * opened anew should.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { StoreError } from '../shared';
import { resourceKey } from './cache';
import { store } from './store';
import type { ResourceAnswer, ResourceArgs, ResourceName } from './types';

export interface Resource< T > {
	/** The answer; undefined while it loads (or when it failed). */
	data: T | undefined;
	/** Why it failed, or null. */
	error: StoreError | null;
	/** Asks again (the error goes at once). */
	retry: () => void;
}

/**
 * Reads a resource through the admin store.
 *
 * @param name         Read name (`fetchers.ts`).
 * @param args         Its arguments; null asks nothing (yet).
 * @param options      Options.
 * @param options.keep While other arguments load, give the last answer
 *                     (a list stays on screen while a search or page loads).
 */
export function useResource< N extends ResourceName >(
	name: N,
	args: ResourceArgs< N > | null,
	{ keep = false }: { keep?: boolean } = {}
): Resource< ResourceAnswer< N > > {
	const key = args ? resourceKey( name, args ) : null;
	// The arguments as of their key: a new array of the same values is the
	// same read.
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const stable = useMemo( () => args, [ key ] );
	const { data, error } = useSelect(
		( select ) => {
			if ( ! stable ) {
				return { data: undefined, error: null };
			}
			const admin = select( store );
			return {
				data: admin.getResource( name, stable ) as
					ResourceAnswer< N > | undefined,
				error: admin.getResourceError( name, stable ),
			};
		},
		[ name, stable ]
	);
	const { refreshResource } = useResourceActions();
	useEffect(
		() => () => {
			if ( stable ) {
				refreshResource( name, stable, true );
			}
		},
		[ name, stable, refreshResource ]
	);
	const retry = useCallback( () => {
		if ( stable ) {
			refreshResource( name, stable );
		}
	}, [ name, stable, refreshResource ] );
	const last = useRef< ResourceAnswer< N > | undefined >( undefined );
	if ( data !== undefined ) {
		last.current = data;
	}
	return { data: keep ? last.current : data, error, retry };
}

/**
 * The store's actions with their reads typed by name (`useDispatch` would
 * widen a generic action to every read's answer).
 */
export interface ResourceActions {
	receiveResource: < N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		answer: ResourceAnswer< N >
	) => void;
	updateResource: < N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		change: ( answer: ResourceAnswer< N > ) => ResourceAnswer< N >
	) => void;
	refreshResource: < N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >,
		forget?: boolean
	) => void;
	refreshResources: ( name: ResourceName, forget?: boolean ) => void;
}

/**
 * The admin store's actions, typed per read.
 */
export function useResourceActions(): ResourceActions {
	return useDispatch( store ) as unknown as ResourceActions;
}
