<?php
/**
 * "As inserted" means as it renders: white space that shows is part of the
 * content (issue [20], item 6), white space the editor respells is not.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Tests\TestCase;

/**
 * Pairs of markup: each pair either renders alike (same hash) or not.
 */
final class FingerprintTest extends TestCase {
	private const CODE    = "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>function go() {\n    return 1;\n}</code></pre>\n<!-- /wp:code -->";
	private const VERSE   = "<!-- wp:verse -->\n<pre class=\"wp-block-verse\">Roses are red,\nviolets blue.</pre>\n<!-- /wp:verse -->";
	private const WORDS   = "<!-- wp:paragraph -->\n<p>Read <strong>this</strong> <em>now</em> please.</p>\n<!-- /wp:paragraph -->";
	private const NBSP    = "<!-- wp:paragraph -->\n<p>Price:\u{00A0}10\u{00A0}€</p>\n<!-- /wp:paragraph -->";
	private const ENTITY  = '<!-- wp:paragraph --><p>Price:&nbsp;10&nbsp;€</p><!-- /wp:paragraph -->';
	private const LIST    = "<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>One <a href=\"#x\">link</a></li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->";
	private const GROUP   = "<!-- wp:group {\"layout\":{\"type\":\"constrained\"}} -->\n<div class=\"wp-block-group\"><!-- wp:paragraph -->\n<p>Inside.</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->";
	private const BREAKS  = "<!-- wp:paragraph -->\n<p>Line one<br>Line two</p>\n<!-- /wp:paragraph -->";
	private const PRE_BR  = "<!-- wp:preformatted -->\n<pre class=\"wp-block-preformatted\">a<br>  b</pre>\n<!-- /wp:preformatted -->";
	private const PRE_NL  = "<!-- wp:preformatted -->\n<pre class=\"wp-block-preformatted\">a\n  b</pre>\n<!-- /wp:preformatted -->";

	/**
	 * Asserts two markups hash alike or not.
	 *
	 * @param bool   $same Whether they render alike.
	 * @param string $a    Markup.
	 * @param string $b    Markup.
	 */
	private function assert_renders_alike( bool $same, string $a, string $b ): void {
		$this->assertSame( $same, Fingerprint::markup( $a ) === Fingerprint::markup( $b ), ( $same ? 'the same: ' : 'different: ' ) . $b );
	}

	public function test_white_space_that_renders_is_content(): void {
		// A re-indented code block, a line joined in a verse.
		$this->assert_renders_alike( false, self::CODE, str_replace( '    return', "\treturn", self::CODE ) );
		$this->assert_renders_alike( false, self::CODE, str_replace( "\n    return 1;\n", ' return 1; ', self::CODE ) );
		$this->assert_renders_alike( false, self::VERSE, str_replace( "red,\nviolets", 'red, violets', self::VERSE ) );
		// A space between two formatted words, added or taken out.
		$this->assert_renders_alike( false, self::WORDS, str_replace( '</strong> <em>', '</strong><em>', self::WORDS ) );
		$this->assert_renders_alike( false, str_replace( '</strong> <em>', '</strong><em>', self::WORDS ), self::WORDS );
		$this->assert_renders_alike( false, self::LIST, str_replace( 'One <a', 'One<a', self::LIST ) );
		// A no-break space is not a space (written as a character or as an entity).
		$this->assert_renders_alike( false, self::NBSP, str_replace( "\u{00A0}", ' ', self::NBSP ) );
		$this->assert_renders_alike( false, self::ENTITY, str_replace( '&nbsp;', ' ', self::ENTITY ) );
		// Preformatted text keeps every space.
		$this->assert_renders_alike( false, self::PRE_NL, str_replace( '  b', ' b', self::PRE_NL ) );
	}

	public function test_white_space_that_never_renders_is_not(): void {
		// How a serializer spells it: line breaks and indents between block-level tags and blocks.
		$this->assert_renders_alike( true, self::LIST, str_replace( array( "\n<li>", "</li>\n" ), array( '<li>', '</li>' ), self::LIST ) );
		$this->assert_renders_alike( true, self::LIST, str_replace( '<li>', "\n\t\t<li>", self::LIST ) );
		$this->assert_renders_alike( true, self::GROUP, str_replace( "<div class=\"wp-block-group\"><!-- wp:paragraph -->\n", "<div class=\"wp-block-group\">\n\n\t<!-- wp:paragraph -->\n", self::GROUP ) );
		$this->assert_renders_alike( true, self::GROUP, str_replace( '<p>Inside.</p>', "<p>\n  Inside.\n</p>", self::GROUP ) );
		// Runs of spaces inside text show as one; around a line break, none.
		$this->assert_renders_alike( true, self::WORDS, str_replace( 'Read <strong>', "Read \n  <strong>", self::WORDS ) );
		$this->assert_renders_alike( true, self::BREAKS, str_replace( 'one<br>Line', "one <br>\n Line", self::BREAKS ) );
		// A line break in preformatted text, as a newline or as <br>.
		$this->assert_renders_alike( true, self::PRE_BR, self::PRE_NL );
		// Blocks saved again as they were.
		$this->assert_renders_alike( true, self::CODE . "\n\n" . self::WORDS, self::CODE . self::WORDS );
	}

