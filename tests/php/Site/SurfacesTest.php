<?php
/**
 * The admin page, the editor entry, the library block and the Elementor
 * bridge load where they should, and only there.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site;

use Stencilbox\Support\AdminMenu;
use Stencilbox\Site\AdminPage;
use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\ElementorSiteTags;
use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Plugin;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Asset loading per surface.
 */
final class SurfacesTest extends TestCase {
	/**
	 * What the tests use of wp-admin, loaded here: each test runs alone too
	 * (a filtered run), not only after one that loaded it.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	protected function setUp(): void {
		parent::setUp();
		$this->assertFileExists( dirname( __DIR__, 3 ) . '/build/editor.asset.php', 'run npm run build first' );
	}

	public function test_admin_menu_page_mounts_the_app(): void {
		$this->login_as( 'editor' );
		$page = Plugin::instance()->service( AdminPage::class );
		AdminMenu::add();
		$this->assertNotEmpty( get_plugin_page_hookname( Names::ADMIN_PAGE, '' ) );
		global $menu;
		$this->assertContains( Names::ADMIN_PAGE, array_column( (array) $menu, 2 ) );

		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="stencilbox-root"', $html );
		$this->assertStringNotContainsString( 'not built', $html );

		wp_clear_scheduled_hook( Sweeper::HOOK );
		$page->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( 'stencilbox-admin', 'enqueued' ), 'loads on its own page only' );
		$this->assertFalse( wp_next_scheduled( Sweeper::HOOK ), 'another screen looks at no WP-Cron entry of ours' );
		$page->enqueue( 'toplevel_page_stencilbox' );
		$this->assertTrue( wp_script_is( 'stencilbox-admin', 'enqueued' ) );
		$this->assertIsInt( wp_next_scheduled( Sweeper::HOOK ), 'the screen where imports start schedules their daily sweep' );
		$this->assertTrue( wp_style_is( 'stencilbox-admin', 'enqueued' ) );
		$this->assertContains( 'wp-components', wp_styles()->registered['stencilbox-admin']->deps );
	}

	public function test_menu_needs_the_read_capability(): void {
		$this->login_as( 'administrator' );
		AdminMenu::add();
		global $menu;
		$entry = array_values( array_filter( (array) $menu, static fn( array $m ): bool => Names::ADMIN_PAGE === $m[2] ) )[0];
		$this->assertSame( Names::CAP_READ, $entry[1] );
		$this->login_as( 'subscriber' );
		$this->assertFalse( current_user_can( $entry[1] ) );
	}

	public function test_every_bundle_loads_its_own_script(): void {
		$this->login_as( 'administrator' );
		$assets = Plugin::instance()->service( Assets::class );
		foreach ( glob( dirname( __DIR__, 3 ) . '/build/*.asset.php' ) as $file ) {
			$bundle = basename( $file, '.asset.php' );
			$this->assertTrue( $assets->enqueue( $bundle ), $bundle );
			$registered = wp_scripts()->registered[ Names::handle( $bundle ) ];
			$this->assertStringEndsWith( "build/{$bundle}.js", (string) $registered->src, "the {$bundle} handle is the bundle, not another registration" );
		}
	}

	public function test_settings_page_loads_its_app(): void {
		$this->login_as( 'administrator' );
		// As on `admin_menu`: the library's menu, the settings page under it.
		AdminMenu::add();
		$page = Plugin::instance()->service( \Stencilbox\Site\SettingsPage::class );
		$page->enqueue( 'stencilbox_page_stencilbox-settings' );
		$this->assertTrue( wp_script_is( 'stencilbox-settings', 'enqueued' ) );
		$this->assertStringEndsWith( 'build/settings.js', (string) wp_scripts()->registered['stencilbox-settings']->src );
	}

	public function test_boot_data_is_printed_once_before_the_bundles(): void {
		$this->login_as( 'administrator' );
		$assets = Plugin::instance()->service( Assets::class );
		$this->assertTrue( $assets->enqueue( 'admin' ) );
		$this->assertTrue( $assets->enqueue( 'editor', array() ) );
		$this->assertContains( Assets::SETTINGS_HANDLE, wp_scripts()->registered['stencilbox-admin']->deps );
		$inline = implode( '', wp_scripts()->get_data( Assets::SETTINGS_HANDLE, 'after' ) ?: array() );
		$this->assertSame( 1, substr_count( $inline, 'window.stencilboxSettings =' ) );
		$this->assertMatchesRegularExpression( '/"stencilbox_read":true/', $inline );
		$this->assertMatchesRegularExpression( '/"stencilbox_fsi":true/', $inline );
	}

	public function test_editor_entry_loads_in_the_block_editor_for_writers_only(): void {
		$this->login_as( 'author' );
		Plugin::instance()->hook_back_end(); // The block editor is wp-admin's.
		do_action( 'enqueue_block_editor_assets' );
		$this->assertTrue( wp_script_is( 'stencilbox-editor', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'stencilbox-admin', 'enqueued' ), 'the full app is not loaded in the editor' );
		$this->assertFalse( wp_script_is( 'stencilbox-elementor', 'enqueued' ) );
		$deps = wp_scripts()->registered['stencilbox-editor']->deps;
		foreach ( array( 'wp-plugins', 'wp-components', 'wp-editor', 'wp-hooks', 'wp-i18n', 'wp-preferences' ) as $dep ) {
			$this->assertContains( $dep, $deps );
		}
	}

	public function test_editor_entry_is_not_loaded_for_subscribers(): void {
		$this->login_as( 'subscriber' );
		Plugin::instance()->hook_back_end();
		do_action( 'enqueue_block_editor_assets' );
		$this->assertFalse( wp_script_is( 'stencilbox-editor', 'enqueued' ) );
	}

	public function test_library_block_is_registered_from_block_json_when_a_rest_server_is_made(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( Names::BLOCK_LIBRARY ) ) {
			$registry->unregister( Names::BLOCK_LIBRARY );
		}
		// The editors' block types and preloading go through a REST server
		// (wp-admin registers it on `init`; a page view never does:
		// RequestPathsTest). Made twice, it registers the block once.
		rest_get_server();
		$GLOBALS['wp_rest_server'] = null;
		rest_get_server();
		$this->assertSame( array(), $this->wp_notices, 'registered twice' );
		$type = $registry->get_registered( Names::BLOCK_LIBRARY );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertSame( 'Stencilbox Library', $type->title );
		$this->assertNotEmpty( $type->editor_script_handles );
		$this->assertSame( '', render_block( array( 'blockName' => Names::BLOCK_LIBRARY, 'attrs' => array(), 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) ) );
	}

	public function test_wp_admin_registers_the_library_block_on_editor_screens_only(): void {
		global $pagenow;
		$registry = \WP_Block_Type_Registry::get_instance();
		$saved    = $pagenow;
		set_current_screen( 'edit' );
		remove_all_actions( 'init' );
		Plugin::instance()->hook_back_end();
		try {
			foreach ( array( 'edit.php' => false, 'index.php' => false, 'post.php' => true, 'site-editor.php' => true ) as $file => $registered ) {
				if ( $registry->is_registered( Names::BLOCK_LIBRARY ) ) {
					$registry->unregister( Names::BLOCK_LIBRARY );
				}
				$pagenow = $file; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
				do_action( 'init' );
				$this->assertSame( $registered, $registry->is_registered( Names::BLOCK_LIBRARY ), $file );
			}
		} finally {
			$pagenow = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			set_current_screen( 'front' );
		}
	}

	public function test_registering_the_block_leaves_the_script_registry_to_whoever_needs_it(): void {
		global $wp_scripts, $wp_actions;
		$saved_scripts = $wp_scripts;
		$saved_count   = $wp_actions['wp_default_scripts'] ?? null;
		$registry      = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( Names::BLOCK_LIBRARY ) ) {
			$registry->unregister( Names::BLOCK_LIBRARY );
		}
		Plugin::instance()->hook_back_end(); // An editor screen of wp-admin.
		// As at the start of a request: no script registry has been built yet.
		$wp_scripts = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		unset( $wp_actions['wp_default_scripts'] );
		try {
			Plugin::instance()->service( EditorIntegration::class )->register_block();
			$this->assertNull( $wp_scripts, 'registering the block must not build the script registry (a REST request never prints scripts)' );
			$type = $registry->get_registered( Names::BLOCK_LIBRARY );
			$this->assertInstanceOf( \WP_Block_Type::class, $type );
			$this->assertSame( array( Names::handle( 'block' ) ), $type->editor_script_handles );

			// The editor builds the registry: the block's script comes with it.
			$script = wp_scripts()->registered[ Names::handle( 'block' ) ] ?? null;
			$this->assertNotNull( $script );
			$this->assertStringEndsWith( '/build/block.js', (string) $script->src );
			$asset = require dirname( __DIR__, 3 ) . '/build/block.asset.php';
			$this->assertSame( $asset['version'], $script->ver );
			$this->assertSame( Names::TEXT_DOMAIN, $script->textdomain );
			$this->assertStringEndsWith( '/languages', (string) $script->translations_path );
		} finally {
			$wp_scripts = $saved_scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			if ( null !== $saved_count ) {
				$wp_actions['wp_default_scripts'] = $saved_count; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			}
			if ( ! $registry->is_registered( Names::BLOCK_LIBRARY ) ) {
				Plugin::instance()->service( EditorIntegration::class )->register_block();
			}
		}
	}

	public function test_the_template_block_is_registered_where_content_renders_not_on_lists_and_the_dashboard(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$block    = TemplateEditor::POST_CONTENT_BLOCK;
		$pagenow  = $GLOBALS['pagenow'] ?? null;
		try {
			// In wp-admin: the Posts list, the Dashboard, a settings screen
			// draw no content; the editors and plugin screens may.
			set_current_screen( 'dashboard' );
			foreach ( array( 'edit.php' => false, 'index.php' => false, 'options-general.php' => false, 'post.php' => true, 'site-editor.php' => true, 'admin.php' => true ) as $screen => $registered ) {
				if ( $registry->is_registered( $block ) ) {
					$registry->unregister( $block );
				}
				$GLOBALS['pagenow'] = $screen; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
				TemplateEditor::register_block();
				$this->assertSame( $registered, $registry->is_registered( $block ), $screen );
			}
			// Page views and REST requests render content.
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$registry->unregister( $block );
			TemplateEditor::register_block();
			$this->assertTrue( $registry->is_registered( $block ), 'outside wp-admin' );
		} finally {
			$GLOBALS['pagenow']        = $pagenow; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			if ( ! $registry->is_registered( $block ) ) {
				TemplateEditor::register_block();
			}
		}
	}

	public function test_elementors_hooks_are_named_only_once_elementor_is_loaded(): void {
		// This run has no Elementor: nothing of ours listens to its hooks
		// (the Elementor run checks they are named: ElementorHooksTest).
		$this->assertSame( 0, did_action( 'elementor/loaded' ) );
		$this->assertFalse( has_action( ElementorBridge::EDITOR_HOOK ) );
		$this->assertFalse( has_action( ElementorSiteTags::HOOK ) );
		$this->assertFalse( has_filter( 'elementor/fonts/additional_fonts' ) );
	}

	public function test_elementor_bridge_loads_on_elementors_editor_hook_only(): void {
		// Named as when Elementor is loaded (Plugin::hook_elementor()).
		Plugin::instance()->hook( ElementorBridge::class );
		$this->login_as( 'editor' );
		do_action( 'enqueue_block_editor_assets' );
		Plugin::instance()->service( AdminPage::class )->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( 'stencilbox-elementor', 'enqueued' ) );
		do_action( ElementorBridge::EDITOR_HOOK );
		$this->assertTrue( wp_script_is( 'stencilbox-elementor', 'enqueued' ) );
		// The lazily loaded library needs these on Elementor's page, where core does not load them
		// (wp-preferences brings WordPress's per-user persistence of the view modes).
		foreach ( array( 'wp-components', 'wp-data', 'wp-element', 'wp-i18n', 'wp-preferences' ) as $dep ) {
			$this->assertContains( $dep, wp_scripts()->registered['stencilbox-elementor']->deps );
		}
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
	}
}
