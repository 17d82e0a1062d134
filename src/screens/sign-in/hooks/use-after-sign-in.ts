/**
 * Where the user goes after signing in (spec part 1 §2): the redirect-to
 * target, else {platform}/packs; with add-account, packs once the account
 * changed.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	matchRoute,
	parseTarget,
	useLocation,
	useNavigate,
} from '../../../router';
import { store as uiStore } from '../../../stores/ui';
import { isPlatform } from '../../../utils/platform';

/**
 * Returns the navigation to run after a successful sign-in or sign-up.
 */
export function useAfterSignIn() {
	const { query } = useLocation();
	const navigate = useNavigate();
	const storedPlatform = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	return useCallback( () => {
		const platform = isPlatform( query.platform )
			? query.platform
			: storedPlatform;
		const target = query[ 'redirect-to' ]
			? parseTarget( query[ 'redirect-to' ] )
			: null;
		// Only in-app targets; anything else falls back to the packs.
		if ( target && ! query[ 'add-account' ] && matchRoute( target.path ) ) {
			navigate( target, { replace: true } );
			return;
		}
		navigate(
			{ path: `${ platform }/packs`, query: {} },
			{ replace: true }
		);
	}, [ query, storedPlatform, navigate ] );
}
