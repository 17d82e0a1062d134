<?php
/**
 * The site role's migrations.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Support\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Site tables (the hub's are in `Hub\Migrations\Registry`). Their ids start
 * with `site-`, so they sort after the hub's and never collide with them.
 */
final class Registry {
	/**
	 * Every migration's class (never remove one: Plugin counts them to
	 * tell, without loading any, whether one is pending).
	 */
	public const MIGRATIONS = array(
		Migration0001FullSiteImport::class,
		Migration0002Provenance::class,
		Migration0003HubUrlAutoload::class,
		Migration0004WhitespaceFingerprints::class,
		Migration0005CanonicalFingerprints::class,
	);

	/**
	 * All site migrations.
	 *
	 * @return Migration[]
	 */
	public static function all(): array {
		return array_map( static fn( string $migration ): Migration => new $migration(), self::MIGRATIONS );
	}
}
