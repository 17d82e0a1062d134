<?php
/**
 * Three-way merge of block markup: design from the new version, content
 * the site changed kept (issue [25] item 4).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Merge;

use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;

defined( 'ABSPATH' ) || exit;

/**
 * `base` is the version the site inserted, `ours` the site's copy now,
 * `theirs` the new version (all block markup, prepared for this site the
 * same way). The rules (docs/decisions/versions.md, "Merging"):
 *
 * - **Matching.** Blocks are matched structurally, level by level: the
 *   children of matched blocks are matched by the longest common
 *   subsequence of their block names (position and name; no ids, no
 *   guessing by content). A block's path is its positions in the base
 *   from the top (`0/2/1`).
 * - **Structure** (which blocks, in which order) comes from the side that
 *   changed it: theirs when only the new version changed a level, ours
 *   when only the site did (a block the site added stays). A block one
 *   side removed and the other changed is a conflict (`removed`). When both
 *   changed the same level differently, the whole level is one conflict
 *   (`structure`).
 * - **Attributes** are compared leaf by leaf (`style.color.text`). The
 *   content attributes (CONTENT_ATTRS: an image's id, url and alt, a
 *   link, a caption…) stay ours where the site changed them; every other
 *   attribute is design (style, layout, spacing, colours, typography,
 *   className, align…) and comes from theirs. A leaf both sides changed to
 *   different values is a conflict (`attribute`); picking `ours` for a
 *   design leaf keeps the block's whole design the site's (attributes and
 *   the HTML's classes and styles together, so the two agree).
 * - **HTML.** A block's HTML is design (its tags, classes, inline styles
 *   and other attributes: theirs) around content slots: its text and the
 *   `href`, `src`, `alt` and `title` of its tags. When the three have the
 *   same tags and slots, each slot is merged (ours where the site changed
 *   it, conflict where both did); when the site changed the tags (a word
 *   made bold) and the new version changed no content, the site's HTML
 *   stays with the new version's classes and styles; otherwise the block's
 *   content is one conflict (`content`).
 *
 * Conflicts carry a key; `$picks` (key → `ours` or `theirs`) resolves them,
 * so a resolve runs the same merge again with the user's picks.
 */
final class BlockMerge extends TreeMerge {
	/**
	 * Block attributes that are content (kept where the site changed them);
	 * every other attribute is design.
	 */
	public const CONTENT_ATTRS = array( 'id', 'url', 'alt', 'href', 'title', 'caption', 'content', 'text', 'citation', 'value', 'label', 'rel', 'linkTarget', 'linkDestination', 'linkClass', 'mediaId', 'mediaUrl', 'mediaAlt', 'mediaLink', 'mediaType', 'src', 'poster', 'metadata', 'placeholder' );

	/** Tag attributes that are content slots, and what a conflict on them is called. */
	private const SLOT_ATTRS = array(
		'href'  => 'link',
		'src'   => 'image',
		'alt'   => 'image',
		'title' => 'text',
	);

	/** Where inner blocks go in a block's HTML while it is merged. */
	private const INNER = "\x00";

	/**
	 * Merges three versions of block markup.
	 *
	 * @param string $base   The version inserted.
	 * @param string $ours   The site's copy.
	 * @param string $theirs The new version.
	 * @return array{content: string, conflicts: array<int, array<string, string>>}
	 *         `content` is usable only when `conflicts` is empty.
	 */
	public function merge( string $base, string $ours, string $theirs ): array {
		$this->conflicts = array();
		$blocks          = $this->merge_list( self::blocks( $base ), self::blocks( $ours ), self::blocks( $theirs ), '' );
		return array(
			'content'   => self::serialize( $blocks ),
			'conflicts' => $this->conflicts,
		);
	}

	/**
	 * Top-level blocks of markup, without our marks and the white space
	 * between blocks.
	 *
	 * @param string $markup Block markup.
	 * @return array<int, array<string, mixed>>
	 */
	private static function blocks( string $markup ): array {
		$out = array();
		foreach ( Marker::strip( parse_blocks( $markup ) ) as $block ) {
			if ( null === $block['blockName'] && '' === trim( (string) $block['innerHTML'] ) ) {
				continue;
			}
			$out[] = $block;
		}
		return $out;
	}

