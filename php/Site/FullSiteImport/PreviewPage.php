<?php
/**
 * The live preview of the full-site import wizard.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\ElementorFonts;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\Names;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Palette;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\ThemeFiles;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-fsi-preview=<pack id>`, for users who may import, in two
 * forms:
 *
 * - the wizard's live preview: the pack's header, front page and footer.
 *   Each pack colour is a CSS variable (`--stencilbox-fsi-<id>`) and the
 *   header shows the site logo and title, so the wizard's css-variable
 *   message (spec part 2 §7: platform, logo, color, logoSize, typography)
 *   changes the picture at once, without a request. The page answers
 *   `loaded` and `logoWidth`. Only its own inline script runs (a nonce in
 *   the Content-Security-Policy);
 * - "Preview site" (`&stencilbox-fsi-page=<page slug>`): the pack's header,
 *   that page and footer, no script at all, the header's menu linking the
 *   pack's other pages (so the site can be browsed before importing). An
 *   Elementor pack's, where Elementor runs, is drawn by Elementor
 *   (`ElementorPreview`: its rendering and CSS, the kit with the pack's
 *   globals, nothing saved); without Elementor the page says why there is
 *   none (and the item page offers no "Preview site").
 *
 * Both are drawn as the import will make them: with the pack's theme (its
 * theme.json and fonts, from the installed theme or the copy the plugin
 * ships, `ThemeFiles`) and the pack's colours and typography as the user's
 * global styles (`GlobalStyles::config()`, the same the import writes),
 * for this request only. The content is filtered, the hub's pack facts
 * are cleaned as they arrive (`PackInfo`), the title and tagline are what
 * the options would hold; only this site may frame the page (the wizard
 * frames it sandboxed, docs/security.md "Full-site import").
 */
final class PreviewPage {
	public const QUERY_VAR = 'stencilbox-fsi-preview';
	public const PAGE_VAR  = 'stencilbox-fsi-page';

	/**
	 * Constructor.
	 *
	 * @param AccountSession $account Hub calls on the user's behalf.
	 * @param GlobalStyles   $styles  The import's colours and typography.
	 * @param ThemeFiles     $themes  Theme files, installed or shipped.
	 * @param ElementorFonts $fonts   Elementor's fonts from this site (an Elementor pack's preview).
	 */
	public function __construct( private AccountSession $account, private GlobalStyles $styles, private ThemeFiles $themes, private ElementorFonts $fonts ) {}

	/**
	 * Hooks the page and its URL in the boot data.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
		$hooks->filter( 'stencilbox_settings', 'settings' );
	}

	/**
	 * The preview URL base for the wizard.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$settings['fsiPreviewUrl'] = self::url( 0 );
		// The platforms whose packs "Preview site" draws here.
		$settings['fsiPreviewPlatforms'] = ElementorPreview::available() ? Platforms::block_editor_first() : array( Platforms::BLOCK_EDITOR );
		$settings['fsiLightspeed'] = Imports::lightspeed();
		return $settings;
	}

	/**
	 * A preview's URL (`0`: the base the wizard adds a pack id to).
	 *
	 * @param int    $id   Pack id.
	 * @param string $page Page slug ('' for the wizard's preview).
	 */
	public static function url( int $id, string $page = '' ): string {
		$home = home_url( '/' );
		$url  = $home . ( str_contains( $home, '?' ) ? '&' : '?' ) . self::QUERY_VAR . '=' . ( $id > 0 ? $id : '' );
		return '' === $page ? $url : $url . '&' . self::PAGE_VAR . '=' . rawurlencode( $page );
	}

