<?php
/**
 * One step of a full-site import: its title, whether an import takes it,
 * its units and the work of one unit, together.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

defined( 'ABSPATH' ) || exit;

/**
 * A step (spec part 2 §4). `Importer::STEPS` lists every step class in the
 * spec's order; adding a step is one class here plus one line there. The
 * name is what sessions, the log and the client know the step by; the
 * title is what the progress list shows (the client renders the server's).
 *
 * A unit is small, runs in one transaction with its journal rows and the
 * session's cursor (`Runner`), and can be done again safely: a unit cut
 * off left nothing in the database.
 */
abstract class Step {
	/**
	 * Constructor.
	 *
	 * @param StepTools $tools The services and helpers steps share.
	 */
	public function __construct( protected StepTools $tools ) {}

	/**
	 * The step's key in the session, the log and the client.
	 */
	abstract public static function name(): string;

	/**
	 * The step's title in the progress list (translated).
	 */
	abstract public static function title(): string;

	/**
	 * Whether this import takes the step (spec part 2 §4's dropped steps).
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 */
	public static function applies( array $info, array $form ): bool {
		unset( $info, $form );
		return true;
	}

	/**
	 * How many units the step has now (one unless it says otherwise).
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		unset( $state );
		return 1;
	}

	/**
	 * Runs one unit.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws \Stencilbox\Support\Rest\HttpError When the import cannot go on.
	 */
	abstract public function run( int $unit, array &$state, array $session ): void;
}
