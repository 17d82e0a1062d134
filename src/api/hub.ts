/**
 * The hub owner's calls (the "Library hub" screen on the hub site):
 * `stencilbox-hub/v1/admin/catalog/…`, cookie-authenticated, `manage_options`.
 */
/**
 * Internal dependencies
 */
import type { CatalogItem, ItemDetails, PagedItems } from './catalog';
import type { Platform } from '../utils/platform';
import { request } from './client';
import { HUB_ADMIN_ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	BundleImportReport,
	CheckoutSettings,
	CloudSettings,
	DemoRemoval,
	HubSummary,
	ImportReport,
	HubItemName,
	ItemDeletion,
	PublishSource,
	PublishedListing,
} from './generated/answers';

/** The cloud's file limit per plan (−1 unlimited). */
export type CloudLimits = Answers.CloudSettings[ 'limits' ];

/** The publish form. */
export interface PublishInput {
	source: string;
	name?: string;
	type?: 'page' | 'block';
	description?: string;
	plan?: CatalogItem[ 'plan' ];
	price?: number;
	categories?: string[];
	tags?: string[];
	template_type?: string;
	pack?: string;
	featured?: boolean;
	/** A picture of the rendering (data: URL), when no image is chosen. */
	thumbnail_capture?: string;
	/** The whole rendering, beside that thumbnail (data: URL). */
	screenshot_capture?: string;
	/** Updating with changed content makes a version: what changed. */
	version_note?: string;
}

const hub = { namespace: 'hub' } as const;

/** The summary. */
export function fetchHubSummary(): Promise< Answers.HubSummary > {
	return request( HUB_ADMIN_ENDPOINTS.summary, hub );
}

/**
 * Publishable sources.
 *
 * @param search Words in the title.
 * @param pinned A source to list first.
 */
export function fetchPublishSources(
	search: string,
	pinned = ''
): Promise< Answers.PublishSource[] > {
	return request( HUB_ADMIN_ENDPOINTS.sources, {
		...hub,
		data: { search, source: pinned },
	} );
}

/**
 * The item published from a source, as it is listed now.
 *
 * @param source Source.
 */
export function fetchPublishedListing(
	source: string
): Promise< Answers.PublishedListing > {
	return request( HUB_ADMIN_ENDPOINTS.listing, {
		...hub,
		data: { source },
	} );
}

/**
 * Publishes a source.
 *
 * @param input Form.
 */
export function publishToLibrary(
	input: PublishInput
): Promise< ItemDetails > {
	return request( HUB_ADMIN_ENDPOINTS.publish, {
		...hub,
		method: 'POST',
		data: { ...input },
	} );
}

/*
 * The calls that delete or reset take `confirm: true`, which the hub requires:
 * callers pass it from the confirm dialog the user answered.
 */

/**
 * Re-seeds the demo catalogue.
 *
 * @param confirm The user confirmed it.
 */
export function reseedDemo( confirm: true ): Promise< Answers.ImportReport > {
	return request( HUB_ADMIN_ENDPOINTS.reseed, {
		...hub,
		method: 'POST',
		data: { confirm },
	} );
}

/**
 * Removes the demo items.
 *
 * @param confirm The user confirmed it.
 */
export function removeDemo( confirm: true ): Promise< Answers.DemoRemoval > {
	return request( HUB_ADMIN_ENDPOINTS.removeDemo, {
		...hub,
		method: 'POST',
		data: { confirm },
	} );
}

/**
 * Imports a bundle file.
 *
 * @param file The zip.
 */
export function importBundle(
	file: File
): Promise< Answers.BundleImportReport > {
	const body = new FormData();
	body.append( 'bundle', file );
	return request( HUB_ADMIN_ENDPOINTS.importBundle, {
		...hub,
		method: 'POST',
		body,
	} );
}

/**
 * A page of the hub's items.
 *
 * @param params          Filters.
 * @param params.platform Platform.
 * @param params.type     Item type.
 * @param params.page     Page.
 * @param params.search   Search words.
 */
export function fetchHubItems( params: {
	platform: Platform;
	type: CatalogItem[ 'type' ] | 'all';
	page: number;
	search?: string;
} ): Promise< PagedItems > {
	return request( HUB_ADMIN_ENDPOINTS.items, {
		...hub,
		data: { ...params },
	} );
}

/**
 * An item's name and platform (the fleet rollback's confirmation names it).
 *
 * @param id Item id.
 */
export function fetchHubItemName( id: number ): Promise< Answers.HubItemName > {
	return request( `${ HUB_ADMIN_ENDPOINTS.items }/${ id }`, hub );
}

/**
 * Deletes an item.
 *
 * @param id      Item id.
 * @param confirm The user confirmed it.
 */
export function deleteHubItem(
	id: number,
	confirm: true
): Promise< Answers.ItemDeletion > {
	return request( `${ HUB_ADMIN_ENDPOINTS.items }/${ id }`, {
		...hub,
		method: 'DELETE',
		data: { confirm },
	} );
}

/**
 * Saves the checkout URL.
 *
 * @param checkoutUrl URL.
 */
export function saveCheckoutUrl(
	checkoutUrl: string
): Promise< Answers.CheckoutSettings > {
	return request( HUB_ADMIN_ENDPOINTS.catalogSettings, {
		...hub,
		method: 'POST',
		data: { checkout_url: checkoutUrl },
	} );
}

/** The cloud's limits and what it holds. */
export function fetchCloudSettings(): Promise< Answers.CloudSettings > {
	return request( HUB_ADMIN_ENDPOINTS.cloud, hub );
}

/**
 * Saves the cloud's file limit per plan.
 *
 * @param limits Plan → files (−1 unlimited).
 */
export function saveCloudLimits(
	limits: CloudLimits
): Promise< Answers.CloudSettings > {
	return request( HUB_ADMIN_ENDPOINTS.cloud, {
		...hub,
		method: 'POST',
		data: { limits },
	} );
}
