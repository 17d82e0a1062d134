<?php
/**
 * Catalogue bundles: export, import, and what import refuses.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogueError;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Round trip and validation.
 */
final class BundleTest extends CatalogTestCase {
	/**
	 * Files to remove afterwards.
	 *
	 * @var string[]
	 */
	private array $temp = array();

	protected function tearDown(): void {
		foreach ( $this->temp as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	private function bundle(): Bundle {
		return new Bundle( $this->catalog, $this->importer, new CatalogueReader(), $this->refs );
	}

	/**
	 * Writes a zip from name => contents (null contents: a symlink entry).
	 *
	 * @param array<string, string|null> $files Entries.
	 */
	private function zip( array $files ): string {
		$path         = tempnam( sys_get_temp_dir(), 'sbx-bundle' );
		$this->temp[] = $path;
		$zip          = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		foreach ( $files as $name => $body ) {
			if ( null === $body ) {
				$zip->addFromString( $name, 'catalogue.json' );
				$zip->setExternalAttributesName( $name, \ZipArchive::OPSYS_UNIX, ( 0120777 << 16 ) );
				continue;
			}
			$zip->addFromString( $name, $body );
		}
		$zip->close();
		return $path;
	}

	/**
	 * A minimal valid bundle's files.
	 *
	 * @return array<string, string>
	 */
	private function minimal(): array {
		return array(
			'catalogue.json'        => (string) wp_json_encode(
				array(
					'version' => 1,
					'items'   => array(
						array(
							'slug'      => 'zip-item',
							'name'      => 'Zip Item',
							'type'      => 'block',
							'thumbnail' => 'images/zip.svg',
							'platforms' => array( 'gutenberg' => 'gutenberg/zip-item.html' ),
						),
					),
				)
			),
			'gutenberg/zip-item.html' => "<!-- wp:paragraph -->\n<p>Zip</p>\n<!-- /wp:paragraph -->",
			'images/zip.svg'          => '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123"/></svg>',
		);
	}

	public function test_export_then_import_restores_the_catalogue(): void {
		$before = array();
		foreach ( array( 'gutenberg', 'elementor' ) as $platform ) {
			foreach ( array( 'pack', 'page', 'block' ) as $type ) {
				$before[ "{$platform}/{$type}" ] = $this->slugs( array( 'platform' => $platform, 'type' => $type ) );
			}
		}
		$home_before = $this->catalog->find( 'gutenberg', 'harbor-home' );
		$content     = $this->catalog->content( $home_before['id'] );

		$zip_path     = $this->bundle()->export();
		$this->temp[] = $zip_path;
		$zip          = new \ZipArchive();
		$this->assertTrue( $zip->open( $zip_path ) );
		$names = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$names[] = $zip->getNameIndex( $i );
		}
		$this->assertContains( 'catalogue.json', $names );
		$this->assertContains( 'gutenberg/harbor-home.html', $names );
		$this->assertContains( 'elementor/harbor-home.json', $names );
		$this->assertContains( 'images/harbor-agency-1.svg', $names );
		$this->assertContains( 'images/dependency-mini-helper.svg', $names );
		$exported = (string) $zip->getFromName( 'gutenberg/harbor-home.html' );
		$this->assertStringContainsString( '{{demo}}/images/harbor-home.svg', $exported, 'markup images point into the bundle again' );
		$zip->close();

		self::empty_catalogue();
		$this->assertSame( array(), $this->slugs() );
		$report = $this->bundle()->import( $zip_path );
		$this->assertSame( 12 + 7, $report['items'] );
		$this->assertSame( 3, $report['packs'] );

		foreach ( $before as $key => $slugs ) {
			[ $platform, $type ] = explode( '/', $key );
			$this->assertSame( $slugs, $this->slugs( array( 'platform' => $platform, 'type' => $type ) ), $key );
		}
		$home = $this->catalog->find( 'gutenberg', 'harbor-home' );
		foreach ( array( 'name', 'plan', 'price', 'description', 'rating', 'downloads' ) as $field ) {
			$this->assertSame( $home_before[ $field ], $home[ $field ], $field );
		}
		$this->assertSame( array_column( $home_before['categories'], 'slug' ), array_column( $home['categories'], 'slug' ) );
		$this->assertSame( array_column( $home_before['tags'], 'name' ), array_column( $home['tags'], 'name' ) );
		$this->assertSame( array_column( $home_before['dependencies'], 'slug' ), array_column( $home['dependencies'], 'slug' ) );
		$this->assertSame( 'harbor-agency', $home['pack']['slug'] );
		$this->assertSame( array( 'template' => 'page-no-title' ), json_decode( $this->catalog->row( $home['id'] )['settings'], true ), 'the page template survives' );
		$this->assertCount( 2, $home['screenshots'] );
		// Images now live in uploads and are served from there.
		$upload_url = wp_get_upload_dir()['baseurl'];
		$this->assertStringStartsWith( $upload_url . '/stencilbox-catalog/bundles/', $home['thumbnail'] );
		$this->assertFileExists( wp_get_upload_dir()['basedir'] . substr( $home['thumbnail'], strlen( $upload_url ) ) );
		$this->assertStringContainsString( $upload_url . '/stencilbox-catalog/bundles/', $this->catalog->content( $home['id'] ) );
		$this->assertSame(
			preg_replace( '#src="[^"]+/harbor-home\.svg"#', 'src="X"', $content ),
			preg_replace( '#src="[^"]+/harbor-home\.svg"#', 'src="X"', $this->catalog->content( $home['id'] ) )
		);
	}

	public function test_imports_a_minimal_bundle(): void {
		self::empty_catalogue();
		$report = $this->bundle()->import( $this->zip( $this->minimal() ) );
		$this->assertSame( 1, $report['items'] );
		$this->assertSame( array( 'zip-item' ), $this->slugs() );
	}

	/**
	 * Bundles import must refuse.
	 *
	 * @return array<string, array{0: callable(array<string, string>): array<string, string|null>, 1: string}>
	 */
	public static function refused(): array {
		$svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
		return array(
			'path escape'         => array( static fn( array $f ): array => $f + array( '../escape.html' => 'x' ), 'leaves the archive' ),
			'absolute path'       => array( static fn( array $f ): array => $f + array( '/tmp/evil.svg' => $svg ), 'leaves the archive' ),
			'nested escape'       => array( static fn( array $f ): array => $f + array( 'images/../../evil.svg' => $svg ), 'leaves the archive' ),
			'backslash'           => array( static fn( array $f ): array => $f + array( 'images\\..\\evil.svg' => $svg ), 'leaves the archive' ),
			'php file'            => array( static fn( array $f ): array => $f + array( 'images/shell.php' => '<?php echo 1;' ), 'only catalogue.json' ),
			'php in gutenberg'    => array( static fn( array $f ): array => $f + array( 'gutenberg/x.php' => '<?php' ), 'only catalogue.json' ),
			'other folder'        => array( static fn( array $f ): array => $f + array( 'plugins/x/x.svg' => $svg ), 'only catalogue.json' ),
			'symlink'             => array( static fn( array $f ): array => $f + array( 'images/link.svg' => null ), 'links are not allowed' ),
			'no manifest'         => array( static fn( array $f ): array => array_diff_key( $f, array( 'catalogue.json' => 1 ) ), 'no catalogue.json' ),
			'script in svg'       => array(
				static fn( array $f ): array => array( 'images/zip.svg' => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' ) + $f,
				'scripts',
			),
			'handler in svg'      => array(
				static fn( array $f ): array => array( 'images/zip.svg' => '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>' ) + $f,
				'scripts',
			),
			'link in svg'         => array(
				static fn( array $f ): array => array( 'images/zip.svg' => '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="&#106;avascript:alert(1)"/><rect width="4" height="4"/></a></svg>' ) + $f,
				'scripts',
			),
			'remote ref in svg'   => array(
				static fn( array $f ): array => array( 'images/zip.svg' => '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>' ) + $f,
				'external references',
			),
			'png that is not'     => array(
				static function ( array $f ): array {
					$manifest                            = json_decode( $f['catalogue.json'], true );
					$manifest['items'][0]['thumbnail'] = 'images/fake.png';
					return array(
						'catalogue.json'  => wp_json_encode( $manifest ),
						'images/fake.png' => 'GIF89a not really',
					) + $f;
				},
				'not the image its extension says',
			),
			'huge image'          => array( static fn( array $f ): array => $f + array( 'images/big.svg' => '<svg>' . str_repeat( ' ', 3 * MB_IN_BYTES ) . '</svg>' ), 'larger than' ),
			'manifest escapes'    => array(
				static function ( array $f ): array {
					$manifest                                        = json_decode( $f['catalogue.json'], true );
					$manifest['items'][0]['platforms']['gutenberg'] = '../../../wp-config.php';
					return array( 'catalogue.json' => wp_json_encode( $manifest ) ) + $f;
				},
				'relative path inside',
			),
			'unsafe page template' => array(
				static function ( array $f ): array {
					$manifest                              = json_decode( $f['catalogue.json'], true );
					$manifest['items'][0]['page_template'] = '../../wp-config';
					return array( 'catalogue.json' => wp_json_encode( $manifest ) ) + $f;
				},
				'must be a page template name',
			),
			'manifest not json'   => array( static fn( array $f ): array => array( 'catalogue.json' => '{nope' ) + $f, 'not a JSON object' ),
			'markup without blocks' => array( static fn( array $f ): array => array( 'gutenberg/zip-item.html' => '<p>plain</p>' ) + $f, 'no block markup' ),
		);
	}

	/**
	 * Every refusal leaves the catalogue and the uploads untouched.
	 *
	 * @dataProvider refused
	 *
	 * @param callable $mutate  Turns the minimal bundle into a bad one.
	 * @param string   $message Part of the expected message.
	 */
	public function test_refuses( callable $mutate, string $message ): void {
		$before  = $this->slugs();
		$folder  = wp_get_upload_dir()['basedir'] . '/stencilbox-catalog/bundles';
		$folders = is_dir( $folder ) ? scandir( $folder ) : array();
		try {
			$this->bundle()->import( $this->zip( $mutate( $this->minimal() ) ) );
			$this->fail( 'the bundle was accepted' );
		} catch ( CatalogueError $error ) {
			$this->assertStringContainsString( $message, implode( ' ', $error->problems() ) );
			$this->assertSame( 400, $error->status() );
		}
		$this->assertSame( $before, $this->slugs() );
		$this->assertSame( $folders, is_dir( $folder ) ? scandir( $folder ) : array(), 'nothing is left behind' );
		$this->assertFileDoesNotExist( WP_CONTENT_DIR . '/escape.html' );
		$this->assertFileDoesNotExist( '/tmp/evil.svg' );
	}

	public function test_refuses_what_is_not_a_zip(): void {
		$path         = tempnam( sys_get_temp_dir(), 'sbx-nope' );
		$this->temp[] = $path;
		file_put_contents( $path, 'not a zip' );
		$this->expectExceptionMessage( 'not a zip archive' );
		$this->bundle()->import( $path );
	}

	public function test_import_route_needs_a_manager_and_a_file(): void {
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/import' )->get_status() );
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/import' );
		$this->assertSame( 400, $response->get_status() );

		self::empty_catalogue();
		$request = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/admin/catalog/import' );
		$request->set_file_params(
			array(
				'bundle' => array(
					'name'     => 'b.zip',
					'tmp_name' => $this->zip( $this->minimal() ),
					'error'    => UPLOAD_ERR_OK,
					'size'     => 1,
				),
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'zip-item' ), $this->slugs() );
	}
}
