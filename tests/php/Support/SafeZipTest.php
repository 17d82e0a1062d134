<?php
/**
 * Zips that lie about themselves: an entry that says it is small and
 * unpacks large, and two entries of one name.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\LyingZips;
use Stencilbox\Tests\TestCase;

/**
 * Real zips, made with ZipArchive and then edited as an attacker would.
 */
final class SafeZipTest extends TestCase {
	/**
	 * Files made by the test.
	 *
	 * @var string[]
	 */
	private array $cleanup = array();

	/**
	 * Archives opened by the test.
	 *
	 * @var \ZipArchive[]
	 */
	private array $open = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/file.php';
	}

	protected function tearDown(): void {
		foreach ( $this->open as $zip ) {
			$zip->close();
		}
		foreach ( $this->cleanup as $path ) {
			is_dir( $path ) ? SafeZip::remove_dir( $path ) : wp_delete_file( $path );
		}
		parent::tearDown();
	}

	/**
	 * A zip of these entries (name => contents), compressed.
	 *
	 * @param array<string, string> $entries Entries.
	 */
	private function zip( array $entries ): string {
		$path = wp_tempnam( 'lying.zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		foreach ( $entries as $name => $contents ) {
			$zip->addFromString( $name, $contents );
			$zip->setCompressionName( $name, \ZipArchive::CM_DEFLATE );
		}
		$zip->close();
		$this->cleanup[] = $path;
		return $path;
	}

	/**
	 * An archive, open.
	 *
	 * @param string $path Zip file.
	 */
	private function open( string $path ): \ZipArchive {
		$zip          = SafeZip::open( $path, 20 * MB_IN_BYTES, 'too large' );
		$this->open[] = $zip;
		return $zip;
	}

	/**
	 * Accepts every name, and files up to 10 MB.
	 *
	 * @param \ZipArchive $zip Archive.
	 * @return string[]
	 */
	private static function problems( \ZipArchive $zip ): array {
		return SafeZip::problems( $zip, static fn(): ?string => null, static fn(): int => 10 * MB_IN_BYTES, 100, 20 * MB_IN_BYTES );
	}

	public function test_an_entry_that_understates_its_size_is_refused_never_inflated(): void {
		$big  = str_repeat( 'stencil ', MB_IN_BYTES ); // 8 MB, compressed to a few KB.
		$path = $this->zip(
			array(
				'kit/honest.txt' => 'honest',
				'kit/big.txt'    => $big,
			)
		);
		$this->assertSame( $big, SafeZip::read( $this->open( $path ), 'kit/big.txt', 10 * MB_IN_BYTES ), 'a true size reads' );

		LyingZips::understate( $path, 'kit/big.txt' );
		$zip = $this->open( $path );
		// What the checks see: a small file, well compressed.
		$this->assertSame( LyingZips::CLAIM, $zip->statName( 'kit/big.txt' )['size'] );
		$this->assertSame( array(), self::problems( $zip ) );
		// What a read with a length past the claim takes: all of it.
		$this->assertSame( strlen( $big ), strlen( (string) $zip->getFromName( 'kit/big.txt', 10 * MB_IN_BYTES ) ) );

		$this->assertNull( SafeZip::read( $zip, 'kit/big.txt', 10 * MB_IN_BYTES ) );
		$this->assertSame( 'honest', SafeZip::read( $zip, 'kit/honest.txt', 10 * MB_IN_BYTES ) );
	}

	public function test_read_answers_a_file_within_its_limit_and_nothing_else(): void {
		$zip = $this->open(
			$this->zip(
				array(
					'a.txt'     => 'twelve bytes',
					'empty.txt' => '',
				)
			)
		);
		$this->assertSame( 'twelve bytes', SafeZip::read( $zip, 'a.txt', 12 ) );
		$this->assertNull( SafeZip::read( $zip, 'a.txt', 11 ), 'larger than the limit' );
		$this->assertSame( '', SafeZip::read( $zip, 'empty.txt', 12 ) );
		$this->assertNull( SafeZip::read( $zip, 'gone.txt', 12 ) );
	}

	public function test_two_entries_of_one_name_are_refused(): void {
		$path = $this->zip(
			array(
				'kit/a.txt' => 'first',
				'kit/b.txt' => 'second',
			)
		);
		// The second entry renamed to the first's name, in both headers.
		file_put_contents( $path, str_replace( 'kit/b.txt', 'kit/a.txt', (string) file_get_contents( $path ) ) );
		$zip = $this->open( $path );
		$this->assertSame( 2, $zip->numFiles );
		$this->assertSame( array( 'kit/a.txt is in the archive more than once.' ), self::problems( $zip ) );
	}
}
