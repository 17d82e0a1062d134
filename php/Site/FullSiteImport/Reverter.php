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
 *    that was there before, which the journal never names.
 *
 * Everything in the database happens in one transaction, under the site's
 * import lock (`ImportLock`): no import runs and no other revert starts
 * meanwhile, and what may be reverted is decided inside the lock.
 */
final class Reverter {
	/**
	 * Constructor.
	 *
	 * @param Sessions   $sessions Sessions.
	 * @param Journal    $journal  Journal.
	 * @param Recorder   $recorder Recorder (in memory while reverting).
	 * @param ImportLock $site     The site's import lock.
	 */
	public function __construct( private Sessions $sessions, private Journal $journal, private Recorder $recorder, private ImportLock $site ) {}

	/**
	 * Reverts an import and every later one.
	 *
	 * @param string $uuid Session id.
	 * @return string[] The reverted sessions, newest first.
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
		try {
			return $this->revert_locked( $uuid );
		} finally {
			$this->site->release( $owner );
		}
	}

	/**
	 * Reverts, once the lock is held: every check reads the sessions afresh.
	 *
	 * @param string $uuid Session id.
	 * @return string[]
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
		foreach ( $folders as $folder ) {
			SafeZip::remove_dir( $folder );
			// A removed theme's cached headers would still say it is
			// installed (core cleans the caches of the themes still there).
			if ( get_theme_root() === dirname( $folder ) ) {
				wp_get_theme( basename( $folder ) )->cache_delete();
			}
		}
		foreach ( $sessions as $session ) {
			PackageFolder::remove( (string) $session['uuid'] );
		}
		// Each row put back dropped its own cache entries (`Rows`); the
		// object cache is never flushed (other plugins and sites share it).
		wp_clean_plugins_cache( false );
		wp_clean_themes_cache();
		wp_clean_theme_json_cache();
		// Elementor's generated CSS files were drawn from the imported kit
		// (its globals): they are made again from the kit as it is now.
		if ( class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->files_manager ) ) {
			\Elementor\Plugin::$instance->files_manager->clear_cache();
		}
		return array_map( static fn( array $s ): string => (string) $s['uuid'], $sessions );
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
	 * Undoes one import in the database; answers the folders to remove.
	 *
	 * @param array<string, mixed> $session Session.
	 * @return string[]
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
		// What the deletions changed goes back to what it was before the
		// revert; then what the import changed goes back to before the import.
		foreach ( $touched as $name => $row ) {
			Rows::restore_option( (string) $name, $row );
		}
		foreach ( $by_kind( Journal::OPTION ) as $entry ) {
			Rows::restore_option( $entry['ref'], $entry['data'] );
		}
		$folders = array();
		foreach ( $by_kind( Journal::PLUGIN_INSTALLED ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && ! str_contains( $entry['ref'], '/' ) ) {
				$folders[] = WP_PLUGIN_DIR . '/' . $entry['ref'];
			}
		}
		foreach ( $by_kind( Journal::THEME_INSTALLED ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && ! str_contains( $entry['ref'], '/' ) ) {
				$folders[] = get_theme_root() . '/' . $entry['ref'];
			}
		}
		foreach ( $by_kind( Journal::FOLDER ) as $entry ) {
			if ( SafeZip::is_safe_relative( $entry['ref'] ) && str_starts_with( $entry['ref'], 'stencilbox-fsi/' ) ) {
				$folders[] = trailingslashit( wp_get_upload_dir()['basedir'] ) . $entry['ref'];
			}
		}
		return $folders;
	}
}
