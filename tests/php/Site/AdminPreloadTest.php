<?php
/**
 * The admin page's first screen comes with the page ([23]: the Packs list
 * sent seven requests at once, which queued behind the server's workers).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site;

use Stencilbox\Site\AdminPage;
use Stencilbox\Site\AdminPreload;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Plugin;
use Stencilbox\Tests\CloudTestCase;

/**
 * What is preloaded, for which screen, and only where this site is its hub.
 */
final class AdminPreloadTest extends CloudTestCase {
	private const NS = '/stencilbox/v1';

	public function test_the_default_screen_gets_the_account_and_both_platforms_packs_with_their_filters(): void {
		$this->login_as( 'editor' );
		$answers = AdminPreload::answers( '', true );
		$paths   = array_keys( $answers );
		$this->assertContains( self::NS . '/is-signed', $paths );
		$this->assertFalse( $answers[ self::NS . '/is-signed' ]['body']['signed'] );
		$this->assertNotContains( self::NS . '/updates/count', $paths, 'signed out: the header has no updates' );
		foreach ( array( 'elementor', 'gutenberg' ) as $platform ) {
			$list = self::NS . "/items?plan=all&platform={$platform}&type=pack&page=1&per_page=20";
			$this->assertContains( $list, $paths );
			$this->assertNotEmpty( $answers[ $list ]['body']['data'], "{$platform}'s packs" );
			$this->assertContains( self::NS . "/items-count?platform={$platform}", $paths );
		}
		foreach ( array( '/categories', '/dependencies', '/tags' ) as $list ) {
			$this->assertContains( self::NS . $list, $paths );
		}
	}

	public function test_a_signed_in_account_gets_its_updates_count(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'preload@example.org', 'pro' );
		$answers = AdminPreload::answers( 'gutenberg/packs', true );
		$this->assertTrue( $answers[ self::NS . '/is-signed' ]['body']['signed'] );
		$this->assertArrayHasKey( self::NS . '/updates/count', $answers );
	}

	public function test_each_list_screen_gets_its_own_list_and_other_screens_none(): void {
		$pages = AdminPreload::list_paths( 'gutenberg/pages', true );
		$this->assertSame(
			array(
				'/items?plan=all&platform=gutenberg&type=page&page=1&per_page=20',
				'/items-count?platform=gutenberg',
				'/templateTypes?itemType=page',
				'/dependencies',
				'/tags',
			),
			array_slice( $pages, 0, 5 )
		);
		// Then the lookup of any other filter of the list (ItemArgs::filters()).
		$this->assertSame( ItemArgs::sidebar_lookups( 'page' ), array_slice( $pages, 2 ) );
		// A filter or a search in the URL: another first page, asked by the app.
		$this->assertSame( array_slice( $pages, 1 ), AdminPreload::list_paths( 'gutenberg/pages', false ) );
		$this->assertContains( '/templateTypes?itemType=block', AdminPreload::list_paths( 'elementor/blocks', true ) );
		foreach ( array( 'gutenberg/packs/harbor', 'clouds', 'wix/packs', 'sign-in', 'gutenberg/templates' ) as $other ) {
			$this->assertSame( array(), AdminPreload::list_paths( $other, true ), $other );
		}
	}

	public function test_the_admin_page_prints_them_only_where_this_site_is_its_hub(): void {
		$this->login_as( 'editor' );
		$page = Plugin::instance()->service( AdminPage::class );
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		\Stencilbox\Support\AdminMenu::add();
		$page->enqueue( 'toplevel_page_stencilbox' );
		$script = implode( '', (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( 'wp.apiFetch.createPreloadingMiddleware(', $script );
		$this->assertStringContainsString( wp_json_encode( self::NS . '/is-signed' ), $script );

		// Another hub would hold the page until it answered: the app asks.
		$GLOBALS['wp_scripts'] = null;
		update_option( HubClientFactory::OPTION, 'https://hub.example.com' );
		$page->enqueue( 'toplevel_page_stencilbox' );
		$this->assertStringNotContainsString( 'createPreloadingMiddleware', implode( '', (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) ) );
	}
}
