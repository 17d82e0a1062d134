<?php
/**
 * Where content on this site came from: the one hook every insert path
 * calls, the records, and whether a copy is still as it was inserted.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Provenance;

use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the site's provenance table (ours), which no WordPress API holds; what update checks derive from it is cached (Updates).

/**
 * Every path that puts library content into the site calls
 * `apply_filters( Names::HOOK_CONTENT_PLACED, $content, $source, $place )`:
 *
 * - `$source`: `kind` (item or file), `id`, `version`, `name`, `type` —
 *   the hub is the one this site uses now;
 * - `$place`: `post_id`, `scope` (document: the whole post; range: blocks or
 *   elements inserted into a post), `path` (editor, elementor, pattern,
 *   cloud, import, import-page, full-site, push), `platform`, and `context`
 *   (what an update needs to prepare a new version the same way).
 *
 * A range is marked (`Marker`) and its hash taken from the content as
 * inserted; a document's hash is taken from what the post stores once
 * written. "Pristine" means the content's hash (`Fingerprint`) is still
 * the one recorded for its version.
 */
final class Provenance {
	public const DOCUMENT = 'document';
	public const RANGE    = 'range';
	public const PATHS    = array( 'editor', 'elementor', 'pattern', 'cloud', 'import', 'import-page', 'full-site', 'push' );

	/**
	 * Fired with a record's id before the record changes: the full-site
	 * import's recorder keeps it as it was, so a revert puts it back.
	 */
	public const CHANGING = 'stencilbox_provenance_changing';

	/** Most records one update check reads. */
	public const MAX_ROWS = 2000;

	/**
	 * Constructor.
	 *
	 * @param HubClient $hub The hub (its id goes with each record).
	 */
	public function __construct( private HubClient $hub ) {}

	/**
	 * Listens on the hook point; a deleted post's records go with it.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( Names::HOOK_CONTENT_PLACED, 'placed', 10, 3 );
		$hooks->action( 'deleted_post', 'forget_post' );
	}

	/**
	 * Records content placed into the site; answers the content to use (a
	 * range comes back marked).
	 *
	 * @param mixed $content The content (block markup or Elementor JSON).
	 * @param mixed $source  kind, id, version, name, type.
	 * @param mixed $place   post_id, scope, path, platform, context.
	 * @return mixed The content to use.
	 */
	public function placed( mixed $content, mixed $source = array(), mixed $place = array() ): mixed {
		if ( ! is_string( $content ) || ! is_array( $source ) || ! is_array( $place ) ) {
			return $content;
		}
		$kind     = (string) ( $source['kind'] ?? '' );
		$id       = (int) ( $source['id'] ?? 0 );
		$scope    = self::RANGE === ( $place['scope'] ?? '' ) ? self::RANGE : self::DOCUMENT;
		$platform = Platforms::name_of( $place['platform'] ?? '' );
		$post_id  = (int) ( $place['post_id'] ?? 0 );
		$path     = in_array( $place['path'] ?? '', self::PATHS, true ) ? (string) $place['path'] : 'editor';
		if ( ! in_array( $kind, array( 'item', 'file' ), true ) || $id <= 0 ) {
			return $content;
		}
		$context = is_array( $place['context'] ?? null ) ? $place['context'] : array();
		$ref     = '';
		if ( $post_id <= 0 ) {
			return $content; // Content for no post we know is never found again.
		}
		if ( self::RANGE === $scope ) {
			$marked  = Platforms::get( $platform )->mark_range( $content );
			$content = $marked['content'];
			$ref     = $marked['ref'];
			$context = $marked['context'] + $context;
			$hash    = $marked['hash'];
		} else {
			if ( ! get_post( $post_id ) ) {
				return $content;
			}
			$hash = self::document_hash( $post_id, $platform );
		}
		$version = max( 1, (int) ( $source['version'] ?? 1 ) );
		$same    = self::DOCUMENT === $scope ? $this->document_row( $post_id, $kind, $id ) : null;
		if ( null !== $same ) {
			// The same source placed into the same post again (the full-site
			// import adds the menu to a header it made): one record, as it is now.
			$this->updated( $same, $version, $hash, $context + $same['context'] );
			return $content;
		}
		$this->insert(
			array(
				'post_id'     => $post_id,
				'scope'       => $scope,
				'ref'         => $ref,
				'path'        => $path,
				'platform'    => $platform,
				'kind'        => $kind,
				'source_id'   => $id,
				'source_name' => mb_substr( sanitize_text_field( (string) ( $source['name'] ?? '' ) ), 0, 255 ),
				'source_type' => sanitize_key( (string) ( $source['type'] ?? '' ) ),
				'version'     => $version,
				'hash'        => $hash,
				'history'     => (string) wp_json_encode( array( (string) $version => $hash ) ),
				'context'     => (string) wp_json_encode( (object) $context ),
			)
		);
		return $content;
	}

