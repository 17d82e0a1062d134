<?php
/**
 * The block editor of saved templates: the block that shows the visited
 * post's content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Core's Post Content block may be inserted only into theme templates, so
 * a single or page template of ours uses `stencilbox/post-content`: a
 * dynamic block that renders the post being visited (in the loop the
 * renderer runs). Its editor script loads only when a template is edited.
 */
final class TemplateEditor {
	public const POST_CONTENT_BLOCK = 'stencilbox/post-content';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the block's editor script (the block itself is registered with
	 * the post type: TemplatePostType::ensure_registered()).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'enqueue_block_editor_assets', 'enqueue' );
		$hooks->filter( 'stencilbox_settings', 'settings' );
	}

	/**
	 * Registers the dynamic block, with the post type
	 * (TemplatePostType::ensure_registered()), wherever templates or content
	 * show: page views that show a template, REST, the editors, plugin
	 * screens and their downloads; not on core's other wp-admin screens
	 * (lists, the Dashboard, settings), which render no content.
	 */
	public static function register_block(): void {
		if ( is_admin() && ! EditorIntegration::editor_screen() && ! in_array( $GLOBALS['pagenow'] ?? '', array( 'admin.php', 'admin-post.php' ), true ) ) {
			return;
		}
		register_block_type(
			self::POST_CONTENT_BLOCK,
			array(
				'api_version'     => 3,
				'title'           => __( 'Post Content', 'stencilbox' ),
				'category'        => 'theme',
				'uses_context'    => array( 'postId', 'postType' ),
				'supports'        => array(
					'align'    => array( 'wide', 'full' ),
					'html'     => false,
					'multiple' => false,
				),
				'render_callback' => array( self::class, 'render_post_content' ),
			)
		);
	}

	/**
	 * Loads the block's editor script when a saved template is edited.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && TemplatePostType::POST_TYPE === $screen->post_type ) {
			$this->assets->enqueue( 'template-editor', array() );
		}
	}

	/**
	 * What the editor needs to ask for display conditions when the
	 * template is first published (its type, and whether it has any).
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		// The block editor, or Elementor's (its scripts are enqueued on its own hook).
		$post = ( $screen && $screen->is_block_editor() ) || doing_action( ElementorBridge::EDITOR_HOOK ) ? get_post() : null;
		if ( $post instanceof \WP_Post && TemplatePostType::POST_TYPE === $post->post_type ) {
			$conditions             = get_post_meta( $post->ID, TemplatePostType::META_CONDITIONS, true );
			$settings['template'] = array(
				'type'       => (string) get_post_meta( $post->ID, TemplatePostType::META_TYPE, true ),
				'conditions' => is_array( $conditions ) ? count( $conditions ) : 0,
			);
		}
		return $settings;
	}

	/**
	 * The visited post's content (never a template's own: a template is
	 * not shown on its own, and would show itself).
	 *
	 * @param mixed $attributes Attributes.
	 * @param mixed $content    Saved content (none).
	 * @param mixed $block      The block (a \WP_Block).
	 */
	public static function render_post_content( mixed $attributes, mixed $content, mixed $block ): string {
		static $seen = array();
		$post_id = $block instanceof \WP_Block ? (int) ( $block->context['postId'] ?? 0 ) : 0;
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post || TemplatePostType::POST_TYPE === $post->post_type || isset( $seen[ $post_id ] ) ) {
			return '';
		}
		$seen[ $post_id ] = true;
		/** This filter is documented in wp-includes/post-template.php */
		$html = apply_filters( 'the_content', str_replace( ']]>', ']]&gt;', get_the_content( null, false, $post ) ) );
		unset( $seen[ $post_id ] );
		if ( '' === trim( (string) $html ) ) {
			return '';
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'entry-content' ) ), $html );
	}
}
