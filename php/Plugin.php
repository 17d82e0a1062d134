<?php
/**
 * The one composition root: says how every service is built, and which
 * hooks build it.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Cli\CatalogueCommand;
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
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersionPreview;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\VersionCheck;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Site\FullSiteImport\Fonts;
use Stencilbox\Site\FullSiteImport\GlobalStyles;
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
		EditorIntegration::class,
		VerificationPage::class,
		PasswordResetPage::class,
		AccountSession::class,
		CatalogSetsBuilder::class,
		PublishPreview::class,
		CatalogCache::class,
		PreviewPage::class,
		InserterPatterns::class,
		ForgetAccount::class,
		TemplatePostType::class,
		TemplateEditor::class,
		LogoUploads::class,
		DisplayIndex::class,
		TemplateRenderer::class,
		ClassicLinkColours::class,
		CloudPushListener::class,
		Sharing::class,
		CloudService::class,
		SiteHealth::class,
		ItemVersionPreview::class,
		Provenance::class,
		Updates::class,
		UpdatePreview::class,
		Sweeper::class,
		FullSitePreviewPage::class,
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
	 * The REST controllers, in registration order.
	 */
	private const CONTROLLERS = array(
		HubAccountsController::class,
		HubAccountsAdminController::class,
		HubSettingsAdminController::class,
		AccountController::class,
		SettingsController::class,
		HubCatalogController::class,
		HubCatalogAdminController::class,
		// Before the catalogue's `/items/{slug}`: an OPTIONS request is
		// answered by the first route whose pattern matches, and
		// `/items/favourite` and `/items/rating` must describe themselves.
		EngagementController::class,
		CatalogController::class,
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
	 * How to build each service, by id (its class name, or a name of ours).
	 *
	 * @var array<string, \Closure(): mixed>
	 */
	private array $factories = array();

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
		$dir = dirname( $file );
		$this->define( Assets::class, static fn(): Assets => new Assets( $file, self::VERSION ) );
		$this->define( Migrator::class, static fn(): Migrator => new Migrator( array_merge( HubMigrations::all(), SiteMigrations::all() ) ) );
		$this->define( NetworkLibrary::class, static fn(): NetworkLibrary => new NetworkLibrary() );
		$this->define( ErrorCodes::class, static fn(): ErrorCodes => new ErrorCodes() );
		$this->define( RequestRules::class, static fn(): RequestRules => new RequestRules() );
		$this->define( Capabilities::class, static fn(): Capabilities => new Capabilities() );

		// Engagement (issue 4): favourites, ratings, purchases, downloads.
		$this->define( Purchases::class, static fn(): Purchases => new Purchases() );
		$this->define( Downloads::class, static fn(): Downloads => new Downloads() );
		$this->define( Favourites::class, static fn(): Favourites => new Favourites() );
		$this->define( Ratings::class, static fn(): Ratings => new Ratings() );

		// Hub role: accounts (profiles carry what the account starred, bought and rated).
		$this->define( ApiKeys::class, static fn(): ApiKeys => new ApiKeys() );
		$this->define( AccountRepository::class, static fn(): AccountRepository => new AccountRepository() );
		$this->define( AccountService::class, fn(): AccountService => new AccountService( $this->get( AccountRepository::class ), $this->get( ApiKeys::class ), new Throttle(), new ProfileFacts( $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Purchases::class ) ) ) );

		// Site role: reaches the hub only through the hub client (on a
		// network sharing one library, the main site's hub: NetworkLibrary).
		$this->define( HubClient::class, static fn(): HubClient => HubClientFactory::make() );
		$this->define( 'hub_url', static fn(): string => HubClientFactory::hub_url() );
		$this->define( Connections::class, fn(): Connections => new Connections( new Crypto(), $this->get( HubClient::class ) ) );
		$this->define( AccountSession::class, fn(): AccountSession => new AccountSession( $this->get( HubClient::class ), $this->get( Connections::class ) ) );

		// Catalogue (issue 3): hub storage, demo seed, hub routes, site routes.
		$this->define( AssetRefs::class, static fn(): AssetRefs => new AssetRefs( $dir, $file ) );
		$this->define( CatalogSets::class, static fn(): CatalogSets => new CatalogSets() );
		$this->define( CatalogRepository::class, fn(): CatalogRepository => new CatalogRepository( $this->get( AssetRefs::class ), $this->get( CatalogSets::class ) ) );
		// Versions (issue 19): items' and cloud files' versions over the
		// content-addressed bodies, how many are kept, where items are used.
		$this->define( DatabaseBodyStore::class, static fn(): DatabaseBodyStore => new DatabaseBodyStore() );
		$this->define( Versions::class, fn(): Versions => new Versions( $this->get( DatabaseBodyStore::class ) ) );
		$this->define( Retention::class, fn(): Retention => new Retention( $this->get( AccountRepository::class ) ) );
		$this->define( Usage::class, static fn(): Usage => new Usage() );
		$this->define( ItemVersions::class, fn(): ItemVersions => new ItemVersions( $this->get( Versions::class ), $this->get( CatalogRepository::class ), $this->get( Retention::class ), $this->get( Usage::class ) ) );
		$this->define( VersionCheck::class, fn(): VersionCheck => new VersionCheck( $this->get( ItemVersions::class ), $this->get( FileVersions::class ), $this->get( Usage::class ) ) );
		$this->define( CatalogWriter::class, fn(): CatalogWriter => new CatalogWriter( null, $this->get( ItemVersions::class ), $this->get( CatalogSets::class ) ) );
		$this->define( CatalogueReader::class, static fn(): CatalogueReader => new CatalogueReader() );
		$this->define( CatalogueImporter::class, fn(): CatalogueImporter => new CatalogueImporter( $this->get( CatalogueReader::class ), $this->get( CatalogWriter::class ), $this->get( AssetRefs::class ) ) );
		$this->define( DemoSeeder::class, fn(): DemoSeeder => new DemoSeeder( $this->get( CatalogueImporter::class ), $this->get( CatalogWriter::class ), $dir . '/php/Hub/Catalog/demo' ) );
		$this->define(
			CatalogCache::class,
			function (): CatalogCache {
				$hub = $this->get( HubClient::class );
				return new CatalogCache( $hub->in_process() ? 'local' : $hub->hub_id(), static fn(): int => (int) ( $hub->request( 'GET', '/catalog/version' )['version'] ?? 0 ) );
			}
		);
		$this->define( LiveCounters::class, fn(): LiveCounters => new LiveCounters( $this->get( HubClient::class ) ) );
		$this->define( Publisher::class, fn(): Publisher => new Publisher( $this->get( CatalogWriter::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ) ) );
		$this->define( Bundle::class, fn(): Bundle => new Bundle( $this->get( CatalogRepository::class ), $this->get( CatalogueImporter::class ), $this->get( CatalogueReader::class ), $this->get( AssetRefs::class ) ) );
		$this->define( CatalogSetsBuilder::class, fn(): CatalogSetsBuilder => new CatalogSetsBuilder( $this->get( CatalogSets::class ) ) );
		$this->define( PublishPreview::class, fn(): PublishPreview => new PublishPreview( $this->get( Publisher::class ) ) );

		// Engagement (issue 4): the ownership rules and plugin packages.
		$this->define( Access::class, fn(): Access => new Access( $this->get( Purchases::class ), $this->get( CatalogRepository::class ) ) );
		$this->define( PackageStore::class, static fn(): PackageStore => new PackageStore() );
		$this->define( ForgetAccount::class, fn(): ForgetAccount => new ForgetAccount( $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Downloads::class ), $this->get( Purchases::class ), $this->get( Usage::class ) ) );

		// Where inserted content came from (issue 19): one hook every insert path calls.
		$this->define( Provenance::class, fn(): Provenance => new Provenance( $this->get( HubClient::class ) ) );

		// Insert / import and dependencies (issue 4), site side.
		$this->define( ImageLocalizer::class, fn(): ImageLocalizer => new ImageLocalizer( $dir, plugins_url( '', $file ), $this->get( 'hub_url' ) ) );
		$this->define( ContentImporter::class, fn(): ContentImporter => new ContentImporter( $this->get( AccountSession::class ), $this->get( ImageLocalizer::class ) ) );
		// "Match my site" (issue [25]): an item's design roles onto this site's presets.
		$this->define( DesignMatcher::class, fn(): DesignMatcher => new DesignMatcher() );
		$this->define( Updates::class, fn(): Updates => new Updates( $this->get( AccountSession::class ), $this->get( Provenance::class ), $this->get( ImageLocalizer::class ), new UpdateWriter() ) );

		// Cloud and workspaces (issue 7): hub storage, quotas, sharing; site routes.
		$this->define( CloudFiles::class, static fn(): CloudFiles => new CloudFiles() );
		$this->define( Workspaces::class, static fn(): Workspaces => new Workspaces() );
		$this->define( CloudImages::class, static fn(): CloudImages => new CloudImages() );
		$this->define( Quota::class, fn(): Quota => new Quota( $this->get( AccountRepository::class ), $this->get( CloudFiles::class ) ) );
		$this->define( CloudAccess::class, fn(): CloudAccess => new CloudAccess( $this->get( CloudFiles::class ), $this->get( Workspaces::class ) ) );
		$this->define( Sharing::class, fn(): Sharing => new Sharing( $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( AccountRepository::class ) ) );
		$this->define( CloudService::class, fn(): CloudService => new CloudService( $this->get( CloudFiles::class ), $this->get( Workspaces::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ), $this->get( Quota::class ), $this->get( CloudAccess::class ), $this->get( Sharing::class ), $this->get( AccountRepository::class ), $this->get( Versions::class ) ) );
		$this->define( CloudPresenter::class, fn(): CloudPresenter => new CloudPresenter( $this->get( AccountRepository::class ), $this->get( AccountService::class ), $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( Versions::class ) ) );
		$this->define( FileVersions::class, fn(): FileVersions => new FileVersions( $this->get( Versions::class ), $this->get( CloudFiles::class ), $this->get( CloudAccess::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ), $this->get( Retention::class ), $this->get( AccountRepository::class ) ) );
		$this->define( CloudDownloads::class, fn(): CloudDownloads => new CloudDownloads( $this->get( AccountSession::class ) ) );

		// Saved templates and display conditions (issue 8): our own theme builder.
		$this->define( ConditionSources::class, static fn(): ConditionSources => new ConditionSources() );
		$this->define( ConditionTypes::class, static fn(): ConditionTypes => new ConditionTypes() );
		$this->define( Conditions::class, fn(): Conditions => new Conditions( $this->get( ConditionSources::class ), $this->get( ConditionTypes::class ) ) );
		$this->define( DisplayIndex::class, static fn(): DisplayIndex => new DisplayIndex() );
		$this->define( TemplateRepository::class, fn(): TemplateRepository => new TemplateRepository( $this->get( Conditions::class ), $this->get( DisplayIndex::class ) ) );
		$this->define( TemplatePostType::class, static fn(): TemplatePostType => new TemplatePostType() );
		$this->define( TemplateEditor::class, fn(): TemplateEditor => new TemplateEditor( $this->get( Assets::class ) ) );
		$this->define( TemplateRenderer::class, fn(): TemplateRenderer => new TemplateRenderer( $this->get( DisplayIndex::class ), new ConditionResolver( $this->get( ConditionTypes::class ) ) ) );
		$this->define( ClassicLinkColours::class, static fn(): ClassicLinkColours => new ClassicLinkColours() );
		$this->define( CloudPushListener::class, fn(): CloudPushListener => new CloudPushListener( $this->get( TemplateRepository::class ) ) );

		// Shipping (issue 11): Site Health tests.
		$this->define( SiteHealth::class, fn(): SiteHealth => new SiteHealth( $this->get( HubClient::class ), $this->get( Connections::class ) ) );

		// Full-site import (issue 9): sessions, journal, steps, revert.
		$this->define( DependencyInstaller::class, fn(): DependencyInstaller => new DependencyInstaller( new CodeInstaller( $this->get( AccountSession::class ) ) ) );
		$this->define( Sessions::class, static fn(): Sessions => new Sessions() );
		$this->define( Journal::class, static fn(): Journal => new Journal() );
		$this->define( Recorder::class, static fn(): Recorder => new Recorder() );
		// The theme designs the plugin ships (the packs' theme.json and fonts, `->fonts()`).
		$this->define( ThemeFiles::class, static fn(): ThemeFiles => new ThemeFiles( $dir . '/php/Hub/Catalog/demo/design', plugins_url( 'php/Hub/Catalog/demo/design', $file ) ) );
		$this->define( Fonts::class, static fn(): Fonts => new Fonts() );
		$this->define( GlobalStyles::class, fn(): GlobalStyles => new GlobalStyles( $this->get( Fonts::class ) ) );
		$this->define( FullSiteImporter::class, fn(): FullSiteImporter => new FullSiteImporter( $this->get( AccountSession::class ), $this->get( DependencyInstaller::class ), $this->get( TemplateRepository::class ), $this->get( GlobalStyles::class ), $this->get( Journal::class ), $this->get( ThemeFiles::class ) ) );
		$this->define( ImportLock::class, static fn(): ImportLock => new ImportLock() );
		$this->define( Runner::class, fn(): Runner => new Runner( $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Recorder::class ), $this->get( FullSiteImporter::class ), $this->get( ImportLock::class ) ) );
		$this->define( Sweeper::class, fn(): Sweeper => new Sweeper( $this->get( Sessions::class ), $this->get( Runner::class ), $this->get( ImportLock::class ) ) );
		$this->define( FullSiteImports::class, fn(): FullSiteImports => new FullSiteImports( $this->get( AccountSession::class ), new PackChoices( $this->get( DependencyInstaller::class ) ), $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Runner::class ), new Reverter( $this->get( Sessions::class ), $this->get( Journal::class ), $this->get( Recorder::class ), $this->get( ImportLock::class ) ), $this->get( ImportLock::class ), $this->get( Sweeper::class ) ) );
		$this->define( LogoUploads::class, static fn(): LogoUploads => new LogoUploads() );

		// Screens and editors.
		$this->define( AdminPage::class, fn(): AdminPage => new AdminPage( $this->get( Assets::class ) ) );
		$this->define( SettingsPage::class, fn(): SettingsPage => new SettingsPage( $this->get( Assets::class ) ) );
		$this->define( EditorIntegration::class, fn(): EditorIntegration => new EditorIntegration( $this->get( Assets::class ), $dir ) );
		$this->define( ElementorBridge::class, fn(): ElementorBridge => new ElementorBridge( $this->get( Assets::class ) ) );
		$this->define( ElementorFonts::class, fn(): ElementorFonts => new ElementorFonts( $this->get( ThemeFiles::class ) ) );
		$this->define( ElementorSiteTags::class, static fn(): ElementorSiteTags => new ElementorSiteTags() );
		$this->define( HubAdminPage::class, fn(): HubAdminPage => new HubAdminPage( $this->get( Assets::class ) ) );
		$this->define( VerificationPage::class, fn(): VerificationPage => new VerificationPage( $this->get( AccountService::class ) ) );
		$this->define( PasswordResetPage::class, fn(): PasswordResetPage => new PasswordResetPage( $this->get( AccountService::class ) ) );
		$this->define( PreviewPage::class, fn(): PreviewPage => new PreviewPage( $this->get( HubClient::class ), $this->get( Connections::class ) ) );
		$this->define( InserterPatterns::class, fn(): InserterPatterns => new InserterPatterns( $this->get( AccountSession::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ) ) );
		$this->define( ItemVersionPreview::class, fn(): ItemVersionPreview => new ItemVersionPreview( $this->get( ItemVersions::class ) ) );
		$this->define( UpdatePreview::class, fn(): UpdatePreview => new UpdatePreview( $this->get( Updates::class ), $this->get( AccountSession::class ) ) );
		$this->define( FullSitePreviewPage::class, fn(): FullSitePreviewPage => new FullSitePreviewPage( $this->get( AccountSession::class ), $this->get( GlobalStyles::class ), $this->get( ThemeFiles::class ), $this->get( ElementorFonts::class ) ) );

		// REST controllers: the hub's routes, then the site's.
		$this->define( HubAccountsController::class, fn(): HubAccountsController => new HubAccountsController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( AccountService::class ) ) );
		$this->define( HubAccountsAdminController::class, fn(): HubAccountsAdminController => new HubAccountsAdminController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( AccountService::class ) ) );
		$this->define( HubSettingsAdminController::class, static fn(): HubSettingsAdminController => new HubSettingsAdminController() );
		$this->define( AccountController::class, fn(): AccountController => new AccountController( $this->get( AccountSession::class ) ) );
		$this->define( SettingsController::class, static fn(): SettingsController => new SettingsController() );
		$this->define( HubCatalogController::class, fn(): HubCatalogController => new HubCatalogController( $this->get( ApiKeys::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( AccountRepository::class ) ) );
		$this->define( HubCatalogAdminController::class, fn(): HubCatalogAdminController => new HubCatalogAdminController( $this->get( CatalogRepository::class ), $this->get( CatalogWriter::class ), $this->get( Publisher::class ), $this->get( Bundle::class ), $this->get( DemoSeeder::class ) ) );
		$this->define( EngagementController::class, fn(): EngagementController => new EngagementController( $this->get( AccountSession::class ), $this->get( LiveCounters::class ) ) );
		$this->define( CatalogController::class, fn(): CatalogController => new CatalogController( $this->get( HubClient::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ), $this->get( LiveCounters::class ) ) );
		$this->define( HubUseController::class, fn(): HubUseController => new HubUseController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( Downloads::class ), $this->get( PackageStore::class ), $this->get( ItemVersions::class ) ) );
		$this->define( HubPackagesAdminController::class, fn(): HubPackagesAdminController => new HubPackagesAdminController( $this->get( CatalogRepository::class ), $this->get( PackageStore::class ) ) );
		$this->define( ImportController::class, fn(): ImportController => new ImportController( $this->get( ContentImporter::class ) ) );
		$this->define( DependencyController::class, fn(): DependencyController => new DependencyController( $this->get( DependencyInstaller::class ) ) );
		$this->define( HubEngagementController::class, fn(): HubEngagementController => new HubEngagementController( $this->get( ApiKeys::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( Favourites::class ), $this->get( Ratings::class ), $this->get( Downloads::class ), $this->get( Purchases::class ), new Counters() ) );
		$this->define( HubPurchasesAdminController::class, fn(): HubPurchasesAdminController => new HubPurchasesAdminController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( Purchases::class ) ) );
		$this->define( TemplatesController::class, fn(): TemplatesController => new TemplatesController( $this->get( TemplateRepository::class ) ) );
		$this->define( ConditionsController::class, fn(): ConditionsController => new ConditionsController( $this->get( TemplateRepository::class ), $this->get( Conditions::class ), $this->get( ConditionSources::class ) ) );
		$this->define( HubCloudController::class, fn(): HubCloudController => new HubCloudController( $this->get( ApiKeys::class ), $this->get( CloudService::class ), $this->get( CloudFiles::class ), $this->get( Workspaces::class ), $this->get( CloudImages::class ), $this->get( Quota::class ), $this->get( CloudPresenter::class ) ) );
		$this->define( HubWorkspacesController::class, fn(): HubWorkspacesController => new HubWorkspacesController( $this->get( ApiKeys::class ), $this->get( CloudService::class ), $this->get( Workspaces::class ), $this->get( CloudFiles::class ), $this->get( CloudAccess::class ), $this->get( CloudPresenter::class ) ) );
		$this->define( HubCloudAdminController::class, fn(): HubCloudAdminController => new HubCloudAdminController( $this->get( Quota::class ), $this->get( CloudFiles::class ), $this->get( DatabaseBodyStore::class ), $this->get( CloudImages::class ) ) );
		$this->define( CloudController::class, fn(): CloudController => new CloudController( $this->get( AccountSession::class ), new CloudPusher( $this->get( AccountSession::class ), $this->get( ImageLocalizer::class ) ), $this->get( CloudDownloads::class ) ) );
		$this->define( WorkspacesController::class, fn(): WorkspacesController => new WorkspacesController( $this->get( AccountSession::class ) ) );
		$this->define( SiteHealthController::class, fn(): SiteHealthController => new SiteHealthController( $this->get( SiteHealth::class ) ) );
		$this->define( HubFullSiteController::class, fn(): HubFullSiteController => new HubFullSiteController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( Downloads::class ), $this->get( PackageStore::class ), new PackBuilder( $this->get( CatalogRepository::class ), $this->get( AssetRefs::class ), $this->get( ItemVersions::class ) ) ) );
		// Versions and provenance (issue 19).
		$this->define( HubVersionsController::class, fn(): HubVersionsController => new HubVersionsController( $this->get( ApiKeys::class ), $this->get( AccountRepository::class ), $this->get( CatalogRepository::class ), $this->get( Access::class ), $this->get( ItemVersions::class ), $this->get( FileVersions::class ), $this->get( CloudPresenter::class ), $this->get( VersionCheck::class ) ) );
		$this->define( HubVersionsAdminController::class, fn(): HubVersionsAdminController => new HubVersionsAdminController( $this->get( ItemVersions::class ), $this->get( Versions::class ), $this->get( Retention::class ), $this->get( Usage::class ), $this->get( CatalogRepository::class ), $this->get( CatalogWriter::class ) ) );
		$this->define( UpdatesController::class, fn(): UpdatesController => new UpdatesController( $this->get( Updates::class ), $this->get( VersionHistory::class ), $this->get( Provenance::class ) ) );
		$this->define( VersionHistory::class, fn(): VersionHistory => new VersionHistory( $this->get( AccountSession::class ) ) );
		$this->define( FullSiteImportController::class, fn(): FullSiteImportController => new FullSiteImportController( $this->get( FullSiteImports::class ), $this->get( Fonts::class ) ) );

		// `wp stencilbox …` (issue 11), registered only under WP-CLI.
		$this->define(
			Commands::class,
			fn(): Commands => new Commands(
				new StencilboxCommand( $this->get( AccountSession::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ), $this->get( Publisher::class ), $this->get( FullSiteImports::class ) ),
				new CatalogueCommand( $this->get( Bundle::class ) ),
				new HubCommand( new HubStatus( $this->get( HubClient::class ), $this->get( Connections::class ) ) ),
				new UpdatesCommand( $this->get( Updates::class ) ),
				new VersionsCommand( $this->get( VersionHistory::class ) )
			)
		);
	}

	/**
	 * Says how to build a service.
	 *
	 * @param string              $id      Its class name (or a name of ours).
	 * @param \Closure(): mixed $factory Builds it.
	 */
	private function define( string $id, \Closure $factory ): void {
		$this->factories[ $id ] = $factory;
	}

	/**
	 * A service, built on first use and kept for the request.
	 *
	 * @param string $id Its class name (or a name of ours).
	 * @return mixed
	 */
	private function get( string $id ): mixed {
		if ( ! array_key_exists( $id, $this->built ) ) {
			$this->built[ $id ] = ( $this->factories[ $id ] )();
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
		$hooked = self::HOOKED;
		if ( is_admin() ) {
			$hooked = array_merge( $hooked, self::ADMIN );
			if ( self::own_hub() ) {
				$hooked[] = HubAdminPage::class;
			}
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
		foreach ( self::CONTROLLERS as $class ) {
			$controller = $this->get( $class );
			if ( $controller instanceof Controller ) {
				$controller->register_routes();
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
		return isset( $this->factories[ $class_name ] ) ? $this->get( $class_name ) : null;
	}
}
