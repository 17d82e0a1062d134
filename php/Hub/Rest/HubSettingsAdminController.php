<?php
/**
 * The hub owner's settings of this site's hub (`stencilbox-hub/v1/admin/settings`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST `{accepts_remote}`: whether other sites may use this site as
 * their hub over HTTP. For WordPress administrators of the hub site
 * (cookie + nonce), never an account key. The setting belongs to the hub
 * role, so the site role's settings screen reaches it through this route
 * like any other hub owner's route.
 */
final class HubSettingsAdminController extends HubController {
	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$settings = Schema::object( array( 'accepts_remote' => Schema::boolean() ) );
		return array(
			Route::get( '/admin/settings', 'settings', 'can_manage', array(), $settings ),
			Route::post(
				'/admin/settings',
				'save',
				'can_manage',
				array(
					'accepts_remote' => array(
						'description' => __( 'Whether other sites may use this site as their hub.', 'stencilbox' ),
						'type'        => 'boolean',
					),
				),
				$settings
			),
		);
	}

	/**
	 * The settings.
	 *
	 * @return array<string, bool>
	 */
	public function settings(): array {
		return array( 'accepts_remote' => self::accepts_remote() );
	}

	/**
	 * Saves what was sent.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, bool>
	 */
	public function save( \WP_REST_Request $request ): array {
		if ( null !== $request['accepts_remote'] ) {
			update_option( self::REMOTE_OPTION, (bool) $request['accepts_remote'] );
		}
		return $this->settings();
	}
}
