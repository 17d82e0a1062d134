/**
 * Internal dependencies
 */
import type {
	CatalogItem,
	Dependency,
	ItemDetails,
	ItemFilterParams,
	ItemType,
	ItemsCount,
	PagedItems,
	PlanFilter,
	PricingRow,
	Term,
	TermLookupName,
	TermLookupValue,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import type {
	ListPage,
	PagedList,
	StoreError,
	StoreOf,
	Thunk,
} from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

export type * from '../../api/catalog';

/** The live numbers of an item that change as accounts use it. */
export type ItemCounters = Partial<
	Pick< CatalogItem, 'favourite_count' | 'rating' | 'rating_count' >
>;

/** What one list request asks for. */
export interface ListArgs {
	plan: PlanFilter;
	platform: Platform;
	type: ItemType;
	page: number;
	filters: ItemFilterParams;
	search: string;
}

export type BucketKind = 'plain' | 'filtered' | 'search';

/** One cached result set: the query it remembers and its pages of ids. */
export interface Bucket extends PagedList< number > {
	query: string;
}

/** A page as the screens read it. */
export type ItemsPage = ListPage< CatalogItem >;

/**
 * The lookups and what keys them; one of linked terms for each filter of
 * them (`CATALOG_TERM_FILTERS`: `tags`, `categories`…).
 */
export type Lookups = {
	[ L in TermLookupName ]?: TermLookupValue< L >;
} & {
	pricing?: PricingRow[];
	dependencies?: Dependency[];
	templateTypes: Partial< Record< 'block' | 'page', Term[] > >;
	counts: Partial< Record< Platform, ItemsCount > >;
	featured: Partial< Record< Platform, CatalogItem[] > >;
};

export type LookupName = TermLookupName | 'pricing' | 'dependencies';
export type KeyedLookupName = 'templateTypes' | 'counts' | 'featured';

export interface CatalogState {
	/** The plan switcher. */
	plan: PlanFilter;
	/** Cards by id. */
	items: Record< number, CatalogItem >;
	/** Buckets by `plan|platform|type|kind`. */
	buckets: Record< string, Bucket >;
	/** Current page by bucket id, with the query it belongs to. */
	pagination: Record< string, { query: string; page: number } >;
	/** Details by `platform/type/slug`. */
	details: Record< string, ItemDetails >;
	/** Failed requests, per platform and request key. */
	errors: Partial< Record< Platform, Record< string, StoreError > > >;
	/** Failed lookups, by lookup key. */
	lookupErrors: Record< string, StoreError >;
	lookups: Lookups;
}

export type CatalogAction =
	| { type: 'SET_PLAN'; plan: PlanFilter }
	| { type: 'RECEIVE_ITEMS_PAGE'; args: ListArgs; result: PagedItems }
	| { type: 'SET_CURRENT_PAGE'; args: ListArgs }
	| { type: 'RECEIVE_ITEM'; key: string; item: ItemDetails }
	| { type: 'SET_ITEM_COUNTERS'; id: number; counters: ItemCounters }
	| { type: 'RECEIVE_LOOKUP'; name: LookupName; value: unknown }
	| {
			type: 'RECEIVE_KEYED_LOOKUP';
			name: KeyedLookupName;
			key: string;
			value: unknown;
	  }
	| {
			type: 'RECEIVE_ERROR';
			platform: Platform;
			key: string;
			/** Null clears the request's error. */
			error: StoreError | null;
	  }
	| { type: 'RECEIVE_LOOKUP_ERROR'; key: string; error: StoreError | null };

/** The type of the store descriptor (`store` in `index.ts`). */
export type CatalogStore = StoreOf<
	CatalogState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type CatalogThunk< R = void > = Thunk< CatalogStore, CatalogAction, R >;
