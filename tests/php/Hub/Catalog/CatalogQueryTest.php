<?php
/**
 * Every list filter, alone and combined, on the fixture catalogue.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Tests\CatalogTestCase;

/**
 * CatalogRepository::query().
 *
 * @group database
 */
final class CatalogQueryTest extends CatalogTestCase {
	public function test_lists_by_platform_and_type_in_file_order(): void {
		$this->assertSame( array( 'harbor-agency', 'saffron-bistro' ), $this->slugs( array( 'type' => 'pack' ) ) );
		$this->assertSame( array( 'harbor-agency' ), $this->slugs( array( 'type' => 'pack', 'platform' => 'elementor' ) ) );
		$this->assertSame( array( 'harbor-home', 'harbor-about', 'saffron-home', 'lumen-portfolio' ), $this->slugs( array( 'type' => 'page' ) ) );
		$this->assertSame( array( 'harbor-home', 'harbor-about', 'lumen-portfolio' ), $this->slugs( array( 'type' => 'page', 'platform' => 'elementor' ) ) );
		$this->assertSame(
			array( 'harbor-header', 'harbor-footer', 'harbor-hero', 'saffron-menu', 'saffron-contact', 'quiet-contact', 'sunrise-hero', 'atlas-gallery' ),
			$this->slugs( array( 'type' => 'block' ) )
		);
		$this->assertCount( 14, $this->slugs() );
	}

	public function test_plan_filter(): void {
		// starter = everything a Starter plan includes (free and starter items); pro = pro items.
		$this->assertSame( array( 'harbor-home', 'harbor-about', 'lumen-portfolio' ), $this->slugs( array( 'type' => 'page', 'plan' => 'starter' ) ) );
		$this->assertSame( array( 'saffron-home' ), $this->slugs( array( 'type' => 'page', 'plan' => 'pro' ) ) );
		$this->assertSame( array( 'saffron-bistro' ), $this->slugs( array( 'type' => 'pack', 'plan' => 'pro' ) ) );
	}

	public function test_template_type_and_category(): void {
		$this->assertSame( array( 'harbor-hero', 'sunrise-hero' ), $this->slugs( array( 'type' => 'block', 'templateType' => 'hero' ) ) );
		$this->assertSame( array( 'saffron-contact', 'quiet-contact' ), $this->slugs( array( 'type' => 'block', 'templateType' => 'contact' ) ) );
		$this->assertSame( array( 'saffron-bistro' ), $this->slugs( array( 'type' => 'pack', 'category' => 'restaurant' ) ) );
		$this->assertSame( array( 'quiet-contact', 'sunrise-hero', 'atlas-gallery' ), $this->slugs( array( 'type' => 'block', 'category' => 'portfolio' ) ) );
		// Unknown slugs match nothing (they are not errors).
		$this->assertSame( array(), $this->slugs( array( 'templateType' => 'no-such-type' ) ) );
		$this->assertSame( array(), $this->slugs( array( 'category' => 'no-such-category' ) ) );
	}

	public function test_tags_match_any_of_them(): void {
		$hero    = $this->term_id( 'tag', 'hero' );
		$gallery = $this->term_id( 'tag', 'gallery' );
		$this->assertSame( array( 'harbor-hero', 'sunrise-hero' ), $this->slugs( array( 'type' => 'block', 'tags' => array( $hero ) ) ) );
		$this->assertSame( array( 'harbor-hero', 'sunrise-hero', 'atlas-gallery' ), $this->slugs( array( 'type' => 'block', 'tags' => array( $hero, $gallery ) ) ) );
	}

	public function test_dependency_include_needs_every_included_dependency(): void {
		$helper = self::dependency_id( 'mini-helper' );
		$forms  = self::dependency_id( 'mini-forms-pro' );
		$this->assertSame( array( 'harbor-hero', 'quiet-contact' ), $this->slugs( array( 'type' => 'block', 'include' => array( $helper ) ) ) );
		$this->assertSame( array( 'saffron-contact', 'quiet-contact' ), $this->slugs( array( 'type' => 'block', 'include' => array( $forms ) ) ) );
		$this->assertSame( array( 'quiet-contact' ), $this->slugs( array( 'type' => 'block', 'include' => array( $helper, $forms ) ) ) );
	}

