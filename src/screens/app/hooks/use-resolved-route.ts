/**
 * The route for the current location, after the spec's guards.
 */
/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { resolveLocation, useLocation, type Resolution } from '../../../router';
import { useSurface } from '../context';
import { useIsSignedIn } from './use-account';

/**
 * Resolves the current location (redirect or route to render).
 */
export function useResolvedRoute(): Resolution {
	const location = useLocation();
	const { surface } = useSurface();
	const isSignedIn = useIsSignedIn();
	return useMemo(
		() =>
			resolveLocation( location, {
				isGutenbergEditor: surface === 'gutenberg',
				isSignedIn,
			} ),
		[ location, surface, isSignedIn ]
	);
}
