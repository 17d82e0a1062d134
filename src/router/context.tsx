/**
 * React binding of the router: provider, hooks and the link component.
 */
import type { ReactNode, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useSyncExternalStore,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { AppHistory } from './history';
import {
	cleanQuery,
	parseTarget,
	type AppLocation,
	type QueryInput,
} from './paths';

interface RouterValue {
	history: AppHistory;
}

const RouterContext = createContext< RouterValue | null >( null );

/**
 * Provides a history to the hooks below.
 *
 * @param props          Props.
 * @param props.history  The surface's history.
 * @param props.children Content.
 */
export function RouterProvider( {
	history,
	children,
}: {
	history: AppHistory;
	children: ReactNode;
} ) {
	const value = useMemo( () => ( { history } ), [ history ] );
	return (
		<RouterContext.Provider value={ value }>
			{ children }
		</RouterContext.Provider>
	);
}

function useRouter(): RouterValue {
	const value = useContext( RouterContext );
	if ( ! value ) {
		throw new Error( 'Stencilbox router hooks need a RouterProvider.' );
	}
	return value;
}

/** A navigation target: `path?query` text or a location. */
export type To = string | AppLocation;

const toLocation = ( to: To ): AppLocation =>
	typeof to === 'string' ? parseTarget( to ) : to;

/**
 * The current in-app location; re-renders on every change.
 */
export function useLocation(): AppLocation {
	const { history } = useRouter();
	return useSyncExternalStore( history.listen, history.getLocation );
}

/**
 * Returns `navigate( to, { replace } )`.
 */
export function useNavigate() {
	const { history } = useRouter();
	return useCallback(
		( to: To, options: { replace?: boolean } = {} ) => {
			const location = toLocation( to );
			if ( options.replace ) {
				history.replace( location );
			} else {
				history.push( location );
			}
		},
		[ history ]
	);
}

/**
 * Returns `setQuery( changes )`, which merges into the current query; an
 * empty value removes its key, as the spec asks of filters.
 */
export function useSetQuery() {
	const { history } = useRouter();
	return useCallback(
		( changes: QueryInput, options: { replace?: boolean } = {} ) => {
			const current = history.getLocation();
			const next = {
				path: current.path,
				query: cleanQuery( { ...current.query, ...changes } ),
			};
			if ( options.replace ) {
				history.replace( next );
			} else {
				history.push( next );
			}
		},
		[ history ]
	);
}

/**
 * Props for a link's underlying element: `href` where the surface has real
 * URLs (so middle-click and copy link work), and a click handler that
 * navigates in place.
 *
 * @param to Target.
 */
export function useLinkProps( to: To ): {
	href?: string;
	onClick: ( event: MouseEvent ) => void;
} {
	const { history } = useRouter();
	const navigate = useNavigate();
	const location = toLocation( to );
	const href = history.createHref( location ) ?? undefined;
	return {
		href,
		onClick: ( event: MouseEvent ) => {
			if (
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			) {
				return;
			}
			event.preventDefault();
			navigate( location );
		},
	};
}
