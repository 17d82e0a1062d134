<?php
/**
 * The commands exist only under WP-CLI, with synopses WP-CLI can read.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Cli\BundleCommand;
use Stencilbox\Cli\CatalogueCommand;
use Stencilbox\Cli\Commands;
use Stencilbox\Cli\FleetCommand;
use Stencilbox\Cli\HubCommand;
use Stencilbox\Cli\StencilboxCommand;
use Stencilbox\Cli\UpdatesCommand;
use Stencilbox\Cli\VersionsCommand;
use Stencilbox\Plugin;
use Stencilbox\Tests\CliTestCase;
use WP_CLI\StandIn\Runner;

/**
 * Registration and dispatch.
 */
final class CommandsTest extends CliTestCase {
	public function test_a_web_request_registers_nothing(): void {
		$this->assertFalse( defined( 'WP_CLI' ), 'PHPUnit is not WP-CLI' );
		\WP_CLI::$commands = array();
		Plugin::instance()->service( Commands::class )->register();
		$this->assertSame( array(), \WP_CLI::$commands );
	}

	public function test_under_wp_cli_every_command_is_registered_parent_first(): void {
		$this->assertSame( array_keys( Commands::ALL ), array_keys( \WP_CLI::$commands ) );
		$this->assertSame( 'stencilbox', array_key_first( Commands::ALL ), 'the parent first' );
		foreach ( Commands::ALL as $name => $class_name ) {
			$this->assertInstanceOf( $class_name, \WP_CLI::$commands[ $name ] );
			$this->assertTrue( 'stencilbox' === $name || str_starts_with( $name, 'stencilbox ' ), $name );
		}
		$this->assertSame( array(), \WP_CLI::$deferred );
	}

	/**
	 * The subcommands WP-CLI sees: each public method, with its synopsis.
	 *
	 * @return array<string, array{0: class-string, 1: string, 2: string}>
	 */
	public static function subcommands(): array {
		return array(
			'sync'             => array( StencilboxCommand::class, 'sync', '[--format=<format>]' ),
			'publish'          => array( StencilboxCommand::class, 'publish', '<post> [--name=<name>] [--type=<type>] [--description=<description>] [--plan=<plan>] [--price=<price>] [--categories=<categories>] [--tags=<tags>] [--template-type=<slug>] [--pack=<slug>] [--featured] [--thumbnail=<attachment-id>] [--version-note=<note>] [--porcelain]' ),
			'import'           => array( StencilboxCommand::class, 'import', '<pack> [--platform=<platform>] [--title=<title>] [--tagline=<tagline>] [--skip-theme] [--skip-plugins] [--skip-content] [--keep-front-page] [--look=<look>] [--porcelain]' ),
			'revert'           => array( StencilboxCommand::class, 'revert', '[<import>] [--yes]' ),
			'catalogue export' => array( CatalogueCommand::class, 'export', '[<file>] [--force] [--porcelain]' ),
			'catalogue import' => array( CatalogueCommand::class, 'import', '<bundle>' ),
			'hub status'       => array( HubCommand::class, 'status', '[--format=<format>]' ),
			'updates list'     => array( UpdatesCommand::class, 'list_', '[--format=<format>]' ),
			'updates apply'    => array( UpdatesCommand::class, 'apply', '[<id>...] [--pristine-only] [--merge] [--replace] [--yes]' ),
			'updates rollback' => array( UpdatesCommand::class, 'rollback', '' ),
			'versions list'    => array( VersionsCommand::class, 'list_', '<id> [--kind=<kind>] [--format=<format>]' ),
			'fleet status'     => array( FleetCommand::class, 'status', '[--format=<format>]' ),
			'fleet stage'      => array( FleetCommand::class, 'stage', '<state>' ),
			'fleet channel'    => array( FleetCommand::class, 'channel', '<site> <channel>' ),
			'fleet pin'        => array( FleetCommand::class, 'pin', '<site> <item> <version>' ),
			'fleet unpin'      => array( FleetCommand::class, 'unpin', '<site> <item>' ),
			'fleet approve'    => array( FleetCommand::class, 'approve', '<item> <version>' ),
			'fleet approver'   => array( FleetCommand::class, 'approver', '<account> [--remove]' ),
			'fleet rollback'   => array( FleetCommand::class, 'rollback', '<item> <version> [--yes]' ),
			'fleet audit'      => array( FleetCommand::class, 'audit', '[--action=<action>] [--item-id=<id>] [--site=<address>] [--actor=<name>] [--since=<day>] [--until=<day>] [--page=<page>] [--format=<format>]' ),
			'bundle export'    => array( BundleCommand::class, 'export', '[<file>] [--force] [--porcelain]' ),
			'bundle verify'    => array( BundleCommand::class, 'verify', '<file> [--trust=<fingerprint>] [--format=<format>]' ),
			'bundle apply'     => array( BundleCommand::class, 'apply', '<file> [--trust=<fingerprint>]' ),
			'bundle key'       => array( BundleCommand::class, 'key', '' ),
		);
	}

