<?php
/**
 * The objects a condition's sub-id may name: posts, terms and authors, as
 * the current user may see them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A source is `post:<post type>`, `term:<taxonomy>` or `author`. Searching
 * and checking a sub-id follow the same rules, so a user can neither be
 * offered nor save (and so learn about) what they may not read:
 * - posts: published ones of a viewable post type, and private ones only
 *   for users who may read them; drafts never;
 * - terms: of public taxonomies with an admin UI;
 * - authors: users with published posts (public: their archive exists),
 *   every user for those who may list users.
 */
final class ConditionSources {
	/** Options one search returns at most. */
	public const LIMIT = 20;

	/**
	 * Viewable post types a condition may name (attachments aside).
	 *
	 * @return array<string, \WP_Post_Type>
	 */
	public static function post_types(): array {
		$types = get_post_types( array( 'public' => true ), 'objects' );
		unset( $types['attachment'] );
		return $types;
	}

	/**
	 * Taxonomies a condition may name.
	 *
	 * @return array<string, \WP_Taxonomy>
	 */
	public static function taxonomies(): array {
		return get_taxonomies(
			array(
				'public'  => true,
				'show_ui' => true,
			),
			'objects'
		);
	}

	/**
	 * Whether a source string names something a condition may use.
	 *
	 * @param string $source Source.
	 */
	public function is_source( string $source ): bool {
		[ $kind, $object ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		switch ( $kind ) {
			case 'post':
				return isset( self::post_types()[ $object ] );
			case 'term':
				return isset( self::taxonomies()[ $object ] );
			case 'author':
				return '' === $object;
		}
		return false;
	}

	/**
	 * Options of a source matching a search (empty: the first ones).
	 *
	 * @param string $source Source (checked with is_source()).
	 * @param string $search Search text.
	 * @return array<int, array{value: int, label: string}>
	 */
	public function search( string $source, string $search ): array {
		[ $kind, $object ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		$search            = trim( $search );
		switch ( $kind ) {
			case 'post':
				return $this->search_posts( $object, $search );
			case 'term':
				return $this->search_terms( $object, $search );
			case 'author':
				return $this->search_authors( $search );
		}
		return array();
	}

	/**
	 * The label of a sub-id the user may see, or null when it is not one
	 * of the source's objects for them (unknown, another kind, unreadable).
	 *
	 * @param string $source Source.
	 * @param int    $id     Sub-id.
	 */
	public function label( string $source, int $id ): ?string {
		[ $kind, $object ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		if ( $id <= 0 ) {
			return null;
		}
		switch ( $kind ) {
			case 'post':
				$post = get_post( $id );
				return $post instanceof \WP_Post && $post->post_type === $object && $this->can_offer_post( $post ) ? $this->post_label( $post ) : null;
			case 'term':
				$term = get_term( $id, $object );
				return $term instanceof \WP_Term ? $term->name : null;
			case 'author':
				$user = get_userdata( $id );
				return $user instanceof \WP_User && $this->can_offer_author( $user ) ? $user->display_name : null;
		}
		return null;
	}

	/**
	 * Post statuses the current user may be offered for a post type.
	 *
	 * @param string $post_type Post type.
	 * @return string[]
	 */
	private function statuses( string $post_type ): array {
		$type = get_post_type_object( $post_type );
		return $type && current_user_can( $type->cap->read_private_posts ) ? array( 'publish', 'private' ) : array( 'publish' );
	}

	/**
	 * Whether a post may be offered to the current user.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function can_offer_post( \WP_Post $post ): bool {
		if ( 'publish' === $post->post_status ) {
			return true;
		}
		return 'private' === $post->post_status && current_user_can( 'read_post', $post->ID );
	}

	/**
	 * A post's label.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function post_label( \WP_Post $post ): string {
		$title = '' !== $post->post_title ? $post->post_title : __( '(no title)', 'stencilbox' );
		return 'private' === $post->post_status
			/* translators: %s: post title */
			? sprintf( __( '%s (Private)', 'stencilbox' ), $title )
			: $title;
	}

	/**
	 * Posts of a type.
	 *
	 * @param string $post_type Post type.
	 * @param string $search    Search text.
	 * @return array<int, array{value: int, label: string}>
	 */
	private function search_posts( string $post_type, string $search ): array {
		$args = array(
			'post_type'              => $post_type,
			'post_status'            => $this->statuses( $post_type ),
			'posts_per_page'         => self::LIMIT,
			'orderby'                => 'title',
			'order'                  => 'ASC',
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			// Private posts of others need their own check (below), not WP_Query's.
			'perm'                   => 'readable',
		);
		if ( '' !== $search ) {
			$args['s']       = $search;
			$args['orderby'] = 'relevance';
		}
		$options = array();
		foreach ( ( new \WP_Query( $args ) )->posts as $post ) {
			if ( $post instanceof \WP_Post && $this->can_offer_post( $post ) ) {
				$options[] = array(
					'value' => $post->ID,
					'label' => $this->post_label( $post ),
				);
			}
		}
		return $options;
	}

	/**
	 * Terms of a taxonomy.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $search   Search text.
	 * @return array<int, array{value: int, label: string}>
	 */
	private function search_terms( string $taxonomy, string $search ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
				'number'     => self::LIMIT,
				'search'     => $search,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$options = array();
		foreach ( $terms as $term ) {
			if ( $term instanceof \WP_Term ) {
				$options[] = array(
					'value' => $term->term_id,
					'label' => $term->name,
				);
			}
		}
		return $options;
	}

	/**
	 * Whether an author may be offered to the current user.
	 *
	 * @param \WP_User $user User.
	 */
	private function can_offer_author( \WP_User $user ): bool {
		if ( current_user_can( 'list_users' ) ) {
			return true;
		}
		return count_user_posts( $user->ID, array_keys( self::post_types() ), true ) > 0;
	}

	/**
	 * Authors.
	 *
	 * @param string $search Search text.
	 * @return array<int, array{value: int, label: string}>
	 */
	private function search_authors( string $search ): array {
		$args = array(
			'number'  => self::LIMIT,
			'orderby' => 'display_name',
			'fields'  => array( 'ID', 'display_name' ),
		);
		if ( ! current_user_can( 'list_users' ) ) {
			// Only people whose archive is public anyway.
			$args['has_published_posts'] = array_keys( self::post_types() );
		}
		if ( '' !== $search ) {
			$args['search']         = '*' . $search . '*';
			$args['search_columns'] = array( 'display_name', 'user_nicename' );
		}
		$options = array();
		foreach ( ( new \WP_User_Query( $args ) )->get_results() as $user ) {
			$options[] = array(
				'value' => (int) $user->ID,
				'label' => (string) $user->display_name,
			);
		}
		return $options;
	}
}
