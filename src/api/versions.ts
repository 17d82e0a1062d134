/**
 * Versions and updates: the site's `/updates…`, `/versions…` and
 * `/provenance` calls, and the hub owner's version calls. The PHP route
 * schemas (`Stencilbox\Support\Versions\VersionSchema`,
 * `Site\Rest\UpdatesController`, `Hub\Rest\HubVersionsAdminController`) are
 * the truth; a PHPUnit test compares them with these types.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import type { CloudFile } from './cloud';
import { request } from './client';
import { ENDPOINTS, HUB_ADMIN_ENDPOINTS } from './endpoints';

/** One immutable version of a catalogue item or a cloud file. */
export interface Version {
	/** 1 for the first; a restore adds a new number. */
	number: number;
	/** RFC 3339. */
	created_at: string;
	/** Who made it ('' when unknown: a seed, a bundle). */
	author: string;
	note: string;
	/** The version this one restored (0: none). */
	restored_from: number;
	size: number;
	/** SHA-256 of its content. */
	hash: string;
	/** The newest version. */
	is_current: boolean;
}

/** A version as the site lists it: with the address of its preview. */
export interface SiteVersion extends Version {
	preview: string;
}

/** What a version's source is. */
export type SourceKind = 'item' | 'file';

/** The post an update's place is in. */
export interface UpdatePost {
	id: number;
	title: string;
	type: string;
	type_label: string;
	status: string;
	edit_link: string;
	view_link: string;
}

/** Addresses of the two sides of an update, rendered by this site. */
export interface UpdatePreviews {
	current: string;
	new: string;
}

/** A place on this site whose source has a newer version. */
export interface UpdateEntry {
	/** The place's record (what apply takes). */
	id: number;
	kind: SourceKind;
	source_id: number;
	name: string;
	/** page or block ('' when unknown). */
	type: string;
	platform: Platform;
	/** document: the whole post; range: blocks or elements inserted into it. */
	scope: 'document' | 'range';
	/** How it came: editor, elementor, pattern, cloud, import, import-page, full-site, push. */
	path: string;
	post: UpdatePost;
	/** The version the place has. */
	version: number;
	newest: Version;
	/** Not edited here since it was inserted: updates in one step. */
	pristine: boolean;
	preview: UpdatePreviews;
}

/** `GET /updates`. */
export interface UpdatesResponse {
	status: 'success';
	updates: UpdateEntry[];
	count: number;
	/** How many of them are pristine. */
	pristine: number;
	/** RFC 3339: when the hub was asked. */
	checked_at: string;
}

/** `GET /updates/count`. */
export interface UpdatesCount {
	count: number;
}

/** A place that was not updated, and why. */
export interface UpdateOutcome {
	id: number;
	code: string;
	message: string;
}

/** A place that was updated. */
export interface UpdateDone {
	id: number;
	version: number;
}

/** `POST /updates/apply`. */
export interface ApplyResponse {
	status: 'success';
	message: string;
	updated: UpdateDone[];
	/** Edited places, left as they are (without replace_changes). */
	skipped: UpdateOutcome[];
	failed: UpdateOutcome[];
}

/** `GET /versions`. */
export interface VersionsResponse {
	status: 'success';
	versions: SiteVersion[];
}

/** `POST /versions/restore`. */
export interface RestoreResponse {
	status: 'success';
	message: string;
	file: CloudFile;
	version: Version;
}

/** Where a post's content came from. */
export interface ProvenanceSource {
	kind: SourceKind;
	id: number;
	name: string;
	version: number;
	scope: 'document' | 'range';
	path: string;
}

/** `GET /provenance`. */
export interface ProvenanceResponse {
	status: 'success';
	sources: ProvenanceSource[];
}

/** The hub owner's list of an item's versions. */
export interface ItemVersions {
	versions: Version[];
}

/** One version with its content (the owner's preview). */
export interface VersionContent {
	version: Version;
	platform: Platform;
	content: string;
}

/** An item's version restored. */
export interface ItemRestore {
	version: Version;
	/** False when it already was the newest content. */
	created: boolean;
}

/** One site that uses an item (numbers only: no content leaves a site). */
export interface UsageSite {
	site: string;
	version: number;
	places: number;
	posts: number;
	/** RFC 3339. */
	reported_at: string;
}

