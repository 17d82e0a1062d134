<?php
/**
 * Records what an import changes while it changes it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Provenance\Provenance;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the highest ids of core's tables and the rows above them: no API lists rows by id, and a cache could miss one just written.

/**
 * Between `start()` and `stop()`, every option written through the options
 * API, and every post or term that existed before and is about to change,
 * is copied (raw rows, see `Rows`) the first time it is touched; rows
 * created meanwhile are found by id afterwards (anything above the highest
 * id at the start is new), so what WordPress creates on its own — a
 * global-styles post, a navigation menu, a theme's term — is recorded too.
 * The copies go to a sink: the session's journal during an import, memory
 * during a revert (which puts back what its own deletions touch).
 */
final class Recorder {
	/**
	 * Receives `( kind, ref, data )`.
	 *
	 * @var callable|null
	 */
	private $sink = null;

	/**
	 * Keys already sent to the sink in this run.
	 *
	 * @var array<string, true>
	 */
	private array $seen = array();

	/**
	 * Posts and terms the import itself created earlier (never copied).
	 *
	 * @var array<string, array<int, true>>
	 */
	private array $own = array(
		'post' => array(),
		'term' => array(),
	);

	/**
	 * Highest ids when recording started.
	 *
	 * @var array<string, int>
	 */
	private array $max = array();

