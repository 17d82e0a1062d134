<?php
/**
 * "Match my site" for Elementor content (issue [25], item 2): the element
 * tree's text / background pairs, and its style controls pointed at the
 * site kit's globals.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Design;

use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\ElementorTokens;

defined( 'ABSPATH' ) || exit;

/**
 * The Elementor half of `DesignMatcher`, which resolves the roles
 * (`SiteRoles` over the kit, `ElementorKit::presets()`) and keeps every
 * pair readable (`DesignMatcher::settle()`); this class reads and writes
 * the tree. A colour control whose role is mapped gets
 * `settings.__globals__.<control> = "globals/colors?id=<the kit's id>"`:
 * Elementor prints the global over the control's own value
 * (`core/files/css/base.php`, `add_control_rules()`), so the value stays
 * as it was (what the editor shows if the global is unlinked). A
 * typography group that named a kit typography names the site kit's one
 * for its role; a group with its own family gets the family of the site
 * kit's typography for its role, as its own value — a typography global
 * is the whole group (sizes, weights, line heights), which would replace
 * the element's own sizes. A role kept for contrast keeps the pack's
 * colour: a control that drew it through the pack kit's global (here the
 * site's global of that id) gets the pack's value as its own. A Text
 * Editor's inline colours (`ElementorTokens::html()`) are judged in their
 * HTML's nesting and, mapped, name the kit global's custom property
 * (`var(--e-global-color-<id>)`).
 */
final class ElementorLook {
	/**
	 * Widgets whose own background fills a control (a button: its classic
	 * background by default), judged against what is around them at 3:1.
	 */
	private const FILLED_WIDGETS = array( 'button' );

