<?php
/**
 * "Match my site": how a colour without a name is placed (issue [25]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Design;

use Stencilbox\Site\Design\ColourFit;
use Stencilbox\Support\Design\Colour;
use Stencilbox\Tests\TestCase;

/**
 * ColourFit: lightness relative to the page's colours, and hue weighed by
 * the pack colour's chroma (docs/decisions/design-roles.md, "Which slug
 * plays each role").
 */
final class ColourFitTest extends TestCase {
	/** Neve's palette as classic-themes-look.spec.ts writes it (slugs in Neve's order): no mid grey. */
	public const NEVE = array(
		'nv-primary-accent'   => '#0f766e',
		'nv-secondary-accent' => '#115e59',
		'nv-site-bg'          => '#ffffff',
		'nv-light-bg'         => '#f0fdfa',
		'nv-dark-bg'          => '#042f2e',
		'nv-text-color'       => '#1f2937',
		'nv-text-dark-bg'     => '#ffffff',
		'nv-c-1'              => '#7c3aed',
		'nv-c-2'              => '#b45309',
	);

	/**
	 * Twenty Twenty-Five's hex palette.
	 */
	private const TT5 = array(
		'base'     => '#ffffff',
		'contrast' => '#111111',
		'accent-1' => '#ffee58',
		'accent-2' => '#f6cff4',
		'accent-3' => '#503aa8',
		'accent-4' => '#686868',
		'accent-5' => '#fbfaf3',
	);

	public function test_oklch_reads_lightness_chroma_and_hue(): void {
		$white = Colour::oklch( '#ffffff' );
		$this->assertEqualsWithDelta( 1.0, $white['l'], 0.001 );
		$this->assertEqualsWithDelta( 0.0, $white['c'], 0.001 );
		$this->assertEqualsWithDelta( 0.0, Colour::oklch( '#000000' )['l'], 0.001 );
		$teal = Colour::oklch( '#00a6a6' );
		$this->assertEqualsWithDelta( 0.657, $teal['l'], 0.005 );
		$this->assertGreaterThan( ColourFit::STRONG, $teal['c'], 'a teal button is a strong colour' );
		$this->assertEqualsWithDelta( 195, $teal['h'], 2 );
		$this->assertLessThan( ColourFit::GREY, Colour::oklch( '#f5effc' )['c'], 'a pale lilac tint is a near-grey' );
		$this->assertEqualsWithDelta( 29, Colour::oklch( '#cc0000' )['h'], 2, 'red' );
	}

	public function test_a_strong_colour_prefers_a_strong_site_colour_and_a_near_grey_a_grey(): void {
		$fit = new ColourFit( '#ffffff', '#111111', '#ffffff', '#111111' );
		$accents = array_intersect_key( self::TT5, array_flip( array( 'accent-1', 'accent-2', 'accent-3', 'accent-4', 'accent-5' ) ) );
		// The teal button: the strong purple, then the strong yellow, before the grey
		// of its lightness (luminance alone chose the grey).
		$this->assertSame( array( 'accent-3', 'accent-1' ), array_slice( array_keys( $fit->order( '#00a6a6', $accents ) ), 0, 2 ) );
		$this->assertLessThan( $fit->cost( '#00a6a6', '#686868' ), $fit->cost( '#00a6a6', '#ffee58' ) );
		// A dark red band: the red of its hue, not the near-black of its lightness.
		$this->assertLessThan( $fit->cost( '#8a1c1c', '#222222' ), $fit->cost( '#8a1c1c', '#cc0000' ) );
		// Near-greys: a mid grey-blue takes the grey, not the purple of nearer luminance;
		// black a near-black, not the purple.
		$this->assertLessThan( $fit->cost( '#5b6472', '#503aa8' ), $fit->cost( '#5b6472', '#686868' ) );
		$this->assertLessThan( $fit->cost( '#000000', '#503aa8' ), $fit->cost( '#000000', '#111111' ) );
		// A pale tint takes a pale neutral, not a vivid colour of its lightness.
		$this->assertSame( 'accent-5', array_key_first( $fit->order( '#f5effc', $accents ) ) );
	}

