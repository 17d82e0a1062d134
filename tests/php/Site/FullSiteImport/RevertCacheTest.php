<?php
/**
 * Revert and rolled-back units with an object cache: only what they changed
 * is invalidated, and what they changed is read back fresh.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\FullSiteImport\Transaction;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\PersistentCache;
use Stencilbox\Uninstaller;

/**
 * A persistent object cache (Redis, Memcached) is shared: flushing it wipes
 * other sites' and other plugins' keys. Each test primes the cache with the
 * values the import or the unit wrote, so a revert or rollback that leaves
 * them in the cache reads them back.
 *
 * @group object-cache
 */
final class RevertCacheTest extends FullSiteImportTestCase {
	use PersistentCache;

	/** A group of someone else's, and its key. */
	private const FOREIGN_GROUP = 'another_plugin';
	private const FOREIGN_KEY   = 'their-key';

	/**
	 * The site's own things, made before the import.
	 *
	 * @var array<string, int|string>
	 */
	private array $mine = array();

	/**
	 * Someone else's key: in the cache, and in the object-cache lane
	 * (phpunit-object-cache.xml.dist) also another site's, straight in Redis.
	 */
	private function put_foreign_keys(): void {
		wp_cache_set( self::FOREIGN_KEY, 'still here', self::FOREIGN_GROUP );
		if ( defined( 'STENCILBOX_TEST_REDIS_SOCKET' ) ) {
			$this->put_foreign_key();
		}
	}

	/**
	 * Asserts that someone else's keys survived.
	 *
	 * @param string $after What ran.
	 */
	private function assert_foreign_keys_survive( string $after ): void {
		if ( defined( 'STENCILBOX_TEST_REDIS_SOCKET' ) ) {
			$this->assert_foreign_key_survives( $after );
			$this->new_request();
		}
		$this->assertSame( 'still here', wp_cache_get( self::FOREIGN_KEY, self::FOREIGN_GROUP ), "another plugin's cache key survives $after" );
	}

