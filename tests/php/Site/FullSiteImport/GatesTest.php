<?php
/**
 * Who may import, whose session is whose, and bad input: a clear error and
 * nothing written.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\ThemePackage;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\LyingZips;

/**
 * Permission (`stencilbox_fsi`), ownership (the hub's access rules), the
 * session's owner, and refused packages, logos and packs.
 *
 * @database-neutral counts sessions to check nothing was written; permissions and input, not SQL.
 */
final class GatesTest extends FullSiteImportTestCase {
	private const DENIED = "Unfortunately, you don't have permission to import templates...";

	/**
	 * Zips made by the test.
	 *
	 * @var string[]
	 */
	private array $zips = array();

	protected function tearDown(): void {
		foreach ( $this->zips as $zip ) {
			wp_delete_file( $zip );
		}
		parent::tearDown();
	}

	/**
	 * A zip with the given entries.
	 *
	 * @param array<string, string> $entries Name => contents.
	 */
	private function zip( array $entries ): string {
		$path = wp_tempnam( 'pack.zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		foreach ( $entries as $name => $contents ) {
			$zip->addFromString( $name, $contents );
		}
		$zip->close();
		$this->zips[] = $path;
		return $path;
	}

	/**
	 * How many import sessions exist.
	 */
	private static function sessions(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Stencilbox\Support\Names::table( 'fsi_sessions' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_without_stencilbox_fsi_every_route_answers_the_spec_text(): void {
		$this->login_as( 'editor' );
		foreach ( array(
			array( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) ),
			array( 'GET', '/stencilbox/v1/full-site-import/fonts', array() ),
			array( 'POST', '/stencilbox/v1/full-site-import/start', $this->form() ),
			array( 'GET', '/stencilbox/v1/full-site-import/imports', array() ),
		) as [ $method, $route, $params ] ) {
			$response = $this->rest( $method, $route, $params );
			$this->assertSame( 403, $response->get_status(), $route );
			$this->assertSame( 'invalid_permission', $response->get_data()['code'] );
			$this->assertSame( self::DENIED, $response->get_data()['message'] );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_status() );
		$this->assertSame( 0, self::sessions() );
	}

	public function test_a_paid_pack_the_account_does_not_own_is_refused_and_starts_nothing(): void {
		$saffron  = (int) $this->catalog->id_of( 'gutenberg', 'saffron-bistro', 'pack' );
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( array( 'id' => $saffron ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'required_pro_templately', $response->get_data()['code'] );
		$info = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $saffron ) );
		$this->assertSame( 'required_pro_templately', $info->get_data()['code'] );
		$this->assertSame( 0, self::sessions() );
	}

