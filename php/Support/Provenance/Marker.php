<?php
/**
 * Finds inserted content again inside a post: a block range carries a mark
 * in its blocks' `metadata`, an Elementor range is known by its elements' ids.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Provenance;

defined( 'ABSPATH' ) || exit;

/**
 * Blocks: every top-level block of an inserted range gets
 * `"metadata":{"stencilbox":"<ref>"}` — the attribute every block has
 * (WordPress uses it for a block's name, bindings and the pattern it came
 * from), kept by the editor through edits, moves and saves and rendered
 * nowhere. A range is the blocks that carry its ref, wherever the user
 * moved them; a copy of a marked block is found as part of the range too.
 *
 * Elementor: elements keep their ids through Elementor's saves, so a range
 * is the list of its top-level element ids; nothing is added to the content.
 */
final class Marker {
	/** The key under a block's `metadata`. */
	public const KEY = 'stencilbox';

	/**
	 * A new ref.
	 */
	public static function ref(): string {
		return bin2hex( random_bytes( 8 ) );
	}

	/**
	 * Marks the top-level blocks of a range (any older marks in it go first).
	 *
	 * @param string $markup Block markup.
	 * @param string $ref    Ref.
	 */
	public static function mark_blocks( string $markup, string $ref ): string {
		$blocks = self::strip( parse_blocks( $markup ) );
		foreach ( $blocks as $index => $block ) {
			if ( null === $block['blockName'] ) {
				continue;
			}
			$metadata                       = is_array( $block['attrs']['metadata'] ?? null ) ? $block['attrs']['metadata'] : array();
			$metadata[ self::KEY ]          = $ref;
			$blocks[ $index ]['attrs']['metadata'] = $metadata;
		}
		return serialize_blocks( $blocks );
	}

	/**
	 * The markup without any of our marks.
	 *
	 * @param string $markup Block markup.
	 */
	public static function strip_blocks( string $markup ): string {
		if ( ! str_contains( $markup, '"' . self::KEY . '"' ) ) {
			return $markup;
		}
		return serialize_blocks( self::strip( parse_blocks( $markup ) ) );
	}

	/**
	 * Parsed blocks without our marks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	public static function strip( array $blocks ): array {
		foreach ( $blocks as $index => $block ) {
			if ( isset( $block['attrs']['metadata'] ) && is_array( $block['attrs']['metadata'] ) && array_key_exists( self::KEY, $block['attrs']['metadata'] ) ) {
				unset( $block['attrs']['metadata'][ self::KEY ] );
				if ( ! $block['attrs']['metadata'] ) {
					unset( $block['attrs']['metadata'] );
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::strip( $block['innerBlocks'] );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}

	/**
	 * The blocks of a range in a post's markup, in document order (a marked
	 * block's inner blocks are part of it), or an empty list.
	 *
	 * @param string $markup Post content.
	 * @param string $ref    Ref.
	 * @return array<int, array<string, mixed>>
	 */
	public static function find_blocks( string $markup, string $ref ): array {
		if ( ! str_contains( $markup, $ref ) ) {
			return array();
		}
		$found = array();
		self::collect( parse_blocks( $markup ), $ref, $found );
		return $found;
	}

	/**
	 * Replaces a range by new blocks, marked with the same ref: they go where
	 * the range's first block is, and its other blocks go. The rest of the
	 * post is left as it is.
	 *
	 * @param string $markup     Post content.
	 * @param string $ref        Ref.
	 * @param string $new_markup The range's new blocks.
	 * @return string|null The new post content, or null when the range is not there.
	 */
	public static function replace_blocks( string $markup, string $ref, string $new_markup ): ?string {
		if ( ! self::find_blocks( $markup, $ref ) ) {
			return null;
		}
		$new  = parse_blocks( self::mark_blocks( $new_markup, $ref ) );
		$done = false;
		return serialize_blocks( self::swap( parse_blocks( $markup ), $ref, $new, $done ) );
	}

