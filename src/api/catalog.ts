/**
 * The catalogue calls (spec part 1 §7) and the shapes they answer with,
 * generated from the PHP route schemas (`Stencilbox\Site\Rest\CatalogController`).
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import type { CatalogFilterValues } from '../utils/catalog-filters';
import type {
	CATALOG_TERM_FILTERS,
	PLAN_FILTERS,
} from '../utils/generated/lists';
import type { Platform } from '../utils/platform';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (`Stencilbox\Support\Catalog\ItemSchema`): see src/api/README.md.
 */
export type {
	Dependency,
	FeaturedItems,
	ItemDetails,
	ItemsCount,
	PagedItems,
	PricingRow,
	TagOption,
	TemplateType,
	Term,
} from './generated/answers';

/** What a list card shows. */
export type CatalogItem = Answers.PagedItems[ 'data' ][ number ];
/** One of a pack's items, as its details list them. */
export type PackMember = Answers.ItemDetails[ 'items' ][ number ];
/** A tag as items carry it. */
export type ItemTag = CatalogItem[ 'tags' ][ number ];
/** The type of one item. */
export type ItemType = CatalogItem[ 'type' ];
/** The plan an item needs. */
export type ItemPlan = CatalogItem[ 'plan' ];
/** The plan switcher of the lists (PHP's `Plans::FILTERS`, generated). */
export type PlanFilter = ( typeof PLAN_FILTERS )[ number ];

/**
 * The filter parameters `/items` accepts: PHP's `ItemArgs::filters()`,
 * generated (`utils/catalog-filters.ts`).
 */
export type ItemFilterParams = Partial< CatalogFilterValues >;

/** Everything `/items` accepts. */
export interface ItemListParams extends ItemFilterParams {
	plan: PlanFilter;
	platform: Platform;
	type: ItemType | 'all';
	page: number;
	per_page?: number;
	search?: string;
	include_search?: boolean;
}

/**
 * `GET /items`.
 *
 * @param params List parameters.
 */
export function fetchItems(
	params: ItemListParams
): Promise< Answers.PagedItems > {
	return request< Answers.PagedItems >( ENDPOINTS.items, {
		data: { ...params },
	} );
}

/**
 * `GET /items/{slug}`.
 *
 * @param slug   Item slug.
 * @param params Platform and type.
 */
export function fetchItem(
	slug: string,
	params: { platform: Platform; type?: ItemType }
): Promise< Answers.ItemDetails > {
	return request< Answers.ItemDetails >(
		ENDPOINTS.item + encodeURIComponent( slug ),
		{
			data: {
				platform: params.platform,
				type: params.type,
			},
		}
	);
}

/**
 * `GET /featured-items`.
 *
 * @param platform Platform.
 */
export function fetchFeaturedItems(
	platform: Platform
): Promise< Answers.FeaturedItems > {
	return request( ENDPOINTS.featuredItems, { data: { platform } } );
}

/** `GET /tags`. */
export function fetchTags(): Promise< Answers.TagOption[] > {
	return request( ENDPOINTS.tags );
}

/** `GET /categories`. */
export function fetchCategories(): Promise< Answers.Term[] > {
	return request( ENDPOINTS.categories );
}

/** A filter of linked terms (category, tags…: `CATALOG_TERM_FILTERS`). */
export type TermFilter = keyof typeof CATALOG_TERM_FILTERS;

/** The lookup route of a filter of linked terms (`categories`, `tags`…). */
export type TermLookupName =
	( typeof CATALOG_TERM_FILTERS )[ TermFilter ][ 'lookup' ];

/** What a term lookup answers: the spec's options (tags) or terms. */
export type TermLookupValue< L extends TermLookupName > = Extract<
	( typeof CATALOG_TERM_FILTERS )[ TermFilter ],
	{ lookup: L }
>[ 'options' ] extends true
	? Answers.TagOption[]
	: Answers.Term[];

/**
 * `GET /<lookup>`: the terms of a filter of linked terms (the route
 * `CatalogController::term_lookups()` registers for each).
 *
 * @param lookup Its lookup (`CATALOG_TERM_FILTERS[ filter ].lookup`).
 */
export function fetchTermLookup< L extends TermLookupName >(
	lookup: L
): Promise< TermLookupValue< L > > {
	return request( `/${ lookup }` );
}

/**
 * `GET /templateTypes`.
 *
 * @param itemType Block or page.
 */
export function fetchTemplateTypes(
	itemType: 'block' | 'page'
): Promise< Answers.TemplateType[] > {
	return request( ENDPOINTS.templateTypes, { data: { itemType } } );
}

/**
 * `GET /items-count`.
 *
 * @param platform Platform.
 */
export function fetchItemsCount(
	platform: Platform
): Promise< Answers.ItemsCount > {
	return request( ENDPOINTS.itemsCount, { data: { platform } } );
}

/** `GET /pricing`. */
export function fetchPricing(): Promise< Answers.PricingRow[] > {
	return request( ENDPOINTS.pricing );
}

/** `GET /dependencies`. */
export function fetchDependencies(): Promise< Answers.Dependency[] > {
	return request( ENDPOINTS.dependencies );
}
