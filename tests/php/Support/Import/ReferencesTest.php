<?php
/**
 * Portable references (issue [26] item 5): synced patterns and menus
 * carried by stable id, resolved on a site where the ids differ.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Import;

use Stencilbox\Support\Import\References;
use Stencilbox\Tests\TestCase;

/**
 * `Support\Import\References`, both directions, against real WordPress.
 *
 * @database-neutral its SQL only compares tables before and after (posts and meta through WordPress's APIs).
 */
final class ReferencesTest extends TestCase {
	private References $refs;

	protected function setUp(): void {
		parent::setUp();
		$this->refs = new References();
	}

	/**
	 * A post of a type.
	 *
	 * @param string               $content Content.
	 * @param string               $title   Title.
	 * @param string               $type    Post type.
	 * @param array<string, mixed> $more    More fields.
	 */
	private static function post( string $content, string $title = 'Shared footer', string $type = 'wp_block', array $more = array() ): int {
		return (int) wp_insert_post(
			wp_slash(
				$more + array(
					'post_type'    => $type,
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_content' => $content,
				)
			)
		);
	}

	private static function paragraph( string $text ): string {
		return "<!-- wp:paragraph -->\n<p>{$text}</p>\n<!-- /wp:paragraph -->";
	}

	private static function ref( int $id, string $block = 'block' ): string {
		return '<!-- wp:' . $block . ' {"ref":' . $id . '} /-->';
	}

	/**
	 * Every block of some markup with a name, at any depth.
	 *
	 * @param string $markup Markup.
	 * @param string $name   Block name.
	 * @return array<int, array<string, mixed>>
	 */
	private static function blocks( string $markup, string $name ): array {
		$out  = array();
		$walk = static function ( array $blocks ) use ( &$walk, &$out, $name ): void {
			foreach ( $blocks as $block ) {
				if ( $name === $block['blockName'] ) {
					$out[] = $block;
				}
				$walk( $block['innerBlocks'] ?? array() );
			}
		};
		$walk( parse_blocks( $markup ) );
		return $out;
	}

	/**
	 * Rows of posts and their meta of a type (what "identical tables" compares).
	 *
	 * @param string $type Post type.
	 * @return array<int, mixed>
	 */
	private static function rows( string $type ): array {
		global $wpdb;
		return array(
			$wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_content, post_status FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", $type ), ARRAY_A ),
			$wpdb->get_results( $wpdb->prepare( "SELECT m.post_id, m.meta_key, m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s ORDER BY m.meta_id", $type ), ARRAY_A ),
		);
	}

