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
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\FullSiteImport\Imports;
use Stencilbox\Site\FullSiteImport\PackChoices;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

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
 *
 *     # Import a pack as the whole site, then undo it.
 *     $ wp stencilbox import harbor-agency --title="Tidewater Studio" --user=admin
 *     $ wp stencilbox revert --yes --user=admin
 */
final class StencilboxCommand extends Command {
	/** The pause between two runs of an import another request is moving on. */
	private const BUSY_PAUSE_MICROSECONDS = 250000;

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session     Account workflows (`/profile/sync`).
	 * @param Connections    $connections Stored sign-ins.
	 * @param CatalogCache   $cache       The site's cached catalogue answers.
	 * @param Publisher      $publisher   "Publish to library" (`admin/catalog/publish`).
	 * @param Imports        $imports     The full-site import (the wizard's routes' service).
	 */
	public function __construct(
		private AccountSession $session,
		private Connections $connections,
		private CatalogCache $cache,
		private Publisher $publisher,
		private Imports $imports
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
	 * [--version-note=<note>]
	 * : Publishing again with changed content makes a new version: what changed (sites see it with the update).
	 *
	 * [--porcelain]
	 * : Print only the item's id.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox publish 42 --plan=pro --categories=Agency,Landing --user=admin
	 *     Success: Published "Northwind Landing" to the library (gutenberg page northwind-landing, id 118).
	 *
	 * @param array<int, string>   $args       The source.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function publish( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
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
				/* translators: 1: item name, 2: its editor (gutenberg or elementor), 3: page or block, 4: item slug, 5: item id */
				__( 'Published "%1$s" to the library (%2$s %3$s %4$s, id %5$d).', 'stencilbox' ),
				$item['name'],
				$item['platform'],
				$item['type'],
				$item['slug'],
				$item['id']
			)
		);
	}

	/**
	 * Imports a pack as the whole site, as the wizard does with its defaults:
	 * the pack's theme and the free plugins it needs (and those already
	 * installed that it can use), its pages, templates, images, colours and
	 * fonts, with the wizard's steps as a progress bar. Every change is
	 * journaled: `wp stencilbox revert` undoes it. Importing the same pack
	 * again changes nothing that is as the earlier import left it; pages and
	 * templates edited since are kept, and named in a warning.
	 *
	 * ## OPTIONS
	 *
	 * <pack>
	 * : The pack's slug or id.
	 *
	 * [--platform=<platform>]
	 * : Which version of the pack.
	 * ---
	 * default: gutenberg
	 * options:
	 *   - gutenberg
	 *   - elementor
	 * ---
	 *
	 * [--title=<title>]
	 * : The site's title (default: from the pack's name).
	 *
	 * [--tagline=<tagline>]
	 * : The site's tagline (default: from the pack's name).
	 *
	 * [--skip-theme]
	 * : Keep the active theme.
	 *
	 * [--skip-plugins]
	 * : Install and activate none of the pack's plugins.
	 *
	 * [--skip-content]
	 * : Leave the pack's demo posts out.
	 *
	 * [--keep-front-page]
	 * : Keep the site's front page (the pack's pages are imported all the same).
	 *
	 * [--look=<look>]
	 * : With --skip-theme: the pack's pages in the site's colours and fonts (site) or the pack's own (pack). Default: the look the site last chose.
	 * ---
	 * options:
	 *   - site
	 *   - pack
	 * ---
	 *
	 * [--porcelain]
	 * : Print only the import's id.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox import harbor-agency --title="Tidewater Studio" --user=admin
	 *     Importing Harbor - Agency  100% [==============================] 0:04 / 0:04
	 *     Success: Imported "Harbor - Agency" as the site (import 0b5e…). Undo it with: wp stencilbox revert 0b5e…
	 *
	 * @param array<int, string>   $args       The pack.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$this->require_capability( Names::CAP_FSI );
		$user     = get_current_user_id();
		$platform = (string) $assoc_args['platform'];
		$pack     = (string) $args[0];
		$id       = ctype_digit( $pack ) ? (int) $pack : (int) $this->attempt( fn(): array => $this->rest( 'GET', '/stencilbox/v1/items/' . rawurlencode( $pack ), array( 'platform' => $platform ) ) )['id'];
		$info     = $this->attempt( fn(): array => $this->imports->info( $user, $id ) );
		// The wizard's defaults: its theme unless already active, the free plugins it needs or that are installed.
		$defaults = PackChoices::defaults( $info['theme'], (array) $info['dependencies'] );
		$options  = array(
			'id'                  => $id,
			'platform'            => $platform,
			'theme'               => empty( $assoc_args['skip-theme'] ) ? $defaults['theme'] : null,
			'plugins'             => empty( $assoc_args['skip-plugins'] ) ? $defaults['plugins'] : array(),
			'import-demo-content' => empty( $assoc_args['skip-content'] ),
			'keep-front-page'     => ! empty( $assoc_args['keep-front-page'] ),
		);
		if ( isset( $assoc_args['title'] ) ) {
			$options['title'] = (string) $assoc_args['title'];
		}
		if ( isset( $assoc_args['tagline'] ) ) {
			$options['slogan'] = (string) $assoc_args['tagline'];
		}
		if ( isset( $assoc_args['look'] ) ) {
			$options['look'] = (string) $assoc_args['look'];
		}
		$form    = $this->attempt( fn(): array => self::checked( $options, ImportForm::args(), array( 'slogan' => '--tagline' ) ) );
		$start   = $this->attempt( fn(): array => $this->imports->start( $user, $form ) );
		$session = (string) $start['session_id'];
		/* translators: %s: pack name */
		$bar    = \WP_CLI\Utils\make_progress_bar( sprintf( __( 'Importing %s', 'stencilbox' ), $info['pack']['name'] ), count( $start['steps'] ) );
		$seen   = 0;
		$done    = array();
		$failed  = null;
		$results = array();
		do {
			$action = (string) $this->attempt( fn(): array => $this->imports->chunk( $this->imports->own_session( $user, $session ) ) )['action'];
			$log    = Imports::log( (array) $this->attempt( fn(): array => $this->imports->own_session( $user, $session ) ), $seen );
			if ( 'continue' === $action && (int) $log['lastLogIndex'] === $seen ) {
				// Nothing moved: another request holds the import's lock (a
				// browser running it too). Wait a little rather than spin.
				usleep( self::BUSY_PAUSE_MICROSECONDS );
			}
			$seen = (int) $log['lastLogIndex'];
			foreach ( (array) $log['log'] as $event ) {
				$data = (array) ( $event['data'] ?? array() );
				if ( 'updateLog' === $event['action'] && 'complete' === ( $data['status'] ?? '' ) && ! isset( $done[ $data['position'] ] ) ) {
					$done[ $data['position'] ] = true;
					$bar->tick( 1, (string) $data['title'] );
				} elseif ( 'error' === $event['action'] ) {
					$failed = $data;
				} elseif ( 'complete' === $event['action'] ) {
					$results = $data;
				}
			}
		} while ( 'continue' === $action );
		$bar->finish();
		if ( 'complete' !== $action ) {
			$this->fail( new HttpError( (string) ( $failed['code'] ?? 'import_failed' ), (string) ( $failed['message'] ?? __( 'The import stopped.', 'stencilbox' ) ), 500 ) );
		}
		// The same pack imported again (issue [26] item 5): what was kept as the user edited it.
		$kept = array_map( 'strval', (array) ( $results['kept_edited'] ?? array() ) );
		if ( $kept ) {
			/* translators: %s: titles of pages and templates, comma-separated. */
			\WP_CLI::warning( sprintf( __( 'Kept as you edited them since this pack was last imported: %s', 'stencilbox' ), implode( ', ', $kept ) ) );
		}
		if ( ! empty( $assoc_args['porcelain'] ) ) {
			\WP_CLI::line( $session );
			return;
		}
		/* translators: 1: pack name, 2: import id, 3: the same id */
		\WP_CLI::success( sprintf( __( 'Imported "%1$s" as the site (import %2$s). Undo it with: wp stencilbox revert %3$s', 'stencilbox' ), $info['pack']['name'], $session, $session ) );
	}

	/**
	 * Reverts a full-site import, and every import after it, newest first:
	 * the site is as it was before it (pages, templates, options, styles,
	 * the theme and plugins it installed or activated).
	 *
	 * ## OPTIONS
	 *
	 * [<import>]
	 * : The import's id (`wp stencilbox import` prints it). Default: the newest import that can be reverted.
	 *
	 * [--yes]
	 * : Revert without asking.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox revert --yes --user=admin
	 *     Success: Reverted 1 import: 0b5e…
	 *
	 * @param array<int, string>   $args       The import.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function revert( array $args, array $assoc_args ): void {
		$this->require_capability( Names::CAP_FSI );
		$imports = $this->imports->all();
		$wanted  = (string) ( $args[0] ?? '' );
		$import  = null;
		foreach ( $imports as $candidate ) {
			if ( '' === $wanted ? ! empty( $candidate['revertible'] ) : $wanted === $candidate['session_id'] ) {
				$import = $candidate;
				break;
			}
		}
		if ( null === $import ) {
			$this->fail( '' === $wanted ? new HttpError( 'not_found', __( 'There is no import to revert.', 'stencilbox' ), 404 ) : new HttpError( 'not_found', __( 'This import does not exist.', 'stencilbox' ), 404 ) );
		}
		$later = count( array_filter( $imports, static fn( array $other ): bool => $other['created_at'] > $import['created_at'] && 'reverted' !== $other['status'] ) );
		\WP_CLI::confirm(
			0 === $later
				/* translators: 1: pack name, 2: when it was imported */
				? sprintf( __( 'Revert the import of "%1$s" from %2$s?', 'stencilbox' ), $import['pack_name'], $import['created_at'] )
				/* translators: 1: pack name, 2: when it was imported, 3: number of later imports */
				: sprintf( _n( 'Revert the import of "%1$s" from %2$s and the %3$d import after it?', 'Revert the import of "%1$s" from %2$s and the %3$d imports after it?', $later, 'stencilbox' ), $import['pack_name'], $import['created_at'], $later ),
			$assoc_args
		);
		$done     = (array) $this->attempt( fn(): array => $this->imports->revert( (string) $import['session_id'] ) );
		$reverted = (array) $done['reverted'];
		foreach ( (array) $done['kept'] as $kept ) {
			\WP_CLI::warning( (string) $kept['message'] );
		}
		/* translators: 1: number of imports, 2: their ids */
		\WP_CLI::success( sprintf( _n( 'Reverted %1$d import: %2$s', 'Reverted %1$d imports: %2$s', count( $reverted ), 'stencilbox' ), count( $reverted ), implode( ', ', $reverted ) ) );
	}
}
