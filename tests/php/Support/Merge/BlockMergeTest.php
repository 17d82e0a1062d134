<?php
/**
 * The three-way merge rules of block markup (issue [25] item 4): design
 * from the new version, content the site changed kept, a change on both
 * sides a conflict, a level both sides restructured one conflict.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Merge;

use Stencilbox\Support\Merge\BlockMerge;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Tests\TestCase;

/**
 * Base, ours, theirs → merged markup or conflicts.
 */
final class BlockMergeTest extends TestCase {
	/**
	 * A section: a group with padding, a heading, a paragraph with a link, an image.
	 *
	 * @param array<string, string> $with Replacements: padding, bg, heading, text, href, src, id, alt, extra.
	 */
	private static function section( array $with = array() ): string {
		$v = $with + array(
			'padding' => '20px',
			'bg'      => 'base',
			'heading' => 'Harbor café',
			'text'    => 'Fresh fish every day.',
			'href'    => 'https://example.org/menu',
			'src'     => 'https://example.org/a.jpg',
			'id'      => '7',
			'alt'     => 'The harbor',
			'extra'   => '',
		);
		return '<!-- wp:group {"backgroundColor":"' . $v['bg'] . '","style":{"spacing":{"padding":{"top":"' . $v['padding'] . '"}}},"layout":{"type":"constrained"}} -->' . "\n"
			. '<div class="wp-block-group has-' . $v['bg'] . '-background-color has-background" style="padding-top:' . $v['padding'] . '"><!-- wp:heading -->' . "\n"
			. '<h2 class="wp-block-heading">' . $v['heading'] . '</h2>' . "\n"
			. '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:paragraph -->' . "\n"
			. '<p>' . $v['text'] . ' <a href="' . $v['href'] . '">Menu</a></p>' . "\n"
			. '<!-- /wp:paragraph -->' . "\n\n"
			. '<!-- wp:image {"id":' . $v['id'] . ',"sizeSlug":"large"} -->' . "\n"
			. '<figure class="wp-block-image size-large"><img src="' . $v['src'] . '" alt="' . $v['alt'] . '" class="wp-image-' . $v['id'] . '"/></figure>' . "\n"
			. '<!-- /wp:image -->'
			. $v['extra']
			. '</div>' . "\n"
			. '<!-- /wp:group -->';
	}

	/**
	 * The merge of three sections.
	 *
	 * @param array<string, string> $ours   Ours' replacements.
	 * @param array<string, string> $theirs Theirs' replacements.
	 * @param array<string, string> $picks  Picks.
	 * @return array{content: string, conflicts: array<int, array<string, string>>}
	 */
	private static function merged( array $ours, array $theirs, array $picks = array() ): array {
		return ( new BlockMerge( $picks ) )->merge( self::section(), self::section( $ours ), self::section( $theirs ) );
	}

	/**
	 * The group block of merged markup.
	 *
	 * @param string $content Markup.
	 * @return array<string, mixed>
	 */
	private static function group( string $content ): array {
		$blocks = array_values( array_filter( parse_blocks( $content ), static fn( array $b ): bool => null !== $b['blockName'] ) );
		self::assertCount( 1, $blocks );
		return $blocks[0];
	}

	public function test_design_comes_from_the_new_version_and_the_text_changed_here_stays(): void {
		$result = self::merged(
			array(
				'heading' => 'Chez Marie',
				'text'    => 'Our own words.',
				'src'     => 'https://site.test/ours.jpg',
				'id'      => '42',
				'alt'     => 'Our terrace',
			),
			array(
				'padding' => '64px',
				'bg'      => 'accent-1',
			)
		);
		$this->assertSame( array(), $result['conflicts'] );
		$content = $result['content'];
		$this->assertSame( self::section( array( 'padding' => '64px', 'bg' => 'accent-1', 'heading' => 'Chez Marie', 'text' => 'Our own words.', 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'alt' => 'Our terrace' ) ), $content, 'the new design, the site’s text, image and alt, byte for byte' );
		$group = self::group( $content );
		$this->assertSame( '64px', $group['attrs']['style']['spacing']['padding']['top'] );
		$this->assertSame( 'accent-1', $group['attrs']['backgroundColor'] );
		$this->assertSame( 42, $group['innerBlocks'][2]['attrs']['id'], 'the image attribute follows the site’s image' );
		$this->assertStringContainsString( 'class="wp-image-42"', $content );
	}

	public function test_content_the_site_did_not_change_takes_the_new_versions_words(): void {
		$result = self::merged( array( 'heading' => 'Chez Marie' ), array( 'text' => 'Fresh fish, now daily.', 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) );
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame( self::section( array( 'heading' => 'Chez Marie', 'text' => 'Fresh fish, now daily.', 'href' => 'https://example.org/new-menu', 'padding' => '40px' ) ), $result['content'] );
	}