	/**
	 * @dataProvider subcommands
	 *
	 * @param class-string $class_name Command class.
	 * @param string       $method     Method.
	 * @param string       $synopsis   What WP-CLI reads from its docblock.
	 */
	public function test_each_subcommand_documents_its_synopsis( string $class_name, string $method, string $synopsis ): void {
		$doc  = (string) ( new \ReflectionMethod( $class_name, $method ) )->getDocComment();
		$spec = Runner::synopsis( $doc );
		$this->assertSame( $synopsis, implode( ' ', array_column( $spec, 'token' ) ) );
		foreach ( $spec as $arg ) {
			$this->assertNotSame( '', $arg['desc'], $arg['token'] . ' has a description' );
		}
		$this->assertStringContainsString( '## EXAMPLES', $doc );
	}

	/**
	 * Every subcommand of every command (`Commands::ALL`) has its synopsis
	 * above: a new command or subcommand fails here until it is written.
	 */
	public function test_every_subcommand_has_its_synopsis_pinned(): void {
		$pinned = array_map( static fn( array $row ): string => $row[0] . '::' . $row[1], self::subcommands() );
		$public = array();
		foreach ( array_unique( Commands::ALL ) as $class_name ) {
			foreach ( ( new \ReflectionClass( $class_name ) )->getMethods( \ReflectionMethod::IS_PUBLIC ) as $method ) {
				if ( ! str_starts_with( $method->getName(), '__' ) ) {
					$public[] = $class_name . '::' . $method->getName();
				}
			}
		}
		sort( $pinned );
		sort( $public );
		$this->assertSame( $public, $pinned );
	}

	public function test_only_the_subcommands_are_public(): void {
		foreach ( array_unique( Commands::ALL ) as $class_name ) {
			$methods = array_filter(
				( new \ReflectionClass( $class_name ) )->getMethods( \ReflectionMethod::IS_PUBLIC ),
				static fn( \ReflectionMethod $method ): bool => ! str_starts_with( $method->getName(), '__' )
			);
			foreach ( $methods as $method ) {
				$this->assertStringContainsString( '## EXAMPLES', (string) $method->getDocComment(), $class_name . '::' . $method->getName() . ' is a subcommand WP-CLI shows' );
			}
		}
	}

	public function test_unknown_subcommands_and_options_end_with_exit_code_1(): void {
		$run = $this->wp( 'stencilbox', 'nope' );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( "Error: 'nope' is not a registered subcommand of 'stencilbox'. See 'wp help stencilbox' for available subcommands." ), $run['stderr'] );

		$run = $this->wp( 'stencilbox', 'hub', 'status', '--colour=red' );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( "Error: Parameter errors:\n unknown --colour parameter" ), $run['stderr'] );
		$this->assertSame( array(), $run['stdout'], 'nothing ran' );

		$run = $this->wp( 'stencilbox', 'hub', 'status', '--format=xml' );
		$this->assertSame( 1, $run['exit'] );
		$this->assertStringContainsString( "Invalid value specified for 'format'", $run['stderr'][0] );

		$run = $this->wp( 'stencilbox', 'publish' );
		$this->assertSame( 1, $run['exit'], 'a missing <post> prints the usage' );
		$this->assertStringStartsWith( 'usage: wp stencilbox publish <post> [--name=<name>]', $run['stdout'][0] );
	}
}
