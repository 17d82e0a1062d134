/**
 * The route for the current location, after the spec's guards.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { resolveLocation, useLocation, type Resolution } from '../../../router';
import { store as uiStore } from '../../../stores/ui';
import { editorPlatform } from '../../../utils/platform';
import { useSurface } from '../context';
import { useIsSignedIn } from './use-account';

/**
 * Resolves the current location (redirect or route to render).
 */
export function useResolvedRoute(): Resolution {
	const location = useLocation();
	const { surface } = useSurface();
	const isSignedIn = useIsSignedIn();
	// The admin page opens on the platform last chosen, else the one the
	// site can use (the ui store starts with it); an editor's popup on its own.
	const defaultPlatform = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	return useMemo(
		() =>
			resolveLocation( location, {
				editor: editorPlatform( surface ),
				isSignedIn,
				defaultPlatform,
			} ),
		[ location, surface, isSignedIn, defaultPlatform ]
	);
}
