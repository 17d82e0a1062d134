<?php
/**
 * What Stencilbox knows about Elementor on this site, and the names
 * Elementor reads (its template library post type, taxonomy and meta keys,
 * as Elementor's `Source_Local` and `Document` classes define them).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

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
			throw new HttpError(
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
			throw new HttpError(
				'invalid_requirements',
				__( 'This template is a site header or footer, which needs Elementor Pro. Install Elementor Pro, or open a single page in Elementor and insert the template there as a section.', 'stencilbox' ),
				400,
				array( 'title' => __( 'Elementor Pro required', 'stencilbox' ) )
			);
		}
	}

	/**
	 * The Elementor document type of an item in the template library.
	 *
	 * @param string $item_type     page or block.
	 * @param string $template_type The item's template type slug.
	 */
	public static function library_type( string $item_type, string $template_type ): string {
		if ( 'page' === $item_type ) {
			return 'page';
		}
		return in_array( $template_type, self::PRO_TYPES, true ) ? $template_type : 'section';
	}

	/**
	 * Writes the meta Elementor reads for a document built with it.
	 *
	 * @param int                  $post_id       Post.
	 * @param string               $template_type Elementor document type (page, section, header, …; wp-page for a page).
	 * @param array<mixed>         $elements      The element tree.
	 * @param array<string, mixed> $page_settings Page settings (only scalar values are kept).
	 */
	public static function write_document( int $post_id, string $template_type, array $elements, array $page_settings ): void {
		update_post_meta( $post_id, self::META_EDIT_MODE, 'builder' );
		update_post_meta( $post_id, self::META_TEMPLATE_TYPE, $template_type );
		// Elementor stores its data as slashed JSON (update_post_meta unslashes).
		update_post_meta( $post_id, self::META_DATA, wp_slash( (string) wp_json_encode( array_values( $elements ) ) ) );
		update_post_meta( $post_id, self::META_VERSION, self::version() );
		$settings = array_filter( $page_settings, static fn( mixed $value ): bool => is_scalar( $value ) );
		if ( $settings ) {
			update_post_meta( $post_id, self::META_PAGE_SETTINGS, array_map( static fn( mixed $value ): string => sanitize_text_field( (string) $value ), $settings ) );
		}
		if ( self::LIBRARY_POST_TYPE === get_post_type( $post_id ) && taxonomy_exists( self::LIBRARY_TYPE_TAXONOMY ) ) {
			wp_set_object_terms( $post_id, $template_type, self::LIBRARY_TYPE_TAXONOMY );
		}
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
