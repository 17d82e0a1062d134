<?php
/**
 * Uploaded plugin and theme packages move out of reach.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a migration of our own tables, run once (Support/Migrator); there is no API for it.

/**
 * A data migration, no schema change. Earlier versions kept the packages
 * the hub owner uploaded at `uploads/stencilbox/packages/<slug>.zip` (and
 * `themes/<slug>.zip`): an address anyone could guess and fetch without
 * an account, a pro dependency's package included. They move to their
 * private names in the same folder, now denied (`PackageStore`); a pro
 * dependency's is removed.
 *
 * Idempotent: a second run finds only private names.
 */
final class Migration0010PrivatePackages implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0010-private-packages';
	}

	/**
	 * Applies the change.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$pro = $wpdb->get_col( $wpdb->prepare( 'SELECT slug FROM %i WHERE is_pro = 1', Names::table( 'catalog_dependencies' ) ) );
		PackageStore::make_private( array_map( 'strval', (array) $pro ) );
	}
}
