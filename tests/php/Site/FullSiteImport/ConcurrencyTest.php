<?php
/**
 * One full-site import, and one revert, at a time per site (issue [12]
 * item 4), and a pack package nobody can fetch, journaled from the
 * download and swept when its import is abandoned (item 6).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\ImportLock;
use Stencilbox\Site\FullSiteImport\Sessions;
use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Two administrators, killed requests and parallel reverts, in-process.
 *
 * @group database
 */
final class ConcurrencyTest extends FullSiteImportTestCase {
	/**
	 * A second administrator, signed in to a library account of their own.
	 */
	private function other_admin(): int {
		$user = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'second-' . wp_generate_password( 6, false, false ) . '@example.org' );
		return $user;
	}

	/**
	 * One request of the polling transport that does one piece of work.
	 *
	 * @param string $session Session id.
	 */
	private function run_once( string $session ): string {
		$once     = static fn(): float => 0.0;
		add_filter( 'stencilbox_fsi_request_seconds', $once );
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/run', array( 'session_id' => $session, 'is_lightspeed' => true ) );
		remove_filter( 'stencilbox_fsi_request_seconds', $once );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['action'];
	}

	/**
	 * Runs an import until its pack package is downloaded; answers its path.
	 *
	 * @param string $session Session id.
	 */
	private function run_until_downloaded( string $session ): string {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 'continue', $this->run_once( $session ) );
			$path = (string) ( ( new Sessions() )->find( $session )['cursor_state']['data']['package']['path'] ?? '' );
			if ( '' !== $path ) {
				$this->assertFileExists( $path );
				return $path;
			}
		}
		$this->fail( 'The package was never downloaded.' );
	}

	/**
	 * What happens when nobody renews the site's import lock: it lapses
	 * (the lock is a row `<expiry>|<owner>`).
	 */
	private static function let_the_lock_lapse(): void {
		global $wpdb;
		$value = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", ImportLock::OPTION ) );
		self::assertNotSame( '', $value, 'the lock is held' );
		$wpdb->update( $wpdb->options, array( 'option_value' => '1' . substr( $value, (int) strpos( $value, '|' ) ) ), array( 'option_name' => ImportLock::OPTION ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Names::table( 'fsi_sessions' ) . ' SET lock_token = %s, lock_until = 0', '' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * The revert call.
	 *
	 * @param string $session Session id.
	 */
	private function revert( string $session ): \WP_REST_Response {
		return $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
	}

	/**
	 * Session rows.
	 */
	private static function session_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'fsi_sessions' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_one_import_at_a_time_per_site_whoever_starts_it(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'continue', $this->run_once( $first ) );

		$this->other_admin();
		$rows    = self::session_rows();
		$refused = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( array( 'title' => 'Side by side' ) ) );
		$this->assertSame( 409, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'import_running', $refused->get_data()['code'] );
		$this->assertArrayNotHasKey( 'session_id', (array) ( $refused->get_data()['data'] ?? array() ), 'another user’s import stays theirs' );
		$this->assertSame( $rows, self::session_rows(), 'no second session' );
		// Nor may anyone revert while it runs.
		$this->assertSame( 409, $this->revert( $first )->get_status() );

		wp_set_current_user( $this->admin );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );

		// Once it is complete, the other administrator may import.
		$this->other_admin();
		$second = $this->start( $this->form( array( 'title' => 'Side by side' ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		$this->assertSame( 'Side by side', get_option( 'blogname' ) );
	}

	public function test_the_lock_outlives_a_killed_request_then_lapses_and_the_abandoned_import_ends(): void {
		$first   = $this->start( $this->form() );
		$package = $this->run_until_downloaded( $first );
		// The worker running it is killed here: nothing gives the lock back,
		// and nothing in this PHP process remembers it.
		$other = $this->other_admin();
		$this->assertSame( 409, $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form() )->get_status() );
		$this->assertSame( $first, ( new ImportLock() )->running_import(), 'the lock is in the database, not in this process' );

		self::let_the_lock_lapse();
		$second = $this->start( $this->form( array( 'title' => 'Taken over' ) ) );
		$this->assertNotSame( $first, $second );
		$abandoned = ( new Sessions() )->find( $first );
		$this->assertSame( Sessions::ERROR, $abandoned['status'], 'the import that was left behind cannot go on' );
		$this->assertFileDoesNotExist( $package, 'and its package is gone' );

		wp_set_current_user( $this->admin );
		$this->assertSame( 'error', $this->run_once( $first ) );
		wp_set_current_user( $other );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		$this->assertSame( 'Taken over', get_option( 'blogname' ) );
	}

	public function test_two_reverts_of_the_same_import_cannot_both_run(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$second = $this->start( $this->form( array( 'title' => 'Second Site' ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );

		// A second revert arrives while the first is deleting posts.
		$parallel = null;
		$arrive   = function () use ( &$parallel, $first ): void {
			if ( null === $parallel ) {
				$parallel = false;
				$parallel = $this->revert( $first );
			}
		};
		add_action( 'deleted_post', $arrive );
		$response = $this->revert( $first );
		remove_action( 'deleted_post', $arrive );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertInstanceOf( \WP_REST_Response::class, $parallel );
		$this->assertSame( 409, $parallel->get_status(), (string) wp_json_encode( $parallel->get_data() ) );
		$this->assertSame( 'revert_running', $parallel->get_data()['code'] );
		$this->assertSame( array( $second, $first ), $response->get_data()['data']['reverted'] );

		// Once it is done, the same revert finds the import reverted.
		$again = $this->revert( $first );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'This import has been reverted already.', $again->get_data()['message'] );
	}

	public function test_an_import_that_is_not_revertible_is_not_reverted(): void {
		$session = $this->start( $this->form() );
		$listed  = $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data()['data'];
		$this->assertSame( array( false ), array_column( $listed, 'revertible' ) );
		$refused = $this->revert( $session );
		$this->assertSame( 409, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( Sessions::RUNNING, ( new Sessions() )->find( $session )['status'], 'untouched' );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
	}

	public function test_a_pack_package_is_out_of_reach_journaled_from_the_download_and_swept_when_abandoned(): void {
		$uploads = (string) realpath( wp_get_upload_dir()['basedir'] );
		$first   = $this->start( $this->form() );
		$package = $this->run_until_downloaded( $first );

		// Nobody who sees the import's images (stencilbox-fsi/<uuid>/…) can
		// find the package: its address does not follow from the session.
		$this->assertStringStartsWith( $uploads . '/', (string) realpath( $package ), 'uploads: every web node sees it' );
		$this->assertStringNotContainsString( $first, $package );
		$this->assertStringNotContainsString( '/stencilbox-fsi/' . $first, $package );
		// And the web server is told to refuse it (Apache; nginx never lists or guesses it).
		$denied = false;
		for ( $dir = dirname( $package ); strlen( $dir ) > strlen( $uploads ); $dir = dirname( $dir ) ) {
			$denied = $denied || ( is_file( $dir . '/.htaccess' ) && str_contains( (string) file_get_contents( $dir . '/.htaccess' ), 'Require all denied' ) );
		}
		$this->assertTrue( $denied, 'an .htaccess denies the packages' );
		// Its folder is journaled by the download step itself.
		global $wpdb;
		$folders = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT j.ref FROM ' . Names::table( 'fsi_journal' ) . ' j INNER JOIN ' . Names::table( 'fsi_sessions' ) . " s ON s.id = j.session_id WHERE s.uuid = %s AND j.kind = 'folder'", $first ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertContains( substr( dirname( (string) realpath( $package ) ), strlen( $uploads ) + 1 ), $folders );

		// Abandoned after the download, then reverted: the package goes.
		self::let_the_lock_lapse();
		$this->assertSame( 200, $this->revert( $first )->get_status() );
		$this->assertFileDoesNotExist( $package );
		$this->assertDirectoryDoesNotExist( dirname( $package ) );

		// Abandoned and left: the sweep takes it away.
		$second  = $this->start( $this->form() );
		$package = $this->run_until_downloaded( $second );
		self::let_the_lock_lapse();
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Names::table( 'fsi_sessions' ) . " SET updated_at = '2000-01-01 00:00:00' WHERE uuid = %s", $second ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		do_action( 'stencilbox_fsi_sweep' );
		$this->assertFileDoesNotExist( $package );
		$this->assertSame( Sessions::ERROR, ( new Sessions() )->find( $second )['status'] );
	}
}
