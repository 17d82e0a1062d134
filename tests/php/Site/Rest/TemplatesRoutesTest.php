<?php
/**
 * GET /saved-templates, POST /saved-templates/delete, POST /create-template;
 * the cloud-push listener; the kit service API.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Site\Templates\CloudPushListener;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * Saved templates through REST.
 */
final class TemplatesRoutesTest extends TemplatesTestCase {
	/**
	 * Template ids in the index.
	 *
	 * @return int[]
	 */
	private function indexed(): array {
		return array_map( static fn( array $template ): int => (int) $template['id'], $this->index->templates() );
	}

	public function test_create_template_makes_a_draft_and_answers_its_block_editor_url(): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'gutenberg', 'type' => 'header' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$post = get_post( $data['id'] );
		$this->assertSame( TemplatePostType::POST_TYPE, $post->post_type );
		$this->assertSame( 'draft', $post->post_status );
		$this->assertSame( 'Header template', $post->post_title );
		$this->assertSame( 'header', get_post_meta( $post->ID, TemplatePostType::META_TYPE, true ) );
		$this->assertSame( 'gutenberg', get_post_meta( $post->ID, TemplatePostType::META_PLATFORM, true ) );
		$this->assertSame( admin_url( 'post.php?post=' . $post->ID . '&action=edit' ), $data['url'] );
		$this->assertTrue( use_block_editor_for_post( $post ), 'edited in the block editor' );

