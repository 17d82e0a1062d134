/**
 * Approving from the site (issue [26]): a library account the hub owner
 * gave the `approve` right lists the versions waiting on the hub it is
 * signed in to, compares one and approves it (`Site\Rest\FleetController`,
 * through the hub's `fleet/…` routes with the account's key; its schemas
 * are the truth, the answer types are generated from them).
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

export type { ApprovalCompare, ApprovalsState } from './generated/answers';

/** A version waiting for approval. */
export type WaitingVersion = Answers.ApprovalsState[ 'pending' ][ number ];

/** The right an account needs for these calls (its profile's `rights`). */
export const APPROVE_RIGHT = 'approve';

/** The versions waiting for approval. */
export function fetchApprovals(): Promise< Answers.ApprovalsState > {
	return request( ENDPOINTS.fleetApprovals );
}

/**
 * A waiting version beside the one stable sites are offered now, with
 * this site's addresses of the two renderings.
 *
 * @param itemId The item.
 * @param number The waiting version.
 */
export function fetchApprovalCompare(
	itemId: number,
	number: number
): Promise< Answers.ApprovalCompare > {
	return request( ENDPOINTS.fleetCompare, {
		data: { item_id: itemId, number },
	} );
}

/**
 * Approves a version of an item for every site of the hub.
 *
 * @param itemId The item.
 * @param number The version.
 */
export function approveWaiting(
	itemId: number,
	number: number
): Promise< Answers.ApprovalsState > {
	return request( ENDPOINTS.fleetApprovals, {
		method: 'POST',
		data: { item_id: itemId, number },
	} );
}
