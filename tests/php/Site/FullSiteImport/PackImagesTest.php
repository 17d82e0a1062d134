<?php
/**
 * Which images of a pack package reach the media library.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\PackImages;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\TestCase;

/**
 * A photo is taken whatever bytes its compressed data happens to hold; an
 * image with a PHP opening tag is not (the hub's rule, CatalogueImage).
 * The bench of issue [17] lost one of 300 generated photos to the old
 * `<?=` rule.
 */
final class PackImagesTest extends TestCase {
	private const FOLDER = 'stencilbox-fsi/pack-images-test';

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( self::factory_admin() );
	}

	protected function tearDown(): void {
		SafeZip::remove_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . self::FOLDER );
		parent::tearDown();
	}

	/**
	 * An administrator.
	 */
	private static function factory_admin(): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'images-' . wp_generate_password( 6, false, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
	}

	/**
	 * A small JPEG with a comment segment (what a photo's data may hold).
	 *
	 * @param string $comment The comment's bytes.
	 */
	private static function jpeg( string $comment ): string {
		$image = imagecreatetruecolor( 40, 30 );
		imagefilledrectangle( $image, 0, 0, 39, 29, (int) imagecolorallocate( $image, 200, 60, 20 ) );
		ob_start();
		imagejpeg( $image, null, 80 );
		$bytes = (string) ob_get_clean();
		// SOI, then a COM segment (0xFFFE, big-endian length including itself).
		return substr( $bytes, 0, 2 ) . "\xFF\xFE" . pack( 'n', strlen( $comment ) + 2 ) . $comment . substr( $bytes, 2 );
	}

	public function test_a_photo_whose_data_holds_the_bytes_of_a_short_echo_tag_is_imported(): void {
		$copy = PackImages::store( 'photo.jpg', self::jpeg( "\x12\x34<?=\x9a" ), self::FOLDER );
		$this->assertNotNull( $copy );
		$this->assertSame( 'attachment', get_post_type( $copy['id'] ) );
		$this->assertSame( 40, wp_get_attachment_metadata( $copy['id'] )['width'] ?? null, 'WordPress read it as an image' );
	}

	public function test_an_image_with_a_php_opening_tag_is_refused(): void {
		$this->assertNull( PackImages::store( 'shell.jpg', self::jpeg( '<?php echo 1; ?>' ), self::FOLDER ) );
		$this->assertNull( PackImages::store( 'shell2.jpg', self::jpeg( '<?PHP system($_GET[1]);' ), self::FOLDER ) );
		$this->assertNull( PackImages::store( 'fake.jpg', 'GIF89a not a jpeg', self::FOLDER ) );
	}
}
