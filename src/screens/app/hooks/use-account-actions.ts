/**
 * Logout / link / unlink, with the navigation the spec gives each.
 */
/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useNavigate } from '../../../router';
import { store as accountStore } from '../../../stores/account';
import { store as uiStore } from '../../../stores/ui';

/**
 * Account actions for menus and the profile.
 */
export function useAccountActions() {
	const navigate = useNavigate();
	const { logout: logoutThunk } = useDispatch( accountStore );
	const { showToast } = useDispatch( uiStore );

	const run = useCallback(
		async ( global: boolean ) => {
			try {
				const result = await logoutThunk( global );
				if ( result.user ) {
					// Still signed in through the sitewide account.
					showToast(
						__(
							'You are back on the sitewide account.',
							'stencilbox'
						)
					);
					return;
				}
				navigate( { path: 'sign-in', query: {} }, { replace: true } );
			} catch ( error ) {
				showToast( ( error as Error ).message, { status: 'error' } );
			}
		},
		[ logoutThunk, navigate, showToast ]
	);

	return {
		logout: useCallback( () => run( false ), [ run ] ),
		unlink: useCallback( () => run( false ), [ run ] ),
		link: useCallback(
			() =>
				navigate( { path: 'sign-in', query: { 'add-account': '1' } } ),
			[ navigate ]
		),
	};
}
