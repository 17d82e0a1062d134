<?php
/**
 * Shows the templates whose conditions match a front-end request: our own
 * theme builder, on block themes and on classic themes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Elementor;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Once WordPress has chosen the theme's template (`template_include`), the
 * request is resolved once (ConditionResolver over the DisplayIndex) and:
 *
 * - block themes (a block template is being rendered): a header or footer
 *   template replaces the theme's `core/template-part` of that area; a
 *   single, page, archive, 404 or search template replaces the template's
 *   content between the theme's header and footer parts, so the theme's
 *   styles, global styles and parts stay;
 * - classic themes: a body template takes over through the template
 *   hierarchy with our own PHP template (`views/classic.php`): the theme's
 *   `get_header()`, our template, the theme's `get_footer()`. A header
 *   template is printed on `wp_body_open` and a footer template on
 *   `wp_footer`, the hooks every classic theme since WordPress 5.2 calls;
 *   a theme that has its own header and footer hooks can name them with the
 *   `stencilbox_classic_template_hooks` filter (and replace what it prints
 *   there). The theme's own site header and footer are hidden then (the
 *   classes and ids classic themes give them: `.site-header`, `#masthead`,
 *   `.site-footer`, `#colophon`; the filter's `hide`), as a block theme's
 *   header and footer parts are replaced: one header and one footer.
 *
 * Nothing is hooked, and nothing changes, when no template matches.
 *
 * A page a full-site import made for a template the active block theme
 * does not have (a pack's front page asks for its theme's "page without
 * title"), and that shows its own title (a level-1 heading of its own), is
 * marked `META_OWN_TITLE`: the theme's page template shows it with the
 * theme's header, main and footer, and its content in place of the
 * template's main content, so the theme's title of that page is not
 * printed above the page's own.
 *
 * An Elementor page we gave Elementor's Full Width (`META_FULL_WIDTH`: Import
 * as page, the full-site import, or Insert into the open page with the
 * item's layout chosen) has Elementor's template print the theme's
 * header and footer through `get_header()` and `get_footer()`, which a
 * block theme does not have: WordPress would print its old theme-compat
 * header and footer (and a deprecation notice) instead. On a block theme
 * such a page is drawn by WordPress's block template canvas: the theme's
 * header and footer parts around the page's content at the full width of
 * the window, with no title, as the layout promised. Pages we did not place
 * keep what Elementor does.
 */
final class TemplateRenderer {
	/** Page meta: the page shows its own title; the theme's is left out (block themes). */
	public const META_OWN_TITLE = Names::OWN_TITLE_META;

	/**
	 * Post meta: we gave this Elementor page Elementor's Full Width (the
	 * layout its item was made for); on a block theme it is shown between
	 * the theme's header and footer parts (`full_width()`).
	 */
	public const META_FULL_WIDTH = '_stencilbox_full_width';

	/**
	 * The request's winners by slot (null until resolved).
	 *
	 * @var array<string, \WP_Post>|null
	 */
	private ?array $winners = null;

	/**
	 * Template types of the winners, by post id (from the index).
	 *
	 * @var array<int, string>
	 */
	private array $types = array();

	/**
	 * Platforms of the winners, by post id (from the index).
	 *
	 * @var array<int, string>
	 */
	private array $platforms = array();

	/**
	 * Header and footer markup rendered ahead for classic themes.
	 *
	 * @var array<string, string>
	 */
	private array $html = array();

	/**
	 * Classic themes: selectors of the theme's own parts to hide, by slot.
	 *
	 * @var array<string, string>
	 */
	private array $hide = array();

	/**
	 * Hooks added for this request: [hook, callback, priority].
	 *
	 * @var array<int, array{0: string, 1: callable, 2: int}>
	 */
	private array $hooked = array();

	/**
	 * Templates being rendered (a template never renders itself).
	 *
	 * @var array<int, true>
	 */
	private array $rendering = array();

	/**
	 * Constructor.
	 *
	 * @param DisplayIndex      $index    Published templates with conditions.
	 * @param ConditionResolver $resolver The rules.
	 */
	public function __construct( private DisplayIndex $index, private ConditionResolver $resolver ) {}

