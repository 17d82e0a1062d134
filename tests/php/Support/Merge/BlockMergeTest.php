<?php
/**
 * The three-way merge rules of block markup (issue [25] item 4): design
 * from the new version, content the site changed kept, a change on both
 * sides a conflict, a level both sides restructured one conflict.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Merge;

use Stencilbox\Support\Merge\BlockMerge;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Tests\BlockMergeCases;
use Stencilbox\Tests\TestCase;

/**
 * Base, ours, theirs → merged markup or conflicts.
 */
final class BlockMergeTest extends TestCase {
	/**
	 * The cases of `BlockMergeCases` (the same rows run through the Updates
	 * route on a real page and its front end: `Site\Updates\BlockMergeCasesTest`).
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return BlockMergeCases::cases();
	}

	/**
	 * One case: the merged document byte for byte, or the conflicts (and
	 * what each pick then writes).
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $case The row.
	 */
	public function test_a_case_merges_as_expected( array $case ): void {
		$result = ( new BlockMerge() )->merge( $case['base'], $case['ours'], $case['theirs'] );
		BlockMergeCases::check( $this, $case, $result );
		foreach ( (array) ( $case['picks'] ?? array() ) as $side => $expected ) {
			$picks  = array_fill_keys( array_column( $result['conflicts'], 'key' ), $side );
			$picked = ( new BlockMerge( $picks ) )->merge( $case['base'], $case['ours'], $case['theirs'] );
			$this->assertSame( array(), $picked['conflicts'], "every conflict picked $side" );
			$this->assertSame( $expected, $picked['content'], "every conflict picked $side" );
		}
		if ( isset( $case['also'] ) ) {
			$case['also']( $this, $result );
		}
	}

	public function test_every_demo_block_item_merges_a_text_edit_here_with_a_design_change_upstream(): void {
		$files = glob( dirname( __DIR__, 4 ) . '/php/Hub/Catalog/demo/gutenberg/*.html' );
		$this->assertGreaterThan( 20, count( (array) $files ) );
		$checked = 0;
		foreach ( (array) $files as $file ) {
			$base = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a fixture of the repository.
			$name = basename( $file );
			// Ours: the first heading's or paragraph's words changed here.
			$ours = (string) preg_replace( '#(<(?:h[1-6]|p)\b[^>]*>)([^<]+)#', '$1$2 (our words)', $base, 1, $edits );
			if ( 1 !== $edits ) {
				continue;
			}
			// Theirs: a design setting of the first block changed upstream.
			$blocks = parse_blocks( $base );
			foreach ( $blocks as $index => $block ) {
				if ( null !== $block['blockName'] ) {
					$blocks[ $index ]['attrs']['className'] = trim( ( $block['attrs']['className'] ?? '' ) . ' is-style-upstream' );
					break;
				}
			}
			$theirs = serialize_blocks( $blocks );
			$merged = ( new BlockMerge() )->merge( $base, $ours, $theirs );
			$this->assertSame( array(), $merged['conflicts'], "$name: no conflict" );
			$this->assertStringContainsString( ' (our words)', $merged['content'], "$name: the site's words kept" );
			$this->assertStringContainsString( 'is-style-upstream', $merged['content'], "$name: the new design" );
			$this->assertSame( 1, substr_count( $merged['content'], ' (our words)' ), "$name: once" );
			$this->assertSame( Fingerprint::markup( $theirs ), Fingerprint::markup( ( new BlockMerge() )->merge( $base, $base, $theirs )['content'] ), "$name: an unchanged copy becomes the new version" );
			$this->assertSame( Fingerprint::markup( $ours ), Fingerprint::markup( ( new BlockMerge() )->merge( $base, $ours, $base )['content'] ), "$name: nothing new upstream keeps the copy as it is" );
			++$checked;
		}
		$this->assertGreaterThan( 20, $checked );
	}
}
