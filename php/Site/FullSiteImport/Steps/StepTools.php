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
use Stencilbox\Site\Provenance\Provenance;
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
	 * @param Provenance|null      $provenance Where content came from: whether what an earlier import of the pack made is still as it made it (none: never rewritten).
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
		private ?Provenance $provenance = null,
	) {}

	/**
	 * The stable id of what an import of this pack makes for one of its
	 * things (issue [26] item 5): the same on every site and every run, from
	 * the pack (platform and slug, which a hub's move keeps) and the thing
	 * (`page`, `template`, `post` and its slug; `menu`), so that importing
	 * the same pack again finds it (`References::find()`) instead of making
	 * it twice. Kept in the post's `References::META`, like a synced
	 * pattern's.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @param string               $kind  page, template, post or menu.
	 * @param string               $slug  The item's or post's slug in the package.
	 */
	public static function stable_id( array $state, string $kind, string $slug ): string {
		$pack = (string) ( $state['info']['slug'] ?? '' );
		if ( '' === $pack ) {
			$pack = 'id-' . (int) ( $state['form']['id'] ?? 0 );
		}
		return References::named( implode( ':', array( 'pack', (string) ( $state['info']['platform'] ?? '' ), $pack, $kind, $slug ) ) );
	}

	/**
	 * What an earlier import of this pack made for a page or kit, and
	 * whether this import writes it (docs/decisions/fleet.md, "Importing a
	 * pack again"):
	 *
	 * - nothing found (never imported, or deleted or trashed since): made;
	 * - found and still as that import left it (`Provenance::state()`), and
	 *   this import would prepare it the same way (the hash of its title and
	 *   prepared content, kept in its record's context as `prepared`): left
	 *   as it is — importing the same pack twice changes nothing;
	 * - found, pristine, prepared differently (other colours or fonts, a
	 *   newer version): written again in place (same post, same address;
	 *   the import's recorder keeps the post as it was, so a revert puts it
	 *   back);
	 * - found, but the user may not edit it: left as it is;
	 * - found and edited here since (or with no record to tell): kept as the
	 *   user left it, named in the results (`kept_edited`). The Updates
	 *   rule: an edited copy changes only after its user has seen both.
	 *
	 * A post left as it is is marked in `$state['kept']`: the last unit
	 * (links, menu) leaves it alone too.
	 *
	 * @param string               $type    Post type.
	 * @param string               $kind    page or template (`stable_id()`).
	 * @param array<string, mixed> $item    Manifest item.
	 * @param string               $title   Its title here.
	 * @param string               $content Its prepared content (`dressed()`).
	 * @param array<string, mixed> $state   Cursor data (changed in place: `dressed.<slug>.prepared`, `kept`, `results.kept_edited`).
	 * @return array{id: int, write: bool, stable: string} `id` 0: none found (make one with `stable` in its meta).
	 */
	public function earlier( string $type, string $kind, array $item, string $title, string $content, array &$state ): array {
		$slug     = (string) $item['slug'];
		$stable   = self::stable_id( $state, $kind, $slug );
		$prepared = hash( 'sha256', $title . "\n" . $content );
		$state['dressed'][ $slug ]['prepared'] = $prepared;
		$id = References::find( $type, $stable );
		if ( $id <= 0 ) {
			return array(
				'id'     => 0,
				'write'  => true,
				'stable' => $stable,
			);
		}
		$record = null;
		foreach ( null === $this->provenance ? array() : $this->provenance->of_post( $id ) as $row ) {
			if ( Provenance::DOCUMENT === $row['scope'] && 'full-site' === $row['path'] ) {
				$record = $row;
				break;
			}
		}
		$pristine = null !== $record && $this->provenance->state( $record )['pristine'];
		// Written again only by someone who may edit it (else it stays as it is).
		if ( $pristine && ( $record['context']['prepared'] ?? '' ) !== $prepared && current_user_can( 'edit_post', $id ) ) {
			return array(
				'id'     => $id,
				'write'  => true,
				'stable' => $stable,
			);
		}
		$state['kept'][ $kind . ':' . $slug ] = $id;
		if ( ! $pristine ) {
			$state['results']['kept_edited'][] = html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' );
		}
		return array(
			'id'     => $id,
			'write'  => false,
			'stable' => $stable,
		);
	}

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
