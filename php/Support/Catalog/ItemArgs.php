<?php
/**
 * The catalogue's request contract, shared by the site routes
 * (`stencilbox/v1/items…`) and the hub routes (`stencilbox-hub/v1/catalog/…`):
 * one schema, so both validate the same way.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Catalog;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Allowed values (spec part 1 §3, §9) and the REST `args` of every catalogue route.
 */
final class ItemArgs {
	/** Every platform (the registry's: `Platforms::NAMES`). */
	public const PLATFORMS        = Platforms::NAMES;
	public const DEFAULT_PLATFORM = Platforms::DEFAULT;
	/**
	 * Item types of one design: a whole page, or a block (a part of one).
	 * A pack holds them; a cloud file (`CloudArgs::TYPES`), a template
	 * type's `item_type` and a pack package's items are one of these.
	 */
	public const CONTENT_TYPES = array( 'page', 'block' );
	/** Item types an item can be. */
	public const ITEM_TYPES = array( 'pack', ...self::CONTENT_TYPES );
	/** Item types a list can ask for. */
	public const TYPES = array( 'all', ...self::ITEM_TYPES );
	/** The plan filter of the lists. */
	public const PLAN_FILTERS = Plans::FILTERS;
	/** The plan an item needs, cheapest first. */
	public const ITEM_PLANS  = Plans::ALL;
	public const PER_PAGE    = 20;
	public const MAX_PER_PAGE = 60;
	public const MAX_PAGE    = 100000;
	public const SEARCH_MIN  = 3;
	public const SEARCH_MAX  = 100;
	/** A filter of one slug, or `all` (ItemArgs::filters()). */
	public const FILTER_SLUG = 'slug';
	/** A filter of ids, comma-separated (ItemArgs::filters()). */
	public const FILTER_IDS = 'ids';
	/** An ids filter keeps items with any of its ids (ItemArgs::filters()). */
	public const MATCH_ANY = 'any';
	/** An ids filter keeps items with every one of its ids. */
	public const MATCH_EVERY = 'every';
	/** An ids filter drops items with any of its ids. */
	public const MATCH_NONE = 'none';
	/** Most ids a list filter of ids accepts. */
	public const MAX_IDS = 50;
	public const SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]*$';
	/** A page template: a block theme's slug or a classic theme's file, no `..`. */
	public const PAGE_TEMPLATE_PATTERN = '#^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]{0,99}$#';

	/**
	 * Paging args (`page`, `per_page`) of every paged list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function page_args(): array {
		return array(
			'page'     => array(
				'description' => __( 'Page of results, from 1.', 'stencilbox' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PAGE,
				'default'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Items per page.', 'stencilbox' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
				'default'     => self::PER_PAGE,
			),
		);
	}

	/**
	 * Args of the item list (`GET /items`).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function list_args(): array {
		return self::page_args() + array(
			'plan'           => array(
				'description' => __( 'Plan filter: all, starter (free and starter items) or pro.', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => self::PLAN_FILTERS,
				'default'     => 'all',
			),
			'platform'       => self::platform_arg(),
			'type'           => array(
				'description' => __( 'Item type.', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => self::TYPES,
				'default'     => 'all',
			),
			'search'         => array(
				'description'       => sprintf(
					/* translators: %d: the fewest characters a search takes */
					__( 'Words to find in item names and descriptions (at least %d characters).', 'stencilbox' ),
					self::SEARCH_MIN
				),
				'type'              => 'string',
				'validate_callback' => array( self::class, 'validate_search' ),
				'sanitize_callback' => array( self::class, 'sanitize_search' ),
			),
			'include_search' => array(
				'description' => __( 'Whether the filters apply to a search too.', 'stencilbox' ),
				'type'        => 'boolean',
				'default'     => true,
			),
		) + array_map(
			static fn( array $filter ): array => self::FILTER_SLUG === $filter['kind'] ? self::slug_or_all_arg( $filter['description'] ) : self::id_list_arg( $filter['description'] ),
			self::filters()
		);
	}

	/**
	 * The list filters (the sidebar's), by their REST parameter name: the
	 * one list of them. The REST args, the normalised params, the hub
	 * query, the site's cache buckets, what a filter selects (`SetQuery`
	 * from the id sets, `CatalogRepository::where()` from the tables) and,
	 * through `npm run rules` (src/utils/generated/lists.ts), the client's
	 * types, URL keys, cache keys and lookups all follow it (README, "add
	 * a catalogue filter").
	 *
	 * - `kind`: a `slug` filter is one slug or `all` (its default), an
	 *   `ids` filter a comma-separated id list (default none);
	 * - `list`: the catalogue file's key (`catalogue.json`, bundles), the
	 *   answers' field and, camelCased, the lookup route (`/categories`,
	 *   `/templateTypes`) of what it chooses from;
	 * - `taxonomy`: the terms it chooses from (`catalog_terms.taxonomy`);
	 *   an item's terms are links (`catalog_item_terms`: read, imported,
	 *   exported, published and pruned for every such taxonomy, see
	 *   `linked_taxonomies()`), or one id in `column` of the item row;
	 *   without it, the filter chooses plugin dependencies;
	 * - `match`: an `ids` filter keeps items with `any` of them, with
	 *   `every` one, or with `none` of them (a slug filter: that one);
	 * - `options`: its lookup answers the spec's options (`{value, label,
	 *   slug}`, tags) rather than terms (`{id, name, slug}`);
	 * - `by_type`: its terms belong to an item type (`item_type`), and its
	 *   lookup takes `itemType`;
	 * - `for`: the item types whose sidebar shows it (all when absent;
	 *   the query applies it to any).
	 *
	 * @return array<string, array{kind: string, description: string, list: string, taxonomy?: string, column?: string, match?: string, options?: bool, by_type?: bool, for?: string[]}>
	 */
	public static function filters(): array {
		return array(
			'templateType' => array(
				'kind'        => self::FILTER_SLUG,
				'description' => __( 'Template type slug, or all.', 'stencilbox' ),
				'list'        => 'template_types',
				'taxonomy'    => 'template_type',
				'column'      => 'template_type_id',
				'for'         => self::CONTENT_TYPES,
				'by_type'     => true,
			),
			'category'     => array(
				'kind'        => self::FILTER_SLUG,
				'description' => __( 'Category slug, or all.', 'stencilbox' ),
				'list'        => 'categories',
				'taxonomy'    => 'category',
				'for'         => array( 'pack' ),
			),
			'include'      => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Dependency ids every item must need (comma-separated).', 'stencilbox' ),
				'list'        => 'dependencies',
				'match'       => self::MATCH_EVERY,
			),
			'exclude'      => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Dependency ids no item may need (comma-separated).', 'stencilbox' ),
				'list'        => 'dependencies',
				'match'       => self::MATCH_NONE,
			),
			'tags'         => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Tag ids; items with any of them (comma-separated).', 'stencilbox' ),
				'list'        => 'tags',
				'taxonomy'    => 'tag',
				'match'       => self::MATCH_ANY,
				'options'     => true,
			),
		);
	}

	/**
	 * The taxonomies whose terms an item links to (`catalog_item_terms`),
	 * each with its list key (`categories`): read from a catalogue
	 * (`CatalogueReader`), imported (`CatalogueImporter`), exported
	 * (`Bundle`), set on publish (`Publisher`) and pruned (`CatalogWriter`)
	 * from this, in the filters' order.
	 *
	 * @return array<string, string> Taxonomy => list key.
	 */
	public static function linked_taxonomies(): array {
		$out = array();
		foreach ( self::filters() as $filter ) {
			if ( isset( $filter['taxonomy'] ) && ! isset( $filter['column'] ) ) {
				$out[ $filter['taxonomy'] ] = $filter['list'];
			}
		}
		return $out;
	}

	/**
	 * Every taxonomy of the catalogue (linked ones and those in a column), with its list key.
	 *
	 * @return array<string, string> Taxonomy => list key.
	 */
	public static function taxonomies(): array {
		$out = array();
		foreach ( self::filters() as $filter ) {
			if ( isset( $filter['taxonomy'] ) ) {
				$out[ $filter['taxonomy'] ] = $filter['list'];
			}
		}
		return $out;
	}

	/**
	 * The lookups a list's sidebar reads (site routes, in the filters'
	 * order, each once): what the admin page preloads.
	 *
	 * @param string $type Item type of the list.
	 * @return string[] Paths (`/categories`, `/templateTypes?itemType=page`, `/dependencies`…).
	 */
	public static function sidebar_lookups( string $type ): array {
		$paths = array();
		foreach ( self::filters() as $filter ) {
			if ( isset( $filter['for'] ) && ! in_array( $type, $filter['for'], true ) ) {
				continue;
			}
			$path = '/' . self::lookup_route( $filter['list'] );
			if ( ! empty( $filter['by_type'] ) ) {
				$path = add_query_arg( 'itemType', $type, $path );
			}
			$paths[ $path ] = $path;
		}
		return array_values( $paths );
	}

	/**
	 * What the client knows of the filters of linked terms (categories,
	 * tags…), by filter: its lookup (`/categories`), whether it answers
	 * options (`{value, label, slug}`) and the item types whose sidebar
	 * shows it. Generated into src/utils/generated/lists.ts
	 * (`CATALOG_TERM_FILTERS`) by `npm run rules`.
	 *
	 * @return array<string, array{lookup: string, options: bool, for: string[]}>
	 */
	public static function client_term_filters(): array {
		$out = array();
		foreach ( self::filters() as $key => $filter ) {
			if ( isset( $filter['taxonomy'] ) && ! isset( $filter['column'] ) ) {
				$out[ $key ] = array(
					'lookup'  => self::lookup_route( $filter['list'] ),
					'options' => ! empty( $filter['options'] ),
					'for'     => $filter['for'] ?? self::ITEM_TYPES,
				);
			}
		}
		return $out;
	}

	/**
	 * The lookup route of a list key: `template_types` → `templateTypes`.
	 *
	 * @param string $list A filter's list key.
	 */
	public static function lookup_route( string $list ): string {
		return lcfirst( str_replace( ' ', '', ucwords( str_replace( '_', ' ', $list ) ) ) );
	}

	/**
	 * The filters' kinds by name (`slug` or `ids`), in order: what the
	 * client is generated from.
	 *
	 * @return array<string, string>
	 */
	public static function filter_kinds(): array {
		return array_map( static fn( array $filter ): string => $filter['kind'], self::filters() );
	}

	/**
	 * The params of a list asking for everything (page 1, no search, no
	 * filter), normalised as list_params() gives them.
	 *
	 * @return array<string, mixed>
	 */
	public static function list_defaults(): array {
		return array(
			'plan'           => 'all',
			'platform'       => self::DEFAULT_PLATFORM,
			'type'           => 'all',
			'page'           => 1,
			'per_page'       => self::PER_PAGE,
			'search'         => '',
			'include_search' => true,
		) + array_map( static fn( string $kind ): string|array => self::FILTER_SLUG === $kind ? 'all' : array(), self::filter_kinds() );
	}

	/**
	 * Args of one item (`GET /items/{slug}`).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function item_args(): array {
		return array(
			'slug'     => array(
				'description' => __( 'Item slug.', 'stencilbox' ),
				'type'        => 'string',
				'pattern'     => self::SLUG_PATTERN,
				'maxLength'   => 190,
				'required'    => true,
			),
			'platform' => self::platform_arg(),
			'type'     => array(
				'description' => __( 'Item type; when given, an item of another type is not found.', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => self::ITEM_TYPES,
			),
			'plan'     => array(
				'description' => __( 'The plan filter the list was showing (accepted for the spec’s call; it does not change the item).', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => self::PLAN_FILTERS,
				'default'     => 'all',
			),
			'preview'  => array(
				'description' => __( 'Adds the block markup a Gutenberg preview renders (pages and blocks the account may read).', 'stencilbox' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The platform arg.
	 *
	 * @return array<string, mixed>
	 */
	public static function platform_arg(): array {
		return array(
			'description' => __( 'Editor platform.', 'stencilbox' ),
			'type'        => 'string',
			'enum'        => self::PLATFORMS,
			'default'     => self::DEFAULT_PLATFORM,
		);
	}

	/**
	 * The counts routes' args: a platform, or both when left out.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function counts_args(): array {
		return array(
			'platform' => array(
				'description' => __( 'Editor platform; both when left out.', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => self::PLATFORMS,
			),
		);
	}

	/**
	 * A slug (or `all`) arg.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function slug_or_all_arg( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => self::SLUG_PATTERN,
			'maxLength'   => 190,
			'default'     => 'all',
		);
	}

	/**
	 * A comma-separated id list arg.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function id_list_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'validate_callback' => array( self::class, 'validate_id_list' ),
			'sanitize_callback' => array( self::class, 'parse_id_list' ),
		);
	}

	/**
	 * `1,2,3`: positive integers, at most MAX_IDS of them.
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Name.
	 * @return true|\WP_Error
	 */
	public static function validate_id_list( mixed $value, mixed $request = null, mixed $param = '' ): bool|\WP_Error {
		if ( is_array( $value ) ) {
			$value = implode( ',', $value );
		}
		if ( ! is_string( $value ) && ! is_int( $value ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'Expected a comma-separated list of ids.', 'stencilbox' ), array( 'status' => 400 ) );
		}
		$value = trim( (string) $value );
		if ( '' === $value ) {
			return true;
		}
		if ( ! preg_match( '/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/', $value ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name. */
				sprintf( __( '%s must be a comma-separated list of positive ids.', 'stencilbox' ), $param ),
				array( 'status' => 400 )
			);
		}
		if ( substr_count( $value, ',' ) >= self::MAX_IDS ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: parameter name, 2: the most ids allowed. */
				sprintf( __( '%1$s accepts at most %2$d ids.', 'stencilbox' ), $param, self::MAX_IDS ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * Parses an id list into unique ints.
	 *
	 * @param mixed $value Value.
	 * @return int[]
	 */
	public static function parse_id_list( mixed $value ): array {
		if ( is_array( $value ) ) {
			$value = implode( ',', $value );
		}
		$ids = array_filter( array_map( 'intval', explode( ',', (string) $value ) ), static fn( int $id ): bool => $id > 0 );
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A search needs SEARCH_MIN..SEARCH_MAX characters once trimmed.
	 *
	 * @param mixed $value Value.
	 * @return true|\WP_Error
	 */
	public static function validate_search( mixed $value ): bool|\WP_Error {
		if ( ! is_string( $value ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The search must be text.', 'stencilbox' ), array( 'status' => 400 ) );
		}
		$length = mb_strlen( trim( $value ) );
		if ( 0 === $length ) {
			return true;
		}
		if ( $length < self::SEARCH_MIN || $length > self::SEARCH_MAX ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: minimum characters, 2: maximum characters. */
				sprintf( __( 'The search needs between %1$d and %2$d characters.', 'stencilbox' ), self::SEARCH_MIN, self::SEARCH_MAX ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * Trims a search and strips tags.
	 *
	 * @param mixed $value Value.
	 */
	public static function sanitize_search( mixed $value ): string {
		return trim( sanitize_text_field( (string) $value ) );
	}

	/**
	 * The query a list request carries, normalised: defaults filled in, `all`
	 * for empty filters, id lists parsed. Keys are the REST parameter names.
	 *
	 * @param \WP_REST_Request $request Request (already validated).
	 * @return array<string, mixed>
	 */
	public static function list_params( \WP_REST_Request $request ): array {
		$ids    = static fn( mixed $value ): array => is_array( $value ) ? array_values( array_map( 'intval', $value ) ) : self::parse_id_list( (string) $value );
		$params = array(
			'plan'           => (string) ( $request['plan'] ?? 'all' ),
			'platform'       => (string) ( $request['platform'] ?? self::DEFAULT_PLATFORM ),
			'type'           => (string) ( $request['type'] ?? 'all' ),
			'page'           => (int) ( $request['page'] ?? 1 ),
			'per_page'       => (int) ( $request['per_page'] ?? self::PER_PAGE ),
			'search'         => self::sanitize_search( $request['search'] ?? '' ),
			'include_search' => rest_sanitize_boolean( $request['include_search'] ?? true ),
		);
		foreach ( self::filter_kinds() as $key => $kind ) {
			$params[ $key ] = self::FILTER_SLUG === $kind ? ( (string) ( $request[ $key ] ?? 'all' ) ?: 'all' ) : $ids( $request[ $key ] ?? '' );
		}
		return $params;
	}

	/**
	 * Whether a list query asks for everything of its list (no search, no
	 * filter): such pages are cached longest.
	 *
	 * @param array<string, mixed> $query A query as to_query() gives it.
	 */
	public static function is_plain( array $query ): bool {
		return ! array_intersect_key( $query, array( 'search' => true ) + self::filter_kinds() );
	}

	/**
	 * The params as a GET query for the hub (lists comma-joined, defaults left out).
	 *
	 * @param array<string, mixed> $params Normalised params.
	 * @return array<string, string|int>
	 */
	public static function to_query( array $params ): array {
		$query = array();
		// The params whose default is `all`.
		$all = array_merge( array( 'plan', 'type' ), array_keys( self::filter_kinds(), self::FILTER_SLUG, true ) );
		foreach ( $params as $key => $value ) {
			if ( is_array( $value ) ) {
				$value = implode( ',', $value );
			} elseif ( is_bool( $value ) ) {
				$value = $value ? '1' : '0';
			}
			if ( '' === $value || null === $value || ( 'all' === $value && in_array( $key, $all, true ) ) ) {
				continue;
			}
			$query[ $key ] = $value;
		}
		ksort( $query );
		return $query;
	}

	/**
	 * A page template name as stored and answered, or '' when absent or unsafe.
	 *
	 * @param mixed $value Candidate.
	 */
	public static function page_template( mixed $value ): string {
		return is_string( $value ) && 1 === preg_match( self::PAGE_TEMPLATE_PATTERN, $value ) ? $value : '';
	}

	/**
	 * The page template an item asks for: an Elementor export's own page
	 * settings first (the template its design was made for: Elementor
	 * Canvas or Full Width), else the item's `page_template`.
	 *
	 * @param array<string, mixed> $row     Catalogue row.
	 * @param string               $content Content.
	 */
	public static function item_page_template( array $row, string $content ): string {
		$template = self::page_template( (string) ( Platforms::get( (string) $row['platform'] )->page_settings( $content )['template'] ?? '' ) );
		if ( '' !== $template ) {
			return $template;
		}
		$settings = json_decode( (string) $row['settings'], true );
		return self::page_template( is_array( $settings ) ? (string) ( $settings['template'] ?? '' ) : '' );
	}
}
