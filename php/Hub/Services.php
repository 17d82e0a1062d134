<?php
/**
 * How the hub's services are built: the composition root's part for
 * php/Hub (`Plugin::make()` hands it every `Stencilbox\Hub` id).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\MailLinkPages;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Admin\HubAdminPage;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Hub\Catalog\PublishPreview;
use Stencilbox\Hub\Cloud\CloudAccess;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\CloudPresenter;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\DatabaseBodyStore;
use Stencilbox\Hub\Cloud\InvitationPage;
use Stencilbox\Hub\Cloud\Quota;
use Stencilbox\Hub\Cloud\Sharing;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Hub\Engagement\Counters;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Engagement\Favourites;
use Stencilbox\Hub\Engagement\ForgetAccount;
use Stencilbox\Hub\Engagement\ProfileFacts;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Hub\Engagement\Ratings;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Packages\PackBuilder;
use Stencilbox\Hub\Rest\HubAccountsAdminController;
use Stencilbox\Hub\Rest\HubAccountsController;
use Stencilbox\Hub\Rest\HubCatalogAdminController;
use Stencilbox\Hub\Rest\HubCatalogController;
use Stencilbox\Hub\Rest\HubCloudAdminController;
use Stencilbox\Hub\Rest\HubCloudController;
use Stencilbox\Hub\Rest\HubEngagementController;
use Stencilbox\Hub\Rest\HubFleetAdminController;
use Stencilbox\Hub\Rest\HubFleetController;
use Stencilbox\Hub\Rest\HubFullSiteController;
use Stencilbox\Hub\Rest\HubLibraryBundleAdminController;
use Stencilbox\Hub\Rest\HubPackagesAdminController;
use Stencilbox\Hub\Rest\HubPurchasesAdminController;
use Stencilbox\Hub\Rest\HubSettingsAdminController;
use Stencilbox\Hub\Rest\HubUseController;
use Stencilbox\Hub\Rest\HubVersionsAdminController;
use Stencilbox\Hub\Rest\HubVersionsController;
use Stencilbox\Hub\Rest\HubWorkspacesController;
use Stencilbox\Hub\Transfer\HubKey;
use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersionPreview;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\VersionCheck;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Import\References;

defined( 'ABSPATH' ) || exit;

/**
 * The hub's services: accounts, the catalogue, engagement, the cloud,
 * versions, the fleet, library bundles, packages and the hub's REST
 * controllers. A service of another area is asked for by its class name
 * (`$get`), never built here, so each is built once per request.
 */
