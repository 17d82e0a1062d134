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
	 * All site migrations.
	 *
	 * @return Migration[]
	 */
	public static function all(): array {
		return array( new Migration0001FullSiteImport(), new Migration0002Provenance(), new Migration0003HubUrlAutoload(), new Migration0004WhitespaceFingerprints(), new Migration0005CanonicalFingerprints() );
	}
}
