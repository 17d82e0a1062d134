<?php
/**
 * The full-site import's workflow, as the wizard's routes and `wp
 * stencilbox import|revert` both use it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A pack's import facts, starting an import (one at a time on the site),
 * moving it on a bounded piece of work at a time, its log, the imports
 * list and revert. Callers say which WordPress user acts; the REST
 * controller only adds the transport (the event stream) and the schemas.
 */
final class Imports {

	/** Seconds of work per request: a stream, a polling chunk. */
	public const STREAM_SECONDS = 6.0;
	public const CHUNK_SECONDS  = 2.5;

	/**
	 * Constructor.
	 *
	 * @param AccountSession $account  Hub calls on the user's behalf.
	 * @param PackChoices    $choices  Theme and plugins offered.
	 * @param Sessions       $sessions Sessions.
	 * @param Journal        $journal  Journal.
	 * @param Runner         $runner   Runs sessions.
	 * @param Reverter       $reverter Reverts.
	 * @param ImportLock     $site     One import or revert at a time.
	 * @param Sweeper        $sweeper  Ends imports left behind.
	 */
	public function __construct(
		private AccountSession $account,
		private PackChoices $choices,
		private Sessions $sessions,
		private Journal $journal,
		private Runner $runner,
		private Reverter $reverter,
		private ImportLock $site,
		private Sweeper $sweeper,
		private ImageSizes $sizes,
	) {}

	/**
	 * The pack's facts from the hub (which checks the account may import
	 * it), cleaned (`PackInfo`).
	 *
	 * @param int $user WordPress user.
	 * @param int $id   Pack id.
	 * @return array<string, mixed>
	 */
	public function pack_info( int $user, int $id ): array {
		return PackInfo::fetch( $this->account, $this->account->require_connection( $user ), $id );
	}

	/**
	 * The pack's import facts (settings, theme, plugins with this site's
	 * status), the user's unfinished import and what the import would
	 * replace here (`/full-site-import/info`'s data).
	 *
	 * @param int $user WordPress user.
	 * @param int $id   Pack id.
	 * @return array<string, mixed>
	 */
	public function info( int $user, int $id ): array {
		$info         = $this->pack_info( $user, $id );
		$running      = $this->sessions->running_of( $user );
		$theme        = $this->choices->theme( $info );
		$dependencies = $this->choices->dependencies( $info );
		$needed       = PackChoices::needs_network_admin( $user, $theme, $dependencies );
		return array(
			'manifest'     => array(
				'has_settings'    => (bool) $info['has_settings'],
				'has_attachments' => (bool) $info['has_attachments'],
				'fullsite_import' => (bool) $info['fullsite_import'],
			),
			'settings'     => $info['settings'],
			'pack'         => array(
				'id'         => (int) $info['id'],
				'name'       => (string) $info['name'],
				'slug'       => (string) $info['slug'],
				'platform'   => (string) $info['platform'],
				'price'      => (float) $info['price'],
				'plan'       => (string) $info['plan'],
				'categories' => (array) $info['categories'],
			),
			'theme'           => $theme,
			'dependencies'    => $dependencies,
			// The plugins the form starts with (the wizard's and the command's):
			// none this user cannot add (on a network, those only a network
			// administrator can; the wizard names them instead).
			'default_plugins' => array_values( array_diff( PackChoices::defaults( $theme, $dependencies )['plugins'], array_column( wp_list_filter( $needed, array( 'type' => 'plugin' ) ), 'slug' ) ) ),
			'needs_network_admin' => $needed,
			'running'      => $running ? $this->present( $running ) : null,
			'contents'     => (array) ( $info['contents'] ?? array() ) + array(
				'pages'     => array(),
				'templates' => array(),
				'posts'     => 0,
			),
			'site'         => self::site_now( $info ),
		);
	}