	/**
	 * The elements of a range (top-level elements of the insert, found
	 * anywhere in the document), in document order.
	 *
	 * @param array<mixed> $elements The document's elements.
	 * @param string[]     $ids      The range's element ids.
	 * @return array<int, array<string, mixed>>
	 */
	public static function find_elements( array $elements, array $ids ): array {
		$found = array();
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			if ( in_array( (string) ( $element['id'] ?? '' ), $ids, true ) ) {
				$found[] = $element;
			} elseif ( is_array( $element['elements'] ?? null ) ) {
				$found = array_merge( $found, self::find_elements( $element['elements'], $ids ) );
			}
		}
		return $found;
	}

	/**
	 * Replaces the elements of a range by new ones (where its first element
	 * is; its other elements go).
	 *
	 * @param array<mixed>                     $elements The document's elements.
	 * @param string[]                         $ids      The range's element ids.
	 * @param array<int, array<string, mixed>> $new      New elements.
	 * @return array<mixed>|null The document's new elements, or null when the range is not there.
	 */
	public static function replace_elements( array $elements, array $ids, array $new ): ?array {
		if ( ! self::find_elements( $elements, $ids ) ) {
			return null;
		}
		$done = false;
		return self::swap_elements( $elements, $ids, $new, $done );
	}

	/**
	 * The top-level element ids of an element list.
	 *
	 * @param array<mixed> $elements Elements.
	 * @return string[]
	 */
	public static function element_ids( array $elements ): array {
		$ids = array();
		foreach ( $elements as $element ) {
			if ( is_array( $element ) && isset( $element['id'] ) ) {
				$ids[] = (string) $element['id'];
			}
		}
		return $ids;
	}

	/**
	 * Collects a range's blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param string                           $ref    Ref.
	 * @param array<int, array<string, mixed>> $found  Found so far.
	 */
	private static function collect( array $blocks, string $ref, array &$found ): void {
		foreach ( $blocks as $block ) {
			if ( $ref === ( $block['attrs']['metadata'][ self::KEY ] ?? null ) ) {
				$found[] = $block;
			} elseif ( ! empty( $block['innerBlocks'] ) ) {
				self::collect( $block['innerBlocks'], $ref, $found );
			}
		}
	}

	/**
	 * Swaps a range for new blocks in a tree.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param string                           $ref    Ref.
	 * @param array<int, array<string, mixed>> $new    New blocks.
	 * @param bool                             $done   Whether the new blocks went in already.
	 * @return array<int, array<string, mixed>>
	 */
	private static function swap( array $blocks, string $ref, array $new, bool &$done ): array {
		$out = array();
		foreach ( $blocks as $block ) {
			if ( $ref === ( $block['attrs']['metadata'][ self::KEY ] ?? null ) ) {
				if ( ! $done ) {
					$out  = array_merge( $out, $new );
					$done = true;
				}
				continue;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block = self::swap_inner( $block, $ref, $new, $done );
			}
			$out[] = $block;
		}
		return $out;
	}

	/**
	 * Swaps a range inside a block's inner blocks, keeping its inner content
	 * in step (one `null` per inner block).
	 *
	 * @param array<string, mixed>             $block A parsed block.
	 * @param string                           $ref   Ref.
	 * @param array<int, array<string, mixed>> $new   New blocks.
	 * @param bool                             $done  Whether the new blocks went in already.
	 * @return array<string, mixed>
	 */
	private static function swap_inner( array $block, string $ref, array $new, bool &$done ): array {
		$inner   = array();
		$content = array();
		$index   = 0;
		foreach ( (array) $block['innerContent'] as $chunk ) {
			if ( null !== $chunk ) {
				$content[] = $chunk;
				continue;
			}
			$child = $block['innerBlocks'][ $index++ ] ?? null;
			if ( null === $child ) {
				continue;
			}
			foreach ( self::swap( array( $child ), $ref, $new, $done ) as $kept ) {
				$inner[]   = $kept;
				$content[] = null;
			}
		}
		$block['innerBlocks']  = $inner;
		$block['innerContent'] = $content;
		return $block;
	}

	/**
	 * Swaps a range for new elements in a tree.
	 *
	 * @param array<mixed>                     $elements Elements.
	 * @param string[]                         $ids      The range's ids.
	 * @param array<int, array<string, mixed>> $new      New elements.
	 * @param bool                             $done     Whether they went in already.
	 * @return array<int, mixed>
	 */
	private static function swap_elements( array $elements, array $ids, array $new, bool &$done ): array {
		$out = array();
		foreach ( $elements as $element ) {
			if ( is_array( $element ) && in_array( (string) ( $element['id'] ?? '' ), $ids, true ) ) {
				if ( ! $done ) {
					$out  = array_merge( $out, $new );
					$done = true;
				}
				continue;
			}
			if ( is_array( $element ) && is_array( $element['elements'] ?? null ) ) {
				$element['elements'] = self::swap_elements( $element['elements'], $ids, $new, $done );
			}
			$out[] = $element;
		}
		return $out;
	}
}
