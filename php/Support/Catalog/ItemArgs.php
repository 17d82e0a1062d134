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
	 * query, the site's cache buckets and, through `npm run rules`
	 * (src/utils/generated/lists.ts), the client's types, URL keys and
	 * cache keys all follow it; what a filter does to the query is
	 * `SetQuery::plan()` and `CatalogRepository` (README, "add a catalogue
	 * filter"). A `slug` filter is one slug or `all` (its default); an
	 * `ids` filter a comma-separated id list (default none).
	 *
	 * @return array<string, array{kind: string, description: string}>
	 */
	public static function filters(): array {
		return array(
			'templateType' => array(
				'kind'        => self::FILTER_SLUG,
				'description' => __( 'Template type slug, or all.', 'stencilbox' ),
			),
			'category'     => array(
				'kind'        => self::FILTER_SLUG,
				'description' => __( 'Category slug, or all.', 'stencilbox' ),
			),
			'include'      => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Dependency ids every item must need (comma-separated).', 'stencilbox' ),
			),
			'exclude'      => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Dependency ids no item may need (comma-separated).', 'stencilbox' ),
			),
			'tags'         => array(
				'kind'        => self::FILTER_IDS,
				'description' => __( 'Tag ids; items with any of them (comma-separated).', 'stencilbox' ),
			),
		);
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
