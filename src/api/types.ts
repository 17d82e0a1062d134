/**
 * Response shapes of the site REST routes: generated from the PHP route
 * schemas (src/api/generated/answers.ts, `npm run types:api`; see
 * src/api/README.md), named here for the app.
 */
/**
 * Internal dependencies
 */
import type * as Answers from './generated/answers';

// The rules over these lists live below the api layer (src/utils/engagement.ts).
export type { PurchasedItems, Starred } from '../utils/engagement';

export type {
	ApiKeysResponse,
	DeleteAccountResponse,
	IsSignedResponse,
	LegalLinks,
	LogoutResponse,
	MessageResponse,
	NoticeResponse,
	SessionResponse,
	SignupResponse,
	SiteSettings,
} from './generated/answers';

/** A library account as the site shows it (with its flags, starred and purchased items, reviews). */
export type Profile = Answers.SessionResponse[ 'user' ];
/** The spec's profile flags for link / unlink / global sign-in. */
export type AccountFlags = Answers.IsSignedResponse[ 'flags' ];
/** `meta` of an account (part 1 §3). */
export type AccountMeta = Profile[ 'meta' ];
/** Who signed the site in for all users. */
export type GlobalUser = NonNullable< Answers.LogoutResponse[ 'global_user' ] >;
/** An API key as listed (the key itself is only returned once). */
export type ApiKeyRow = Answers.ApiKeysResponse[ 'data' ][ number ];
/** What a remote hub says of itself: its name and the items in its library. */
export type HubConnection = NonNullable< Answers.SiteSettings[ 'connection' ] >;

/** What a library account is: names, plan, verification, preferences (the hub's account as its owner's screen updates it). */
export type Account = Answers.HubAccountUpdate[ 'data' ];

/** POST /settings. */
export type SiteSettingsInput = {
	hub_url?: string;
	/** A site key from the hub's owner; '' removes it. */
	hub_site_key?: string;
	inserter_patterns?: boolean;
	remove_content?: boolean;
	/** Plugins and themes may come from the hub's packages (else WordPress.org only). */
	hub_packages?: boolean;
	/** On a network (super admins): one library for every site, or each site its own. */
	network_library?: NetworkLibraryMode;
};

/** How the sites of a network share the library. */
export type NetworkLibrary = NonNullable<
	Answers.SiteSettings[ 'network_library' ]
>;
export type NetworkLibraryMode = NetworkLibrary[ 'mode' ];