	/**
	 * Hooks the take-over.
	 */
	public static function hooks( Hooks $hooks ): void {
		// On a site with no template shown anywhere, a page view builds
		// nothing of ours unless it is a page that shows its own title.
		$hooks->filter( 'template_include', 'take_over', 100, 1, 'may_take_over' );
		$hooks->action( 'stencilbox_template_body', 'print_body' );
	}

	/**
	 * The templates this request shows, by slot (header, footer, body).
	 * Resolved once per request: the index costs no query; the winning
	 * posts are read together in at most one query (none when cached).
	 *
	 * @return array<string, \WP_Post>
	 */
	public function winners(): array {
		if ( null !== $this->winners ) {
			return $this->winners;
		}
		$this->winners = array();
		$templates     = $this->index->templates();
		if ( ! $templates ) {
			return $this->winners;
		}
		// A platform's templates show only where it can render them (Elementor's once Elementor has loaded).
		$templates = array_values( array_filter( $templates, static fn( array $template ): bool => Platforms::get( (string) $template['platform'] )->renders_templates() ) );
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query ) {
			return $this->winners;
		}
		$context = RequestContext::from_query( $wp_query, $this->resolver->taxonomies_in( $templates ) );
		$ids     = array_filter( $this->resolver->resolve( $templates, $context ) );
		if ( ! $ids ) {
			return $this->winners;
		}
		// What the page shows is a saved template: its type and block are
		// registered from here on (Elementor's admin bar, capability checks
		// and the template's blocks see them).
		TemplatePostType::ensure_registered();
		_prime_post_caches( array_values( array_unique( $ids ) ), false, false );
		foreach ( $templates as $template ) {
			$this->types[ (int) $template['id'] ]     = (string) $template['type'];
			$this->platforms[ (int) $template['id'] ] = (string) $template['platform'];
		}
		foreach ( $ids as $slot => $id ) {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post && TemplatePostType::POST_TYPE === $post->post_type && 'publish' === $post->post_status ) {
				$this->winners[ $slot ] = $post;
			}
		}
		return $this->winners;
	}

	/**
	 * Adds a hook for this request only (reset() removes it).
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 */
	private function hook( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
		add_filter( $hook, $callback, $priority, $args );
		$this->hooked[] = array( $hook, $callback, $priority );
	}

	/**
	 * Forgets the request: winners, rendered parts and the hooks added for
	 * it (a new main query, in tests).
	 */
	public function reset(): void {
		foreach ( $this->hooked as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->hooked    = array();
		$this->winners = null;
		$this->types     = array();
		$this->platforms = array();
		$this->html      = array();
		$this->hide      = array();
	}

	/**
	 * Takes over the page where templates match.
	 *
	 * @param mixed $template The theme's template file.
	 * @return mixed The template file to load.
	 */
	public function take_over( mixed $template ): mixed {
		// A template shown on its own (Elementor's preview of it) is not a
		// page of the site: no display condition applies to it.
		if ( is_admin() || is_feed() || is_embed() || is_robots() || is_favicon() || is_trackback() || is_singular( TemplatePostType::POST_TYPE ) ) {
			return $template;
		}
		$block_canvas = wp_is_block_theme() && ! empty( $GLOBALS['_wp_current_template_content'] );
		$own_title    = $block_canvas && self::shows_own_title();
		$full_width   = $block_canvas && ! $own_title && self::full_width();
		$winners      = $this->winners();
		if ( ! $winners && ! $own_title && ! $full_width ) {
			return $template;
		}
		if ( isset( $winners[ ConditionResolver::SLOT_HEADER ] ) || isset( $winners[ ConditionResolver::SLOT_FOOTER ] ) ) {
			if ( $block_canvas ) {
				$this->hook( 'pre_render_block', array( $this, 'replace_part' ), 10, 2 );
			} else {
				$this->hook_classic_parts();
			}
		}
		if ( isset( $winners[ ConditionResolver::SLOT_BODY ] ) ) {
			if ( $block_canvas ) {
				$GLOBALS['_wp_current_template_content'] = $this->compose( (string) $GLOBALS['_wp_current_template_content'], $winners[ ConditionResolver::SLOT_BODY ] );
			} else {
				return __DIR__ . '/views/classic.php';
			}
		} elseif ( $own_title ) {
			$GLOBALS['_wp_current_template_content'] = $this->compose_markup( (string) $GLOBALS['_wp_current_template_content'], '<!-- wp:post-content {"align":"full","layout":{"type":"constrained"}} /-->', 'page' );
		} elseif ( $full_width ) {
			// The page's content across the window, as Elementor's Full Width lays it out; no gap under the header.
			$GLOBALS['_wp_current_template_content'] = $this->compose_markup( (string) $GLOBALS['_wp_current_template_content'], '<!-- wp:post-content {"align":"full","layout":{"type":"default"}} /-->', 'full-width', false );
			return ABSPATH . WPINC . '/template-canvas.php';
		}
		return $template;
	}

	/**
	 * Whether content placed on a page shows its own title, so the page is
	 * marked `META_OWN_TITLE`: content its platform says shows its own title
	 * (`Platform::shows_own_title()`: block markup with a level-1 heading),
	 * on a block theme (a classic theme's page template is its own PHP),
	 * where the page template the item asks for is not one this theme has
	 * (a template the theme has decides itself what it shows). The one rule
	 * for the full-site import's pages, Import as page and Insert into a page
	 * without a title (docs/decisions/insert-and-import.md).
	 *
	 * @param string $content  The content.
	 * @param string $platform gutenberg or elementor.
	 * @param string $template The page template the item asks for ('' for none).
	 */
	public static function content_shows_own_title( string $content, string $platform, string $template ): bool {
		if ( ! wp_is_block_theme() ) {
			return false;
		}
		if ( '' !== $template && isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) ) {
			return false;
		}
		return Platforms::get( $platform )->shows_own_title( $content );
	}

	/**
	 * Whether the page shown is one that shows its own title (`META_OWN_TITLE`)
	 * and has no page template of its own since.
	 */
	public static function may_take_over(): bool {
		return DisplayIndex::may_list_any() || self::shows_own_title() || self::full_width();
	}

	/**
	 * Whether the post shown is an Elementor page we gave Elementor's Full
	 * Width (`META_FULL_WIDTH`) and still has that page template, while
	 * Elementor runs and serves each page's CSS as a file (its default).
	 * Elementor's "Internal Embedding" adds a page's CSS to its stylesheet
	 * when the page is rendered, and a block template is rendered before
	 * that stylesheet is registered (in `wp_head`): the page would lose its
	 * styles, so it keeps Elementor's own template then.
	 */
	private static function full_width(): bool {
		if ( ! is_singular() || ! did_action( 'elementor/loaded' ) || 'internal' === get_option( 'elementor_css_print_method' ) ) {
			return false;
		}
		$id = (int) get_queried_object_id();
		return $id > 0 && '1' === (string) get_post_meta( $id, self::META_FULL_WIDTH, true ) && Elementor::FULL_WIDTH === (string) get_page_template_slug( $id );
	}

	/**
	 * Gives a page we place the page template its item asks for, marked
	 * when it is Elementor's Full Width (`META_FULL_WIDTH`). The one writer
	 * of page templates for Import as page and the full-site import.
	 *
	 * @param int    $post_id  The page.
	 * @param string $template A page template this site offers.
	 */
	public static function set_page_template( int $post_id, string $template ): void {
		update_post_meta( $post_id, '_wp_page_template', $template );
		self::mark_layout( $post_id, $template );
	}

	/**
	 * Marks a page that we give, or whose editor we offer, Elementor's Full
	 * Width (`META_FULL_WIDTH`). The mark does nothing while the page has
	 * another page template (`full_width()`): an insert into an open
	 * Elementor page marks it when its item asks for that layout, and the
	 * layout itself comes only when the user chooses it and saves.
	 *
	 * @param int    $post_id  The page.
	 * @param string $template The page template given or offered.
	 */
	public static function mark_layout( int $post_id, string $template ): void {
		if ( Elementor::FULL_WIDTH === $template ) {
			update_post_meta( $post_id, self::META_FULL_WIDTH, '1' );
		}
	}

	/**
	 * Whether the page shown is one that shows its own title (META_OWN_TITLE).
	 */
	private static function shows_own_title(): bool {
		if ( ! is_page() ) {
			return false;
		}
		$id = (int) get_queried_object_id();
		return $id > 0 && '1' === (string) get_post_meta( $id, self::META_OWN_TITLE, true ) && '' === (string) get_page_template_slug( $id );
	}

	/**
	 * A template's type.
	 *
	 * @param \WP_Post $post Template.
	 */
	private function type_of( \WP_Post $post ): string {
		return $this->types[ $post->ID ] ?? 'page';
	}

	/**
	 * A template drawn by its platform's own renderer (Elementor's), or
	 * null when WordPress draws its blocks (`render()`). A template being
	 * drawn already draws as nothing inside itself.
	 *
	 * @param \WP_Post $post Template.
	 */
	private function render_own( \WP_Post $post ): ?string {
		if ( isset( $this->rendering[ $post->ID ] ) ) {
			return '';
		}
		$this->rendering[ $post->ID ] = true;
		try {
			return Platforms::get( $this->platforms[ $post->ID ] ?? (string) get_post_meta( $post->ID, TemplatePostType::META_PLATFORM, true ) )->render_template( $post->ID );
		} finally {
			unset( $this->rendering[ $post->ID ] );
		}
	}

	/**
	 * The block template with our body between the theme's header and
	 * footer parts (the first header part and the last footer part found).
	 *
	 * @param string   $original The theme's block template.
	 * @param \WP_Post $body     The body template.
	 */
	public function compose( string $original, \WP_Post $body ): string {
		$own     = $this->render_own( $body );
		$content = null !== $own ? '<!-- wp:html -->' . $own . '<!-- /wp:html -->' : $body->post_content;
		return $this->compose_markup( $original, $content, $this->type_of( $body ) );
	}

	/**
	 * The block template with some block markup between the theme's header
	 * and footer parts, in the theme's main group.
	 *
	 * @param string $original The theme's block template.
	 * @param string $content  Block markup.
	 * @param string $type     Template type (a class of the main group).
	 * @param bool   $in_main  In the theme's own main group (its spacing and
	 *                         layout) when it has one; else a main of ours
	 *                         with no margin above it.
	 */
	private function compose_markup( string $original, string $content, string $type, bool $in_main = true ): string {
		$blocks = parse_blocks( $original );
		$parts  = $this->find_parts( $blocks );
		$header = null;
		$footer = null;
		foreach ( $parts as $part ) {
			$area = $this->part_area( (array) ( $part['attrs'] ?? array() ) );
			if ( 'header' === $area && null === $header ) {
				$header = $part;
			}
			if ( 'footer' === $area ) {
				$footer = $part;
			}
		}
		$class   = 'stencilbox-template stencilbox-template--' . $type;
		$main    = $in_main ? $this->main_of( $blocks ) : null;
		$pieces  = $main ? (array) $main['innerContent'] : array();
		if ( $main && count( $pieces ) >= 2 && is_string( $pieces[0] ) && is_string( end( $pieces ) ) ) {
			// The theme's own <main> (its spacing, layout and classes) around our body.
			$open = new \WP_HTML_Tag_Processor( $pieces[0] );
			if ( $open->next_tag() ) {
				$open->add_class( 'stencilbox-template' );
				$open->add_class( 'stencilbox-template--' . $type );
			}
			$attrs              = (array) $main['attrs'];
			$attrs['className'] = trim( ( $attrs['className'] ?? '' ) . ' ' . $class );
			$markup             = '<!-- wp:group ' . wp_json_encode( $attrs ) . ' -->' . $open->get_updated_html() . $content . end( $pieces ) . '<!-- /wp:group -->';
		} else {
			$attrs = array(
				'tagName'   => 'main',
				'className' => $class,
				'layout'    => array( 'type' => $in_main ? 'constrained' : 'default' ),
			);
			$style = '';
			if ( ! $in_main ) {
				// Right under the header, as the theme's own "no title" page templates put their main.
				$attrs['style'] = array( 'spacing' => array( 'margin' => array( 'top' => '0' ) ) );
				$style          = ' style="margin-top:0"';
			}
			$markup = '<!-- wp:group ' . wp_json_encode( $attrs ) . ' --><main class="wp-block-group ' . esc_attr( $class ) . '"' . $style . '>' . $content . '</main><!-- /wp:group -->';
		}
		return ( $header ? serialize_block( $header ) : '' ) . $markup . ( $footer ? serialize_block( $footer ) : '' );
	}

	/**
	 * The theme template's main group (a group block whose tag is <main>), if any.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<string, mixed>|null
	 */
	private function main_of( array $blocks ): ?array {
		foreach ( $blocks as $block ) {
			if ( 'core/group' === ( $block['blockName'] ?? '' ) && 'main' === ( $block['attrs']['tagName'] ?? '' ) ) {
				return $block;
			}
			$inner = empty( $block['innerBlocks'] ) ? null : $this->main_of( $block['innerBlocks'] );
			if ( $inner ) {
				return $inner;
			}
		}
		return null;
	}

	/**
	 * Every template-part block in a tree, in document order.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	private function find_parts( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			if ( 'core/template-part' === ( $block['blockName'] ?? '' ) ) {
				$found[] = $block;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, $this->find_parts( $block['innerBlocks'] ) );
			}
		}
		return $found;
	}

	/**
	 * The area of a template-part block: its own attribute, else what the
	 * theme's theme.json says of its slug, else the slug itself when it is
	 * `header` or `footer`.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 */
	private function part_area( array $attrs ): string {
		if ( ! empty( $attrs['area'] ) && is_string( $attrs['area'] ) ) {
			return $attrs['area'];
		}
		$slug  = is_string( $attrs['slug'] ?? null ) ? $attrs['slug'] : '';
		$parts = wp_get_theme_data_template_parts();
		if ( isset( $parts[ $slug ]['area'] ) ) {
			return (string) $parts[ $slug ]['area'];
		}
		return in_array( $slug, array( 'header', 'footer' ), true ) ? $slug : 'uncategorized';
	}

	/**
	 * Block themes: our header or footer instead of the theme's part.
	 *
	 * @param mixed $pre   Markup decided so far (string|null).
	 * @param mixed $block Parsed block.
	 * @return mixed
	 */
	public function replace_part( mixed $pre, mixed $block ): mixed {
		if ( null !== $pre || 'core/template-part' !== ( $block['blockName'] ?? '' ) ) {
			return $pre;
		}
		$attrs = (array) ( $block['attrs'] ?? array() );
		$area  = $this->part_area( $attrs );
		$post  = $this->winners()[ $area ] ?? null;
		if ( ! in_array( $area, array( 'header', 'footer' ), true ) || ! $post || isset( $this->rendering[ $post->ID ] ) ) {
			// A header template may itself show the theme's header part.
			return $pre;
		}
		$tag = is_string( $attrs['tagName'] ?? null ) && tag_escape( $attrs['tagName'] ) === $attrs['tagName'] ? $attrs['tagName'] : $area;
		return sprintf(
			'<%1$s class="wp-block-template-part stencilbox-template stencilbox-template--%2$s">%3$s</%1$s>',
			$tag,
			esc_attr( $area ),
			$this->render( $post )
		);
	}

	/**
	 * Classic themes: where the header and footer templates are printed.
	 */
	private function hook_classic_parts(): void {
		/**
		 * Filters the actions a classic theme prints its header and footer
		 * on. WordPress's own `wp_body_open` and `wp_footer` are used by
		 * default; a theme with its own hooks may name them, and `replace`
		 * removes what the theme prints there. `hide`: CSS selectors of the
		 * theme's own header or footer, hidden while ours shows ('' hides
		 * nothing).
		 *
		 * @param array<string, array{hook: string, priority: int, replace: bool, hide: string}> $hooks By slot (header, footer).
		 * @param string                                                           $theme The active theme's stylesheet.
		 */
		$hooks = (array) apply_filters(
			'stencilbox_classic_template_hooks',
			array(
				'header' => array(
					'hook'     => 'wp_body_open',
					'priority' => 5,
					'replace'  => false,
					'hide'     => '.site-header, #masthead, #site-header',
				),
				'footer' => array(
					'hook'     => 'wp_footer',
					'priority' => 5,
					'replace'  => false,
					'hide'     => '.site-footer, #colophon, #site-footer',
				),
			),
			get_stylesheet()
		);
		// Rendered before wp_head prints, so their block styles go to <head>.
		$this->hook( 'wp_enqueue_scripts', array( $this, 'prerender_parts' ), 1 );
		foreach ( array( 'header', 'footer' ) as $slot ) {
			if ( ! isset( $this->winners[ $slot ], $hooks[ $slot ]['hook'] ) ) {
				continue;
			}
			$hook = (string) $hooks[ $slot ]['hook'];
			$hide = trim( str_replace( array( '{', '}', '<', '>' ), '', (string) ( $hooks[ $slot ]['hide'] ?? '' ) ) );
			if ( '' !== $hide ) {
				$this->hide[ $slot ] = $hide;
			}
			if ( ! empty( $hooks[ $slot ]['replace'] ) ) {
				remove_all_actions( $hook );
			}
			$this->hook( $hook, array( $this, 'print_' . $slot ), (int) ( $hooks[ $slot ]['priority'] ?? 10 ) );
		}
	}

	/**
	 * Classic themes: prints the header template.
	 */
	public function print_header(): void {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks of a saved template (render(): its blocks through the filters of a block template), printed as WordPress prints a template part: escaping would strip the forms, SVG and embeds blocks render.
		echo $this->html['header'] ?? '';
	}

	/**
	 * Classic themes: prints the footer template.
	 */
	public function print_footer(): void {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks of a saved template (render(): its blocks through the filters of a block template), printed as WordPress prints a template part: escaping would strip the forms, SVG and embeds blocks render.
		echo $this->html['footer'] ?? '';
	}

	/**
	 * Classic themes: renders the header and footer templates ahead.
	 */
	public function prerender_parts(): void {
		$hidden = array();
		foreach ( $this->hide as $slot => $selectors ) {
			foreach ( explode( ',', $selectors ) as $selector ) {
				// Never ours: a pack's header may use the same names.
				$hidden[] = trim( $selector ) . ':not(.stencilbox-template--' . $slot . ' *)';
			}
		}
		if ( $hidden ) {
			wp_register_style( 'stencilbox-classic-parts', false, array(), '1' );
			wp_enqueue_style( 'stencilbox-classic-parts' );
			wp_add_inline_style( 'stencilbox-classic-parts', implode( ',', $hidden ) . '{display:none!important}' );
		}
		foreach ( array( 'header', 'footer' ) as $slot ) {
			$post = $this->winners()[ $slot ] ?? null;
			if ( $post && ! isset( $this->html[ $slot ] ) ) {
				// The site's header and footer landmarks, as a block theme's parts are.
				$this->html[ $slot ] = sprintf(
					'<%1$s class="stencilbox-template stencilbox-template--%1$s">%2$s</%1$s>',
					$slot,
					$this->render( $post )
				);
			}
		}
	}

	/**
	 * Classic themes: prints the body template (`views/classic.php`), in the
	 * loop on singular pages so post blocks see the post.
	 */
	public function print_body(): void {
		$post = $this->winners()[ ConditionResolver::SLOT_BODY ] ?? null;
		if ( ! $post ) {
			return;
		}
		$html = '';
		if ( is_singular() && have_posts() ) {
			while ( have_posts() ) {
				the_post();
				$html .= $this->render( $post );
			}
		} else {
			$html = $this->render( $post );
		}
		// `entry-content`: classic themes size and align post blocks by it.
		printf(
			'<div class="stencilbox-template stencilbox-template--%1$s entry-content">%2$s</div>',
			esc_attr( $this->type_of( $post ) ),
			$html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks, as print_header() says.
		);
	}

	/**
	 * A template's markup: its blocks through the filters a block template
	 * gets (not `the_content`, whose other plugins' additions do not belong
	 * in a header), or its platform's own rendering (`render_own()`).
	 *
	 * @param \WP_Post $post Template.
	 */
	public function render( \WP_Post $post ): string {
		$own = $this->render_own( $post );
		if ( null !== $own ) {
			return $own;
		}
		if ( isset( $this->rendering[ $post->ID ] ) ) {
			return '';
		}
		$this->rendering[ $post->ID ] = true;
		try {
			global $wp_embed;
			$content = (string) $post->post_content;
			if ( $wp_embed instanceof \WP_Embed ) {
				$content = $wp_embed->autoembed( $wp_embed->run_shortcode( $content ) );
			}
			$content = do_blocks( $content );
			$content = wptexturize( $content );
			$content = convert_smilies( $content );
			$content = shortcode_unautop( $content );
			$content = wp_filter_content_tags( $content, 'stencilbox_template' );
			$content = do_shortcode( $content );
			return str_replace( ']]>', ']]&gt;', $content );
		} finally {
			unset( $this->rendering[ $post->ID ] );
		}
	}
}
