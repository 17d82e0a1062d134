<?php
/**
 * Full-site import step `permission`: checking permission.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\PackInfo;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Checking permission (`Importer::STEPS` lists it in the spec's order).
 */
final class PermissionStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'permission';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Checking permission', 'stencilbox' );
	}

	/**
	 * Permission: the hub must still let the account import the pack, the
	 * WordPress user must be allowed to import, and the site must allow
	 * what this import will do (`Preflight`: memory, time, zip, writable
	 * folders, installs only where something is missing). Nothing has been
	 * written yet, so a refusal here leaves the site as it was.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws HttpError 403, `invalid_requirements` (400, every problem in `data.problems`) or the hub's error.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $unit );
		$user          = (int) $session['user_id'];
		$connection    = $this->tools->account->require_connection( $user );
		// Every step reads the pack's facts from here: cleaned as they arrive.
		$state['info'] = PackInfo::fetch( $this->tools->account, $connection, (int) $session['pack_id'] );
		if ( ! user_can( $user, Names::CAP_FSI ) ) {
			HttpError::raise( 'invalid_permission', __( "Unfortunately, you don't have permission to import templates...", 'stencilbox' ), 403 );
		}
		$problems = $this->tools->preflight->problems( $user, $state );
		if ( $problems ) {
			HttpError::raise(
				'invalid_requirements',
				/* translators: %s: what the site lacks, one sentence each. */
				sprintf( __( 'This site cannot run this import yet, so nothing was changed. %s', 'stencilbox' ), esc_html( implode( ' ', $problems ) ) ),
				400,
				array( 'problems' => $problems )
			);
		}
	}
}
