<?php
/**
 * Hashes of inserted and imported block content taken with the rule before
 * [20], which ignored white space that renders.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a migration of our own table, run once (Support/Migrator); there is no API for it.

/**
 * A data migration, no schema change. `Fingerprint` now counts white space
 * that renders (preformatted text, a space between formatted words, a
 * no-break space); a hash recorded before would never match again, and
 * every copy would read as edited. So each block-editor record whose
 * content still has the hash recorded for its version, by the earlier
 * rule, gets that content's hash by the new rule: it stays unchanged (and
 * updates in one step). A record that no longer matches stays as it is:
 * edited. Hashes of older versions kept in a record's history (which only
 * a revision that brings an old version back uses) are left: such a copy
 * reads as edited. Elementor records keep theirs (their rule did not change).
 *
 * One parse of the post per record, read in pages of ids. Idempotent: a
 * record already moved no longer matches the earlier rule.
 */
final class Migration0004WhitespaceFingerprints implements Migration {
	private const PAGE = 200;

	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0004-whitespace-fingerprints';
	}

	/**
	 * Moves unchanged records to the new rule.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$table = Names::table( 'provenance' );
		$after = 0;
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, post_id, scope, ref, version, hash, history FROM %i WHERE id > %d AND platform <> %s ORDER BY id ASC LIMIT %d', $table, $after, 'elementor', self::PAGE ), ARRAY_A );
			foreach ( $rows as $row ) {
				$after   = (int) $row['id'];
				$content = (string) get_post_field( 'post_content', (int) $row['post_id'], 'raw' );
				$blocks  = Provenance::DOCUMENT === $row['scope'] ? parse_blocks( $content ) : Marker::find_blocks( $content, (string) $row['ref'] );
				if ( '' === $content || ! $blocks || Fingerprint::blocks( $blocks, array( self::class, 'earlier_html' ), false ) !== $row['hash'] ) {
					continue;
				}
				$hash    = Fingerprint::blocks( $blocks );
				$history = json_decode( (string) $row['history'], true );
				$history = is_array( $history ) ? $history : array();
				$history[ (string) (int) $row['version'] ] = $hash;
				$wpdb->update(
					$table,
					array(
						'hash'    => $hash,
						'history' => (string) wp_json_encode( $history ),
					),
					array( 'id' => (int) $row['id'] )
				);
			}
		} while ( count( $rows ) === self::PAGE );
	}

	/**
	 * The rule before [20]: every run of white space (a no-break space
	 * included) made one, and none between tags.
	 *
	 * @param string $html HTML.
	 */
	public static function earlier_html( string $html ): string {
		$html = (string) preg_replace( '/\s+/u', ' ', $html );
		return trim( (string) preg_replace( '/>\s+</', '><', $html ) );
	}
}
