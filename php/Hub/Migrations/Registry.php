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
	 * Every migration's class (never remove one: Plugin counts them to
	 * tell, without loading any, whether one is pending).
	 */
	public const MIGRATIONS = array(
		Migration0001Accounts::class,
		Migration0002Catalog::class,
		Migration0003Engagement::class,
		Migration0004CounterBaselines::class,
		Migration0005BundleFolders::class,
		Migration0006Cloud::class,
		Migration0007CatalogSets::class,
		Migration0008Versions::class,
		Migration0009UsageByAccount::class,
		Migration0010PrivatePackages::class,
		Migration0011AssetBases::class,
		Migration0012VersionStamps::class,
		Migration0013ItemDesigns::class,
		Migration0014FileDesigns::class,
		Migration0015DemoSeededAutoload::class,
		Migration0016Fleet::class,
		Migration0017FleetRollbacks::class,
		Migration0018TransferMap::class,
		Migration0019FleetSimilarity::class,
		Migration0020CloudTemplates::class,
		Migration0021ItemTemplates::class,
		Migration0022PlainCloudNames::class,
	);

	/**
	 * All migrations.
	 *
	 * @return Migration[]
	 */
	public static function all(): array {
		return array_map( static fn( string $migration ): Migration => new $migration(), self::MIGRATIONS );
	}
}