	/**
	 * Starts recording.
	 *
	 * @param callable $sink        `fn( string $kind, string $ref, array $data ): void`.
	 * @param int[]    $own_posts   Posts created earlier by this import.
	 * @param int[]    $own_terms   Terms created earlier by this import.
	 */
	public function start( callable $sink, array $own_posts = array(), array $own_terms = array() ): void {
		global $wpdb;
		$this->sink = $sink;
		$this->seen = array();
		$this->own  = array(
			'post' => array_fill_keys( array_map( 'intval', $own_posts ), true ),
			'term' => array_fill_keys( array_map( 'intval', $own_terms ), true ),
		);
		$this->max  = array(
			'post'    => (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ),
			'term'    => (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" ),
			'comment' => (int) $wpdb->get_var( "SELECT MAX(comment_ID) FROM {$wpdb->comments}" ),
		);
		foreach ( self::hooks() as $hook => list( $method, $args ) ) {
			add_action( $hook, array( $this, $method ), 1, $args );
		}
	}

	/**
	 * Stops recording; records the rows created meanwhile.
	 */
	public function stop(): void {
		global $wpdb;
		if ( null === $this->sink ) {
			return;
		}
		foreach ( self::hooks() as $hook => list( $method ) ) {
			remove_action( $hook, array( $this, $method ), 1 );
		}
		$posts = (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_type FROM {$wpdb->posts} WHERE ID > %d ORDER BY ID", $this->max['post'] ), ARRAY_A );
		foreach ( $posts as $post ) {
			$this->send( Journal::POST, (string) $post['ID'], array( 'post_type' => (string) $post['post_type'] ) );
		}
		$terms = (array) $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, tt.taxonomy FROM {$wpdb->terms} t LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.term_id > %d ORDER BY t.term_id", $this->max['term'] ), ARRAY_A );
		foreach ( $terms as $term ) {
			$this->send( Journal::TERM, (string) $term['term_id'], array( 'taxonomy' => (string) $term['taxonomy'] ) );
		}
		$comments = (array) $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_ID > %d ORDER BY comment_ID", $this->max['comment'] ) );
		foreach ( $comments as $comment ) {
			$this->send( Journal::COMMENT, (string) $comment );
		}
		$this->sink = null;
	}

	/**
	 * The hooks listened to: hook => [method, accepted args]. Each fires
	 * before its write.
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	private static function hooks(): array {
		return array(
			'add_option'        => array( 'option', 1 ),
			'update_option'     => array( 'option', 1 ),
			'delete_option'     => array( 'option', 1 ),
			'pre_post_update'   => array( 'post', 1 ),
			'before_delete_post' => array( 'post', 1 ),
			'wp_trash_post'     => array( 'post', 1 ),
			'add_post_meta'     => array( 'post', 1 ),
			'update_post_meta'  => array( 'post_of_meta', 2 ),
			'delete_post_meta'  => array( 'post_of_meta', 2 ),
			'edit_terms'        => array( 'term', 1 ),
			'pre_delete_term'   => array( 'term', 1 ),
			'add_term_meta'     => array( 'term', 1 ),
			'update_term_meta'  => array( 'term_of_meta', 2 ),
			'delete_term_meta'  => array( 'term_of_meta', 2 ),
			Provenance::CHANGING => array( 'provenance', 1 ),
		);
	}

	/**
	 * An option is about to be written.
	 *
	 * @param string $name Option name.
	 */
	public function option( mixed $name ): void {
		$name = (string) $name;
		// Transients are caches: nothing to put back (and the snapshot leaves them out).
		if ( str_starts_with( $name, '_transient_' ) || str_starts_with( $name, '_site_transient_' ) ) {
			return;
		}
		if ( ! isset( $this->seen[ Journal::OPTION . ':' . $name ] ) ) {
			$this->send( Journal::OPTION, $name, Rows::option( $name ) );
		}
	}

	/**
	 * A post (or its meta) is about to change.
	 *
	 * @param int|string $id Post id.
	 */
	public function post( mixed $id ): void {
		$id = (int) $id;
		if ( $id > 0 && $id <= $this->max['post'] && ! isset( $this->own['post'][ $id ] ) && ! isset( $this->seen[ Journal::POST_BEFORE . ':' . $id ] ) ) {
			$this->send( Journal::POST_BEFORE, (string) $id, Rows::post( $id ) );
		}
	}

	/**
	 * A post's meta is about to change (`update_post_meta` / `delete_post_meta`
	 * pass the meta id(s) first).
	 *
	 * @param mixed      $meta_id Meta id(s).
	 * @param int|string $post_id Post id.
	 */
	public function post_of_meta( mixed $meta_id, mixed $post_id ): void {
		$this->post( $post_id );
	}

	/**
	 * A term (or its meta) is about to change.
	 *
	 * @param int|string $id Term id.
	 */
	public function term( mixed $id ): void {
		$id = (int) $id;
		if ( $id > 0 && $id <= $this->max['term'] && ! isset( $this->own['term'][ $id ] ) && ! isset( $this->seen[ Journal::TERM_BEFORE . ':' . $id ] ) ) {
			$this->send( Journal::TERM_BEFORE, (string) $id, Rows::term( $id ) );
		}
	}

	/**
	 * A term's meta is about to change.
	 *
	 * @param mixed      $meta_id Meta id(s).
	 * @param int|string $term_id Term id.
	 */
	public function term_of_meta( mixed $meta_id, mixed $term_id ): void {
		$this->term( $term_id );
	}

	/**
	 * A provenance record (ours, written with `$wpdb`) is about to change:
	 * one of a post that was there before the import (a page an earlier
	 * import of the same pack made, written again) is kept as it was.
	 *
	 * @param int|string $id Record id.
	 */
	public function provenance( mixed $id ): void {
		$id = (int) $id;
		if ( $id <= 0 || isset( $this->seen[ Journal::PROVENANCE_BEFORE . ':' . $id ] ) ) {
			return;
		}
		$row  = Rows::provenance( $id );
		$post = (int) ( $row['post_id'] ?? 0 );
		if ( null !== $row && $post > 0 && $post <= $this->max['post'] && ! isset( $this->own['post'][ $post ] ) ) {
			$this->send( Journal::PROVENANCE_BEFORE, (string) $id, array( 'row' => $row ) );
		}
	}

	/**
	 * Sends one record to the sink (once per run).
	 *
	 * @param string               $kind Kind.
	 * @param string               $ref  Ref.
	 * @param array<string, mixed> $data Data.
	 */
	private function send( string $kind, string $ref, array $data = array() ): void {
		$this->seen[ $kind . ':' . $ref ] = true;
		( $this->sink )( $kind, $ref, $data );
	}
}
