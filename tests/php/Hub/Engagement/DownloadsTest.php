<?php
/**
 * Download history and counts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Engagement;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Records and pages.
 *
 * @group database
 */
final class DownloadsTest extends CatalogTestCase {
	public function test_records_count_on_the_item_and_page_newest_first(): void {
		$downloads = new Downloads();
		$hero      = (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' );
		$home      = (int) $this->catalog->id_of( 'gutenberg', 'harbor-home' );
		$before    = (int) $this->catalog->row( $hero )['downloads'];
		$downloads->record( 5, $hero, 'insert' );
		$downloads->record( 5, $home, 'page' );
		$downloads->record( 6, $hero, 'nonsense' );
		$this->assertSame( $before + 2, (int) $this->catalog->row( $hero )['downloads'] );
		$page = $downloads->page( 5, 1, 10 );
		$this->assertSame( 2, $page['total'] );
		$this->assertSame( array( 'harbor-home', 'harbor-hero' ), array_column( $page['rows'], 'slug' ) );
		$this->assertSame( 'page', $page['rows'][0]['origin'] );
		$this->assertSame( 'insert', $downloads->page( 6, 1, 10 )['rows'][0]['origin'], 'unknown origins are recorded as insert' );
		$this->assertSame( array( 'harbor-hero' ), array_column( $downloads->page( 5, 2, 1 )['rows'], 'slug' ) );
	}
}
