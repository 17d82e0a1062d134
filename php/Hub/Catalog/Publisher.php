<?php
/**
 * "Publish to library": turns a page, post, synced pattern or saved template
 * of the hub site into a catalogue item.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Design\ElementorKit;
use Stencilbox\Support\Design\ThemePresets;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A source is `post:<id>` (posts, pages, synced patterns) or
 * `wp_template:<theme//slug>` / `wp_template_part:<theme//slug>`.
 * Publishing the same source again updates its item. A post built with
 * Elementor (edit mode `builder`) is published as an Elementor item: its
 * element tree (`_elementor_data`) and page settings, filtered on the way
 * in like any catalogue content (`CatalogWriter`, `ContentFilter`); when
 * its `post_content` holds blocks too, those become the Gutenberg item and
 * the Elementor one its variant.
 *
 * A saved template (`stencilbox_template`, issue [26] item 5) is published
 * as a page item (page, single, archive, 404 and search templates) or a
 * block item (sections, headers, footers) that also keeps what the
 * template is — type, stable id, status, portable display conditions, what
 * a cloud push sends (`Names::HOOK_SAVED_TEMPLATE`, checked by
 * `CloudTemplate::clean()`) — with its content (`ItemTemplates`), so a
 * site can add it to its saved templates and each newer publish is a new
 * version of it.
 */
final class Publisher {
	public const SOURCE    = 'local';
	public const POST_TYPES = array( 'page', 'post', 'wp_block', Names::TEMPLATE_POST_TYPE );

	/** Saved template types published as block items (the others are pages). */
	public const BLOCK_TEMPLATE_TYPES = array( 'section', 'header', 'footer' );

	/**
	 * Constructor.
	 *
	 * @param CatalogWriter     $writer  Writer.
	 * @param CatalogRepository $catalog Reads.
	 * @param AssetRefs         $assets  Image references.
	 * @param References        $refs    Synced patterns and menus carried with the item.
	 */
	public function __construct( private CatalogWriter $writer, private CatalogRepository $catalog, private AssetRefs $assets, private References $refs = new References() ) {}

	/**
	 * Things the current user may publish, newest first.
	 *
	 * @param string $search Words in the title.
	 * @param int    $limit  Most results.
	 * @param string $pinned A source to list first whatever the search (the
	 *                       one a "Publish to library" link opened).
	 * @return array<int, array<string, mixed>>
	 */
	public function sources( string $search = '', int $limit = 30, string $pinned = '' ): array {
		$out = array();
		if ( '' !== $pinned ) {
			try {
				$source = $this->load( $pinned );
				[ $kind ] = explode( ':', $pinned, 2 );
				$out[]  = $this->describe( $pinned, $source['title'], 'post' === $kind ? (string) get_post_type( $source['post_id'] ) : $kind, '', null !== $source['elementor'], self::platform( null !== $source['elementor'], $source['content'] ), $source['default_type'] );
			} catch ( HttpError $error ) {
				unset( $error ); // Not publishable by this user: simply not pinned.
			}
		}
		$query = new \WP_Query(
			array(
				'post_type'              => self::POST_TYPES,
				'post_status'            => array( 'publish', 'draft', 'private', 'future', 'pending' ),
				's'                      => $search,
				'posts_per_page'         => $limit,
				'orderby'                => 'modified',
				'order'                  => 'DESC',
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
				'perm'                   => 'readable',
			)
		);
		foreach ( $query->posts as $post ) {
			if ( ! current_user_can( 'read_post', $post->ID ) ) {
				continue;
			}
			if ( 'post:' . $post->ID === $pinned ) {
				continue;
			}
			$elementor = 'builder' === get_post_meta( $post->ID, Elementor::META_EDIT_MODE, true );
			$out[]     = $this->describe( 'post:' . $post->ID, get_the_title( $post ) ?: __( '(no title)', 'stencilbox' ), $post->post_type, (string) $post->post_modified_gmt, $elementor, self::platform( $elementor, (string) $post->post_content ), self::item_type( $post ) );
		}
		foreach ( array( 'wp_template', 'wp_template_part' ) as $type ) {
			foreach ( get_block_templates( array(), $type ) as $template ) {
				$title = $template->title ?: $template->slug;
				if ( '' !== $search && false === stripos( $title, $search ) ) {
					continue;
				}
				if ( $type . ':' . $template->id === $pinned ) {
					continue;
				}
				$out[] = $this->describe( $type . ':' . $template->id, $title, $type, (string) ( $template->modified ?? '' ), false, 'gutenberg', 'wp_template' === $type ? 'page' : 'block' );
			}
		}
		return array_slice( $out, 0, $limit + 40 );
	}

