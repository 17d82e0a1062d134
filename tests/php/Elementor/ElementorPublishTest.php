<?php
/**
 * With Elementor standing in: a page built with Elementor, published to
 * the library, comes back into Elementor with the same element tree; a
 * saved Elementor template comes back as one (issue [26] item 5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Plugin;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CapturesMails;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\ElementorPublishing;
use Stencilbox\Tests\WpCliHelpers;

require_once dirname( __DIR__ ) . '/ElementorPublishing.php';

/**
 * Through the hub owner's publish route and the site's insert and import
 * routes (the in-process hub).
 */
final class ElementorPublishTest extends CatalogTestCase {
	use AccountHelpers;
	use CapturesMails;
	use ElementorPublishing;
	use WpCliHelpers;

	/**
	 * A published page built with Elementor holding `tree()`.
	 *
	 * @param array<string, mixed> $settings Its page settings.
	 * @return int Post id.
	 */
	private static function elementor_page( array $settings ): int {
		$page = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Harbour Moorings',
				'post_content' => Elementor::plain_text( self::elementor_tree() ),
			)
		);
		Elementor::write_document( $page, 'wp-page', self::elementor_tree(), $settings );
		return $page;
	}

	/**
	 * Publishes a page built with Elementor holding `tree()`.
	 *
	 * @return array<string, mixed> The item's details.
	 */
	private function publish(): array {
		$page = self::elementor_page( array( 'hide_title' => 'yes' ) );
		update_post_meta( $page, '_wp_page_template', Elementor::CANVAS );
		$this->assertFalse( has_blocks( (string) get_post_field( 'post_content', $page ) ), 'Elementor keeps plain text, not blocks' );
		$this->assertSame( 'elementor', $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/sources', array( 'source' => "post:{$page}" ) )->get_data()[0]['platform'], 'the form is told it becomes an Elementor item' );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$page}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_a_published_elementor_page_comes_back_as_the_same_tree(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'publisher@example.org' );
		$item = $this->publish();
		$this->assertSame( 'elementor', $item['platform'] );

		// Imported as a new page: the same tree, page settings and template.
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $item['id'],
				'title'    => 'Moorings again',
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$copy = (int) $response->get_data()['post_id'];
		$this->assertSame( 'builder', get_post_meta( $copy, Elementor::META_EDIT_MODE, true ) );
		$this->assertSame( 'wp-page', get_post_meta( $copy, Elementor::META_TEMPLATE_TYPE, true ) );
		$this->assertSame( self::elementor_tree(), json_decode( (string) get_post_meta( $copy, Elementor::META_DATA, true ), true ) );
		$this->assertSame( array( 'hide_title' => 'yes' ), get_post_meta( $copy, Elementor::META_PAGE_SETTINGS, true ) );
		$this->assertSame( Elementor::CANVAS, get_page_template_slug( $copy ) );

		// Inserted into an open Elementor document: the same tree, new ids.
		$open   = (int) wp_insert_post( array( 'post_title' => 'Open in Elementor' ) );
		$insert = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $item['id'],
				'postId'   => $open,
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $insert->get_status(), (string) wp_json_encode( $insert->get_data() ) );
		$inserted = json_decode( $insert->get_data()['content'], true )['content'];
		$this->assertSame( self::without_ids( self::elementor_tree() ), self::without_ids( $inserted ) );
		$this->assertNotSame( 'b0a7001', $inserted[0]['id'] );
	}

	public function test_a_saved_elementor_template_published_to_the_library_is_added_to_saved_templates_as_one(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'tpl-publisher@example.org', 'pro' );
		$templates = Plugin::instance()->service( TemplateRepository::class );
		$template  = $templates->create(
			'elementor',
			'footer',
			array(
				'title'      => 'Harbour footer',
				'content'    => Elementor::plain_text( self::elementor_tree() ),
				'status'     => 'publish',
				'conditions' => array(
					array(
						'type' => 'include',
						'name' => 'general',
					),
				),
			)
		);
		Elementor::write_document( $template, 'wp-post', self::elementor_tree(), array() );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$template}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$item = $response->get_data();
		$this->assertSame( array( 'elementor', 'block' ), array( $item['platform'], $item['type'] ), 'a footer is a block item of Elementor' );
		$this->assertSame(
			array(
				'type'       => 'footer',
				'conditions' => 1,
			),
			$item['template']
		);

		// On a site without it: added as an Elementor footer with the same tree, shown everywhere.
		wp_delete_post( $template, true );
		$added = $this->rest( 'POST', '/stencilbox/v1/items/' . $item['id'] . '/add-template' );
		$this->assertSame( 200, $added->get_status(), (string) wp_json_encode( $added->get_data() ) );
		$landed = (int) $added->get_data()['id'];
		$this->assertSame( array( true, 'footer', 'elementor' ), array( $added->get_data()['created'], $added->get_data()['type'], $added->get_data()['platform'] ) );
		$this->assertSame( self::without_ids( self::elementor_tree() ), self::without_ids( (array) json_decode( (string) get_post_meta( $landed, Elementor::META_DATA, true ), true ) ) );
		$this->assertSame( 'builder', get_post_meta( $landed, Elementor::META_EDIT_MODE, true ) );
		$this->assertCount( 1, $templates->conditions( get_post( $landed ) ) );
	}

	public function test_wp_cli_says_an_elementor_page_became_an_elementor_item(): void {
		$this->login_as( 'administrator' );
		$page = self::elementor_page( array() );
		$this->register_commands();

		$run = $this->wp( 'stencilbox', 'publish', (string) $page, '--user=' . get_current_user_id() );
		$this->forget_commands();

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertMatchesRegularExpression( '/^Success: Published "Harbour Moorings" to the library \(elementor page harbour-moorings, id \d+\)\.$/', $run['stdout'][0] ?? '' );
	}

	public function test_a_page_of_blocks_is_still_published_as_a_gutenberg_item(): void {
		$this->login_as( 'administrator' );
		$markup = "<!-- wp:paragraph -->\n<p>Harbour blocks.</p>\n<!-- /wp:paragraph -->";
		$page   = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Harbour Blocks',
				'post_content' => $markup,
			)
		);
		$this->assertSame( 'gutenberg', $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/sources', array( 'source' => "post:{$page}" ) )->get_data()[0]['platform'] );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$page}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$item = $response->get_data();
		$this->assertSame( 'gutenberg', $item['platform'] );
		$this->assertSame( array(), $item['variations'], 'no Elementor variant' );
		$this->assertSame( $markup, $this->catalog->content( $item['id'] ) );
	}
}