	/**
	 * Blocks as markup, a blank line between top-level blocks (as the
	 * editor writes them).
	 *
	 * @param array<int, array<string, mixed>> $blocks Blocks.
	 */
	private static function serialize( array $blocks ): string {
		return implode( "\n\n", array_map( 'serialize_block', $blocks ) );
	}

	/**
	 * A block's name ('' for freeform HTML).
	 *
	 * @param array<string, mixed> $node Block.
	 */
	protected function name_of( array $node ): string {
		return (string) $node['blockName'];
	}

	/**
	 * The block type's title, as the editor's inserter shows it (translated);
	 * a block no plugin registers here is named by its name.
	 *
	 * @param string $name Block name.
	 */
	protected function label_of( string $name ): string {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		return $type && '' !== (string) $type->title ? (string) $type->title : $name;
	}

	/**
	 * A block's fingerprint (the pristine rule's: what it is, not how it
	 * was spelt).
	 *
	 * @param array<string, mixed> $node Block.
	 */
	protected function print_of( array $node ): string {
		return Fingerprint::blocks( array( $node ) );
	}

	/**
	 * Blocks as markup.
	 *
	 * @param array<int, array<string, mixed>> $nodes Blocks.
	 */
	protected function show( array $nodes ): string {
		return self::serialize( $nodes );
	}

	/**
	 * Merges one block that all three have (same name).
	 *
	 * @param array<string, mixed> $base   Base block.
	 * @param array<string, mixed> $ours   Ours.
	 * @param array<string, mixed> $theirs Theirs.
	 * @param string               $path   Its path.
	 * @return array<string, mixed>
	 */
	protected function merge_node( array $base, array $ours, array $theirs, string $path ): array {
		if ( $this->print_of( $ours ) === $this->print_of( $base ) ) {
			return $theirs;
		}
		if ( $this->print_of( $theirs ) === $this->print_of( $base ) && self::design_of( $ours ) === self::design_of( $base ) ) {
			return $ours; // Only the site changed it, and not its design.
		}
		$mine  = false;
		$attrs = $this->merge_attrs( $base, $ours, $theirs, $path, $mine );
		$inner = $this->merge_list( (array) $base['innerBlocks'], (array) $ours['innerBlocks'], (array) $theirs['innerBlocks'], $path );
		$html  = $this->merge_html( $base, $ours, $theirs, $path );
		if ( $mine ) {
			// The site's design kept (a design conflict picked `ours`): the HTML's classes and styles are the site's too.
			$html = self::with_design( self::tokens( $html ), self::tokens( self::html_of( $ours ) ) );
		}
		$media = $attrs['id'] ?? $attrs['mediaId'] ?? null;
		if ( is_int( $media ) ) {
			// The image's class names the attachment the merged image is.
			$html = (string) preg_replace( '/\bwp-image-\d+\b/', 'wp-image-' . $media, $html );
		}
		$block                = $theirs;
		$block['attrs']       = $attrs;
		$block['innerBlocks'] = $inner;
		$block['innerContent'] = self::inner_content( $html, count( $inner ), $theirs, $ours );
		$block['innerHTML']    = implode( '', array_filter( $block['innerContent'], 'is_string' ) );
		return $block;
	}

	/**
	 * Merges a block's attributes leaf by leaf. A design leaf both sides
	 * changed and the user picked `ours` for keeps the block's whole design
	 * as the site has it (`$mine`): the editor writes the HTML's classes and
	 * inline styles from the design attributes, so the two are kept
	 * together (one leaf of each side would leave the attributes and the
	 * HTML disagreeing — a block the editor calls invalid, a front end
	 * showing the other value).
	 *
	 * @param array<string, mixed> $base   Base block.
	 * @param array<string, mixed> $ours   Ours.
	 * @param array<string, mixed> $theirs Theirs.
	 * @param string               $path   Its path.
	 * @param bool                 $mine   Set when the site's design is kept.
	 * @return array<string, mixed>
	 */
	private function merge_attrs( array $base, array $ours, array $theirs, string $path, bool &$mine ): array {
		$b    = self::leaves( (array) $base['attrs'] );
		$o    = self::leaves( (array) $ours['attrs'] );
		$t    = self::leaves( (array) $theirs['attrs'] );
		$out  = array();
		$keys = array_unique( array_merge( array_keys( $t ), array_keys( $o ), array_keys( $b ) ) );
		foreach ( $keys as $key ) {
			$bv      = $b[ $key ] ?? null;
			$ov      = $o[ $key ] ?? null;
			$tv      = $t[ $key ] ?? null;
			$content = in_array( explode( '.', $key )[0], self::CONTENT_ATTRS, true );
			if ( $ov === $tv || $ov === $bv ) {
				$value = $tv;
			} elseif ( $tv === $bv ) {
				// Changed here only: content stays the site's, design is the new version's.
				$value = $content ? $ov : $tv;
			} else {
				$picked = 'ours' === $this->decide( $path, 'attribute', $key, (string) $theirs['blockName'], self::json( $bv ), self::json( $ov ), self::json( $tv ) );
				$value  = $picked ? $ov : $tv;
				$mine   = $mine || ( $picked && ! $content );
			}
			if ( null !== $value ) {
				$out[ $key ] = $value;
			}
		}
		if ( $mine ) {
			foreach ( $keys as $key ) {
				if ( ! in_array( explode( '.', $key )[0], self::CONTENT_ATTRS, true ) ) {
					if ( null !== ( $o[ $key ] ?? null ) ) {
						$out[ $key ] = $o[ $key ];
					} else {
						unset( $out[ $key ] );
					}
				}
			}
		}
		return self::unflatten( $out );
	}

