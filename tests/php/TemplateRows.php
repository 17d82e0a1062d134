<?php
/**
 * Saved templates as rows, for tests that compare a site before and after,
 * and the pages and category a template's conditions name, gone from
 * "another site" where the ids moved on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Plugin;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;

/**
 * What landing a template (or landing it twice) may change, read back; and
 * what a portable template names (`PortableConditionsTest`,
 * `TemplateLandingTest`, `LibraryTemplateTest`).
 */
trait TemplateRows {
	/**
	 * Templates, their meta and the display index as rows; with the media
	 * library and revisions too when asked.
	 *
	 * @param bool $with_media Also attachments and revisions.
	 * @return array<int, mixed>
	 */
	private static function template_rows( bool $with_media = false ): array {
		global $wpdb;
		$posts = $with_media
			? $wpdb->prepare( "SELECT ID, post_title, post_content, post_status, post_modified_gmt FROM {$wpdb->posts} WHERE post_type IN (%s, 'attachment', 'revision') ORDER BY ID", TemplatePostType::POST_TYPE )
			: $wpdb->prepare( "SELECT ID, post_title, post_content, post_status, post_modified_gmt FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", TemplatePostType::POST_TYPE );
		return array(
			$wpdb->get_results( $posts, ARRAY_A ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
			$wpdb->get_results( $wpdb->prepare( "SELECT m.post_id, m.meta_key, m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s ORDER BY m.meta_id", TemplatePostType::POST_TYPE ), ARRAY_A ),
			get_option( 'stencilbox_display_index' ),
		);
	}

	/**
	 * Sub-ids of a template's stored conditions, by type, name and sub-name.
	 *
	 * @param int $template Template.
	 * @return array<string, int>
	 */
	private static function sub_ids( int $template ): array {
		$out = array();
		foreach ( Plugin::instance()->service( TemplateRepository::class )->conditions( get_post( $template ) ) as $condition ) {
			$out[ $condition['type'] . ' ' . $condition['name'] . ' ' . $condition['sub_name'] ] = (int) $condition['sub_id'];
		}
		return $out;
	}

	/**
	 * Templates of our post type.
	 *
	 * @return int[]
	 */
	private static function template_ids(): array {
		return array_map( 'intval', get_posts( array( 'post_type' => TemplatePostType::POST_TYPE, 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1, 'orderby' => 'ID', 'order' => 'ASC' ) ) );
	}

	/**
	 * A published page.
	 *
	 * @param string               $slug Slug (and title).
	 * @param array<string, mixed> $more More fields.
	 */
	private static function published_page( string $slug, array $more = array() ): int {
		return (int) wp_insert_post(
			$more + array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => ucfirst( $slug ),
				'post_name'   => $slug,
			)
		);
	}

	/**
	 * A category.
	 *
	 * @param string $slug Slug.
	 */
	private static function category( string $slug ): int {
		return (int) wp_insert_term( ucfirst( $slug ), 'category', array( 'slug' => $slug ) )['term_id'];
	}

	/**
	 * An include condition.
	 *
	 * @param string $name     Name.
	 * @param string $sub_name Sub-name.
	 * @param int    $sub_id   Sub-id.
	 * @return array<string, mixed>
	 */
	private static function inc( string $name, string $sub_name = '', int $sub_id = 0 ): array {
		return array(
			'type'     => 'include',
			'name'     => $name,
			'sub_name' => $sub_name,
			'sub_id'   => $sub_id,
		);
	}

	/**
	 * An exclude condition.
	 *
	 * @param string $name     Name.
	 * @param string $sub_name Sub-name.
	 * @param int    $sub_id   Sub-id.
	 * @return array<string, mixed>
	 */
	private static function exc( string $name, string $sub_name = '', int $sub_id = 0 ): array {
		return array( 'type' => 'exclude' ) + self::inc( $name, $sub_name, $sub_id );
	}

	/**
	 * The conditions of a header shown on page "about" and in category
	 * "news", not on page "contact".
	 *
	 * @param int $about   Page.
	 * @param int $news    Category.
	 * @param int $contact Page.
	 * @return array<int, array<string, mixed>>
	 */
	private static function about_news_not_contact( int $about, int $news, int $contact ): array {
		return array(
			self::inc( 'singular', 'post_type:page', $about ),
			self::inc( 'singular', 'in:category', $news ),
			self::exc( 'singular', 'post_type:page', $contact ),
		);
	}

	/**
	 * A published header (content: the using class's `HEADER`) shown on
	 * page "about" and in category "news", not on page "contact".
	 *
	 * @param int $about   Page.
	 * @param int $news    Category.
	 * @param int $contact Page.
	 */
	private function header( int $about, int $news, int $contact ): int {
		return Plugin::instance()->service( TemplateRepository::class )->create(
			'gutenberg',
			'header',
			array(
				'title'      => 'Harbor header',
				'content'    => self::HEADER,
				'status'     => 'publish',
				'conditions' => self::about_news_not_contact( $about, $news, $contact ),
			)
		);
	}

	/**
	 * Another site: what a template named is gone from here and ids moved on.
	 *
	 * @param int[] $posts Posts to delete (the template too).
	 * @param int[] $terms Categories to delete.
	 */
	private static function elsewhere( array $posts, array $terms ): void {
		foreach ( $posts as $post ) {
			wp_delete_post( $post, true );
		}
		foreach ( $terms as $term ) {
			wp_delete_term( $term, 'category' );
		}
		for ( $i = 0; $i < 3; $i++ ) {
			self::published_page( "filler-{$i}" );
			self::category( "filler-{$i}" );
		}
	}
}
