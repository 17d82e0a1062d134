<?php
/**
 * Versions of catalogue items: publishing again makes a version, the hub
 * owner lists, previews and restores them, accounts see them, sites check
 * for newer ones and the owner sees where an item is used.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Versions;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\HubPage;
use Stencilbox\Tests\VersionHelpers;

/**
 * Items' versions through the hub's routes.
 *
 * @group database
 */
final class ItemVersionsTest extends CatalogTestCase {
	use HubHelpers;
	use HubPage;
	use VersionHelpers;

	private const ADMIN = '/stencilbox-hub/v1/admin/catalog';
	private const V1    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";

	protected function setUp(): void {
		parent::setUp();
		$admin = $this->hub_page();
		wp_update_user(
			array(
				'ID'           => $admin,
				'display_name' => 'Hub Owner',
			)
		);
		wp_set_current_user( 0 );
		wp_set_current_user( $admin );
	}

	/**
	 * The owner's list of an item's versions.
	 *
	 * @param int $id Item.
	 * @return array<int, array<string, mixed>>
	 */
	private function owner_versions( int $id ): array {
		$response = $this->rest( 'GET', self::ADMIN . "/items/{$id}/versions" );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['versions'];
	}

	public function test_publishing_again_with_new_content_adds_a_version_with_who_and_the_note(): void {
		$id = $this->publish( self::V1 );
		$this->assertSame( array( 1 ), array_column( $this->owner_versions( $id ), 'number' ) );
		$this->assertSame( 0, self::count_rows( 'versions' ), 'a new item writes no version row' );

		$this->assertSame( $id, $this->publish( self::V1, 'No change' ) );
		$this->assertSame( array( 1 ), array_column( $this->owner_versions( $id ), 'number' ), 'the same content again is no new version' );

		$this->publish( self::V2, 'Bigger logo' );
		$versions = $this->owner_versions( $id );
		$this->assertSame( array( 2, 1 ), array_column( $versions, 'number' ) );
		$this->assertSame( 'Bigger logo', $versions[0]['note'] );
		$this->assertSame( 'Hub Owner', $versions[0]['author'] );
		$this->assertSame( hash( 'sha256', self::V2 ), $versions[0]['hash'] );
		$this->assertSame( hash( 'sha256', self::V1 ), $versions[1]['hash'], 'version 1 is what the item was' );

		// The owner previews any version.
		$old = $this->rest( 'GET', self::ADMIN . "/items/{$id}/versions/1" )->get_data();
		$this->assertSame( self::V1, $old['content'] );
		$this->assertFalse( $old['version']['is_current'] );
	}

