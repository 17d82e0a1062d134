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
use Stencilbox\Tests\TestCase;

/**
 * Base, ours, theirs (Elementor exports) → merged elements or conflicts.
 */
final class ElementMergeTest extends TestCase {
	/**
	 * A section: a container with padding, a heading widget, a button widget.
	 *
	 * @param array<string, mixed> $with  Replacements: padding, color, title, size, button, url, extra (another widget).
	 * @param string               $id    The container's id (ids differ per site).
	 * @return array<int, array<string, mixed>>
	 */
	private static function section( array $with = array(), string $id = 'c1' ): array {
		$v        = $with + array(
			'padding' => '20',
			'color'   => '#222222',
			'title'   => 'Harbor café',
			'size'    => 'large',
			'button'  => 'Book a table',
			'url'     => 'https://example.org/book',
			'extra'   => null,
		);
		$elements = array(
			array(
				'id'         => $id . 'h',
				'elType'     => 'widget',
				'widgetType' => 'heading',
				'settings'   => array(
					'title'       => $v['title'],
					'title_color' => $v['color'],
					'size'        => $v['size'],
				),
				'elements'   => array(),
			),
			array(
				'id'         => $id . 'b',
				'elType'     => 'widget',
				'widgetType' => 'button',
				'settings'   => array(
					'text' => $v['button'],
					'link' => array(
						'url'         => $v['url'],
						'is_external' => '',
					),
				),
				'elements'   => array(),
			),
		);
		if ( null !== $v['extra'] ) {
			$elements[] = $v['extra'];
		}
		return array(
			array(
				'id'       => $id,
				'elType'   => 'container',
				'settings' => array(
					'padding' => array(
						'unit' => 'px',
						'top'  => $v['padding'],
					),
				),
				'elements' => $elements,
			),
		);
	}

	/**
	 * JSON of an export.
	 *
	 * @param array<int, array<string, mixed>> $elements Elements.
	 */
	private static function export( array $elements ): string {
		return (string) wp_json_encode( array( 'content' => $elements ) );
	}

	/**
	 * The merge of three sections (the site's ids are `s1…`, the hub's `c1…`).
	 *
	 * @param array<string, mixed>  $ours   Ours' replacements.
	 * @param array<string, mixed>  $theirs Theirs' replacements.
	 * @param array<string, string> $picks  Picks.
	 * @return array{content: array<int, array<string, mixed>>, conflicts: array<int, array<string, string>>}
	 */
	private static function merged( array $ours, array $theirs, array $picks = array() ): array {
		$result = ( new ElementMerge( $picks ) )->merge( self::export( self::section() ), self::export( self::section( $ours, 's1' ) ), self::export( self::section( $theirs ) ) );
		return array(
			'content'   => json_decode( $result['content'], true )['content'],
			'conflicts' => $result['conflicts'],
		);
	}

	public function test_style_controls_come_from_the_new_version_and_content_changed_here_stays_with_the_sites_ids(): void {
		$result = self::merged(
			array(
				'title' => 'Chez Marie',
				'url'   => 'https://site.test/book',
			),
			array(
				'padding' => '64',
				'color'   => '#aa0000',
				'size'    => 'xl',
				'button'  => 'Reserve',
			)
		);
		$this->assertSame( array(), $result['conflicts'] );
		$this->assertSame(
			self::section(
				array(
					'padding' => '64',
					'color'   => '#aa0000',
					'size'    => 'xl',
					'button'  => 'Reserve',
					'title'   => 'Chez Marie',
					'url'     => 'https://site.test/book',
				),
				's1'
			),
			$result['content'],
			'the new style and the new button words; the site’s heading and link; the site’s ids'
		);
	}

	public function test_a_style_change_made_only_here_gives_way_and_a_content_change_on_both_sides_is_a_conflict(): void {
		$result = self::merged( array( 'color' => '#00ff00', 'title' => 'Chez Marie' ), array( 'title' => 'Harbor café and bar' ) );
		$this->assertCount( 1, $result['conflicts'] );
		$conflict = $result['conflicts'][0];
		$this->assertSame( array( '0/0:text:title', '0/0', 'widget/heading', 'Heading', 'text', 'title', 'Harbor café', 'Chez Marie', 'Harbor café and bar' ), array( $conflict['key'], $conflict['path'], $conflict['block'], $conflict['label'], $conflict['what'], $conflict['name'], $conflict['base'], $conflict['ours'], $conflict['theirs'] ) );

		$picked = self::merged( array( 'color' => '#00ff00', 'title' => 'Chez Marie' ), array( 'title' => 'Harbor café and bar' ), array( '0/0:text:title' => 'ours' ) );
		$this->assertSame( array(), $picked['conflicts'] );
		$this->assertSame( self::section( array( 'title' => 'Chez Marie' ), 's1' ), $picked['content'], 'the pick; the colour set here gives way to the pack’s' );
	}

	public function test_a_widget_added_upstream_comes_in_and_one_removed_upstream_but_edited_here_is_a_conflict(): void {
		$spacer = array(
			'id'         => 'c1x',
			'elType'     => 'widget',
			'widgetType' => 'spacer',
			'settings'   => array(),
			'elements'   => array(),
		);
		$added  = self::merged( array( 'button' => 'Our button' ), array( 'extra' => $spacer ) );
		$this->assertSame( array(), $added['conflicts'] );
		$this->assertSame( array( 'heading', 'button', 'spacer' ), array_column( $added['content'][0]['elements'], 'widgetType' ) );
		$this->assertSame( 'Our button', $added['content'][0]['elements'][1]['settings']['text'] );

		$theirs = self::section();
		array_splice( $theirs[0]['elements'], 1, 1 );
		$result = ( new ElementMerge() )->merge( self::export( self::section() ), self::export( self::section( array( 'button' => 'Our button' ), 's1' ) ), self::export( $theirs ) );
		$this->assertSame( array( 'removed' ), array_column( $result['conflicts'], 'what' ) );
		$this->assertSame( '0/1', $result['conflicts'][0]['path'] );
		$this->assertStringContainsString( 'Our button', $result['conflicts'][0]['ours'] );
	}

	public function test_a_copy_equal_to_its_base_takes_the_new_version_with_its_own_ids(): void {
		$result = self::merged( array(), array( 'padding' => '40', 'title' => 'New' ) );
		$this->assertSame( array(), $result['conflicts'] );
		$expected       = self::section( array( 'padding' => '40', 'title' => 'New' ) );
		$expected[0]['id'] = 's1';
		$this->assertSame( $expected, $result['content'] );
	}
}
