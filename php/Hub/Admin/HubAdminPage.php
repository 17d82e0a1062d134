<?php
/**
 * The "Library hub" screen under the Stencilbox menu, and the ways into it:
 * a "Publish to library" row action on pages, posts, synced patterns and
 * saved templates, and
 * the boot data the block editor's "Publish to library" menu item reads.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Admin;

use Stencilbox\Support\AdminMenu;
use Stencilbox\Support\AdminSubmenu;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Submenu page rendering the `hub` bundle (built with @wordpress/components).
 */
final class HubAdminPage {
	use AdminSubmenu;

	public const SLUG       = AdminMenu::HUB;
	public const CAPABILITY = AdminMenu::HUB_CAPABILITY;

	/** The action that prints the page (as AdminPage::RENDER). */
	public const RENDER = AdminMenu::RENDER[ AdminMenu::HUB ];

	/**
	 * What every row of a Posts list shares, per user and site: whether the
	 * user may publish, the link with a stand-in for the post's id, and the
	 * two texts (a list asks once per row; each of these cost a capability
	 * check, an address, or a translation per row before).
	 *
	 * @var array<string, array{0: bool, 1: string, 2: string, 3: string}>
	 */
	private static array $rows = array();

	/**
	 * The stand-in for a row's post id in the shared link.
	 */
	private const ROW_ID = '__stencilbox_post_id__';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the assets, the print, the row actions and the boot data (only on a site that is its own hub: Plugin::own_hub(); AdminMenu adds the entry there).
	 */
	public static function hooks( Hooks $hooks ): void {
		// The row action is static: a Posts list builds nothing (the menu is AdminMenu's).
		$hooks->action( 'admin_enqueue_scripts', 'enqueue', 10, 1, self::on_page() );
		$hooks->action( self::RENDER, 'render' );
		$hooks->static_call( 'post_row_actions', 'row_action', 10, 2 );
		$hooks->static_call( 'page_row_actions', 'row_action', 10, 2 );
		$hooks->filter( 'stencilbox_settings', 'settings' );
	}

	/**
	 * The screen's URL, optionally opening the publish form for a source.
	 *
	 * @param string      $source Source id (`post:12`, `wp_template:theme//home`).
	 * @param string|null $base   The screen's URL when already known (a list's rows).
	 */
	public static function url( string $source = '', ?string $base = null ): string {
		$url = $base ?? admin_url( 'admin.php?page=' . self::SLUG );
		return '' === $source ? $url : add_query_arg( 'publish', rawurlencode( $source ), $url );
	}

	/**
	 * Enqueues the hub bundle on its screen only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		$this->enqueue_bundle( $hook_suffix, 'hub' );
	}

	/**
	 * Prints the root element.
	 */
	public function render(): void {
		printf( '<div class="wrap"><div id="%s" class="stencilbox-hub-admin">', esc_attr( Names::HUB_ROOT_ELEMENT ) );
		if ( ! $this->assets->is_built( 'hub' ) ) {
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html__( 'Stencilbox’s scripts are not built. Run “npm run build” in the plugin folder.', 'stencilbox' ) );
		}
		echo '</div></div>';
	}

	/**
	 * "Publish to library" under pages, posts, synced patterns and saved templates.
	 *
	 * @param array<string, string> $actions Row actions.
	 * @param \WP_Post              $post    Row's post.
	 * @return array<string, string>
	 */
	public static function row_action( array $actions, \WP_Post $post ): array {
		// Publisher::POST_TYPES (named here so a list screen loads no catalogue class).
		if ( ! in_array( $post->post_type, array( 'page', 'post', 'wp_block', Names::TEMPLATE_POST_TYPE ), true ) || 'trash' === $post->post_status ) {
			return $actions;
		}
		$key                           = get_current_user_id() . '@' . get_current_blog_id();
		[ $can, $link, $label, $text ] = self::$rows[ $key ] ??= array(
			current_user_can( self::CAPABILITY ),
			esc_url( self::url( 'post:' . self::ROW_ID ) ),
			/* translators: %s: post title. */
			__( 'Publish “%s” to the Stencilbox library', 'stencilbox' ),
			esc_html__( 'Publish to library', 'stencilbox' ),
		);
		if ( ! $can ) {
			return $actions;
		}
		// The stored title, as core's own row actions name the post (the
		// list has already shown it through `the_title`).
		// (What wp_strip_all_tags() removes starts with `<` or is a NUL:
		// most titles have neither, and are only trimmed.)
		$title                         = '' === $post->post_title ? __( '(no title)', 'stencilbox' ) : ( false !== strpbrk( $post->post_title, "<\0" ) ? wp_strip_all_tags( $post->post_title ) : trim( $post->post_title ) );
		$actions['stencilbox_publish'] = sprintf(
			'<a href="%s" aria-label="%s">%s</a>',
			str_replace( self::ROW_ID, (string) $post->ID, $link ),
			esc_attr( sprintf( $label, $title ) ),
			$text
		);
		return $actions;
	}

	/**
	 * Tells the editors whether (and where) the user can publish.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$settings['hubAdminUrl'] = current_user_can( self::CAPABILITY ) ? self::url() : '';
		return $settings;
	}
}
