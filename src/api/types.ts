/**
 * Response shapes of the site REST routes (the PHP route schema is the
 * truth; PHPUnit and e2e compare real responses with these fields).
 */
/**
 * Internal dependencies
 */
// The rules over these lists live below the api layer (src/utils/engagement.ts).
import type { PurchasedItems, Starred } from '../utils/engagement';

export type { PurchasedItems, Starred };

/** Who signed the site in for all users. */
export interface GlobalUser {
	id: number;
	name: string;
}

/** The spec's profile flags for link / unlink / global sign-in. */
export interface AccountFlags {
	is_globally_signed: boolean;
	signed_as_global: boolean;
	global_user: GlobalUser | null;
	link_account: boolean;
	unlink_account: boolean;
}

/** What a library account is: names, plan, verification, preferences. */
export interface Account {
	id: number;
	name: string;
	first_name: string;
	last_name: string;
	email: string;
	profile_photo: string;
	/** RFC 3339 date. */
	joined: string;
	/** `free`, `starter_yearly`, `pro_lifetime`, … */
	plan: string;
	is_verified: boolean;
	show_notice: boolean;
	cloud_activity: boolean;
	/** The spec's `meta`: the plan string's parts. */
	meta: AccountMeta;
}

/** `meta` of an account (part 1 §3). */
export interface AccountMeta {
	plan_name: 'free' | 'starter' | 'pro';
	plan_term: '' | 'lifetime' | 'yearly';
}

/** A library account as the site shows it. */
export interface Profile extends Account, AccountFlags {
	/** Ids of the account's favourite pages and blocks (`items`) and packs. */
	starred: Starred;
	/** Ids of what the account bought, by type (every platform). */
	purchasedItems: PurchasedItems;
	/**
	 * `reviews.pack`: the account's rating per pack id, and each pack's mean
	 * as `avg_<id>`. An empty map may arrive as `[]`.
	 */
	reviews: { pack: Record< string, number > };
}

/** GET /is-signed. */
export interface IsSignedResponse {
	status: 'success';
	signed: boolean;
	user: Profile | null;
	flags: AccountFlags;
}

/** POST /login and /signup. */
export interface SessionResponse {
	status: 'success';
	user: Profile;
	message: string;
}

/** POST /signup. */
export interface SignupResponse extends SessionResponse {
	additional_errors: string[];
}

/** POST /profile/resend-verification (and the hub's answers with a message). */
export interface MessageResponse {
	status: 'success';
	message: string;
}

/** POST /profile/notice. */
export interface NoticeResponse {
	status: 'success';
	user: Profile;
}

/** POST /logout. */
export interface LogoutResponse {
	status: 'success';
	global_user: GlobalUser | null;
	/** Still signed in through the sitewide account, or null. */
	user: Profile | null;
}

/** An API key as listed (the key itself is only returned once). */
export interface ApiKeyRow {
	id: number;
	prefix: string;
	label: string;
	kind: 'personal' | 'session' | 'site';
	created_at: string;
	last_used_at: string | null;
	revoked: boolean;
}

/** GET/POST/DELETE /profile/api-keys. */
export interface ApiKeysResponse {
	data: ApiKeyRow[];
	api_key?: string;
}

/** GET/POST /settings. */
export interface SiteSettings {
	hub_url: string;
	site_url: string;
	/** Whether the hub's owner gave this site a key (the key is never sent back). */
	has_site_key: boolean;
	/** Whether the core inserter lists the library's items as patterns. */
	inserter_patterns: boolean;
	/** Whether deleting the plugin also deletes its content (tables, files, saved templates). */
	remove_content: boolean;
	/** The remote hub as it answers now (null: this site is its own hub). */
	connection: HubConnection | null;
}

/** What a remote hub says of itself: its name and the items in its library. */
export interface HubConnection {
	reachable: boolean;
	name: string;
	items: number;
}

/** POST /settings. */
export type SiteSettingsInput = {
	hub_url?: string;
	/** A site key from the hub's owner; '' removes it. */
	hub_site_key?: string;
	inserter_patterns?: boolean;
	remove_content?: boolean;
};
