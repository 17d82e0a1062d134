<?php
/**
 * One full-site import, or one revert, at a time on a site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a compare-and-swap on one row of the options table, seen by every node and process: the options API caches and cannot compare.

/**
 * A lock in the database, so every web node and every PHP process sees it
 * and a killed request cannot lose it: one row of the options table,
 * `<expiry>|<owner>`, written with plain SQL (never cached, never autoloaded).
 *
 * An import holds it from `start` until it completes or fails, renewing it
 * with every piece of work (a heartbeat); a client that goes away lets it
 * lapse after IMPORT_SECONDS, and the next import to start takes it over
 * (the one left behind then ends: see `Runner::abandon()`). A revert holds
 * it for its one request. Taking it is a compare-and-swap on the row, so
 * two requests never both hold it.
 */
final class ImportLock {
	/** The row (an option name; it goes with the plugin's other options on uninstall). */
	public const OPTION = 'stencilbox_fsi_lock';

	/** How long an import keeps the lock without a heartbeat (seconds). */
	public const IMPORT_SECONDS = 300;

	/** How long a revert may hold it (seconds; it gives it back when done). */
	public const REVERT_SECONDS = 300;

	/**
	 * Constructor.
	 *
	 * @param string $option The row: the site's import lock (OPTION) or
	 *                       another one-at-a-time lock (an image-sizes job's slot, or an image's: `ImageSizes`).
	 */
	public function __construct( private string $option = self::OPTION ) {}

	/**
	 * The owner name of an import session.
	 *
	 * @param string $uuid Session id.
	 */
	public static function import( string $uuid ): string {
		return 'import:' . $uuid;
	}

	/**
	 * The owner name of a revert (one per request).
	 */
	public static function revert(): string {
		return 'revert:' . Sessions::token();
	}

	/**
	 * Takes the lock for an owner, or renews it when they hold it already;
	 * false while someone else holds it.
	 *
	 * @param string $owner   Owner (`import()` or `revert()`).
	 * @param int    $seconds How long it lasts from now.
	 */
	public function take( string $owner, int $seconds ): bool {
		global $wpdb;
		$value = ( time() + $seconds ) . '|' . $owner;
		for ( $attempt = 0; $attempt < 2; $attempt++ ) {
			$current = $this->read();
			if ( null === $current ) {
				$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $this->option, $value ) );
				if ( 1 === (int) $inserted ) {
					return true;
				}
				continue; // Someone inserted it first: look again.
			}
			[ $until, $held ] = self::parse( $current );
			if ( $held !== $owner && $until >= time() && self::alive( $held ) ) {
				return false;
			}
			if ( $current === $value ) {
				return true;
			}
			$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, $this->option, $current ) );
			return 1 === (int) $updated;
		}
		return false;
	}

	/**
	 * Gives the lock back (only its owner can).
	 *
	 * @param string $owner Owner.
	 */
	public function release( string $owner ): void {
		global $wpdb;
		$current = $this->read();
		if ( null !== $current && self::parse( $current )[1] === $owner ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $this->option, $current ) );
		}
	}

	/**
	 * Who holds the lock now ('' when it is free or has lapsed).
	 */
	public function holder(): string {
		$current = $this->read();
		if ( null === $current ) {
			return '';
		}
		[ $until, $held ] = self::parse( $current );
		return $until >= time() ? $held : '';
	}

	/**
	 * The import that holds the lock now (its session id), or ''.
	 */
	public function running_import(): string {
		$holder = $this->holder();
		return str_starts_with( $holder, 'import:' ) ? substr( $holder, strlen( 'import:' ) ) : '';
	}

	/**
	 * The row's value, read past every cache.
	 */
	private function read(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $this->option ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * Whether a holder may still be at work. An image-sizes job's owner
	 * (`sizes:` and a `Sessions::token()`) whose process on this machine is
	 * gone (a killed worker) holds nothing; any other holder keeps the
	 * lock until it lapses.
	 *
	 * @param string $owner Owner.
	 */
	private static function alive( string $owner ): bool {
		return ! str_starts_with( $owner, 'sizes:' ) || Sessions::holder_alive( substr( $owner, strlen( 'sizes:' ) ) );
	}

	/**
	 * A value's expiry and owner.
	 *
	 * @param string $value `<expiry>|<owner>`.
	 * @return array{0: int, 1: string}
	 */
	private static function parse( string $value ): array {
		$parts = explode( '|', $value, 2 );
		return array( (int) $parts[0], (string) ( $parts[1] ?? '' ) );
	}
}