	/**
	 * Collects every text / background pair: each text or link colour an
	 * element (or one of its repeater items) sets, on its own background
	 * (classic colour, or both stops of a gradient; else its overlay's) or
	 * its nearest ancestor's, else the page's (the page settings'
	 * background, read as the root element, is the top elements'
	 * ancestor). A widget's text left to Elementor's defaults (the kit's own
	 * colours in either look) is not judged. A button's own background on
	 * the background around it is a pair too (`fill:…`, minimum 3:1). A
	 * hover background (Elementor draws it on `:hover` and `:focus`: a
	 * keyboard user reads it) is judged with the hover text colour, else
	 * the element's own text colours, and a button's hover fill on what is
	 * around it; a hover text colour is judged on the normal background too.
	 * The hover background is not what children stand on.
	 *
	 * @param array<int, mixed>                          $elements Elements.
	 * @param array<string, string>                      $lookup   Roles by token (`p:<global id>`, `v:<hex>`).
	 * @param string[]                                   $backs    Inherited background sides (two for a gradient).
	 * @param array<string, array{0: string, 1: string}> $pairs    Pairs found, by `text|background`.
	 * @param int                                        $depth    Nesting.
	 * @param int                                        $budget   Elements (and repeater items) left to read.
	 */
	public static function pairs( array $elements, array $lookup, array $backs, array &$pairs, int $depth, int &$budget ): void {
		if ( $depth > ElementorTokens::MAX_DEPTH ) {
			return;
		}
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) || --$budget < 0 ) {
				continue;
			}
			$element_backs = self::judge( $element, $lookup, $backs, $pairs );
			foreach ( ElementorTokens::items( $element ) as $items ) {
				foreach ( $items as $item ) {
					if ( --$budget >= 0 ) {
						self::judge( $item, $lookup, $element_backs, $pairs );
					}
				}
			}
			self::pairs( ElementorTokens::children( $element ), $lookup, $element_backs, $pairs, $depth + 1, $budget );
		}
	}

	/**
	 * One element's (or item's) own pairs.
	 *
	 * @param array<string, mixed>                       $element Element.
	 * @param array<string, string>                      $lookup  Roles by token.
	 * @param string[]                                   $backs   Inherited background sides.
	 * @param array<string, array{0: string, 1: string}> $pairs   Pairs found.
	 * @return string[] The background sides its children stand on.
	 */
	private static function judge( array $element, array $lookup, array $backs, array &$pairs ): array {
		$groups = array();
		$first  = array();
		$texts  = array();
		$hover  = array(
			'backs' => array(),
			'texts' => array(),
			'group' => null,
		);
		foreach ( ElementorTokens::colours( $element ) as $colour ) {
			$side = self::side( $colour, $lookup );
			if ( 'background' === $colour['use'] && str_contains( $colour['control'], 'hover' ) ) {
				// The first hover background group; a gradient's two stops are one group.
				$group            = (string) preg_replace( '/_color(_b)?$/D', '', $colour['control'] );
				$hover['group'] ??= $group;
				if ( $hover['group'] === $group ) {
					$hover['backs'][] = $side;
				}
				continue;
			}
			if ( ( 'text' === $colour['use'] || 'link' === $colour['use'] ) && str_contains( $colour['control'], 'hover' ) ) {
				$hover['texts'][] = $side;
			}
			if ( 'background' === $colour['use'] ) {
				// The first background group of each kind; a gradient's two stops are one group.
				$slot           = str_contains( $colour['control'], 'overlay' ) ? 1 : 0;
				$group          = (string) preg_replace( '/_color(_b)?$/D', '', $colour['control'] );
				$first[ $slot ] ??= $group;
				if ( $first[ $slot ] === $group ) {
					$groups[ $slot ][] = $side;
				}
			} elseif ( 'text' === $colour['use'] || 'link' === $colour['use'] ) {
				$texts[] = $side;
			}
		}
		ksort( $groups );
		$own = $groups ? (array) reset( $groups ) : $backs;
		if ( isset( $groups[0] ) && in_array( $element['widgetType'] ?? null, self::FILLED_WIDGETS, true ) ) {
			// A button's fill against the background around it (not text: 3:1, WCAG 1.4.11).
			foreach ( $groups[0] as $fill ) {
				foreach ( $backs as $back ) {
					$pairs[ "fill:{$fill}|{$back}" ] = array( $fill, $back, Colour::NON_TEXT );
				}
			}
		}
		foreach ( $texts as $text ) {
			foreach ( $own as $back ) {
				$pairs[ "{$text}|{$back}" ] = array( $text, $back );
			}
		}
		self::judge_html( $element, $lookup, $own, $texts, $pairs );
		if ( $hover['backs'] ) {
			$plain = array_values( array_diff( $texts, $hover['texts'] ) );
			foreach ( $hover['texts'] ? $hover['texts'] : $plain as $text ) {
				foreach ( $hover['backs'] as $back ) {
					$pairs[ "{$text}|{$back}" ] = array( $text, $back );
				}
			}
			if ( in_array( $element['widgetType'] ?? null, self::FILLED_WIDGETS, true ) ) {
				foreach ( $hover['backs'] as $fill ) {
					foreach ( $backs as $back ) {
						$pairs[ "fill:{$fill}|{$back}" ] = array( $fill, $back, Colour::NON_TEXT );
					}
				}
			}
		}
		return $own;
	}

	/**
	 * The pairs of a Text Editor's inline colours (`ElementorTokens::html()`):
	 * a tag's text colour on its own background, else its nearest
	 * enclosing tag's, else the widget's; a tag's background with its own
	 * text colour, else its nearest enclosing tag's, else the widget's text
	 * colours, else the kit's page text (`page`, what the widget draws
	 * when its text is left to the kit).
	 *
	 * @param array<string, mixed>                       $element Element.
	 * @param array<string, string>                      $lookup  Roles by token.
	 * @param string[]                                   $backs   The widget's background sides.
	 * @param string[]                                   $texts   The widget's own text and link sides.
	 * @param array<string, array{0: string, 1: string}> $pairs   Pairs found.
	 */
	private static function judge_html( array $element, array $lookup, array $backs, array $texts, array &$pairs ): void {
		$tags = ElementorTokens::html( $element );
		$side = static fn( string $hex ): string => self::side(
			array(
				'preset' => null,
				'value'  => $hex,
			),
			$lookup
		);
		// The nearest of a tag and its enclosing tags that sets a colour of this use, as a side.
		$nearest = static function ( int $n, string $use ) use ( $tags, $side ): ?string {
			for ( $at = $n; null !== $at; $at = $tags[ $at ]['up'] ) {
				if ( null !== $tags[ $at ][ $use ] ) {
					return $side( (string) $tags[ $at ][ $use ] );
				}
			}
			return null;
		};
		foreach ( $tags as $n => $tag ) {
			if ( null !== $tag['text'] ) {
				$behind = $nearest( $n, 'background' );
				foreach ( null !== $behind ? array( $behind ) : $backs as $back ) {
					$pairs[ $side( $tag['text'] ) . '|' . $back ] = array( $side( $tag['text'] ), $back );
				}
			} elseif ( null !== $tag['background'] ) {
				$ink = $nearest( $n, 'text' );
				foreach ( null !== $ink ? array( $ink ) : ( $texts ? $texts : array( 'page' ) ) as $text ) {
					$pairs[ $text . '|' . $side( $tag['background'] ) ] = array( $text, $side( $tag['background'] ) );
				}
			}
		}
	}

	/**
	 * What one colour is, as a pair's side: its role, else `fixed:<hex>`
	 * (`fixed:` when unknown: a global no role holds).
	 *
	 * @param array{preset: ?string, value: ?string} $colour From ElementorTokens::colours().
	 * @param array<string, string>                  $lookup Roles by token.
	 */
	private static function side( array $colour, array $lookup ): string {
		$token = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
		return $lookup[ $token ] ?? 'fixed:' . (string) $colour['value'];
	}

	/**
	 * The elements with their mapped colours and fonts pointed at the site's
	 * kit, their repeater items' too.
	 *
	 * @param array<int, mixed>                                 $elements     Elements.
	 * @param array<string, string>                             $lookup       Colour roles by token.
	 * @param array<string, array{slug: string, value: string}> $colours      The kit's colour per role mapped (slug: global id).
	 * @param array<int, array{role: string, value: string, slug: string}> $design_fonts The design's fonts.
	 * @param array<string, string>                             $fonts        The kit's typography id per font role.
	 * @param array<string, string>                             $families     The kit's typographies' families by id.
	 * @param array<string, string>                             $kept         The pack's colour of each role kept for
	 *                                                                        contrast: a control that drew it through a
	 *                                                                        global gets it as its own value instead.
	 * @param int                                               $depth        Nesting.
	 * @param int                                               $budget       Elements (and items) left to write (those
	 *                                                                        `pairs()` read; the rest are left as they are).
	 * @param bool                                              $changed      Set when anything changed.
	 * @return array<int, mixed>
	 */
	public static function rewrite( array $elements, array $lookup, array $colours, array $design_fonts, array $fonts, array $families, array $kept, int $depth, int &$budget, bool &$changed ): array {
		if ( $depth > ElementorTokens::MAX_DEPTH ) {
			return $elements;
		}
		$context = array( $lookup, $colours, $design_fonts, $fonts, $families, $kept );
		foreach ( $elements as $n => $element ) {
			if ( ! is_array( $element ) || --$budget < 0 ) {
				continue;
			}
			$settings = self::restyle( $element, $context );
			foreach ( ElementorTokens::items( $element ) as $control => $items ) {
				foreach ( $items as $i => $item ) {
					if ( --$budget >= 0 ) {
						$settings[ $control ][ $i ] = self::restyle( $item, $context );
					}
				}
			}
			if ( ElementorTokens::settings( $element ) !== $settings ) {
				$element['settings'] = $settings;
				$changed             = true;
			}
			if ( is_array( $element['elements'] ?? null ) ) {
				$element['elements'] = self::rewrite( $element['elements'], $lookup, $colours, $design_fonts, $fonts, $families, $kept, $depth + 1, $budget, $changed );
			}
			$elements[ $n ] = $element;
		}
		return $elements;
	}

	/**
	 * One element's (or repeater item's) settings with its mapped colours
	 * and fonts pointed at the kit (its items and children apart).
	 *
	 * @param array<string, mixed> $element Element.
	 * @param array<int, mixed>    $context rewrite()'s lookup, colours, design fonts, fonts, families and kept.
	 * @return array<string, mixed> Its settings.
	 */
	private static function restyle( array $element, array $context ): array {
		[ $lookup, $colours, $design_fonts, $fonts, $families, $kept ] = $context;
		$settings = ElementorTokens::settings( $element );
		$globals  = is_array( $settings['__globals__'] ?? null ) ? $settings['__globals__'] : array();
		$before   = $globals;
		foreach ( ElementorTokens::colours( $element ) as $colour ) {
			$role = $lookup[ null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'] ] ?? null;
			if ( null !== $role && isset( $colours[ $role ] ) ) {
				$globals[ $colour['control'] ] = ElementorTokens::COLOUR_GLOBAL . $colours[ $role ]['slug'];
			} elseif ( null !== $role && null !== $colour['preset'] && '' !== ( $kept[ $role ] ?? '' ) ) {
				// The pack drew it through its kit's global, which here is the site's: its value, unlinked.
				unset( $globals[ $colour['control'] ] );
				$settings[ $colour['control'] ] = $kept[ $role ];
			}
		}
		foreach ( ElementorTokens::fonts( $element ) as $font ) {
			$role = null;
			foreach ( $design_fonts as $entry ) {
				if ( ( null !== $font['preset'] && $entry['slug'] === $font['preset'] ) || ( null === $font['preset'] && '' === $entry['slug'] && $entry['value'] === $font['value'] ) ) {
					$role = $entry['role'];
					break;
				}
			}
			$id = null !== $role ? ( $fonts[ $role ] ?? null ) : null;
			if ( null === $id ) {
				continue;
			}
			if ( null !== $font['preset'] ) {
				$globals[ $font['prefix'] . 'typography_typography' ] = ElementorTokens::TYPOGRAPHY_GLOBAL . $id;
			} elseif ( isset( $families[ $id ] ) ) {
				$settings[ $font['prefix'] . 'typography_font_family' ] = $families[ $id ];
			}
		}
		if ( $globals !== $before ) {
			$settings['__globals__'] = $globals;
		}
		// A Text Editor's inline colours: a mapped one names the kit global's custom
		// property, which the kit's CSS defines on every page Elementor draws.
		$control = ElementorTokens::HTML_WIDGETS[ ElementorTokens::kind( $element ) ] ?? null;
		$html    = ElementorTokens::html_recoloured(
			$element,
			static function ( string $hex ) use ( $lookup, $colours ): ?string {
				$role = $lookup[ 'v:' . $hex ] ?? null;
				return null !== $role && isset( $colours[ $role ] ) ? 'var(--e-global-color-' . $colours[ $role ]['slug'] . ')' : null;
			}
		);
		if ( null !== $control && null !== $html && $html !== ( $settings[ $control ] ?? null ) ) {
			$settings[ $control ] = $html;
		}
		return $settings;
	}
}
