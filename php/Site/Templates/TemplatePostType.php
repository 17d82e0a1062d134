<?php
/**
 * The saved-template post type and its meta (spec part 2 §3).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\RouteGate;

defined( 'ABSPATH' ) || exit;

/**
 * One post type holds the saved templates of both platforms. Posts are
 * edited in the block editor (or in Elementor, for the elementor platform,
 * when Elementor is active) and never viewed on their own URL: they show
 * only where their display conditions put them.
 */
final class TemplatePostType {
	public const POST_TYPE = Names::TEMPLATE_POST_TYPE;

	/** Its base under core's `wp/v2` routes (the block editor edits templates through them). */
	public const REST_BASE = 'stencilbox-templates';

	public const META_PLATFORM   = '_stencilbox_platform';
	public const META_TYPE       = Names::TEMPLATE_TYPE_META;
	public const META_CONDITIONS = '_stencilbox_conditions';
	public const META_KIT        = '_stencilbox_is_kit';
	public const META_PUSHED     = '_stencilbox_pushed_file';
	/** A fingerprint of what last landed here from elsewhere (`TemplateRepository::land()`): the same again writes nothing. */
	public const META_LANDED = '_stencilbox_landed';

	/** The spec's template types; generated for TypeScript as TEMPLATE_TYPES (`npm run rules`, src/utils/generated/lists.ts). */
	public const TYPES = array( 'page', 'section', 'header', 'footer', 'single', 'archive', '404', 'search' );

	/** Every meta key of ours, for the display index's change hooks. */
	public const META_KEYS = array( self::META_PLATFORM, self::META_TYPE, self::META_CONDITIONS, self::META_KIT, self::META_PUSHED, self::META_LANDED );

