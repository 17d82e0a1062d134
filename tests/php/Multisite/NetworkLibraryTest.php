<?php
/**
 * One library for the network (issue [22], multisite, item 2): the hub
 * lives on the main site and every other site uses it in process.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Plugin;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\WpCliHelpers;

/**
 * The mini catalogue is seeded on the main site (through the plugin's own
 * seeder, so its items have versions); each test then runs on the sub-site
 * /sub/ as its administrator.
 */
final class NetworkLibraryTest extends CatalogTestCase {
	use AccountHelpers;
	use WpCliHelpers;

	/**
	 * The sub-site.
	 *
	 * @var int
	 */
	private int $sub = 0;

	/**
	 * The sub-site's administrator (not a super admin).
	 *
	 * @var int
	 */
	private int $admin = 0;

	/**
	 * The catalogue on the main site; the sub-site's administrator signed in.
	 */
	protected function setUp(): void {
		$this->sub = (int) get_blog_id_from_url( 'example.org', '/sub/' );
		$this->assertNotSame( 0, $this->sub );
		delete_site_option( NetworkLibrary::OPTION );
		parent::setUp();
		$this->assertSame( get_main_site_id(), get_current_blog_id() );
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
		self::empty_catalogue();
		Plugin::instance()->service( DemoSeeder::class )->seed();
		$this->capture_mails();
		switch_to_blog( $this->sub );
		$this->admin = $this->login_as( 'administrator' );
		$this->assertFalse( is_super_admin( $this->admin ) );
	}

	/**
	 * Back to the main site.
	 */
	protected function tearDown(): void {
		try {
			while ( ms_is_switched() ) {
				restore_current_blog();
			}
			remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
			$this->release_mails();
			parent::tearDown();
		} finally {
			delete_site_option( NetworkLibrary::OPTION );
		}
	}

	/**
	 * The mini fixture catalogue.
	 */
	public function fixture_dir(): string {
		return self::FIXTURE;
	}

	/**
	 * Rows in one of the current site's tables.
	 *
	 * @param string $table Table name (without prefixes).
	 */
	private static function rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( $table ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
	}

	public function test_network_activated_the_network_shares_one_library_by_default(): void {
		$this->assertTrue( NetworkLibrary::shared() );
		$this->assertTrue( NetworkLibrary::elsewhere(), 'the sub-site uses the main site\'s library' );
		$settings = $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data();
		$this->assertSame(
			array(
				'mode'       => 'network',
				'elsewhere'  => true,
				'hub_name'   => get_blog_option( get_main_site_id(), 'blogname' ),
				'hub_url'    => 'http://example.org/',
				'may_choose' => false,
			),
			$settings['network_library']
		);
	}

