<?php
/**
 * Base for the hub's REST controllers (`stencilbox-hub/v1`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\InternalDispatch;

defined( 'ABSPATH' ) || exit;

/**
 * Hub routes authenticate accounts with a Bearer API key, never with a
 * WordPress login. Over HTTP they answer only when the site owner has opened
 * the hub to other sites; the site's own in-process calls always pass. The
 * hub owner's routes (`admin/…`, `can_manage`) need a WordPress
 * administrator instead, of a site that is its own hub; a controller with
 * only those needs no keys.
 */
abstract class HubController extends Controller {
	public const REMOTE_OPTION = 'stencilbox_hub_remote';

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Names::HUB_NAMESPACE;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys|null $keys API keys (null: the controller's routes never take one).
	 */
	public function __construct( protected ?ApiKeys $keys = null ) {}

	/**
	 * The key rows of requests already looked up (`key_row()`).
	 *
	 * @var \WeakMap<\WP_REST_Request, array{0: array{id:int,account_id:int,kind:string}|null}>|null
	 */
	private ?\WeakMap $verified = null;

	/**
	 * The name the hub shows accounts for itself: its site title, which the
	 * hub owner sets (`/info`, and the author of every catalogue item
	 * version — never a WordPress login or display name).
	 */
	public static function public_name(): string {
		return (string) get_bloginfo( 'name' );
	}

	/**
	 * Whether other sites may use this hub over HTTP: the owner's setting,
	 * while the site is its own hub (a site that moved to another hub
	 * serves no one from the library it left, whatever the setting was;
	 * the setting comes back with the site's own hub).
	 */
	public static function accepts_remote(): bool {
		return (bool) get_option( self::REMOTE_OPTION, false ) && '' === HubAddress::url();
	}

	/**
	 * Permission for the hub owner's routes (`admin/…`): a WordPress
	 * administrator (`rest_forbidden` first, as on every route), on a site
	 * that is its own hub. A site that uses another hub keeps no library of
	 * its own: `not_own_hub` (409) names that hub, as the CLI's hub owner
	 * commands do (`HubAddress::not_own_hub()`, the one rule). Its site
	 * routes, which reach that hub through the hub client, and its hub's
	 * account routes are not owner's routes and answer as before.
	 *
	 * @return true|\WP_Error
	 */
	public function can_manage(): bool|\WP_Error {
		$allowed = parent::can_manage();
		if ( true !== $allowed ) {
			return $allowed;
		}
		$refused = HubAddress::not_own_hub();
		return null === $refused ? true : $refused->to_wp_error();
	}

	/**
	 * Permission for routes anyone may call (sign-up, sign-in, browsing):
	 * only the remote gate applies.
	 *
	 * @return true|\WP_Error
	 */
	public function open_to_anyone(): bool|\WP_Error {
		if ( InternalDispatch::active() || self::accepts_remote() ) {
			return true;
		}
		return new \WP_Error( 'hub_closed', __( 'This site does not serve as a Stencilbox hub for other sites.', 'stencilbox' ), array( 'status' => 403 ) );
	}

	/**
	 * Permission for account routes: the remote gate and a live API key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function requires_account( \WP_REST_Request $request ): bool|\WP_Error {
		$open = $this->open_to_anyone();
		if ( true !== $open ) {
			return $open;
		}
		return null === $this->key_row( $request ) ? $this->invalid_key()->to_wp_error() : true;
	}

	/**
	 * The Bearer key of a request.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function bearer( \WP_REST_Request $request ): ?string {
		$header = (string) $request->get_header( 'authorization' );
		if ( preg_match( '/^Bearer\s+(\S+)$/i', $header, $m ) ) {
			return $m[1];
		}
		// Some servers drop Authorization; the HTTP client sends this too.
		$fallback = (string) $request->get_header( 'x_stencilbox_key' );
		return '' !== $fallback ? $fallback : null;
	}

	/**
	 * The live key row of a request, or null.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{id:int,account_id:int,kind:string}|null
	 */
	protected function key_row( \WP_REST_Request $request ): ?array {
		// A route's permission check and its callback both ask: one lookup per request.
		$this->verified ??= new \WeakMap();
		if ( ! isset( $this->verified[ $request ] ) ) {
			$key                        = $this->bearer( $request );
			$this->verified[ $request ] = array( null === $key || null === $this->keys ? null : $this->keys->verify( $key ) );
		}
		return $this->verified[ $request ][0];
	}

	/**
	 * The account id of a request; throws `invalid_api_key` without one.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function account_id( \WP_REST_Request $request ): int {
		$row = $this->key_row( $request );
		if ( null === $row ) {
			throw $this->invalid_key();
		}
		return $row['account_id'];
	}

	/**
	 * The account id when a valid key is present, else null (public routes
	 * that answer differently for signed-in accounts).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function optional_account_id( \WP_REST_Request $request ): ?int {
		return $this->key_row( $request )['account_id'] ?? null;
	}

	/**
	 * The account of a request's key and the catalogue item it names (`id`),
	 * before any check of its own: what using an item (`/items/{id}/use`,
	 * `…/access`) and reading one of its versions start with.
	 *
	 * @param \WP_REST_Request  $request  Request.
	 * @param AccountRepository $accounts Accounts.
	 * @param CatalogRepository $catalog  Catalogue.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 * @throws HttpError `invalid_api_key` (401) when the key's account is gone, `item_not_found` (404).
	 */
	protected function account_and_item( \WP_REST_Request $request, AccountRepository $accounts, CatalogRepository $catalog ): array {
		$account = $accounts->find( $this->account_id( $request ) );
		$row     = $catalog->row( (int) $request['id'] );
		if ( ! $account ) {
			throw $this->invalid_key();
		}
		if ( ! $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		return array( $account, $row );
	}

	/**
	 * The spec's `invalid_api_key` error.
	 */
	protected function invalid_key(): HttpError {
		return new HttpError( 'invalid_api_key', __( 'Your API key is invalid or has been revoked. Please sign in again.', 'stencilbox' ), 401 );
	}
}
