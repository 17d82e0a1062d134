<?php
/**
 * How alike two contents are (issue [26] item 2): the one scorer of the
 * hub's Compare dialog (`Hub\Fleet\VersionCompare`) and of a canary site
 * measuring an update on its own rendering (`Site\Updates\Updates`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The similarity is of content, not pixels: a content is filtered as any
 * catalogue content is shown (`ContentFilter`), then read as a list of
 * tokens in document order — for blocks, one token per block (its name)
 * followed by the visible words of its own HTML (tags and attributes
 * dropped, lower-cased, split on anything not a letter or a digit); for
 * Elementor, one token per element (its widget type or element type)
 * followed by the words of its text settings; for rendered HTML (no block
 * comments: a site's rendering of a content), its visible words. The score
 * is 2 × (tokens the two lists share in order, the longest common
 * subsequence as WordPress's `Text_Diff` finds it) ÷ (tokens of both):
 * 1 for the same blocks and words, 0 for nothing in common, rounded to 4
 * places. A changed class, colour or image URL alone does not move it; a
 * changed word, block added, removed or swapped does.
 */
final class Similarity {
	/** Most tokens read of one content (a longer one is compared by its beginning). */
	public const MAX_TOKENS = 20000;

	/**
	 * A score as it may come from outside (a site's report): a number
	 * 0..1, rounded to 4 places; anything else (a string, out of range,
	 * not finite) is null — not measured.
	 *
	 * @param mixed $value Value.
	 */
	public static function checked( mixed $value ): ?float {
		if ( ! is_int( $value ) && ! is_float( $value ) ) {
			return null;
		}
		$value = (float) $value;
		if ( ! is_finite( $value ) || $value < 0.0 || $value > 1.0 ) {
			return null;
		}
		return round( $value, 4 );
	}

	/**
	 * How alike two contents are, 0..1 (see the class comment).
	 *
	 * @param string $before Content (block markup or Elementor JSON).
	 * @param string $after  Content.
	 */
	public static function score( string $before, string $after ): float {
		return self::of_tokens( self::tokens( $before ), self::tokens( $after ) );
	}

	/**
	 * How alike two renderings are, 0..1: a site's HTML of a content (no
	 * block comments left), read as its visible words, scored as `score()`.
	 *
	 * @param string $before Rendered HTML.
	 * @param string $after  Rendered HTML.
	 */
	public static function rendered( string $before, string $after ): float {
		return self::of_tokens( self::rendered_tokens( $before ), self::rendered_tokens( $after ) );
	}

	/**
	 * The visible words of rendered HTML, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[]
	 */
	public static function rendered_tokens( string $html ): array {
		$tokens = array();
		self::words( $html, $tokens );
		return array_slice( $tokens, 0, self::MAX_TOKENS );
	}

	/**
	 * The score of two token lists (see the class comment).
	 *
	 * @param string[] $a Tokens.
	 * @param string[] $b Tokens.
	 */
	private static function of_tokens( array $a, array $b ): float {
		if ( $a === $b ) {
			return 1.0;
		}
		if ( ! $a || ! $b ) {
			return 0.0;
		}
		require_once ABSPATH . WPINC . '/wp-diff.php';
		$same = 0;
		foreach ( ( new \Text_Diff( 'auto', array( $a, $b ) ) )->getDiff() as $edit ) {
			if ( $edit instanceof \Text_Diff_Op_copy ) {
				$same += count( (array) $edit->orig );
			}
		}
		return round( 2 * $same / ( count( $a ) + count( $b ) ), 4 );
	}

	/**
	 * The tokens of a content, in document order.
	 *
	 * @param string $content Content.
	 * @return string[]
	 */
	public static function tokens( string $content ): array {
		$tokens = array();
		if ( str_starts_with( ltrim( $content ), '{' ) || str_starts_with( ltrim( $content ), '[' ) ) {
			$data = json_decode( ContentFilter::content( 'elementor', $content ), true );
			self::elementor_tokens( is_array( $data ) ? $data : array(), $tokens );
		} else {
			self::block_tokens( parse_blocks( ContentFilter::blocks( $content ) ), $tokens );
		}
		return array_slice( $tokens, 0, self::MAX_TOKENS );
	}

	/**
	 * Blocks' tokens: the name, then the words of the block's own HTML.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param string[]                         $tokens Where to add them.
	 */
	private static function block_tokens( array $blocks, array &$tokens ): void {
		foreach ( $blocks as $block ) {
			$name = (string) ( $block['blockName'] ?? '' );
			if ( '' !== $name ) {
				$tokens[] = '<' . $name . '>';
			}
			// innerHTML holds the block's own markup, its inner blocks left out.
			self::words( (string) ( $block['innerHTML'] ?? '' ), $tokens );
			self::block_tokens( (array) ( $block['innerBlocks'] ?? array() ), $tokens );
		}
	}

	/**
	 * Elementor elements' tokens: the widget or element type, then the
	 * words of its text settings.
	 *
	 * @param array<mixed> $node   A document, a list of elements or one element.
	 * @param string[]     $tokens Where to add them.
	 */
	private static function elementor_tokens( array $node, array &$tokens ): void {
		if ( isset( $node['elType'] ) && is_string( $node['elType'] ) ) {
			$tokens[] = '<' . ( is_string( $node['widgetType'] ?? null ) ? $node['widgetType'] : $node['elType'] ) . '>';
			$settings = is_array( $node['settings'] ?? null ) ? $node['settings'] : array();
			array_walk_recursive(
				$settings,
				static function ( mixed $value ) use ( &$tokens ): void {
					// Texts, not links, ids or colours.
					if ( is_string( $value ) && ! preg_match( '~^(https?:|#|\d)~', $value ) ) {
						self::words( $value, $tokens );
					}
				}
			);
		}
		foreach ( array( 'content', 'elements' ) as $key ) {
			if ( isset( $node[ $key ] ) && is_array( $node[ $key ] ) ) {
				foreach ( $node[ $key ] as $child ) {
					if ( is_array( $child ) ) {
						self::elementor_tokens( $child, $tokens );
					}
				}
			}
		}
		if ( array_is_list( $node ) ) {
			foreach ( $node as $child ) {
				if ( is_array( $child ) ) {
					self::elementor_tokens( $child, $tokens );
				}
			}
		}
	}

	/**
	 * The visible words of some HTML, lower-cased.
	 *
	 * @param string   $html   HTML.
	 * @param string[] $tokens Where to add them.
	 */
	private static function words( string $html, array &$tokens ): void {
		$text = html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', $html ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		foreach ( (array) preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$tokens[] = (string) $word;
		}
	}

}
