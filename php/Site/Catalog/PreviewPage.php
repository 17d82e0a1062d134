<?php
/**
 * A front-end page that renders a Gutenberg item's blocks with this site's
 * theme, for previews where no block editor is loaded (the admin page,
 * Elementor). The library shows it in a sandboxed iframe.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Catalog;

use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-preview=<slug>`: logged-in users with `stencilbox_read`
 * only; no scripts run (Content-Security-Policy), and only this site may
 * frame it.
 */
final class PreviewPage {
	public const QUERY_VAR = 'stencilbox-preview';

	/**
	 * Constructor.
	 *
	 * @param HubClient   $hub         The hub.
	 * @param Connections $connections Library sign-ins (the hub sends a paid
	 *                                 item's content only to its owners).
	 */
	public function __construct( private HubClient $hub, private Connections $connections ) {}

	/**
	 * Hooks the page and the boot data.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 0 );
		add_filter( 'stencilbox_settings', array( $this, 'settings' ) );
	}

	/**
	 * The preview URL base for the front end.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$home                   = home_url( '/' );
		$settings['previewUrl'] = $home . ( str_contains( $home, '?' ) ? '&' : '?' ) . self::QUERY_VAR . '=';
		return $settings;
	}

	/**
	 * Renders the preview when asked for.
	 */
	public function maybe_render(): void {
		// No nonce: a read-only page.
		$slug = isset( $_GET[ self::QUERY_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : '';
		if ( '' === $slug ) {
			return;
		}
		$html = $this->render( $slug );
		echo $html; // Not escaped here: a whole document, escaped where it is built (below).
		exit;
	}

	/**
	 * The preview document (sends the status and headers).
	 *
	 * @param string $slug Item slug.
	 */
	public function render( string $slug ): string {
		nocache_headers();
		if ( ! headers_sent() ) {
			header( "Content-Security-Policy: script-src 'none'; object-src 'none'; frame-ancestors 'self'" );
			header( 'X-Frame-Options: SAMEORIGIN' );
		}
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		try {
			$item = $this->hub->request(
				'GET',
				'/catalog/items/' . $slug,
				array(
					'platform' => 'gutenberg',
					'preview'  => '1',
				),
				$this->connections->current( get_current_user_id() )?->api_key
			);
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		show_admin_bar( false );
		// Render first, so the blocks' own styles are queued; then print
		// styles only: a picture needs no scripts. Without content (a paid
		// item the account does not own) the picture is a plain card.
		$blocks = isset( $item['preview_content'] )
			? do_blocks( ContentFilter::blocks( (string) $item['preview_content'] ) )
			: $this->locked_card( (string) ( $item['name'] ?? '' ) );
		do_action( 'wp_enqueue_scripts' );
		ob_start();
		wp_print_styles();
		if ( function_exists( 'wp_print_font_faces' ) ) {
			wp_print_font_faces();
		}
		$styles = (string) ob_get_clean();
		ob_start();
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="robots" content="noindex">
<title><?php echo esc_html( (string) ( $item['name'] ?? '' ) ); ?></title>
		<?php echo $styles; // WordPress's own style tags, printed as they are. ?>
<style>html,body{margin:0!important;overflow:hidden;}body{padding:24px;}</style>
</head>
<body <?php body_class( 'stencilbox-preview' ); ?>>
<div class="wp-site-blocks">
		<?php echo $blocks; // Rendered block markup; scripts are blocked by the CSP above. ?>
</div>
</body>
</html>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * What a paid item's preview shows to someone who does not own it: its
	 * name and why there is nothing more, drawn with the theme's styles.
	 *
	 * @param string $name Item name.
	 */
	private function locked_card( string $name ): string {
		return sprintf(
			'<div class="stencilbox-preview__locked" style="display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:1200px;gap:24px;text-align:center;"><h1>%1$s</h1><p style="font-size:2em;">%2$s</p></div>',
			esc_html( $name ),
			esc_html__( 'The preview of this item is shown once you own it.', 'stencilbox' )
		);
	}
}
