/**
 * The platform being browsed: the route's own, else the editor's the popup
 * runs in, else (the admin page) the last one browsed.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { routePlatform, type Route } from '../../../router';
import { editorPlatform, type Platform } from '../../../utils/platform';
import { store as uiStore } from '../../../stores/ui';
import { useSurface } from '../context';

/**
 * Current platform; remembers the route's platform in the ui store.
 *
 * A route without a platform (Save & Push, the profile) keeps an editor's
 * popup on that editor's items: the platform last browsed on the admin page
 * would offer the block editor Elementor's packs, and Elementor blocks.
 *
 * @param route The route being shown, if any.
 */
export function usePlatform( route: Route | null ): Platform {
	const stored = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	const { surface } = useSurface();
	const { setPlatform } = useDispatch( uiStore );
	const fromRoute = route ? routePlatform( route ) : null;
	useEffect( () => {
		if ( fromRoute && fromRoute !== stored ) {
			setPlatform( fromRoute );
		}
	}, [ fromRoute, stored, setPlatform ] );
	return fromRoute ?? editorPlatform( surface ) ?? stored;
}
