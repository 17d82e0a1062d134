/**
 * The one place for names and REST paths on the front end.
 *
 * PHP keeps the same names in `php/Support/Names.php`; a PHPUnit test
 * (tests/php/Support/NamesTest.php) fails when the two disagree. The names
 * themselves live in `./names` (re-exported here), so the editor's entry
 * can use them without carrying the route tables below.
 */
/**
 * Internal dependencies
 */
import { NAMES } from './names';

export { NAMES };

/**
 * The data store areas that exist, each registered as `stencilbox/<area>`
 * by `src/stores/<area>/`. A new store adds its area here and to
 * `Names::STORES` (the PHP test compares the two lists).
 */
export const STORE_AREAS = [
	'account',
	'catalog',
	'profile',
	'importer',
	'templates',
	'site-import',
	'ui',
	'cloud',
	'workspaces',
	'versions',
	'admin',
] as const;

export type StoreArea = ( typeof STORE_AREAS )[ number ];

/**
 * Full store name for an area, e.g. `stencilbox/ui`.
 *
 * @param area Store area.
 */
export function storeName< A extends StoreArea >(
	area: A
): `stencilbox/${ A }` {
	return `${ NAMES.storePrefix }${ area }` as `stencilbox/${ A }`;
}

/**
 * Site REST routes (relative to `NAMES.restNamespace`), as in the spec's call
 * tables. Only `src/api/` builds request paths from these.
 */
export const ENDPOINTS = {
	login: '/login',
	signup: '/signup',
	/** GET: the hub's privacy policy and terms, which sign-up asks to agree to. */
	signupLegal: '/signup/legal',
	logout: '/logout',
	isSigned: '/is-signed',
	profileSync: '/profile/sync',
	profileVerified: '/profile/verified',
	profileResendVerification: '/profile/resend-verification',
	profileNotice: '/profile/notice',
	profileApiKeys: '/profile/api-keys',
	/** POST {email}: mails a password reset link (the answer never says whether the address has an account). */
	forgotPassword: '/forgot-password',
	/** POST {current_password, password, confirm_password}. */
	profilePassword: '/profile/password',
	/** POST {email, current_password}: the new address is verified again. */
	profileEmail: '/profile/email',
	/** DELETE {password, confirm: true}: deletes the account and its cloud. */
	profile: '/profile',
	settings: '/settings',
	/** GET: a page of items (part 1 §7). */
	items: '/items',
	/** GET: one item; the slug is appended (`/items/{slug}`). */
	item: '/items/',
	featuredItems: '/featured-items',
	tags: '/tags',
	templateTypes: '/templateTypes',
	categories: '/categories',
	itemsCount: '/items-count',
	pricing: '/pricing',
	dependencies: '/dependencies',
	dependenciesCheck: '/dependencies/check',
	dependenciesInstall: '/dependencies/install',
	insert: '/insert',
	import: '/import',
	importPage: '/import/page',
	/** POST {item, action: do|undo} (part 1 §7). */
	itemFavourite: '/items/favourite',
	/** POST {item, rating}. */
	itemRating: '/items/rating',
	/** GET {platform, itemType, plan, page}. */
	profileMyFavourites: '/profile/my-favourites',
	/** GET {page}. */
	profileDownloadHistory: '/profile/download-history',
	/** GET {platform, all}. */
	profilePurchasedItems: '/profile/purchased-items',
	/** GET: {status, data: {limit, files}} (part 2 §7 "Cloud"). */
	cloudsUsage: '/clouds/usage',
	/** GET {platform, type, search, page, source}: a page of My Clouds. */
	clouds: '/clouds',
	/** POST {my_cloud_id, workspace_id, action: copy|move}. */
	cloudsCopyMove: '/clouds/copy-move',
	/** POST {name} with the id appended: {status, message, file}. */
	cloudsRename: '/clouds/rename/',
	/** POST: the editor's push, a template file, or a post of this site. */
	cloudsUpload: '/clouds/upload',
	/** GET with the id appended: {status, file_name, fileURL}. */
	cloudsDownload: '/clouds/download/',
	/** DELETE with the id appended (the spec's GET: no state-changing GET). */
	cloudsDelete: '/clouds/delete/',
	/** GET {list_only, shared, page} (part 2 §7 "Workspaces"). */
	workspaces: '/workspaces',
	/** GET {file_type, search, page} / POST {title, share_with, remove} with the slug appended. */
	workspace: '/workspaces/',
	/** POST {title, share_with}. */
	workspacesCreate: '/workspaces/create',
	/** POST {delete_files} with the id appended. */
	workspacesDelete: '/workspaces/delete/',
	/** POST {workspace_id, files}. */
	workspacesItemAdd: '/workspaces/item/add',
	/** DELETE with the id appended (the spec's GET). */
	workspacesItemDelete: '/workspaces/item/delete/',
	/** GET {page, platform}: saved templates (part 2 §7). */
	savedTemplates: '/saved-templates',
	/** POST {id, force, confirm}. */
	savedTemplatesDelete: '/saved-templates/delete',
	/** POST {platform, type, title}: the new template's editor URL. */
	createTemplate: '/create-template',
	/** GET {template_id}: the modal's config and the template's conditions. */
	conditions: '/conditions',
	/** POST {template_id, conditions}. */
	saveConditions: '/save-conditions',
	/** GET {query, search}: options for a condition's sub-id. */
	autocompleteCondition: '/autocomplete-condition',
	/** GET {id}: a pack's import facts (templately_pack_import_info). */
	fsiInfo: '/full-site-import/info',
	/** GET {page}: the fonts this site has (templately_pack_google_font). */
	fsiFonts: '/full-site-import/fonts',
	/** POST the import form: `{success, data: {session_id, is_lightspeed}}`. */
	fsiStart: '/full-site-import/start',
	/** POST {session_id, is_lightspeed}: the event stream, or one chunk of work. */
	fsiRun: '/full-site-import/run',
	/** GET {session_id, lastLogIndex}: the log (the polling transport). */
	fsiLog: '/full-site-import/log',
	/** POST {session_id}: the results screen asks for the images' smaller sizes; `{left}`. */
	fsiImages: '/full-site-import/images',
	/** GET: every import, newest first. */
	fsiImports: '/full-site-import/imports',
	/** POST {session_id, confirm}: revert it and every later import. */
	fsiRevert: '/full-site-import/revert',
	/** GET {refresh}: content here whose source has a newer version. */
	updates: '/updates',
	/** GET: how many updates (the header's badge). */
	updatesCount: '/updates/count',
	/** POST {ids, merge, replace_changes, confirm}. */
	updatesApply: '/updates/apply',
	/** POST {id, version, hash, picks, confirm}: a merge with the user's picks. */
	updatesResolve: '/updates/resolve',
	/** GET {kind, id}: a cloud file's (or an item's) versions. */
	versions: '/versions',
	/** POST {id, number, note}: a cloud file's version becomes the newest. */
	versionsRestore: '/versions/restore',
	/** GET {post}: where a post's content came from. */
	provenance: '/provenance',
	/** GET: versions waiting for approval on the hub (accounts with the `approve` right); POST {item_id, number}: approve one. */
	fleetApprovals: '/fleet/approvals',
	/** GET {item_id, number}: a waiting version beside the one stable sites are offered now. */
	fleetCompare: '/fleet/compare',
} as const;

