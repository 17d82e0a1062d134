<?php
/**
 * The block editor (Gutenberg): content is serialized block markup, kept
 * in `post_content`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Platform;

use Stencilbox\Support\PackBrand;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\ContentLinks;
use Stencilbox\Support\ContentUrls;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\PostRevisions;
use Stencilbox\Support\Merge\BlockMerge;
use Stencilbox\Support\Merge\TreeMerge;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The block editor's adapter.
 */
final class BlockEditorPlatform implements Platform {
	/** {@inheritDoc} */
	public function name(): string {
		return Platforms::BLOCK_EDITOR;
	}

	/** {@inheritDoc} */
	public function traits(): array {
		return array(
			'plugin'       => false,
			'live_preview' => $this->has_live_preview(),
			'extension'    => $this->file_extension(),
			'pro_types'    => array(),
			'theme_styles' => $this->uses_theme_styles(),
			'design_from'  => $this->design_from(),
		);
	}

	/**
	 * Whether pages are edited in the block editor (the classic editor may
	 * have replaced it): the library opens on a platform the site can use.
	 */
	public function boot(): array {
		return array(
			'blockEditor' => ! function_exists( 'use_block_editor_for_post_type' ) || use_block_editor_for_post_type( 'page' ),
		);
	}

	/** {@inheritDoc} */
	public function insert_path(): string {
		return 'editor';
	}

	/** {@inheritDoc} */
	public function design_from(): string {
		return 'theme';
	}

	/** {@inheritDoc} */
	public function uses_theme_styles(): bool {
		return true;
	}

	/**
	 * The blocks rendered, without our marks, carried synced patterns and
	 * menus drawn from what they carry.
	 *
	 * @param string $content Filtered markup.
	 */
	public function preview_html( string $content ): string {
		return References::render( ContentFilter::blocks( Marker::strip_blocks( $content ) ) );
	}

