<?php
/**
 * Remembers which cloud file a saved template was pushed to, and tells the
 * hub's "Publish to library" what a saved template carries.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * The cloud's Save & Push ([7]) fires
 * `do_action( 'stencilbox_cloud_pushed', int $post_id, array $file )` after a
 * successful push; for one of our templates the file is stored on it, so
 * the templates list shows it as pushed (`is_pushed`). The hub's "Publish
 * to library" asks `Names::HOOK_SAVED_TEMPLATE` what a saved template
 * carries (the hub knows no site class): answered here with
 * `TemplateRepository::carried()`, what a cloud push sends.
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
		$hooks->filter( Names::HOOK_SAVED_TEMPLATE, 'carried', 10, 2 );
	}

	/**
	 * What a saved template carries to another site (null for any other post).
	 *
	 * @param mixed $carried What an earlier listener answered.
	 * @param mixed $post    The post.
	 * @return array<string, mixed>|null
	 */
	public function carried( mixed $carried, mixed $post = null ): ?array {
		if ( is_array( $carried ) ) {
			return $carried;
		}
		return $post instanceof \WP_Post ? $this->templates->carried( $post ) : null;
	}

	/**
	 * A post was pushed to the cloud: remembered on it only by a user who
	 * may edit it (anyone who may read a post may push a copy of it; found
	 * by probing, 2026-12-04: a contributor's push of the administrator's
	 * template marked it as pushed to the contributor's file), as the push
	 * records its provenance (`CloudPusher::push()`).
	 *
	 * @param mixed $post_id The pushed post.
	 * @param mixed $file    The cloud file (`id`, …).
	 */
	public function pushed( mixed $post_id, mixed $file = array() ): void {
		if ( is_numeric( $post_id ) && is_array( $file ) && current_user_can( 'edit_post', (int) $post_id ) ) {
			$this->templates->mark_pushed( (int) $post_id, $file );
		}
	}
}