	/**
	 * Makes a page, a category, a classic menu with an item and a theme mod.
	 */
	private function make_site_things(): void {
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Page before',
			)
		);
		update_post_meta( $page, 'probe_meta', 'meta before' );
		$term = (int) wp_insert_term( 'Term before', 'category' )['term_id'];
		update_term_meta( $term, 'probe_meta', 'term meta before' );
		$menu = (int) wp_create_nav_menu( 'Site menu' );
		$item = (int) wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Item before',
				'menu-item-url'    => 'https://example.org/',
				'menu-item-status' => 'publish',
			)
		);
		set_theme_mod( 'probe_mod', 'mod before' );
		$this->mine = array(
			'page'  => $page,
			'term'  => $term,
			'menu'  => $menu,
			'item'  => $item,
			'theme' => get_stylesheet(),
		);
	}

	/**
	 * While the import runs (its recorder listening), changes each of the
	 * site's things once, as a theme's or plugin's hook could.
	 */
	public function change_site_things(): void {
		remove_action( 'save_post_page', array( $this, 'change_site_things' ) );
		wp_update_post(
			array(
				'ID'         => $this->mine['page'],
				'post_title' => 'Page by import',
			)
		);
		update_post_meta( (int) $this->mine['page'], 'probe_meta', 'meta by import' );
		wp_update_term( (int) $this->mine['term'], 'category', array( 'name' => 'Term by import' ) );
		update_term_meta( (int) $this->mine['term'], 'probe_meta', 'term meta by import' );
		wp_update_nav_menu_item(
			(int) $this->mine['menu'],
			(int) $this->mine['item'],
			array(
				'menu-item-title'  => 'Item by import',
				'menu-item-url'    => 'https://example.org/',
				'menu-item-status' => 'publish',
			)
		);
		$mods              = (array) get_option( 'theme_mods_' . $this->mine['theme'], array() );
		$mods['probe_mod'] = 'mod by import';
		update_option( 'theme_mods_' . $this->mine['theme'], $mods );
	}

	/**
	 * What the site's things read now, through WordPress's cached APIs.
	 *
	 * @return array<string, mixed>
	 */
	private function read_site_things(): array {
		$items = wp_get_nav_menu_items( (int) $this->mine['menu'] );
		return array(
			'page'      => get_post( (int) $this->mine['page'] )->post_title,
			'meta'      => get_post_meta( (int) $this->mine['page'], 'probe_meta', true ),
			'term'      => get_term( (int) $this->mine['term'], 'category' )->name,
			'term meta' => get_term_meta( (int) $this->mine['term'], 'probe_meta', true ),
			'menu'      => array_map( static fn( \WP_Post $item ): string => $item->title, (array) $items ),
			'title'     => get_option( 'blogname' ),
			'mod'       => ( (array) get_option( 'theme_mods_' . $this->mine['theme'] ) )['probe_mod'] ?? null,
		);
	}

	public function test_revert_keeps_other_cache_keys_and_reads_the_restored_values(): void {
		$this->make_site_things();
		$before = $this->read_site_things();
		$this->assertSame( array( 'Item before' ), $before['menu'] );
		add_action( 'save_post_page', array( $this, 'change_site_things' ) );

		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		// The cache now holds what the import wrote (read back, so primed).
		$this->assertSame(
			array(
				'page'      => 'Page by import',
				'meta'      => 'meta by import',
				'term'      => 'Term by import',
				'term meta' => 'term meta by import',
				'menu'      => array( 'Item by import' ),
				'title'     => 'Tidewater Studio',
				'mod'       => 'mod by import',
			),
			$this->read_site_things()
		);
		$this->put_foreign_keys();

		$response = $this->rest(
			'POST',
			'/stencilbox/v1/full-site-import/revert',
			array(
				'session_id' => $session,
				'confirm'    => true,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$this->assert_foreign_keys_survive( 'the revert' );
		$this->assertSame( $before, $this->read_site_things(), 'what the revert restored is read, not the cached import' );
		$this->assertSame( $this->mine['theme'], get_stylesheet() );
		$this->assertSame( 'mod before', get_theme_mod( 'probe_mod' ) );
	}

	public function test_a_rolled_back_unit_keeps_other_cache_keys_and_leaves_nothing_stale(): void {
		$this->make_site_things();
		add_option( 'probe_option', 'option before' );
		$before = $this->read_site_things();
		$this->put_foreign_keys();
		$created = 0;
		try {
			Transaction::run(
				function () use ( &$created ): void {
					$this->change_site_things();
					update_option( 'blogname', 'Rolled back title' );
					update_option( 'probe_option', 'option rolled back' );
					$created = (int) wp_insert_post(
						array(
							'post_type'   => 'page',
							'post_status' => 'publish',
							'post_title'  => 'Rolled back page',
						)
					);
					// Read back inside the unit: the cache holds the unit's values.
					$this->assertSame( 'Page by import', $this->read_site_things()['page'] );
					$this->assertSame( 'option rolled back', get_option( 'probe_option' ) );
					$this->assertSame( 'Rolled back page', get_post( $created )->post_title );
					throw new \RuntimeException( 'the unit fails' );
				}
			);
			$this->fail( 'The unit should have failed.' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'the unit fails', $error->getMessage() );
		}

		$this->assert_foreign_keys_survive( 'the rollback' );
		$this->assertSame( $before, $this->read_site_things() );
		$this->assertSame( 'option before', get_option( 'probe_option' ) );
		$this->assertGreaterThan( 0, $created );
		$this->assertNull( get_post( $created ), 'the rolled-back page is gone from the cache too' );
	}

	public function test_a_committed_unit_inside_a_rolled_back_one_is_rolled_back_from_the_cache_too(): void {
		add_option( 'probe_option', 'option before' );
		try {
			Transaction::run(
				function (): void {
					Transaction::run(
						static function (): void {
							update_option( 'probe_option', 'inner unit' );
						}
					);
					$this->assertSame( 'inner unit', get_option( 'probe_option' ) );
					throw new \RuntimeException( 'the outer unit fails' );
				}
			);
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'the outer unit fails', $error->getMessage() );
		}
		$this->assertSame( 'option before', get_option( 'probe_option' ) );
	}

	public function test_uninstalling_empties_our_cache_group_and_keeps_other_keys(): void {
		$this->put_foreign_keys();
		wp_cache_set( 'an-answer', array( 'cached' ), CatalogCache::GROUP );
		add_option( 'stencilbox_probe', 'ours' );
		$this->assertSame( 'ours', get_option( 'stencilbox_probe' ) );
		// What uninstall.php runs on each site (content kept: nothing dropped).
		( new Uninstaller() )->uninstall_site();
		$this->assert_foreign_keys_survive( 'uninstalling' );
		$this->assertTrue( wp_cache_supports( 'flush_group' ), 'WordPress\'s own object cache empties a group' );
		$this->assertFalse( wp_cache_get( 'an-answer', CatalogCache::GROUP ), 'our cached catalogue answers are gone' );
		$this->assertFalse( get_option( 'stencilbox_probe' ), 'our options are gone, from the cache too' );
	}
}
