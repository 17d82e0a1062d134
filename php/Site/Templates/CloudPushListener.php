<?php
/**
 * Remembers which cloud file a saved template was pushed to.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * The cloud's Save & Push ([7]) fires
 * `do_action( 'stencilbox_cloud_pushed', int $post_id, array $file )` after a
 * successful push; for one of our templates the file is stored on it, so
 * the templates list shows it as pushed (`is_pushed`).
 */
final class CloudPushListener {
	public const ACTION = 'stencilbox_cloud_pushed';

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct( private TemplateRepository $templates ) {}

	/**
	 * Hooks the listener.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( self::ACTION, 'pushed', 10, 2 );
	}

	/**
	 * A post was pushed to the cloud.
	 *
	 * @param mixed $post_id The pushed post.
	 * @param mixed $file    The cloud file (`id`, …).
	 */
	public function pushed( mixed $post_id, mixed $file = array() ): void {
		if ( is_numeric( $post_id ) && is_array( $file ) ) {
			$this->templates->mark_pushed( (int) $post_id, $file );
		}
	}
}
