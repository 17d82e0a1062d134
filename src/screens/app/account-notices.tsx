/**
 * The verification banner and the free-plan notice, wired to the account.
 */
/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { lazy, Suspense, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import VerificationBanner from '../../components/verification-banner';
import { store as accountStore } from '../../stores/account';
import { store as uiStore } from '../../stores/ui';
import { useAccount } from './hooks/use-account';
import { useVerifyOnReturn } from './hooks/use-verify-on-return';

const FreePlanNotice = lazy(
	() => import( /* webpackChunkName: "notices" */ './free-plan-notice' )
);

/**
 * Notices for the signed-in account.
 */
export default function AccountNotices() {
	const { user } = useAccount();
	const { checkVerified, resendVerification, dismissNotice } =
		useDispatch( accountStore );
	const { showToast } = useDispatch( uiStore );
	const [ isChecking, setIsChecking ] = useState( false );
	const [ isResending, setIsResending ] = useState( false );
	const [ message, setMessage ] = useState< string | null >( null );
	// The check as the library opens and the banner's button may both be
	// under way when the account turns out verified: say so once per
	// account ([23] walk-through: the toast came twice).
	const told = useRef< number | null >( null );
	const tellVerified = () => {
		if ( user && told.current !== user.id ) {
			told.current = user.id;
			showToast( __( 'Your account is verified.', 'stencilbox' ) );
		}
	};
	// As the library opens, and back from the verification page (this tab
	// or another): ask again, quietly.
	useVerifyOnReturn( !! user && ! user.is_verified, async () => {
		if ( await checkVerified() ) {
			setMessage( null );
			tellVerified();
		}
	} );
	if ( ! user ) {
		return null;
	}
	return (
		<>
			{ ! user.is_verified && (
				<VerificationBanner
					email={ user.email }
					isChecking={ isChecking }
					isResending={ isResending }
					message={ message }
					onResend={ async () => {
						setIsResending( true );
						try {
							setMessage( await resendVerification() );
						} catch ( error ) {
							setMessage( ( error as Error ).message );
						} finally {
							setIsResending( false );
						}
					} }
					onVerified={ async () => {
						setIsChecking( true );
						try {
							const verified = await checkVerified();
							setMessage(
								verified
									? null
									: __(
											'We could not confirm your email yet. Open the link in the email we sent, then try again.',
											'stencilbox'
										)
							);
							if ( verified ) {
								tellVerified();
							}
						} catch ( error ) {
							setMessage( ( error as Error ).message );
						} finally {
							setIsChecking( false );
						}
					} }
				/>
			) }
			{ user.plan.includes( 'free' ) && user.show_notice && (
				// Only free accounts see it: in the lazy chunk of notices.
				<Suspense fallback={ null }>
					<FreePlanNotice
						user={ user }
						onDismiss={
							// The notice setting belongs to the account: only its
							// own users (not those borrowing the sitewide one) change it.
							user.signed_as_global
								? undefined
								: () => dismissNotice()
						}
					/>
				</Suspense>
			) }
		</>
	);
}