/**
 * The hub owner's routes (relative to `NAMES.hubNamespace`), used by the
 * "Library hub" screen.
 */
export const HUB_ADMIN_ENDPOINTS = {
	summary: '/admin/catalog/summary',
	reseed: '/admin/catalog/reseed',
	removeDemo: '/admin/catalog/remove-demo',
	importBundle: '/admin/catalog/import',
	sources: '/admin/catalog/sources',
	/** GET {source}: how the item published from it is listed (or null). */
	listing: '/admin/catalog/listing',
	publish: '/admin/catalog/publish',
	/** GET a page; GET (its name) or DELETE with the id appended (`/admin/catalog/items/{id}`). */
	items: '/admin/catalog/items',
	/** POST {checkout_url}. */
	catalogSettings: '/admin/catalog/settings',
	/**
	 * The hub's accounts; an account's purchases are
	 * `/admin/accounts/{id}/purchases` (GET, POST {item_id}) and
	 * `…/purchases/{item_id}` (DELETE).
	 */
	accounts: '/admin/accounts',
	/** GET the site keys, POST {label} to create one (shown once). */
	siteKeys: '/admin/site-keys',
	/** DELETE with the id appended: revokes any key (an account's or a site's). */
	keys: '/admin/keys',
	/** GET the cloud's limits and what it stores; POST {limits} to change them. */
	cloud: '/admin/cloud',
	/** GET, POST {accepts_remote}: whether other sites may use this hub. */
	hubSettings: '/admin/settings',
	/** GET, POST {retention}: how many versions the hub keeps. */
	versions: '/admin/versions',
	/** GET the fleet: staged rollouts, sites, pending versions, rollbacks, approvers. */
	fleet: '/admin/fleet',
	/** POST {staged}. */
	fleetSettings: '/admin/fleet/settings',
	/** POST {site, channel}. */
	fleetSites: '/admin/fleet/sites',
	/** POST {site, item_id, number} (0 removes the pin). */
	fleetPins: '/admin/fleet/pins',
	/** POST {item_id, number}: approved for every site. */
	fleetApprovals: '/admin/fleet/approvals',
	/** POST {account_id, approve}. */
	fleetApprovers: '/admin/fleet/approvers',
	/** POST {item_id, number, confirm}: every site that applied it goes back. */
	fleetRollbacks: '/admin/fleet/rollbacks',
	/** GET a page of the audit log (filters, page). */
	fleetAudit: '/admin/fleet/audit',
	/** GET a new version beside the offered one: similarity, canaries' apply results. */
	fleetCompare: '/admin/fleet/compare',
	/** GET this hub's signing key's fingerprint and the signed export's address. */
	libraryBundle: '/admin/library-bundle',
	/** POST a library bundle (multipart: bundle, trust, confirm): applied. */
	libraryBundleApply: '/admin/library-bundle/apply',
} as const;
