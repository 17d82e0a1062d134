<?php
/**
 * Front-end requests in-process: the main query of a visit, and the whole
 * page WordPress's template loader prints for it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Shared by the saved-template tests and the insert tests that look at
 * the page a visitor gets (plain permalinks; block themes only: a classic
 * theme's functions.php is not loaded in-process).
 */
trait FrontPages {
	/**
	 * Runs the main query of a front-end request, as WordPress does before
	 * choosing a template.
	 *
	 * @param string $query Query string, e.g. `p=5`.
	 */
	protected static function front_request( string $query ): void {
		global $wp, $wp_query, $wp_the_query;
		$_SERVER['REQUEST_URI']    = '/?' . $query;
		$_SERVER['REQUEST_METHOD'] = 'GET';
		unset( $GLOBALS['_wp_current_template_content'], $GLOBALS['_wp_current_template_id'] );
		$wp_the_query = new \WP_Query();
		$wp_query     = $wp_the_query;
		$wp           = new \WP();
		$wp->main( $query );
	}

	/**
	 * Leaves the front-end request: no main query, no current post (a post
	 * made later with the same id would be taken for the page being shown:
	 * Elementor renders nothing of the post being shown inside it).
	 */
	protected static function leave_front(): void {
		global $wp_query, $wp_the_query;
		unset( $GLOBALS['post'], $GLOBALS['_wp_current_template_content'], $GLOBALS['_wp_current_template_id'] );
		$wp_the_query = new \WP_Query();
		$wp_query     = $wp_the_query;
	}

	/**
	 * Checks what a visitor (signed out, a front-end request, the theme's
	 * whole page) sees of a page's content: the post's content as the theme
	 * prints it (the theme's own header, footer and stylesheets name classes
	 * too), up to the end of its main.
	 *
	 * @param int                                      $page  The page.
	 * @param array{has: string[], not: string[]}      $front What it shows and what it does not.
	 */
	protected function assert_visitor_sees( int $page, array $front ): void {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $page );
		$html = self::loaded_template();
		wp_set_current_user( $user );
		$start = strpos( $html, 'wp-block-post-content' );
		$this->assertNotFalse( $start, 'the theme prints the page’s content' );
		$end = strpos( $html, '</main>', (int) $start );
		$this->assertNotFalse( $end );
		$html = substr( $html, (int) $start, (int) $end - (int) $start );
		foreach ( $front['has'] as $seen ) {
			$this->assertStringContainsString( $seen, $html, 'the visitor sees it' );
		}
		foreach ( $front['not'] as $unseen ) {
			$this->assertStringNotContainsString( $unseen, $html, 'the visitor does not see it' );
		}
	}

	/**
	 * What WordPress's template loader prints for the request run last
	 * (`front_request()`).
	 */
	protected static function loaded_template(): string {
		remove_action( 'template_redirect', 'redirect_canonical' );
		add_filter( 'wp_using_themes', '__return_true' );
		ob_start();
		try {
			require ABSPATH . WPINC . '/template-loader.php';
		} finally {
			$html = (string) ob_get_clean();
			add_action( 'template_redirect', 'redirect_canonical' );
			remove_filter( 'wp_using_themes', '__return_true' );
		}
		return $html;
	}
}
