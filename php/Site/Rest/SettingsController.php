<?php
/**
 * Site settings: which hub this site uses (on a network, whether it shares
 * one library), whether the core inserter shows
 * the library, whether plugins and themes may come from the hub's packages,
 * and whether deleting the plugin also deletes its content.
 * (Whether this site serves other sites as a hub is the hub role's setting:
 * `stencilbox-hub/v1/admin/settings`.)
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST `stencilbox/v1/settings` for administrators.
 */
final class SettingsController extends Controller {
	/**
	 * Deleting the plugin also deletes its content (tables, upload folders,
	 * saved templates); php/Uninstaller.php reads it.
	 */
	public const REMOVE_CONTENT_OPTION = 'stencilbox_remove_content';

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$settings = Schema::object(
			array(
				'hub_url'           => Schema::string(),
				'site_url'          => Schema::string(),
				'has_site_key'      => Schema::boolean(),
				'inserter_patterns' => Schema::boolean(),
				'remove_content'    => Schema::boolean(),
				'hub_packages'      => Schema::boolean(),
				// On a network the choice is the network's (a super admin's): true there.
				'hub_packages_network' => Schema::boolean(),
				// The current user may not change it (a site's administrator on a network).
				'hub_packages_locked'  => Schema::boolean(),
				// A network where Stencilbox is network-active: whether it shares
				// one library (on the main site) or each site keeps its own; null
				// elsewhere.
				'network_library'   => Schema::nullable(
					Schema::object(
						array(
							'mode'       => Schema::enum( array( NetworkLibrary::SHARED, NetworkLibrary::PER_SITE ) ),
							// This site uses the main site's library (its hub settings are the main site's).
							'elsewhere'  => Schema::boolean(),
							'hub_name'   => Schema::string(),
							'hub_url'    => Schema::string(),
							// The current user is a super admin: may choose.
							'may_choose' => Schema::boolean(),
						)
					)
				),
				// The hub this site uses, as it answers now (null: this site is its own hub).
				'connection'        => Schema::nullable(
					Schema::object(
						array(
							'reachable' => Schema::boolean(),
							'name'      => Schema::string(),
							'items'     => Schema::integer(),
						)
					)
				),
			)
		);
		return array(
			Route::get( '/settings', 'get_settings', 'can_manage', array(), $settings ),
			Route::post(
				'/settings',
				'update_settings',
				'can_manage',
				array(
					'hub_url'      => array(
						'type'      => 'string',
						'maxLength' => 500,
					),
					'hub_site_key' => array(
						'description' => __( 'The key the hub’s owner gave this site; empty removes it.', 'stencilbox' ),
						'type'        => 'string',
						'pattern'     => '^(sbx_[A-Za-z0-9]{40})?$',
					),
					'inserter_patterns' => array(
						'description' => __( 'Show the library’s blocks and pages in the block inserter’s patterns.', 'stencilbox' ),
						'type'        => 'boolean',
					),
					'network_library'   => array(
						'description' => __( 'On a network: one library for every site, kept on the main site, or each site its own.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( NetworkLibrary::SHARED, NetworkLibrary::PER_SITE ),
					),
					'remove_content'    => array(
						'description' => __( 'Deleting the plugin also deletes its content.', 'stencilbox' ),
						'type'        => 'boolean',
					),
					'hub_packages'      => array(
						'description' => __( 'Install the plugins and themes the library needs from packages the hub serves, rather than only from WordPress.org.', 'stencilbox' ),
						'type'        => 'boolean',
					),
				),
				$settings
			),
		);
	}

	/**
	 * Current settings.
	 *
	 * @return array<string, mixed>
	 */
	public function get_settings(): array {
		return array(
			'hub_url'           => HubClientFactory::hub_url(),
			'site_url'          => home_url( '/' ),
			// The key itself is never sent back.
			'has_site_key'      => null !== HubClientFactory::site_key(),
			'inserter_patterns' => InserterPatterns::enabled(),
			'remove_content'    => (bool) get_option( self::REMOVE_CONTENT_OPTION, false ),
			'hub_packages'      => CodeInstaller::hub_packages(),
			'hub_packages_network' => is_multisite(),
			'hub_packages_locked'  => ! CodeInstaller::may_change_hub_packages( get_current_user_id() ),
			'network_library'   => $this->network_library(),
			'connection'        => $this->connection( HubClientFactory::hub_url() ),
		);
	}

	/**
	 * The network's library choice, on a network where Stencilbox is
	 * network-active.
	 *
	 * @return array<string, mixed>|null
	 */
	private function network_library(): ?array {
		if ( ! NetworkLibrary::network_active() ) {
			return null;
		}
		$main = NetworkLibrary::hub_site();
		return array(
			'mode'       => NetworkLibrary::mode(),
			'elsewhere'  => NetworkLibrary::elsewhere(),
			'hub_name'   => (string) get_blog_option( $main, 'blogname' ),
			'hub_url'    => get_home_url( $main, '/' ),
			'may_choose' => NetworkLibrary::may_choose( get_current_user_id() ),
		);
	}

