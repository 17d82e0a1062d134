<?php
/**
 * Issue [22]: the site's address changes after the demo was seeded (a new
 * domain, http → https, a subfolder, another dev port). Every image of the
 * catalogue must still be found, and no item may look updated.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Migrations\Migration0011AssetBases;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Hub\Cloud\DatabaseBodyStore;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Plugin;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;

/**
 * The shipped demo seeded at one address, read at another.
 *
 * @group database
 */
final class AddressChangeTest extends CatalogTestCase {
	use HubHelpers;

	/** Where the site moves (scheme, host and a subfolder all change). */
	private const MOVED = 'https://moved.example:8443/blog';

	/**
	 * The site's origin before the move (`http://example.org`).
	 *
	 * @var string
	 */
	private string $origin = '';

	protected function setUp(): void {
		parent::setUp();
		$this->origin = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', content_url() );
		update_option( HubController::REMOTE_OPTION, 1 );
	}

	protected function tearDown(): void {
		remove_filter( 'plugins_url', array( $this, 'moved' ), 99 );
		remove_filter( 'content_url', array( $this, 'moved' ), 99 );
		remove_filter( 'upload_dir', array( $this, 'moved_uploads' ), 99 );
		parent::tearDown();
	}

	/**
	 * A URL of the site as it is after the move.
	 *
	 * @param string $url URL.
	 */
	public function moved( string $url ): string {
		return str_starts_with( $url, $this->origin . '/' ) ? self::MOVED . substr( $url, strlen( $this->origin ) ) : $url;
	}

	/**
	 * The uploads folder's URLs after the move (its files stay where they are).
	 *
	 * @param array<string, mixed> $dirs wp_upload_dir().
	 * @return array<string, mixed>
	 */
	public function moved_uploads( array $dirs ): array {
		$dirs['url']     = $this->moved( (string) $dirs['url'] );
		$dirs['baseurl'] = $this->moved( (string) $dirs['baseurl'] );
		return $dirs;
	}

	/**
	 * The site moves, as a changed siteurl/home (and WP_CONTENT_URL with them) moves it.
	 */
	private function move(): void {
		update_option( 'home', self::MOVED );
		update_option( 'siteurl', self::MOVED );
		add_filter( 'plugins_url', array( $this, 'moved' ), 99 );
		add_filter( 'content_url', array( $this, 'moved' ), 99 );
		add_filter( 'upload_dir', array( $this, 'moved_uploads' ), 99 );
		$this->assertStringStartsWith( self::MOVED . '/', plugins_url( 'x.svg', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ) );
		$this->assertStringStartsWith( self::MOVED . '/', wp_get_upload_dir()['baseurl'] );
	}

	/**
	 * The shipped demo, seeded the way activation seeds it.
	 */
	private function seed_demo(): DemoSeeder {
		self::empty_catalogue();
		delete_option( AssetRefs::BASES_OPTION );
		$seeder = Plugin::instance()->service( DemoSeeder::class );
		$this->assertGreaterThan( 100, $seeder->seed()['items'] );
		return $seeder;
	}

	/**
	 * Every image URL in text (plain or JSON-escaped), with its slashes plain.
	 *
	 * @param string $text Content.
	 * @return string[]
	 */
	private static function image_urls( string $text ): array {
		preg_match_all( '#https?:(?:\\\\?/)+[^"\'\s()<>]+?\.(?:svg|png|jpe?g|gif|webp)#i', $text, $matches );
		return array_map( static fn( string $url ): string => str_replace( '\\/', '/', $url ), $matches[0] );
	}

