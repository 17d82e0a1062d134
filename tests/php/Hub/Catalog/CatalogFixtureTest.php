<?php
/**
 * CatalogTestCase's snapshot of the mini fixture's import gives back
 * exactly what the import wrote: every row of every catalogue table (the
 * id sets' binary bitmaps too), the pricing option, and a new catalogue
 * version, as a real import does.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;

/**
 * CatalogTestCase::import_fixture().
 *
 * @group database
 */
final class CatalogFixtureTest extends CatalogTestCase {
	public function test_a_restored_catalogue_is_the_imported_one(): void {
		$this->assertNotNull( self::$imported, 'setUp imported the fixture' );
		$snapshot = self::$imported['rows'];
		$this->assertGreaterThan( 20, count( $snapshot['items'] ) );
		$this->assertNotEmpty( $snapshot['sets'] );
		$this->assertTrue( ( new CatalogSets() )->ready() );

		update_option( CatalogWriter::PRICING_OPTION, array(), false );
		$version = CatalogVersion::get();
		$changed = did_action( Names::EVENT_CATALOG_CHANGED );
		self::empty_catalogue();
		$this->assertSame( array(), self::catalogue_rows()['items'] );
		// The snapshot exists now: this is the restore.
		$this->import_fixture();
		$this->assertSame( $snapshot, self::catalogue_rows(), 'every row, byte for byte' );
		$this->assertSame( self::$imported['options'][ CatalogWriter::PRICING_OPTION ], get_option( CatalogWriter::PRICING_OPTION ) );
		$this->assertCount( 3, get_option( CatalogWriter::PRICING_OPTION ) );
		$this->assertSame( $version + 1, CatalogVersion::get(), 'the version moves, as after an import' );
		$this->assertSame( $changed + 1, did_action( Names::EVENT_CATALOG_CHANGED ) );
		$this->assertSame( array( 'harbor-hero', 'sunrise-hero' ), $this->slugs( array( 'type' => 'block', 'templateType' => 'hero' ) ) );

		// A real import over it changes nothing but the version.
		$this->importer->import_folder( self::FIXTURE, 'demo', true );
		$strip = static fn( array $rows ): array => array_map( static fn( array $row ): array => array_diff_key( $row, array_flip( array( 'updated_at', 'created_at' ) ) ), $rows );
		$this->assertSame( $strip( $snapshot['items'] ), $strip( self::catalogue_rows()['items'] ) );
		$this->assertSame( $version + 2, CatalogVersion::get() );
	}
}
