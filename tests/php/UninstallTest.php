<?php
/**
 * What deleting the plugin leaves, with and without the owner's choice.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Migrator;
use Stencilbox\Uninstaller;

/**
 * Each case runs on a site of its own, built, used and uninstalled in child
 * processes the way WordPress does it (uninstall.php in a request where the
 * plugin is inactive): dropping tables cannot happen inside this suite's
 * rolled-back transaction (MariaDB commits before any DDL).
 *
 * @group database
 */
final class UninstallTest extends TestCase {
	/** The site's wp-content. */
	private string $content = '';

	/** Its database (MariaDB only): beside the run's own, so two runs with their own names do not share it. */
	private const DB_NAME = DB_NAME . '_uninstall';

	protected function setUp(): void {
		parent::setUp();
		$this->content = sys_get_temp_dir() . '/stencilbox-uninstall-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
		stencilbox_tests_make_content_dir( $this->content, dirname( __DIR__, 2 ) );
		if ( 'sqlite' !== WP_TESTS_DB ) {
			stencilbox_tests_fresh_mysql_database( self::DB_NAME );
		}
		$this->child( 'wp-child.php', 'install' );
		$this->child( 'wp-child.php', 'activate' );
	}

	protected function tearDown(): void {
		stencilbox_tests_delete_tree( $this->content );
		parent::tearDown();
	}

	/**
	 * Runs a step in a child process on this test's site.
	 *
	 * @param string $script Script in tests/php.
	 * @param string ...$args Arguments.
	 * @return string Its output.
	 */
	private function child( string $script, string ...$args ): string {
		$command = sprintf(
			'env WP_TESTS_CONTENT_DIR=%s WP_TESTS_DB_NAME=%s %s %s %s 2>&1',
			escapeshellarg( $this->content ),
			escapeshellarg( self::DB_NAME ),
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( __DIR__ . '/' . $script ),
			implode( ' ', array_map( 'escapeshellarg', $args ) )
		);
		$output = array();
		exec( $command, $output, $code );
		$this->assertSame( 0, $code, "$script " . implode( ' ', $args ) . ":\n" . implode( "\n", $output ) );
		return implode( "\n", $output );
	}

	/**
	 * What the site holds.
	 *
	 * @return array<string, mixed>
	 */
	private function report(): array {
		$report = json_decode( $this->child( 'uninstall-child.php', 'report' ), true );
		$this->assertIsArray( $report );
		return $report;
	}

	/**
	 * Uses the site, then deletes the plugin.
	 *
	 * @param bool $remove_content The owner's choice.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>} Reports before and after.
	 */
	private function use_then_delete( bool $remove_content ): array {
		$this->child( 'uninstall-child.php', 'seed', $remove_content ? '1' : '0' );
		$before = $this->report();
		$this->child( 'wp-child.php', 'deactivate' );
		$this->child( 'uninstall-child.php', 'uninstall' );
		return array( $before, $this->report() );
	}

	public function test_by_default_settings_sign_ins_caches_and_jobs_go_and_the_content_stays(): void {
		[ $before, $after ] = $this->use_then_delete( false );
		$this->assertContains( 'stencilbox_remove_content', $before['options'] );
		$this->assertContains( '_transient_stencilbox_probe', $before['options'] );
		$this->assertEqualsCanonicalizing( array( 'stencilbox_fsi_sweep', 'stencilbox_probe_job' ), $before['cron'], 'ours (the daily full-site import sweep) and one the test scheduled' );
		$this->assertNotEmpty( $before['tables'] );

		// Gone: settings, transients, sign-ins, scheduled jobs.
		$this->assertSame( array(), array_diff( $after['options'], Uninstaller::KEPT_WITH_CONTENT ), 'only the options the content needs' );
		$this->assertContains( Migrator::OPTION, $after['options'], 'the migrations the kept tables are at' );
		$this->assertSame( array( 'site_own_meta' ), $after['user_meta'] );
		$this->assertSame( array(), $after['cron'] );
		// Kept: tables, saved templates, our bookkeeping, upload folders.
		$this->assertSame( $before['tables'], $after['tables'] );
		$this->assertSame( array( 'page', 'stencilbox_template' ), $after['posts'] );
		$this->assertSame( array( '_stencilbox_source', 'site_own_meta' ), $after['post_meta'] );
		$this->assertSame(
			array(
				'stencilbox'       => true,
				'stencilbox-cloud' => true,
				'site-own'         => true,
			),
			$after['uploads']
		);

		// A reinstall finds its content as it was.
		$this->child( 'wp-child.php', 'activate' );
		$again = $this->report();
		$this->assertSame( $before['tables'], $again['tables'] );
		$this->assertSame( array( 'page', 'stencilbox_template' ), $again['posts'] );
	}

	public function test_with_the_owners_choice_the_content_goes_too_but_never_the_sites_own(): void {
		[ $before, $after ] = $this->use_then_delete( true );
		$this->assertNotEmpty( $before['tables'] );

		$this->assertSame( array(), $after['options'] );
		$this->assertSame( array(), $after['tables'] );
		$this->assertSame( array(), $after['cron'] );
		$this->assertSame( array( 'site_own_meta' ), $after['user_meta'] );
		// The saved template goes; the page made from the library is the site's.
		$this->assertSame( array( 'page' ), $after['posts'] );
		$this->assertSame( array( 'site_own_meta' ), $after['post_meta'] );
		$this->assertSame(
			array(
				'stencilbox'       => false,
				'stencilbox-cloud' => false,
				'site-own'         => true,
			),
			$after['uploads']
		);
	}
}