	/**
	 * The hub this site uses now (records of other hubs are kept, not offered).
	 */
	public function hub_id(): string {
		return $this->hub->hub_id();
	}

	/**
	 * A record.
	 *
	 * @param int $id Record id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Names::table( 'provenance' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $table, $id ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * The records of the hub this site uses now, newest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		global $wpdb;
		$table = Names::table( 'provenance' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE hub = %s ORDER BY id DESC LIMIT %d', $table, $this->hub->hub_id(), self::MAX_ROWS ), ARRAY_A );
		return array_map( array( self::class, 'cast' ), $rows );
	}

	/**
	 * The records of a post (of the hub this site uses now), newest first.
	 *
	 * @param int $post_id Post.
	 * @return array<int, array<string, mixed>>
	 */
	public function of_post( int $post_id ): array {
		global $wpdb;
		$table = Names::table( 'provenance' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE post_id = %d AND hub = %s ORDER BY id DESC', $table, $post_id, $this->hub->hub_id() ), ARRAY_A );
		return array_map( array( self::class, 'cast' ), $rows );
	}

	/**
	 * Where a post as a whole came from, named so that another site using
	 * the same hub finds its own copy (`copies_of()`): the hub's id and the
	 * newest document record's source. Null when there is none, or when the
	 * hub answers in this process (every site is its own hub there: its item
	 * and file ids mean nothing on another site).
	 *
	 * @param int $post_id Post.
	 * @return array{hub: string, kind: string, id: int}|null
	 */
	public function source_of( int $post_id ): ?array {
		if ( $this->hub->in_process() ) {
			return null;
		}
		foreach ( $this->of_post( $post_id ) as $row ) {
			if ( self::DOCUMENT === $row['scope'] ) {
				return array(
					'hub'  => $this->hub->hub_id(),
					'kind' => (string) $row['kind'],
					'id'   => (int) $row['source_id'],
				);
			}
		}
		return null;
	}

	/**
	 * The posts of this site copied as a whole from a source of the hub it
	 * uses (`source_of()`'s form), oldest first; none for another hub's
	 * source or when the hub answers in this process.
	 *
	 * @param string $hub  Hub id.
	 * @param string $kind item or file.
	 * @param int    $id   Source id.
	 * @return int[]
	 */
	public function copies_of( string $hub, string $kind, int $id ): array {
		global $wpdb;
		if ( $this->hub->in_process() || $hub !== $this->hub->hub_id() || ! in_array( $kind, array( 'item', 'file' ), true ) || $id <= 0 ) {
			return array();
		}
		$table = Names::table( 'provenance' );
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT post_id FROM %i WHERE hub = %s AND scope = %s AND kind = %s AND source_id = %d ORDER BY post_id ASC LIMIT 10', $table, $hub, self::DOCUMENT, $kind, $id ) ) );
	}

	/**
	 * Whether a record's content is there and still as inserted.
	 *
	 * @param array<string, mixed> $row A record.
	 * @return array{found: bool, pristine: bool, version: int, hash: string}
	 *               `version`: the version the content is (the record's, or an
	 *               older one a revision brought back); 0 when edited.
	 */
	public function state( array $row ): array {
		$hash = $this->current_hash( $row );
		if ( null === $hash ) {
			return array(
				'found'    => false,
				'pristine' => false,
				'version'  => 0,
				'hash'     => '',
			);
		}
		$version = 0;
		if ( $hash === $row['hash'] ) {
			$version = (int) $row['version'];
		} else {
			foreach ( $row['history'] as $number => $known ) {
				if ( $known === $hash ) {
					$version = (int) $number;
				}
			}
		}
		return array(
			'found'    => true,
			'pristine' => $version > 0,
			'version'  => $version,
			'hash'     => $hash,
		);
	}

	/**
	 * The hash of a record's content as it is now, or null when it is gone.
	 *
	 * @param array<string, mixed> $row A record.
	 */
	public function current_hash( array $row ): ?string {
		$post = get_post( (int) $row['post_id'] );
		if ( ! $post || 'trash' === $post->post_status ) {
			return null;
		}
		if ( self::DOCUMENT === $row['scope'] ) {
			return self::document_hash( $post->ID, (string) $row['platform'] );
		}
		return Platforms::get( (string) $row['platform'] )->range_hash( $post, (string) $row['ref'], (array) $row['context'] );
	}

	/**
	 * Records that a record's content is now a new version.
	 *
	 * @param array<string, mixed> $row     The record.
	 * @param int                  $version The version now there.
	 * @param string               $hash    Its hash as written.
	 * @param array<string, mixed> $context The record's context now.
	 */
	public function updated( array $row, int $version, string $hash, array $context ): void {
		global $wpdb;
		$history                      = (array) $row['history'];
		$history[ (string) $version ] = $hash;
		do_action( self::CHANGING, (int) $row['id'] );
		$wpdb->update(
			Names::table( 'provenance' ),
			array(
				'version'    => $version,
				'hash'       => $hash,
				'history'    => (string) wp_json_encode( $history ),
				'context'    => (string) wp_json_encode( (object) $context ),
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => (int) $row['id'] ),
			array( '%d', '%s', '%s', '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Records that a fleet rollback put back what a place had before an
	 * apply (the record's version goes back; its history is kept, so a
	 * revision that brings the rolled back version again is recognised).
	 * What the place had was that version as inserted (`$pristine`): the
	 * hash as written is that version's now. Else it had been changed here,
	 * and stays so: the record keeps that version's hash.
	 *
	 * @param array<string, mixed> $row      The record.
	 * @param int                  $version  The version now there.
	 * @param string               $hash     The place's hash as written.
	 * @param bool                 $pristine Whether the place was that version as inserted.
	 * @param array<string, mixed> $context  The record's context now.
	 */
	public function rolled_back( array $row, int $version, string $hash, bool $pristine, array $context ): void {
		$history = (array) $row['history'];
		if ( $pristine || ! isset( $history[ (string) $version ] ) ) {
			$history[ (string) $version ] = $hash;
		}
		$this->updated( array( 'history' => $history ) + $row, $version, (string) $history[ (string) $version ], $context );
	}

	/**
	 * Writes a record's context (nothing else changes).
	 *
	 * @param array<string, mixed> $row     The record.
	 * @param array<string, mixed> $context Its context now.
	 */
	public function set_context( array $row, array $context ): void {
		global $wpdb;
		do_action( self::CHANGING, (int) $row['id'] );
		$wpdb->update(
			Names::table( 'provenance' ),
			array( 'context' => (string) wp_json_encode( (object) $context ) ),
			array( 'id' => (int) $row['id'] ),
			array( '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Drops the records of a deleted post.
	 *
	 * @param int $post_id Post.
	 */
	public function forget_post( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'provenance' ), array( 'post_id' => $post_id ), array( '%d' ) );
	}

	/**
	 * The hash of a whole post's content.
	 *
	 * @param int    $post_id  Post.
	 * @param string $platform A platform's name.
	 */
	public static function document_hash( int $post_id, string $platform ): string {
		return Platforms::get( $platform )->document_hash( $post_id );
	}

	/**
	 * The record of a whole post from a source, if any.
	 *
	 * @param int    $post_id Post.
	 * @param string $kind    item or file.
	 * @param int    $id      Source id.
	 * @return array<string, mixed>|null
	 */
	private function document_row( int $post_id, string $kind, int $id ): ?array {
		global $wpdb;
		$table = Names::table( 'provenance' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE post_id = %d AND scope = %s AND kind = %s AND source_id = %d AND hub = %s', $table, $post_id, self::DOCUMENT, $kind, $id, $this->hub->hub_id() ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * Writes a record.
	 *
	 * @param array<string, mixed> $fields Columns.
	 */
	private function insert( array $fields ): void {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			Names::table( 'provenance' ),
			$fields + array(
				'hub'        => $this->hub->hub_id(),
				'user_id'    => get_current_user_id(),
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
	}

	/**
	 * Types a row.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private static function cast( array $row ): array {
		foreach ( array( 'id', 'post_id', 'source_id', 'version', 'user_id' ) as $int ) {
			$row[ $int ] = (int) $row[ $int ];
		}
		$history        = json_decode( (string) $row['history'], true );
		$context        = json_decode( (string) $row['context'], true );
		$row['history'] = is_array( $history ) ? $history : array();
		$row['context'] = is_array( $context ) ? $context : array();
		return $row;
	}
}
