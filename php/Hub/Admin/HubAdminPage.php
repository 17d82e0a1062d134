<?php
/**
 * The "Library hub" screen under the Stencilbox menu, and the ways into it:
 * a "Publish to library" row action on pages, posts and synced patterns, and
 * the boot data the block editor's "Publish to library" menu item reads.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Admin;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Submenu page rendering the `hub` bundle (built with @wordpress/components).
 */
final class HubAdminPage {
	public const SLUG        = 'stencilbox-hub';
	public const CAPABILITY  = 'manage_options';

	/**
	 * The page's hook suffix.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Whether each user seen in this request may publish (a Posts list asks
	 * once per row).
	 *
	 * @var array<int, bool>
	 */
	private array $can_publish = array();

	/**
	 * This screen's address per site, for the Posts list's rows.
	 *
	 * @var array<int, string>
	 */
	private array $base = array();

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the menu (only on a site that is its own hub: Plugin::own_hub()), the assets, the row actions and the boot data.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_menu', 'add_menu', 20 );
		$hooks->action( 'admin_enqueue_scripts', 'enqueue' );
		$hooks->filter( 'post_row_actions', 'row_action', 10, 2 );
		$hooks->filter( 'page_row_actions', 'row_action', 10, 2 );
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
	 * Adds the submenu under "Stencilbox".
	 */
	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			Names::ADMIN_PAGE,
			__( 'Library hub', 'stencilbox' ),
			__( 'Library hub', 'stencilbox' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Enqueues the hub bundle on its screen.
	 *
	 * @param string $hook_suffix Current screen.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' !== $this->hook_suffix && $hook_suffix === $this->hook_suffix ) {
			$this->assets->enqueue( 'hub' );
		}
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
	 * "Publish to library" under pages, posts and synced patterns.
	 *
	 * @param array<string, string> $actions Row actions.
	 * @param \WP_Post              $post    Row's post.
	 * @return array<string, string>
	 */
	public function row_action( array $actions, \WP_Post $post ): array {
		$this->can_publish[ get_current_user_id() ] ??= current_user_can( self::CAPABILITY );
		if ( ! $this->can_publish[ get_current_user_id() ] || ! in_array( $post->post_type, array( 'page', 'post', 'wp_block' ), true ) || 'trash' === $post->post_status ) {
			return $actions;
		}
		// The screen's address once per list (each row adds its source).
		$base = $this->base[ get_current_blog_id() ] ??= self::url();
		$actions['stencilbox_publish'] = sprintf(
			'<a href="%s" aria-label="%s">%s</a>',
			esc_url( self::url( 'post:' . $post->ID, $base ) ),
			/* translators: %s: post title. */
			esc_attr( sprintf( __( 'Publish “%s” to the Stencilbox library', 'stencilbox' ), get_the_title( $post ) ) ),
			esc_html__( 'Publish to library', 'stencilbox' )
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
