/**
 * The hub owner's fleet calls (the Library hub screen's Fleet and Audit log
 * cards): staged rollouts, site channels and pins, approvals, approvers,
 * and the audit log; library bundles (`Hub\Rest\HubLibraryBundleAdminController`).
 * `Hub\Rest\HubFleetAdminController`'s schemas are the truth; the answer
 * types are generated from them.
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import { HUB_ADMIN_ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	AuditPage,
	FleetCompare,
	FleetState,
	LibraryBundleReport,
	LibraryBundleState,
} from './generated/answers';

/** A site the hub knows, with its channel and pins. */
export type FleetSite = Answers.FleetState[ 'sites' ][ number ];
/** A site's channel. */
export type FleetChannel = FleetSite[ 'channel' ];
/** An item whose newest version waits for approval. */
export type PendingVersion = Answers.FleetState[ 'pending' ][ number ];
/** A version rolled back fleet-wide (no site is offered it). */
export type FleetRollback = Answers.FleetState[ 'rollbacks' ][ number ];
/** One event of the audit log. */
export type AuditEvent = Answers.AuditPage[ 'data' ][ number ];
/** An action the audit log records. */
export type AuditAction = AuditEvent[ 'action' ];

/** The audit log's filters ('' / 0: any). */
export interface AuditFilter {
	action: AuditAction | '';
	item_id: number;
	site: string;
	actor: string;
	since: string;
	until: string;
}

const hub = { namespace: 'hub' } as const;

/** The fleet. */
export function fetchFleet(): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleet, hub );
}

/**
 * Turns staged rollouts on or off.
 *
 * @param staged On.
 */
export function saveStaged( staged: boolean ): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetSettings, {
		...hub,
		method: 'POST',
		data: { staged },
	} );
}

/**
 * Sets a site's channel.
 *
 * @param site    The site's address.
 * @param channel Its channel.
 */
export function saveChannel(
	site: string,
	channel: FleetChannel
): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetSites, {
		...hub,
		method: 'POST',
		data: { site, channel },
	} );
}

/**
 * Pins a site to a version of an item (0 removes the pin).
 *
 * @param site   The site's address.
 * @param itemId The item.
 * @param number The version, or 0.
 */
export function savePin(
	site: string,
	itemId: number,
	number: number
): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetPins, {
		...hub,
		method: 'POST',
		data: { site, item_id: itemId, number },
	} );
}

/**
 * Approves a version of an item for every site.
 *
 * @param itemId The item.
 * @param number The version.
 */
export function approveVersion(
	itemId: number,
	number: number
): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetApprovals, {
		...hub,
		method: 'POST',
		data: { item_id: itemId, number },
	} );
}

/**
 * Rolls a version of an item back fleet-wide: every site that applied it
 * goes back to the version it had, through the revision its apply made,
 * when it next checks. Sent from the confirm dialog the owner answered.
 *
 * @param itemId The item.
 * @param number The version rolled back.
 */
export function rollBackVersion(
	itemId: number,
	number: number
): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetRollbacks, {
		...hub,
		method: 'POST',
		data: { item_id: itemId, number, confirm: true },
	} );
}

/**
 * Gives an account the right to approve, or takes it.
 *
 * @param accountId The account.
 * @param approve   Give (true) or take (false).
 */
export function saveApprover(
	accountId: number,
	approve: boolean
): Promise< Answers.FleetState > {
	return request( HUB_ADMIN_ENDPOINTS.fleetApprovers, {
		...hub,
		method: 'POST',
		data: { account_id: accountId, approve },
	} );
}

/**
 * A new version of an item beside the one stable sites are offered now:
 * how alike their content is (0..1) and each canary site's apply results.
 *
 * @param itemId The item.
 * @param number The new version.
 */
export function fetchFleetCompare(
	itemId: number,
	number: number
): Promise< Answers.FleetCompare > {
	return request( HUB_ADMIN_ENDPOINTS.fleetCompare, {
		...hub,
		data: { item_id: itemId, number },
	} );
}

/**
 * A page of the audit log.
 *
 * @param filter The filters.
 * @param page   Page from 1.
 */
export function fetchAudit(
	filter: AuditFilter,
	page: number
): Promise< Answers.AuditPage > {
	return request( HUB_ADMIN_ENDPOINTS.fleetAudit, {
		...hub,
		data: { ...filter, page },
	} );
}

/**
 * The CSV export's address for the filters (the answer's `export_url`
 * carries admin-post's action and its nonce; the action filter goes as
 * `audit_action`).
 *
 * @param exportUrl The fleet's `export_url`.
 * @param filter    The filters.
 */
export function auditExportUrl(
	exportUrl: string,
	filter: AuditFilter
): string {
	const url = new URL( exportUrl, window.location.href );
	for ( const [ key, value ] of Object.entries( filter ) ) {
		if ( value !== '' && value !== 0 ) {
			// `action` is admin-post's own (the export's): the filter is `audit_action`.
			url.searchParams.set(
				key === 'action' ? 'audit_action' : key,
				String( value )
			);
		}
	}
	return url.toString();
}

/** This hub's signing key and the signed export's address. */
export function fetchLibraryBundle(): Promise< Answers.LibraryBundleState > {
	return request( HUB_ADMIN_ENDPOINTS.libraryBundle, hub );
}

/**
 * Applies a library bundle (the user confirmed it first).
 *
 * @param file  The bundle.
 * @param trust The signing hub's fingerprint, when it is not this hub ('' else).
 */
export function applyLibraryBundle(
	file: File,
	trust: string
): Promise< Answers.LibraryBundleReport > {
	const body = new FormData();
	body.append( 'bundle', file );
	body.append( 'trust', trust );
	body.append( 'confirm', 'true' );
	return request( HUB_ADMIN_ENDPOINTS.libraryBundleApply, {
		...hub,
		method: 'POST',
		body,
	} );
}
