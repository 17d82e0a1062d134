<?php
/**
 * SVG copies keep the drawing and lose everything active.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\SvgSanitizer;
use Stencilbox\Tests\TestCase;

/**
 * Allowlist behaviour.
 */
final class SvgSanitizerTest extends TestCase {
	public function test_keeps_drawing_and_removes_active_content(): void {
		$dirty = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">'
			. '<script>alert(2)</script>'
			. '<rect width="10" height="10" fill="#f00" onclick="steal()"/>'
			. '<a href="javascript:alert(3)"><circle r="2"/></a>'
			. '<foreignObject><iframe src="https://evil.example"/></foreignObject>'
			. '<use xlink:href="https://evil.example/x.svg#a"/>'
			. '<image href="data:image/png;base64,AAAA"/>'
			. '<path d="M0 0L10 10" style="background:url(https://evil.example)" stroke="url(https://evil.example/p)"/>'
			. '<use href="#local"/>'
			. '</svg>';
		$clean = (string) SvgSanitizer::sanitize( $dirty );
		foreach ( array( 'onload', 'onclick', 'script', 'javascript', 'foreignObject', 'iframe', 'evil.example', 'data:', 'style=', '<a', '<image' ) as $bad ) {
			$this->assertStringNotContainsString( $bad, $clean, $bad );
		}
		$this->assertStringContainsString( '<rect width="10" height="10" fill="#f00"/>', $clean );
		$this->assertStringContainsString( '<path d="M0 0L10 10"/>', $clean );
		$this->assertStringContainsString( 'href="#local"', $clean );
	}

	public function test_refuses_non_svg_and_entities(): void {
		$this->assertNull( SvgSanitizer::sanitize( '<html><body>x</body></html>' ) );
		$this->assertNull( SvgSanitizer::sanitize( '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>' ) );
		$this->assertNull( SvgSanitizer::sanitize( 'not xml' ) );
	}

	public function test_an_svg_is_measured_by_its_size_else_its_view_box(): void {
		$this->assertSame( array( 4, 3 ), SvgSanitizer::size( '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3px" viewBox="0 0 40 30"/>' ) );
		$this->assertSame( array( 40, 30 ), SvgSanitizer::size( '<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 40 30"/>' ), 'a relative width says nothing' );
		$this->assertSame( array( 41, 30 ), SvgSanitizer::size( '<svg viewBox="0,0,40.6,30">' ) );
		$this->assertSame( array( 0, 0 ), SvgSanitizer::size( '<svg xmlns="http://www.w3.org/2000/svg"/>' ) );
		$this->assertSame( array( 0, 0 ), SvgSanitizer::size( 'no svg' ) );
	}

	public function test_the_demo_images_survive_unchanged_in_look(): void {
		$file  = dirname( __DIR__, 3 ) . '/php/Hub/Catalog/demo/images/lumen-saas-device-1.svg';
		$clean = (string) SvgSanitizer::sanitize( (string) file_get_contents( $file ) );
		$this->assertSame( substr_count( (string) file_get_contents( $file ), '<rect' ), substr_count( $clean, '<rect' ) );
	}
}
