<?php
/**
 * The live preview of the full-site import wizard.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Names;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-fsi-preview=<pack id>`: the pack's header, home page and
 * footer rendered with this site's theme, for users who may import. Each
 * pack colour is a CSS variable (`--stencilbox-fsi-<id>`) and the header's
 * brand line is the site logo and title, so the wizard's css-variable
 * message (spec part 2 §7: platform, logo, color, logoSize, typography)
 * changes the picture at once, without a request. The page answers
 * `loaded` and `logoWidth`. Only its own inline script runs (a nonce in the
 * Content-Security-Policy; the content is filtered), it talks only to the
 * page that frames it, and only this site may frame it.
 */
final class PreviewPage {
	public const QUERY_VAR = 'stencilbox-fsi-preview';

	/**
	 * Constructor.
	 *
	 * @param AccountSession $account Hub calls on the user's behalf.
	 */
	public function __construct( private AccountSession $account ) {}

	/**
	 * Hooks the page and its URL in the boot data.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 0 );
		add_filter( 'stencilbox_settings', array( $this, 'settings' ) );
	}

	/**
	 * The preview URL base for the wizard.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$home                      = home_url( '/' );
		$settings['fsiPreviewUrl'] = $home . ( str_contains( $home, '?' ) ? '&' : '?' ) . self::QUERY_VAR . '=';
		$settings['fsiLightspeed'] = \Stencilbox\Site\Rest\FullSiteImportController::lightspeed();
		return $settings;
	}

	/**
	 * Renders the preview when asked for.
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only page.
		$id = isset( $_GET[ self::QUERY_VAR ] ) ? absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : 0;
		if ( $id <= 0 ) {
			return;
		}
		echo $this->render( $id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a full document built below.
		exit;
	}

	/**
	 * The preview document (sends the status and headers).
	 *
	 * @param int $id Pack id.
	 */
	public function render( int $id ): string {
		$nonce = wp_generate_password( 16, false );
		nocache_headers();
		if ( ! headers_sent() ) {
			header( "Content-Security-Policy: script-src 'nonce-{$nonce}'; object-src 'none'; frame-ancestors 'self'" );
			header( 'X-Frame-Options: SAMEORIGIN' );
		}
		if ( ! current_user_can( Names::CAP_FSI ) ) {
			status_header( 403 );
			return esc_html__( "Unfortunately, you don't have permission to import templates...", 'stencilbox' );
		}
		try {
			$connection = $this->account->require_connection( get_current_user_id() );
			$info       = $this->account->call( $connection, 'GET', '/items/' . $id . '/full-site' );
			$parts      = $this->account->call( $connection, 'GET', '/items/' . $id . '/full-site/preview' );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		show_admin_bar( false );
		$settings = (array) ( $info['settings'] ?? array() );
		$colours  = (array) ( $settings['colors'] ?? array() );
		$html     = '';
		foreach ( array( 'header', 'home', 'footer' ) as $part ) {
			$markup = (string) ( $parts[ $part ] ?? '' );
			if ( 'gutenberg' !== ( $parts['platform'] ?? '' ) || '' === $markup ) {
				continue;
			}
			if ( 'header' === $part ) {
				// The logo box is there even without a logo: the script puts the chosen one in it.
				$markup = (string) preg_replace(
					'#<!-- wp:site-logo [^>]*/-->#',
					'<!-- wp:html --><div class="wp-block-site-logo"></div><!-- /wp:html -->',
					PackContent::brand( $markup, (string) ( $settings['site_title'] ?? '' ), 211 )
				);
			}
			// Images stay on the hub for a preview (nothing is copied yet).
			$html .= do_blocks( self::variables( ContentFilter::blocks( str_replace( PackPackage::PLACEHOLDER, '', $markup ) ), $colours ) );
		}
		if ( '' === $html ) {
			$html = '<p style="padding:48px;text-align:center">' . esc_html__( 'This pack has no preview on this site.', 'stencilbox' ) . '</p>';
		}
		do_action( 'wp_enqueue_scripts' );
		ob_start();
		wp_print_styles();
		if ( function_exists( 'wp_print_font_faces' ) ) {
			wp_print_font_faces();
		}
		$styles = (string) ob_get_clean();
		$root   = array();
		foreach ( $colours as $entry ) {
			$key = sanitize_key( (string) ( $entry['id'] ?? '' ) );
			if ( '' !== $key && PackContent::is_colour( (string) ( $entry['color'] ?? '' ) ) ) {
				$root[] = '--stencilbox-fsi-' . $key . ':' . $entry['color'];
			}
		}
		ob_start();
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><?php echo esc_html( (string) ( $info['name'] ?? '' ) ); ?></title>
		<?php echo $styles; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's own style tags. ?>
<style>:root{<?php echo esc_html( implode( ';', $root ) ); ?>}html,body{margin:0!important;}</style>
<style id="stencilbox-fsi-typography"></style>
</head>
<body <?php body_class( 'stencilbox-fsi-preview' ); ?>>
<div class="wp-site-blocks">
		<?php echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered, rendered block markup. ?>
</div>
<script nonce="<?php echo esc_attr( $nonce ); ?>">
		<?php echo self::script(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- our own constant script. ?>
</script>
</body>
</html>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * Each pack colour in the (filtered, rendered) markup becomes its CSS
	 * variable with the colour as fallback.
	 *
	 * @param string                           $markup  Markup.
	 * @param array<int, array<string, mixed>> $colours Pack colour entries.
	 */
	private static function variables( string $markup, array $colours ): string {
		$map = array();
		foreach ( $colours as $entry ) {
			$key   = sanitize_key( (string) ( $entry['id'] ?? '' ) );
			$value = strtolower( (string) ( $entry['color'] ?? '' ) );
			if ( '' !== $key && PackContent::is_colour( $value ) && ! isset( $map[ $value ] ) ) {
				$map[ $value ] = 'var(--stencilbox-fsi-' . $key . ')';
			}
		}
		if ( ! $map ) {
			return $markup;
		}
		// Only inside style attributes: block comments keep their values.
		return (string) preg_replace_callback(
			'/style="([^"]*)"/i',
			static fn( array $m ): string => 'style="' . preg_replace_callback(
				'/#[0-9a-f]{6}(?![0-9a-f])|#[0-9a-f]{3}(?![0-9a-f])/i',
				static fn( array $c ): string => $map[ strtolower( $c[0] ) ] ?? $c[0],
				$m[1]
			) . '"',
			$markup
		);
	}

	/**
	 * The page's script: applies the wizard's message, answers `loaded` and
	 * `logoWidth`. Values are checked here too (numbers with a known unit,
	 * hex colours, family names without CSS punctuation).
	 */
	private static function script(): string {
		return <<<'JS'
(function(){
	var parent = window.parent;
	// What it sends says nothing private; what it receives must come from the page that frames it.
	function send(message){ if (parent && parent !== window) { parent.postMessage(message, '*'); } }
	function measure(m, lineHeight){
		if (!m || typeof m.value !== 'number' || !isFinite(m.value)) { return null; }
		var unit = ['px','em','rem','vw','vh',''].indexOf(m.unit) >= 0 ? m.unit : 'px';
		// As on the site: an em line height is a plain number (it scales with each text).
		return m.value + (lineHeight && unit === 'em' ? '' : unit);
	}
	function family(v){ return typeof v === 'string' ? v.replace(/[{};<>\\]/g, '') : ''; }
	function rules(entry, device){
		var out = [];
		if (device === 'desktop') {
			if (entry.font_family_value) { out.push('font-family:' + family(entry.font_family_value)); }
			if (/^(\d00|normal|bold)$/.test(entry.font_weight || '')) { out.push('font-weight:' + entry.font_weight); }
			if (/^(uppercase|lowercase|capitalize|none)$/.test(entry.text_transform || '')) { out.push('text-transform:' + entry.text_transform); }
			if (/^(overline|line-through|underline|underline overline|initial|none)$/.test(entry.text_decoration || '')) { out.push('text-decoration:' + entry.text_decoration); }
		}
		[['font_size','font-size'],['line_height','line-height'],['letter_spacing','letter-spacing']].forEach(function(pair){
			var v = entry[pair[0]] && measure(entry[pair[0]][device], pair[0] === 'line_height');
			if (v) { out.push(pair[1] + ':' + v + '!important'); }
		});
		return out.join(';');
	}
	function typography(list){
		var css = {desktop: '', tablet: '', mobile: ''};
		(list || []).forEach(function(entry){
			var id = String(entry.id || '').toLowerCase();
			var selector = /^h[1-6]$/.test(id) ? id : (['heading','headings','all'].indexOf(id) >= 0 ? 'h1,h2,h3,h4,h5,h6' : 'body,p,li');
			Object.keys(css).forEach(function(device){
				var r = rules(entry, device);
				if (r) { css[device] += selector + '{' + r + '}'; }
			});
		});
		return css.desktop + '@media (max-width:1024px){' + css.tablet + '}@media (max-width:767px){' + css.mobile + '}';
	}
	function logoWidth(){
		var img = document.querySelector('.wp-block-site-logo img');
		send({ type: 'logoWidth', width: img ? Math.round(img.getBoundingClientRect().width) : 0 });
	}
	window.addEventListener('message', function(event){
		if (event.source !== parent) { return; }
		var data = event.data || {};
		if (data.type !== 'css-variable') { return; }
		var root = document.documentElement.style;
		Object.keys(data.color || {}).forEach(function(id){
			var value = data.color[id];
			if (/^#[0-9a-f]{3,8}$/i.test(value) && /^[a-z0-9_-]+$/i.test(id)) { root.setProperty('--stencilbox-fsi-' + id.toLowerCase(), value); }
		});
		if (typeof data.title === 'string') {
			document.querySelectorAll('.wp-block-site-title a, .wp-block-site-title span, p.wp-block-site-title').forEach(function(el){ el.textContent = data.title; });
		}
		var size = Math.max(20, Math.min(800, parseInt(data.logoSize, 10) || 211));
		document.querySelectorAll('.wp-block-site-logo').forEach(function(box){
			var url = data.logo && typeof data.logo.url === 'string' && /^(https?:|\/)/.test(data.logo.url) ? data.logo.url : '';
			var img = box.querySelector('img');
			if (!url) { if (img) { img.remove(); } return; }
			if (!img) { img = document.createElement('img'); img.className = 'custom-logo'; img.alt = ''; img.addEventListener('load', logoWidth); box.appendChild(img); }
			img.src = url;
			img.style.width = size + 'px';
			img.style.height = 'auto';
			logoWidth();
		});
		document.getElementById('stencilbox-fsi-typography').textContent = typography(data.typography);
	});
	send({ type: 'loaded' });
})();
JS;
	}
}
