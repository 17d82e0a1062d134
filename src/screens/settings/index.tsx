/**
 * The Stencilbox → Settings screen.
 */
/**
 * Internal dependencies
 */
import Toasts from '../../components/toasts';
import HubAccounts from './hub-accounts';
import HubSettings from './hub-settings';
import './style.scss';

/**
 * Settings: the hub this site uses, and the accounts of this site's hub.
 */
export default function SettingsScreen() {
	return (
		<div className="stencilbox-settings">
			<HubSettings />
			<HubAccounts />
			<Toasts />
		</div>
	);
}
