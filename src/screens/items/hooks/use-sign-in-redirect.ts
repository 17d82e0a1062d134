/**
 * Sends a visitor to sign-in, coming back here afterwards (spec part 1 §4:
 * favourite, rate and insert need an account).
 */
/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { formatTarget, useLocation, useNavigate } from '../../../router';

/**
 * Returns a function going to `sign-in?redirect-to=<current location>`.
 */
export function useSignInRedirect(): () => void {
	const location = useLocation();
	const navigate = useNavigate();
	return useCallback(
		() =>
			navigate( {
				path: 'sign-in',
				query: { 'redirect-to': formatTarget( location ) },
			} ),
		[ location, navigate ]
	);
}
