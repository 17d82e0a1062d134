<?php
/**
 * The hub's public catalogue routes (`stencilbox-hub/v1/catalog/…`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Browsing needs no account: every route is `open_to_anyone()` (the site's
 * own in-process calls, or anyone once the hub is opened to other sites).
 * A valid Bearer key, when sent, is passed to the `stencilbox_hub_item`
 * filter so account-specific details can be added. The content of a
 * Gutenberg page or block (`preview=1`, for previews drawn from its
 * blocks) goes only to callers who own it (`Access::owns`: free items to
 * everyone, paid ones to their owners).
 */
final class HubCatalogController extends HubController {
	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'catalog';

	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys     API keys.
	 * @param CatalogRepository $catalog  Catalogue reads.
	 * @param Access            $access   Who owns what.
	 * @param AccountRepository $accounts Accounts.
	 */
	public function __construct( ApiKeys $keys, private CatalogRepository $catalog, private Access $access, private AccountRepository $accounts ) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read  = 'open_to_anyone';
		$base  = '/' . $this->rest_base;
		$terms = Schema::list( ItemSchema::term() );
		return array(
			Route::get( $base . '/items', fn( \WP_REST_Request $r ): array => $this->catalog->query( ItemArgs::list_params( $r ) ), $read, ItemArgs::list_args(), ItemSchema::page() ),
			Route::get( $base . '/items/(?P<slug>[a-z0-9][a-z0-9_-]*)', 'get_item_details', $read, ItemArgs::item_args(), ItemSchema::details() ),
			Route::get(
				$base . '/featured',
				fn( \WP_REST_Request $r ): array => array( 'data' => $this->catalog->featured( (string) $r['platform'], $r['type'] ? (string) $r['type'] : null ) ),
				$read,
				array(
					'platform' => ItemArgs::platform_arg(),
					'type'     => array(
						'description' => __( 'Item type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::ITEM_TYPES,
					),
				),
				Schema::object( array( 'data' => Schema::list( ItemSchema::card() ) ) )
			),
			// A lookup per linked taxonomy (ItemArgs::linked_taxonomies(): `/catalog/categories`, `/catalog/tags`…).
			...array_map(
				fn( string $taxonomy, string $list ): Route => Route::get( $base . '/' . str_replace( '_', '-', $list ), fn(): array => $this->catalog->terms( $taxonomy ), $read, array(), $terms ),
				array_keys( ItemArgs::linked_taxonomies() ),
				ItemArgs::linked_taxonomies()
			),
			Route::get(
				$base . '/template-types',
				fn( \WP_REST_Request $r ): array => $this->catalog->terms( 'template_type', $r['item_type'] ? (string) $r['item_type'] : null ),
				$read,
				array(
					'item_type' => array(
						'description' => __( 'Only the template types of this item type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::CONTENT_TYPES,
					),
				),
				Schema::list( ItemSchema::lookup_term() )
			),
			Route::get(
				$base . '/counts',
				fn( \WP_REST_Request $r ): array => $this->catalog->counts( $r['platform'] ? (string) $r['platform'] : null ),
				$read,
				ItemArgs::counts_args(),
				ItemSchema::counts()
			),
			Route::get( $base . '/pricing', 'pricing', $read, array(), Schema::list( ItemSchema::pricing_row() ) ),
			Route::get( $base . '/dependencies', fn(): array => $this->catalog->dependencies(), $read, array(), Schema::list( ItemSchema::dependency() ) ),
			Route::get( $base . '/version', fn(): array => array( 'version' => CatalogVersion::get() ), $read, array(), Schema::object( array( 'version' => Schema::integer() ) ) ),
		);
	}

	/**
	 * The pricing rows, each with its checkout link (a lifetime plan adds
	 * `type=one_time`, as the spec says).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function pricing(): array {
		// No checkout page yet: no links (CatalogPresenter::purchase_url()).
		$base = (string) get_option( CatalogRepository::CHECKOUT_OPTION, '' );
		return array_map(
			static function ( array $row ) use ( $base ): array {
				$args = array( 'plan' => $row['plan'] );
				if ( 'one_time' === $row['type'] ) {
					$args['type'] = 'one_time';
				}
				return $row + array( 'checkout_url' => '' === $base ? '' : add_query_arg( $args, $base ) );
			},
			array_values( (array) get_option( CatalogWriter::PRICING_OPTION, array() ) )
		);
	}

	/**
	 * One item's details; 404 when the platform has no such item (of that type).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError Not found.
	 */
	public function get_item_details( \WP_REST_Request $request ): array {
		$item = $this->catalog->find(
			(string) $request['platform'],
			(string) $request['slug'],
			$request['type'] ? (string) $request['type'] : null
		);
		if ( null === $item ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		// Any Gutenberg page or block can be previewed from its blocks: a
		// card without a thumbnail, and the live preview of the details.
		if ( $request['preview'] && Platforms::known( $item['platform'] ?? '' )?->has_live_preview() && 'pack' !== ( $item['type'] ?? '' ) && $this->may_read_content( (int) $item['id'], $this->optional_account_id( $request ) ) ) {
			$item['preview_content'] = $this->catalog->content( (int) $item['id'] );
		}
		/**
		 * Filters an item's details as the hub sends them, e.g. to add what
		 * depends on the account asking (purchases, favourites).
		 *
		 * @param array<string, mixed> $item       Item details.
		 * @param int|null             $account_id The account whose key came with the request, if any.
		 */
		return apply_filters( 'stencilbox_hub_item', $item, $this->optional_account_id( $request ) );
	}

	/**
	 * Whether a caller may read an item's content without using it: free
	 * items (price 0 or less) anyone may; paid ones only an account that
	 * owns them. A paid item's picture is its thumbnail, never its content.
	 *
	 * @param int      $item_id    Item.
	 * @param int|null $account_id The caller's account, if a key came.
	 */
	private function may_read_content( int $item_id, ?int $account_id ): bool {
		$row = $this->catalog->row( $item_id );
		if ( null === $row ) {
			return false;
		}
		if ( (float) $row['price'] <= 0 ) {
			return true;
		}
		$account = null === $account_id ? null : $this->accounts->find( $account_id );
		return null !== $account && $this->access->owns( $account, $row );
	}
}
