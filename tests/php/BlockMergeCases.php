<?php
/**
 * The merge cases of block markup (issue [25] item 4): one row per case,
 * base / ours (the site's copy) / theirs (the new version) → the merged
 * document or the conflicts, and what a visitor then sees. Checked twice:
 * on `BlockMerge` alone (`Support\Merge\BlockMergeTest`) and through a real
 * merge of a real page with the Updates route and its front end
 * (`Site\Updates\BlockMergeCasesTest`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * A row: `base`, `ours`, `theirs` (block markup); `merged` the document
 * expected (no conflict) or `conflicts` (each an expected subset of a
 * conflict's fields: what, path, name, block, label, base, ours, theirs);
 * `picks` (optional) `ours`/`theirs` → the document when every conflict
 * is picked that way; `front` `has`/`not`: what the page a visitor gets
 * contains and must not contain after the merge (the copy as it was when
 * the merge conflicts); `also` (optional) more checks of the merge's
 * answer (`fn( TestCase, array $result )`); `outcome` (optional) the
 * Updates route's list the place ends in (merged, updated, conflicted).
 */
final class BlockMergeCases {
	/**
	 * A section: a group with padding, a heading, a paragraph with a link, an image.
	 *
	 * @param array<string, string> $with Replacements: padding, bg, class (the group's className), heading, text, href, src, id, alt, extra.
	 */
	public static function section( array $with = array() ): string {
		$v     = $with + array(
			'padding' => '20px',
			'bg'      => 'base',
			'class'   => '',
			'heading' => 'Harbor café',
			'text'    => 'Fresh fish every day.',
			'href'    => 'https://example.org/menu',
			'src'     => 'https://example.org/a.jpg',
			'id'      => '7',
			'alt'     => 'The harbor',
			'extra'   => '',
		);
		$class = '' !== $v['class'] ? ',"className":"' . $v['class'] . '"' : '';
		return '<!-- wp:group {"backgroundColor":"' . $v['bg'] . '","style":{"spacing":{"padding":{"top":"' . $v['padding'] . '"}}},"layout":{"type":"constrained"}' . $class . '} -->' . "\n"
			. '<div class="wp-block-group' . ( '' !== $v['class'] ? ' ' . $v['class'] : '' ) . ' has-' . $v['bg'] . '-background-color has-background" style="padding-top:' . $v['padding'] . '"><!-- wp:heading -->' . "\n"
			. '<h2 class="wp-block-heading">' . $v['heading'] . '</h2>' . "\n"
			. '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:paragraph -->' . "\n"
			. '<p>' . $v['text'] . ' <a href="' . $v['href'] . '">Menu</a></p>' . "\n"
			. '<!-- /wp:paragraph -->' . "\n\n"
			. '<!-- wp:image {"id":' . $v['id'] . ',"sizeSlug":"large"} -->' . "\n"
			. '<figure class="wp-block-image size-large"><img src="' . $v['src'] . '" alt="' . $v['alt'] . '" class="wp-image-' . $v['id'] . '" /></figure>' . "\n"
			. '<!-- /wp:image -->'
			. $v['extra']
			. '</div>' . "\n"
			. '<!-- /wp:group -->';
	}

	/**
	 * A section without its paragraph.
	 *
	 * @param array<string, string> $with Replacements (`section()`'s).
	 */
	private static function without_paragraph( array $with = array() ): string {
		return (string) preg_replace( '#<!-- wp:paragraph -->.*?<!-- /wp:paragraph -->\n\n#s', '', self::section( $with ) );
	}

	/**
	 * A paragraph.
	 *
	 * @param string $html  Its inner HTML.
	 * @param string $attrs Its attributes (JSON, '' for none).
	 * @param string $class Its class attribute ('' for none).
	 */
	private static function paragraph( string $html, string $attrs = '', string $class = '' ): string {
		return '<!-- wp:paragraph' . ( '' !== $attrs ? ' ' . $attrs : '' ) . " -->\n<p" . ( '' !== $class ? ' class="' . $class . '"' : '' ) . '>' . $html . "</p>\n<!-- /wp:paragraph -->";
	}

