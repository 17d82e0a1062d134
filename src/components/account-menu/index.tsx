/**
 * The header's profile dropdown (spec part 1, header).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Dropdown,
	MenuGroup,
	MenuItem,
	NavigableMenu,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { chevronDown } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Profile } from '../../api/types';
import './style.scss';

export interface AccountMenuProps {
	user: Profile;
	/** Opens an in-app path. */
	onNavigate: ( path: string ) => void;
	onLogout: () => void;
	onLink: () => void;
	onUnlink: () => void;
}

/**
 * Avatar button with the account's menu.
 *
 * @param props Props.
 */
export default function AccountMenu( {
	user,
	onNavigate,
	onLogout,
	onLink,
	onUnlink,
}: AccountMenuProps ) {
	return (
		<Dropdown
			className="stencilbox-account-menu"
			// Inline: inside the editor's popup, the editor's popover slot is
			// hidden from assistive technology while the popup is open.
			popoverProps={ { placement: 'bottom-end', inline: true } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					__next40pxDefaultSize
					className="stencilbox-account-menu__toggle"
					onClick={ onToggle }
					aria-expanded={ isOpen }
					aria-haspopup="true"
					icon={ chevronDown }
					iconPosition="right"
					label={ __( 'Account', 'stencilbox' ) }
					showTooltip={ false }
				>
					<img
						className="stencilbox-account-menu__avatar"
						src={ user.profile_photo }
						alt=""
						width={ 28 }
						height={ 28 }
					/>
					<span className="stencilbox-account-menu__name">
						{ user.first_name || user.email }
					</span>
				</Button>
			) }
			renderContent={ ( { onClose } ) => {
				const go = ( path: string ) => () => {
					onClose();
					onNavigate( path );
				};
				return (
					<div className="stencilbox-account-menu__content">
						<div className="stencilbox-account-menu__who">
							<strong>{ user.name }</strong>
							<span>{ user.email }</span>
						</div>
						{ /* Menu items need a menu: arrow keys move between them. */ }
						<NavigableMenu
							aria-label={ __( 'Account', 'stencilbox' ) }
						>
							<MenuGroup>
								<MenuItem onClick={ go( 'clouds/profile' ) }>
									{ __( 'Manage Account', 'stencilbox' ) }
								</MenuItem>
								<MenuItem onClick={ go( 'favourites' ) }>
									{ __( 'My Favourites', 'stencilbox' ) }
								</MenuItem>
								<MenuItem onClick={ go( 'downloads' ) }>
									{ __( 'My Downloads', 'stencilbox' ) }
								</MenuItem>
								<MenuItem onClick={ go( 'purchased-items' ) }>
									{ __( 'Purchased Items', 'stencilbox' ) }
								</MenuItem>
							</MenuGroup>
							<MenuGroup>
								{ user.link_account && (
									<MenuItem
										onClick={ () => {
											onClose();
											onLink();
										} }
									>
										{ __(
											'Link My Account',
											'stencilbox'
										) }
									</MenuItem>
								) }
								{ user.unlink_account && (
									<MenuItem
										onClick={ () => {
											onClose();
											onUnlink();
										} }
									>
										{ __(
											'Unlink My Account',
											'stencilbox'
										) }
									</MenuItem>
								) }
								{ ! user.signed_as_global &&
									! user.unlink_account && (
										<MenuItem
											onClick={ () => {
												onClose();
												onLogout();
											} }
										>
											{ __( 'Logout', 'stencilbox' ) }
										</MenuItem>
									) }
							</MenuGroup>
						</NavigableMenu>
					</div>
				);
			} }
		/>
	);
}