	/**
	 * What the remote hub says of itself now: its name and how many items
	 * its library holds (both platforms), or that it does not answer.
	 *
	 * @param string $url Hub URL ('' for this site's own hub).
	 * @return array{reachable: bool, name: string, items: int}|null
	 */
	private function connection( string $url ): ?array {
		if ( '' === $url ) {
			return null;
		}
		try {
			$hub    = new HttpHubClient( $url, HubClientFactory::site_key() );
			$info   = $hub->request( 'GET', '/info' );
			$counts = $hub->request( 'GET', '/catalog/counts' );
			return array(
				'reachable' => true,
				'name'      => (string) ( $info['name'] ?? '' ),
				'items'     => (int) array_sum( array_map( 'intval', $counts ) ),
			);
		} catch ( HttpError $error ) {
			unset( $error ); // Reported as not answering; the app says so.
			return array(
				'reachable' => false,
				'name'      => '',
				'items'     => 0,
			);
		}
	}

	/**
	 * Saves settings. A hub URL must answer as a Stencilbox hub that accepts
	 * other sites; an empty one makes this site its own hub again. Changing
	 * hubs signs every user out (connections belong to their hub).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError `invalid_hub` (400); `invalid_permission` (403) when
	 *                   a network site's administrator asks to change hub
	 *                   packages (nothing is saved then).
	 */
	public function update_settings( \WP_REST_Request $request ): array {
		if ( null !== $request['hub_packages'] && ! CodeInstaller::may_change_hub_packages( get_current_user_id() ) ) {
			HttpError::raise( 'invalid_permission', __( 'On a network, only a network administrator can choose where plugins and themes are installed from.', 'stencilbox' ), 403 );
		}
		if ( null !== $request['network_library'] && ! NetworkLibrary::may_choose( get_current_user_id() ) ) {
			HttpError::raise( 'invalid_permission', __( 'Only a network administrator can choose how the sites of a network share the library.', 'stencilbox' ), 403 );
		}
		if ( ( null !== $request['hub_url'] || null !== $request['hub_site_key'] ) && NetworkLibrary::elsewhere() ) {
			HttpError::raise( 'invalid_permission', __( 'This site uses its network’s library: its hub is chosen on the network’s main site.', 'stencilbox' ), 403 );
		}
		if ( null !== $request['network_library'] ) {
			NetworkLibrary::save_mode( (string) $request['network_library'] );
		}
		if ( null !== $request['hub_url'] ) {
			$url = untrailingslashit( trim( (string) $request['hub_url'] ) );
			if ( '' !== $url ) {
				$this->check_hub( $url );
			}
			if ( HubClientFactory::hub_url() !== $url ) {
				// A site key belongs to one hub.
				HubClientFactory::save_site_key( '' );
			}
			update_option( HubClientFactory::OPTION, $url, true );
		}
		if ( null !== $request['hub_site_key'] ) {
			HubClientFactory::save_site_key( (string) $request['hub_site_key'] );
		}
		// Stored as 1 / 0: update_option() stores nothing when given false
		// for an option that does not exist yet (it reads as false already),
		// which would leave an option that defaults to on switched on.
		if ( null !== $request['inserter_patterns'] ) {
			update_option( InserterPatterns::OPTION, $request['inserter_patterns'] ? 1 : 0, false );
		}
		if ( null !== $request['hub_packages'] ) {
			CodeInstaller::save_hub_packages( (bool) $request['hub_packages'] );
		}
		if ( null !== $request['remove_content'] ) {
			// Read only when the plugin is deleted: never autoloaded.
			update_option( self::REMOVE_CONTENT_OPTION, $request['remove_content'] ? 1 : 0, false );
		}
		return $this->get_settings();
	}

	/**
	 * Checks that a URL is a Stencilbox hub open to this site.
	 *
	 * @param string $url Hub URL.
	 * @throws HttpError `invalid_hub` (400).
	 */
	private function check_hub( string $url ): void {
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! wp_parse_url( $url, PHP_URL_HOST ) ) {
			HttpError::raise( 'invalid_hub', __( 'Please enter the full address of the hub site, starting with https://.', 'stencilbox' ), 400 );
		}
		if ( untrailingslashit( home_url() ) === $url ) {
			HttpError::raise( 'invalid_hub', __( 'This is this site’s own address. Leave the field empty to use this site as its own hub.', 'stencilbox' ), 400 );
		}
		try {
			$info = ( new HttpHubClient( $url ) )->request( 'GET', '/info' );
		} catch ( HttpError $error ) {
			// Never echo what the address answered: that would let this
			// setting read internal services. Only our hub's own code counts.
			HttpError::raise(
				'invalid_hub',
				'hub_closed' === $error->error_code()
					? __( 'That site runs Stencilbox but does not accept other sites. Its administrator can allow it in Stencilbox → Settings.', 'stencilbox' )
					: __( 'No Stencilbox hub answered at that address. Check the address; a hub on a private network address must be listed in STENCILBOX_PRIVATE_HUB_HOSTS in wp-config.php.', 'stencilbox' ),
				400
			);
		}
		// The same words as when nothing answered: a different message for
		// "something answers here" would map the listed hosts' open ports
		// (found by probing, 2026-12-04).
		if ( 'stencilbox' !== ( $info['hub'] ?? '' ) ) {
			HttpError::raise( 'invalid_hub', __( 'No Stencilbox hub answered at that address. Check the address; a hub on a private network address must be listed in STENCILBOX_PRIVATE_HUB_HOSTS in wp-config.php.', 'stencilbox' ), 400 );
		}
	}
}
