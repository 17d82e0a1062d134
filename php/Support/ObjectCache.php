<?php
/**
 * Invalidates only what we changed in the object cache.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A persistent object cache (Redis, Memcached) is shared with other
 * plugins and, often, other sites: `wp_cache_flush()` would wipe all of it.
 * So we never flush it. What our code writes through WordPress's APIs is
 * invalidated by WordPress itself; what is left is:
 *
 * - our own groups (`GROUPS`), emptied with `wp_cache_flush_group()` where
 *   the cache supports it (WordPress's own does; a drop-in that does not
 *   lets their entries expire: their keys carry an epoch that moves when
 *   what they cache changes);
 * - a rolled-back transaction (`Transaction`): WordPress cached the values
 *   written inside it, which the database no longer has. Between `begin()`
 *   and `commit()` / `rollback()` the posts, terms, users, comments, their
 *   meta, options and transients written are noted (from WordPress's own
 *   hooks, and `touched()` for writes that bypass the APIs); `rollback()`
 *   drops exactly those entries. Scopes nest: what an inner scope commits
 *   belongs to the outer one, which may still roll back.
 */
final class ObjectCache {
	/** The site's cached catalogue answers (`Site\Catalog\CatalogCache`). */
	public const CATALOG_GROUP = 'stencilbox_catalog';

	/**
	 * The site's cached catalogue answers that depend on the account asking
	 * (`Site\Catalog\CatalogCache`), kept for the request only and only
	 * where there is no persistent object cache (WordPress's own, which
	 * lives no longer).
	 */
	public const CATALOG_ACCOUNT_GROUP = 'stencilbox_catalog_account';

	/** The hub's sign-in throttle's counts (`Hub\Accounts\Throttle`). */
	public const THROTTLE_GROUP = 'stencilbox_throttle';

	/**
	 * An open scope's notes, kept in a persistent cache as they are taken
	 * (see begin()).
	 */
	public const PENDING_GROUP = 'stencilbox_pending';

	/** Every cache group of ours. */
	public const GROUPS = array( self::CATALOG_GROUP, self::CATALOG_ACCOUNT_GROUP, self::THROTTLE_GROUP, self::PENDING_GROUP );

	/** Kinds of things noted. */
	public const POST           = 'post';
	public const TERM           = 'term';
	public const USER           = 'user';
	public const COMMENT        = 'comment';
	public const OPTION         = 'option';
	public const TRANSIENT      = 'transient';
	public const SITE_TRANSIENT = 'site_transient';
	public const TAXONOMY       = 'taxonomy';

	/**
	 * Open scopes, innermost last: kind => key => true.
	 *
	 * @var array<int, array<string, array<string, true>>>
	 */
	private static array $scopes = array();

	/**
	 * Empties our own groups, and only them.
	 */
	public static function flush_own_groups(): void {
		if ( ! function_exists( 'wp_cache_supports' ) || ! wp_cache_supports( 'flush_group' ) ) {
			return;
		}
		foreach ( self::GROUPS as $group ) {
			wp_cache_flush_group( $group );
		}
	}

	/**
	 * Opens a scope: writes are noted until it is committed or rolled back.
	 *
	 * With a persistent object cache the notes are also kept there, one key
	 * each, as they are taken: a worker killed inside a scope (a time limit,
	 * memory, SIGKILL) never reaches rollback(), its database writes are
	 * undone by the database, and what it cached stays, so a retry would
	 * read its own values back (update_option() and update_post_meta() then
	 * write nothing, and nothing is journalled). The next outermost scope
	 * drops what those notes name before it starts.
	 */
	public static function begin(): void {
		if ( array() === self::$scopes ) {
			self::drop_pending();
			foreach ( self::hooks() as $hook => list( $method, $args ) ) {
				add_action( $hook, array( self::class, $method ), 10, $args );
			}
		}
		self::$scopes[] = array();
	}