final class Services {
	/**
	 * Builds one of the hub's services (a `match`: nothing is allocated for
	 * the services a request does not use).
	 *
	 * @param string   $id   Its class name.
	 * @param \Closure $get  Another service by its class name, built once per request (`Plugin::get()`).
	 * @param string   $dir  The plugin's folder.
	 * @param string   $file The plugin's main file.
	 * @return mixed The service, or null for an id that is none.
	 */
	public static function make( string $id, \Closure $get, string $dir, string $file ): mixed {
		return match ( $id ) {
			// Engagement (issue 4): favourites, ratings, purchases, downloads.
			Purchases::class => new Purchases(),
			Downloads::class => new Downloads(),
			Favourites::class => new Favourites(),
			Ratings::class => new Ratings(),

			// Hub role: accounts (profiles carry what the account starred, bought and rated).
			ApiKeys::class => new ApiKeys(),
			AccountRepository::class => new AccountRepository(),
			AccountService::class => new AccountService( $get( AccountRepository::class ), $get( ApiKeys::class ), new Throttle(), new ProfileFacts( $get( Favourites::class ), $get( Ratings::class ), $get( Purchases::class ), $get( Approvers::class ) ) ),

			// Catalogue (issue 3): hub storage, demo seed, hub routes, site routes.
			AssetRefs::class => new AssetRefs( $dir, $file ),
			CatalogSets::class => new CatalogSets(),
			CatalogRepository::class => new CatalogRepository( $get( AssetRefs::class ), $get( CatalogSets::class ) ),
			// Versions (issue 19): items' and cloud files' versions over the
			// content-addressed bodies, how many are kept, where items are used.
			DatabaseBodyStore::class => new DatabaseBodyStore(),
			Versions::class => new Versions( $get( DatabaseBodyStore::class ) ),
			Retention::class => new Retention( $get( AccountRepository::class ) ),
			Usage::class => new Usage(),
			ItemVersions::class => new ItemVersions( $get( Versions::class ), $get( CatalogRepository::class ), $get( Retention::class ), $get( Usage::class ), $get( AuditLog::class ) ),
			VersionCheck::class => new VersionCheck( $get( ItemVersions::class ), $get( FileVersions::class ), $get( Usage::class ), $get( Fleet::class ) ),
			// Staged rollouts and the audit log (issue [26]).
			AuditLog::class => new AuditLog(),
			Approvers::class => new Approvers( $get( AccountRepository::class ), $get( AuditLog::class ) ),
			Fleet::class => new Fleet( $get( ItemVersions::class ), $get( CatalogRepository::class ), $get( AuditLog::class ) ),
			CatalogWriter::class => new CatalogWriter( null, $get( ItemVersions::class ), $get( CatalogSets::class ) ),
			CatalogueReader::class => new CatalogueReader(),
			CatalogueImporter::class => new CatalogueImporter( $get( CatalogueReader::class ), $get( CatalogWriter::class ), $get( AssetRefs::class ) ),
			DemoSeeder::class => new DemoSeeder( $get( CatalogueImporter::class ), $get( CatalogWriter::class ), DemoSeeder::DIR ),
			Publisher::class => new Publisher( $get( CatalogWriter::class ), $get( CatalogRepository::class ), $get( AssetRefs::class ), $get( References::class ) ),
			Bundle::class => new Bundle( $get( CatalogRepository::class ), $get( CatalogueImporter::class ), $get( CatalogueReader::class ), $get( AssetRefs::class ) ),
			LibraryBundle::class => new LibraryBundle( new HubKey(), $get( CatalogWriter::class ), $get( Versions::class ), $get( DatabaseBodyStore::class ), $get( AssetRefs::class ), $get( AccountRepository::class ), $get( CloudFiles::class ), $get( Workspaces::class ), $get( CloudImages::class ) ),
			CatalogSetsBuilder::class => new CatalogSetsBuilder( $get( CatalogSets::class ) ),
			PublishPreview::class => new PublishPreview( $get( Publisher::class ) ),

			// Engagement (issue 4): the ownership rules and plugin packages.
			Access::class => new Access( $get( Purchases::class ), $get( CatalogRepository::class ) ),
			PackageStore::class => new PackageStore(),
			ForgetAccount::class => new ForgetAccount( $get( Favourites::class ), $get( Ratings::class ), $get( Downloads::class ), $get( Purchases::class ), $get( Usage::class ), $get( Approvers::class ), $get( AuditLog::class ) ),

			// Cloud and workspaces (issue 7): hub storage, quotas, sharing; site routes.
			CloudFiles::class => new CloudFiles(),
			Workspaces::class => new Workspaces(),
			CloudImages::class => new CloudImages( $get( AssetRefs::class ) ),
			Quota::class => new Quota( $get( AccountRepository::class ), $get( CloudFiles::class ) ),
			CloudAccess::class => new CloudAccess( $get( CloudFiles::class ), $get( Workspaces::class ) ),
			Sharing::class => new Sharing( $get( Workspaces::class ), $get( CloudFiles::class ), $get( AccountRepository::class ), new Throttle() ),
			CloudService::class => new CloudService( $get( CloudFiles::class ), $get( Workspaces::class ), $get( DatabaseBodyStore::class ), $get( CloudImages::class ), $get( Quota::class ), $get( CloudAccess::class ), $get( Sharing::class ), $get( AccountRepository::class ), $get( AssetRefs::class ), $get( Versions::class ) ),
			CloudPresenter::class => new CloudPresenter( $get( AccountRepository::class ), $get( AccountService::class ), $get( Workspaces::class ), $get( CloudFiles::class ), $get( Versions::class ) ),
			FileVersions::class => new FileVersions( $get( Versions::class ), $get( CloudFiles::class ), $get( CloudAccess::class ), $get( DatabaseBodyStore::class ), $get( CloudImages::class ), $get( Retention::class ), $get( AccountRepository::class ), $get( AssetRefs::class ) ),
			HubAdminPage::class => new HubAdminPage( $get( Assets::class ) ),
			MailLinkPages::class => new MailLinkPages( $get( AccountService::class ) ),
			InvitationPage::class => new InvitationPage( $get( Workspaces::class ), $get( AccountRepository::class ), $get( AccountService::class ) ),
			ItemVersionPreview::class => new ItemVersionPreview( $get( ItemVersions::class ) ),

			// REST controllers: the hub's routes, then the site's.
			HubAccountsController::class => new HubAccountsController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( AccountService::class ) ),
			HubAccountsAdminController::class => new HubAccountsAdminController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( AccountService::class ) ),
			HubSettingsAdminController::class => new HubSettingsAdminController(),
			HubCatalogController::class => new HubCatalogController( $get( ApiKeys::class ), $get( CatalogRepository::class ), $get( Access::class ), $get( AccountRepository::class ) ),
			HubCatalogAdminController::class => new HubCatalogAdminController( $get( CatalogRepository::class ), $get( CatalogWriter::class ), $get( Publisher::class ), $get( Bundle::class ), $get( DemoSeeder::class ) ),
			HubUseController::class => new HubUseController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( CatalogRepository::class ), $get( Access::class ), $get( Downloads::class ), $get( PackageStore::class ), $get( ItemVersions::class ) ),
			HubPackagesAdminController::class => new HubPackagesAdminController( $get( CatalogRepository::class ), $get( PackageStore::class ) ),
			HubEngagementController::class => new HubEngagementController( $get( ApiKeys::class ), $get( CatalogRepository::class ), $get( AssetRefs::class ), $get( Favourites::class ), $get( Ratings::class ), $get( Downloads::class ), $get( Purchases::class ), new Counters() ),
			HubPurchasesAdminController::class => new HubPurchasesAdminController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( CatalogRepository::class ), $get( AssetRefs::class ), $get( Purchases::class ) ),
			HubCloudController::class => new HubCloudController( $get( ApiKeys::class ), $get( CloudService::class ), $get( CloudFiles::class ), $get( Workspaces::class ), $get( CloudImages::class ), $get( Quota::class ), $get( CloudPresenter::class ) ),
			HubWorkspacesController::class => new HubWorkspacesController( $get( ApiKeys::class ), $get( CloudService::class ), $get( Workspaces::class ), $get( CloudFiles::class ), $get( CloudAccess::class ), $get( CloudPresenter::class ) ),
			HubCloudAdminController::class => new HubCloudAdminController( $get( Quota::class ), $get( CloudFiles::class ), $get( DatabaseBodyStore::class ), $get( CloudImages::class ) ),
			HubFullSiteController::class => new HubFullSiteController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( CatalogRepository::class ), $get( Access::class ), $get( Downloads::class ), $get( PackageStore::class ), new PackBuilder( $get( CatalogRepository::class ), $get( AssetRefs::class ), $get( ItemVersions::class ) ) ),
			// Versions and provenance (issue 19).
			HubVersionsController::class => new HubVersionsController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( CatalogRepository::class ), $get( Access::class ), $get( ItemVersions::class ), $get( FileVersions::class ), $get( CloudPresenter::class ), $get( VersionCheck::class ) ),
			VersionCompare::class => new VersionCompare( $get( ItemVersions::class ), $get( Fleet::class ), $get( CatalogRepository::class ) ),
			HubFleetController::class => new HubFleetController( $get( ApiKeys::class ), $get( AccountRepository::class ), $get( Fleet::class ), $get( Approvers::class ), $get( AuditLog::class ), $get( VersionCompare::class ) ),
			HubLibraryBundleAdminController::class => new HubLibraryBundleAdminController( $get( LibraryBundle::class ) ),
			HubFleetAdminController::class => new HubFleetAdminController( $get( Fleet::class ), $get( Approvers::class ), $get( AuditLog::class ), $get( VersionCompare::class ) ),
			HubVersionsAdminController::class => new HubVersionsAdminController( $get( ItemVersions::class ), $get( Versions::class ), $get( Retention::class ), $get( Usage::class ), $get( CatalogRepository::class ), $get( CatalogWriter::class ) ),
			default => null,
		};
	}
}
