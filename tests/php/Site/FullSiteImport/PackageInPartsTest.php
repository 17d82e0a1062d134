<?php
/**
 * The pack package travels in parts (issue [17]): no request holds a big
 * pack whole, and a part asked for again after a killed request is the
 * same bytes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Packages\PackBuilds;
use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\PackageFolder;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Through the hub's route (as the site's hub client calls it) and through
 * a whole import with small parts.
 *
 * @database-neutral makes an account; it checks the package's parts.
 */
final class PackageInPartsTest extends FullSiteImportTestCase {

	/**
	 * Parts of 2 KB (the filter's floor is 1 KB).
	 */
	public function small_parts(): int {
		return 2048;
	}

	protected function tearDown(): void {
		remove_filter( 'stencilbox_fsi_package_part_bytes', array( $this, 'small_parts' ) );
		parent::tearDown();
	}

	/**
	 * The hub's builds folder.
	 */
	private static function builds(): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . PackBuilds::FOLDER;
	}

	/**
	 * The builds' files of one kind.
	 *
	 * @param string $ext zip or json.
	 * @return string[]
	 */
	private static function built( string $ext = 'zip' ): array {
		return (array) glob( self::builds() . '/*.' . $ext );
	}

	/**
	 * Calls the hub's package route as the signed-in account.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<mixed>
	 */
	private function package( array $params, ?int $pack = null ): array {
		$session = Plugin::instance()->service( AccountSession::class );
		return $session->call( $session->require_connection( $this->admin ), 'POST', '/items/' . ( $pack ?? $this->harbor() ) . '/full-site/package', $params );
	}

	/**
	 * Asserts that a package request is refused.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $pack    Pack id.
	 * @param int                  $status  Expected status.
	 * @param string               $message Why.
	 */
	private function assert_refused( array $params, int $pack, int $status, string $message ): void {
		try {
			$this->package( $params, $pack );
			$this->fail( $message );
		} catch ( HttpError $error ) {
			$this->assertSame( $status, $error->status(), $message . ': ' . $error->getMessage() );
		}
	}

	/**
	 * Sets the signed-in account's plan on the hub.
	 *
	 * @param string $plan Plan.
	 */
	private function set_plan( string $plan ): void {
		$session = Plugin::instance()->service( AccountSession::class );
		( new AccountRepository() )->update(
			$session->require_connection( $this->admin )->account_id,
			array(
				'plan'      => $plan,
				'plan_term' => 'free' === $plan ? '' : 'yearly',
			)
		);
	}

	public function test_parts_rebuild_the_package_and_only_its_account_may_read_the_build(): void {
		$first = $this->package(
			array(
				'offset' => 0,
				'length' => 3000,
			)
		);
		$build = (string) $first['build'];
		$this->assertMatchesRegularExpression( '/^\d+-[a-f0-9]{32}$/', $build );
		$this->assertGreaterThan( 3000, $first['size'], 'the mini pack is bigger than one part' );
		$bytes = base64_decode( (string) $first['data'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		for ( $offset = 3000; $offset < $first['size']; $offset += 3000 ) {
			$part   = $this->package(
				array(
					'build'  => $build,
					'offset' => $offset,
					'length' => 3000,
				)
			);
			$bytes .= base64_decode( (string) $part['data'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			$this->assertSame( $first['sha256'], $part['sha256'] );
		}
		$this->assertSame( $first['size'], strlen( $bytes ) );
		$this->assertSame( $first['sha256'], hash( 'sha256', $bytes ) );
		$this->assertCount( 1, self::built(), 'kept in the uploads folder, which every web node shares' );
		$this->assertSame( $first['sha256'], hash_file( 'sha256', self::built()[0] ) );
		// Out of visitors' reach: denied, not listed, and named so that
		// neither the build's id nor the key it was made for gives its address.
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( self::builds() . '/.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertFileExists( self::builds() . '/index.php' );
		$this->assertStringNotContainsString( substr( $build, strpos( $build, '-' ) + 1 ), self::built()[0] );

		// A first part asked for again with the same key (its request was
		// killed) comes from the same build; without a key, a new one.
		$key   = wp_generate_uuid4();
		$once  = $this->package( array( 'key' => $key, 'length' => 10 ) );
		$again = $this->package( array( 'key' => $key, 'length' => 10 ) );
		$this->assertSame( $once['build'], $again['build'] );
		$this->assertNotSame( $build, $once['build'] );
		$this->assertNotSame( md5( strtok( $build, '-' ) . ':' . $key ), substr( $once['build'], strpos( $once['build'], '-' ) + 1 ), 'a key’s build cannot be worked out without the hub’s salt' );
		$this->assertCount( 2, self::built(), 'two builds' );
		$this->assertCount( 2, self::built( 'json' ), 'and their facts' );

		// Another account's build is unknown to this one.
		$other = ( (int) strtok( $build, '-' ) + 1 ) . substr( $build, strpos( $build, '-' ) );
		try {
			$this->package(
				array(
					'build'  => $other,
					'length' => 10,
				)
			);
			$this->fail( 'another account’s build was read' );
		} catch ( HttpError $error ) {
			$this->assertSame( 404, $error->status() );
		}

		$this->package(
			array(
				'build'   => $build,
				'release' => true,
			)
		);
		$this->assertCount( 1, self::built(), 'the released build is gone, the other is left' );
		$this->assertCount( 1, self::built( 'json' ) );
		try {
			$this->package(
				array(
					'build'  => $build,
					'length' => 10,
				)
			);
			$this->fail( 'a released build was read' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'not_found', $error->error_code() );
		}
	}

	public function test_a_build_is_read_only_through_the_pack_it_was_made_for(): void {
		$paid = (int) $this->catalog->id_of( 'gutenberg', 'saffron-bistro', 'pack' );
		$this->assertGreaterThan( 0, $paid );
		$this->set_plan( 'pro' );
		$key   = wp_generate_uuid4();
		$first = $this->package(
			array(
				'key'    => $key,
				'length' => 10,
			),
			$paid
		);
		$build = (string) $first['build'];
		$this->assertSame( 'saffron-bistro', $first['slug'] );

		// The account loses the paid pack: that pack's route refuses it…
		$this->set_plan( 'free' );
		$this->assert_refused( array( 'build' => $build, 'length' => 10 ), $paid, 403, 'the paid pack’s build was read without the pack' );
		// …and a free pack's route does not lead to the paid pack's build.
		$this->assert_refused( array( 'build' => $build, 'length' => 10 ), $this->harbor(), 404, 'the paid pack’s build was read through a free pack' );
		$this->assert_refused( array( 'build' => $build, 'release' => true ), $this->harbor(), 404, 'the paid pack’s build was released through a free pack' );
		$this->assertCount( 1, self::built(), 'the paid pack’s build is still there' );

		// The same key asked through another pack is another build, of that pack.
		$free = $this->package(
			array(
				'key'    => $key,
				'length' => 10,
			)
		);
		$this->assertNotSame( $build, $free['build'], 'the key led to the paid pack’s build' );
		$this->assertNotSame( $first['sha256'], $free['sha256'] );
		$this->assertSame( $free['sha256'], hash( 'sha256', (string) base64_decode( (string) $this->package( array( 'build' => $free['build'], 'length' => $free['size'] ) )['data'] ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		$this->assertCount( 2, self::built() );
	}

	public function test_an_import_fetches_the_package_part_by_part_and_releases_the_build(): void {
		add_filter( 'stencilbox_fsi_package_part_bytes', array( $this, 'small_parts' ) );
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$downloads = array_values(
			array_filter(
				$this->log( $session ),
				static fn( array $e ): bool => 'updateLog' === $e['action'] && 'download' === $e['data']['type']
			)
		);
		$this->assertGreaterThan( 4, count( $downloads ), 'one progress line per part' );
		$this->assertSame( 100, end( $downloads )['data']['progress'] );
		$this->assertSame( array(), self::built(), 'the build was released' );
		$this->assertSame( array(), self::built( 'json' ) );
		$this->assertDirectoryDoesNotExist( PackageFolder::path( (string) $session ), 'the package, written part by part into the import’s package folder, went at the end' );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );
		$this->assertGreaterThan( 0, wp_count_posts( 'attachment' )->inherit );
	}

	public function test_a_package_announced_larger_than_a_pack_may_be_is_refused_before_anything_is_written(): void {
		// A hub may announce any size: 200 MB was fetched and written part
		// by part before the package's own limit was read.
		$announce = static function ( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
			if ( $response instanceof \WP_REST_Response && str_ends_with( $request->get_route(), '/full-site/package' ) && isset( $response->get_data()['size'] ) ) {
				$response->set_data( array( 'size' => 200 * MB_IN_BYTES ) + $response->get_data() );
			}
			return $response;
		};
		add_filter( 'rest_request_after_callbacks', $announce, 10, 3 );
		try {
			$session = $this->start( $this->form() );
			$action  = $this->run_to_end( $session );
		} finally {
			remove_filter( 'rest_request_after_callbacks', $announce );
		}
		$this->assertSame( 'error', $action );
		$error = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'error' === $e['action'] ) );
		$this->assertSame( 'invalid_package', $error[0]['data']['code'] ?? null );
		$this->assertSame( 'The pack package is missing, empty or too large.', $error[0]['data']['message'] );
		$this->assertFileDoesNotExist( PackageFolder::path( $session ) . '/pack.zip.part', 'nothing was written' );
	}
}