	public function test_a_grey_takes_no_vivid_colour_and_a_muted_colour_no_far_more_colourful_one(): void {
		// Neve's palette as classic-themes-look.spec.ts writes it (slugs in Neve's order):
		// no mid grey. A grey caption took its amber (nv-c-2) or its teal accents.
		$neve = self::NEVE;
		$fit  = new ColourFit( '#ffffff', '#111111', '#ffffff', '#1f2937' );
		foreach ( array( '#5f5f5f', '#626973', '#5c6670', '#6b7280', '#777777', '#9ca3af' ) as $grey ) {
			$order = array_keys( $fit->order( $grey, $neve ) );
			foreach ( array( 'nv-primary-accent', 'nv-secondary-accent', 'nv-c-1', 'nv-c-2' ) as $vivid ) {
				foreach ( array( 'nv-text-color', 'nv-site-bg', 'nv-light-bg', 'nv-dark-bg' ) as $neutral ) {
					$this->assertLessThan( array_search( $vivid, $order, true ), array_search( $neutral, $order, true ), "{$grey}: {$neutral} before {$vivid}" );
				}
			}
		}
		// Twenty Twenty-Five: real-estate-home's muted dark green band (chroma 0.055) is
		// no purple (0.17, of another hue): its black or its grey first.
		$fit = new ColourFit( '#ffffff', '#172b29', '#ffffff', '#111111' );
		$this->assertLessThan( $fit->cost( '#24564f', '#503aa8' ), $fit->cost( '#24564f', '#111111' ) );
		$this->assertLessThan( $fit->cost( '#24564f', '#503aa8' ), $fit->cost( '#24564f', '#686868' ) );
		// A strong colour still takes a strong one: the teal button the yellow before the grey.
		$this->assertLessThan( $fit->cost( '#00a6a6', '#686868' ), $fit->cost( '#00a6a6', '#ffee58' ) );
	}

	public function test_lightness_is_placed_between_the_pages_colours(): void {
		// A light pack on a dark site (Twenty Twenty-Three with the fidelity suite's palette).
		$fit = new ColourFit( '#ffffff', '#111111', '#1e2330', '#f5efe4' );
		$this->assertEqualsWithDelta( Colour::oklch( '#1e2330' )['l'], $fit->wanted( '#ffffff' ), 0.001, 'the pack\'s page colour is the site\'s' );
		$this->assertEqualsWithDelta( Colour::oklch( '#f5efe4' )['l'], $fit->wanted( '#111111' ), 0.001, 'its text the site\'s' );
		// A pale tint just off the white page is wanted just off the dark page: the dark
		// slate, where the site's pale text reads, not the pale teal of its own lightness.
		$this->assertSame( 'tertiary', array_key_first( $fit->order( '#f5effc', array( 'primary' => '#f0b43c', 'secondary' => '#7fd1c2', 'tertiary' => '#2b3242' ) ) ) );
		// Without a scale (no page colours, or two of one lightness) a colour's own lightness.
		$this->assertEqualsWithDelta( Colour::oklch( '#f5effc' )['l'], ( new ColourFit() )->wanted( '#f5effc' ), 0.001 );
		$this->assertEqualsWithDelta( Colour::oklch( '#f5effc' )['l'], ( new ColourFit( '#16324f', '#0b2545', '#ffffff', '#111111' ) )->wanted( '#f5effc' ), 0.001 );
		// A colour over a picture (a cover's overlay, its text) keeps its own lightness:
		// the picture does not turn with the palette (retreat-landing's dark green overlay
		// takes the dark slate, not the pale text colour its place on the page's scale wants).
		$this->assertEqualsWithDelta( Colour::oklch( '#24352c' )['l'], $fit->wanted( '#24352c', true ), 0.001 );
		$this->assertGreaterThan( 0.8, $fit->wanted( '#24352c' ) );
		$this->assertSame( 'tertiary', array_key_first( $fit->order( '#24352c', array( 'contrast' => '#f5efe4', 'secondary' => '#7fd1c2', 'tertiary' => '#2b3242' ), true ) ) );
		$this->assertSame( 'contrast', array_key_first( $fit->order( '#24352c', array( 'contrast' => '#f5efe4', 'secondary' => '#7fd1c2', 'tertiary' => '#2b3242' ) ) ) );
		// Same-polarity sites change little: a mid tone stays mid.
		$this->assertEqualsWithDelta( Colour::oklch( '#00a6a6' )['l'], ( new ColourFit( '#ffffff', '#111111', '#ffffff', '#111111' ) )->wanted( '#00a6a6' ), 0.001 );
	}

	public function test_order_keeps_the_given_order_on_a_tie_and_hostile_values_cost_as_black(): void {
		$fit = new ColourFit();
		$this->assertSame( array( 'a', 'b' ), array_keys( $fit->order( '#777777', array( 'a' => '#888888', 'b' => '#888888' ) ) ) );
		$this->assertSame( $fit->cost( '#000000', '#ffffff' ), $fit->cost( 'javascript:alert(1)', '#ffffff' ) );
	}
}
