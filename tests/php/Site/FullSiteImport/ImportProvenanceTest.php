<?php
/**
 * A full-site import records where each page and kit template came from,
 * and an update of one is prepared as the import prepared it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * Provenance of the full-site import's pages and kits.
 */
final class ImportProvenanceTest extends FullSiteImportTestCase {
	use VersionHelpers;

	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
	}

	public function test_pages_and_kits_are_recorded_pristine_and_an_update_keeps_the_chosen_colours(): void {
		$session = $this->start( $this->form( array( 'plugins' => array() ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$rows = self::provenance_rows();
		$this->assertCount( 4, $rows, 'two pages, a header and a footer' );
		$this->assertSame( array( 'full-site' ), array_values( array_unique( array_column( $rows, 'path' ) ) ) );
		$this->assertSame( array( 'document' ), array_values( array_unique( array_column( $rows, 'scope' ) ) ) );
		$by_post = array_column( $rows, null, 'post_id' );
		$home    = (int) get_option( 'page_on_front' );
		$this->assertSame( (string) $this->catalog->id_of( 'gutenberg', 'harbor-home' ), $by_post[ $home ]['source_id'] );
		$header = get_posts(
			array(
				'post_type'  => TemplatePostType::POST_TYPE,
				'meta_key'   => TemplatePostType::META_TYPE, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => 'header', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		)[0];
		$this->assertSame( (string) $this->catalog->id_of( 'gutenberg', 'harbor-header' ), $by_post[ $header->ID ]['source_id'] );
		$updates = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 0, $updates['count'], 'nothing newer yet: the header with its menu counts as pristine' );
		$context = json_decode( $by_post[ $header->ID ]['context'], true );
		$this->assertGreaterThan( 0, $context['menu'] );

		// A new version of the home page, in the pack's own colour.
		$item    = (int) $this->catalog->id_of( 'gutenberg', 'harbor-home' );
		$colours = (array) $context['colours'];
		$from    = (string) array_key_first( $colours );
		$this->assertNotSame( '', $from, 'the chosen colour replaced one of the pack' );
		$row = $this->catalog->row( $item );
		// A writer that records versions, as the plugin's does.
		self::versioned_writer( $this->catalog )->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'page',
				'slug'     => 'harbor-home',
				'name'     => (string) $row['name'],
				'plan'     => 'free',
				'content'  => '<!-- wp:heading {"style":{"color":{"text":"' . $from . '"}}} --><h2 class="wp-block-heading has-text-color" style="color:' . $from . '">New home</h2><!-- /wp:heading -->',
			)
		);
		$entry = array_values( array_filter( $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'], static fn( array $u ): bool => $u['post']['id'] === $home ) );
		$this->assertCount( 1, $entry );
		$this->assertTrue( $entry[0]['pristine'] );
		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry[0]['id'] ) ) )->get_data();
		$this->assertSame( 2, $done['updated'][0]['version'] );
		$content = (string) get_post_field( 'post_content', $home );
		$this->assertStringContainsString( 'New home', $content );
		$this->assertStringContainsString( $colours[ $from ], $content, 'the colour chosen in the wizard, as the import applied it' );
		$this->assertStringNotContainsString( $from, $content );

		// Reverting the import deletes what it made, and their records.
		$this->rest(
			'POST',
			'/stencilbox/v1/full-site-import/revert',
			array(
				'session_id' => $session,
				'confirm'    => true,
			)
		);
		$this->assertSame( 0, self::count_rows( 'provenance' ) );
	}
}
