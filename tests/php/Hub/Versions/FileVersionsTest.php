<?php
/**
 * Versions of cloud files on the hub: immutable, content-addressed, listed,
 * previewed, restored; retention per plan; the quota counts files; who may
 * see and who may restore.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Versions;

use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * `stencilbox-hub/v1/cloud/files/{id}/versions…` as another site calls them.
 *
 * @group object-cache
 * @group database
 */
final class FileVersionsTest extends CloudTestCase {
	use VersionHelpers;

	private const V2 = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Launch, again</h2>\n<!-- /wp:heading -->";
	private const V3 = "<!-- wp:paragraph -->\n<p>Third.</p>\n<!-- /wp:paragraph -->";

	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
		delete_option( Retention::OPTION );
	}

	/**
	 * Saves a new version; asserts success.
	 *
	 * @param string $key     Key.
	 * @param int    $file    File.
	 * @param string $content Content.
	 * @param string $note    Note.
	 * @return array<string, mixed>
	 */
	private function save( string $key, int $file, string $content, string $note = '' ): array {
		$response = $this->hub(
			'POST',
			"/cloud/files/{$file}/versions",
			array(
				'content' => $content,
				'note'    => $note,
			),
			$key
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A file's versions.
	 *
	 * @param string $key  Key.
	 * @param int    $file File.
	 * @return array<int, array<string, mixed>>
	 */
	private function versions( string $key, int $file ): array {
		$response = $this->hub( 'GET', "/cloud/files/{$file}/versions", array(), $key );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['versions'];
	}

	public function test_a_new_version_is_immutable_content_addressed_and_an_unchanged_push_adds_nothing(): void {
		$me   = $this->hub_account( 'pro' );
		$file = $this->push( $me['key'] );
		$this->assertSame( 1, $file['version'] );
		$this->assertSame( array( 1 ), array_column( $this->versions( $me['key'], $file['id'] ), 'number' ), 'a pushed file is its version 1' );
		$this->assertSame( 0, self::count_rows( 'versions' ), 'a file that never changed writes no version row' );

		$saved = $this->save( $me['key'], $file['id'], self::V2, 'Bolder heading' );
		$this->assertTrue( $saved['created'] );
		$this->assertSame( 2, $saved['version']['number'] );
		$this->assertSame( 2, $saved['file']['version'] );
		$this->assertSame( 'Bolder heading', $saved['version']['note'] );
		$this->assertSame( 'Mia Stone', $saved['version']['author'] );
		$this->assertSame( hash( 'sha256', self::V2 ), $saved['version']['hash'] );
		$this->assertSame( 2, self::rows( 'bodies' ), 'both versions keep their body' );

		$list = $this->versions( $me['key'], $file['id'] );
		$this->assertSame( array( 2, 1 ), array_column( $list, 'number' ), 'newest first' );
		$this->assertSame( array( true, false ), array_column( $list, 'is_current' ) );
		$this->assertSame( hash( 'sha256', self::PAGE ), $list[1]['hash'], 'version 1 is what was pushed, unchanged' );

		// The same content again: no body, no version.
		$again = $this->save( $me['key'], $file['id'], self::V2, 'Nothing new' );
		$this->assertFalse( $again['created'] );
		$this->assertSame( 2, $again['version']['number'] );
		$this->assertSame( 2, self::rows( 'bodies' ) );
		$this->assertSame( 2, self::count_rows( 'versions' ) );

		// A copy of the file shares its body: still two bodies.
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$file['id']}/copy", array( 'workspace_id' => 0 ), $me['key'] )->get_status() );
		$this->assertSame( 2, self::rows( 'bodies' ) );

		// Any version can be previewed, with its content.
		$old = $this->hub( 'GET', "/cloud/files/{$file['id']}/versions/1", array(), $me['key'] )->get_data();
		$this->assertSame( self::PAGE, $old['content'] );
		$this->assertFalse( $old['version']['is_current'] );
		$this->assertSame( 'gutenberg', $old['platform'] );
		$this->assertSame( self::V2, $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] )->get_data()['content'], 'reading the file reads its newest version' );
		$this->assertSame( 404, $this->hub( 'GET', "/cloud/files/{$file['id']}/versions/9", array(), $me['key'] )->get_status() );
	}

	public function test_restoring_makes_an_old_version_the_newest_and_deletes_nothing(): void {
		$me   = $this->hub_account( 'pro' );
		$file = $this->push( $me['key'] );
		$this->save( $me['key'], $file['id'], self::V2 );
		$restored = $this->hub( 'POST', "/cloud/files/{$file['id']}/versions/1/restore", array(), $me['key'] );
		$this->assertSame( 200, $restored->get_status(), (string) wp_json_encode( $restored->get_data() ) );
		$data = $restored->get_data();
		$this->assertSame( 3, $data['version']['number'] );
		$this->assertSame( 1, $data['version']['restored_from'] );
		$this->assertSame( 'Restored from version 1', $data['version']['note'] );
		$this->assertSame( array( 3, 2, 1 ), array_column( $this->versions( $me['key'], $file['id'] ), 'number' ), 'nothing is deleted' );
		$this->assertSame( self::PAGE, $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] )->get_data()['content'] );
		$this->assertSame( 2, self::rows( 'bodies' ), 'the restored version shares its body with version 1' );
	}

	public function test_the_quota_counts_files_not_versions(): void {
		$me = $this->hub_account( 'free' );
		update_option( 'stencilbox_cloud_quotas', array( 'free' => 1 ) );
		$file = $this->push( $me['key'] );
		$this->assertSame( 403, $this->hub( 'POST', '/cloud/files', array( 'name' => 'Two', 'platform' => 'gutenberg', 'content' => self::V2 ), $me['key'] )->get_status(), 'the limit is reached' );
		$this->save( $me['key'], $file['id'], self::V2 );
		$this->save( $me['key'], $file['id'], self::V3 );
		$this->assertSame(
			array(
				'limit' => 1,
				'files' => 1,
			),
			$this->usage( $me['key'] )
		);
	}

	public function test_retention_per_plan_trims_the_oldest_and_never_the_newest(): void {
		$free = $this->hub_account( 'free' );
		$pro  = $this->hub_account( 'pro' );
		( new Retention( new \Stencilbox\Hub\Accounts\AccountRepository() ) )->save(
			array(
				'free' => 2,
				'pro'  => -1,
			)
		);
		$kept = $this->push( $free['key'], 'Kept two' );
		$all  = $this->push( $pro['key'], 'Kept all' );
		foreach ( array( self::V2, self::V3, self::PAGE . ' ' ) as $content ) {
			$this->save( $free['key'], $kept['id'], $content );
			$this->save( $pro['key'], $all['id'], $content );
		}
		$this->assertSame( array( 4, 3 ), array_column( $this->versions( $free['key'], $kept['id'] ), 'number' ), 'the free plan keeps its two newest' );
		$this->assertSame( array( 4, 3, 2, 1 ), array_column( $this->versions( $pro['key'], $all['id'] ), 'number' ), '−1 keeps every version' );
		$this->assertSame( 404, $this->hub( 'GET', "/cloud/files/{$kept['id']}/versions/1", array(), $free['key'] )->get_status() );

		// A limit below one keeps the newest.
		( new Retention( new \Stencilbox\Hub\Accounts\AccountRepository() ) )->save( array( 'free' => 0 ) );
		$this->save( $free['key'], $kept['id'], self::V2 . ' ' );
		$this->assertSame( array( 5 ), array_column( $this->versions( $free['key'], $kept['id'] ), 'number' ) );
		$this->assertSame( self::V2 . ' ', $this->hub( 'GET', "/cloud/files/{$kept['id']}", array(), $free['key'] )->get_data()['content'] );

		// Trimmed bodies nobody uses are gone; the pro file keeps its four.
		global $wpdb;
		$bodies = (array) $wpdb->get_col( 'SELECT hash FROM ' . \Stencilbox\Support\Names::table( 'cloud_bodies' ) );
		sort( $bodies );
		$wanted = array_unique( array( hash( 'sha256', self::PAGE ), hash( 'sha256', self::V2 ), hash( 'sha256', self::V3 ), hash( 'sha256', self::PAGE . ' ' ), hash( 'sha256', self::V2 . ' ' ) ) );
		sort( $wanted );
		$this->assertSame( $wanted, $bodies );
	}

	public function test_limits_left_at_their_default_keep_following_the_default_after_a_save(): void {
		$retention = new Retention( new \Stencilbox\Hub\Accounts\AccountRepository() );
		// The settings form sends every limit; the owner changed one.
		$retention->save( array_merge( Retention::DEFAULTS, array( 'starter' => 20 ) ) );
		$this->assertSame( array( 'starter' => 20 ), get_option( Retention::OPTION ), 'only what differs from the default is stored' );
		$this->assertSame( array_merge( Retention::DEFAULTS, array( 'starter' => 20 ) ), $retention->limits() );
		// A default changed by a release reaches the limits the owner never set.
		update_option( Retention::OPTION, array( 'starter' => 20 ) );
		$this->assertSame( Retention::DEFAULTS['free'], $retention->limits()['free'] );
		// Back to the default: nothing stored, nothing autoloaded.
		$retention->save( array( 'starter' => Retention::DEFAULTS['starter'] ) );
		$this->assertFalse( get_option( Retention::OPTION ) );
		// A value left out keeps what was saved; −5 is stored as "keep all".
		$retention->save( array( 'free' => 3 ) );
		$retention->save( array( 'starter' => -5 ) );
		$this->assertSame(
			array(
				'free'    => 3,
				'starter' => Retention::KEEP_ALL,
			),
			get_option( Retention::OPTION )
		);
	}

	public function test_members_see_versions_of_files_they_can_read_and_only_who_may_change_a_file_restores_it(): void {
		$owner    = $this->hub_account( 'pro', 'owner@example.org' );
		$member   = $this->hub_account( 'pro', 'member@example.org' );
		$stranger = $this->hub_account( 'pro', 'stranger@example.org' );
		$space    = $this->workspace( $owner['key'], 'Team', array( 'member@example.org' ) );
		$owners   = $this->push( $owner['key'], 'Owner page', $space['id'] );
		$members  = $this->push( $member['key'], 'Member page', $space['id'] );
		$private  = $this->push( $owner['key'], 'Private page' );
		$this->save( $owner['key'], $owners['id'], self::V2 );
		$this->save( $member['key'], $members['id'], self::V2 );

		// A member reads the versions of the owner's file and previews them…
		$this->assertSame( array( 2, 1 ), array_column( $this->versions( $member['key'], $owners['id'] ), 'number' ) );
		$this->assertSame( 200, $this->hub( 'GET', "/cloud/files/{$owners['id']}/versions/1", array(), $member['key'] )->get_status() );
		// …but may neither restore it nor save a version of it.
		$refused = $this->hub( 'POST', "/cloud/files/{$owners['id']}/versions/1/restore", array(), $member['key'] );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 403, $this->hub( 'POST', "/cloud/files/{$owners['id']}/versions", array( 'content' => self::V3 ), $member['key'] )->get_status() );
		$this->assertSame( array( 2, 1 ), array_column( $this->versions( $owner['key'], $owners['id'] ), 'number' ), 'a refusal writes nothing' );
		// The member restores their own file; the WorkSpace's owner may too.
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$members['id']}/versions/1/restore", array(), $member['key'] )->get_status() );
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/files/{$members['id']}/versions/2/restore", array(), $owner['key'] )->get_status() );
		// Someone outside learns nothing; My Clouds is its owner's alone.
		foreach ( array( "/cloud/files/{$owners['id']}/versions", "/cloud/files/{$owners['id']}/versions/1" ) as $path ) {
			$this->assertSame( 404, $this->hub( 'GET', $path, array(), $stranger['key'] )->get_status(), $path );
		}
		$this->assertSame( 404, $this->hub( 'GET', "/cloud/files/{$private['id']}/versions", array(), $member['key'] )->get_status() );
		$this->assertSame( 404, $this->hub( 'POST', "/cloud/files/{$private['id']}/versions/1/restore", array(), $stranger['key'] )->get_status() );
		$this->assertSame( 401, $this->hub( 'GET', "/cloud/files/{$owners['id']}/versions" )->get_status(), 'no key, no versions' );
	}

	public function test_deleting_a_file_deletes_its_versions_and_their_bodies(): void {
		$me   = $this->hub_account( 'pro' );
		$file = $this->push( $me['key'] );
		$this->save( $me['key'], $file['id'], self::V2 );
		$this->save( $me['key'], $file['id'], self::V3 );
		$this->assertSame( 3, self::rows( 'bodies' ) );
		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/files/{$file['id']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$this->assertSame( 0, self::count_rows( 'versions' ) );
		$this->assertSame( 0, self::rows( 'bodies' ) );
	}

	public function test_a_new_version_is_filtered_like_a_push(): void {
		$me   = $this->hub_account( 'pro' );
		$file = $this->push( $me['key'] );
		$this->save( $me['key'], $file['id'], "<!-- wp:paragraph -->\n<p>Hi<script>alert(1)</script></p>\n<!-- /wp:paragraph -->" );
		$content = $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] )->get_data()['content'];
		$this->assertStringNotContainsString( '<script', $content );
		$empty = $this->hub( 'POST', "/cloud/files/{$file['id']}/versions", array( 'content' => '   ' ), $me['key'] );
		$this->assertSame( 400, $empty->get_status() );
	}
}
