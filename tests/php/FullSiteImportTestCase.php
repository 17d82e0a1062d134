<?php
/**
 * Base for full-site import tests: the mini catalogue (its Harbor pack has
 * a free plugin, a header, a footer, two pages and images), the demo's
 * block theme as an uploaded theme package, a signed-in verified account.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Support\Names;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;

/**
 * Imports run through the REST routes in-process, one JSON chunk at a time
 * (the polling transport; the stream is the same runner).
 */
abstract class FullSiteImportTestCase extends CatalogTestCase {
	use AccountHelpers;

	public const THEME  = 'stencilbox-canvas';
	public const PLUGIN = 'mini-helper';

	/** The local directory stand-in's folders (bin/dev/directory.php): the pack's theme and plugin. */
	public const DIRECTORY = __DIR__ . '/../fixtures/directory';

	/**
	 * The WordPress user running imports.
	 *
	 * @var int
	 */
	protected int $admin = 0;

	/**
	 * Prepares each test: the fixture catalogue, a signed-in account (the
	 * pack's theme and plugin come from the local directory stand-in).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
		// Units use savepoints inside the test's own transaction.
		add_filter( 'stencilbox_fsi_nested_transactions', '__return_true' );
		self::remove_installed();
		$this->admin = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'fsi-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	/**
	 * Removes what an import installed.
	 */
	protected function tearDown(): void {
		if ( get_stylesheet() === self::THEME ) {
			switch_theme( WP_DEFAULT_THEME );
		}
		deactivate_plugins( self::PLUGIN . '/' . self::PLUGIN . '.php', true );
		self::remove_installed();
		SafeZip::remove_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . 'stencilbox' );
		SafeZip::remove_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . 'stencilbox-fsi' );
		remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
		remove_filter( 'stencilbox_fsi_nested_transactions', '__return_true' );
		delete_option( CodeInstaller::HUB_PACKAGES_OPTION );
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The mini fixture catalogue.
	 */
	public function fixture_dir(): string {
		return (string) realpath( self::FIXTURE );
	}

	/**
	 * Removes the theme and plugin folders an import installs (tests write
	 * into the site's themes folder).
	 */
	protected static function remove_installed(): void {
		SafeZip::remove_dir( get_theme_root() . '/' . self::THEME );
		SafeZip::remove_dir( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		wp_clean_themes_cache();
		wp_clean_plugins_cache( false );
	}

	/**
	 * Stores a folder as the hub's uploaded theme package, and lets the site
	 * take the hub's packages.
	 *
	 * @param string      $folder Theme folder (or anything to zip under the theme's name).
	 * @param string|null $inside Name of the folder in the zip.
	 */
	protected function upload_theme_package( string $folder, ?string $inside = null ): void {
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );
		PrivateFolder::prepare( PackageStore::FOLDER );
		$zip = new \ZipArchive();
		$zip->open( PackageStore::stored( self::THEME, 'themes' ), \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$zip->addFile( $file->getPathname(), ( $inside ?? self::THEME ) . '/' . substr( $file->getPathname(), strlen( $folder ) + 1 ) );
		}
		$zip->close();
	}

	/**
	 * The Gutenberg Harbor pack's id.
	 */
	protected function harbor(): int {
		return (int) $this->catalog->id_of( 'gutenberg', 'harbor-agency', 'pack' );
	}

	/**
	 * The form the wizard sends for Harbor, with overrides.
	 *
	 * @param array<string, mixed> $overrides Fields.
	 * @return array<string, mixed>
	 */
	protected function form( array $overrides = array() ): array {
		return $overrides + array(
			'id'         => $this->harbor(),
			'platform'   => 'gutenberg',
			'title'      => 'Tidewater Studio',
			'slogan'     => 'Brands by the sea',
			'color'      => array( 'primary' => '#aa3300' ),
			'logo_size'  => 180,
			'typography' => array(),
			'theme'      => array( 'stylesheet' => self::THEME ),
			'plugins'    => array( self::PLUGIN ),
		);
	}

	/**
	 * Starts an import; answers the session id.
	 *
	 * @param array<string, mixed> $form Form.
	 */
	protected function start( array $form ): string {
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $form );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['data']['session_id'];
	}

	/**
	 * Runs an import to its end; answers the last action.
	 *
	 * @param string $session Session id.
	 * @param int    $max     Most requests.
	 */
	protected function run_to_end( string $session, int $max = 200 ): string {
		for ( $i = 0; $i < $max; $i++ ) {
			$response = $this->rest(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				array(
					'session_id'    => $session,
					'is_lightspeed' => true,
				)
			);
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$action = (string) $response->get_data()['action'];
			if ( 'continue' !== $action ) {
				return $action;
			}
		}
		$this->fail( 'The import did not end.' );
	}

	/**
	 * The session's log.
	 *
	 * @param string $session Session id.
	 * @return array<int, array<string, mixed>>
	 */
	protected function log( string $session ): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/full-site-import/log', array( 'session_id' => $session ) );
		return (array) $response->get_data()['log'];
	}

	/**
	 * Every row of WordPress's tables, by table (transients left out): what
	 * revert must give back exactly. Stencilbox's own tables are the hub's
	 * (catalogue, accounts, downloads: the hub records a download, which no
	 * revert takes back) or the import's own log and journal.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	protected static function snapshot(): array {
		global $wpdb;
		$tables = array();
		foreach ( $wpdb->tables( 'blog' ) + $wpdb->tables( 'global' ) as $table ) {
			$rows = (array) $wpdb->get_results( "SELECT * FROM {$table}", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( $wpdb->options === $table ) {
				$rows = array_values( array_filter( $rows, static fn( array $row ): bool => ! preg_match( '/^_(site_)?transient_/', (string) $row['option_name'] ) ) );
			}
			$rows = array_map(
				static function ( array $row ): string {
					ksort( $row );
					return (string) wp_json_encode( $row );
				},
				$rows
			);
			sort( $rows );
			$tables[ $table ] = $rows;
		}
		return $tables;
	}

	/**
	 * Asserts two snapshots are equal, showing only the rows that differ.
	 *
	 * @param array<string, array<int, string>> $before Snapshot.
	 * @param array<string, array<int, string>> $after  Snapshot.
	 */
	protected function assert_same_snapshot( array $before, array $after ): void {
		$diff = array();
		foreach ( $before as $table => $rows ) {
			$gone  = array_values( array_diff( $rows, $after[ $table ] ?? array() ) );
			$added = array_values( array_diff( $after[ $table ] ?? array(), $rows ) );
			if ( $gone || $added ) {
				$diff[ $table ] = array(
					'missing' => $gone,
					'extra'   => $added,
				);
			}
		}
		$this->assertSame( array(), $diff, 'Tables differ: ' . wp_json_encode( $diff, JSON_PRETTY_PRINT ) );
	}

	/**
	 * A session's journal row count.
	 *
	 * @param string $uuid Session id.
	 */
	protected static function journal_count( string $uuid ): int {
		global $wpdb;
		$sessions = Names::table( 'fsi_sessions' );
		$journal  = Names::table( 'fsi_journal' );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$journal} j INNER JOIN {$sessions} s ON s.id = j.session_id WHERE s.uuid = %s", $uuid ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