	public function test_another_users_session_cannot_be_run_or_read(): void {
		$session = $this->start( $this->form() );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'other-admin@example.org' );
		$run = $this->rest( 'POST', '/stencilbox/v1/full-site-import/run', array( 'session_id' => $session, 'is_lightspeed' => true ) );
		$this->assertSame( 403, $run->get_status() );
		$this->assertSame( 'invalid_permission', $run->get_data()['code'] );
		$log = $this->rest( 'GET', '/stencilbox/v1/full-site-import/log', array( 'session_id' => $session ) );
		$this->assertSame( 403, $log->get_status() );
		$this->assertSame( 0, self::journal_count( $session ) );
	}

	public function test_an_unknown_pack_is_a_clear_error_and_starts_nothing(): void {
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( array( 'id' => 999999 ) ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'This pack does not exist in the library.', $response->get_data()['message'] );
		$this->assertSame( 0, self::sessions() );
	}

	public function test_a_logo_that_is_not_an_image_is_refused(): void {
		$page     = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Not a logo' ) );
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( array( 'logo' => array( 'id' => $page, 'url' => 'http://example.org/x.png' ) ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( 'The logo must be an image from your media library.', $response->get_data()['message'] );
		$this->assertSame( 0, self::sessions() );
	}

	public function test_out_of_range_form_values_are_invalid_data(): void {
		foreach ( array(
			array( 'logo_size' => 19 ),
			array( 'logo_size' => 801 ),
			array( 'color' => array( 'primary' => 'red;background:url(x)' ) ),
			array( 'typography' => array( 'body' => array( 'font_size' => array( 'desktop' => array( 'value' => 12, 'unit' => '%' ) ) ) ) ),
			array( 'theme' => array( 'stylesheet' => '../evil' ) ),
		) as $bad ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( $bad ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$this->assertSame( 0, self::sessions() );
	}

	public function test_the_title_and_tagline_fall_back_to_the_pack_name(): void {
		$session = $this->start( $this->form( array( 'title' => '', 'slogan' => ' ' ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$this->assertSame( 'Harbor', get_option( 'blogname' ) );
		$this->assertSame( 'Creative Agency', get_option( 'blogdescription' ) );
	}

	/**
	 * Runs an import whose package the hub answer is swapped for a zip.
	 *
	 * @param string $zip Zip path.
	 */
	private function import_with_package( string $zip ): string {
		$swap = static function ( mixed $response, mixed $handler, \WP_REST_Request $request ) use ( $zip ): mixed {
			if ( preg_match( '#/full-site/package$#', $request->get_route() ) ) {
				$bytes = (string) file_get_contents( $zip ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				$response = rest_ensure_response( array( 'slug' => 'harbor-agency', 'sha256' => hash( 'sha256', $bytes ), 'size' => strlen( $bytes ), 'data' => base64_encode( $bytes ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			}
			return $response;
		};
		add_filter( 'rest_request_after_callbacks', $swap, 10, 3 );
		$before  = self::snapshot();
		$session = $this->start( $this->form() );
		$this->assertSame( 'error', $this->run_to_end( $session ) );
		remove_filter( 'rest_request_after_callbacks', $swap, 10 );
		$this->assertSame( 0, self::journal_count( $session ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
		return $session;
	}

	public function test_a_pack_package_with_a_php_file_stops_the_import_before_anything_is_written(): void {
		$manifest = (string) wp_json_encode( array( 'version' => 1, 'pack' => array( 'id' => 1, 'slug' => 'x', 'name' => 'X', 'platform' => 'gutenberg' ), 'items' => array() ) );
		$session  = $this->import_with_package( $this->zip( array( 'manifest.json' => $manifest, 'images/shell.php' => '<?php echo 1;' ) ) );
		$errors   = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'error' === $e['action'] ) );
		$this->assertSame( 'invalid_package', $errors[0]['data']['code'] );
		$this->assertStringContainsString( 'images/shell.php', $errors[0]['data']['message'] );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
	}

	public function test_a_pack_package_with_a_path_escape_stops_the_import_before_anything_is_written(): void {
		$session = $this->import_with_package( $this->zip( array( 'manifest.json' => '{}', '../../evil.html' => 'x' ) ) );
		$errors  = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'error' === $e['action'] ) );
		$this->assertStringContainsString( 'the path leaves the archive', $errors[0]['data']['message'] );
	}

	public function test_pack_package_rules(): void {
		$manifest = static fn( array $items, array $posts = array() ): string => (string) wp_json_encode( array( 'version' => 1, 'pack' => array( 'id' => 1, 'slug' => 'x', 'name' => 'X', 'platform' => 'gutenberg' ), 'items' => $items, 'posts' => $posts ) );
		$post     = array(
			'slug'    => 'x-post-1',
			'title'   => 'A post',
			'excerpt' => 'About it.',
			'date'    => '2025-01-02',
			'file'    => 'content/x-post-1.html',
			'image'   => 'a.svg',
		);
		$good     = $this->zip( array( 'manifest.json' => $manifest( array( array( 'slug' => 'home', 'type' => 'page', 'file' => 'content/home.html' ) ), array( $post ) ), 'content/home.html' => '<p>Hi</p>', 'content/x-post-1.html' => '<p>Post</p>', 'images/a.svg' => '<svg/>' ) );
		$this->assertSame( array( 'images/a.svg' ), PackPackage::open( $good )->images() );
		$this->assertSame( array( $post ), PackPackage::open( $good )->posts() );
		foreach ( array(
			'a post without its file'   => array( 'manifest.json' => $manifest( array(), array( $post ) ) ),
			'a post with a bad date'    => array( 'manifest.json' => $manifest( array(), array( array( 'date' => 'soon' ) + $post ) ), 'content/x-post-1.html' => 'x' ),
			'a post image out of place' => array( 'manifest.json' => $manifest( array(), array( array( 'image' => '../a.svg' ) + $post ) ), 'content/x-post-1.html' => 'x' ),
			'a post named like a page'  => array( 'manifest.json' => $manifest( array( array( 'slug' => 'x-post-1', 'type' => 'page', 'file' => 'content/x-post-1.html' ) ), array( $post ) ), 'content/x-post-1.html' => 'x' ),
			'a PHP file'             => array( 'manifest.json' => $manifest( array() ), 'content/x.php' => '<?php' ),
			'an image with two dots' => array( 'manifest.json' => $manifest( array() ), 'images/a.php.svg' => '<svg/>' ),
			'another folder'         => array( 'manifest.json' => $manifest( array() ), 'wp-content/x.html' => 'x' ),
			'a missing content file' => array( 'manifest.json' => $manifest( array( array( 'slug' => 'home', 'type' => 'page', 'file' => 'content/home.html' ) ) ) ),
			'no manifest'            => array( 'content/home.html' => 'x' ),
		) as $case => $entries ) {
			try {
				PackPackage::open( $this->zip( $entries ) );
				$this->fail( "Accepted {$case}." );
			} catch ( HttpError $error ) {
				$this->assertSame( 'invalid_package', $error->error_code(), $case );
			}
		}
	}

	public function test_a_pack_package_file_that_unpacks_larger_than_it_says_is_refused_not_read(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		// The package's limits add up what entries claim: a page that claims
		// 1,000 bytes and unpacks to 1.4 MB would have gone past them.
		$manifest = (string) wp_json_encode( array( 'version' => 1, 'pack' => array( 'id' => 1, 'slug' => 'x', 'name' => 'X', 'platform' => 'gutenberg' ), 'items' => array( array( 'slug' => 'home', 'type' => 'page', 'file' => 'content/home.html' ) ) ) );
		$page     = '<p>' . base64_encode( random_bytes( MB_IN_BYTES ) ) . '</p>'; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- text that does not compress.
		$path     = $this->zip( array( 'manifest.json' => $manifest, 'content/home.html' => $page ) );
		$this->assertSame( $page, PackPackage::open( $path )->read( 'content/home.html' ), 'true to its size, it reads' );

		LyingZips::understate( $path, 'content/home.html' );
		$package = PackPackage::open( $path );
		try {
			$package->read( 'content/home.html' );
			$this->fail( 'the page was read' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'invalid_package', $error->error_code() );
			$this->assertSame( 'content/home.html in the pack package is not the size the archive says.', $error->getMessage() );
		}

		// A manifest that understates is no manifest.
		$path = $this->zip( array( 'manifest.json' => $manifest . str_repeat( ' ', 2000 ), 'content/home.html' => '<p>Hi</p>' ) );
		LyingZips::understate( $path, 'manifest.json' );
		$this->expectExceptionMessage( 'The pack package has no valid manifest.json.' );
		PackPackage::open( $path );
	}

	public function test_a_theme_package_that_is_not_a_theme_stops_the_import_before_anything_is_written(): void {
		// The hub's package for the theme (the site takes its hub's packages) holds a plugin, not a theme.
		$this->upload_theme_package( (string) realpath( dirname( self::FIXTURE ) . '/directory/plugins/mini-helper' ) );
		$before  = self::snapshot();
		$session = $this->start( $this->form() );
		$this->assertSame( 'error', $this->run_to_end( $session ) );
		$this->assertSame( 0, self::journal_count( $session ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
		$errors = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'error' === $e['action'] ) );
		$this->assertSame( 'theme', $errors[0]['data']['type'] );
		$this->assertStringContainsString( 'This zip is not a WordPress theme', $errors[0]['data']['message'] );
		$this->assertDirectoryDoesNotExist( get_theme_root() . '/' . self::THEME );
		// The downloaded package is gone too.
		$this->assertSame( array(), glob( trailingslashit( wp_get_upload_dir()['basedir'] ) . 'stencilbox-fsi/*/pack.zip' ) );
	}

	public function test_theme_package_rules(): void {
		$style = "/*\nTheme Name: Tiny\n*/";
		$this->assertTrue( ThemePackage::inspect( $this->zip( array( 'tiny/style.css' => $style, 'tiny/templates/index.html' => '' ) ) )['is_block'] );
		$this->assertSame( 'Tiny', ThemePackage::inspect( $this->zip( array( 'tiny/style.css' => $style, 'tiny/index.php' => '<?php' ) ) )['name'] );
		foreach ( array(
			'no style.css'     => array( 'tiny/index.php' => '<?php' ),
			'no Theme Name'    => array( 'tiny/style.css' => '/* x */', 'tiny/index.php' => '<?php' ),
			'nothing to show'  => array( 'tiny/style.css' => $style ),
			'two folders'      => array( 'tiny/style.css' => $style, 'tiny/index.php' => '', 'other/x' => '' ),
			'a file outside'   => array( 'style.css' => $style ),
			'a path escape'    => array( 'tiny/../../x.php' => '' ),
		) as $case => $entries ) {
			try {
				ThemePackage::inspect( $this->zip( $entries ), 'tiny' );
				$this->fail( "Accepted {$case}." );
			} catch ( HttpError $error ) {
				$this->assertSame( 'invalid_package', $error->error_code(), $case );
			}
		}
	}
}
