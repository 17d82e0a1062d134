<?php
/**
 * What the steps of a full-site import share: the services they call and
 * the helpers over the pack's items.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\FullSiteImport\GlobalStyles;
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\PackContent;
use Stencilbox\Site\FullSiteImport\PackPresets;
use Stencilbox\Site\FullSiteImport\Preflight;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\Names;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\ThemeFiles;

defined( 'ABSPATH' ) || exit;

/**
 * The steps' services (one set, built by `Importer`) and the pack helpers
 * more than one step uses.
 */
final class StepTools {
	/**
	 * Constructor.
	 *
	 * @param AccountSession      $account   Hub calls on the user's behalf.
	 * @param DependencyInstaller $plugins   Plugin installs.
	 * @param TemplateRepository  $templates Saved templates (kits).
	 * @param GlobalStyles        $styles    Colours and typography.
	 * @param Journal             $journal   Journal.
	 * @param Preflight           $preflight What the site must allow (checked before the first write).
	 * @param ThemeFiles|null      $themes    Theme designs, installed or shipped.
	 * @param ContentImporter|null $looks     "Match my site" (`ContentImporter::in_look()`); none: the pack's look.
	 * @param References           $refs      Carried synced patterns and menus, found or created here.
	 */
	public function __construct(
		public readonly AccountSession $account,
		public readonly DependencyInstaller $plugins,
		public readonly TemplateRepository $templates,
		public readonly GlobalStyles $styles,
		public readonly Journal $journal,
		public readonly Preflight $preflight,
		private ?ThemeFiles $themes = null,
		private ?ContentImporter $looks = null,
		private References $refs = new References(),
	) {}

	/**
	 * A page's or kit's content ready for this site, in the look the user
	 * chose (issue [25]). "Match my site" means something only where the
	 * pack's pages are shown by a theme that is not the pack's (the site
	 * kept its own: the theme step did not switch): then the content goes
	 * through `ContentImporter::in_look()`, the one place every insert and
	 * import applies a look, with the item's design from the package. A
	 * matched content takes none of the pack theme's presets and none of
	 * the wizard's colours (the site's palette is what it shows), and the
	 * settings step leaves the site's global styles alone
	 * (`$state['results']['look']`). Anything not matched (the pack's look
	 * chosen, no design, a classic theme, Elementor) is prepared as before.
	 *
	 * @param array<string, mixed> $item  Manifest item.
	 * @param array<string, mixed> $state Cursor data (changed in place: `dressed`, `results.look`).
	 * @return string The content.
	 */
	public function dressed( array $item, array &$state ): string {
		// Synced patterns and menus the pack's content carries (issue [26] item 5): this
		// site's own, or created once; the import's recorder finds what was created, so a
		// revert removes it.
		return $this->refs->resolve( $this->in_look( $item, $state ), (string) $state['info']['platform'] );
	}

	/**
	 * A page's or kit's content in the look the user chose (`dressed()`).
	 *
	 * @param array<string, mixed> $item  Manifest item.
	 * @param array<string, mixed> $state Cursor data (changed in place).
	 */
	private function in_look( array $item, array &$state ): string {
		$presets = $this->presets( $state );
		$theme   = (string) ( $state['info']['theme']['slug'] ?? '' );
		if ( null !== $this->looks && ( '' === $theme || get_stylesheet() !== $theme ) ) {
			$look    = $state['form']['look'] ?? null;
			$look    = is_string( $look ) ? $look : null;
			$dressed = $this->looks->in_look(
				self::prepared( $item, $state, array(), false ),
				array(
					'design'   => $item['design'] ?? null,
					'platform' => (string) $state['info']['platform'],
				),
				$look,
				$this->pack_plan( $state, $look )
			);
			if ( $dressed['look']['matched'] ) {
				$state['dressed'][ (string) $item['slug'] ] = $dressed['context'] + array( 'colours' => array() );
				// What the results say: matched, and which pages and templates
				// kept some of the pack's colours to stay readable.
				$state['results']['look'] = (array) ( $state['results']['look'] ?? array() ) + array(
					'matched' => true,
					'kept'    => array(),
				);
				// By the title the page or template gets (a page's as the content step names it).
				$title = 'page' === $item['type'] ? PackPages::title( (string) $item['name'], (string) ( $state['info']['settings']['site_title'] ?? '' ) ) : (string) $item['name'];
				if ( $dressed['look']['kept'] && ! in_array( $title, $state['results']['look']['kept'], true ) ) {
					$state['results']['look']['kept'][] = $title;
				}
				return $dressed['content'];
			}
			if ( 'no_palette' === $dressed['look']['reason'] ) {
				// A classic theme without a colour palette: the pack's look, and the results say so.
				$state['results']['look'] ??= array(
					'matched' => false,
					'kept'    => array(),
					'reason'  => 'no_palette',
				);
			}
		}
		$state['dressed'][ (string) $item['slug'] ] = array( 'presets' => $presets );
		return self::prepared( $item, $state, $presets );
	}

