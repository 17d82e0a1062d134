/**
 * The account's API keys (Profile → API keys): `stencilbox/v1/profile/api-keys`.
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import { ENDPOINTS } from './endpoints';
import type { ApiKeyRow, ApiKeysResponse } from './types';

/** The account's keys. */
export function fetchApiKeys(): Promise< ApiKeysResponse > {
	return request( ENDPOINTS.profileApiKeys );
}

/**
 * Creates a personal key (answered once).
 *
 * @param label What the key is for.
 */
export function createApiKey( label: string ): Promise< ApiKeysResponse > {
	return request( ENDPOINTS.profileApiKeys, {
		method: 'POST',
		data: { label },
	} );
}

/**
 * Revokes one of the account's keys. A revoked key cannot be restored: the
 * site requires `confirm: true`, which callers pass from the confirm dialog
 * the user answered.
 *
 * @param key     The key.
 * @param confirm The user confirmed it.
 */
export function revokeApiKey(
	key: ApiKeyRow,
	confirm: true
): Promise< ApiKeysResponse > {
	return request( `${ ENDPOINTS.profileApiKeys }/${ key.id }`, {
		method: 'DELETE',
		data: { confirm },
	} );
}