	/**
	 * @group object-cache
	 */
	public function test_the_owner_restores_a_version_as_the_newest_and_every_site_sees_the_change(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$before   = CatalogVersion::get();
		$response = $this->rest( 'POST', self::ADMIN . "/items/{$id}/versions/1/restore", array( 'note' => 'Back to the old logo' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 3, $response->get_data()['version']['number'] );
		$this->assertSame( 1, $response->get_data()['version']['restored_from'] );
		$this->assertSame( self::V1, $this->catalog->content( $id ) );
		$this->assertGreaterThan( $before, CatalogVersion::get(), 'cached catalogue answers are dropped' );
		$this->assertSame( array( 3, 2, 1 ), array_column( $this->owner_versions( $id ), 'number' ) );
	}

	public function test_accounts_see_versions_the_use_answer_names_the_version_and_paid_content_stays_locked(): void {
		$id      = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$account = $this->hub_account( 'free' );
		$this->assertSame( array( 2, 1 ), array_column( $this->hub( 'GET', "/items/{$id}/versions", array(), $account['key'] )->get_data()['versions'], 'number' ) );
		$used = $this->hub( 'POST', "/items/{$id}/use", array(), $account['key'] )->get_data();
		$this->assertSame( 2, $used['version'] );
		$this->assertSame( self::V1, $this->hub( 'GET', "/items/{$id}/versions/1", array(), $account['key'] )->get_data()['content'] );
		$this->assertSame( 401, $this->hub( 'GET', "/items/{$id}/versions" )->get_status() );

		// A paid item's versions are listed, but their content only for its owners.
		$this->writer->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'slug'     => 'paid-header',
				'name'     => 'Paid header',
				'plan'     => 'pro',
				'price'    => 19,
				'content'  => self::V1,
			)
		);
		$paid   = (int) $this->catalog->id_of( 'gutenberg', 'paid-header' );
		$locked = $this->hub( 'GET', "/items/{$paid}/versions/1", array(), $account['key'] );
		$this->assertSame( 403, $locked->get_status() );
		$this->assertSame( 'required_pro_templately', $locked->get_data()['code'] );
		$pro = $this->hub_account( 'pro' );
		$this->assertSame( 200, $this->hub( 'GET', "/items/{$paid}/versions/1", array(), $pro['key'] )->get_status() );
	}

	public function test_items_keep_as_many_versions_as_the_owner_says(): void {
		$this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/versions',
			array(
				'retention' => array(
					'items' => 2,
					'free'  => 5,
				),
			)
		);
		$settings = $this->rest( 'GET', '/stencilbox-hub/v1/admin/versions' )->get_data();
		$this->assertSame( 2, $settings['retention']['items'] );
		$this->assertSame( 5, $settings['retention']['free'] );
		$this->assertSame( -1, $settings['retention']['pro'] );
		$id = $this->publish( self::V1 );
		foreach ( array( self::V2, self::V1 . ' ', self::V2 . ' ' ) as $content ) {
			$this->publish( $content );
		}
		$this->assertSame( array( 4, 3 ), array_column( $this->owner_versions( $id ), 'number' ) );
		$this->assertSame( 2, $this->rest( 'GET', '/stencilbox-hub/v1/admin/versions' )->get_data()['versions'] );
	}

	public function test_a_deleted_item_takes_its_versions_and_usage_with_it(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$account = $this->hub_account( 'free' );
		$this->report(
			$account,
			'https://a.example.org/',
			array(
				array(
					'id'      => $id,
					'version' => 1,
				),
			)
		);
		$this->assertSame( 1, self::count_rows( 'usage_reports' ) );
		$this->assertSame( 200, $this->rest( 'DELETE', self::ADMIN . "/items/{$id}", array( 'confirm' => true ) )->get_status() );
		$this->assertSame( 0, self::count_rows( 'versions' ) );
		$this->assertSame( 0, self::count_rows( 'usage_reports' ) );
	}

	public function test_sites_check_for_newer_versions_and_the_owner_sees_where_an_item_is_used_without_any_content(): void {
		$header  = $this->publish( self::V1 );
		$this->publish( self::V2, 'Bigger logo' );
		$account = $this->hub_account( 'free' );
		$check   = fn( string $site, array $items ): array => $this->versions_check(
			array(
				'site'  => $site,
				'items' => $items,
				'files' => array(
					array(
						'id'      => 999999,
						'version' => 1,
					),
				),
			),
			$account['key']
		);
		$other   = (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' );
		$answer  = $check(
			'https://a.example.org/',
			array(
				array(
					'id'      => $header,
					'version' => 1,
					'places'  => 3,
					'posts'   => 2,
				),
				array(
					'id'      => $other,
					'version' => 1,
					'places'  => 1,
					'posts'   => 1,
				),
				array(
					'id'      => 999999,
					'version' => 1,
				),
			)
		);
		$newest = array_column( $answer['items'], null, 'id' );
		$this->assertSame( 2, $newest[ $header ]['version']['number'] );
		$this->assertSame( 'Bigger logo', $newest[ $header ]['version']['note'] );
		$this->assertSame( 1, $newest[ $other ]['version']['number'] );
		$this->assertArrayNotHasKey( 999999, $newest, 'an unknown item is left out' );
		$this->assertSame( array(), $answer['files'], 'a file the account may not read is left out' );
		$check(
			'https://b.example.org/',
			array(
				array(
					'id'      => $header,
					'version' => 2,
					'places'  => 1,
					'posts'   => 1,
				),
			)
		);

		$usage = $this->rest( 'GET', self::ADMIN . "/items/{$header}/usage" )->get_data();
		$this->assertSame( 2, $usage['total_sites'] );
		$this->assertSame( 3, $usage['total_posts'] );
		$this->assertSame( 4, $usage['total_places'] );
		$this->assertSame( array( 'https://a.example.org/', 'https://b.example.org/' ), array_column( $usage['sites'], 'site' ) );
		$this->assertSame( array( 1, 2 ), array_column( $usage['sites'], 'version' ) );

		// A site that no longer uses an item says so by leaving it out.
		$check( 'https://a.example.org/', array() );
		$this->assertSame( 1, $this->rest( 'GET', self::ADMIN . "/items/{$header}/usage" )->get_data()['total_sites'] );

		// Only numbers are kept: no content, no post, no title.
		global $wpdb;
		$columns = array_column( (array) $wpdb->get_results( 'SHOW COLUMNS FROM ' . \Stencilbox\Hub\Versions\Usage::table(), ARRAY_A ), 'Field' );
		$this->assertSame( array( 'kind', 'target_id', 'site', 'account_id', 'version', 'places', 'posts', 'reported_at' ), $columns );
	}

	/**
	 * An account reports what a site uses; asserts success.
	 *
	 * @param array{id: int, key: string}    $account Account.
	 * @param string                         $site    The site's address.
	 * @param array<int, array<string, int>> $items   What it uses.
	 */
	private function report( array $account, string $site, array $items ): void {
		$this->versions_check(
			array(
				'site'  => $site,
				'items' => $items,
			),
			$account['key']
		);
	}

	/**
	 * The owner's view of where an item is used.
	 *
	 * @param int $id Item.
	 * @return array<string, mixed>
	 */
	private function usage( int $id ): array {
		$response = $this->rest( 'GET', self::ADMIN . "/items/{$id}/usage" );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The owner's usage rows as [site, account email, posts].
	 *
	 * @param array<string, mixed> $usage The owner's view.
	 * @return array<int, array{0: string, 1: string, 2: int}>
	 */
	private static function reports( array $usage ): array {
		return array_map( static fn( array $row ): array => array( $row['site'], $row['account_email'] ?? null, $row['posts'] ), $usage['sites'] );
	}

	public function test_a_sites_report_belongs_to_the_account_that_made_it_and_no_other_caller_replaces_or_empties_it(): void {
		$header  = $this->publish( self::V1 );
		$owner   = $this->hub_account( 'free', 'owner-of-a@example.org' );
		$other   = $this->hub_account( 'free', 'self-registered@example.org' );
		$uses    = static fn( int $posts ): array => array(
			array(
				'id'      => $header,
				'version' => 1,
				'places'  => $posts,
				'posts'   => $posts,
			),
		);
		$site_a  = 'https://a.example.org/';
		$made_up = 'https://made-up.example.org/';
		$this->report( $owner, $site_a, $uses( 2 ) );

		// Another account names the same site: it can neither empty its report…
		$this->report( $other, $site_a, array() );
		$this->assertSame( array( array( $site_a, 'owner-of-a@example.org', 2 ) ), self::reports( $this->usage( $header ) ), 'another account emptied the site’s report' );
		// …nor replace it: what it says is its own report, under its own name.
		$this->report( $other, $site_a, $uses( 99999 ) );
		$this->report( $other, $made_up, $uses( 99999 ) );
		$usage = $this->usage( $header );
		$this->assertSame(
			array(
				array( $site_a, 'self-registered@example.org', 99999 ),
				array( $made_up, 'self-registered@example.org', 99999 ),
				array( $site_a, 'owner-of-a@example.org', 2 ),
			),
			self::reports( $usage ),
			'the hub owner sees which account reported each row'
		);
		$this->assertSame( array( $other['id'], $other['id'], $owner['id'] ), array_column( $usage['sites'], 'account_id' ) );

		// The account that made a report replaces and empties it, and only its own.
		$this->report( $owner, $site_a, $uses( 5 ) );
		$this->report( $other, $made_up, array() );
		$this->assertSame(
			array(
				array( $site_a, 'self-registered@example.org', 99999 ),
				array( $site_a, 'owner-of-a@example.org', 5 ),
			),
			self::reports( $this->usage( $header ) )
		);
		$this->report( $owner, $site_a, array() );
		$this->assertSame( array( array( $site_a, 'self-registered@example.org', 99999 ) ), self::reports( $this->usage( $header ) ) );
	}

	public function test_the_totals_count_each_site_address_once_whoever_reported_it(): void {
		$header = $this->publish( self::V1 );
		$first  = $this->hub_account( 'free' );
		$second = $this->hub_account( 'pro' );
		$uses   = static fn( int $places, int $posts ): array => array(
			array(
				'id'      => $header,
				'version' => 1,
				'places'  => $places,
				'posts'   => $posts,
			),
		);
		// Two users of one site, each with a library account of their own:
		// the site reports everything it holds with either account.
		$this->report( $first, 'https://a.example.org/', $uses( 3, 2 ) );
		$this->report( $second, 'https://a.example.org/', $uses( 4, 2 ) );
		$this->report( $second, 'https://b.example.org/', $uses( 1, 1 ) );
		$usage = $this->usage( $header );
		$this->assertCount( 3, $usage['sites'], 'every report is listed' );
		$this->assertSame( 2, $usage['total_sites'], 'a site address counts once' );
		$this->assertSame( 3, $usage['total_posts'], 'per address, the largest number reported: 2 + 1' );
		$this->assertSame( 5, $usage['total_places'], 'per address, the largest number reported: 4 + 1' );
	}

	public function test_accounts_see_the_hubs_name_as_the_author_of_item_versions_never_a_login(): void {
		update_option( 'blogname', 'Harbor Library' );
		$admin = wp_get_current_user();
		// WordPress's default display name is the login.
		wp_update_user(
			array(
				'ID'           => $admin->ID,
				'display_name' => $admin->user_login,
			)
		);
		wp_set_current_user( 0 );
		wp_set_current_user( $admin->ID );
		$id = $this->publish( self::V1 );
		$this->publish( self::V2, 'Bigger logo' );
		$this->assertSame( $admin->user_login, $this->owner_versions( $id )[0]['author'], 'the hub owner still sees which user made a version' );

		$account = $this->hub_account( 'free' );
		$answers = array(
			'list'  => $this->hub( 'GET', "/items/{$id}/versions", array(), $account['key'] ),
			'read'  => $this->hub( 'GET', "/items/{$id}/versions/2", array(), $account['key'] ),
			'check' => $this->hub(
				'POST',
				'/versions/check',
				array(
					'items' => array(
						array(
							'id'      => $id,
							'version' => 1,
						),
					),
				),
				$account['key']
			),
		);
		foreach ( $answers as $route => $response ) {
			$this->assertSame( 200, $response->get_status(), $route );
			$data = $response->get_data();
			$this->assertStringNotContainsString( $admin->user_login, (string) wp_json_encode( $data ), "$route: no login" );
			$versions = 'list' === $route ? $data['versions'] : ( 'read' === $route ? array( $data['version'] ) : array_column( $data['items'], 'version' ) );
			$this->assertNotEmpty( $versions, $route );
			$this->assertSame( array_fill( 0, count( $versions ), 'Harbor Library' ), array_column( $versions, 'author' ), "$route: the hub’s name" );
		}
	}

	public function test_the_owner_routes_are_for_administrators_only(): void {
		$id = $this->publish( self::V1 );
		$this->login_as( 'editor' );
		$routes = array(
			array( 'GET', self::ADMIN . "/items/{$id}/versions" ),
			array( 'GET', self::ADMIN . "/items/{$id}/versions/1" ),
			array( 'POST', self::ADMIN . "/items/{$id}/versions/1/restore" ),
			array( 'GET', self::ADMIN . "/items/{$id}/usage" ),
			array( 'GET', '/stencilbox-hub/v1/admin/versions' ),
		);
		foreach ( $routes as [ $method, $path ] ) {
			$this->assertSame( 403, $this->rest( $method, $path )->get_status(), "$method $path" );
		}
		$account = $this->hub_account( 'pro' );
		$this->assertSame( 403, $this->hub( 'GET', "/admin/catalog/items/{$id}/versions", array(), $account['key'] )->get_status(), 'an account key is no hub owner' );
	}
}