	/**
	 * Publishes (or re-publishes) a source.
	 *
	 * @param array<string, mixed> $input Validated input (see HubCatalogAdminController).
	 * @return array<string, mixed> The item's details: the Gutenberg one when
	 *                              blocks were published, else the Elementor one.
	 * @throws HttpError On a missing source, no permission or bad input.
	 */
	public function publish( array $input ): array {
		$source = $this->load( (string) $input['source'] );
		// A saved template keeps what it is (read only when published: it makes the template's stable id).
		$saved = null;
		$post  = str_starts_with( (string) $input['source'], 'post:' ) ? get_post( $source['post_id'] ) : null;
		if ( $post instanceof \WP_Post && Names::TEMPLATE_POST_TYPE === $post->post_type ) {
			$saved = self::saved_template( $post );
			if ( null === $saved ) {
				HttpError::raise( 'invalid_data', __( 'This saved template cannot be published: its type or display conditions could not be read.', 'stencilbox' ), 400 );
			}
		}
		$name   = trim( sanitize_text_field( (string) ( $input['name'] ?? '' ) ) );
		if ( '' === $name ) {
			$name = $source['title'];
		}
		$has_blocks    = self::holds_blocks( $source['content'] );
		$has_elementor = null !== $source['elementor'] && array() !== $source['elementor']['content'];
		if ( ! $has_blocks && ! $has_elementor ) {
			HttpError::raise(
				'invalid_data',
				null === $source['elementor']
					? __( 'This has no block content to publish.', 'stencilbox' )
					: __( 'This Elementor page has no content to publish.', 'stencilbox' ),
				400
			);
		}
		$type      = in_array( $input['type'] ?? '', ItemArgs::CONTENT_TYPES, true ) ? (string) $input['type'] : $source['default_type'];
		$plan      = in_array( $input['plan'] ?? 'free', ItemArgs::ITEM_PLANS, true ) ? (string) $input['plan'] : 'free';
		$price     = round( max( 0.0, (float) ( $input['price'] ?? 0 ) ), 2 );
		$existing  = $this->existing( (string) $input['source'] );
		$slug      = $existing['slug'] ?? $this->unique_slug( sanitize_title( $name ) ?: 'item' );
		$type_id   = 0;
		$type_slug = sanitize_title( (string) ( $input['template_type'] ?? '' ) );
		if ( '' !== $type_slug ) {
			$type_id = (int) $this->catalog->term_id( 'template_type', $type_slug );
			if ( ! $type_id ) {
				HttpError::raise( 'invalid_data', __( 'Unknown template type.', 'stencilbox' ), 400 );
			}
		}
		$terms = array();
		foreach ( array_flip( ItemArgs::linked_taxonomies() ) as $key => $taxonomy ) {
			foreach ( (array) ( $input[ $key ] ?? array() ) as $label ) {
				$label = trim( sanitize_text_field( (string) $label ) );
				$term  = sanitize_title( $label );
				if ( '' === $term ) {
					continue;
				}
				$id      = $this->catalog->term_id( $taxonomy, $term );
				$terms[] = $id ?? $this->writer->upsert_term( $taxonomy, $term, $label );
			}
		}
		// The pack of each platform published; the main item's must exist.
		$packs = array(
			'gutenberg' => 0,
			'elementor' => 0,
		);
		$pack  = sanitize_title( (string) ( $input['pack'] ?? '' ) );
		if ( '' !== $pack ) {
			foreach ( array_keys( $packs ) as $platform ) {
				$packs[ $platform ] = (int) $this->catalog->id_of( $platform, $pack, 'pack' );
			}
			if ( ! $packs[ $has_blocks ? 'gutenberg' : 'elementor' ] ) {
				HttpError::raise(
					'invalid_data',
					$packs['gutenberg']
						? __( 'That pack has no Elementor version: choose another pack, or none.', 'stencilbox' )
						: __( 'Unknown pack.', 'stencilbox' ),
					400
				);
			}
		}
		// The publisher's image first, then what their browser captured of
		// the rendering, then the post's featured image.
		$thumbnail   = $this->thumbnail( (int) ( $input['thumbnail'] ?? 0 ), 0 );
		$screenshots = '' !== $thumbnail ? array( $thumbnail ) : array();
		if ( '' === $thumbnail && '' !== (string) ( $input['thumbnail_capture'] ?? '' ) ) {
			$pictures    = new CapturedPicture( $this->assets );
			$thumbnail   = $pictures->store( (string) $input['thumbnail_capture'], $slug, 'card' );
			$screenshots = array(
				'' !== (string) ( $input['screenshot_capture'] ?? '' )
					? $pictures->store( (string) $input['screenshot_capture'], $slug, 'full' )
					: $thumbnail,
			);
		}
		if ( '' === $thumbnail ) {
			$thumbnail   = $this->thumbnail( 0, $source['post_id'] );
			$screenshots = '' !== $thumbnail ? array( $thumbnail ) : array();
		}
		$common    = array(
			'type'             => $type,
			'slug'             => $slug,
			'variation_key'    => $slug,
			'name'             => mb_substr( $name, 0, 255 ),
			'description'      => wp_kses_post( (string) ( $input['description'] ?? '' ) ),
			'plan'             => $plan,
			'price'            => $price,
			'template_type_id' => $type_id,
			'thumbnail'        => $thumbnail,
			'screenshots'      => $screenshots,
			'featured'         => ! empty( $input['featured'] ),
			'term_ids'         => $terms,
			'source'           => self::SOURCE,
			'source_ref'       => (string) $input['source'],
			'version_note'     => (string) ( $input['version_note'] ?? '' ),
			// What a saved template is, kept with the content (null for anything else).
			'template'         => $saved,
		);
		// The page's media sit at this site's uploads address: remembered, so
		// they are moved with it when the site moves (AssetRefs::rebase()).
		$this->assets->remember();
		// The page's template comes along.
		$settings = 'page' === $type && '' !== $source['template'] ? array( 'template' => $source['template'] ) : array();
		$id       = 0;
		if ( $has_blocks ) {
			$id = $this->writer->save_item(
				array(
					'platform'      => 'gutenberg',
					// Synced patterns and menus by stable id, with their content (issue [26] item 5).
					'content'       => $this->refs->carry( $source['content'], Platforms::BLOCK_EDITOR ),
					'pack_id'       => $packs['gutenberg'],
					'settings'      => $settings,
					// The page was made with this site's presets: their values become the roles' (DesignRoles).
					'design_source' => ThemePresets::current()->values(),
				) + $common
			);
		}
		if ( $has_elementor ) {
			// Elementor's export format (as the demo catalogue's items):
			// the tree as Elementor stored it, objects kept objects.
			$elementor_id = $this->writer->save_item(
				array(
					'platform'      => 'elementor',
					'content'       => (string) wp_json_encode(
						array(
							'version'       => '0.4',
							'title'         => $name,
							'type'          => 'page' === $type ? 'page' : 'section',
							'content'       => $source['elementor']['content'],
							'page_settings' => $source['elementor']['page_settings'],
						),
						JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS
					),
					'pack_id'       => $packs['elementor'],
					'settings'      => $settings,
					// Made with this site's Elementor kit: its globals' values become the roles' (DesignRoles).
					'design_source' => ElementorKit::current()?->values() ?? array(),
				) + $common
			);
			$id = $id ?: $elementor_id;
		}
		// A capture this publish replaced without one of its kind (a
		// screenshot, a capture given up for a chosen image) goes in time.
		CapturedPicture::sweep();
		CatalogVersion::bump();
		$row = $this->catalog->row( $id );
		return $this->catalog->presenter()->details( (array) $row );
	}

