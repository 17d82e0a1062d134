/**
 * The platform being browsed: the route's own, else the last one browsed.
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
import type { Platform } from '../../../utils/platform';
import { store as uiStore } from '../../../stores/ui';

/**
 * Current platform; remembers the route's platform in the ui store.
 *
 * @param route The route being shown, if any.
 */
export function usePlatform( route: Route | null ): Platform {
	const stored = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	const { setPlatform } = useDispatch( uiStore );
	const fromRoute = route ? routePlatform( route ) : null;
	useEffect( () => {
		if ( fromRoute && fromRoute !== stored ) {
			setPlatform( fromRoute );
		}
	}, [ fromRoute, stored, setPlatform ] );
	return fromRoute ?? stored;
}
