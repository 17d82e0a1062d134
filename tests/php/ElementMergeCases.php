<?php
/**
 * The merge cases of Elementor elements (issue [25] item 4): one row per
 * case, base / ours (the site's copy, ids `s1…`) / theirs (the new
 * version, ids `c1…` as the hub's) → the merged elements or the
 * conflicts, and what a visitor then gets. Checked three times: on
 * `ElementMerge` alone (`Support\Merge\ElementMergeTest`), and through a
 * real merge of an Elementor page with the Updates route and its front
 * end (`ElementorMergeRun`), Elementor standing in
 * (`Elementor\ElementorMergeCasesTest`) and the real Elementor
 * (`ElementorReal\RealElementorMergeCasesTest`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * A row as `BlockMergeCases`' (`base`, `ours`, `theirs` element lists;
 * `merged` the element list expected or `conflicts`; `picks`; `front`;
 * `also`; `outcome`). With the stand-in, a visitor gets Elementor's
 * plain-text copy of the page (`post_content`, which Elementor's save and
 * our writer keep): texts and a heading's tag (`header_size`), never the
 * CSS of style controls — those are checked on `_elementor_data`. With
 * the real Elementor (`ElementorReal\RealElementorMergeCasesTest`) the
 * `front` texts are checked on the markup Elementor renders (its tags
 * without their attributes), and `elementor` says what else a visitor
 * meets after the merge: `html` (`has`, `not`: strings of the rendered
 * markup; `match`: patterns), `css` (`has`, `not`: the CSS Elementor
 * serves for the post — a string anywhere in it, or `[element id,
 * declaration]` in a rule of that element, as Elementor writes it:
 * `--padding-top:64px`, `color:#aa0000`), and `resolved` the same after
 * the conflicts are resolved with the site's picks.
 */
final class ElementMergeCases {
	/**
	 * A section: a container with padding, a heading widget, a button widget.
	 *
	 * @param array<string, mixed> $with  Replacements: padding, color, title, size, button, url, extra (another widget),
	 *                                    and, only when given, header_size, globals (the heading's `__globals__`),
	 *                                    button_color, direction (the container's flex direction), order (button first).
	 * @param string               $id    The container's id (ids differ per site).
	 * @return array<int, array<string, mixed>>
	 */
	public static function section( array $with = array(), string $id = 'c1' ): array {
		$v        = $with + array(
			'padding' => '20',
			'color'   => '#222222',
			'title'   => 'Harbor café',
			'size'    => 'large',
			'button'  => 'Book a table',
			'url'     => 'https://example.org/book',
			'extra'   => null,
		);
		$heading  = array(
			'id'         => $id . 'h',
			'elType'     => 'widget',
			'widgetType' => 'heading',
			'settings'   => array(
				'title'       => $v['title'],
				'title_color' => $v['color'],
				'size'        => $v['size'],
			),
			'elements'   => array(),
		);
		$button   = array(
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
		);
		if ( isset( $v['header_size'] ) ) {
			$heading['settings']['header_size'] = $v['header_size'];
		}
		if ( isset( $v['globals'] ) ) {
			$heading['settings']['__globals__'] = array( 'title_color' => $v['globals'] );
		}
		if ( isset( $v['button_color'] ) ) {
			$button['settings']['background_color'] = $v['button_color'];
		}
		$elements = ! empty( $v['order'] ) ? array( $button, $heading ) : array( $heading, $button );
		if ( null !== $v['extra'] ) {
			$elements[] = $v['extra'];
		}
		// As Elementor's editor saves a padding: every side (a side left out draws no padding at all).
		$settings = array(
			'padding' => array(
				'unit'     => 'px',
				'top'      => $v['padding'],
				'right'    => $v['padding'],
				'bottom'   => $v['padding'],
				'left'     => $v['padding'],
				'isLinked' => true,
			),
		);
		if ( isset( $v['direction'] ) ) {
			$settings['flex_direction'] = $v['direction'];
		}
		return array(
			array(
				'id'       => $id,
				'elType'   => 'container',
				'settings' => $settings,
				'elements' => $elements,
			),
		);
	}

