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
import { request } from './client';
import { ENDPOINTS, HUB_ADMIN_ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	ApplyResponse,
	ItemRestore,
	ItemUsage,
	ItemVersions,
	ProvenanceResponse,
	ResolveResponse,
	RestoreResponse,
	UpdatesCount,
	UpdatesResponse,
	VersionContent,
	VersionSettings,
	VersionsResponse,
} from './generated/answers';

/** One immutable version of a catalogue item or a cloud file. */
export type Version = Answers.ItemVersions[ 'versions' ][ number ];
/** A version as the site lists it: with the address of its preview. */
export type SiteVersion = Answers.VersionsResponse[ 'versions' ][ number ];
/** A place on this site whose source has a newer version. */
export type UpdateEntry = Answers.UpdatesResponse[ 'updates' ][ number ];
/** What a version's source is. */
export type SourceKind = UpdateEntry[ 'kind' ];
/** The post an update's place is in. */
export type UpdatePost = UpdateEntry[ 'post' ];
/** Addresses of the two sides of an update, rendered by this site. */
export type UpdatePreviews = UpdateEntry[ 'preview' ];
/** A place that was not updated, and why. */
export type UpdateOutcome = Answers.ApplyResponse[ 'failed' ][ number ];
/** A place that was updated. */
export type UpdateDone = Answers.ApplyResponse[ 'updated' ][ number ];
/** A place whose merge found conflicts (nothing was written). */
export type UpdateConflicted = Answers.ApplyResponse[ 'conflicted' ][ number ];
/** One merge conflict: where, what, and the three values side by side. */
export type MergeConflict = UpdateConflicted[ 'conflicts' ][ number ];
/** The user's side for one conflict. */
export interface ConflictPick {
	key: string;
	pick: 'ours' | 'theirs';
}
/** Where a post's content came from. */
export type ProvenanceSource =
	Answers.ProvenanceResponse[ 'sources' ][ number ];
/** One site that uses an item (numbers only: no content leaves a site). */
export type UsageSite = Answers.ItemUsage[ 'sites' ][ number ];
/** How many versions the hub keeps (−1: all): per plan for files, and items. */
export type Retention = Answers.VersionSettings[ 'retention' ];

/** The hub owner's calls go to the hub's namespace. */
const hub = { namespace: 'hub' } as const;

/**
 * `GET /updates`.
 *
 * @param refresh Ask the hub afresh.
 */
export function fetchUpdates(
	refresh = false
): Promise< Answers.UpdatesResponse > {
	return request( ENDPOINTS.updates, { data: { refresh } } );
}

/** `GET /updates/count`. */
export function fetchUpdatesCount(): Promise< Answers.UpdatesCount > {
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
): Promise< Answers.ApplyResponse > {
	return request( ENDPOINTS.updatesApply, {
		method: 'POST',
		// Replacing changed content is destructive: the dialog confirmed it.
		data: replaceChanges
			? { ids, replace_changes: true, confirm: true }
			: { ids },
	} );
}

/**
 * `POST /updates/apply` with `merge`: edited places take the new version's
 * design and keep the content changed here; conflicts are answered, not
 * written.
 *
 * @param ids The places.
 */
export function mergeUpdates(
	ids: number[]
): Promise< Answers.ApplyResponse > {
	return request( ENDPOINTS.updatesApply, {
		method: 'POST',
		data: { ids, merge: true },
	} );
}

/**
 * `POST /updates/resolve`: the merge with the user's pick per conflict.
 *
 * @param conflicted The place's conflicts, as the merge answered them.
 * @param picks      A side per conflict.
 */
export function resolveUpdate(
	conflicted: UpdateConflicted,
	picks: ConflictPick[]
): Promise< Answers.ResolveResponse > {
	return request( ENDPOINTS.updatesResolve, {
		method: 'POST',
		// The user chose, per conflict, which side's content goes.
		data: {
			id: conflicted.id,
			version: conflicted.version,
			hash: conflicted.hash,
			picks,
			confirm: true,
		},
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
): Promise< Answers.VersionsResponse > {
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
): Promise< Answers.RestoreResponse > {
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
export function fetchProvenance(
	post: number
): Promise< Answers.ProvenanceResponse > {
	return request( ENDPOINTS.provenance, { data: { post } } );
}

/**
 * The hub owner's list of an item's versions.
 *
 * @param item Item id.
 */
export function fetchItemVersions(
	item: number
): Promise< Answers.ItemVersions > {
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
): Promise< Answers.VersionContent > {
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
): Promise< Answers.ItemRestore > {
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
export function fetchItemUsage( item: number ): Promise< Answers.ItemUsage > {
	return request( `${ HUB_ADMIN_ENDPOINTS.items }/${ item }/usage`, hub );
}

/** How many versions the hub keeps. */
export function fetchVersionSettings(): Promise< Answers.VersionSettings > {
	return request( HUB_ADMIN_ENDPOINTS.versions, hub );
}

/**
 * Saves how many versions the hub keeps.
 *
 * @param retention Per plan and for items (−1: all).
 */
export function saveRetention(
	retention: Retention
): Promise< Answers.VersionSettings > {
	return request( HUB_ADMIN_ENDPOINTS.versions, {
		...hub,
		method: 'POST',
		data: { retention },
	} );
}
