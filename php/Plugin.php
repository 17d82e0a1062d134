<?php
/**
 * The one composition root: says how every service is built, and which
 * hooks build it.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Cli\BundleCommand;
use Stencilbox\Cli\CatalogueCommand;
use Stencilbox\Cli\FleetCommand;
use Stencilbox\Cli\Commands;
use Stencilbox\Cli\HubCommand;
use Stencilbox\Cli\StencilboxCommand;
use Stencilbox\Cli\UpdatesCommand;
use Stencilbox\Cli\VersionsCommand;
use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Accounts\PasswordResetPage;
use Stencilbox\Hub\Accounts\VerificationPage;
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
use Stencilbox\Hub\Cloud\InvitationPage;
use Stencilbox\Hub\Cloud\CloudAccess;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\CloudPresenter;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\DatabaseBodyStore;
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
use Stencilbox\Hub\Migrations\Registry as HubMigrations;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Packages\PackBuilder;
use Stencilbox\Hub\Rest\HubAccountsAdminController;
use Stencilbox\Hub\Rest\HubAccountsController;
use Stencilbox\Hub\Rest\HubCatalogAdminController;
use Stencilbox\Hub\Rest\HubFleetAdminController;
use Stencilbox\Hub\Rest\HubFleetController;
use Stencilbox\Hub\Rest\HubLibraryBundleAdminController;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Rest\HubCatalogController;
use Stencilbox\Hub\Rest\HubCloudAdminController;
use Stencilbox\Hub\Rest\HubCloudController;
use Stencilbox\Hub\Rest\HubEngagementController;
use Stencilbox\Hub\Rest\HubFullSiteController;
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
use Stencilbox\Site\FullSiteImport\Fonts;
use Stencilbox\Site\FullSiteImport\GlobalStyles;
use Stencilbox\Site\FullSiteImport\ImageSizes;
use Stencilbox\Site\FullSiteImport\ImportLock;
use Stencilbox\Site\FullSiteImport\Importer as FullSiteImporter;
use Stencilbox\Site\FullSiteImport\Imports as FullSiteImports;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\LogoUploads;
use Stencilbox\Site\FullSiteImport\PackChoices;
use Stencilbox\Site\FullSiteImport\PreviewPage as FullSitePreviewPage;
use Stencilbox\Site\FullSiteImport\Recorder;
use Stencilbox\Site\FullSiteImport\Reverter;
use Stencilbox\Site\FullSiteImport\Runner;
use Stencilbox\Site\FullSiteImport\Sessions;
use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Site\Migrations\Registry as SiteMigrations;
use Stencilbox\Site\Rest\FullSiteImportController;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\AdminPage;
use Stencilbox\Site\Capabilities;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Cloud\CloudPusher;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\ElementorFonts;
use Stencilbox\Site\ElementorSiteTags;
use Stencilbox\Site\Engagement\LiveCounters;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Hub\HubStatus;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Site\Updates\VersionHistory;
use Stencilbox\Site\Updates\Writer as UpdateWriter;
use Stencilbox\Site\Rest\AccountController;
use Stencilbox\Site\Rest\CatalogController;
use Stencilbox\Site\Rest\CloudController;
use Stencilbox\Site\Rest\ConditionsController;
use Stencilbox\Site\Rest\DependencyController;
use Stencilbox\Site\Rest\EngagementController;
use Stencilbox\Site\Rest\ImportController;
use Stencilbox\Site\Rest\SettingsController;
use Stencilbox\Site\Rest\SiteHealthController;
use Stencilbox\Site\Rest\TemplatesController;
use Stencilbox\Site\Rest\UpdatesController;
use Stencilbox\Site\Rest\WorkspacesController;
use Stencilbox\Site\Templates\CloudPushListener;
use Stencilbox\Site\Templates\ConditionResolver;
use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\ConditionTypes;
use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Site\Templates\ClassicLinkColours;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Site\SettingsPage;
use Stencilbox\Site\SiteHealth;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Crypto;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Names;
use Stencilbox\Support\ThemeFiles;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\ErrorCodes;
use Stencilbox\Support\Rest\RouteGate;
use Stencilbox\Support\Rest\RequestRules;

defined( 'ABSPATH' ) || exit;

/**
 * Wires Stencilbox together. Services receive what they need through their
 * constructors; a service with hooks names them in a static `hooks()`.
 *
 * Nothing is built until it is used (docs/decisions/general.md, "Request
 * paths"): booting only names hooks, each bound to a service that is built
 * the first time one of its hooks fires (`get()`, once per request). The
 * REST controllers are built, and their routes and schemas registered, only
 * when the REST server needs them (RouteGate): a request for one of our
 * routes, the index, a batch, or an in-process call (InternalDispatch);
 * a request for a core route registers none of ours.
 */
