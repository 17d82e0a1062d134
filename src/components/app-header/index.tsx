/**
 * The library header: brand, platform navigation and the account area.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { close, update } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { AppLocation } from '../../router';
import type { Platform } from '../../utils/platform';
import ExternalButton from '../external-button';
import NavLink from '../nav-link';
import PlatformSwitcher from '../platform-switcher';
import './style.scss';

/** One entry of the top navigation. */
export interface NavItem {
	key: string;
	label: string;
	to: AppLocation;
	isCurrent: boolean;
	/** A number beside the label (how many updates), and what it means. */
	badge?: { count: number; label: string };
}

export interface AppHeaderProps {
	navItems: NavItem[];
	/** Shows the brand (off when the popup's own title shows it). */
	showBrand?: boolean;
	/** The editor switcher; only given on the admin page. */
	switcher?: { value: Platform; onChange: ( platform: Platform ) => void };
	supportUrl?: string;
	/** The cloud sync button, on cloud-type paths. */
	onSync?: () => void;
	isSyncing?: boolean;
	/** Login button or profile menu. */
	account?: ReactNode;
	/** Close button when embedded in an editor. */
	onClose?: () => void;
}

/**
 * The header bar.
 *
 * @param props Props.
 */
export default function AppHeader( {
	navItems,
	showBrand = true,
	switcher,
	supportUrl,
	onSync,
	isSyncing = false,
	account,
	onClose,
}: AppHeaderProps ) {
	return (
		<div className="stencilbox-app-header">
			{ showBrand && (
				<span className="stencilbox-app-header__brand">
					{ __( 'Stencilbox', 'stencilbox' ) }
				</span>
			) }
			<nav
				className="stencilbox-app-header__nav"
				aria-label={ __( 'Library', 'stencilbox' ) }
			>
				{ navItems.map( ( item ) => (
					<NavLink
						key={ item.key }
						to={ item.to }
						isCurrent={ item.isCurrent }
						className="stencilbox-app-header__nav-item"
					>
						{ item.label }
						{ item.badge && item.badge.count > 0 && (
							<>
								<span
									className="stencilbox-app-header__badge"
									title={ item.badge.label }
									aria-hidden="true"
								>
									{ item.badge.count }
								</span>
								<span className="screen-reader-text">
									{ ` ${ item.badge.label }` }
								</span>
							</>
						) }
					</NavLink>
				) ) }
			</nav>
			<div className="stencilbox-app-header__actions">
				{ switcher && <PlatformSwitcher { ...switcher } /> }
				{ supportUrl && (
					<ExternalButton variant="tertiary" href={ supportUrl }>
						{ __( 'Talk to Support', 'stencilbox' ) }
					</ExternalButton>
				) }
				{ onSync && (
					<Button
						__next40pxDefaultSize
						icon={ update }
						label={ __( 'Sync cloud', 'stencilbox' ) }
						onClick={ onSync }
						isBusy={ isSyncing }
						disabled={ isSyncing }
						accessibleWhenDisabled
					/>
				) }
				{ account }
				{ onClose && (
					<Button
						__next40pxDefaultSize
						icon={ close }
						label={ __( 'Close', 'stencilbox' ) }
						onClick={ onClose }
					/>
				) }
			</div>
		</div>
	);
}