	/**
	 * One set of roles for the whole pack (issue [25]): the colour plan of
	 * every page and kit of the import, their designs merged and their
	 * pairs judged together (`DesignMatcher::pack()`), so a pack colour
	 * takes one site colour on every page, header and footer, or keeps the
	 * pack's on all of them. Made once, at the first item dressed, and kept
	 * in the cursor data for the next steps (null: the pack's look, or
	 * nothing to match).
	 *
	 * @param array<string, mixed> $state Cursor data (changed in place: `look_plan`).
	 * @param string|null          $look  The look the form names.
	 * @return array<string, mixed>|null
	 */
	private function pack_plan( array &$state, ?string $look ): ?array {
		if ( ! array_key_exists( 'look_plan', $state ) ) {
			$items = array();
			foreach ( array_merge( self::items( $state, true ), self::items( $state, false ) ) as $item ) {
				$items[] = array(
					'content' => self::prepared( $item, $state, array(), false ),
					'design'  => $item['design'] ?? null,
				);
			}
			$state['look_plan'] = $this->looks?->pack_plan( $items, (string) $state['info']['platform'], $look );
		}
		return is_array( $state['look_plan'] ) ? $state['look_plan'] : null;
	}

	/**
	 * What an update needs to prepare a newer version of a page or kit as
	 * `dressed()` prepared it (`placed()`'s context): the site's look, or
	 * the pack theme's presets.
	 *
	 * @param array<string, mixed> $item  Manifest item.
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<string, mixed>
	 */
	public function dressed_context( array $item, array $state ): array {
		$context = $state['dressed'][ (string) $item['slug'] ] ?? null;
		return is_array( $context ) ? $context : array( 'presets' => $this->presets( $state ) );
	}

	/**
	 * The pack theme's presets when its content will be shown by another
	 * theme (the site kept its own, or the pack's could not be installed):
	 * what `PackPresets::resolve()` writes in place of their names. Empty
	 * when the pack's theme is the active one, or names no theme whose
	 * design this site has.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<string, array<string, string>>
	 */
	public function presets( array $state ): array {
		$slug = (string) ( $state['info']['theme']['slug'] ?? '' );
		if ( '' === $slug || null === $this->themes || get_stylesheet() === $slug || ! Platforms::known( $state['info']['platform'] ?? '' )?->uses_theme_styles() ) {
			return array();
		}
		return PackPresets::of( $this->themes->theme_json( $slug ) );
	}

	/**
	 * The pack theme's font families (sources as URLs), when another theme
	 * will show its content (as `presets()`): the fonts its typography
	 * names come along (`GlobalStyles::with_families()`).
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<int, array<string, mixed>>
	 */
	public function families( array $state ): array {
		if ( ! $this->presets( $state ) ) {
			return array();
		}
		$json = $this->themes ? $this->themes->theme_json( (string) $state['info']['theme']['slug'] ) : array();
		return array_values( array_filter( (array) ( $json['settings']['typography']['fontFamilies'] ?? array() ), 'is_array' ) );
	}

