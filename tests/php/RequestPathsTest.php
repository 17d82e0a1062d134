<?php
/**
 * What each kind of request builds (docs/decisions/general.md, "Request
 * paths"): real requests in a child process (request-child.php).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * A page view builds none of the hub's services and no REST controller; a
 * core REST route registers none of our routes; ours, the index and an
 * in-process call to the hub still find them.
 */
final class RequestPathsTest extends \PHPUnit\Framework\TestCase {
	/**
	 * One request; what Stencilbox built and loaded for it.
	 *
	 * @param string $uri  Request URI.
	 * @param string $mode '', `internal` (a core route's handler calls our
	 *                     hub in-process) or `admin` (a wp-admin screen).
	 * @return array{built: string[], classes: string[], blocks: string[], meta: string[], rest_server: bool, our_routes: int, internal: int|null, submenu: string[]}
	 */
	private function visit( string $uri, string $mode = '' ): array {
		$out = (string) tempnam( sys_get_temp_dir(), 'stencilbox-request' );
		$cmd = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/request-child.php' ) . ' ' . escapeshellarg( $uri ) . ' ' . escapeshellarg( $out ) . ( '' !== $mode ? ' ' . escapeshellarg( $mode ) : '' ) . ' 2>&1';
		exec( $cmd, $output, $rc );
		$result = json_decode( (string) file_get_contents( $out ), true );
		unlink( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary file of the test's own.
		$this->assertIsArray( $result, "{$uri}: the child wrote nothing (exit {$rc}): " . implode( "\n", $output ) );
		$this->assertIsArray( $result['built'], "{$uri}: Stencilbox did not boot" );
		return $result;
	}

	/**
	 * What was built that belongs to the hub, or is a REST controller.
	 *
	 * @param string[] $built Service ids.
	 * @return string[]
	 */
	private static function heavy( array $built ): array {
		return array_values(
			array_filter(
				$built,
				static fn( string $id ): bool => str_starts_with( $id, 'Stencilbox\\Hub\\' ) || ( class_exists( $id ) && is_subclass_of( $id, \Stencilbox\Support\Rest\Controller::class ) )
			)
		);
	}

	public function test_a_page_view_builds_no_hub_service_and_no_controller(): void {
		$front = $this->visit( '/' );
		$this->assertSame( array(), self::heavy( $front['built'] ), 'a page view built these' );
		$this->assertNotContains( \Stencilbox\Hub\Services::class, $front['classes'], 'a page view loaded the hub\'s part of the composition root' );
		$this->assertSame( 0, $front['our_routes'] );
		// Before, every request built all of about 100 services; then a page
		// view loaded the classes that name hooks a page view can fire (32);
		// since the generated hook list (HookList) only the classes
		// whose hooks fire (the root, HookList — which holds the
		// migrations' count too —, Hooks, Names, the capability check and
		// the classic-theme link colours' check: 6; 10 before the saved
		// templates' type and block were left to the pages that show one —
		// the sweep's schedule is the first import's since [24]; no
		// part of the root, nor any template_redirect page whose query is not
		// asked for).
		$this->assertLessThanOrEqual( 6, count( $front['classes'] ), implode( ', ', $front['classes'] ) );
		foreach ( array( \Stencilbox\Site\Catalog\PreviewPage::class, \Stencilbox\Hub\Accounts\MailLinkPages::class, \Stencilbox\Site\Updates\Updates::class, \Stencilbox\Site\Provenance\Provenance::class, \Stencilbox\Site\FullSiteImport\Sweeper::class ) as $unused ) {
			$this->assertNotContains( $unused, $front['classes'], 'booting loaded a class whose hooks did not fire' );
		}
		foreach ( array( \Stencilbox\Site\EditorIntegration::class, \Stencilbox\Site\Catalog\InserterPatterns::class, \Stencilbox\Site\FullSiteImport\LogoUploads::class, \Stencilbox\Site\SiteHealth::class, \Stencilbox\Hub\Catalog\CatalogSetsBuilder::class ) as $back_end ) {
			$this->assertNotContains( $back_end, $front['classes'], 'a page view named the back end\'s hooks' );
		}
		$this->assertFalse( $front['upload_hook'], 'a page view named the uploads\' filters' );
		// The library block is the editors' (wp-admin and REST register it).
		$this->assertNotContains( \Stencilbox\Support\Names::BLOCK_LIBRARY, $front['blocks'] );
		// Nor the saved templates' type and block, nor our texts that label
		// them: a page that shows no saved template needs none of them
		// (TemplateRendererTest: one that shows one registers them).
		$this->assertFalse( $front['type'], 'a page view without a saved template registered the post type' );
		$this->assertNotContains( \Stencilbox\Site\Templates\TemplateEditor::POST_CONTENT_BLOCK, $front['blocks'] );
		$this->assertFalse( $front['our_texts'], 'a page view without a saved template looked for our translations' );
		// Our meta is registered for the REST API only (page views read it unregistered).
		$this->assertSame( array(), $front['meta'] );
	}

	public function test_a_page_that_asks_for_one_of_ours_and_every_other_request_have_the_templates_type(): void {
		// Our previews' checks may name a template; Elementor previews one.
		foreach ( array( '/?stencilbox-update-preview=1', '/?elementor-preview=1' ) as $uri ) {
			$asked = $this->visit( $uri );
			$this->assertTrue( $asked['type'], $uri );
			$this->assertContains( \Stencilbox\Site\Templates\TemplateEditor::POST_CONTENT_BLOCK, $asked['blocks'], $uri );
		}
		// A REST request, known as one on `rest_api_init`: core's routes too.
		foreach ( array( '/?rest_route=/wp/v2/posts', '/?rest_route=/wp/v2/types' ) as $uri ) {
			$rest = $this->visit( $uri );
			$this->assertTrue( $rest['type'], $uri );
			$this->assertContains( \Stencilbox\Site\Templates\TemplateEditor::POST_CONTENT_BLOCK, $rest['blocks'], $uri );
		}
		$this->assertTrue( $this->visit( '/wp-admin/options-general.php', 'admin' )['type'], 'wp-admin' );
	}

	public function test_a_page_view_on_a_site_without_saved_templates_builds_nothing(): void {
		// The tests' site has no saved template (the first view stores the
		// empty display index, as every site's first view does).
		$this->visit( '/' );
		$front = $this->visit( '/' );
		// The post type and the template block are registered by static
		// methods of their classes (nothing built: no part of the root).
		$this->assertSame( array(), $front['built'], 'no display condition to resolve, no editor block, nothing of Elementor' );
		$this->assertNotContains( \Stencilbox\Site\Services::class, $front['classes'] );
		foreach ( array( 'ConditionResolver', 'ConditionTypes', 'RequestContext' ) as $class ) {
			$this->assertNotContains( 'Stencilbox\\Site\\Templates\\' . $class, $front['classes'] );
		}
		$this->assertNotContains( \Stencilbox\Site\ElementorFonts::class, $front['classes'], 'Elementor is not loaded' );
		$this->assertNotContains( \Stencilbox\Hub\Accounts\AccountService::class, $front['classes'] );
		// Platform adapters are made when content is handled, not to show a page.
		$this->assertSame( array(), array_values( preg_grep( '/^Stencilbox\\\\Support\\\\Platform\\\\/', $front['classes'] ) ), 'a page view loaded a platform adapter' );
	}

	public function test_cron_run_inside_a_page_view_finds_what_cron_s_own_request_has(): void {
		// ALTERNATE_WP_CRON: WordPress runs the due events inside the page
		// view, after `wp_loaded` — long after booting took the request for
		// a page view. Before, the catalogue sets' event ran with no callback
		// (and was gone), a rollback's without the saved templates' type.
		$front = $this->visit( '/', 'alternate-cron' );
		$this->assertIsArray( $front['cron'], 'the due event did not run' );
		$this->assertTrue( $front['cron']['doing_cron'] && $front['cron']['after_loaded'], 'not the way WordPress runs cron in a request' );
		$this->assertSame(
			array(
				'sets'     => true,
				'rollback' => true,
				'sweep'    => true,
				'sizes'    => true,
			),
			$front['cron']['ours'],
			'one of our cron events had no callback'
		);
		$this->assertTrue( $front['cron']['type'], 'cron ran without the saved templates\' type' );
		$this->assertTrue( $front['cron']['block'], 'cron ran without the saved templates\' block' );
		// A page view with nothing due names none of it (the first test).
	}

	public function test_a_wp_admin_screen_not_ours_draws_our_menu_without_our_pages(): void {
		$screen = $this->visit( '/wp-admin/options-general.php', 'admin' );
		// The whole menu, as before (the tests' site is its own hub).
		$this->assertSame( array( \Stencilbox\Support\AdminMenu::LIBRARY, \Stencilbox\Support\AdminMenu::TEMPLATES_URL, \Stencilbox\Support\AdminMenu::SETTINGS, \Stencilbox\Support\AdminMenu::HUB ), $screen['submenu'] );
		$this->assertContains( \Stencilbox\Support\AdminMenu::class, $screen['classes'] );
		// None of the pages' classes: each is loaded on its own screen only
		// (its assets' guard is the request's `page`, read as data).
		foreach ( array( \Stencilbox\Site\AdminPage::class, \Stencilbox\Site\SettingsPage::class, \Stencilbox\Hub\Admin\HubAdminPage::class ) as $page ) {
			$this->assertNotContains( $page, $screen['classes'], 'a screen that is not ours loaded ' . $page );
		}
		$this->assertSame( array(), self::heavy( $screen['built'] ), 'a wp-admin screen built these' );
		// Before, 16 of our classes on such a screen.
		$this->assertLessThanOrEqual( 13, count( $screen['classes'] ), implode( ', ', $screen['classes'] ) );
	}

	public function test_core_block_type_routes_have_the_library_block(): void {
		$this->assertContains( \Stencilbox\Support\Names::BLOCK_LIBRARY, $this->visit( '/?rest_route=/wp/v2/block-types/stencilbox/library' )['blocks'] );
		$this->assertContains( \Stencilbox\Support\Names::BLOCK_LIBRARY, $this->visit( '/?rest_route=/wp/v2/block-renderer/stencilbox/library' )['blocks'] );
	}

	public function test_a_core_rest_route_registers_none_of_ours(): void {
		$core = $this->visit( '/?rest_route=/wp/v2/posts' );
		$this->assertTrue( $core['rest_server'] );
		$this->assertSame( 0, $core['our_routes'], 'our routes were registered for /wp/v2/posts' );
		// Nor core's routes for the saved templates' post type, still shown in the REST API.
		$this->assertSame( 0, $core['type_routes'], 'the saved templates\' core routes were made for /wp/v2/posts' );
		$this->assertTrue( $core['type_shown'] );
		$this->assertSame( array(), self::heavy( $core['built'] ) );
		// A REST request is the back end: core's pattern routes and media
		// uploads need our filters (named on `rest_api_init`, built on use).
		// Their guards are the request's route and field, read as data: a
		// request for another route does not load their classes, nor that of
		// the refusal of hub routes on a site that uses its network's library.
		$this->assertTrue( $core['upload_hook'] );
		$this->assertNotContains( \Stencilbox\Site\Catalog\InserterPatterns::class, $core['classes'] );
		$this->assertNotContains( \Stencilbox\Support\NetworkLibrary::class, $core['classes'] );
		$this->assertNotContains( \Stencilbox\Site\FullSiteImport\LogoUploads::class, $core['classes'] );
		// Nor the renderer for its meta's name.
		$this->assertNotContains( \Stencilbox\Site\Templates\TemplateRenderer::class, $core['classes'] );
		// The library block is only core's block-type routes' (it cost every
		// REST request block.json, its translations and its script).
		$this->assertNotContains( \Stencilbox\Support\Names::BLOCK_LIBRARY, $core['blocks'] );
		$this->assertNotContains( \Stencilbox\Site\EditorIntegration::class, $core['built'] );
		// The page meta the block editor sets through the REST API.
		$this->assertContains( \Stencilbox\Site\Templates\TemplateRenderer::META_OWN_TITLE, $core['meta'] );
		$this->assertContains( \Stencilbox\Site\Templates\TemplatePostType::META_CONDITIONS, $core['meta'] );
	}

	public function test_our_routes_the_index_and_a_batch_have_them(): void {
		// The index, a namespace's index and a batch: all of them.
		foreach ( array( '/?rest_route=/', '/?rest_route=/stencilbox/v1', '/?rest_route=/batch/v1' ) as $uri ) {
			$this->assertGreaterThan( 50, $this->visit( $uri )['our_routes'], $uri );
		}
		// One of ours: its own (and its first segment's).
		foreach ( array( '/?rest_route=/stencilbox/v1/settings' => '/stencilbox/v1/settings', '/?rest_route=/stencilbox-hub/v1/catalog/version' => '/stencilbox-hub/v1/catalog/version' ) as $uri => $route ) {
			$this->assertContains( $route, $this->visit( $uri )['route_names'], $uri );
		}
		// The saved templates' core routes (the block editor's): their own requests, the index and a batch.
		foreach ( array( '/?rest_route=/wp/v2/stencilbox-templates', '/?rest_route=/wp/v2/stencilbox-templates/1/autosaves', '/?rest_route=/', '/?rest_route=/batch/v1' ) as $uri ) {
			$this->assertGreaterThanOrEqual( 3, $this->visit( $uri )['type_routes'], $uri );
		}
	}

	public function test_one_of_our_routes_registers_only_the_controllers_under_its_first_segment(): void {
		$check = $this->visit( '/?rest_route=/stencilbox-hub/v1/versions/check' );
		$this->assertContains( '/stencilbox-hub/v1/versions/check', $check['route_names'] );
		$this->assertNotContains( '/stencilbox-hub/v1/catalog', $check['route_names'], 'another segment of the namespace' );
		$this->assertNotContains( '/stencilbox/v1/items', $check['route_names'], 'the other namespace' );
		$controllers = array_values( array_filter( $check['built'], static fn( string $id ): bool => class_exists( $id ) && is_subclass_of( $id, \Stencilbox\Support\Rest\Controller::class ) ) );
		$this->assertSame( array( \Stencilbox\Hub\Rest\HubVersionsController::class ), $controllers, 'the one controller with versions… routes was built' );
		// Every route of the segment's controllers is there, in the same order as when all are registered.
		$this->assertSame( \Stencilbox\HookList::ROUTES['stencilbox-hub/v1']['versions'], $controllers );
	}

	public function test_an_in_process_call_during_one_of_our_routes_finds_the_others(): void {
		$ours = $this->visit( '/?rest_route=/stencilbox/v1/settings', 'internal' );
		$this->assertSame( 200, $ours['internal'], 'the site could not reach its own hub in-process after a request for one of its routes' );
		$this->assertGreaterThan( 50, $ours['our_routes'] );
	}

	public function test_an_in_process_call_during_a_core_route_finds_the_hub(): void {
		$core = $this->visit( '/?rest_route=/wp/v2/posts', 'internal' );
		$this->assertSame( 200, $core['internal'], 'the site could not reach its own hub in-process' );
		$this->assertGreaterThan( 50, $core['our_routes'] );
	}
}
