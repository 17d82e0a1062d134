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
	 * Constructor.
	 *
	 * @param StencilboxCommand $stencilbox `wp stencilbox sync|publish|import|revert`.
	 * @param CatalogueCommand  $catalogue  `wp stencilbox catalogue export|import`.
	 * @param HubCommand        $hub        `wp stencilbox hub status`.
	 * @param UpdatesCommand    $updates    `wp stencilbox updates list|apply`.
	 * @param VersionsCommand   $versions   `wp stencilbox versions list`.
	 * @param FleetCommand      $fleet      `wp stencilbox fleet status|stage|channel|pin|unpin|approve|audit`.
	 * @param BundleCommand     $bundle     `wp stencilbox bundle export|verify|apply|key`.
	 */
	public function __construct(
		private StencilboxCommand $stencilbox,
		private CatalogueCommand $catalogue,
		private HubCommand $hub,
		private UpdatesCommand $updates,
		private VersionsCommand $versions,
		private FleetCommand $fleet,
		private BundleCommand $bundle
	) {}

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
		\WP_CLI::add_command( 'stencilbox', $this->stencilbox );
		\WP_CLI::add_command( 'stencilbox catalogue', $this->catalogue );
		\WP_CLI::add_command( 'stencilbox hub', $this->hub );
		\WP_CLI::add_command( 'stencilbox updates', $this->updates );
		\WP_CLI::add_command( 'stencilbox versions', $this->versions );
		\WP_CLI::add_command( 'stencilbox fleet', $this->fleet );
		\WP_CLI::add_command( 'stencilbox bundle', $this->bundle );
	}
}
