<?php
/**
 * What Stencilbox knows about Elementor on this site, and the names
 * Elementor reads (its template library post type, taxonomy and meta keys,
 * as Elementor's `Source_Local` and `Document` classes define them).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Design\ElementorTokens;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor's names and the checks every Elementor path shares.
 */
final class Elementor {
	/** Elementor's template library post type (`Source_Local::CPT`). */
	public const LIBRARY_POST_TYPE = 'elementor_library';

	/** Its type taxonomy (`Source_Local::TAXONOMY_TYPE_SLUG`). */
	public const LIBRARY_TYPE_TAXONOMY = 'elementor_library_type';

	/** The meta Elementor reads for a document (`Document::TYPE_META_KEY` and friends). */
	public const META_TEMPLATE_TYPE = '_elementor_template_type';
	public const META_EDIT_MODE     = '_elementor_edit_mode';
	public const META_DATA          = '_elementor_data';
	public const META_VERSION       = '_elementor_version';
	public const META_PAGE_SETTINGS = '_elementor_page_settings';

	/** Template types that need Elementor Pro (its theme builder). */
	public const PRO_TYPES = array( 'header', 'footer' );

	/** Page templates Elementor registers for every theme. */
	public const PAGE_TEMPLATES = array( 'elementor_canvas', 'elementor_header_footer', 'elementor_theme' );

	/** Elementor Canvas: the document alone, without the theme's header and footer. */
	public const CANVAS = 'elementor_canvas';

	/** Elementor Full Width: the theme's header and footer around a full-width document. */
	public const FULL_WIDTH = 'elementor_header_footer';

	/**
	 * Whether Elementor is active (its version constant and its library).
	 */
	public static function active(): bool {
		return defined( 'ELEMENTOR_VERSION' ) && post_type_exists( self::LIBRARY_POST_TYPE );
	}

	/**
	 * Whether Elementor Pro is active.
	 */
	public static function pro_active(): bool {
		return self::active() && defined( 'ELEMENTOR_PRO_VERSION' );
	}

	/**
	 * Elementor's version ('' without Elementor).
	 */
	public static function version(): string {
		return defined( 'ELEMENTOR_VERSION' ) ? (string) constant( 'ELEMENTOR_VERSION' ) : '';
	}

	/**
	 * Refuses when Elementor is not active (spec part 1 §5).
	 *
	 * @throws HttpError 400 invalid_requirements, titled 'Elementor not installed.'.
	 */
	public static function require_active(): void {
		if ( ! self::active() ) {
			HttpError::raise(
				'invalid_requirements',
				__( 'The required dependency ‘Elementor’ is missing. Please install it before proceeding.', 'stencilbox' ),
				400,
				array( 'title' => __( 'Elementor not installed.', 'stencilbox' ) )
			);
		}
	}

	/**
	 * Refuses a header or footer template without Elementor Pro (spec part
	 * 2 §4: those are Pro theme-builder documents).
	 *
	 * @param string $template_type The item's template type slug.
	 * @throws HttpError 400 invalid_requirements, titled 'Elementor Pro required'.
	 */
	public static function require_pro_for( string $template_type ): void {
		if ( in_array( $template_type, self::PRO_TYPES, true ) && ! self::pro_active() ) {
			HttpError::raise(
				'invalid_requirements',
				__( 'This template is a site header or footer, which needs Elementor Pro. Install Elementor Pro, or open a single page in Elementor and insert the template there as a section.', 'stencilbox' ),
				400,
				array( 'title' => __( 'Elementor Pro required', 'stencilbox' ) )
			);
		}
	}

	/**
	 * Element types that Elementor saves as a library document of their own
	 * type ("Save as Template" names the document after the element:
	 * `modules/library/documents/` and Elementor 4's atomic layouts,
	 * `modules/atomic-widgets/library/`).
	 */
	public const ELEMENT_DOCUMENT_TYPES = array( 'section', 'container', 'e-div-block', 'e-flexbox', 'e-grid' );

	/**
	 * The Elementor document type of an item in the template library: a
	 * page, a header or footer (Pro's theme builder), or a block saved as
	 * Elementor saves its elements: a `container` document for containers,
	 * `e-div-block` / `e-flexbox` / `e-grid` for Elementor 4's layouts, a
	 * `section` otherwise (sections, or a mix).
	 *
	 * @param string       $item_type     page or block.
	 * @param string       $template_type The item's template type slug.
	 * @param array<mixed> $elements      The element tree (its top-level elements decide).
	 */
	public static function library_type( string $item_type, string $template_type, array $elements = array() ): string {
		if ( 'page' === $item_type ) {
			return 'page';
		}
		if ( in_array( $template_type, self::PRO_TYPES, true ) ) {
			return $template_type;
		}
		$types = array_unique(
			array_map( static fn( mixed $element ): string => is_array( $element ) ? (string) ( $element['elType'] ?? '' ) : '', $elements )
		);
		return 1 === count( $types ) && in_array( $types[0] ?? '', self::ELEMENT_DOCUMENT_TYPES, true ) ? (string) $types[0] : 'section';
	}

