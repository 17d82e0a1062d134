<?php
/**
 * The permission matrix: owner, member, pending invitation, removed member
 * and stranger against every cloud route, and one account against another
 * account's files and workspaces by id on every route.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Hub\Cloud\CloudAccess;
use Stencilbox\Plugin;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\CloudTestCase;

/**
 * Who may do what.
 *
 * @database-neutral rolls each call back to a savepoint of its scene; permissions, not SQL (savepoints are JournalTest's).
 */
final class PermissionMatrixTest extends CloudTestCase {
	/**
	 * Accounts by role.
	 *
	 * @var array<string, array{id: int, key: string}>
	 */
	private array $people = array();

	protected function setUp(): void {
		parent::setUp();
		$this->people = array(
			'owner'    => $this->hub_account( 'pro', 'owner@example.org' ),
			'member'   => $this->hub_account( 'pro', 'member@example.org' ),
			// Has an account, not verified yet: an invitation, no membership.
			'pending'  => $this->hub_account( 'pro', 'pending@example.org', false ),
			'removed'  => $this->hub_account( 'pro', 'removed@example.org' ),
			'stranger' => $this->hub_account( 'pro', 'stranger@example.org' ),
		);
	}

	/**
	 * A fresh workspace shared with member, pending and removed (then
	 * removed), with a file of the owner's and one of the member's in it,
	 * and a file in each role's My Clouds.
	 *
	 * @return array<string, mixed>
	 */
	private function scene(): array {
		$owner = $this->people['owner']['key'];
		$space = $this->workspace( $owner, 'Team', array( 'member@example.org', 'PENDING@example.org', 'removed@example.org' ) );
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'remove' => array( 'removed@example.org' ) ), $owner )->get_status() );
		$scene = array(
			'space'        => $space,
			'owners_file'  => $this->push( $owner, 'Owner page', $space['id'] ),
			'members_file' => $this->push( $this->people['member']['key'], 'Member page', $space['id'] ),
			'own'          => array(),
		);
		foreach ( $this->people as $role => $person ) {
			$scene['own'][ $role ] = $this->push( $person['key'], ucfirst( $role ) . ' private page' );
		}
		return $scene;
	}

	/**
	 * Every route, with what each role gets.
	 *
	 * @return array<string, array{0: callable, 1: array<string, int>}>
	 */
	private function routes(): array {
		$in   = array(
			'owner'    => 200,
			'member'   => 200,
			'pending'  => 404,
			'removed'  => 404,
			'stranger' => 404,
		);
		$mine = array(
			'owner'    => 200,
			'member'   => 403,
			'pending'  => 404,
			'removed'  => 404,
			'stranger' => 404,
		);
		return array(
			'GET workspace'               => array( fn( array $s ): array => array( 'GET', "/cloud/workspaces/{$s['space']['slug']}", array() ), $in ),
			'GET workspace by id'         => array( fn( array $s ): array => array( 'GET', "/cloud/workspaces/{$s['space']['id']}", array() ), $in ),
			'search workspace'            => array( fn( array $s ): array => array( 'GET', "/cloud/workspaces/{$s['space']['slug']}", array( 'search' => 'page' ) ), $in ),
			'rename workspace'            => array( fn( array $s ): array => array( 'POST', "/cloud/workspaces/{$s['space']['id']}", array( 'title' => 'Renamed' ) ), $mine ),
			'share workspace'             => array( fn( array $s ): array => array( 'POST', "/cloud/workspaces/{$s['space']['id']}", array( 'share_with' => array( 'new@example.org' ) ) ), $mine ),
			'delete workspace'            => array( fn( array $s ): array => array( 'DELETE', "/cloud/workspaces/{$s['space']['id']}", array( 'confirm' => true ) ), $mine ),
			'add own file'                => array( fn( array $s, string $role ): array => array( 'POST', "/cloud/workspaces/{$s['space']['id']}/files", array( 'files' => array( $s['own'][ $role ]['id'] ) ) ), $in ),
			'read owner’s file'           => array( fn( array $s ): array => array( 'GET', "/cloud/files/{$s['owners_file']['id']}", array() ), $in ),
			'copy owner’s file'           => array( fn( array $s ): array => array( 'POST', "/cloud/files/{$s['owners_file']['id']}/copy", array( 'workspace_id' => 0 ) ), $in ),
			'move owner’s file'           => array( fn( array $s ): array => array( 'POST', "/cloud/files/{$s['owners_file']['id']}/move", array( 'workspace_id' => 0 ) ), $mine ),
			'delete owner’s file'         => array( fn( array $s ): array => array( 'DELETE', "/cloud/files/{$s['owners_file']['id']}", array( 'confirm' => true ) ), $mine ),
			'delete owner’s file as item' => array( fn( array $s ): array => array( 'DELETE', "/cloud/files/{$s['owners_file']['id']}", array( 'in_workspace' => true, 'confirm' => true ) ), $mine ),
			'move member’s file'          => array(
				fn( array $s ): array => array( 'POST', "/cloud/files/{$s['members_file']['id']}/move", array( 'workspace_id' => 0 ) ),
				array( 'member' => 200 ) + $in,
			),
			'delete member’s file'        => array(
				fn( array $s ): array => array( 'DELETE', "/cloud/files/{$s['members_file']['id']}", array( 'confirm' => true ) ),
				array( 'member' => 200 ) + $in,
			),
			'push into workspace'         => array( fn( array $s ): array => array( 'POST', '/cloud/files', array( 'name' => 'New', 'platform' => 'gutenberg', 'content' => self::PAGE, 'workspace_id' => $s['space']['id'] ) ), $in ),
			'copy into workspace'         => array( fn( array $s, string $role ): array => array( 'POST', "/cloud/files/{$s['own'][ $role ]['id']}/copy", array( 'workspace_id' => $s['space']['id'] ) ), $in ),
			'move into workspace'         => array( fn( array $s, string $role ): array => array( 'POST', "/cloud/files/{$s['own'][ $role ]['id']}/move", array( 'workspace_id' => $s['space']['id'] ) ), $in ),
		);
	}

	public function test_every_role_on_every_route(): void {
		global $wpdb;
		// Each call meets the scene as it was made: built once, and every
		// call's writes rolled back to this savepoint (and the object cache
		// emptied) before the next, instead of a new scene per call.
		self::empty_cloud();
		$scene = $this->scene();
		$wpdb->query( 'SAVEPOINT permission_scene' );
		foreach ( $this->routes() as $name => $route ) {
			[ $build, $expected ] = $route;
			foreach ( $expected as $role => $status ) {
				[ $method, $path, $params ] = $build( $scene, $role );
				$response                   = $this->hub( $method, $path, $params, $this->people[ $role ]['key'] );
				$this->assertSame( $status, $response->get_status(), "$role: $name → " . wp_json_encode( $response->get_data() ) );
				if ( 403 === $status ) {
					$this->assertSame( 'invalid_permission', $response->get_data()['code'], "$role: $name" );
				}
				$wpdb->query( 'ROLLBACK TO SAVEPOINT permission_scene' );
				wp_cache_flush();
			}
		}
		// The owner deleted and renamed the workspace and deleted its file
		// above: the rollbacks gave them back.
		$owner = $this->people['owner']['key'];
		$space = $this->hub( 'GET', "/cloud/workspaces/{$scene['space']['id']}", array(), $owner );
		$this->assertSame( 200, $space->get_status() );
		$this->assertSame( 'Team', $space->get_data()['workspace']['title'] );
		$this->assertSame( 200, $this->hub( 'GET', "/cloud/files/{$scene['owners_file']['id']}", array(), $owner )->get_status() );
	}

	public function test_the_update_checks_batch_read_answers_every_role_as_reading_one_file_does(): void {
		$scene  = $this->scene();
		$access = Plugin::instance()->service( CloudAccess::class );
		$ids    = array_merge( array( $scene['owners_file']['id'], $scene['members_file']['id'], PHP_INT_MAX ), array_column( $scene['own'], 'id' ) );
		foreach ( $this->people as $role => $person ) {
			$one = array();
			foreach ( $ids as $id ) {
				try {
					$one[ $id ] = $access->readable( $id, $person['id'] );
				} catch ( HttpError $error ) {
					$this->assertSame( 404, $error->status(), "$role: file $id" );
				}
			}
			$many = $access->readable_many( $ids, $person['id'] );
			ksort( $one );
			ksort( $many );
			$this->assertSame( $one, $many, $role );
		}
		// A member reads both workspace files and their own; a stranger only their own.
		$this->assertCount( 3, $access->readable_many( $ids, $this->people['member']['id'] ) );
		$this->assertSame( array( $scene['own']['stranger']['id'] ), array_keys( $access->readable_many( $ids, $this->people['stranger']['id'] ) ) );
	}

	public function test_lists_show_each_role_what_it_may_see(): void {
		$scene  = $this->scene();
		$shared = fn( string $role ): array => array_column( $this->hub( 'GET', '/cloud/workspaces', array( 'shared' => 1 ), $this->people[ $role ]['key'] )->get_data()['data'], 'slug' );
		$this->assertSame( array( $scene['space']['slug'] ), $shared( 'member' ) );
		foreach ( array( 'pending', 'removed', 'stranger', 'owner' ) as $role ) {
			$this->assertSame( array(), $shared( $role ), $role );
		}
		$files = fn( string $role ): array => array_column( $this->hub( 'GET', '/cloud/files', array( 'source' => 'shared_workspaces' ), $this->people[ $role ]['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Member page', 'Owner page' ), $files( 'member' ) );
		$this->assertSame( array(), $files( 'stranger' ) );
		// My Clouds holds only one's own files outside workspaces.
		$mine = array_column( $this->hub( 'GET', '/cloud/files', array(), $this->people['member']['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Member private page' ), $mine );
		// The member sees who is in, not who was invited; the owner sees both.
		$as_member = $this->hub( 'GET', "/cloud/workspaces/{$scene['space']['slug']}", array(), $this->people['member']['key'] )->get_data();
		$this->assertSame( array( 'member@example.org' ), $as_member['workspace']['share_with'] );
		$this->assertSame( array(), $as_member['workspace']['pending_invitations'] );
		$this->assertTrue( $as_member['workspace']['shared'] );
		$this->assertSame( array( true, false ), array_column( $as_member['files']['data'], 'can_change' ), 'a member may change only their own file' );
		$as_owner = $this->hub( 'GET', "/cloud/workspaces/{$scene['space']['slug']}", array(), $this->people['owner']['key'] )->get_data();
		$this->assertSame( array( 'pending@example.org' ), $as_owner['workspace']['pending_invitations'] );
		$this->assertSame( array( true, true ), array_column( $as_owner['files']['data'], 'can_change' ) );
	}

	public function test_removing_a_member_returns_their_files_to_them(): void {
		$scene = $this->scene();
		$this->hub( 'POST', "/cloud/workspaces/{$scene['space']['id']}", array( 'remove' => array( 'member@example.org' ) ), $this->people['owner']['key'] );
		$back = array_column( $this->hub( 'GET', '/cloud/files', array(), $this->people['member']['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Member private page', 'Member page' ), $back );
		$left = $this->hub( 'GET', "/cloud/workspaces/{$scene['space']['slug']}", array(), $this->people['owner']['key'] )->get_data();
		$this->assertSame( array( 'Owner page' ), array_column( $left['files']['data'], 'name' ) );
		$this->assertSame( 404, $this->hub( 'GET', "/cloud/workspaces/{$scene['space']['slug']}", array(), $this->people['member']['key'] )->get_status() );
	}

	public function test_deleting_a_workspace_returns_every_file_to_its_owner(): void {
		$scene = $this->scene();
		$this->hub( 'DELETE', "/cloud/workspaces/{$scene['space']['id']}", array( 'delete_files' => true, 'confirm' => true ), $this->people['owner']['key'] );
		$member = array_column( $this->hub( 'GET', '/cloud/files', array(), $this->people['member']['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Member private page', 'Member page' ), $member, 'delete_files never deletes a member’s file' );
		$owner = array_column( $this->hub( 'GET', '/cloud/files', array(), $this->people['owner']['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Owner private page' ), $owner, 'the owner asked for their files to go' );
	}

	public function test_a_workspace_owner_moves_a_members_file_only_where_the_member_can_follow(): void {
		$scene = $this->scene();
		$owner = $this->people['owner']['key'];
		$other = $this->workspace( $owner, 'Owner only' );
		$move  = $this->hub( 'POST', "/cloud/files/{$scene['members_file']['id']}/move", array( 'workspace_id' => $other['id'] ), $owner );
		$this->assertSame( 403, $move->get_status() );
		$home = $this->hub( 'POST', "/cloud/files/{$scene['members_file']['id']}/move", array( 'workspace_id' => 0 ), $owner );
		$this->assertSame( 200, $home->get_status() );
		$this->assertSame( 'Member page', $home->get_data()['file']['name'] );
		$this->assertContains( 'Member page', array_column( $this->hub( 'GET', '/cloud/files', array(), $this->people['member']['key'] )->get_data()['data'], 'name' ), 'into the member’s own My Clouds' );
	}

	public function test_one_account_never_reaches_another_accounts_files_or_workspaces_by_id(): void {
		$alice = $this->people['owner'];
		$bob   = $this->people['stranger'];
		$space = $this->workspace( $alice['key'], 'Alice only' );
		$loose = $this->push( $alice['key'], 'Alice loose' );
		$kept  = $this->push( $alice['key'], 'Alice kept', $space['id'] );
		$bobs  = $this->push( $bob['key'], 'Bob page' );
		$state = fn(): array => array( self::rows( 'files' ), self::rows( 'workspaces' ), self::rows( 'members' ), $space['title'] );
		$was   = $state();
		foreach ( array( $loose, $kept ) as $file ) {
			$calls = array(
				array( 'GET', "/cloud/files/{$file['id']}", array() ),
				array( 'DELETE', "/cloud/files/{$file['id']}", array( 'confirm' => true ) ),
				array( 'DELETE', "/cloud/files/{$file['id']}", array( 'in_workspace' => true, 'confirm' => true ) ),
				array( 'POST', "/cloud/files/{$file['id']}/copy", array( 'workspace_id' => 0 ) ),
				array( 'POST', "/cloud/files/{$file['id']}/move", array( 'workspace_id' => 0 ) ),
				array( 'POST', "/cloud/workspaces/{$space['id']}/files", array( 'files' => array( $file['id'] ) ) ),
			);
			foreach ( $calls as [ $method, $path, $params ] ) {
				$response = $this->hub( $method, $path, $params, $bob['key'] );
				$this->assertSame( 404, $response->get_status(), "$method $path" );
				$this->assertStringNotContainsString( 'Alice', (string) wp_json_encode( $response->get_data() ) );
			}
		}
		foreach ( array( $space['id'], $space['slug'] ) as $ref ) {
			foreach ( array( array( 'GET', array() ), array( 'POST', array( 'title' => 'Mine now', 'share_with' => array( 'stranger@example.org' ) ) ), array( 'DELETE', array( 'confirm' => true ) ) ) as [ $method, $params ] ) {
				$this->assertSame( 404, $this->hub( $method, "/cloud/workspaces/{$ref}", $params, $bob['key'] )->get_status(), "$method workspace $ref" );
			}
		}
		// Bob's own file cannot be pushed, copied or moved into Alice's workspace.
		$this->assertSame( 404, $this->hub( 'POST', "/cloud/files/{$bobs['id']}/copy", array( 'workspace_id' => $space['id'] ), $bob['key'] )->get_status() );
		$this->assertSame( 404, $this->hub( 'POST', "/cloud/files/{$bobs['id']}/move", array( 'workspace_id' => $space['id'] ), $bob['key'] )->get_status() );
		$this->assertSame( 404, $this->hub( 'POST', '/cloud/files', array( 'name' => 'Sneak', 'platform' => 'gutenberg', 'content' => self::PAGE, 'workspace_id' => $space['id'] ), $bob['key'] )->get_status() );
		$this->assertSame( $was, $state(), 'nothing of Alice’s changed' );
		// Bob's lists never show Alice's things.
		foreach ( array( array( '/cloud/files', array() ), array( '/cloud/files', array( 'source' => 'workspaces' ) ), array( '/cloud/files', array( 'source' => 'shared_workspaces' ) ), array( '/cloud/workspaces', array() ), array( '/cloud/workspaces', array( 'shared' => 1 ) ), array( '/cloud/workspaces', array( 'list_only' => 1 ) ) ) as [ $path, $params ] ) {
			$this->assertStringNotContainsString( 'Alice', (string) wp_json_encode( $this->hub( 'GET', $path, $params, $bob['key'] )->get_data() ), $path );
		}
		$this->assertSame( 401, $this->hub( 'GET', "/cloud/files/{$loose['id']}" )->get_status(), 'no key, no answer' );
	}
}
