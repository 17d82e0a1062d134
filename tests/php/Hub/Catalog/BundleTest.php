<?php
/**
 * Catalogue bundles: export, import, and what import refuses.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\BundleFolders;
use Stencilbox\Hub\Catalog\CatalogueError;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Rest\HubCatalogAdminController;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Round trip and validation.
 *
 * @database-neutral deletes rows to set up a case; what it tests is the zip and its files (CatalogQueryTest and CatalogSetsTest cover the writer's SQL).
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

	/**
	 * A real 2×2 PNG.
	 */
	private static function png(): string {
		$image = imagecreatetruecolor( 2, 2 );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A bundle change for `refused()`: the first item's thumbnail is this
	 * file, with these bytes.
	 *
	 * @param string $file  Its path in the bundle.
	 * @param string $bytes Its content.
	 */
	private static function thumbnail( string $file, string $bytes ): \Closure {
		return static function ( array $f ) use ( $file, $bytes ): array {
			$manifest                          = json_decode( $f['catalogue.json'], true );
			$manifest['items'][0]['thumbnail'] = $file;
			return array(
				'catalogue.json' => wp_json_encode( $manifest ),
				$file            => $bytes,
			) + $f;
		};
	}

	/**
	 * A real 2×2 WebP.
	 */
	private static function webp(): string {
		$image = imagecreatetruecolor( 2, 2 );
		ob_start();
		imagewebp( $image );
		return (string) ob_get_clean();
	}

	/**
	 * Every file under uploads (relative paths, sorted).
	 *
	 * @return string[]
	 */
	private static function uploads(): array {
		$base  = wp_get_upload_dir()['basedir'];
		$files = array();
		if ( is_dir( $base ) ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$files[] = substr( $file->getPathname(), strlen( $base ) + 1 );
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * The bundle folders there are now.
	 *
	 * @return string[]
	 */
	private static function bundle_folders(): array {
		$root = ( new BundleFolders() )->root();
		return is_dir( $root ) ? array_values( array_diff( scandir( $root ), array( '.', '..' ) ) ) : array();
	}

	/**
	 * A catalogue.json with these items.
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @param array<string, mixed>             $more  Other keys.
	 */
	private static function manifest( array $items, array $more = array() ): string {
		return (string) wp_json_encode( array( 'version' => 1, 'items' => $items ) + $more );
	}

	public function test_the_export_link_of_the_library_hub_carries_a_nonce_the_download_accepts(): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/summary' );
		$this->assertSame( 200, $response->get_status() );
		$url = (string) $response->get_data()['export_url'];
		$this->assertStringNotContainsString( '&amp;', $url, 'a link, not HTML' );
		$this->assertStringStartsWith( admin_url( 'admin-post.php?' ), $url );
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( HubCatalogAdminController::EXPORT_ACTION, $query['action'] ?? null, 'admin-post runs the export' );
		$this->assertNotFalse( wp_verify_nonce( (string) ( $query['_wpnonce'] ?? '' ), HubCatalogAdminController::EXPORT_ACTION ) );
		// The download's own check, on the link's query as admin-post sees it.
		$die = static function (): \Closure {
			return static function ( mixed $message ): never {
				throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$request  = $_REQUEST;
		$_REQUEST = $query;
		try {
			$this->assertNotFalse( check_admin_referer( HubCatalogAdminController::EXPORT_ACTION ) );
		} finally {
			$_REQUEST = $request;
			remove_filter( 'wp_die_handler', $die );
		}
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
		// The pack's sample post travels as a post, its picture and markup in the bundle.
		$manifest = json_decode( (string) $zip->getFromName( 'catalogue.json' ), true );
		$harbor   = array_values( array_filter( $manifest['packs'], static fn( array $p ): bool => 'harbor-agency' === $p['slug'] ) )[0];
		$this->assertArrayNotHasKey( 'posts', $harbor['settings'] );
		$this->assertSame( array( 'harbor-post-1' ), array_column( $harbor['posts'], 'slug' ) );
		$this->assertSame( 'gutenberg/harbor-post-1.html', $harbor['posts'][0]['content'] );
		$this->assertContains( $harbor['posts'][0]['image'], $names );
		$this->assertStringContainsString( 'A room with a view', (string) $zip->getFromName( 'gutenberg/harbor-post-1.html' ) );
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
		$pack_settings = json_decode( $this->catalog->row( (int) $this->catalog->id_of( 'gutenberg', 'harbor-agency', 'pack' ) )['settings'], true );
		$this->assertSame( 'Notes from the harbour', $pack_settings['posts'][0]['title'] );
		$this->assertStringStartsWith( wp_get_upload_dir()['baseurl'] . '/stencilbox-catalog/bundles/', $pack_settings['posts'][0]['image'], 'the post picture lives in uploads now' );
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
	 * Every plain field of the item schema (a string, number or boolean the
	 * presenter copies from its column, names among them — their `text`
	 * filter is the site's: `ItemSchema::card()` and
	 * `details()`), each with a value made from its type here. So a new
	 * field is checked from catalogue.json to its column and answer, into an
	 * exported bundle and back, with nothing to add to this test or to a
	 * fixture.
	 *
	 * @return array<string, mixed> Field => the value it is given.
	 */
	private static function plain_fields(): array {
		// Who an item is (the bundle's layout gives it), and what the
		// presenter computes (`preview`: no thumbnail, on Gutenberg).
		$not_plain = array( 'id', 'slug', 'type', 'platform', 'preview' );
		$values    = array();
		foreach ( ItemSchema::details()['properties'] as $field => $property ) {
			if ( in_array( $field, $not_plain, true ) || ! in_array( $property[ ItemSchema::FILTER ] ?? 'text', array( 'text' ), true ) || ! is_string( $property['type'] ) ) {
				continue;
			}
			$values[ $field ] = match ( $property['type'] ) {
				// An enum's last value: never the default.
				'string'  => isset( $property['enum'] ) ? end( $property['enum'] ) : "Sample {$field}",
				'integer' => 7,
				'number'  => 2.5,
				'boolean' => true,
				default   => null,
			};
		}
		return array_filter( $values, static fn( mixed $value ): bool => null !== $value );
	}

	public function test_every_plain_field_survives_import_and_export(): void {
		$values = self::plain_fields();
		$this->assertArrayHasKey( 'name', $values, 'the schema was read' );
		$this->assertArrayHasKey( 'downloads', $values );
		// Fields only packs carry in catalogue.json (its README): an item keeps their default.
		$pack_only               = array( 'fullsite_import', 'has_settings', 'has_attachments' );
		$files                   = $this->minimal();
		$files['catalogue.json'] = self::manifest(
			array(
				array(
					'slug'      => 'zip-item',
					'type'      => 'block',
					'thumbnail' => 'images/zip.svg',
					'platforms' => array( 'gutenberg' => 'gutenberg/zip-item.html' ),
				) + $values,
			),
			array(
				'packs' => array(
					array(
						'slug'      => 'zip-pack',
						'thumbnail' => 'images/zip.svg',
						'platforms' => array( 'gutenberg' ),
					) + $values,
				),
			)
		);
		$check = function ( string $when ) use ( $values, $pack_only ): void {
			foreach ( array( 'zip-pack', 'zip-item' ) as $slug ) {
				$answer = $this->catalog->find( 'gutenberg', $slug );
				$this->assertNotNull( $answer, "{$slug} ({$when})" );
				foreach ( $values as $field => $value ) {
					$expected = 'zip-item' === $slug && in_array( $field, $pack_only, true ) ? false : $value;
					$this->assertSame( $expected, $answer[ $field ] ?? null, "{$slug}.{$field} ({$when})" );
				}
			}
		};

		self::empty_catalogue();
		$this->bundle()->import( $this->zip( $files ) );
		$check( 'imported' );

		$exported     = $this->bundle()->export();
		$this->temp[] = $exported;
		self::empty_catalogue();
		$this->bundle()->import( $exported );
		$check( 'exported and imported again' );
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
			'php file'            => array( static fn( array $f ): array => $f + array( 'images/shell.php' => '<?php echo 1;' ), 'one dot' ),
			'double extension'    => array( static fn( array $f ): array => $f + array( 'images/evil.php.png' => 'x' ), 'images/evil.php.png: image files must be' ),
			'upper-case extension' => array( static fn( array $f ): array => $f + array( 'images/x.SVG' => 'x' ), 'one dot' ),
			'hidden image'        => array( static fn( array $f ): array => $f + array( 'images/.htaccess.svg' => 'x' ), 'one dot' ),
			'nested image'        => array( static fn( array $f ): array => $f + array( 'images/sub/x.svg' => 'x' ), 'one dot' ),
			'same name twice'     => array( static fn( array $f ): array => $f + array( 'images/ZIP.svg' => 'x' ), 'more than once' ),
			'php in gutenberg'    => array( static fn( array $f ): array => $f + array( 'gutenberg/x.php' => '<?php' ), 'only catalogue.json' ),
			'other folder'        => array( static fn( array $f ): array => $f + array( 'plugins/x/x.svg' => $svg ), 'only catalogue.json' ),
			'symlink'             => array( static fn( array $f ): array => $f + array( 'images/link.svg' => null ), 'links are not allowed' ),
			'no manifest'         => array( static fn( array $f ): array => array_diff_key( $f, array( 'catalogue.json' => 1 ) ), 'no catalogue.json' ),
			'png that is not'     => array( self::thumbnail( 'images/fake.png', 'GIF89a not really' ), 'not the image its extension says' ),
			'php named png'       => array( self::thumbnail( 'images/shell.png', '<?php system( $_GET["c"] ); ?>' ), 'not the image its extension says' ),
			'png with php inside' => array( self::thumbnail( 'images/poly.png', self::png() . '<?php system( $_GET["c"] ); ?>' ), 'holds PHP code' ),
			'png named webp'      => array( self::thumbnail( 'images/fake.webp', self::png() ), 'not the image its extension says' ),
			'riff that is not webp' => array( self::thumbnail( 'images/wave.webp', 'RIFF' . pack( 'V', 36 ) . 'WAVEfmt ' . str_repeat( "\0", 28 ) ), 'not the image its extension says' ),
			'webp with php inside' => array( self::thumbnail( 'images/poly.webp', self::webp() . '<?php system( $_GET["c"] ); ?>' ), 'holds PHP code' ),
			'double extension webp' => array( static fn( array $f ): array => $f + array( 'images/evil.php.webp' => self::webp() ), 'images/evil.php.webp: image files must be' ),
			'upper-case webp'     => array( static fn( array $f ): array => $f + array( 'images/x.WEBP' => self::webp() ), 'one dot' ),
			'unusable svg'        => array(
				static fn( array $f ): array => array( 'images/zip.svg' => '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>' ) + $f,
				'not a usable SVG',
			),
			'missing content image' => array(
				static fn( array $f ): array => array( 'gutenberg/zip-item.html' => "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"{{demo}}/images/gone.svg\" alt=\"\"/></figure>\n<!-- /wp:image -->" ) + $f,
				'gutenberg/zip-item.html: the file images/gone.svg is missing',
			),
			'content image outside images' => array(
				static fn( array $f ): array => array( 'gutenberg/zip-item.html' => '<!-- wp:paragraph --><p><a href="{{demo}}/catalogue.json">x</a></p><!-- /wp:paragraph -->' ) + $f,
				'{{demo}} may only point at an image in images/',
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
			'pack post undated'   => array(
				static function ( array $f ): array {
					$manifest          = json_decode( $f['catalogue.json'], true );
					$manifest['packs'] = array(
						array(
							'slug'  => 'zip-pack',
							'name'  => 'Zip - Pack',
							'posts' => array(
								array(
									'slug'    => 'zip-post',
									'title'   => 'Post',
									'excerpt' => 'x',
									'date'    => 'someday',
									'content' => 'gutenberg/zip-item.html',
								),
							),
						),
					);
					return array( 'catalogue.json' => wp_json_encode( $manifest ) ) + $f;
				},
				'packs[0].posts[0].date must be a date',
			),
			'pack post escapes'   => array(
				static function ( array $f ): array {
					$manifest          = json_decode( $f['catalogue.json'], true );
					$manifest['packs'] = array(
						array(
							'slug'  => 'zip-pack',
							'name'  => 'Zip - Pack',
							'posts' => array(
								array(
									'slug'    => 'zip-post',
									'title'   => 'Post',
									'excerpt' => 'x',
									'date'    => '2025-01-01',
									'content' => '../../wp-config.php',
								),
							),
						),
					);
					return array( 'catalogue.json' => wp_json_encode( $manifest ) ) + $f;
				},
				'relative path inside',
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
		$uploads = self::uploads();
		try {
			$this->bundle()->import( $this->zip( $mutate( $this->minimal() ) ) );
			$this->fail( 'the bundle was accepted' );
		} catch ( CatalogueError $error ) {
			$this->assertStringContainsString( $message, implode( ' ', $error->problems() ) );
			$this->assertSame( 400, $error->status() );
		}
		$this->assertSame( $before, $this->slugs() );
		$this->assertSame( $folders, is_dir( $folder ) ? scandir( $folder ) : array(), 'nothing is left behind' );
		$this->assertSame( $uploads, self::uploads(), 'nothing was written to uploads' );
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

	/**
	 * The probe's bundle: no items, a scripted SVG and a PHP file dressed as
	 * a PNG. The double extension refuses the bundle outright; without it,
	 * the import answers and keeps neither file, anywhere.
	 */
	public function test_the_probe_bundle_leaves_nothing_in_uploads(): void {
		$before = self::uploads();
		$probe  = array(
			'catalogue.json'      => '{"version": 1}',
			'images/x.svg'        => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
			'images/evil.php.png' => '<?php echo "owned"; ?>',
		);
		try {
			$this->bundle()->import( $this->zip( $probe ) );
			$this->fail( 'the bundle was accepted' );
		} catch ( CatalogueError $error ) {
			$this->assertStringContainsString( 'images/evil.php.png', implode( ' ', $error->problems() ) );
		}
		$this->assertSame( $before, self::uploads() );

		unset( $probe['images/evil.php.png'] );
		$report = $this->bundle()->import( $this->zip( $probe ) );
		$this->assertSame( 0, $report['items'] );
		$this->assertSame( 1, $report['skipped'], 'the unused SVG is reported as left out' );
		$this->assertSame( $before, self::uploads(), 'nothing of the bundle is in uploads' );
		$this->assertSame( array(), self::bundle_folders() );
	}

	/**
	 * WebP pictures (what the demo's captured thumbnails are) import like any
	 * raster image: kept byte for byte, served from the bundle's folder.
	 */
	public function test_webp_thumbnails_and_screenshots_are_kept(): void {
		self::empty_catalogue();
		$files                         = $this->minimal();
		$manifest                      = json_decode( $files['catalogue.json'], true );
		$manifest['items'][0]['thumbnail']   = 'images/card.webp';
		$manifest['items'][0]['screenshots'] = array( 'images/card-full.webp' );
		$files['catalogue.json']       = (string) wp_json_encode( $manifest );
		$files['images/card.webp']      = self::webp();
		$files['images/card-full.webp'] = self::webp();
		$this->bundle()->import( $this->zip( $files ) );
		[ $folder ] = self::bundle_folders();
		$dir        = ( new BundleFolders() )->root() . '/' . $folder;
		$this->assertSame( self::webp(), file_get_contents( $dir . '/images/card.webp' ) );
		$item = $this->catalog->find( 'gutenberg', 'zip-item' );
		$this->assertStringEndsWith( '/stencilbox-catalog/bundles/' . $folder . '/images/card.webp', (string) $item['thumbnail'] );
		$this->assertStringEndsWith( '/images/card-full.webp', (string) $item['screenshots'][0] );
	}

	public function test_only_the_images_the_catalogue_uses_are_kept(): void {
		self::empty_catalogue();
		$files                     = $this->minimal();
		$files['images/spare.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
		$files['images/spare.png'] = self::png();
		$files['images/inline.png'] = self::png();
		$files['gutenberg/zip-item.html'] = "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"{{demo}}/images/inline.png\" alt=\"\"/></figure>\n<!-- /wp:image -->";
		$report                    = $this->bundle()->import( $this->zip( $files ) );
		$this->assertSame( 2, $report['skipped'] );
		[ $folder ] = self::bundle_folders();
		$dir        = ( new BundleFolders() )->root() . '/' . $folder;
		$kept       = array_values( array_diff( scandir( $dir . '/images' ), array( '.', '..' ) ) );
		$this->assertSame( array( 'inline.png', 'zip.svg' ), $kept );
		$this->assertSame( array( 'images' ), array_values( array_diff( scandir( $dir ), array( '.', '..' ) ) ), 'no catalogue.json, no content files' );
		$item = $this->catalog->find( 'gutenberg', 'zip-item' );
		$this->assertStringContainsString( wp_get_upload_dir()['baseurl'] . '/stencilbox-catalog/bundles/' . $folder . '/images/inline.png', $this->catalog->content( $item['id'] ) );
		$this->assertSame( self::png(), file_get_contents( $dir . '/images/inline.png' ), 'a raster image is kept as it is' );
	}

	/**
	 * An SVG an item uses, full of active content: it is imported, and the
	 * file served is the allowlist rebuild.
	 */
	public function test_a_used_svg_is_rebuilt_without_anything_active(): void {
		self::empty_catalogue();
		$files                   = $this->minimal();
		$files['images/zip.svg'] = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4" onload="alert(1)">'
			. '<script>alert(2)</script>'
			. '<rect width="4" height="4" fill="#123" onclick="alert(3)"/>'
			. '<a href="javascript:alert(4)"><circle r="1"/></a>'
			. '<a><animate attributeName="href" to="javascript:alert(5)"/><rect width="1" height="1"/></a>'
			. '<image href="https://evil.example/x.png"/>'
			. '<use xlink:href="https://evil.example/sprite.svg#a"/>'
			. '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(6)"/></foreignObject>'
			. '<style>@import url(https://evil.example/x.css);</style>'
			. '</svg>';
		$files['images/inline.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(7)</script><path d="M0 0L1 1"/></svg>';
		$files['elementor/zip-item.json'] = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'elType'   => 'widget',
						'settings' => array( 'image' => array( 'url' => '{{demo}}/images/inline.svg' ) ),
					),
				),
			)
		);
		$manifest = json_decode( $files['catalogue.json'], true );
		$manifest['items'][0]['platforms']['elementor'] = 'elementor/zip-item.json';
		$files['catalogue.json'] = (string) wp_json_encode( $manifest );
		$this->bundle()->import( $this->zip( $files ) );

		$upload = wp_get_upload_dir();
		$item   = $this->catalog->find( 'gutenberg', 'zip-item' );
		$served = $upload['basedir'] . substr( $item['thumbnail'], strlen( $upload['baseurl'] ) );
		$inline = dirname( $served ) . '/inline.svg';
		foreach ( array( $served, $inline ) as $file ) {
			$svg = (string) file_get_contents( $file );
			foreach ( array( 'script', 'onload', 'onclick', 'javascript', 'evil.example', 'foreignObject', 'iframe', '<a', 'animate', '<image', 'style' ) as $bad ) {
				$this->assertStringNotContainsString( $bad, $svg, basename( $file ) . ': ' . $bad );
			}
		}
		$this->assertStringContainsString( '<rect width="4" height="4" fill="#123"/>', (string) file_get_contents( $served ), 'the drawing stays' );
		// The Elementor variant's reference was counted and now points at the rebuilt file.
		$elementor = $this->catalog->find( 'elementor', 'zip-item' );
		$image     = json_decode( $this->catalog->content( $elementor['id'] ), true )['content'][0]['settings']['image']['url'];
		$this->assertSame( dirname( $item['thumbnail'] ) . '/inline.svg', $image );
	}

	public function test_content_references_are_found_in_markup_css_and_json(): void {
		self::empty_catalogue();
		$svg   = '<svg xmlns="http://www.w3.org/2000/svg"/>';
		$files = array(
			'catalogue.json'      => self::manifest(
				array(
					array(
						'slug'      => 'refs',
						'name'      => 'Refs',
						'type'      => 'block',
						'platforms' => array(
							'gutenberg' => 'gutenberg/refs.html',
							'elementor' => 'elementor/refs.json',
						),
					),
				)
			),
			'gutenberg/refs.html' => '<!-- wp:html --><div style="background-image:url(&quot;{{demo}}/images/a.svg&quot;)"></div>'
				. '<img srcset="{{demo}}/images/b.png 2x,{{demo}}/images/c.svg 1x" src="{{demo}}/images/c.svg?v=1"><!-- /wp:html -->',
			'elementor/refs.json' => '{"content": [{"settings": {"editor": "<img src=\\"{{demo}}\/images\/d.svg\\">"}}]}',
			'images/a.svg'        => $svg,
			'images/b.png'        => self::png(),
			'images/c.svg'        => $svg,
			'images/d.svg'        => $svg,
		);
		$report = $this->bundle()->import( $this->zip( $files ) );
		$this->assertSame( 0, $report['skipped'], 'every image was found as used' );
		$elementor = $this->catalog->find( 'elementor', 'refs' );
		$editor    = json_decode( $this->catalog->content( $elementor['id'] ), true )['content'][0]['settings']['editor'];
		$this->assertMatchesRegularExpression( '#^<img src="http://[^"]+/stencilbox-catalog/bundles/[^/]+/images/d\.svg">$#', $editor );
	}

	public function test_content_references_that_fail_are_listed_and_nothing_is_written(): void {
		$before = self::uploads();
		$slugs  = $this->slugs();
		$files  = array(
			'catalogue.json'            => self::manifest(
				array(
					array(
						'slug'      => 'refs',
						'name'      => 'Refs',
						'type'      => 'block',
						'thumbnail' => 'images/ok.svg',
						'platforms' => array(
							'gutenberg' => 'gutenberg/refs.html',
							'elementor' => 'elementor/refs.json',
						),
					),
				)
			),
			'gutenberg/refs.html'       => '<!-- wp:html --><img src="{{demo}}/images/gone.svg"><img src="{{demo}}/images/fake.png"><img src="{{demo}}/images/ok.svg"><!-- /wp:html -->',
			'elementor/refs.json'       => '{"content": [{"settings": {"url": "{{demo}}\/images\/gone-too.png"}}]}',
			'images/ok.svg'             => '<svg xmlns="http://www.w3.org/2000/svg"/>',
			'images/fake.png'           => 'GIF89a',
		);
		try {
			$this->bundle()->import( $this->zip( $files ) );
			$this->fail( 'the bundle was accepted' );
		} catch ( CatalogueError $error ) {
			$problems = implode( "\n", $error->problems() );
			$this->assertStringContainsString( 'images/gone.svg is missing', $problems );
			$this->assertStringContainsString( 'images/gone-too.png is missing', $problems, 'escaped slashes in JSON count' );
			$this->assertStringContainsString( 'gutenberg/refs.html (images/fake.png): the file is not the image its extension says', $problems );
			$this->assertStringNotContainsString( 'ok.svg', $problems );
		}
		$this->assertSame( $slugs, $this->slugs() );
		$this->assertSame( $before, self::uploads() );
	}

	public function test_a_bundles_folder_goes_with_its_last_item(): void {
		self::empty_catalogue();
		$this->login_as( 'administrator' );
		$two                   = $this->minimal();
		$manifest              = json_decode( $two['catalogue.json'], true );
		$manifest['items'][]   = array( 'slug' => 'zip-two', 'name' => 'Zip Two', 'type' => 'block', 'thumbnail' => 'images/zip.svg', 'platforms' => array( 'gutenberg' => 'gutenberg/zip-item.html' ) );
		$two['catalogue.json'] = (string) wp_json_encode( $manifest );
		$this->bundle()->import( $this->zip( $two ) );
		[ $first ] = self::bundle_folders();
		$this->assertSame( $first, $this->catalog->row( $this->catalog->find( 'gutenberg', 'zip-item' )['id'] )['source_ref'], 'each item records its folder' );

		// A later bundle replaces zip-item only: the first folder stays for zip-two.
		$this->bundle()->import( $this->zip( $this->minimal() ) );
		$folders = self::bundle_folders();
		$this->assertCount( 2, $folders );
		$this->assertContains( $first, $folders );
		$second = array_values( array_diff( $folders, array( $first ) ) )[0];

		// Deleting zip-two, the first folder's last item, removes the folder.
		$two_id = $this->catalog->find( 'gutenberg', 'zip-two' )['id'];
		$this->assertSame( 200, $this->rest( 'DELETE', "/stencilbox-hub/v1/admin/catalog/items/{$two_id}", array( 'confirm' => true ) )->get_status() );
		$this->assertSame( array( $second ), self::bundle_folders() );

		// And the last one goes with zip-item.
		$id = $this->catalog->find( 'gutenberg', 'zip-item' )['id'];
		$this->assertSame( 200, $this->rest( 'DELETE', "/stencilbox-hub/v1/admin/catalog/items/{$id}", array( 'confirm' => true ) )->get_status() );
		$this->assertSame( array(), self::bundle_folders() );
	}

	public function test_a_folder_stays_while_a_dependency_icon_lives_there(): void {
		global $wpdb;
		self::empty_catalogue();
		$files                   = $this->minimal();
		$manifest                = json_decode( $files['catalogue.json'], true );
		$manifest['dependencies'] = array( array( 'slug' => 'helper', 'name' => 'Helper', 'icon' => 'images/icon.svg' ) );
		$manifest['items'][0]['dependencies'] = array( 'helper' );
		$files['catalogue.json']  = (string) wp_json_encode( $manifest );
		$files['images/icon.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"/>';
		$this->bundle()->import( $this->zip( $files ) );
		[ $folder ] = self::bundle_folders();
		// Another item (not from the bundle) uses the same dependency.
		$this->writer->save_item(
			array(
				'platform'       => 'gutenberg',
				'type'           => 'block',
				'slug'           => 'local-one',
				'name'           => 'Local',
				'content'        => '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
				'source'         => 'local',
				'dependency_ids' => array( self::dependency_id( 'helper' ) ),
			)
		);
		$this->writer->delete_items( $this->writer->ids_from_source( Bundle::SOURCE ) );
		$this->writer->prune();
		$this->assertSame( array( $folder ), self::bundle_folders(), 'the icon still needs it' );
		$wpdb->query( 'DELETE FROM ' . Names::table( 'catalog_items' ) . " WHERE slug = 'local-one'" );
		$wpdb->query( 'DELETE FROM ' . Names::table( 'catalog_item_dependencies' ) );
		$this->writer->prune();
		$this->assertSame( array(), self::bundle_folders() );
	}

	public function test_a_sweep_leaves_an_import_in_progress_alone(): void {
		$folders = new BundleFolders();
		wp_mkdir_p( $folders->incoming( 'in-progress' ) . '/images' );
		wp_mkdir_p( $folders->root() . '/abandoned' );
		file_put_contents( $folders->root() . '/stray.php', '<?php' );
		$folders->sweep();
		$this->assertSame( array( '.incoming-in-progress' ), self::bundle_folders() );
		touch( $folders->incoming( 'in-progress' ), time() - 2 * DAY_IN_SECONDS );
		$folders->sweep();
		$this->assertSame( array(), self::bundle_folders(), 'a crashed import’s leftovers go after a day' );
	}
}