	/**
	 * Writes the meta Elementor reads for a document built with it (the
	 * post's `post_content` is its `plain_text()`, written with the post).
	 *
	 * @param int                  $post_id       Post.
	 * @param string               $template_type Elementor document type (page, section, header, …; wp-page for a page).
	 * @param array<mixed>         $elements      The element tree.
	 * @param array<string, mixed> $page_settings Page settings (only scalar values are kept, and
	 *                                            `__globals__`' kit references: a page's
	 *                                            background matched to the kit's globals).
	 */
	public static function write_document( int $post_id, string $template_type, array $elements, array $page_settings ): void {
		update_post_meta( $post_id, self::META_EDIT_MODE, 'builder' );
		update_post_meta( $post_id, self::META_TEMPLATE_TYPE, $template_type );
		// Elementor stores its data as slashed JSON (update_post_meta unslashes).
		update_post_meta( $post_id, self::META_DATA, wp_slash( (string) wp_json_encode( array_values( $elements ) ) ) );
		update_post_meta( $post_id, self::META_VERSION, self::version() );
		// The content's page settings replace the document's: a document
		// written again (a full-site import's template, a landed file's new
		// version) keeps none its new content lacks.
		self::write_page_settings( $post_id, self::page_settings( $page_settings ) );
		if ( self::LIBRARY_POST_TYPE === get_post_type( $post_id ) && taxonomy_exists( self::LIBRARY_TYPE_TAXONOMY ) ) {
			wp_set_object_terms( $post_id, $template_type, self::LIBRARY_TYPE_TAXONOMY );
		}
	}

	/**
	 * Page settings from outside as a document may hold them: scalar values
	 * (sanitised as text) and `__globals__`' well-formed kit references.
	 *
	 * @param array<string, mixed> $page_settings Page settings.
	 * @return array<string, mixed>
	 */
	public static function page_settings( array $page_settings ): array {
		$settings = array_filter( $page_settings, static fn( mixed $value ): bool => is_scalar( $value ) );
		$settings = array_map( static fn( mixed $value ): string => sanitize_text_field( (string) $value ), $settings );
		$globals  = array();
		foreach ( is_array( $page_settings['__globals__'] ?? null ) ? $page_settings['__globals__'] : array() as $control => $reference ) {
			if ( is_string( $control ) && preg_match( '/^[a-z0-9_]{1,100}$/D', $control ) && ( null !== ElementorTokens::global_id( $reference, ElementorTokens::COLOUR_GLOBAL ) || null !== ElementorTokens::global_id( $reference, ElementorTokens::TYPOGRAPHY_GLOBAL ) ) ) {
				$globals[ $control ] = (string) $reference;
			}
		}
		if ( $globals ) {
			$settings['__globals__'] = $globals;
		}
		return $settings;
	}

	/**
	 * Writes a document's page settings (none: the meta goes).
	 *
	 * @param int                  $post_id  Post.
	 * @param array<string, mixed> $settings Page settings (`page_settings()`' or the site's own).
	 */
	public static function write_page_settings( int $post_id, array $settings ): void {
		if ( $settings ) {
			update_post_meta( $post_id, self::META_PAGE_SETTINGS, $settings );
		} else {
			delete_post_meta( $post_id, self::META_PAGE_SETTINGS );
		}
	}