	public function test_dependency_exclude_drops_items_needing_any_excluded_dependency(): void {
		$helper = self::dependency_id( 'mini-helper' );
		$forms  = self::dependency_id( 'mini-forms-pro' );
		$this->assertSame(
			array( 'harbor-header', 'harbor-footer', 'saffron-menu', 'saffron-contact', 'sunrise-hero', 'atlas-gallery' ),
			$this->slugs( array( 'type' => 'block', 'exclude' => array( $helper ) ) )
		);
		$this->assertSame(
			array( 'harbor-header', 'harbor-footer', 'saffron-menu', 'sunrise-hero', 'atlas-gallery' ),
			$this->slugs( array( 'type' => 'block', 'exclude' => array( $helper, $forms ) ) )
		);
		// Include one, exclude the other.
		$this->assertSame( array( 'harbor-hero' ), $this->slugs( array( 'type' => 'block', 'include' => array( $helper ), 'exclude' => array( $forms ) ) ) );
		// Including and excluding the same dependency leaves nothing.
		$this->assertSame( array(), $this->slugs( array( 'include' => array( $helper ), 'exclude' => array( $helper ) ) ) );
	}

	public function test_search_matches_word_prefixes_of_name_and_description(): void {
		// Newest first across types: items were added after their packs.
		$this->assertSame( array( 'harbor-home', 'harbor-agency' ), $this->slugs( array( 'search' => 'lighthouse' ) ) );
		$this->assertSame( array( 'harbor-home', 'harbor-agency' ), $this->slugs( array( 'search' => 'LIGHT' ) ) );
		$this->assertSame( array( 'saffron-home', 'saffron-bistro' ), $this->slugs( array( 'search' => 'espresso' ) ) );
		// Every word must match (in the name or the description).
		$this->assertSame( array( 'saffron-home' ), $this->slugs( array( 'search' => 'espresso homepage' ) ) );
		$this->assertSame( array( 'harbor-hero' ), $this->slugs( array( 'search' => 'harbor bold' ) ) );
		$this->assertSame( array(), $this->slugs( array( 'search' => 'lighthouse espresso' ) ) );
		// Not a substring search: "ouse" starts no word.
		$this->assertSame( array(), $this->slugs( array( 'search' => 'ouse' ) ) );
		// Accents and case do not matter.
		$this->assertSame( array( 'saffron-home', 'saffron-bistro' ), $this->slugs( array( 'search' => 'Éspresso' ) ) );
	}

	public function test_search_finds_words_ending_in_any_letter_or_digit(): void {
		// A range [word, next(word)) is empty for "quartz" and "2019" in
		// MariaDB's unicode collations ("quart{" sorts before "quartz").
		$this->writer->save_item(
			array(
				'platform'    => 'gutenberg',
				'type'        => 'block',
				'slug'        => 'quartz-jazz-2019',
				'name'        => 'Quartz Jazz 2019',
				'description' => 'Fizz buzz',
			)
		);
		foreach ( array( 'quartz', 'jazz', '2019', 'fizz', 'quar', 'jaz', '201', 'buzz 2019' ) as $search ) {
			$params = self::params( array( 'search' => $search ) );
			$this->assertSame( array( 'quartz-jazz-2019' ), array_column( $this->catalog->query( $params )['data'], 'slug' ), $search );
			$this->assertSame( array( 'quartz-jazz-2019' ), array_column( $this->catalog->query_tables( $params, 1, 20 )['data'], 'slug' ), "{$search} (tables)" );
		}
	}

	public function test_search_with_and_without_the_filters(): void {
		$params = array(
			'search'   => 'harbor',
			'category' => 'portfolio',
		);
		$this->assertSame( array(), $this->slugs( $params ) );
		$this->assertSame(
			array( 'harbor-home', 'harbor-about', 'harbor-header', 'harbor-footer', 'harbor-hero', 'harbor-agency' ),
			$this->slugs( $params + array( 'include_search' => false ) )
		);
	}

