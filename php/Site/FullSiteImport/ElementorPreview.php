<?php
/**
 * "Preview site" of an Elementor pack: its documents drawn by Elementor.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\ElementorFonts;
use Stencilbox\Support\Elementor;

defined( 'ABSPATH' ) || exit;

/**
 * An Elementor pack's header, page and footer as Elementor draws them once
 * imported, without saving anything (the preview is a GET):
 *
 * - the markup is Elementor's own rendering of each element
 *   (`elements_manager->create_element_instance()`, `print_element()`: what
 *   `Frontend::get_builder_content()` prints inside its document wrapper),
 *   with an unsaved document of the item's type as the current one (as
 *   Elementor's kit manager builds an empty kit: `post_id` 0), for widgets
 *   that read it. Not `Document::print_elements()`: its element cache and
 *   page-assets record write post meta;
 * - the CSS is Elementor's post CSS of those elements, parsed in memory
 *   (`ElementorPreviewCss`), and the kit's CSS with the pack's globals: the
 *   kit's page settings as the import writes them
 *   (`GlobalStyles::elementor_kit_settings()`), given to Elementor for this
 *   request only (`get_post_metadata`), its fonts as Elementor prints them
 *   (the shipped ones from this site, `Site\ElementorFonts`, told of the
 *   pack's families first);
 * - Elementor's stylesheets (`elementor-frontend`, each widget's) are
 *   enqueued as its front end enqueues them; no script is.
 *
 * Image settings lose their attachment ids (a hub's id is no attachment
 * here): Elementor draws them by their URLs, on the hub until the import
 * copies them.
 */
final class ElementorPreview {
	/**
	 * CSS of the documents drawn so far.
	 *
	 * @var string[]
	 */
	private array $css = array();

	/**
	 * Font families the CSS names.
	 *
	 * @var string[]
	 */
	private array $families = array();

	/**
	 * Documents drawn so far (their number in the selectors).
	 */
	private int $count = 0;

	/**
	 * Constructor.
	 *
	 * @param GlobalStyles   $styles The import's colours and typography.
	 * @param ElementorFonts $fonts  Elementor's fonts from this site.
	 */
	public function __construct( private GlobalStyles $styles, private ElementorFonts $fonts ) {}

	/**
	 * Whether Elementor runs here and can draw a preview (its classes
	 * loaded, not only its post type).
	 */
	public static function available(): bool {
		return Elementor::active() && class_exists( '\Elementor\Plugin' ) && class_exists( '\Elementor\Core\Files\CSS\Post_Local_Cache' ) && isset( \Elementor\Plugin::$instance->elements_manager );
	}

	/**
	 * For this request, the active kit holds the pack's globals (as the
	 * import writes them), and the page's body is the kit's (its class).
	 *
	 * @param array<string, mixed> $info The pack's facts (cleaned, `PackInfo`).
	 */
	public function use_pack_kit( array $info ): void {
		$kit = (int) get_option( 'elementor_active_kit' );
		if ( $kit <= 0 || ! get_post( $kit ) ) {
			return;
		}
		[ $colours, $typography ] = GlobalStyles::chosen( (array) ( $info['settings'] ?? array() ), array() );
		// Before Elementor lists its fonts (making the kit's settings below may make it do so).
		$this->fonts->also_serve( array_map( static fn( array $entry ): string => (string) ( $entry['font_family'] ?? '' ), $typography ) );
		$saved                    = get_post_meta( $kit, Elementor::META_PAGE_SETTINGS, true );
		$settings                 = $this->styles->elementor_kit_settings( is_array( $saved ) ? $saved : array(), $colours, $typography );
		add_filter(
			'get_post_metadata',
			static fn( mixed $value, mixed $object_id, mixed $key ): mixed => $kit === (int) $object_id && Elementor::META_PAGE_SETTINGS === $key ? array( $settings ) : $value,
			10,
			3
		);
		add_filter( 'body_class', static fn( array $classes ): array => array_merge( $classes, array( 'elementor-kit-' . $kit ) ) );
		$this->css[] = $this->parsed( new ElementorPreviewCss( $kit, array(), true ) );
	}

