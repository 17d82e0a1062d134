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
}
