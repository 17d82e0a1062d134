<?php
/**
 * One library for a whole network (multisite, issue [22]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Network-activated, Stencilbox keeps one library for the network: the hub
 * (catalogue, accounts, cloud, versions) lives on the main site, and every
 * other site of the network uses it in process, switched to the main site
 * for each hub call (php/Site/Hub/NetworkHubClient.php) — no HTTP to itself.
 * A super admin may choose instead that each site keeps its own library
 * (`OPTION`, a network option: `SHARED` or `PER_SITE`).
 *
 * Activated on single sites of a network (not network-wide), or on a single
 * WordPress, every site is its own hub as before.
 */
final class NetworkLibrary {
	/** The network's choice (a network option). */
	public const OPTION = 'stencilbox_network_library';

	/** One library for the network, on the main site (the default). */
	public const SHARED = 'network';

	/** Each site keeps its own library. */
	public const PER_SITE = 'sites';

	/**
	 * Moves whenever the shared library's catalogue, accounts or versions change (a
	 * network option): the other sites' caches of catalogue answers, update
	 * lists and profiles are keyed by it, so they see a change at once.
	 */
	public const EPOCH_OPTION = 'stencilbox_network_hub_epoch';

	/**
	 * Keeps the other sites' caches current, and closes a site's own hub
	 * routes to callers from outside while it uses the network's library.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( Names::EVENT_CATALOG_CHANGED, 'hub_changed' );
		$hooks->static_call( Names::EVENT_ACCOUNT_CHANGED, 'hub_changed' );
		$hooks->static_call( Names::EVENT_VERSIONS_CHANGED, 'hub_changed' );
		// A request for another route does not load this class.
		$hooks->static_call( 'rest_pre_dispatch', 'closed_elsewhere', 10, 3, Hooks::route( '/' . Names::HUB_NAMESPACE ) );
	}

	/**
	 * The shared library changed: every site's caches of it are stale. The
	 * epoch moves whatever the mode: a change made on the main site while
	 * each site has its own library is a change of the library the sites
	 * share again when the network switches back, and their answers cached
	 * before the switch (under this epoch) must not serve then.
	 */
	public static function hub_changed(): void {
		if ( is_multisite() ) {
			Epoch::move_network( self::EPOCH_OPTION );
		}
	}

	/**
	 * The shared library's epoch (0 when the network shares none), part of
	 * the key of every cache of hub answers on a site.
	 */
	public static function hub_epoch(): int {
		return self::shared() ? Epoch::current_network( self::EPOCH_OPTION ) : 0;
	}

	/**
	 * A request from outside for the hub routes of a site that uses the
	 * network's library: there is no hub here (its tables stay empty), so
	 * it is told where the library is. Stencilbox's own in-process calls
	 * run switched to the main site and never reach this.
	 *
	 * @param mixed            $result  An earlier filter's answer.
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function closed_elsewhere( mixed $result, \WP_REST_Server $server, \WP_REST_Request $request ): mixed {
		unset( $server );
		if ( null !== $result || ! str_starts_with( ltrim( $request->get_route(), '/' ), Names::HUB_NAMESPACE ) || ! self::elsewhere() || Rest\InternalDispatch::active() ) {
			return $result;
		}
		return self::closed()->to_wp_error();
	}

	/**
	 * The refusal of a hub action on a site that uses its network's library
	 * (`hub_closed`, 403, naming the main site): its hub routes, and the hub
	 * owner's commands and routes (`HubAddress::not_own_hub()`).
	 */
	public static function closed(): Rest\HttpError {
		return new Rest\HttpError(
			'hub_closed',
			sprintf(
				/* translators: %s: the address of the network's main site */
				__( 'This site uses its network’s library, kept at %s.', 'stencilbox' ),
				esc_url_raw( get_home_url( self::hub_site(), '/' ) )
			),
			403
		);
	}

	/**
	 * Whether the network shares one library: a network, Stencilbox active
	 * for the whole network, and no super admin chose a library per site.
	 */
	public static function shared(): bool {
		return self::network_active() && self::PER_SITE !== self::mode();
	}

	/**
	 * The network's choice (`SHARED` unless a super admin chose `PER_SITE`).
	 */
	public static function mode(): string {
		return self::PER_SITE === get_site_option( self::OPTION, self::SHARED ) ? self::PER_SITE : self::SHARED;
	}

	/**
	 * Saves the network's choice. The caller checks `may_choose()`.
	 *
	 * @param string $mode `SHARED` or `PER_SITE`.
	 */
	public static function save_mode( string $mode ): void {
		update_site_option( self::OPTION, self::PER_SITE === $mode ? self::PER_SITE : self::SHARED );
	}

	/**
	 * Whether a user may choose: a super admin of a network where
	 * Stencilbox is network-active.
	 *
	 * @param int $user_id WordPress user.
	 */
	public static function may_choose( int $user_id ): bool {
		return self::network_active() && is_super_admin( $user_id );
	}

	/**
	 * The site that holds the network's library.
	 */
	public static function hub_site(): int {
		return (int) get_main_site_id();
	}

	/**
	 * Whether the current site uses the library of another site of the
	 * network (and so holds no library of its own: no hub screen, no demo
	 * catalogue, its own hub routes closed).
	 */
	public static function elsewhere(): bool {
		return self::shared() && get_current_blog_id() !== self::hub_site();
	}

	/**
	 * Runs a task on the site that holds the network's library (on the
	 * current site when that is it, or when the network shares none).
	 *
	 * @template T
	 * @param callable(): T $task Task.
	 * @return T
	 */
	public static function on_hub_site( callable $task ): mixed {
		if ( ! self::elsewhere() ) {
			return $task();
		}
		switch_to_blog( self::hub_site() );
		try {
			return $task();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Whether Stencilbox is active for the whole network.
	 */
	public static function network_active(): bool {
		if ( ! is_multisite() ) {
			return false;
		}
		$active = (array) get_site_option( 'active_sitewide_plugins', array() );
		return isset( $active[ plugin_basename( dirname( __DIR__, 2 ) . '/stencilbox.php' ) ] );
	}
}
