<?php
/**
 * GET /conditions, POST /save-conditions, GET /autocomplete-condition:
 * permissions, bad input saves nothing, and every source offers only what
 * the user may read.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Site\Templates\ConditionTypes;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * Display conditions through REST.
 */
final class ConditionsRoutesTest extends TemplatesTestCase {
	/**
	 * POST /save-conditions.
	 *
	 * @param int                              $template   Template.
	 * @param array<int, array<string, mixed>> $conditions Conditions.
	 */
	private function save( int $template, array $conditions ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/stencilbox/v1/save-conditions',
			array(
				'template_id' => $template,
				'conditions'  => $conditions,
			)
		);
	}

	/**
	 * GET /autocomplete-condition labels.
	 *
	 * @param string $query  Source.
	 * @param string $search Search.
	 * @return string[]
	 */
	private function options( string $query, string $search = '' ): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/autocomplete-condition', array( 'query' => $query, 'search' => $search ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'label' );
	}

	public function test_conditions_answer_the_config_and_the_saved_list(): void {
		$id = $this->template( 'header' );
		$this->login_as( 'administrator' );
		$data = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data();
		$this->assertSame( array_keys( ConditionTypes::BUILT_IN ), array_column( $data['config'], 'name' ) );
		$this->assertSame( array(), $data['template_conditions'] );
		$this->assertTrue( $data['can_save'] );
		$by_name  = array_column( $data['config'], null, 'name' );
		$singular = array_column( $by_name['singular']['sub_names'], null, 'value' );
		$this->assertSame( 'post:page', $singular['post_type:page']['source'] );
		$this->assertSame( 'required', $singular['in:category']['sub_id'] );
		$this->assertArrayHasKey( 'not_found', $singular );
		$archive = array_column( $by_name['archive']['sub_names'], null, 'value' );
		$this->assertSame( array( 'all', 'post_type:post', 'taxonomy:category', 'taxonomy:post_tag', 'author', 'date', 'search' ), array_keys( $archive ) );

		$page  = $this->post( array( 'post_type' => 'page', 'post_title' => 'About us' ) );
		$saved = $this->save(
			$id,
			array(
				array( 'type' => 'include', 'name' => 'general' ),
				array(
					'type'     => 'exclude',
					'name'     => 'singular',
					'sub_name' => 'post_type:page',
					'sub_id'   => $page,
					'id'       => 'keep-me',
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'Successfully Saved', $saved->get_data()['message'] );
		$again = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data()['template_conditions'];
		$this->assertCount( 2, $again );
		$this->assertSame( '', $again[0]['sub_name'] );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{8}$/', $again[0]['id'] );
		$this->assertSame( 'keep-me', $again[1]['id'] );
		$this->assertSame( 'About us', $again[1]['sub_label'] );
		$this->assertSame( array( $id ), array_column( $this->index->templates(), 'id' ), 'published with an include: shown' );
	}

	public function test_unknown_template_is_404(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 404, $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => 999999 ) )->get_status() );
		$this->assertSame( 404, $this->save( 999999, array() )->get_status() );
		$this->assertSame( 'not_found', $this->save( $this->post(), array() )->get_data()['code'] );
	}

	public function test_bad_conditions_are_invalid_data_and_save_nothing(): void {
		$id   = $this->template( 'header', array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'front_page' ) ) );
		$post = $this->post();
		$tag  = (int) wp_insert_term( 'Green', 'post_tag' )['term_id'];
		$this->login_as( 'administrator' );
		$cases = array(
			'unknown name'               => array( 'name' => 'everywhere' ),
			'unknown sub-name'           => array( 'name' => 'singular', 'sub_name' => 'sometimes' ),
			'archive sub-name on singular' => array( 'name' => 'singular', 'sub_name' => 'date' ),
			'general takes no sub-name'  => array( 'name' => 'general', 'sub_name' => 'all' ),
			'unknown type'               => array( 'type' => 'maybe', 'name' => 'general' ),
			'a post as a page'           => array( 'name' => 'singular', 'sub_name' => 'post_type:page', 'sub_id' => $post ),
			'a tag as a category'        => array( 'name' => 'archive', 'sub_name' => 'taxonomy:category', 'sub_id' => $tag ),
			'a term on a term-less name' => array( 'name' => 'singular', 'sub_name' => 'front_page', 'sub_id' => $tag ),
			'missing required term'      => array( 'name' => 'singular', 'sub_name' => 'in:category' ),
			'unknown author'             => array( 'name' => 'singular', 'sub_name' => 'by_author', 'sub_id' => 999999 ),
			'unknown post'               => array( 'name' => 'singular', 'sub_name' => 'post_type:post', 'sub_id' => 999999 ),
			'negative sub-id'            => array( 'name' => 'archive', 'sub_name' => 'author', 'sub_id' => -1 ),
			'sub-id as text'             => array( 'name' => 'archive', 'sub_name' => 'author', 'sub_id' => 'one' ),
			'an unknown field'           => array( 'name' => 'general', 'where' => 'here' ),
		);
		foreach ( $cases as $label => $row ) {
			$response = $this->save( $id, array( array( 'type' => 'include', 'name' => 'general' ), $row ) );
			$this->assertSame( 400, $response->get_status(), $label );
			$this->assertSame( 'invalid_data', $response->get_data()['code'], $label );
		}
		$this->assertSame( 400, $this->save( $id, array_fill( 0, 51, array( 'name' => 'general' ) ) )->get_status(), 'too many' );
		$this->assertSame( 'front_page', $this->templates->conditions( get_post( $id ) )[0]['sub_name'] );
		$this->assertCount( 1, $this->templates->conditions( get_post( $id ) ) );
	}

	public function test_who_may_read_and_save_conditions(): void {
		$id = $this->template( 'header' );
		$this->login_as( 'author' );
		$response = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'invalid_permission', $response->get_data()['code'] );

		// Editors edit every template but do not decide where templates show.
		$this->login_as( 'editor' );
		$read = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) );
		$this->assertSame( 200, $read->get_status() );
		$this->assertFalse( $read->get_data()['can_save'] );
		$refused = $this->save( $id, array( array( 'type' => 'include', 'name' => 'general' ) ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( array(), $this->templates->conditions( get_post( $id ) ) );
	}

	public function test_autocomplete_offers_published_posts_and_private_ones_only_to_those_who_may_read_them(): void {
		$this->post( array( 'post_title' => 'Garden notes' ) );
		$private = $this->post( array( 'post_title' => 'Garden secrets', 'post_status' => 'private' ) );
		$this->post( array( 'post_title' => 'Garden draft', 'post_status' => 'draft' ) );
		$this->post( array( 'post_title' => 'Garden page', 'post_type' => 'page' ) );

		$this->login_as( 'administrator' );
		$this->assertSame( array( 'Garden notes', 'Garden secrets (Private)' ), $this->sorted( $this->options( 'post:post', 'garden' ) ) );
		$this->assertSame( array( 'Garden page' ), $this->options( 'post:page', 'garden' ) );

		foreach ( array( 'author', 'contributor' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( array( 'Garden notes' ), $this->options( 'post:post', 'garden' ), $role );
		}

		// Nor may they save what they cannot be offered (the capability to
		// save is opened to authors for this check only).
		$template = $this->template( 'header' );
		add_filter( 'stencilbox_display_conditions_capability', array( $this, 'edit_posts' ) );
		$this->login_as( 'author' );
		wp_update_post( array( 'ID' => $template, 'post_author' => get_current_user_id() ) );
		$response = $this->save( $template, array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'post_type:post', 'sub_id' => $private ) ) );
		remove_filter( 'stencilbox_display_conditions_capability', array( $this, 'edit_posts' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
	}

	/**
	 * The capability filter used above.
	 */
	public function edit_posts(): string {
		return 'edit_posts';
	}

	/**
	 * Sorted labels.
	 *
	 * @param string[] $labels Labels.
	 * @return string[]
	 */
	private function sorted( array $labels ): array {
		sort( $labels );
		return $labels;
	}

	public function test_autocomplete_terms_and_authors(): void {
		wp_insert_term( 'Gardening', 'category' );
		wp_insert_term( 'Garlic', 'post_tag' );
		$writer = wp_insert_user(
			array(
				'user_login'   => 'writer-' . wp_generate_password( 4, false ),
				'display_name' => 'Gwen Qzxvwriter',
				'user_pass'    => wp_generate_password(),
				'role'         => 'author',
			)
		);
		$quiet = wp_insert_user(
			array(
				'user_login'   => 'quiet-' . wp_generate_password( 4, false ),
				'display_name' => 'Gus Qzxvquiet',
				'user_pass'    => wp_generate_password(),
				'role'         => 'author',
			)
		);
		$this->post( array( 'post_author' => $writer ) );

		$this->login_as( 'contributor' );
		$this->assertSame( array( 'Gardening' ), $this->options( 'term:category', 'gar' ) );
		$this->assertSame( array( 'Garlic' ), $this->options( 'term:post_tag', 'gar' ) );
		// Only authors whose archive is public anyway.
		// (A search no random login of the other test users can contain.)
		$this->assertSame( array( 'Gwen Qzxvwriter' ), $this->options( 'author', 'Qzxv' ) );
		$this->assertNotEmpty( $this->options( 'term:category' ), 'an empty search lists the first options' );

		$this->login_as( 'administrator' );
		$this->assertSame( array( 'Gus Qzxvquiet', 'Gwen Qzxvwriter' ), $this->sorted( $this->options( 'author', 'Qzxv' ) ) );
		$this->assertIsInt( $quiet );
	}

	public function test_autocomplete_refuses_unknown_sources(): void {
		$this->login_as( 'editor' );
		foreach ( array( 'post:stencilbox_template', 'post:nonesuch', 'term:nav_menu', 'user', 'post:', '' ) as $query ) {
			$response = $this->rest( 'GET', '/stencilbox/v1/autocomplete-condition', array( 'query' => $query ) );
			$this->assertSame( 400, $response->get_status(), $query );
			$this->assertSame( 'invalid_data', $response->get_data()['code'], $query );
		}
	}
}
