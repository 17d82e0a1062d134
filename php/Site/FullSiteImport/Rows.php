<?php
/**
 * Exact copies of database rows, taken before an import changes them and
 * written back by revert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Names;
use Stencilbox\Support\ObjectCache;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- exact rows of core's tables, as revert must write them back: the APIs and their caches give values, not rows; each write drops the cache entries of what it wrote.

/**
 * Raw rows, not API values: an option comes back with its own id, value
 * bytes and autoload flag, a post with every column, meta row (ids
 * included) and term relationship, so the tables after revert equal the
 * tables before the import.
 */
final class Rows {
	/**
	 * An option's row, or `exists: false`.
	 *
	 * @param string $name Option name.
	 * @return array<string, mixed>
	 */
	public static function option( string $name ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_id, option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", $name ), ARRAY_A );
		return $row ? array( 'exists' => true ) + $row : array( 'exists' => false );
	}

	/**
	 * Puts an option's row back as it was (or removes it).
	 *
	 * @param string               $name Option name.
	 * @param array<string, mixed> $row  From `option()`.
	 */
	public static function restore_option( string $name, array $row ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
		if ( ! empty( $row['exists'] ) ) {
			$wpdb->insert(
				$wpdb->options,
				array(
					'option_id'    => (int) $row['option_id'],
					'option_name'  => $name,
					'option_value' => (string) $row['option_value'],
					'autoload'     => (string) $row['autoload'],
				)
			);
		}
		wp_cache_delete( $name, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		ObjectCache::touched( ObjectCache::OPTION, $name );
	}

	/**
	 * A post's row, meta rows and term relationships.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>
	 */
	public static function post( int $id ): array {
		global $wpdb;
		return array(
			'row'   => $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->posts} WHERE ID = %d", $id ), ARRAY_A ),
			'meta'  => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $id ), ARRAY_A ),
			'terms' => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->term_relationships} WHERE object_id = %d", $id ), ARRAY_A ),
		);
	}

	/**
	 * Puts a post back as it was.
	 *
	 * @param int                  $id   Post id.
	 * @param array<string, mixed> $post From `post()`.
	 */
	public static function restore_post( int $id, array $post ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->posts, array( 'ID' => $id ) );
		$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $id ) );
		$old_terms = (array) $wpdb->get_col( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_relationships} WHERE object_id = %d", $id ) );
		$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );
		if ( is_array( $post['row'] ?? null ) ) {
			$wpdb->insert( $wpdb->posts, $post['row'] );
		}
		foreach ( (array) ( $post['meta'] ?? array() ) as $meta ) {
			$wpdb->insert( $wpdb->postmeta, $meta );
		}
		foreach ( (array) ( $post['terms'] ?? array() ) as $term ) {
			$wpdb->insert( $wpdb->term_relationships, $term );
		}
		clean_post_cache( $id );
		$touched = array_unique( array_merge( $old_terms, array_column( (array) ( $post['terms'] ?? array() ), 'term_taxonomy_id' ) ) );
		self::recount( array_map( 'intval', $touched ) );
	}

	/**
	 * A term's row, its taxonomy rows and meta.
	 *
	 * @param int $id Term id.
	 * @return array<string, mixed>
	 */
	public static function term( int $id ): array {
		global $wpdb;
		return array(
			'row'      => $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->terms} WHERE term_id = %d", $id ), ARRAY_A ),
			'taxonomy' => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $id ), ARRAY_A ),
			'meta'     => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->termmeta} WHERE term_id = %d ORDER BY meta_id", $id ), ARRAY_A ),
		);
	}

	/**
	 * Puts a term back as it was (its count is recomputed from the posts).
	 *
	 * @param int                  $id   Term id.
	 * @param array<string, mixed> $term From `term()`.
	 */
	public static function restore_term( int $id, array $term ): void {
		global $wpdb;
		// The taxonomies it has now and had before: their caches go.
		$taxonomies = array_merge(
			(array) $wpdb->get_col( $wpdb->prepare( "SELECT taxonomy FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $id ) ),
			array_column( (array) ( $term['taxonomy'] ?? array() ), 'taxonomy' )
		);
		$wpdb->delete( $wpdb->terms, array( 'term_id' => $id ) );
		$wpdb->delete( $wpdb->term_taxonomy, array( 'term_id' => $id ) );
		$wpdb->delete( $wpdb->termmeta, array( 'term_id' => $id ) );
		if ( is_array( $term['row'] ?? null ) ) {
			$wpdb->insert( $wpdb->terms, $term['row'] );
		}
		foreach ( (array) ( $term['taxonomy'] ?? array() ) as $row ) {
			$wpdb->insert( $wpdb->term_taxonomy, $row );
		}
		foreach ( (array) ( $term['meta'] ?? array() ) as $row ) {
			$wpdb->insert( $wpdb->termmeta, $row );
		}
		// clean_term_cache() drops neither the term's meta nor, without a
		// taxonomy, the right term (it then takes ids for term_taxonomy ids).
		wp_cache_delete( $id, 'term_meta' );
		foreach ( array_unique( array_map( 'strval', $taxonomies ) ) as $taxonomy ) {
			clean_term_cache( $id, $taxonomy );
		}
		wp_cache_delete( $id, 'terms' );
		ObjectCache::touched( ObjectCache::TERM, $id );
		self::recount( array_map( 'intval', array_column( (array) ( $term['taxonomy'] ?? array() ), 'term_taxonomy_id' ) ) );
	}

	/**
	 * A provenance record's row (ours: where a post's content came from), or null.
	 *
	 * @param int $id Record id.
	 * @return array<string, mixed>|null
	 */
	public static function provenance( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Names::table( 'provenance' ), $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Puts a provenance record back as it was (while its post is there).
	 *
	 * @param int                  $id  Record id.
	 * @param array<string, mixed> $row From `provenance()`.
	 */
	public static function restore_provenance( int $id, array $row ): void {
		global $wpdb;
		$table = Names::table( 'provenance' );
		$wpdb->delete( $table, array( 'id' => $id ) );
		if ( $row && (int) ( $row['id'] ?? 0 ) === $id && get_post( (int) ( $row['post_id'] ?? 0 ) ) ) {
			$wpdb->insert( $table, $row );
		}
	}

	/**
	 * Recomputes term counts (derived data) the way WordPress does.
	 *
	 * @param int[] $tt_ids Term taxonomy ids.
	 */
	public static function recount( array $tt_ids ): void {
		global $wpdb;
		foreach ( array_filter( $tt_ids ) as $tt_id ) {
			$taxonomy = (string) $wpdb->get_var( $wpdb->prepare( "SELECT taxonomy FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id = %d", $tt_id ) );
			if ( '' !== $taxonomy && taxonomy_exists( $taxonomy ) ) {
				wp_update_term_count_now( array( $tt_id ), $taxonomy );
			}
		}
	}
}
