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
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\PreviewDocument;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-preview=<slug>`: logged-in users with `stencilbox_read`
 * only; no scripts run (Content-Security-Policy), and only this site may
 * frame it. Two views: the card's picture (default: the blocks on the
 * page's background, 1200 wide, nothing scrolls) and, with
 * `&stencilbox-preview-view=page`, the details' live preview: the blocks
 * laid out as a page's content is (`post-content` box, constrained, the
 * theme's root padding), scrolling, so it shows what Insert gives. The
 * page view also takes a comma-separated list of slugs (up to MAX_ITEMS),
 * one content box each (`data-stencilbox-preview-item`), so several items
 * are compared with what inserting them gives in one request. With
 * `&stencilbox-preview-look=site` the page view draws the items matched to
 * this site ("Match my site", `DesignMatcher`, as Insert would): the
 * library shows it beside the pack's look.
 */
final class PreviewPage {
	public const QUERY_VAR = 'stencilbox-preview';
	public const VIEW_VAR  = 'stencilbox-preview-view';
	public const LOOK_VAR  = 'stencilbox-preview-look';

	/** Most items the page view draws at once (one content box each). */
	public const MAX_ITEMS = 20;

	/**
	 * Constructor.
	 *
	 * @param HubClient   $hub         The hub.
	 * @param Connections $connections Library sign-ins (the hub sends a paid
	 *                                 item's content only to its owners).
	 * @param DesignMatcher $design    "Match my site" for the matched look.
	 */
	public function __construct( private HubClient $hub, private Connections $connections, private DesignMatcher $design ) {}

	/**
	 * Hooks the page and the boot data.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
		$hooks->filter( 'stencilbox_settings', 'settings' );
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
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page.
		$list  = isset( $_GET[ self::QUERY_VAR ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : '';
		$page  = isset( $_GET[ self::VIEW_VAR ] ) && 'page' === sanitize_key( wp_unslash( $_GET[ self::VIEW_VAR ] ) );
		$slugs = array_values( array_filter( array_map( 'sanitize_key', explode( ',', $list ) ) ) );
		$look  = isset( $_GET[ self::LOOK_VAR ] ) && DesignMatcher::LOOK_SITE === sanitize_key( wp_unslash( $_GET[ self::LOOK_VAR ] ) ) ? DesignMatcher::LOOK_SITE : DesignMatcher::LOOK_PACK;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! $slugs ) {
			return;
		}
		$html = $page ? $this->render_page( array_slice( $slugs, 0, self::MAX_ITEMS ), $look ) : $this->render( $slugs[0] );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a whole document: PreviewDocument::html() escapes its parts and prints blocks rendered from filtered content; an error is an escaped message.
		echo $html;
		exit;
	}

	/**
	 * The card picture's document (sends the status and headers).
	 *
	 * @param string $slug Item slug.
	 */
	public function render( string $slug ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		try {
			$item = $this->item( $slug );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		return PreviewDocument::html( (string) ( $item['name'] ?? '' ), $this->blocks( $item ), 'html,body{margin:0!important;overflow:hidden;}body{padding:24px;}', 'stencilbox-preview' );
	}

	/**
	 * The live preview's document: each item in the box a block theme's
	 * page template gives `core/post-content` (sends the status and headers).
	 *
	 * @param string[] $slugs Item slugs.
	 * @param string   $look  DesignMatcher::LOOK_PACK (as stored) or LOOK_SITE (matched to this site).
	 */
	public function render_page( array $slugs, string $look = DesignMatcher::LOOK_PACK ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		$boxes = '';
		$names = array();
		foreach ( $slugs as $slug ) {
			try {
				$item    = $this->item( $slug );
				$names[] = (string) ( $item['name'] ?? '' );
				$blocks  = $this->blocks( $item, $look );
			} catch ( HttpError $error ) {
				if ( 1 === count( $slugs ) ) {
					status_header( $error->status() );
					return esc_html( $error->getMessage() );
				}
				$blocks = '<p>' . esc_html( $error->getMessage() ) . '</p>';
			}
			$boxes .= '<div class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained wp-block-post-content-is-layout-constrained" data-stencilbox-preview-item="' . esc_attr( $slug ) . '">' . $blocks . '</div>';
		}
		status_header( 200 );
		return PreviewDocument::html( implode( ', ', $names ), '<main class="wp-block-group">' . $boxes . '</main>', 'html,body{margin:0!important;}', 'stencilbox-preview is-page-view' );
	}

	/**
	 * An item's details with its content, from the hub.
	 *
	 * @param string $slug Item slug.
	 * @return array<string, mixed>
	 * @throws HttpError The hub's error.
	 */
	private function item( string $slug ): array {
		return $this->hub->request(
			'GET',
			'/catalog/items/' . $slug,
			array(
				'platform' => 'gutenberg',
				'preview'  => '1',
			),
			$this->connections->current( get_current_user_id() )?->api_key
		);
	}

	/**
	 * An item's blocks, filtered and rendered; without content (a paid
	 * item the account does not own), a plain card.
	 *
	 * @param array<string, mixed> $item Item details.
	 * @param string               $look DesignMatcher::LOOK_PACK or LOOK_SITE.
	 */
	private function blocks( array $item, string $look = DesignMatcher::LOOK_PACK ): string {
		if ( ! isset( $item['preview_content'] ) ) {
			return $this->locked_card( (string) ( $item['name'] ?? '' ) );
		}
		$content = ContentFilter::blocks( (string) $item['preview_content'] );
		// Carried synced patterns and menus drawn from what they carry (References).
		return References::render( $this->design->apply( $content, $item['design'] ?? null, $look, 'gutenberg' )['content'] );
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
