<?php
/**
 * The HTTP hub client on ordinary hosts (issue [17]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Hub;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Tests\TestCase;

/**
 * nginx's usual WordPress set-up (`try_files $uri $uri/ /index.php?$args`)
 * answers 405 to a DELETE or PUT of `/?rest_route=…` (the index of `/` is
 * only looked up for GET, HEAD and POST; tests/e2e/specs/hosting.spec.ts
 * meets it). The client sends those as a POST with
 * X-HTTP-Method-Override, which WordPress's REST server reads.
 */
final class HttpHubClientTest extends TestCase {
	public function test_delete_and_put_travel_as_post_with_the_method_in_an_override_header(): void {
		$sent  = array();
		$reply = static function ( mixed $pre, array $args, string $url ) use ( &$sent ): array {
			unset( $pre );
			$sent[] = array( $url, $args );
			return self::http_ok( '{"deleted":true}' );
		};
		add_filter( 'pre_http_request', $reply, 10, 3 );
		try {
			$client = new HttpHubClient( 'https://93.184.216.34' );
			$this->assertSame( array( 'deleted' => true ), $client->request( 'DELETE', '/cloud/files/7', array( 'in_workspace' => true ), 'sbx_key' ) );
			$client->request( 'PUT', '/me', array( 'first_name' => 'Ana' ), 'sbx_key' );
			$client->request( 'POST', '/cloud/files', array( 'name' => 'x' ), 'sbx_key' );
			$client->request( 'GET', '/items', array( 'page' => 2 ) );
		} finally {
			remove_filter( 'pre_http_request', $reply, 10 );
		}
		$this->assertCount( 4, $sent );
		[ $url, $delete ] = $sent[0];
		$this->assertStringContainsString( 'rest_route=%2Fstencilbox-hub%2Fv1%2Fcloud%2Ffiles%2F7', $url );
		$this->assertSame( 'POST', $delete['method'] );
		$this->assertSame( 'DELETE', $delete['headers']['X-HTTP-Method-Override'] );
		$this->assertSame( array( 'in_workspace' => true ), json_decode( (string) $delete['body'], true ) );
		$this->assertSame( 'Bearer sbx_key', $delete['headers']['Authorization'] );
		$this->assertSame( 'POST', $sent[1][1]['method'] );
		$this->assertSame( 'PUT', $sent[1][1]['headers']['X-HTTP-Method-Override'] );
		// POST and GET go as they are.
		$this->assertSame( 'POST', $sent[2][1]['method'] );
		$this->assertArrayNotHasKey( 'X-HTTP-Method-Override', $sent[2][1]['headers'] );
		$this->assertSame( 'GET', $sent[3][1]['method'] );
		$this->assertArrayNotHasKey( 'X-HTTP-Method-Override', $sent[3][1]['headers'] );
	}
}