	/**
	 * A widget.
	 *
	 * @param string               $id       Its id.
	 * @param string               $type     Its widget type.
	 * @param array<string, mixed> $settings Its settings.
	 * @return array<string, mixed>
	 */
	public static function widget( string $id, string $type, array $settings ): array {
		return array(
			'id'         => $id,
			'elType'     => 'widget',
			'widgetType' => $type,
			'settings'   => $settings,
			'elements'   => array(),
		);
	}

	/**
	 * A text editor widget.
	 *
	 * @param string $id     Its id.
	 * @param string $editor Its HTML.
	 * @param string $size   A font size (px) set on it ('' for none).
	 * @return array<string, mixed>
	 */
	private static function text( string $id, string $editor, string $size = '' ): array {
		$settings = array( 'editor' => $editor );
		if ( '' !== $size ) {
			$settings['typography_typography'] = 'custom';
			$settings['typography_font_size']  = array(
				'unit' => 'px',
				'size' => (int) $size,
			);
			$settings['text_color']            = '#0B2545';
		}
		return self::widget( $id, 'text-editor', $settings );
	}

	/**
	 * An icon list widget (a repeater).
	 *
	 * @param string   $id    Its id.
	 * @param string[] $items Its items' texts.
	 * @param string   $color Its icons' colour ('' for none).
	 * @return array<string, mixed>
	 */
	private static function icons( string $id, array $items, string $color = '' ): array {
		$settings = array(
			'icon_list' => array_map(
				static fn( string $text, int $index ): array => array(
					'_id'  => 'i' . $index,
					'text' => $text,
				),
				$items,
				array_keys( $items )
			),
		);
		if ( '' !== $color ) {
			$settings['icon_color'] = $color;
		}
		return self::widget( $id, 'icon-list', $settings );
	}

	/**
	 * An image widget.
	 *
	 * @param string $id   Its id.
	 * @param string $url  Its image.
	 * @param int    $file Its attachment.
	 * @param string $size Its image size.
	 * @return array<string, mixed>
	 */
	private static function image( string $id, string $url, int $file, string $size = 'large' ): array {
		return self::widget(
			$id,
			'image',
			array(
				'image'      => array(
					'url' => $url,
					'id'  => $file,
				),
				'image_size' => $size,
			)
		);
	}

	/**
	 * A section with one more widget after the button.
	 *
	 * @param array<string, mixed> $with   `section()`'s replacements.
	 * @param string               $id     The container's id.
	 * @param array<string, mixed> $widget The widget.
	 * @return array<int, array<string, mixed>>
	 */
	private static function with( array $with, string $id, array $widget ): array {
		return self::section( array( 'extra' => $widget ) + $with, $id );
	}

	/**
	 * A section without its button.
	 *
	 * @param array<string, mixed> $with `section()`'s replacements.
	 * @param string               $id   The container's id.
	 * @return array<int, array<string, mixed>>
	 */
	private static function without_button( array $with = array(), string $id = 'c1' ): array {
		$section = self::section( $with, $id );
		array_splice( $section[0]['elements'], 1, 1 );
		return $section;
	}

	/**
	 * A section with one of its container's children given another id.
	 *
	 * @param array<int, array<string, mixed>> $section The section.
	 * @param int                              $index   The child.
	 * @param string                           $id      Its id.
	 * @return array<int, array<string, mixed>>
	 */
	private static function reid( array $section, int $index, string $id ): array {
		$section[0]['elements'][ $index ]['id'] = $id;
		return $section;
	}

	/**
	 * Another container (a section added to the page).
	 *
	 * @param string $id    Its id.
	 * @param string $title Its heading.
	 * @return array<string, mixed>
	 */
	private static function container( string $id, string $title ): array {
		return array(
			'id'       => $id,
			'elType'   => 'container',
			// A colour Elementor draws only with its background type.
			'settings' => array(
				'background_background' => 'classic',
				'background_color'      => '#F4F1EA',
			),
			'elements' => array( self::widget( $id . 'h', 'heading', array( 'title' => $title ) ) ),
		);
	}

