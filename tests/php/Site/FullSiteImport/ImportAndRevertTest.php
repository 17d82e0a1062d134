<?php
/**
 * A whole import of the mini Harbor pack, its results, and its revert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\Imports;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * What an import does to the site, and that revert gives every table back.
 */
final class ImportAndRevertTest extends FullSiteImportTestCase {
	public function test_an_import_builds_the_site_and_revert_gives_every_table_back(): void {
		$before  = self::snapshot();
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );

		// Pages, home page in front, title and tagline, theme, plugin.
		$home = (int) get_option( 'page_on_front' );
		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$this->assertSame( 'Home', get_the_title( $home ) );
		$this->assertSame( 'publish', get_post_status( $home ) );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );
		$this->assertSame( 'Brands by the sea', get_option( 'blogdescription' ) );
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertTrue( is_plugin_active( self::PLUGIN . '/' . self::PLUGIN . '.php' ) );
		// Images are in the media library and the content points at them.
		$this->assertStringContainsString( '/stencilbox-fsi/', (string) get_post_field( 'post_content', $home ) );
		$this->assertStringNotContainsString( '{{pack}}', (string) get_post_field( 'post_content', $home ) );
		// Header and footer are published kit templates; the header shows the site title.
		$kits = get_posts(
			array(
				'post_type'  => TemplatePostType::POST_TYPE,
				'meta_key'   => TemplatePostType::META_KIT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		$types = array_map( static fn( \WP_Post $p ): mixed => get_post_meta( $p->ID, TemplatePostType::META_TYPE, true ), $kits );
		sort( $types );
		$this->assertSame( array( 'footer', 'header' ), $types );
		// The pack's sample post: published on its date, with its excerpt and
		// its (SVG) featured image drawn as an image.
		$posts = get_posts( array( 'post_type' => 'post', 'name' => 'notes-from-the-harbour' ) );
		$this->assertCount( 1, $posts );
		$this->assertSame( 'Notes from the harbour', $posts[0]->post_title );
		$this->assertSame( '2025-02-03 09:00:00', $posts[0]->post_date );
		$this->assertSame( 'The studio moved to the old harbour master\'s office.', $posts[0]->post_excerpt );
		$this->assertStringContainsString( 'A room with a view', $posts[0]->post_content );
		$this->assertMatchesRegularExpression( '#<img [^>]*src="[^"]*/stencilbox-fsi/[^"]*harbor-post-1[^"]*\.svg"#', get_the_post_thumbnail( $posts[0] ) );
		// The chosen colour is in the global styles' palette.
		$styles = \WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme() );
		$this->assertStringContainsString( '#aa3300', (string) $styles['post_content'] );

		// Results (spec part 2 §3).
		$log      = $this->log( $session );
		$complete = array_values( array_filter( $log, static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$this->assertCount( 1, $complete );
		$results = $complete[0]['data'];
		$this->assertSame(
			array(
				'total'   => 1,
				'succeed' => 1,
				'active'  => 0,
				'failed'  => array(),
			),
			$results['dependency_data']['plugins']
		);
		// The theme was installed here, then activated (issue [23] #1: what
		// really happened, by name).
		$this->assertSame(
			array(
				'success' => true,
				'outcome' => 'installed',
				'name'    => wp_get_theme( self::THEME )->get( 'Name' ),
			),
			$results['dependency_data']['theme']
		);
		$this->assertSame( 2, $results['post_types']['page'] );
		$this->assertSame( 1, $results['post_types']['post'] );
		// Every imported page, linked from the results; the front page marked.
		$this->assertSame( array( 'Home', 'About' ), array_column( $results['pages'], 'title' ) );
		$this->assertSame( array( true, false ), array_column( $results['pages'], 'front' ) );
		$this->assertSame( get_permalink( $home ), $results['pages'][0]['url'] );
		$this->assertSame( array( 'header' => 1, 'footer' => 1 ), $results['template_types'] );
		$this->assertGreaterThan( 0, $results['attachments'] );
		// The admin page's admin bar takes the new name without a reload ([23]).
		$this->assertSame( 'Tidewater Studio', $results['site_name'] );
		$this->assertSame( self::admin_bar_site_name(), $results['site_name'] );
		// Progress in the spec's order, each step ending complete at 100.
		$done = array_values( array_filter( $log, static fn( array $e ): bool => 'updateLog' === $e['action'] && 'complete' === $e['data']['status'] ) );
		$this->assertSame( array( 'permission', 'download', 'theme', 'plugin', 'attachments', 'templates', 'content', 'wp-content', 'finalize' ), array_column( array_column( $done, 'data' ), 'type' ) );
		$this->assertSame( array( 100 ), array_values( array_unique( array_column( array_column( $done, 'data' ), 'progress' ) ) ) );
		// The spec's downloadComplete, once, right after the download step.
		$actions = array_column( $log, 'action' );
		$this->assertSame( array( 'downloadComplete' ), array_values( array_intersect( $actions, array( 'downloadComplete' ) ) ) );
		$at = array_search( 'downloadComplete', $actions, true );
		$this->assertSame( array( 'download', 'complete' ), array( $log[ $at - 1 ]['data']['type'], $log[ $at - 1 ]['data']['status'] ), 'issue [15] #15' );

		// Revert.
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( $session ), $response->get_data()['data']['reverted'] );
		$this->assert_same_snapshot( $before, self::snapshot() );
		$this->assertNotSame( 'Tidewater Studio', $response->get_data()['data']['site_name'] );
		$this->assertSame( self::admin_bar_site_name(), $response->get_data()['data']['site_name'] );
		$this->assertDirectoryDoesNotExist( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertNotSame( self::THEME, get_stylesheet() );
		$this->assertSame( array(), get_posts( array( 'post_type' => 'post', 'name' => 'notes-from-the-harbour' ) ) );
	}

	public function test_the_site_name_is_the_admin_bars_for_a_long_title_and_for_none(): void {
		update_option( 'blogname', 'Sterling & Vale — Attorneys at Law in Boston, Massachusetts' );
		$this->assertSame( self::admin_bar_site_name(), Imports::site_name() );
		$this->assertStringEndsWith( '…', Imports::site_name() );
		update_option( 'blogname', '' );
		$this->assertSame( self::admin_bar_site_name(), Imports::site_name() );
	}

	/**
	 * The site's name in WordPress's own admin bar, as text.
	 */
	private static function admin_bar_site_name(): string {
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		$bar = new \WP_Admin_Bar();
		wp_admin_bar_site_menu( $bar );
		$node = $bar->get_node( 'site-name' );
		return html_entity_decode( wp_strip_all_tags( (string) ( $node->title ?? '' ) ), ENT_QUOTES, 'UTF-8' );
	}

	public function test_keep_the_front_page_and_no_sample_posts(): void {
		$mine = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'My own front page',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $mine );
		$before = self::snapshot();

		// What the wizard's summary says the import will replace.
		$info = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) )->get_data()['data'];
		$this->assertSame(
			array(
				'id'    => $mine,
				'title' => 'My own front page',
			),
			$info['site']['front_page']
		);
		$this->assertSame( get_option( 'blogname' ), $info['site']['title'] );
		$this->assertSame( wp_get_theme()->get( 'Name' ), $info['site']['theme'] );
		$this->assertSame( array( 'Home', 'About' ), array_column( $info['contents']['pages'], 'title' ) );
		$this->assertSame( array( true, false ), array_column( $info['contents']['pages'], 'front' ) );
		$this->assertSame( array( 'header', 'footer' ), $info['contents']['templates'] );
		$this->assertSame( 1, $info['contents']['posts'] );

		$session = $this->start(
			$this->form(
				array(
					'keep_front_page'     => true,
					'import_demo_content' => false,
				)
			)
		);
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		// The pages are imported; the front page stays; no sample post.
		$this->assertSame( $mine, (int) get_option( 'page_on_front' ) );
		$this->assertSame( array(), get_posts( array( 'post_type' => 'post', 'name' => 'notes-from-the-harbour' ) ) );
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$pages    = $complete[0]['data']['pages'];
		$this->assertSame( array( 'Home', 'About' ), array_column( $pages, 'title' ) );
		$this->assertSame( array( false, false ), array_column( $pages, 'front' ) );
		$this->assertSame( array( 'publish', 'publish' ), array_map( static fn( array $p ): string => (string) get_post_status( $p['id'] ), $pages ) );
		$this->assertArrayNotHasKey( 'post', $complete[0]['data']['post_types'] );

		$this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
	}

	public function test_a_plugin_already_active_is_counted_apart_from_those_installed(): void {
		// The first import installs and activates the pack's plugin; the
		// second finds it active (issue [15] #12: not "1 of 1 installed").
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$again = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $again ) );
		$complete = array_values( array_filter( $this->log( $again ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$plugins  = $complete[0]['data']['dependency_data']['plugins'];
		$this->assertSame( 1, $plugins['succeed'] );
		$this->assertSame( 1, $plugins['active'] );
		// The pack's theme was already the site's: no theme step ran, so the
		// results say the site's theme was kept, not "installed".
		$this->assertSame(
			array(
				'success' => true,
				'outcome' => 'kept',
				'name'    => wp_get_theme()->get( 'Name' ),
			),
			$complete[0]['data']['dependency_data']['theme']
		);
		$this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $first, 'confirm' => true ) );
	}
}
