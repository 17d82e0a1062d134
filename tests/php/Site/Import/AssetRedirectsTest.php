<?php
/**
 * The spec's asset-fetch redirect limit of 3 (part 2 §9; issue [15] #15):
 * images from the hub and from anywhere else follow at most 3 redirects,
 * through WordPress's safe HTTP API (each hop checked); hub API calls none.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Import;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\TestCase;

/**
 * What reaches WordPress's HTTP API.
 */
final class AssetRedirectsTest extends TestCase {
	public function test_images_follow_at_most_three_redirects_and_hub_calls_none(): void {
		$this->login_as( 'editor' );
		$svg  = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
		$sent = array();
		$seen = static function ( mixed $pre, array $args, string $url ) use ( &$sent, $svg ): array {
			$sent[ $url ] = array(
				'redirection' => $args['redirection'],
				'safe'        => ! empty( $args['reject_unsafe_urls'] ),
			);
			if ( ! empty( $args['filename'] ) ) {
				file_put_contents( $args['filename'], $svg );
			}
			return self::http_ok( '{}', 'image/svg+xml', $args['filename'] ?? null );
		};
		add_filter( 'pre_http_request', $seen, 10, 3 );
		try {
			$file   = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
			$images = new ImageLocalizer( dirname( $file ), plugins_url( '', $file ), 'https://hub.example' );
			$images->localize( '<img src="https://hub.example/wp-content/uploads/a.svg"/><img src="https://cdn.example/b.svg"/>', 'gutenberg' );
			try {
				( new HttpHubClient( 'https://hub.example' ) )->request( 'GET', '/info' );
			} catch ( HttpError $error ) {
				unset( $error ); // Only what was sent matters here.
			}
		} finally {
			remove_filter( 'pre_http_request', $seen, 10 );
		}
		$this->assertSame(
			array(
				'redirection' => ImageLocalizer::MAX_REDIRECTS,
				'safe'        => true,
			),
			$sent['https://hub.example/wp-content/uploads/a.svg']
		);
		$this->assertSame(
			array(
				'redirection' => 3,
				'safe'        => true,
			),
			$sent['https://cdn.example/b.svg']
		);
		$info = array_values( array_filter( array_keys( $sent ), static fn( string $url ): bool => str_contains( urldecode( $url ), '/info' ) ) );
		$this->assertSame( 0, $sent[ $info[0] ]['redirection'], 'an API call never follows a redirect' );
	}
}
