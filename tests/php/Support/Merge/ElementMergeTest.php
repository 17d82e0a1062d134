<?php
/**
 * The three-way merge of Elementor elements (issue [25] item 4): style
 * controls from the new version, content controls the site changed kept,
 * a change on both sides a conflict, the site's ids kept.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Merge;

use Stencilbox\Support\Merge\ElementMerge;
use Stencilbox\Tests\ElementMergeCases;
use Stencilbox\Tests\TestCase;

/**
 * Base, ours, theirs (Elementor exports) → merged elements or conflicts.
 */
final class ElementMergeTest extends TestCase {
	/**
	 * JSON of an export.
	 *
	 * @param array<int, array<string, mixed>> $elements Elements.
	 */
	public static function export( array $elements ): string {
		return (string) wp_json_encode( array( 'content' => $elements ) );
	}

	/**
	 * The cases of `ElementMergeCases` (the same rows run through the
	 * Updates route on a real Elementor page, Elementor standing in:
	 * `Elementor\ElementorMergeCasesTest`).
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return ElementMergeCases::cases();
	}

	/**
	 * The merge of a case's three versions, its elements decoded.
	 *
	 * @param array<string, mixed>  $case  The row.
	 * @param array<string, string> $picks Picks.
	 * @return array{content: array<int, array<string, mixed>>, conflicts: array<int, array<string, string>>}
	 */
	private static function merged( array $case, array $picks = array() ): array {
		$result = ( new ElementMerge( $picks ) )->merge( self::export( $case['base'] ), self::export( $case['ours'] ), self::export( $case['theirs'] ) );
		return array(
			'content'   => json_decode( $result['content'], true )['content'],
			'conflicts' => $result['conflicts'],
		);
	}

	/**
	 * One case: the merged elements (the site's ids kept), or the conflicts
	 * (and what each pick then gives).
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $case The row.
	 */
	public function test_a_case_merges_as_expected( array $case ): void {
		$result = self::merged( $case );
		ElementMergeCases::check( $this, $case, $result );
		foreach ( (array) ( $case['picks'] ?? array() ) as $side => $expected ) {
			$picked = self::merged( $case, array_fill_keys( array_column( $result['conflicts'], 'key' ), $side ) );
			$this->assertSame( array(), $picked['conflicts'], "every conflict picked $side" );
			$this->assertSame( $expected, $picked['content'], "every conflict picked $side" );
		}
		if ( isset( $case['also'] ) ) {
			$case['also']( $this, $result );
		}
	}
}
