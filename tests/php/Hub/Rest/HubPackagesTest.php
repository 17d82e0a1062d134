<?php
/**
 * Plugin packages the hub owner uploads: never at an address anyone can
 * fetch, never a pro dependency's (issue [20], item 1).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Migrations\Migration0010PrivatePackages;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\MiniFixtureAsDemo;

/**
 * The probe: `POST …/admin/dependencies/mini-forms-pro/package` was
 * accepted and written to `uploads/stencilbox/packages/mini-forms-pro.zip`,
 * which `curl` without a cookie or key downloaded.
 *
 * @database-neutral runs a migration's up() to set up a case; the packages' contents.
 */
final class HubPackagesTest extends CatalogTestCase {
	use AccountHelpers;
	use MiniFixtureAsDemo;

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_mini_demo();
	}

	protected function tearDown(): void {
		$this->tear_down_mini_demo();
		SafeZip::remove_dir( PrivateFolder::path( PackageStore::FOLDER ) );
		parent::tearDown();
	}

	/**
	 * A plugin zip with one folder named after the slug.
	 *
	 * @param string $slug Plugin slug.
	 */
	private function plugin_zip( string $slug ): string {
		$path         = (string) tempnam( sys_get_temp_dir(), 'sbx-pkg' );
		$this->temp[] = $path;
		$zip          = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		$zip->addFromString( "$slug/$slug.php", "<?php\n/**\n * Plugin Name: Uploaded $slug\n * Version: 9.9\n */\n" );
		$zip->close();
		return $path;
	}

	/**
	 * Uploads a package as the hub owner would (multipart field `package`).
	 *
	 * @param string $slug Dependency slug.
	 */
	private function upload( string $slug ): \WP_REST_Response {
		$path    = $this->plugin_zip( $slug );
		$request = new \WP_REST_Request( 'POST', "/stencilbox-hub/v1/admin/dependencies/$slug/package" );
		$request->set_file_params(
			array(
				'package' => array(
					'name'     => "$slug.zip",
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => (int) filesize( $path ),
				),
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * Every file in the packages folder, relative to uploads.
	 *
	 * @return string[]
	 */
	private static function files(): array {
		$root = PrivateFolder::path( PackageStore::FOLDER );
		$out  = array();
		if ( is_dir( $root ) ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$out[] = substr( $file->getPathname(), strlen( $root ) + 1 );
			}
		}
		sort( $out );
		return $out;
	}

	/**
	 * An account's API key on this hub.
	 */
	private function account_key(): string {
		return ( new ApiKeys() )->create( $this->signup_with_plan( 'packages-' . wp_generate_password( 6, false ) . '@example.org' ), 'test' );
	}

	public function test_a_pro_dependencys_package_is_refused_and_nothing_is_written(): void {
		$this->login_as( 'administrator' );
		$response = $this->upload( 'mini-forms-pro' );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'pro_dependency', $response->get_data()['code'] );
		$this->assertSame( 'This is a pro plugin: the hub never serves its package, so it cannot be uploaded. Sites show its link to install it by hand.', $response->get_data()['message'] );
		$this->assertSame( array(), array_values( array_filter( self::files(), static fn( string $file ): bool => str_ends_with( $file, '.zip' ) ) ) );
	}

	public function test_a_free_package_is_kept_under_a_private_name_and_served_only_by_the_api(): void {
		$this->login_as( 'administrator' );
		$response = $this->upload( 'mini-helper' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Uploaded mini-helper', $response->get_data()['package']['name'] );

		// Not where anyone can guess it; a denied folder with its index.
		$root = PrivateFolder::path( PackageStore::FOLDER );
		$this->assertFileDoesNotExist( $root . '/mini-helper.zip' );
		$files = self::files();
		$this->assertContains( '.htaccess', $files );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $root . '/.htaccess' ) );
		$this->assertContains( 'index.php', $files );
		$zips = array_values( array_filter( $files, static fn( string $file ): bool => str_ends_with( $file, '.zip' ) ) );
		$this->assertCount( 1, $zips );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{40}\.zip$/', $zips[0] );
		$this->assertStringNotContainsString( 'mini-helper', $zips[0] );

		// The API serves the uploaded package (not the fixture's folder) to an account.
		update_option( HubController::REMOTE_OPTION, 1 );
		$request = new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/dependencies/mini-helper/package' );
		$request->set_header( 'Authorization', 'Bearer ' . $this->account_key() );
		$answer = rest_do_request( $request );
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$this->assertSame( hash_file( 'sha256', $root . '/' . $zips[0] ), $answer->get_data()['sha256'] );
	}

	public function test_a_dependency_that_turns_pro_loses_its_package(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->upload( 'mini-helper' )->get_status() );
		$this->assertFileExists( PackageStore::stored( 'mini-helper' ) );
		$this->writer->upsert_dependency(
			array(
				'slug'        => 'mini-helper',
				'name'        => 'Mini Helper',
				'is_pro'      => true,
				'plugin_file' => 'mini-helper/mini-helper.php',
			)
		);
		$this->assertFileDoesNotExist( PackageStore::stored( 'mini-helper' ) );
	}

	public function test_packages_kept_at_guessable_addresses_move_out_of_reach(): void {
		$root = PrivateFolder::path( PackageStore::FOLDER );
		wp_mkdir_p( $root . '/themes' );
		copy( $this->plugin_zip( 'mini-helper' ), $root . '/mini-helper.zip' );
		copy( $this->plugin_zip( 'mini-forms-pro' ), $root . '/mini-forms-pro.zip' );
		copy( $this->plugin_zip( 'tiny-theme' ), $root . '/themes/tiny-theme.zip' );
		file_put_contents( $root . '/index.php', "<?php\n// Silence is golden.\n" );
		$helper = (string) hash_file( 'sha256', $root . '/mini-helper.zip' );

		global $wpdb;
		( new Migration0010PrivatePackages() )->up( $wpdb );
		( new Migration0010PrivatePackages() )->up( $wpdb );

		$expected = array( '.htaccess', 'index.php', basename( PackageStore::stored( 'mini-helper' ) ), basename( PackageStore::stored( 'tiny-theme', 'themes' ) ) );
		sort( $expected );
		$this->assertSame( $expected, self::files() );
		$this->assertSame( $helper, hash_file( 'sha256', PackageStore::stored( 'mini-helper' ) ) );
		$this->assertFileDoesNotExist( PackageStore::stored( 'mini-forms-pro' ) );
		$this->assertDirectoryDoesNotExist( $root . '/themes' );
	}
}
