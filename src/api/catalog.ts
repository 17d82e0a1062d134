/**
 * The catalogue calls (spec part 1 §7) and the shapes they answer with. The
 * PHP route schema (`Stencilbox\Site\Rest\CatalogController`) is the
 * truth; a PHPUnit test checks every field sent is in that schema.
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import type { Platform } from '../utils/platform';
import { ENDPOINTS } from './endpoints';

/** The type of one item. */
export type ItemType = 'pack' | 'page' | 'block';
/** The plan an item needs. */
export type ItemPlan = 'free' | 'starter' | 'pro';
/** The plan switcher of the lists. */
export type PlanFilter = 'all' | 'starter' | 'pro';

/** A category or template type. */
export interface Term {
	id: number;
	name: string;
	slug: string;
}

/** A template type, for pages or for blocks. */
export interface TemplateType extends Term {
	item_type: 'block' | 'page';
}

/** A tag as items carry it. */
export interface ItemTag {
	id: number;
	name: string;
}

/** A tag as the tag lookup lists it. */
export interface TagOption {
	value: number;
	label: string;
	slug: string;
}

/** A plugin an item needs (spec §3 Dependency). */
export interface Dependency {
	id: number;
	name: string;
	slug: string;
	icon: string;
	is_pro: boolean;
	link: string;
	plugin_file: string;
	plugin_original_slug: string;
	/** Site-only facts (the `/dependencies` lookup). */
	installed?: boolean;
	is_active?: boolean;
	mustHave?: boolean;
}

/** What a list card shows. */
export interface CatalogItem {
	id: number;
	name: string;
	slug: string;
	type: ItemType;
	platform: Platform;
	plan: ItemPlan;
	price: number;
	thumbnail: string;
	thumbnail2: string;
	thumbnail3: string;
	rating: number;
	rating_count: number;
	downloads: number;
	favourite_count: number;
	featured: boolean;
	fullsite_import: boolean;
	template_type: Term | null;
	categories: Term[];
	tags: ItemTag[];
	dependencies: Dependency[];
	pack: { id: number; name: string; slug: string } | null;
	/** A Gutenberg item without a thumbnail: previewed from its blocks. */
	preview: boolean;
}

/** One of a pack's items, as its details list them. */
export type PackMember = Pick<
	CatalogItem,
	| 'id'
	| 'name'
	| 'slug'
	| 'type'
	| 'platform'
	| 'plan'
	| 'price'
	| 'thumbnail'
	| 'template_type'
	| 'dependencies'
	| 'rating'
	| 'preview'
>;

/** Everything the details screen shows. */
export interface ItemDetails extends Omit< CatalogItem, 'pack' > {
	description: string;
	banner: string;
	live_url: string;
	screenshots: string[];
	has_settings: boolean;
	has_attachments: boolean;
	params: { type: Platform };
	variations: Array< { platform: Platform; slug: string } >;
	/** A pack's items. */
	items: PackMember[];
	pack: {
		id: number;
		name: string;
		slug: string;
		items?: PackMember[];
	} | null;
	purchase_url: string;
	/**
	 * Block markup, filtered, when `preview=1` is asked for, the item is a
	 * Gutenberg page or block and the account owns it (the library itself
	 * previews through the sandboxed preview page instead).
	 */
	preview_content?: string;
}

/** The paged result of `/items` (spec §3). */
export interface PagedItems {
	data: CatalogItem[];
	current_page: number;
	total_page: number;
	total: number;
}

/** `/featured-items`. */
export interface FeaturedItems {
	data: CatalogItem[];
}

/** Counts of `/items-count`. */
export interface ItemsCount {
	pages: number;
	sections: number;
	packs: number;
}

/** One row of `/pricing`. */
export interface PricingRow {
	plan: 'starter' | 'pro';
	type: 'year' | 'one_time';
	price: number;
	discounted_price: number;
	/** The hub's checkout for this plan (lifetime adds `type=one_time`). */
	checkout_url: string;
}

/** The filter parameters `/items` accepts. */
export interface ItemFilterParams {
	templateType?: string;
	category?: string;
	include?: number[];
	exclude?: number[];
	tags?: number[];
}

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
export function fetchItems( params: ItemListParams ): Promise< PagedItems > {
	return request< PagedItems >( ENDPOINTS.items, {
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
): Promise< ItemDetails > {
	return request< ItemDetails >(
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
): Promise< FeaturedItems > {
	return request( ENDPOINTS.featuredItems, { data: { platform } } );
}

/** `GET /tags`. */
export function fetchTags(): Promise< TagOption[] > {
	return request( ENDPOINTS.tags );
}

/** `GET /categories`. */
export function fetchCategories(): Promise< Term[] > {
	return request( ENDPOINTS.categories );
}

/**
 * `GET /templateTypes`.
 *
 * @param itemType Block or page.
 */
export function fetchTemplateTypes(
	itemType: 'block' | 'page'
): Promise< TemplateType[] > {
	return request( ENDPOINTS.templateTypes, { data: { itemType } } );
}

/**
 * `GET /items-count`.
 *
 * @param platform Platform.
 */
export function fetchItemsCount( platform: Platform ): Promise< ItemsCount > {
	return request( ENDPOINTS.itemsCount, { data: { platform } } );
}

/** `GET /pricing`. */
export function fetchPricing(): Promise< PricingRow[] > {
	return request( ENDPOINTS.pricing );
}

/** `GET /dependencies`. */
export function fetchDependencies(): Promise< Dependency[] > {
	return request( ENDPOINTS.dependencies );
}
