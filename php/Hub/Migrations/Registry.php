<?php
/**
 * Every hub migration, in one list (ids sort them; the order here does not matter).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * The migrations the Migrator runs.
 */
final class Registry {
	/**
	 * All migrations.
	 *
	 * @return Migration[]
	 */
	public static function all(): array {
		return array(
			new Migration0001Accounts(),
			new Migration0002Catalog(),
			new Migration0003Engagement(),
			new Migration0004CounterBaselines(),
			new Migration0005BundleFolders(),
			new Migration0006Cloud(),
			new Migration0007CatalogSets(),
			new Migration0008Versions(),
			new Migration0009UsageByAccount(),
			new Migration0010PrivatePackages(),
			new Migration0011AssetBases(),
			new Migration0012VersionStamps(),
		);
	}
}
