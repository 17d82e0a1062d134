<?php
/**
 * Stencilbox's capabilities, derived from WordPress's own.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\Rest\ConditionsController;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox_read` follows `edit_posts` (whoever can write content can use
 * the library); `stencilbox_fsi` (full-site import) follows the capability a
 * site-wide change needs, `manage_options` unless filtered. Granted at check
 * time, so no role is written to the database and nothing needs cleaning up.
 * The boot data's `capabilities` (`Support\Assets`) also say whether the
 * user may choose where saved templates are displayed (`settings()`).
 */
final class Capabilities {
	/**
	 * Hooks the grant: a static callback, so checking a capability builds
	 * nothing, and it acts only when one of ours is asked for (wp-admin's
	 * Posts list checks capabilities some 400 times, almost none of them
	 * ours). At priority 1, beside core's own grants (`wp_maybe_grant_*`):
	 * a filter's every priority is a step of each check, and this one adds
	 * none (0.1 µs a check, 40 µs on the Posts list).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( 'user_has_cap', 'grant', 1, 2 );
		$hooks->static_call( 'stencilbox_settings', 'settings' );
	}

	/**
	 * The boot data's `capabilities`, with `Names::CAP_DISPLAY_CONDITIONS`:
	 * whether the user may choose where saved templates are displayed
	 * (`ConditionsController::display_capability()`, filtered). What the
	 * app says before it acts follows it: "Add to saved templates" leaves
	 * a file's display conditions out for a user who may not.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public static function settings( array $settings ): array {
		$settings['capabilities'][ Names::CAP_DISPLAY_CONDITIONS ] = current_user_can( ConditionsController::display_capability() );
		return $settings;
	}

	/**
	 * Adds Stencilbox's capabilities to a user's capability map, when the
	 * check asks for one of them.
	 *
	 * @param array<string, bool> $allcaps The user's capabilities.
	 * @param string[]            $caps    The primitive capabilities the check needs.
	 * @return array<string, bool>
	 */
	public static function grant( array $allcaps, array $caps ): array {
		// Two lookups, no array built: this runs for every capability check.
		if ( ! $allcaps || ( ! in_array( Names::CAP_READ, $caps, true ) && ! in_array( Names::CAP_FSI, $caps, true ) ) ) {
			return $allcaps;
		}
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
