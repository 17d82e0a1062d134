<?php
/**
 * A site that uses its network's library copies the library's images from
 * the main site's uploads folder on disk, and nothing else from there
 * (found by probing, 2026-12-04: an Author copied another sub-site's image
 * from a folder the web server denies into their own site's media).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\MultisiteTestCase;

/**
 * On the sub-site, with the network sharing one library.
 */
final class SharedUploadsTest extends MultisiteTestCase {
	protected bool $shared_library = true;

	/**
	 * Folders made in the main site's uploads.
	 *
	 * @var string[]
	 */
	private array $made = array();

	protected function tearDown(): void {
		try {
			foreach ( $this->made as $folder ) {
				SafeZip::remove_dir( $folder );
			}
		} finally {
			parent::tearDown();
		}
	}

	/**
	 * Writes a small PNG in the main site's uploads; answers its URL.
	 *
	 * @param string $relative  Path under the main site's uploads.
	 * @param bool   $htaccess  Close its folder with an `.htaccess` of its own.
	 */
	private function main_site_image( string $relative, bool $htaccess = false ): string {
		switch_to_blog( get_main_site_id() );
		$uploads = wp_get_upload_dir();
		restore_current_blog();
		$path = $uploads['basedir'] . '/' . $relative;
		wp_mkdir_p( dirname( $path ) );
		$this->made[] = $uploads['basedir'] . '/' . strtok( $relative, '/' );
		$image        = imagecreatetruecolor( 4, 4 );
		imagepng( $image, $path );
		if ( $htaccess ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test folder's deny rule.
			file_put_contents( dirname( $path ) . '/.htaccess', "Require all denied\n" );
		}
		return $uploads['baseurl'] . '/' . $relative;
	}

	public function test_the_librarys_images_are_copied_and_other_sites_or_closed_folders_are_not(): void {
		$this->assertTrue( \Stencilbox\Support\NetworkLibrary::elsewhere(), 'the sub-site uses the network\'s library' );
		wp_set_current_user( $this->admin );
		$library = $this->main_site_image( 'sbx-library-test/2026/01/library.png' );
		$other   = $this->main_site_image( 'sites/987654/2026/01/other-site.png' );
		$closed  = $this->main_site_image( 'sbx-closed-test/protected/closed.png', true );
		$content = '';
		foreach ( array( $library, $other, $closed ) as $url ) {
			$content .= '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image -->';
		}
		$file   = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$result = ( new ImageLocalizer( dirname( $file ), plugins_url( '', $file ) ) )->localize( $content, 'gutenberg' );

		$this->assertSame( 1, $result['copied'], 'the library\'s image' );
		$this->assertStringNotContainsString( $library, $result['content'] );
		$this->assertStringContainsString( trailingslashit( wp_get_upload_dir()['baseurl'] ), $result['content'], 'now in this site\'s media' );
		$this->assertStringContainsString( $other, $result['content'], 'another site\'s upload: not read from disk' );
		$this->assertStringContainsString( $closed, $result['content'], 'a closed folder\'s: not read from disk' );
		$this->assertCount( 1, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1 ) ) );
	}
}
