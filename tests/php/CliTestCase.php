<?php
/**
 * Base for the `wp stencilbox` tests: the commands as the plugin's
 * composition root builds them, run through the WP-CLI stand-in
 * (tests/php/wp-cli/) on the real WordPress and database, with the mini
 * catalogue loaded.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Cli\Commands;
use Stencilbox\Plugin;
use WP_CLI\StandIn\Runner;

/**
 * `wp()` runs a command line and answers what it printed and its exit code.
 */
abstract class CliTestCase extends CatalogTestCase {
	use AccountHelpers;

	/**
	 * Registers the plugin's commands with the stand-in, as WP-CLI would
	 * when it loads the plugin.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		\WP_CLI::$commands = array();
		\WP_CLI::$deferred = array();
		\WP_CLI::$answers  = array();
		Plugin::instance()->service( Commands::class )->add_commands();
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		$this->release_mails();
		\WP_CLI::$commands = array();
		parent::tearDown();
	}

	/**
	 * Runs `wp <words>`.
	 *
	 * @param string ...$argv Words after `wp`, as a shell splits them.
	 * @return array{stdout: string[], stderr: string[], exit: int, bars: \cli\progress\Bar[], questions: string[]}
	 */
	protected function wp( string ...$argv ): array {
		return Runner::run( $argv );
	}

	/**
	 * The JSON a command printed on its first line.
	 *
	 * @param array{stdout: string[]} $run A run.
	 * @return array<mixed>
	 */
	protected static function json( array $run ): array {
		$data = json_decode( (string) ( $run['stdout'][0] ?? '' ), true );
		self::assertIsArray( $data, 'the first line is JSON: ' . implode( "\n", $run['stdout'] ) );
		return $data;
	}

	/**
	 * Signs a new administrator up to a library account; answers the user id.
	 *
	 * @param string $email Account email.
	 */
	protected function signed_in_admin( string $email ): int {
		$id = $this->login_as( 'administrator' );
		$this->signup( $email );
		wp_set_current_user( 0 );
		return $id;
	}
}