	/**
	 * Each pair: a block as the library wrote it, then as the block editor
	 * of WordPress 7.1 saves it after loading it, with no edit (its
	 * deprecations re-spell it; taken from a real editor: every demo item
	 * is checked this way in tests/e2e/specs/demo-insert-all.spec.ts).
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function respelt_by_the_editor(): array {
		return array(
			'paragraph alignment' => array(
				"<!-- wp:paragraph {\"align\":\"left\",\"style\":{\"color\":{\"text\":\"#56606c\"}},\"fontSize\":\"large\"} -->\n<p class=\"has-text-align-left has-text-color has-large-font-size\" style=\"color:#56606c\">Harbor</p>\n<!-- /wp:paragraph -->",
				"<!-- wp:paragraph {\"style\":{\"color\":{\"text\":\"#56606c\"},\"typography\":{\"textAlign\":\"left\"}},\"fontSize\":\"large\"} -->\n<p class=\"has-text-align-left has-text-color has-large-font-size\" style=\"color:#56606c\">Harbor</p>\n<!-- /wp:paragraph -->",
			),
			'heading alignment'   => array(
				"<!-- wp:heading {\"textAlign\":\"left\",\"level\":1,\"style\":{\"typography\":{\"lineHeight\":\"1.08\"}}} -->\n<h1 class=\"wp-block-heading has-text-align-left\" style=\"line-height:1.08\">We shape brands</h1>\n<!-- /wp:heading -->",
				"<!-- wp:heading {\"level\":1,\"style\":{\"typography\":{\"lineHeight\":\"1.08\",\"textAlign\":\"left\"}}} -->\n<h1 class=\"wp-block-heading has-text-align-left\" style=\"line-height:1.08\">We shape brands</h1>\n<!-- /wp:heading -->",
			),
			'button width'        => array(
				"<!-- wp:button {\"width\":100,\"style\":{\"color\":{\"background\":\"#5b4bdb\",\"text\":\"#ffffff\"},\"border\":{\"radius\":\"6px\"}}} -->\n<div class=\"wp-block-button has-custom-width wp-block-button__width-100\"><a class=\"wp-block-button__link has-text-color has-background wp-element-button\" href=\"#\" style=\"border-radius:6px;color:#ffffff;background-color:#5b4bdb\">Try it free</a></div>\n<!-- /wp:button -->",
				"<!-- wp:button {\"style\":{\"color\":{\"background\":\"#5b4bdb\",\"text\":\"#ffffff\"},\"border\":{\"radius\":\"6px\"},\"dimensions\":{\"width\":\"100%\"}}} -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link has-text-color has-background wp-element-button\" href=\"#\" style=\"border-radius:6px;color:#ffffff;background-color:#5b4bdb\">Try it free</a></div>\n<!-- /wp:button -->",
			),
			'image height'        => array(
				"<!-- wp:image {\"width\":\"150px\",\"sizeSlug\":\"full\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-full is-resized\"><img src=\"https://example.org/logo.svg\" alt=\"Client logo\" style=\"width:150px\"/></figure>\n<!-- /wp:image -->",
				"<!-- wp:image {\"width\":\"150px\",\"sizeSlug\":\"full\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-full is-resized\"><img src=\"https://example.org/logo.svg\" alt=\"Client logo\" style=\"width:150px;height:auto\"/></figure>\n<!-- /wp:image -->",
			),
			'post date'           => array(
				'<!-- wp:post-date {"style":{"color":{"text":"#5c5b71"}},"fontSize":"small"} /-->',
				'<!-- wp:post-date {"metadata":{"bindings":{"datetime":{"source":"core/post-data","args":{"field":"date"}}}},"style":{"color":{"text":"#5c5b71"}},"fontSize":"small"} /-->',
			),
			'void element'        => array(
				// The site's HTML writer (images copied on insert) against the editor's.
				"<!-- wp:separator {\"className\":\"is-style-wide\"} -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity is-style-wide\" />\n<!-- /wp:separator -->",
				"<!-- wp:separator {\"className\":\"is-style-wide\"} -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity is-style-wide\"/>\n<!-- /wp:separator -->",
			),
			'section anchor'      => array(
				// WordPress 7.1 writes the anchor into the comment too (the demo's FAQ, issue [23] C's anchors).
				"<!-- wp:group {\"tagName\":\"section\",\"layout\":{\"type\":\"constrained\"}} -->\n<section class=\"wp-block-group\" id=\"faq\"><!-- wp:paragraph -->\n<p>FAQ</p>\n<!-- /wp:paragraph --></section>\n<!-- /wp:group -->",
				"<!-- wp:group {\"tagName\":\"section\",\"layout\":{\"type\":\"constrained\"},\"anchor\":\"faq\"} -->\n<section class=\"wp-block-group\" id=\"faq\"><!-- wp:paragraph -->\n<p>FAQ</p>\n<!-- /wp:paragraph --></section>\n<!-- /wp:group -->",
			),
			'post date modified'  => array(
				'<!-- wp:post-date {"displayType":"modified"} /-->',
				'<!-- wp:post-date {"metadata":{"bindings":{"datetime":{"source":"core/post-data","args":{"field":"modified"}}}}} /-->',
			),
		);
	}

	/**
	 * What the editor re-spells on its own is no edit (issue [23] A).
	 *
	 * @dataProvider respelt_by_the_editor
	 *
	 * @param string $written As written.
	 * @param string $saved   As the editor saves it.
	 */
	public function test_what_the_editor_respells_when_it_saves_is_no_edit( string $written, string $saved ): void {
		$this->assert_renders_alike( true, $written, $saved );
		// The rule before [23] saw an edit there.
		$this->assertNotSame( Fingerprint::blocks( parse_blocks( $written ), null, false ), Fingerprint::blocks( parse_blocks( $saved ), null, false ) );
	}

