<?php
/**
 * The spec's texts that both roles and the client show.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One home for each text that the server answers with and the client also
 * shows on its own (before it asks, or when an answer carries none):
 * `npm run rules` writes them into src/utils/generated/rules.ts
 * (`MESSAGES`), so the client never keeps a copy.
 */
final class Messages {
	/**
	 * An item that is not (or no longer) in the catalogue (404 `item_not_found`).
	 */
	public static function item_missing(): string {
		return __( 'This item does not exist in the library.', 'stencilbox' );
	}

	/**
	 * A cloud write past the plan's file limit (spec part 2 §5), and the
	 * storage bar at its limit.
	 */
	public static function files_limit(): string {
		return __( 'You have reached your limit of files. Please upgrade your plan to upload more files.', 'stencilbox' );
	}

	/**
	 * The profile refreshed from the hub (spec part 1 §5).
	 */
	public static function account_synced(): string {
		return __( 'Successfully Synced Account', 'stencilbox' );
	}
}
