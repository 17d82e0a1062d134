<?php
/**
 * Elementor: content is an export (JSON: `content`, the element tree, and
 * `page_settings`), kept in Elementor's post meta; `post_content` holds
 * its plain text. Elementor's own names and checks stay in
 * `Support\Elementor`; this adapter is what the rest of the plugin asks.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Platform;

use Stencilbox\Support\PackBrand;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\ContentLinks;
use Stencilbox\Support\ContentUrls;
use Stencilbox\Support\PostRevisions;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\ElementorOutline;
use Stencilbox\Support\Merge\ElementMerge;
use Stencilbox\Support\Merge\TreeMerge;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor's adapter.
 */
final class ElementorPlatform implements Platform {
	/** Elementor's meta a revision carries (Elementor's `Document` keys). */
	private const REVISION_META = array( Elementor::META_DATA, Elementor::META_PAGE_SETTINGS, Elementor::META_EDIT_MODE, Elementor::META_TEMPLATE_TYPE, Elementor::META_VERSION );

	/** {@inheritDoc} */
	public function name(): string {
		return 'elementor';
	}

	/** {@inheritDoc} */
	public function traits(): array {
		return array(
			'plugin'       => true,
			'live_preview' => $this->has_live_preview(),
			'extension'    => $this->file_extension(),
			'pro_types'    => Elementor::PRO_TYPES,
			'theme_styles' => $this->uses_theme_styles(),
			'design_from'  => $this->design_from(),
		);
	}

	/**
	 * Elementor (and Elementor Pro) on this site, for Elementor inserts; and
	 * while it is missing, where a user who may install plugins gets it.
	 */
	public function boot(): array {
		$boot = array(
			'elementor' => array(
				'active' => Elementor::active(),
				'pro'    => Elementor::pro_active(),
			),
		);
		if ( ! Elementor::active() && current_user_can( 'install_plugins' ) ) {
			$boot['links'] = array( 'installElementor' => self_admin_url( 'plugin-install.php?s=Elementor&tab=search&type=term' ) );
		}
		return $boot;
	}

	/** {@inheritDoc} */
	public function insert_path(): string {
		return 'elementor';
	}

	/** {@inheritDoc} */
	public function design_from(): string {
		return 'kit';
	}

	/**
	 * Elementor keeps its colours and fonts in its kit.
	 */
	public function uses_theme_styles(): bool {
		return false;
	}

	/**
	 * Its outline (`ElementorOutline`): Elementor's renderer is not at hand.
	 *
	 * @param string $content Filtered export JSON.
	 */
	public function preview_html( string $content ): string {
		return ElementorOutline::html( $content );
	}

	/**
	 * An Elementor item needs Elementor to render: its pictures show it.
	 */
	public function has_live_preview(): bool {
		return false;
	}

