<?php
/**
 * Folders left by bundle imports made before imports checked and recorded
 * what they keep.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Migrations;

use Stencilbox\Hub\Catalog\BundleFolders;
use Stencilbox\Hub\Migrations\Migration0005BundleFolders;
use Stencilbox\Tests\CatalogTestCase;

/**
 * What the probe found on a running site, cleaned up by the migration.
 *
 * @group database
 */
final class Migration0005BundleFoldersTest extends CatalogTestCase {
	private const SCRIPTED = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="2" height="2"/></svg>';

	/**
	 * Writes files under the bundles folder.
	 *
	 * @param array<string, string> $files Relative path => contents.
	 */
	private static function put( array $files ): void {
		$root = ( new BundleFolders() )->root();
		foreach ( $files as $path => $body ) {
			wp_mkdir_p( dirname( "{$root}/{$path}" ) );
			file_put_contents( "{$root}/{$path}", $body );
		}
	}

	/**
	 * Every file under the bundles folder.
	 *
	 * @return string[]
	 */
	private static function files(): array {
		$root = ( new BundleFolders() )->root();
		$out  = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST ) as $file ) {
			$out[] = substr( $file->getPathname(), strlen( $root ) + 1 );
		}
		sort( $out );
		return $out;
	}

	public function test_legacy_folders_keep_only_used_checked_images(): void {
		$png = ( static function (): string {
			ob_start();
			imagepng( imagecreatetruecolor( 1, 1 ) );
			return (string) ob_get_clean();
		} )();
		self::put(
			array(
				'legacy-one/catalogue.json'      => '{}',
				'legacy-one/gutenberg/x.html'    => '<p>x</p>',
				'legacy-one/images/used.svg'     => self::SCRIPTED,
				'legacy-one/images/x.svg'        => self::SCRIPTED,
				'legacy-one/images/evil.php.png' => '<?php echo 1;',
				'legacy-one/images/inline.png'   => $png,
				'legacy-one/images/fake.png'     => 'not a png',
				'legacy-one/images/icon.svg'     => '<svg xmlns="http://www.w3.org/2000/svg"/>',
				'legacy-two/images/a.svg'        => self::SCRIPTED,
				'new-one/images/n.svg'           => '<svg xmlns="http://www.w3.org/2000/svg"/>',
			)
		);
		$base   = wp_get_upload_dir()['baseurl'] . '/stencilbox-catalog/bundles/legacy-one/images/';
		$legacy = $this->writer->save_item(
			array(
				'platform'       => 'gutenberg',
				'type'           => 'block',
				'slug'           => 'legacy',
				'name'           => 'Legacy',
				'source'         => 'bundle',
				'thumbnail'      => 'uploads:stencilbox-catalog/bundles/legacy-one/images/used.svg',
				'screenshots'    => array( 'uploads:stencilbox-catalog/bundles/legacy-one/images/fake.png' ),
				'content'        => '<!-- wp:image --><figure class="wp-block-image"><img src="' . $base . 'inline.png" alt=""/></figure><!-- /wp:image -->',
				'dependency_ids' => array(
					$this->writer->upsert_dependency(
						array(
							'slug' => 'legacy-helper',
							'name' => 'Legacy helper',
							'icon' => 'uploads:stencilbox-catalog/bundles/legacy-one/images/icon.svg',
						)
					),
				),
			)
		);
		$this->writer->save_item(
			array(
				'platform'   => 'gutenberg',
				'type'       => 'block',
				'slug'       => 'newer',
				'name'       => 'Newer',
				'source'     => 'bundle',
				'source_ref' => 'new-one',
				'thumbnail'  => 'uploads:stencilbox-catalog/bundles/new-one/images/n.svg',
				'content'    => '<!-- wp:paragraph --><p>n</p><!-- /wp:paragraph -->',
			)
		);
		global $wpdb;
		( new Migration0005BundleFolders() )->up( $wpdb );

		$this->assertSame( 'legacy-one', $this->catalog->row( $legacy )['source_ref'], 'the item records its folder' );
		$expected = array( 'legacy-one', 'legacy-one/images', 'legacy-one/images/icon.svg', 'legacy-one/images/inline.png', 'legacy-one/images/used.svg', 'new-one', 'new-one/images', 'new-one/images/n.svg' );
		$this->assertSame( $expected, self::files(), 'unused, misnamed and failing files and unused folders are gone' );
		$used = (string) file_get_contents( ( new BundleFolders() )->root() . '/legacy-one/images/used.svg' );
		$this->assertStringNotContainsString( 'script', $used );
		$this->assertStringNotContainsString( 'onload', $used );
		$this->assertStringContainsString( '<rect', $used );

		( new Migration0005BundleFolders() )->up( $wpdb );
		$this->assertSame( $expected, self::files(), 'running it again changes nothing' );

		// From now on the folder goes with its item, like any import's.
		$this->writer->delete_items( array( $legacy ) );
		$this->writer->prune();
		$this->assertSame( array( 'new-one', 'new-one/images', 'new-one/images/n.svg' ), self::files() );
	}
}
