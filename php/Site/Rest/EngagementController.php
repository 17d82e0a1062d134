<?php
/**
 * The spec's engagement routes (part 1 §7): `/items/favourite`,
 * `/items/rating`, `/profile/my-favourites`, `/profile/download-history`,
 * `/profile/purchased-items`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Engagement\LiveCounters;
use Stencilbox\Support\Account\AccountSchema;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Each route acts for the library account of the current WordPress user
 * (`not_signed_in`, 401, without one) through the hub client. Writes forget
 * the site's cached profile, so `starred` and `reviews` are never served
 * stale. A hub that cannot answer now is `retry_again` (HubErrors).
 */
final class EngagementController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session  Account connection and hub calls.
	 * @param LiveCounters   $counters Numbers of this site's own writes.
	 */
	public function __construct( private AccountSession $session, private LiveCounters $counters ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read  = 'can_read';
		$item  = array(
			'description' => __( 'Catalogue item id.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
		$pages = ItemArgs::page_args();
		return array(
			Route::post(
				'/items/favourite',
				'favourite',
				$read,
				array(
					'item'   => $item,
					'action' => array(
						'description' => __( 'do adds the item to the favourites, undo removes it.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'do', 'undo' ),
						'required'    => true,
					),
				),
				Schema::success(
					array(
						'data'            => AccountSchema::starred(),
						'favourite_count' => Schema::integer(),
					)
				)
			),
			Route::post(
				'/items/rating',
				'rate',
				$read,
				array(
					'item'   => $item,
					'rating' => array(
						'description' => __( 'Stars, 1 to 5.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => 5,
						'required'    => true,
					),
				),
				Schema::success( array( 'data' => ItemSchema::rating() ) )
			),
			Route::get(
				'/profile/my-favourites',
				'my_favourites',
				$read,
				array(
					'platform' => ItemArgs::platform_arg(),
					'itemType' => array(
						'description' => __( 'Item type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::TYPES,
						'default'     => 'all',
					),
					'plan'     => array(
						'description' => __( 'Plan filter: all, starter (free and starter items) or pro.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::PLAN_FILTERS,
						'default'     => 'all',
					),
				) + $pages,
				ItemSchema::page()
			),
			Route::get( '/profile/download-history', 'download_history', $read, $pages, Schema::page( ItemSchema::download() ) ),
			Route::get(
				'/profile/purchased-items',
				'purchased_items',
				$read,
				array(
					'platform' => ItemArgs::platform_arg(),
					'all'      => array(
						'description' => __( 'Every platform’s purchases (asked on a platform change, to refresh what the account owns).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
				ItemSchema::purchases()
			),
		);
	}

	/**
	 * `POST /items/favourite`: {status, data (the starred list), favourite_count}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function favourite( \WP_REST_Request $request ): array {
		$connection = $this->session->require_connection( get_current_user_id() );
		$result     = $this->session->call( $connection, 'POST', '/items/' . (int) $request['item'] . '/favourite', array( 'action' => (string) $request['action'] ) );
		$this->session->forget_profile( $connection );
		$this->counters->remember( (int) $request['item'], array( 'favourite_count' => (int) $result['favourite_count'] ) );
		return array(
			'status'          => 'success',
			'data'            => $result['starred'],
			'favourite_count' => (int) $result['favourite_count'],
		);
	}

	/**
	 * `POST /items/rating`: {status, data: {reviews, item: {id, rating, rating_count}}}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function rate( \WP_REST_Request $request ): array {
		$connection = $this->session->require_connection( get_current_user_id() );
		$result     = $this->session->call( $connection, 'POST', '/items/' . (int) $request['item'] . '/rating', array( 'rating' => (int) $request['rating'] ) );
		$this->session->forget_profile( $connection );
		$rated = (array) ( $result['data']['item'] ?? array() );
		$this->counters->remember(
			(int) $request['item'],
			array(
				'rating'       => (float) ( $rated['rating'] ?? 0 ),
				'rating_count' => (int) ( $rated['rating_count'] ?? 0 ),
			)
		);
		return array(
			'status' => 'success',
			'data'   => array(
				'reviews' => array( 'pack' => (object) ( $result['data']['reviews']['pack'] ?? array() ) ),
				'item'    => $result['data']['item'],
			),
		);
	}

	/**
	 * `GET /profile/my-favourites`: {data (cards), current_page, total_page, total}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function my_favourites( \WP_REST_Request $request ): array {
		$connection     = $this->session->require_connection( get_current_user_id() );
		$result         = $this->session->call(
			$connection,
			'GET',
			'/me/favourites',
			array(
				'platform'  => (string) $request['platform'],
				'item_type' => (string) $request['itemType'],
				'plan'      => (string) $request['plan'],
				'page'      => (int) $request['page'],
				'per_page'  => (int) $request['per_page'],
			)
		);
		$result['data'] = array_map( array( ItemFilter::class, 'item' ), (array) ( $result['data'] ?? array() ) );
		return $result;
	}

	/**
	 * `GET /profile/download-history`: {data (records), current_page, total_page, total}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function download_history( \WP_REST_Request $request ): array {
		$connection     = $this->session->require_connection( get_current_user_id() );
		$result         = $this->session->call(
			$connection,
			'GET',
			'/me/downloads',
			array(
				'page'     => (int) $request['page'],
				'per_page' => (int) $request['per_page'],
			)
		);
		$result['data'] = array_map( static fn( mixed $record ): array => ItemFilter::object( $record, ItemSchema::download() ), (array) ( $result['data'] ?? array() ) );
		return $result;
	}

	/**
	 * `GET /profile/purchased-items`: {data (records)} of the platform, or
	 * of every platform with `all`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function purchased_items( \WP_REST_Request $request ): array {
		$connection = $this->session->require_connection( get_current_user_id() );
		$result     = $this->session->call( $connection, 'GET', '/me/purchases', $request['all'] ? array() : array( 'platform' => (string) $request['platform'] ) );
		// The cached profile's `purchasedItems` may be older than this answer
		// (a remote hub's grant): the next profile read asks the hub again.
		$this->session->forget_profile( $connection );
		return array( 'data' => array_map( static fn( mixed $record ): array => ItemFilter::object( $record, ItemSchema::purchase() ), (array) ( $result['data'] ?? array() ) ) );
	}
}