	/**
	 * The details of the item published from a source, or null.
	 *
	 * @param string $source Source id.
	 * @return array<string, mixed>|null
	 * @throws HttpError Missing or not allowed (the same checks as publishing it).
	 */
	public function listing( string $source ): ?array {
		$this->load( $source );
		$existing = $this->existing( $source );
		$row      = $existing ? $this->catalog->row( (int) $existing['id'] ) : null;
		return $row ? $this->catalog->presenter()->details( (array) $row ) : null;
	}

	/**
	 * A source's title and what its publish preview shows (the same checks
	 * as publishing it): its blocks, or, for a post built with Elementor
	 * whose item is an Elementor one (no blocks beside it), its elements.
	 *
	 * @param string $source Source id.
	 * @return array{title: string, content: string, post_id: int, elementor: string|null}
	 * @throws HttpError Missing or not allowed.
	 */
	public function preview_source( string $source ): array {
		$loaded     = $this->load( $source );
		$has_blocks = self::holds_blocks( $loaded['content'] );
		return array(
			'title'     => $loaded['title'],
			'content'   => $loaded['content'],
			'post_id'   => $loaded['post_id'],
			'elementor' => ! $has_blocks && null !== $loaded['elementor'] ? (string) wp_json_encode( $loaded['elementor']['content'] ) : null,
		);
	}