	public function test_a_pattern_goes_by_its_stable_id_and_comes_back_where_its_id_differs_once(): void {
		$this->login_as( 'administrator' );
		$pattern  = self::post( self::paragraph( 'Call us on Monday.' ) );
		$page     = self::paragraph( 'Welcome.' ) . "\n\n" . self::ref( $pattern ) . "\n\n" . self::ref( $pattern );
		$portable = $this->refs->carry( $page, 'gutenberg' );

		$stable = (string) get_post_meta( $pattern, References::META, true );
		$this->assertTrue( wp_is_uuid( $stable ), 'a stable id is kept on the source' );
		$this->assertSame( $portable, $this->refs->carry( $page, 'gutenberg' ), 'made once: carrying again gives the same' );
		$blocks = self::blocks( $portable, 'core/block' );
		$this->assertCount( 2, $blocks );
		$this->assertArrayNotHasKey( 'ref', $blocks[0]['attrs'], 'no post id travels' );
		$this->assertSame(
			array(
				'id'      => $stable,
				'title'   => 'Shared footer',
				'content' => self::paragraph( 'Call us on Monday.' ),
			),
			$blocks[0]['attrs'][ References::ATTR ]
		);
		$this->assertSame( array( 'id' => $stable ), $blocks[1]['attrs'][ References::ATTR ], 'its content goes once' );

		// Another site: the pattern is not there, and ids are taken by others.
		wp_delete_post( $pattern, true );
		self::post( self::paragraph( 'Someone else’s pattern.' ), 'Other' );
		self::post( '', 'A page', 'page' );

		// A preview of the library's content draws it from what it carries, both uses.
		$this->assertSame( 2, substr_count( References::render( $portable ), 'Call us on Monday.' ) );
		// The block inserter's preview (drawn by the editor): the content in place, in a group.
		$inline = References::inline( $portable );
		$this->assertStringNotContainsString( References::ATTR, $inline );
		$this->assertCount( 3, self::blocks( $inline, 'core/paragraph' ), 'both uses, beside the page’s own paragraph' );
		$this->assertCount( 2, self::blocks( $inline, 'core/group' ) );

		$inserted = $this->refs->resolve( $portable, 'gutenberg' );
		$blocks   = self::blocks( $inserted, 'core/block' );
		$made     = (int) $blocks[0]['attrs']['ref'];
		$this->assertNotSame( $pattern, $made );
		$this->assertSame( $made, (int) $blocks[1]['attrs']['ref'], 'both uses name the one pattern' );
		$this->assertStringNotContainsString( References::ATTR, $inserted );
		$post = get_post( $made );
		$this->assertSame( 'wp_block', $post->post_type );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( 'Shared footer', $post->post_title );
		$this->assertSame( self::paragraph( 'Call us on Monday.' ), $post->post_content );
		$this->assertSame( $stable, get_post_meta( $made, References::META, true ) );
		$this->assertStringContainsString( 'Call us on Monday.', do_blocks( $inserted ), 'it renders' );

		// Twice: the same answer, nothing new.
		$before = self::rows( 'wp_block' );
		$this->assertSame( $inserted, $this->refs->resolve( $portable, 'gutenberg' ) );
		$this->assertSame( $before, self::rows( 'wp_block' ), 'identical tables' );

		// An edit made here is the site's: kept, and still the one used.
		wp_update_post( array( 'ID' => $made, 'post_content' => self::paragraph( 'Call us any day.' ) ) );
		$this->assertSame( $inserted, $this->refs->resolve( $portable, 'gutenberg' ) );
		$this->assertSame( self::paragraph( 'Call us any day.' ), get_post( $made )->post_content );
	}

	public function test_a_named_stable_id_is_the_same_everywhere_and_finds_its_post(): void {
		$this->login_as( 'administrator' );
		$id = References::named( 'pack:gutenberg:harbor-agency:page:harbor-home' );
		$this->assertTrue( wp_is_uuid( $id ) );
		$this->assertSame( $id, References::named( 'pack:gutenberg:harbor-agency:page:harbor-home' ) );
		$this->assertNotSame( $id, References::named( 'pack:gutenberg:harbor-agency:page:harbor-about' ) );
		$this->assertSame( 0, References::find( 'page', $id ) );
		$page = self::post( self::paragraph( 'Home' ), 'Home', 'page', array( 'meta_input' => array( References::META => $id ) ) );
		$this->assertSame( $page, References::find( 'page', $id ) );
		$this->assertSame( 0, References::find( 'wp_block', $id ), 'of its own type only' );
		wp_trash_post( $page );
		$this->assertSame( 0, References::find( 'page', $id ), 'a trashed page is not found' );
	}

