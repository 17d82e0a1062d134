<?php
/**
 * Cloud files' designs as roles (table `cloud_designs`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, which no WordPress API holds; read once per file opened.

/**
 * A cloud body's design (DesignRoles), computed once per body when a push
 * or a saved version stores it: bodies are content-addressed, so a copy, a
 * move or a restore finds the design of its body. A push carries no
 * palette of the site it came from, so a palette slug's role is known by
 * its name only (its value empty); custom colours keep theirs. The row
 * goes with its body (`DatabaseBodyStore::settle()`).
 */
final class FileDesigns {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'cloud_designs' );
	}

	/**
	 * Records the design of a body just stored, unless it has one.
	 *
	 * @param string $platform gutenberg | elementor.
	 * @param string $content  The body.
	 */
	public function record( string $platform, string $content ): void {
		global $wpdb;
		$table = self::table();
		$hash  = hash( 'sha256', $content );
		if ( null !== $wpdb->get_var( $wpdb->prepare( 'SELECT hash FROM %i WHERE hash = %s', $table, $hash ) ) ) {
			return;
		}
		$design = DesignRoles::of( $platform, $content );
		if ( null !== $design ) {
			$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (hash, design) VALUES (%s, %s)', $table, $hash, (string) wp_json_encode( $design, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ) );
		}
	}

	/**
	 * A body's design, or null.
	 *
	 * @param string $hash The body's SHA-256.
	 * @return array<string, mixed>|null
	 */
	public function of( string $hash ): ?array {
		global $wpdb;
		$json   = $wpdb->get_var( $wpdb->prepare( 'SELECT design FROM %i WHERE hash = %s', self::table(), $hash ) );
		$design = null === $json ? null : json_decode( (string) $json, true );
		return is_array( $design ) ? $design : null;
	}
}
