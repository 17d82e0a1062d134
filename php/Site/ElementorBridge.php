<?php
/**
 * Loads the Elementor bridge inside Elementor's editor only.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the bridge on Elementor's editor hook; nothing runs without Elementor.
 */
final class ElementorBridge {
	/**
	 * Elementor's hook for editor scripts.
	 */
	public const EDITOR_HOOK = 'elementor/editor/after_enqueue_scripts';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the bridge onto Elementor's editor.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( self::EDITOR_HOOK, 'enqueue' );
	}

	/**
	 * Enqueues the bridge (with the components stylesheet the modal needs).
	 */
	public function enqueue(): void {
		if ( ! current_user_can( Names::CAP_READ ) ) {
			return;
		}
		$this->assets->enqueue( 'elementor' );
	}
}