	/** {@inheritDoc} */
	public function has_live_preview(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function keeps_settings(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function filter( string $content, bool $keep_code = false ): string {
		unset( $keep_code ); // Markup has no custom code of its own to keep.
		return ContentFilter::blocks( $content );
	}

	/** {@inheritDoc} */
	public function keeps_code( int $user_id ): bool {
		unset( $user_id );
		return false;
	}

	/** {@inheritDoc} */
	public function fingerprint( string $content ): string {
		return Fingerprint::markup( $content );
	}

	/** {@inheritDoc} */
	public function document_hash( int $post_id ): string {
		return Fingerprint::markup( (string) get_post_field( 'post_content', $post_id, 'raw' ) );
	}

	/** {@inheritDoc} */
	public function merger( array $picks ): TreeMerge {
		return new BlockMerge( $picks );
	}

	/**
	 * Blocks carry the range's ref in their metadata.
	 *
	 * @param string $content Markup.
	 * @return array{content: string, ref: string, context: array<string, mixed>, hash: string}
	 */
	public function mark_range( string $content ): array {
		$ref     = Marker::ref();
		$content = Marker::mark_blocks( $content, $ref );
		return array(
			'content' => $content,
			'ref'     => $ref,
			'context' => array(),
			'hash'    => Fingerprint::markup( $content ),
		);
	}

	/** {@inheritDoc} */
	public function range_hash( \WP_Post $post, string $ref, array $context ): ?string {
		unset( $context ); // The ref finds the blocks.
		$found = Marker::find_blocks( (string) $post->post_content, $ref );
		return $found ? Fingerprint::blocks( $found ) : null;
	}

	/** {@inheritDoc} */
	public function range_content( \WP_Post $post, string $ref, array $context ): ?string {
		unset( $context ); // The ref finds the blocks.
		$blocks = Marker::find_blocks( (string) $post->post_content, $ref );
		return $blocks ? serialize_blocks( Marker::strip( $blocks ) ) : null;
	}

	/** {@inheritDoc} */
	public function document_content( \WP_Post $post ): ?string {
		return (string) $post->post_content;
	}

	/** {@inheritDoc} */
	public function replace( int $post_id, string $content, bool $whole, string $ref, array $context ): ?array {
		if ( $whole ) {
			$next = Marker::strip_blocks( $content );
		} else {
			$next = Marker::replace_blocks( (string) get_post_field( 'post_content', $post_id, 'raw' ), $ref, $content );
			if ( null === $next ) {
				return null;
			}
		}
		// WordPress skips it when the newest revision already is the post.
		$revision = PostRevisions::keep( $post_id );
		$saved    = wp_update_post(
			wp_slash(
				array(
					'ID'           => $post_id,
					'post_content' => $next,
				)
			),
			true
		);
		if ( is_wp_error( $saved ) ) {
			HttpError::raise( 'update_failed', $saved->get_error_message(), 500 );
		}
		return array(
			'context'  => $context,
			'revision' => $revision,
		);
	}

	/** {@inheritDoc} */
	public function without_marks( string $content ): string {
		return Marker::strip_blocks( $content );
	}

	/**
	 * URLs everywhere, and the attachment ids of image, cover and media &
	 * text blocks whose image moved; such a block that names no attachment
	 * (content written by hand, a bundle's) is given its copy's, with the
	 * classes the block editor saves beside an image from the media library,
	 * so WordPress offers the copy's smaller sizes to visitors (`srcset`) and
	 * the editor its size choice.
	 *
	 * @param string                $content Markup.
	 * @param array<string, string> $map     Source URL → local URL.
	 * @param array<string, int>    $ids     Source URL → attachment id.
	 */
	public function rewrite_images( string $content, array $map, array $ids ): string {
		if ( $ids && preg_match( '/"(?:id|mediaId)":\d+|"ids":\[|<!-- wp:(?:image|cover|media-text) /', $content ) ) {
			$changed = false;
			$blocks  = self::remap_block_ids( parse_blocks( $content ), $ids, $changed );
			if ( $changed ) {
				$content = serialize_blocks( $blocks );
			}
		}
		return ContentUrls::replace( $content, $map );
	}

	/**
	 * Sets new attachment ids on blocks that point at a copied image.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param array<string, int>               $ids     Source URL → attachment id.
	 * @param bool                             $changed Set when a block changed.
	 * @return array<int, array<string, mixed>>
	 */
	private static function remap_block_ids( array $blocks, array $ids, bool &$changed ): array {
		foreach ( $blocks as &$block ) {
			$attrs = $block['attrs'] ?? array();
			$key   = 'core/media-text' === $block['blockName'] ? 'mediaId' : 'id';
			$url   = (string) ( $attrs['url'] ?? $attrs['mediaUrl'] ?? '' );
			if ( '' === $url && 'core/image' === $block['blockName'] && preg_match( '/<img[^>]+src="([^"]+)"/', (string) $block['innerHTML'], $m ) ) {
				$url = html_entity_decode( $m[1] );
			}
			$edit  = null;
			$value = $ids[ $url ] ?? null;
			if ( 'core/gallery' === $block['blockName'] && is_array( $attrs['ids'] ?? null ) ) {
				// A gallery from before WordPress 5.9: its images are no blocks, the gallery lists their ids.
				$renamed = self::gallery_ids( (string) $block['innerHTML'], $attrs['ids'], $ids );
				if ( $renamed ) {
					$key   = 'ids';
					$value = array_map( static fn( mixed $old ): mixed => is_numeric( $old ) ? ( $renamed[ (int) $old ] ?? $old ) : $old, $attrs['ids'] );
					$edit  = static fn( string $html ): string => self::rename_gallery_images( $html, $renamed );
				}
			} elseif ( isset( $attrs[ $key ], $ids[ $url ] ) && in_array( $block['blockName'], array( 'core/image', 'core/cover', 'core/media-text' ), true ) ) {
				$old  = (int) $attrs[ $key ];
				$edit = static fn( string $html ): string => (string) preg_replace( '/\bwp-image-' . $old . '\b/', 'wp-image-' . $ids[ $url ], $html );
			} elseif ( ! isset( $attrs[ $key ] ) && isset( $ids[ $url ] ) && ! self::is_svg( $url ) ) {
				// An SVG has no sizes: it stays as the pack drew it.
				$edit = self::naming_edit( (string) $block['blockName'], $attrs, $ids[ $url ] );
			}
			if ( null !== $edit ) {
				$block['attrs'][ $key ] = $value;
				$block['innerHTML']     = $edit( (string) $block['innerHTML'] );
				$block['innerContent']  = array_map( static fn( mixed $part ): mixed => is_string( $part ) ? $edit( $part ) : $part, $block['innerContent'] );
				$changed                = true;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::remap_block_ids( $block['innerBlocks'], $ids, $changed );
			}
		}
		return $blocks;
	}

	/**
	 * A gallery from before WordPress 5.9 (its `ids` list, its images in
	 * its own markup, each with `data-id` and `wp-image-N`): the copied
	 * images' old ids → their copies' ids. An image's old id is its
	 * `data-id`, else its `wp-image-N` class, else the list's entry at its
	 * place.
	 *
	 * @param string             $html    The gallery's markup.
	 * @param array<int, mixed>  $old_ids Its `ids`.
	 * @param array<string, int> $ids     Source URL → attachment id.
	 * @return array<int, int>
	 */
	private static function gallery_ids( string $html, array $old_ids, array $ids ): array {
		$renamed = array();
		$tags    = new \WP_HTML_Tag_Processor( $html );
		for ( $place = 0; $tags->next_tag( 'img' ); ++$place ) {
			$url = $tags->get_attribute( 'src' );
			$old = self::gallery_image_id( $tags ) ?? ( is_numeric( $old_ids[ $place ] ?? null ) ? (int) $old_ids[ $place ] : null );
			if ( is_string( $url ) && isset( $ids[ $url ] ) && null !== $old ) {
				$renamed[ $old ] = $ids[ $url ];
			}
		}
		return $renamed;
	}

	/**
	 * The attachment an old gallery's image names: its `data-id`, else its
	 * `wp-image-N` class (null: neither).
	 *
	 * @param \WP_HTML_Tag_Processor $tags At an `<img>`.
	 */
	private static function gallery_image_id( \WP_HTML_Tag_Processor $tags ): ?int {
		$data = $tags->get_attribute( 'data-id' );
		if ( is_string( $data ) && ctype_digit( $data ) ) {
			return (int) $data;
		}
		return preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', (string) $tags->get_attribute( 'class' ), $m ) ? (int) $m[1] : null;
	}

	/**
	 * An old gallery's markup with its images renamed: `data-id` and the
	 * `wp-image-N` class of each image whose old id was copied.
	 *
	 * @param string          $html    Markup.
	 * @param array<int, int> $renamed Old id → the copy's id.
	 */
	private static function rename_gallery_images( string $html, array $renamed ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'img' ) ) {
			$old = self::gallery_image_id( $tags );
			if ( null === $old || ! isset( $renamed[ $old ] ) ) {
				continue;
			}
			if ( null !== $tags->get_attribute( 'data-id' ) ) {
				$tags->set_attribute( 'data-id', (string) $renamed[ $old ] );
			}
			$tags->remove_class( 'wp-image-' . $old );
			$tags->add_class( 'wp-image-' . $renamed[ $old ] );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The markup edit that names an attachment in a block that names none:
	 * the classes core's block saves beside its id, on the element that
	 * shows the image (null for a block that shows no image of its own:
	 * a cover's video or featured image, media & text's video).
	 *
	 * @param string               $name  Block name.
	 * @param array<string, mixed> $attrs Its attributes.
	 * @param int                  $id    The copy's attachment id.
	 * @return (\Closure(string): string)|null
	 */
	private static function naming_edit( string $name, array $attrs, int $id ): ?\Closure {
		$image = 'wp-image-' . $id;
		[ $query, $classes ] = match ( true ) {
			'core/image' === $name => array( 'img', array( $image ) ),
			// An image background is an <img>, or a <div> when fixed or repeated.
			'core/cover' === $name && 'image' === ( $attrs['backgroundType'] ?? 'image' ) && empty( $attrs['useFeaturedImage'] ) => array( array( 'class_name' => 'wp-block-cover__image-background' ), array( $image ) ),
			'core/media-text' === $name && 'image' === ( $attrs['mediaType'] ?? '' ) => array( 'img', array( $image, 'size-' . ( $attrs['mediaSizeSlug'] ?? 'full' ) ) ),
			default => array( null, array() ),
		};
		return null === $query ? null : static fn( string $html ): string => self::with_classes( $html, $query, $classes );
	}

	/**
	 * Whether a URL's file is an SVG.
	 *
	 * @param string $url Image URL.
	 */
	private static function is_svg( string $url ): bool {
		return str_ends_with( strtolower( (string) wp_parse_url( $url, PHP_URL_PATH ) ), '.svg' );
	}

	/**
	 * Markup with classes added to its first tag that matches (unchanged
	 * without one).
	 *
	 * @param string                      $html    Markup.
	 * @param string|array<string, string> $query   The tag (WP_HTML_Tag_Processor::next_tag()).
	 * @param string[]                    $classes Classes.
	 */
	private static function with_classes( string $html, string|array $query, array $classes ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( $query ) ) {
			return $html;
		}
		foreach ( $classes as $class_name ) {
			$tags->add_class( $class_name );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The alt texts of `<img>` tags.
	 *
	 * @param string $content Markup.
	 * @return array<string, string> URL → alt text.
	 */
	public function alt_texts( string $content ): array {
		$alts = array();
		preg_match_all( '/<img\b[^>]*>/i', $content, $tags );
		foreach ( $tags[0] as $tag ) {
			if ( preg_match( '/\ssrc="([^"]+)"/i', $tag, $src ) && preg_match( '/\salt="([^"]*)"/i', $tag, $alt ) && '' !== trim( $alt[1] ) ) {
				$alts[ html_entity_decode( $src[1], ENT_QUOTES ) ] ??= trim( html_entity_decode( $alt[1], ENT_QUOTES ) );
			}
		}
		return $alts;
	}

	/**
	 * Markup's `id` attributes.
	 *
	 * @param string $content Markup.
	 * @return string[]
	 */
	public function anchors( string $content ): array {
		return ContentLinks::ids( $content );
	}

	/**
	 * Links in the blocks' HTML and in their `url` attribute (navigation
	 * and social links; an image's or cover's `url` is its picture).
	 *
	 * @param string   $content Markup.
	 * @param callable $target  Href → the new href, or null.
	 */
	public function relink( string $content, callable $target ): string {
		$changed = false;
		$blocks  = self::relink_blocks( parse_blocks( $content ), $target, $changed );
		return $changed ? serialize_blocks( $blocks ) : $content;
	}

	/**
	 * Blocks with their links pointed at their targets.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param callable                         $target  Href → new href or null.
	 * @param bool                             $changed Set when something changed.
	 * @return array<int, array<string, mixed>>
	 */
	private static function relink_blocks( array $blocks, callable $target, bool &$changed ): array {
		foreach ( $blocks as $i => $block ) {
			$url = $block['attrs']['url'] ?? null;
			$new = is_string( $url ) && 'core/image' !== $block['blockName'] && 'core/cover' !== $block['blockName'] ? $target( trim( $url ) ) : null;
			if ( null !== $new ) {
				$blocks[ $i ]['attrs']['url'] = $new;
				$changed                      = true;
			}
			foreach ( (array) ( $block['innerContent'] ?? array() ) as $n => $chunk ) {
				if ( is_string( $chunk ) ) {
					$blocks[ $i ]['innerContent'][ $n ] = ContentLinks::html( $chunk, $target, $changed );
				}
			}
			if ( is_string( $block['innerHTML'] ?? null ) ) {
				$ignored                   = false;
				$blocks[ $i ]['innerHTML'] = ContentLinks::html( $block['innerHTML'], $target, $ignored );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $i ]['innerBlocks'] = self::relink_blocks( $block['innerBlocks'], $target, $changed );
			}
		}
		return $blocks;
	}

	/**
	 * Synced patterns (`core/block`) and menus (`core/navigation`) name their posts by id.
	 */
	public function carries_references(): bool {
		return true;
	}

	/**
	 * Markup's images this site holds become the bundle's.
	 *
	 * @param string   $content  Markup.
	 * @param callable $localise Content → content with its images the bundle's.
	 */
	public function bundle_content( string $content, callable $localise ): string {
		return (string) $localise( $content );
	}

	/** {@inheritDoc} */
	public function escape_url( string $url ): string {
		return $url;
	}

	/** {@inheritDoc} */
	public function file_extension(): string {
		return 'html';
	}

	/**
	 * Any markup can (an empty post included).
	 *
	 * @param string $content Markup.
	 */
	public function invalid_content( string $content ): ?string {
		unset( $content );
		return null;
	}

	/** {@inheritDoc} */
	public function invalid_file( string $body, string $file ): ?string {
		/* translators: %s: file path. */
		return str_contains( $body, '<!-- wp:' ) ? null : sprintf( __( '%s holds no block markup.', 'stencilbox' ), $file );
	}

	/** {@inheritDoc} */
	public function page_settings( string $content ): array {
		unset( $content ); // Markup carries none.
		return array();
	}

	/**
	 * Markup has no ids that must be unique.
	 *
	 * @param string $content Markup.
	 */
	public function with_new_ids( string $content ): string {
		return $content;
	}

	/**
	 * The site's own title and logo blocks, the logos at the chosen width
	 * (`PackBrand::blocks()`; a chosen title and logo are the site's
	 * settings already).
	 *
	 * @param string                             $content    Block markup.
	 * @param string                             $brand      The pack's site title.
	 * @param string                             $title      Unused: the site title block reads the site's.
	 * @param array{id?: int, url?: string}|null $logo       Unused: the site logo block reads the site's.
	 * @param int                                $logo_width Logo width in px.
	 */
	public function brand( string $content, string $brand, string $title, ?array $logo, int $logo_width ): string {
		unset( $title, $logo ); // The site's own, read by its blocks.
		return PackBrand::blocks( $content, $brand, $logo_width );
	}

	/**
	 * `core/site-title` and `core/site-logo` read the site's.
	 */
	public function brand_reads_site(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function recommended_theme(): array {
		return array(
			'stylesheet' => 'twentytwentyfour',
			'name'       => 'Twenty Twenty-Four',
		);
	}

	/** {@inheritDoc} */
	public function page_templates(): array {
		return array();
	}

	/**
	 * Markup with a level-1 heading of its own.
	 *
	 * @param string $content Markup.
	 */
	public function shows_own_title( string $content ): bool {
		$tags = new \WP_HTML_Tag_Processor( $content );
		return $tags->next_tag( 'h1' );
	}

	/**
	 * The block editor's post takes the item's name.
	 */
	public function titles_untitled_post(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function renders_templates(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function render_template( int $post_id ): ?string {
		unset( $post_id ); // WordPress draws the blocks (`TemplateRenderer::render()`).
		return null;
	}

	/** {@inheritDoc} */
	public function read( int $post_id ): string {
		return (string) get_post_field( 'post_content', $post_id );
	}

	/** {@inheritDoc} */
	public function write( int $post_id, string $stored ): void {
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $post_id,
					'post_content' => $stored,
				)
			)
		);
	}

	/** {@inheritDoc} */
	public function post_content( string $content ): string {
		return $content;
	}

	/** {@inheritDoc} */
	public function write_document( int $post_id, string $content, string $post_type, string $item_type = '', string $template_type = '' ): void {
		unset( $post_id, $content, $post_type, $item_type, $template_type ); // The markup is the post's content: nothing else to write.
	}

	/** {@inheritDoc} */
	public function start_template( int $post_id ): void {
		unset( $post_id ); // An empty post is an empty block template.
	}

	/** {@inheritDoc} */
	public function edit_link( int $post_id ): ?string {
		unset( $post_id ); // WordPress's editor.
		return null;
	}

	/** {@inheritDoc} */
	public function require_usable( string $template_type = '' ): void {
		unset( $template_type ); // The block editor is part of WordPress.
	}

	/** {@inheritDoc} */
	public function library_post_type( string $item_type ): string {
		return 'page' === $item_type ? 'page' : 'wp_block';
	}
}
