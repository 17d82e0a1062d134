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
 * earlier version back. `write()` answers which revision holds the post as
 * it was, and `before()` reads a place's content from such a revision (a
 * fleet rollback writes it back, as one more undoable update).
 */
final class Writer {
	/**
	 * Writes prepared content into a record's place.
	 *
	 * @param array<string, mixed> $row     The record.
	 * @param string               $content Prepared content (block markup, or an Elementor export).
	 * @return array{hash: string, context: array<string, mixed>, revision: int} The hash as written, the
	 *         record's context now, and the revision holding the post as it was (0: none, revisions are off).
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
		$whole  = Provenance::DOCUMENT === $row['scope'];
		$ref    = (string) $row['ref'];
		$placed = $platform->replace( $post_id, $content, $whole, $ref, (array) $row['context'] );
		if ( null === $placed ) {
			throw self::gone();
		}
		$context = $placed['context'];
		return array(
			// A range just written is there; were it not, the hash of nothing, as before.
			'hash'     => $whole ? $platform->document_hash( $post_id ) : ( $platform->range_hash( get_post( $post_id ), $ref, $context ) ?? $platform->fingerprint( '' ) ),
			'context'  => $context,
			'revision' => $placed['revision'],
		);
	}

	/**
	 * A record's place as a revision of its post holds it, prepared as
	 * `write()` takes it (block markup without our marks, or an Elementor
	 * export): what a fleet rollback writes back.
	 *
	 * @param array<string, mixed> $row      The record.
	 * @param int                  $revision The revision (`write()` answered it).
	 * @param string[]             $elements An Elementor range's element ids in that revision.
	 * @throws HttpError 404 `revision_not_found` when the revision is gone or holds no such place.
	 */
	public function before( array $row, int $revision, array $elements ): string {
		$post = $revision > 0 ? get_post( $revision ) : null;
		if ( ! $post || 'revision' !== $post->post_type || (int) $post->post_parent !== (int) $row['post_id'] ) {
			throw self::no_revision();
		}
		$platform = Platforms::get( (string) $row['platform'] );
		$content  = Provenance::DOCUMENT === $row['scope']
			? $platform->document_content( $post )
			: $platform->range_content( $post, (string) $row['ref'], array( 'elements' => array_map( 'strval', $elements ) ) + (array) $row['context'] );
		if ( null === $content || '' === $content ) {
			throw self::no_revision();
		}
		return $content;
	}

	/**
	 * The revision an apply made is not there any more (or revisions were off).
	 */
	public static function no_revision(): HttpError {
		return new HttpError( 'revision_not_found', __( 'The revision made before this update is not there any more.', 'stencilbox' ), 404 );
	}

	/**
	 * The place of a record is not there any more.
	 */
	public static function gone(): HttpError {
		return new HttpError( 'place_not_found', __( 'This content is not on the site any more.', 'stencilbox' ), 404 );
	}
}
