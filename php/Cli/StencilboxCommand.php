<?php
/**
 * `wp stencilbox`: the jobs people script, over the services the REST routes use.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Hub\Rest\HubCatalogAdminController;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Catalog\CatalogCache;

defined( 'ABSPATH' ) || exit;

/**
 * Syncs the library account, publishes to the library, imports a pack as
 * a full site and reverts imports.
 *
 * ## EXAMPLES
 *
 *     # Read the account afresh from the hub.
 *     $ wp stencilbox sync --user=admin
 *
 *     # Publish page 42 to this site's library as a pro page.
 *     $ wp stencilbox publish 42 --plan=pro --user=admin
 */
final class StencilboxCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session     Account workflows (`/profile/sync`).
	 * @param Connections    $connections Stored sign-ins.
	 * @param CatalogCache   $cache       The site's cached catalogue answers.
	 * @param Publisher      $publisher   "Publish to library" (`admin/catalog/publish`).
	 */
	public function __construct(
		private AccountSession $session,
		private Connections $connections,
		private CatalogCache $cache,
		private Publisher $publisher
	) {}

	/**
	 * Syncs the library account: reads its profile afresh from the hub and
	 * drops the site's cached catalogue answers.
	 *
	 * Acts for the WordPress user given with WP-CLI's global --user; without
	 * one, for the administrator who signed the site in for all users.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : How to print the profile.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 *   - yaml
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox sync --user=admin --format=json
	 *     [{"id":7,"email":"ana@example.org","name":"Ana Lima","plan":"pro","is_verified":true}]
	 *     Success: Successfully Synced Account
	 *
	 * @param array<int, string>   $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function sync( array $args, array $assoc_args ): void {
		unset( $args );
		$user_id = get_current_user_id();
		if ( 0 === $user_id ) {
			$user_id = $this->connections->global()?->owner_user_id ?? 0;
		}
		$result = $this->attempt( fn(): array => $this->session->sync( $user_id ) );
		$this->cache->invalidate();
		$user = $result['user'];
		self::print_rows(
			(string) $assoc_args['format'],
			array(
				array(
					'id'          => (int) $user['id'],
					'email'       => (string) $user['email'],
					'name'        => (string) $user['name'],
					'plan'        => (string) $user['plan'],
					'is_verified' => (bool) $user['is_verified'],
				),
			)
		);
		\WP_CLI::success( (string) $result['message'] );
	}

	/**
	 * Publishes a page, post, synced pattern or template to this site's
	 * library (the hub's "Publish to library"). Publishing the same source
	 * again updates its item.
	 *
	 * ## OPTIONS
	 *
	 * <post>
	 * : A post id, or post:<id>, wp_template:<theme//slug>, wp_template_part:<theme//slug>.
	 *
	 * [--name=<name>]
	 * : The item's name (default: the source's title).
	 *
	 * [--type=<type>]
	 * : page or block (default: from the source).
	 *
	 * [--description=<description>]
	 * : The item's description.
	 *
	 * [--plan=<plan>]
	 * : free, starter or pro.
	 *
	 * [--price=<price>]
	 * : Price of the item on its own.
	 *
	 * [--categories=<categories>]
	 * : Comma-separated category names (new ones are created).
	 *
	 * [--tags=<tags>]
	 * : Comma-separated tag names (new ones are created).
	 *
	 * [--template-type=<slug>]
	 * : A template type's slug.
	 *
	 * [--pack=<slug>]
	 * : The pack the item belongs to.
	 *
	 * [--featured]
	 * : Feature the item.
	 *
	 * [--thumbnail=<attachment-id>]
	 * : An image of the media library for the card.
	 *
	 * [--porcelain]
	 * : Print only the item's id.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox publish 42 --plan=pro --categories=Agency,Landing --user=admin
	 *     Success: Published "Northwind Landing" to the library (page northwind-landing, id 118).
	 *
	 * @param array<int, string>   $args       The source.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function publish( array $args, array $assoc_args ): void {
		$this->require_capability( 'manage_options' );
		$source = ctype_digit( (string) $args[0] ) ? 'post:' . $args[0] : (string) $args[0];
		$item   = $this->attempt(
			fn(): array => $this->publisher->publish(
				self::checked( array( 'source' => $source ) + $assoc_args, HubCatalogAdminController::publish_args(), array( 'source' => '<post>' ) )
			)
		);
		if ( ! empty( $assoc_args['porcelain'] ) ) {
			\WP_CLI::line( (string) $item['id'] );
			return;
		}
		\WP_CLI::success(
			sprintf(
				/* translators: 1: item name, 2: page or block, 3: item slug, 4: item id */
				__( 'Published "%1$s" to the library (%2$s %3$s, id %4$d).', 'stencilbox' ),
				$item['name'],
				$item['type'],
				$item['slug'],
				$item['id']
			)
		);
	}
}
