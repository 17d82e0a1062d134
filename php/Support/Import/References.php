<?php
/**
 * Portable references (issue [26] item 5): block markup names synced
 * patterns (`core/block`) and navigation menus (`core/navigation`) by a
 * post id of the site it was made on. On its way into the library the
 * content carries each referenced post in a portable form; on its way into
 * a site each one is found again there, or created once.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Import;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * The one way both directions take (docs/decisions/fleet.md, "Portable
 * references"):
 *
 * - **Carried** (`carry()`: a hub's publish, a cloud push): the block's
 *   `ref` (a post id, meaningless elsewhere) gives way to
 *   `stencilboxRef: {id, title, content}` — the post's stable id (a UUID
 *   kept in its meta, `META`, made the first time it is carried), its
 *   title, and its content, itself carried the same way (nested patterns,
 *   `MAX_DEPTH` deep, a cycle cut) and filtered as all content from
 *   outside is (`ContentFilter`). A post is carried with its content once
 *   per content; later uses name only its id. Only what core would render
 *   for a visitor and the current user may read: a published post without a
 *   password that `read_post` allows. Any other reference loses its `ref`
 *   and carries nothing (its post id would point at another post elsewhere).
 *   A menu's links lose the post ids of the pages they name (their
 *   addresses stay).
 * - **Resolved** (`resolve()`: an insert, a new page, a copy in the site's
 *   library, an update): each stable id is the site's own post of that type
 *   with that id (the oldest the user may read), else one created from the
 *   carried title and content — filtered for the current user as any
 *   inserted content (`ContentFilter`, then WordPress's own kses in
 *   `wp_insert_post()` for a user without `unfiltered_html`), through
 *   `wp_insert_post()`, published, with the stable id in its meta — so
 *   the same item inserted twice creates it once. The block's `ref` names
 *   that post. A reference that cannot be resolved (nothing carried and no
 *   post here, a user who may not create that post type, too deep, a cycle)
 *   keeps no `ref`: the editor shows the block as missing, a visitor nothing.
 *   The site's post is used as it is: edits made to it here are kept.
 */
final class References {
	/** Post meta holding a post's stable id. */
	public const META = '_stencilbox_ref_id';

	/** The block attribute naming a carried post. */
	public const ATTR = 'stencilboxRef';

	/** How deep posts inside carried posts are carried and resolved. */
	public const MAX_DEPTH = 5;

	/** Blocks whose `ref` names a post → that post's type. */
	public const POST_TYPES = array(
		'core/block'      => 'wp_block',
		'core/navigation' => 'wp_navigation',
	);

	/** Blocks of a menu whose `id` names a post of the site. */
	private const LINKS = array( 'core/navigation-link', 'core/navigation-submenu' );

	/** Statuses a post found by its stable id may have. */
	private const FOUND_STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Content as it leaves this site for the library: its references
	 * carried (see the class).
	 *
	 * @param string $content  Content.
	 * @param string $platform A platform's name (its adapter says whether its content has references: `carries_references()`).
	 */
	public function carry( string $content, string $platform ): string {
		if ( ! self::may_hold( $content, $platform ) ) {
			return $content;
		}
		$changed = false;
		$carried = array();
		$blocks  = $this->carry_blocks( parse_blocks( $content ), 0, array(), $carried, $changed );
		return $changed ? serialize_blocks( $blocks ) : $content;
	}

	/**
	 * Content as it enters this site: carried references pointing at this
	 * site's posts (see the class).
	 *
	 * @param string        $content  Content (filtered as it came in).
	 * @param string        $platform A platform's name.
	 * @param bool          $create   Create what is missing; false: only find
	 *                                (what an insert would write, to compare with).
	 * @param callable|null $prepare  What else a created post's content goes
	 *                                through (`string → string`: its images copied).
	 * @param int           $missing  Set to how many carried references point at nothing here.
	 */
	public function resolve( string $content, string $platform, bool $create = true, ?callable $prepare = null, int &$missing = 0 ): string {
		$missing = 0;
		if ( ! Platforms::get( $platform )->carries_references() || ! str_contains( $content, self::ATTR ) ) {
			return $content;
		}
		$blocks = parse_blocks( $content );
		$found  = array();
		self::collect( $blocks, 0, $found );
		$state  = array(
			'carried' => $found,
			'posts'   => array(),
			'create'  => $create,
			'prepare' => $prepare,
			'missing' => 0,
		);
		$resolved = serialize_blocks( $this->resolve_blocks( $blocks, 0, array(), $state ) );
		$missing  = $state['missing'];
		return $resolved;
	}