final class Plugin {
	public const VERSION = '0.1.0';

	/**
	 * Services whose hooks are named on every request (class names). Their
	 * classes are loaded at boot to read `hooks()`; none is built.
	 */
	private const HOOKED = array(
		NetworkLibrary::class,
		Capabilities::class,
		AccountSession::class,
		CatalogCache::class,
		PreviewPage::class,
		ForgetAccount::class,
		TemplatePostType::class,
		TemplateEditor::class,
		DisplayIndex::class,
		ClassicLinkColours::class,
		CloudPushListener::class,
		Sharing::class,
		CloudService::class,
		ItemVersionPreview::class,
		Provenance::class,
		Updates::class,
		Sweeper::class,
		FullSitePreviewPage::class,
	);

	/**
	 * Services whose hooks only a page view can fire (`template_redirect`,
	 * `template_include`): not named in wp-admin, cron or WP-CLI.
	 */
	private const PAGE_VIEW = array(
		VerificationPage::class,
		PasswordResetPage::class,
		InvitationPage::class,
		PublishPreview::class,
		UpdatePreview::class,
		TemplateRenderer::class,
	);

	/**
	 * Services whose hooks only wp-admin, REST, cron, WP-CLI and XML-RPC
	 * fire (the block editor, the boot data of our screens — every one is
	 * wp-admin's —, uploads, core's pattern routes, Site Health, our cron):
	 * named at boot there, and for any other request only once
	 * it turns out to be a REST one (`rest_api_init`) — a page view names
	 * none of them.
	 */
	private const BACK_END = array(
		EditorIntegration::class,
		LookChoice::class,
		CatalogSetsBuilder::class,
		InserterPatterns::class,
		LogoUploads::class,
		SiteHealth::class,
	);

	/**
	 * Services whose hooks are all Elementor's: named once Elementor is
	 * loaded (`elementor/loaded`), so a site without it loads none of them.
	 */
	private const ELEMENTOR = array(
		ElementorBridge::class,
		ElementorFonts::class,
		ElementorSiteTags::class,
	);

	/**
	 * Services whose hooks only wp-admin needs (is_admin(): screens,
	 * admin-post.php and admin-ajax.php).
	 */
	private const ADMIN = array(
		AdminPage::class,
		SettingsPage::class,
		DemoSeeder::class,
		CloudDownloads::class,
		HubCatalogAdminController::class,
		HubFleetAdminController::class,
		HubLibraryBundleAdminController::class,
	);

	/**
	 * What our REST routes need beside them: the spec's error codes and
	 * request rules, which apply to our routes only.
	 */
	private const REST = array(
		RequestRules::class,
		ErrorCodes::class,
	);

	/**
	 * The REST controllers (in any order: every fixed path is registered
	 * before any path with a parameter, Controller::register_routes()).
	 */
	private const CONTROLLERS = array(
		HubAccountsController::class,
		HubAccountsAdminController::class,
		HubSettingsAdminController::class,
		AccountController::class,
		SettingsController::class,
		HubCatalogController::class,
		HubCatalogAdminController::class,
		CatalogController::class,
		EngagementController::class,
		HubUseController::class,
		HubPackagesAdminController::class,
		ImportController::class,
		DependencyController::class,
		HubEngagementController::class,
		HubPurchasesAdminController::class,
		TemplatesController::class,
		ConditionsController::class,
		HubCloudController::class,
		HubWorkspacesController::class,
		HubCloudAdminController::class,
		CloudController::class,
		WorkspacesController::class,
		SiteHealthController::class,
		HubFullSiteController::class,
		HubVersionsController::class,
		HubVersionsAdminController::class,
		HubFleetController::class,
		HubFleetAdminController::class,
		HubLibraryBundleAdminController::class,
		UpdatesController::class,
		FullSiteImportController::class,
	);