	public function test_every_filter_combined(): void {
		$helper = self::dependency_id( 'mini-helper' );
		$forms  = self::dependency_id( 'mini-forms-pro' );
		$hero   = $this->term_id( 'tag', 'hero' );
		$params = array(
			'type'         => 'block',
			'plan'         => 'starter',
			'templateType' => 'hero',
			'category'     => 'agency',
			'tags'         => array( $hero ),
			'include'      => array( $helper ),
			'exclude'      => array( $forms ),
			'search'       => 'bold',
		);
		$this->assertSame( array( 'harbor-hero' ), $this->slugs( $params ) );
		$this->assertSame( array( 'harbor-hero' ), $this->slugs( array( 'platform' => 'elementor' ) + $params ) );
		// Each filter alone can empty the result.
		$this->assertSame( array(), $this->slugs( array( 'plan' => 'pro' ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'templateType' => 'header' ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'category' => 'restaurant' ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'tags' => array( $this->term_id( 'tag', 'menu' ) ) ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'include' => array( $forms ) ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'exclude' => array( $helper ) ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'search' => 'calm' ) + $params ) );
		$this->assertSame( array(), $this->slugs( array( 'type' => 'page' ) + $params ) );
	}

	public function test_pagination(): void {
		$all = $this->slugs( array( 'type' => 'block' ) );
		$one = $this->catalog->query( self::params( array( 'type' => 'block', 'per_page' => 3 ) ) );
		$this->assertSame( 1, $one['current_page'] );
		$this->assertSame( 3, $one['total_page'] );
		$this->assertSame( 8, $one['total'] );
		$pages = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$result = $this->catalog->query( self::params( array( 'type' => 'block', 'per_page' => 3, 'page' => $page ) ) );
			$this->assertSame( $page, $result['current_page'] );
			$pages = array_merge( $pages, array_column( $result['data'], 'slug' ) );
		}
		$this->assertSame( $all, $pages );
		$beyond = $this->catalog->query( self::params( array( 'type' => 'block', 'per_page' => 3, 'page' => 4 ) ) );
		$this->assertSame( array(), $beyond['data'] );
		$this->assertSame( 3, $beyond['total_page'] );
		$none = $this->catalog->query( self::params( array( 'search' => 'nothing-like-this' ) ) );
		$this->assertSame( 0, $none['total_page'] );
		$this->assertSame( array(), $none['data'] );
	}

	public function test_cards_carry_what_the_list_shows(): void {
		$cards = $this->catalog->query( self::params( array( 'type' => 'pack' ) ) )['data'];
		$pack  = $cards[0];
		$this->assertSame( 'Harbor - Creative Agency', $pack['name'] );
		$this->assertSame( 'free', $pack['plan'] );
		$this->assertSame( 0.0, $pack['price'] );
		$this->assertSame( 4.6, $pack['rating'] );
		$this->assertTrue( $pack['featured'] );
		$this->assertTrue( $pack['fullsite_import'] );
		foreach ( array( 'thumbnail', 'thumbnail2', 'thumbnail3' ) as $field ) {
			$this->assertMatchesRegularExpression( '#^http://example\.org/wp-content/plugins/stencilbox/tests/fixtures/catalogue-mini/images/harbor-agency-[123]\.svg$#', $pack[ $field ] );
		}
		$this->assertSame( array( 'Agency' ), array_column( $pack['categories'], 'name' ) );
		$this->assertSame( array( 'mini-helper' ), array_column( $pack['dependencies'], 'slug' ) );

		$blocks  = $this->catalog->query( self::params( array( 'type' => 'block', 'search' => 'atlas' ) ) )['data'];
		$gallery = $blocks[0];
		$this->assertSame( '', $gallery['thumbnail'] );
		$this->assertTrue( $gallery['preview'], 'a Gutenberg item without a thumbnail is previewed from its blocks' );
		$hero = $this->catalog->query( self::params( array( 'type' => 'block', 'search' => 'harbor hero' ) ) )['data'][0];
		$this->assertSame( array( 'id', 'name', 'slug' ), array_keys( $hero['pack'] ) );
		$this->assertSame( 'harbor-agency', $hero['pack']['slug'] );
		$this->assertSame( 'hero', $hero['template_type']['slug'] );
		$this->assertFalse( $hero['preview'] );
	}
}
