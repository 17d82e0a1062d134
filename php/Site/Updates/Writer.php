<?php
/**
 * Puts a newer version into the place a record names, with a revision
 * before and after, so the update can be undone.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Updates;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Only the content changes: the post, its title, status, template, meta
 * (a saved template's display conditions among them) and, for a range,
 * everything around the range stay as they are.
 *
 * Revisions: the post as it is now is kept as a revision first (when the
 * newest revision is not already it), then the update is saved, which
 * WordPress keeps as a revision too — so Revisions (or Elementor's History
 * → Revisions, which lists the same revisions with Elementor's data, as
 * Elementor's own `Revisions_Manager::save_revision` copies it) brings the
 * earlier version back.
 */
final class Writer {
	/**
	 * Writes prepared content into a record's place.
	 *
	 * @param array<string, mixed> $row     The record.
	 * @param string               $content Prepared content (block markup, or an Elementor export).
	 * @return array{hash: string, context: array<string, mixed>} The hash as written and the record's context now.
	 * @throws HttpError When the place is gone or the content is not usable.
	 */
	public function write( array $row, string $content ): array {
		$post_id = (int) $row['post_id'];
		if ( ! get_post( $post_id ) ) {
			throw self::gone();
		}
		$platform = Platforms::get( (string) $row['platform'] );
		$invalid  = $platform->invalid_content( $content );
		if ( null !== $invalid ) {
			HttpError::raise( 'invalid_data', $invalid, 400 );
		}
		$whole   = Provenance::DOCUMENT === $row['scope'];
		$ref     = (string) $row['ref'];
		$context = $platform->replace( $post_id, $content, $whole, $ref, (array) $row['context'] );
		if ( null === $context ) {
			throw self::gone();
		}
		return array(
			// A range just written is there; were it not, the hash of nothing, as before.
			'hash'    => $whole ? $platform->document_hash( $post_id ) : ( $platform->range_hash( get_post( $post_id ), $ref, $context ) ?? $platform->fingerprint( '' ) ),
			'context' => $context,
		);
	}

	/**
	 * The place of a record is not there any more.
	 */
	public static function gone(): HttpError {
		return new HttpError( 'place_not_found', __( 'This content is not on the site any more.', 'stencilbox' ), 404 );
	}
}
