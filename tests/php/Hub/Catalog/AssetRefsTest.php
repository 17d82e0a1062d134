<?php
/**
 * Image references: which base a file is stored against.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Tests\TestCase;

/**
 * `ref_for()` and `url()`.
 */
final class AssetRefsTest extends TestCase {
	/**
	 * A file in the uploads folder stays an upload when the plugin folder
	 * holds the uploads folder (a dev site inside the checkout): its URL is
	 * the uploads URL, not a path through the plugin's URL.
	 */
	public function test_an_upload_inside_the_plugin_folder_is_an_upload(): void {
		$uploads = wp_get_upload_dir();
		wp_mkdir_p( $uploads['basedir'] . '/stencilbox-catalog/published' );
		$file = $uploads['basedir'] . '/stencilbox-catalog/published/x-card.webp';
		file_put_contents( $file, 'RIFF' );
		// A plugin folder that holds the uploads folder.
		$refs = new AssetRefs( dirname( $uploads['basedir'] ), dirname( $uploads['basedir'] ) . '/stencilbox.php' );

		$ref = $refs->ref_for( $file );
		wp_delete_file( $file );

		$this->assertSame( 'uploads:stencilbox-catalog/published/x-card.webp', $ref );
		$this->assertSame( trailingslashit( $uploads['baseurl'] ) . 'stencilbox-catalog/published/x-card.webp', $refs->url( (string) $ref ) );
	}

	/**
	 * A file of the plugin outside uploads is the plugin's.
	 */
	public function test_a_plugin_file_is_the_plugins(): void {
		$dir  = dirname( __DIR__, 4 );
		$refs = new AssetRefs( $dir, $dir . '/stencilbox.php' );
		$this->assertSame( 'plugin:stencilbox.php', $refs->ref_for( $dir . '/stencilbox.php' ) );
		$this->assertNull( $refs->ref_for( $dir . '/no-such-file.php' ) );
	}
}
