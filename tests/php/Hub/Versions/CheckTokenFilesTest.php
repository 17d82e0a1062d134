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
use Stencilbox\Tests\VersionHelpers;

/**
 * `POST stencilbox-hub/v1/versions/check` with files.
 *
 * @group database
 */
final class CheckTokenFilesTest extends CloudTestCase {
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
