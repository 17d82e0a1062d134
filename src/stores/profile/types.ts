/**
 * Internal dependencies
 */
import type { CatalogItem, ItemType, PlanFilter } from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import type {
	KitAction,
	PagedList,
	StoreError,
	StoreOf,
	Thunk,
} from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';
import type {
	DownloadRecord,
	FavouriteType,
	PurchasedRecord,
} from '../../api/engagement';

export type {
	DownloadRecord,
	FavouriteType,
	PurchasedRecord,
} from '../../api/engagement';

/** What one My Favourites request asks for. */
export interface FavouriteArgs {
	plan: PlanFilter;
	platform: Platform;
	itemType: FavouriteType;
	page: number;
}

/** The item a favourite or rating is about. */
export interface EngagementTarget {
	id: number;
	type: ItemType;
	/** The count the user sees now (unknown for a pack's items as listed). */
	favourite_count?: number;
}

export interface ProfileState {
	/**
	 * The library account the lists belong to (undefined before the first):
	 * another account (sign-out, sign-in, link) drops them.
	 */
	account?: number | null;
	/**
	 * The platform the lists were loaded for: a platform change drops them
	 * (spec §7: the calls are made again on a platform change).
	 */
	platform: Platform | null;
	/** My Favourites' filters. */
	filters: { plan: PlanFilter; itemType: FavouriteType };
	/** Favourite pages (card ids) by `plan|platform|itemType`. */
	favourites: Record< string, PagedList< number > >;
	/** Cards of the favourite pages, by id. */
	cards: Record< number, CatalogItem >;
	/** Current page per favourites list (and `downloads`). */
	currentPage: Record< string, number >;
	/** Download history pages. */
	downloads: PagedList< DownloadRecord > | null;
	/** Purchased records per platform. */
	purchases: Partial< Record< Platform, PurchasedRecord[] > >;
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
	/** Items whose favourite toggle is on its way. */
	pending: Record< number, true >;
}

export type ProfileAction =
	| { type: 'SYNC_PLATFORM'; platform: Platform }
	| { type: 'SYNC_ACCOUNT'; account: number | null }
	| {
			type: 'SET_FAVOURITE_FILTERS';
			filters: Partial< ProfileState[ 'filters' ] >;
	  }
	| {
			type: 'RECEIVE_FAVOURITES_PAGE';
			args: FavouriteArgs;
			result: {
				data: CatalogItem[];
				total_page: number;
				total: number;
			};
	  }
	| { type: 'DROP_FAVOURITES' }
	| {
			type: 'RECEIVE_DOWNLOADS_PAGE';
			page: number;
			result: {
				data: DownloadRecord[];
				total_page: number;
				total: number;
			};
	  }
	| {
			type: 'RECEIVE_PURCHASES';
			platform: Platform;
			records: PurchasedRecord[];
			/** The records are every platform's (`all`): split them. */
			all: boolean;
	  }
	| KitAction
	| { type: 'SET_PENDING'; id: number; pending: boolean }
	| { type: 'SET_CARD_COUNTERS'; id: number; favourite_count: number };

/** The type of the store descriptor (`store` in `index.ts`). */
export type ProfileStore = StoreOf<
	ProfileState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type ProfileThunk< R = void > = Thunk< ProfileStore, ProfileAction, R >;
