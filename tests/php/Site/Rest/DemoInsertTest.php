<?php
/**
 * Every item of the shipped demo catalogue goes through /insert: content
 * comes back with core blocks only and every image copied to this site.
 * (The e2e demo-catalogue spec checks the same markup is valid in the editor.)
 * Elementor items need Elementor: they are inserted in the Elementor-active
 * run (tests/php/Elementor/ElementorDemoInsertTest), and refused here.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;

/**
 * The real demo, inserted by a pro account.
 *
 * @database-neutral lists the demo items to insert; what it tests is block markup and images through /insert.
 */
class DemoInsertTest extends CatalogTestCase {
	use AccountHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_catalogue();
		$this->importer->import_folder( dirname( __DIR__, 4 ) . '/php/Hub/Catalog/demo', 'demo', true );
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The platform this run inserts, and how many demo items it has at least.
	 *
	 * @return array{0: string, 1: int}
	 */
	protected function platform(): array {
		return array( 'gutenberg', 117 );
	}

	public function test_every_demo_item_inserts_with_core_blocks_and_local_images(): void {
		global $wpdb;
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'demo-all@example.org', 'pro' );
		[ $platform, $minimum ] = $this->platform();
		$items   = $wpdb->get_results( $wpdb->prepare( 'SELECT id, slug, platform FROM ' . \Stencilbox\Support\Names::table( 'catalog_items' ) . " WHERE type <> 'pack' AND platform = %s ORDER BY id", $platform ), ARRAY_A );
		$plugins = plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' );
		$this->assertGreaterThanOrEqual( $minimum, count( $items ) );
		$failed = array();
		foreach ( $items as $item ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => (int) $item['id'], 'platform' => $item['platform'] ) );
			$this->assertSame( 200, $response->get_status(), $item['slug'] . ' ' . wp_json_encode( $response->get_data() ) );
			$data    = $response->get_data();
			$content = $data['content'];
			$failed  = array_merge( $failed, $data['images']['failed'] );
			$this->assertStringNotContainsString( $plugins, str_replace( '\\/', '/', $content ), $item['slug'] . ': an image still points at the plugin' );
			if ( 'gutenberg' === $item['platform'] ) {
				$names = array();
				$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
					foreach ( $blocks as $block ) {
						if ( null !== $block['blockName'] ) {
							$names[] = $block['blockName'];
						}
						$walk( $block['innerBlocks'] );
					}
				};
				$walk( parse_blocks( $content ) );
				$this->assertNotEmpty( $names, $item['slug'] );
				$this->assertSame( array(), array_values( array_filter( $names, static fn( string $name ): bool => ! str_starts_with( $name, 'core/' ) ) ), $item['slug'] );
			} else {
				$export = json_decode( $content, true );
				$this->assertIsArray( $export['content'] ?? null, $item['slug'] );
			}
		}
		$this->assertSame( array(), $failed );
	}
}
