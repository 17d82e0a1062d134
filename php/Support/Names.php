<?php
/**
 * Every name Stencilbox shares with WordPress and with its own front end.
 *
 * The TypeScript twin is `src/api/names.ts` (NAMES; store areas in
 * `src/api/endpoints.ts`); tests/php/Support/NamesTest.php
 * fails when the two disagree.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Names: slug, text domain, REST namespaces, stores, capabilities, prefixes.
 */
final class Names {
	public const SLUG           = 'stencilbox';
	public const TEXT_DOMAIN    = 'stencilbox';
	public const REST_NAMESPACE = 'stencilbox/v1';
	public const HUB_NAMESPACE  = 'stencilbox-hub/v1';
	public const CAP_READ       = 'stencilbox_read';
	public const CAP_FSI        = 'stencilbox_fsi';
	/**
	 * The boot data's name (`capabilities`) for whether the user may choose
	 * where saved templates are displayed: `Site\Capabilities::settings()`
	 * answers it with `ConditionsController::display_capability()`, a
	 * WordPress capability (filtered). No role or check grants it by this
	 * name. Only the app reads it: its TypeScript copy is
	 * `CAP_DISPLAY_CONDITIONS` in `src/api/cloud-templates.ts`, not `NAMES`,
	 * which every block-editor load carries (NamesTest compares them).
	 */
	public const CAP_DISPLAY_CONDITIONS = 'stencilbox_display_conditions';
	public const CSS_PREFIX     = 'stencilbox-';
	public const TABLE_PREFIX   = 'stencilbox_';
	/** What every option, user meta key, transient, cron hook and post type of ours starts with. */
	public const PREFIX         = 'stencilbox_';
	public const STORE_PREFIX   = 'stencilbox/';
	public const BLOCK_LIBRARY  = 'stencilbox/library';
	public const ADMIN_PAGE     = 'stencilbox';
	public const ROOT_ELEMENT   = 'stencilbox-root';
	/** The root element of the hub owner's screen (`Hub\Admin\HubAdminPage`). */
	public const HUB_ROOT_ELEMENT = 'stencilbox-hub-root';
	/** The root element of Stencilbox → Settings (`Site\SettingsPage`). */
	public const SETTINGS_ROOT_ELEMENT = 'stencilbox-settings-root';
	public const SETTINGS_GLOBAL = 'stencilboxSettings';
	public const OPEN_LIBRARY_ACTION = 'stencilbox.openLibrary';

	/** The uploads folder of the hub's cloud images (the site copies them like any outside image). */
	public const CLOUD_IMAGES_DIR = 'stencilbox-cloud';

	/**
	 * Hub events (WordPress actions) part of the hub contract: a local hub
	 * fires them, the site on the same WordPress listens, so its caches
	 * follow at once. A remote hub's events never reach a site; there the
	 * caches' lifetimes stand in for them (see php/Hub/README.md). PHP only:
	 * the front end hears of changes through the site's answers.
	 */
	public const EVENT_CATALOG_CHANGED = 'stencilbox_catalog_changed';
	public const EVENT_ACCOUNT_CHANGED = 'stencilbox_hub_account_changed';
	/** Versions changed: a new or restored version, retention, a file's sharing (`Hub\Versions\ChangeStamps`). */
	public const EVENT_VERSIONS_CHANGED = 'stencilbox_hub_versions_changed';

	/**
	 * The hub's own: fired (with the account id) just before an account is
	 * deleted (`Hub\Accounts\AccountService::EVENT_DELETING`). Named here so
	 * its listeners name it without loading the account service.
	 */
	public const EVENT_ACCOUNT_DELETING = 'stencilbox_hub_account_deleting';