	/**
	 * The booted instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * The plugin's folder.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * The services built so far in this request.
	 *
	 * @var array<string, mixed>
	 */
	private array $built = array();

	/**
	 * Whether the Elementor-only services' hooks are named.
	 *
	 * @var bool
	 */
	private bool $elementor_hooked = false;


	/**
	 * Says how to build the services (builds none).
	 *
	 * @param string $file Main plugin file.
	 */
	private function __construct( private string $file ) {
		$this->dir = dirname( $file );
	}

	/**
	 * Builds a service (a `match`, not a closure per service: booting
	 * allocates nothing for the services a request does not use).
	 *
	 * @param string $id Its class name (or a name of ours).
	 * @return mixed The service, or null for an id that is none.
	 */
	private function make( string $id ): mixed {
		$dir  = $this->dir;
		$file = $this->file;
		return match ( $id ) {
			Assets::class => new Assets( $file, self::VERSION ),
			Migrator::class => new Migrator( array_merge( HubMigrations::all(), SiteMigrations::all() ) ),
			NetworkLibrary::class => new NetworkLibrary(),
			ErrorCodes::class => new ErrorCodes(),
			RequestRules::class => new RequestRules(),

			// Engagement (issue 4): favourites, ratings, purchases, downloads.
			Purchases::class => new Purchases(),
			Downloads::class => new Downloads(),
			Favourites::class => new Favourites(),
			Ratings::class => new Ratings(),

			// Hub role: accounts (profiles carry what the account starred, bought and rated).
			ApiKeys::class => new ApiKeys(),
			AccountRepository::class => new AccountRepository(),
			AccountService::class => new AccountService( $this->get( AccountRepository::class ), $this->get( ApiKeys::class ), new Throttle(), new ProfileFacts( $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Purchases::class ) ) ),

			// Site role: reaches the hub only through the hub client (on a
			// network sharing one library, the main site's hub: NetworkLibrary).
			HubClient::class => HubClientFactory::make(),
			'hub_url' => HubClientFactory::hub_url(),
			Connections::class => new Connections( new Crypto(), $this->get( HubClient::class ) ),
			AccountSession::class => new AccountSession( $this->get( HubClient::class ), $this->get( Connections::class ) ),

			// Catalogue (issue 3): hub storage, demo seed, hub routes, site routes.
			AssetRefs::class => new AssetRefs( $dir, $file ),
			CatalogSets::class => new CatalogSets(),
			CatalogRepository::class => new CatalogRepository( $this->get( AssetRefs::class ), $this->get( CatalogSets::class ) ),
			// Versions (issue 19): items' and cloud files' versions over the
			// content-addressed bodies, how many are kept, where items are used.
			DatabaseBodyStore::class => new DatabaseBodyStore(),
			Versions::class => new Versions( $this->get( DatabaseBodyStore::class ) ),
			Retention::class => new Retention( $this->get( AccountRepository::class ) ),
			Usage::class => new Usage(),
			ItemVersions::class => new ItemVersions( $this->get( Versions::class ), $this->get( CatalogRepository::class ), $this->get( Retention::class ), $this->get( Usage::class ), $this->get( AuditLog::class ) ),
			VersionCheck::class => new VersionCheck( $this->get( ItemVersions::class ), $this->get( FileVersions::class ), $this->get( Usage::class ), $this->get( Fleet::class ) ),
			// Staged rollouts and the audit log (issue [26]).
			AuditLog::class => new AuditLog(),
			Approvers::class => new Approvers( $this->get( AccountRepository::class ), $this->get( AuditLog::class ) ),
			Fleet::class => new Fleet( $this->get( ItemVersions::class ), $this->get( CatalogRepository::class ), $this->get( AuditLog::class ) ),
			CatalogWriter::class => new CatalogWriter( null, $this->get( ItemVersions::class ), $this->get( CatalogSets::class ) ),
			CatalogueReader::class => new CatalogueReader(),
			CatalogueImporter::class => new CatalogueImporter( $this->get( CatalogueReader::class ), $this->get( CatalogWriter::class ), $this->get( AssetRefs::class ) ),
			DemoSeeder::class => new DemoSeeder( $this->get( CatalogueImporter::class ), $this->get( CatalogWriter::class ), DemoSeeder::DIR ),
			CatalogCache::class => $this->catalog_cache(),
			LiveCounters::class => new LiveCounters( $this->get( HubClient::class ) ),
			Publisher::class => new Publisher( $this->get( CatalogWriter::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ) ),
			Bundle::class => new Bundle( $this->get( CatalogRepository::class ), $this->get( CatalogueImporter::class ), $this->get( CatalogueReader::class ), $this->get( AssetRefs::class ) ),
			LibraryBundle::class => new LibraryBundle( new HubKey(), $this->get( CatalogWriter::class ), $this->get( Versions::class ), $this->get( DatabaseBodyStore::class ), $this->get( AssetRefs::class ), $this->get( AccountRepository::class ), $this->get( CloudFiles::class ), $this->get( Workspaces::class ), $this->get( CloudImages::class ) ),
			CatalogSetsBuilder::class => new CatalogSetsBuilder( $this->get( CatalogSets::class ) ),
			PublishPreview::class => new PublishPreview( $this->get( Publisher::class ) ),

			// Engagement (issue 4): the ownership rules and plugin packages.
			Access::class => new Access( $this->get( Purchases::class ), $this->get( CatalogRepository::class ) ),
			PackageStore::class => new PackageStore(),
			ForgetAccount::class => new ForgetAccount( $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Downloads::class ), $this->get( Purchases::class ), $this->get( Usage::class ), $this->get( Approvers::class ), $this->get( AuditLog::class ) ),

