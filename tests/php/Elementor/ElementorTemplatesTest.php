<?php
/**
 * With Elementor standing in: saved templates of platform elementor open
 * in Elementor's editor, as documents it builds.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * POST /create-template and the list's edit links.
 */
final class ElementorTemplatesTest extends TemplatesTestCase {
	public function test_an_elementor_template_is_created_as_an_elementor_document_and_opens_in_elementor(): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'elementor', 'type' => 'header' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['id'];
		$this->assertSame( admin_url( 'post.php?post=' . $id . '&action=elementor' ), $response->get_data()['url'] );
		$this->assertSame( 'builder', get_post_meta( $id, Elementor::META_EDIT_MODE, true ) );
		$this->assertSame( '[]', get_post_meta( $id, Elementor::META_DATA, true ) );

		$list = $this->rest( 'GET', '/stencilbox/v1/saved-templates', array( 'platform' => 'elementor' ) )->get_data();
		$this->assertTrue( $list['has_elementor'] );
		$this->assertFalse( $list['has_elementor_pro'] );
		$this->assertSame( admin_url( 'post.php?post=' . $id . '&action=elementor' ), $list['items'][0]['edit_url'] );
		$this->assertTrue( post_type_supports( 'stencilbox_template', 'elementor' ), 'Elementor may edit templates' );
	}
}