	/**
	 * The one hook every path that puts library content into the site calls
	 * (a filter: `apply_filters( HOOK_CONTENT_PLACED, $content, $source,
	 * $place )`, answering the content to use): the editors' insert, the
	 * inserter's patterns, `/import`, `/import/page`, the full-site import
	 * and cloud pulls. `Site\Provenance\Provenance` records where the
	 * content came from (and marks a range so it is found again).
	 */
	public const HOOK_CONTENT_PLACED = 'stencilbox_content_placed';

	/**
	 * Fired before an in-process call to one of our routes: the composition
	 * root registers them if this request's REST server has none of ours
	 * (Plugin::routes_needed(), RouteGate).
	 */
	public const HOOK_ROUTES_NEEDED = 'stencilbox_routes_needed';

	/**
	 * What a saved template of this site carries to another
	 * (`Support\Cloud\CloudTemplate`'s form): a filter, `apply_filters(
	 * HOOK_SAVED_TEMPLATE, null, \WP_Post $post )`, answering null for any
	 * other post. The hub's "Publish to library" asks it of a
	 * `stencilbox_template` post without knowing the site's classes;
	 * `Site\Templates\CloudPushListener` answers with
	 * `TemplateRepository::carried()`, what a cloud push sends too.
	 */
	public const HOOK_SAVED_TEMPLATE = 'stencilbox_saved_template';

	/** The saved templates' post type (`Site\Templates\TemplatePostType::POST_TYPE`), named here for the hub. */
	public const TEMPLATE_POST_TYPE = 'stencilbox_template';

	/** A saved template's type meta (`Site\Templates\TemplatePostType::META_TYPE`): the hub's publish list reads it. */
	public const TEMPLATE_TYPE_META = '_stencilbox_template_type';

	/** Page meta: the page shows its own title (`Site\Templates\TemplateRenderer::META_OWN_TITLE`), named here so core's REST routes register it without loading the renderer. */
	public const OWN_TITLE_META = '_stencilbox_own_title';

	/**
	 * The @wordpress/data store areas that exist (registered as
	 * `stencilbox/<area>` by `src/stores/<area>/`). A new store adds its
	 * area here and to STORE_AREAS in `src/api/endpoints.ts`.
	 */
	public const STORES = array(
		'account',
		'catalog',
		'profile',
		'importer',
		'templates',
		'site-import',
		'ui',
		'cloud',
		'workspaces',
		'versions',
		'admin',
	);

	/**
	 * Full table name for a Stencilbox table, e.g. `wp_stencilbox_accounts`.
	 *
	 * @param string $name Short table name.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE_PREFIX . $name;
	}

	/**
	 * Script/style handle for a bundle, e.g. `stencilbox-editor`.
	 *
	 * @param string $bundle Bundle name (admin, editor, block, elementor).
	 */
	public static function handle( string $bundle ): string {
		return self::SLUG . '-' . $bundle;
	}

	/**
	 * The names the front end must agree on, keyed as in `src/api/endpoints.ts`.
	 *
	 * @return array<string, string|string[]>
	 */
	public static function shared(): array {
		return array(
			'slug'             => self::SLUG,
			'textDomain'       => self::TEXT_DOMAIN,
			'restNamespace'    => self::REST_NAMESPACE,
			'hubNamespace'     => self::HUB_NAMESPACE,
			'capRead'          => self::CAP_READ,
			'capFsi'           => self::CAP_FSI,
			'cssPrefix'        => self::CSS_PREFIX,
			'tablePrefix'      => self::TABLE_PREFIX,
			'storePrefix'      => self::STORE_PREFIX,
			'blockLibrary'     => self::BLOCK_LIBRARY,
			'adminPage'        => self::ADMIN_PAGE,
			'rootElement'      => self::ROOT_ELEMENT,
			'hubRootElement'   => self::HUB_ROOT_ELEMENT,
			'settingsRootElement' => self::SETTINGS_ROOT_ELEMENT,
			'settingsGlobal'   => self::SETTINGS_GLOBAL,
			'openLibraryAction' => self::OPEN_LIBRARY_ACTION,
		);
	}
}
