/**
 * The way out of the account the screen runs on: Logout, or Unlink My
 * Account for a user whose own account sits on top of the sitewide one.
 * Users who only borrow the sitewide account have none (they cannot sign
 * the site out). Used by the profile and by every request-error panel (spec
 * part 1 §8: "a request error on a page shows an error panel with a logout
 * option").
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAccount } from './hooks/use-account';
import { useAccountActions } from './hooks/use-account-actions';

/**
 * Logout or Unlink My Account, or nothing.
 */
export default function AccountExitButton() {
	const { user } = useAccount();
	const { logout, unlink } = useAccountActions();
	if ( ! user || user.signed_as_global ) {
		return null;
	}
	if ( user.unlink_account ) {
		return (
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ unlink }
			>
				{ __( 'Unlink My Account', 'stencilbox' ) }
			</Button>
		);
	}
	return (
		<Button
			__next40pxDefaultSize
			variant="secondary"
			isDestructive
			onClick={ logout }
		>
			{ __( 'Logout', 'stencilbox' ) }
		</Button>
	);
}
