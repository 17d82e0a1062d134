<?php
/**
 * Every merge case of Elementor elements (`ElementMergeCases`, issue [25]
 * item 4) through the real route on a real Elementor page, Elementor
 * standing in (`ElementorMergeRun`: the harness the real Elementor's run,
 * `ElementorReal\RealElementorMergeCasesTest`, shares). The site's edits
 * are saved as Elementor's save writes them (its data and its plain-text
 * copy); a visitor gets that plain-text copy.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\ElementMergeCases;
use Stencilbox\Tests\ElementorMergeRun;
use Stencilbox\Tests\FrontPages;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 */
final class ElementorMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use ElementorMergeRun;
	use FrontPages;
	use VersionHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_merge_case();
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The cases.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return ElementMergeCases::cases();
	}

	/**
	 * Saved with the site's edits, as Elementor's save writes them (its
	 * data, its plain-text copy).
	 *
	 * @param int          $page     The page.
	 * @param array<mixed> $elements The site's elements.
	 */
	protected function save_ours( int $page, array $elements ): void {
		Elementor::write_document( $page, 'wp-page', $elements, Elementor::page_settings_of( $page ) );
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $page,
					'post_content' => Elementor::plain_text( $elements ),
				)
			)
		);
	}

	/**
	 * The stand-in's save stores the elements as they are.
	 *
	 * @param int          $page     The page.
	 * @param array<mixed> $elements Elements.
	 * @return array<mixed>
	 */
	protected function as_saved( int $page, array $elements ): array {
		unset( $page );
		return $elements;
	}

	/**
	 * After the merge, the page as a visitor gets it (signed out, a
	 * front-end request, the theme's whole page): its content part: with
	 * the stand-in, Elementor's plain-text copy.
	 *
	 * @param int                  $page  The page.
	 * @param array<string, mixed> $case  The row.
	 * @param string               $stage `ours`, `merged` or `resolved`.
	 */
	protected function check_visit( int $page, array $case, string $stage ): void {
		if ( 'merged' === $stage ) {
			$this->assert_visitor_sees( $page, $case['front'] );
		}
	}

	/**
	 * One case through the Updates route.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_on_a_real_elementor_page_and_its_front_end_shows_it( array $row ): void {
		$case         = self::local( $row );
		$case['also'] = $row['also'] ?? null;
		$this->run_merge_case( $case );
	}
}
