/**
 * The keys this hub's owner gives the sites that use it: a site that sends
 * its key is trusted to forward its visitors' addresses, so the sign-in
 * throttle counts each visitor rather than the whole site.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createSiteKey, fetchSiteKeys, revokeHubKey } from '../../api/admin';
import type { ApiKeyRow } from '../../api/types';
import KeyManager from '../../components/key-manager';

const revoke = ( key: ApiKeyRow ) =>
	// KeyManager asked the user first (its confirm dialog).
	revokeHubKey( key.id, true ).then( fetchSiteKeys );

/**
 * The site keys panel.
 */
export default function SiteKeys() {
	return (
		<KeyManager
			id="stencilbox-site-keys"
			title={ __( 'Site keys', 'stencilbox' ) }
			intro={ __(
				'Give a site that uses this hub its own key (Stencilbox → Settings → Site key on that site). The hub then trusts the visitor addresses it reports, so failed sign-ins are limited per visitor, not for the whole site. Without a key, a site’s sign-ins share one limit.',
				'stencilbox'
			) }
			createText={ __( 'Create site key', 'stencilbox' ) }
			namePlaceholder={ __( 'e.g. client-site.example', 'stencilbox' ) }
			createdText={ __(
				'The new site key (it will not be shown again):',
				'stencilbox'
			) }
			requireName
			resource="siteKeys"
			create={ createSiteKey }
			revoke={ revoke }
		/>
	);
}