	public function test_a_sub_site_browses_the_main_sites_library_and_holds_none_of_its_own(): void {
		$page = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $page->get_status(), (string) wp_json_encode( $page->get_data() ) );
		$this->assertContains( 'harbor-hero', array_column( $page->get_data()['data'], 'slug' ) );
		$this->assertSame( 0, self::rows( 'catalog_items' ), 'no catalogue in the sub-site\'s own tables' );
		$this->assertNull( Plugin::instance()->service( DemoSeeder::class )->maybe_seed(), 'no demo catalogue seeded on the sub-site' );
		$this->assertSame( 0, self::rows( 'catalog_items' ) );
	}

	public function test_one_account_and_one_sign_in_for_every_site(): void {
		$email = 'net-' . strtolower( wp_generate_password( 6, false, false ) ) . '@example.org';
		$this->signup( $email );
		$this->assertSame( 0, self::rows( 'accounts' ), 'the account is the network\'s, on the main site' );
		switch_to_blog( get_main_site_id() );
		$this->assertSame( 1, (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM %i WHERE email = %s', Names::table( 'accounts' ), $email ) ) );
		// The same WordPress user, a member of the main site too: already signed in there.
		add_user_to_blog( get_main_site_id(), $this->admin, 'editor' );
		wp_set_current_user( 0 );
		wp_set_current_user( $this->admin );
		$me = $this->rest( 'GET', '/stencilbox/v1/is-signed' );
		restore_current_blog();
		$this->assertSame( 200, $me->get_status(), (string) wp_json_encode( $me->get_data() ) );
		$this->assertTrue( $me->get_data()['signed'], (string) wp_json_encode( $me->get_data() ) );
		$this->assertSame( $email, $me->get_data()['user']['email'] ?? null );
	}

	public function test_the_sub_sites_own_hub_routes_send_callers_to_the_network_library(): void {
		$response = $this->rest( 'GET', '/stencilbox-hub/v1/info' );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'hub_closed', $response->get_data()['code'] );
		$this->assertSame( 'This site uses its network’s library, kept at http://example.org/.', $response->get_data()['message'] );
		// The main site's hub answers as a hub does (closed to other sites
		// until its owner opens it, as on a single site).
		switch_to_blog( get_main_site_id() );
		$this->assertSame( 'This site does not serve as a Stencilbox hub for other sites.', $this->rest( 'GET', '/stencilbox-hub/v1/info' )->get_data()['message'] ?? '' );
	}

	public function test_the_hub_owners_commands_and_routes_on_a_sub_site_name_the_network_library_and_write_nothing(): void {
		// The same rule as a site that uses another hub (HubAddress::not_own_hub()), here with the sub-site's answer.
		$refused = HubAddress::not_own_hub();
		$this->assertNotNull( $refused, 'a sub-site keeps no library of its own' );
		$this->assertSame( array( 'hub_closed', 403, 'This site uses its network’s library, kept at http://example.org/.' ), array( $refused->error_code(), $refused->status(), $refused->getMessage() ) );
		$this->register_commands();
		grant_super_admin( $this->admin );
		$run = $this->wp( 'stencilbox', 'fleet', 'status', '--user=' . $this->admin );
		revoke_super_admin( $this->admin );
		$this->forget_commands();
		$this->assertSame( 1, $run['exit'], implode( "\n", $run['stdout'] ) );
		$this->assertStringContainsString( 'This site uses its network’s library, kept at http://example.org/.', implode( "\n", $run['stderr'] ) );
		switch_to_blog( get_main_site_id() );
		$this->assertNull( HubAddress::not_own_hub(), 'the main site holds the library' );
	}

	public function test_only_a_super_admin_chooses_how_the_network_shares_the_library(): void {
		$denied = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'network_library' => 'sites' ) );
		$this->assertSame( 403, $denied->get_status() );
		$this->assertSame( 'Only a network administrator can choose how the sites of a network share the library.', $denied->get_data()['message'] );
		$hub = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'https://hub.example.org' ) );
		$this->assertSame( 403, $hub->get_status() );
		$this->assertSame( 'This site uses its network’s library: its hub is chosen on the network’s main site.', $hub->get_data()['message'] );
		$this->assertTrue( NetworkLibrary::shared(), 'nothing changed' );

		grant_super_admin( $this->admin );
		wp_set_current_user( $this->admin );
		$chosen = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'network_library' => 'sites' ) );
		$this->assertSame( 200, $chosen->get_status(), (string) wp_json_encode( $chosen->get_data() ) );
		$this->assertSame( 'sites', $chosen->get_data()['network_library']['mode'] );
		$this->assertFalse( $chosen->get_data()['network_library']['elsewhere'] );
		$this->assertFalse( NetworkLibrary::elsewhere(), 'each site its own library now' );
	}

	public function test_the_super_admin_sees_where_an_item_is_used_across_the_network(): void {
		$account = (int) $this->signup( 'use-' . wp_generate_password( 6, false, false ) . '@example.org' )['user']['id'];
		NetworkLibrary::on_hub_site(
			static function () use ( $account ): void {
				self::give_plan( $account );
			}
		);
		// The profile the site cached before the hub's owner changed it.
		do_action( Names::EVENT_ACCOUNT_CHANGED );
		$item = (int) NetworkLibrary::on_hub_site( fn(): ?int => $this->catalog->id_of( 'gutenberg', 'harbor-hero' ) );
		$this->assertGreaterThan( 0, $item );
		$import = $this->rest(
			'POST',
			'/stencilbox/v1/import',
			array(
				'id'       => $item,
				'platform' => 'gutenberg',
			)
		);
		$this->assertSame( 200, $import->get_status(), (string) wp_json_encode( $import->get_data() ) );
		$updates = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) );
		$this->assertSame( 200, $updates->get_status(), (string) wp_json_encode( $updates->get_data() ) );

		switch_to_blog( get_main_site_id() );
		grant_super_admin( $this->admin );
		wp_set_current_user( $this->admin );
		$usage = $this->rest( 'GET', "/stencilbox-hub/v1/admin/catalog/items/{$item}/usage" );
		$this->assertSame( 200, $usage->get_status(), (string) wp_json_encode( $usage->get_data() ) );
		$this->assertSame( array( 'http://example.org/sub/' ), array_column( $usage->get_data()['sites'], 'site' ) );
		$this->assertSame( 1, $usage->get_data()['total_posts'] );
	}

	/**
	 * The item slugs a sub-site's library lists (cached as the library
	 * caches them).
	 *
	 * @return string[]
	 */
	private function listed(): array {
		$response = $this->rest(
			'GET',
			'/stencilbox/v1/items',
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'plan'     => 'all',
				'page'     => 1,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data()['data'], 'slug' );
	}

	/**
	 * Chooses how the network shares the library, as a super admin does.
	 *
	 * @param string $mode `shared` or `sites`.
	 */
	private function network_mode( string $mode ): void {
		$user = get_current_user_id();
		grant_super_admin( $this->admin );
		wp_set_current_user( $this->admin );
		$chosen = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'network_library' => $mode ) );
		$this->assertSame( 200, $chosen->get_status(), (string) wp_json_encode( $chosen->get_data() ) );
		revoke_super_admin( $this->admin );
		wp_set_current_user( $user );
	}

	public function test_an_item_deleted_while_each_site_had_its_own_library_is_gone_when_the_network_shares_again(): void {
		$listed = $this->listed();
		$this->assertContains( 'harbor-hero', $listed, 'the shared library lists it (and the sub-site caches the list)' );

		$this->network_mode( NetworkLibrary::PER_SITE );
		// The main site's owner deletes the item meanwhile.
		switch_to_blog( get_main_site_id() );
		$this->writer->delete_items( array( (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' ) ) );
		CatalogVersion::bump();
		restore_current_blog();

		$this->network_mode( NetworkLibrary::SHARED );
		$this->assertNotContains( 'harbor-hero', $this->listed(), 'the sub-site lists the library as it is, not its answer cached before the switch' );
	}

	public function test_a_change_to_the_library_reaches_every_sites_cache_at_once(): void {
		$before = NetworkLibrary::hub_epoch();
		switch_to_blog( get_main_site_id() );
		do_action( Names::EVENT_CATALOG_CHANGED );
		restore_current_blog();
		$this->assertSame( $before + 1, NetworkLibrary::hub_epoch() );
	}
}