	/**
	 * Merges a block's own HTML (its inner blocks' place kept).
	 *
	 * @param array<string, mixed> $base   Base block.
	 * @param array<string, mixed> $ours   Ours.
	 * @param array<string, mixed> $theirs Theirs.
	 * @param string               $path   Its path.
	 */
	private function merge_html( array $base, array $ours, array $theirs, string $path ): string {
		$hb = self::html_of( $base );
		$ho = self::html_of( $ours );
		$ht = self::html_of( $theirs );
		$cb = self::content_view( $hb );
		$co = self::content_view( $ho );
		$ct = self::content_view( $ht );
		if ( $co === $cb ) {
			return $ht;
		}
		$tb = self::tokens( $hb );
		$to = self::tokens( $ho );
		$tt = self::tokens( $ht );
		if ( self::signature( $tb ) === self::signature( $to ) && self::signature( $to ) === self::signature( $tt ) ) {
			$sb = self::slots( $tb );
			$so = self::slots( $to );
			$st = self::slots( $tt );
			$merged = array();
			foreach ( $st as $index => $slot ) {
				[ $kind, $tv ] = $slot;
				$bv            = $sb[ $index ][1];
				$ov = $so[ $index ][1];
				if ( $ov === $tv || $ov === $bv ) {
					$merged[] = $tv;
				} elseif ( $tv === $bv ) {
					$merged[] = $ov;
				} else {
					$merged[] = 'ours' === $this->decide( $path, $kind, (string) $index, (string) $theirs['blockName'], $bv, $ov, $tv ) ? $ov : $tv;
				}
			}
			return self::with_slots( $tt, $merged );
		}
		if ( $ct === $cb || 'ours' === $this->decide( $path, 'content', '', (string) $theirs['blockName'], self::visible( $cb ), self::visible( $co ), self::visible( $ct ) ) ) {
			return self::with_design( $to, $tt );
		}
		return $ht;
	}

	/**
	 * A block's design alone: its design attributes and its HTML without
	 * the content (for "only the site changed it, not its design").
	 *
	 * @param array<string, mixed> $block Block.
	 */
	private static function design_of( array $block ): string {
		$attrs = array_filter( self::leaves( (array) $block['attrs'] ), static fn( string $key ): bool => ! in_array( explode( '.', $key )[0], self::CONTENT_ATTRS, true ), ARRAY_FILTER_USE_KEY );
		ksort( $attrs );
		$tags = array_filter( self::tokens( self::html_of( $block ) ), static fn( array $token ): bool => 'tag' === $token[0] );
		$tags = array_map( static fn( array $token ): string => (string) preg_replace( '/\s(?:href|src|alt|title)\s*=\s*(?:"[^"]*"|\'[^\']*\')/i', '', $token[1] ), $tags );
		return (string) wp_json_encode( array( $attrs, array_values( $tags ) ) );
	}

