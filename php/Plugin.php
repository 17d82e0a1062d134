<?php
/**
 * The one composition root: says which hooks build which service, and
 * how every service is built — the hub's in `Hub\Services`, a site's in
 * `Site\Services` (each area's part of this root, asked for by class
 * name), the rest here.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Cli\BundleCommand;
use Stencilbox\Cli\CatalogueCommand;
use Stencilbox\Cli\Commands;
use Stencilbox\Cli\FleetCommand;
use Stencilbox\Cli\HubCommand;
use Stencilbox\Cli\StencilboxCommand;
use Stencilbox\Cli\UpdatesCommand;
use Stencilbox\Cli\VersionsCommand;
use Stencilbox\Hub\Accounts\MailLinkPages;
use Stencilbox\Hub\Admin\HubAdminPage;
use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Hub\Catalog\PublishPreview;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\InvitationPage;
use Stencilbox\Hub\Cloud\Sharing;
use Stencilbox\Hub\Engagement\ForgetAccount;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Migrations\Registry as HubMigrations;
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
use Stencilbox\Hub\Services as HubServices;
use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Hub\Versions\ItemVersionPreview;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\AdminPage;
use Stencilbox\Site\Capabilities;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\ElementorFonts;
use Stencilbox\Site\ElementorSiteTags;
use Stencilbox\Site\FullSiteImport\Imports as FullSiteImports;
use Stencilbox\Site\FullSiteImport\LogoUploads;
use Stencilbox\Site\FullSiteImport\PreviewPage as FullSitePreviewPage;
use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Hub\HubStatus;
use Stencilbox\Site\Migrations\Registry as SiteMigrations;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Rest\AccountController;
use Stencilbox\Site\Rest\CatalogController;
use Stencilbox\Site\Rest\CloudController;
use Stencilbox\Site\Rest\ConditionsController;
use Stencilbox\Site\Rest\DependencyController;
use Stencilbox\Site\Rest\EngagementController;
use Stencilbox\Site\Rest\FleetController;
use Stencilbox\Site\Rest\FullSiteImportController;
use Stencilbox\Site\Rest\ImportController;
use Stencilbox\Site\Rest\SettingsController;
use Stencilbox\Site\Rest\SiteHealthController;
use Stencilbox\Site\Rest\TemplatesController;
use Stencilbox\Site\Rest\UpdatesController;
use Stencilbox\Site\Rest\WorkspacesController;
use Stencilbox\Site\Services as SiteServices;
use Stencilbox\Site\SettingsPage;
use Stencilbox\Site\SiteHealth;
use Stencilbox\Site\Templates\ClassicLinkColours;
use Stencilbox\Site\Templates\CloudPushListener;
use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Site\Updates\VersionHistory;
use Stencilbox\Support\AdminMenu;
use Stencilbox\Support\Assets;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\ErrorCodes;
use Stencilbox\Support\Rest\RequestRules;
use Stencilbox\Support\Rest\RouteGate;
use Stencilbox\Support\ThemeFiles;

defined( 'ABSPATH' ) || exit;

/**
 * Wires Stencilbox together. Services receive what they need through their
 * constructors; a service with hooks names them in a static `hooks()`,
 * which `npm run rules` reads into the generated `HookList`: booting adds
 * the hooks from there and loads no service's class.
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

	/** The start of the names `__callStatic()` runs (HookList writes them). */
	public const HOOK_PREFIX = 'hook_';

	/**
	 * Services whose hooks are named on every request (class names). None is
	 * built, and no class of theirs loaded, until one of its hooks fires.
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
		MailLinkPages::class,
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
		AdminMenu::class,
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
		FleetController::class,
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
	 * The controllers whose routes each REST server has (a request for one
	 * of our routes registers only some; tests make a server per test).
	 *
	 * @var \WeakMap<\WP_REST_Server, string[]>
	 */
	private \WeakMap $routed;


	/**
	 * Says how to build the services (builds none).
	 *
	 * @param string $file Main plugin file.
	 */
	private function __construct( private string $file ) {
		$this->dir    = dirname( $file );
		$this->routed = new \WeakMap();
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
		if ( str_starts_with( $id, 'Stencilbox\\Hub\\' ) || str_starts_with( $id, 'Stencilbox\\Site\\' ) ) {
			$get = fn( string $other ): mixed => $this->get( $other );
			return str_starts_with( $id, 'Stencilbox\\Hub\\' )
				? HubServices::make( $id, $get, $dir, $file )
				: SiteServices::make( $id, $get, $dir, $file );
		}
		return match ( $id ) {
			Assets::class => new Assets( $file, self::VERSION ),
			Migrator::class => new Migrator( array_merge( HubMigrations::all(), SiteMigrations::all() ) ),
			NetworkLibrary::class => new NetworkLibrary(),
			// Portable references (issue [26] item 5): publish and push carry, inserts and updates resolve.
			References::class => new References(),
			ErrorCodes::class => new ErrorCodes(),
			RequestRules::class => new RequestRules(),
			'hub_url' => HubClientFactory::hub_url(),
			// The theme designs the plugin ships (the packs' theme.json and fonts, `->fonts()`).
			ThemeFiles::class => new ThemeFiles( $dir . '/php/Hub/Catalog/demo/design', plugins_url( 'php/Hub/Catalog/demo/design', $file ) ),

			// `wp stencilbox …` (issue 11), registered only under WP-CLI: the
			// names are `Commands::ALL`; here, how each class is built.
			Commands::class => new Commands( fn( string $command ): mixed => $this->get( $command ) ),
			StencilboxCommand::class => new StencilboxCommand( $this->get( AccountSession::class ), $this->get( Connections::class ), $this->get( CatalogCache::class ), $this->get( Publisher::class ), $this->get( FullSiteImports::class ) ),
			CatalogueCommand::class => new CatalogueCommand( $this->get( Bundle::class ) ),
			HubCommand::class => new HubCommand( new HubStatus( $this->get( HubClient::class ), $this->get( Connections::class ) ) ),
			UpdatesCommand::class => new UpdatesCommand( $this->get( Updates::class ) ),
			VersionsCommand::class => new VersionsCommand( $this->get( VersionHistory::class ) ),
			FleetCommand::class => new FleetCommand( $this->get( Fleet::class ), $this->get( AuditLog::class ), $this->get( Approvers::class ) ),
			BundleCommand::class => new BundleCommand( $this->get( LibraryBundle::class ) ),
			default => null,
		};
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
		$back_end = Hooks::back_end();
		if ( $back_end ) {
			$hooked = array_merge( $hooked, self::BACK_END );
		} else {
			// Before everything else on `rest_api_init`, so that the hooks
			// these name on it still run.
			add_action( 'rest_api_init', array( $this, 'hook_back_end' ), PHP_INT_MIN );
			if ( defined( 'ALTERNATE_WP_CRON' ) && ALTERNATE_WP_CRON ) {
				// WP-Cron runs inside this request then: spawn_cron() takes
				// its lock (this transient), then includes wp-cron.php.
				add_action( 'set_transient_doing_cron', array( $this, 'hook_cron' ) );
			}
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
		// class) is built only when the applied list is shorter than the code's
		// (both numbers read without loading a class: HookList::MIGRATIONS is
		// generated from the registries).
		add_action(
			'init',
			function (): void {
				if ( count( (array) get_option( HookList::MIGRATIONS_OPTION, array() ) ) < HookList::MIGRATIONS ) {
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
		// Activation runs where the plugin file is included late (by
		// activate_plugin(), after `plugins_loaded`: wp-admin, WP-CLI, the
		// plugins route), or in wp-admin and WP-CLI for a plugin already
		// loaded (network-activating a site's plugin): a page view's boot
		// skips the hook's name (plugin_basename() walks the plugin paths).
		if ( did_action( 'plugins_loaded' ) || is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			register_activation_hook( $this->file, array( $this, 'activate' ) );
		}
		add_filter( 'lang_dir_for_domain', array( self::class, 'languages_dir' ), 10, 3 );
		add_filter( 'pre_get_language_files_from_path', array( self::class, 'language_files' ), 10, 2 );
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
	 * Makes a request that was not known to be cron at boot ready for its
	 * events, as cron's own request is (ALTERNATE_WP_CRON: WordPress runs
	 * them inside a page view or a REST request, after `wp_loaded`): names
	 * the back end's services' hooks (our cron events' among them) and
	 * registers what the back end registers on `init` (the saved
	 * templates' type and block, which a rollback's templates need).
	 */
	public function hook_cron(): void {
		if ( remove_action( 'set_transient_doing_cron', array( $this, 'hook_cron' ) ) ) {
			$this->hook_back_end();
			TemplatePostType::ensure_registered();
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
		return '' === HubAddress::url() && ! NetworkLibrary::elsewhere();
	}

	/**
	 * Adds a service's hooks, as its `hooks()` names them (read from the
	 * generated `HookList`, so the service's class is not loaded; tests name
	 * an admin-only service's hooks this way, as wp-admin does). Each is
	 * given to WordPress as the generated callable, a name (interned, so no
	 * closure or array is made per hook: booting allocated 103 KB on a
	 * page view with them, 49 KB since): an unguarded static call is the class's
	 * `Class::method` itself; any other is `Plugin::hook_<n>`, which
	 * `__callStatic()` runs as `HookList::CALLS[ n ]` says.
	 *
	 * @param string $class_name Service class (with a static `hooks()`).
	 */
	public function hook( string $class_name ): void {
		foreach ( HookList::HOOKS[ $class_name ] ?? array() as [ $hook, , $priority, $args, , $callable ] ) {
			add_filter( $hook, $callable, $priority, $args );
		}
	}

	/**
	 * Runs one of the hooks `hook()` added (`hook_<n>`, WordPress calls it).
	 *
	 * @param string  $name Its name.
	 * @param mixed[] $args The hook's arguments.
	 * @return mixed What the service's method returns, or the filtered value when its guard says no.
	 * @throws \BadMethodCallException For any other name, or before boot.
	 */
	public static function __callStatic( string $name, array $args ): mixed {
		$call = str_starts_with( $name, self::HOOK_PREFIX ) ? ( HookList::CALLS[ (int) substr( $name, strlen( self::HOOK_PREFIX ) ) ] ?? null ) : null;
		if ( null === $call || null === self::$instance ) {
			throw new \BadMethodCallException( esc_html( self::class . '::' . $name . '() does not exist.' ) );
		}
		return self::$instance->run( $call[0], $call[1], $call[2], $args );
	}

	/**
	 * Calls a service's method for one of its hooks, when its guard says yes:
	 * a filter's value (or an action's first argument) passes through when
	 * it says no.
	 *
	 * @param string  $class_name Service class.
	 * @param string  $method     Its method.
	 * @param string  $call       Hooks::SERVICE or Hooks::STATIC_CALL, either
	 *                            with its guard (a static method's name,
	 *                            Hooks::asked(), Hooks::route() or Hooks::BACK_END).
	 * @param mixed[] $args       The hook's arguments.
	 */
	private function run( string $class_name, string $method, string $call, array $args ): mixed {
		$guard = Hooks::guard( $call );
		if ( '' !== $guard ) {
			$allows = match ( $guard[0] ) {
				Hooks::ASKED => Hooks::was_asked( $guard ),
				Hooks::ROUTE => Hooks::routed( $guard, $args[2] ?? null ),
				Hooks::BACK_END => Hooks::back_end(),
				default      => (bool) $class_name::$guard( ...$args ),
			};
			if ( ! $allows ) {
				return $args[0] ?? null;
			}
		}
		return Hooks::is_static( $call ) ? $class_name::$method( ...$args ) : $this->get( $class_name )->$method( ...$args );
	}

	/**
	 * Every service whose hooks the root adds (`HookListTest` generates
	 * `HookList` from these).
	 *
	 * @return string[]
	 */
	public static function hooked_services(): array {
		return array_merge( self::HOOKED, self::PAGE_VIEW, self::BACK_END, self::ELEMENTOR, self::ADMIN, self::REST, array( HubAdminPage::class ) );
	}

	/**
	 * On `rest_api_init`: our routes (and the rules that go with them), when
	 * the request may reach them (RouteGate). A request for a core route
	 * builds no controller and registers no route or schema of ours.
	 *
	 */
	public function register_routes(): void {
		if ( RouteGate::wanted() ) {
			$this->add_routes( RouteGate::controllers() );
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
	 * Registers our routes (those of `$only`, or all), unless the REST
	 * server has them: they go where `register_rest_route()` puts them, the
	 * global server (which core sets before `rest_api_init`; a test makes
	 * one per test; Elementor fires `rest_api_init` for a server of its own
	 * too). Fixed paths first, then those with parameters; controllers
	 * added later (an in-process call after a request for one of our
	 * routes) have other first segments, so no route already there can
	 * match their paths (RouteGate::controllers()).
	 *
	 * @param string[]|null $only Controller classes; null for all.
	 */
	private function add_routes( ?array $only = null ): void {
		$server = $GLOBALS['wp_rest_server'] ?? null;
		$done   = $server instanceof \WP_REST_Server ? ( $this->routed[ $server ] ?? null ) : null;
		$todo   = array_values( array_diff( $only ?? self::CONTROLLERS, $done ?? array() ) );
		if ( null !== $done && ! $todo ) {
			return;
		}
		if ( null === $done ) {
			array_map( array( $this, 'hook' ), self::REST );
		}
		// Each table once, registered in two passes ([23]: every request to
		// our routes built all of them twice).
		$tables = array();
		foreach ( array_intersect( self::CONTROLLERS, $todo ) as $class ) {
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
		if ( $server instanceof \WP_REST_Server ) {
			$this->routed[ $server ] = array_merge( $done ?? array(), $todo );
		}
	}

	/**
	 * The REST controllers (generated `HookList::ROUTES` reads their tables).
	 *
	 * @return string[]
	 */
	public static function controllers(): array {
		return self::CONTROLLERS;
	}

	/**
	 * Translations shipped in the plugin's languages/ folder (compiled from
	 * its .po files by `npm run i18n:compile`), found when WordPress first
	 * needs our text domain (its just-in-time loading asks this filter):
	 * nothing is looked up or loaded on a request that shows none of our
	 * texts. Those WordPress installs in wp-content/languages/plugins/ are
	 * found first, and win.
	 *
	 * @param string|false $path   The folder WordPress found (or false).
	 * @param string       $domain Text domain.
	 * @param string       $locale Locale.
	 * @return string|false
	 */
	public static function languages_dir( string|false $path, string $domain, string $locale ): string|false {
		if ( false !== $path || Names::TEXT_DOMAIN !== $domain ) {
			return $path;
		}
		// WordPress asks on each of our texts while none is found (a
		// locale we ship nothing for): the answer is kept per locale.
		static $found = array();
		if ( ! isset( $found[ $locale ] ) ) {
			$dir               = dirname( __DIR__ ) . '/languages/';
			$mo                = $dir . $domain . '-' . $locale . '.mo';
			$found[ $locale ] = is_readable( $mo ) || is_readable( substr( $mo, 0, -3 ) . '.l10n.php' ) ? $dir : false;
		}
		return $found[ $locale ];
	}

	/**
	 * Spares WordPress the listing of our languages/ folder. Since 6.8 it
	 * makes the folder our plugin header's Domain Path names the text
	 * domain's own, and on the first of our texts in a request it lists it
	 * (two globs: about 0.12 ms of a wp-admin screen on the bench's site)
	 * to see whether it holds the locale's file. Whatever the listing says,
	 * WordPress answers that folder (where the file was found, or the
	 * domain's own folder when none was) and then loads the locale's file
	 * from it if there is one; files in wp-content/languages/plugins/ are
	 * still listed, found first and win. So the answer for our folder is
	 * "nothing listed", and the result is the same without the listing.
	 *
	 * @param string[]|null $files  What another filter answered (null: none).
	 * @param string        $path   The folder, with a trailing slash.
	 * @return string[]|null
	 */
	public static function language_files( ?array $files, string $path ): ?array {
		if ( null !== $files || ! str_ends_with( $path, '/languages/' ) ) {
			return $files;
		}
		$plugin = dirname( __DIR__ );
		// WordPress names it under WP_PLUGIN_DIR, which may be a link to the real folder.
		return $plugin . '/languages/' === $path || WP_PLUGIN_DIR . '/' . basename( $plugin ) . '/languages/' === $path ? array() : null;
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
