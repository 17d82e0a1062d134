<?php
/**
 * What deleting the plugin removes (uninstall.php runs it).
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Site\Rest\SettingsController;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;
use Stencilbox\Support\ObjectCache;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange -- deleting the plugin removes our tables and rows; nothing is read twice; the APIs used for options, transients, meta and posts drop their cache entries, and our own cache groups are emptied after.

/**
 * Finds our traces by their prefixes, never from a list of names, so what a
 * later feature adds (its options, tables, folders, cron hooks) goes too:
 *
 * - always: options, user meta, transients and cron events named
 *   `stencilbox_…` — settings, sign-ins (encrypted keys), caches, jobs;
 * - only when the site owner chose it on Stencilbox → Settings (the
 *   content): `{prefix}stencilbox_…` tables (hub accounts, catalogue,
 *   engagement, cloud, import journals…), `uploads/stencilbox` and
 *   `uploads/stencilbox-…` folders, posts of our post types
 *   (`stencilbox_…`, the saved templates) and our post meta (`_stencilbox_…`).
 *
 * Kept content stays usable after a reinstall: the few options that
 * describe or unlock it stay with it (KEPT_WITH_CONTENT). What was inserted
 * or imported into the site (posts, pages, patterns, media) is the site's
 * own and is never touched.
 */
final class Uninstaller {
	/**
	 * Options that belong to the content, kept while it is: the migrations
	 * the kept tables are at (else a reinstall would run them again over
	 * them), the secret the hub's API keys are hashed with (else every key,
	 * including the site keys other sites hold, stops working), and the
	 * catalogue's seed state and prices (else a reinstall seeds the demo
	 * again over the owner's changes), and the addresses the catalogue's
	 * URLs were written under (else, once the site moves, its images are
	 * lost: the migration that finds them has run), and whether rollouts
	 * are staged (else versions the kept approvals hold back would reach
	 * every site after a reinstall), and how many fleet rollbacks stand (else
	 * the kept rollbacks would be read by no check: the version they hold
	 * back would reach every site again).
	 */
	public const KEPT_WITH_CONTENT = array(
		Migrator::OPTION,
		ApiKeys::SECRET_OPTION,
		DemoSeeder::SEEDED_OPTION,
		DemoSeeder::DISABLED_OPTION,
		DemoSeeder::REMOVED_OPTION,
		CatalogWriter::PRICING_OPTION,
		AssetRefs::BASES_OPTION,
		Fleet::STAGED_OPTION,
		Fleet::ROLLBACKS_OPTION,
	);

	/** Upload folders of ours: `uploads/stencilbox/` and `uploads/stencilbox-*`. */
	private const UPLOADS_GLOB = '{' . Names::SLUG . ',' . Names::SLUG . '-*}';

	/**
	 * Uninstalls from every site of the network (or the one site).
	 */
	public function run(): void {
		if ( ! is_multisite() ) {
			$this->uninstall_site();
			$this->remove_user_meta();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			$this->uninstall_site();
			restore_current_blog();
		}
		// One users table and one network options table for the whole network.
		$this->remove_user_meta();
		$this->remove_network_options();
	}

	/**
	 * Uninstalls from the current site.
	 */
	public function uninstall_site(): void {
		// Read before the options go: it is one of them.
		$remove_content = (bool) get_option( SettingsController::REMOVE_CONTENT_OPTION, false );
		$this->remove_cron_events();
		$this->remove_transients();
		$this->remove_options( $remove_content ? array() : self::KEPT_WITH_CONTENT );
		if ( $remove_content ) {
			$this->remove_posts();
			$this->remove_post_meta();
			$this->drop_tables();
			$this->remove_upload_folders();
		}
		// Never wp_cache_flush(): a persistent object cache is shared with
		// other plugins and sites. What went through WordPress's APIs above
		// dropped its own entries; our groups go as a whole.
		ObjectCache::flush_own_groups();
	}

	/**
	 * A `LIKE` pattern matching names that start with a prefix (its `_` and
	 * `%` taken literally).
	 *
	 * @param string $prefix Prefix.
	 */
	private static function starts_with( string $prefix ): string {
		global $wpdb;
		return $wpdb->esc_like( $prefix ) . '%';
	}