	/**
	 * A block's own HTML, its inner blocks' place as one INNER.
	 *
	 * @param array<string, mixed> $block Block.
	 */
	private static function html_of( array $block ): string {
		$html   = '';
		$inside = false;
		$gap    = '';
		foreach ( (array) $block['innerContent'] as $chunk ) {
			if ( null === $chunk ) {
				if ( ! $inside ) {
					$html  .= self::INNER;
					$inside = true;
				}
				$gap = '';
				continue;
			}
			if ( $inside ) {
				$gap .= $chunk;
				continue;
			}
			$html .= $chunk;
		}
		return $html . $gap;
	}

	/**
	 * A block's inner content from its merged HTML and its number of inner
	 * blocks (the separator between them as the new version, or the site,
	 * writes it).
	 *
	 * @param string               $html   Merged HTML (INNER where inner blocks go).
	 * @param int                  $count  Inner blocks.
	 * @param array<string, mixed> $theirs Theirs (its separator).
	 * @param array<string, mixed> $ours   Ours.
	 * @return array<int, string|null>
	 */
	private static function inner_content( string $html, int $count, array $theirs, array $ours ): array {
		if ( 0 === $count ) {
			return array( str_replace( self::INNER, '', $html ) );
		}
		$sep = self::separator( $theirs ) ?? self::separator( $ours ) ?? "\n\n";
		if ( str_contains( $html, self::INNER ) ) {
			[ $before, $after ] = explode( self::INNER, $html, 2 );
		} else {
			$cut    = strrpos( $html, '</' );
			$before = false === $cut ? $html : substr( $html, 0, $cut );
			$after  = false === $cut ? '' : substr( $html, $cut );
		}
		$out = array( $before );
		for ( $n = 0; $n < $count; $n++ ) {
			if ( $n > 0 ) {
				$out[] = $sep;
			}
			$out[] = null;
		}
		$out[] = $after;
		return $out;
	}

	/**
	 * What a block writes between two inner blocks, if it has two.
	 *
	 * @param array<string, mixed> $block Block.
	 */
	private static function separator( array $block ): ?string {
		$chunks = (array) $block['innerContent'];
		foreach ( $chunks as $index => $chunk ) {
			if ( null === $chunk && array_key_exists( $index + 2, $chunks ) && null === $chunks[ $index + 2 ] && is_string( $chunks[ $index + 1 ] ) ) {
				return $chunks[ $index + 1 ];
			}
		}
		return null;
	}

	/**
	 * HTML without its design (class and style attributes), white space as
	 * it renders: what the content comparison looks at.
	 *
	 * @param string $html HTML.
	 */
	private static function content_view( string $html ): string {
		$html = (string) preg_replace( '/\s(?:class|style)\s*=\s*(?:"[^"]*"|\'[^\']*\')/i', '', $html );
		return Fingerprint::html( $html );
	}

	/**
	 * Content as a person reads it in a conflict (the inner blocks' place dropped).
	 *
	 * @param string $html Content view.
	 */
	private static function visible( string $html ): string {
		return trim( str_replace( self::INNER, ' ', $html ) );
	}

	/**
	 * HTML as tokens: `['tag', '<p …>']`, `['text', '…']`, `['inner', INNER]`.
	 *
	 * @param string $html HTML.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function tokens( string $html ): array {
		$parts = preg_split( '/(<[^>]*>|\x00)/', $html, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
		$out   = array();
		foreach ( (array) $parts as $part ) {
			$part  = (string) $part;
			$out[] = array( self::INNER === $part ? 'inner' : ( str_starts_with( $part, '<' ) ? 'tag' : 'text' ), $part );
		}
		return $out;
	}

	/**
	 * The shape of tokens: tag names, which slot attributes each has, where
	 * text is (white space between tags is not a slot).
	 *
	 * @param array<int, array{0: string, 1: string}> $tokens Tokens.
	 */
	private static function signature( array $tokens ): string {
		$out = array();
		foreach ( $tokens as [ $kind, $value ] ) {
			if ( 'tag' === $kind ) {
				$out[] = self::tag_name( $value ) . '[' . implode( ',', array_keys( self::slot_attrs( $value ) ) ) . ']';
			} elseif ( 'inner' === $kind ) {
				$out[] = 'inner';
			} elseif ( '' !== trim( $value ) ) {
				$out[] = '#text';
			}
		}
		return implode( ' ', $out );
	}

