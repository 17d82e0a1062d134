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
 * order without our mark, inner blocks, their HTML as it renders: white
 * space that shows counts, white space that never does is left out, see
 * `html()`) — a save that changes nothing keeps the hash, a changed word,
 * space that shows, attribute or block changes it. Elementor elements are hashed
 * without their ids (new at every insert) and without what Elementor
 * itself adds or drops on save (`isInner`, empty settings).
 */
final class Fingerprint {
	/** Tags around which white space never renders (block-level, and line breaks). */
	private const BLOCK_TAGS = 'address|article|aside|audio|blockquote|br|caption|col|colgroup|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|iframe|li|main|nav|ol|p|pre|section|source|summary|table|tbody|td|textarea|tfoot|th|thead|tr|track|ul|video';

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
	 * @param callable|null                    $html   How a block's HTML counts (`html()`);
	 *                                                 a migration passes an earlier rule.
	 */
	public static function blocks( array $blocks, ?callable $html = null ): string {
		return hash( 'sha256', (string) wp_json_encode( self::block_shape( Marker::strip( $blocks ), $html ?? array( self::class, 'html' ) ) ) );
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
	 * @param array<int, array<string, mixed>> $blocks    Parsed blocks.
	 * @param callable                         $normalize How HTML counts.
	 * @return array<int, array<string, mixed>>
	 */
	private static function block_shape( array $blocks, callable $normalize ): array {
		$out = array();
		foreach ( $blocks as $block ) {
			$html = (string) $normalize( implode( "\0", array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) ) );
			if ( null === $block['blockName'] && '' === $html ) {
				continue; // White space between blocks.
			}
			$out[] = array(
				'n' => $block['blockName'],
				'a' => self::sorted( (array) ( $block['attrs'] ?? array() ) ),
				'h' => $html,
				'i' => self::block_shape( (array) ( $block['innerBlocks'] ?? array() ), $normalize ),
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
	 * HTML as it renders, white space included: a run of the white space
	 * HTML collapses (space, tab, line breaks) counts as one space, and
	 * none where it never shows — next to a block-level tag, a line break,
	 * an inner block or the block's edges; every other space counts
	 * (between two formatted words, a no-break space). Preformatted text
	 * (`<pre>`: code, preformatted and verse blocks; `<textarea>`) keeps
	 * its white space exactly, a `<br>` there being the same line break as
	 * a newline.
	 *
	 * @param string $html HTML (inner blocks' places as NUL).
	 */
	public static function html( string $html ): string {
		$kept = array();
		$html = (string) preg_replace_callback(
			'#<(pre|textarea)\b[^>]*>.*?</\1\s*>#is',
			static function ( array $m ) use ( &$kept ): string {
				$kept[] = (string) preg_replace( '#<br\s*/?>#i', "\n", str_replace( "\r\n", "\n", $m[0] ) );
				return "\x01" . ( count( $kept ) - 1 ) . "\x01";
			},
			$html
		);
		$html = (string) preg_replace( '/[ \t\n\r\f]+/', ' ', $html );
		$html = (string) preg_replace( '# ?(</?(?:' . self::BLOCK_TAGS . ')\b[^>]*>|\x00|\x01\d+\x01) ?#i', '$1', $html );
		$html = trim( $html, ' ' );
		return (string) preg_replace_callback( '/\x01(\d+)\x01/', static fn( array $m ): string => $kept[ (int) $m[1] ], $html );
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