	/**
	 * Closes the innermost scope, its writes kept: they now belong to the
	 * scope around it (if any).
	 */
	public static function commit(): void {
		$scope = array_pop( self::$scopes );
		if ( null === $scope ) {
			return;
		}
		if ( array() === self::$scopes ) {
			self::unhook();
			self::forget_pending();
			return;
		}
		$outer = array_key_last( self::$scopes );
		foreach ( $scope as $kind => $keys ) {
			self::$scopes[ $outer ][ $kind ] = ( self::$scopes[ $outer ][ $kind ] ?? array() ) + $keys;
		}
	}

	/**
	 * Closes the innermost scope, its writes undone in the database: drops
	 * the cache entries they left.
	 */
	public static function rollback(): void {
		$scope = array_pop( self::$scopes );
		if ( array() === self::$scopes ) {
			self::unhook();
		}
		if ( null !== $scope ) {
			self::invalidate( $scope );
		}
		if ( array() === self::$scopes ) {
			self::forget_pending();
		}
	}

	/**
	 * Notes a write that bypassed WordPress's APIs (a direct query), in the
	 * innermost open scope.
	 *
	 * @param string     $kind One of the kinds above.
	 * @param int|string $key  Id or name.
	 */
	public static function touched( string $kind, int|string $key ): void {
		if ( array() === self::$scopes || '' === (string) $key ) {
			return;
		}
		$last = array_key_last( self::$scopes );
		if ( isset( self::$scopes[ $last ][ $kind ][ (string) $key ] ) ) {
			return;
		}
		self::$scopes[ $last ][ $kind ][ (string) $key ] = true;
		if ( wp_using_ext_object_cache() ) {
			wp_cache_add( 'count', 0, self::PENDING_GROUP );
			$index = wp_cache_incr( 'count', 1, self::PENDING_GROUP );
			if ( false !== $index ) {
				wp_cache_set( 'note_' . $index, array( $kind, (string) $key ), self::PENDING_GROUP, DAY_IN_SECONDS );
			}
		}
	}

	/**
	 * Drops what a scope left noted in the persistent cache by a worker that
	 * died inside it (see begin()).
	 */
	private static function drop_pending(): void {
		if ( ! wp_using_ext_object_cache() ) {
			return;
		}
		$count = (int) wp_cache_get( 'count', self::PENDING_GROUP );
		if ( $count <= 0 ) {
			return;
		}
		$scope = array();
		for ( $index = 1; $index <= $count; $index++ ) {
			$note = wp_cache_get( 'note_' . $index, self::PENDING_GROUP );
			if ( is_array( $note ) && isset( $note[0], $note[1] ) && is_string( $note[0] ) ) {
				$scope[ $note[0] ][ (string) $note[1] ] = true;
			}
		}
		self::invalidate( $scope );
		self::forget_pending();
	}

