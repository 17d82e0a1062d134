<?php
/**
 * Base for tests that need a known catalogue: inside the test's transaction
 * the catalogue is emptied and the mini fixture
 * (tests/fixtures/catalogue-mini) is imported, whatever the shipped demo holds.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Support\Names;

/**
 * Fixture catalogue helpers.
 */
abstract class CatalogTestCase extends TestCase {
	public const FIXTURE = __DIR__ . '/../fixtures/catalogue-mini';

	protected AssetRefs $refs;
	protected CatalogRepository $catalog;
	protected CatalogWriter $writer;
	protected CatalogueImporter $importer;

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$plugin_file    = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$this->refs     = new AssetRefs( dirname( realpath( $plugin_file ) ), realpath( $plugin_file ) );
		$this->catalog  = new CatalogRepository( $this->refs );
		$this->writer   = new CatalogWriter();
		$this->importer = new CatalogueImporter( new CatalogueReader(), $this->writer, $this->refs );
		self::empty_catalogue();
		$this->importer->import_folder( self::FIXTURE, 'demo', true );
	}

	/**
	 * Deletes every catalogue row (rolled back with the test).
	 */
	protected static function empty_catalogue(): void {
		global $wpdb;
		foreach ( array( 'items', 'content', 'terms', 'item_terms', 'dependencies', 'item_dependencies', 'words', 'sets' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( 'catalog_' . $table ) );
		}
	}

	/**
	 * List params with defaults.
	 *
	 * @param array<string, mixed> $params Overrides.
	 * @return array<string, mixed>
	 */
	protected static function params( array $params = array() ): array {
		return $params + array(
			'plan'           => 'all',
			'platform'       => 'gutenberg',
			'type'           => 'all',
			'page'           => 1,
			'per_page'       => 20,
			'search'         => '',
			'include_search' => true,
			'templateType'   => 'all',
			'category'       => 'all',
			'include'        => array(),
			'exclude'        => array(),
			'tags'           => array(),
		);
	}

	/**
	 * Slugs of a list query's items, in order.
	 *
	 * @param array<string, mixed> $params Overrides.
	 * @return string[]
	 */
	protected function slugs( array $params = array() ): array {
		return array_column( $this->catalog->query( self::params( $params ) )['data'], 'slug' );
	}

	/**
	 * A dependency's id by slug.
	 *
	 * @param string $slug Slug.
	 */
	protected static function dependency_id( string $slug ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Names::table( 'catalog_dependencies' ) . ' WHERE slug = %s', $slug ) );
	}

	/**
	 * A term's id.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $slug     Slug.
	 */
	protected function term_id( string $taxonomy, string $slug ): int {
		return (int) $this->catalog->term_id( $taxonomy, $slug );
	}
}
