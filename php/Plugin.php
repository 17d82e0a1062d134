<?php
/**
 * The one composition root: builds every service and registers its hooks.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Cli\CatalogueCommand;
use Stencilbox\Cli\Commands;
use Stencilbox\Cli\HubCommand;
use Stencilbox\Cli\StencilboxCommand;
use Stencilbox\Cli\UpdatesCommand;
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
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Hub\HubStatus;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Site\Updates\Updates;
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
use Stencilbox\Support\Migrator;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Names;
use Stencilbox\Support\ThemeFiles;
use Stencilbox\Support\Rest\ErrorCodes;
use Stencilbox\Support\Rest\RequestRules;

defined( 'ABSPATH' ) || exit;

/**
 * Wires Stencilbox together. Services receive what they need through their
 * constructors; classes that add hooks expose one `register()` method.
 */
final class Plugin {
	public const VERSION = '0.1.0';

	/**
	 * The booted instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Services with hooks.
	 *
	 * @var array<int, object>
	 */
	private array $services;

	/**
	 * Builds the services.
	 *
	 * @param string $file Main plugin file.
	 */
	private function __construct( private string $file ) {
		$assets   = new Assets( $file, self::VERSION );
		$migrator = new Migrator( array_merge( HubMigrations::all(), SiteMigrations::all() ) );

		// Engagement (issue 4): favourites, ratings, purchases, downloads.
		$purchases  = new Purchases();
		$downloads  = new Downloads();
		$favourites = new Favourites();
		$ratings    = new Ratings();

		// Hub role: accounts (profiles carry what the account starred, bought and rated).
		$keys            = new ApiKeys();
		$accounts        = new AccountRepository();
		$account_service = new AccountService( $accounts, $keys, new Throttle(), new ProfileFacts( $favourites, $ratings, $purchases ) );

		// Site role: reaches the hub only through the hub client (on a
		// network sharing one library, the main site's hub: NetworkLibrary).
		$hub             = HubClientFactory::make();
		$hub_url         = HubClientFactory::hub_url();
		$connections     = new Connections( new Crypto(), $hub );
		$account_session = new AccountSession( $hub, $connections );

		// Catalogue (issue 3): hub storage, demo seed, hub routes, site routes.
		$refs           = new AssetRefs( dirname( $file ), $file );
		$catalog_sets   = new CatalogSets();
		$catalog        = new CatalogRepository( $refs, $catalog_sets );
		// Versions (issue 19): items' and cloud files' versions over the
		// content-addressed bodies, how many are kept, where items are used.
		$cloud_bodies   = new DatabaseBodyStore();
		$versions       = new Versions( $cloud_bodies );
		$retention      = new Retention( $accounts );
		$usage          = new Usage();
		$item_versions  = new ItemVersions( $versions, $catalog, $retention, $usage );
		$catalog_writer = new CatalogWriter( null, $item_versions, $catalog_sets );
		$reader         = new CatalogueReader();
		$importer       = new CatalogueImporter( $reader, $catalog_writer, $refs );
		$seeder         = new DemoSeeder( $importer, $catalog_writer, dirname( $file ) . '/php/Hub/Catalog/demo' );
		$catalog_cache  = new CatalogCache( $hub->in_process() ? 'local' : $hub->hub_id(), static fn(): int => (int) ( $hub->request( 'GET', '/catalog/version' )['version'] ?? 0 ) );
		$live_counters  = new LiveCounters( $hub );
		$publisher      = new Publisher( $catalog_writer, $catalog, $refs );
		$bundle         = new Bundle( $catalog, $importer, $reader, $refs );

		// Engagement (issue 4): the ownership rules and plugin packages.
		$access   = new Access( $purchases, $catalog );
		$packages = new PackageStore();

		// Where inserted content came from (issue 19): one hook every insert path calls.
		$provenance = new Provenance( $hub );

		// Insert / import and dependencies (issue 4), site side.
		$localizer     = new ImageLocalizer( dirname( $file ), plugins_url( '', $file ), $hub_url );
		$importer_site = new ContentImporter( $account_session, $localizer );
		$updates       = new Updates( $account_session, $provenance, $localizer, new UpdateWriter() );

		// Cloud and workspaces (issue 7): hub storage, quotas, sharing; site routes.
		$cloud_files     = new CloudFiles();
		$workspaces      = new Workspaces();
		$cloud_images    = new CloudImages();
		$quota           = new Quota( $accounts, $cloud_files );
		$cloud_access    = new CloudAccess( $cloud_files, $workspaces );
		$sharing         = new Sharing( $workspaces, $cloud_files, $accounts );
		$cloud           = new CloudService( $cloud_files, $workspaces, $cloud_bodies, $cloud_images, $quota, $cloud_access, $sharing, $accounts, $versions );
		$cloud_presenter = new CloudPresenter( $accounts, $account_service, $workspaces, $cloud_files, $versions );
		$file_versions   = new FileVersions( $versions, $cloud_files, $cloud_access, $cloud_bodies, $cloud_images, $retention, $accounts );
		$cloud_downloads = new CloudDownloads( $account_session );

		// Saved templates and display conditions (issue 8): our own theme builder.
		$condition_sources = new ConditionSources();
		$condition_types   = new ConditionTypes();
		$conditions        = new Conditions( $condition_sources, $condition_types );
		$display_index     = new DisplayIndex();
		$templates         = new TemplateRepository( $conditions, $display_index );

		// Shipping (issue 11): Site Health tests.
		$site_health = new SiteHealth( $hub, $connections );
		// Full-site import (issue 9): sessions, journal, steps, revert.
		$dependencies = new DependencyInstaller( new CodeInstaller( $account_session ) );
		$fsi_sessions = new Sessions();
		$fsi_journal  = new Journal();
		$fsi_recorder = new Recorder();
		// The theme designs the plugin ships (the packs' theme.json and fonts, `->fonts()`).
		$theme_files  = new ThemeFiles( dirname( $file ) . '/php/Hub/Catalog/demo/design', plugins_url( 'php/Hub/Catalog/demo/design', $file ) );
		$fonts        = new Fonts();
		$fsi_styles   = new GlobalStyles( $fonts );
		$fsi_importer = new FullSiteImporter( $account_session, $dependencies, $templates, $fsi_styles, $fsi_journal, $theme_files );
		$fsi_lock     = new ImportLock();
		$fsi_runner   = new Runner( $fsi_sessions, $fsi_journal, $fsi_recorder, $fsi_importer, $fsi_lock );
		$fsi_sweeper  = new Sweeper( $fsi_sessions, $fsi_runner, $fsi_lock );
		$fsi_imports  = new FullSiteImports( $account_session, new PackChoices( $dependencies ), $fsi_sessions, $fsi_journal, $fsi_runner, new Reverter( $fsi_sessions, $fsi_journal, $fsi_recorder, $fsi_lock ), $fsi_lock, $fsi_sweeper );

		$this->services = array(
			$migrator,
			new NetworkLibrary(),
			new ErrorCodes(),
			new RequestRules(),
			new Capabilities(),
			$assets,
			new AdminPage( $assets ),
			new SettingsPage( $assets ),
			new EditorIntegration( $assets, dirname( $file ) ),
			new ElementorBridge( $assets ),
			new ElementorFonts( $theme_files ),
			new ElementorSiteTags(),
			new HubAccountsController( $keys, $accounts, $account_service ),
			new HubAccountsAdminController( $keys, $accounts, $account_service ),
			new HubSettingsAdminController(),
			new VerificationPage( $account_service ),
			new PasswordResetPage( $account_service ),
			new AccountController( $account_session ),
			new SettingsController(),
			$account_session,
			$connections,
			$seeder,
			new HubCatalogController( $keys, $catalog, $access, $accounts ),
			new HubCatalogAdminController( $catalog, $catalog_writer, $publisher, $bundle, $seeder ),
			new CatalogSetsBuilder( $catalog_sets ),
			new PublishPreview( $publisher ),
			new HubAdminPage( $assets, '' === $hub_url && ! NetworkLibrary::elsewhere() ),
			$catalog_cache,
			// Before the catalogue's `/items/{slug}`: an OPTIONS request is
			// answered by the first route whose pattern matches, and
			// `/items/favourite` and `/items/rating` must describe themselves.
			new EngagementController( $account_session, $live_counters ),
			new CatalogController( $hub, $connections, $catalog_cache, $live_counters ),
			new PreviewPage( $hub, $connections ),
			new HubUseController( $keys, $accounts, $catalog, $access, $downloads, $packages, $item_versions ),
			new HubPackagesAdminController( $catalog, $packages ),
			new ImportController( $importer_site ),
			new DependencyController( $dependencies ),
			new HubEngagementController( $keys, $catalog, $refs, $favourites, $ratings, $downloads, $purchases, new Counters() ),
			new HubPurchasesAdminController( $keys, $accounts, $catalog, $refs, $purchases ),
			new ForgetAccount( $favourites, $ratings, $downloads, $purchases, $usage ),
			new TemplatePostType(),
			new TemplateEditor( $assets ),
			new LogoUploads(),
			$display_index,
			$templates,
			new TemplateRenderer( $display_index, new ConditionResolver( $condition_types ) ),
			new ClassicLinkColours(),
			new CloudPushListener( $templates ),
			new TemplatesController( $templates ),
			new ConditionsController( $templates, $conditions, $condition_sources ),
			$sharing,
			// Removes a deleted account's cloud (AccountService::EVENT_DELETING).
			$cloud,
			new HubCloudController( $keys, $cloud, $cloud_files, $workspaces, $cloud_images, $quota, $cloud_presenter ),
			new HubWorkspacesController( $keys, $cloud, $workspaces, $cloud_files, $cloud_access, $cloud_presenter ),
			new HubCloudAdminController( $quota, $cloud_files, $cloud_bodies, $cloud_images ),
			$cloud_downloads,
			new CloudController( $account_session, new CloudPusher( $account_session, $localizer ), $cloud_downloads ),
			new WorkspacesController( $account_session ),
			new InserterPatterns( $account_session, $connections, $catalog_cache ),
			$site_health,
			new SiteHealthController( $site_health ),
			new HubFullSiteController( $keys, $accounts, $catalog, $access, $downloads, $packages, new PackBuilder( $catalog, $refs, $item_versions ) ),
			// Versions and provenance (issue 19).
			new HubVersionsController( $keys, $accounts, $catalog, $access, $item_versions, $file_versions, $cloud_presenter, $usage ),
			new HubVersionsAdminController( $item_versions, $versions, $retention, $usage, $catalog ),
			new ItemVersionPreview( $item_versions ),
			$provenance,
			$updates,
			new UpdatesController( $updates, $account_session, $provenance ),
			new UpdatePreview( $updates, $account_session ),
			new FullSiteImportController( $fsi_imports, $fonts ),
			$fsi_sweeper,
			new FullSitePreviewPage( $account_session, $fsi_styles, $theme_files ),
			$theme_files,
			// `wp stencilbox …` (issue 11), registered only under WP-CLI.
			new Commands(
				new StencilboxCommand( $account_session, $connections, $catalog_cache, $publisher, $fsi_imports ),
				new CatalogueCommand( $bundle ),
				new HubCommand( new HubStatus( $hub, $connections ) ),
				new UpdatesCommand( $updates )
			),
		);
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
	 * Registers every service's hooks and the activation hook.
	 */
	private function register(): void {
		foreach ( $this->services as $service ) {
			if ( method_exists( $service, 'register' ) ) {
				$service->register();
			}
		}
		register_activation_hook( $this->file, array( $this, 'activate' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );
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
	 * A service by class name.
	 *
	 * @template T of object
	 * @param class-string<T> $class_name Service class.
	 * @return T|null
	 */
	public function service( string $class_name ): ?object {
		foreach ( $this->services as $service ) {
			if ( $service instanceof $class_name ) {
				return $service;
			}
		}
		return null;
	}
}
