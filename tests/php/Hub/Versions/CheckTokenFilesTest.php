<?php
/**
 * The update check's token for cloud files: a new version, a rename, a
 * deleted file and a member removed from the file's WorkSpace each make a
 * full check; nothing changed, one read.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Versions;

use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\QueryPlans;
use Stencilbox\Tests\VersionHelpers;

/**
 * `POST stencilbox-hub/v1/versions/check` with files.
 *
 * @group database
 */
final class CheckTokenFilesTest extends CloudTestCase {
	use QueryPlans;
	use VersionHelpers;

	private const V2 = "<!-- wp:paragraph -->\n<p>Launch, again.</p>\n<!-- /wp:paragraph -->";

	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . ChangeStamps::table() );
	}

	/**
	 * A check of one file; asserts success.
	 *
	 * @param string $key   Account key.
	 * @param int    $file  File.
	 * @param string $token The last answer's token.
	 * @return array<string, mixed>
	 */
	private function check( string $key, int $file, string $token = '' ): array {
		$response = $this->hub(
			'POST',
			'/versions/check',
			array(
				'site'  => 'https://studio.example.org/',
				'files' => array(
					array(
						'id'      => $file,
						'version' => 1,
						'places'  => 1,
						'posts'   => 1,
					),
				),
				'token' => $token,
			),
			$key
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * Asserts a full check after a change.
	 *
	 * @param array<string, mixed> $first  Before.
	 * @param array<string, mixed> $answer After, with the first's token.
	 * @param string               $what   The change.
	 */
	private function assert_full( array $first, array $answer, string $what ): void {
		$this->assertFalse( $answer['unchanged'], "{$what}: a full check" );
		$this->assertNotSame( $first['token'], $answer['token'], "{$what}: a new token" );
	}

	public function test_a_new_version_a_rename_and_a_delete_of_a_file_make_a_full_check(): void {
		$me    = $this->hub_account( 'free' );
		$file  = (int) $this->push( $me['key'] )['id'];
		$first = $this->check( $me['key'], $file );
		$this->assertSame( array( $file ), array_column( $first['files'], 'id' ) );
		$same = $this->check( $me['key'], $file, $first['token'] );
		$this->assertTrue( $same['unchanged'] );
		$this->assertSame( array(), $same['files'] );

		$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$file}/versions", array( 'content' => self::V2 ), $me['key'] )->get_status() );
		$saved = $this->check( $me['key'], $file, $first['token'] );
		$this->assert_full( $first, $saved, 'a new version' );
		$this->assertSame( 2, $saved['files'][0]['version']['number'] );

		$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$file}/rename", array( 'name' => 'Launch page, final' ), $me['key'] )->get_status() );
		$renamed = $this->check( $me['key'], $file, $saved['token'] );
		$this->assert_full( $saved, $renamed, 'a rename' );
		$this->assertSame( 'Launch page, final', $renamed['files'][0]['name'] );

		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/files/{$file}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$gone = $this->check( $me['key'], $file, $renamed['token'] );
		$this->assert_full( $renamed, $gone, 'a delete' );
		$this->assertSame( array(), $gone['files'] );
	}

	public function test_a_full_check_reads_its_files_in_as_many_queries_for_six_as_for_two(): void {
		$me    = $this->hub_account( 'pro' );
		$space = $this->workspace( $me['key'], 'Kit' );
		$files = array();
		foreach ( range( 1, 6 ) as $n ) {
			$files[] = (int) $this->push( $me['key'], "Page {$n}", 0 === $n % 3 ? (int) $space['id'] : 0 )['id'];
		}
		// Two of them have a second version.
		foreach ( array( $files[1], $files[4] ) as $file ) {
			$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$file}/versions", array( 'content' => self::V2 ), $me['key'] )->get_status() );
		}
		$reads = function ( array $ids ) use ( $me ): array {
			$answer = array();
			$sql    = self::sql_of(
				function () use ( &$answer, $ids, $me ): void {
					$answer = $this->hub(
						'POST',
						'/versions/check',
						array(
							'site'  => 'https://studio.example.org/',
							'files' => array_map( static fn( int $id ): array => array( 'id' => $id, 'version' => 1, 'places' => 1, 'posts' => 1 ), $ids ),
						),
						$me['key']
					)->get_data();
				}
			);
			$cloud = array_filter( $sql, static fn( string $query ): bool => (bool) preg_match( '/cloud_files|cloud_workspaces|versions|accounts/', $query ) );
			return array( $answer, count( $cloud ) );
		};
		// Two: one with a second version, one in the WorkSpace (its workspace is read once, for one file or many).
		[ $two, $for_two ] = $reads( array( $files[1], $files[2] ) );
		[ $six, $for_six ] = $reads( $files );
		$this->assertSame( $for_two, $for_six, 'the files are read together, not one by one' );
		$this->assertSame( $files, array_column( $six['files'], 'id' ) );
		$this->assertSame( array( 1, 2, 1, 1, 2, 1 ), array_map( static fn( array $file ): int => $file['version']['number'], $six['files'] ) );
		$this->assertSame( array( 'Page 2', 'Page 3' ), array_column( $two['files'], 'name' ) );
	}

	public function test_a_member_removed_from_the_files_workspace_gets_a_full_check(): void {
		$owner  = $this->hub_account( 'pro', 'owner@example.org' );
		$member = $this->hub_account( 'free', 'member@example.org' );
		$space  = $this->workspace( $owner['key'], 'Team', array( 'member@example.org' ) );
		$file   = (int) $this->push( $owner['key'], 'Team page', (int) $space['id'] )['id'];
		$first  = $this->check( $member['key'], $file );
		$this->assertSame( array( $file ), array_column( $first['files'], 'id' ), 'the member reads the file' );

		$this->assertSame( 200, $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'remove' => array( 'member@example.org' ) ), $owner['key'] )->get_status() );
		$answer = $this->check( $member['key'], $file, $first['token'] );
		$this->assert_full( $first, $answer, 'a removed member' );
		$this->assertSame( array(), $answer['files'], 'the file is no longer theirs to read' );
	}
}
