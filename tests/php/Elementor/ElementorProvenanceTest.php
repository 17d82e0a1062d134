<?php
/**
 * With Elementor standing in: an insert into Elementor's editor is a range
 * known by its element ids, /import and /import/page whole documents; an
 * update puts the newest version in place with a revision that keeps
 * Elementor's data.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Plugin;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * Elementor's insert paths and updates.
 */
final class ElementorProvenanceTest extends CatalogTestCase {
	use AccountHelpers;
	use VersionHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'el-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	private function id( string $slug ): int {
		return (int) $this->catalog->id_of( 'elementor', $slug );
	}

	/**
	 * A new version of an Elementor item: its heading changed.
	 *
	 * @param string               $slug     Item.
	 * @param string               $title    The new heading.
	 * @param array<string, mixed> $settings Page settings it sets.
	 */
	private function new_version( string $slug, string $title, array $settings = array() ): void {
		$this->new_elementor_version(
			$slug,
			static function ( array $export ) use ( $title, $settings ): array {
				$export['content'] = self::retitled( $export['content'], $title );
				if ( $settings ) {
					$export['page_settings'] = $settings + (array) ( $export['page_settings'] ?? array() );
				}
				return $export;
			}
		);
	}

	/**
	 * Elements with every heading changed (as `new_version()` changes them).
	 *
	 * @param array<mixed> $elements Elements.
	 * @param string       $title    The new heading.
	 * @return array<mixed>
	 */
	private static function retitled( array $elements, string $title ): array {
		array_walk_recursive(
			$elements,
			static function ( mixed &$value, string|int $key ) use ( $title ): void {
				if ( 'title' === $key && is_string( $value ) ) {
					$value = $title;
				}
			}
		);
		return $elements;
	}

	/**
	 * The elements Elementor would read back.
	 *
	 * @param int $post Post.
	 * @return array<mixed>
	 */
	private static function elements( int $post ): array {
		return Elementor::elements_of( $post );
	}

	public function test_an_insert_into_elementors_editor_is_a_range_known_by_its_element_ids(): void {
		$post     = (int) wp_insert_post( array( 'post_title' => 'Built with Elementor' ) );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $this->id( 'harbor-hero' ),
				'postId'   => $post,
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$export = json_decode( $response->get_data()['content'], true );
		$row    = self::provenance_rows()[0];
		$this->assertSame( array( 'range', 'elementor', 'elementor', '' ), array( $row['scope'], $row['path'], $row['platform'], $row['ref'] ) );
		$context = json_decode( $row['context'], true );
		$this->assertSame( array_column( $export['content'], 'id' ), $context['elements'] );
		$this->assertSame( Fingerprint::elements( $export['content'] ), $row['hash'] );
		$this->assertStringNotContainsString( 'stencilbox', $response->get_data()['content'], 'nothing is added to Elementor content' );

		// Saved by Elementor after a section of the page's own, its ids kept
		// and `isInner` added as Elementor's save adds it.
		$own   = array(
			'id'       => 'own0001',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => array(),
		);
		$saved = array_merge( array( $own ), array_map( static fn( array $element ): array => $element + array( 'isInner' => false ), $export['content'] ) );
		Elementor::write_document( $post, 'wp-page', $saved, array() );
		$provenance = Plugin::instance()->service( Provenance::class );
		$record     = $provenance->find( (int) $row['id'] );
		$this->assertTrue( $provenance->state( $record )['pristine'] );

		// A new version: the range is replaced where it is, the page's own section stays.
		$this->new_version( 'harbor-hero', 'A new hero' );
		$entry = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'][0];
		$this->assertTrue( $entry['pristine'] );
		$this->assertSame( 'elementor', $entry['platform'] );
		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ) ) )->get_data();
		$this->assertSame( 2, $done['updated'][0]['version'] );
		$after = self::elements( $post );
		$this->assertSame( 'own0001', $after[0]['id'] );
		$this->assertStringContainsString( 'A new hero', (string) wp_json_encode( $after ) );
		$this->assertCount( count( $saved ), $after );
		$record = $provenance->find( (int) $row['id'] );
		$this->assertNotSame( $context['elements'], $record['context']['elements'], 'the new elements have new ids' );
		$this->assertTrue( $provenance->state( $record )['pristine'] );

		// The revision kept before the update holds version 1's elements.
		$kept = array_values(
			array_filter(
				wp_get_post_revisions( $post ),
				static fn( \WP_Post $revision ): bool => str_contains( (string) get_metadata( 'post', $revision->ID, Elementor::META_DATA, true ), $export['content'][0]['id'] )
			)
		);
		$this->assertNotEmpty( $kept, 'a revision holds the elements as they were' );
	}

	public function test_imports_of_elementor_items_are_documents_and_update_with_their_meta(): void {
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $this->id( 'harbor-home' ),
				'title'    => 'Home',
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$page = (int) $response->get_data()['post_id'];
		$row  = self::provenance_rows()[0];
		$this->assertSame( array( 'document', 'import-page', 'elementor', (string) $page ), array( $row['scope'], $row['path'], $row['platform'], $row['post_id'] ) );
		$this->assertSame( Fingerprint::elements( self::elements( $page ) ), $row['hash'] );

		$this->new_version( 'harbor-home', 'Welcome, again' );
		$entry = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'][0];
		$this->assertTrue( $entry['pristine'] );
		// Where it is used opens in Elementor's editor, as the import's link does.
		$this->assertSame( Elementor::edit_url( $page ), $entry['post']['edit_link'] );
		$applied = array();
		$spy     = static function ( mixed $response, mixed $handler, \WP_REST_Request $request ) use ( &$applied ): mixed {
			if ( '/stencilbox-hub/v1/fleet/applied' === $request->get_route() ) {
				$applied[] = $request->get_params();
			}
			return $response;
		};
		add_filter( 'rest_request_before_callbacks', $spy, 10, 3 );
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ) ) );
		remove_filter( 'rest_request_before_callbacks', $spy, 10 );
		$this->assertStringContainsString( 'Welcome, again', (string) wp_json_encode( self::elements( $page ) ) );
		// This site's own drawing of the page before and after (issue [26] item 2): one text changed, the rest alike.
		$similarity = $applied[0]['results'][0]['similarity'] ?? null;
		$this->assertIsFloat( $similarity );
		$this->assertGreaterThan( 0.5, $similarity );
		$this->assertLessThan( 1.0, $similarity );
		$this->assertSame( 'builder', get_post_meta( $page, Elementor::META_EDIT_MODE, true ) );
		$this->assertSame( 'wp-page', get_post_meta( $page, Elementor::META_TEMPLATE_TYPE, true ) );
		$revisions = wp_get_post_revisions( $page );
		$this->assertNotEmpty( $revisions );
		$with_data = array_filter( $revisions, static fn( \WP_Post $revision ): bool => '' !== (string) get_metadata( 'post', $revision->ID, Elementor::META_DATA, true ) );
		$this->assertNotEmpty( $with_data, 'revisions carry Elementor’s data, as Elementor’s own do' );

		// /import (Elementor's library) is recorded the same way.
		$library = $this->rest(
			'POST',
			'/stencilbox/v1/import',
			array(
				'id'       => $this->id( 'harbor-hero' ),
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $library->get_status() );
		$this->assertSame( array( 'import-page', 'import' ), array_column( self::provenance_rows(), 'path' ) );
		$this->assertSame( Elementor::LIBRARY_POST_TYPE, get_post_type( (int) $library->get_data()['post_id'] ) );
		$this->assertSame( 1, self::count_rows( 'provenance', "path = 'import'" ) );
	}

	/**
	 * Elements with the first text (a text editor's or a button's) rewritten.
	 *
	 * @param array<mixed> $elements Elements.
	 * @param string       $words    The new words.
	 * @param bool         $done     Whether one was rewritten.
	 * @return array<mixed>
	 */
	private static function reworded( array $elements, string $words, bool &$done ): array {
		foreach ( $elements as $index => $element ) {
			if ( $done || ! is_array( $element ) ) {
				continue;
			}
			foreach ( array( 'editor', 'text' ) as $key ) {
				if ( ! $done && is_string( $element['settings'][ $key ] ?? null ) ) {
					$elements[ $index ]['settings'][ $key ] = $words;
					$done                                   = true;
				}
			}
			if ( ! $done && is_array( $element['elements'] ?? null ) ) {
				$elements[ $index ]['elements'] = self::reworded( $element['elements'], $words, $done );
			}
		}
		return $elements;
	}

	public function test_an_edited_elementor_page_merges_the_new_version_keeping_its_words_and_ids(): void {
		$page = (int) $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $this->id( 'harbor-home' ),
				'title'    => 'Home',
				'platform' => 'elementor',
			)
		)->get_data()['post_id'];
		$done = false;
		$mine = self::reworded( self::elements( $page ), 'Our own words.', $done );
		$this->assertTrue( $done, 'the page has a text to reword' );
		// Changed here: a text, and the page's own settings (its title hidden,
		// its template named as the import named it).
		Elementor::write_document( $page, 'wp-page', $mine, array( 'hide_title' => 'yes' ) + Elementor::page_settings_of( $page ) );
		// Upstream: the headings, and a dark Body Style.
		$this->new_version(
			'harbor-home',
			'Welcome, again',
			array(
				'background_background' => 'classic',
				'background_color'      => '#0B2545',
			)
		);
		$entry = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'][0];
		$this->assertFalse( $entry['pristine'] );

		$answer = $this->merge_updates( array( $entry['id'] ) );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 2 ) ), $answer['merged'], (string) wp_json_encode( $answer ) );
		$after = self::elements( $page );
		$json  = (string) wp_json_encode( $after );
		$this->assertStringContainsString( 'Welcome, again', $json, 'the new version’s headings' );
		$this->assertStringContainsString( 'Our own words.', $json, 'the words changed here' );
		$this->assertSame( array_column( $mine, 'id' ), array_column( $after, 'id' ), 'the page’s element ids stay' );
		$this->assertEquals(
			array(
				'template'              => 'elementor_header_footer',
				'hide_title'            => 'yes',
				'background_background' => 'classic',
				'background_color'      => '#0B2545',
			),
			Elementor::page_settings_of( $page ),
			'page settings merge one by one: the new version’s Body Style, the title hidden here'
		);
		$provenance = Plugin::instance()->service( Provenance::class );
		$record     = $provenance->find( (int) self::provenance_rows()[0]['id'] );
		$this->assertSame( 2, $record['version'] );
		$this->assertFalse( $provenance->state( $record )['pristine'], 'still changed here: it is not version 2' );
		$kept = array_filter( wp_get_post_revisions( $page ), static fn( \WP_Post $revision ): bool => str_contains( (string) get_metadata( 'post', $revision->ID, Elementor::META_DATA, true ), 'Our own words.' ) && ! str_contains( (string) get_metadata( 'post', $revision->ID, Elementor::META_DATA, true ), 'Welcome, again' ) );
		$this->assertNotEmpty( $kept, 'a revision holds the page as it was before the merge' );

		// Undone through that revision (History → Revisions): version 1 changed here again, so version 2 is offered again.
		$revision = array_values( $kept )[0];
		Elementor::write_document( $page, 'wp-page', Elementor::elements_of( $revision->ID ), Elementor::page_settings_of( $revision->ID ) );
		$list = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 1, $list['count'], 'the merge undone: its update is offered again' );
		$this->assertSame( array( 1, 2, false ), array( $list['updates'][0]['version'], $list['updates'][0]['newest']['number'], $list['updates'][0]['pristine'] ) );
	}

	public function test_a_range_already_holding_the_newest_version_is_up_to_date(): void {
		$post   = (int) wp_insert_post( array( 'post_title' => 'Built with Elementor' ) );
		$export = json_decode( $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'postId' => $post, 'platform' => 'elementor' ) )->get_data()['content'], true );
		// The heading typed by hand as the next version will have it, saved by Elementor.
		$own = array(
			'id'       => 'own0001',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => array(),
		);
		Elementor::write_document( $post, 'wp-page', array_merge( array( $own ), self::retitled( $export['content'], 'A new hero' ) ), array() );
		$this->new_version( 'harbor-hero', 'A new hero' );

		$list = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 0, $list['count'], 'up to date, not “Changed here”' );
		$this->assertSame( 2, (int) self::provenance_rows()[0]['version'] );

		// Another heading is an edit, as ever.
		Elementor::write_document( $post, 'wp-page', array_merge( array( $own ), self::retitled( $export['content'], 'Not quite' ) ), array() );
		$this->new_version( 'harbor-hero', 'A third hero' );
		$entry = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'][0];
		$this->assertFalse( $entry['pristine'] );
		$this->assertSame( 2, $entry['version'] );
	}
}