	/**
	 * The scope ended: its notes in the persistent cache are done with (the
	 * note keys left are read only up to the count, and expire).
	 */
	private static function forget_pending(): void {
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( 'count', 0, self::PENDING_GROUP );
		}
	}

	/**
	 * Hook => [method, accepted args]. Core fires the `clean_*_cache`
	 * actions from every write of its own; the others catch what a write
	 * caches without cleaning (meta, relationships, options).
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	private static function hooks(): array {
		$hooks = array(
			'clean_post_cache'       => array( 'on_post', 1 ),
			'pre_post_update'        => array( 'on_post', 1 ),
			'wp_insert_post'         => array( 'on_post', 1 ),
			'delete_post'            => array( 'on_post', 1 ),
			'set_object_terms'       => array( 'on_object_terms', 4 ),
			'clean_term_cache'       => array( 'on_terms', 2 ),
			'created_term'           => array( 'on_term', 3 ),
			'edited_term'            => array( 'on_term', 3 ),
			'delete_term'            => array( 'on_term', 3 ),
			'clean_user_cache'       => array( 'on_user', 1 ),
			'user_register'          => array( 'on_user', 1 ),
			'profile_update'         => array( 'on_user', 1 ),
			'deleted_user'           => array( 'on_user', 1 ),
			'clean_comment_cache'    => array( 'on_comment', 1 ),
			'wp_insert_comment'      => array( 'on_comment', 1 ),
			'edit_comment'           => array( 'on_comment', 1 ),
			'deleted_comment'        => array( 'on_comment', 1 ),
			'add_option'             => array( 'on_option', 1 ),
			'update_option'          => array( 'on_option', 1 ),
			'delete_option'          => array( 'on_option', 1 ),
			'set_transient'          => array( 'on_transient', 1 ),
			'deleted_transient'      => array( 'on_transient', 1 ),
			'set_site_transient'     => array( 'on_site_transient', 1 ),
			'deleted_site_transient' => array( 'on_site_transient', 1 ),
		);
		foreach ( array( self::POST, self::TERM, self::USER, self::COMMENT ) as $type ) {
			foreach ( array( 'added', 'updated', 'deleted' ) as $change ) {
				$hooks[ "{$change}_{$type}_meta" ] = array( "on_{$type}_meta", 2 );
			}
		}
		return $hooks;
	}

	/**
	 * Removes the hooks.
	 */
	private static function unhook(): void {
		foreach ( self::hooks() as $hook => list( $method ) ) {
			remove_action( $hook, array( self::class, $method ), 10 );
		}
	}

	/**
	 * A post was written.
	 *
	 * @param mixed $id Post id.
	 */
	public static function on_post( mixed $id ): void {
		self::touched( self::POST, (int) $id );
	}

	/**
	 * An object's terms were set.
	 *
	 * @param mixed $object_id Object id.
	 * @param mixed $terms     Terms.
	 * @param mixed $tt_ids    Term taxonomy ids.
	 * @param mixed $taxonomy  Taxonomy.
	 */
	public static function on_object_terms( mixed $object_id, mixed $terms, mixed $tt_ids, mixed $taxonomy ): void {
		self::touched( self::POST, (int) $object_id );
		self::touched( self::TAXONOMY, (string) $taxonomy );
	}

	/**
	 * Terms' caches were cleaned.
	 *
	 * @param mixed $ids      Term ids.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public static function on_terms( mixed $ids, mixed $taxonomy ): void {
		foreach ( (array) $ids as $id ) {
			self::touched( self::TERM, (int) $id );
		}
		self::touched( self::TAXONOMY, (string) $taxonomy );
	}

	/**
	 * A term was written.
	 *
	 * @param mixed $id       Term id (or the term, for `delete_term`).
	 * @param mixed $tt_id    Term taxonomy id.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public static function on_term( mixed $id, mixed $tt_id, mixed $taxonomy ): void {
		self::touched( self::TERM, (int) $id );
		self::touched( self::TAXONOMY, (string) $taxonomy );
	}

	/**
	 * A user was written.
	 *
	 * @param mixed $id User id.
	 */
	public static function on_user( mixed $id ): void {
		self::touched( self::USER, (int) $id );
	}

	/**
	 * A comment was written.
	 *
	 * @param mixed $id Comment id.
	 */
	public static function on_comment( mixed $id ): void {
		self::touched( self::COMMENT, (int) $id );
	}

	/**
	 * A post's meta was written.
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id Post id.
	 */
	public static function on_post_meta( mixed $meta_id, mixed $object_id ): void {
		self::touched( self::POST, (int) $object_id );
	}

	/**
	 * A term's meta was written.
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id Term id.
	 */
	public static function on_term_meta( mixed $meta_id, mixed $object_id ): void {
		self::touched( self::TERM, (int) $object_id );
	}

	/**
	 * A user's meta was written.
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id User id.
	 */
	public static function on_user_meta( mixed $meta_id, mixed $object_id ): void {
		self::touched( self::USER, (int) $object_id );
	}

	/**
	 * A comment's meta was written.
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id Comment id.
	 */
	public static function on_comment_meta( mixed $meta_id, mixed $object_id ): void {
		self::touched( self::COMMENT, (int) $object_id );
	}

	/**
	 * An option was written.
	 *
	 * @param mixed $name Option name.
	 */
	public static function on_option( mixed $name ): void {
		self::touched( self::OPTION, (string) $name );
	}

	/**
	 * A transient was written.
	 *
	 * @param mixed $name Transient name.
	 */
	public static function on_transient( mixed $name ): void {
		self::touched( self::TRANSIENT, (string) $name );
	}

	/**
	 * A site transient was written.
	 *
	 * @param mixed $name Transient name.
	 */
	public static function on_site_transient( mixed $name ): void {
		self::touched( self::SITE_TRANSIENT, (string) $name );
	}

	/**
	 * Drops the cache entries of what a scope wrote. What the cache still
	 * holds of a thing (written inside the scope) is cleaned first with
	 * core's functions, so the keys derived from it (a post's parent, a
	 * user's login) go too; then the thing as the database has it now.
	 *
	 * @param array<string, array<string, true>> $scope Kind => key => true.
	 */
	private static function invalidate( array $scope ): void {
		$posts     = array_map( 'intval', array_keys( $scope[ self::POST ] ?? array() ) );
		$relations = array_map( static fn( string $taxonomy ): string => $taxonomy . '_relationships', array_values( get_taxonomies() ) );
		foreach ( $posts as $id ) {
			$cached = wp_cache_get( $id, 'posts' );
			if ( is_object( $cached ) ) {
				clean_post_cache( new \WP_Post( $cached ) );
			}
			wp_cache_delete( $id, 'posts' );
			wp_cache_delete( $id, 'post_meta' );
			foreach ( $relations as $group ) {
				wp_cache_delete( $id, $group );
			}
			if ( get_post( $id ) ) {
				clean_post_cache( $id );
			}
		}
		$taxonomies = array_keys( $scope[ self::TAXONOMY ] ?? array() );
		foreach ( array_map( 'intval', array_keys( $scope[ self::TERM ] ?? array() ) ) as $id ) {
			$cached = wp_cache_get( $id, 'terms' );
			if ( is_object( $cached ) && isset( $cached->taxonomy ) ) {
				$taxonomies[] = (string) $cached->taxonomy;
			}
			wp_cache_delete( $id, 'terms' );
			wp_cache_delete( $id, 'term_meta' );
			$term = get_term( $id );
			if ( $term instanceof \WP_Term ) {
				$taxonomies[] = $term->taxonomy;
				clean_term_cache( $id, $term->taxonomy );
			}
		}
		foreach ( array_unique( array_filter( $taxonomies ) ) as $taxonomy ) {
			clean_taxonomy_cache( $taxonomy );
		}
		foreach ( array_map( 'intval', array_keys( $scope[ self::USER ] ?? array() ) ) as $id ) {
			$cached = wp_cache_get( $id, 'users' );
			if ( is_object( $cached ) ) {
				clean_user_cache( new \WP_User( $cached ) );
			}
			wp_cache_delete( $id, 'users' );
			wp_cache_delete( $id, 'user_meta' );
			if ( get_userdata( $id ) ) {
				clean_user_cache( $id );
			}
		}
		foreach ( array_map( 'intval', array_keys( $scope[ self::COMMENT ] ?? array() ) ) as $id ) {
			clean_comment_cache( $id );
			wp_cache_delete( $id, 'comment_meta' );
		}
		$options = array_keys( $scope[ self::OPTION ] ?? array() );
		foreach ( $options as $name ) {
			wp_cache_delete( (string) $name, 'options' );
		}
		if ( array() !== $options ) {
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( 'notoptions', 'options' );
		}
		foreach ( array_keys( $scope[ self::TRANSIENT ] ?? array() ) as $name ) {
			wp_cache_delete( (string) $name, 'transient' );
		}
		foreach ( array_keys( $scope[ self::SITE_TRANSIENT ] ?? array() ) as $name ) {
			wp_cache_delete( (string) $name, 'site-transient' );
		}
		// Cached queries are keyed by these: none made inside the scope is read again.
		if ( array() !== $posts ) {
			wp_cache_set_posts_last_changed();
		}
		if ( isset( $scope[ self::TERM ] ) || isset( $scope[ self::TAXONOMY ] ) ) {
			wp_cache_set_terms_last_changed();
		}
		if ( isset( $scope[ self::USER ] ) ) {
			wp_cache_set_users_last_changed();
		}
		if ( isset( $scope[ self::COMMENT ] ) ) {
			wp_cache_set_comments_last_changed();
		}
	}
}