	/**
	 * Markup rendered for a preview of library content (`do_blocks()`),
	 * carried posts drawn from what they carry, filtered: the library's
	 * content names no post of the site that shows it.
	 *
	 * @param string $markup Filtered markup.
	 */
	public static function render( string $markup ): string {
		if ( ! str_contains( $markup, self::ATTR ) ) {
			return do_blocks( $markup );
		}
		$found = array();
		self::collect( parse_blocks( $markup ), 0, $found );
		$depth  = 0;
		$filter = static function ( ?string $pre, array $block ) use ( $found, &$depth ): ?string {
			$carried = null === $pre ? self::carried( $block ) : null;
			if ( null === $carried || ! isset( $found[ $carried['key'] ] ) || $depth >= self::MAX_DEPTH ) {
				return $pre;
			}
			++$depth;
			$inner = ContentFilter::blocks( $found[ $carried['key'] ]['content'] );
			if ( 'wp_navigation' === $carried['type'] ) {
				// A menu's links drawn as the navigation's own inner blocks.
				$links = array_values( array_filter( parse_blocks( $inner ), static fn( array $b ): bool => null !== $b['blockName'] ) );
				$attrs = $block['attrs'];
				unset( $attrs[ self::ATTR ], $attrs['ref'] );
				$html = render_block(
					array(
						'blockName'    => 'core/navigation',
						'attrs'        => $attrs,
						'innerBlocks'  => $links,
						'innerHTML'    => '',
						'innerContent' => array_fill( 0, count( $links ), null ),
					)
				);
			} else {
				$html = do_blocks( $inner );
			}
			--$depth;
			return $html;
		};
		add_filter( 'pre_render_block', $filter, 10, 2 );
		try {
			return do_blocks( $markup );
		} finally {
			remove_filter( 'pre_render_block', $filter, 10 );
		}
	}

	/**
	 * Markup the editor draws itself for a preview (the block inserter's
	 * patterns): each carried post's content in place of its reference — a
	 * pattern's in a group, a menu's links inside the navigation — filtered;
	 * inserting replaces it with what `/insert` answers (resolved).
	 *
	 * @param string $markup Filtered markup.
	 */
	public static function inline( string $markup ): string {
		if ( ! str_contains( $markup, self::ATTR ) ) {
			return $markup;
		}
		$blocks = parse_blocks( $markup );
		$found  = array();
		self::collect( $blocks, 0, $found );
		return serialize_blocks( self::inline_blocks( $blocks, $found, 0 ) );
	}

	/**
	 * Blocks with their carried posts' content in place (`inline()`).
	 *
	 * @param array<int, array<string, mixed>>                      $blocks Parsed blocks.
	 * @param array<string, array{title: string, content: string}> $found  Carried posts (`collect()`).
	 * @param int                                                   $depth  Depth.
	 * @return array<int, array<string, mixed>>
	 */
	private static function inline_blocks( array $blocks, array $found, int $depth ): array {
		foreach ( $blocks as &$block ) {
			$carried = self::carried( $block );
			if ( null !== $carried ) {
				$inner = array();
				if ( isset( $found[ $carried['key'] ] ) && $depth < self::MAX_DEPTH ) {
					$named = array_values( array_filter( parse_blocks( ContentFilter::blocks( $found[ $carried['key'] ]['content'] ) ), static fn( array $b ): bool => null !== $b['blockName'] ) );
					$inner = self::inline_blocks( $named, $found, $depth + 1 );
				}
				$attrs = $block['attrs'];
				unset( $attrs[ self::ATTR ], $attrs['ref'] );
				$nav   = 'wp_navigation' === $carried['type'];
				$open  = $nav ? '' : '<div class="wp-block-group">';
				$close = $nav ? '' : '</div>';
				$block = array(
					'blockName'    => $nav ? 'core/navigation' : 'core/group',
					'attrs'        => $nav ? $attrs : array(),
					'innerBlocks'  => $inner,
					'innerHTML'    => $open . $close,
					'innerContent' => array_merge( array( $open ), array_fill( 0, count( $inner ), null ), array( $close ) ),
				);
				continue;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::inline_blocks( $block['innerBlocks'], $found, $depth );
			}
		}
		return $blocks;
	}

