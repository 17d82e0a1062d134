/**
 * The calls of Stencilbox → Settings: which hub this site uses
 * (`stencilbox/v1/settings`), and the hub owner's side of this site's own
 * hub (`stencilbox-hub/v1/admin/…`: accounts, keys, whether other sites may
 * use it). Administrators only, cookie-authenticated.
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import { ENDPOINTS, HUB_ADMIN_ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';
import type { ApiKeysResponse, SiteSettings, SiteSettingsInput } from './types';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	HubAccountUpdate,
	HubAccountsPage,
	HubSettings,
	KeyRevocation,
} from './generated/answers';

/** An account as the hub owner's screen lists it. */
export type HubAccount = Answers.HubAccountsPage[ 'data' ][ number ];

/** What the owner may change of an account. */
export interface HubAccountChanges {
	plan?: HubAccount[ 'plan_name' ];
	plan_term?: HubAccount[ 'plan_term' ];
	is_verified?: boolean;
}

const hub = { namespace: 'hub' } as const;

/** `GET /settings`: the hub this site uses. */
export function fetchSiteSettings(): Promise< SiteSettings > {
	return request( ENDPOINTS.settings );
}

/**
 * `POST /settings`.
 *
 * @param changes What to change.
 */
export function saveSiteSettings(
	changes: SiteSettingsInput
): Promise< SiteSettings > {
	return request( ENDPOINTS.settings, { method: 'POST', data: changes } );
}

/** The hub's own settings. */
export function fetchHubSettings(): Promise< Answers.HubSettings > {
	return request( HUB_ADMIN_ENDPOINTS.hubSettings, hub );
}

/**
 * Changes the hub's own settings.
 *
 * @param changes What to change.
 */
export function saveHubSettings(
	changes: Partial< Answers.HubSettings >
): Promise< Answers.HubSettings > {
	return request( HUB_ADMIN_ENDPOINTS.hubSettings, {
		...hub,
		method: 'POST',
		data: { ...changes },
	} );
}

/**
 * A page of the hub's accounts.
 *
 * @param params          What to list.
 * @param params.search   Words in the name or email.
 * @param params.page     Page.
 * @param params.per_page Page size.
 */
export function fetchHubAccounts( params: {
	search: string;
	page: number;
	per_page: number;
} ): Promise< Answers.HubAccountsPage > {
	return request( HUB_ADMIN_ENDPOINTS.accounts, {
		...hub,
		data: { ...params },
	} );
}

/**
 * Changes an account's plan, term or verification.
 *
 * @param id      Account id.
 * @param changes What to change.
 */
export function updateHubAccount(
	id: number,
	changes: HubAccountChanges
): Promise< Answers.HubAccountUpdate > {
	return request( `${ HUB_ADMIN_ENDPOINTS.accounts }/${ id }`, {
		...hub,
		method: 'POST',
		data: { ...changes },
	} );
}

/**
 * An account's API keys.
 *
 * @param id Account id.
 */
export function fetchAccountKeys( id: number ): Promise< ApiKeysResponse > {
	return request( `${ HUB_ADMIN_ENDPOINTS.accounts }/${ id }/keys`, hub );
}

/**
 * Revokes any key (an account's or a site's). A revoked key cannot be
 * restored: the hub requires `confirm: true`, which callers pass from the
 * confirm dialog the user answered.
 *
 * @param id      Key id.
 * @param confirm The user confirmed it.
 */
export function revokeHubKey(
	id: number,
	confirm: true
): Promise< Answers.KeyRevocation > {
	return request( `${ HUB_ADMIN_ENDPOINTS.keys }/${ id }`, {
		...hub,
		method: 'DELETE',
		data: { confirm },
	} );
}

/** The keys of the sites this hub trusts. */
export function fetchSiteKeys(): Promise< ApiKeysResponse > {
	return request( HUB_ADMIN_ENDPOINTS.siteKeys, hub );
}

/**
 * Creates a site key (answered once).
 *
 * @param label What the key is for.
 */
export function createSiteKey( label: string ): Promise< ApiKeysResponse > {
	return request( HUB_ADMIN_ENDPOINTS.siteKeys, {
		...hub,
		method: 'POST',
		data: { label },
	} );
}
