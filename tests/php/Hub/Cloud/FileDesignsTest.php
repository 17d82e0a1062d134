<?php
/**
 * Cloud files' designs as roles (issue [25], item 1 for cloud pushes):
 * recorded once per body, read with the file and its versions, gone with
 * the body.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Tests\CloudTestCase;

/**
 * FileDesigns through the hub's cloud routes.
 *
 * @group database
 */
final class FileDesignsTest extends CloudTestCase {
	/** A navy section with white text and a palette-coloured paragraph. */
	private const COLOURED = '<!-- wp:group {"style":{"color":{"background":"#0b2545","text":"#ffffff"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#0b2545"><!-- wp:paragraph {"textColor":"accent-2"} -->
<p class="has-accent-2-color has-text-color">Hello</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';

	/**
	 * A design's colours: role => [value, slug].
	 *
	 * @param mixed $design Design.
	 * @return array<string, array{0: string, 1: string}>
	 */
	private static function colours( mixed $design ): array {
		self::assertIsArray( $design );
		$out = array();
		foreach ( $design['colors'] as $colour ) {
			$out[ $colour['role'] ] = array( $colour['value'], $colour['slug'] );
		}
		return $out;
	}

	public function test_a_pushed_files_design_is_read_with_it_and_its_versions_and_goes_with_its_body(): void {
		$me   = $this->hub_account( 'starter' );
		$file = $this->push( $me['key'], 'Coloured', 0, array( 'content' => self::COLOURED ) );
		$read = $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame(
			array(
				'base'     => array( '#ffffff', '' ),
				'contrast' => array( '#0b2545', '' ),
				'accent-2' => array( '', 'accent-2' ),
			),
			self::colours( $read->get_data()['design'] ),
			'a push brings no palette: a slug keeps its role by name, without a value (the navy group is the page inverted: its background is the contrast)'
		);
		$this->assertSame( 1, self::rows( 'designs' ) );

		// A new version: its own design; version 1 keeps the first.
		$saved = $this->hub( 'POST', "/cloud/files/{$file['id']}/versions", array( 'content' => str_replace( '#0b2545', '#222222', self::COLOURED ) ), $me['key'] );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( '#222222', self::colours( $this->hub( 'GET', "/cloud/files/{$file['id']}", array(), $me['key'] )->get_data()['design'] )['contrast'][0] );
		$this->assertSame( '#0b2545', self::colours( $this->hub( 'GET', "/cloud/files/{$file['id']}/versions/1", array(), $me['key'] )->get_data()['design'] )['contrast'][0] );
		$this->assertSame( '#222222', self::colours( $this->hub( 'GET', "/cloud/files/{$file['id']}/versions/2", array(), $me['key'] )->get_data()['design'] )['contrast'][0] );
		$this->assertSame( 2, self::rows( 'designs' ) );

		// A file without colours, fonts or presets has none.
		$plain = $this->push( $me['key'], 'Plain' );
		$this->assertNull( $this->hub( 'GET', "/cloud/files/{$plain['id']}", array(), $me['key'] )->get_data()['design'] );

		$this->assertSame( 200, $this->hub( 'DELETE', "/cloud/files/{$file['id']}", array( 'confirm' => true ), $me['key'] )->get_status() );
		$this->assertSame( 0, self::rows( 'designs' ), 'the designs go with their bodies' );
	}
}
