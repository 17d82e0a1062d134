<?php
/**
 * Undoes imports from their journals.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * Reverting an import reverts it and every import after it, newest first,
 * each from its journal:
 *
 * 1. what it created is deleted (posts and attachments with their files,
 *    terms, comments);
 * 2. posts and terms it changed get their recorded rows back;
 * 3. options get their recorded rows back (the theme switch and plugin
 *    activations are options too: `template`, `stylesheet`,
 *    `active_plugins`, theme mods), as do options the deletions of step 1
 *    touched (a deleted front page resets `page_on_front`, a deleted
 *    template rebuilds the display index): those are recorded while
 *    reverting and put back to what they were before the revert began;
 * 4. plugin and theme folders it installed are removed — never a folder
 *    that was there before, which the journal never names; and never one
 *    that is still in use (active on any site of a network, network-active,
 *    any site's theme or parent theme) or that the user may not delete
 *    (`delete_plugins` / `delete_themes`: on a network, super admins only).
 *    Such a plugin was deactivated on this site and such a theme switched
 *    back by step 3; the revert's answer lists what stayed installed, and
 *    why (`kept`).
 *
 * Everything in the database happens in one transaction, under the site's
 * import lock (`ImportLock`): no import runs and no other revert starts
 * meanwhile, and what may be reverted is decided inside the lock. The
 * image-sizes job (`ImageSizes`) is stopped first: a revert also holds its
 * lock, so no size file is written into a folder being removed. Sizes not
 * made yet go with their attachments.
 */
final class Reverter {
	/**
	 * Constructor.
	 *
	 * @param Sessions   $sessions Sessions.
	 * @param Journal    $journal  Journal.
	 * @param Recorder   $recorder Recorder (in memory while reverting).
	 * @param ImportLock $site     The site's import lock.
	 * @param ImageSizes $sizes    The image-sizes job (stopped while reverting).
	 */
	public function __construct( private Sessions $sessions, private Journal $journal, private Recorder $recorder, private ImportLock $site, private ImageSizes $sizes ) {}

	/**
	 * Reverts an import and every later one.
	 *
	 * @param string $uuid Session id.
	 * @return array{reverted: string[], kept: array<int, array{type: string, slug: string, reason: string, message: string}>}
	 *         The reverted sessions, newest first, and the plugins and themes left installed.
	 * @throws HttpError 404 unknown; 409 already reverted, nothing to revert,
	 *                   an import running or another revert running.
	 */
	public function revert( string $uuid ): array {
		$owner = ImportLock::revert();
		if ( ! $this->site->take( $owner, ImportLock::REVERT_SECONDS ) ) {
			if ( '' !== $this->site->running_import() ) {
				HttpError::raise( 'import_running', __( 'An import is still running. Wait until it is complete, then revert.', 'stencilbox' ), 409 );
			}
			HttpError::raise( 'revert_running', __( 'Another revert is running. Wait until it is complete.', 'stencilbox' ), 409 );
		}
		if ( ! $this->sizes->hold( $owner ) ) {
			$this->site->release( $owner );
			HttpError::raise( 'import_running', __( 'The images of an import are still being finished. Try again in a few seconds.', 'stencilbox' ), 409 );
		}
		try {
			return $this->revert_locked( $uuid );
		} finally {
			// The job's event follows what is left (nothing of the reverted imports).
			$this->sizes->release( $owner );
			$this->site->release( $owner );
		}
	}