	/**
	 * The package's items that are kits (header, footer, single blocks) or
	 * that are content (pages, and posts when demo content is wanted).
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @param bool                 $kits  Kits or content.
	 * @return array<int, array<string, mixed>>
	 */
	public static function items( array $state, bool $kits ): array {
		$items = array();
		foreach ( (array) ( $state['package']['items'] ?? array() ) as $item ) {
			$is_kit = 'block' === $item['type'] && in_array( (string) $item['template_type'], PackPages::KIT_TYPES, true );
			if ( $kits ? $is_kit : 'page' === $item['type'] ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * The pack's sample posts, unless the user asked for no demo content.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<int, array<string, mixed>>
	 */
	public static function posts( array $state ): array {
		if ( false === ( $state['form']['import_demo_content'] ?? true ) ) {
			return array();
		}
		return array_values( (array) ( $state['package']['posts'] ?? array() ) );
	}

	/**
	 * An item's content, ready for this site.
	 *
	 * @param array<string, mixed>                 $item    Manifest item.
	 * @param array<string, mixed>                 $state   Cursor data.
	 * @param array<string, array<string, string>> $presets `presets()`: the pack theme's, when another theme shows the content.
	 * @param bool                                 $chosen  With the colours chosen in the wizard (not for "Match my site").
	 */
	public static function prepared( array $item, array $state, array $presets = array(), bool $chosen = true ): string {
		$package = PackPackage::open( (string) $state['package']['path'] );
		$colours = $chosen ? PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) ) : array();
		$content = $package->read( (string) $item['file'] );
		$brand   = (string) ( $state['info']['settings']['site_title'] ?? '' );
		$width   = (int) ( $state['form']['logo_size'] ?? ImportForm::LOGO_DEFAULT );
		if ( in_array( $item['template_type'], array( 'header', 'footer' ), true ) ) {
			$content = Platforms::get( $package->platform() )->brand( $content, $brand, (string) ( $state['form']['title'] ?? '' ), is_array( $state['form']['logo'] ?? null ) ? $state['form']['logo'] : null, $width );
		}
		if ( $presets && Platforms::get( $package->platform() )->uses_theme_styles() ) {
			// Before the colours: a preset's value is the pack's, which the user may have changed.
			$content = PackPresets::resolve( $content, $presets );
		}
		return PackContent::prepare( $content, $package->platform(), (array) ( $state['images'] ?? array() ), $colours );
	}

	/**
	 * Records where an imported page or template came from (the hub's item
	 * and version, `Names::HOOK_CONTENT_PLACED`), with what an update needs
	 * to prepare a newer version the same way: the colours chosen, the
	 * header's brand and menu.
	 *
	 * @param int                  $post_id Post made.
	 * @param array<string, mixed> $item    Manifest item (`id`, `version` from hubs that send them).
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $extra   More context (`presets`: those the content was resolved with).
	 */
	public static function placed( int $post_id, array $item, array $state, array $extra = array() ): void {
		$platform = (string) $state['info']['platform'];
		$context  = $extra + array( 'colours' => PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) ) );
		if ( empty( $context['presets'] ) ) {
			unset( $context['presets'] );
		}
		if ( 'header' === ( $item['template_type'] ?? '' ) && Platforms::known( $platform )?->brand_reads_site() ) {
			$context['brand']     = (string) ( $state['info']['settings']['site_title'] ?? '' );
			$context['logo_size'] = (int) ( $state['form']['logo_size'] ?? ImportForm::LOGO_DEFAULT );
		}
		apply_filters(
			Names::HOOK_CONTENT_PLACED,
			'',
			array(
				'kind'    => 'item',
				'id'      => (int) ( $item['id'] ?? 0 ),
				'version' => (int) ( $item['version'] ?? 1 ),
				'name'    => (string) ( $item['name'] ?? '' ),
				'type'    => (string) ( $item['type'] ?? '' ),
			),
			array(
				'post_id'  => $post_id,
				'scope'    => 'document',
				'path'     => 'full-site',
				'platform' => $platform,
				'context'  => $context,
			)
		);
	}
}