	/**
	 * A document's page settings as stored (a revision's too).
	 *
	 * @param int $post_id Post or revision.
	 * @return array<string, mixed>
	 */
	public static function page_settings_of( int $post_id ): array {
		$settings = get_metadata( 'post', $post_id, self::META_PAGE_SETTINGS, true );
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * The copy of an element tree Elementor keeps in `post_content` (for
	 * search, excerpts, and something to show if Elementor is switched off;
	 * `Elementor\DB::save_plain_text()` writes it on every save): Elementor's own
	 * (`Elementor\DB::get_plain_text_from_data()`, dynamic tags left out as
	 * its save does) when Elementor runs; else the texts of the widgets'
	 * text settings, as simple HTML.
	 *
	 * @param array<mixed> $elements The element tree.
	 */
	public static function plain_text( array $elements ): string {
		if ( ! $elements ) {
			return '';
		}
		$plugin = class_exists( '\Elementor\Plugin' ) ? \Elementor\Plugin::$instance : null;
		if ( $plugin && isset( $plugin->db, $plugin->dynamic_tags ) && method_exists( $plugin->db, 'get_plain_text_from_data' ) ) {
			$mode = $plugin->dynamic_tags->get_parsing_mode();
			$plugin->dynamic_tags->set_parsing_mode( 'remove' );
			// What the widgets print, never a notice PHP would print among it.
			$display = ini_set( 'display_errors', '0' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Disallowed, Squiz.PHP.DiscouragedFunctions.Discouraged -- restored below.
			try {
				return (string) $plugin->db->get_plain_text_from_data( $elements );
			} catch ( \Throwable $error ) {
				unset( $error ); // Some widget could not render alone: the texts below stand in.
			} finally {
				if ( false !== $display ) {
					ini_set( 'display_errors', $display ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Disallowed, Squiz.PHP.DiscouragedFunctions.Discouraged -- as it was.
				}
				$plugin->dynamic_tags->set_parsing_mode( $mode );
			}
		}
		$lines = array();
		$walk  = static function ( array $elements ) use ( &$walk, &$lines ): void {
			foreach ( $elements as $element ) {
				if ( ! is_array( $element ) ) {
					continue;
				}
				$settings = is_array( $element['settings'] ?? null ) ? $element['settings'] : array();
				if ( 'heading' === ( $element['widgetType'] ?? '' ) && is_string( $settings['title'] ?? null ) ) {
					$tag     = preg_match( '/^h[1-6]$/', (string) ( $settings['header_size'] ?? '' ) ) ? $settings['header_size'] : 'h2';
					$lines[] = '<' . $tag . '>' . $settings['title'] . '</' . $tag . '>';
				} elseif ( 'widget' === ( $element['elType'] ?? '' ) ) {
					array_push( $lines, ...self::texts( $settings ) );
				}
				$walk( is_array( $element['elements'] ?? null ) ? $element['elements'] : array() );
			}
		};
		$walk( $elements );
		return trim( wp_kses_post( implode( "\n", $lines ) ) );
	}

	/**
	 * The text settings of a widget (and of its repeater items), in order.
	 *
	 * @param array<mixed> $settings Settings.
	 * @return string[]
	 */
	private static function texts( array $settings ): array {
		$texts = array();
		foreach ( $settings as $key => $value ) {
			if ( is_array( $value ) && array_is_list( $value ) ) {
				foreach ( $value as $item ) {
					$texts = array_merge( $texts, is_array( $item ) ? self::texts( $item ) : array() );
				}
			} elseif ( is_string( $value ) && '' !== trim( $value ) && in_array( $key, array( 'title', 'editor', 'text', 'title_text', 'description_text', 'testimonial_content', 'testimonial_name', 'tab_title', 'tab_content', 'item_title', 'item_description' ), true ) ) {
				$texts[] = str_contains( $value, '<' ) ? $value : '<p>' . $value . '</p>';
			}
		}
		return $texts;
	}

	/**
	 * Points the images of an element tree at their copies: an image
	 * setting (`{url, id, alt, …}`) whose URL was copied gets the copy's
	 * attachment id, which is what Elementor renders it by
	 * (`wp_get_attachment_image()`, alt text from the attachment); the
	 * attachment takes the setting's alt text when it has none yet.
	 *
	 * @param mixed              $node An element tree (or any part of it).
	 * @param array<string, int> $ids  Image URL → attachment id.
	 * @return mixed
	 */
	public static function attach_images( mixed $node, array $ids ): mixed {
		if ( ! is_array( $node ) ) {
			return $node;
		}
		$url = is_string( $node['url'] ?? null ) ? $node['url'] : '';
		if ( '' !== $url && isset( $ids[ $url ] ) && array_key_exists( 'id', $node ) ) {
			$node['id'] = $ids[ $url ];
			$alt        = is_string( $node['alt'] ?? null ) ? sanitize_text_field( $node['alt'] ) : '';
			if ( '' !== $alt && '' === (string) get_post_meta( $ids[ $url ], '_wp_attachment_image_alt', true ) ) {
				update_post_meta( $ids[ $url ], '_wp_attachment_image_alt', wp_slash( $alt ) );
			}
		}
		foreach ( $node as $key => $value ) {
			if ( is_array( $value ) ) {
				$node[ $key ] = self::attach_images( $value, $ids );
			}
		}
		return $node;
	}

	/**
	 * A document's elements, as Elementor stores them.
	 *
	 * @param int $post_id Post.
	 * @return array<mixed>
	 */
	public static function elements_of( int $post_id ): array {
		$data     = get_post_meta( $post_id, self::META_DATA, true );
		$elements = is_string( $data ) ? json_decode( $data, true ) : $data;
		return is_array( $elements ) ? $elements : array();
	}

	/**
	 * Where Elementor edits a post.
	 *
	 * @param int $post_id Post.
	 */
	public static function edit_url( int $post_id ): string {
		return add_query_arg(
			array(
				'post'   => $post_id,
				'action' => 'elementor',
			),
			admin_url( 'post.php' )
		);
	}

	/**
	 * The elements with new ids, as Elementor's template library hands a
	 * template to the editor (`Source_Base::replace_elements_ids`: every
	 * element gets `Utils::generate_random_string()`, a short hex string),
	 * so inserting an item twice never repeats an id in a document.
	 *
	 * @param array<mixed> $elements Elements.
	 * @return array<mixed>
	 */
	public static function regenerate_ids( array $elements ): array {
		foreach ( $elements as $index => $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			if ( isset( $element['elType'] ) ) {
				$element['id'] = substr( bin2hex( random_bytes( 4 ) ), 0, 7 );
			}
			if ( is_array( $element['elements'] ?? null ) ) {
				$element['elements'] = self::regenerate_ids( $element['elements'] );
			}
			$elements[ $index ] = $element;
		}
		return $elements;
	}
}
