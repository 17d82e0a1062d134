<?php
/**
 * What the display conditions look at in a front-end request.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A plain value: the resolver never asks WordPress anything, so its rules
 * are tested on hand-made contexts, and a request builds its context from
 * the main query (which WordPress has already run and cached).
 */
final class RequestContext {
	public const SINGULAR  = 'singular';
	public const ARCHIVE   = 'archive';
	public const NOT_FOUND = '404';
	public const OTHER     = 'other';

	/**
	 * Constructor.
	 *
	 * @param string               $kind      singular, archive, 404 or other.
	 * @param bool                 $front     The site's front page.
	 * @param string               $post_type Singular: the post's type; post-type archive: its type.
	 * @param int                  $object_id Singular: the post; term archive: the term; author archive: the author.
	 * @param int                  $author    Singular: the post's author.
	 * @param array<string, int[]> $terms     Singular: the post's term ids by taxonomy.
	 * @param string               $archive   Archive kind: post_type, taxonomy, author, date or search.
	 * @param string               $taxonomy  Term archive: the taxonomy.
	 * @param int                  $visitor   The signed-in WordPress user viewing the page (0: none).
	 */
	public function __construct(
		public readonly string $kind,
		public readonly bool $front = false,
		public readonly string $post_type = '',
		public readonly int $object_id = 0,
		public readonly int $author = 0,
		public readonly array $terms = array(),
		public readonly string $archive = '',
		public readonly string $taxonomy = '',
		public readonly int $visitor = 0
	) {}

	/**
	 * The context of the main query.
	 *
	 * @param \WP_Query     $query      The main query.
	 * @param string[]|null $taxonomies Taxonomies whose terms the conditions ask about
	 *                                  (read from the term cache the main query primed).
	 */
	public static function from_query( \WP_Query $query, ?array $taxonomies = null ): self {
		$page = self::page_of( $query, $taxonomies );
		return new self( $page->kind, $page->front, $page->post_type, $page->object_id, $page->author, $page->terms, $page->archive, $page->taxonomy, get_current_user_id() );
	}

	/**
	 * What page the main query shows (the visitor aside).
	 *
	 * @param \WP_Query     $query      The main query.
	 * @param string[]|null $taxonomies Taxonomies whose terms the conditions ask about.
	 */
	private static function page_of( \WP_Query $query, ?array $taxonomies ): self {
		$front = $query->is_front_page();
		if ( $query->is_404() ) {
			return new self( self::NOT_FOUND, $front );
		}
		if ( $query->is_search() ) {
			return new self( self::ARCHIVE, $front, '', 0, 0, array(), 'search' );
		}
		if ( $query->is_singular() ) {
			$post = $query->get_queried_object();
			if ( ! $post instanceof \WP_Post ) {
				return new self( self::OTHER, $front );
			}
			$terms = array();
			foreach ( $taxonomies ?? get_object_taxonomies( $post->post_type ) as $taxonomy ) {
				$found = get_the_terms( $post, $taxonomy );
				if ( is_array( $found ) ) {
					$terms[ $taxonomy ] = array_map( static fn( \WP_Term $term ): int => $term->term_id, $found );
				}
			}
			return new self( self::SINGULAR, $front, $post->post_type, $post->ID, (int) $post->post_author, $terms );
		}
		if ( $query->is_home() ) {
			// The blog index is the archive of posts.
			return new self( self::ARCHIVE, $front, 'post', 0, 0, array(), 'post_type' );
		}
		if ( $query->is_post_type_archive() ) {
			$type = $query->get( 'post_type' );
			$type = is_array( $type ) ? (string) reset( $type ) : (string) $type;
			return new self( self::ARCHIVE, $front, $type, 0, 0, array(), 'post_type' );
		}
		if ( $query->is_category() || $query->is_tag() || $query->is_tax() ) {
			$term = $query->get_queried_object();
			return $term instanceof \WP_Term
				? new self( self::ARCHIVE, $front, '', $term->term_id, 0, array(), 'taxonomy', $term->taxonomy )
				: new self( self::ARCHIVE, $front );
		}
		if ( $query->is_author() ) {
			return new self( self::ARCHIVE, $front, '', (int) $query->get_queried_object_id(), 0, array(), 'author' );
		}
		if ( $query->is_date() ) {
			return new self( self::ARCHIVE, $front, '', 0, 0, array(), 'date' );
		}
		if ( $query->is_archive() ) {
			return new self( self::ARCHIVE, $front );
		}
		return new self( self::OTHER, $front );
	}
}
