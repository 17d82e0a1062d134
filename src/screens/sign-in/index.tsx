/**
 * The sign-in / sign-up front page (spec part 1 §2).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	Notice,
	TabPanel,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { check, video } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { currentUserCan } from '../../api/settings';
import { useLocation } from '../../router';
import { store as accountStore } from '../../stores/account';
import { useAccount } from '../app/hooks/use-account';
import { useAfterSignIn } from './hooks/use-after-sign-in';
import ForgotPasswordForm from './forgot-password-form';
import SigninForm from './signin-form';
import SignupForm from './signup-form';
import VideoModal from './video-modal';
import './style.scss';

/**
 * The front page.
 */
export default function SignInScreen() {
	const { user, flags, failed } = useAccount();
	const { query } = useLocation();
	const afterSignIn = useAfterSignIn();
	const { clearFailed } = useDispatch( accountStore );
	const [ isVideoOpen, setIsVideoOpen ] = useState( false );
	// "Forgot password?" replaces the tabs (with the address typed so far).
	const [ forgotEmail, setForgotEmail ] = useState< string | null >( null );
	// Back from it: the sign-in form keeps that address, its link the focus.
	const [ back, setBack ] = useState< {
		email: string;
		focus: boolean;
	} | null >( null );
	const addAccount = !! query[ 'add-account' ];

	// A signed-in user who did not come to add an account moves on.
	useEffect( () => {
		if ( user && ! addAccount ) {
			afterSignIn();
		}
	}, [ user, addAccount, afterSignIn ] );

	const canSignInGlobally =
		currentUserCan( 'manage_options' ) && ! flags?.is_globally_signed;

	return (
		<div className="stencilbox-sign-in">
			<section className="stencilbox-sign-in__promo">
				<h1 className="stencilbox-sign-in__headline">
					{ __(
						'Your design library and personal cloud, in every editor',
						'stencilbox'
					) }
				</h1>
				<ul className="stencilbox-sign-in__benefits">
					{ [
						__(
							'Hundreds of packs, pages and blocks for Gutenberg and Elementor',
							'stencilbox'
						),
						__(
							'Save your own templates to the cloud and reuse them on any site',
							'stencilbox'
						),
						__(
							'Share workspaces with your team by email',
							'stencilbox'
						),
					].map( ( benefit ) => (
						<li key={ benefit }>
							<span
								className="stencilbox-sign-in__check"
								aria-hidden="true"
							>
								{ check }
							</span>
							{ benefit }
						</li>
					) ) }
				</ul>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					icon={ video }
					onClick={ () => setIsVideoOpen( true ) }
				>
					{ __( 'Play Video', 'stencilbox' ) }
				</Button>
			</section>
			<Card className="stencilbox-sign-in__card">
				<CardBody>
					{ failed && (
						<Notice status="warning" onRemove={ clearFailed }>
							{ __(
								'Your Stencilbox session has ended. Please sign in again.',
								'stencilbox'
							) }
						</Notice>
					) }
					{ addAccount && (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'Sign in with your own account to use it instead of the sitewide one.',
								'stencilbox'
							) }
						</Notice>
					) }
					{ forgotEmail !== null ? (
						<ForgotPasswordForm
							initialEmail={ forgotEmail }
							onBack={ () => {
								setBack( { email: forgotEmail, focus: true } );
								setForgotEmail( null );
							} }
						/>
					) : (
						<TabPanel
							className="stencilbox-sign-in__tabs"
							// An invitation mail opens the sign-up (`tab=signup`).
							initialTabName={
								query.tab === 'signup' ? 'signup' : 'signin'
							}
							tabs={ [
								{
									name: 'signin',
									title: __( 'Sign In', 'stencilbox' ),
								},
								{
									name: 'signup',
									title: __( 'Free Sign Up', 'stencilbox' ),
								},
							] }
						>
							{ ( tab ) =>
								tab.name === 'signin' ? (
									<SigninForm
										canSignInGlobally={ canSignInGlobally }
										onSignedIn={ afterSignIn }
										onForgotPassword={ setForgotEmail }
										initialEmail={ back?.email }
										focusForgot={ back?.focus }
										onForgotFocused={ () =>
											setBack(
												( was ) =>
													was && {
														...was,
														focus: false,
													}
											)
										}
									/>
								) : (
									<SignupForm onSignedUp={ afterSignIn } />
								)
							}
						</TabPanel>
					) }
				</CardBody>
			</Card>
			{ isVideoOpen && (
				<VideoModal onClose={ () => setIsVideoOpen( false ) } />
			) }
		</div>
	);
}
