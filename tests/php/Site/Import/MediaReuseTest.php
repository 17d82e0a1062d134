<?php
/**
 * Inserting cloud files keeps the media library tidy (issue [15] #11): a
 * page pushed from this site reuses its own images; a file from elsewhere
 * gets one copy per image, named for people and with its alt text; the same
 * picture from another address reuses the copy it already has.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Import;

use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Site\FullSiteImport\PackImages;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Import\MediaReuse;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\CloudTestCase;

/**
 * Through the site's push and insert routes (in-process hub), and the localizer.
 */
final class MediaReuseTest extends CloudTestCase {
	/**
	 * Temporary files and folders to remove.
	 *
	 * @var string[]
	 */
	private array $temp = array();

	/**
	 * The cloud's image files before the test (files outlive the rolled-back rows).
	 *
	 * @var string[]
	 */
	private array $cloud_files = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cloud_files = (array) glob( CloudImages::dir() . '/*' );
	}

	protected function tearDown(): void {
		foreach ( array_diff( (array) glob( CloudImages::dir() . '/*' ), $this->cloud_files ) as $file ) {
			wp_delete_file( (string) $file );
		}
		foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		foreach ( array_reverse( $this->temp ) as $path ) {
			is_dir( $path ) ? rmdir( $path ) : wp_delete_file( $path );
		}
		parent::tearDown();
	}

	/**
	 * A PNG of one colour (distinct bytes per shade).
	 *
	 * @param int $shade 0–255.
	 */
	private static function png( int $shade ): string {
		$image = imagecreatetruecolor( 8, 8 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, $shade, 80, 120 ) );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * An image in this site's media library.
	 *
	 * @param string $name  File name.
	 * @param string $bytes Bytes.
	 * @param string $alt   Alt text.
	 * @return array{id: int, url: string}
	 */
	private function library_image( string $name, string $bytes, string $alt ): array {
		$upload = wp_upload_bits( $name, null, $bytes );
		$this->assertEmpty( $upload['error'] );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => pathinfo( $name, PATHINFO_FILENAME ),
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		return array(
			'id'  => (int) $id,
			'url' => (string) $upload['url'],
		);
	}

	/**
	 * Image blocks for images.
	 *
	 * @param array<int, array{id: int, url: string}> $images Images.
	 * @param string[]                                $alts   Their alt texts.
	 */
	private static function blocks( array $images, array $alts ): string {
		$out = '';
		foreach ( $images as $i => $image ) {
			$out .= '<!-- wp:image {"id":' . $image['id'] . '} --><figure class="wp-block-image"><img src="' . $image['url'] . '" alt="' . esc_attr( $alts[ $i ] ) . '" class="wp-image-' . $image['id'] . '"/></figure><!-- /wp:image -->';
		}
		return $out;
	}

	/**
	 * Attachments in the media library.
	 *
	 * @return int[]
	 */
	private static function attachments(): array {
		return array_map( 'intval', get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC' ) ) );
	}

	/**
	 * Pushes a page through the site (images go along) and returns the file id.
	 *
	 * @param string $content Content.
	 * @param string $name    Name.
	 */
	private function push_page( string $content, string $name ): int {
		$response = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => $name, 'file_content' => self::editor_payload( $content, $name ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['file']['id'];
	}

	/**
	 * Inserts a cloud file (as the editor does).
	 *
	 * @param int $file_id File.
	 * @return array<string, mixed>
	 */
	private function insert( int $file_id ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $file_id, 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_a_page_pushed_from_this_site_inserts_with_its_own_images(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'pics@example.org', 'pro' );
		$images  = array(
			$this->library_image( 'harbor-dawn.png', self::png( 10 ), 'Harbor at dawn' ),
			$this->library_image( 'team.png', self::png( 200 ), 'Our team' ),
		);
		$file_id = $this->push_page( self::blocks( $images, array( 'Harbor at dawn', 'Our team' ) ), 'Harbor page' );
		$before  = self::attachments();

		foreach ( array( 1, 2 ) as $time ) {
			$inserted = $this->insert( $file_id );
			$this->assertSame( 0, $inserted['images']['copied'], "insert $time" );
			$this->assertSame( 2, $inserted['images']['reused'], "insert $time" );
			$this->assertSame( $before, self::attachments(), "insert $time: no new attachment" );
			foreach ( $images as $image ) {
				$this->assertStringContainsString( $image['url'], $inserted['content'] );
				$this->assertStringContainsString( '"id":' . $image['id'], $inserted['content'] );
			}
		}
	}

	public function test_a_cloud_file_from_elsewhere_gets_one_readable_copy_per_image(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'pics@example.org', 'pro' );
		$images  = array(
			$this->library_image( 'a.png', self::png( 30 ), '' ),
			$this->library_image( 'b.png', self::png( 60 ), '' ),
		);
		$file_id = $this->push_page( self::blocks( $images, array( 'Sunrise over the bay', '' ) ), 'Pricing hero' );
		// As on another site of the account: these images are not here.
		foreach ( $images as $image ) {
			wp_delete_attachment( $image['id'], true );
		}

		$first = $this->insert( $file_id );
		$this->assertSame( 2, $first['images']['copied'] );
		$copies = self::attachments();
		$this->assertCount( 2, $copies );
		$second = $this->insert( $file_id );
		$this->assertSame( 2, $second['images']['reused'] );
		$this->assertSame( $copies, self::attachments(), 'the second insert adds nothing' );
		$this->assertSame( $first['content'], $second['content'] );

		// Named for people, not by a 64-hex hash; the alt text kept.
		$names = array_map( static fn( int $id ): string => wp_basename( (string) get_attached_file( $id ) ), $copies );
		$this->assertSame( array( 'sunrise-over-the-bay.png', 'pricing-hero.png' ), $names );
		$this->assertSame( 'Sunrise over the bay', get_post_meta( $copies[0], '_wp_attachment_image_alt', true ) );
		$this->assertSame( 'sunrise-over-the-bay', get_the_title( $copies[0] ) );
		foreach ( $copies as $id ) {
			$this->assertDoesNotMatchRegularExpression( '/[a-f0-9]{64}/', get_the_title( $id ) );
		}
	}

	public function test_the_same_picture_from_another_address_reuses_its_copy(): void {
		$this->login_as( 'editor' );
		$dir = get_temp_dir() . 'sbx-media-' . wp_generate_password( 6, false );
		mkdir( $dir );
		$this->temp[] = $dir;
		foreach ( array( 'first.png', 'same-again.png' ) as $name ) {
			file_put_contents( "$dir/$name", self::png( 99 ) );
			$this->temp[] = "$dir/$name";
		}
		$images = new ImageLocalizer( $dir, 'https://plugin.example/own' );
		$one    = $images->localize( '<img src="https://plugin.example/own/first.png" alt="Logo"/>', 'gutenberg' );
		$this->assertSame( 1, $one['copied'] );
		$this->assertCount( 1, self::attachments() );
		$two = $images->localize( '<img src="https://plugin.example/own/same-again.png" alt="Logo"/>', 'gutenberg' );
		$this->assertSame( 0, $two['copied'] );
		$this->assertSame( 1, $two['reused'] );
		$this->assertSame( array(), $two['created'], 'a failed import would not delete it' );
		$this->assertCount( 1, self::attachments() );
		$this->assertSame( $one['content'], str_replace( 'same-again', 'first', $two['content'] ) );
		// And the next time from that address, without a download.
		$three = $images->localize( '<img src="https://plugin.example/own/same-again.png" alt="Logo"/>', 'gutenberg' );
		$this->assertSame( 1, $three['reused'] );
		$this->assertSame( 'first.png', wp_basename( (string) get_attached_file( self::attachments()[0] ) ) );
	}

	public function test_a_packs_image_and_an_inserts_copy_of_the_same_bytes_are_one_attachment(): void {
		$this->login_as( 'administrator' );
		$dir = get_temp_dir() . 'sbx-media-' . wp_generate_password( 6, false );
		mkdir( $dir );
		$this->temp[] = $dir;
		foreach ( array( 'copied-first.png' => 41, 'packed-first.png' => 42 ) as $name => $shade ) {
			file_put_contents( "$dir/$name", self::png( $shade ) );
			$this->temp[] = "$dir/$name";
		}
		$folder = 'stencilbox-fsi/media-reuse-test';
		$images = new ImageLocalizer( $dir, 'https://plugin.example/own' );
		try {
			// An insert copied it first: a full-site import's pack image with those bytes is that attachment.
			$copied = $images->localize( '<img src="https://plugin.example/own/copied-first.png" alt=""/>', 'gutenberg' );
			$this->assertSame( 1, $copied['copied'] );
			$packed = PackImages::store( 'hero.png', self::png( 41 ), $folder );
			$this->assertSame( $copied['created'][0], $packed['id'] ?? null );
			$this->assertCount( 1, self::attachments() );

			// A pack brought it first: an insert of the same bytes uses the pack's attachment.
			$packed = PackImages::store( 'team.png', self::png( 42 ), $folder );
			$this->assertNotNull( $packed );
			$this->assertCount( 2, self::attachments() );
			$copied = $images->localize( '<img src="https://plugin.example/own/packed-first.png" alt=""/>', 'gutenberg' );
			$this->assertSame( 0, $copied['copied'] );
			$this->assertSame( 1, $copied['reused'] );
			$this->assertStringContainsString( $packed['url'], $copied['content'] );
			$this->assertCount( 2, self::attachments() );
			// And the same pack image again is the same attachment.
			$this->assertSame( $packed['id'], PackImages::store( 'team.png', self::png( 42 ), $folder )['id'] ?? null );
			$this->assertCount( 2, self::attachments() );
		} finally {
			foreach ( self::attachments() as $id ) {
				wp_delete_attachment( $id, true );
			}
			SafeZip::remove_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . $folder );
		}
	}

	public function test_names_and_alt_texts_are_read_from_the_content(): void {
		$hash = str_repeat( 'ab', 32 );
		$url  = 'https://hub.example/wp-content/uploads/stencilbox-cloud/' . $hash . '.png';
		$this->assertSame( $hash, MediaReuse::hash_in_url( $url ) );
		$this->assertSame( '', MediaReuse::hash_in_url( 'https://hub.example/wp-content/uploads/2024/01/photo.png' ) );
		$this->assertSame( 'photo.png', MediaReuse::file_name( 'https://x.example/photo.png', 'Alt', 'Item' ) );
		$this->assertSame( 'a-boat-at-sea.png', MediaReuse::file_name( $url, 'A boat at sea', 'Item' ) );
		$this->assertSame( 'harbor-home.png', MediaReuse::file_name( $url, '', 'Harbor Home' ) );
		$this->assertSame( 'image.png', MediaReuse::file_name( $url, '', '' ) );
		$this->assertSame( array( $url => 'A boat & sea' ), Platforms::get( 'gutenberg' )->alt_texts( '<img class="x" src="' . $url . '" alt="A boat &amp; sea"/>' ) );
		$this->assertSame(
			array( $url => 'Logo' ),
			Platforms::get( 'elementor' )->alt_texts(
				(string) wp_json_encode(
					array(
						array(
							'settings' => array(
								'image' => array(
									'url' => $url,
									'id'  => 4,
									'alt' => 'Logo',
								),
							),
						),
					)
				)
			)
		);
	}
}
