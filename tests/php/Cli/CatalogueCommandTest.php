<?php
/**
 * `wp stencilbox catalogue export|import` on a real WordPress: the bundle
 * written to a file, read back into an emptied catalogue.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Support\Names;
use Stencilbox\Tests\CliTestCase;

/**
 * Bundles from the command line.
 *
 * @database-neutral reads ids back; the command's output.
 */
final class CatalogueCommandTest extends CliTestCase {
	/**
	 * A folder for this test's files.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->dir = get_temp_dir() . 'stencilbox-cli-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->dir );
	}

	/**
	 * Removes the test's files.
	 */
	protected function tearDown(): void {
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * Every item's platform/type/slug, sorted.
	 *
	 * @return string[]
	 */
	private static function items(): array {
		global $wpdb;
		return (array) $wpdb->get_col( 'SELECT CONCAT( platform, \'/\', type, \'/\', slug ) AS k FROM ' . Names::table( 'catalog_items' ) . ' ORDER BY k' );
	}

	public function test_export_then_import_restores_the_catalogue(): void {
		$admin  = $this->login_as( 'administrator' );
		$before = self::items();
		$this->assertCount( 22, $before, '3 packs, 19 pages and blocks' );
		$file = $this->dir . '/library.zip';

		$run = $this->wp( 'stencilbox', 'catalogue', 'export', $file, '--user=' . $admin );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( array( sprintf( 'Success: Exported the library to %s (%s).', $file, size_format( (int) filesize( $file ) ) ) ), $run['stdout'] );
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $file ) );
		$this->assertNotFalse( $zip->locateName( 'catalogue.json' ) );
		$zip->close();
		$this->assertSame( array(), glob( get_temp_dir() . 'stencilbox-catalogue*' ) ?: array(), 'the temporary zip is gone' );

		self::empty_catalogue();
		$this->assertSame( array(), self::items() );
		$run = $this->wp( 'stencilbox', 'catalogue', 'import', $file, '--user=' . $admin );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( array( 'Success: Imported 3 packs and 19 items (0 removed; 0 unused image files left out).' ), $run['stdout'] );
		$this->assertSame( $before, self::items() );
	}

	public function test_export_keeps_an_existing_file_unless_forced(): void {
		$admin = $this->login_as( 'administrator' );
		$file  = $this->dir . '/library.zip';
		file_put_contents( $file, 'mine' );

		$run = $this->wp( 'stencilbox', 'catalogue', 'export', $file, '--user=' . $admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( "Error: {$file} already exists. Add --force to overwrite it. [invalid_data]" ), $run['stderr'] );
		$this->assertSame( 'mine', file_get_contents( $file ) );

		$run = $this->wp( 'stencilbox', 'catalogue', 'export', $file, '--force', '--porcelain', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'] );
		$this->assertSame( array( $file ), $run['stdout'], '--porcelain prints the path only' );
		$this->assertSame( 'PK', substr( (string) file_get_contents( $file ), 0, 2 ) );
	}

	public function test_import_refuses_and_writes_nothing(): void {
		$admin  = $this->login_as( 'administrator' );
		$before = self::items();
		$junk   = $this->dir . '/junk.zip';
		file_put_contents( $junk, 'not a zip' );
		$cases = array(
			array( array( $junk ), 'Error: Run this command as a WordPress administrator: add --user=<id|login|email>. [rest_forbidden]' ),
			array( array( $this->dir . '/missing.zip', '--user=' . $admin ), "Error: There is no readable file at {$this->dir}/missing.zip. [invalid_data]" ),
			array( array( $junk, '--user=' . $admin ), 'Error: This file is not a zip archive. [invalid_data]' ),
		);
		foreach ( $cases as [ $argv, $error ] ) {
			$run = $this->wp( 'stencilbox', 'catalogue', 'import', ...$argv );
			$this->assertSame( 1, $run['exit'] );
			$this->assertSame( array( $error ), $run['stderr'] );
			$this->assertSame( array(), $run['stdout'] );
		}
		$this->assertSame( $before, self::items() );
	}
}