	public function test_a_design_change_made_only_here_gives_way_to_the_central_design(): void {
		$result = self::merged( array( 'bg' => 'contrast', 'heading' => 'Chez Marie' ), array( 'padding' => '40px' ) );
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame( self::section( array( 'padding' => '40px', 'heading' => 'Chez Marie' ) ), $result['content'] );
	}

	public function test_the_same_text_changed_on_both_sides_is_a_conflict_and_a_pick_resolves_it(): void {
		$result = self::merged( array( 'heading' => 'Chez Marie' ), array( 'heading' => 'Harbor café & bar', 'padding' => '40px' ) );
		$this->assertCount( 1, $result['conflicts'] );
		$conflict = $result['conflicts'][0];
		$this->assertSame( array( '0/0', 'core/heading', 'Heading', 'text', 'Harbor café', 'Chez Marie', 'Harbor café & bar' ), array( $conflict['path'], $conflict['block'], $conflict['label'], $conflict['what'], $conflict['base'], $conflict['ours'], $conflict['theirs'] ) );

		$mine = self::merged( array( 'heading' => 'Chez Marie' ), array( 'heading' => 'Harbor café & bar', 'padding' => '40px' ), array( $conflict['key'] => 'ours' ) );
		$this->assertSame( array(), $mine['conflicts'] );
		$this->assertSame( self::section( array( 'heading' => 'Chez Marie', 'padding' => '40px' ) ), $mine['content'] );
		$new = self::merged( array( 'heading' => 'Chez Marie' ), array( 'heading' => 'Harbor café & bar', 'padding' => '40px' ), array( $conflict['key'] => 'theirs' ) );
		$this->assertSame( self::section( array( 'heading' => 'Harbor café & bar', 'padding' => '40px' ) ), $new['content'] );
	}

	public function test_the_same_design_attribute_changed_on_both_sides_is_a_conflict(): void {
		$result = self::merged( array( 'padding' => '10px' ), array( 'padding' => '64px' ) );
		$this->assertSame( array( 'attribute' ), array_column( $result['conflicts'], 'what' ) );
		$this->assertSame( 'style.spacing.padding.top', $result['conflicts'][0]['name'] );
		$this->assertSame( array( '20px', '10px', '64px' ), array( $result['conflicts'][0]['base'], $result['conflicts'][0]['ours'], $result['conflicts'][0]['theirs'] ) );
	}

