<?php
/**
 * Every merge case of block markup (`BlockMergeCases`, issue [25] item 4)
 * through the real route on a real page: the hub publishes the base, the
 * site imports it as a page, the page is edited (ours), the hub publishes
 * the new version (theirs), "Merge my changes" runs through
 * `POST /updates/apply` — then the saved document is checked, and the page
 * as a visitor gets it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Updates;

use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\BlockMergeCases;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\FrontPages;
use Stencilbox\Tests\MergeCaseRoutes;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 *
 * @group database
 */
final class BlockMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;
	use MergeCaseRoutes;
	use VersionHelpers;

	/**
	 * The hub post the item is published from.
	 *
	 * @var int
	 */
	private int $source = 0;

	/**
	 * The cases.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return BlockMergeCases::cases();
	}

	/**
	 * Publishes the hub post with a content as its owner does: the item's id.
	 *
	 * @param string $content Content.
	 */
	private function publish( string $content ): int {
		return $this->publish_post( $this->source, $content );
	}

	/**
	 * One case through the Updates route.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_on_a_real_page_and_its_front_end_shows_it( array $row ): void {
		$case         = self::local( $row );
		$case['also'] = $row['also'] ?? null;
		$this->source = self::harbor_post( $case['base'], 'wp_block' );
		$item         = $this->publish( $case['base'] );
		$imported     = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $item, 'title' => 'Home' ) );
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$page = (int) $imported->get_data()['post_id'];
		// Published, as the user does before visitors see it (an import is a draft); its content is untouched.
		wp_update_post( array( 'ID' => $page, 'post_status' => 'publish' ) );
		$this->assertSame( $case['base'], get_post_field( 'post_content', $page ), 'the base as imported' );
		if ( $case['ours'] !== $case['base'] ) {
			wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $case['ours'] ) ) );
		}
		$this->publish( $case['theirs'] );
		$merged = $this->merge_the_update( $case );
		$this->check_saved( $case, $merged, (string) get_post_field( 'post_content', $page ) );
		$this->assert_visitor_sees( $page, $case['front'] );

		if ( isset( $case['picks']['ours'] ) ) {
			$this->resolve_as_ours( $merged['entry']['id'], $merged['answer']['conflicted'][0] );
			$this->assertSame( $case['picks']['ours'], get_post_field( 'post_content', $page ), 'the picks written' );
		}
	}
}
