<?php
/**
 * The hub address is read while the plugin boots, on every request.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Support\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Stores the hub address ('' for this site's own hub) as an autoloaded
 * option when the site never set one: WordPress asks the database again on
 * every request for an option that does not exist, and the plugin reads this
 * one on every request.
 */
final class Migration0003HubUrlAutoload implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0003-hub-url-autoload';
	}

	/**
	 * Adds the option when it is missing (add_option leaves a set one alone).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb );
		add_option( HubClientFactory::OPTION, '', '', true );
	}
}
