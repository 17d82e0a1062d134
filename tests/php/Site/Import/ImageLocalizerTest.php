<?php
/**
 * Images of inserted items are copied once, reused after, and a failure
 * never breaks the insert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Import;

use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Tests\TestCase;

/**
 * With the plugin's own demo images (copied from disk) and unreachable URLs.
 */
final class ImageLocalizerTest extends TestCase {
	private ImageLocalizer $images;
	private string $demo;

	protected function setUp(): void {
		parent::setUp();
		$this->login_as( 'editor' );
		$file         = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$this->images = new ImageLocalizer( dirname( $file ), plugins_url( '', $file ) );
		$this->demo   = plugins_url( 'php/Hub/Catalog/demo/images', $file );
	}

	public function test_copies_once_and_reuses_on_the_next_insert(): void {
		$url     = $this->demo . '/harbor-agency-device-1.svg';
		$content = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image -->';
		$first   = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 1, $first['copied'] );
		$this->assertSame( array(), $first['failed'] );
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$this->assertStringContainsString( $uploads, $first['content'] );
		$this->assertStringNotContainsString( $url, $first['content'] );

		$second = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 0, $second['copied'] );
		$this->assertSame( 1, $second['reused'] );
		$this->assertSame( $first['content'], $second['content'] );
		$this->assertCount( 1, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'meta_key' => ImageLocalizer::SOURCE_META ) ) );
		// The copy is a sanitised SVG in the media library.
		$attachment = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => 1 ) )[0];
		$this->assertSame( 'image/svg+xml', $attachment->post_mime_type );
		$this->assertStringNotContainsString( '<script', (string) file_get_contents( get_attached_file( $attachment->ID ) ) );
		// Measured, with itself as its full size, as a pack's SVG copy is (issue [27] #6: one SVG upload path).
		$meta = wp_get_attachment_metadata( $attachment->ID );
		$this->assertGreaterThan( 0, $meta['width'] ?? 0 );
		$this->assertSame( array( 'file', 'width', 'height', 'mime-type' ), array_keys( $meta['sizes']['full'] ?? array() ), 'the metadata a pack\'s SVG copy has' );
		$this->assertSame( 'image/svg+xml', $meta['sizes']['full']['mime-type'] );
		$this->assertMatchesRegularExpression( '#<img [^>]*width="' . $meta['width'] . '"#', wp_get_attachment_image( $attachment->ID, 'full' ) );
	}

	public function test_the_same_picture_from_another_address_is_the_attachment_already_there(): void {
		$image   = static fn( string $url ): string => '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image -->';
		$first   = $this->images->localize( $image( $this->demo . '/saas-icon-lock.svg' ), 'gutenberg' );
		$twin    = $this->demo . '/lumen-saas-icon-lock.svg';
		$second  = $this->images->localize( $image( $twin ), 'gutenberg' );
		$library = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) );
		$this->assertSame( 1, $first['copied'] );
		$this->assertSame( array( 0, 1 ), array( $second['copied'], $second['reused'] ) );
		$this->assertSame( $first['content'], $second['content'] );
		$this->assertCount( 1, $library );
		$this->assertSame( array(), $second['created'] );
		// Its second address is remembered: the next insert from it copies nothing.
		$this->assertContains( $twin, get_post_meta( $library[0], ImageLocalizer::SOURCE_META ) );
		$this->assertSame( array( 0, 1 ), array_values( array_intersect_key( $this->images->localize( $image( $twin ), 'gutenberg' ), array_flip( array( 'copied', 'reused' ) ) ) ) );
	}

	public function test_a_failed_image_keeps_its_url_and_is_reported(): void {
		$good    = $this->demo . '/harbor-agency-abstract-1.svg';
		$bad     = 'http://127.0.0.1:9/missing/photo.jpg';
		$missing = $this->demo . '/no-such-file.png';
		$content = '<img src="' . $good . '"/><img src="' . $bad . '"/><img src="' . $missing . '"/>';
		$result  = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 1, $result['copied'] );
		$this->assertEqualsCanonicalizing( array( $bad, $missing ), $result['failed'] );
		$this->assertStringContainsString( $bad, $result['content'] );
		$this->assertStringContainsString( $missing, $result['content'] );
		$this->assertStringNotContainsString( $good, $result['content'] );
	}

	public function test_every_image_is_fetched_safely_and_a_listed_private_hub_only_on_its_own_origin(): void {
		$file   = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$images = new ImageLocalizer( dirname( $file ), plugins_url( '', $file ), 'http://127.0.0.1:8889/' );
		$svg    = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
		$seen   = array();
		$hop    = array();
		$answer = static function ( mixed $pre, array $args, string $url ) use ( &$seen, &$hop, $svg ): array|\WP_Error {
			// What WordPress would do next: refuse an unsafe URL.
			$seen[ $url ] = $args['reject_unsafe_urls'] && false !== wp_http_validate_url( $url );
			// And a redirect's hop is checked by the same rules (WP_Http::validate_redirects()):
			// core's other safe ports on the listed host (found by probing, 2026-12-04).
			foreach ( array( 'http://127.0.0.1:80/', 'https://127.0.0.1:443/', 'http://127.0.0.1:8080/', 'http://127.0.0.1/', 'https://127.0.0.1/', 'http://127.0.0.1:8889/' ) as $hop_url ) {
				$hop[ $url ][ $hop_url ] = false !== wp_http_validate_url( $hop_url . 'x.png' );
			}
			if ( ! $seen[ $url ] ) {
				return new \WP_Error( 'http_request_failed', 'A valid URL was not provided.' );
			}
			if ( ! empty( $args['filename'] ) ) {
				file_put_contents( $args['filename'], $svg );
			}
			return self::http_ok( $args['stream'] ? '' : $svg, 'image/svg+xml', $args['filename'] ?? null );
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		$hub_image  = 'http://127.0.0.1:8889/wp-content/plugins/stencilbox/images/a.svg';
		$other_port = 'http://127.0.0.1:8890/images/b.svg';
		$other_host = 'http://example.org/images/c.svg';
		$markup     = '<img src="' . $hub_image . '"/><img src="' . $other_port . '"/><img src="' . $other_host . '"/>';

		// A private hub that is not on the allowlist is refused like any
		// private address.
		$result = $images->localize( $markup, 'gutenberg' );
		$this->assertFalse( $seen[ $hub_image ] );
		$this->assertFalse( $seen[ $other_port ] );
		$this->assertTrue( $seen[ $other_host ] );
		$this->assertSame( 1, $result['copied'] );

		// Listed: its own origin only (scheme, host and port), never another
		// port of the same host.
		$seen = array();
		$list = static fn(): string => '127.0.0.1';
		add_filter( 'stencilbox_private_hub_hosts', $list );
		$result = ( new ImageLocalizer( dirname( $file ), plugins_url( '', $file ), 'http://127.0.0.1:8889/' ) )->localize( $markup, 'gutenberg' );
		remove_filter( 'stencilbox_private_hub_hosts', $list );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertTrue( $seen[ $hub_image ] );
		$this->assertSame(
			array(
				'http://127.0.0.1:80/'   => false,
				'https://127.0.0.1:443/' => false,
				'http://127.0.0.1:8080/' => false,
				'http://127.0.0.1/'      => false,
				'https://127.0.0.1/'     => false,
				'http://127.0.0.1:8889/' => true,
			),
			$hop[ $hub_image ],
			'a redirect elsewhere on the listed host, its port written or not: refused; on the hub\'s origin: allowed'
		);
		$this->assertFalse( $seen[ $other_port ] );
		$this->assertStringNotContainsString( $hub_image, $result['content'] );
		$this->assertStringContainsString( $other_port, $result['content'], 'a refused image keeps its URL' );
	}

	public function test_the_downloads_of_one_content_end_when_its_time_is_up(): void {
		// A hostile hub's slow or endless images each held the request for
		// the whole 30 s timeout; now all of a content's downloads share
		// COPY_SECONDS (1 s here), and what is left keeps its address.
		$svg     = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
		$asked   = array();
		$answer  = static function ( mixed $pre, array $args, string $url ) use ( &$asked, $svg ): array {
			$asked[ $url ] = $args['timeout'];
			usleep( 1_100_000 ); // A slow image: longer than the whole budget.
			file_put_contents( $args['filename'], $svg );
			return self::http_ok( '', 'image/svg+xml', $args['filename'] );
		};
		$seconds = static fn(): int => 1;
		add_filter( 'pre_http_request', $answer, 10, 3 );
		add_filter( 'stencilbox_image_copy_seconds', $seconds );
		try {
			$slow   = 'http://example.org/images/slow.svg';
			$next   = 'http://example.org/images/next.svg';
			$result = $this->images->localize( '<img src="' . $slow . '"/><img src="' . $next . '"/>', 'gutenberg' );
		} finally {
			remove_filter( 'pre_http_request', $answer, 10 );
			remove_filter( 'stencilbox_image_copy_seconds', $seconds );
		}
		$this->assertSame( array( $slow => 1 ), $asked, 'the first image got what was left of the budget; the second was not asked for' );
		$this->assertSame( 1, $result['copied'] );
		$this->assertSame( array( $next ), $result['failed'] );
		$this->assertStringContainsString( $next, $result['content'] );
		$this->assertSame( 60, ImageLocalizer::COPY_SECONDS );
	}

	public function test_without_upload_files_images_stay_where_they_are(): void {
		// Issue [12] item 8: a contributor's insert made attachments.
		$this->login_as( 'contributor' );
		$this->assertFalse( current_user_can( 'upload_files' ) );
		$fetched = array();
		$spy     = static function ( mixed $pre, array $args, string $url ) use ( &$fetched ): mixed {
			$fetched[] = $url;
			return $pre;
		};
		add_filter( 'pre_http_request', $spy, 1, 3 );
		$url     = $this->demo . '/harbor-agency-device-1.svg';
		$remote  = 'https://images.example.net/photo.png';
		$content = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image --><img src="' . $remote . '"/>';
		$result  = $this->images->localize( $content, 'gutenberg' );
		remove_filter( 'pre_http_request', $spy, 1 );
		$this->assertSame( $content, $result['content'], 'the images keep their addresses' );
		$this->assertSame( 0, $result['copied'] );
		$this->assertSame( array(), $result['created'] );
		$this->assertSame( array(), $fetched, 'nothing was fetched for them' );
		$this->assertSame( array(), get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1 ) ), 'no attachment' );

		// An author (upload_files) gets the copy, as before.
		$this->login_as( 'author' );
		$this->assertSame( 1, $this->images->localize( '<img src="' . $url . '"/>', 'gutenberg' )['copied'] );
	}

	public function test_the_sites_own_host_is_fetched_only_on_the_port_it_is_served_on(): void {
		// Issue [12] item 8: WordPress lets a same-host URL through on ports
		// 80, 443 and 8080 whatever the site's own port.
		$home  = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$port  = (int) ( wp_parse_url( home_url(), PHP_URL_PORT ) ?? ( 'https' === wp_parse_url( home_url(), PHP_URL_SCHEME ) ? 443 : 80 ) );
		$other = 8080 === $port ? 443 : 8080;
		$seen  = array();
		$svg   = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
		$serve = static function ( mixed $pre, array $args, string $url ) use ( &$seen, $svg ): array {
			$seen[] = $url;
			if ( ! empty( $args['filename'] ) ) {
				file_put_contents( $args['filename'], $svg );
			}
			return self::http_ok( '', 'image/svg+xml', $args['filename'] ?? null );
		};
		add_filter( 'pre_http_request', $serve, 10, 3 );
		$elsewhere = 'http://' . $home . ':' . $other . '/admin/graph.svg';
		$own       = 'http://' . $home . ( 80 === $port ? '' : ':' . $port ) . '/some/picture.svg';
		$result    = $this->images->localize( '<img src="' . $elsewhere . '"/><img src="' . $own . '"/>', 'gutenberg' );
		remove_filter( 'pre_http_request', $serve, 10 );
		$this->assertNotContains( $elsewhere, $seen, 'another port of this host is never asked' );
		$this->assertSame( array( $elsewhere ), $result['failed'] );
		$this->assertStringContainsString( $elsewhere, $result['content'] );
		$this->assertContains( $own, $seen, 'the site itself may be' );
	}

	public function test_a_nul_byte_in_an_image_url_is_skipped(): void {
		// Issue [12] item 7.
		$base    = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$content = '<img src="' . $base . 'a%00b.png"/><img src="' . $base . "c\0d.png" . '"/><img src="' . $this->demo . "/x\0y.svg" . '"/>';
		$this->assertSame( array(), $this->images->local_files( $content ) );
		$result = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 0, $result['copied'] );
		$this->assertSame( $content, $result['content'] );
	}

	public function test_escaped_urls_and_attachment_ids_follow_the_copy(): void {
		$url     = $this->demo . '/harbor-agency-interior-1.svg';
		$escaped = str_replace( '/', '\\/', $url );
		$content = '<!-- wp:image {"id":77,"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="' . $url . '" alt="" class="wp-image-77"/></figure><!-- /wp:image -->'
			. '<!-- wp:cover {"url":"' . $escaped . '","id":78} --><div class="wp-block-cover"><img class="wp-block-cover__image-background wp-image-78" alt="" src="' . $url . '" data-object-fit="cover"/><div class="wp-block-cover__inner-container"></div></div><!-- /wp:cover -->';
		$result  = $this->images->localize( $content, 'gutenberg' );
		$id      = attachment_url_to_postid( (string) wp_get_attachment_url( (int) get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'numberposts' => 1 ) )[0] ) );
		$this->assertGreaterThan( 0, $id );
		$this->assertStringContainsString( '"id":' . $id, $result['content'] );
		$this->assertStringContainsString( 'wp-image-' . $id, $result['content'] );
		$this->assertStringNotContainsString( 'wp-image-77', $result['content'] );
		$this->assertStringNotContainsString( 'wp-image-78', $result['content'] );
		$this->assertStringNotContainsString( $this->demo, str_replace( '\\/', '/', $result['content'] ) );

		$elementor = wp_json_encode(
			array(
				'content' => array(
					array(
						'elType'   => 'widget',
						'settings' => array(
							'image' => array(
								'url' => $url,
								'id'  => 99,
							),
						),
					),
				),
			)
		);
		$result    = json_decode( $this->images->localize( (string) $elementor, 'elementor' )['content'], true );
		$this->assertSame( $id, $result['content'][0]['settings']['image']['id'] );
		$this->assertStringStartsWith( trailingslashit( wp_get_upload_dir()['baseurl'] ), $result['content'][0]['settings']['image']['url'] );
	}
}
