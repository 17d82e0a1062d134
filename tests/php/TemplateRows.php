<?php
/**
 * Saved templates as rows, for tests that compare a site before and after.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Plugin;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;

/**
 * What landing a template (or landing it twice) may change, read back.
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
}
