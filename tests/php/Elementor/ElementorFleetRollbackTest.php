<?php
/**
 * A fleet rollback with Elementor standing in (issue [26] item 4): a range
 * inserted into Elementor's editor and a whole Elementor page, both
 * updated to version 2, go back to version 1 through the revisions the
 * update made (Elementor's data on them), as one more update; the page's
 * own section stays.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Plugin;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * Elementor's places and a fleet rollback.
 */
final class ElementorFleetRollbackTest extends CatalogTestCase {
	use AccountHelpers;
	use VersionHelpers;

	/**
	 * The WordPress user.
	 *
	 * @var int
	 */
	private int $user = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Fleet::rollbacks_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		update_option( Fleet::ROLLBACKS_OPTION, '0', true );
		$this->user = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'el-rollback-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	protected function tearDown(): void {
		wp_unschedule_hook( Updates::ROLLBACK_HOOK );
		$this->release_mails();
		parent::tearDown();
	}

	private function id( string $slug ): int {
		return (int) $this->catalog->id_of( 'elementor', $slug );
	}

	/**
	 * A new version of an Elementor item: every heading changed.
	 *
	 * @param string               $slug     Item.
	 * @param string               $title    The new heading.
	 * @param array<string, mixed> $settings Page settings it adds.
	 */
	private function new_version( string $slug, string $title, array $settings = array() ): void {
		$this->new_elementor_version(
			$slug,
			static function ( array $export ) use ( $title, $settings ): array {
				$export['content'] = json_decode( str_replace( '"title":"', '"title":"' . $title . ' ', (string) wp_json_encode( $export['content'] ) ), true );
				if ( $settings ) {
					$export['page_settings'] = $settings + (array) ( $export['page_settings'] ?? array() );
				}
				return $export;
			}
		);
	}

	public function test_a_range_and_a_page_built_with_elementor_go_back_through_their_revisions(): void {
		$post     = (int) wp_insert_post( array( 'post_title' => 'Built with Elementor' ) );
		$inserted = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $this->id( 'harbor-hero' ),
				'postId'   => $post,
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $inserted->get_status(), (string) wp_json_encode( $inserted->get_data() ) );
		$hero = json_decode( $inserted->get_data()['content'], true )['content'];
		$own  = array(
			'id'       => 'own0001',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => array(),
		);
		Elementor::write_document( $post, 'wp-page', array_merge( array( $own ), $hero ), array() );
		$page     = (int) $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $this->id( 'harbor-home' ),
				'title'    => 'Home',
				'platform' => 'elementor',
			)
		)->get_data()['post_id'];
		$home     = Elementor::elements_of( $page );
		$settings = Elementor::page_settings_of( $page );
		$this->new_version( 'harbor-hero', 'New' );
		// Version 2 of the page gives it a dark Body Style.
		$this->new_version(
			'harbor-home',
			'New',
			array(
				'background_background' => 'classic',
				'background_color'      => '#0B2545',
			)
		);
		$entries = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'];
		$this->assertCount( 2, $entries );
		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array_column( $entries, 'id' ) ) )->get_data();
		$this->assertCount( 2, $done['updated'], (string) wp_json_encode( $done ) );
		$this->assertStringContainsString( '"title":"New ', (string) wp_json_encode( Elementor::elements_of( $post ) ) );
		$this->assertStringContainsString( '"title":"New ', (string) wp_json_encode( Elementor::elements_of( $page ) ) );
		$this->assertSame( '#0B2545', Elementor::page_settings_of( $page )['background_color'] ?? null, 'the new version’s page settings arrive with it' );
		$this->assertArrayNotHasKey( 'background_color', Elementor::page_settings_of( $post ), 'a range leaves its page’s settings alone' );

		foreach ( array( 'harbor-hero', 'harbor-home' ) as $slug ) {
			$response = $this->rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/rollbacks',
				array(
					'item_id' => $this->id( $slug ),
					'number'  => 2,
					'confirm' => true,
				)
			);
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['count'] );
		do_action( Updates::ROLLBACK_HOOK, $this->user );

		$after = Elementor::elements_of( $post );
		$this->assertSame( 'own0001', $after[0]['id'], 'the page’s own section stays' );
		$this->assertCount( 1 + count( $hero ), $after );
		$this->assertStringNotContainsString( '"title":"New ', (string) wp_json_encode( $after ) );
		$this->assertStringNotContainsString( '"title":"New ', (string) wp_json_encode( Elementor::elements_of( $page ) ) );
		$this->assertSame( $home, Elementor::elements_of( $page ), 'the page as it was imported' );
		$this->assertSame( $settings, Elementor::page_settings_of( $page ), 'its page settings as they were' );
		$this->assertSame( 'builder', get_post_meta( $page, Elementor::META_EDIT_MODE, true ) );
		$provenance = Plugin::instance()->service( Provenance::class );
		foreach ( $provenance->all() as $record ) {
			$this->assertSame( 1, $record['version'] );
			$this->assertTrue( $provenance->state( $record )['pristine'], 'version 1 as inserted again' );
		}
		// The newest revision holds version 2: the rollback is undoable.
		$revisions = array_values( wp_get_post_revisions( $page ) );
		$this->assertStringContainsString( '"title":"New ', (string) get_metadata( 'post', $revisions[1]->ID, Elementor::META_DATA, true ) );
	}
}