			// Where inserted content came from (issue 19): one hook every insert path calls.
			Provenance::class => new Provenance( $this->get( HubClient::class ) ),

			// Insert / import and dependencies (issue 4), site side.
			ImageLocalizer::class => new ImageLocalizer( $dir, plugins_url( '', $file ), $this->get( 'hub_url' ) ),
			ContentImporter::class => new ContentImporter( $this->get( AccountSession::class ), $this->get( ImageLocalizer::class ), $this->get( DesignMatcher::class ) ),
			// "Match my site" (issue [25]): an item's design roles onto this site's presets.
			DesignMatcher::class => new DesignMatcher(),
			LookChoice::class => new LookChoice(),
			Updates::class => new Updates( $this->get( AccountSession::class ), $this->get( Provenance::class ), $this->get( ImageLocalizer::class ), new UpdateWriter(), $this->get( DesignMatcher::class ) ),

			// Cloud and workspaces (issue 7): hub storage, quotas, sharing; site routes.
			CloudFiles::class => new CloudFiles(),
			Workspaces::class => new Workspaces(),
			CloudImages::class => new CloudImages(),
			Quota::class => new Quota( $this->get( AccountRepository::class ), $this->get( CloudFiles::class ) ),
			CloudAccess::class => new CloudAccess( $this->get( CloudFiles::class ), $this->get( Workspaces::class ) ),
			Sharing::class => new Sharing( $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( AccountRepository::class ) ),
			CloudService::class => new CloudService( $this->get( CloudFiles::class ), $this->get( Workspaces::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ), $this->get( Quota::class ), $this->get( CloudAccess::class ), $this->get( Sharing::class ), $this->get( AccountRepository::class ), $this->get( Versions::class ) ),
			CloudPresenter::class => new CloudPresenter( $this->get( AccountRepository::class ), $this->get( AccountService::class ), $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( Versions::class ) ),
			FileVersions::class => new FileVersions( $this->get( Versions::class ), $this->get( CloudFiles::class ), $this->get( CloudAccess::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ), $this->get( Retention::class ), $this->get( AccountRepository::class ) ),
			CloudDownloads::class => new CloudDownloads( $this->get( AccountSession::class ) ),

			// Saved templates and display conditions (issue 8): our own theme builder.
			ConditionSources::class => new ConditionSources(),
			ConditionTypes::class => new ConditionTypes(),
			Conditions::class => new Conditions( $this->get( ConditionSources::class ), $this->get( ConditionTypes::class ) ),
			DisplayIndex::class => new DisplayIndex(),
			TemplateRepository::class => new TemplateRepository( $this->get( Conditions::class ), $this->get( DisplayIndex::class ) ),
			TemplatePostType::class => new TemplatePostType(),
			TemplateEditor::class => new TemplateEditor( $this->get( Assets::class ) ),
			TemplateRenderer::class => new TemplateRenderer( $this->get( DisplayIndex::class ), new ConditionResolver( $this->get( ConditionTypes::class ) ) ),
			ClassicLinkColours::class => new ClassicLinkColours(),
			CloudPushListener::class => new CloudPushListener( $this->get( TemplateRepository::class ) ),