	public function test_a_block_added_upstream_and_an_image_replaced_here_are_both_kept(): void {
		$quote  = "\n\n<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>Best fish in town.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->";
		$result = self::merged( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42' ), array( 'extra' => $quote ) );
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame( self::section( array( 'src' => 'https://site.test/ours.jpg', 'id' => '42', 'extra' => $quote ) ), $result['content'] );
	}

	public function test_a_block_added_here_stays_when_the_new_version_keeps_the_structure(): void {
		$mine   = "\n\n<!-- wp:paragraph -->\n<p>Open on Sundays.</p>\n<!-- /wp:paragraph -->";
		$result = self::merged( array( 'extra' => $mine ), array( 'padding' => '40px' ) );
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame( self::section( array( 'extra' => $mine, 'padding' => '40px' ) ), $result['content'] );
	}

	public function test_a_block_removed_upstream_and_edited_here_is_a_conflict(): void {
		$base   = self::section();
		$ours   = self::section( array( 'text' => 'Our own words.' ) );
		$theirs = (string) preg_replace( '#<!-- wp:paragraph -->.*?<!-- /wp:paragraph -->\n\n#s', '', self::section() );
		$result = ( new BlockMerge() )->merge( $base, $ours, $theirs );
		$this->assertSame( array( 'removed' ), array_column( $result['conflicts'], 'what' ) );
		$this->assertSame( '0/1', $result['conflicts'][0]['path'] );
		$this->assertSame( '', $result['conflicts'][0]['theirs'] );
		$this->assertStringContainsString( 'Our own words.', $result['conflicts'][0]['ours'] );
		$kept = ( new BlockMerge( array( $result['conflicts'][0]['key'] => 'ours' ) ) )->merge( $base, $ours, $theirs );
		$this->assertSame( $ours, $kept['content'] );
		$gone = ( new BlockMerge( array( $result['conflicts'][0]['key'] => 'theirs' ) ) )->merge( $base, $ours, $theirs );
		$this->assertSame( $theirs, $gone['content'] );
	}

	public function test_a_block_removed_upstream_and_untouched_here_goes(): void {
		$theirs = (string) preg_replace( '#<!-- wp:paragraph -->.*?<!-- /wp:paragraph -->\n\n#s', '', self::section( array( 'padding' => '40px' ) ) );
		$result = ( new BlockMerge() )->merge( self::section(), self::section( array( 'heading' => 'Chez Marie' ) ), $theirs );
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertStringNotContainsString( 'Fresh fish', $result['content'] );
		$this->assertStringContainsString( 'Chez Marie', $result['content'] );
		$this->assertStringContainsString( 'padding-top:40px', $result['content'] );
	}

	public function test_a_level_both_sides_restructured_is_one_conflict(): void {
		$mine   = "\n\n<!-- wp:paragraph -->\n<p>Open on Sundays.</p>\n<!-- /wp:paragraph -->";
		$theirs = "\n\n<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"></div>\n<!-- /wp:buttons -->";
		$result = self::merged( array( 'extra' => $mine ), array( 'extra' => $theirs ) );
		$this->assertCount( 1, $result['conflicts'] );
		$this->assertSame( array( 'structure', '0/*' ), array( $result['conflicts'][0]['what'], $result['conflicts'][0]['path'] ) );
		$this->assertStringContainsString( 'Open on Sundays.', $result['conflicts'][0]['ours'] );
		$this->assertStringContainsString( 'wp-block-buttons', $result['conflicts'][0]['theirs'] );
		$picked = self::merged( array( 'extra' => $mine ), array( 'extra' => $theirs ), array( '0/*:structure' => 'ours' ) );
		$this->assertSame( array(), $picked['conflicts'] );
		$this->assertStringContainsString( 'Open on Sundays.', $picked['content'] );
		$this->assertStringNotContainsString( 'wp-block-buttons', $picked['content'] );
	}

	public function test_words_made_bold_here_stay_with_the_new_design(): void {
		$result = ( new BlockMerge() )->merge(
			"<!-- wp:paragraph -->\n<p class=\"has-small-font-size\">Fresh fish every day.</p>\n<!-- /wp:paragraph -->",
			"<!-- wp:paragraph -->\n<p class=\"has-small-font-size\">Fresh fish <strong>every</strong> day.</p>\n<!-- /wp:paragraph -->",
			"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Fresh fish every day.</p>\n<!-- /wp:paragraph -->"
		);
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame( "<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Fresh fish <strong>every</strong> day.</p>\n<!-- /wp:paragraph -->", $result['content'] );
	}

	public function test_a_copy_equal_to_its_base_takes_the_new_version_whole(): void {
		$theirs = self::section( array( 'padding' => '40px', 'heading' => 'New' ) );
		$this->assertSame( array( 'content' => $theirs, 'conflicts' => array() ), ( new BlockMerge() )->merge( self::section(), self::section(), $theirs ) );
	}

	public function test_every_demo_block_item_merges_a_text_edit_here_with_a_design_change_upstream(): void {
		$files = glob( dirname( __DIR__, 4 ) . '/php/Hub/Catalog/demo/gutenberg/*.html' );
		$this->assertGreaterThan( 20, count( (array) $files ) );
		$checked = 0;
		foreach ( (array) $files as $file ) {
			$base = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a fixture of the repository.
			$name = basename( $file );
			// Ours: the first heading's or paragraph's words changed here.
			$ours = (string) preg_replace( '#(<(?:h[1-6]|p)\b[^>]*>)([^<]+)#', '$1$2 (our words)', $base, 1, $edits );
			if ( 1 !== $edits ) {
				continue;
			}
			// Theirs: a design setting of the first block changed upstream.
			$blocks = parse_blocks( $base );
			foreach ( $blocks as $index => $block ) {
				if ( null !== $block['blockName'] ) {
					$blocks[ $index ]['attrs']['className'] = trim( ( $block['attrs']['className'] ?? '' ) . ' is-style-upstream' );
					break;
				}
			}
			$theirs = serialize_blocks( $blocks );
			$merged = ( new BlockMerge() )->merge( $base, $ours, $theirs );
			$this->assertSame( array(), $merged['conflicts'], "$name: no conflict" );
			$this->assertStringContainsString( ' (our words)', $merged['content'], "$name: the site's words kept" );
			$this->assertStringContainsString( 'is-style-upstream', $merged['content'], "$name: the new design" );
			$this->assertSame( 1, substr_count( $merged['content'], ' (our words)' ), "$name: once" );
			$this->assertSame( Fingerprint::markup( $theirs ), Fingerprint::markup( ( new BlockMerge() )->merge( $base, $base, $theirs )['content'] ), "$name: an unchanged copy becomes the new version" );
			$this->assertSame( Fingerprint::markup( $ours ), Fingerprint::markup( ( new BlockMerge() )->merge( $base, $ours, $base )['content'] ), "$name: nothing new upstream keeps the copy as it is" );
			++$checked;
		}
		$this->assertGreaterThan( 20, $checked );
	}
}
