<?php
/**
 * Real catalogue answers carry every field their schema declares (the
 * TypeScript types, src/api/generated/answers.ts, are generated from it;
 * only fields marked `Schema::optional` may be left out).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Cards and details against real answers.
 */
final class CatalogTypesTest extends CatalogTestCase {
	/**
	 * The fields every answer of a schema carries.
	 *
	 * @param array<string, mixed> $schema Object schema.
	 * @return string[]
	 */
	private function sent_fields( array $schema ): array {
		return array_keys( array_filter( $schema['properties'], static fn( array $field ): bool => empty( $field[ Schema::OPTIONAL ] ) ) );
	}

	public function test_real_answers_carry_every_typed_field(): void {
		$this->login_as( 'editor' );
		$card = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'type' => 'page' ) )->get_data()['data'][0];
		$this->assertSame( array(), array_diff( $this->sent_fields( ItemSchema::card() ), array_keys( $card ) ) );
		$details = $this->rest( 'GET', '/stencilbox/v1/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertSame( array(), array_diff( $this->sent_fields( ItemSchema::details() ), array_keys( $details ) ) );
		// Asked for, the preview's blocks come too.
		$this->assertArrayHasKey( 'preview_content', $details );
	}
}
