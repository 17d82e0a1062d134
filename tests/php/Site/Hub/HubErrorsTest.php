<?php
/**
 * A hub that cannot answer now is `retry_again` on every site route, for
 * both hub clients; the hub's other errors pass unchanged.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Hub;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\EngagementTestCase;

/**
 * HubErrors, through the site's routes and through the HTTP client.
 */
final class HubErrorsTest extends EngagementTestCase {
	/**
	 * Makes every in-process call to the hub fail with a hub-side error.
	 *
	 * @param \WP_Error|\Throwable $failure What the hub does.
	 */
	private function hub_fails( \WP_Error|\Throwable $failure ): callable {
		$fail = static function ( mixed $result, mixed $server, \WP_REST_Request $request ) use ( $failure ): mixed {
			unset( $server );
			if ( ! str_starts_with( $request->get_route(), '/stencilbox-hub/v1/' ) ) {
				return $result;
			}
			if ( $failure instanceof \Throwable ) {
				throw $failure;
			}
			return $failure;
		};
		add_filter( 'rest_pre_dispatch', $fail, 20, 3 );
		return $fail;
	}

	/**
	 * Site routes that call the hub, one per controller, with their input.
	 *
	 * @return array<int, array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	private function site_routes(): array {
		$pack = $this->id( 'harbor-agency' );
		return array(
			array( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg' ) ),
			array( 'GET', '/stencilbox/v1/items/harbor-agency', array( 'platform' => 'gutenberg' ) ),
			array( 'GET', '/stencilbox/v1/tags', array() ),
			array(
				'POST',
				'/stencilbox/v1/items/favourite',
				array(
					'item'   => $pack,
					'action' => 'do',
				),
			),
			array( 'GET', '/stencilbox/v1/profile/my-favourites', array( 'platform' => 'gutenberg' ) ),
			array( 'GET', '/stencilbox/v1/profile/sync', array() ),
			array( 'GET', "/stencilbox/v1/items/$pack/access", array() ),
			array( 'GET', '/stencilbox/v1/profile/api-keys', array() ),
		);
	}

	public function test_every_site_route_answers_retry_again_when_the_hub_fails(): void {
		$this->site_member();
		foreach ( array( new \WP_Error( 'db_down', 'Database went away', array( 'status' => 500 ) ), new \WP_Error( 'busy', 'Busy', array( 'status' => 503 ) ) ) as $failure ) {
			$fail = $this->hub_fails( $failure );
			foreach ( $this->site_routes() as [ $method, $path, $params ] ) {
				$response = $this->rest( $method, $path, $params );
				$this->assertSame( 503, $response->get_status(), "$method $path" );
				$this->assertSame( 'retry_again', $response->get_data()['code'], "$method $path" );
				$this->assertSame( 'The library could not be reached. Trying again…', $response->get_data()['message'] );
				$this->assertStringNotContainsString( 'Database', (string) wp_json_encode( $response->get_data() ) );
			}
			remove_filter( 'rest_pre_dispatch', $fail, 20 );
		}
	}

	public function test_a_bug_in_the_hub_is_retry_again_on_the_site(): void {
		$this->site_member();
		$log  = (string) tempnam( sys_get_temp_dir(), 'sbx-log' );
		$was  = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $log );
		// A hub callback that throws: the hub answers internal_error (500).
		$bug  = static function ( mixed $item ): never {
			unset( $item );
			throw new \RuntimeException( 'hub bug' );
		};
		add_filter( 'stencilbox_hub_item', $bug );
		$response = $this->rest( 'GET', '/stencilbox/v1/items/harbor-home', array( 'platform' => 'gutenberg' ) );
		remove_filter( 'stencilbox_hub_item', $bug );
		ini_set( 'error_log', $was );
		$this->assertSame( 'retry_again', $response->get_data()['code'] );
		$this->assertStringContainsString( 'RuntimeException: hub bug', (string) file_get_contents( $log ) );
		wp_delete_file( $log );
	}

	public function test_the_hubs_own_codes_pass_unchanged(): void {
		$this->site_member();
		$fail     = $this->hub_fails( new \WP_Error( 'invalid_api_key', 'Your API key is invalid.', array( 'status' => 401 ) ) );
		$response = $this->rest( 'GET', '/stencilbox/v1/profile/my-favourites', array( 'platform' => 'gutenberg' ) );
		remove_filter( 'rest_pre_dispatch', $fail, 20 );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'invalid_api_key', $response->get_data()['code'] );
		$this->site_member();
		$missing = $this->rest( 'GET', '/stencilbox/v1/items/no-such-item', array( 'platform' => 'gutenberg' ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'item_not_found', $missing->get_data()['code'] );
	}

	/**
	 * What a remote hub answers, and what the HTTP client throws.
	 *
	 * @return array<string, array{0: \WP_Error|array<string, mixed>, 1: string, 2: int}>
	 */
	public static function answers(): array {
		$answer = static fn( int $status, string $body ): array => array(
			'headers'  => array(),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
		return array(
			'unreachable'       => array( new \WP_Error( 'http_request_failed', 'cURL error 7' ), 'retry_again', 503 ),
			'a 500'             => array( $answer( 500, '{"code":"internal_error","message":"Something went wrong."}' ), 'retry_again', 503 ),
			'a 502 page'        => array( $answer( 502, '<html>Bad gateway</html>' ), 'retry_again', 503 ),
			'unreadable'        => array( $answer( 200, 'not json' ), 'retry_again', 503 ),
			'a page, not a hub' => array( $answer( 404, '<html>Not found</html>' ), 'retry_again', 503 ),
			'a revoked key'     => array( $answer( 401, '{"code":"invalid_api_key","message":"Revoked.","data":{"status":401}}' ), 'invalid_api_key', 401 ),
			'a wrong password'  => array( $answer( 401, '{"code":"login_error","message":"Wrong.","data":{"status":401}}' ), 'login_error', 401 ),
			'a locked item'     => array( $answer( 403, '{"code":"required_pro_templately","message":"Pro.","data":{"status":403}}' ), 'required_pro_templately', 403 ),
			'too many attempts' => array( $answer( 429, '{"code":"too_many_attempts","message":"Wait.","data":{"status":429}}' ), 'too_many_attempts', 429 ),
		);
	}

	/**
	 * The HTTP client maps the same way.
	 *
	 * @dataProvider answers
	 *
	 * @param \WP_Error|array<string, mixed> $answer What the hub's address answers.
	 * @param string                         $code   Expected code.
	 * @param int                            $status Expected status.
	 */
	public function test_the_http_client_fails_the_same_way( \WP_Error|array $answer, string $code, int $status ): void {
		$reply = static fn(): array|\WP_Error => $answer;
		add_filter( 'pre_http_request', $reply );
		try {
			( new HttpHubClient( 'https://93.184.216.34' ) )->request( 'GET', '/me', array(), 'sbx_key' );
			$this->fail( 'the client throws' );
		} catch ( HttpError $error ) {
			$this->assertSame( $code, $error->error_code() );
			$this->assertSame( $status, $error->status() );
		} finally {
			remove_filter( 'pre_http_request', $reply );
		}
	}

	/**
	 * A hub that did not answer as a hub is flagged `hub_unreachable`
	 * (issue [15] #8): the app shows one "cannot be reached" state, the
	 * user still signed in. A hub that answered with its own 5xx is not.
	 */
	public function test_a_hub_that_does_not_answer_is_flagged_unreachable(): void {
		$flag    = static function ( \WP_Error|array $answer ): ?bool {
			$reply = static fn(): array|\WP_Error => $answer;
			add_filter( 'pre_http_request', $reply );
			try {
				( new HttpHubClient( 'https://93.184.216.34' ) )->request( 'GET', '/me', array(), 'sbx_key' );
			} catch ( HttpError $error ) {
				$data = $error->to_wp_error()->get_error_data();
				return $data['hub_unreachable'] ?? null;
			} finally {
				remove_filter( 'pre_http_request', $reply );
			}
			return null;
		};
		$answers = self::answers();
		foreach ( array( 'unreachable', 'a 502 page', 'unreadable', 'a page, not a hub' ) as $case ) {
			$this->assertTrue( $flag( $answers[ $case ][0] ), $case );
		}
		foreach ( array( 'a 500', 'a revoked key', 'a locked item' ) as $case ) {
			$this->assertNull( $flag( $answers[ $case ][0] ), $case );
		}
	}

	public function test_is_signed_says_the_hub_is_unreachable_and_keeps_the_sign_in(): void {
		$this->site_member();
		// The cached profile is gone (a minute later): is-signed asks the hub.
		$this->forget_profiles();
		$fail     = $this->hub_fails( new \WP_Error( 'hub_unreachable', 'The Stencilbox hub could not be reached.', array( 'status' => 502 ) ) );
		$response = $this->rest( 'GET', '/stencilbox/v1/is-signed' );
		remove_filter( 'rest_pre_dispatch', $fail, 20 );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'retry_again', $response->get_data()['code'] );
		$this->assertTrue( $response->get_data()['data']['hub_unreachable'] );
		// Back: still signed in.
		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
	}

	/**
	 * Makes every cached profile stale.
	 */
	private function forget_profiles(): void {
		\Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Account\AccountSession::class )->forget_all_profiles();
	}
}
