<?php
/**
 * The hub owner's routes: accounts, plans, verification, keys, site keys. For WordPress
 * administrators of the hub site (cookie + nonce), never for API keys.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Support\Account\AccountSchema;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1/admin/*`.
 */
final class HubAccountsAdminController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys     API keys.
	 * @param AccountRepository $accounts Accounts.
	 * @param AccountService    $service  Workflows.
	 */
	public function __construct( ApiKeys $keys, private AccountRepository $accounts, private AccountService $service ) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$manage = 'can_manage';
		$id     = array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
		return array(
			Route::get(
				'/admin/accounts',
				'list_accounts',
				$manage,
				array(
					'search'   => array(
						'type'      => 'string',
						'maxLength' => 190,
						'default'   => '',
					),
					'page'     => array(
						'type'    => 'integer',
						'minimum' => 1,
						'default' => 1,
					),
					'per_page' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 100,
						'default' => 20,
					),
				),
				Schema::page( AccountSchema::admin_account() )
			),
			Route::post(
				'/admin/accounts/(?P<id>\d+)',
				'update_account',
				$manage,
				$id + array(
					'plan'        => array(
						'type' => 'string',
						'enum' => AccountRepository::PLANS,
					),
					'plan_term'   => array(
						'type' => 'string',
						'enum' => AccountRepository::PLAN_TERMS,
					),
					'is_verified' => array( 'type' => 'boolean' ),
				),
				Schema::object( array( 'data' => AccountSchema::admin_account() ) )
			),
			Route::get( '/admin/accounts/(?P<id>\d+)/keys', 'account_keys', $manage, $id, AccountSchema::keys() ),
			Route::get( '/admin/site-keys', 'site_keys', $manage, array(), AccountSchema::keys() ),
			Route::post(
				'/admin/site-keys',
				'create_site_key',
				$manage,
				array(
					'label' => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => 190,
						'required'  => true,
					),
				),
				AccountSchema::keys()
			),
			Route::delete(
				'/admin/keys/(?P<id>\d+)',
				'revoke_key',
				$manage,
				// A revoked key cannot be restored: the owner confirms.
				$id + array( 'confirm' => self::confirm_arg() ),
				Schema::success()
			),
		);
	}

	/**
	 * A page of accounts.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_accounts( \WP_REST_Request $request ): array {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = $this->accounts->list( trim( (string) $request['search'] ), $page, $per_page );
		return array(
			'data'         => array_map( array( $this, 'row' ), $result['items'] ),
			'current_page' => $page,
			'total_page'   => max( 1, (int) ceil( $result['total'] / $per_page ) ),
			'total'        => $result['total'],
		);
	}

	/**
	 * Sets an account's plan, term or verification.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown account.
	 */
	public function update_account( \WP_REST_Request $request ): array {
		$id      = (int) $request['id'];
		$account = $this->accounts->find( $id );
		if ( ! $account ) {
			HttpError::raise( 'not_found', __( 'That account does not exist.', 'stencilbox' ), 404 );
		}
		$fields = array();
		if ( null !== $request['plan'] ) {
			$fields['plan'] = (string) $request['plan'];
		}
		if ( null !== $request['plan_term'] ) {
			$fields['plan_term'] = (string) $request['plan_term'];
		}
		if ( null !== $request['is_verified'] ) {
			$fields['is_verified'] = $request['is_verified'] ? 1 : 0;
		}
		// The free plan has no term.
		if ( 'free' === ( $fields['plan'] ?? $account['plan'] ) ) {
			$fields['plan_term'] = '';
		}
		if ( $fields ) {
			$this->accounts->update( $id, $fields );
			/** This action is documented in php/Hub/Rest/HubPurchasesAdminController.php */
			do_action( Names::EVENT_ACCOUNT_CHANGED, $id );
			if ( ! empty( $fields['is_verified'] ) && empty( $account['is_verified'] ) ) {
				/** This action is documented in php/Hub/Accounts/AccountService.php */
				do_action( 'stencilbox_hub_account_verified', $id );
			}
		}
		return array( 'data' => $this->row( (array) $this->accounts->find( $id ) ) );
	}

	/**
	 * An account's keys.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function account_keys( \WP_REST_Request $request ): array {
		return array( 'data' => $this->keys->for_account( (int) $request['id'] ) );
	}

	/**
	 * The keys of the sites this hub trusts to forward their users' addresses.
	 *
	 * @return array<string, mixed>
	 */
	public function site_keys(): array {
		return array( 'data' => $this->keys->for_sites() );
	}

	/**
	 * Creates a site key, returned once.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function create_site_key( \WP_REST_Request $request ): array {
		$key = $this->keys->create( 0, trim( (string) $request['label'] ), ApiKeys::KIND_SITE );
		return array(
			'api_key' => $key,
			'data'    => $this->keys->for_sites(),
		);
	}

	/**
	 * Revokes any key (an account's or a site's).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown or already revoked key.
	 */
	public function revoke_key( \WP_REST_Request $request ): array {
		if ( ! $this->keys->revoke( (int) $request['id'] ) ) {
			HttpError::raise( 'not_found', __( 'That API key does not exist or is already revoked.', 'stencilbox' ), 404 );
		}
		return array( 'status' => 'success' );
	}

	/**
	 * An account as the admin screen shows it.
	 *
	 * @param array<string, mixed> $account Account.
	 * @return array<string, mixed>
	 */
	private function row( array $account ): array {
		return array_merge(
			$this->service->profile( $account, false ),
			array(
				'plan_name' => $account['plan'],
				'plan_term' => $account['plan_term'],
			)
		);
	}
}