			// Shipping (issue 11): Site Health tests.
			SiteHealth::class => new SiteHealth( $this->get( HubClient::class ), $this->get( Connections::class ) ),

			// Full-site import (issue 9): sessions, journal, steps, revert.
			DependencyInstaller::class => new DependencyInstaller( new CodeInstaller( $this->get( AccountSession::class ) ) ),
			Sessions::class => new Sessions(),
			Journal::class => new Journal(),
			Recorder::class => new Recorder(),
			// The theme designs the plugin ships (the packs' theme.json and fonts, `->fonts()`).
			ThemeFiles::class => new ThemeFiles( $dir . '/php/Hub/Catalog/demo/design', plugins_url( 'php/Hub/Catalog/demo/design', $file ) ),
			Fonts::class => new Fonts(),
			GlobalStyles::class => new GlobalStyles( $this->get( Fonts::class ) ),
			FullSiteImporter::class => new FullSiteImporter( $this->get( AccountSession::class ), $this->get( DependencyInstaller::class ), $this->get( TemplateRepository::class ), $this->get( GlobalStyles::class ), $this->get( Journal::class ), $this->get( ThemeFiles::class ), looks: $this->get( ContentImporter::class ) ),
			ImportLock::class => new ImportLock(),
			ImageSizes::class => new ImageSizes( new ImportLock( ImageSizes::LOCK_OPTION ), $this->get( ImportLock::class ) ),
			Runner::class => new Runner( $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Recorder::class ), $this->get( FullSiteImporter::class ), $this->get( ImportLock::class ) ),
			Sweeper::class => new Sweeper( $this->get( Sessions::class ), $this->get( Runner::class ), $this->get( ImportLock::class ), $this->get( ImageSizes::class ) ),
			FullSiteImports::class => new FullSiteImports( $this->get( AccountSession::class ), new PackChoices( $this->get( DependencyInstaller::class ) ), $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Runner::class ), new Reverter( $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Recorder::class ), $this->get( ImportLock::class ), $this->get( ImageSizes::class ) ), $this->get( ImportLock::class ), $this->get( Sweeper::class ), $this->get( ImageSizes::class ) ),
			LogoUploads::class => new LogoUploads(),

			// Screens and editors.
			AdminPage::class => new AdminPage( $this->get( Assets::class ) ),
			SettingsPage::class => new SettingsPage( $this->get( Assets::class ) ),
			EditorIntegration::class => new EditorIntegration( $this->get( Assets::class ), $dir ),
			ElementorBridge::class => new ElementorBridge( $this->get( Assets::class ) ),
			ElementorFonts::class => new ElementorFonts( $this->get( ThemeFiles::class ) ),
			ElementorSiteTags::class => new ElementorSiteTags(),
			HubAdminPage::class => new HubAdminPage( $this->get( Assets::class ) ),
			VerificationPage::class => new VerificationPage( $this->get( AccountService::class ) ),
			PasswordResetPage::class => new PasswordResetPage( $this->get( AccountService::class ) ),
			PreviewPage::class => new PreviewPage( $this->get( HubClient::class ), $this->get( Connections::class ), $this->get( DesignMatcher::class ) ),
			InvitationPage::class => new InvitationPage( $this->get( Workspaces::class ), $this->get( AccountRepository::class ), $this->get( AccountService::class ) ),
			InserterPatterns::class => new InserterPatterns( $this->get( AccountSession::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ) ),
			ItemVersionPreview::class => new ItemVersionPreview( $this->get( ItemVersions::class ) ),
			UpdatePreview::class => new UpdatePreview( $this->get( Updates::class ), $this->get( AccountSession::class ) ),
			FullSitePreviewPage::class => new FullSitePreviewPage( $this->get( AccountSession::class ), $this->get( GlobalStyles::class ), $this->get( ThemeFiles::class ), $this->get( ElementorFonts::class ) ),

			// REST controllers: the hub's routes, then the site's.
			HubAccountsController::class => new HubAccountsController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( AccountService::class ) ),
			HubAccountsAdminController::class => new HubAccountsAdminController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( AccountService::class ) ),
			HubSettingsAdminController::class => new HubSettingsAdminController(),
			AccountController::class => new AccountController( $this->get( AccountSession::class ) ),
			SettingsController::class => new SettingsController(),
			HubCatalogController::class => new HubCatalogController( $this->get( ApiKeys::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( AccountRepository::class ) ),
			HubCatalogAdminController::class => new HubCatalogAdminController( $this->get( CatalogRepository::class ), $this->get( CatalogWriter::class ), $this->get( Publisher::class ), $this->get( Bundle::class ), $this->get( DemoSeeder::class ) ),
			EngagementController::class => new EngagementController( $this->get( AccountSession::class ), $this->get( LiveCounters::class ) ),
			CatalogController::class => new CatalogController( $this->get( HubClient::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ), $this->get( LiveCounters::class ) ),
			HubUseController::class => new HubUseController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( Downloads::class ), $this->get( PackageStore::class ), $this->get( ItemVersions::class ) ),
			HubPackagesAdminController::class => new HubPackagesAdminController( $this->get( CatalogRepository::class ), $this->get( PackageStore::class ) ),
			ImportController::class => new ImportController( $this->get( ContentImporter::class ) ),
			DependencyController::class => new DependencyController( $this->get( DependencyInstaller::class ) ),
			HubEngagementController::class => new HubEngagementController( $this->get( ApiKeys::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Downloads::class ), $this->get( Purchases::class ), new Counters() ),
			HubPurchasesAdminController::class => new HubPurchasesAdminController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( Purchases::class ) ),
			TemplatesController::class => new TemplatesController( $this->get( TemplateRepository::class ) ),
			ConditionsController::class => new ConditionsController( $this->get( TemplateRepository::class ), $this->get( Conditions::class ), $this->get( ConditionSources::class ) ),
			HubCloudController::class => new HubCloudController( $this->get( ApiKeys::class ), $this->get( CloudService::class ), $this->get( CloudFiles::class ), $this->get( Workspaces::class ), $this->get( CloudImages::class ), $this->get( Quota::class ), $this->get( CloudPresenter::class ) ),
			HubWorkspacesController::class => new HubWorkspacesController( $this->get( ApiKeys::class ), $this->get( CloudService::class ), $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( CloudAccess::class ), $this->get( CloudPresenter::class ) ),
			HubCloudAdminController::class => new HubCloudAdminController( $this->get( Quota::class ), $this->get( CloudFiles::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ) ),
			CloudController::class => new CloudController( $this->get( AccountSession::class ), new CloudPusher( $this->get( AccountSession::class ), $this->get( ImageLocalizer::class ) ), $this->get( CloudDownloads::class ) ),
			WorkspacesController::class => new WorkspacesController( $this->get( AccountSession::class ) ),
			SiteHealthController::class => new SiteHealthController( $this->get( SiteHealth::class ) ),
			HubFullSiteController::class => new HubFullSiteController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( Downloads::class ), $this->get( PackageStore::class ), new PackBuilder( $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( ItemVersions::class ) ) ),
			// Versions and provenance (issue 19).
			HubVersionsController::class => new HubVersionsController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( ItemVersions::class ), $this->get( FileVersions::class ), $this->get( CloudPresenter::class ), $this->get( VersionCheck::class ) ),
			HubFleetController::class => new HubFleetController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( Fleet::class ), $this->get( Approvers::class ), $this->get( AuditLog::class ) ),
			HubLibraryBundleAdminController::class => new HubLibraryBundleAdminController( $this->get( LibraryBundle::class ) ),
			HubFleetAdminController::class => new HubFleetAdminController( $this->get( Fleet::class ), $this->get( Approvers::class ), $this->get( AuditLog::class ) ),
			HubVersionsAdminController::class => new HubVersionsAdminController( $this->get( ItemVersions::class ), $this->get( Versions::class ), $this->get( Retention::class ), $this->get( Usage::class ), $this->get( CatalogRepository::class ), $this->get( CatalogWriter::class ) ),
			UpdatesController::class => new UpdatesController( $this->get( Updates::class ), $this->get( VersionHistory::class ), $this->get( Provenance::class ) ),
			VersionHistory::class => new VersionHistory( $this->get( AccountSession::class ) ),
			FullSiteImportController::class => new FullSiteImportController( $this->get( FullSiteImports::class ), $this->get( Fonts::class ) ),

			// `wp stencilbox …` (issue 11), registered only under WP-CLI.
			Commands::class => new Commands(
				new StencilboxCommand( $this->get( AccountSession::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ), $this->get( Publisher::class ), $this->get( FullSiteImports::class ) ),
				new CatalogueCommand( $this->get( Bundle::class ) ),
				new HubCommand( new HubStatus( $this->get( HubClient::class ), $this->get( Connections::class ) ) ),
				new UpdatesCommand( $this->get( Updates::class ) ),
				new VersionsCommand( $this->get( VersionHistory::class ) ),
				new FleetCommand( $this->get( Fleet::class ), $this->get( AuditLog::class ), $this->get( Approvers::class ) ),
				new BundleCommand( $this->get( LibraryBundle::class ) )
			),
			default => null,
		};
	}

	/**
	 * The catalogue cache, keyed by the hub it caches.
	 */
	private function catalog_cache(): CatalogCache {
		$hub = $this->get( HubClient::class );
		return new CatalogCache( $hub->in_process() ? 'local' : $hub->hub_id(), static fn(): int => (int) ( $hub->request( 'GET', '/catalog/version' )['version'] ?? 0 ) );
	}

	/**
	 * A service, built on first use and kept for the request.
	 *
	 * @param string $id Its class name (or a name of ours).
	 * @return mixed
	 */
	private function get( string $id ): mixed {
		if ( ! array_key_exists( $id, $this->built ) ) {
			$this->built[ $id ] = $this->make( $id );
		}
		return $this->built[ $id ];
	}

	/**
	 * Boots the plugin once.
	 *
	 * @param string $file Main plugin file.
	 */
	public static function boot( string $file ): void {
		if ( null !== self::$instance ) {
			return;
		}
		self::$instance = new self( $file );
		self::$instance->register();
	}

	/**
	 * The booted instance (for tests and the activation hook).
	 */
	public static function instance(): ?Plugin {
		return self::$instance;
	}

	/**
	 * Names the hooks this request can need (builds nothing), the REST
	 * routes' gate, the commands under WP-CLI, and the activation hook.
	 */
	private function register(): void {
		$hooked   = self::HOOKED;
		$back_end = is_admin() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST );
		if ( $back_end ) {
			$hooked = array_merge( $hooked, self::BACK_END );
		} else {
			// Before everything else on `rest_api_init`, so that the hooks
			// these name on it still run.
			add_action( 'rest_api_init', array( $this, 'hook_back_end' ), PHP_INT_MIN );
		}
		if ( is_admin() ) {
			$hooked = array_merge( $hooked, self::ADMIN );
			if ( self::own_hub() ) {
				$hooked[] = HubAdminPage::class;
			}
		} elseif ( ! wp_doing_cron() && ! ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			$hooked = array_merge( $hooked, self::PAGE_VIEW );
		}
		array_map( array( $this, 'hook' ), $hooked );
		// Elementor loads before us when both are site plugins (its
		// `elementor/loaded` has fired); after us when we are network-activated.
		if ( did_action( 'elementor/loaded' ) ) {
			$this->hook_elementor();
		} else {
			add_action( 'elementor/loaded', array( $this, 'hook_elementor' ) );
		}
		// Migrations run early on `init`; the Migrator (and every migration
		// class) is built only when the applied list is shorter than the code's.
		add_action(
			'init',
			function (): void {
				if ( count( (array) get_option( Migrator::OPTION, array() ) ) < count( HubMigrations::MIGRATIONS ) + count( SiteMigrations::MIGRATIONS ) ) {
					$this->get( Migrator::class )->maybe_migrate();
				}
			},
			1
		);
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_action( Names::HOOK_ROUTES_NEEDED, array( $this, 'routes_needed' ) );
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			$this->get( Commands::class )->register();
		}
		register_activation_hook( $this->file, array( $this, 'activate' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );
	}

	/**
	 * Names the back end's services' hooks, unless they are: a request that
	 * was not known to be one at boot turned out to be a REST request (tests
	 * name them this way, as the back end does).
	 */
	public function hook_back_end(): void {
		if ( remove_action( 'rest_api_init', array( $this, 'hook_back_end' ), PHP_INT_MIN ) ) {
			array_map( array( $this, 'hook' ), self::BACK_END );
		}
	}

	/**
	 * Names the Elementor-only services' hooks (once Elementor is loaded).
	 */
	public function hook_elementor(): void {
		if ( $this->elementor_hooked ) {
			return;
		}
		$this->elementor_hooked = true;
		array_map( array( $this, 'hook' ), self::ELEMENTOR );
	}

	/**
	 * Whether this site is its own hub. A site that uses another hub (or its
	 * network's library) publishes nothing here: it shows neither the
	 * "Library hub" screen nor "Publish to library".
	 */
	public static function own_hub(): bool {
		return '' === HubClientFactory::hub_url() && ! NetworkLibrary::elsewhere();
	}

	/**
	 * Names a service's hooks, bound to the instance built when one fires
	 * (tests name an admin-only service's hooks this way, as wp-admin does).
	 *
	 * @param string $class_name Service class (with a static `hooks()`).
	 */
	public function hook( string $class_name ): void {
		$class_name::hooks( $this->hooks( $class_name ) );
	}

	/**
	 * What a service's `hooks()` binds to: the service, built on first call.
	 *
	 * @param string $class_name Service class.
	 */
	private function hooks( string $class_name ): Hooks {
		return new Hooks( fn(): object => $this->get( $class_name ) );
	}

	/**
	 * On `rest_api_init`: our routes (and the rules that go with them), when
	 * the request may reach them (RouteGate). A request for a core route
	 * builds no controller and registers no route or schema of ours.
	 *
	 */
	public function register_routes(): void {
		if ( RouteGate::wanted() ) {
			$this->add_routes();
		}
	}

	/**
	 * Before an in-process call to one of our routes (InternalDispatch):
	 * during a request for a core route, the routes were not registered.
	 */
	public function routes_needed(): void {
		rest_get_server();
		$this->add_routes();
	}

	/**
	 * Registers our routes, unless the REST server has them: they go where
	 * `register_rest_route()` puts them, the global server (which core sets
	 * before `rest_api_init`; a test makes one per test; Elementor fires
	 * `rest_api_init` for a server of its own too).
	 */
	private function add_routes(): void {
		$server = $GLOBALS['wp_rest_server'] ?? null;
		if ( $server instanceof \WP_REST_Server && in_array( Names::HUB_NAMESPACE, $server->get_namespaces(), true ) ) {
			return;
		}
		array_map( array( $this, 'hook' ), self::REST );
		// Each table once, registered in two passes ([23]: every request to
		// our routes built all of them twice).
		$tables = array();
		foreach ( self::CONTROLLERS as $class ) {
			$controller = $this->get( $class );
			if ( $controller instanceof Controller ) {
				$tables[] = array( $controller, $controller->route_table() );
			}
		}
		foreach ( array( false, true ) as $with_parameters ) {
			foreach ( $tables as [ $controller, $table ] ) {
				$controller->register_routes( $with_parameters, $table );
			}
		}
	}

	/**
	 * Translations shipped in the plugin's languages/ folder (compiled from
	 * its .po files by `npm run i18n:compile`). Those WordPress installs in
	 * wp-content/languages/plugins/ load on their own, and win.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( Names::TEXT_DOMAIN, false, dirname( plugin_basename( $this->file ) ) . '/languages' );
	}

	/**
	 * Runs on activation: creates or updates the tables, records the version.
	 */
	public function activate(): void {
		$this->service( Migrator::class )->migrate();
		$this->service( DemoSeeder::class )?->maybe_seed();
		update_option( 'stencilbox_version', self::VERSION, false );
	}

	/**
	 * The services built so far in this request, by id (tests and
	 * `npm run bench:overhead` read which paths build what).
	 *
	 * @return string[]
	 */
	public function built(): array {
		return array_keys( $this->built );
	}

	/**
	 * A service by class name, built if it was not yet.
	 *
	 * @template T of object
	 * @param class-string<T> $class_name Service class.
	 * @return T|null
	 */
	public function service( string $class_name ): ?object {
		$service = $this->get( $class_name );
		return is_object( $service ) ? $service : null;
	}
}
