/**
 * The engagement calls (spec part 1 §7): favourite, rating, and the
 * profile lists (My Favourites, My Downloads, Purchased Items); plus the
 * hub owner's purchase grants. The PHP route schemas
 * (`Stencilbox\Site\Rest\EngagementController`,
 * `Stencilbox\Hub\Rest\HubPurchasesAdminController`) are the truth.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import type { ItemType, PlanFilter } from './catalog';
import { request } from './client';
import { ENDPOINTS, HUB_ADMIN_ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/** The favourites' type filter. */
export type FavouriteType = ItemType | 'all';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	DownloadsPage,
	FavouriteResponse,
	FavouritesPage,
	PurchasesList,
	RatingResponse,
} from './generated/answers';

/** The spec's Download record (`origin`: insert, import or page). */
export type DownloadRecord = Answers.DownloadsPage[ 'data' ][ number ];
/** The spec's Purchased record (`source`: admin or checkout). */
export type PurchasedRecord = Answers.PurchasesList[ 'data' ][ number ];

/**
 * `POST /items/favourite`.
 *
 * @param item   Item id.
 * @param action `do` adds it, `undo` removes it.
 */
export function favouriteItem(
	item: number,
	action: 'do' | 'undo'
): Promise< Answers.FavouriteResponse > {
	return request( ENDPOINTS.itemFavourite, {
		method: 'POST',
		data: { item, action },
	} );
}

/**
 * `POST /items/rating`.
 *
 * @param item   Pack id.
 * @param rating 1 to 5.
 */
export function rateItem(
	item: number,
	rating: number
): Promise< Answers.RatingResponse > {
	return request( ENDPOINTS.itemRating, {
		method: 'POST',
		data: { item, rating },
	} );
}

/**
 * `GET /profile/my-favourites`.
 *
 * @param params          What to list.
 * @param params.platform Platform.
 * @param params.itemType Type filter.
 * @param params.plan     Plan filter.
 * @param params.page     Page.
 * @param params.per_page Page size.
 */
export function fetchMyFavourites( params: {
	platform: Platform;
	itemType: FavouriteType;
	plan: PlanFilter;
	page: number;
	per_page?: number;
} ): Promise< Answers.FavouritesPage > {
	return request( ENDPOINTS.profileMyFavourites, { data: { ...params } } );
}

/**
 * `GET /profile/download-history`.
 *
 * @param page    Page.
 * @param perPage Page size.
 */
export function fetchDownloadHistory(
	page: number,
	perPage?: number
): Promise< Answers.DownloadsPage > {
	return request( ENDPOINTS.profileDownloadHistory, {
		data: { page, per_page: perPage },
	} );
}

/**
 * `GET /profile/purchased-items`.
 *
 * @param platform Platform.
 * @param all      Every platform's purchases (asked on a platform change).
 */
export function fetchPurchasedItems(
	platform: Platform,
	all = false
): Promise< Answers.PurchasesList > {
	return request( ENDPOINTS.profilePurchasedItems, {
		data: { platform, all: all ? 1 : undefined },
	} );
}

const purchasesPath = ( account: number ) =>
	`${ HUB_ADMIN_ENDPOINTS.accounts }/${ account }/purchases`;

/**
 * The hub owner: an account's purchases.
 *
 * @param account Account id.
 */
export function fetchAccountPurchases(
	account: number
): Promise< Answers.PurchasesList > {
	return request( purchasesPath( account ), { namespace: 'hub' } );
}

/**
 * The hub owner: records a purchase for an account.
 *
 * @param account Account id.
 * @param item    Item or pack id.
 */
export function grantPurchase(
	account: number,
	item: number
): Promise< Answers.PurchasesList > {
	return request( purchasesPath( account ), {
		namespace: 'hub',
		method: 'POST',
		data: { item_id: item },
	} );
}

/**
 * The hub owner: removes a purchase.
 *
 * @param account Account id.
 * @param item    Item or pack id.
 * @param confirm The user confirmed it (the hub requires it).
 */
export function revokePurchase(
	account: number,
	item: number,
	confirm: true
): Promise< Answers.PurchasesList > {
	return request( `${ purchasesPath( account ) }/${ item }`, {
		namespace: 'hub',
		method: 'DELETE',
		data: { confirm },
	} );
}
