<?php
/**
 * Saved templates: create (also for kits), read, list, conditions, delete,
 * pushed file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that reads and writes template posts and their meta.
 *
 * `create()` is also the service API of the full-site import ([9]): it
 * makes a template of a type with its content and conditions, marked as a
 * kit, e.g.
 *
 *     $repository->create( 'gutenberg', 'header', array(
 *         'title'      => 'Harbor header',
 *         'content'    => $blocks,
 *         'conditions' => array( array( 'type' => 'include', 'name' => 'general' ) ),
 *         'is_kit'     => true,
 *         'status'     => 'publish',
 *     ) );
 */
final class TemplateRepository {
	/**
	 * Constructor.
	 *
	 * @param Conditions              $conditions Condition checks.
	 * @param DisplayIndex            $index      The front end's list of shown templates.
	 * @param PortableConditions|null $portable   Conditions carried and resolved (null: without provenance).
	 */
	public function __construct( private Conditions $conditions, private DisplayIndex $index, private ?PortableConditions $portable = null ) {
		$this->portable ??= new PortableConditions( $conditions );
	}

	/**
	 * Creates a template.
	 *
	 * @param string               $platform gutenberg or elementor.
	 * @param string               $type     One of TemplatePostType::TYPES.
	 * @param array<string, mixed> $args     Optional fields:
	 *                                       `title` (string; default "<Type> template"),
	 *                                       `content` (string: block markup (Gutenberg) or post content),
	 *                                       `conditions` (array: display conditions, checked like POST /save-conditions),
	 *                                       `is_kit` (bool: made by a full-site import; deleting it then needs force),
	 *                                       `status` (string: draft (default), publish, pending or private),
	 *                                       `author` (int; default: the current user).
	 * @return int The new post id.
	 * @throws HttpError 400 invalid_data for a bad platform, type, status or condition; 500 when WordPress refuses.
	 */
	public function create( string $platform, string $type, array $args = array() ): int {
		if ( ! in_array( $platform, ItemArgs::PLATFORMS, true ) || ! TemplatePostType::is_type( $type ) ) {
			HttpError::raise( 'invalid_data', __( 'Unknown template platform or type.', 'stencilbox' ), 400 );
		}
		$status = (string) ( $args['status'] ?? 'draft' );
		if ( ! in_array( $status, array( 'draft', 'publish', 'pending', 'private' ), true ) ) {
			HttpError::raise( 'invalid_data', __( 'Unknown template status.', 'stencilbox' ), 400 );
		}
		$conditions = $this->conditions->normalise( (array) ( $args['conditions'] ?? array() ) );
		$title      = trim( (string) ( $args['title'] ?? '' ) );
		// wp_insert_post() unslashes what it is given: slashed, block
		// attributes' escapes (`\u0022`) and an Elementor export survive.
		$post_id    = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => TemplatePostType::POST_TYPE,
					'post_status'  => $status,
					'post_title'   => '' !== $title ? $title : self::default_title( $type ),
					'post_content' => (string) ( $args['content'] ?? '' ),
					'post_author'  => (int) ( $args['author'] ?? get_current_user_id() ),
					'meta_input'   => array(
						TemplatePostType::META_PLATFORM   => $platform,
						TemplatePostType::META_TYPE       => $type,
						TemplatePostType::META_CONDITIONS => $conditions,
						TemplatePostType::META_KIT        => ! empty( $args['is_kit'] ),
					),
				)
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			HttpError::raise( 'template_not_created', $post_id->get_error_message(), 500 );
		}
		Platforms::get( $platform )->start_template( (int) $post_id );
		return (int) $post_id;
	}

	/**
	 * A template as it leaves this site (a push, a publish, an export): its
	 * stable id (`References::stable_id()`, made the first time), platform,
	 * type, title, content as stored, and display conditions with each
	 * sub-id carried as a stable reference as well (`PortableConditions`).
	 * The content's own references are the caller's to carry
	 * (`References::carry()`), as for any content.
	 *
	 * @param \WP_Post $post Template.
	 * @return array{stable: string, platform: string, type: string, title: string, content: string, conditions: array<int, array<string, mixed>>}
	 */
	public function portable( \WP_Post $post ): array {
		return array(
			'stable'     => References::stable_id( $post->ID ),
			'platform'   => $this->platform( $post ),
			'type'       => $this->type( $post ),
			'title'      => sanitize_text_field( $post->post_title ),
			'content'    => (string) $post->post_content,
			'conditions' => $this->portable->carry( $this->conditions( $post ) ),
		);
	}

	/**
	 * What a saved template carries to another site, the one form a cloud
	 * push (`CloudPusher`) and the hub's "Publish to library" (through
	 * `Names::HOOK_SAVED_TEMPLATE`) send (`CloudTemplate`): its type, stable
	 * id, status (publish or draft) and display conditions carried as
	 * stable references (`portable()`: only what the current user may
	 * choose is named). Null for any other post.
	 *
	 * @param \WP_Post $post Post.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}|null
	 */
	public function carried( \WP_Post $post ): ?array {
		if ( TemplatePostType::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$portable = $this->portable( $post );
		return array(
			'type'       => $portable['type'],
			'stable'     => $portable['stable'],
			'status'     => 'publish' === $post->post_status ? 'publish' : 'draft',
			'conditions' => array_slice( $portable['conditions'], 0, CloudTemplate::MAX_CONDITIONS ),
		);
	}

	/**
	 * A template from another site lands here (`portable()`'s form): found
	 * again by its stable id — then used as it is, nothing written, so the
	 * same template applied twice changes nothing the second time and an
	 * edit made here is kept —, else created (`create()`, `$args` as there)
	 * with its stable id and its conditions resolved to this site's posts,
	 * terms and authors (`PortableConditions::resolve()`); a condition whose
	 * reference finds nothing here, or that this site cannot show a
	 * template by (a condition type it does not have, an object the user
	 * may not choose), is left out and named in `dropped`. The caller
	 * checks who may do this (creating templates; deciding where they
	 * show: `ConditionsController::display_capability()`).
	 *
	 * With `update` in `$args` (the cloud's "Add to saved templates"), a
	 * template found is brought to what came — title, content, conditions;
	 * its status stays the site's — when the user may edit it and what
	 * came differs from what last landed (`TemplatePostType::META_LANDED`,
	 * a fingerprint of it, also kept by a creation): the same file added
	 * twice writes nothing the second time. `document` in `$args` (the
	 * Elementor export a caller writes itself) counts for the fingerprint.
	 * `tied` in `$args` (`fn( int $found ): bool`) says whether the template
	 * found may take what came at all: one it refuses is left as it is and
	 * answered `foreign` (a stable id alone proves nothing).
	 *
	 * @param string               $platform gutenberg or elementor.
	 * @param string               $type     One of TemplatePostType::TYPES.
	 * @param string               $stable   Its stable id ('' or not a UUID: none, always created).
	 * @param array<string, mixed> $args     As for `create()`; `conditions` may carry `ref`; `update`, `tied`, `document`.
	 * @return array{id: int, created: bool, updated: bool, foreign: bool, dropped: string[]}
	 * @throws HttpError As `create()`.
	 */
	public function land( string $platform, string $type, string $stable, array $args = array() ): array {
		$stable = wp_is_uuid( $stable ) ? strtolower( $stable ) : '';
		$found  = '' !== $stable ? References::find( TemplatePostType::POST_TYPE, $stable ) : 0;
		$update = ! empty( $args['update'] );
		$print  = hash(
			'sha256',
			(string) wp_json_encode(
				array(
					$platform,
					$type,
					trim( (string) ( $args['title'] ?? '' ) ),
					(string) ( $args['content'] ?? '' ),
					(string) ( $args['document'] ?? '' ),
					array_values( (array) ( $args['conditions'] ?? array() ) ),
				)
			)
		);
		$tied    = $args['tied'] ?? null;
		unset( $args['update'], $args['document'], $args['tied'] );
		$dropped = array();
		if ( $found > 0 ) {
			$post    = get_post( $found );
			$foreign = $update && is_callable( $tied ) && ! $tied( $found );
			if ( ! $update || $foreign || ! $post instanceof \WP_Post || ! current_user_can( 'edit_post', $found ) || get_post_meta( $found, TemplatePostType::META_LANDED, true ) === $print ) {
				return array(
					'id'      => $found,
					'created' => false,
					'updated' => false,
					'foreign' => $foreign,
					'dropped' => array(),
				);
			}
			$conditions = $this->landable( (array) ( $args['conditions'] ?? array() ), $dropped );
			$title      = trim( (string) ( $args['title'] ?? '' ) );
			$saved      = wp_update_post(
				wp_slash(
					array(
						'ID'           => $found,
						'post_title'   => '' !== $title ? $title : $post->post_title,
						'post_content' => (string) ( $args['content'] ?? '' ),
					)
				),
				true
			);
			if ( is_wp_error( $saved ) ) {
				HttpError::raise( 'template_not_created', $saved->get_error_message(), 500 );
			}
			$fresh = get_post( $found );
			$this->save_conditions( $fresh instanceof \WP_Post ? $fresh : $post, $conditions );
			update_post_meta( $found, TemplatePostType::META_LANDED, $print );
			return array(
				'id'      => $found,
				'created' => false,
				'updated' => true,
				'foreign' => false,
				'dropped' => $dropped,
			);
		}
		$args['conditions'] = $this->landable( (array) ( $args['conditions'] ?? array() ), $dropped );
		$id                 = $this->create( $platform, $type, $args );
		if ( '' !== $stable ) {
			add_post_meta( $id, References::META, $stable, true );
		}
		add_post_meta( $id, TemplatePostType::META_LANDED, $print, true );
		return array(
			'id'      => $id,
			'created' => true,
			'updated' => false,
			'foreign' => false,
			'dropped' => $dropped,
		);
	}

	/**
	 * Carried conditions as this site can keep them: references resolved,
	 * then each row checked as a saved list is (`Conditions::normalise()`),
	 * one at a time, so a row this site cannot show a template by is left
	 * out and named instead of refusing the rest; at most `Conditions::MAX`.
	 *
	 * @param array<int, mixed> $conditions Conditions as they came.
	 * @param string[]          $dropped    Added to: what was left out, one sentence each.
	 * @return array<int, array<string, mixed>>
	 */
	private function landable( array $conditions, array &$dropped ): array {
		$resolved = $this->portable->resolve( array_slice( $conditions, 0, Conditions::MAX ), $dropped );
		$out      = array();
		foreach ( $resolved as $row ) {
			try {
				$this->conditions->normalise( array( $row ) );
				$out[] = $row;
			} catch ( HttpError $error ) {
				$dropped[] = sprintf(
					/* translators: %s: why, e.g. "Unknown condition." */
					__( 'A display condition was left out: %s', 'stencilbox' ),
					wp_strip_all_tags( $error->getMessage() )
				);
			}
		}
		return $out;
	}

	/**
	 * A new template's title when none is given.
	 *
	 * @param string $type Template type.
	 */
	public static function default_title( string $type ): string {
		/* translators: %s: template type, e.g. Header */
		return sprintf( __( '%s template', 'stencilbox' ), self::type_label( $type ) );
	}

	/**
	 * A template type's label.
	 *
	 * @param string $type Template type.
	 */
	public static function type_label( string $type ): string {
		$labels = array(
			'page'    => __( 'Page', 'stencilbox' ),
			'section' => __( 'Section', 'stencilbox' ),
			'header'  => __( 'Header', 'stencilbox' ),
			'footer'  => __( 'Footer', 'stencilbox' ),
			'single'  => __( 'Single', 'stencilbox' ),
			'archive' => __( 'Archive', 'stencilbox' ),
			'404'     => __( '404 Page', 'stencilbox' ),
			'search'  => __( 'Search Results', 'stencilbox' ),
		);
		return $labels[ $type ] ?? $type;
	}

	/**
	 * A template post (any status but auto-draft), or null.
	 *
	 * @param int $id Post id.
	 */
	public function find( int $id ): ?\WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof \WP_Post && TemplatePostType::POST_TYPE === $post->post_type && 'auto-draft' !== $post->post_status ? $post : null;
	}

	/**
	 * A template post, or a 404.
	 *
	 * @param int $id Post id.
	 * @throws HttpError 404 not_found.
	 */
	public function get( int $id ): \WP_Post {
		$post = $this->find( $id );
		if ( ! $post ) {
			HttpError::raise( 'not_found', __( 'That template does not exist.', 'stencilbox' ), 404 );
		}
		return $post;
	}

	/**
	 * A template's platform (gutenberg when unset).
	 *
	 * @param \WP_Post $post Template.
	 */
	public function platform( \WP_Post $post ): string {
		$platform = (string) get_post_meta( $post->ID, TemplatePostType::META_PLATFORM, true );
		return Platforms::name_of( $platform );
	}

	/**
	 * A template's type (page when unset).
	 *
	 * @param \WP_Post $post Template.
	 */
	public function type( \WP_Post $post ): string {
		$type = (string) get_post_meta( $post->ID, TemplatePostType::META_TYPE, true );
		return TemplatePostType::is_type( $type ) ? $type : 'page';
	}

	/**
	 * Whether a full-site import made the template.
	 *
	 * @param \WP_Post $post Template.
	 */
	public function is_kit( \WP_Post $post ): bool {
		return (bool) get_post_meta( $post->ID, TemplatePostType::META_KIT, true );
	}

	/**
	 * The cloud file the template was pushed to, if any.
	 *
	 * @param \WP_Post $post Template.
	 * @return array<string, mixed>|null
	 */
	public function pushed_file( \WP_Post $post ): ?array {
		$file = get_post_meta( $post->ID, TemplatePostType::META_PUSHED, true );
		return is_array( $file ) && ! empty( $file['id'] ) ? $file : null;
	}

	/**
	 * Where the template is edited: its platform's editor (Elementor for
	 * Elementor templates while Elementor is active), else the block editor.
	 *
	 * @param \WP_Post $post Template.
	 */
	public function edit_url( \WP_Post $post ): string {
		return Platforms::get( $this->platform( $post ) )->edit_link( $post->ID ) ?? add_query_arg(
			array(
				'post'   => $post->ID,
				'action' => 'edit',
			),
			admin_url( 'post.php' )
		);
	}

	/**
	 * A page of templates, newest first, as the list shows them: those the
	 * current user may read, by core's rules (another user's draft, pending
	 * or scheduled template only for those who may edit others' posts).
	 *
	 * @param int         $page     Page (from 1).
	 * @param int         $per_page Per page.
	 * @param string|null $platform Only this platform's.
	 * @return array{items: array<int, array<string, mixed>>, total: int, total_page: int}
	 */
	public function page( int $page, int $per_page, ?string $platform ): array {
		$caps = get_post_type_object( TemplatePostType::POST_TYPE )->cap;
		$args = array(
			'post_type'              => TemplatePostType::POST_TYPE,
			'post_status'            => current_user_can( $caps->edit_posts ) ? array( 'publish', 'future', 'draft', 'pending', 'private' ) : array( 'publish', 'private' ),
			// Private templates only for those who may read them.
			'perm'                   => 'readable',
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'update_post_term_cache' => false,
			'ignore_sticky_posts'    => true,
		);
		if ( Platforms::has( $platform ) && ! Platforms::takes_unnamed( $platform ) ) {
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the platform filter of the saved-templates list: our post type's posts only, a page of them.
			$args['meta_query'] = array(
				array(
					'key'   => TemplatePostType::META_PLATFORM,
					'value' => $platform,
				),
			);
		} elseif ( Platforms::has( $platform ) ) {
			// Templates without a platform (or with one we do not know) are
			// this one's (`Platforms::takes_unnamed()`, `name_of()`).
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- as above.
			$args['meta_query'] = array(
				'relation' => 'OR',
				array(
					'key'     => TemplatePostType::META_PLATFORM,
					'compare' => 'NOT EXISTS',
				),
				array(
					'key'     => TemplatePostType::META_PLATFORM,
					'value'   => array_values( array_diff( Platforms::NAMES, array( $platform ) ) ),
					'compare' => 'NOT IN',
				),
			);
		}
		// Core's read rule for what is not published yet (draft, pending,
		// scheduled): only for those who may edit it. Without
		// `edit_others_posts`, that is one's own.
		$others = current_user_can( $caps->edit_others_posts );
		$own    = static function ( string $where, \WP_Query $query ): string {
			global $wpdb;
			if ( ! $query->get( 'stencilbox_own_unpublished' ) ) {
				return $where;
			}
			return $where . $wpdb->prepare( " AND ( {$wpdb->posts}.post_status NOT IN ( 'draft', 'pending', 'future' ) OR {$wpdb->posts}.post_author = %d )", get_current_user_id() );
		};
		$args['stencilbox_own_unpublished'] = ! $others;
		add_filter( 'posts_where', $own, 10, 2 );
		try {
			$query = new \WP_Query( $args );
		} finally {
			remove_filter( 'posts_where', $own, 10 );
		}
		$items = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post && current_user_can( 'read_post', $post->ID ) ) {
				$items[] = $this->to_item( $post );
			}
		}
		$total = (int) $query->found_posts;
		return array(
			'items'      => $items,
			'total'      => $total,
			'total_page' => (int) ceil( $total / max( 1, $per_page ) ),
		);
	}

	/**
	 * A template as the list shows it (spec §3: id, title, date, is_pushed,
	 * is_kit, and what the list's columns and actions need).
	 *
	 * @param \WP_Post $post Template.
	 * @return array<string, mixed>
	 */
	public function to_item( \WP_Post $post ): array {
		$conditions = get_post_meta( $post->ID, TemplatePostType::META_CONDITIONS, true );
		$author     = get_userdata( (int) $post->post_author );
		return array(
			'id'         => $post->ID,
			'title'      => '' !== $post->post_title ? $post->post_title : __( '(no title)', 'stencilbox' ),
			'date'       => self::rfc3339( $post->post_date_gmt, $post->post_date ),
			'modified'   => self::rfc3339( $post->post_modified_gmt, $post->post_modified ),
			'status'     => $post->post_status,
			'type'       => $this->type( $post ),
			'platform'   => $this->platform( $post ),
			'author'     => $author instanceof \WP_User ? $author->display_name : '',
			'conditions' => is_array( $conditions ) ? count( $conditions ) : 0,
			'is_pushed'  => null !== $this->pushed_file( $post ),
			'is_kit'     => $this->is_kit( $post ),
			'edit_url'   => $this->edit_url( $post ),
			'can_edit'   => current_user_can( 'edit_post', $post->ID ),
			'can_delete' => current_user_can( 'delete_post', $post->ID ),
		);
	}

	/**
	 * A date as UTC RFC 3339 (drafts have no GMT date yet: the local one).
	 *
	 * @param string $gmt   GMT date.
	 * @param string $local Local date.
	 */
	private static function rfc3339( string $gmt, string $local ): string {
		if ( '0000-00-00 00:00:00' !== $gmt && '' !== $gmt ) {
			return gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $gmt . ' UTC' ) );
		}
		return (string) get_gmt_from_date( $local, 'Y-m-d\TH:i:s\Z' );
	}

	/**
	 * A template's stored conditions.
	 *
	 * @param \WP_Post $post Template.
	 * @return array<int, array<string, mixed>>
	 */
	public function conditions( \WP_Post $post ): array {
		$conditions = get_post_meta( $post->ID, TemplatePostType::META_CONDITIONS, true );
		return is_array( $conditions ) ? array_values( $conditions ) : array();
	}

	/**
	 * Replaces a template's conditions (checked first: a bad list saves
	 * nothing) and marks the template modified, so ties between equally
	 * specific templates go to the one changed last.
	 *
	 * @param \WP_Post          $post Template.
	 * @param array<int, mixed> $rows Conditions as sent.
	 * @return array<int, array<string, mixed>> The stored conditions.
	 */
	public function save_conditions( \WP_Post $post, array $rows ): array {
		global $wpdb;
		$conditions = $this->conditions->normalise( $rows );
		// Only the modified time: saving the post again would run the
		// content through the current user's filters.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- as above; clean_post_cache() follows.
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified'     => current_time( 'mysql' ),
				'post_modified_gmt' => current_time( 'mysql', true ),
			),
			array( 'ID' => $post->ID )
		);
		clean_post_cache( $post->ID );
		update_post_meta( $post->ID, TemplatePostType::META_CONDITIONS, $conditions );
		if ( 'publish' === get_post_status( $post->ID ) ) {
			$this->index->rebuild();
		}
		return $conditions;
	}

	/**
	 * Deletes a template for good.
	 *
	 * @param \WP_Post $post Template.
	 * @throws HttpError 500 when WordPress could not delete it.
	 */
	public function delete( \WP_Post $post ): void {
		if ( ! wp_delete_post( $post->ID, true ) ) {
			HttpError::raise( 'template_not_deleted', __( 'Something went wrong.', 'stencilbox' ), 500 );
		}
	}

	/**
	 * Records the cloud file a template was pushed to.
	 *
	 * @param int                  $post_id Template.
	 * @param array<string, mixed> $file    The cloud file (`id`, …).
	 */
	public function mark_pushed( int $post_id, array $file ): bool {
		$post = $this->find( $post_id );
		$id   = (int) ( $file['id'] ?? 0 );
		if ( ! $post || $id <= 0 ) {
			return false;
		}
		$kept = array( 'id' => $id );
		foreach ( array( 'my_cloud_id', 'workspace_id' ) as $key ) {
			if ( isset( $file[ $key ] ) && is_numeric( $file[ $key ] ) ) {
				$kept[ $key ] = (int) $file[ $key ];
			}
		}
		foreach ( array( 'name', 'slug', 'last_modified' ) as $key ) {
			if ( isset( $file[ $key ] ) && is_scalar( $file[ $key ] ) ) {
				$kept[ $key ] = sanitize_text_field( (string) $file[ $key ] );
			}
		}
		update_post_meta( $post->ID, TemplatePostType::META_PUSHED, $kept );
		return true;
	}
}