	/**
	 * The content slots of tokens, in order: `[what, value]`.
	 *
	 * @param array<int, array{0: string, 1: string}> $tokens Tokens.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function slots( array $tokens ): array {
		$out = array();
		foreach ( $tokens as [ $kind, $value ] ) {
			if ( 'tag' === $kind ) {
				foreach ( self::slot_attrs( $value ) as $name => $attr ) {
					$out[] = array( self::SLOT_ATTRS[ $name ], $attr );
				}
			} elseif ( 'text' === $kind && '' !== trim( $value ) ) {
				$out[] = array( 'text', $value );
			}
		}
		return $out;
	}

	/**
	 * Tokens as HTML with new slot values (in `slots()` order).
	 *
	 * @param array<int, array{0: string, 1: string}> $tokens Tokens.
	 * @param string[]                                $values Slot values.
	 */
	private static function with_slots( array $tokens, array $values ): string {
		$html  = '';
		$index = 0;
		foreach ( $tokens as [ $kind, $value ] ) {
			if ( 'tag' === $kind ) {
				foreach ( array_keys( self::slot_attrs( $value ) ) as $name ) {
					$next  = $values[ $index++ ];
					$value = (string) preg_replace_callback(
						'/(\s' . $name . '\s*=\s*)(?:"[^"]*"|\'[^\']*\')/i',
						static fn( array $m ): string => $m[1] . '"' . $next . '"',
						$value,
						1
					);
				}
			} elseif ( 'text' === $kind && '' !== trim( $value ) ) {
				$value = $values[ $index++ ];
			}
			$html .= 'inner' === $kind ? self::INNER : $value;
		}
		return $html;
	}

	/**
	 * The site's HTML with the new version's design: each of its tags
	 * matched (by name, in order) to one of theirs takes that tag's class
	 * and style.
	 *
	 * @param array<int, array{0: string, 1: string}> $ours   The site's tokens.
	 * @param array<int, array{0: string, 1: string}> $theirs Theirs.
	 */
	private static function with_design( array $ours, array $theirs ): string {
		$tags_o = array_values( array_filter( $ours, static fn( array $token ): bool => 'tag' === $token[0] ) );
		$tags_t = array_values( array_filter( $theirs, static fn( array $token ): bool => 'tag' === $token[0] ) );
		$design = array();
		foreach ( self::diff( array_map( static fn( array $t ): string => self::tag_name( $t[1] ), $tags_o ), array_map( static fn( array $t ): string => self::tag_name( $t[1] ), $tags_t ) ) as [ $k, $j ] ) {
			if ( null !== $k && null !== $j ) {
				$design[ $k ] = $tags_t[ $j ][1];
			}
		}
		$html = '';
		$tag  = 0;
		foreach ( $ours as [ $kind, $value ] ) {
			if ( 'tag' === $kind ) {
				if ( isset( $design[ $tag ] ) ) {
					$value = self::restyled( $value, $design[ $tag ] );
				}
				++$tag;
			}
			$html .= $value;
		}
		return $html;
	}

	/**
	 * A tag with another tag's class and style.
	 *
	 * @param string $tag  The tag.
	 * @param string $from The tag whose design it takes.
	 */
	private static function restyled( string $tag, string $from ): string {
		$pattern = '/\s(class|style)\s*=\s*(?:"[^"]*"|\'[^\']*\')/i';
		preg_match_all( $pattern, $from, $found );
		$bare = (string) preg_replace( $pattern, '', $tag );
		if ( ! $found[0] ) {
			return $bare;
		}
		return (string) preg_replace( '/^(<[a-zA-Z][\w:-]*)/', '$1' . str_replace( '$', '\$', implode( '', $found[0] ) ), $bare, 1 );
	}

	/**
	 * A tag's name, `/` first for an end tag.
	 *
	 * @param string $tag Tag.
	 */
	private static function tag_name( string $tag ): string {
		return preg_match( '#^<(/?[a-zA-Z][\w:-]*)#', $tag, $m ) ? strtolower( $m[1] ) : $tag;
	}

	/**
	 * A tag's slot attributes and their values, in the tag's order.
	 *
	 * @param string $tag Tag.
	 * @return array<string, string>
	 */
	private static function slot_attrs( string $tag ): array {
		preg_match_all( '/\s(href|src|alt|title)\s*=\s*("[^"]*"|\'[^\']*\')/i', $tag, $found, PREG_SET_ORDER );
		$out = array();
		foreach ( $found as $match ) {
			$out[ strtolower( $match[1] ) ] = substr( $match[2], 1, -1 );
		}
		return $out;
	}
}
