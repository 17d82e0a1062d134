<?php
/**
 * Registers the `wp stencilbox` commands when WP-CLI runs.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * The commands exist only under WP-CLI (`defined( 'WP_CLI' ) && WP_CLI`);
 * on a web request nothing is registered.
 */
final class Commands {
	/**
	 * Every command: its name under `wp` → its class (each public method a
	 * subcommand), the parent first so its subcommands are not deferred.
	 * The one list: `Plugin::make()` builds each class, CommandsTest reads
	 * it, OneSourceTest fails on a copy.
	 *
	 * @var array<string, class-string<Command>>
	 */
	public const ALL = array(
		'stencilbox'           => StencilboxCommand::class, // sync, publish, import, revert.
		'stencilbox catalogue' => CatalogueCommand::class,
		'stencilbox hub'       => HubCommand::class,
		'stencilbox updates'   => UpdatesCommand::class,
		'stencilbox versions'  => VersionsCommand::class,
		'stencilbox fleet'     => FleetCommand::class,
		'stencilbox bundle'    => BundleCommand::class,
	);

	/**
	 * Constructor.
	 *
	 * @param \Closure(class-string): object $get A command, built by the composition root on first use.
	 */
	public function __construct( private \Closure $get ) {}

	/**
	 * Adds the commands when WP-CLI is running.
	 */
	public function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			$this->add_commands();
		}
	}

	/**
	 * Adds the commands to WP-CLI: the parent first, so its subcommands
	 * are not deferred.
	 */
	public function add_commands(): void {
		foreach ( self::ALL as $name => $class_name ) {
			\WP_CLI::add_command( $name, ( $this->get )( $class_name ) );
		}
	}
}
