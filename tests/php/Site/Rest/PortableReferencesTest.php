<?php
/**
 * Portable references end to end (issue [26] item 5): a page with a synced
 * pattern published to the library or pushed to the cloud, then inserted
 * on a site where that pattern's id names nothing or something else.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CloudTestCase;

/**
 * Publish → insert / import page, push → insert, through the real routes
 * and the in-process hub.
 *
 * @database-neutral its SQL only compares tables before and after (posts and meta through WordPress's APIs).
 */
final class PortableReferencesTest extends CloudTestCase {
	private const TEXT = 'Write to us any day.';

	/**
	 * A route call that must succeed.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private function ok( string $method, string $route, array $params = array() ): array {
		$response = $this->rest( $method, $route, $params );
		$this->assertSame( 200, $response->get_status(), "$method $route: " . wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A published synced pattern and a page that shows it.
	 *
	 * @param string $extra More markup in the pattern.
	 * @return array{0: int, 1: int} Pattern, page.
	 */
	private static function page_with_pattern( string $extra = '' ): array {
		$pattern = (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_block',
					'post_status'  => 'publish',
					'post_title'   => 'Contact band',
					'post_content' => "<!-- wp:paragraph -->\n<p>" . self::TEXT . "</p>\n<!-- /wp:paragraph -->" . $extra,
				)
			)
		);
		$page    = (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Landing',
					'post_content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Landing</h2>\n<!-- /wp:heading -->\n\n<!-- wp:block {\"ref\":{$pattern}} /-->",
				)
			)
		);
		return array( $pattern, $page );
	}

	/**
	 * The pattern's id gone from this site, and ids moved on: as on another site.
	 *
	 * @param int $pattern Pattern.
	 */
	private static function elsewhere( int $pattern ): void {
		wp_delete_post( $pattern, true );
		for ( $i = 0; $i < 3; $i++ ) {
			wp_insert_post(
				array(
					'post_type'    => 'wp_block',
					'post_status'  => 'publish',
					'post_title'   => "Other {$i}",
					'post_content' => "<!-- wp:paragraph -->\n<p>Another pattern.</p>\n<!-- /wp:paragraph -->",
				)
			);
		}
	}

	/**
	 * The `ref` of the first synced pattern block of some markup (0: none).
	 *
	 * @param string $markup Markup.
	 */
	private static function ref_in( string $markup ): int {
		foreach ( parse_blocks( $markup ) as $block ) {
			if ( 'core/block' === $block['blockName'] ) {
				return (int) ( $block['attrs']['ref'] ?? 0 );
			}
		}
		return 0;
	}

	/**
	 * Every synced pattern and its meta, as rows.
	 *
	 * @return array<int, mixed>
	 */
	private static function patterns(): array {
		global $wpdb;
		return array(
			$wpdb->get_results( "SELECT ID, post_title, post_content, post_status FROM {$wpdb->posts} WHERE post_type = 'wp_block' ORDER BY ID", ARRAY_A ),
			$wpdb->get_results( "SELECT m.post_id, m.meta_key, m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = 'wp_block' ORDER BY m.meta_id", ARRAY_A ),
		);
	}

	public function test_a_published_page_brings_its_pattern_to_a_site_where_the_ids_differ_once(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		[ $pattern, $page ] = self::page_with_pattern();
		$item               = $this->ok( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$page}" ) );
		$stable             = (string) get_post_meta( $pattern, References::META, true );
		$this->assertTrue( wp_is_uuid( $stable ) );

		self::elsewhere( $pattern );
		$first = $this->ok( 'POST', '/stencilbox/v1/insert', array( 'id' => $item['id'], 'origin' => 'library', 'platform' => 'gutenberg' ) );
		$made  = self::ref_in( $first['content'] );
		$this->assertGreaterThan( 0, $made );
		$this->assertNotSame( $pattern, $made );
		$this->assertStringNotContainsString( References::ATTR, $first['content'] );
		$this->assertStringContainsString( self::TEXT, get_post( $made )->post_content );
		$this->assertSame( 'Contact band', get_post( $made )->post_title );
		$this->assertSame( $stable, get_post_meta( $made, References::META, true ) );

		// Inserting again, and a new page from the item: the same pattern, no new one.
		$before = self::patterns();
		$second = $this->ok( 'POST', '/stencilbox/v1/insert', array( 'id' => $item['id'], 'origin' => 'library', 'platform' => 'gutenberg' ) );
		$this->assertSame( $made, self::ref_in( $second['content'] ) );
		$copy = $this->ok( 'POST', '/stencilbox/v1/import/page', array( 'id' => $item['id'], 'title' => 'Copy', 'platform' => 'gutenberg' ) );
		$this->assertSame( $made, self::ref_in( get_post( $copy['post_id'] )->post_content ) );
		$this->assertSame( $before, self::patterns(), 'identical tables' );
		$this->assertStringContainsString( self::TEXT, do_blocks( get_post( $copy['post_id'] )->post_content ) );
	}

	public function test_a_pushed_page_brings_its_pattern_and_its_pattern_s_image_back(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'pusher@example.org', 'pro' );
		$png = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' );
		$up  = wp_upload_bits( 'band.png', null, $png );
		$this->assertEmpty( $up['error'] );
		[ $pattern, $page ] = self::page_with_pattern( '<!-- wp:image --><figure class="wp-block-image"><img src="' . $up['url'] . '" alt="Band"/></figure><!-- /wp:image -->' );
		$pushed             = $this->ok( 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $page ) );
		$this->assertSame( 1, self::rows( 'file_assets' ), 'the pattern’s image went to the cloud with it' );

		self::elsewhere( $pattern );
		wp_delete_file( $up['file'] );
		$before   = self::patterns();
		$inserted = $this->ok( 'POST', '/stencilbox/v1/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$made     = self::ref_in( $inserted['content'] );
		$this->assertGreaterThan( 0, $made );
		$this->assertNotSame( $pattern, $made );
		$content = get_post( $made )->post_content;
		$this->assertStringContainsString( self::TEXT, $content );
		$this->assertStringNotContainsString( Names::CLOUD_IMAGES_DIR, $content, 'the pattern shows a media-library copy' );
		$this->assertStringContainsString( wp_get_upload_dir()['baseurl'], $content );
		$this->assertCount( count( $before[0] ) + 1, self::patterns()[0] );

		$after = self::patterns();
		$again = $this->ok( 'POST', '/stencilbox/v1/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertSame( $made, self::ref_in( $again['content'] ) );
		$this->assertSame( $after, self::patterns(), 'identical tables' );
	}

	public function test_a_pattern_the_pusher_may_not_read_does_not_reach_the_cloud(): void {
		$this->login_as( 'administrator' );
		$private = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'private',
				'post_title'   => 'Board notes',
				'post_content' => "<!-- wp:paragraph -->\n<p>Board only.</p>\n<!-- /wp:paragraph -->",
			)
		);
		$author = $this->login_as( 'author' );
		$this->signup_with_plan( 'author@example.org', 'pro' );
		$page   = (int) wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'draft',
				'post_title'   => 'Mine',
				'post_author'  => $author,
				'post_content' => "<!-- wp:block {\"ref\":{$private}} /-->",
			)
		);
		$pushed = $this->ok( 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $page ) );
		global $wpdb;
		$bodies = implode( "\n", $wpdb->get_col( 'SELECT body FROM ' . Names::table( 'cloud_bodies' ) ) );
		$this->assertStringContainsString( 'wp:block', $bodies, 'the file is stored' );
		$this->assertStringNotContainsString( 'Board only', $bodies, 'the cloud never got it' );
		$this->assertStringNotContainsString( '"ref"', $bodies, 'nor its post id' );
		$inserted = $this->ok( 'POST', '/stencilbox/v1/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertStringNotContainsString( 'Board only', $inserted['content'] );
		$this->assertSame( 0, self::ref_in( $inserted['content'] ), 'the block names no post' );
	}
}
