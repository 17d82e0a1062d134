<?php
/**
 * Stencilbox's tests in Tools → Site Health.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site;

use Stencilbox\Plugin;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\SiteHealth;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\TestCase;

/**
 * Both tests' verdicts, good and bad, as Site Health gets them.
 *
 * @database-neutral revokes keys to set up a case; Site Health's verdicts.
 */
final class SiteHealthTest extends TestCase {
	use AccountHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		// Site Health runs in wp-admin, over REST and in cron: the back end.
		Plugin::instance()->hook_back_end();
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The hub test through its REST route, as the Site Health screen runs it.
	 *
	 * @return array<string, mixed>
	 */
	private function hub_result(): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/site-health/hub' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The tests WordPress knows.
	 *
	 * @return array<string, mixed>
	 */
	private static function site_status_tests(): array {
		require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
		return \WP_Site_Health::get_tests();
	}

	public function test_both_tests_are_registered_the_hub_one_async_over_rest(): void {
		$tests = self::site_status_tests();
		$this->assertArrayHasKey( SiteHealth::IMPORT_TEST, $tests['direct'] );
		$hub = $tests['async'][ SiteHealth::HUB_TEST ];
		$this->assertTrue( $hub['has_rest'] );
		$this->assertSame( rest_url( 'stencilbox/v1/site-health/hub' ), $hub['test'] );
		$this->assertIsCallable( $hub['async_direct_test'], 'the weekly check runs it without a browser' );
	}

	public function test_only_site_managers_run_the_hub_test(): void {
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/stencilbox/v1/site-health/hub' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/stencilbox/v1/site-health/hub' )->get_status() );
	}

	public function test_the_built_in_hub_answers_and_accepts_the_signed_in_account(): void {
		$this->login_as( 'administrator' );
		$result = $this->hub_result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( SiteHealth::HUB_TEST, $result['test'] );
		$this->assertStringContainsString( 'Hub: this site (built in)', $result['description'] );
		$this->assertStringContainsString( 'no account is signed in for you', $result['description'] );
		$this->assertSame( '', $result['actions'], 'nothing to fix' );

		$this->signup_with_plan( 'health@example.org' );
		$result = $this->hub_result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertStringContainsString( 'Library account key: accepted', $result['description'] );
	}

	public function test_a_revoked_account_key_is_critical_and_not_dropped(): void {
		global $wpdb;
		$this->login_as( 'administrator' );
		$account = $this->signup_with_plan( 'revoked-health@example.org' );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Names::table( 'api_keys' ) . ' SET revoked_at = %s WHERE account_id = %d', current_time( 'mysql', true ), $account ) );
		wp_cache_flush();

		$result = $this->hub_result();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'Library account key: rejected', $result['description'] );
		$this->assertStringContainsString( 'page=stencilbox-settings', $result['actions'], 'points to the settings' );
		$connections = Plugin::instance()->service( Connections::class );
		$this->assertNotNull( $connections->current( get_current_user_id() ), 'a health check reports, it signs nobody out' );
	}

	public function test_a_hub_that_does_not_answer_is_critical(): void {
		$this->login_as( 'administrator' );
		// A closed port on this machine (listed as a private hub host).
		update_option( HubClientFactory::OPTION, 'http://127.0.0.1:9' );
		$listed = static fn(): string => '127.0.0.1';
		add_filter( 'stencilbox_private_hub_hosts', $listed );
		$health = new SiteHealth( HubClientFactory::make(), Plugin::instance()->service( Connections::class ) );
		$result = $health->hub_test();
		remove_filter( 'stencilbox_private_hub_hosts', $listed );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'Stencilbox cannot reach its hub', $result['label'] );
		$this->assertStringContainsString( 'Hub: http://127.0.0.1:9', $result['description'] );
		$this->assertStringContainsString( 'page=stencilbox-settings', $result['actions'] );
	}

	public function test_the_import_requirements_are_good_here(): void {
		$this->login_as( 'administrator' );
		$result = $this->import_result();
		$this->assertSame( 'good', $result['status'], $result['description'] );
		foreach ( array( 'Uploads folder: writable', 'Plugins folder: writable', 'PHP zip extension: available' ) as $line ) {
			$this->assertStringContainsString( $line, $result['description'] );
		}
	}

	public function test_unwritable_uploads_or_low_limits_are_reported(): void {
		$this->login_as( 'administrator' );
		// Uploads where nothing can be written.
		$nowhere = static function ( array $dirs ): array {
			$dirs['basedir'] = '/proc/stencilbox-nowhere';
			$dirs['path']    = '/proc/stencilbox-nowhere';
			return $dirs;
		};
		add_filter( 'upload_dir', $nowhere );
		$result = $this->import_result();
		remove_filter( 'upload_dir', $nowhere );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'This site cannot run a Stencilbox full-site import', $result['label'] );
		$this->assertStringContainsString( 'Uploads folder: not writable (/proc/stencilbox-nowhere)', $result['description'] );

		// A short time limit: works, with limits.
		$time = (string) ini_get( 'max_execution_time' );
		ini_set( 'max_execution_time', '20' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restored below; the call takes milliseconds.
		$result = $this->import_result();
		ini_set( 'max_execution_time', $time ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restores it.
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( 'PHP time limit: 20 s (30 s recommended)', $result['description'] );
	}

	public function test_memory_and_time_limits_are_judged_against_what_one_import_request_needs(): void {
		// PHP cannot lower its own limit below what this suite already uses,
		// so the settings PHP would report are judged directly.
		$this->assertSame( 'good', SiteHealth::memory_check( '256M' )[0] );
		$this->assertSame( 'good', SiteHealth::memory_check( '-1' )[0] );
		$this->assertStringContainsString( 'unlimited', SiteHealth::memory_check( '-1' )[1] );
		$this->assertSame( 'recommended', SiteHealth::memory_check( '128M' )[0] );
		[ $level, $line ] = SiteHealth::memory_check( '64M' );
		$this->assertSame( 'critical', $level );
		$this->assertSame( 'PHP memory limit: 64M (256 MB recommended) Raise WP_MEMORY_LIMIT in wp-config.php, or ask your host.', $line );
		$this->assertSame( 'good', SiteHealth::time_check( 0 )[0] );
		$this->assertSame( 'good', SiteHealth::time_check( 30 )[0] );
		$this->assertSame( 'recommended', SiteHealth::time_check( 10 )[0] );
		$this->assertSame( 'critical', SiteHealth::time_check( 5 )[0] );
	}

	/**
	 * The import test as Site Health runs it (a direct test).
	 *
	 * @return array<string, mixed>
	 */
	private function import_result(): array {
		$test = self::site_status_tests()['direct'][ SiteHealth::IMPORT_TEST ]['test'];
		return $test();
	}
}
