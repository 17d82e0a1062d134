<?php
/**
 * The revision that holds a post as it is now.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * What an update keeps before it writes (`Site\Updates\Writer`, through a
 * platform's `replace()`), so Revisions brings the post back and a fleet
 * rollback finds it again.
 */
final class PostRevisions {
	/**
	 * Keeps the post as it is now as a revision, and says which revision
	 * holds it: the new one, or the newest when WordPress found the post
	 * unchanged. Content kept on meta (Elementor's data), which WordPress
	 * does not compare, always gets a revision, carrying that meta, as
	 * Elementor's own saves do.
	 *
	 * @param int      $post_id Post.
	 * @param string[] $meta    Meta keys the revision carries (none: the post's fields only).
	 * @return int The revision (0: none, revisions are off for the post).
	 */
	public static function keep( int $post_id, array $meta = array() ): int {
		if ( $meta ) {
			add_filter( 'wp_save_post_revision_check_for_changes', '__return_false' );
		}
		$revision = wp_save_post_revision( $post_id );
		if ( $meta ) {
			remove_filter( 'wp_save_post_revision_check_for_changes', '__return_false' );
		}
		if ( is_int( $revision ) && $revision > 0 ) {
			foreach ( $meta as $key ) {
				$value = get_post_meta( $post_id, $key, true );
				if ( '' !== $value ) {
					// Meta writes unslash; Elementor's data is slashed JSON.
					update_metadata( 'post', $revision, $key, wp_slash( $value ) );
				}
			}
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
}