	public function test_only_what_the_user_may_read_is_carried(): void {
		$admin   = $this->login_as( 'administrator' );
		$draft   = self::post( self::paragraph( 'Draft secret.' ), 'Draft', 'wp_block', array( 'post_status' => 'draft' ) );
		$private = self::post( self::paragraph( 'Private secret.' ), 'Private', 'wp_block', array( 'post_status' => 'private' ) );
		$locked  = self::post( self::paragraph( 'Password secret.' ), 'Locked', 'wp_block', array( 'post_password' => 'letmein' ) );
		$shared  = self::post( self::paragraph( 'Everyone’s footer.' ) );
		$author  = $this->login_as( 'author' );
		$own     = self::post( self::paragraph( 'My own.' ), 'Mine', 'wp_block', array( 'post_author' => $author ) );
		$this->assertNotSame( $admin, $author );

		$portable = $this->refs->carry( self::ref( $draft ) . self::ref( $private ) . self::ref( $locked ) . self::ref( $shared ) . self::ref( $own ), 'gutenberg' );
		foreach ( array( 'Draft secret', 'Private secret', 'Password secret' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $portable, $secret );
		}
		$carried = array_map( static fn( array $b ): ?string => $b['attrs'][ References::ATTR ]['title'] ?? null, self::blocks( $portable, 'core/block' ) );
		$this->assertSame( array( null, null, null, 'Shared footer', 'Mine' ), $carried );
		foreach ( self::blocks( $portable, 'core/block' ) as $block ) {
			$this->assertArrayNotHasKey( 'ref', $block['attrs'], 'no post id of this site leaves it' );
		}
		$this->assertSame( '', get_post_meta( $draft, References::META, true ), 'nothing written on what was not carried' );
	}

