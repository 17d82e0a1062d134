<?php
/**
 * Plugin packages are refused unless they are one plugin folder and nothing else.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\TestCase;

/**
 * Real zips, real plugins folder.
 */
final class PluginPackageTest extends TestCase {
	/**
	 * Files made by the test.
	 *
	 * @var string[]
	 */
	private array $cleanup = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/file.php';
	}

	protected function tearDown(): void {
		foreach ( $this->cleanup as $path ) {
			is_dir( $path ) ? \Stencilbox\Support\SafeZip::remove_dir( $path ) : wp_delete_file( $path );
		}
		parent::tearDown();
	}

	/**
	 * A zip with the given entries (name => contents; null contents = symlink to /etc/passwd; a name ending in `/` = an empty folder).
	 *
	 * @param array<string, string|null> $entries Entries.
	 */
	private function zip( array $entries ): string {
		$path = wp_tempnam( 'package.zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		foreach ( $entries as $name => $contents ) {
			if ( str_ends_with( $name, '/' ) ) {
				$zip->addEmptyDir( rtrim( $name, '/' ) );
				continue;
			}
			$zip->addFromString( $name, (string) $contents );
			if ( null === $contents ) {
				$zip->setExternalAttributesName( $name, \ZipArchive::OPSYS_UNIX, ( 0120777 << 16 ) );
			}
		}
		$zip->close();
		$this->cleanup[] = $path;
		return $path;
	}

	private const HEADER = "<?php\n/**\n * Plugin Name: Tiny Test Plugin\n * Version: 1.2.3\n */\n";

	/**
	 * Refused packages: entries => expected problem text.
	 *
	 * @return array<string, array{0: array<string, string|null>, 1: string}>
	 */
	public static function refused(): array {
		return array(
			'zip slip'               => array( array( 'tiny/tiny.php' => self::HEADER, 'tiny/../../evil.php' => '<?php' ), 'leaves the archive' ),
			'absolute path'          => array( array( 'tiny/tiny.php' => self::HEADER, '/tmp/evil.php' => '<?php' ), 'leaves the archive' ),
			'backslash escape'       => array( array( 'tiny/tiny.php' => self::HEADER, 'tiny\\..\\evil.php' => '<?php' ), 'leaves the archive' ),
			'php outside the folder' => array( array( 'tiny/tiny.php' => self::HEADER, 'evil.php' => '<?php' ), 'inside the plugin’s folder' ),
			'two folders'            => array( array( 'tiny/tiny.php' => self::HEADER, 'other/x.php' => '<?php' ), 'exactly one folder' ),
			// Found by probing (2026-12-04): a folder entry was not counted.
			'an empty second folder' => array( array( 'tiny/tiny.php' => self::HEADER, 'other/' => '' ), 'exactly one folder' ),
			'not a plugin'           => array( array( 'tiny/readme.txt' => 'hello', 'tiny/tiny.php' => '<?php echo 1;' ), 'not a WordPress plugin' ),
			'header too deep'        => array( array( 'tiny/inc/tiny.php' => self::HEADER ), 'not a WordPress plugin' ),
			'wrong plugin'           => array( array( 'other/other.php' => self::HEADER ), 'not tiny' ),
			'link'                   => array( array( 'tiny/tiny.php' => self::HEADER, 'tiny/passwd' => null ), 'links are not allowed' ),
		);
	}

	/**
	 * Each bad package is refused with its reason, and nothing is installed.
	 *
	 * @dataProvider refused
	 * @param array<string, string|null> $entries Entries.
	 * @param string                     $reason  Expected text.
	 */
	public function test_refuses( array $entries, string $reason ): void {
		$zip = $this->zip( $entries );
		try {
			PluginPackage::inspect( $zip, 'tiny' );
			$this->fail( 'the package was accepted' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'invalid_package', $error->error_code() );
			$this->assertStringContainsString( $reason, $error->getMessage() );
		}
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/tiny' );
		$this->assertFileDoesNotExist( WP_CONTENT_DIR . '/evil.php' );
	}

	public function test_refuses_what_is_not_a_zip(): void {
		$path = wp_tempnam( 'fake.zip' );
		file_put_contents( $path, 'not a zip at all' );
		$this->cleanup[] = $path;
		$this->expectExceptionMessage( 'not a zip archive' );
		PluginPackage::inspect( $path, 'tiny' );
	}

	public function test_reads_a_valid_package(): void {
		$zip = $this->zip(
			array(
				'tiny/tiny.php'       => self::HEADER,
				'tiny/inc/helper.php' => '<?php // Helper.',
				'tiny/readme.txt'     => 'Tiny.',
			)
		);
		$this->assertSame(
			array(
				'slug'    => 'tiny',
				'main'    => 'tiny/tiny.php',
				'name'    => 'Tiny Test Plugin',
				'version' => '1.2.3',
			),
			PluginPackage::inspect( $zip, 'tiny' )
		);
	}
}