	/**
	 * Elementor's design-system stylesheet, only where Elementor has made it:
	 * on `wp_enqueue_scripts` Elementor makes it when its file is missing,
	 * writing its record (an option) on every page view while the site has
	 * nothing synced (the file stays empty, so is never written). The
	 * preview writes nothing.
	 */
	public function without_stylesheet_writes(): void {
		$module = \Elementor\Plugin::$instance->modules_manager->get_modules( 'design-system-sync' );
		$sheet  = '\Elementor\Modules\DesignSystemSync\Classes\Stylesheet_Manager';
		if ( ! is_object( $module ) || ! class_exists( $sheet ) ) {
			return;
		}
		remove_action( 'wp_enqueue_scripts', array( $module, 'enqueue_sync_stylesheet' ) );
		$stylesheet = new $sheet();
		if ( file_exists( $stylesheet->get_path() ) ) {
			$stylesheet->enqueue();
		}
	}

	/**
	 * One document drawn by Elementor, in Elementor's document wrapper.
	 *
	 * @param string $json An Elementor export (filtered), or its element list.
	 * @param string $type Elementor document type (`wp-page`, `wp-post`).
	 */
	public function document( string $json, string $type ): string {
		$data     = json_decode( $json, true );
		$elements = is_array( $data['content'] ?? null ) ? $data['content'] : ( is_array( $data ) && array_is_list( $data ) ? $data : array() );
		$elements = array_values( array_filter( (array) self::without_attachment_ids( $elements ), 'is_array' ) );
		if ( ! $elements ) {
			return '';
		}
		$plugin    = \Elementor\Plugin::$instance;
		$number    = ++$this->count;
		$class     = $plugin->documents->get_document_type( $type );
		$document  = new $class(
			array(
				'post_id'  => 0,
				'settings' => array(),
			)
		);
		$this->css[] = $this->parsed( new ElementorPreviewCss( $number, $elements, false ) );
		$plugin->documents->switch_to_document( $document );
		ob_start();
		try {
			foreach ( $elements as $element_data ) {
				$element = $plugin->elements_manager->create_element_instance( $element_data );
				if ( $element ) {
					$element->print_element();
				}
			}
		} finally {
			$html = (string) ob_get_clean();
			$plugin->documents->restore_document();
		}
		return sprintf(
			'<div data-elementor-type="%1$s" class="elementor elementor-%2$d">%3$s</div>',
			esc_attr( $type ),
			$number,
			$html
		);
	}

	/**
	 * Elementor's stylesheets, the documents' and the kit's CSS, and the
	 * fonts they name: enqueued (the page prints them with its styles) and
	 * Elementor's font links, printed.
	 */
	public function styles(): string {
		$plugin = \Elementor\Plugin::$instance;
		wp_enqueue_style( 'elementor-frontend' );
		if ( ! $plugin->experiments->is_feature_active( 'e_font_icon_svg' ) ) {
			wp_enqueue_style( 'elementor-icons' );
		}
		wp_register_style( 'stencilbox-elementor-preview', false, array( 'elementor-frontend' ), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline rules only.
		wp_enqueue_style( 'stencilbox-elementor-preview' );
		wp_add_inline_style( 'stencilbox-elementor-preview', implode( "\n", array_filter( $this->css ) ) );
		foreach ( array_unique( $this->families ) as $font ) {
			$plugin->frontend->enqueue_font( $font );
		}
		ob_start();
		$plugin->frontend->print_fonts_links();
		return (string) ob_get_clean();
	}

	/**
	 * A CSS file's rules, parsed in memory; its fonts remembered.
	 *
	 * @param ElementorPreviewCss $css The file.
	 */
	private function parsed( ElementorPreviewCss $css ): string {
		$rules          = (string) $css->get_content();
		$this->families = array_merge( $this->families, array_map( 'strval', (array) $css->get_fonts() ) );
		return $rules;
	}

	/**
	 * Image settings (`{url, id}`) without their attachment ids.
	 *
	 * @param mixed $node An element tree (or part of one).
	 * @return mixed
	 */
	private static function without_attachment_ids( mixed $node ): mixed {
		if ( ! is_array( $node ) ) {
			return $node;
		}
		if ( is_string( $node['url'] ?? null ) && array_key_exists( 'id', $node ) ) {
			$node['id'] = '';
		}
		foreach ( $node as $key => $value ) {
			if ( is_array( $value ) ) {
				$node[ $key ] = self::without_attachment_ids( $value );
			}
		}
		return $node;
	}
}
