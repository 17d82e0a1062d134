<?php
/**
 * How a site's services are built: the composition root's part for
 * php/Site (`Plugin::make()` hands it every `Stencilbox\Site` id).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Cloud\CloudPusher;
use Stencilbox\Site\Cloud\TemplateLanding;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Site\Engagement\LiveCounters;
use Stencilbox\Site\FullSiteImport\Fonts;
use Stencilbox\Site\FullSiteImport\GlobalStyles;
use Stencilbox\Site\FullSiteImport\ImageSizes;
use Stencilbox\Site\FullSiteImport\Importer as FullSiteImporter;
use Stencilbox\Site\FullSiteImport\ImportLock;
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
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Import\ImageLocalizer;
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
use Stencilbox\Site\Templates\CloudPushListener;
use Stencilbox\Site\Templates\ConditionResolver;
use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\ConditionTypes;
use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Site\Templates\PortableConditions;
use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Site\Updates\VersionHistory;
use Stencilbox\Site\Updates\Writer as UpdateWriter;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Crypto;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\ThemeFiles;

defined( 'ABSPATH' ) || exit;

/**
 * A site's services: the hub client and the account, the library's
 * catalogue cache, inserting and importing, provenance and updates, the
 * cloud, saved templates, the full-site import, the editor and admin
 * screens and the site's REST controllers. A service of another area is
 * asked for by its class name (`$get`), never built here.
 */
