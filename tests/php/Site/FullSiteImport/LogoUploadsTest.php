<?php
/**
 * The wizard's logo may be an SVG, as its hint says (issue [15] #12): the
 * logo picker's uploads take a cleaned SVG; nothing else changes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\LogoUploads;
use Stencilbox\Tests\TestCase;

/**
 * Through WordPress's own upload handling (`wp_handle_sideload`, the same
 * filters as an upload from the media library).
 */
final class LogoUploadsTest extends TestCase {
	private const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#1d2b36"/></svg>';

	/**
	 * Files made by a test.
	 *
	 * @var string[]
	 */
	private array $made = array();

	protected function setUp(): void {
		parent::setUp();
		// Uploads come through wp-admin (async-upload.php) or REST: the back end.
		Plugin::instance()->hook_back_end();
	}

	protected function tearDown(): void {
		foreach ( $this->made as $file ) {
			wp_delete_file( $file );
		}
		unset( $_POST[ LogoUploads::FIELD ], $_REQUEST[ LogoUploads::FIELD ] );
		parent::tearDown();
	}

	/**
	 * The upload is posted by the logo picker: its field is in the request
	 * (PHP and WordPress put a posted field in `$_REQUEST` too).
	 */
	private function from_logo_picker(): void {
		$_POST[ LogoUploads::FIELD ]    = '1';
		$_REQUEST[ LogoUploads::FIELD ] = '1';
	}

	/**
	 * Uploads a file as the media library would.
	 *
	 * @param string $name  File name.
	 * @param string $bytes Content.
	 * @return array<string, mixed> What WordPress answered.
	 */
	private function upload( string $name, string $bytes ): array {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$tmp = wp_tempnam( $name );
		file_put_contents( $tmp, $bytes );
		$file   = array(
			'name'     => $name,
			'tmp_name' => $tmp,
			'size'     => strlen( $bytes ),
			'error'    => 0,
		);
		$result = wp_handle_sideload( $file, array( 'test_form' => false ) );
		wp_delete_file( $tmp );
		if ( isset( $result['file'] ) ) {
			$this->made[] = $result['file'];
		}
		return $result;
	}

	public function test_the_logo_picker_takes_a_cleaned_svg(): void {
		$this->login_as( 'administrator' );
		$this->from_logo_picker();
		$result = $this->upload( 'logo.svg', self::SVG );
		$this->assertArrayNotHasKey( 'error', $result, (string) wp_json_encode( $result ) );
		$this->assertSame( 'image/svg+xml', $result['type'] );
		$stored = (string) file_get_contents( $result['file'] );
		$this->assertStringContainsString( '<rect', $stored );
		$this->assertStringNotContainsString( 'script', $stored );
		$this->assertStringNotContainsString( 'onload', $stored );

		// Not an SVG it can use: refused, with what is accepted.
		$bad = $this->upload( 'logo.svg', '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>' );
		$this->assertSame( 'This SVG cannot be used as a logo. Please choose an SVG, PNG, JPG or GIF image.', $bad['error'] );
	}

	public function test_a_logo_svg_is_measured_so_the_theme_draws_it(): void {
		$this->login_as( 'administrator' );
		$this->from_logo_picker();
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$tmp = wp_tempnam( 'logo.svg' );
		file_put_contents( $tmp, self::SVG );
		$id = media_handle_sideload(
			array(
				'name'     => 'logo.svg',
				'tmp_name' => $tmp,
			),
			0
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		$this->made[] = (string) get_attached_file( $id );
		$meta         = wp_get_attachment_metadata( $id );
		$this->assertSame( array( 40, 20 ), array( $meta['width'] ?? 0, $meta['height'] ?? 0 ), 'its size from its viewBox' );
		set_theme_mod( 'custom_logo', $id );
		$this->assertMatchesRegularExpression( '#<img [^>]*width="40" height="20"#', get_custom_logo(), 'the theme\'s logo is drawn at its size' );
		remove_theme_mod( 'custom_logo' );
	}

	public function test_other_uploads_and_other_users_are_left_to_wordpress(): void {
		$this->login_as( 'administrator' );
		// Not from the logo picker: WordPress refuses SVG as always.
		$this->assertArrayHasKey( 'error', $this->upload( 'logo.svg', self::SVG ) );
		// From it, by a user who may not import sites: refused too.
		$this->login_as( 'editor' );
		$this->from_logo_picker();
		$this->assertArrayHasKey( 'error', $this->upload( 'logo.svg', self::SVG ) );
	}

	public function test_the_stencilbox_page_lets_svg_through_to_the_server(): void {
		$this->login_as( 'administrator' );
		$logos = new LogoUploads();
		$plain = array( 'filters' => array( 'mime_types' => array( array( 'extensions' => 'jpg,png' ) ) ) );
		$this->assertSame( $plain, $logos->picker( $plain ), 'elsewhere' );
		$_GET['page'] = 'stencilbox';
		try {
			$this->assertSame( 'jpg,png,svg', $logos->picker( $plain )['filters']['mime_types'][0]['extensions'] );
		} finally {
			unset( $_GET['page'] );
		}
	}
}
