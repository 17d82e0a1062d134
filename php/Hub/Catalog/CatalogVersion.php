<?php
/**
 * A number that changes whenever the catalogue does: cache keys carry it, so
 * a change invalidates every cached answer at once.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * One autoloaded option.
 */
final class CatalogVersion {
	public const OPTION = 'stencilbox_catalog_version';

	/**
	 * The current version.
	 */
	public static function get(): int {
		return (int) get_option( self::OPTION, 1 );
	}

	/**
	 * Marks the catalogue as changed.
	 */
	public static function bump(): int {
		$next = self::get() + 1;
		update_option( self::OPTION, $next, true );
		/**
		 * Fires after the hub's catalogue changed.
		 *
		 * @param int $version The new catalogue version.
		 */
		do_action( Names::EVENT_CATALOG_CHANGED, $next );
		return $next;
	}
}