	/**
	 * Reverts, once the lock is held: every check reads the sessions afresh.
	 *
	 * @param string $uuid Session id.
	 * @return array{reverted: string[], kept: array<int, array{type: string, slug: string, reason: string, message: string}>}
	 * @throws HttpError 404, 409.
	 */
	private function revert_locked( string $uuid ): array {
		$target = $this->sessions->find( $uuid );
		if ( ! $target ) {
			HttpError::raise( 'not_found', __( 'This import does not exist.', 'stencilbox' ), 404 );
		}
		if ( Sessions::REVERTED === $target['status'] ) {
			HttpError::raise( 'invalid_data', __( 'This import has been reverted already.', 'stencilbox' ), 409 );
		}
		if ( ! self::revertible( $target, $this->journal ) ) {
			HttpError::raise( 'invalid_data', __( 'This import changed nothing on the site: there is nothing to revert.', 'stencilbox' ), 409 );
		}
		$sessions = $this->sessions->since( (int) $target['id'] );
		foreach ( $sessions as $session ) {
			// A request still working on one (the site lock lapsed under it).
			if ( Sessions::RUNNING === $session['status'] && (int) $session['lock_until'] >= time() ) {
				HttpError::raise( 'import_running', __( 'An import is still running. Wait until it is complete, then revert.', 'stencilbox' ), 409 );
			}
		}
		$folders = array();
		Transaction::run(
			function () use ( $sessions, &$folders ): void {
				foreach ( $sessions as $session ) {
					$folders = array_merge( $folders, $this->undo( $session ) );
					$this->sessions->update(
						(int) $session['id'],
						array(
							'status'      => Sessions::REVERTED,
							'reverted_at' => current_time( 'mysql', true ),
						)
					);
				}
			}
		);
		foreach ( $sessions as $session ) {
			PackageFolder::remove( (string) $session['uuid'] );
		}
		// Each row put back dropped its own cache entries (`Rows`); the
		// object cache is never flushed (other plugins and sites share it).
		// The sites' options are as they were before the imports now: what
		// is still in use is read from them.
		$kept = array();
		foreach ( $folders as $folder ) {
			$keep = 'folder' === $folder['type'] ? null : self::keep( $folder['type'], $folder['slug'] );
			if ( null !== $keep ) {
				$kept[] = $keep;
				continue;
			}
			SafeZip::remove_dir( $folder['path'] );
			// A removed theme's cached headers would still say it is
			// installed (core cleans the caches of the themes still there).
			if ( get_theme_root() === dirname( $folder['path'] ) ) {
				wp_get_theme( basename( $folder['path'] ) )->cache_delete();
			}
		}
		wp_clean_plugins_cache( false );
		wp_clean_themes_cache();
		wp_clean_theme_json_cache();
		// Elementor's generated CSS files were drawn from the imported kit
		// (its globals): they are made again from the kit as it is now.
		if ( class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->files_manager ) ) {
			\Elementor\Plugin::$instance->files_manager->clear_cache();
		}
		return array(
			'reverted' => array_map( static fn( array $s ): string => (string) $s['uuid'], $sessions ),
			'kept'     => $kept,
		);
	}

	/**
	 * Why a plugin or theme an import installed stays installed, or null
	 * when it may go: still in use somewhere (the sites' options, read
	 * after this site's were restored), or the user may not delete it.
	 *
	 * @param string $type plugin or theme.
	 * @param string $slug Its folder.
	 * @return array{type: string, slug: string, reason: string, message: string}|null
	 */
	private static function keep( string $type, string $slug ): ?array {
		$plugin = 'plugin' === $type;
		$name   = $plugin ? self::plugin_name( $slug ) : (string) wp_get_theme( $slug )->get( 'Name' );
		$name   = '' !== $name ? $name : $slug;
		if ( $plugin ? self::plugin_in_use( $slug ) : self::theme_in_use( $slug ) ) {
			$reason  = 'in_use';
			$message = $plugin
				/* translators: %s: plugin name. */
				? sprintf( __( '%s is in use on another site of the network, so it was only deactivated on this site; it stays installed.', 'stencilbox' ), $name )
				/* translators: %s: theme name. */
				: sprintf( __( '%s is in use on another site of the network, so this site only switched back to its previous theme; the theme stays installed.', 'stencilbox' ), $name );
		} elseif ( ! current_user_can( $plugin ? 'delete_plugins' : 'delete_themes' ) ) {
			$reason = 'not_allowed';
			if ( is_multisite() ) {
				$message = $plugin
					/* translators: %s: plugin name. */
					? sprintf( __( 'Only a network administrator may delete plugins, so %s was only deactivated on this site and stays installed: a network administrator can delete it in Network Admin → Plugins.', 'stencilbox' ), $name )
					/* translators: %s: theme name. */
					: sprintf( __( 'Only a network administrator may delete themes, so this site only switched back to its previous theme and %s stays installed: a network administrator can delete it in Network Admin → Themes.', 'stencilbox' ), $name );
			} else {
				$message = $plugin
					/* translators: %s: plugin name. */
					? sprintf( __( 'You may not delete plugins, so %s was only deactivated and stays installed: an administrator can delete it in Plugins.', 'stencilbox' ), $name )
					/* translators: %s: theme name. */
					: sprintf( __( 'You may not delete themes, so the site only switched back to its previous theme and %s stays installed: an administrator can delete it in Appearance → Themes.', 'stencilbox' ), $name );
			}
		} else {
			return null;
		}
		return array(
			'type'    => $type,
			'slug'    => $slug,
			'reason'  => $reason,
			'message' => $message,
		);
	}

	/**
	 * A plugin folder's plugin name ('' when WordPress finds none).
	 *
	 * @param string $slug Folder.
	 */
	private static function plugin_name( string $slug ): string {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( get_plugins( '/' . $slug ) as $data ) {
			return (string) ( $data['Name'] ?? '' );
		}
		return '';
	}

	/**
	 * Whether a plugin folder is active anywhere: network-active, or active
	 * on any site (this one included).
	 *
	 * @param string $slug Folder.
	 */
	private static function plugin_in_use( string $slug ): bool {
		$uses = static fn( array $files ): bool => array() !== array_filter( $files, static fn( mixed $file ): bool => str_starts_with( (string) $file, $slug . '/' ) );
		if ( is_multisite() && $uses( array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) ) ) {
			return true;
		}
		foreach ( self::site_ids() as $site ) {
			if ( $uses( (array) self::site_option( $site, 'active_plugins', array() ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether any site uses a theme, as its theme or as its parent theme.
	 *
	 * @param string $slug Folder.
	 */
	private static function theme_in_use( string $slug ): bool {
		foreach ( self::site_ids() as $site ) {
			if ( in_array( $slug, array( (string) self::site_option( $site, 'stylesheet', '' ), (string) self::site_option( $site, 'template', '' ) ), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A site's option (`get_blog_option()` exists on a network only).
	 *
	 * @param int    $site          Site id.
	 * @param string $name          Option.
	 * @param mixed  $default_value When it is not set.
	 */
	private static function site_option( int $site, string $name, mixed $default_value ): mixed {
		return is_multisite() ? get_blog_option( $site, $name, $default_value ) : get_option( $name, $default_value );
	}

	/**
	 * Every site of the network (this one alone on a single site).
	 *
	 * @return int[]
	 */
	private static function site_ids(): array {
		if ( ! is_multisite() ) {
			return array( get_current_blog_id() );
		}
		return array_map(
			'intval',
			get_sites(
				array(
					'fields'                 => 'ids',
					'number'                 => 0,
					'update_site_meta_cache' => false,
				)
			)
		);
	}

	/**
	 * Whether an import may be reverted: not yet reverted, and it changed
	 * something (its journal names it). The import list shows the same.
	 *
	 * @param array<string, mixed> $session Session.
	 * @param Journal              $journal Journal.
	 */
	public static function revertible( array $session, Journal $journal ): bool {
		return Sessions::REVERTED !== $session['status'] && $journal->count( (int) $session['id'] ) > 0;
	}

	/**
	 * Undoes one import in the database; answers the folders it made: its
	 * plugins and themes (removed unless kept) and its own upload folders.
	 *
	 * @param array<string, mixed> $session Session.
	 * @return array<int, array{type: string, slug: string, path: string}>
	 */
	private function undo( array $session ): array {
		$entries  = array_reverse( $this->journal->entries( (int) $session['id'] ) );
		$by_kind  = static fn( string $kind ): array => array_values( array_filter( $entries, static fn( array $e ): bool => $kind === $e['kind'] ) );
		$created  = array_map( static fn( array $e ): int => (int) $e['ref'], $by_kind( Journal::POST ) );
		$terms    = array_map( static fn( array $e ): int => (int) $e['ref'], $by_kind( Journal::TERM ) );
		$touched  = array();
		$this->recorder->start(
			static function ( string $kind, string $ref, array $data ) use ( &$touched ): void {
				if ( Journal::OPTION === $kind ) {
					$touched[ $ref ] = $data;
				}
			},
			$created,
			$terms
		);
		try {
			foreach ( $by_kind( Journal::COMMENT ) as $entry ) {
				wp_delete_comment( (int) $entry['ref'], true );
			}
			foreach ( $by_kind( Journal::POST ) as $entry ) {
				$id = (int) $entry['ref'];
				if ( get_post( $id ) ) {
					'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
				}
			}
			foreach ( $by_kind( Journal::TERM ) as $entry ) {
				$term = get_term( (int) $entry['ref'] );
				if ( $term instanceof \WP_Term ) {
					wp_delete_term( $term->term_id, $term->taxonomy );
				}
			}
		} finally {
			$this->recorder->stop();
		}
		foreach ( $by_kind( Journal::POST_BEFORE ) as $entry ) {
			Rows::restore_post( (int) $entry['ref'], $entry['data'] );
		}
		foreach ( $by_kind( Journal::TERM_BEFORE ) as $entry ) {
			Rows::restore_term( (int) $entry['ref'], $entry['data'] );
		}
		foreach ( $by_kind( Journal::PROVENANCE_BEFORE ) as $entry ) {
			Rows::restore_provenance( (int) $entry['ref'], (array) ( $entry['data']['row'] ?? array() ) );
		}
		// What the deletions changed goes back to what it was before the
		// revert; then what the import changed goes back to before the import.
		foreach ( $touched as $name => $row ) {
			Rows::restore_option( (string) $name, $row );
		}
		foreach ( $by_kind( Journal::OPTION ) as $entry ) {
			Rows::restore_option( $entry['ref'], $entry['data'] );
		}
		$folders = array();
		$folder  = static fn( string $type, string $slug, string $path ): array => array(
			'type' => $type,
			'slug' => $slug,
			'path' => $path,
		);
		foreach ( $by_kind( Journal::PLUGIN_INSTALLED ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && ! str_contains( $entry['ref'], '/' ) ) {
				$folders[] = $folder( 'plugin', $entry['ref'], WP_PLUGIN_DIR . '/' . $entry['ref'] );
			}
		}
		foreach ( $by_kind( Journal::THEME_INSTALLED ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && ! str_contains( $entry['ref'], '/' ) ) {
				$folders[] = $folder( 'theme', $entry['ref'], get_theme_root() . '/' . $entry['ref'] );
			}
		}
		foreach ( $by_kind( Journal::FOLDER ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && str_starts_with( $entry['ref'], 'stencilbox-fsi/' ) ) {
				$folders[] = $folder( 'folder', $entry['ref'], trailingslashit( wp_get_upload_dir()['basedir'] ) . $entry['ref'] );
			}
		}
		return $folders;
	}
}
