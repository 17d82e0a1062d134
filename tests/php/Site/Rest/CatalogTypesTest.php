<?php
/**
 * One schema, two languages: real catalogue answers carry every field the
 * TypeScript types declare (src/api/catalog.ts). That the route schemas
 * declare exactly those fields is tests/php/Support/Rest/RouteTypesTest.php.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Tests\CatalogTestCase;

/**
 * CatalogItem and ItemDetails against real answers.
 */
final class CatalogTypesTest extends CatalogTestCase {
	/**
	 * Field names of an `export interface Name … {}` block.
	 *
	 * @param string $name Interface name.
	 * @return string[]
	 */
	private function ts_fields( string $name ): array {
		$ts = (string) file_get_contents( dirname( __DIR__, 4 ) . '/src/api/catalog.ts' );
		$this->assertSame( 1, preg_match( '/export interface ' . $name . '\b[^{]*\{(.*?)\n\}/s', $ts, $block ), $name );
		// Top-level fields only: one tab of indentation.
		preg_match_all( '/^\t(\w+)\??:/m', $block[1], $fields );
		return $fields[1];
	}

	public function test_real_answers_carry_every_typed_field(): void {
		$this->login_as( 'editor' );
		$card = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'type' => 'page' ) )->get_data()['data'][0];
		$this->assertSame( array(), array_diff( $this->ts_fields( 'CatalogItem' ), array_keys( $card ) ) );
		$details = $this->rest( 'GET', '/stencilbox/v1/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertSame( array(), array_diff( $this->ts_fields( 'ItemDetails' ), array_keys( $details ) ) );
	}
}
