<?php
/**
 * Cloud storage: content-addressed bodies counted by the files that use
 * them, quotas that refuse with nothing stored, and bad input.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Names;
use Stencilbox\Hub\Cloud\Quota;
use Stencilbox\Tests\CloudTestCase;

/**
 * Bodies, quotas, limits.
 *
 * @group database
 */
final class CloudStorageTest extends CloudTestCase {
	public function test_a_body_is_stored_once_and_counted_across_copies_and_deletes(): void {
		$me   = $this->hub_account( 'starter' );
		$file = $this->push( $me['key'] );
		$hash = hash( 'sha256', self::PAGE );
		$this->assertSame( 1, self::rows( 'bodies' ) );
		$this->assertSame( 1, self::refs( $hash ) );

		$space = $this->workspace( $me['key'] );
		$copy  = $this->hub( 'POST', "/cloud/files/{$file['id']}/copy", array( 'workspace_id' => $space['id'] ), $me['key'] );
		$this->assertSame( 200, $copy->get_status() );
		$again = $this->push( $me['key'], 'Same page, pushed again' );
		$this->assertSame( 3, self::rows( 'files' ) );
		$this->assertSame( 1, self::rows( 'bodies' ), 'a copy and an identical push share the body' );
		$this->assertSame( 3, self::refs( $hash ) );
		$this->assertSame( 3, $this->usage( $me['key'] )['files'], 'usage counts every file' );

		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/files/{$file['id']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$this->assertSame( 2, self::refs( $hash ) );
		$this->hub( 'DELETE', "/cloud/files/{$again['id']}", array( 'confirm' => true ), $me['key'] );
		$this->assertSame( 1, self::refs( $hash ) );
		$this->hub( 'DELETE', '/cloud/files/' . $copy->get_data()['file']['id'], array( 'confirm' => true ), $me['key'] );
		$this->assertSame( 0, self::rows( 'bodies' ), 'the last reference frees the body' );
		$this->assertSame( 0, self::rows( 'words' ) );
	}

	public function test_a_files_images_are_read_under_the_hubs_address_of_today_after_a_move(): void {
		$me  = $this->hub_account( 'pro' );
		$old = 'https://old-hub.example.org/wp-content/uploads';
		$now = untrailingslashit( wp_get_upload_dir()['baseurl'] );
		$img = '/' . Names::CLOUD_IMAGES_DIR . '/' . str_repeat( 'a', 64 ) . '.png';
		// A file written on the hub before it moved (a library bundle
		// carries it byte for byte and remembers the old hub's bases).
		$page = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $old . $img . '" alt="Dock"/></figure><!-- /wp:image -->';
		$file = $this->push( $me['key'], 'Moved page', 0, array( 'content' => $page ) );
		( new AssetRefs( '', '' ) )->remember( array( 'uploads:' => array( $old ) ) );
		$this->hub( 'POST', "/cloud/files/{$file['id']}/versions", array( 'content' => $page . "\n<!-- wp:paragraph --><p>Again.</p><!-- /wp:paragraph -->" ), $me['key'] );

		$read = $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] )->get_data();
		$this->assertStringContainsString( 'src="' . $now . $img . '"', $read['content'] );
		$this->assertStringNotContainsString( $old, $read['content'] );
		$first = $this->hub( 'GET', "/cloud/files/{$file['id']}/versions/1", array(), $me['key'] )->get_data();
		$this->assertStringContainsString( 'src="' . $now . $img . '"', $first['content'] );
		// What is stored, and so every version's hash, stays as it was written.
		global $wpdb;
		$stored = (array) $wpdb->get_col( 'SELECT body FROM ' . Names::table( 'cloud_bodies' ) );
		$this->assertCount( 2, $stored );
		foreach ( $stored as $body ) {
			$this->assertStringContainsString( $old . $img, $body );
		}
	}

	public function test_deleting_a_file_or_a_workspace_on_the_hub_needs_confirm(): void {
		// Held but wrong: the hub's deletes took no `confirm`.
		$me    = $this->hub_account( 'pro' );
		$space = $this->workspace( $me['key'] );
		$file  = $this->push( $me['key'], 'Kept until confirmed', $space['id'] );
		foreach ( array( "/cloud/files/{$file['id']}", "/cloud/workspaces/{$space['id']}", "/cloud/workspaces/{$space['slug']}" ) as $path ) {
			foreach ( array( array(), array( 'confirm' => false ), array( 'delete_files' => true ) ) as $params ) {
				$refused = $this->hub( 'DELETE', $path, $params, $me['key'] );
				$this->assertSame( 400, $refused->get_status(), $path . ' ' . wp_json_encode( $params ) );
				$this->assertSame( 'invalid_data', $refused->get_data()['code'] );
			}
		}
		$this->assertSame( array( 1, 1 ), array( self::rows( 'files' ), self::rows( 'workspaces' ) ), 'nothing was deleted' );
		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/files/{$file['id']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/workspaces/{$space['slug']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$this->assertSame( array( 0, 0 ), array( self::rows( 'files' ), self::rows( 'workspaces' ) ) );
	}

	public function test_the_quota_refuses_push_copy_and_add_at_the_limit_with_nothing_stored(): void {
		update_option( Quota::OPTION, array( 'free' => 2 ) );
		$me    = $this->hub_account( 'free' );
		$space = $this->workspace( $me['key'] );
		$first = $this->push( $me['key'], 'One' );
		$this->push( $me['key'], 'Two', $space['id'] );
		$this->assertSame( array( 'limit' => 2, 'files' => 2 ), $this->usage( $me['key'] ) );
		$before = array( self::rows( 'files' ), self::rows( 'bodies' ), self::rows( 'words' ) );

		$message  = 'You have reached your limit of files. Please upgrade your plan to upload more files.';
		$attempts = array(
			array( 'POST', '/cloud/files', array( 'name' => 'Three', 'platform' => 'gutenberg', 'content' => '<!-- wp:paragraph --><p>A different body</p><!-- /wp:paragraph -->' ) ),
			array( 'POST', "/cloud/files/{$first['id']}/copy", array( 'workspace_id' => 0 ) ),
			array( 'POST', "/cloud/workspaces/{$space['id']}/files", array( 'files' => array( $first['id'] ) ) ),
		);
		foreach ( $attempts as [ $method, $path, $params ] ) {
			$response = $this->hub( $method, $path, $params, $me['key'] );
			$this->assertSame( 403, $response->get_status(), $path );
			$this->assertSame( 'limit_reached', $response->get_data()['code'] );
			$this->assertSame( $message, $response->get_data()['message'] );
			$this->assertSame( $before, array( self::rows( 'files' ), self::rows( 'bodies' ), self::rows( 'words' ) ), "$path stored nothing" );
		}

		// Moving is not adding: it still works at the limit.
		$move = $this->hub( 'POST', "/cloud/files/{$first['id']}/move", array( 'workspace_id' => $space['id'] ), $me['key'] );
		$this->assertSame( 200, $move->get_status() );

		// Unlimited (−1) lets it through; the plan's limit is what counts.
		update_option( Quota::OPTION, array( 'free' => Quota::UNLIMITED ) );
		$this->push( $me['key'], 'Three' );
		$this->assertSame( array( 'limit' => -1, 'files' => 3 ), $this->usage( $me['key'] ) );
	}

	public function test_adding_several_files_past_the_limit_adds_none(): void {
		update_option( Quota::OPTION, array( 'starter' => 3 ) );
		$me    = $this->hub_account( 'starter' );
		$space = $this->workspace( $me['key'] );
		$a     = $this->push( $me['key'], 'Alpha' );
		$b     = $this->push( $me['key'], 'Beta' );
		$add   = $this->hub( 'POST', "/cloud/workspaces/{$space['id']}/files", array( 'files' => array( $a['id'], $b['id'] ) ), $me['key'] );
		$this->assertSame( 403, $add->get_status() );
		$this->assertSame( 2, self::rows( 'files' ) );
		$one = $this->hub( 'POST', "/cloud/workspaces/{$space['id']}/files", array( 'files' => array( $a['id'] ) ), $me['key'] );
		$this->assertSame( 200, $one->get_status() );
		$this->assertCount( 1, $one->get_data()['files'] );
		$this->assertSame( 3, self::rows( 'files' ) );
	}

	public function test_default_limits_per_plan(): void {
		$this->assertSame( array( 'free' => 25, 'starter' => 250, 'pro' => -1 ), Quota::DEFAULTS );
		$this->assertSame( CloudArgs::PLANS, array_keys( Quota::DEFAULTS ), 'the owner’s route takes a limit for every plan' );
		$this->assertSame( CloudArgs::PLANS, \Stencilbox\Hub\Accounts\AccountRepository::PLANS );
		$pro = $this->hub_account( 'pro' );
		$this->assertSame( array( 'limit' => -1, 'files' => 0 ), $this->usage( $pro['key'] ) );
		$free = $this->hub_account( 'free' );
		$this->assertSame( 25, $this->usage( $free['key'] )['limit'] );
	}

	public function test_bad_input_is_refused_with_nothing_stored(): void {
		$me    = $this->hub_account( 'pro' );
		$cases = array(
			array( array( 'name' => '   ' ), 400, 'invalid_data' ),
			array( array( 'name' => str_repeat( 'n', 300 ) ), 400, 'invalid_data' ),
			array( array( 'platform' => 'wix' ), 400, 'invalid_data' ),
			array( array( 'workspace_id' => 999999 ), 404, 'workspace_not_found' ),
			array( array( 'content' => '' ), 400, 'invalid_data' ),
			array( array( 'content' => str_repeat( 'x', CloudArgs::MAX_BODY_BYTES + 1 ) ), 413, 'file_too_large' ),
		);
		foreach ( $cases as [ $override, $status, $code ] ) {
			$response = $this->hub(
				'POST',
				'/cloud/files',
				$override + array(
					'name'     => 'Fine name',
					'platform' => 'gutenberg',
					'content'  => self::PAGE,
				),
				$me['key']
			);
			$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( array_keys( $override ) ) );
			$this->assertSame( $code, $response->get_data()['code'] );
		}
		$empty = $this->hub( 'POST', '/cloud/files', array( 'name' => ' ', 'platform' => 'gutenberg', 'content' => self::PAGE ), $me['key'] )->get_data();
		$this->assertSame( 'Please give your template a name.', $empty['data']['params']['name'] );
		$this->assertSame( 0, self::rows( 'files' ) );
		$this->assertSame( 0, self::rows( 'bodies' ) );

		foreach ( array( array( 'GET', '/cloud/files/999999' ), array( 'DELETE', '/cloud/files/999999' ), array( 'POST', '/cloud/files/999999/copy' ), array( 'GET', '/cloud/workspaces/no-such-space' ), array( 'DELETE', '/cloud/workspaces/999999' ) ) as [ $method, $path ] ) {
			$this->assertSame( 404, $this->hub( $method, $path, array( 'POST' => array( 'workspace_id' => 0 ), 'DELETE' => array( 'confirm' => true ) )[ $method ] ?? array(), $me['key'] )->get_status(), "$method $path" );
		}

		$bad = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/cloud/files' );
		$bad->set_header( 'Content-Type', 'application/json' );
		$bad->set_header( 'Authorization', 'Bearer ' . $me['key'] );
		$bad->set_body( '{"name": "Broken", "content": ' );
		$response = rest_do_request( $bad );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( 0, self::rows( 'files' ) );

		$this->assertSame( 'invalid_data', $this->hub( 'POST', '/cloud/workspaces', array( 'title' => '' ), $me['key'] )->get_data()['code'] );
		$this->assertSame( 'invalid_data', $this->hub( 'POST', '/cloud/workspaces', array( 'title' => str_repeat( 'w', 300 ) ), $me['key'] )->get_data()['code'] );
		$this->assertSame( 'invalid_data', $this->hub( 'POST', '/cloud/workspaces', array( 'title' => 'Fine', 'share_with' => array( 'not-an-email' ) ), $me['key'] )->get_data()['code'] );
		$this->assertSame( 0, self::rows( 'workspaces' ) );
	}

	public function test_lists_are_newest_first_searchable_and_filtered_by_platform(): void {
		$me = $this->hub_account( 'pro' );
		$this->push( $me['key'], 'Portfolio home' );
		$this->push( $me['key'], 'Support page' );
		$this->push( $me['key'], 'Pricing portal', 0, array( 'platform' => 'elementor', 'content' => '{"content":[{"elType":"section","elements":[]}]}' ) );
		$names = fn( array $params ): array => array_column( $this->hub( 'GET', '/cloud/files', $params, $me['key'] )->get_data()['data'], 'name' );
		$this->assertSame( array( 'Pricing portal', 'Support page', 'Portfolio home' ), $names( array() ) );
		$this->assertSame( array( 'Pricing portal', 'Portfolio home' ), $names( array( 'search' => 'port' ) ), 'a word must start with the search' );
		$this->assertSame( array( 'Portfolio home' ), $names( array( 'search' => 'port', 'platform' => 'gutenberg' ) ) );
		$this->assertSame( array( 'Portfolio home' ), $names( array( 'search' => 'home portf' ) ), 'every word counts' );
		$this->assertSame( 400, $this->hub( 'GET', '/cloud/files', array( 'search' => str_repeat( 'p', ItemArgs::SEARCH_MIN - 1 ) ), $me['key'] )->get_status(), 'a search starts at SEARCH_MIN characters' );
		$page = $this->hub( 'GET', '/cloud/files', array( 'per_page' => 2, 'page' => 2 ), $me['key'] )->get_data();
		$this->assertSame( array( 1, 2, 2, 3 ), array( count( $page['data'] ), $page['current_page'], $page['total_page'], $page['total'] ) );
	}

	public function test_deleting_a_workspace_without_its_files_returns_them(): void {
		$me    = $this->hub_account( 'pro' );
		$space = $this->workspace( $me['key'] );
		$this->push( $me['key'], 'Inside', $space['id'] );
		$this->assertSame( array(), $this->hub( 'GET', '/cloud/files', array(), $me['key'] )->get_data()['data'] );
		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/workspaces/{$space['id']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$mine = $this->hub( 'GET', '/cloud/files', array( 'search' => 'inside' ), $me['key'] )->get_data()['data'];
		$this->assertSame( array( 'Inside' ), array_column( $mine, 'name' ), 'back in My Clouds, and found by search there' );
		$this->assertNull( $mine[0]['workspace'] );

		$other = $this->workspace( $me['key'], 'Doomed' );
		$this->push( $me['key'], 'Goes too', $other['id'] );
		$this->hub( 'DELETE', "/cloud/workspaces/{$other['id']}", array( 'delete_files' => true, 'confirm' => true ), $me['key'] );
		$this->assertSame( 1, self::rows( 'files' ) );
	}

	public function test_a_files_name_is_stored_as_plain_text_as_a_workspaces_title_is(): void {
		$me   = $this->hub_account( 'pro' );
		$file = $this->push( $me['key'], ' Launch <img src=x onerror=alert(1)>page<script>alert(2)</script> ' );
		$this->assertSame( 'Launch page', $file['name'] );
		$renamed = $this->hub( 'POST', "/cloud/files/{$file['id']}/rename", array( 'name' => '<b>Hero</b> <a href="https://evil.example">v2</a>' ), $me['key'] );
		$this->assertSame( 200, $renamed->get_status(), (string) wp_json_encode( $renamed->get_data() ) );
		$this->assertSame( 'Hero v2', $renamed->get_data()['file']['name'] );
		// A name that is markup alone is no name: the spec's message, nothing changed.
		foreach ( array( 'POST' => '/cloud/files', 'RENAME' => "/cloud/files/{$file['id']}/rename" ) as $how => $route ) {
			$refused = $this->hub(
				'POST',
				$route,
				array(
					'name'     => '<img src=x onerror=alert(1)>',
					'platform' => 'gutenberg',
					'content'  => self::PAGE,
				),
				$me['key']
			);
			$this->assertSame( 400, $refused->get_status(), $how );
			$this->assertSame( 'Please give your template a name.', $refused->get_data()['message'], $how );
		}
		$this->assertSame( 1, self::rows( 'files' ) );
	}
}
