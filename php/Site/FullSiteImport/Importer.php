<?php
/**
 * The steps of a full-site import, each cut into small units.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\FullSiteImport\Steps;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;
use Stencilbox\Support\ThemeFiles;

defined( 'ABSPATH' ) || exit;

/**
 * The steps in the spec's order (part 2 §4): permission check, download,
 * theme, plugin, attachments, templates, content, wp-content, finalize —
 * one class each in `Steps/` (its name, title, whether an import takes it,
 * its units and their work), listed once in `STEPS`. A step
 * has a number of units (one per plugin, image, template or page); each
 * unit is small, runs in one transaction with its journal rows and cursor
 * (see `Runner`), and is written to be done again safely: a unit that was
 * cut off left nothing in the database, and files it may have left (a
 * plugin or theme folder) are recognised by the folders that were there
 * before the import started.
 *
 * `$state` is the session's cursor data: `form` (what the user chose),
 * `info` (the hub's facts about the pack), `baseline` (plugin and theme
 * folders before the import) and what units learnt (`images`, `pages`,
 * `templates`, …), plus `results`.
 */
final class Importer {
	/**
	 * Every step, in the spec's order: a new step is one class in `Steps/`
	 * and one line here.
	 *
	 * @var array<int, class-string<Steps\Step>>
	 */
	public const STEPS = array(
		Steps\PermissionStep::class,
		Steps\DownloadStep::class,
		Steps\ThemeStep::class,
		Steps\PluginStep::class,
		Steps\AttachmentsStep::class,
		Steps\TemplatesStep::class,
		Steps\ContentStep::class,
		Steps\SiteSettingsStep::class,
		Steps\FinalizeStep::class,
	);

	/**
	 * The steps, by name.
	 *
	 * @var array<string, Steps\Step>
	 */
	private array $steps = array();

	/**
	 * Constructor.
	 *
	 * @param AccountSession      $account   Hub calls on the user's behalf.
	 * @param DependencyInstaller $plugins   Plugin installs.
	 * @param TemplateRepository  $templates Saved templates (kits).
	 * @param GlobalStyles        $styles    Colours and typography.
	 * @param Journal             $journal   Journal.
	 * @param ThemeFiles|null     $themes    Theme designs, installed or shipped (the pack theme's presets).
	 * @param Preflight           $preflight What the site must allow (checked before the first write).
	 * @param ContentImporter|null $looks    "Match my site" for the pack's pages and kits (none: the pack's look).
	 * @param References           $refs     Carried synced patterns and menus, found or created here.
	 * @param Provenance|null      $provenance Whether what an earlier import of the pack made is still as it made it.
	 */
	public function __construct(
		AccountSession $account,
		DependencyInstaller $plugins,
		TemplateRepository $templates,
		GlobalStyles $styles,
		private Journal $journal,
		?ThemeFiles $themes = null,
		Preflight $preflight = new Preflight(),
		?ContentImporter $looks = null,
		References $refs = new References(),
		?Provenance $provenance = null,
	) {
		$tools = new Steps\StepTools( $account, $plugins, $templates, $styles, $journal, $preflight, $themes, $looks, $refs, $provenance );
		foreach ( self::STEPS as $class ) {
			$this->steps[ $class::name() ] = new $class( $tools );
		}
	}

	/**
	 * Every step's name, in order.
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_map( static fn( string $class ): string => $class::name(), self::STEPS );
	}

	/**
	 * A step's title in the progress list.
	 *
	 * @param string $step Step name.
	 */
	public static function title( string $step ): string {
		foreach ( self::STEPS as $class ) {
			if ( $class::name() === $step ) {
				return $class::title();
			}
		}
		return $step;
	}

	/**
	 * The steps this import takes (each step says whether it applies: no
	 * plugins chosen, the theme already active or not chosen, a pack
	 * without attachments drop theirs).
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 * @return string[]
	 */
	public static function plan( array $info, array $form ): array {
		$plan = array();
		foreach ( self::STEPS as $class ) {
			if ( $class::applies( $info, $form ) ) {
				$plan[] = $class::name();
			}
		}
		return $plan;
	}

	/**
	 * Steps as the client renders them: name and title, in order.
	 *
	 * @param string[] $names Step names.
	 * @return array<int, array{type: string, title: string}>
	 */
	public static function described( array $names ): array {
		return array_map(
			static fn( string $name ): array => array(
				'type'  => $name,
				'title' => self::title( $name ),
			),
			array_values( $names )
		);
	}

	/**
	 * The plugin and theme folders there now (what the import must never remove).
	 *
	 * @return array{plugins: string[], themes: string[]}
	 */
	public static function baseline(): array {
		$list = static fn( string $dir ): array => array_values( array_map( 'basename', (array) glob( $dir . '/*', GLOB_ONLYDIR ) ) );
		return array(
			'plugins' => $list( WP_PLUGIN_DIR ),
			'themes'  => $list( get_theme_root() ),
		);
	}

	/**
	 * How many units a step has now.
	 *
	 * @param string               $step  Step name.
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( string $step, array $state ): int {
		return $this->step( $step )->units( $state );
	}

	/**
	 * Runs one unit of a step.
	 *
	 * @param string               $step    Step name.
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws HttpError When the import cannot go on.
	 */
	public function run( string $step, int $unit, array &$state, array $session ): void {
		$this->step( $step )->run( $unit, $state, $session );
	}

	/**
	 * A step by name.
	 *
	 * @param string $step Step name.
	 * @throws HttpError `import_failed` for a step this version does not know.
	 */
	private function step( string $step ): Steps\Step {
		if ( ! isset( $this->steps[ $step ] ) ) {
			HttpError::raise( 'import_failed', __( 'This import has a step this version of Stencilbox does not know.', 'stencilbox' ), 500 );
		}
		return $this->steps[ $step ];
	}

	/**
	 * An import that stopped for good: its downloaded package goes (the
	 * folder too, when nothing else of the import is in it).
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	public function abandon( array $state, array $session ): void {
		self::discard_package( $state, $session );
		// The package's folder is gone: nothing of it is left to revert.
		$this->journal->forget( (int) $session['id'], Journal::FOLDER, PackageFolder::relative( (string) $session['uuid'] ) );
		$folder = self::folder( $session )['path'];
		if ( is_dir( $folder ) && ! $this->journal->has( (int) $session['id'], Journal::FOLDER, self::folder( $session )['relative'] ) ) {
			SafeZip::remove_dir( $folder );
		}
	}

	/**
	 * Removes an import's downloaded package (and its folder).
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	public static function discard_package( array $state, array $session ): void {
		$path = (string) ( $state['package']['path'] ?? '' );
		if ( '' !== $path && is_file( $path ) ) {
			wp_delete_file( $path );
		}
		PackageFolder::remove( (string) $session['uuid'] );
	}

	/**
	 * The import's folder in uploads (its images; visitors see its address).
	 *
	 * @param array<string, mixed> $session Session.
	 * @return array{path: string, relative: string}
	 */
	public static function folder( array $session ): array {
		$relative = 'stencilbox-fsi/' . sanitize_key( (string) $session['uuid'] );
		return array(
			'path'     => trailingslashit( wp_get_upload_dir()['basedir'] ) . $relative,
			'relative' => $relative,
		);
	}
}