/** Where an item is used. */
export interface ItemUsage {
	sites: UsageSite[];
	total_sites: number;
	total_posts: number;
	total_places: number;
}

/** How many versions the hub keeps (−1: all): per plan for files, and items. */
export interface Retention {
	free: number;
	starter: number;
	pro: number;
	items: number;
}

/** The hub owner's version settings. */
export interface VersionSettings {
	retention: Retention;
	/** Version rows the hub holds. */
	versions: number;
}

/** The hub owner's calls go to the hub's namespace. */
const hub = { namespace: 'hub' } as const;

/**
 * `GET /updates`.
 *
 * @param refresh Ask the hub afresh.
 */
export function fetchUpdates( refresh = false ): Promise< UpdatesResponse > {
	return request( ENDPOINTS.updates, { data: { refresh } } );
}

/** `GET /updates/count`. */
export function fetchUpdatesCount(): Promise< UpdatesCount > {
	return request( ENDPOINTS.updatesCount );
}

/**
 * `POST /updates/apply`.
 *
 * @param ids            The places.
 * @param replaceChanges Replace content edited here (the user chose it after seeing both).
 */
export function applyUpdates(
	ids: number[],
	replaceChanges = false
): Promise< ApplyResponse > {
	return request( ENDPOINTS.updatesApply, {
		method: 'POST',
		// Replacing changed content is destructive: the dialog confirmed it.
		data: replaceChanges
			? { ids, replace_changes: true, confirm: true }
			: { ids },
	} );
}

/**
 * `GET /versions`: a cloud file's versions.
 *
 * @param id   The file.
 * @param kind file (default) or item.
 */
export function fetchVersions(
	id: number,
	kind: SourceKind = 'file'
): Promise< VersionsResponse > {
	return request( ENDPOINTS.versions, { data: { id, kind } } );
}

/**
 * `POST /versions/restore`.
 *
 * @param id     The file.
 * @param number The version to restore.
 */
export function restoreVersion(
	id: number,
	number: number
): Promise< RestoreResponse > {
	return request( ENDPOINTS.versionsRestore, {
		method: 'POST',
		data: { id, number },
	} );
}

/**
 * `GET /provenance`.
 *
 * @param post A post of this site.
 */
export function fetchProvenance( post: number ): Promise< ProvenanceResponse > {
	return request( ENDPOINTS.provenance, { data: { post } } );
}

/**
 * The hub owner's list of an item's versions.
 *
 * @param item Item id.
 */
export function fetchItemVersions( item: number ): Promise< ItemVersions > {
	return request( `${ HUB_ADMIN_ENDPOINTS.items }/${ item }/versions`, hub );
}

/**
 * One version of an item, with its content.
 *
 * @param item   Item id.
 * @param number Version.
 */
export function fetchItemVersion(
	item: number,
	number: number
): Promise< VersionContent > {
	return request(
		`${ HUB_ADMIN_ENDPOINTS.items }/${ item }/versions/${ number }`,
		hub
	);
}

/**
 * Makes an item's earlier version the newest.
 *
 * @param item   Item id.
 * @param number Version.
 */
export function restoreItemVersion(
	item: number,
	number: number
): Promise< ItemRestore > {
	return request(
		`${ HUB_ADMIN_ENDPOINTS.items }/${ item }/versions/${ number }/restore`,
		{ ...hub, method: 'POST' }
	);
}

/**
 * Where an item is used.
 *
 * @param item Item id.
 */
export function fetchItemUsage( item: number ): Promise< ItemUsage > {
	return request( `${ HUB_ADMIN_ENDPOINTS.items }/${ item }/usage`, hub );
}

/** How many versions the hub keeps. */
export function fetchVersionSettings(): Promise< VersionSettings > {
	return request( HUB_ADMIN_ENDPOINTS.versions, hub );
}

/**
 * Saves how many versions the hub keeps.
 *
 * @param retention Per plan and for items (−1: all).
 */
export function saveRetention(
	retention: Retention
): Promise< VersionSettings > {
	return request( HUB_ADMIN_ENDPOINTS.versions, {
		...hub,
		method: 'POST',
		data: { retention },
	} );
}
