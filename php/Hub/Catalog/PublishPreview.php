<?php
/**
 * The page "Publish to library" captures its thumbnail from: the source's
 * blocks rendered with this site's theme, nothing else.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\ElementorOutline;
use Stencilbox\Support\PreviewDocument;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-publish-preview=<source>&_wpnonce=…`: only for a user who may
 * publish that source (the publisher's own checks), with a nonce; no scripts
 * run (Content-Security-Policy, and the publish form frames it in a sandboxed
 * iframe), only this site may frame it. The blocks sit in a post-content
 * wrapper with the theme's constrained layout, as on the front end, and that
 * wrapper is what is captured.
 */
final class PublishPreview {
	public const QUERY_VAR    = 'stencilbox-publish-preview';
	public const NONCE_ACTION = 'stencilbox_publish_preview';

	/**
	 * Constructor.
	 *
	 * @param Publisher $publisher Loads a source with the publisher's checks.
	 */
	public function __construct( private Publisher $publisher ) {}

	/**
	 * Hooks the page.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
	}

	/**
	 * The preview URL of a source.
	 *
	 * @param string $source Source id.
	 */
	public static function url( string $source ): string {
		return add_query_arg(
			array(
				self::QUERY_VAR => rawurlencode( $source ),
				'_wpnonce'      => wp_create_nonce( self::NONCE_ACTION ),
			),
			home_url( '/' )
		);
	}

	/**
	 * Renders the preview when asked for, and stops.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the nonce is read here and checked by render().
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) {
			return;
		}
		$source = sanitize_text_field( wp_unslash( (string) $_GET[ self::QUERY_VAR ] ) );
		$nonce  = isset( $_GET['_wpnonce'] ) ? sanitize_key( wp_unslash( (string) $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a whole document: PreviewDocument::html() escapes its parts and prints blocks rendered from this site's own content; an error is an escaped message.
		echo $this->render( $source, $nonce );
		exit;
	}

	/**
	 * The preview document (sends the status and headers).
	 *
	 * @param string $source Source id.
	 * @param string $nonce  The request's nonce.
	 */
	public function render( string $source, string $nonce ): string {
		PreviewDocument::headers();
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			status_header( 403 );
			return esc_html__( 'This preview link has expired. Reload the page and try again.', 'stencilbox' );
		}
		try {
			$loaded = $this->publisher->preview_source( $source );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		if ( null !== $loaded['elementor'] ) {
			// Elementor lays out its own widths: no constrained layout around it.
			$elements = '<div class="wp-block-post-content stencilbox-publish-preview__elementor">'
				. self::elementor( $loaded['post_id'], $loaded['elementor'] )
				. '</div>';
			// Entrance animations wait for scripts, which never run here.
			return PreviewDocument::html( $loaded['title'], $elements, 'html,body{margin:0!important;}.elementor-invisible{visibility:visible!important;}', 'stencilbox-publish-preview' );
		}
		$blocks = '<div class="entry-content wp-block-post-content has-global-padding is-layout-constrained wp-block-post-content-is-layout-constrained">'
			. do_blocks( $loaded['content'] )
			. '</div>';
		return PreviewDocument::html( $loaded['title'], $blocks, 'html,body{margin:0!important;}', 'stencilbox-publish-preview' );
	}

	/**
	 * A post built with Elementor as its visitors see it: rendered by
	 * Elementor with its styles (the post's CSS inline) when Elementor runs;
	 * else, or when Elementor renders nothing (a password-protected post),
	 * the elements' outline (`ElementorOutline`, filtered).
	 *
	 * @param int    $post_id  Post.
	 * @param string $elements Its element tree (JSON).
	 */
	private static function elementor( int $post_id, string $elements ): string {
		if ( Elementor::active() && class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->frontend ) ) {
			$frontend = \Elementor\Plugin::$instance->frontend;
			$frontend->enqueue_styles();
			// Rendered afresh: Elementor's element cache would leave its
			// placeholders (`[elementor-element …]`) for a later pass.
			$no_cache = static fn(): string => 'disable';
			add_filter( 'pre_option_elementor_element_cache_ttl', $no_cache );
			$html = (string) $frontend->get_builder_content( $post_id, true );
			remove_filter( 'pre_option_elementor_element_cache_ttl', $no_cache );
			if ( '' !== trim( $html ) ) {
				return $html;
			}
		}
		return ElementorOutline::html( ContentFilter::content( 'elementor', $elements ) );
	}
}
