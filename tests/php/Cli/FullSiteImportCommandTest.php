<?php
/**
 * `wp stencilbox import <pack>` and `wp stencilbox revert [<import>]`: the
 * wizard's import from the command line, with its steps as a progress bar,
 * and the revert, on a real WordPress (the full-site import's fixtures).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\WpCliHelpers;

/**
 * Import and revert.
 *
 * @database-neutral takes the import lock over by hand; the lock and journal are JournalTest's and ConcurrencyTest's.
 */
final class FullSiteImportCommandTest extends FullSiteImportTestCase {
	use WpCliHelpers;

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->register_commands();
		wp_set_current_user( 0 );
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		$this->forget_commands();
		parent::tearDown();
	}

	/**
	 * Every import's id and status, newest first.
	 *
	 * @return array<string, string>
	 */
	private function imports(): array {
		wp_set_current_user( $this->admin );
		$data = $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data()['data'];
		wp_set_current_user( 0 );
		return array_column( $data, 'status', 'session_id' );
	}

	public function test_import_builds_the_site_with_a_progress_bar_over_the_steps_and_revert_gives_every_table_back(): void {
		$before = self::snapshot();
		// The command calls the import's services, not its REST routes.
		$routes = array();
		$spy    = static function ( mixed $result, mixed $server, \WP_REST_Request $request ) use ( &$routes ): mixed {
			$routes[] = $request->get_route();
			return $result;
		};
		add_filter( 'rest_pre_dispatch', $spy, 10, 3 );

		$run = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--title=Tidewater Studio', '--tagline=Brands by the sea', '--user=' . $this->admin );
		remove_filter( 'rest_pre_dispatch', $spy );
		$this->assertSame( array(), preg_grep( '#/full-site-import/#', $routes ), 'no full-site-import route called in process' );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$session = (string) array_key_first( $this->imports() );
		$this->assertSame( array( $session => 'complete' ), $this->imports() );
		$this->assertSame( array( sprintf( 'Success: Imported "%1$s" as the site (import %2$s). Undo it with: wp stencilbox revert %2$s', 'Harbor - Creative Agency', $session ) ), $run['stdout'] );
		$this->assertCount( 1, $run['bars'] );
		$bar = $run['bars'][0];
		$this->assertSame( 9, $bar->total, "the session's steps" );
		$this->assertSame( 9, $bar->current );
		$this->assertTrue( $bar->finished );
		$this->assertNotContains( '', $bar->messages, 'each tick names its step' );
		// What the wizard's defaults do: the pack's theme and its free plugin, the form's title.
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );
		$this->assertSame( 'Brands by the sea', get_option( 'blogdescription' ) );
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertTrue( is_plugin_active( self::PLUGIN . '/' . self::PLUGIN . '.php' ) );
		$this->assertSame( 'page', get_option( 'show_on_front' ) );

		// Revert asks first; "n" leaves the site as it is (exit 0, as WP-CLI).
		\WP_CLI::$answers = array( 'n' );
		$no               = $this->wp( 'stencilbox', 'revert', '--user=' . $this->admin );
		$this->assertSame( 0, $no['exit'] );
		$this->assertCount( 1, $no['questions'] );
		$this->assertStringStartsWith( 'Revert the import of "Harbor - Creative Agency" from ', $no['questions'][0] );
		$this->assertSame( array( $session => 'complete' ), $this->imports() );
		$this->assertSame( self::THEME, get_stylesheet() );

		$yes = $this->wp( 'stencilbox', 'revert', '--yes', '--user=' . $this->admin );
		$this->assertSame( 0, $yes['exit'], implode( "\n", $yes['stderr'] ) );
		$this->assertSame( array(), $yes['questions'], '--yes answers for the user' );
		$this->assertSame( array( "Success: Reverted 1 import: {$session}" ), $yes['stdout'] );
		$this->assert_same_snapshot( $before, self::snapshot() );
		$this->assertDirectoryDoesNotExist( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertSame( array( $session => 'reverted' ), $this->imports() );

		$again = $this->wp( 'stencilbox', 'revert', '--yes', '--user=' . $this->admin );
		$this->assertSame( 1, $again['exit'] );
		$this->assertSame( array( 'Error: There is no import to revert. [not_found]' ), $again['stderr'] );
	}

	public function test_importing_the_same_pack_again_names_the_pages_kept_as_edited(): void {
		$first = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--user=' . $this->admin );
		$this->assertSame( 0, $first['exit'], implode( "\n", $first['stderr'] ) );
		$about = (int) get_page_by_path( 'about' )?->ID;
		wp_update_post(
			array(
				'ID'           => $about,
				'post_content' => get_post_field( 'post_content', $about ) . "\n\n<!-- wp:paragraph -->\n<p>My own words.</p>\n<!-- /wp:paragraph -->",
			)
		);
		$pages = count( get_pages() );

		$again = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--user=' . $this->admin );
		$this->assertSame( 0, $again['exit'], implode( "\n", $again['stderr'] ) );
		$this->assertSame( array( 'Warning: Kept as you edited them since this pack was last imported: About' ), $again['stderr'] );
		$this->assertSame( $pages, count( get_pages() ), 'no page made twice' );
		$this->assertStringContainsString( 'My own words.', (string) get_post_field( 'post_content', $about ) );
	}

	public function test_while_another_request_holds_the_import_the_command_waits_instead_of_spinning(): void {
		global $wpdb;
		$runs = 0;
		// Each piece of work the command asks for reads its time budget.
		$hold = static function ( mixed $seconds ) use ( &$runs, $wpdb ): mixed {
			if ( 1 === ++$runs ) {
				// Another machine's request holds the lock for two seconds.
				$wpdb->query( $wpdb->prepare( 'UPDATE ' . Names::table( 'fsi_sessions' ) . ' SET lock_token = %s, lock_until = %d WHERE status = %s', 'elsewhere:1:abcdefghij', time() + 2, 'running' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			}
			return $seconds;
		};
		add_filter( 'stencilbox_fsi_request_seconds', $hold );
		$run = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--porcelain', '--user=' . $this->admin );
		remove_filter( 'stencilbox_fsi_request_seconds', $hold );
		$this->assertGreaterThan( 1, $runs, 'the command asked again while the lock was held' );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( array( (string) $run['stdout'][0] => 'complete' ), $this->imports(), 'it went on once the lock lapsed' );
		// Busy answers come back at once; pausing between them keeps the
		// count to a few per second, where a bare loop makes thousands.
		$this->assertLessThan( 40, $runs );
	}

	public function test_skip_options_keep_the_theme_and_plugins_and_revert_of_an_older_import_undoes_the_later_one(): void {
		$theme = get_stylesheet();
		$first = $this->wp( 'stencilbox', 'import', (string) $this->harbor(), '--skip-theme', '--skip-plugins', '--porcelain', '--user=' . $this->admin );
		$this->assertSame( 0, $first['exit'], implode( "\n", $first['stderr'] ) );
		$older = $first['stdout'][0];
		$this->assertSame( $theme, get_stylesheet(), '--skip-theme' );
		$this->assertFalse( is_plugin_active( self::PLUGIN . '/' . self::PLUGIN . '.php' ), '--skip-plugins' );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertLessThan( 9, $first['bars'][0]->total, 'no theme or plugin step' );

		$second = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--porcelain', '--user=' . $this->admin );
		$this->assertSame( 0, $second['exit'] );
		$newer = $second['stdout'][0];

		$run = $this->wp( 'stencilbox', 'revert', $older, '--yes', '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( array( "Success: Reverted 2 imports: {$newer}, {$older}" ), $run['stdout'] );
		$this->assertSame( $theme, get_stylesheet() );
	}

	public function test_keep_front_page_imports_the_pages_and_leaves_the_front_page_as_it_was(): void {
		$home = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Our own home',
				'post_status' => 'publish',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $home );
		$pages = count( get_posts( array( 'post_type' => 'page', 'numberposts' => -1 ) ) );
		$run   = $this->wp( 'stencilbox', 'import', 'harbor-agency', '--skip-theme', '--skip-plugins', '--keep-front-page', '--porcelain', '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( $home, (int) get_option( 'page_on_front' ), 'the front page is kept' );
		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$this->assertSame( $pages + 2, count( get_posts( array( 'post_type' => 'page', 'numberposts' => -1 ) ) ), 'the pack\'s Home and About are imported all the same' );
	}

	public function test_import_refuses_and_starts_nothing(): void {
		$editor = $this->login_as( 'editor' );
		wp_set_current_user( 0 );
		$cases = array(
			array( array( 'harbor-agency' ), 'Error: Run this command as a WordPress administrator: add --user=<id|login|email>. [rest_forbidden]' ),
			array( array( 'harbor-agency', '--user=' . $editor ), 'Error: Sorry, this WordPress user is not allowed to do that. Run the command as an administrator with --user=<id|login|email>. [rest_forbidden]' ),
			array( array( 'no-such-pack', '--user=' . $this->admin ), 'Error: This item does not exist in the library. [item_not_found]' ),
		);
		foreach ( $cases as [ $argv, $error ] ) {
			$run = $this->wp( 'stencilbox', 'import', ...$argv );
			$this->assertSame( 1, $run['exit'], implode( ' ', $argv ) );
			$this->assertSame( array( $error ), $run['stderr'], implode( ' ', $argv ) );
			$this->assertSame( array(), $run['bars'] );
		}
		$this->assertSame( array(), $this->imports() );
		$run = $this->wp( 'stencilbox', 'revert', '12345678-1234-1234-1234-123456789012', '--yes', '--user=' . $this->admin );
		$this->assertSame( array( 'Error: This import does not exist. [not_found]' ), $run['stderr'] );
	}
}
