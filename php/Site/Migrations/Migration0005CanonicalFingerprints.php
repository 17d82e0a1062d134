<?php
/**
 * Hashes of inserted and imported content taken before [23], when a save
 * without an edit could change them (the block editor's new spelling of
 * alignment and button widths, Elementor dropping empty `isLocked`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a migration of our own table, run once (Support/Migrator); there is no API for it.

/**
 * A data migration, no schema change. `Fingerprint` now takes the editors'
 * two spellings of one thing as one (`Fingerprint::canonical()`, and what
 * Elementor's save drops when empty); a hash recorded by the earlier rule
 * would not match the same content any more, and every copy would read as
 * edited. So each record whose content still has the hash recorded for its
 * version, by the earlier rule, gets that content's hash by the new rule.
 * A record that no longer matches stays as it is: edited (a copy the
 * editor had already re-spelt cannot be told from an edited one, since the
 * content as inserted is not kept). Hashes of older versions in a record's
 * history are left, as in Migration0004.
 *
 * One read of the post per record, in pages of ids. Idempotent: a record
 * already moved no longer matches the earlier rule (or has the same hash
 * by both, and is written again unchanged).
 */
final class Migration0005CanonicalFingerprints implements Migration {
	private const PAGE = 200;

	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0005-canonical-fingerprints';
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
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, post_id, scope, ref, platform, version, hash, history, context FROM %i WHERE id > %d ORDER BY id ASC LIMIT %d', $table, $after, self::PAGE ), ARRAY_A );
			foreach ( $rows as $row ) {
				$after  = (int) $row['id'];
				$hashes = self::hashes( $row );
				if ( null === $hashes || $hashes[0] !== $row['hash'] || $hashes[1] === $row['hash'] ) {
					continue;
				}
				$history = json_decode( (string) $row['history'], true );
				$history = is_array( $history ) ? $history : array();
				$history[ (string) (int) $row['version'] ] = $hashes[1];
				$wpdb->update(
					$table,
					array(
						'hash'    => $hashes[1],
						'history' => (string) wp_json_encode( $history ),
					),
					array( 'id' => (int) $row['id'] )
				);
			}
		} while ( count( $rows ) === self::PAGE );
	}

	/**
	 * A record's content hashed by the earlier rule and by the new one, or
	 * null when its content is gone.
	 *
	 * @param array<string, mixed> $row Record row.
	 * @return array{0: string, 1: string}|null
	 */
	private static function hashes( array $row ): ?array {
		$post_id = (int) $row['post_id'];
		if ( 'elementor' === $row['platform'] ) {
			$elements = Elementor::elements_of( $post_id );
			if ( Provenance::DOCUMENT !== $row['scope'] ) {
				$context  = json_decode( (string) $row['context'], true );
				$elements = Marker::find_elements( $elements, (array) ( $context['elements'] ?? array() ) );
			}
			return $elements ? array( Fingerprint::elements( $elements, false ), Fingerprint::elements( $elements ) ) : null;
		}
		$content = (string) get_post_field( 'post_content', $post_id, 'raw' );
		$blocks  = Provenance::DOCUMENT === $row['scope'] ? parse_blocks( $content ) : Marker::find_blocks( $content, (string) $row['ref'] );
		return '' !== $content && $blocks ? array( Fingerprint::blocks( $blocks, null, false ), Fingerprint::blocks( $blocks ) ) : null;
	}
}
