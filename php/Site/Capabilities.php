<?php
/**
 * Stencilbox's capabilities, derived from WordPress's own.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox_read` follows `edit_posts` (whoever can write content can use
 * the library); `stencilbox_fsi` (full-site import) follows the capability a
 * site-wide change needs, `manage_options` unless filtered. Granted at check
 * time, so no role is written to the database and nothing needs cleaning up.
 */
final class Capabilities {
	/**
	 * Hooks the grant.
	 */
	public static function hooks( Hooks $hooks ): void {
		// A visitor (no capability at all) is granted none of ours: nothing built.
		$hooks->filter( 'user_has_cap', 'grant', 10, 1, static fn( mixed $allcaps ): bool => ! empty( $allcaps ) );
	}

	/**
	 * Adds Stencilbox's capabilities to a user's capability map.
	 *
	 * @param array<string, bool> $allcaps The user's capabilities.
	 * @return array<string, bool>
	 */
	public function grant( array $allcaps ): array {
		if ( ! empty( $allcaps['edit_posts'] ) && ! isset( $allcaps[ Names::CAP_READ ] ) ) {
			$allcaps[ Names::CAP_READ ] = true;
		}
		/**
		 * Filters the WordPress capability that grants full-site import.
		 *
		 * @param string $capability Defaults to `manage_options`.
		 */
		$fsi_from = (string) apply_filters( 'stencilbox_fsi_capability', 'manage_options' );
		if ( ! empty( $allcaps[ $fsi_from ] ) && ! isset( $allcaps[ Names::CAP_FSI ] ) ) {
			$allcaps[ Names::CAP_FSI ] = true;
		}
		return $allcaps;
	}
}
