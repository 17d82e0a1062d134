<?php
/**
 * Block editor integration: the tiny editor entry and the library block.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the editor entry on block-editor screens and registers block.json.
 */
final class EditorIntegration {
	/**
	 * Constructor.
	 *
	 * @param Assets $assets     Bundles.
	 * @param string $plugin_dir Plugin directory (holds block.json).
	 */
	public function __construct( private Assets $assets, private string $plugin_dir ) {}

	/**
	 * Hooks the block and the editor entry.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Registers `stencilbox/library` from block.json (once the build exists).
	 */
	public function register_block(): void {
		if ( ! $this->assets->is_built( 'block' ) ) {
			return;
		}
		$block = register_block_type( $this->plugin_dir . '/block.json' );
		// WordPress sets the block script's text domain (block.json) but looks
		// for its translations only in wp-content/languages: ours ship too.
		foreach ( $block ? $block->editor_script_handles : array() as $handle ) {
			wp_set_script_translations( $handle, Names::TEXT_DOMAIN, $this->plugin_dir . '/languages' );
		}
	}

	/**
	 * Enqueues the editor entry for users who may use the library.
	 */
	public function enqueue(): void {
		if ( ! current_user_can( Names::CAP_READ ) ) {
			return;
		}
		$this->assets->enqueue( 'editor', array() );
	}
}