	/**
	 * Every scheduled event whose hook is ours (any arguments).
	 */
	private function remove_cron_events(): void {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, Names::PREFIX ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * Transients (and their timeouts) stored as options. With a persistent
	 * object cache they live in the cache instead, which expires them.
	 */
	private function remove_transients(): void {
		global $wpdb;
		// A timeout row is looked for on its own too: its value may be gone.
		$kinds = array(
			'_transient_timeout_'      => 'delete_transient',
			'_transient_'              => 'delete_transient',
			'_site_transient_timeout_' => 'delete_site_transient',
			'_site_transient_'         => 'delete_site_transient',
		);
		foreach ( $kinds as $kind => $delete ) {
			$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", self::starts_with( $kind . Names::PREFIX ) ) );
			foreach ( $names as $name ) {
				$delete( substr( (string) $name, strlen( $kind ) ) );
			}
		}
	}

	/**
	 * Our options, except those given.
	 *
	 * @param string[] $keep Option names to keep.
	 */
	private function remove_options( array $keep ): void {
		global $wpdb;
		$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", self::starts_with( Names::PREFIX ) ) );
		foreach ( array_diff( $names, $keep ) as $name ) {
			delete_option( (string) $name );
		}
	}

	/**
	 * Options of the network (multisite): site transients and any network
	 * setting of ours.
	 */
	private function remove_network_options(): void {
		global $wpdb;
		$keys = (array) $wpdb->get_col(
			$wpdb->prepare(
				"SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s OR meta_key LIKE %s OR meta_key LIKE %s",
				self::starts_with( Names::PREFIX ),
				self::starts_with( '_site_transient_' . Names::PREFIX ),
				self::starts_with( '_site_transient_timeout_' . Names::PREFIX )
			)
		);
		foreach ( array_unique( $keys ) as $key ) {
			delete_network_option( null, (string) $key );
		}
	}

	/**
	 * User meta of ours: each user's sign-in (its key is encrypted, but the
	 * account is gone with the plugin) and any per-user setting.
	 */
	private function remove_user_meta(): void {
		global $wpdb;
		$keys = (array) $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s",
				self::starts_with( Names::PREFIX ),
				self::starts_with( '_' . Names::PREFIX )
			)
		);
		foreach ( $keys as $key ) {
			delete_metadata( 'user', 0, (string) $key, '', true );
		}
	}

	/**
	 * Posts of our post types (saved templates and whatever type we add),
	 * with their meta and revisions. The post types are not registered
	 * during uninstall, so they are read from the posts themselves.
	 */
	private function remove_posts(): void {
		global $wpdb;
		do {
			$ids = (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type LIKE %s LIMIT 200", self::starts_with( Names::PREFIX ) ) );
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		} while ( count( $ids ) === 200 );
	}

	/**
	 * Our bookkeeping on the site's own posts (e.g. where a copied image came
	 * from, which lets a later insert reuse the copy).
	 */
	private function remove_post_meta(): void {
		global $wpdb;
		$keys = (array) $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE %s OR meta_key LIKE %s",
				self::starts_with( Names::PREFIX ),
				self::starts_with( '_' . Names::PREFIX )
			)
		);
		foreach ( $keys as $key ) {
			delete_metadata( 'post', 0, (string) $key, '', true );
		}
	}

	/**
	 * Every table of ours on this site: `{prefix}stencilbox_…`. On a network
	 * the main site's prefix (`wp_`) never matches another site's tables
	 * (`wp_2_stencilbox_…`).
	 */
	private function drop_tables(): void {
		global $wpdb;
		$tables = (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', self::starts_with( $wpdb->prefix . Names::TABLE_PREFIX ) ) );
		foreach ( $tables as $table ) {
			// A name read from the database itself, matching our prefix.
			$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', (string) $table ) );
		}
	}

	/**
	 * Our folders in this site's uploads (catalogue images, bundles, plugin
	 * packages, cloud files…).
	 */
	private function remove_upload_folders(): void {
		$base = realpath( wp_get_upload_dir()['basedir'] );
		if ( false === $base ) {
			return;
		}
		foreach ( (array) glob( $base . '/' . self::UPLOADS_GLOB, GLOB_BRACE | GLOB_ONLYDIR ) as $dir ) {
			// A link is removed, never followed: what it points at is not ours.
			if ( is_link( (string) $dir ) ) {
				wp_delete_file( (string) $dir );
				continue;
			}
			SafeZip::remove_dir( (string) $dir );
		}
	}
}
