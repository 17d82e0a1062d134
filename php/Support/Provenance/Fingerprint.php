<?php
/**
 * The hash of content "as inserted": what pristine detection compares.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Provenance;

use Stencilbox\Support\Platform\Platforms;

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
	/**
	 * Blocks whose text alignment the editor keeps in
	 * `style.typography.textAlign` since WordPress 7.0 (the typography
	 * support), and the attribute that held it before: the editor moves it
	 * when it loads such a block, so a save without an edit writes it in the
	 * new place. Both places are one alignment here.
	 */
	private const TEXT_ALIGN_BEFORE = array(
		'core/paragraph'             => 'align',
		'core/heading'               => 'textAlign',
		'core/button'                => 'textAlign',
		'core/pullquote'             => 'textAlign',
		'core/verse'                 => 'textAlign',
		'core/comment-author-name'   => 'textAlign',
		'core/comment-content'       => 'textAlign',
		'core/comment-date'          => 'textAlign',
		'core/comment-edit-link'     => 'textAlign',
		'core/comment-reply-link'    => 'textAlign',
		'core/comments-title'        => 'textAlign',
		'core/post-author-biography' => 'textAlign',
		'core/post-author-name'      => 'textAlign',
		'core/post-comments-form'    => 'textAlign',
		'core/post-date'             => 'textAlign',
		'core/post-excerpt'          => 'textAlign',
		'core/post-navigation-link'  => 'textAlign',
		'core/post-terms'            => 'textAlign',
		'core/post-title'            => 'textAlign',
		'core/query-title'           => 'textAlign',
		'core/site-tagline'          => 'textAlign',
		'core/site-title'            => 'textAlign',
		'core/term-description'      => 'textAlign',
	);

	/** Elements that have no end tag (HTML's void elements). */
	private const VOID_TAGS = 'area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr';

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
	 * @param callable|null                    $html      How a block's HTML counts (`html()`);
	 *                                                    a migration passes an earlier rule.
	 * @param bool                             $canonical Whether the editor's two spellings of one
	 *                                                    thing count as one (`canonical()`); false
	 *                                                    is the rule before [23] (migrations).
	 */
	public static function blocks( array $blocks, ?callable $html = null, bool $canonical = true ): string {
		return hash( 'sha256', (string) wp_json_encode( self::block_shape( Marker::strip( $blocks ), $html ?? array( self::class, 'html' ), $canonical ) ) );
	}

	/**
	 * The hash of Elementor elements.
	 *
	 * @param array<mixed> $elements  Elements.
	 * @param bool         $canonical Whether what Elementor's save drops when
	 *                                empty counts as absent (false: the rule
	 *                                before [23], for migrations).
	 */
	public static function elements( array $elements, bool $canonical = true ): string {
		return hash( 'sha256', (string) wp_json_encode( self::element_shape( $elements, $canonical ) ) );
	}

	/**
	 * The hash of content of a platform: block markup, or Elementor JSON (an
	 * export `{content: [...]}` or a list of elements).
	 *
	 * @param string $platform A platform's name (`Platforms`).
	 * @param string $content  Content.
	 */
	public static function content( string $platform, string $content ): string {
		return Platforms::get( $platform )->fingerprint( $content );
	}

	/**
	 * What of blocks counts.
	 *
	 * @param array<int, array<string, mixed>> $blocks    Parsed blocks.
	 * @param callable                         $normalize How HTML counts.
	 * @param bool                             $canonical One spelling for the editor's two (`canonical()`).
	 * @return array<int, array<string, mixed>>
	 */
	private static function block_shape( array $blocks, callable $normalize, bool $canonical = true ): array {
		$out = array();
		foreach ( $blocks as $block ) {
			$name  = $block['blockName'];
			$attrs = (array) ( $block['attrs'] ?? array() );
			$html  = implode( "\0", array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) );
			if ( $canonical && null !== $name ) {
				[ $attrs, $html ] = self::canonical( (string) $name, $attrs, $html );
			}
			$html = (string) $normalize( $html );
			if ( null === $name && '' === $html ) {
				continue; // White space between blocks.
			}
			$out[] = array(
				'n' => $name,
				'a' => self::sorted( $attrs ),
				'h' => $html,
				'i' => self::block_shape( (array) ( $block['innerBlocks'] ?? array() ), $normalize, $canonical ),
			);
		}
		return $out;
	}

	/**
	 * A block in one spelling where the block editor has two for the same
	 * look — the one it writes when it loads and saves a block written the
	 * earlier way (its deprecations), so a save without an edit keeps the
	 * hash, on any WordPress since 6.8:
	 * - text alignment (TEXT_ALIGN_BEFORE) is `style.typography.textAlign`;
	 * - a button's width (`width: 50`, with the classes `has-custom-width
	 *   wp-block-button__width-50`) is `style.dimensions.width: "50%"`;
	 * - a post date shows its field through a binding (`displayType` is
	 *   `metadata.bindings.datetime`, `date` when not set);
	 * - an image's `height:auto` next to its width, on an `<img>` with no
	 *   height of its own, is what the browser does anyway;
	 * - a void element (`<img>`, `<hr>`, `<br>`…) ends with or without a
	 *   slash, a space before it or not;
	 * - an anchor is the `id` of the block's outer element: WordPress 7.1
	 *   also writes it as the `anchor` attribute, earlier versions read it
	 *   from the `id` alone, so an `anchor` equal to that `id` adds nothing.
	 *
	 * @param string               $name  Block name.
	 * @param array<string, mixed> $attrs Attributes.
	 * @param string               $html  Its HTML (inner blocks as NUL).
	 * @return array{0: array<string, mixed>, 1: string}
	 */
	private static function canonical( string $name, array $attrs, string $html ): array {
		// A void element ends the same with or without its slash: the
		// server's HTML writer spells `<img … />`, the editor `<img …/>`.
		$html   = (string) preg_replace( '#<(' . self::VOID_TAGS . ')\b([^>]*?)\s*/?>#i', '<$1$2>', $html );
		if ( is_string( $attrs['anchor'] ?? null ) && preg_match( '#^\s*<[a-z][a-z0-9-]*\b[^>]*\sid="([^"]*)"#i', $html, $id ) && $id[1] === $attrs['anchor'] ) {
			unset( $attrs['anchor'] );
		}
		$before = self::TEXT_ALIGN_BEFORE[ $name ] ?? null;
		if ( null !== $before && isset( $attrs[ $before ] ) && is_string( $attrs[ $before ] ) ) {
			$attrs = self::with_style( $attrs, 'typography', 'textAlign', $attrs[ $before ] );
			unset( $attrs[ $before ] );
		}
		if ( 'core/button' === $name && isset( $attrs['width'] ) && is_numeric( $attrs['width'] ) ) {
			$attrs = self::with_style( $attrs, 'dimensions', 'width', ( 0 + $attrs['width'] ) . '%' );
			unset( $attrs['width'] );
		}
		if ( 'core/button' === $name ) {
			$html = (string) preg_replace_callback(
				'#^(\s*<[a-z]+\b[^>]*\bclass=")([^"]*)#i',
				static fn( array $m ): string => $m[1] . trim( (string) preg_replace( '/(^|\s)(has-custom-width|wp-block-button__width-\d+)(?=\s|$)/', '', $m[2] ) ),
				$html
			);
		}
		if ( 'core/post-date' === $name ) {
			$field = is_string( $attrs['displayType'] ?? null ) ? $attrs['displayType'] : 'date';
			unset( $attrs['displayType'] );
			$meta  = is_array( $attrs['metadata'] ?? null ) ? $attrs['metadata'] : array();
			$binds = is_array( $meta['bindings'] ?? null ) ? $meta['bindings'] : array();
			$binds += array(
				'datetime' => array(
					'source' => 'core/post-data',
					'args'   => array( 'field' => $field ),
				),
			);
			$meta['bindings']  = $binds;
			$attrs['metadata'] = $meta;
		}
		if ( 'core/image' === $name ) {
			$html = (string) preg_replace_callback(
				'#<img\b[^>]*>#i',
				static function ( array $m ): string {
					if ( preg_match( '#\sheight\s*=#i', $m[0] ) ) {
						return $m[0];
					}
					return (string) preg_replace_callback(
						'#(\sstyle=")([^"]*)(")#i',
						static fn( array $s ): string => $s[1] . trim( (string) preg_replace( '/(^|;)\s*height\s*:\s*auto\s*(?=;|$)/i', '', $s[2] ), '; ' ) . $s[3],
						$m[0]
					);
				},
				$html
			);
		}
		return array( $attrs, $html );
	}

	/**
	 * Attributes with one `style` value set, unless already set.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 * @param string               $group Style group (`typography`, `dimensions`).
	 * @param string               $key   Its key.
	 * @param mixed                $value Value.
	 * @return array<string, mixed>
	 */
	private static function with_style( array $attrs, string $group, string $key, mixed $value ): array {
		$style           = is_array( $attrs['style'] ?? null ) ? $attrs['style'] : array();
		$part            = is_array( $style[ $group ] ?? null ) ? $style[ $group ] : array();
		$part           += array( $key => $value );
		$style[ $group ] = $part;
		$attrs['style']  = $style;
		return $attrs;
	}

	/**
	 * What of Elementor elements counts.
	 *
	 * @param array<mixed> $elements  Elements.
	 * @param bool         $canonical What Elementor's save drops when empty counts as absent.
	 * @return array<int, mixed>
	 */
	private static function element_shape( array $elements, bool $canonical = true ): array {
		$out = array();
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			unset( $element['id'], $element['isInner'], $element['editSettings'], $element['defaultEditSettings'] );
			// Elementor's save keeps `isLocked` only when set
			// (Element_Base::get_raw_data) and `interactions` only on its
			// atomic elements, empty there when there are none: both,
			// when empty, are what an element without them is.
			if ( $canonical && empty( $element['isLocked'] ) ) {
				unset( $element['isLocked'] );
			}
			if ( $canonical && array_key_exists( 'interactions', $element ) && self::no_interactions( $element['interactions'] ) ) {
				unset( $element['interactions'] );
			}
			if ( empty( $element['settings'] ) ) {
				unset( $element['settings'] );
			}
			if ( isset( $element['elements'] ) && is_array( $element['elements'] ) ) {
				$element['elements'] = self::element_shape( $element['elements'], $canonical );
				if ( ! $element['elements'] ) {
					unset( $element['elements'] );
				}
			}
			$out[] = self::sorted( $element );
		}
		return $out;
	}

	/**
	 * Whether an element's interactions are none: empty, or an empty list
	 * (also as JSON, or as `{items: []}`).
	 *
	 * @param mixed $value `interactions`.
	 */
	private static function no_interactions( mixed $value ): bool {
		if ( is_string( $value ) ) {
			$value = '' === trim( $value ) ? array() : json_decode( $value, true );
		}
		if ( is_array( $value ) && array_key_exists( 'items', $value ) && count( $value ) === 1 ) {
			$value = $value['items'];
		}
		return is_array( $value ) && array() === $value;
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