		$named = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'gutenberg', 'type' => '404', 'title' => 'Lost and found' ) )->get_data();
		$this->assertSame( 'Lost and found', get_post( $named['id'] )->post_title );
	}

	public function test_create_template_refuses_bad_input_elementor_missing_and_subscribers(): void {
		$this->login_as( 'editor' );
		$before = wp_count_posts( TemplatePostType::POST_TYPE )->draft;
		foreach ( array( array( 'platform' => 'gutenberg', 'type' => 'sidebar' ), array( 'platform' => 'wix', 'type' => 'header' ), array( 'type' => 'header' ), array( 'platform' => 'gutenberg', 'type' => 'header', 'title' => str_repeat( 'x', 201 ) ) ) as $body ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/create-template', $body );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $body ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$elementor = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'elementor', 'type' => 'header' ) );
		$this->assertSame( 400, $elementor->get_status() );
		$this->assertSame( 'invalid_requirements', $elementor->get_data()['code'] );
		wp_cache_flush();
		$this->assertSame( $before, wp_count_posts( TemplatePostType::POST_TYPE )->draft, 'nothing created' );

		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'gutenberg', 'type' => 'header' ) )->get_status() );
	}

	public function test_saved_templates_lists_a_platform_newest_first_with_pages_and_flags(): void {
		$this->login_as( 'administrator' );
		$ids = array();
		for ( $i = 0; $i < 21; $i++ ) {
			$ids[] = $this->template( 'section' );
		}
		$elementor = $this->template( 'header', array(), array( 'platform' => 'elementor' ) );

		$first = $this->rest( 'GET', '/stencilbox/v1/saved-templates', array( 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $first->get_status() );
		$data = $first->get_data();
		$this->assertSame( 1, $data['current_page'] );
		$this->assertSame( 2, $data['total_page'] );
		$this->assertSame( 21, $data['total'] );
		$this->assertCount( 20, $data['items'] );
		$this->assertFalse( $data['has_elementor'] );
		$this->assertFalse( $data['has_elementor_pro'] );
		$item = $data['items'][0];
		$this->assertSame( 'section', $item['type'] );
		$this->assertSame( 'gutenberg', $item['platform'] );
		$this->assertFalse( $item['is_pushed'] );
		$this->assertFalse( $item['is_kit'] );
		$this->assertTrue( $item['can_delete'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $item['date'] );

		$second = $this->rest( 'GET', '/stencilbox/v1/saved-templates', array( 'platform' => 'gutenberg', 'page' => 2 ) )->get_data();
		$this->assertCount( 1, $second['items'] );
		$listed = array_merge( array_column( $data['items'], 'id' ), array_column( $second['items'], 'id' ) );
		$this->assertSame( array_reverse( $ids ), $listed, 'newest first, every template once' );

		$other = $this->rest( 'GET', '/stencilbox/v1/saved-templates', array( 'platform' => 'elementor' ) )->get_data();
		$this->assertSame( array( $elementor ), array_column( $other['items'], 'id' ) );
		// Elementor is not active here: the template opens in WordPress's editor
		// (tests/php/Elementor/ElementorTemplatesTest opens it in Elementor).
		$this->assertSame( 'post.php?post=' . $elementor . '&action=edit', substr( $other['items'][0]['edit_url'], strlen( admin_url() ) ) );

		$this->assertSame( 400, $this->rest( 'GET', '/stencilbox/v1/saved-templates', array( 'page' => 0 ) )->get_status() );
	}

	public function test_saved_templates_follow_cores_read_rules_for_other_users_drafts(): void {
		// Issue [12] item 5: a contributor saw others' draft, pending and
		// scheduled templates (title and author); core's REST refuses them.
		$published = $this->template( 'header', array(), array( 'title' => 'Everyone sees this' ) );
		$hidden    = array();
		foreach ( array( 'draft', 'pending', 'future', 'private' ) as $status ) {
			$hidden[ $status ] = (int) wp_insert_post(
				array(
					'post_type'     => TemplatePostType::POST_TYPE,
					'post_status'   => $status,
					'post_title'    => 'Admin ' . $status . ' secret',
					'post_author'   => 1,
					'post_date_gmt' => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) : '',
					'meta_input'    => array(
						TemplatePostType::META_PLATFORM => 'gutenberg',
						TemplatePostType::META_TYPE     => 'footer',
					),
				)
			);
		}
		$contributor = $this->login_as( 'contributor' );
		$mine        = $this->templates->create(
			'gutenberg',
			'section',
			array(
				'title'  => 'My own draft',
				'status' => 'draft',
				'author' => $contributor,
			)
		);
		foreach ( $hidden as $status => $id ) {
			$this->assertSame( $status, get_post_status( $id ) );
			$this->assertFalse( current_user_can( 'read_post', $id ), "core does not let a contributor read another's $status template" );
		}
		$listed = $this->rest( 'GET', '/stencilbox/v1/saved-templates' );
		$this->assertSame( 200, $listed->get_status() );
		$data = $listed->get_data();
		$this->assertEqualsCanonicalizing( array( $published, $mine ), array_column( $data['items'], 'id' ) );
		$this->assertSame( 2, $data['total'] );
		$this->assertStringNotContainsString( 'secret', (string) wp_json_encode( $data ) );

		// An editor may edit others' templates, so reads them as core does.
		$this->login_as( 'editor' );
		$seen = array_column( $this->rest( 'GET', '/stencilbox/v1/saved-templates' )->get_data()['items'], 'id' );
		foreach ( array_merge( array( $published, $mine ), array_values( $hidden ) ) as $id ) {
			$this->assertContains( $id, $seen );
		}
	}

	public function test_delete_unknown_template_is_404(): void {
		$this->login_as( 'administrator' );
		$post = $this->post();
		foreach ( array( 999999, $post ) as $id ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true ) );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'not_found', $response->get_data()['code'] );
		}
		$this->assertNotNull( get_post( $post ), 'an ordinary post is never deleted here' );
	}

	public function test_a_contributor_deleting_an_admins_template_gets_invalid_permission(): void {
		$id = $this->template( 'header' );
		$this->login_as( 'contributor' );
		$response = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'invalid_permission', $response->get_data()['code'] );
		$this->assertSame( 'Sorry, you are not allowed to delete this template.', $response->get_data()['message'] );
		$this->assertNotNull( get_post( $id ) );
		$listed = $this->rest( 'GET', '/stencilbox/v1/saved-templates' )->get_data()['items'];
		$this->assertFalse( $listed[0]['can_delete'] );
	}

	public function test_delete_needs_confirm_and_removes_the_template_from_the_front_end(): void {
		$id = $this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ) );
		$this->assertSame( array( $id ), $this->indexed() );
		$this->login_as( 'administrator' );
		foreach ( array( array( 'id' => $id ), array( 'id' => $id, 'confirm' => false ) ) as $body ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', $body );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$response = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'status'  => 'success',
				'message' => 'Successfully Deleted',
				'is_kit'  => false,
				'id'      => $id,
			),
			$response->get_data()
		);
		$this->assertNull( get_post( $id ) );
		$this->assertSame( array(), $this->indexed() );
	}

	public function test_a_kit_is_refused_with_cant_delete_kit_until_forced(): void {
		$id = $this->template( 'footer', array(), array( 'is_kit' => true ) );
		$this->login_as( 'administrator' );
		$refused = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true ) );
		$this->assertSame( 409, $refused->get_status() );
		$this->assertSame( 'cant_delete_kit', $refused->get_data()['code'] );
		$this->assertSame( $id, $refused->get_data()['data']['id'] );
		$this->assertNotNull( get_post( $id ) );
		$forced = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true, 'force' => true ) );
		$this->assertSame( 200, $forced->get_status() );
		$this->assertTrue( $forced->get_data()['is_kit'] );
		$this->assertNull( get_post( $id ) );
	}

	public function test_a_cloud_push_marks_the_template_pushed(): void {
		$id   = $this->template( 'section' );
		$post = $this->post();
		// Pushed by a user who may only read it: a copy, the template unmarked
		// (found by probing, 2026-12-04).
		$this->login_as( 'contributor' );
		do_action( CloudPushListener::ACTION, $id, array( 'id' => 41 ) );
		$this->assertSame( '', get_post_meta( $id, TemplatePostType::META_PUSHED, true ), 'a reader’s push marks nothing' );
		$this->login_as( 'administrator' );
		do_action( CloudPushListener::ACTION, $id, array( 'id' => 42, 'name' => 'My section <b>', 'my_cloud_id' => '7', 'junk' => array( 1 ) ) );
		do_action( CloudPushListener::ACTION, $post, array( 'id' => 43 ) );
		do_action( CloudPushListener::ACTION, $id + 1000, array( 'id' => 44 ) );
		$this->assertSame(
			array(
				'id'          => 42,
				'my_cloud_id' => 7,
				'name'        => 'My section',
			),
			get_post_meta( $id, TemplatePostType::META_PUSHED, true )
		);
		$this->assertSame( '', get_post_meta( $post, TemplatePostType::META_PUSHED, true ), 'only templates' );
		$this->login_as( 'administrator' );
		$items = $this->rest( 'GET', '/stencilbox/v1/saved-templates' )->get_data()['items'];
		$this->assertTrue( $items[0]['is_pushed'] );

		// A file without an id changes nothing.
		do_action( CloudPushListener::ACTION, $id, array( 'name' => 'x' ) );
		$this->assertSame( 42, get_post_meta( $id, TemplatePostType::META_PUSHED, true )['id'] );
	}

	public function test_the_kit_service_api_creates_published_templates_shown_by_their_conditions(): void {
		$id = $this->templates->create(
			'gutenberg',
			'header',
			array(
				'title'      => 'Harbor header',
				'content'    => '<!-- wp:paragraph --><p>Kit</p><!-- /wp:paragraph -->',
				'conditions' => array( array( 'type' => 'include', 'name' => 'general' ) ),
				'is_kit'     => true,
				'status'     => 'publish',
			)
		);
		$post = get_post( $id );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertTrue( $this->templates->is_kit( $post ) );
		$this->assertSame( array( $id ), $this->indexed() );
		$this->assertSame( 'general', $this->templates->conditions( $post )[0]['name'] );

		foreach ( array( array( 'gutenberg', 'sidebar', array() ), array( 'gutenberg', 'header', array( 'conditions' => array( array( 'name' => 'nowhere' ) ) ) ), array( 'gutenberg', 'header', array( 'status' => 'trash' ) ) ) as [ $platform, $type, $args ] ) {
			try {
				$this->templates->create( $platform, $type, $args );
				$this->fail( 'accepted ' . $type );
			} catch ( HttpError $error ) {
				$this->assertSame( 'invalid_data', $error->error_code() );
			}
		}
	}
}
