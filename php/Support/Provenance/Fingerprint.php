<?php
/**
 * The hash of content "as inserted": what pristine detection compares.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Provenance;

defined( 'ABSPATH' ) || exit;

/**
 * A hash of what the content is, not of how one serializer spelt it: the
 * editor reads inserted markup and writes it back when the post is saved,
 * so the hash is taken over the parsed blocks (name, attributes in key
 * order without our mark, inner blocks, their HTML with runs of white
 * space made one) — a save that changes nothing keeps the hash, a changed
 * word, attribute or block changes it. Elementor elements are hashed
 * without their ids (new at every insert) and without what Elementor
 * itself adds or drops on save (`isInner`, empty settings).
 */
final class Fingerprint {
	/**
	 * The hash of block markup.
	 *
	 * @param string $markup Block markup.
	 */
	public static function markup( string $markup ): string {
		return self::blocks( parse_blocks( $markup ) );
	}

	/**
	 * The hash of parsed blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 */
	public static function blocks( array $blocks ): string {
		return hash( 'sha256', (string) wp_json_encode( self::block_shape( Marker::strip( $blocks ) ) ) );
	}

	/**
	 * The hash of Elementor elements.
	 *
	 * @param array<mixed> $elements Elements.
	 */
	public static function elements( array $elements ): string {
		return hash( 'sha256', (string) wp_json_encode( self::element_shape( $elements ) ) );
	}

	/**
	 * The hash of content of a platform: block markup, or Elementor JSON (an
	 * export `{content: [...]}` or a list of elements).
	 *
	 * @param string $platform gutenberg or elementor.
	 * @param string $content  Content.
	 */
	public static function content( string $platform, string $content ): string {
		if ( 'elementor' !== $platform ) {
			return self::markup( $content );
		}
		$decoded = json_decode( $content, true );
		$decoded = is_array( $decoded ) && is_array( $decoded['content'] ?? null ) ? $decoded['content'] : $decoded;
		return self::elements( is_array( $decoded ) ? $decoded : array() );
	}

	/**
	 * What of blocks counts.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	private static function block_shape( array $blocks ): array {
		$out = array();
		foreach ( $blocks as $block ) {
			$html = self::html( implode( "\0", array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) ) );
			if ( null === $block['blockName'] && '' === $html ) {
				continue; // White space between blocks.
			}
			$out[] = array(
				'n' => $block['blockName'],
				'a' => self::sorted( (array) ( $block['attrs'] ?? array() ) ),
				'h' => $html,
				'i' => self::block_shape( (array) ( $block['innerBlocks'] ?? array() ) ),
			);
		}
		return $out;
	}

	/**
	 * What of Elementor elements counts.
	 *
	 * @param array<mixed> $elements Elements.
	 * @return array<int, mixed>
	 */
	private static function element_shape( array $elements ): array {
		$out = array();
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			unset( $element['id'], $element['isInner'], $element['editSettings'], $element['defaultEditSettings'] );
			if ( empty( $element['settings'] ) ) {
				unset( $element['settings'] );
			}
			if ( isset( $element['elements'] ) && is_array( $element['elements'] ) ) {
				$element['elements'] = self::element_shape( $element['elements'] );
				if ( ! $element['elements'] ) {
					unset( $element['elements'] );
				}
			}
			$out[] = self::sorted( $element );
		}
		return $out;
	}

	/**
	 * HTML with its runs of white space made one, and none between tags.
	 *
	 * @param string $html HTML.
	 */
	private static function html( string $html ): string {
		$html = (string) preg_replace( '/\s+/u', ' ', $html );
		return trim( (string) preg_replace( '/>\s+</', '><', $html ) );
	}

	/**
	 * An array with its keys in order, at every depth (lists keep theirs).
	 *
	 * @param array<mixed> $value Array.
	 * @return array<mixed>
	 */
	private static function sorted( array $value ): array {
		if ( ! array_is_list( $value ) ) {
			ksort( $value );
		}
		foreach ( $value as $key => $item ) {
			if ( is_array( $item ) ) {
				$value[ $key ] = self::sorted( $item );
			}
		}
		return $value;
	}
}
