<?php
/**
 * Front-end rendering of matching templates on a block theme (whole pages
 * through WordPress's template loader) and on a classic theme.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * What visitors get.
 */
final class TemplateRendererTest extends TemplatesTestCase {
	use TemplateRows;

	/** A header whose flex layout needs block-support CSS. */
	private const HEADER = '<!-- wp:group {"layout":{"type":"flex","justifyContent":"space-between"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>Stencilbox header here</p><!-- /wp:paragraph --></div><!-- /wp:group -->';

	/** The theme's own header part, as Twenty Twenty-Five renders it. */
	private const THEME_HEADER = '<header class="wp-block-template-part">';

	protected function setUp(): void {
		parent::setUp();
		$this->assertSame( 'twentytwentyfive', get_stylesheet() );
		$this->assertTrue( wp_is_block_theme() );
	}

	/**
	 * A header shown on the entire site except the front page.
	 */
	private function header_except_front(): int {
		return $this->template(
			'header',
			array(
				array( 'type' => 'include', 'name' => 'general' ),
				array(
					'type'     => 'exclude',
					'name'     => 'singular',
					'sub_name' => 'front_page',
				),
			),
			array( 'content' => self::HEADER )
		);
	}

	public function test_block_theme_header_replaces_the_theme_header_part_with_its_css(): void {
		$this->header_except_front();
		$post = $this->post();
		$html = $this->page( 'p=' . $post );
		$this->assertStringContainsString( 'Stencilbox header here', $html );
		$this->assertStringContainsString( '<header class="wp-block-template-part stencilbox-template stencilbox-template--header">', $html );
		$this->assertStringNotContainsString( self::THEME_HEADER, $html, 'the theme header part is replaced' );
		$this->assertStringContainsString( 'The post body', $html, 'the page itself is the theme\'s' );
		// The template's block-support CSS and the theme's global styles are on the page
		// (WordPress 6.8 quotes these ids with ', later versions with ").
		$this->assertMatchesRegularExpression( '/<style id=(["\'])core-block-supports-inline-css\1>[^<]*justify-content:space-between/', $html );
		$this->assertMatchesRegularExpression( '/\bid=(["\'])global-styles-inline-css\1/', $html );
	}

