/**
 * The Stencilbox → Settings screen.
 */
/**
 * Internal dependencies
 */
import Toasts from '../../components/toasts';
import HubAccounts from './hub-accounts';
import HubSettings from './hub-settings';
import SiteOptions from './site-options';
import './style.scss';

/**
 * Settings: the hub this site uses, the accounts of this site's hub, the
 * library in the block inserter, and what deleting the plugin removes.
 */
export default function SettingsScreen() {
	return (
		<div className="stencilbox-settings">
			<HubSettings />
			<HubAccounts />
			<SiteOptions />
			<Toasts />
		</div>
	);
}
