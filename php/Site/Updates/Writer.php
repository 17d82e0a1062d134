<?php
/**
 * Puts a newer version into the place a record names, with a revision
 * before and after, so the update can be undone.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Updates;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;
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
	/** Elementor's meta a revision carries (Elementor's `Document` keys). */
	private const ELEMENTOR_META = array( Elementor::META_DATA, Elementor::META_PAGE_SETTINGS, Elementor::META_EDIT_MODE, Elementor::META_TEMPLATE_TYPE, Elementor::META_VERSION );

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
		$context = (array) $row['context'];
		if ( ! get_post( $post_id ) ) {
			throw self::gone();
		}
		if ( 'elementor' === $row['platform'] ) {
			$export   = json_decode( $content, true );
			$elements = is_array( $export['content'] ?? null ) ? $export['content'] : null;
			if ( null === $elements ) {
				HttpError::raise( 'invalid_data', __( 'This Elementor template has no content.', 'stencilbox' ), 400 );
			}
			if ( Provenance::DOCUMENT === $row['scope'] ) {
				$document = $elements;
			} else {
				$elements = Elementor::regenerate_ids( $elements );
				$document = Marker::replace_elements( Provenance::elements_of( $post_id ), (array) ( $context['elements'] ?? array() ), $elements );
				if ( null === $document ) {
					throw self::gone();
				}
				$context['elements'] = Marker::element_ids( $elements );
			}
			$revision = $this->keep_revision( $post_id, true );
			$this->save_elementor( $post_id, array_values( $document ) );
			$hash = Provenance::DOCUMENT === $row['scope']
				? Provenance::document_hash( $post_id, 'elementor' )
				: Fingerprint::elements( Marker::find_elements( Provenance::elements_of( $post_id ), (array) $context['elements'] ) );
			return array(
				'hash'     => $hash,
				'context'  => $context,
				'revision' => $revision,
			);
		}
		$post = (string) get_post_field( 'post_content', $post_id, 'raw' );
		if ( Provenance::DOCUMENT === $row['scope'] ) {
			$next = Marker::strip_blocks( $content );
		} else {
			$next = Marker::replace_blocks( $post, (string) $row['ref'], $content );
			if ( null === $next ) {
				throw self::gone();
			}
		}
		$revision = $this->keep_revision( $post_id, false );
		$saved    = wp_update_post(
			wp_slash(
				array(
					'ID'           => $post_id,
					'post_content' => $next,
				)
			),
			true
		);
		if ( is_wp_error( $saved ) ) {
			HttpError::raise( 'update_failed', $saved->get_error_message(), 500 );
		}
		$stored = (string) get_post_field( 'post_content', $post_id, 'raw' );
		return array(
			'hash'     => Provenance::DOCUMENT === $row['scope'] ? Fingerprint::markup( $stored ) : Fingerprint::blocks( Marker::find_blocks( $stored, (string) $row['ref'] ) ),
			'context'  => $context,
			'revision' => $revision,
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
		if ( 'elementor' === $row['platform'] ) {
			$found = Provenance::elements_of( $revision );
			if ( Provenance::RANGE === $row['scope'] ) {
				$found = Marker::find_elements( $found, array_map( 'strval', $elements ) );
			}
			if ( ! $found ) {
				throw self::no_revision();
			}
			return (string) wp_json_encode( array( 'content' => array_values( $found ) ) );
		}
		$markup = (string) $post->post_content;
		if ( Provenance::DOCUMENT === $row['scope'] ) {
			return $markup;
		}
		$blocks = Marker::find_blocks( $markup, (string) $row['ref'] );
		if ( ! $blocks ) {
			throw self::no_revision();
		}
		return serialize_blocks( Marker::strip( $blocks ) );
	}

	/**
	 * Keeps the post as it is now as a revision (WordPress skips it when the
	 * newest revision already is it). Elementor's data is on the post's
	 * meta, which WordPress does not compare: an Elementor document always
	 * gets one, with that data, as Elementor's own saves do.
	 *
	 * @param int  $post_id   Post.
	 * @param bool $elementor Whether it is built with Elementor.
	 * @return int The revision holding the post as it is now: the new one, or
	 *             the newest when WordPress found it unchanged (0: none).
	 */
	private function keep_revision( int $post_id, bool $elementor ): int {
		if ( $elementor ) {
			add_filter( 'wp_save_post_revision_check_for_changes', '__return_false' );
		}
		$revision = wp_save_post_revision( $post_id );
		if ( $elementor ) {
			remove_filter( 'wp_save_post_revision_check_for_changes', '__return_false' );
		}
		if ( $elementor && is_int( $revision ) && $revision > 0 ) {
			foreach ( self::ELEMENTOR_META as $key ) {
				$value = get_post_meta( $post_id, $key, true );
				if ( '' !== $value ) {
					// Meta writes unslash; Elementor's data is slashed JSON.
					update_metadata( 'post', $revision, $key, wp_slash( $value ) );
				}
			}
		}
		if ( is_int( $revision ) && $revision > 0 ) {
			return $revision;
		}
		$newest = wp_get_post_revisions(
			$post_id,
			array(
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		return $newest ? (int) reset( $newest ) : 0;
	}

	/**
	 * Saves an Elementor document's elements: through Elementor's own
	 * `Document::save()` when Elementor runs (its data, plain text, CSS,
	 * caches and a revision, as its editor saves), else its data as
	 * Elementor stores it, with a revision of our own.
	 *
	 * @param int          $post_id  Post.
	 * @param array<mixed> $elements The document's elements.
	 */
	private function save_elementor( int $post_id, array $elements ): void {
		$documents = class_exists( '\Elementor\Plugin' ) ? ( \Elementor\Plugin::$instance->documents ?? null ) : null;
		$document  = is_object( $documents ) && method_exists( $documents, 'get' ) ? $documents->get( $post_id ) : null;
		if ( is_object( $document ) && method_exists( $document, 'save' ) ) {
			$document->save( array( 'elements' => $elements ) );
			return;
		}
		update_post_meta( $post_id, Elementor::META_DATA, wp_slash( (string) wp_json_encode( $elements ) ) );
		wp_update_post( array( 'ID' => $post_id ) );
		$this->keep_revision( $post_id, true );
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