	/**
	 * No theme template for an Elementor page (an insert must not apply a
	 * theme's template to it); a pack's settings are its block-editor twin's.
	 */
	public function keeps_settings(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function filter( string $content, bool $keep_code = false ): string {
		return ContentFilter::elementor( $content, $keep_code );
	}

	/**
	 * Raw HTML and custom code in Elementor widgets stay only for a user
	 * Elementor itself would let write them.
	 *
	 * @param int $user_id WordPress user.
	 */
	public function keeps_code( int $user_id ): bool {
		return user_can( $user_id, 'unfiltered_html' );
	}

	/**
	 * The hash of an export's elements (or of a bare element list).
	 *
	 * @param string $content Export JSON.
	 */
	public function fingerprint( string $content ): string {
		$decoded = json_decode( $content, true );
		$decoded = is_array( $decoded ) && is_array( $decoded['content'] ?? null ) ? $decoded['content'] : $decoded;
		return Fingerprint::elements( is_array( $decoded ) ? $decoded : array() );
	}

	/** {@inheritDoc} */
	public function document_hash( int $post_id ): string {
		return Fingerprint::elements( Elementor::elements_of( $post_id ) );
	}

	/** {@inheritDoc} */
	public function merger( array $picks ): TreeMerge {
		return new ElementMerge( $picks );
	}

	/**
	 * An Elementor range is found by its elements' ids (the context's
	 * `elements`); the content stays as it is.
	 *
	 * @param string $content Export JSON.
	 * @return array{content: string, ref: string, context: array<string, mixed>, hash: string}
	 */
	public function mark_range( string $content ): array {
		$export   = json_decode( $content, true );
		$elements = is_array( $export['content'] ?? null ) ? $export['content'] : array();
		return array(
			'content' => $content,
			'ref'     => '',
			'context' => array( 'elements' => Marker::element_ids( $elements ) ),
			'hash'    => Fingerprint::elements( $elements ),
		);
	}

	/** {@inheritDoc} */
	public function range_hash( \WP_Post $post, string $ref, array $context ): ?string {
		unset( $ref ); // Elements are found by their ids.
		$found = Marker::find_elements( Elementor::elements_of( $post->ID ), (array) ( $context['elements'] ?? array() ) );
		return $found ? Fingerprint::elements( $found ) : null;
	}

	/** {@inheritDoc} */
	public function range_content( \WP_Post $post, string $ref, array $context ): ?string {
		unset( $ref ); // Elements are found by their ids.
		$elements = Marker::find_elements( Elementor::elements_of( $post->ID ), (array) ( $context['elements'] ?? array() ) );
		return $elements ? (string) wp_json_encode( array( 'content' => $elements ) ) : null;
	}

	/**
	 * The document as an export: its elements and its page settings (a
	 * page's Body Style is part of its design; a revision holds them too).
	 *
	 * @param \WP_Post $post Post or revision.
	 */
	public function document_content( \WP_Post $post ): ?string {
		$elements = Elementor::elements_of( $post->ID );
		return $elements ? (string) wp_json_encode(
			array(
				'content'       => $elements,
				'page_settings' => (object) Elementor::page_settings_of( $post->ID ),
			)
		) : null;
	}

	/**
	 * The elements in place of the document's, or of the range's (with new
	 * ids, found again by them), saved as Elementor saves.
	 *
	 * @param int                  $post_id Post.
	 * @param string               $content Export JSON.
	 * @param bool                 $whole   The whole document, else a range.
	 * @param string               $ref     Unused: a range is found by its elements' ids.
	 * @param array<string, mixed> $context The range's context (`elements`).
	 * @return array<string, mixed>|null
	 */
	public function replace( int $post_id, string $content, bool $whole, string $ref, array $context ): ?array {
		unset( $ref );
		$export   = json_decode( $content, true );
		$elements = is_array( $export['content'] ?? null ) ? $export['content'] : array();
		$settings = null;
		if ( $whole ) {
			$document = $elements;
			// An export that carries page settings sets the document's: a
			// new version's (or a merge's, or a revision's on undo). Ours
			// are scalars and kit references; the site's own array values
			// (a background image, a padding) are never written from
			// outside, and stay.
			if ( is_array( $export['page_settings'] ?? null ) ) {
				$settings = Elementor::page_settings( $export['page_settings'] ) + array_filter(
					Elementor::page_settings_of( $post_id ),
					static fn( mixed $value, string|int $key ): bool => is_array( $value ) && '__globals__' !== $key,
					ARRAY_FILTER_USE_BOTH
				);
			}
		} else {
			$elements = Elementor::regenerate_ids( $elements );
			$document = Marker::replace_elements( Elementor::elements_of( $post_id ), (array) ( $context['elements'] ?? array() ), $elements );
			if ( null === $document ) {
				return null;
			}
			$context['elements'] = Marker::element_ids( $elements );
		}
		$revision = PostRevisions::keep( $post_id, self::REVISION_META );
		if ( null !== $settings ) {
			// Before Elementor saves: its save prints the page's CSS from them.
			Elementor::write_page_settings( $post_id, $settings );
		}
		self::save( $post_id, array_values( $document ) );
		return array(
			'context'  => $context,
			'revision' => $revision,
		);
	}

	/**
	 * Saves a document's elements: through Elementor's own
	 * `Document::save()` when Elementor runs (its data, plain text, CSS,
	 * caches and a revision, as its editor saves), else its data as
	 * Elementor stores it and its plain-text copy (`post_content`), with a
	 * revision of our own.
	 *
	 * @param int          $post_id  Post.
	 * @param array<mixed> $elements The document's elements.
	 */
	private static function save( int $post_id, array $elements ): void {
		$documents = class_exists( '\Elementor\Plugin' ) ? ( \Elementor\Plugin::$instance->documents ?? null ) : null;
		// Not the cached document: it read the page settings before they changed.
		$document = is_object( $documents ) && method_exists( $documents, 'get' ) ? $documents->get( $post_id, false ) : null;
		if ( is_object( $document ) && method_exists( $document, 'save' ) ) {
			$document->save( array( 'elements' => $elements ) );
			return;
		}
		update_post_meta( $post_id, Elementor::META_DATA, wp_slash( (string) wp_json_encode( $elements ) ) );
		// Its plain-text copy too, as Elementor's save writes it (before, the
		// copy kept the words the elements had before: search, excerpts and
		// the page without Elementor showed the old version). WordPress's own
		// revision of that change would lack Elementor's data: the one kept
		// below, with it, is the only one.
		$priority = has_action( 'post_updated', 'wp_save_post_revision' );
		if ( false !== $priority ) {
			remove_action( 'post_updated', 'wp_save_post_revision', $priority );
		}
		try {
			wp_update_post(
				wp_slash(
					array(
						'ID'           => $post_id,
						'post_content' => Elementor::plain_text( $elements ),
					)
				)
			);
		} finally {
			if ( false !== $priority ) {
				add_action( 'post_updated', 'wp_save_post_revision', $priority );
			}
		}
		PostRevisions::keep( $post_id, self::REVISION_META );
	}

	/**
	 * Elementor ranges are marked by their element ids, which stay.
	 *
	 * @param string $content Export JSON.
	 */
	public function without_marks( string $content ): string {
		return $content;
	}

	/**
	 * URLs, and the ids next to them (with the alt text Elementor then
	 * reads from the attachment: `Elementor::attach_images()`).
	 *
	 * @param string                $content JSON.
	 * @param array<string, string> $map     Source URL → local URL.
	 * @param array<string, int>    $ids     Source URL → attachment id.
	 */
	public function rewrite_images( string $content, array $map, array $ids ): string {
		$data = json_decode( $content, true );
		if ( ! is_array( $data ) ) {
			return ContentUrls::replace( $content, $map );
		}
		$local = array();
		foreach ( $ids as $url => $id ) {
			$local[ $map[ $url ] ?? $url ] = $id;
		}
		$walk = static function ( mixed $node ) use ( &$walk, $map ): mixed {
			if ( ! is_array( $node ) ) {
				return is_string( $node ) ? strtr( $node, $map ) : $node;
			}
			return array_map( $walk, $node );
		};
		return (string) wp_json_encode( Elementor::attach_images( $walk( $data ), $local ) );
	}

	/**
	 * The alt texts of `{url, alt}` settings.
	 *
	 * @param string $content Export JSON.
	 * @return array<string, string> URL → alt text.
	 */
	public function alt_texts( string $content ): array {
		$alts = array();
		$walk = static function ( mixed $node ) use ( &$walk, &$alts ): void {
			if ( ! is_array( $node ) ) {
				return;
			}
			if ( isset( $node['url'], $node['alt'] ) && is_string( $node['url'] ) && is_string( $node['alt'] ) && '' !== trim( $node['alt'] ) ) {
				$alts[ $node['url'] ] ??= trim( $node['alt'] );
			}
			array_map( $walk, $node );
		};
		$walk( json_decode( $content, true ) );
		return $alts;
	}

	/**
	 * An export's (or its element list's) element ids and menu anchors, and
	 * ids in its HTML texts.
	 *
	 * @param string $content Export JSON.
	 * @return string[]
	 */
	public function anchors( string $content ): array {
		$ids  = array();
		$walk = static function ( mixed $node ) use ( &$walk, &$ids ): void {
			if ( ! is_array( $node ) ) {
				if ( is_string( $node ) && str_contains( $node, 'id=' ) ) {
					$ids = array_merge( $ids, ContentLinks::ids( $node ) );
				}
				return;
			}
			$settings = is_array( $node['settings'] ?? null ) ? $node['settings'] : array();
			foreach ( array( '_element_id', 'anchor' ) as $key ) {
				if ( is_string( $settings[ $key ] ?? null ) && '' !== trim( $settings[ $key ] ) && ( '_element_id' === $key || 'menu-anchor' === ( $node['widgetType'] ?? '' ) ) ) {
					$ids[] = trim( $settings[ $key ] );
				}
			}
			foreach ( $node as $child ) {
				$walk( $child );
			}
		};
		$walk( json_decode( $content, true ) );
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Links in `url` settings and `<a href>`s in texts.
	 *
	 * @param string   $content Export JSON (or its element list).
	 * @param callable $target  Href → the new href, or null.
	 */
	public function relink( string $content, callable $target ): string {
		$data = json_decode( $content, true );
		if ( ! is_array( $data ) ) {
			return $content;
		}
		$changed = false;
		$data    = self::relink_node( $data, $target, $changed );
		return $changed ? (string) wp_json_encode( $data ) : $content;
	}

	/**
	 * Elementor data with its links pointed at their targets.
	 *
	 * @param array<mixed> $node    Export, element list or part of one.
	 * @param callable     $target  Href → new href or null.
	 * @param bool         $changed Set when something changed.
	 * @return array<mixed>
	 */
	private static function relink_node( array $node, callable $target, bool &$changed ): array {
		foreach ( $node as $key => $value ) {
			if ( is_array( $value ) ) {
				$node[ $key ] = self::relink_node( $value, $target, $changed );
			} elseif ( is_string( $value ) && 'url' === $key ) {
				$new = $target( trim( $value ) );
				if ( null !== $new ) {
					$node[ $key ] = $new;
					$changed      = true;
				}
			} elseif ( is_string( $value ) && str_contains( $value, 'href' ) ) {
				$node[ $key ] = ContentLinks::html( $value, $target, $changed );
			}
		}
		return $node;
	}

	/**
	 * An export names no post of the site by id that travels with it.
	 */
	public function carries_references(): bool {
		return false;
	}

	/**
	 * An export goes into the bundle as it is, its image URLs with it.
	 *
	 * @param string   $content  Export JSON.
	 * @param callable $localise Unused.
	 */
	public function bundle_content( string $content, callable $localise ): string {
		unset( $localise );
		return $content;
	}

	/**
	 * In an export the URL sits inside JSON strings: escaped for JSON.
	 *
	 * @param string $url URL.
	 */
	public function escape_url( string $url ): string {
		return substr( (string) wp_json_encode( $url ), 1, -1 );
	}

	/** {@inheritDoc} */
	public function file_extension(): string {
		return 'json';
	}

	/**
	 * An export without a content list cannot.
	 *
	 * @param string $content Export JSON.
	 */
	public function invalid_content( string $content ): ?string {
		$export = json_decode( $content, true );
		return is_array( $export ) && is_array( $export['content'] ?? null ) ? null : __( 'This Elementor template has no content.', 'stencilbox' );
	}

	/** {@inheritDoc} */
	public function invalid_file( string $body, string $file ): ?string {
		$json = json_decode( $body, true );
		if ( is_array( $json ) && isset( $json['content'] ) && is_array( $json['content'] ) ) {
			return null;
		}
		/* translators: %s: file path. */
		return sprintf( __( '%s is not an Elementor export (an object with a content list).', 'stencilbox' ), $file );
	}

	/**
	 * The export's own page settings (the page template its design was
	 * made for: Elementor Canvas or Full Width).
	 *
	 * @param string $content Export JSON.
	 * @return array<string, mixed>
	 */
	public function page_settings( string $content ): array {
		$export = json_decode( $content, true );
		return is_array( $export ) && is_array( $export['page_settings'] ?? null ) ? $export['page_settings'] : array();
	}

	/**
	 * New element ids for the open document (see `Elementor::regenerate_ids()`).
	 *
	 * @param string $content Export JSON.
	 */
	public function with_new_ids( string $content ): string {
		$export = json_decode( $content, true );
		if ( ! is_array( $export ) || ! is_array( $export['content'] ?? null ) ) {
			return $content;
		}
		$export['content'] = Elementor::regenerate_ids( $export['content'] );
		return (string) wp_json_encode( $export, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/**
	 * The heading that reads the pack's site title takes the chosen title,
	 * the chosen logo before it (`PackBrand::elementor()`).
	 *
	 * @param string                             $content    Export JSON.
	 * @param string                             $brand      The pack's site title.
	 * @param string                             $title      The site title chosen in the wizard.
	 * @param array{id?: int, url?: string}|null $logo       The logo chosen in the wizard.
	 * @param int                                $logo_width Logo width in px.
	 */
	public function brand( string $content, string $brand, string $title, ?array $logo, int $logo_width ): string {
		return PackBrand::elementor( $content, $brand, $title, $logo, $logo_width );
	}

	/**
	 * Elementor (without Pro) has no widget that reads the site's title or
	 * logo: they are written into the content.
	 */
	public function brand_reads_site(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function recommended_theme(): array {
		return array(
			'stylesheet' => 'hello-elementor',
			'name'       => 'Hello Elementor',
		);
	}

	/** {@inheritDoc} */
	public function page_templates(): array {
		return Elementor::PAGE_TEMPLATES;
	}

	/**
	 * Elementor's page titles itself in its own document.
	 *
	 * @param string $content Export JSON.
	 */
	public function shows_own_title( string $content ): bool {
		unset( $content );
		return false;
	}

	/**
	 * Elementor's editor keeps the document's own title.
	 */
	public function titles_untitled_post(): bool {
		return false;
	}

	/**
	 * Once Elementor has loaded.
	 */
	public function renders_templates(): bool {
		return did_action( 'elementor/loaded' ) > 0;
	}

	/**
	 * Elementor's rendering (only when Elementor is loaded; its frontend
	 * API is the one Elementor documents for builder content).
	 *
	 * @param int $post_id The template.
	 */
	public function render_template( int $post_id ): ?string {
		if ( ! class_exists( '\Elementor\Plugin' ) ) {
			return '';
		}
		$plugin = \Elementor\Plugin::instance();
		return isset( $plugin->frontend ) ? (string) $plugin->frontend->get_builder_content_for_display( $post_id, true ) : '';
	}

	/**
	 * Elementor's data (slashed JSON, as `Elementor::write_document()` writes it).
	 *
	 * @param int $post_id Post.
	 */
	public function read( int $post_id ): string {
		return (string) get_post_meta( $post_id, Elementor::META_DATA, true );
	}

	/**
	 * Elementor's data (slashed JSON, as `Elementor::write_document()`
	 * writes it), and its plain-text copy (Elementor's save writes both).
	 * No page template given: wp_update_post() would check the one the
	 * post has against the theme's list, where Elementor Canvas may not be
	 * listed for our template post type, and reset it.
	 *
	 * @param int    $post_id Post.
	 * @param string $stored  The element list (JSON), as `read()` gave it.
	 */
	public function write( int $post_id, string $stored ): void {
		update_post_meta( $post_id, Elementor::META_DATA, wp_slash( $stored ) );
		$elements = json_decode( $stored, true );
		wp_update_post(
			wp_slash(
				array(
					'ID'            => $post_id,
					'post_content'  => Elementor::plain_text( is_array( $elements ) ? $elements : array() ),
					'page_template' => '',
				)
			)
		);
	}

	/**
	 * The plain-text copy of an export Elementor keeps in `post_content`.
	 *
	 * @param string $content Export JSON.
	 */
	public function post_content( string $content ): string {
		$export = json_decode( $content, true );
		return Elementor::plain_text( is_array( $export['content'] ?? null ) ? $export['content'] : array() );
	}

	/**
	 * Elementor's meta for a post made from an export: a page built with
	 * Elementor (`wp-page`), an entry of Elementor's library (its type from
	 * the item's), or a document of our template post type (`wp-post`).
	 *
	 * @param int    $post_id       Post.
	 * @param string $content       Export JSON.
	 * @param string $post_type     The post's type.
	 * @param string $item_type     The item's type (page or block).
	 * @param string $template_type The item's template type slug.
	 */
	public function write_document( int $post_id, string $content, string $post_type, string $item_type = '', string $template_type = '' ): void {
		$export   = json_decode( $content, true );
		$elements = is_array( $export['content'] ?? null ) ? $export['content'] : array();
		$type     = match ( $post_type ) {
			'page' => 'wp-page',
			Elementor::LIBRARY_POST_TYPE => Elementor::library_type( $item_type, $template_type, $elements ),
			default => 'wp-post',
		};
		Elementor::write_document( $post_id, $type, $elements, is_array( $export['page_settings'] ?? null ) ? $export['page_settings'] : array() );
	}

	/**
	 * Elementor opens it in its builder (an empty document of its own
	 * type), on its Canvas page template: the template alone, without the
	 * theme's header and footer around it. Without Elementor it stays a
	 * plain post.
	 *
	 * @param int $post_id The template.
	 */
	public function start_template( int $post_id ): void {
		if ( Elementor::active() ) {
			Elementor::write_document( $post_id, 'wp-post', array(), array() );
			update_post_meta( $post_id, '_wp_page_template', Elementor::CANVAS );
		}
	}

	/**
	 * Elementor's editor while Elementor is active.
	 *
	 * @param int $post_id Post.
	 */
	public function edit_link( int $post_id ): ?string {
		return Elementor::active() ? Elementor::edit_url( $post_id ) : null;
	}

	/**
	 * Elementor must be active, and Pro for a header or footer.
	 *
	 * @param string $template_type The item's template type slug.
	 */
	public function require_usable( string $template_type = '' ): void {
		Elementor::require_active();
		Elementor::require_pro_for( $template_type );
	}

	/**
	 * Elementor's template library.
	 *
	 * @param string $item_type page or block.
	 */
	public function library_post_type( string $item_type ): string {
		unset( $item_type ); // Pages and blocks alike.
		Elementor::require_active();
		return Elementor::LIBRARY_POST_TYPE;
	}
}
