/**
 * The Stencilbox → Settings screen.
 */
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import Toasts from '../../components/toasts';
import HubAccounts from './hub-accounts';
import HubSettings from './hub-settings';
import SiteOptions from './site-options';
import './style.scss';

/**
 * Settings: the hub this site uses, the accounts of this site's hub (only
 * when it is its own hub), the library in the block inserter, and what
 * deleting the plugin removes.
 */
export default function SettingsScreen() {
	// A site that uses another hub (or its network's library) has no
	// accounts of its own to manage.
	const [ ownHub, setOwnHub ] = useState( false );
	return (
		<div className="stencilbox-settings">
			<HubSettings onOwnHub={ setOwnHub } />
			{ ownHub && <HubAccounts /> }
			<SiteOptions />
			<Toasts />
		</div>
	);
}
