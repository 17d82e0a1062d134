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
import { request } from '../../api/client';
import { ENDPOINTS } from '../../api/endpoints';
import type { ApiKeyRow, ApiKeysResponse } from '../../api/types';
import KeyManager from '../../components/key-manager';

const load = () => request< ApiKeysResponse >( ENDPOINTS.profileApiKeys );
const create = ( label: string ) =>
	request< ApiKeysResponse >( ENDPOINTS.profileApiKeys, {
		method: 'POST',
		data: { label },
	} );
const revoke = ( key: ApiKeyRow ) =>
	request< ApiKeysResponse >( `${ ENDPOINTS.profileApiKeys }/${ key.id }`, {
		method: 'DELETE',
	} );

/**
 * The API keys panel.
 */
export default function ApiKeys() {
	return (
		<KeyManager
			id="stencilbox-api-keys"
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
			load={ load }
			create={ create }
			revoke={ revoke }
		/>
	);
}