	/**
	 * Asserts every image URL of a text is at the new address and names a file there.
	 *
	 * @param string $text   Content.
	 * @param string $where  What it is.
	 * @param bool   $all_of Whether no URL at all may be left at the old address (content: a link of
	 *                       the hub's own, like an item's purchase link, is not an image).
	 * @return int How many images it has.
	 */
	private function assert_images_found( string $text, string $where, bool $all_of = true ): int {
		if ( $all_of ) {
			$this->assertStringNotContainsString( $this->origin . '/', $text, "$where: nothing at the old address" );
			$this->assertStringNotContainsString( str_replace( '/', '\\/', $this->origin ) . '\\/', $text, "$where: nothing at the old address (JSON)" );
		}
		$plugin  = untrailingslashit( plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ) ) . '/';
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$urls    = self::image_urls( $text );
		foreach ( $urls as $url ) {
			$this->assertStringStartsWith( self::MOVED . '/', $url, $where );
			if ( str_starts_with( $url, $uploads ) ) {
				$file = trailingslashit( wp_get_upload_dir()['basedir'] ) . substr( $url, strlen( $uploads ) );
			} else {
				$this->assertStringStartsWith( $plugin, $url, $where );
				$file = WP_PLUGIN_DIR . '/stencilbox/' . substr( $url, strlen( $plugin ) );
			}
			$this->assertFileExists( $file, "$where: $url" );
		}
		return count( $urls );
	}

	/**
	 * The item versions service, over this test's catalogue reader.
	 */
	private function item_versions(): ItemVersions {
		return new ItemVersions( new Versions( new DatabaseBodyStore() ), $this->catalog, new Retention( new AccountRepository() ), new Usage() );
	}

	public function test_after_a_move_inserts_and_a_packs_import_find_every_image_and_no_item_looks_updated(): void {
		$this->seed_demo();
		$home      = (int) $this->catalog->id_of( 'gutenberg', 'lumen-saas-home', 'page' );
		$elementor = (int) $this->catalog->id_of( 'elementor', 'lumen-saas-home', 'page' );
		$pack      = (int) $this->catalog->id_of( 'gutenberg', 'lumen-saas', 'pack' );
		$this->assertGreaterThan( 0, $home * $elementor * $pack );
		$account = $this->hub_account( 'pro' );
		$hashes  = function () use ( $home, $elementor, $pack, $account ): array {
			$out = array();
			foreach ( array( $home, $elementor, $pack ) as $id ) {
				$listed = $this->hub( 'GET', "/items/{$id}/versions", array(), $account['key'] )->get_data()['versions'];
				$this->assertCount( 1, $listed );
				$out[ $id ] = $listed[0]['hash'];
			}
			return $out;
		};
		$before = $hashes();
		$check  = $this->item_versions()->newest_of( array( $home, $elementor ) );

		$this->move();

		// Inserting an item, as a site asks the hub for it.
		foreach ( array( $home, $elementor ) as $id ) {
			$used = $this->hub( 'POST', "/items/{$id}/use", array( 'origin' => 'insert' ), $account['key'] );
			$this->assertSame( 200, $used->get_status(), (string) wp_json_encode( $used->get_data() ) );
			$this->assertGreaterThan( 0, $this->assert_images_found( (string) $used->get_data()['content'], "use #{$id}" ), "item #{$id} has images" );
			$this->assertSame( 1, $used->get_data()['version'], 'still version 1' );
			$this->assert_images_found( (string) wp_json_encode( $used->get_data()['item'] ), "item #{$id}'s pictures", false );
		}
		// The block editor's patterns.
		$patterns = $this->hub( 'GET', '/patterns', array(), $account['key'] );
		$this->assertSame( 200, $patterns->get_status(), (string) wp_json_encode( $patterns->get_data() ) );
		$this->assertGreaterThan( 0, $this->assert_images_found( (string) wp_json_encode( $patterns->get_data() ), 'patterns' ) );

		// A pack's full-site import: what the wizard previews, and the package.
		$preview = $this->hub( 'GET', "/items/{$pack}/full-site/preview", array(), $account['key'] );
		$this->assertSame( 200, $preview->get_status(), (string) wp_json_encode( $preview->get_data() ) );
		$this->assertGreaterThan( 0, $this->assert_images_found( $preview->get_data()['header'] . $preview->get_data()['home'] . $preview->get_data()['footer'], 'full-site preview' ) );
		$package = $this->hub( 'POST', "/items/{$pack}/full-site/package", array(), $account['key'] );
		$this->assertSame( 200, $package->get_status(), (string) wp_json_encode( $package->get_data() ) );
		$zip_path = wp_tempnam( 'pack.zip' );
		file_put_contents( $zip_path, base64_decode( $package->get_data()['data'] ) );
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $zip_path ) );
		$manifest = json_decode( (string) $zip->getFromName( 'manifest.json' ), true );
		$this->assertCount( 3, $manifest['posts'] );
		foreach ( $manifest['posts'] as $post ) {
			$this->assertNotSame( '', $post['image'], "{$post['slug']}: its image is in the package" );
			$this->assertNotFalse( $zip->locateName( 'images/' . $post['image'] ), $post['image'] );
		}
		$texts = '';
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( str_starts_with( $name, 'content/' ) ) {
				$texts .= $zip->getFromIndex( $i );
			}
		}
		$zip->close();
		wp_delete_file( $zip_path );
		$this->assertStringContainsString( '{{pack}}/images/', $texts );
		$this->assertSame( array(), self::image_urls( $texts ), 'every image of the pages and posts travels in the package' );

		// Stored content is what it was: the same hashes, no item looks updated.
		$this->assertSame( $before, $hashes() );
		$this->assertEquals( $check, $this->item_versions()->newest_of( array( $home, $elementor ) ) );
		$this->assertSame( $before[ $home ], hash( 'sha256', $this->catalog->stored_content( $home ) ) );
		$version = $this->hub( 'GET', "/items/{$home}/versions/1", array(), $account['key'] );
		$this->assertSame( 200, $version->get_status(), 'version 1 is still found by its hash' );
		$this->assert_images_found( (string) $version->get_data()['content'], 'version 1' );
	}

	public function test_a_move_alone_does_not_reseed_and_a_catalogue_seeded_before_bases_were_recorded_is_found_by_the_migration(): void {
		$seeder = $this->seed_demo();
		$home   = (int) $this->catalog->id_of( 'elementor', 'lumen-saas-home', 'page' );
		$stored = $this->catalog->stored_content( $home );
		$plugin = untrailingslashit( plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ) );
		// As a hub seeded by an earlier version: no base recorded.
		delete_option( AssetRefs::BASES_OPTION );
		$this->move();

		$this->assertNull( $seeder->maybe_seed(), 'the demo files did not change: no re-seed (reads move the URLs)' );
		$this->assertSame( $stored, $this->catalog->stored_content( $home ) );

		global $wpdb;
		( new Migration0011AssetBases() )->up( $wpdb );
		$this->assertSame( array( $plugin ), AssetRefs::known()['plugin:'], 'the base the rows use, found in them' );
		$this->assertGreaterThan( 0, $this->assert_images_found( $this->catalog->content( $home ), 'after the migration' ) );
		$this->assertSame( $stored, $this->catalog->stored_content( $home ), 'the migration rewrites nothing' );
	}

	public function test_rebase_moves_only_urls_under_a_recorded_base_in_both_spellings(): void {
		$refs = $this->refs;
		delete_option( AssetRefs::BASES_OPTION );
		$plugin = untrailingslashit( plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ) );
		$refs->remember();
		$this->move();
		$now  = untrailingslashit( plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ) );
		$text = "<img src=\"{$plugin}/a.svg\"> {$plugin}x/b.svg https://elsewhere.example/c.svg " . str_replace( '/', '\\/', $plugin ) . '\\/d.svg';
		$this->assertSame(
			"<img src=\"{$now}/a.svg\"> {$plugin}x/b.svg https://elsewhere.example/c.svg " . str_replace( '/', '\\/', $now ) . '\\/d.svg',
			$refs->rebase( $text )
		);
	}
}
