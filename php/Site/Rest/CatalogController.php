<?php
/**
 * The site's catalogue routes of the spec (part 1 §7): `/items`,
 * `/items/{slug}`, `/featured-items`, `/tags`, `/templateTypes`,
 * `/categories`, `/items-count`, `/pricing`, `/dependencies`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Engagement\LiveCounters;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Checkout;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Validates with the shared schema, asks the hub through the hub client
 * (with the signed-in account's key, when there is one) and caches where it
 * helps. A hub that cannot answer right now is `retry_again` (HubErrors).
 */
final class CatalogController extends Controller {
	/** Plain list pages kept in transients when there is no object cache. */
	private const PERSISTENT_PAGES = 3;

	/**
	 * Constructor.
	 *
	 * @param HubClient    $hub         The hub.
	 * @param Connections  $connections Library sign-ins.
	 * @param CatalogCache $cache       Answer cache.
	 * @param LiveCounters $counters    Current favourite and rating numbers on cached answers.
	 */
	public function __construct( private HubClient $hub, private Connections $connections, private CatalogCache $cache, private ?LiveCounters $counters = null ) {}

	/**
	 * Items of a cached answer with their current numbers (favourites and
	 * ratings change more often than the catalogue whose answers are
	 * cached); an answer the hub has just given has them already.
	 *
	 * @param array<int, array<string, mixed>> $items   Items.
	 * @param bool                             $fetched Whether the answer was fetched now.
	 * @return array<int, array<string, mixed>>
	 */
	private function live( array $items, bool $fetched = false ): array {
		return $this->counters && ! $fetched ? $this->counters->apply( $items ) : $items;
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read = 'can_read';
		return array(
			Route::get( '/items', 'items_page', $read, ItemArgs::list_args(), ItemSchema::page() ),
			Route::get( '/items/(?P<slug>[a-z0-9][a-z0-9_-]*)', 'item_details', $read, ItemArgs::item_args(), ItemSchema::details() ),
			Route::get(
				'/featured-items',
				'featured_items',
				$read,
				array(
					'platform' => ItemArgs::platform_arg(),
					'type'     => array(
						'description' => __( 'Only featured items of this type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::ITEM_TYPES,
					),
				),
				Schema::object( array( 'data' => Schema::list( ItemSchema::card() ) ) )
			),
			...$this->term_lookups( $read ),
			Route::get(
				'/templateTypes',
				$this->lookup( 'template-types', array( 'itemType' ), null ),
				$read,
				array(
					'itemType' => array(
						'description' => __( 'Only the template types of this item type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::CONTENT_TYPES,
					),
				),
				Schema::list( ItemSchema::lookup_term() )
			),
			Route::get(
				'/items-count',
				$this->lookup( 'counts', array( 'platform' ), null ),
				$read,
				ItemArgs::counts_args(),
				ItemSchema::counts()
			),
			Route::get(
				'/pricing',
				$this->lookup(
					'pricing',
					array(),
					static fn( array $rows ): array => array_map(
						static fn( mixed $row ): array => array( 'checkout_url' => Checkout::link( (string) ( $row['checkout_url'] ?? '' ) ) ) + (array) $row,
						$rows
					)
				),
				$read,
				array(),
				Schema::list( ItemSchema::pricing_row() )
			),
			Route::get( '/dependencies', $this->lookup( 'dependencies', array(), array( $this, 'present_dependencies' ) ), $read, array(), Schema::list( ItemSchema::dependency() ) ),
		);
	}

	/**
	 * A lookup route's callback: the hub's answer to `/catalog/<hub_path>`,
	 * cached (persistently), then presented for the site.
	 *
	 * @param string        $hub_path Hub route under `/catalog/`.
	 * @param string[]      $params   Parameters passed on (`itemType` is the hub's `item_type`).
	 * @param callable|null $present  Turns the hub's answer into the site's.
	 */
	private function lookup( string $hub_path, array $params, ?callable $present ): \Closure {
		return function ( \WP_REST_Request $request ) use ( $hub_path, $params, $present ): array {
			$query = array();
			foreach ( $params as $name ) {
				if ( null !== $request[ $name ] ) {
					$query[ 'itemType' === $name ? 'item_type' : $name ] = (string) $request[ $name ];
				}
			}
			$data = $this->cache->remember( $hub_path, $query, CatalogCache::KEEP, fn(): array => $this->ask( '/catalog/' . $hub_path, $query ) );
			return $present ? $present( $data ) : $data;
		};
	}

	/**
	 * `GET /items`: a page of items (data, current_page, total_page, total).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<mixed>
	 */
	public function items_page( \WP_REST_Request $request ): array {
		$query      = ItemArgs::to_query( ItemArgs::list_params( $request ) );
		$kept       = ItemArgs::is_plain( $query ) && (int) ( $query['page'] ?? 1 ) <= self::PERSISTENT_PAGES ? CatalogCache::KEEP : CatalogCache::REQUEST;
		$result     = $this->cache->remember( 'items', $query, $kept, fn(): array => $this->ask( '/catalog/items', $query ), $fetched );
		$result['data'] = $this->live( array_map( array( ItemFilter::class, 'item' ), (array) ( $result['data'] ?? array() ) ), $fetched );
		return $result;
	}

	/**
	 * `GET /items/{slug}`: one item.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<mixed>
	 */
	public function item_details( \WP_REST_Request $request ): array {
		$query = array(
			'platform' => (string) $request['platform'],
			'preview'  => $request['preview'] ? '1' : '0',
		);
		if ( $request['type'] ) {
			$query['type'] = (string) $request['type'];
		}
		$slug       = (string) $request['slug'];
		$connection = $this->connections->current( get_current_user_id() );
		// The hub may add account-specific details, so entries are per
		// account, and an account's kept for the request only (CatalogCache).
		$cache_params = $query + array(
			'slug'                       => $slug,
			CatalogCache::ACCOUNT_PARAM => $connection?->account_id ?? 0,
		);
		$item = $this->cache->remember( 'item', $cache_params, CatalogCache::SHARED, fn(): array => $this->ask( '/catalog/items/' . $slug, $query, $connection?->api_key ), $fetched );
		return $this->live( array( ItemFilter::item( $item ) ), $fetched )[0];
	}

	/**
	 * `GET /featured-items`: `{data}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<mixed>
	 */
	public function featured_items( \WP_REST_Request $request ): array {
		$query = array( 'platform' => (string) $request['platform'] );
		if ( $request['type'] ) {
			$query['type'] = (string) $request['type'];
		}
		$result         = $this->cache->remember( 'featured', $query, CatalogCache::KEEP, fn(): array => $this->ask( '/catalog/featured', $query ), $fetched );
		$result['data'] = $this->live( array_map( array( ItemFilter::class, 'item' ), (array) ( $result['data'] ?? array() ) ), $fetched );
		return $result;
	}

	/**
	 * The lookup of each linked taxonomy (`/categories`, `/tags`…, from
	 * ItemArgs::filters()): its terms, or the spec's options (tags).
	 *
	 * @param string $read Permission callback.
	 * @return Route[]
	 */
	private function term_lookups( string $read ): array {
		$options = Schema::list(
			Schema::object(
				array(
					'value' => Schema::integer(),
					'label' => Schema::string(),
					'slug'  => Schema::string(),
				)
			)
		);
		$routes  = array();
		foreach ( ItemArgs::filters() as $filter ) {
			if ( ! isset( $filter['taxonomy'] ) || isset( $filter['column'] ) ) {
				continue;
			}
			$as_options = ! empty( $filter['options'] );
			$routes[]   = Route::get(
				'/' . ItemArgs::lookup_route( $filter['list'] ),
				$this->lookup( str_replace( '_', '-', $filter['list'] ), array(), $as_options ? array( $this, 'present_tags' ) : null ),
				$read,
				array(),
				$as_options ? $options : Schema::list( ItemSchema::term() )
			);
		}
		return $routes;
	}

	/**
	 * Tags as the spec's lookup (value, label).
	 *
	 * @param array<int, array<string, mixed>> $tags Hub tags.
	 * @return array<int, array<string, mixed>>
	 */
	public function present_tags( array $tags ): array {
		return array_map(
			static fn( array $tag ): array => array(
				'value' => (int) $tag['id'],
				'label' => (string) $tag['name'],
				'slug'  => (string) $tag['slug'],
			),
			$tags
		);
	}

	/**
	 * Dependencies with what only this site knows: installed, active.
	 *
	 * @param array<int, array<string, mixed>> $dependencies Hub dependencies.
	 * @return array<int, array<string, mixed>>
	 */
	public function present_dependencies( array $dependencies ): array {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$installed = get_plugins();
		return array_map(
			static function ( mixed $dependency ) use ( $installed ): array {
				$dependency = ItemFilter::dependency( $dependency );
				$file = (string) ( $dependency['plugin_file'] ?? '' );
				return $dependency + array(
					'installed' => '' !== $file && isset( $installed[ $file ] ),
					'is_active' => '' !== $file && is_plugin_active( $file ),
					'mustHave'  => false,
				);
			},
			$dependencies
		);
	}

	/**
	 * Asks the hub (a hub that cannot answer now is `retry_again`: the hub
	 * client decides that for every site route).
	 *
	 * @param string               $path    Hub route.
	 * @param array<string, mixed> $query   Query.
	 * @param string|null          $api_key Account key.
	 * @return array<mixed>
	 * @throws HttpError The hub's error.
	 */
	private function ask( string $path, array $query, ?string $api_key = null ): array {
		return $this->hub->request( 'GET', $path, $query, $api_key );
	}
}