	/**
	 * A heading.
	 *
	 * @param string $text Its text.
	 */
	private static function heading( string $text ): string {
		return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . $text . "</h2>\n<!-- /wp:heading -->";
	}

	/**
	 * A button in its buttons block.
	 *
	 * @param string $href  Its link.
	 * @param bool   $style With the new version's background colour.
	 */
	private static function button( string $href, bool $style = false ): string {
		return "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button" . ( $style ? ' {"backgroundColor":"accent-1"}' : '' ) . " -->\n"
			. '<div class="wp-block-button"><a class="wp-block-button__link' . ( $style ? ' has-accent-1-background-color has-background' : '' ) . ' wp-element-button" href="' . $href . '">Book a table</a></div>' . "\n"
			. "<!-- /wp:button --></div>\n<!-- /wp:buttons -->";
	}

	/**
	 * An image.
	 *
	 * @param array<string, string> $with Replacements: src, id, alt, size, class (a className).
	 */
	private static function image( array $with = array() ): string {
		$v = $with + array(
			'src'   => 'https://example.org/a.jpg',
			'id'    => '7',
			'alt'   => 'The harbor',
			'size'  => 'large',
			'class' => '',
		);
		return '<!-- wp:image {"id":' . $v['id'] . ',"sizeSlug":"' . $v['size'] . '"' . ( '' !== $v['class'] ? ',"className":"' . $v['class'] . '"' : '' ) . "} -->\n"
			. '<figure class="wp-block-image size-' . $v['size'] . ( '' !== $v['class'] ? ' ' . $v['class'] : '' ) . '"><img src="' . $v['src'] . '" alt="' . $v['alt'] . '" class="wp-image-' . $v['id'] . "\" /></figure>\n<!-- /wp:image -->";
	}

	/**
	 * A list.
	 *
	 * @param string[] $items Its items.
	 * @param bool     $large With the new version's large font size.
	 */
	private static function items( array $items, bool $large = false ): string {
		$inner = implode( "\n\n", array_map( static fn( string $item ): string => "<!-- wp:list-item -->\n<li>" . $item . "</li>\n<!-- /wp:list-item -->", $items ) );
		return '<!-- wp:list' . ( $large ? ' {"fontSize":"large"}' : '' ) . " -->\n<ul class=\"wp-block-list" . ( $large ? ' has-large-font-size' : '' ) . '">' . $inner . "</ul>\n<!-- /wp:list -->";
	}

	/**
	 * A group around a heading, a paragraph and an image; the new version's
	 * puts the image (or the paragraph) into a group of its own, after a separator.
	 *
	 * @param string $text  The paragraph.
	 * @param string $moved '' (as inserted), image or paragraph: what went into the inner group.
	 */
	private static function nested( string $text, string $moved = '' ): string {
		$paragraph = self::paragraph( $text );
		$image     = self::image();
		$separator = "<!-- wp:separator -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity\" />\n<!-- /wp:separator -->";
		$inner     = static fn( string $blocks ): string => "<!-- wp:group {\"className\":\"is-style-section-2\",\"layout\":{\"type\":\"constrained\"}} -->\n<div class=\"wp-block-group is-style-section-2\">" . $separator . "\n\n" . $blocks . "</div>\n<!-- /wp:group -->";
		$children  = match ( $moved ) {
			'image'     => array( self::heading( 'Harbor café' ), $paragraph, $inner( $image ) ),
			'paragraph' => array( self::heading( 'Harbor café' ), $inner( $paragraph ), $image ),
			default     => array( self::heading( 'Harbor café' ), $paragraph, $image ),
		};
		return "<!-- wp:group {\"layout\":{\"type\":\"constrained\"}} -->\n<div class=\"wp-block-group\">" . implode( "\n\n", $children ) . "</div>\n<!-- /wp:group -->";
	}

