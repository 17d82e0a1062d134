<?php
/**
 * An import's image sizes made after its pages are in place: every size
 * WordPress makes, in bounded runs that survive a killed worker, and gone
 * with a revert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\ImageSizes;
use Stencilbox\Site\FullSiteImport\ImportLock;
use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Support\Names;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Harbor's About page gets photos (JPEG, 1600×1000, from this site's
 * uploads, which the hub packs like any image of an item); the import runs
 * as on PHP-FPM, where the sizes are left for later
 * (`stencilbox_fsi_defer_image_sizes`).
 *
 * @group database
 */
final class ImageSizesTest extends FullSiteImportTestCase {
	/** Where the photos the About page shows live (in uploads). */
	private const PHOTOS = 'stencilbox-sizes-test';

	/**
	 * Size files made, by file name, in the order the editor saved them.
	 *
	 * @var string[]
	 */
	private array $made = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'stencilbox_fsi_defer_image_sizes', '__return_true' );
		add_filter( 'image_make_intermediate_size', array( $this, 'record_size' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'stencilbox_fsi_defer_image_sizes', '__return_true' );
		remove_filter( 'image_make_intermediate_size', array( $this, 'record_size' ) );
		SafeZip::remove_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . self::PHOTOS );
		wp_clear_scheduled_hook( Sweeper::IMAGE_SIZES_HOOK );
		parent::tearDown();
	}

	/**
	 * Records a size file the image editor has just written.
	 *
	 * @param string $file Its path.
	 */
	public function record_size( mixed $file ): string {
		$this->made[] = wp_basename( (string) $file );
		return (string) $file;
	}

	/**
	 * The job (the plugin's own instance).
	 */
	private function sizes(): ImageSizes {
		$sizes = Plugin::instance()->service( ImageSizes::class );
		$this->assertInstanceOf( ImageSizes::class, $sizes );
		return $sizes;
	}

	/**
	 * Adds photos to Harbor's About page in the hub's catalogue.
	 *
	 * @param int $count How many.
	 */
	private function add_photos( int $count ): void {
		global $wpdb;
		$uploads = wp_get_upload_dir();
		wp_mkdir_p( $uploads['basedir'] . '/' . self::PHOTOS );
		$html = '';
		for ( $n = 1; $n <= $count; $n++ ) {
			$image = imagecreatetruecolor( 1600, 1000 );
			imagefilledrectangle( $image, 0, 0, 1599, 999, (int) imagecolorallocate( $image, 40 * $n, 120, 200 - 30 * $n ) );
			imagefilledellipse( $image, 400 * $n, 500, 300, 300, (int) imagecolorallocate( $image, 250, 250, 10 * $n ) );
			imagejpeg( $image, $uploads['basedir'] . '/' . self::PHOTOS . "/harbor-photo-$n.jpg", 80 );
			$html .= '<!-- wp:image --><figure class="wp-block-image"><img src="' . esc_url( $uploads['baseurl'] . '/' . self::PHOTOS . "/harbor-photo-$n.jpg" ) . '" alt="Photo ' . $n . '"/></figure><!-- /wp:image -->';
		}
		$about = (int) $this->catalog->id_of( 'gutenberg', 'harbor-about', 'page' );
		$this->assertGreaterThan( 0, $about );
		$content = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT content FROM %i WHERE item_id = %d', Names::table( 'catalog_content' ), $about ) );
		$this->assertNotSame( '', $content );
		$wpdb->update( Names::table( 'catalog_content' ), array( 'content' => $content . $html ), array( 'item_id' => $about ) );
	}

	/**
	 * The photos the import made, oldest first.
	 *
	 * @return int[]
	 */
	private static function photos(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'inherit',
					'post_mime_type' => 'image/jpeg',
					'fields'         => 'ids',
					'numberposts'    => -1,
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			)
		);
	}

	/**
	 * Every file under uploads (relative path => SHA-1), the photos' own
	 * folder aside, and the guard files of the two private folders, which
	 * stay once made (docs/decisions/full-site-import.md; bench:import leaves
	 * them out too).
	 *
	 * @return array<string, string>
	 */
	private static function upload_files(): array {
		$base  = wp_get_upload_dir()['basedir'];
		$files = array();
		if ( ! is_dir( $base ) ) {
			return $files;
		}
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$relative = substr( $file->getPathname(), strlen( $base ) + 1 );
			if ( $file->isFile() && ! str_starts_with( $relative, self::PHOTOS . '/' ) && ! preg_match( '#^(stencilbox-fsi/packages|stencilbox/pack-builds)/(\.htaccess|index\.php)$#', $relative ) ) {
				$files[ $relative ] = (string) sha1_file( $file->getPathname() );
			}
		}
		ksort( $files );
		return $files;
	}

	/**
	 * The files of an attachment's folder, by name.
	 *
	 * @param int $id Attachment.
	 * @return string[]
	 */
	private static function folder_files( int $id ): array {
		$files = array_map( 'basename', (array) glob( dirname( (string) get_attached_file( $id ) ) . '/*' ) );
		sort( $files );
		return $files;
	}

	/**
	 * The files an attachment's metadata names: the image and each size.
	 *
	 * @param int $id Attachment.
	 * @return string[]
	 */
	private static function named_files( int $id ): array {
		$meta = (array) wp_get_attachment_metadata( $id );
		return array_merge( array( wp_basename( (string) get_attached_file( $id ) ) ), array_column( (array) ( $meta['sizes'] ?? array() ), 'file' ) );
	}

	/**
	 * Imports Harbor with photos; answers the session id.
	 *
	 * @param int $photos How many photos.
	 */
	private function import_with_photos( int $photos ): string {
		$this->add_photos( $photos );
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$this->assertCount( $photos, self::photos(), 'The pack brought the photos' );
		return $session;
	}

	public function test_an_import_leaves_the_sizes_for_later_and_the_job_makes_every_size_wordpress_makes(): void {
		$this->import_with_photos( 2 );
		$this->assertSame( array(), $this->made, 'No size was made while the import ran' );
		$missing = array();
		foreach ( self::photos() as $id ) {
			$meta = wp_get_attachment_metadata( $id );
			// Everything else an upload stores is there already.
			$this->assertSame( 1600, $meta['width'] );
			$this->assertSame( 1000, $meta['height'] );
			$this->assertArrayHasKey( 'image_meta', $meta );
			$this->assertSame( array(), $meta['sizes'] );
			$this->assertSame( '0', get_post_meta( $id, ImageSizes::META, true ) );
			$missing[ $id ] = array_keys( wp_get_missing_image_subsizes( $id ) );
			$this->assertContains( 'thumbnail', $missing[ $id ] );
			$this->assertContains( 'large', $missing[ $id ] );
		}
		$this->assertSame( 2, $this->sizes()->count() );

		$this->assertSame( 0, $this->sizes()->work( 60 ) );

		// The same photo uploaded the way WordPress uploads it, for comparison.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$copy = wp_tempnam( 'harbor-photo-1.jpg' );
		copy( wp_get_upload_dir()['basedir'] . '/' . self::PHOTOS . '/harbor-photo-1.jpg', $copy );
		$core = media_handle_sideload(
			array(
				'name'     => 'core-photo.jpg',
				'tmp_name' => $copy,
			),
			0
		);
		$this->assertIsInt( $core );
		$shape      = static fn( array $sizes ): array => array_map( static fn( array $size ): array => array( $size['width'], $size['height'], $size['mime-type'] ), $sizes );
		$core_sizes = $shape( wp_get_attachment_metadata( $core )['sizes'] );
		foreach ( array_keys( $missing ) as $id ) {
			$meta = wp_get_attachment_metadata( $id );
			$this->assertSame( $core_sizes, $shape( $meta['sizes'] ), 'Every size WordPress makes of an upload, in its order' );
			$this->assertSame( array(), wp_get_missing_image_subsizes( $id ) );
			foreach ( $meta['sizes'] as $size ) {
				$this->assertFileExists( dirname( (string) get_attached_file( $id ) ) . '/' . $size['file'] );
			}
			$this->assertSame( '', get_post_meta( $id, ImageSizes::META, true ) );
		}
		wp_delete_attachment( $core, true );
		$this->assertSame( 0, $this->sizes()->count() );
		$this->assertFalse( wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ), 'Nothing left for WP-Cron' );
	}

	public function test_the_job_works_in_bounded_runs_and_a_killed_worker_leaves_nothing_made_twice(): void {
		$this->import_with_photos( 3 );
		[ $first, $second, $third ] = self::photos();
		// Size files are named after their image.
		$prefix = static fn( int $id ): string => pathinfo( (string) get_attached_file( $id ), PATHINFO_FILENAME ) . '-';

		// A run with no time left still finishes one image, and only one.
		$this->assertSame( 2, $this->sizes()->work( 0.0 ) );
		$this->assertNotSame( array(), wp_get_attachment_metadata( $first )['sizes'] );
		$this->assertSame( array(), wp_get_attachment_metadata( $second )['sizes'] );
		// What is left waits for WP-Cron too.
		$this->assertNotFalse( wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) );

		// The worker dies after making the second photo's sizes, before it is
		// marked done (a SIGKILL there: the bench's kill point).
		$die = static function ( string $step, int $unit ): void {
			unset( $unit );
			if ( 'image_sizes' === $step ) {
				throw new \RuntimeException( 'The worker died.' );
			}
		};
		add_action( 'stencilbox_fsi_unit_done', $die, 10, 2 );
		try {
			$this->sizes()->work( 60 );
			$this->fail( 'The worker did not die.' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'The worker died.', $error->getMessage() );
		} finally {
			remove_action( 'stencilbox_fsi_unit_done', $die, 10 );
		}
		$this->assertNotSame( array(), wp_get_attachment_metadata( $second )['sizes'], 'Its sizes are recorded as each is made' );
		$this->assertSame( '1', get_post_meta( $second, ImageSizes::META, true ), 'Still waiting: one try counted' );
		$this->made = array();

		// The third photo's worker dies half-way: a size file written, not yet recorded.
		$cut = function ( mixed $file ) use ( $third, $prefix ): string {
			if ( str_starts_with( wp_basename( (string) $file ), $prefix( $third ) ) && 2 === count( array_filter( $this->made, static fn( string $name ): bool => str_starts_with( $name, $prefix( $third ) ) ) ) ) {
				throw new \RuntimeException( 'The worker died half-way.' );
			}
			return (string) $file;
		};
		add_filter( 'image_make_intermediate_size', $cut, 20 );
		try {
			$this->sizes()->work( 60 );
			$this->fail( 'The worker did not die half-way.' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'The worker died half-way.', $error->getMessage() );
		} finally {
			remove_filter( 'image_make_intermediate_size', $cut, 20 );
		}
		$orphan = array_values( array_filter( array_diff( self::folder_files( $third ), self::named_files( $third ) ), static fn( string $name ): bool => str_starts_with( $name, $prefix( $third ) ) ) );
		$this->assertCount( 1, $orphan, 'A size file was written and not recorded' );
		$this->assertSame( '', get_post_meta( $second, ImageSizes::META, true ), 'The second photo is done' );

		$this->assertSame( 0, $this->sizes()->work( 60 ) );
		// Since the kill: the second photo's sizes were not made again; of the
		// third's, only the one cut off was written twice (under its own name).
		$this->assertSame( array(), array_values( array_filter( $this->made, static fn( string $name ): bool => str_starts_with( $name, $prefix( $second ) ) ) ) );
		$twice = array_keys( array_filter( array_count_values( $this->made ), static fn( int $n ): bool => $n > 1 ) );
		$this->assertSame( $orphan, $twice, 'No size made twice but the one cut off' );
		foreach ( array( $first, $second, $third ) as $id ) {
			$this->assertSame( array(), wp_get_missing_image_subsizes( $id ) );
			$named = self::named_files( $id );
			sort( $named );
			$this->assertSame( array_values( array_unique( $named ) ), $named );
			$this->assertSame( '', get_post_meta( $id, ImageSizes::META, true ) );
		}
		// One folder holds the import's images: exactly the files their metadata names.
		$all    = array_merge( ...array_map( array( self::class, 'named_files' ), array( $first, $second, $third ) ) );
		$folder = array_values( array_filter( self::folder_files( $first ), static fn( string $name ): bool => str_starts_with( $name, 'harbor-photo-' ) ) );
		sort( $all );
		$this->assertSame( $all, $folder );
		$this->assertFalse( wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) );
	}

	public function test_revert_takes_the_sizes_made_and_the_ones_still_waiting(): void {
		$this->add_photos( 2 );
		$before  = self::snapshot();
		$files   = self::upload_files();
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		[ $first, $second ] = self::photos();
		// One photo has its sizes, the other waits; WP-Cron has the event.
		$this->assertSame( 1, $this->sizes()->work( 0.0 ) );
		$this->assertGreaterThan( 1, count( self::named_files( $first ) ) );
		$this->assertSame( array(), wp_get_attachment_metadata( $second )['sizes'] );
		$this->assertNotFalse( wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) );

		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
		$this->assertSame( $files, self::upload_files(), 'Every file the import and its sizes made is gone' );
		$this->assertSame( 0, $this->sizes()->count() );
		$this->assertFalse( wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) );
	}

	public function test_the_job_waits_for_a_revert_and_takes_over_from_a_killed_worker(): void {
		$this->import_with_photos( 1 );
		$photo = self::photos()[0];
		$site  = new ImportLock();
		$this->assertTrue( $site->take( 'revert:someone', 60 ) );
		$this->assertSame( 1, $this->sizes()->work( 60 ), 'Nothing made while a revert holds the site' );
		$this->assertSame( array(), $this->made );
		$site->release( 'revert:someone' );

		// Jobs of another machine hold every slot: they are left alone.
		$elsewhere = array( 'sizes:elsewhere:12:abcdefghij', 'sizes:elsewhere:13:abcdefghij' );
		$slots     = array( new ImportLock( ImageSizes::LOCK_OPTION ), new ImportLock( ImageSizes::LOCK_OPTION . '_2' ) );
		$this->assertSame( 2, ImageSizes::jobs() );
		$this->assertTrue( $slots[0]->take( $elsewhere[0], 60 ) );
		$this->assertTrue( $slots[1]->take( $elsewhere[1], 60 ) );
		$this->assertSame( 1, $this->sizes()->work( 60 ) );
		$this->assertSame( array(), $this->made );

		// One slot is free, but the other job is making the only image: two
		// jobs never make one image's sizes.
		$slots[1]->release( $elsewhere[1] );
		$image = new ImportLock( ImageSizes::IMAGE_OPTION . $photo );
		$this->assertTrue( $image->take( $elsewhere[0], 60 ) );
		$this->assertSame( 1, $this->sizes()->work( 60 ) );
		$this->assertSame( array(), $this->made );
		$this->assertSame( '', $slots[1]->holder(), 'The slot it took is given back' );
		$image->release( $elsewhere[0] );
		$slots[0]->release( $elsewhere[0] );

		// Jobs killed on this machine (their processes are gone) hold nothing:
		// neither their slots nor the image one of them was making.
		$dead = 'sizes:' . substr( (string) gethostname(), 0, 20 ) . ':2147483646:abcdefghij';
		$this->assertTrue( $slots[0]->take( $dead, 60 ) );
		$this->assertTrue( $slots[1]->take( $dead, 60 ) );
		$this->assertTrue( $image->take( $dead, 60 ) );
		$this->assertSame( 0, $this->sizes()->work( 60 ) );
		$this->assertNotSame( array(), $this->made );
		$this->assertSame( array( ImageSizes::LOCK_OPTION . '_2' ), self::job_rows(), 'Its slot and the image\'s row are given back; the other killed job\'s slot waits for the next job (or a revert) to take it' );
	}

	public function test_the_import_slot_goes_to_a_newer_worker_but_not_to_a_killed_one_and_other_slots_go_on(): void {
		global $wpdb;
		$this->import_with_photos( 3 );
		$wait  = static fn( string $owner ): mixed => $wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => ImageSizes::NEXT_OPTION,
				'option_value' => $owner,
				'autoload'     => 'off',
			)
		);
		$first = new ImportLock( ImageSizes::LOCK_OPTION );
		// A newer request's worker of the import waits to take over (on
		// another machine: alive): the job in the import's slot stops for it.
		$wait( 'sizes:elsewhere:13:abcdefghij' );
		$this->assertSame( 3, $this->sizes()->work( 60 ) );
		$this->assertSame( array(), $this->made, 'It stopped for the newer worker' );

		// A job in another slot (the results screen's, WP-Cron's) goes on.
		$this->assertTrue( $first->take( 'sizes:elsewhere:12:abcdefghij', 60 ) );
		$this->assertSame( 2, $this->sizes()->work( 0.0 ) );
		$this->assertNotSame( array(), $this->made );
		$this->made = array();
		$wpdb->delete( $wpdb->options, array( 'option_name' => ImageSizes::NEXT_OPTION ) );

		// An import's request takes only the import's slot: with it busy, it
		// waits for it (here in vain), and leaves the other slot alone.
		$this->assertSame( 2, $this->sizes()->work( 0.5, true ) );
		$this->assertSame( array(), $this->made );
		$first->release( 'sizes:elsewhere:12:abcdefghij' );

		// The waiting worker was killed on this machine: the job goes on.
		$wait( 'sizes:' . substr( (string) gethostname(), 0, 20 ) . ':2147483646:abcdefghij' );
		$this->assertSame( 0, $this->sizes()->work( 60 ) );
		$this->assertNotSame( array(), $this->made );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", ImageSizes::NEXT_OPTION ) ), 'Its row is gone' );
		$this->assertSame( array(), self::job_rows() );
	}

	public function test_the_results_screen_asks_for_the_sizes_while_some_wait(): void {
		$session = $this->import_with_photos( 2 );
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $event ): bool => 'complete' === $event['action'] ) );
		$this->assertSame( 2, $complete[0]['data']['images_waiting'], 'The results say how many images wait' );

		// Where the server cannot answer first (PHPUnit, like Apache's
		// mod_php), the request works before it answers.
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/images', array( 'session_id' => $session ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'left' => 0 ), $response->get_data() );
		foreach ( self::photos() as $id ) {
			$this->assertSame( array(), wp_get_missing_image_subsizes( $id ) );
		}
		$this->assertSame( array(), self::job_rows() );

		// Only the user who started the import asks, with the capability and by POST.
		$this->assertSame( 404, $this->rest( 'GET', '/stencilbox/v1/full-site-import/images', array( 'session_id' => $session ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/stencilbox/v1/full-site-import/images', array( 'session_id' => wp_generate_uuid4() ) )->get_status() );
		$this->login_as( 'administrator' );
		$other = $this->rest( 'POST', '/stencilbox/v1/full-site-import/images', array( 'session_id' => $session ) );
		$this->assertSame( 403, $other->get_status() );
		$this->assertSame( 'invalid_permission', $other->get_data()['code'] );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/full-site-import/images', array( 'session_id' => $session ) )->get_status() );
	}

	/**
	 * The jobs' rows left in the options table (slots, images, the waiting worker).
	 *
	 * @return string[]
	 */
	private static function job_rows(): array {
		global $wpdb;
		return (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'stencilbox_fsi_sizes_' ) . '%' ) );
	}

	public function test_an_image_that_keeps_failing_is_left_after_three_tries(): void {
		$this->import_with_photos( 1 );
		$id = self::photos()[0];
		update_post_meta( $id, ImageSizes::META, (string) ImageSizes::MAX_TRIES );
		$this->assertSame( 0, $this->sizes()->work( 60 ) );
		$this->assertSame( array(), $this->made );
		$this->assertSame( array(), wp_get_attachment_metadata( $id )['sizes'] );
		$this->assertSame( '', get_post_meta( $id, ImageSizes::META, true ) );
	}
}
