<?php
/**
 * What resolving the templates of a page view costs in queries, counted
 * with SAVEQUERIES.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * At most one (cacheable) query with templates published; none without.
 *
 * @group database
 */
final class DisplayQueriesTest extends TemplatesTestCase {
	use TemplateRows;

	protected function setUp(): void {
		if ( ! defined( 'SAVEQUERIES' ) ) {
			define( 'SAVEQUERIES', true );
		}
		parent::setUp();
	}

	/**
	 * Queries a callback runs.
	 *
	 * @param callable $callback Callback.
	 * @return string[] The SQL.
	 */
	private function queries( callable $callback ): array {
		global $wpdb;
		$before = count( (array) $wpdb->queries );
		$callback();
		return array_map( static fn( mixed $query ): string => (string) $query[0], array_slice( (array) $wpdb->queries, $before ) );
	}

	public function test_no_query_when_no_template_is_published(): void {
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'status' => 'draft' ) );
		$this->template( 'footer' );
		$post = $this->post();
		$this->go_to( 'p=' . $post );
		$sql = $this->queries( fn(): mixed => $this->assertSame( array(), $this->renderer->winners() ) );
		$this->assertSame( array(), $sql );
	}

	public function test_at_most_one_query_for_a_page_view_and_none_once_cached(): void {
		$news = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ) );
		$this->template( 'footer', array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'all' ) ) );
		$this->template( 'single', array( self::inc( 'singular', 'in:category', $news ) ) );
		// Templates that do not win cost nothing either.
		for ( $i = 0; $i < 5; $i++ ) {
			$this->template( 'header', array( array( 'type' => 'include', 'name' => 'archive', 'sub_name' => 'all' ) ) );
		}
		$post = $this->post( array( 'post_category' => array( $news ) ) );
		wp_cache_flush();
		$this->go_to( 'p=' . $post );

		$sql = $this->queries( fn(): mixed => $this->assertCount( 3, $this->renderer->winners() ) );
		// One query reads the three winning posts together.
		$this->assertCount( 1, $sql, implode( "\n", $sql ) );

		// The next view of the page finds the templates in the object cache.
		$this->renderer->reset();
		$this->go_to( 'p=' . $post );
		$sql = $this->queries( fn(): mixed => $this->assertCount( 3, $this->renderer->winners() ) );
		$this->assertSame( array(), $sql );
	}

	public function test_the_index_lives_in_an_autoloaded_option(): void {
		global $wpdb;
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ) );
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", DisplayIndex::OPTION ) );
		$this->assertContains( $autoload, array( 'on', 'yes' ) );
		$this->assertCount( 1, $this->index->templates() );
	}
}
