<?php
/**
 * With a persistent object cache, our options leave `alloptions`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\ObjectCache;

defined( 'ABSPATH' ) || exit;

/**
 * Every option of ours is written with `ObjectCache::autoload()`: not
 * autoloaded where a persistent object cache is in use, so that no
 * request's stale copy of `alloptions` can hide a flag or an epoch another
 * request has just written. This applies the rule to the options written
 * before it, all at once; where there is no persistent cache it leaves
 * them as they are. (A site that adds a persistent cache later has each
 * moved the next time it is written.)
 */
final class Migration0006OptionsOutsideAlloptions implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0006-options-outside-alloptions';
	}

	/**
	 * Stops autoloading our options, when a persistent cache is in use.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		if ( ObjectCache::autoload() ) {
			return;
		}
		// One read of the options table at activation (or on the update that brings this).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$names = $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s AND autoload NOT IN (%s, %s, %s)', $wpdb->options, $wpdb->esc_like( 'stencilbox_' ) . '%', 'off', 'no', 'auto-off' ) );
		if ( $names ) {
			wp_set_options_autoload( array_map( 'strval', $names ), false );
		}
	}
}
