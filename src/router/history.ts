/**
 * Binds the router to a real history: the browser's on the admin page (the
 * path lives in `?path=`), an in-memory one inside editor popups (the editor
 * owns its own URL, and reopening the library should not depend on it).
 */
import {
	createBrowserHistory,
	createMemoryHistory,
	type History,
} from 'history';

import {
	buildSearch,
	parseSearch,
	type AppLocation,
	type Query,
} from './paths';

/** The router's view of a history. */
export interface AppHistory {
	/** Current in-app location. */
	getLocation: () => AppLocation;
	/** One-shot flags read when the history was created. */
	readonly flags: Query;
	push: ( to: AppLocation ) => void;
	replace: ( to: AppLocation ) => void;
	back: () => void;
	listen: ( listener: () => void ) => () => void;
	/** A real URL for links, or null where links are not URLs (popups). */
	createHref: ( to: AppLocation ) => string | null;
}

/** Options for `createAppHistory`. */
export interface AppHistoryOptions {
	/** Host page arguments that are kept as they are (e.g. `page`). */
	hostKeys?: readonly string[];
	/** Start location for a memory history, e.g. `gutenberg/packs`. */
	initial?: AppLocation;
}

function bind(
	history: History,
	hostKeys: readonly string[],
	isUrl: boolean
): AppHistory {
	const read = () => parseSearch( history.location.search, hostKeys );
	const first = read();
	const href = ( to: AppLocation ) =>
		history.location.pathname + buildSearch( read().host, to );

	// Rewrite the address once: transient flags and redundant arguments go.
	const canonical = href( first.location );
	if ( canonical !== history.location.pathname + history.location.search ) {
		history.replace( canonical );
	}

	let cached = read().location;
	let cachedKey = history.location.key;
	return {
		getLocation() {
			// Stable identity between changes, as useSyncExternalStore needs.
			if ( cachedKey !== history.location.key ) {
				cached = read().location;
				cachedKey = history.location.key;
			}
			return cached;
		},
		flags: first.flags,
		push: ( to ) => history.push( href( to ) ),
		replace: ( to ) => history.replace( href( to ) ),
		back: () => history.back(),
		listen: ( listener ) => history.listen( listener ),
		createHref: ( to ) => ( isUrl ? href( to ) : null ),
	};
}

/**
 * Creates the history for a surface.
 *
 * @param kind    `browser` (admin page) or `memory` (editor popups).
 * @param options Host keys and the initial location.
 */
export function createAppHistory(
	kind: 'browser' | 'memory',
	options: AppHistoryOptions = {}
): AppHistory {
	const hostKeys = options.hostKeys ?? [];
	if ( kind === 'browser' ) {
		return bind( createBrowserHistory(), hostKeys, true );
	}
	const initial = options.initial ?? { path: '', query: {} };
	return bind(
		createMemoryHistory( {
			initialEntries: [ '/' + buildSearch( {}, initial ) ],
		} ),
		hostKeys,
		false
	);
}