	public function test_a_real_change_of_those_things_is_an_edit(): void {
		$pairs = self::respelt_by_the_editor();
		// Another alignment, in either spelling.
		$this->assert_renders_alike( false, $pairs['paragraph alignment'][0], str_replace( '"textAlign":"left"', '"textAlign":"center"', $pairs['paragraph alignment'][1] ) );
		$this->assert_renders_alike( false, $pairs['heading alignment'][0], str_replace( '"textAlign":"left"', '"textAlign":"right"', $pairs['heading alignment'][0] ) );
		// Another width.
		$this->assert_renders_alike( false, $pairs['button width'][0], str_replace( '"width":"100%"', '"width":"50%"', $pairs['button width'][1] ) );
		$this->assert_renders_alike( false, $pairs['button width'][0], str_replace( array( '"width":100', 'width-100' ), array( '"width":50', 'width-50' ), $pairs['button width'][0] ) );
		// A height of its own, or a height:auto that does not go without saying.
		$this->assert_renders_alike( false, $pairs['image height'][0], str_replace( 'height:auto', 'height:80px', $pairs['image height'][1] ) );
		$this->assert_renders_alike( false, $pairs['image height'][0], str_replace( 'alt="Client logo"', 'alt="Client logo" height="40"', $pairs['image height'][1] ) );
		// Another date.
		$this->assert_renders_alike( false, $pairs['post date'][0], $pairs['post date modified'][1] );
		// Another anchor, in the element or in the comment.
		$this->assert_renders_alike( false, $pairs['section anchor'][0], str_replace( 'id="faq"', 'id="help"', $pairs['section anchor'][1] ) );
		$this->assert_renders_alike( false, $pairs['section anchor'][0], str_replace( '"anchor":"faq"', '"anchor":"help"', $pairs['section anchor'][1] ) );
		// A changed word still counts.
		$this->assert_renders_alike( false, $pairs['heading alignment'][0], str_replace( 'We shape brands', 'We shape cities', $pairs['heading alignment'][1] ) );
	}

	public function test_what_elementor_drops_when_it_saves_is_no_edit(): void {
		$inserted = array(
			array(
				'id'           => 'a1',
				'elType'       => 'container',
				'isLocked'     => false,
				'interactions' => array(),
				'settings'     => array( 'flex_direction' => 'column' ),
				'elements'     => array(
					array(
						'id'           => 'b2',
						'elType'       => 'widget',
						'widgetType'   => 'heading',
						'isLocked'     => false,
						'interactions' => '[]',
						'settings'     => array( 'title' => 'Hello' ),
						'elements'     => array(),
					),
				),
			),
		);
		// As Elementor's save writes them (Element_Base::get_raw_data).
		$saved = array(
			array(
				'id'       => 'c3',
				'elType'   => 'container',
				'settings' => array( 'flex_direction' => 'column' ),
				'elements' => array(
					array(
						'id'         => 'd4',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array( 'title' => 'Hello' ),
						'elements'   => array(),
					),
				),
				'isInner'  => false,
			),
		);
		$this->assertSame( Fingerprint::elements( $inserted ), Fingerprint::elements( $saved ) );
		$this->assertNotSame( Fingerprint::elements( $inserted, false ), Fingerprint::elements( $saved, false ), 'the rule before [23] saw an edit' );
		// A locked element, or one with interactions, is another thing.
		$locked                = $saved;
		$locked[0]['isLocked'] = true;
		$this->assertNotSame( Fingerprint::elements( $inserted ), Fingerprint::elements( $locked ) );
		$moving                    = $saved;
		$moving[0]['interactions'] = array( array( 'trigger' => 'load' ) );
		$this->assertNotSame( Fingerprint::elements( $inserted ), Fingerprint::elements( $moving ) );
	}
}
