/**
 * Shown to a signed-in, unverified account (spec part 1 §2 and §6).
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface VerificationBannerProps {
	email: string;
	onResend: () => void;
	onVerified: () => void;
	isChecking: boolean;
	isResending: boolean;
	/** A result of the last action, shown inside the banner. */
	message?: string | null;
}

/**
 * The banner with "resend" and "I've verified & Close".
 *
 * @param props Props.
 */
export default function VerificationBanner( {
	email,
	onResend,
	onVerified,
	isChecking,
	isResending,
	message,
}: VerificationBannerProps ) {
	return (
		<Notice
			className="stencilbox-verification-banner"
			status="warning"
			isDismissible={ false }
			// Notice would otherwise render its children to a string to speak
			// them, running the buttons' hooks inside its own render.
			spokenMessage={ __(
				'Your account is not verified yet.',
				'stencilbox'
			) }
		>
			<p>
				{ __( 'Your account is not verified yet.', 'stencilbox' ) }{ ' ' }
				{ sprintf(
					/* translators: %s: email address. */
					__(
						'We sent a verification link to %s. Open it to start inserting items.',
						'stencilbox'
					),
					email
				) }{ ' ' }
				<Button
					variant="link"
					onClick={ onResend }
					isBusy={ isResending }
					disabled={ isResending }
					accessibleWhenDisabled
				>
					{ __( 'Resend verification email', 'stencilbox' ) }
				</Button>
			</p>
			{ message && (
				<p
					className="stencilbox-verification-banner__message"
					role="status"
				>
					{ message }
				</p>
			) }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ onVerified }
				isBusy={ isChecking }
				disabled={ isChecking }
				accessibleWhenDisabled
			>
				{ __( "I've verified & Close", 'stencilbox' ) }
			</Button>
		</Notice>
	);
}
