<?php
/**
 * `wp stencilbox hub status`: the local hub, a remote one that answers and
 * one that does not, and the account key.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Cli\HubCommand;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Plugin;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Hub\HubStatus;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CliTestCase;

/**
 * Hub status.
 *
 * @database-neutral empties a table to set up a case; the command's output.
 */
final class HubCommandTest extends CliTestCase {
	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'pre_http_request' );
		parent::tearDown();
	}

	public function test_the_local_hub_answers(): void {
		$run = $this->wp( 'stencilbox', 'hub', 'status', '--format=json' );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$status = self::json( $run )[0];
		$this->assertSame( 'local', $status['hub'] );
		$this->assertSame( home_url( '/' ), $status['hub_url'] );
		$this->assertTrue( $status['reachable'] );
		$this->assertIsInt( $status['answer_ms'] );
		$this->assertSame( get_bloginfo( 'name' ), $status['hub_name'] );
		$this->assertFalse( $status['accepts_remote'] );
		$this->assertFalse( $status['has_site_key'] );
		$this->assertSame( CatalogVersion::get(), $status['catalogue_version'] );
		$this->assertSame( '', $status['account'] );
		$this->assertSame( 'none', $status['account_key'] );
		$this->assertSame( array(), $run['stderr'] );
	}

	public function test_the_table_names_the_account_and_its_accepted_key(): void {
		$admin = $this->signed_in_admin( 'status@example.org' );
		$run   = $this->wp( 'stencilbox', 'hub', 'status', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'] );
		$this->assertCount( 5, $run['stdout'], 'border, header, border, row, border' );
		$header = array_map( 'trim', explode( '|', trim( $run['stdout'][1], '|' ) ) );
		$row    = array_combine( $header, array_map( 'trim', explode( '|', trim( $run['stdout'][3], '|' ) ) ) );
		$this->assertSame( array( 'local', 'yes', 'no', 'no', 'status@example.org', 'accepted' ), array( $row['hub'], $row['reachable'], $row['accepts_remote'], $row['has_site_key'], $row['account'], $row['account_key'] ) );
	}

	public function test_a_refused_key_is_reported_with_exit_code_1_and_kept(): void {
		global $wpdb;
		$admin = $this->signed_in_admin( 'revoked@example.org' );
		$wpdb->query( 'UPDATE ' . Names::table( 'api_keys' ) . ' SET revoked_at = NOW()' );

		$run = $this->wp( 'stencilbox', 'hub', 'status', '--user=' . $admin, '--format=json' );

		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( 'refused', self::json( $run )[0]['account_key'] );
		$this->assertSame( array( 'Error: Your API key is invalid or has been revoked. Please sign in again. [invalid_api_key]' ), $run['stderr'] );
		$this->assertNotSame( '', get_user_meta( $admin, Connections::USER_META, true ), 'reading the status signs nobody out' );
	}

	/**
	 * Uses a remote hub whose HTTP answers come from `$answer`.
	 *
	 * @param callable $answer Gets the URL; returns a `wp_remote_request` answer or WP_Error.
	 */
	private function remote_hub( callable $answer ): void {
		update_option( HubClientFactory::OPTION, 'https://hub.example' );
		add_filter( 'pre_http_request', static fn( mixed $pre, array $args, string $url ): mixed => $answer( $url ), 10, 3 );
		$connections = Plugin::instance()->service( Connections::class );
		\WP_CLI::add_command( 'stencilbox hub', new HubCommand( new HubStatus( new HttpHubClient( 'https://hub.example' ), $connections ) ) );
	}

	public function test_a_remote_hub_that_answers(): void {
		$this->remote_hub(
			static function ( string $url ): array {
				$body = str_contains( urldecode( $url ), '/catalog/version' ) ? array( 'version' => 41 ) : array(
					'name'           => 'Agency hub',
					'url'            => 'https://hub.example/',
					'hub'            => 'stencilbox',
					'accepts_remote' => true,
				);
				return self::http_ok( (string) wp_json_encode( $body ) );
			}
		);
		$run = $this->wp( 'stencilbox', 'hub', 'status', '--format=json' );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$status = self::json( $run )[0];
		$this->assertSame( array( 'remote', 'https://hub.example', true, 'Agency hub', true, 41 ), array( $status['hub'], $status['hub_url'], $status['reachable'], $status['hub_name'], $status['accepts_remote'], $status['catalogue_version'] ) );
	}

	public function test_a_remote_hub_that_does_not_answer_ends_with_retry_again(): void {
		$this->remote_hub( static fn( string $url ): \WP_Error => new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to ' . $url ) );
		$run = $this->wp( 'stencilbox', 'hub', 'status', '--format=json' );
		$this->assertSame( 1, $run['exit'] );
		$status = self::json( $run )[0];
		$this->assertFalse( $status['reachable'] );
		$this->assertNull( $status['catalogue_version'] );
		$this->assertSame( array( 'Error: The library could not be reached. Trying again… [retry_again]' ), $run['stderr'] );
	}
}