	/**
	 * Renders the preview when asked for.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page.
		$id   = isset( $_GET[ self::QUERY_VAR ] ) ? absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : 0;
		$page = isset( $_GET[ self::PAGE_VAR ] ) ? sanitize_title( wp_unslash( $_GET[ self::PAGE_VAR ] ) ) : null;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( $id <= 0 ) {
			return;
		}
		echo $this->render( $id, $page ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a full document built below.
		exit;
	}

	/**
	 * The preview document (sends the status and headers).
	 *
	 * @param int         $id   Pack id.
	 * @param string|null $page "Preview site" of this page ('' for the front page); null for the wizard's preview.
	 */
	public function render( int $id, ?string $page = null ): string {
		$site  = null !== $page;
		$nonce = wp_generate_password( 16, false );
		nocache_headers();
		if ( ! headers_sent() ) {
			header( 'Content-Security-Policy: script-src ' . ( $site ? "'none'" : "'nonce-{$nonce}'" ) . "; object-src 'none'; frame-ancestors 'self'" );
			header( 'X-Frame-Options: SAMEORIGIN' );
		}
		if ( ! current_user_can( Names::CAP_FSI ) ) {
			status_header( 403 );
			return esc_html__( "Unfortunately, you don't have permission to import templates...", 'stencilbox' );
		}
		try {
			$connection = $this->account->require_connection( get_current_user_id() );
			$info       = PackInfo::fetch( $this->account, $connection, $id );
			$parts      = PackInfo::preview( $this->account, $connection, $id, (string) $page );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		show_admin_bar( false );
		$settings = (array) ( $info['settings'] ?? array() );
		$colours  = (array) ( $settings['colors'] ?? array() );
		$this->as_imported( $info );
		$pages     = (array) ( $parts['pages'] ?? array() );
		$platform  = (string) ( $parts['platform'] ?? '' );
		// A pack whose content does not render alone (`has_live_preview()`) is
		// drawn by its editor's renderer, where this site has one: Elementor's
		// for an Elementor pack's "Preview site" (`ElementorPreview`, this
		// site's, with the import's styles and fonts: no adapter reaches it).
		$adapter      = Platforms::known( $platform );
		$by_elementor = $site && 'elementor' === $platform;
		$elementor    = $by_elementor && ElementorPreview::available() ? new ElementorPreview( $this->styles, $this->fonts ) : null;
		$elementor?->use_pack_kit( $info );
		$elementor?->without_stylesheet_writes();
		$html = '';
		foreach ( array( 'header', 'home', 'footer' ) as $part ) {
			$markup = (string) ( $parts[ $part ] ?? '' );
			if ( ( ! $adapter?->has_live_preview() && ! $elementor ) || '' === $markup ) {
				continue;
			}
			// Images stay on the hub for a preview (nothing is copied yet).
			$markup = str_replace( PackPackage::PLACEHOLDER, '', $markup );
			if ( $site ) {
				// The pack's links to its pages lead to their previews (as the import points them at the pages).
				$markup = PackLinks::apply( $markup, $platform, self::page_targets( $id, $pages, (string) ( $settings['site_title'] ?? '' ) ) );
			}
			if ( $elementor ) {
				$html .= self::elementor_part( $part, $elementor->document( ContentFilter::content( 'elementor', $markup ), 'home' === $part ? 'wp-page' : 'wp-post' ) );
				continue;
			}
			if ( 'home' === $part ) {
				$html .= $this->page( ContentFilter::blocks( $markup ), $pages, (string) ( $parts['page'] ?? '' ), (string) ( $settings['site_title'] ?? '' ) );
				continue;
			}
			$markup = Platforms::get( $platform )->brand( $markup, (string) ( $settings['site_title'] ?? '' ), '', null, ImportForm::LOGO_DEFAULT );
			// The menu the import makes: the pack's pages, in its order (the
			// wizard's too, whose links lead nowhere: it shows the home alone).
			$markup = self::with_pages( $markup, $id, $pages, (string) ( $settings['site_title'] ?? '' ), $site );
			if ( $site ) {
				$html .= do_blocks( ContentFilter::blocks( $markup ) );
				continue;
			}
			// The logo box is there even without a logo: the script puts the chosen one in it.
			$markup = (string) preg_replace( '#<!-- wp:site-logo [^>]*/-->#', '<!-- wp:html --><div class="wp-block-site-logo"></div><!-- /wp:html -->', $markup );
			$html  .= do_blocks( self::variables( ContentFilter::blocks( $markup ), $colours ) );
		}
		if ( '' === $html ) {
			$html = '<p style="padding:48px;text-align:center">' . esc_html( $by_elementor && ! $elementor ? __( 'This pack is built with Elementor: its preview needs Elementor active on this site.', 'stencilbox' ) : __( 'This pack has no preview on this site.', 'stencilbox' ) ) . '</p>';
		}
		do_action( 'wp_enqueue_scripts' );
		self::without_other_theme( (string) ( $info['theme']['slug'] ?? '' ) );
		ob_start();
		// Elementor's font links first: the fonts served from this site go out with the styles.
		echo $elementor?->styles() ?? ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Elementor's own font links.
		wp_print_styles();
		if ( function_exists( 'wp_print_font_faces' ) ) {
			wp_print_font_faces();
		}
		$styles = (string) ob_get_clean();
		$root   = array();
		foreach ( $site ? array() : $colours as $entry ) {
			$key = sanitize_key( (string) ( $entry['id'] ?? '' ) );
			if ( '' !== $key && Palette::is_colour( (string) ( $entry['color'] ?? '' ) ) ) {
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
		<?php if ( ! $site ) : ?>
<script nonce="<?php echo esc_attr( $nonce ); ?>">
			<?php echo self::script(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- our own constant script. ?>
</script>
		<?php endif; ?>
</body>
</html>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * For this request, the site's design is the one the import will make:
	 * the pack's theme data (when the pack names a theme that is not the
	 * active one, from its files here or shipped), the pack's colours and
	 * typography as the user's global styles, and the title and tagline the
	 * import gives unless the user types others.
	 *
	 * @param array<string, mixed> $info The pack's facts from the hub.
	 */
	private function as_imported( array $info ): void {
		$slug = (string) ( $info['theme']['slug'] ?? '' );
		if ( '' !== $slug && get_stylesheet() !== $slug ) {
			$theme_json = $this->themes->theme_json( $slug );
			if ( $theme_json ) {
				add_filter( 'wp_theme_json_data_theme', static fn(): \WP_Theme_JSON_Data => new \WP_Theme_JSON_Data( $theme_json, 'theme' ) );
				\WP_Theme_JSON_Resolver::clean_cached_data();
			}
		}
		// The title and tagline the import gives by default (the wizard's
		// preview replaces them as the user types), as the options would
		// hold them: `pre_option_*` skips `sanitize_option()`, and core's
		// site title and tagline blocks print the option as it is.
		$fallback = ImportForm::title_fallback( (string) ( $info['name'] ?? '' ) );
		$title    = (string) ( $info['settings']['site_title'] ?? '' );
		$tagline  = (string) ( $info['settings']['tagline'] ?? '' );
		$title    = (string) sanitize_option( 'blogname', '' !== $title ? $title : $fallback['title'] );
		$tagline  = (string) sanitize_option( 'blogdescription', '' !== $tagline ? $tagline : $fallback['slogan'] );
		add_filter( 'pre_option_blogname', static fn(): string => $title );
		add_filter( 'pre_option_blogdescription', static fn(): string => $tagline );
		self::without_style_cache();
		[ $colours, $typography ] = GlobalStyles::chosen( (array) ( $info['settings'] ?? array() ), array() );
		if ( ! Platforms::known( $info['platform'] ?? '' )?->uses_theme_styles() || ! ( $colours || $typography ) ) {
			return;
		}
		$config = $this->styles->config( array(), $colours, $typography );
		add_filter( 'wp_theme_json_data_user', static fn( \WP_Theme_JSON_Data $data ): \WP_Theme_JSON_Data => $data->update_with( $config ) );
		\WP_Theme_JSON_Resolver::clean_cached_data();
	}

	/**
	 * WordPress's cache of the blocks' global styles (`wp_styles_for_blocks`,
	 * a transient every page view may rewrite) holds the site's: the
	 * preview's, the pack theme's, are computed without reading it, and
	 * nothing is written to the database (a transient in the options table:
	 * the write becomes an update to the value it already has, which
	 * WordPress skips; a persistent object cache takes it, hash-marked, as
	 * from any page view).
	 */
	private static function without_style_cache(): void {
		$none = array(
			'hash'   => '',
			'blocks' => array(),
		);
		add_filter( 'pre_transient_wp_styles_for_blocks', static fn(): array => $none );
		add_filter( 'pre_option__transient_wp_styles_for_blocks', static fn(): array => $none );
		add_filter( 'pre_update_option__transient_wp_styles_for_blocks', static fn( mixed $value, mixed $old ): mixed => $old, 10, 2 );
	}

	/**
	 * When the pack's theme is not the active one, the active theme's own
	 * stylesheets are left out (the import switches themes); a classic
	 * theme's footer styles (global styles, layout rules) come with the
	 * rest, as in `PreviewDocument`.
	 *
	 * @param string $pack_theme The pack's theme ('' for none).
	 */
	private static function without_other_theme( string $pack_theme ): void {
		if ( '' === $pack_theme || get_stylesheet() === $pack_theme ) {
			return;
		}
		$dirs = array_unique( array( get_stylesheet_directory_uri(), get_template_directory_uri() ) );
		foreach ( wp_styles()->queue as $handle ) {
			$src = (string) ( wp_styles()->registered[ $handle ]->src ?? '' );
			foreach ( $dirs as $dir ) {
				if ( '' !== $src && str_starts_with( $src, $dir . '/' ) ) {
					wp_dequeue_style( $handle );
				}
			}
		}
		if ( ! wp_is_block_theme() ) {
			// Core's defaults for classic themes (buttons, …) are not the pack theme's.
			wp_dequeue_style( 'classic-theme-styles' );
			wp_enqueue_global_styles();
			wp_enqueue_stored_styles();
		}
	}

	/**
	 * An Elementor document where the import shows it: the header and
	 * footer as the theme's parts (`TemplateRenderer::replace_part()`), a
	 * page as the content of the theme's full-width page template (no
	 * title: an Elementor page is made for Elementor's Full Width).
	 *
	 * @param string $part   header, home or footer.
	 * @param string $markup Elementor's rendering.
	 */
	private static function elementor_part( string $part, string $markup ): string {
		if ( 'home' === $part ) {
			return '<main class="wp-block-group"><div class="entry-content wp-block-post-content alignfull">' . $markup . '</div></main>';
		}
		return sprintf( '<%1$s class="wp-block-template-part stencilbox-template stencilbox-template--%1$s">%2$s</%1$s>', $part, $markup );
	}

	/**
	 * A pack page as the theme's page template shows it: its title (unless
	 * it asks for the template without one), then its content.
	 *
	 * @param string                           $markup  Filtered block markup.
	 * @param array<int, array<string, mixed>> $pages   The pack's pages.
	 * @param string                           $current The page's slug.
	 * @param string                           $brand   The pack's site title.
	 */
	private function page( string $markup, array $pages, string $current, string $brand ): string {
		$info  = array_values( array_filter( $pages, static fn( array $p ): bool => $current === ( $p['slug'] ?? '' ) ) )[0] ?? array();
		$title = 'page-no-title' === ( $info['page_template'] ?? '' ) || '' === (string) ( $info['name'] ?? '' )
			? ''
			: do_blocks( '<!-- wp:heading {"level":1,"className":"wp-block-post-title"} --><h1 class="wp-block-heading wp-block-post-title">' . esc_html( PackPages::title( (string) $info['name'], $brand ) ) . '</h1><!-- /wp:heading -->' );
		$main  = '' === $title ? 'wp-block-group' : 'wp-block-group has-global-padding is-layout-constrained';
		return '<main class="' . $main . '">' . $title . '<div class="entry-content wp-block-post-content alignfull' . ( '' === $title ? '' : ' has-global-padding is-layout-constrained' ) . '">' . do_blocks( $markup ) . '</div></main>';
	}

	/**
	 * Each pack page's name → its preview (`PackLinks::targets()`; the
	 * preview knows the pages, not their sections).
	 *
	 * @param int                              $id    Pack id.
	 * @param array<int, array<string, mixed>> $pages The pack's pages.
	 * @param string                           $brand The pack's site title.
	 * @return array<string, string>
	 */
	private static function page_targets( int $id, array $pages, string $brand ): array {
		return PackLinks::targets(
			array_map(
				static fn( array $page ): array => array(
					'name'    => PackPages::name( (string) ( $page['name'] ?? '' ), $brand ),
					'url'     => self::url( $id, (string) ( $page['slug'] ?? '' ) ),
					'anchors' => array(),
				),
				$pages
			)
		);
	}

	/**
	 * The header's and footer's menus list the pack's pages, as the import's
	 * menu does.
	 *
	 * @param string                           $markup Block markup.
	 * @param int                              $id     Pack id.
	 * @param array<int, array<string, mixed>> $pages  The pack's pages.
	 * @param string                           $brand  The pack's site title.
	 * @param bool                               $linked Whether the links lead to the pages' previews ("Preview site"), else nowhere (the wizard's).
	 */
	private static function with_pages( string $markup, int $id, array $pages, string $brand, bool $linked ): string {
		$links = '';
		foreach ( $pages as $page ) {
			$links .= '<!-- wp:navigation-link ' . wp_json_encode(
				array(
					'label' => PackPages::title( (string) $page['name'], $brand ),
					'url'   => $linked ? self::url( $id, (string) $page['slug'] ) : '#',
					'kind'  => 'custom',
				)
			) . ' /-->';
		}
		// Its links always in view: the overlay menu of a small screen needs
		// a script, which this page does not run.
		$markup = PackContent::with_links( $markup, $links );
		$markup = (string) preg_replace( '/<!-- wp:navigation \{/', '<!-- wp:navigation {"overlayMenu":"never",', $markup );
		return (string) preg_replace( '/<!-- wp:navigation (\/?-->)/', '<!-- wp:navigation {"overlayMenu":"never"} $1', $markup );
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
			if ( '' !== $key && Palette::is_colour( $value ) && ! isset( $map[ $value ] ) ) {
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
		// The logo width's bounds and default are the form's (`ImportForm`).
		$script = <<<'JS'
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
		var size = Math.max(LOGO_MIN, Math.min(LOGO_MAX, parseInt(data.logoSize, 10) || LOGO_DEFAULT));
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
		return strtr(
			$script,
			array(
				'LOGO_MIN'     => (string) ImportForm::LOGO_MIN,
				'LOGO_MAX'     => (string) ImportForm::LOGO_MAX,
				'LOGO_DEFAULT' => (string) ImportForm::LOGO_DEFAULT,
			)
		);
	}
}