	public function test_a_page_view_registers_the_templates_type_and_block_once_it_shows_a_template(): void {
		// A page view registers them only when it shows a saved template
		// (RequestPathsTest: one without has neither); from then on the
		// page's other code — Elementor's admin bar, capability checks, the
		// template's own blocks — finds them as everywhere else.
		$post     = $this->post();
		$template = $this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'content' => self::HEADER . '<!-- wp:stencilbox/post-content /-->' ) );
		$type     = get_post_type_object( TemplatePostType::POST_TYPE );
		$this->assertNotNull( $type );
		unset( $GLOBALS['wp_post_types'][ TemplatePostType::POST_TYPE ] );
		unregister_block_type( TemplateEditor::POST_CONTENT_BLOCK );
		try {
			wp_set_current_user( 1 );
			$html = $this->page( 'p=' . $post );
			$this->assertStringContainsString( 'Stencilbox header here', $html );
			$this->assertTrue( post_type_exists( TemplatePostType::POST_TYPE ), 'the page shows a template' );
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( TemplateEditor::POST_CONTENT_BLOCK ) );
			$this->assertTrue( current_user_can( 'edit_post', $template ) );
			// Its block rendered the visited post's content inside the header.
			$this->assertSame( 2, substr_count( $html, 'The post body' ), 'the header\'s Post Content block and the page' );
		} finally {
			if ( ! post_type_exists( TemplatePostType::POST_TYPE ) ) {
				$GLOBALS['wp_post_types'][ TemplatePostType::POST_TYPE ] = $type;
			}
			TemplatePostType::ensure_registered();
		}
	}

	public function test_block_theme_front_page_keeps_the_theme_header(): void {
		$this->header_except_front();
		$this->post();
		$html = $this->page( '' );
		$this->assertTrue( is_front_page() );
		$this->assertStringNotContainsString( 'Stencilbox header here', $html );
		$this->assertStringContainsString( self::THEME_HEADER, $html );
	}

	public function test_block_theme_footer_replaces_the_footer_part(): void {
		$this->template( 'footer', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'content' => '<!-- wp:paragraph --><p>Stencilbox footer here</p><!-- /wp:paragraph -->' ) );
		$html = $this->page( 'p=' . $this->post() );
		$this->assertMatchesRegularExpression( '#<footer class="wp-block-template-part stencilbox-template stencilbox-template--footer"><p[^>]*>Stencilbox footer here</p></footer>#', $html );
		$this->assertStringContainsString( self::THEME_HEADER, $html );
	}

	public function test_block_theme_single_template_limited_to_a_category_replaces_the_page_between_the_theme_parts(): void {
		$news = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$this->template(
			'single',
			array( self::inc( 'singular', 'in:category', $news ) ),
			array( 'content' => '<!-- wp:paragraph --><p>Our single layout</p><!-- /wp:paragraph --><!-- wp:post-title /--><!-- wp:stencilbox/post-content /-->' )
		);
		$in  = $this->post(
			array(
				'post_title'    => 'Inside news',
				'post_category' => array( $news ),
			)
		);
		$out = $this->post( array( 'post_title' => 'Elsewhere' ) );

		$html = $this->page( 'p=' . $in );
		$this->assertStringContainsString( 'Our single layout', $html );
		$this->assertMatchesRegularExpression( '#<h2 class="wp-block-post-title">Inside news</h2>#', $html, 'post blocks see the post' );
		$this->assertStringContainsString( 'stencilbox-template--single', $html );
		$this->assertStringContainsString( self::THEME_HEADER, $html, 'the theme header stays' );
		$this->assertStringContainsString( '<footer class="wp-block-template-part">', $html, 'the theme footer stays' );
		$this->assertStringContainsString( 'The post body', $html, 'post-content shows the post' );
		$this->assertStringNotContainsString( 'wp-block-post-featured-image', $html, 'the theme single template\'s content is replaced' );
		$this->assertMatchesRegularExpression( '#<main (?:id="wp--skip-link--target" )?class="wp-block-group stencilbox-template stencilbox-template--single[^"]*" style="margin-top:var\(--wp--preset--spacing--60\)">#', $html, 'inside the theme\'s own main' );

		$html = $this->page( 'p=' . $out );
		$this->assertStringNotContainsString( 'Our single layout', $html );
		$this->assertStringContainsString( 'The post body', $html );
	}

	public function test_nothing_renders_without_a_match_a_condition_or_publication(): void {
		// Front page only; a template without conditions; a draft for the entire site.
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'front_page' ) ), array( 'content' => '<!-- wp:paragraph --><p>front only</p><!-- /wp:paragraph -->' ) );
		$this->template( 'header', array(), array( 'content' => '<!-- wp:paragraph --><p>no conditions</p><!-- /wp:paragraph -->' ) );
		$this->template( 'footer', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'status' => 'draft' ) );
		$html = $this->page( 'p=' . $this->post() );
		$this->assertStringNotContainsString( 'stencilbox-template', $html );
		$this->assertStringContainsString( self::THEME_HEADER, $html );
	}

	public function test_a_404_template_on_the_404_page(): void {
		$this->template( '404', array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'not_found' ) ), array( 'content' => '<!-- wp:paragraph --><p>Lost? Our 404</p><!-- /wp:paragraph -->' ) );
		$html = $this->page( 'p=999999' );
		$this->assertTrue( is_404() );
		$this->assertStringContainsString( 'Lost? Our 404', $html );
	}

	public function test_classic_theme_body_through_the_template_hierarchy_and_parts_on_the_theme_hooks(): void {
		switch_theme( 'twentytwentyone' );
		$this->assertFalse( wp_is_block_theme() );
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'content' => self::HEADER ) );
		$this->template( 'footer', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'content' => '<!-- wp:paragraph --><p>Classic footer</p><!-- /wp:paragraph -->' ) );
		$this->template( 'single', array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'post_type:post' ) ), array( 'content' => '<!-- wp:post-title /--><!-- wp:paragraph --><p>Classic single</p><!-- /wp:paragraph --><!-- wp:stencilbox/post-content /-->' ) );
		$post = $this->post( array( 'post_title' => 'Classic post' ) );
		$this->go_to( 'p=' . $post );

		$file = apply_filters( 'template_include', get_template_directory() . '/single.php' );
		$this->assertStringEndsWith( 'php/Site/Templates/views/classic.php', $file );
		$this->assertTrue( has_action( 'wp_body_open', array( $this->renderer, 'print_header' ) ) > 0 );
		$this->assertTrue( has_action( 'wp_footer', array( $this->renderer, 'print_footer' ) ) > 0 );

		$this->renderer->prerender_parts();
		ob_start();
		do_action( 'wp_body_open' );
		do_action( 'stencilbox_template_body' );
		$this->renderer->print_footer();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<header class="stencilbox-template stencilbox-template--header">', $html );
		$this->assertStringContainsString( 'Stencilbox header here', $html );
		$this->assertStringContainsString( 'Classic single', $html );
		$this->assertStringContainsString( '<div class="stencilbox-template stencilbox-template--single entry-content">', $html );
		$this->assertStringContainsString( 'Classic post</h2>', $html, 'the body renders in the loop' );
		$this->assertStringContainsString( 'The post body', $html, 'post-content shows the post' );
		$this->assertStringContainsString( 'Classic footer', $html );
		// The header's layout CSS waits in the style engine for wp_head.
		$css = wp_style_engine_get_stylesheet_from_context( 'block-supports' );
		$this->assertStringContainsString( 'justify-content:space-between', $css );

		// A page no body template matches keeps the theme's own template file.
		$this->renderer->reset();
		$page = $this->post( array( 'post_type' => 'page' ) );
		$this->go_to( 'page_id=' . $page );
		$theme_file = get_template_directory() . '/page.php';
		$this->assertSame( $theme_file, apply_filters( 'template_include', $theme_file ) );
	}
}
