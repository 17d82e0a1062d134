<?php
/**
 * The HTTP hub client on ordinary hosts (issue [17]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Hub;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\Rest\HttpError;
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

	/**
	 * What the client makes of one answer.
	 *
	 * @param array<string, mixed> $answer The HTTP answer.
	 * @param array<string, mixed> $sent   The request's arguments (filled).
	 * @return array<mixed>|HttpError
	 */
	private static function answered( array $answer, array &$sent = array() ): array|HttpError {
		$reply = static function ( mixed $pre, array $args ) use ( $answer, &$sent ): array {
			unset( $pre );
			$sent = $args;
			return $answer;
		};
		add_filter( 'pre_http_request', $reply, 10, 2 );
		try {
			return ( new HttpHubClient( 'https://93.184.216.34' ) )->request( 'GET', '/items' );
		} catch ( HttpError $error ) {
			return $error;
		} finally {
			remove_filter( 'pre_http_request', $reply, 10 );
		}
	}

	public function test_an_answer_longer_than_any_a_hub_sends_is_cut_and_refused(): void {
		// A hostile hub's 300 MB answer exhausted PHP's memory (a 500 page).
		$sent  = array();
		$error = self::answered( self::http_ok( '{"data":"' . str_repeat( 'a', HttpHubClient::MAX_ANSWER_BYTES ) . '"}' ), $sent );
		$this->assertSame( HttpHubClient::MAX_ANSWER_BYTES + 1, $sent['limit_response_size'], 'WordPress stops keeping the body there' );
		$this->assertInstanceOf( HttpError::class, $error );
		$this->assertSame( 'retry_again', $error->error_code() );
		$this->assertSame( 503, $error->status() );
		// The largest legitimate answer, a 20 MB package in base64, is read.
		$package = '{"data":"' . str_repeat( 'a', (int) ceil( PluginPackage::MAX_ZIP_BYTES * 4 / 3 ) ) . '"}';
		$this->assertIsArray( self::answered( self::http_ok( $package ) ) );
	}

	public function test_a_hub_error_code_that_is_not_a_word_is_not_passed_on(): void {
		$refusal = static fn( string $code ): array => array(
			'response' => array(
				'code'    => 400,
				'message' => 'Bad Request',
			),
			'body'     => (string) wp_json_encode(
				array(
					'code'    => $code,
					'message' => 'Not allowed.',
				)
			),
		) + self::http_ok( '' );
		$error = self::answered( $refusal( 'invalid_data' ) );
		$this->assertInstanceOf( HttpError::class, $error );
		$this->assertSame( array( 'invalid_data', 'Not allowed.', 400 ), array( $error->error_code(), $error->getMessage(), $error->status() ) );
		$error = self::answered( $refusal( '<img src=x onerror=alert(1)>' ) );
		$this->assertInstanceOf( HttpError::class, $error );
		$this->assertSame( 'retry_again', $error->error_code() );
	}
}
