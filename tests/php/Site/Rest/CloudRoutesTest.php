<?php
/**
 * The site's cloud and workspace routes (spec part 2 §7), through the
 * in-process hub: shapes and messages, the push from the editor and of a
 * post, images taken along and copied back on insert, download links, and
 * one account against another's ids on every site route.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Cloud\TemplateFile;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CloudTestCase;

/**
 * `stencilbox/v1/clouds…` and `…/workspaces…`.
 *
 * @database-neutral ages rows and reads a body back; the cloud's queries are CloudStorageTest's, SharingTest's and CloudQueryPlanTest's.
 */
final class CloudRoutesTest extends CloudTestCase {
	/**
	 * A WordPress user signed in to a fresh, verified library account.
	 *
	 * @param string $email Email.
	 * @param string $plan  Plan.
	 * @return int WordPress user id.
	 */
	private function member( string $email, string $plan = 'pro' ): int {
		$user = $this->login_as( 'editor' );
		$this->signup_with_plan( $email, $plan );
		return $user;
	}

	/**
	 * A route call that must succeed.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under `stencilbox/v1`.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private function ok( string $method, string $route, array $params = array() ): array {
		$response = $this->rest( $method, '/stencilbox/v1' . $route, $params );
		$this->assertSame( 200, $response->get_status(), "$method $route: " . wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_push_list_copy_move_delete_with_the_specs_shapes_and_messages(): void {
		$this->member( 'ana@example.org', 'starter' );
		$this->assertSame(
			array(
				'status' => 'success',
				'data'   => array(
					'limit' => 250,
					'files' => 0,
				),
			),
			$this->ok( 'GET', '/clouds/usage' )
		);

		$pushed = $this->ok(
			'POST',
			'/clouds/upload',
			array(
				'saveTemplate' => true,
				'workspace_id' => 0,
				'workspace'    => 'clouds',
				'name'         => 'Launch page',
				'file_content' => self::editor_payload(),
			)
		);
		$this->assertSame( 'success', $pushed['status'] );
		$this->assertSame( 'Your file has been pushed successfully to your cloud store.', $pushed['message'] );
		$this->assertSame( 'clouds', $pushed['redirect'] );
		$this->assertTrue( $pushed['refresh'] );
		$this->assertTrue( $pushed['file']['is_pushed'] );
		$this->assertSame( 'page', $pushed['file']['type'] );

		$list = $this->ok( 'GET', '/clouds', array( 'type' => 'gutenberg' ) );
		$this->assertSame( array( 'status', 'files' ), array_keys( $list ) );
		$this->assertSame( array( 'Launch page' ), array_column( $list['files']['data'], 'name' ) );
		$this->assertSame( array( 1, 1, 1 ), array( $list['files']['current_page'], $list['files']['total_page'], $list['files']['total'] ) );
		$this->assertSame( 0, $this->ok( 'GET', '/clouds', array( 'platform' => 'elementor' ) )['files']['total'] );

		$created = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Launch kit' ) );
		$this->assertSame( 'You have created a WorkSpace called Launch kit', $created['message'] );
		$space = $created['workspace'];

		$copy = $this->ok( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $pushed['file']['id'], 'workspace_id' => $space['id'], 'action' => 'copy' ) );
		$this->assertSame( 'Successfully Copied', $copy['message'] );
		$move = $this->ok( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $pushed['file']['id'], 'workspace_id' => $space['id'], 'action' => 'move' ) );
		$this->assertSame( 'Successfully Moved', $move['message'] );
		$details = $this->ok( 'GET', '/workspaces/' . $space['slug'], array( 'search' => 'launch' ) );
		$this->assertSame( array( 'status', 'workspace', 'files' ), array_keys( $details ) );
		$this->assertSame( 2, $details['files']['total'] );
		$this->assertSame( 2, $this->ok( 'GET', '/clouds/usage' )['data']['files'] );
		$this->assertSame( 1, self::rows( 'bodies' ) );

		$this->assertSame( 404, $this->rest( 'GET', '/stencilbox/v1/clouds/delete/' . $pushed['file']['id'] )->get_status(), 'no state-changing GET' );
		foreach ( array( array( 'DELETE', '/clouds/delete/' . $copy['file']['id'] ), array( 'DELETE', '/workspaces/item/delete/' . $pushed['file']['id'] ), array( 'POST', '/workspaces/delete/' . $space['id'] ) ) as [ $method, $route ] ) {
			foreach ( array( array(), array( 'confirm' => false ) ) as $params ) {
				$unconfirmed = $this->rest( $method, '/stencilbox/v1' . $route, $params );
				$this->assertSame( 400, $unconfirmed->get_status(), "$method $route deletes for good: it needs confirm: true" );
				$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
			}
		}
		$this->assertSame( 2, self::rows( 'files' ), 'nothing was deleted without confirm' );
		$this->assertSame( 1, self::rows( 'workspaces' ) );
		$this->assertSame( 'You have deleted a file from your cloud.', $this->ok( 'DELETE', '/workspaces/item/delete/' . $pushed['file']['id'], array( 'confirm' => true ) )['message'] );
		$this->assertSame( 'You have deleted a file from your cloud.', $this->ok( 'DELETE', '/clouds/delete/' . $copy['file']['id'], array( 'confirm' => true ) )['message'] );
		$this->assertSame( 0, self::rows( 'files' ) );

		$own = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Second', 'file_content' => self::editor_payload() ) );
		$add = $this->ok( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $own['file']['id'] ) ) );
		$this->assertSame( 'Your file has been added to this workspace.', $add['message'] );
		$saved = $this->ok( 'POST', '/workspaces/' . $space['slug'], array( 'id' => $space['id'], 'title' => 'Kit', 'share_with' => array( 'bo@example.org' ), 'platform' => 'gutenberg' ) );
		$this->assertSame( 'Successfully Saved', $saved['message'] );
		$this->assertSame( array( 'bo@example.org' ), $saved['workspace']['pending_invitations'] );
		$lists = $this->ok( 'GET', '/workspaces' );
		$this->assertSame( array( 'Kit' ), array_column( $lists['data'], 'title' ) );
		$this->assertSame( 'Successfully Deleted', $this->ok( 'POST', '/workspaces/delete/' . $space['id'], array( 'confirm' => true ) )['message'] );
		$this->assertSame( 2, $this->ok( 'GET', '/clouds' )['files']['total'], 'the files came back to My Clouds' );
	}

	public function test_a_file_is_renamed_by_its_owner_or_its_workspaces_owner_and_keeps_its_content_and_versions(): void {
		// Issue [23] G: cloud files could not be renamed.
		$bob   = $this->member( 'bob@example.org' );
		$bobs  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Bob page', 'file_content' => self::editor_payload() ) )['file'];
		$alice = $this->member( 'alice@example.org' );
		$space = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Team', 'share_with' => array( 'bob@example.org' ) ) )['workspace'];
		$file  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Launch page', 'workspace_id' => $space['id'], 'file_content' => self::editor_payload() ) )['file'];
		$this->ok( 'POST', '/clouds/upload', array( 'name' => 'Launch page', 'file_id' => $file['id'], 'version_note' => 'Second', 'file_content' => self::editor_payload( "<!-- wp:paragraph -->\n<p>Version two.</p>\n<!-- /wp:paragraph -->" ) ) );
		$versions = fn(): array => array_column( $this->ok( 'GET', '/versions', array( 'kind' => 'file', 'id' => $file['id'] ) )['versions'], 'number' );
		$this->assertSame( array( 2, 1 ), $versions() );

		$renamed = $this->ok( 'POST', '/clouds/rename/' . $file['id'], array( 'name' => '  Spring launch  ' ) );
		$this->assertSame( 'Successfully Renamed', $renamed['message'] );
		$this->assertSame( 'Spring launch', $renamed['file']['name'] );
		$this->assertSame( 'spring-launch', $renamed['file']['slug'] );
		$this->assertSame( $space['id'], $renamed['file']['workspace']['id'], 'it stays where it was' );
		$this->assertSame( array( 2, 1 ), $versions(), 'its versions keep their history' );
		$this->assertStringContainsString( 'Version two.', $this->ok( 'POST', '/insert', array( 'id' => $file['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) )['content'] );
		// Found by its new name, not by the old one.
		$search = fn( string $words ): array => array_column( $this->ok( 'GET', '/workspaces/' . $space['slug'], array( 'search' => $words ) )['files']['data'], 'name' );
		$this->assertSame( array( 'Spring launch' ), $search( 'spring' ) );
		$this->assertSame( array(), $search( 'launch page' ) );
		// Names may repeat (a push may repeat one too).
		$this->assertSame( 'Bob page', $this->ok( 'POST', '/clouds/rename/' . $file['id'], array( 'name' => 'Bob page' ) )['file']['name'] );

		// Empty or too long: the push's empty-name message, or the route's limit.
		foreach ( array( '', '   ', str_repeat( 'a', 201 ) ) as $bad ) {
			$refused = $this->rest( 'POST', '/stencilbox/v1/clouds/rename/' . $file['id'], array( 'name' => $bad ) )->get_data();
			$this->assertSame( array( 400, 'invalid_data' ), array( $refused['data']['status'], $refused['code'] ), $bad );
			if ( strlen( $bad ) > 200 ) {
				$this->assertStringContainsString( '200', (string) $refused['data']['params']['name'] );
			} else {
				$this->assertSame( 'Please give your template a name.', $refused['data']['params']['name'], $bad );
			}
		}
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/clouds/rename/' . $file['id'], array( 'name' => str_repeat( 'a', 200 ) ) )->get_status(), '200 characters is the limit' );

		// A member renames only their own files; the WorkSpace's owner any in it.
		wp_set_current_user( $bob );
		$this->ok( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $bobs['id'] ) ) );
		$refused = $this->rest( 'POST', '/stencilbox/v1/clouds/rename/' . $file['id'], array( 'name' => 'Mine now' ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 'Only the owner of this file or of its WorkSpace can rename it.', $refused->get_data()['message'] );
		// Bob's copy in the WorkSpace (Alice's file is named a… by now).
		$copy = array_values( array_filter( $this->ok( 'GET', '/workspaces/' . $space['slug'] )['files']['data'], static fn( array $row ): bool => 'Bob page' === $row['name'] ) )[0];
		$this->assertSame( 'Bob page 2', $this->ok( 'POST', '/clouds/rename/' . $copy['id'], array( 'name' => 'Bob page 2' ) )['file']['name'] );
		wp_set_current_user( $alice );
		$this->assertSame( 'Team page', $this->ok( 'POST', '/clouds/rename/' . $copy['id'], array( 'name' => 'Team page' ) )['file']['name'] );
	}

	public function test_adding_files_to_a_workspace_says_how_many(): void {
		$this->member( 'count@example.org' );
		$space = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Kit' ) )['workspace'];
		$ids   = array();
		foreach ( array( 'One', 'Two' ) as $name ) {
			$ids[] = $this->ok( 'POST', '/clouds/upload', array( 'name' => $name, 'file_content' => self::editor_payload() ) )['file']['id'];
		}
		$this->assertSame( 'Your file has been added to this workspace.', $this->ok( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $ids[0] ) ) )['message'] );
		$this->assertSame( 'Your 2 files have been added to this workspace.', $this->ok( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => $ids ) )['message'], 'counted (issue [15] #12)' );
	}

	public function test_pushed_images_go_to_the_cloud_and_come_back_as_media_on_insert(): void {
		$this->member( 'pics@example.org' );
		$png = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' );
		$up  = wp_upload_bits( 'dot.png', null, $png );
		$this->assertEmpty( $up['error'] );
		$content = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $up['url'] . '" alt=""/></figure><!-- /wp:image -->';
		$pushed  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'With a picture', 'file_content' => self::editor_payload( $content ) ) );
		$this->assertSame( 1, self::rows( 'assets' ) );
		$this->assertSame( 1, self::rows( 'file_assets' ) );
		$stored = glob( trailingslashit( wp_get_upload_dir()['basedir'] ) . Names::CLOUD_IMAGES_DIR . '/*.png' );
		$this->assertCount( 1, $stored, 'the cloud keeps its own copy' );
		wp_delete_file( $up['file'] );

		$inserted = $this->ok( 'POST', '/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertSame( 1, $inserted['images']['copied'] );
		$this->assertSame( array(), $inserted['images']['failed'] );
		$this->assertStringNotContainsString( Names::CLOUD_IMAGES_DIR, $inserted['content'], 'a media-library copy, not the cloud’s file' );
		$this->assertStringContainsString( wp_get_upload_dir()['baseurl'], $inserted['content'] );
		$this->assertSame( array( 'id', 'name', 'slug', 'type' ), array_keys( $inserted['item'] ) );
		$this->assertSame( 'With a picture', $inserted['item']['name'] );

		// The last file that shows it goes: the image stays an hour (a push in flight may need it), then is swept.
		$this->ok( 'DELETE', '/clouds/delete/' . $pushed['file']['id'], array( 'confirm' => true ) );
		$this->assertSame( 0, self::rows( 'file_assets' ) );
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Names::table( 'cloud_assets' ) . " SET created_at = '2000-01-01 00:00:00'" );
		( new \Stencilbox\Hub\Cloud\CloudImages() )->sweep();
		$this->assertSame( 0, self::rows( 'assets' ) );
		$this->assertFileDoesNotExist( $stored[0] );
	}

	public function test_pushing_a_post_reads_it_here_checks_the_user_and_fires_the_action(): void {
		$author  = $this->member( 'poster@example.org' );
		$post_id = wp_insert_post(
			array(
				'post_title'   => 'Saved template',
				'post_content' => self::PAGE,
				'post_status'  => 'draft',
				'post_author'  => $author,
			)
		);
		$fired = array();
		$spy   = static function ( int $id, array $file ) use ( &$fired ): void {
			$fired[] = array( $id, $file['name'] );
		};
		add_action( 'stencilbox_cloud_pushed', $spy, 10, 2 );
		$pushed = $this->ok( 'POST', '/clouds/upload', array( 'post' => $post_id ) );
		$this->assertSame( 'Saved template', $pushed['file']['name'], 'the post’s title when no name is given' );
		$this->assertSame( $post_id, $pushed['file']['item_id'] );
		$this->assertSame( array( array( $post_id, 'Saved template' ) ), $fired );

		$private = wp_insert_post(
			array(
				'post_title'   => 'Someone else’s draft',
				'post_content' => self::PAGE,
				'post_status'  => 'draft',
				'post_author'  => 1,
			)
		);
		$this->login_as( 'contributor' );
		$this->signup_with_plan( 'contrib@example.org', 'pro' );
		$refused = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $private ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => 999999 ) )->get_status() );
		remove_action( 'stencilbox_cloud_pushed', $spy, 10 );
		$this->assertCount( 1, $fired );
		$this->assertSame( 1, self::rows( 'files' ) );
	}

	public function test_a_push_takes_only_what_the_user_may_read_in_full(): void {
		// Issue [12] item 1: someone else's published, password-protected
		// post went to a contributor's cloud; core's REST answers them
		// `protected: true` with no content.
		$author    = $this->member( 'writer@example.org' );
		$protected = wp_insert_post(
			array(
				'post_title'    => 'Members only',
				'post_content'  => "<!-- wp:paragraph -->\n<p>The secret plan.</p>\n<!-- /wp:paragraph -->",
				'post_status'   => 'publish',
				'post_password' => 'letmein',
				'post_author'   => $author,
			)
		);
		$builder   = wp_insert_post(
			array(
				'post_title'    => 'Members only (Elementor)',
				'post_content'  => '',
				'post_status'   => 'publish',
				'post_password' => 'letmein',
				'post_author'   => $author,
			)
		);
		update_post_meta( $builder, '_elementor_edit_mode', 'builder' );
		update_post_meta( $builder, '_elementor_data', wp_slash( (string) wp_json_encode( array( array( 'id' => 'a1', 'elType' => 'widget', 'widgetType' => 'text-editor', 'settings' => array( 'editor' => '<p>The secret plan.</p>' ), 'elements' => array() ) ) ) ) );

		$this->login_as( 'contributor' );
		$this->signup_with_plan( 'reader@example.org', 'pro' );
		foreach ( array( $protected, $builder ) as $post ) {
			$this->assertTrue( current_user_can( 'read_post', $post ), 'read_post alone lets them' );
			$core = $this->rest( 'GET', '/wp/v2/posts/' . $post );
			$this->assertTrue( $core->get_data()['content']['protected'] );
			$this->assertSame( '', $core->get_data()['content']['rendered'], 'core gives them no content' );
			$refused = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $post ) );
			$this->assertSame( 403, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
			$this->assertStringNotContainsString( 'secret plan', (string) wp_json_encode( $refused->get_data() ) );
		}
		$this->assertSame( 0, self::rows( 'files' ), 'nothing reached the cloud' );

		// Their author may edit them, so reads them in full (as core's REST does).
		wp_set_current_user( $author );
		$pushed = $this->ok( 'POST', '/clouds/upload', array( 'post' => $protected ) );
		$this->assertSame( 'Members only', $pushed['file']['name'] );
	}

	public function test_a_user_borrowing_the_sitewide_account_may_browse_insert_and_download_but_never_change_its_cloud(): void {
		// Issue [12] item 2: borrowers shared, moved, renamed and deleted.
		$admin = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'owner@example.org', 'password' => 'Str0ngPass', 'global_signin' => true ) )->get_status() );
		$space = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Team kit' ) )['workspace'];
		$loose = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Loose page', 'file_content' => self::editor_payload() ) )['file'];
		$kept  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Kit page', 'workspace_id' => $space['id'], 'file_content' => self::editor_payload() ) )['file'];
		// Issue [19]: a version 2 of the loose page, so there is one to restore.
		$this->ok( 'POST', '/clouds/upload', array( 'name' => 'Loose page', 'file_id' => $loose['id'], 'version_note' => 'Second', 'file_content' => self::editor_payload( "<!-- wp:paragraph -->\n<p>Version two.</p>\n<!-- /wp:paragraph -->" ) ) );
		$state = fn(): string => (string) wp_json_encode( array( $this->ok( 'GET', '/clouds' ), $this->ok( 'GET', '/workspaces/' . $space['slug'] ), $this->ok( 'GET', '/versions', array( 'kind' => 'file', 'id' => $loose['id'] ) ), self::rows( 'files' ), self::rows( 'workspaces' ), self::rows( 'members' ) ) );

		foreach ( array( 'contributor', 'editor', 'administrator' ) as $role ) {
			$this->login_as( $role );
			$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['signed_as_global'], $role );
			$before = $state();
			// Browse, insert and download.
			$this->assertSame( array( 'Loose page' ), array_column( $this->ok( 'GET', '/clouds' )['files']['data'], 'name' ) );
			$this->ok( 'GET', '/clouds/usage' );
			$this->assertSame( array( 'Team kit' ), array_column( $this->ok( 'GET', '/workspaces' )['data'], 'title' ) );
			$this->assertSame( 'Kit page', $this->ok( 'GET', '/workspaces/' . $space['slug'] )['files']['data'][0]['name'] );
			$this->ok( 'GET', '/clouds/download/' . $loose['id'] );
			// …and see a file's versions.
			$this->assertSame( array( 2, 1 ), array_column( $this->ok( 'GET', '/versions', array( 'kind' => 'file', 'id' => $loose['id'] ) )['versions'], 'number' ) );
			$this->assertStringContainsString( 'Our new page.', $this->ok( 'POST', '/insert', array( 'id' => $kept['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) )['content'] );
			// Never share, move, rename, delete or create.
			$changes = array(
				array( 'POST', '/workspaces/' . $space['slug'], array( 'share_with' => array( 'outsider@example.net' ) ) ),
				array( 'POST', '/workspaces/' . $space['slug'], array( 'title' => 'Renamed' ) ),
				array( 'POST', '/workspaces/' . $space['slug'], array( 'remove' => array( 'owner@example.org' ) ) ),
				array( 'POST', '/workspaces/create', array( 'title' => 'Mine now' ) ),
				array( 'POST', '/workspaces/delete/' . $space['id'], array( 'confirm' => true ) ),
				array( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $loose['id'] ) ) ),
				array( 'DELETE', '/workspaces/item/delete/' . $kept['id'], array( 'confirm' => true ) ),
				array( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $kept['id'], 'workspace_id' => 0, 'action' => 'move' ) ),
				array( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $loose['id'], 'workspace_id' => $space['id'], 'action' => 'copy' ) ),
				array( 'DELETE', '/clouds/delete/' . $loose['id'], array( 'confirm' => true ) ),
				array( 'POST', '/clouds/rename/' . $loose['id'], array( 'name' => 'Borrowed' ) ),
				array( 'POST', '/clouds/upload', array( 'name' => 'Pushed by a borrower', 'file_content' => self::editor_payload() ) ),
				// Issue [19]: "Save as new version" and a restore change the cloud too.
				array( 'POST', '/clouds/upload', array( 'name' => 'Loose page', 'file_id' => $loose['id'], 'file_content' => self::editor_payload( "<!-- wp:paragraph -->\n<p>A borrower's version.</p>\n<!-- /wp:paragraph -->" ) ) ),
				array( 'POST', '/versions/restore', array( 'id' => $loose['id'], 'number' => 1 ) ),
			);
			foreach ( $changes as [ $method, $route, $params ] ) {
				$refused = $this->rest( $method, '/stencilbox/v1' . $route, $params );
				$this->assertSame( 403, $refused->get_status(), "$role $method $route: " . wp_json_encode( $refused->get_data() ) );
				$this->assertSame( 'signed_as_global', $refused->get_data()['code'] );
				$this->assertStringContainsString( 'only the administrator who signed the site in', $refused->get_data()['message'] );
			}
			$this->assertSame( $before, $state(), "$role changed nothing" );
			$this->assertSame( array(), array_filter( $this->mails, static fn( array $mail ): bool => str_contains( (string) wp_json_encode( $mail['to'] ), 'outsider' ) ), 'no invitation left' );
		}

		// The administrator who signed the site in manages its cloud as before.
		wp_set_current_user( $admin );
		$this->assertSame( 'Renamed', $this->ok( 'POST', '/workspaces/' . $space['slug'], array( 'title' => 'Renamed' ) )['workspace']['title'] );
		$this->assertSame( 3, $this->ok( 'POST', '/versions/restore', array( 'id' => $loose['id'], 'number' => 1 ) )['version']['number'] );
		$this->ok( 'DELETE', '/clouds/delete/' . $loose['id'], array( 'confirm' => true ) );
	}

	public function test_hostile_block_attributes_never_reach_the_cloud_or_an_insert(): void {
		// Issue [12] item 3, for cloud files: kses keeps a script URL in a
		// block comment attribute; "Attempt Block Recovery" rebuilds the
		// block from it.
		$this->member( 'files@example.org' );
		$hostile = "<!-- wp:file {\"href\":\"javascript:alert(document.cookie)\"} -->\n<div class=\"wp-block-file\"><a href=\"https://example.org/a.pdf\">Report</a></div>\n<!-- /wp:file -->\n\n"
			. "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button {\"url\":\"JavaScript:alert(1)\"} -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->";
		$pushed  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Hostile', 'file_content' => self::editor_payload( $hostile ) ) );
		$inserted = $this->ok( 'POST', '/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertStringNotContainsStringIgnoringCase( 'javascript', $inserted['content'] );
		$this->assertSame( array( 'core/file', 'core/buttons' ), array_values( array_filter( array_column( parse_blocks( $inserted['content'] ), 'blockName' ) ) ) );
		global $wpdb;
		$stored = (string) $wpdb->get_var( 'SELECT body FROM ' . Names::table( 'cloud_bodies' ) );
		$this->assertStringNotContainsStringIgnoringCase( 'javascript', $stored, 'the hub stored it filtered' );
	}

	public function test_a_file_name_stored_with_markup_is_inserted_as_plain_text(): void {
		// The hub writes names as plain text; a row from before that, or a
		// hostile hub, still sends markup: Elementor's history prints it.
		$this->member( 'old-name@example.org' );
		$pushed = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Old', 'file_content' => self::editor_payload( "<!-- wp:paragraph -->\n<p>Old file.</p>\n<!-- /wp:paragraph -->" ) ) );
		global $wpdb;
		$wpdb->update( Names::table( 'cloud_files' ), array( 'name' => 'Old <img src=x onerror=alert(1)>file' ), array( 'id' => $pushed['file']['id'] ) );
		$inserted = $this->ok( 'POST', '/insert', array( 'id' => $pushed['file']['id'], 'source' => 'cloud', 'origin' => 'cloud', 'platform' => 'gutenberg' ) );
		$this->assertSame( 'Old file', $inserted['item']['name'] );
	}

	public function test_the_cloud_routes_pass_on_names_stored_with_markup_as_plain_text(): void {
		// A row from before the hub stored names as plain text (or a hostile
		// hub): every site route that relays a file or a WorkSpace strips it.
		$this->member( 'old-names@example.org' );
		$workspace = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Team' ) )['workspace'];
		$pushed    = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Old', 'file_content' => self::editor_payload(), 'workspace_id' => $workspace['id'] ) )['file'];
		global $wpdb;
		$wpdb->update( Names::table( 'cloud_files' ), array( 'name' => 'Old <img src=x onerror=alert(1)>file' ), array( 'id' => $pushed['id'] ) );
		$wpdb->update( Names::table( 'cloud_workspaces' ), array( 'title' => 'Team <b onmouseover=alert(2)>A</b>' ), array( 'id' => $workspace['id'] ) );

		$listed = $this->ok( 'GET', '/clouds', array( 'source' => 'workspaces' ) )['files']['data'];
		$this->assertSame( array( 'Old file' ), array_column( $listed, 'name' ) );
		$this->assertSame( 'Team A', $listed[0]['workspace']['title'] );
		$details = $this->ok( 'GET', '/workspaces/' . $workspace['slug'] );
		$this->assertSame( 'Team A', $details['workspace']['title'] );
		$this->assertSame( array( 'Old file' ), array_column( $details['files']['data'], 'name' ) );
		$this->assertSame( array( 'Team A' ), array_column( $this->ok( 'GET', '/workspaces' )['data'], 'title' ) );
		$this->assertSame( 'Old file', $this->ok( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $pushed['id'], 'workspace_id' => 0, 'action' => 'copy' ) )['file']['name'] );
		$again = $this->ok( 'POST', '/clouds/upload', array( 'file_id' => $pushed['id'], 'file_content' => self::editor_payload( "<!-- wp:paragraph -->\n<p>Newer.</p>\n<!-- /wp:paragraph -->" ) ) );
		$this->assertSame( 'Old file', $again['file']['name'] );
		$this->assertStringNotContainsString( '<img', $again['message'] );
		$this->assertStringContainsString( '“Old file”', $again['message'] );
	}

	public function test_a_nul_byte_in_an_image_url_is_a_skipped_image_not_a_500(): void {
		// Issue [12] item 7: `…/uploads/a%00b.png` reached realpath().
		$this->member( 'nul@example.org' );
		$base = trailingslashit( wp_get_upload_dir()['baseurl'] );
		foreach ( array( $base . 'a%00b.png', $base . "a\0b.png", $base . '2024/01/%00.png' ) as $url ) {
			$content  = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image -->';
			$response = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => 'Nul', 'file_content' => self::editor_payload( $content ) ) );
			$this->assertLessThan( 500, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( 200, $response->get_status(), 'the image is skipped, the push goes on' );
		}
		$this->assertSame( 0, self::rows( 'assets' ), 'no image was taken along' );
	}

	public function test_the_path_decides_which_workspace_or_file_a_request_changes(): void {
		// Held but wrong: `POST /workspaces/delete/6 {"id":1}` deleted WorkSpace 1.
		$this->member( 'paths@example.org' );
		$first  = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'First' ) )['workspace'];
		$second = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Second' ) )['workspace'];
		$this->ok( 'POST', '/workspaces/delete/' . $second['id'], array( 'id' => $first['id'], 'confirm' => true ) );
		$this->assertSame( array( 'First' ), array_column( $this->ok( 'GET', '/workspaces' )['data'], 'title' ) );

		$keep = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Keep me', 'file_content' => self::editor_payload() ) )['file'];
		$drop = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Drop me', 'file_content' => self::editor_payload() ) )['file'];
		$this->ok( 'DELETE', '/clouds/delete/' . $drop['id'], array( 'id' => $keep['id'], 'confirm' => true ) );
		$this->assertSame( array( 'Keep me' ), array_column( $this->ok( 'GET', '/clouds' )['files']['data'], 'name' ) );

		// The hub's routes too (another site's request reaches them over HTTP).
		$key  = $this->hub_account( 'pro' )['key'];
		$one  = $this->push( $key, 'One' );
		$two  = $this->push( $key, 'Two' );
		$gone = $this->hub( 'DELETE', '/cloud/files/' . $two['id'], array( 'id' => $one['id'], 'confirm' => true ), $key );
		$this->assertSame( 200, $gone->get_status() );
		$this->assertSame( 200, $this->hub( 'GET', '/cloud/files/' . $one['id'], array(), $key )->get_status() );
		$this->assertSame( 404, $this->hub( 'GET', '/cloud/files/' . $two['id'], array(), $key )->get_status() );
	}

	public function test_a_download_link_works_once_for_its_user_only(): void {
		$owner  = $this->member( 'dl@example.org' );
		$pushed = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Launch page', 'file_content' => self::editor_payload() ) );
		$link   = $this->ok( 'GET', '/clouds/download/' . $pushed['file']['id'] );
		$this->assertSame( array( 'status', 'file_name', 'fileURL' ), array_keys( $link ) );
		$this->assertSame( 'launch-page.json', $link['file_name'] );
		parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
		$this->assertSame( CloudDownloads::ACTION, $query['action'] );

		$downloads = \Stencilbox\Plugin::instance()->service( CloudDownloads::class );
		$stranger  = $this->login_as( 'editor' );
		try {
			$downloads->open( $query['token'], $stranger );
			$this->fail( 'another user opened the link' );
		} catch ( \Stencilbox\Support\Rest\HttpError $error ) {
			$this->assertSame( 403, $error->status() );
		}
		wp_set_current_user( $owner );
		$file = $downloads->open( $query['token'], $owner )['file'];
		$this->assertSame( TemplateFile::FORMAT, $file['stencilbox'] );
		$this->assertSame( TemplateFile::VERSION, $file['version'] );
		$this->assertSame( array( 'gutenberg', 'page', 'Launch page', self::PAGE ), array( $file['platform'], $file['type'], $file['title'], $file['content'] ) );
		$this->expectException( \Stencilbox\Support\Rest\HttpError::class );
		$downloads->open( $query['token'], $owner );
	}

	public function test_an_elementor_push_downloads_byte_for_byte(): void {
		$owner = $this->member( 'elementor-push@example.org' );
		// A page as Elementor's "Save page to Stencilbox cloud" sends it:
		// `JSON.stringify( { content: elements } )` (the fixture the Jest and
		// e2e tests share is written as JSON.stringify writes).
		$content = '{"content":' . trim( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/elementor-document.json' ) ) . '}';
		$this->assertStringContainsString( '"settings":{}', $content );
		foreach ( array( 'block' => 'Harbor hero', 'page' => 'Harbor landing' ) as $type => $name ) {
			$pushed = $this->ok(
				'POST',
				'/clouds/upload',
				array(
					'name'         => $name,
					'file_content' => array(
						'__file'   => 'elementor',
						'platform' => 'elementor',
						'id'       => 12,
						'type'     => $type,
						'title'    => 'Landing',
						'content'  => $content,
					),
				)
			);
			$this->assertSame( array( 'elementor', $type, true ), array( $pushed['file']['platform'], $pushed['file']['type'], $pushed['file']['is_pushed'] ) );
			$link = $this->ok( 'GET', '/clouds/download/' . $pushed['file']['id'] );
			parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
			$file = \Stencilbox\Plugin::instance()->service( CloudDownloads::class )->open( $query['token'], $owner )['file'];
			$this->assertSame( array( 'elementor', $type, $name ), array( $file['platform'], $file['type'], $file['title'] ) );
			$this->assertSame( $content, $file['content'], 'the pushed JSON, byte for byte' );
		}
	}

	public function test_an_elementor_file_downloads_as_elementors_own_export_and_pushes_back_the_same(): void {
		$owner    = $this->member( 'elementor-export@example.org' );
		$elements = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/elementor-document.json' ), true );
		$pushed   = $this->ok(
			'POST',
			'/clouds/upload',
			array(
				'name'         => 'Harbor section',
				'file_content' => array(
					'__file'   => 'elementor',
					'platform' => 'elementor',
					'id'       => 12,
					'type'     => 'block',
					'title'    => 'Landing',
					'content'  => (string) wp_json_encode( array( 'content' => array( $elements[0] ) ) ),
				),
			)
		);
		$link = $this->ok( 'GET', '/clouds/download/' . $pushed['file']['id'], array( 'format' => 'elementor' ) );
		$this->assertSame( 'elementor-harbor-section.json', $link['file_name'] );
		parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
		$file = \Stencilbox\Plugin::instance()->service( CloudDownloads::class )->open( $query['token'], $owner )['file'];
		// What Elementor's Templates → Import reads (Source_Local::import_single_template):
		// `content` an element tree, a document type, the title.
		$this->assertSame( array( 'version', 'title', 'type', 'content', 'page_settings' ), array_keys( $file ) );
		$this->assertSame( array( '0.4', 'Harbor section', 'container' ), array( $file['version'], $file['title'], $file['type'] ) );
		$this->assertSame( array( $elements[0] ), $file['content'] );
		$this->assertSame( '{}', wp_json_encode( $file['page_settings'] ) );

		// The export pushed back (Upload on My Clouds) is the same template.
		$again = $this->ok( 'POST', '/clouds/upload', array( 'file_content' => json_decode( (string) wp_json_encode( $file ), true ) ) );
		$this->assertSame( array( 'elementor', 'block', 'Harbor section' ), array( $again['file']['platform'], $again['file']['type'], $again['file']['name'] ) );
		$link = $this->ok( 'GET', '/clouds/download/' . $again['file']['id'] );
		parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
		$copy = \Stencilbox\Plugin::instance()->service( CloudDownloads::class )->open( $query['token'], $owner )['file'];
		$this->assertSame( array( $elements[0] ), json_decode( $copy['content'], true )['content'] );

		// A block-editor file has no Elementor export.
		$blocks   = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Blocks', 'file_content' => self::editor_payload() ) );
		$response = $this->rest( 'GET', '/stencilbox/v1/clouds/download/' . $blocks['file']['id'], array( 'format' => 'elementor' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
	}

	public function test_a_downloaded_file_pushes_back_as_the_same_template(): void {
		$this->member( 'again@example.org' );
		$file   = TemplateFile::build(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'name'     => 'Hero',
			),
			self::PAGE
		);
		$pushed = $this->ok( 'POST', '/clouds/upload', array( 'file_content' => $file ) );
		$this->assertSame( array( 'Hero', 'block', false ), array( $pushed['file']['name'], $pushed['file']['type'], $pushed['file']['is_pushed'] ) );
		$this->assertSame( 400, $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => array( 'version' => 2 ) + $file ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => 'Empty', 'file_content' => array( 'content' => '   ' ) ) )->get_status() );
		$big = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => 'Big', 'file_content' => self::editor_payload( str_repeat( 'x', 2 * MB_IN_BYTES + 1 ) ) ) );
		$this->assertSame( 413, $big->get_status() );
		$this->assertSame( 'file_too_large', $big->get_data()['code'] );
		$this->assertSame( 1, self::rows( 'files' ) );
	}

	public function test_signed_out_users_are_told_to_sign_in(): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', '/stencilbox/v1/clouds' );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'not_signed_in', $response->get_data()['code'] );
	}

	public function test_one_account_never_reaches_another_accounts_things_through_any_site_route(): void {
		$this->member( 'alice@example.org' );
		$space  = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Alice space' ) )['workspace'];
		$loose  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Alice loose', 'file_content' => self::editor_payload() ) )['file'];
		$kept   = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Alice kept', 'workspace_id' => $space['id'], 'file_content' => self::editor_payload() ) )['file'];
		$before = array( self::rows( 'files' ), self::rows( 'workspaces' ) );

		$this->member( 'bob@example.org' );
		$bobs  = $this->ok( 'POST', '/clouds/upload', array( 'name' => 'Bob page', 'file_content' => self::editor_payload() ) )['file'];
		$calls = array();
		foreach ( array( $loose, $kept ) as $file ) {
			$calls[] = array( 'GET', '/clouds/download/' . $file['id'], array() );
			$calls[] = array( 'DELETE', '/clouds/delete/' . $file['id'], array( 'confirm' => true ) );
			$calls[] = array( 'DELETE', '/workspaces/item/delete/' . $file['id'], array( 'confirm' => true ) );
			$calls[] = array( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $file['id'], 'workspace_id' => 0, 'action' => 'copy' ) );
			$calls[] = array( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $file['id'], 'workspace_id' => 0, 'action' => 'move' ) );
			$calls[] = array( 'POST', '/insert', array( 'id' => $file['id'], 'source' => 'cloud' ) );
			$calls[] = array( 'POST', '/clouds/rename/' . $file['id'], array( 'name' => 'Bob’s now' ) );
		}
		$calls[] = array( 'GET', '/workspaces/' . $space['slug'], array() );
		$calls[] = array( 'POST', '/workspaces/' . $space['slug'], array( 'title' => 'Bob’s now', 'share_with' => array( 'bob@example.org' ) ) );
		$calls[] = array( 'POST', '/workspaces/delete/' . $space['id'], array( 'confirm' => true ) );
		$calls[] = array( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $bobs['id'] ) ) );
		$calls[] = array( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $bobs['id'], 'workspace_id' => $space['id'], 'action' => 'copy' ) );
		$calls[] = array( 'POST', '/clouds/upload', array( 'name' => 'Sneak', 'workspace_id' => $space['id'], 'file_content' => self::editor_payload() ) );
		foreach ( $calls as [ $method, $route, $params ] ) {
			$response = $this->rest( $method, '/stencilbox/v1' . $route, $params );
			$this->assertSame( 404, $response->get_status(), "$method $route" );
			$this->assertStringNotContainsString( 'Alice', (string) wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( array( $before[0] + 1, $before[1] ), array( self::rows( 'files' ), self::rows( 'workspaces' ) ) );
		foreach ( array( array( '/clouds', array() ), array( '/clouds', array( 'source' => 'shared_workspaces' ) ), array( '/workspaces', array( 'list_only' => true ) ) ) as [ $route, $params ] ) {
			$this->assertStringNotContainsString( 'Alice', (string) wp_json_encode( $this->ok( 'GET', $route, $params ) ), $route );
		}
	}

	public function test_every_cloud_route_has_args_a_real_permission_and_a_response_schema(): void {
		$routes = rest_get_server()->get_routes();
		$seen   = 0;
		foreach ( $routes as $pattern => $handlers ) {
			if ( ! preg_match( '#^/(stencilbox/v1/(clouds|workspaces)|stencilbox-hub/v1/(cloud|admin/cloud))#', $pattern ) ) {
				continue;
			}
			++$seen;
			foreach ( $handlers as $key => $handler ) {
				if ( 'schema' === $key || ! is_array( $handler ) || ! isset( $handler['methods'] ) ) {
					continue;
				}
				$this->assertIsArray( $handler['args'], $pattern );
				$this->assertIsCallable( $handler['permission_callback'], $pattern );
				$this->assertNotSame( '__return_true', $handler['permission_callback'], $pattern );
				if ( str_contains( $pattern, 'delete' ) ) {
					$this->assertArrayNotHasKey( 'GET', $handler['methods'], "no state-changing GET: $pattern" );
				}
			}
			$schema = rest_get_server()->get_data_for_route( $pattern, $handlers, 'help' )['schema'] ?? null;
			$this->assertIsArray( $schema, "$pattern has a response schema" );
			$this->assertSame( 'object', $schema['type'] );
		}
		$this->assertGreaterThanOrEqual( 17, $seen );
	}
}