	/**
	 * Whether a source's content holds blocks (published as a Gutenberg item).
	 *
	 * @param string $content Post content.
	 */
	private static function holds_blocks( string $content ): bool {
		return '' !== trim( $content ) && has_blocks( $content );
	}

	/**
	 * The platform of the item publishing a source makes (the one the answer
	 * and the form name): Elementor's for a post built with Elementor whose
	 * content holds no blocks (as Elementor leaves it after a save), else
	 * Gutenberg's.
	 *
	 * @param bool   $elementor Built with Elementor.
	 * @param string $content   Post content.
	 */
	private static function platform( bool $elementor, string $content ): string {
		return $elementor && ! self::holds_blocks( $content ) ? 'elementor' : 'gutenberg';
	}

	/**
	 * A source's title, content and kind.
	 *
	 * @param string $source Source id.
	 * @return array{title: string, content: string, default_type: string, post_id: int, elementor: array<string, mixed>|null, template: string}
	 * @throws HttpError Missing or not allowed.
	 */
	private function load( string $source ): array {
		[ $kind, $id ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		if ( 'post' === $kind && ctype_digit( $id ) ) {
			$post = get_post( (int) $id );
			if ( ! $post || ! in_array( $post->post_type, self::POST_TYPES, true ) ) {
				HttpError::raise( 'invalid_data', __( 'That page, post or pattern does not exist.', 'stencilbox' ), 404 );
			}
			if ( ! current_user_can( 'edit_post', $post->ID ) ) {
				HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to publish this.', 'stencilbox' ), 403 );
			}
			$elementor = $this->elementor_document( $post->ID );
			return array(
				'title'        => get_the_title( $post ),
				'content'      => (string) $post->post_content,
				'default_type' => self::item_type( $post ),
				'post_id'      => $post->ID,
				'elementor'    => $elementor,
				'template'     => Names::TEMPLATE_POST_TYPE === $post->post_type ? '' : ItemArgs::page_template( (string) get_page_template_slug( $post ) ),
			);
		}
		if ( in_array( $kind, array( 'wp_template', 'wp_template_part' ), true ) && '' !== $id ) {
			$template = get_block_template( $id, $kind );
			if ( ! $template ) {
				HttpError::raise( 'invalid_data', __( 'That template does not exist.', 'stencilbox' ), 404 );
			}
			if ( ! current_user_can( 'edit_theme_options' ) ) {
				HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to publish this.', 'stencilbox' ), 403 );
			}
			return array(
				'title'        => (string) ( $template->title ?: $template->slug ),
				'content'      => (string) $template->content,
				'default_type' => 'wp_template' === $kind ? 'page' : 'block',
				'post_id'      => (int) ( $template->wp_id ?? 0 ),
				'elementor'    => null,
				'template'     => '',
			);
		}
		HttpError::raise( 'invalid_data', __( 'Unknown source.', 'stencilbox' ), 400 );
	}

	/**
	 * What the site says a saved template is (as a cloud push sends it,
	 * `Names::HOOK_SAVED_TEMPLATE`), checked as anything carried; null when
	 * it cannot be read.
	 *
	 * @param \WP_Post $post A `stencilbox_template` post.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}|null
	 */
	private static function saved_template( \WP_Post $post ): ?array {
		return CloudTemplate::clean( apply_filters( Names::HOOK_SAVED_TEMPLATE, null, $post ) );
	}

	/**
	 * The item type publishing a post makes unless the publisher chooses:
	 * a block for a synced pattern and for a saved section, header or
	 * footer; else a page. A saved template's type is read from its meta
	 * (`Names::TEMPLATE_TYPE_META`): listing or previewing a source never
	 * makes the template's stable id, as asking what it carries would.
	 *
	 * @param \WP_Post $post Post.
	 */
	private static function item_type( \WP_Post $post ): string {
		if ( Names::TEMPLATE_POST_TYPE === $post->post_type ) {
			return in_array( get_post_meta( $post->ID, Names::TEMPLATE_TYPE_META, true ), self::BLOCK_TEMPLATE_TYPES, true ) ? 'block' : 'page';
		}
		return 'wp_block' === $post->post_type ? 'block' : 'page';
	}

	/**
	 * A post's Elementor document: null when the post is not built with
	 * Elementor (edit mode `builder`, as `Document::is_built_with_elementor()`
	 * reads it), else its element tree and page settings. The tree is read as
	 * Elementor stored it (`{}` stays an object); one that is not a list of
	 * elements is no content. What the elements hold is filtered where the
	 * catalogue stores it.
	 *
	 * @param int $post_id Post.
	 * @return array{content: array<int, \stdClass>, page_settings: \stdClass}|null
	 */
	private function elementor_document( int $post_id ): ?array {
		if ( 'builder' !== get_post_meta( $post_id, Elementor::META_EDIT_MODE, true ) ) {
			return null;
		}
		$data     = get_post_meta( $post_id, Elementor::META_DATA, true );
		$elements = is_string( $data ) ? json_decode( $data ) : null;
		$is_tree  = is_array( $elements ) && array_is_list( $elements ) && array() === array_filter(
			$elements,
			static fn( mixed $element ): bool => ! $element instanceof \stdClass || ! isset( $element->elType ) || ! is_string( $element->elType )
		);
		$settings = get_post_meta( $post_id, Elementor::META_PAGE_SETTINGS, true );
		// A JSON round trip makes the settings' arrays what the export holds.
		$settings = is_array( $settings ) ? json_decode( (string) wp_json_encode( (object) $settings ) ) : null;
		return array(
			'content'       => $is_tree ? $elements : array(),
			'page_settings' => $settings instanceof \stdClass ? $settings : new \stdClass(),
		);
	}

	/**
	 * The item already published from a source, if any.
	 *
	 * @param string $source Source id.
	 * @return array<string, mixed>|null
	 */
	public function existing( string $source ): ?array {
		global $wpdb;
		$table = Names::table( 'catalog_items' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue table, read fresh before a publish writes.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, slug, platform FROM %i WHERE source = %s AND source_ref = %s', $table, self::SOURCE, $source ), ARRAY_A );
		// The Gutenberg item when there is one (an Elementor one is then its
		// variant, with the same slug), else the Elementor item.
		$order = array_flip( Platforms::block_editor_first() );
		usort( $rows, static fn( array $a, array $b ): int => ( $order[ $a['platform'] ] ?? count( $order ) ) <=> ( $order[ $b['platform'] ] ?? count( $order ) ) );
		return $rows ? array(
			'id'   => $rows[0]['id'],
			'slug' => $rows[0]['slug'],
		) : null;
	}

	/**
	 * A slug no item of any platform uses yet.
	 *
	 * @param string $base Wanted slug.
	 */
	private function unique_slug( string $base ): string {
		$base = substr( preg_replace( '/[^a-z0-9_-]/', '', strtolower( $base ) ) ?: 'item', 0, 180 );
		$slug = $base;
		for ( $n = 2; $this->slug_taken( $slug ); $n++ ) {
			$slug = $base . '-' . $n;
		}
		return $slug;
	}

	/**
	 * Whether an item of any platform uses a slug.
	 *
	 * @param string $slug Slug.
	 */
	private function slug_taken( string $slug ): bool {
		foreach ( Platforms::block_editor_first() as $platform ) {
			if ( null !== $this->catalog->id_of( $platform, $slug ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The thumbnail reference: the chosen image, else the post's featured
	 * image, else none (Gutenberg then previews the blocks themselves).
	 *
	 * @param int $attachment_id Chosen attachment.
	 * @param int $post_id       Source post.
	 */
	private function thumbnail( int $attachment_id, int $post_id ): string {
		if ( ! $attachment_id && $post_id ) {
			$attachment_id = (int) get_post_thumbnail_id( $post_id );
		}
		if ( ! $attachment_id || ! wp_attachment_is_image( $attachment_id ) ) {
			return '';
		}
		$file = get_attached_file( $attachment_id );
		$ref  = $file ? $this->assets->ref_for( $file ) : null;
		return $ref ?? (string) wp_get_attachment_url( $attachment_id );
	}

	/**
	 * One source row.
	 *
	 * @param string $source    Source id.
	 * @param string $title     Title.
	 * @param string $kind      Post type.
	 * @param string $modified  When it last changed.
	 * @param bool   $elementor Built with Elementor.
	 * @param string $platform  The platform of the item publishing makes (see platform()).
	 * @param string $item_type The item type publishing makes unless the publisher chooses (page or block).
	 * @return array<string, mixed>
	 */
	private function describe( string $source, string $title, string $kind, string $modified, bool $elementor = false, string $platform = 'gutenberg', string $item_type = 'page' ): array {
		$labels = array(
			'page'             => __( 'Page', 'stencilbox' ),
			'post'             => __( 'Post', 'stencilbox' ),
			'wp_block'         => __( 'Pattern', 'stencilbox' ),
			'stencilbox_template' => __( 'Saved template', 'stencilbox' ),
			'wp_template'      => __( 'Template', 'stencilbox' ),
			'wp_template_part' => __( 'Template part', 'stencilbox' ),
		);
		$label = $labels[ $kind ] ?? $kind;
		if ( $elementor ) {
			/* translators: %s: what the source is (Page, Post, …). */
			$label = sprintf( __( '%s, built with Elementor', 'stencilbox' ), $label );
		}
		$existing = $this->existing( $source );
		return array(
			'source'     => $source,
			'title'      => html_entity_decode( $title, ENT_QUOTES ),
			'kind'       => $kind,
			'kind_label' => $label,
			'modified'   => $modified,
			'published'  => $existing['slug'] ?? null,
			'platform'   => $platform,
			'item_type'  => $item_type,
			'preview'    => PublishPreview::url( $source ),
		);
	}
}
