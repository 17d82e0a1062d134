<?php
/**
 * An imported site can be navigated: its pages are named after their
 * titles, and the pack's links to its pages and sections lead to them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\PackLinks;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * `PackLinks`, `PackPages::name()` and what the content step does with them.
 */
final class PackLinksTest extends FullSiteImportTestCase {
	use VersionHelpers;

	public function test_pages_and_posts_are_named_after_their_titles_and_a_taken_name_gets_the_wordpress_suffix(): void {
		$mine    = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About us',
				'post_name'   => 'about',
				'post_status' => 'publish',
			)
		);
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$home  = (int) get_option( 'page_on_front' );
		$about = self::imported_page( 'About' );
		$this->assertSame( 'home', get_post_field( 'post_name', $home ) );
		$this->assertSame( 'about-2', get_post_field( 'post_name', $about ), 'the site’s own "about" keeps its address' );
		$this->assertSame( 'about', get_post_field( 'post_name', $mine ) );
		$post = get_posts( array( 'post_type' => 'post', 'title' => 'Notes from the harbour' ) )[0];
		$this->assertSame( 'notes-from-the-harbour', $post->post_name );
	}

	public function test_the_packs_links_lead_to_the_imported_pages_and_their_sections(): void {
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$home  = (int) get_option( 'page_on_front' );
		$about = (string) get_permalink( self::imported_page( 'About' ) );

		// A page's name leads to the page; an anchor of another page to it there.
		$content = (string) get_post_field( 'post_content', $home );
		$this->assertStringContainsString( 'href="' . esc_attr( $about ) . '"', $content );
		$this->assertStringContainsString( 'href="' . esc_attr( $about . '#team' ) . '"', $content );
		$this->assertStringNotContainsString( 'href="#', $content );
		// An anchor of the page itself stays as it is.
		$this->assertStringContainsString( 'href="#team"', (string) get_post_field( 'post_content', self::imported_page( 'About' ) ) );
		// The footer (a kit template) too; the front page's address is the site's.
		$footer = (string) get_post_field( 'post_content', self::kit( 'footer' ) );
		$this->assertStringContainsString( 'href="' . esc_attr( $about ) . '"', $footer );
		$this->assertStringContainsString( 'href="' . esc_attr( home_url( '/' ) ) . '"', $footer );
		// The header's menu: every page, the front page at the site's address.
		$menu = (string) get_post_field( 'post_content', (int) get_posts( array( 'post_type' => 'wp_navigation' ) )[0]->ID );
		$this->assertStringContainsString( '"url":"' . home_url( '/' ) . '"', str_replace( '\\/', '/', $menu ) );

		// What was placed is the linked content: it counts as pristine, and
		// the record keeps the links for an update.
		$updates = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 0, $updates['count'] );
		$record  = array_values( array_filter( self::provenance_rows(), static fn( array $row ): bool => (int) $row['post_id'] === $home ) );
		$context = json_decode( (string) $record[0]['context'], true );
		$this->assertSame( $about, $context['links']['about'] );
	}

	public function test_links_follow_the_rule_on_both_platforms(): void {
		$targets = PackLinks::targets(
			array(
				array(
					'name'    => 'contact',
					'url'     => 'https://site.test/contact/',
					'anchors' => array( 'faq', 'contact' ),
				),
				array(
					'name'    => 'services',
					'url'     => 'https://site.test/services/',
					'anchors' => array( 'faq', 'process' ),
				),
			)
		);
		// A page's name beats an anchor of the same name; the first page with an anchor has it.
		$this->assertSame( 'https://site.test/contact/', $targets['contact'] );
		$this->assertSame( 'https://site.test/contact/#faq', $targets['faq'] );
		$this->assertSame( 'https://site.test/services/#process', $targets['process'] );

		$markup = '<!-- wp:group {"anchor":"process"} --><div id="process" class="wp-block-group"><!-- wp:paragraph --><p><a href="#process">here</a> <a href="#contact">contact</a> <a href="#">nowhere</a> <a href="#gone">gone</a> <a href="mailto:a@example.com">mail</a></p><!-- /wp:paragraph --><!-- wp:social-links --><ul class="wp-block-social-links"><!-- wp:social-link {"url":"#faq","service":"x"} /--></ul><!-- /wp:social-links --></div><!-- /wp:group -->';
		$linked = PackLinks::apply( $markup, 'gutenberg', $targets );
		$this->assertStringContainsString( '<a href="#process">here</a>', $linked, 'an anchor of the same document' );
		$this->assertStringContainsString( '<a href="https://site.test/contact/">contact</a>', $linked );
		$this->assertStringContainsString( '<a href="#">nowhere</a>', $linked, 'nothing is guessed' );
		$this->assertStringContainsString( '<a href="#gone">gone</a>', $linked );
		$this->assertStringContainsString( 'mailto:a@example.com', $linked );
		$this->assertSame( 'https://site.test/contact/#faq', parse_blocks( $linked )[0]['innerBlocks'][1]['innerBlocks'][0]['attrs']['url'] );

		$elements = array(
			array(
				'id'       => 'a1b2c3d',
				'elType'   => 'container',
				'settings' => array( '_element_id' => 'process' ),
				'elements' => array(
					array(
						'id'         => 'b1b2c3d',
						'elType'     => 'widget',
						'widgetType' => 'button',
						'settings'   => array( 'link' => array( 'url' => '#contact' ) ),
						'elements'   => array(),
					),
					array(
						'id'         => 'c1b2c3d',
						'elType'     => 'widget',
						'widgetType' => 'text-editor',
						'settings'   => array( 'editor' => '<p><a href="#process">here</a> <a href="#faq">faq</a></p>' ),
						'elements'   => array(),
					),
				),
			),
		);
		$this->assertSame( array( 'process' ), PackLinks::anchors( (string) wp_json_encode( $elements ), 'elementor' ) );
		$linked = json_decode( PackLinks::apply( (string) wp_json_encode( $elements ), 'elementor', $targets ), true );
		$this->assertSame( 'https://site.test/contact/', $linked[0]['elements'][0]['settings']['link']['url'] );
		$this->assertSame( '<p><a href="#process">here</a> <a href="https://site.test/contact/#faq">faq</a></p>', $linked[0]['elements'][1]['settings']['editor'] );
	}

	public function test_a_page_is_named_after_its_title(): void {
		$this->assertSame( 'About', PackPages::title( 'Harbor About', 'Harbor' ) );
		$this->assertSame( 'Services', PackPages::title( 'Harbor Services Page', 'Harbor' ), 'the library’s " Page" is not the page’s' );
		$this->assertSame( 'services', PackPages::name( 'Harbor Services Page', 'Harbor' ) );
		$this->assertSame( 'reservations-contact', PackPages::name( 'Saffron Reservations & Contact', 'Saffron' ) );
		$this->assertSame( 'about-the-firm', PackPages::name( 'Sterling & Vale About the Firm', 'Sterling & Vale' ) );
	}

	/**
	 * The imported page of a title.
	 *
	 * @param string $title Title.
	 */
	private static function imported_page( string $title ): int {
		foreach ( self::provenance_rows() as $row ) {
			if ( 'page' === get_post_type( (int) $row['post_id'] ) && get_the_title( (int) $row['post_id'] ) === $title ) {
				return (int) $row['post_id'];
			}
		}
		return 0;
	}

	/**
	 * The kit template of a type.
	 *
	 * @param string $type header or footer.
	 */
	private static function kit( string $type ): int {
		return (int) get_posts(
			array(
				'post_type'  => TemplatePostType::POST_TYPE,
				'meta_key'   => TemplatePostType::META_TYPE, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => $type, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		)[0]->ID;
	}
}
