<?php
/**
 * The hub's engagement routes for an account (Bearer key): favourites,
 * ratings, and the account's favourites, downloads and purchases lists.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Engagement\Counters;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Engagement\Favourites;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Hub\Engagement\Ratings;
use Stencilbox\Support\Account\AccountSchema;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`:
 *
 * - `POST /items/{id}/favourite` {action: do|undo} → {status, favourite_count, starred}
 * - `POST /items/{id}/rating` {rating: 1–5} → {status, data: {reviews, item}}
 * - `GET /me/favourites` {platform, item_type, plan, page, per_page} → a page of cards
 * - `GET /me/downloads` {page, per_page} → a page of download records
 * - `GET /me/purchases` {platform?} → purchased records
 * - `GET /catalog/counters` {ids} → {counters: {<id>: {favourite_count, rating, rating_count, downloads}}}
 *   (anyone the hub serves, like the catalogue)
 *
 * Every route acts on the account of the Bearer key only: no route takes an
 * account id, so one key can never read or change another account's rows.
 */
final class HubEngagementController extends HubController {
	/** Records per page of the downloads list. */
	public const DOWNLOADS_PER_PAGE = 20;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys       API keys.
	 * @param CatalogRepository $catalog    Catalogue.
	 * @param AssetRefs         $assets     Image references → URLs.
	 * @param Favourites        $favourites Favourites.
	 * @param Ratings           $ratings    Ratings.
	 * @param Downloads         $downloads  Download history.
	 * @param Purchases         $purchases  Purchases.
	 * @param Counters          $counters   Live item numbers.
	 */
	public function __construct(
		ApiKeys $keys,
		private CatalogRepository $catalog,
		private AssetRefs $assets,
		private Favourites $favourites,
		private Ratings $ratings,
		private Downloads $downloads,
		private Purchases $purchases,
		private Counters $counters,
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$account = 'requires_account';
		$id_arg  = array(
			'description' => __( 'Catalogue item id.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		return array(
			Route::post(
				'/items/(?P<id>\d+)/favourite',
				'favourite',
				$account,
				array(
					'id'     => $id_arg,
					'action' => array(
						'description' => __( 'do adds the item to the favourites, undo removes it.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'do', 'undo' ),
						'required'    => true,
					),
				),
				Schema::success(
					array(
						'favourite_count' => Schema::integer(),
						'starred'         => AccountSchema::starred(),
					)
				)
			),
			Route::post(
				'/items/(?P<id>\d+)/rating',
				'rate',
				$account,
				array(
					'id'     => $id_arg,
					'rating' => array(
						'description' => __( 'Stars, 1 to 5.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => Ratings::MIN,
						'maximum'     => Ratings::MAX,
						'required'    => true,
					),
				),
				Schema::success( array( 'data' => ItemSchema::rating() ) )
			),
			Route::get(
				'/me/favourites',
				'favourites_page',
				$account,
				array(
					'platform'  => ItemArgs::platform_arg(),
					'item_type' => array(
						'description' => __( 'Item type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::TYPES,
						'default'     => 'all',
					),
					'plan'      => array(
						'description' => __( 'Plan filter: all, starter (free and starter items) or pro.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::PLAN_FILTERS,
						'default'     => 'all',
					),
				) + ItemArgs::page_args(),
				ItemSchema::page()
			),
			Route::get( '/me/downloads', 'downloads_page', $account, ItemArgs::page_args(), Schema::page( ItemSchema::download() ) ),
			Route::get(
				'/catalog/counters',
				fn( \WP_REST_Request $r ): array => array( 'counters' => (object) $this->counters->for_items( (array) $r['ids'] ) ),
				'open_to_anyone',
				array(
					'ids' => array(
						'description'       => __( 'Item ids, comma-separated.', 'stencilbox' ),
						'type'              => 'string',
						'required'          => true,
						'validate_callback' => array( ItemArgs::class, 'validate_id_list' ),
						'sanitize_callback' => array( ItemArgs::class, 'parse_id_list' ),
					),
				),
				Schema::object(
					array(
						'counters' => Schema::map(
							Schema::object(
								array(
									'favourite_count' => Schema::integer(),
									'rating'          => Schema::number(),
									'rating_count'    => Schema::integer(),
									'downloads'       => Schema::integer(),
								)
							)
						),
					)
				)
			),
			Route::get(
				'/me/purchases',
				'purchases_list',
				$account,
				array(
					'platform' => array(
						'description' => __( 'Only purchases on this platform; every platform when left out.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::PLATFORMS,
					),
				),
				ItemSchema::purchases()
			),
		);
	}

	/**
	 * Stars ('do') or unstars ('undo') an item.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function favourite( \WP_REST_Request $request ): array {
		$account_id = $this->account_id( $request );
		$item       = $this->item( (int) $request['id'] );
		$count      = $this->favourites->set( $account_id, (int) $item['id'], 'do' === $request['action'] );
		return array(
			'status'          => 'success',
			'favourite_count' => $count,
			'starred'         => $this->favourites->starred( $account_id ),
		);
	}

	/**
	 * Rates a pack (again: replaces the account's earlier rating).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError `invalid_data` (400) for anything but a pack.
	 */
	public function rate( \WP_REST_Request $request ): array {
		$account_id = $this->account_id( $request );
		$item       = $this->item( (int) $request['id'] );
		if ( 'pack' !== $item['type'] ) {
			HttpError::raise( 'invalid_data', __( 'Only packs can be rated.', 'stencilbox' ), 400 );
		}
		$numbers = $this->ratings->rate( $account_id, (int) $item['id'], (int) $request['rating'] );
		return array(
			'status' => 'success',
			'data'   => array(
				'reviews' => array( 'pack' => (object) $this->ratings->pack_reviews( $account_id ) ),
				'item'    => array( 'id' => (int) $item['id'] ) + $numbers,
			),
		);
	}

	/**
	 * A page of the account's favourites on a platform, as cards.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function favourites_page( \WP_REST_Request $request ): array {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = $this->favourites->page(
			$this->account_id( $request ),
			(string) $request['platform'],
			(string) $request['item_type'],
			(string) $request['plan'],
			$page,
			$per_page
		);
		return array(
			'data'         => $this->catalog->presenter()->cards( $result['rows'] ),
			'current_page' => $page,
			'total_page'   => (int) ceil( $result['total'] / $per_page ),
			'total'        => $result['total'],
		);
	}

	/**
	 * A page of the account's downloads (the spec's Download record).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function downloads_page( \WP_REST_Request $request ): array {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = $this->downloads->page( $this->account_id( $request ), $page, $per_page );
		return array(
			'data'         => array_map(
				fn( array $row ): array => array(
					'id'            => (int) $row['id'],
					'item_id'       => (int) $row['item_id'],
					'name'          => (string) $row['name'],
					'type'          => (string) $row['type'],
					'slug'          => (string) $row['slug'],
					'platform'      => (string) $row['platform'],
					'thumbnail'     => $this->assets->url( (string) $row['thumbnail'] ),
					'origin'        => (string) $row['origin'],
					'downloaded_at' => self::utc( (string) $row['created_at'] ),
				),
				$result['rows']
			),
			'current_page' => $page,
			'total_page'   => (int) ceil( $result['total'] / $per_page ),
			'total'        => $result['total'],
		);
	}

	/**
	 * The account's purchases (the spec's Purchased record), newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function purchases_list( \WP_REST_Request $request ): array {
		return array( 'data' => self::present_purchases( $this->purchases->for_account( $this->account_id( $request ), $request['platform'] ? (string) $request['platform'] : null ), $this->assets ) );
	}

	/**
	 * Purchase rows as records.
	 *
	 * @param array<int, array<string, mixed>> $rows   Rows of `Purchases::for_account()`.
	 * @param AssetRefs                        $assets Image references → URLs.
	 * @return array<int, array<string, mixed>>
	 */
	public static function present_purchases( array $rows, AssetRefs $assets ): array {
		return array_map(
			static fn( array $row ): array => array(
				'item_id'      => (int) $row['item_id'],
				'type'         => (string) $row['type'],
				'name'         => (string) $row['name'],
				'slug'         => (string) $row['slug'],
				'platform'     => (string) $row['platform'],
				'thumbnail'    => $assets->url( (string) $row['thumbnail'] ),
				'source'       => (string) $row['source'],
				'purchased_at' => self::utc( (string) $row['purchased_at'] ),
			),
			$rows
		);
	}

	/**
	 * A stored UTC time as RFC 3339 with its offset, so browsers show it in
	 * their own time zone.
	 *
	 * @param string $mysql `Y-m-d H:i:s`, UTC.
	 */
	public static function utc( string $mysql ): string {
		$time = strtotime( $mysql . ' UTC' );
		return false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}

	/**
	 * A catalogue row, or the spec's 404.
	 *
	 * @param int $id Item id.
	 * @return array<string, mixed>
	 * @throws HttpError `item_not_found` (404).
	 */
	private function item( int $id ): array {
		$row = $this->catalog->row( $id );
		if ( null === $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		return $row;
	}
}