	/**
	 * A post's stable id: the one in its meta, made the first time.
	 *
	 * @param int $post_id Post.
	 */
	public static function stable_id( int $post_id ): string {
		$id = get_post_meta( $post_id, self::META, true );
		if ( is_string( $id ) && wp_is_uuid( $id ) ) {
			return $id;
		}
		$id = wp_generate_uuid4();
		if ( metadata_exists( 'post', $post_id, self::META ) ) {
			// Something that is no stable id: replaced, once.
			update_post_meta( $post_id, self::META, $id );
		} elseif ( ! add_post_meta( $post_id, self::META, $id, true ) ) {
			// Made meanwhile by another request: that one.
			$kept = get_post_meta( $post_id, self::META, true );
			$id   = is_string( $kept ) && wp_is_uuid( $kept ) ? $kept : $id;
		}
		return $id;
	}

	/**
	 * A stable id made from a name: the same name gives the same id on
	 * every site (a UUID of version 5's form, from the SHA-1 of the name).
	 * What a full-site import gives the posts it makes for a pack, so an
	 * import of the same pack again finds them (`find()`), whichever hub
	 * or site it runs on.
	 *
	 * @param string $name What the post is (`pack:gutenberg:harbor-agency:page:about`).
	 */
	public static function named( string $name ): string {
		$hash = sha1( 'stencilbox-stable-id:' . $name );
		return sprintf(
			'%s-%s-5%s-%x%s-%s',
			substr( $hash, 0, 8 ),
			substr( $hash, 8, 4 ),
			substr( $hash, 13, 3 ),
			( hexdec( $hash[16] ) & 0x3 ) | 0x8,
			substr( $hash, 17, 3 ),
			substr( $hash, 20, 12 )
		);
	}

	/**
	 * Whether content of a platform may hold a reference.
	 *
	 * @param string $content  Content.
	 * @param string $platform Platform name.
	 */
	private static function may_hold( string $content, string $platform ): bool {
		return Platforms::get( $platform )->carries_references()
			&& ( str_contains( $content, '<!-- wp:block ' ) || str_contains( $content, '<!-- wp:navigation ' ) || str_contains( $content, '<!-- wp:template-part ' ) );
	}

	/**
	 * Blocks with their references carried.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param int                              $depth   How many carried posts this content is inside.
	 * @param int[]                            $path    The posts it is inside (a cycle is cut).
	 * @param array<string, true>              $carried Stable ids carried with their content so far.
	 * @param bool                             $changed Set when a block changed.
	 * @return array<int, array<string, mixed>>
	 */
	private function carry_blocks( array $blocks, int $depth, array $path, array &$carried, bool &$changed ): array {
		foreach ( $blocks as &$block ) {
			$type = self::POST_TYPES[ (string) $block['blockName'] ] ?? null;
			if ( ! is_array( $block['attrs'] ) ) {
				$block['attrs'] = array();
			}
			if ( null !== $type && isset( $block['attrs']['ref'] ) ) {
				// A reference carried already (no `ref` beside it) stays as it is.
				$post_id = is_numeric( $block['attrs']['ref'] ) ? (int) $block['attrs']['ref'] : 0;
				unset( $block['attrs']['ref'], $block['attrs'][ self::ATTR ] );
				$portable = $post_id > 0 ? $this->portable( $post_id, $type, $depth, $path, $carried ) : null;
				if ( null !== $portable ) {
					$block['attrs'][ self::ATTR ] = $portable;
				}
				$changed = true;
			}
			if ( 'core/template-part' === $block['blockName'] && get_stylesheet() === ( $block['attrs']['theme'] ?? null ) ) {
				// A part of this site's theme (WordPress names it in every template it
				// hands out): without the name, the part of that slug of whichever theme
				// the site that inserts it has — the same one on the same theme.
				unset( $block['attrs']['theme'] );
				$changed = true;
			}
			if ( in_array( $block['blockName'], self::LINKS, true ) && isset( $block['attrs']['id'] ) && $depth > 0 ) {
				// A carried menu's link to a post of this site: its address stays.
				unset( $block['attrs']['id'] );
				$changed = true;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = $this->carry_blocks( $block['innerBlocks'], $depth, $path, $carried, $changed );
			}
		}
		return $blocks;
	}

	/**
	 * A referenced post in its portable form, or null when it is not
	 * carried.
	 *
	 * @param int                 $post_id Post.
	 * @param string              $type    The post type the block names.
	 * @param int                 $depth   Depth of the content naming it.
	 * @param int[]               $path    The posts that content is inside.
	 * @param array<string, true> $carried Stable ids carried so far.
	 * @return array{id: string, title?: string, content?: string}|null
	 */
	private function portable( int $post_id, string $type, int $depth, array $path, array &$carried ): ?array {
		$post = get_post( $post_id );
		if ( ! $post || $type !== $post->post_type || $depth >= self::MAX_DEPTH || in_array( $post_id, $path, true ) || ! self::readable( $post ) ) {
			return null;
		}
		$id = self::stable_id( $post_id );
		if ( isset( $carried[ $id ] ) ) {
			return array( 'id' => $id );
		}
		$carried[ $id ] = true;
		$content        = (string) $post->post_content;
		$inner_changed  = false;
		$inner          = $this->carry_blocks( parse_blocks( $content ), $depth + 1, array_merge( $path, array( $post_id ) ), $carried, $inner_changed );
		if ( $inner_changed ) {
			$content = serialize_blocks( $inner );
		}
		return array(
			'id'      => $id,
			'title'   => sanitize_text_field( $post->post_title ),
			'content' => ContentFilter::blocks( $content ),
		);
	}