	/**
	 * The cases, by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$quote   = "\n\n<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>Best fish in town.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->";
		$sundays = "\n\n<!-- wp:paragraph -->\n<p>Open on Sundays.</p>\n<!-- /wp:paragraph -->";
		$buttons = "\n\n<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"></div>\n<!-- /wp:buttons -->";
		$plain   = self::paragraph( 'Fresh fish every day.' );
		$design  = self::paragraph( 'Fresh fish every day.', '{"textColor":"accent-1","fontSize":"x-large"}', 'has-accent-1-color has-text-color has-x-large-font-size' );
		$cases   = array(
			// Moved here from BlockMergeTest's named tests (their assertions kept).
			'text, image and alt edited here + spacing and colour upstream' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'heading' => 'Chez Marie', 'text' => 'Our own words.', 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'alt' => 'Our terrace' ) ),
				'theirs'    => self::section( array( 'padding' => '64px', 'bg' => 'accent-1' ) ),
				'merged'    => self::section( array( 'padding' => '64px', 'bg' => 'accent-1', 'heading' => 'Chez Marie', 'text' => 'Our own words.', 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'alt' => 'Our terrace' ) ),
				'front'     => array(
					'has' => array( 'Chez Marie', 'Our own words.', 'https://site.test/ours.jpg', 'alt="Our terrace"', 'padding-top:64px', 'has-accent-1-background-color' ),
					'not' => array( 'Harbor café', 'Fresh fish every day.', 'padding-top:20px', 'has-base-background-color', 'The harbor' ),
				),
				'also'      => static function ( TestCase $test, array $result ): void {
					$blocks = array_values( array_filter( parse_blocks( $result['content'] ), static fn( array $b ): bool => null !== $b['blockName'] ) );
					$test->assertCount( 1, $blocks );
					$group = $blocks[0];
					$test->assertSame( '64px', $group['attrs']['style']['spacing']['padding']['top'] );
					$test->assertSame( 'accent-1', $group['attrs']['backgroundColor'] );
					$test->assertSame( 42, $group['innerBlocks'][2]['attrs']['id'], 'the image attribute follows the site’s image' );
					$test->assertStringContainsString( 'class="wp-image-42"', $result['content'] );
				},
			),
			'heading edited here + words, link and spacing changed upstream' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'heading' => 'Chez Marie' ) ),
				'theirs' => self::section( array( 'text' => 'Fresh fish, now daily.', 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) ),
				'merged' => self::section( array( 'heading' => 'Chez Marie', 'text' => 'Fresh fish, now daily.', 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Fresh fish, now daily.', 'href="https://example.org/new-menu"', 'padding-top:40px' ),
					'not' => array( 'Harbor café', 'Fresh fish every day.', 'href="https://example.org/menu"' ),
				),
			),
			'design changed only here gives way to the central design' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'bg' => 'contrast', 'heading' => 'Chez Marie' ) ),
				'theirs' => self::section( array( 'padding' => '40px' ) ),
				'merged' => self::section( array( 'padding' => '40px', 'heading' => 'Chez Marie' ) ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'has-base-background-color', 'padding-top:40px' ),
					'not' => array( 'has-contrast-background-color', 'Harbor café' ),
				),
			),
			'same heading text changed on both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'heading' => 'Chez Marie' ) ),
				'theirs'    => self::section( array( 'heading' => 'Harbor café &amp; bar', 'padding' => '40px' ) ),
				'conflicts' => array(
					array(
						'path'   => '0/0',
						'block'  => 'core/heading',
						'label'  => 'Heading',
						'what'   => 'text',
						'base'   => 'Harbor café',
						'ours'   => 'Chez Marie',
						'theirs' => 'Harbor café &amp; bar',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'heading' => 'Chez Marie', 'padding' => '40px' ) ),
					'theirs' => self::section( array( 'heading' => 'Harbor café &amp; bar', 'padding' => '40px' ) ),
				),
				'front'     => array(
					'has' => array( 'Chez Marie', 'padding-top:20px' ),
					'not' => array( 'Harbor café', 'padding-top:40px' ),
				),
			),
			'same design attribute changed on both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'padding' => '10px' ) ),
				'theirs'    => self::section( array( 'padding' => '64px' ) ),
				'conflicts' => array(
					array(
						'what'   => 'attribute',
						'name'   => 'style.spacing.padding.top',
						'base'   => '20px',
						'ours'   => '10px',
						'theirs' => '64px',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'padding' => '10px' ) ),
					'theirs' => self::section( array( 'padding' => '64px' ) ),
				),
				'front'     => array(
					'has' => array( 'padding-top:10px' ),
					'not' => array( 'padding-top:64px' ),
				),
			),
			'same design attribute both sides + colour upstream: picking the site’s keeps its whole design' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'padding' => '10px', 'heading' => 'Chez Marie' ) ),
				'theirs'    => self::section( array( 'padding' => '64px', 'bg' => 'accent-1' ) ),
				'conflicts' => array(
					array(
						'path' => '0',
						'what' => 'attribute',
						'name' => 'style.spacing.padding.top',
					),
				),
				'picks'     => array(
					// Attributes and HTML together: one side's padding with the other's colour would be an invalid block.
					'ours'   => self::section( array( 'padding' => '10px', 'heading' => 'Chez Marie' ) ),
					'theirs' => self::section( array( 'padding' => '64px', 'bg' => 'accent-1', 'heading' => 'Chez Marie' ) ),
				),
				'front'     => array(
					'has' => array( 'padding-top:10px', 'Chez Marie' ),
					'not' => array( 'padding-top:64px', 'has-accent-1-background-color' ),
				),
			),
			'image replaced here + block added upstream' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42' ) ),
				'theirs' => self::section( array( 'extra' => $quote ) ),
				'merged' => self::section( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'extra' => $quote ) ),
				'front'  => array(
					'has' => array( 'https://site.test/ours.jpg', 'wp-image-42', 'Best fish in town.' ),
					'not' => array( 'https://example.org/a.jpg', 'wp-image-7' ),
				),
			),
			'block added here at the end + spacing upstream' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'extra' => $sundays ) ),
				'theirs' => self::section( array( 'padding' => '40px' ) ),
				'merged' => self::section( array( 'extra' => $sundays, 'padding' => '40px' ) ),
				'front'  => array(
					'has' => array( 'Open on Sundays.', 'padding-top:40px' ),
					'not' => array( 'padding-top:20px' ),
				),
			),
			'block deleted upstream + edited here → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'text' => 'Our own words.' ) ),
				'theirs'    => self::without_paragraph(),
				'conflicts' => array(
					array(
						'what'   => 'removed',
						'path'   => '0/1',
						'theirs' => '',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'text' => 'Our own words.' ) ),
					'theirs' => self::without_paragraph(),
				),
				'also'      => static function ( TestCase $test, array $result ): void {
					$test->assertStringContainsString( 'Our own words.', $result['conflicts'][0]['ours'] );
				},
				'front'     => array(
					'has' => array( 'Our own words.' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
			'block deleted upstream, untouched here → gone' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'heading' => 'Chez Marie' ) ),
				'theirs' => self::without_paragraph( array( 'padding' => '40px' ) ),
				'merged' => self::without_paragraph( array( 'padding' => '40px', 'heading' => 'Chez Marie' ) ),
				'also'   => static function ( TestCase $test, array $result ): void {
					$test->assertStringNotContainsString( 'Fresh fish', $result['content'] );
					$test->assertStringContainsString( 'Chez Marie', $result['content'] );
					$test->assertStringContainsString( 'padding-top:40px', $result['content'] );
				},
				'front'  => array(
					'has' => array( 'Chez Marie', 'padding-top:40px' ),
					'not' => array( 'Fresh fish', 'href="https://example.org/menu"' ),
				),
			),
			'same level restructured on both sides → one conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'extra' => $sundays ) ),
				'theirs'    => self::section( array( 'extra' => $buttons ) ),
				'conflicts' => array(
					array(
						'what' => 'structure',
						'path' => '0/*',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'extra' => $sundays ) ),
					'theirs' => self::section( array( 'extra' => $buttons ) ),
				),
				'also'      => static function ( TestCase $test, array $result ): void {
					$test->assertStringContainsString( 'Open on Sundays.', $result['conflicts'][0]['ours'] );
					$test->assertStringContainsString( 'wp-block-buttons', $result['conflicts'][0]['theirs'] );
					$picked = ( new \Stencilbox\Support\Merge\BlockMerge( array( '0/*:structure' => 'ours' ) ) )->merge( self::section(), self::section( array( 'extra' => "\n\n<!-- wp:paragraph -->\n<p>Open on Sundays.</p>\n<!-- /wp:paragraph -->" ) ), self::section( array( 'extra' => "\n\n<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"></div>\n<!-- /wp:buttons -->" ) ) );
					$test->assertSame( array(), $picked['conflicts'] );
					$test->assertStringContainsString( 'Open on Sundays.', $picked['content'] );
					$test->assertStringNotContainsString( 'wp-block-buttons', $picked['content'] );
				},
				'front'     => array(
					'has' => array( 'Open on Sundays.' ),
					'not' => array( 'wp-block-buttons' ),
				),
			),
			'words made bold here + font size upstream' => array(
				'base'   => self::paragraph( 'Fresh fish every day.', '', 'has-small-font-size' ),
				'ours'   => self::paragraph( 'Fresh fish <strong>every</strong> day.', '', 'has-small-font-size' ),
				'theirs' => self::paragraph( 'Fresh fish every day.', '{"fontSize":"large"}', 'has-large-font-size' ),
				'merged' => "<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Fresh fish <strong>every</strong> day.</p>\n<!-- /wp:paragraph -->",
				'front'  => array(
					'has' => array( '<strong>every</strong>', 'has-large-font-size' ),
					'not' => array( 'has-small-font-size' ),
				),
			),
			'pristine copy → the new version whole' => array(
				'base'    => self::section(),
				'ours'    => self::section(),
				'theirs'  => self::section( array( 'padding' => '40px', 'heading' => 'New' ) ),
				'merged'  => self::section( array( 'padding' => '40px', 'heading' => 'New' ) ),
				'outcome' => 'updated',
				'front'   => array(
					'has' => array( '>New</h2>', 'padding-top:40px' ),
					'not' => array( 'Harbor café', 'padding-top:20px' ),
				),
			),
			// Issue [25]'s list, and more.
			'text edited here + colour and font size upstream' => array(
				'base'   => $plain,
				'ours'   => self::paragraph( 'Our own words.' ),
				'theirs' => $design,
				'merged' => self::paragraph( 'Our own words.', '{"textColor":"accent-1","fontSize":"x-large"}', 'has-accent-1-color has-text-color has-x-large-font-size' ),
				'front'  => array(
					'has' => array( 'Our own words.', 'has-accent-1-color', 'has-x-large-font-size' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
			'words made italic here + colour and font size upstream' => array(
				'base'   => $plain,
				'ours'   => self::paragraph( 'Fresh fish <em>every</em> day.' ),
				'theirs' => $design,
				'merged' => self::paragraph( 'Fresh fish <em>every</em> day.', '{"textColor":"accent-1","fontSize":"x-large"}', 'has-accent-1-color has-text-color has-x-large-font-size' ),
				'front'  => array(
					'has' => array( '<em>every</em>', 'has-accent-1-color', 'has-x-large-font-size' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
			'link changed here + button style upstream' => array(
				'base'   => self::button( 'https://example.org/book' ),
				'ours'   => self::button( 'https://site.test/reserve' ),
				'theirs' => self::button( 'https://example.org/book', true ),
				'merged' => self::button( 'https://site.test/reserve', true ),
				'front'  => array(
					'has' => array( 'href="https://site.test/reserve"', 'has-accent-1-background-color' ),
					'not' => array( 'https://example.org/book' ),
				),
			),
			'same link changed on both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'href' => 'https://site.test/menu' ) ),
				'theirs'    => self::section( array( 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) ),
				'conflicts' => array(
					array(
						'what'   => 'link',
						'path'   => '0/1',
						'name'   => '1',
						'block'  => 'core/paragraph',
						'base'   => 'https://example.org/menu',
						'ours'   => 'https://site.test/menu',
						'theirs' => 'https://example.org/new-menu',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'href' => 'https://site.test/menu', 'padding' => '40px' ) ),
					'theirs' => self::section( array( 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) ),
				),
				'front'     => array(
					'has' => array( 'href="https://site.test/menu"', 'padding-top:20px' ),
					'not' => array( 'https://example.org/new-menu', 'padding-top:40px' ),
				),
			),
			'alt text here + image size upstream' => array(
				'base'   => self::image(),
				'ours'   => self::image( array( 'alt' => 'Boats at dawn' ) ),
				'theirs' => self::image( array( 'size' => 'medium' ) ),
				'merged' => self::image( array( 'alt' => 'Boats at dawn', 'size' => 'medium' ) ),
				'front'  => array(
					'has' => array( 'alt="Boats at dawn"', 'size-medium' ),
					'not' => array( 'The harbor', 'size-large' ),
				),
			),
			'image replaced here + image style upstream' => array(
				'base'   => self::image(),
				'ours'   => self::image( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42' ) ),
				'theirs' => self::image( array( 'class' => 'is-style-rounded' ) ),
				'merged' => self::image( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'class' => 'is-style-rounded' ) ),
				'front'  => array(
					'has' => array( 'https://site.test/ours.jpg', 'wp-image-42', 'is-style-rounded' ),
					'not' => array( 'https://example.org/a.jpg', 'wp-image-7' ),
				),
			),
			'block order changed upstream + text edited here' => array(
				'base'   => self::heading( 'Harbor café' ) . "\n\n" . $plain,
				'ours'   => self::heading( 'Harbor café' ) . "\n\n" . self::paragraph( 'Our own words.' ),
				'theirs' => $plain . "\n\n" . self::heading( 'Harbor café' ),
				'merged' => self::paragraph( 'Our own words.' ) . "\n\n" . self::heading( 'Harbor café' ),
				'also'   => static function ( TestCase $test, array $result ): void {
					$test->assertLessThan( strpos( $result['content'], 'Harbor café' ), strpos( $result['content'], 'Our own words.' ), 'the new order' );
				},
				'front'  => array(
					'has' => array( 'Our own words.', 'Harbor café' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
			'nested group restructured upstream + text edited here' => array(
				'base'   => self::nested( 'Fresh fish every day.' ),
				'ours'   => self::nested( 'Our own words.' ),
				'theirs' => self::nested( 'Fresh fish every day.', 'image' ),
				'merged' => self::nested( 'Our own words.', 'image' ),
				'front'  => array(
					'has' => array( 'Our own words.', 'is-style-section-2', 'wp-block-separator' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
			'block edited here moved into a new group upstream → conflict (matching is by position)' => array(
				'base'      => self::nested( 'Fresh fish every day.' ),
				'ours'      => self::nested( 'Our own words.' ),
				'theirs'    => self::nested( 'Fresh fish every day.', 'paragraph' ),
				'conflicts' => array(
					array(
						'what'  => 'removed',
						'path'  => '0/1',
						'block' => 'core/paragraph',
					),
				),
				'picks'     => array(
					'theirs' => self::nested( 'Fresh fish every day.', 'paragraph' ),
				),
				'front'     => array(
					'has' => array( 'Our own words.' ),
					'not' => array( 'is-style-section-2' ),
				),
			),
			'list item added here + list style upstream' => array(
				'base'   => self::items( array( 'Fresh fish', 'Local wine' ) ),
				'ours'   => self::items( array( 'Fresh fish', 'Local wine', 'Sunday brunch' ) ),
				'theirs' => self::items( array( 'Fresh fish', 'Local wine' ), true ),
				'merged' => self::items( array( 'Fresh fish', 'Local wine', 'Sunday brunch' ), true ),
				'front'  => array(
					'has' => array( '<li>Sunday brunch</li>', 'has-large-font-size' ),
					'not' => array(),
				),
			),
			'className added upstream + heading edited here' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'heading' => 'Chez Marie' ) ),
				'theirs' => self::section( array( 'class' => 'is-style-section-1' ) ),
				'merged' => self::section( array( 'class' => 'is-style-section-1', 'heading' => 'Chez Marie' ) ),
				'front'  => array(
					'has' => array( 'is-style-section-1', 'Chez Marie' ),
					'not' => array( 'Harbor café' ),
				),
			),
			'same change on both sides → no conflict' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'heading' => 'Chez Marie', 'text' => 'Our own words.' ) ),
				'theirs' => self::section( array( 'heading' => 'Chez Marie', 'padding' => '40px' ) ),
				'merged' => self::section( array( 'heading' => 'Chez Marie', 'text' => 'Our own words.', 'padding' => '40px' ) ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Our own words.', 'padding-top:40px' ),
					'not' => array( 'Harbor café', 'Fresh fish every day.' ),
				),
			),
			'block deleted here + changed upstream → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::without_paragraph(),
				'theirs'    => self::section( array( 'text' => 'Fresh fish, caught daily.' ) ),
				'conflicts' => array(
					array(
						'what'  => 'removed',
						'path'  => '0/1',
						'block' => 'core/paragraph',
						'ours'  => '',
					),
				),
				'picks'     => array(
					'ours'   => self::without_paragraph(),
					'theirs' => self::section( array( 'text' => 'Fresh fish, caught daily.' ) ),
				),
				'front'     => array(
					'has' => array( 'Harbor café' ),
					'not' => array( 'Fresh fish', 'caught daily' ),
				),
			),
			'block deleted here, untouched upstream → stays deleted' => array(
				'base'   => self::section(),
				'ours'   => self::without_paragraph(),
				'theirs' => self::section( array( 'padding' => '40px' ) ),
				'merged' => self::without_paragraph( array( 'padding' => '40px' ) ),
				'front'  => array(
					'has' => array( 'Harbor café', 'padding-top:40px' ),
					'not' => array( 'Fresh fish every day.' ),
				),
			),
		);
		return array_map( static fn( array $row ): array => array( $row ), $cases );
	}

	/**
	 * Checks a merge's answer against a case's `merged` or `conflicts`
	 * (`ElementMergeCases`' too: `content` there is the elements).
	 *
	 * @param TestCase             $test   The test.
	 * @param array<string, mixed> $case   The row.
	 * @param array<string, mixed> $result The merge's answer.
	 */
	public static function check( TestCase $test, array $case, array $result ): void {
		if ( isset( $case['merged'] ) ) {
			$test->assertSame( array(), $result['conflicts'], 'no conflict' );
			$test->assertSame( $case['merged'], $result['content'], 'the merged result, byte for byte' );
			return;
		}
		$test->assertCount( count( $case['conflicts'] ), $result['conflicts'], (string) wp_json_encode( $result['conflicts'] ) );
		foreach ( $case['conflicts'] as $index => $expected ) {
			$found = array();
			foreach ( array_keys( $expected ) as $field ) {
				$found[ $field ] = $result['conflicts'][ $index ][ $field ] ?? null;
			}
			$test->assertSame( $expected, $found, "conflict $index" );
		}
	}
}
