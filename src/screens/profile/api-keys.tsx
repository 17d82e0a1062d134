/**
 * The account's API keys: create one to "Connect via API" elsewhere (shown
 * once), see where keys are used, revoke them.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createApiKey, revokeApiKey } from '../../api/account';
import KeyManager from '../../components/key-manager';

/** The panel's anchor (the free-plan notice's "Manage sites" goes there). */
export const API_KEYS_ID = 'stencilbox-api-keys';

/**
 * The API keys panel.
 */
export default function ApiKeys() {
	return (
		<KeyManager
			id={ API_KEYS_ID }
			title={ __( 'API keys', 'stencilbox' ) }
			intro={ __(
				'Use an API key to connect another site with “Connect via API”. A key is shown once; keep it somewhere safe.',
				'stencilbox'
			) }
			createText={ __( 'Create API key', 'stencilbox' ) }
			namePlaceholder={ __( 'e.g. Client site', 'stencilbox' ) }
			createdText={ __(
				'Your new API key (it will not be shown again):',
				'stencilbox'
			) }
			badge={ ( key ) =>
				key.kind === 'session'
					? __( 'Signed-in site', 'stencilbox' )
					: null
			}
			resource="apiKeys"
			create={ createApiKey }
			// The key manager asks first: its confirm dialog answered yes.
			revoke={ ( key ) => revokeApiKey( key, true ) }
		/>
	);
}