	/**
	 * Whether the current user may take a post along: what core renders
	 * for a visitor (published, no password) and `read_post` allows.
	 *
	 * @param \WP_Post $post Post.
	 */
	private static function readable( \WP_Post $post ): bool {
		return 'publish' === $post->post_status && '' === (string) $post->post_password && current_user_can( 'read_post', $post->ID );
	}

	/**
	 * The carried posts of some blocks, at any depth: `type:id` → title and
	 * content (the first one carried with its content).
	 *
	 * @param array<int, array<string, mixed>>                      $blocks Parsed blocks.
	 * @param int                                                   $depth  Depth.
	 * @param array<string, array{title: string, content: string}> $found  Found so far.
	 */
	private static function collect( array $blocks, int $depth, array &$found ): void {
		foreach ( $blocks as $block ) {
			$carried = self::carried( $block );
			if ( null !== $carried && isset( $carried['content'] ) && ! isset( $found[ $carried['key'] ] ) ) {
				$found[ $carried['key'] ] = array(
					'title'   => $carried['title'],
					'content' => $carried['content'],
				);
				if ( $depth + 1 < self::MAX_DEPTH ) {
					self::collect( parse_blocks( $carried['content'] ), $depth + 1, $found );
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				self::collect( $block['innerBlocks'], $depth, $found );
			}
		}
	}

	/**
	 * What a block carries, checked: its post type, stable id and key, and
	 * the title and content when they came with it; null for none.
	 *
	 * @param array<string, mixed> $block Parsed block.
	 * @return array{type: string, id: string, key: string, title: string, content?: string}|null
	 */
	private static function carried( array $block ): ?array {
		$type  = self::POST_TYPES[ (string) $block['blockName'] ] ?? null;
		$value = is_array( $block['attrs'] ?? null ) ? ( $block['attrs'][ self::ATTR ] ?? null ) : null;
		if ( null === $type || ! is_array( $value ) || ! is_string( $value['id'] ?? null ) || ! wp_is_uuid( $value['id'] ) ) {
			return null;
		}
		$id  = strtolower( $value['id'] );
		$out = array(
			'type'  => $type,
			'id'    => $id,
			'key'   => $type . ':' . $id,
			'title' => sanitize_text_field( is_string( $value['title'] ?? null ) ? $value['title'] : '' ),
		);
		if ( is_string( $value['content'] ?? null ) ) {
			$out['content'] = $value['content'];
		}
		return $out;
	}

	/**
	 * Blocks with their carried references resolved on this site.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param int                              $depth  Depth.
	 * @param string[]                         $path   Keys of the posts being made (a cycle is cut).
	 * @param array<string, mixed>             $state  Carried posts, posts resolved, the options.
	 * @return array<int, array<string, mixed>>
	 */
	private function resolve_blocks( array $blocks, int $depth, array $path, array &$state ): array {
		foreach ( $blocks as &$block ) {
			if ( isset( self::POST_TYPES[ (string) $block['blockName'] ] ) && is_array( $block['attrs'] ) && array_key_exists( self::ATTR, $block['attrs'] ) ) {
				$carried = self::carried( $block );
				unset( $block['attrs'][ self::ATTR ], $block['attrs']['ref'] );
				$post_id = null !== $carried ? $this->post_for( $carried, $depth, $path, $state ) : 0;
				if ( $post_id > 0 ) {
					$block['attrs']['ref'] = $post_id;
				} else {
					++$state['missing'];
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = $this->resolve_blocks( $block['innerBlocks'], $depth, $path, $state );
			}
		}
		return $blocks;
	}

	/**
	 * This site's post for a carried one: found, else created; 0 when it
	 * can be neither.
	 *
	 * @param array{type: string, id: string, key: string} $carried What the block carries.
	 * @param int                                          $depth   Depth.
	 * @param string[]                                     $path    Keys of the posts being made.
	 * @param array<string, mixed>                         $state   See resolve_blocks().
	 */
	private function post_for( array $carried, int $depth, array $path, array &$state ): int {
		$key = $carried['key'];
		if ( isset( $state['posts'][ $key ] ) ) {
			return $state['posts'][ $key ];
		}
		$found = self::find( $carried['type'], $carried['id'], true );
		if ( $found > 0 || ! $state['create'] || $depth >= self::MAX_DEPTH || in_array( $key, $path, true ) || ! isset( $state['carried'][ $key ] ) || ! self::may_create( $carried['type'] ) ) {
			$state['posts'][ $key ] = $found;
			return $found;
		}
		$source  = $state['carried'][ $key ];
		$content = serialize_blocks( $this->resolve_blocks( parse_blocks( ContentFilter::blocks( $source['content'] ) ), $depth + 1, array_merge( $path, array( $key ) ), $state ) );
		if ( is_callable( $state['prepare'] ) ) {
			$content = (string) call_user_func( $state['prepare'], $content );
		}
		$title = '' !== $source['title'] ? $source['title'] : ( 'wp_navigation' === $carried['type'] ? __( 'Navigation', 'stencilbox' ) : __( 'Pattern', 'stencilbox' ) );
		$post  = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => $carried['type'],
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_content' => $content,
					'meta_input'   => array( self::META => $carried['id'] ),
				)
			),
			true
		);
		$state['posts'][ $key ] = is_wp_error( $post ) ? 0 : (int) $post;
		return $state['posts'][ $key ];
	}

	/**
	 * The oldest post of a type with a stable id that the current user may
	 * read (any status but trash), or 0: the one way a post is found by its
	 * stable id (carried references here, a pack's posts in the full-site
	 * import).
	 *
	 * With `$adopt` (content brought in names the post, which then shows
	 * where the user puts that content), only a post whose author could
	 * change that content anyway: the user, no user (WP-CLI, cron), or a
	 * user who may edit others' posts of the type. A
	 * stable id is no secret (the catalogue's content carries them, a
	 * full-site import's are named), so an author could otherwise make a
	 * pattern with the id an administrator's next import carries, and have
	 * their content on the administrator's pages (found by review,
	 * 2026-12-02); that import makes a pattern of its own instead.
	 *
	 * @param string $type  Post type.
	 * @param string $id    Stable id.
	 * @param bool   $adopt Whether the post will stand for content brought in.
	 */
	public static function find( string $type, string $id, bool $adopt = false ): int {
		$found = self::first_found( $type, $id, $adopt, array() );
		// The user's own, where ten others came first.
		return 0 === $found && $adopt ? self::first_found( $type, $id, true, array( 'author' => get_current_user_id() ) ) : $found;
	}

	/**
	 * `find()`'s look-up, among the first ten posts with the stable id that
	 * `$more` (get_posts() arguments) leaves.
	 *
	 * @param string               $type  Post type.
	 * @param string               $id    Stable id.
	 * @param bool                 $adopt See `find()`.
	 * @param array<string, mixed> $more  More arguments.
	 */
	private static function first_found( string $type, string $id, bool $adopt, array $more ): int {
		$ids = get_posts(
			$more + array(
				'post_type'              => $type,
				'post_status'            => self::FOUND_STATUSES,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed meta key per carried post, on insert only.
				'meta_query'             => array(
					array(
						'key'   => self::META,
						'value' => $id,
					),
				),
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'fields'                 => 'ids',
				'posts_per_page'         => 10,
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
			)
		);
		foreach ( $ids as $post_id ) {
			if ( current_user_can( 'read_post', (int) $post_id ) && ( ! $adopt || self::may_adopt( (int) $post_id, $type ) ) ) {
				return (int) $post_id;
			}
		}
		return 0;
	}

	/**
	 * Whether the post's author is the current user, no user, or a user who
	 * may edit others' posts of its type (`find()`'s `$adopt`).
	 *
	 * @param int    $post_id Post.
	 * @param string $type    Its type.
	 */
	private static function may_adopt( int $post_id, string $type ): bool {
		$author = (int) get_post_field( 'post_author', $post_id );
		if ( 0 === $author || get_current_user_id() === $author ) {
			return true;
		}
		$object = get_post_type_object( $type );
		return null !== $object && user_can( $author, $object->cap->edit_others_posts );
	}

	/**
	 * Whether the current user may create (and publish) posts of a type.
	 *
	 * @param string $type Post type.
	 */
	private static function may_create( string $type ): bool {
		$object = get_post_type_object( $type );
		return $object && current_user_can( $object->cap->create_posts ) && current_user_can( $object->cap->publish_posts );
	}
}
