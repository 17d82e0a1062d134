/**
 * The Profile screen (spec part 1 §2): photo, name, email, joining date,
 * Manage Account (change the email or password, delete the account; then
 * the API keys), Link My Account, and Logout or Unlink My Account.
 */
/**
 * WordPress dependencies
 */
import { Button, Card, CardBody } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useLocation, type Route } from '../../router';
import CloudLayout from '../cloud-layout';
import AccountExitButton from '../app/account-exit-button';
import { useAccount } from '../app/hooks/use-account';
import { useAccountActions } from '../app/hooks/use-account-actions';
import AccountSettings from './account-settings';
import ApiKeys, { API_KEYS_ID } from './api-keys';
import './style.scss';

/**
 * Profile screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function ProfileScreen( { route }: { route: Route } ) {
	const { user } = useAccount();
	const { link } = useAccountActions();
	// The free-plan notice's "Manage sites": the sites are where the
	// account's keys are used, listed with them.
	const toSites = useLocation().query.section === 'sites';
	const shown = !! user && ! user.signed_as_global;
	useEffect( () => {
		if ( toSites && shown ) {
			document
				.getElementById( API_KEYS_ID )
				?.scrollIntoView?.( { block: 'start' } );
		}
	}, [ toSites, shown ] );
	if ( ! user ) {
		return null;
	}
	const joined = new Date( user.joined );
	return (
		<CloudLayout route={ route } title={ __( 'Profile', 'stencilbox' ) }>
			<Card className="stencilbox-profile">
				<CardBody className="stencilbox-profile__card">
					<img
						className="stencilbox-profile__photo"
						src={ user.profile_photo }
						alt=""
						width={ 72 }
						height={ 72 }
					/>
					<div className="stencilbox-profile__who">
						<h2 className="stencilbox-profile__name">
							{ user.name }
						</h2>
						<p className="stencilbox-profile__email">
							{ user.email }
						</p>
						<p className="stencilbox-profile__joined">
							{ sprintf(
								/* translators: %s: date. */
								__( 'Joined %s', 'stencilbox' ),
								joined.toLocaleDateString( undefined, {
									year: 'numeric',
									month: 'long',
									day: 'numeric',
								} )
							) }
						</p>
						{ user.signed_as_global && user.global_user && (
							<p>
								{ sprintf(
									/* translators: %s: a WordPress user's name. */
									__(
										'You are using the sitewide account %s signed in with. You may use its library; its API keys and settings are managed by the administrator who signed the site in.',
										'stencilbox'
									),
									user.global_user.name
								) }
							</p>
						) }
					</div>
					<div className="stencilbox-profile__actions">
						{ ! user.signed_as_global && (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								href="#stencilbox-account-settings"
							>
								{ __( 'Manage Account', 'stencilbox' ) }
							</Button>
						) }
						{ user.link_account && (
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ link }
							>
								{ __( 'Link My Account', 'stencilbox' ) }
							</Button>
						) }
						<AccountExitButton />
					</div>
				</CardBody>
			</Card>
			{ /* The account's settings and keys are its own: users borrowing the sitewide account use its library but never manage it. */ }
			{ ! user.signed_as_global && <AccountSettings /> }
			{ ! user.signed_as_global && <ApiKeys /> }
		</CloudLayout>
	);
}
