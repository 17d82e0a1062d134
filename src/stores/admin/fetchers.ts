/**
 * The admin screens' reads, by name: each one call (or a few asked
 * together) of `api/`. A screen reads one with `useResource( name, args )`;
 * a new read is one line here.
 */
/**
 * Internal dependencies
 */
import { fetchApiKeys } from '../../api/account';
import { fetchApprovalCompare, fetchApprovals } from '../../api/approvals';
import {
	fetchAccountKeys,
	fetchHubAccounts,
	fetchHubSettings,
	fetchSiteKeys,
	fetchSiteSettings,
} from '../../api/admin';
import { fetchAccountPurchases } from '../../api/engagement';
import {
	fetchAudit,
	fetchFleet,
	fetchFleetCompare,
	fetchLibraryBundle,
} from '../../api/fleet';
import {
	fetchCloudSettings,
	fetchHubItems,
	fetchHubSummary,
	fetchPublishSources,
} from '../../api/hub';
import {
	fetchItemUsage,
	fetchItemVersions,
	fetchVersionSettings,
} from '../../api/versions';

export const FETCHERS = {
	/** The Library hub screen: counts, sources, template types, checkout. */
	hubSummary: fetchHubSummary,
	/** A page of the hub's items (platform, type, search, page). */
	hubItems: fetchHubItems,
	/** What can be published to the library (search, a pinned source). */
	publishSources: fetchPublishSources,
	/** The cloud's limits per plan. */
	cloudSettings: fetchCloudSettings,
	/** How many versions are kept. */
	versionSettings: fetchVersionSettings,
	/** A catalogue item's versions and the sites that use it. */
	itemHistory: ( item: number ) =>
		Promise.all( [ fetchItemVersions( item ), fetchItemUsage( item ) ] ),
	/** This site's options. */
	siteSettings: fetchSiteSettings,
	/** Whether this site's own hub serves other sites. */
	hubSettings: fetchHubSettings,
	/** A page of the hub's accounts. */
	hubAccounts: fetchHubAccounts,
	/** One account's API keys. */
	accountKeys: fetchAccountKeys,
	/** The library account's API keys (Profile). */
	apiKeys: fetchApiKeys,
	/** The keys this hub gave other sites. */
	siteKeys: fetchSiteKeys,
	/** One account's purchases. */
	accountPurchases: fetchAccountPurchases,
	/** Staged rollouts, sites, pending versions, approvers. */
	fleet: fetchFleet,
	/** A page of the audit log (filters, page). */
	fleetAudit: fetchAudit,
	/** A new version beside the offered one (item, number). */
	fleetCompare: fetchFleetCompare,
	/** This hub's signing key and the signed export's address. */
	libraryBundle: fetchLibraryBundle,
	/** The site's approvals panel: versions waiting on the account's hub. */
	approvals: fetchApprovals,
	/** The same, a waiting version beside the offered one (item, number). */
	approvalCompare: fetchApprovalCompare,
};