	/**
	 * The site's name as WordPress's admin bar shows it
	 * (`#wp-admin-bar-site-name`, `wp_admin_bar_site_menu()`): the title,
	 * or the home address without its scheme when there is none, cut at 40
	 * characters; plain text. An import and a revert change the title while
	 * the admin page stays open, and the page puts this in its admin bar.
	 */
	public static function site_name(): string {
		$name = (string) get_bloginfo( 'name' );
		if ( '' === $name ) {
			$name = (string) preg_replace( '#^(https?://)?(www\.)?#', '', get_home_url() );
		}
		return html_entity_decode( wp_html_excerpt( $name, 40, '&hellip;' ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * What an import would replace on this site, as it is now: its title,
	 * whether it has a logo, the active theme, the page on the front (null
	 * when the front shows the latest posts), how many navigation menus it
	 * has, and how many of the pack's pages an earlier import of it made
	 * here (found by their stable ids, `StepTools::stable_id()`: importing
	 * it again uses them, issue [26] item 5).
	 *
	 * @param array<string, mixed> $info The pack's info (cleaned).
	 * @return array<string, mixed>
	 */
	private static function site_now( array $info ): array {
		$front = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		$menus = wp_count_posts( 'wp_navigation' );
		$pack  = array(
			'info' => $info,
			'form' => array( 'id' => (int) ( $info['id'] ?? 0 ) ),
		);
		$here  = 0;
		foreach ( (array) ( $info['contents']['pages'] ?? array() ) as $page ) {
			$here += References::find( 'page', Steps\StepTools::stable_id( $pack, 'page', (string) ( $page['slug'] ?? '' ) ) ) > 0 ? 1 : 0;
		}
		return array(
			'title'      => html_entity_decode( (string) get_option( 'blogname' ), ENT_QUOTES, 'UTF-8' ),
			'has_logo'   => (int) get_option( 'site_logo' ) > 0 || (int) get_theme_mod( 'custom_logo' ) > 0,
			'theme'      => (string) wp_get_theme()->get( 'Name' ),
			'front_page' => $front > 0 && 'publish' === get_post_status( $front )
				? array(
					'id'    => $front,
					'title' => html_entity_decode( get_the_title( $front ), ENT_QUOTES, 'UTF-8' ),
				)
				: null,
			'menus'      => (int) ( $menus->publish ?? 0 ) + count( wp_get_nav_menus() ),
			'imported_pages' => $here,
		);
	}

	/**
	 * Starts an import: checks the form, takes the site's lock, creates the
	 * session (`/full-site-import/start`'s data).
	 *
	 * @param int                  $user  WordPress user.
	 * @param array<string, mixed> $input `/start`'s fields, defaults applied (`id` the pack).
	 * @return array{session_id: string, is_lightspeed: bool, steps: string[], plan: array<int, array{type: string, title: string}>}
	 * @throws HttpError `invalid_data` (a logo that is not an image), 409 another import running.
	 */
	public function start( int $user, array $input ): array {
		$logo    = ImportForm::logo( $user, $input['logo'] ?? null );
		$running = $this->sessions->running_of( $user );
		if ( $running ) {
			HttpError::raise( 'import_running', __( 'An import is still running. Wait until it is complete, then start another.', 'stencilbox' ), 409, array( 'session_id' => (string) $running['uuid'] ) );
		}
		// One import (or revert) at a time on the site, whoever started it:
		// the new session holds the site's lock from here to its end.
		$uuid  = wp_generate_uuid4();
		$owner = ImportLock::import( $uuid );
		if ( ! $this->site->take( $owner, ImportLock::IMPORT_SECONDS ) ) {
			HttpError::raise( 'import_running', __( 'Another import or a revert is running on this site. Wait until it is complete, then start yours.', 'stencilbox' ), 409 );
		}
		try {
			return $this->create_session( $user, $input, $uuid, $logo );
		} catch ( \Throwable $error ) {
			$this->site->release( $owner );
			throw $error;
		}
	}

	/**
	 * Creates the session of a new import (the site's lock is held for it):
	 * imports left behind end first.
	 *
	 * @param int                              $user  WordPress user.
	 * @param array<string, mixed>             $input The fields.
	 * @param string                           $uuid  The session's id.
	 * @param array{id: int, url: string}|null $logo  The checked logo.
	 * @return array{session_id: string, is_lightspeed: bool, steps: string[], plan: array<int, array{type: string, title: string}>}
	 */
	private function create_session( int $user, array $input, string $uuid, ?array $logo ): array {
		$info = $this->pack_info( $user, (int) $input['id'] );
		$this->sweeper->take_over( $uuid );
		$this->sweeper->sweep();
		$form    = ImportForm::normalise( $input, $logo, $info );
		$steps   = Importer::plan( $info, $form );
		$session = $this->sessions->create(
			$user,
			$info,
			$form,
			array(
				'steps' => $steps,
				'index' => 0,
				'unit'  => 0,
				'data'  => array(
					'form'     => $form,
					'info'     => $info,
					'baseline' => Importer::baseline(),
					'results'  => array(),
				),
			),
			$uuid
		);
		return array(
			'session_id'    => (string) $session['uuid'],
			'is_lightspeed' => self::lightspeed(),
			'steps'         => $steps,
			'plan'          => Importer::described( $steps ),
		);
	}

	/**
	 * Whether this site uses the polling transport: forced by the
	 * `stencilbox_fsi_lightspeed` filter (a proxy that buffers streams).
	 */
	public static function lightspeed(): bool {
		/**
		 * Filters whether full-site imports report progress by polling.
		 *
		 * @param bool $lightspeed Defaults to false (streamed progress).
		 */
		return (bool) apply_filters( 'stencilbox_fsi_lightspeed', false );
	}

	/**
	 * The user's own session.
	 *
	 * @param int    $user WordPress user.
	 * @param string $uuid Session id.
	 * @return array<string, mixed>
	 * @throws HttpError 404 unknown, 403 another user's.
	 */
	public function own_session( int $user, string $uuid ): array {
		$session = $this->sessions->find( $uuid );
		if ( ! $session ) {
			HttpError::raise( 'not_found', __( 'This import does not exist.', 'stencilbox' ), 404 );
		}
		if ( (int) $session['user_id'] !== $user ) {
			HttpError::raise( 'invalid_permission', __( 'This import was started by another user.', 'stencilbox' ), 403 );
		}
		return $session;
	}

	/**
	 * Moves an import on for up to `$seconds` (`Runner::run()`).
	 *
	 * @param array<string, mixed> $session Session (`own_session()`).
	 * @param float                $seconds Time budget (`seconds()`).
	 * @param callable|null        $emit    Called with each new log event.
	 * @return string `continue`, `complete`, `error` or `busy`.
	 */
	public function work( array $session, float $seconds, ?callable $emit = null ): string {
		$outcome = $this->runner->run( $session, $seconds, $emit );
		// Once this request has answered, its worker makes image sizes still waiting.
		$this->sizes->after_answer();
		return $outcome;
	}

	/**
	 * The results screen of an import asks for its images' smaller sizes
	 * (`ImageSizes::help()`): answers how many images still wait.
	 *
	 * @param array<string, mixed> $session Session (`own_session()`: the user's own).
	 */
	public function images( array $session ): int {
		unset( $session ); // Only its owner may ask; the job makes every import's images.
		return $this->sizes->help();
	}

	/**
	 * One bounded chunk of work (the polling transport, and the command):
	 * the action and how many log events there are now.
	 *
	 * @param array<string, mixed> $session Session (`own_session()`).
	 * @return array{action: string, log_index: int}
	 */
	public function chunk( array $session ): array {
		$outcome = $this->work( $session, self::seconds( self::CHUNK_SECONDS ) );
		if ( 'busy' === $outcome ) {
			// Another request holds the session (a stream the client gave up
			// on still finishing its few seconds): wait a little rather
			// than have the client ask again at once.
			sleep( 1 );
		}
		$after = (array) $this->sessions->find_id( (int) $session['id'] );
		return array(
			'action'    => 'busy' === $outcome ? 'continue' : $outcome,
			'log_index' => count( (array) $after['log'] ),
		);
	}

	/**
	 * Seconds of work for one request: the given budget (filter
	 * `stencilbox_fsi_request_seconds`), and never more than a quarter of
	 * PHP's time limit, so a unit started near the end still finishes.
	 *
	 * @param float $budget Default budget.
	 */
	public static function seconds( float $budget ): float {
		$seconds = (float) apply_filters( 'stencilbox_fsi_request_seconds', $budget );
		$limit   = (int) ini_get( 'max_execution_time' );
		return $limit > 0 ? min( $seconds, $limit / 4 ) : $seconds;
	}

	/**
	 * The log after `$from` (`/full-site-import/log`'s answer).
	 *
	 * @param array<string, mixed> $session Session (`own_session()`).
	 * @param int                  $from    Events already read.
	 * @return array{status: string, log: array<int, mixed>, lastLogIndex: int}
	 */
	public static function log( array $session, int $from ): array {
		$log  = (array) $session['log'];
		$from = min( $from, count( $log ) );
		return array(
			'status'       => (string) $session['status'],
			'log'          => array_values( array_slice( $log, $from ) ),
			'lastLogIndex' => count( $log ),
		);
	}

	/**
	 * Every import, newest first, as clients see them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		return array_map( array( $this, 'present' ), $this->sessions->all() );
	}

	/**
	 * An import as clients see it.
	 *
	 * @param array<string, mixed> $session Session.
	 * @return array<string, mixed>
	 */
	public function present( array $session ): array {
		$user  = get_userdata( (int) $session['user_id'] );
		$steps = array_values( (array) ( $session['cursor_state']['steps'] ?? array() ) );
		return array(
			'session_id'  => (string) $session['uuid'],
			'pack_id'     => (int) $session['pack_id'],
			'pack_name'   => (string) $session['pack_name'],
			'pack_slug'   => (string) $session['pack_slug'],
			'platform'    => (string) $session['platform'],
			'status'      => (string) $session['status'],
			'created_at'  => mysql_to_rfc3339( (string) $session['created_at'] ) . 'Z',
			'reverted_at' => null === $session['reverted_at'] ? null : mysql_to_rfc3339( (string) $session['reverted_at'] ) . 'Z',
			'user'        => $user ? (string) $user->display_name : '',
			'revertible'  => Reverter::revertible( $session, $this->journal ) && ( Sessions::RUNNING !== $session['status'] || ( (int) $session['lock_until'] < time() && $this->site->running_import() !== $session['uuid'] ) ),
			'steps'       => $steps,
			'plan'        => Importer::described( $steps ),
			'log_index'   => count( (array) $session['log'] ),
			'results'     => (object) array_intersect_key( (array) $session['results'], (array) SiteImportSchema::results()['properties'] ),
		);
	}

	/**
	 * Reverts an import and every later one, newest first.
	 *
	 * @param string $uuid Session id.
	 * @return array{reverted: string[], kept: array<int, array{type: string, slug: string, reason: string, message: string}>}
	 *         The reverted imports' ids, and the plugins and themes that stayed installed (`Reverter`).
	 */
	public function revert( string $uuid ): array {
		return $this->reverter->revert( $uuid );
	}
}