	/**
	 * The cases, by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$spacer = self::widget( 'c1x', 'spacer', array() );
		$cases  = array(
			// Moved here from ElementMergeTest's tests (their assertions kept).
			'content here + style controls and button words upstream, the site’s ids kept' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'title' => 'Chez Marie', 'url' => 'https://site.test/book' ), 's1' ),
				'theirs' => self::section( array( 'padding' => '64', 'color' => '#aa0000', 'size' => 'xl', 'button' => 'Reserve' ) ),
				'merged' => self::section( array( 'padding' => '64', 'color' => '#aa0000', 'size' => 'xl', 'button' => 'Reserve', 'title' => 'Chez Marie', 'url' => 'https://site.test/book' ), 's1' ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Reserve' ),
					'not' => array( 'Harbor café', 'Book a table' ),
				),
				'elementor' => array(
					'html' => array( 'has' => array( 'href="https://site.test/book"', 'elementor-heading-title elementor-size-xl' ) ),
					'css'  => array(
						'has' => array( array( 's1', '--padding-top:64px' ), array( 's1', '--padding-left:64px' ), array( 's1h', 'color:#aa0000' ) ),
						'not' => array( '--padding-top:20px', '#222222' ),
					),
				),
			),
			'style changed only here gives way + same title changed both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'color' => '#00ff00', 'title' => 'Chez Marie' ), 's1' ),
				'theirs'    => self::section( array( 'title' => 'Harbor café and bar' ) ),
				'conflicts' => array(
					array(
						'key'    => '0/0:text:title',
						'path'   => '0/0',
						'block'  => 'widget/heading',
						'label'  => 'Heading',
						'what'   => 'text',
						'name'   => 'title',
						'base'   => 'Harbor café',
						'ours'   => 'Chez Marie',
						'theirs' => 'Harbor café and bar',
					),
				),
				'picks'     => array(
					// The pick; the colour set here gives way to the pack's.
					'ours'   => self::section( array( 'title' => 'Chez Marie' ), 's1' ),
					'theirs' => self::section( array( 'title' => 'Harbor café and bar' ), 's1' ),
				),
				'front'     => array(
					'has' => array( 'Chez Marie' ),
					'not' => array( 'Harbor café' ),
				),
				'elementor' => array(
					// The conflict writes nothing: the site's colour stays, until the site's picks are written.
					'css'      => array( 'has' => array( array( 's1h', 'color:#00ff00' ), array( 's1', '--padding-top:20px' ) ) ),
					'resolved' => array(
						'html' => array( 'has' => array( '>Chez Marie</h2>' ) ),
						'css'  => array(
							'has' => array( array( 's1h', 'color:#222222' ) ),
							'not' => array( '#00ff00' ),
						),
					),
				),
			),
			'widget added upstream + button text here' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'button' => 'Our button' ), 's1' ),
				'theirs' => self::section( array( 'extra' => $spacer ) ),
				'merged' => self::section( array( 'button' => 'Our button', 'extra' => $spacer ), 's1' ),
				'also'   => static function ( TestCase $test, array $result ): void {
					$test->assertSame( array( 'heading', 'button', 'spacer' ), array_column( $result['content'][0]['elements'], 'widgetType' ) );
					$test->assertSame( 'Our button', $result['content'][0]['elements'][1]['settings']['text'] );
				},
				'front'  => array(
					'has' => array( 'Our button' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'html' => array(
						'has'   => array( 'elementor-widget-spacer' ),
						'match' => array( '#elementor-widget-button.*elementor-widget-spacer#s' ),
					),
					'css'  => array( 'has' => array( '--spacer-size:50px' ) ),
				),
			),
			'widget removed upstream + edited here → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'button' => 'Our button' ), 's1' ),
				'theirs'    => self::without_button(),
				'conflicts' => array(
					array(
						'what' => 'removed',
						'path' => '0/1',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'button' => 'Our button' ), 's1' ),
					'theirs' => self::without_button( array(), 's1' ),
				),
				'also'      => static function ( TestCase $test, array $result ): void {
					$test->assertStringContainsString( 'Our button', $result['conflicts'][0]['ours'] );
				},
				'front'     => array(
					'has' => array( 'Our button' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'html'     => array( 'has' => array( 'elementor-widget-button' ) ),
					'resolved' => array( 'html' => array( 'has' => array( 'Our button', 'elementor-widget-button' ) ) ),
				),
			),
			'pristine copy → the new version with the site’s ids' => array(
				'base'    => self::section(),
				'ours'    => self::section( array(), 's1' ),
				'theirs'  => self::section( array( 'padding' => '40', 'title' => 'New' ) ),
				'merged'  => array( array( 'id' => 's1' ) + self::section( array( 'padding' => '40', 'title' => 'New' ) )[0] ),
				'outcome' => 'updated',
				'front'   => array(
					'has' => array( '<h2>New</h2>' ),
					'not' => array( 'Harbor café' ),
				),
				'elementor' => array(
					'css' => array(
						'has' => array( '--padding-top:40px', '--padding-bottom:40px' ),
						'not' => array( '--padding-top:20px' ),
					),
				),
			),
			// Issue [25]'s list, and more.
			'text edited here + typography and colour upstream' => array(
				'base'   => self::with( array(), 'c1', self::text( 'c1t', '<p>Fresh fish every day.</p>' ) ),
				'ours'   => self::with( array(), 's1', self::text( 's1t', '<p>Our own words.</p>' ) ),
				'theirs' => self::with( array(), 'c1', self::text( 'c1t', '<p>Fresh fish every day.</p>', '22' ) ),
				'merged' => self::with( array(), 's1', self::text( 's1t', '<p>Our own words.</p>', '22' ) ),
				'front'  => array(
					'has' => array( 'Our own words.' ),
					'not' => array( 'Fresh fish every day.' ),
				),
				'elementor' => array(
					'css' => array( 'has' => array( array( 's1t', 'font-size:22px' ), array( 's1t', 'color:#0B2545' ) ) ),
				),
			),
			'words made bold here + typography upstream' => array(
				'base'   => self::with( array(), 'c1', self::text( 'c1t', '<p>Fresh fish every day.</p>' ) ),
				'ours'   => self::with( array(), 's1', self::text( 's1t', '<p>Fresh fish <strong>every</strong> day.</p>' ) ),
				'theirs' => self::with( array(), 'c1', self::text( 'c1t', '<p>Fresh fish every day.</p>', '22' ) ),
				'merged' => self::with( array(), 's1', self::text( 's1t', '<p>Fresh fish <strong>every</strong> day.</p>', '22' ) ),
				'front'  => array(
					'has' => array( '<strong>every</strong>' ),
					'not' => array( 'Fresh fish every day.' ),
				),
				'elementor' => array(
					'css' => array( 'has' => array( array( 's1t', 'font-size:22px' ) ) ),
				),
			),
			'repeater item added here + icon colour upstream' => array(
				'base'   => self::with( array(), 'c1', self::icons( 'c1i', array( 'Fresh fish', 'Local wine' ) ) ),
				'ours'   => self::with( array(), 's1', self::icons( 's1i', array( 'Fresh fish', 'Local wine', 'Sunday brunch' ) ) ),
				'theirs' => self::with( array(), 'c1', self::icons( 'c1i', array( 'Fresh fish', 'Local wine' ), '#0B2545' ) ),
				'merged' => self::with( array(), 's1', self::icons( 's1i', array( 'Fresh fish', 'Local wine', 'Sunday brunch' ), '#0B2545' ) ),
				'front'  => array(
					'has' => array( 'Sunday brunch', 'Local wine' ),
					'not' => array(),
				),
				'elementor' => array(
					'html' => array( 'match' => array( '#Fresh fish.*Local wine.*Sunday brunch#s' ) ),
					'css'  => array( 'has' => array( array( 's1i', 'color:#0B2545' ), array( 's1i', 'fill:#0B2545' ) ) ),
				),
			),
			'repeater changed on both sides → conflict (a repeater is one setting)' => array(
				'base'      => self::with( array(), 'c1', self::icons( 'c1i', array( 'Fresh fish', 'Local wine' ) ) ),
				'ours'      => self::with( array(), 's1', self::icons( 's1i', array( 'Fresh fish', 'Local wine', 'Sunday brunch' ) ) ),
				'theirs'    => self::with( array(), 'c1', self::icons( 'c1i', array( 'Fresh fish today', 'Local wine' ) ) ),
				'conflicts' => array(
					array(
						'path' => '0/2',
						'what' => 'text',
						'name' => 'icon_list',
					),
				),
				'picks'     => array(
					'ours' => self::with( array(), 's1', self::icons( 's1i', array( 'Fresh fish', 'Local wine', 'Sunday brunch' ) ) ),
				),
				'front'     => array(
					'has' => array( 'Sunday brunch' ),
					'not' => array( 'Fresh fish today' ),
				),
				'elementor' => array(
					'resolved' => array( 'html' => array( 'has' => array( 'Sunday brunch' ) ) ),
				),
			),
			'section added here at the end + padding upstream' => array(
				'base'   => self::section(),
				'ours'   => array_merge( self::section( array( 'title' => 'Chez Marie' ), 's1' ), array( self::container( 's2', 'Open on Sundays' ) ) ),
				'theirs' => self::section( array( 'padding' => '64' ) ),
				'merged' => array_merge( self::section( array( 'title' => 'Chez Marie', 'padding' => '64' ), 's1' ), array( self::container( 's2', 'Open on Sundays' ) ) ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Open on Sundays' ),
					'not' => array( 'Harbor café' ),
				),
				'elementor' => array(
					'html' => array( 'match' => array( '#Chez Marie.*Open on Sundays#s' ) ),
					'css'  => array(
						'has' => array( array( 's1', '--padding-top:64px' ), array( 's2', 'background-color:#F4F1EA' ) ),
						'not' => array( '--padding-top:20px' ),
					),
				),
			),
			'section added upstream + heading here' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'title' => 'Chez Marie' ), 's1' ),
				'theirs' => array_merge( self::section(), array( self::container( 'c2', 'Our menu' ) ) ),
				'merged' => array_merge( self::section( array( 'title' => 'Chez Marie' ), 's1' ), array( self::container( 'c2', 'Our menu' ) ) ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Our menu' ),
					'not' => array( 'Harbor café' ),
				),
				'elementor' => array(
					'html' => array( 'match' => array( '#Chez Marie.*Our menu#s' ) ),
					'css'  => array( 'has' => array( 'background-color:#F4F1EA' ) ),
				),
			),
			'widget removed upstream, untouched here → gone' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'title' => 'Chez Marie' ), 's1' ),
				'theirs' => self::without_button( array( 'padding' => '40' ) ),
				'merged' => self::without_button( array( 'title' => 'Chez Marie', 'padding' => '40' ), 's1' ),
				'front'  => array(
					'has' => array( 'Chez Marie' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'html' => array( 'not' => array( 'elementor-widget-button' ) ),
					'css'  => array(
						'has' => array( array( 's1', '--padding-top:40px' ) ),
						'not' => array( 's1b' ),
					),
				),
			),
			'widget removed here + changed upstream → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::without_button( array(), 's1' ),
				'theirs'    => self::section( array( 'button' => 'Reserve now' ) ),
				'conflicts' => array(
					array(
						'what'  => 'removed',
						'path'  => '0/1',
						'block' => 'widget/button',
						'label' => 'Button',
						'ours'  => '',
					),
				),
				'picks'     => array(
					'ours'   => self::without_button( array(), 's1' ),
					// The new version's button comes back with the new version's id.
					'theirs' => self::reid( self::section( array( 'button' => 'Reserve now' ), 's1' ), 1, 'c1b' ),
				),
				'front'     => array(
					'has' => array( 'Harbor café' ),
					'not' => array( 'Book a table', 'Reserve now' ),
				),
				'elementor' => array(
					'html'     => array( 'not' => array( 'elementor-widget-button' ) ),
					'resolved' => array( 'html' => array( 'not' => array( 'elementor-widget-button' ) ) ),
				),
			),
			'widget removed here, untouched upstream → stays removed' => array(
				'base'   => self::section(),
				'ours'   => self::without_button( array(), 's1' ),
				'theirs' => self::section( array( 'padding' => '40' ) ),
				'merged' => self::without_button( array( 'padding' => '40' ), 's1' ),
				'front'  => array(
					'has' => array( 'Harbor café' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'html' => array( 'not' => array( 'elementor-widget-button' ) ),
					'css'  => array( 'has' => array( array( 's1', '--padding-top:40px' ) ) ),
				),
			),
			'container settings upstream + button text here' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'button' => 'Our button' ), 's1' ),
				'theirs' => self::section( array( 'direction' => 'row', 'padding' => '48' ) ),
				'merged' => self::section( array( 'direction' => 'row', 'padding' => '48', 'button' => 'Our button' ), 's1' ),
				'front'  => array(
					'has' => array( 'Our button' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'css' => array(
						'has' => array( array( 's1', '--flex-direction:row' ), array( 's1', '--padding-top:48px' ) ),
						'not' => array( '--padding-top:20px' ),
					),
				),
			),
			'global colour reference changed upstream + title here' => array(
				'base'   => self::section( array( 'globals' => 'globals/colors?id=primary' ) ),
				'ours'   => self::section( array( 'globals' => 'globals/colors?id=primary', 'title' => 'Chez Marie' ), 's1' ),
				'theirs' => self::section( array( 'globals' => 'globals/colors?id=accent' ) ),
				'merged' => self::section( array( 'globals' => 'globals/colors?id=accent', 'title' => 'Chez Marie' ), 's1' ),
				'front'  => array(
					'has' => array( 'Chez Marie' ),
					'not' => array( 'Harbor café' ),
				),
				'elementor' => array(
					'css' => array(
						'has' => array( array( 's1h', 'color:var( --e-global-color-accent )' ) ),
						'not' => array( array( 's1h', '--e-global-color-primary' ) ),
					),
				),
			),
			'link url here + button style upstream' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'url' => 'https://site.test/reserve' ), 's1' ),
				'theirs' => self::section( array( 'button_color' => '#0B2545' ) ),
				'merged' => self::section( array( 'url' => 'https://site.test/reserve', 'button_color' => '#0B2545' ), 's1' ),
				'front'  => array(
					'has' => array( 'Book a table' ),
					'not' => array(),
				),
				'elementor' => array(
					'html' => array( 'has' => array( 'href="https://site.test/reserve"' ) ),
					'css'  => array( 'has' => array( array( 's1b', 'background-color:#0B2545' ) ) ),
				),
			),
			'same link url changed on both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'url' => 'https://site.test/reserve' ), 's1' ),
				'theirs'    => self::section( array( 'url' => 'https://example.org/reserve' ) ),
				'conflicts' => array(
					array(
						'path'   => '0/1',
						'what'   => 'link',
						'name'   => 'link.url',
						'base'   => 'https://example.org/book',
						'ours'   => 'https://site.test/reserve',
						'theirs' => 'https://example.org/reserve',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'url' => 'https://site.test/reserve' ), 's1' ),
					'theirs' => self::section( array( 'url' => 'https://example.org/reserve' ), 's1' ),
				),
				'front'     => array(
					'has' => array( 'Book a table' ),
					'not' => array(),
				),
				'elementor' => array(
					'html'     => array(
						'has' => array( 'href="https://site.test/reserve"' ),
						'not' => array( 'example.org' ),
					),
					'resolved' => array( 'html' => array( 'has' => array( 'href="https://site.test/reserve"' ) ) ),
				),
			),
			'same style control changed on both sides → conflict' => array(
				'base'      => self::section(),
				'ours'      => self::section( array( 'color' => '#00ff00' ), 's1' ),
				'theirs'    => self::section( array( 'color' => '#aa0000' ) ),
				'conflicts' => array(
					array(
						'path'   => '0/0',
						'what'   => 'attribute',
						'name'   => 'title_color',
						'base'   => '#222222',
						'ours'   => '#00ff00',
						'theirs' => '#aa0000',
					),
				),
				'picks'     => array(
					'ours'   => self::section( array( 'color' => '#00ff00' ), 's1' ),
					'theirs' => self::section( array( 'color' => '#aa0000' ), 's1' ),
				),
				'front'     => array(
					'has' => array( 'Harbor café' ),
					'not' => array(),
				),
				'elementor' => array(
					'css'      => array(
						'has' => array( array( 's1h', 'color:#00ff00' ) ),
						'not' => array( '#aa0000' ),
					),
					'resolved' => array( 'css' => array( 'has' => array( array( 's1h', 'color:#00ff00' ) ) ) ),
				),
			),
			'image id and url here + image size upstream' => array(
				'base'   => self::with( array(), 'c1', self::image( 'c1m', 'https://example.org/a.jpg', 7 ) ),
				'ours'   => self::with( array(), 's1', self::image( 's1m', 'https://site.test/ours.jpg', 42 ) ),
				'theirs' => self::with( array(), 'c1', self::image( 'c1m', 'https://example.org/a.jpg', 7, 'medium' ) ),
				'merged' => self::with( array(), 's1', self::image( 's1m', 'https://site.test/ours.jpg', 42, 'medium' ) ),
				'front'  => array(
					'has' => array( 'Harbor café' ),
					'not' => array(),
				),
				'elementor' => array(
					// The site's image (its attachment) at the new version's size.
					'html' => array(
						'has' => array( 'size-medium', 'merge-cases/ours-300x200.jpg' ),
						'not' => array( 'merge-cases/a', 'attachment-large' ),
					),
				),
			),
			'heading tag changed upstream + title here' => array(
				'base'   => self::section( array( 'header_size' => 'h2' ) ),
				'ours'   => self::section( array( 'header_size' => 'h2', 'title' => 'Chez Marie' ), 's1' ),
				'theirs' => self::section( array( 'header_size' => 'h3' ) ),
				'merged' => self::section( array( 'header_size' => 'h3', 'title' => 'Chez Marie' ), 's1' ),
				'front'  => array(
					'has' => array( '<h3>Chez Marie</h3>' ),
					'not' => array( '<h2>Chez Marie</h2>', 'Harbor café' ),
				),
				'elementor' => array(
					'html' => array( 'has' => array( '<h3 class="elementor-heading-title' ) ),
				),
			),
			'same change on both sides → no conflict' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'title' => 'Chez Marie', 'button' => 'Our button' ), 's1' ),
				'theirs' => self::section( array( 'title' => 'Chez Marie', 'padding' => '40' ) ),
				'merged' => self::section( array( 'title' => 'Chez Marie', 'button' => 'Our button', 'padding' => '40' ), 's1' ),
				'front'  => array(
					'has' => array( 'Chez Marie', 'Our button' ),
					'not' => array( 'Harbor café', 'Book a table' ),
				),
				'elementor' => array(
					'css' => array( 'has' => array( array( 's1', '--padding-top:40px' ) ) ),
				),
			),
			'widget order changed upstream + button text here' => array(
				'base'   => self::section(),
				'ours'   => self::section( array( 'button' => 'Our button' ), 's1' ),
				'theirs' => self::section( array( 'order' => true ) ),
				// The heading moved upstream is the new version's (untouched here), with its id.
				'merged' => self::reid( self::section( array( 'order' => true, 'button' => 'Our button' ), 's1' ), 1, 'c1h' ),
				'also'   => static function ( TestCase $test, array $result ): void {
					$test->assertSame( array( 'button', 'heading' ), array_column( $result['content'][0]['elements'], 'widgetType' ), 'the new order' );
				},
				'front'  => array(
					'has' => array( 'Our button', 'Harbor café' ),
					'not' => array( 'Book a table' ),
				),
				'elementor' => array(
					'html' => array( 'match' => array( '#elementor-widget-button.*Our button.*elementor-widget-heading.*Harbor café#s' ) ),
				),
			),
		);
		return array_map( static fn( array $row ): array => array( $row ), $cases );
	}

	/**
	 * Checks a merge's answer against a case's `merged` or `conflicts`:
	 * `BlockMergeCases::check()`, the elements in place of the markup.
	 *
	 * @param TestCase             $test   The test.
	 * @param array<string, mixed> $case   The row.
	 * @param array<string, mixed> $result The merge's answer (`content` the elements).
	 */
	public static function check( TestCase $test, array $case, array $result ): void {
		BlockMergeCases::check( $test, $case, $result );
	}
}