	/**
	 * Hooks the registration: where saved templates are listed, edited,
	 * served or asked for — the back end, a REST request, a page that asks
	 * for one of ours (a `stencilbox-…` query: previews, whose checks may
	 * name a template; Elementor's preview of one) — and, on any other page
	 * view, only once it shows a saved template (TemplateRenderer), so a
	 * page without one registers neither the type nor its block (nor reads
	 * our translations to label them).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( 'init', 'ensure_registered', 10, 1, Hooks::BACK_END );
		$hooks->static_call( 'init', 'ensure_registered', 10, 1, Hooks::asked( 'elementor-preview', 'stencilbox-*' ) );
		// A REST request is known as one only here, first thing.
		$hooks->static_call( 'rest_api_init', 'ensure_registered', PHP_INT_MIN );
		// The meta's registration only tells the REST API about it (every
		// key is protected, `_`-prefixed, and none has a default another
		// reader needs): made when a REST server is, not for every request.
		$hooks->static_call( 'rest_api_init', 'register_meta' );
		// Just before core makes its routes (priority 99).
		$hooks->static_call( 'rest_api_init', 'routes_where_wanted', 98 );
		$hooks->action( 'init', 'open_elementor_preview', 20, 1, Hooks::asked( 'elementor-preview' ) );
		$hooks->action( 'elementor/init', 'allow_elementor' );
	}

	/**
	 * Registers what saved templates need, unless it is: the post type and
	 * the Post Content block their content holds (TemplateEditor).
	 */
	public static function ensure_registered(): void {
		if ( ! post_type_exists( self::POST_TYPE ) ) {
			self::register_post_type();
		}
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( TemplateEditor::POST_CONTENT_BLOCK ) ) {
			TemplateEditor::register_block();
		}
	}

	/**
	 * Registers the post type.
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Saved templates', 'stencilbox' ),
					'singular_name' => __( 'Saved template', 'stencilbox' ),
					'add_new_item'  => __( 'Add New Template', 'stencilbox' ),
					'edit_item'     => __( 'Edit Template', 'stencilbox' ),
					'not_found'     => __( 'No templates found.', 'stencilbox' ),
				),
				'public'              => false,
				// Not viewable on its own: a template shows only through its conditions.
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				// The app's Templates screen lists them.
				'show_in_menu'        => false,
				'show_in_nav_menus'   => false,
				'show_in_rest'        => true,
				'rest_base'           => self::REST_BASE,
				'capability_type'     => 'post',
				'map_meta_cap'        => true,
				'hierarchical'        => false,
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => true,
				'delete_with_user'    => false,
				'supports'            => array( 'title', 'editor', 'author', 'revisions' ),
			)
		);
	}

	/**
	 * Core makes three controllers and their routes (posts, revisions,
	 * autosaves) for every post type shown in the REST API, on every REST
	 * request: for a request that cannot reach ours (another route; not the
	 * index, a batch, or an in-process call), the type is left out while
	 * core makes them (`create_initial_rest_routes`, priority 99) and shown
	 * again after, so everything that reads the type later (the types
	 * route, the editor's check) sees it as registered.
	 */
	public static function routes_where_wanted(): void {
		$type = get_post_type_object( self::POST_TYPE );
		if ( ! $type || ! $type->show_in_rest || RouteGate::wanted( array( 'wp/v2/' . self::REST_BASE, 'batch/' ) ) ) {
			return;
		}
		$type->show_in_rest = false;
		add_action(
			'rest_api_init',
			static function () use ( $type ): void {
				$type->show_in_rest = true;
			},
			100
		);
	}

	/**
	 * Registers the post type's meta (private: no REST field, no one may
	 * edit it through the meta APIs), and the page meta that leaves the
	 * theme's title out.
	 */
	public static function register_meta(): void {
		$private = static fn(): bool => false;
		$string  = array(
			'type'          => 'string',
			'single'        => true,
			'show_in_rest'  => false,
			'auth_callback' => $private,
		);
		register_post_meta( self::POST_TYPE, self::META_PLATFORM, $string + array( 'description' => 'gutenberg or elementor' ) );
		register_post_meta( self::POST_TYPE, self::META_TYPE, $string + array( 'description' => 'page, section, header, footer, single, archive, 404 or search' ) );
		register_post_meta(
			self::POST_TYPE,
			self::META_CONDITIONS,
			array(
				'type'          => 'array',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => $private,
				'description'   => 'Display conditions (set through POST /save-conditions only).',
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::META_KIT,
			array(
				'type'          => 'boolean',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => $private,
				'description'   => 'Made by a full-site import (a kit).',
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::META_PUSHED,
			array(
				'type'          => 'object',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => $private,
				'description'   => 'The cloud file the template was last pushed to.',
			)
		);
		// The page meta that leaves the theme's title out
		// (`TemplateRenderer::META_OWN_TITLE`, named in Names), in the REST API for who may
		// edit the page: the block editor sets it when Insert names an
		// untitled page after a page item that shows its own title.
		register_post_meta(
			'page',
			Names::OWN_TITLE_META,
			array(
				'type'          => 'boolean',
				'single'        => true,
				'default'       => false,
				'show_in_rest'  => true,
				'auth_callback' => static fn( mixed $allowed, string $key, mixed $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
				'description'   => 'The page shows its own title; the theme\'s is left out (block themes).',
			)
		);
	}

	/**
	 * Elementor's editor shows a document through its front-end address
	 * (`?post_type=…&p=ID&elementor-preview=ID`), which WordPress answers
	 * only for post types that are publicly queryable. For that request
	 * alone (Elementor's preview of a template the user may edit) ours is;
	 * any other visitor still gets a 404.
	 */
	public function open_elementor_preview(): void {
		$id = isset( $_GET['elementor-preview'] ) ? absint( $_GET['elementor-preview'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only: which preview is asked for; the capability check decides.
		$type = get_post_type_object( self::POST_TYPE );
		if ( $id && $type && self::POST_TYPE === get_post_type( $id ) && current_user_can( 'edit_post', $id ) ) {
			$type->publicly_queryable = true;
		}
	}

	/**
	 * Lets Elementor edit templates (it edits the post types that support it).
	 */
	public function allow_elementor(): void {
		add_post_type_support( self::POST_TYPE, 'elementor' );
	}

	/**
	 * Whether a value is one of the template types.
	 *
	 * @param mixed $type Value.
	 */
	public static function is_type( mixed $type ): bool {
		return in_array( $type, self::TYPES, true );
	}
}