final class Services {
	/**
	 * Builds one of the site's services (a `match`: nothing is allocated for
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
			// Site role: reaches the hub only through the hub client (on a
			// network sharing one library, the main site's hub: NetworkLibrary).
			HubClient::class => HubClientFactory::make(),
			Connections::class => new Connections( new Crypto(), $get( HubClient::class ) ),
			AccountSession::class => new AccountSession( $get( HubClient::class ), $get( Connections::class ) ),
			CatalogCache::class => self::catalog_cache( $get ),
			LiveCounters::class => new LiveCounters( $get( HubClient::class ) ),

			// Where inserted content came from (issue 19): one hook every insert path calls.
			Provenance::class => new Provenance( $get( HubClient::class ) ),

			// Insert / import and dependencies (issue 4), site side.
			ImageLocalizer::class => new ImageLocalizer( $dir, plugins_url( '', $file ), $get( 'hub_url' ) ),
			ContentImporter::class => new ContentImporter( $get( AccountSession::class ), $get( ImageLocalizer::class ), $get( DesignMatcher::class ), $get( References::class ) ),
			// "Match my site" (issue [25]): an item's design roles onto this site's presets.
			DesignMatcher::class => new DesignMatcher(),
			LookChoice::class => new LookChoice(),
			Updates::class => new Updates( $get( AccountSession::class ), $get( Provenance::class ), $get( ImageLocalizer::class ), new UpdateWriter(), $get( DesignMatcher::class ), $get( References::class ) ),
			CloudDownloads::class => new CloudDownloads( $get( AccountSession::class ) ),

			// Saved templates and display conditions (issue 8): our own theme builder.
			ConditionSources::class => new ConditionSources(),
			ConditionTypes::class => new ConditionTypes(),
			Conditions::class => new Conditions( $get( ConditionSources::class ), $get( ConditionTypes::class ) ),
			DisplayIndex::class => new DisplayIndex(),
			PortableConditions::class => new PortableConditions( $get( Conditions::class ), $get( ConditionSources::class ), $get( Provenance::class ) ),
			TemplateRepository::class => new TemplateRepository( $get( Conditions::class ), $get( DisplayIndex::class ), $get( PortableConditions::class ) ),
			TemplatePostType::class => new TemplatePostType(),
			TemplateEditor::class => new TemplateEditor( $get( Assets::class ) ),
			TemplateRenderer::class => new TemplateRenderer( $get( DisplayIndex::class ), new ConditionResolver( $get( ConditionTypes::class ) ) ),
			CloudPushListener::class => new CloudPushListener( $get( TemplateRepository::class ) ),

			// Shipping (issue 11): Site Health tests.
			SiteHealth::class => new SiteHealth( $get( HubClient::class ), $get( Connections::class ) ),

			// Full-site import (issue 9): sessions, journal, steps, revert.
			DependencyInstaller::class => new DependencyInstaller( new CodeInstaller( $get( AccountSession::class ) ) ),
			Sessions::class => new Sessions(),
			Journal::class => new Journal(),
			Recorder::class => new Recorder(),
			Fonts::class => new Fonts(),
			GlobalStyles::class => new GlobalStyles( $get( Fonts::class ) ),
			FullSiteImporter::class => new FullSiteImporter( $get( AccountSession::class ), $get( DependencyInstaller::class ), $get( TemplateRepository::class ), $get( GlobalStyles::class ), $get( Journal::class ), $get( ThemeFiles::class ), looks: $get( ContentImporter::class ), refs: $get( References::class ), provenance: $get( Provenance::class ) ),
			ImportLock::class => new ImportLock(),
			ImageSizes::class => new ImageSizes( $get( ImportLock::class ) ),
			Runner::class => new Runner( $get( Sessions::class ), $get( Journal::class ), $get( Recorder::class ), $get( FullSiteImporter::class ), $get( ImportLock::class ) ),
			Sweeper::class => new Sweeper( $get( Sessions::class ), $get( Runner::class ), $get( ImportLock::class ), $get( ImageSizes::class ) ),
			FullSiteImports::class => new FullSiteImports( $get( AccountSession::class ), new PackChoices( $get( DependencyInstaller::class ) ), $get( Sessions::class ), $get( Journal::class ), $get( Runner::class ), new Reverter( $get( Sessions::class ), $get( Journal::class ), $get( Recorder::class ), $get( ImportLock::class ), $get( ImageSizes::class ) ), $get( ImportLock::class ), $get( Sweeper::class ), $get( ImageSizes::class ) ),
			LogoUploads::class => new LogoUploads(),

			// Screens and editors.
			AdminPage::class => new AdminPage( $get( Assets::class ) ),
			SettingsPage::class => new SettingsPage( $get( Assets::class ) ),
			EditorIntegration::class => new EditorIntegration( $get( Assets::class ), $dir ),
			ElementorBridge::class => new ElementorBridge( $get( Assets::class ) ),
			ElementorFonts::class => new ElementorFonts( $get( ThemeFiles::class ) ),
			ElementorSiteTags::class => new ElementorSiteTags(),
			PreviewPage::class => new PreviewPage( $get( HubClient::class ), $get( Connections::class ), $get( DesignMatcher::class ) ),
			InserterPatterns::class => new InserterPatterns( $get( AccountSession::class ), $get( Connections::class ), $get( CatalogCache::class ) ),
			UpdatePreview::class => new UpdatePreview( $get( Updates::class ), $get( AccountSession::class ) ),
			FullSitePreviewPage::class => new FullSitePreviewPage( $get( AccountSession::class ), $get( GlobalStyles::class ), $get( ThemeFiles::class ), $get( ElementorFonts::class ) ),
			AccountController::class => new AccountController( $get( AccountSession::class ) ),
			SettingsController::class => new SettingsController(),
			EngagementController::class => new EngagementController( $get( AccountSession::class ), $get( LiveCounters::class ) ),
			CatalogController::class => new CatalogController( $get( HubClient::class ), $get( Connections::class ), $get( CatalogCache::class ), $get( LiveCounters::class ) ),
			TemplateLanding::class => new TemplateLanding( $get( ContentImporter::class ), $get( TemplateRepository::class ), $get( ImageLocalizer::class ), $get( Provenance::class ) ),
			ImportController::class => new ImportController( $get( ContentImporter::class ), $get( TemplateLanding::class ) ),
			DependencyController::class => new DependencyController( $get( DependencyInstaller::class ) ),
			TemplatesController::class => new TemplatesController( $get( TemplateRepository::class ) ),
			ConditionsController::class => new ConditionsController( $get( TemplateRepository::class ), $get( Conditions::class ), $get( ConditionSources::class ) ),
			CloudController::class => new CloudController( $get( AccountSession::class ), new CloudPusher( $get( AccountSession::class ), $get( ImageLocalizer::class ), $get( References::class ), templates: $get( TemplateRepository::class ) ), $get( CloudDownloads::class ), $get( TemplateLanding::class ) ),
			WorkspacesController::class => new WorkspacesController( $get( AccountSession::class ) ),
			SiteHealthController::class => new SiteHealthController( $get( SiteHealth::class ) ),
			FleetController::class => new FleetController( $get( AccountSession::class ) ),
			UpdatesController::class => new UpdatesController( $get( Updates::class ), $get( VersionHistory::class ), $get( Provenance::class ) ),
			VersionHistory::class => new VersionHistory( $get( AccountSession::class ) ),
			FullSiteImportController::class => new FullSiteImportController( $get( FullSiteImports::class ), $get( Fonts::class ) ),
			default => null,
		};
	}

	/**
	 * The catalogue cache, keyed by the hub it caches.
	 *
	 * @param \Closure $get Another service (`Plugin::get()`).
	 */
	private static function catalog_cache( \Closure $get ): CatalogCache {
		$hub = $get( HubClient::class );
		return new CatalogCache( $hub->in_process() ? 'local' : $hub->hub_id(), static fn(): int => (int) ( $hub->request( 'GET', '/catalog/version' )['version'] ?? 0 ) );
	}
}