	public function test_hostile_carried_content_is_filtered_for_an_author(): void {
		$this->login_as( 'author' );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$stable  = wp_generate_uuid4();
		$hostile = '<!-- wp:html --><script>alert(1)</script><p onclick="alert(2)">Hi</p><!-- /wp:html -->'
			. '<!-- wp:paragraph --><p><a href="javascript:alert(3)">x</a></p><!-- /wp:paragraph -->';
		$content = serialize_block(
			array(
				'blockName'    => 'core/block',
				'attrs'        => array(
					References::ATTR => array(
						'id'      => $stable,
						'title'   => '<b>Evil</b> pattern',
						'content' => $hostile,
					),
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$inserted = $this->refs->resolve( $content, 'gutenberg' );
		$made     = (int) self::blocks( $inserted, 'core/block' )[0]['attrs']['ref'];
		$this->assertGreaterThan( 0, $made );
		$post = get_post( $made );
		foreach ( array( '<script', 'onclick', 'javascript:' ) as $needle ) {
			$this->assertStringNotContainsStringIgnoringCase( $needle, $post->post_content, $needle );
		}
		$this->assertStringContainsString( 'Hi', $post->post_content );
		$this->assertSame( 'Evil pattern', $post->post_title );
		$this->assertSame( get_current_user_id(), (int) $post->post_author );
	}

	public function test_an_authors_pattern_with_a_carried_id_is_not_taken_into_an_administrators_import(): void {
		// A stable id is no secret: the catalogue's content carries it.
		$stable  = wp_generate_uuid4();
		$carries = static fn( string $text ): string => serialize_block(
			array(
				'blockName'    => 'core/block',
				'attrs'        => array(
					References::ATTR => array(
						'id'      => $stable,
						'title'   => 'Footer',
						'content' => self::paragraph( $text ),
					),
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$ref_in  = static fn( string $markup ): int => (int) ( self::blocks( $markup, 'core/block' )[0]['attrs']['ref'] ?? 0 );

		// An author brings the id first, with content of their choosing (their cloud).
		$author  = $this->login_as( 'author' );
		$squat   = $ref_in( $this->refs->resolve( $carries( 'Call the author instead.' ), 'gutenberg' ) );
		$this->assertSame( $author, (int) get_post( $squat )->post_author );
		$this->assertSame( $squat, $ref_in( $this->refs->resolve( $carries( 'Again.' ), 'gutenberg' ) ), 'the author’s own is theirs to reuse' );

		// The administrator's import makes its own pattern, which stays theirs.
		$admin = $this->login_as( 'administrator' );
		$page  = $this->refs->resolve( $carries( 'Call us on Monday.' ), 'gutenberg' );
		$made  = $ref_in( $page );
		$this->assertNotSame( $squat, $made, 'the author’s pattern was taken in' );
		$this->assertSame( $admin, (int) get_post( $made )->post_author );
		$this->assertStringContainsString( 'Call us on Monday.', do_blocks( $page ) );
		$this->assertStringNotContainsString( 'author instead', do_blocks( $page ) );
		$this->assertSame( $made, $ref_in( $this->refs->resolve( $carries( 'x' ), 'gutenberg' ) ), 'found again, nothing new' );

		// An editor (who may edit anyone's patterns) gets the administrator's, not the author's.
		$this->login_as( 'editor' );
		$this->assertSame( $made, $ref_in( $this->refs->resolve( $carries( 'x' ), 'gutenberg' ) ) );
		// Only finding (an update's comparison) finds the oldest the user may read, as before.
		$this->assertSame( $squat, References::find( 'wp_block', $stable ) );
	}

	public function test_nested_patterns_are_carried_and_resolved_with_cycles_and_depth_cut(): void {
		$this->login_as( 'administrator' );
		// A chain of seven patterns, each naming the next.
		$chain = array();
		$next  = 0;
		for ( $i = 7; $i >= 1; $i-- ) {
			$next          = self::post( self::paragraph( "Level {$i}." ) . ( $next ? self::ref( $next ) : '' ), "Level {$i}" );
			$chain[ $i ]   = $next;
		}
		// A cycle: A names B, B names A.
		$a = self::post( '', 'A' );
		$b = self::post( self::paragraph( 'In B.' ) . self::ref( $a ), 'B' );
		wp_update_post( array( 'ID' => $a, 'post_content' => self::paragraph( 'In A.' ) . self::ref( $b ) ) );

		$portable = $this->refs->carry( self::ref( $chain[1] ) . self::ref( $a ), 'gutenberg' );
		for ( $i = 1; $i <= References::MAX_DEPTH; $i++ ) {
			$this->assertStringContainsString( "Level {$i}.", $portable, "level {$i} is carried" );
		}
		$this->assertStringNotContainsString( 'Level ' . ( References::MAX_DEPTH + 1 ) . '.', $portable, 'not deeper than the limit' );
		$this->assertStringContainsString( 'In B.', $portable );

		foreach ( array_merge( $chain, array( $a, $b ) ) as $id ) {
			wp_delete_post( $id, true );
		}
		$inserted = $this->refs->resolve( $portable, 'gutenberg' );
		$level    = (int) self::blocks( $inserted, 'core/block' )[0]['attrs']['ref'];
		for ( $i = 1; $i <= References::MAX_DEPTH; $i++ ) {
			$post = get_post( $level );
			$this->assertSame( "Level {$i}", $post->post_title );
			$inner = self::blocks( $post->post_content, 'core/block' );
			if ( $i < References::MAX_DEPTH ) {
				$level = (int) $inner[0]['attrs']['ref'];
				$this->assertGreaterThan( 0, $level, "level {$i} names level " . ( $i + 1 ) );
			} else {
				$this->assertArrayNotHasKey( 'ref', $inner[0]['attrs'], 'the last level names nothing' );
			}
		}
		$new_a = get_post( (int) self::blocks( $inserted, 'core/block' )[1]['attrs']['ref'] );
		$this->assertSame( 'A', $new_a->post_title );
		$new_b = get_post( (int) self::blocks( $new_a->post_content, 'core/block' )[0]['attrs']['ref'] );
		$this->assertSame( 'B', $new_b->post_title );
		$this->assertArrayNotHasKey( 'ref', self::blocks( $new_b->post_content, 'core/block' )[0]['attrs'], 'the cycle is cut' );
		$this->assertStringNotContainsString( References::ATTR, $new_a->post_content . $new_b->post_content );
	}

	public function test_a_menu_goes_the_same_way_without_its_pages_ids(): void {
		$this->login_as( 'administrator' );
		$about = self::post( '', 'About', 'page' );
		$menu  = self::post( '<!-- wp:navigation-link {"label":"About","type":"page","id":' . $about . ',"url":"https://example.org/about/","kind":"post-type"} /-->', 'Main menu', 'wp_navigation' );
		$page  = '<!-- wp:navigation {"ref":' . $menu . ',"overlayMenu":"never"} /-->';

		$portable = $this->refs->carry( $page, 'gutenberg' );
		$carried  = self::blocks( $portable, 'core/navigation' )[0]['attrs'];
		$this->assertSame( 'never', $carried['overlayMenu'], 'other attributes stay' );
		$this->assertSame( 'Main menu', $carried[ References::ATTR ]['title'] );
		$link = self::blocks( $carried[ References::ATTR ]['content'], 'core/navigation-link' )[0]['attrs'];
		$this->assertArrayNotHasKey( 'id', $link, 'a page id of this site does not travel' );
		$this->assertSame( 'https://example.org/about/', $link['url'] );

		wp_delete_post( $menu, true );
		$this->assertStringContainsString( 'https://example.org/about/', References::render( $portable ), 'a preview draws the carried menu' );
		$inserted = $this->refs->resolve( $portable, 'gutenberg' );
		$made     = (int) self::blocks( $inserted, 'core/navigation' )[0]['attrs']['ref'];
		$this->assertNotSame( $menu, $made );
		$this->assertSame( 'wp_navigation', get_post_type( $made ) );
		$this->assertStringContainsString( 'https://example.org/about/', get_post( $made )->post_content );
		$before = self::rows( 'wp_navigation' );
		$this->assertSame( $inserted, $this->refs->resolve( $portable, 'gutenberg' ) );
		$this->assertSame( $before, self::rows( 'wp_navigation' ) );
	}

	public function test_a_user_who_may_not_create_patterns_gets_the_ones_here_and_no_new_ones(): void {
		$this->login_as( 'administrator' );
		$kept     = self::post( self::paragraph( 'Kept here.' ), 'Kept' );
		$gone     = self::post( self::paragraph( 'Gone.' ), 'Gone' );
		$portable = $this->refs->carry( self::ref( $kept ) . self::ref( $gone ), 'gutenberg' );
		wp_delete_post( $gone, true );

		$this->login_as( 'contributor' );
		$this->assertFalse( current_user_can( get_post_type_object( 'wp_block' )->cap->create_posts ) );
		$before   = self::rows( 'wp_block' );
		$missing  = -1;
		$inserted = self::blocks( $this->refs->resolve( $portable, 'gutenberg', true, null, $missing ), 'core/block' );
		$this->assertSame( 1, $missing, 'one reference points at nothing here' );
		$this->assertSame( $kept, (int) $inserted[0]['attrs']['ref'], 'found by its stable id' );
		$this->assertArrayNotHasKey( 'ref', $inserted[1]['attrs'] );
		$this->assertSame( $before, self::rows( 'wp_block' ), 'nothing created' );

		// Only finding (an update's comparison) creates nothing either.
		$this->login_as( 'administrator' );
		$this->refs->resolve( $portable, 'gutenberg', false );
		$this->assertSame( $before, self::rows( 'wp_block' ) );
	}

	public function test_template_parts_name_the_slug_only_and_other_content_is_left_alone(): void {
		$this->login_as( 'administrator' );
		$part = '<!-- wp:template-part {"slug":"header","theme":"' . get_stylesheet() . '","tagName":"header"} /-->'
			. '<!-- wp:template-part {"slug":"footer","theme":"some-other-theme"} /-->';
		$parts = self::blocks( $this->refs->carry( $part, 'gutenberg' ), 'core/template-part' );
		$this->assertSame(
			array(
				'slug'    => 'header',
				'tagName' => 'header',
			),
			$parts[0]['attrs']
		);
		$this->assertSame( 'some-other-theme', $parts[1]['attrs']['theme'], 'a part of another theme is named as it was' );

		$plain = self::paragraph( 'No references.' );
		$this->assertSame( $plain, $this->refs->carry( $plain, 'gutenberg' ) );
		$this->assertSame( $plain, $this->refs->resolve( $plain, 'gutenberg' ) );
		$elementor = '{"content":[{"elType":"widget","widgetType":"template","settings":{"template_id":"12"}}],"note":"<!-- wp:block {\"ref\":3} /-->"}';
		$this->assertSame( $elementor, $this->refs->carry( $elementor, 'elementor' ), 'Elementor content is not block markup' );
	}
}
