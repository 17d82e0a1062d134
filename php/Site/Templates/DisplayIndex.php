<?php
/**
 * What the front end needs to resolve display conditions, kept where
 * WordPress already loads it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * An autoloaded option lists the published templates that have an include
 * condition: id, type, platform, modified time and conditions (no content).
 * WordPress reads every autoloaded option in the one query it makes at boot
 * (or from the object cache), so resolving a request costs no query of its
 * own, and a site with no published template pays nothing at all. The list
 * is rebuilt whenever a template or its meta changes.
 */
final class DisplayIndex {
	public const OPTION = 'stencilbox_display_index';

	/** The meta keys the list is made of: a change of one rebuilds it. */
	private const INDEXED_META = array( TemplatePostType::META_CONDITIONS, TemplatePostType::META_TYPE, TemplatePostType::META_PLATFORM );

	/**
	 * Hooks the rebuilds.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'save_post_' . TemplatePostType::POST_TYPE, 'on_save', 10, 2 );
		// Any post's deletion and meta change (a page view may cache an
		// oEmbed in meta): the index is built only when it may be concerned.
		$hooks->action( 'deleted_post', 'on_delete', 10, 1, 'may_list' );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			$hooks->action( $hook, 'on_meta', 10, 3, 'indexed_meta' );
		}
	}

	/**
	 * Whether the index may list a template: it lists one, or it is missing
	 * (built on first use). A page view that says no needs nothing of ours
	 * to resolve display conditions.
	 */
	public static function may_list_any(): bool {
		$templates = self::stored();
		return null === $templates || array() !== $templates;
	}

	/**
	 * The indexed templates (built once if the option is missing).
	 *
	 * @return array<int, array{id:int, type:string, platform:string, modified:int, conditions:array<int, array<string, mixed>>}>
	 */
	public function templates(): array {
		return self::stored() ?? $this->rebuild();
	}

	/**
	 * The list as stored, or null when the option is missing (or not one).
	 *
	 * @return array<int, array{id:int, type:string, platform:string, modified:int, conditions:array<int, array<string, mixed>>}>|null
	 */
	private static function stored(): ?array {
		$index = get_option( self::OPTION, null );
		return is_array( $index ) && isset( $index['templates'] ) && is_array( $index['templates'] ) ? $index['templates'] : null;
	}

	/**
	 * Rebuilds the list from the database.
	 *
	 * @return array<int, array{id:int, type:string, platform:string, modified:int, conditions:array<int, array<string, mixed>>}>
	 */
	public function rebuild(): array {
		$posts     = get_posts(
			array(
				'post_type'        => TemplatePostType::POST_TYPE,
				'post_status'      => 'publish',
				'numberposts'      => -1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
			)
		);
		$templates = array();
		foreach ( $posts as $post ) {
			$conditions = get_post_meta( $post->ID, TemplatePostType::META_CONDITIONS, true );
			$conditions = is_array( $conditions ) ? array_values( $conditions ) : array();
			$includes   = array_filter( $conditions, static fn( mixed $condition ): bool => is_array( $condition ) && 'include' === ( $condition['type'] ?? '' ) );
			if ( ! $includes ) {
				// A template without includes shows nowhere: nothing to resolve.
				continue;
			}
			$templates[] = array(
				'id'         => $post->ID,
				'type'       => (string) get_post_meta( $post->ID, TemplatePostType::META_TYPE, true ),
				'platform'   => (string) get_post_meta( $post->ID, TemplatePostType::META_PLATFORM, true ),
				'modified'   => (int) strtotime( $post->post_modified_gmt . ' UTC' ),
				'conditions' => $conditions,
			);
		}
		// Autoloaded even when empty: a missing option would cost a query per page view.
		update_option(
			self::OPTION,
			array(
				'version'   => 1,
				'templates' => $templates,
			),
			true
		);
		return $templates;
	}

	/**
	 * Guard of `deleted_post`: whether the deleted post may be a template in
	 * the list (read without building the index).
	 *
	 * @param mixed $post_id Post id.
	 */
	public static function may_list( mixed $post_id ): bool {
		return self::lists( (int) $post_id );
	}

	/**
	 * Guard of the post meta actions: whether the meta is one the index reads.
	 *
	 * @param mixed $meta_id   Meta id.
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public static function indexed_meta( mixed $meta_id, mixed $object_id, mixed $meta_key ): bool {
		unset( $meta_id, $object_id );
		return in_array( $meta_key, self::INDEXED_META, true );
	}

	/**
	 * Whether a template is in the list now (read without building the index).
	 *
	 * @param int $post_id Post id.
	 */
	private static function lists( int $post_id ): bool {
		foreach ( self::stored() ?? array() as $template ) {
			if ( (int) ( $template['id'] ?? 0 ) === $post_id ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A template was saved: rebuild when it is (or was) shown somewhere.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 */
	public function on_save( int $post_id, \WP_Post $post ): void {
		if ( 'publish' === $post->post_status || self::lists( $post_id ) ) {
			$this->rebuild();
		}
	}

	/**
	 * A post was deleted.
	 *
	 * @param int $post_id Post id.
	 */
	public function on_delete( int $post_id ): void {
		if ( self::lists( $post_id ) ) {
			$this->rebuild();
		}
	}

	/**
	 * A meta value changed: rebuild when it is ours on a published template
	 * (drafts being built up do not touch the option).
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Key.
	 */
	public function on_meta( mixed $meta_id, mixed $object_id, mixed $meta_key ): void {
		if ( ! in_array( $meta_key, self::INDEXED_META, true ) ) {
			return;
		}
		$post = get_post( (int) $object_id );
		if ( $post instanceof \WP_Post && TemplatePostType::POST_TYPE === $post->post_type && ( 'publish' === $post->post_status || self::lists( $post->ID ) ) ) {
			$this->rebuild();
		}
	}
}
