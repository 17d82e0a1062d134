<?php
/**
 * The demo seed's state is read on every wp-admin page.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Support\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Every wp-admin page compares the demo files with the state last seeded
 * (DemoSeeder::hooks()); the option was stored without autoload, so each of
 * those pages asked the database for it. It is autoloaded now (32 bytes).
 */
final class Migration0015DemoSeededAutoload implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0015-demo-seeded-autoload';
	}

	/**
	 * Autoloads the option where it exists (a site not seeded yet gets it
	 * autoloaded when it is seeded).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb );
		if ( false !== get_option( DemoSeeder::SEEDED_OPTION ) ) {
			wp_set_option_autoload( DemoSeeder::SEEDED_OPTION, true );
		}
	}
}
