<?php
/**
 * A whole HTML document showing rendered blocks with this site's theme
 * styles and no scripts: the shell of the item preview and of the publish
 * preview that "Publish to library" captures.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Render the blocks first (`do_blocks()`), so their own styles are queued;
 * then build the document: only styles are printed (a picture needs no
 * scripts), and the caller sends a Content-Security-Policy that blocks
 * scripts anyway (see `headers()`). On a classic theme the styles WordPress
 * prints in the footer (global styles, layout rules) are printed too, so
 * the blocks look as they do in a post there.
 */
final class PreviewDocument {
	/**
	 * Sends the headers every preview needs: no scripts, no plugins, only
	 * this site may frame it, nothing cached.
	 */
	public static function headers(): void {
		nocache_headers();
		if ( ! headers_sent() ) {
			header( "Content-Security-Policy: script-src 'none'; object-src 'none'; frame-ancestors 'self'" );
			header( 'X-Frame-Options: SAMEORIGIN' );
		}
	}

	/**
	 * The document.
	 *
	 * @param string $title      Title (plain text).
	 * @param string $blocks     Rendered block HTML (already through do_blocks()).
	 * @param string $css        Extra CSS of ours.
	 * @param string $body_class Extra body class.
	 */
	public static function html( string $title, string $blocks, string $css, string $body_class ): string {
		show_admin_bar( false );
		do_action( 'wp_enqueue_scripts' );
		if ( ! wp_is_block_theme() ) {
			// A classic theme gets the blocks' global styles and layout rules
			// in its footer, which this document has not: here, with the rest
			// (outside `wp_enqueue_scripts`, both enqueue them at once).
			wp_enqueue_global_styles();
			wp_enqueue_stored_styles();
		}
		ob_start();
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="robots" content="noindex">
<title><?php echo esc_html( $title ); ?></title>
		<?php
		// WordPress prints its own style tags.
		wp_print_styles();
		if ( function_exists( 'wp_print_font_faces' ) ) {
			wp_print_font_faces();
		}
		?>
<style><?php echo esc_html( $css ); ?></style>
</head>
<body <?php body_class( $body_class ); ?>>
<div class="wp-site-blocks">
		<?php
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- do_blocks() output of content its caller filtered (ContentFilter; "Publish to library": this site's own), printed as WordPress prints post content: escaping would strip the forms, SVG and embeds blocks render. headers()'s CSP blocks scripts.
		echo $blocks;
		?>
</div>
</body>
</html>
		<?php
		return (string) ob_get_clean();
	}
}
