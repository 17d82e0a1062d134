<?php
namespace Stencilbox\Tests\Scratch;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Plugin;
use Stencilbox\Tests\TestCase;

final class ScratchColourTest extends TestCase {
	public function test_colour(): void {
		$this->login_as( 'editor' );
		$lookup = $this->rest( 'GET', '/stencilbox/v1/colourSchemes' )->get_data();
		fwrite( STDERR, wp_json_encode( $lookup ) . "\n" );
		$this->assertCount( 3, $lookup );
		$dark = array_column( $lookup, 'id', 'slug' )['dark'];
		$all  = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'type' => 'block' ) )->get_data()['total'];
		$d    = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'type' => 'block', 'colourScheme' => (string) $dark ) );
		fwrite( STDERR, "status {$d->get_status()} all $all dark {$d->get_data()['total']}\n" );
		$this->assertGreaterThan( 0, $d->get_data()['total'] );
		$this->assertLessThan( $all, $d->get_data()['total'] );
		$bad = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'colourScheme' => 'x' ) );
		$this->assertSame( 400, $bad->get_status() );
		$zip_path = Plugin::instance()->service( Bundle::class )->export();
		$zip      = new \ZipArchive();
		$zip->open( $zip_path );
		$manifest = json_decode( (string) $zip->getFromName( 'catalogue.json' ), true );
		fwrite( STDERR, wp_json_encode( $manifest['colour_schemes'] ) . ' ' . wp_json_encode( $manifest['items'][0]['colour_schemes'] ?? null ) . "\n" );
		$this->assertCount( 3, $manifest['colour_schemes'] );
		$this->assertCount( 1, $manifest['items'][0]['colour_schemes'] );
		unlink( $zip_path );
	}
}
