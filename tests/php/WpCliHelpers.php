<?php
/**
 * Running `wp stencilbox …` in a test: the commands as the plugin's
 * composition root builds them, through the WP-CLI stand-in
 * (tests/php/wp-cli/) on the real WordPress and database.
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
trait WpCliHelpers {
	/**
	 * Registers the plugin's commands with the stand-in, as WP-CLI would
	 * when it loads the plugin (call from setUp).
	 */
	protected function register_commands(): void {
		\WP_CLI::$commands = array();
		\WP_CLI::$deferred = array();
		\WP_CLI::$answers  = array();
		Plugin::instance()->service( Commands::class )->add_commands();
	}

	/**
	 * Forgets the commands (call from tearDown).
	 */
	protected function forget_commands(): void {
		\WP_CLI::$commands = array();
		\WP_CLI::$answers  = array();
	}

	/**
	 * Runs `wp <words>` as a fresh WP-CLI process would (no current user
	 * unless `--user` names one).
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
}
