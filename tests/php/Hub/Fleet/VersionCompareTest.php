<?php
/**
 * See it before it lands (issue [26] item 2): a new version beside the one
 * stable sites are offered, a similarity of their content, and each
 * canary site's apply results.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Fleet;

use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Support\Similarity;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\HubPage;
use Stencilbox\Tests\VersionHelpers;

/**
 * `GET admin/fleet/compare` and `Similarity::score()`.
 *
 * @group database
 */
final class VersionCompareTest extends CatalogTestCase {
	use HubHelpers;
	use HubPage;
	use VersionHelpers;

	private const COMPARE = '/stencilbox-hub/v1/admin/fleet/compare';
	private const CANARY  = 'https://canary.example.org/';
	private const OTHER   = 'https://canary-two.example.org/';
	private const V1      = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header with a big logo</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Open every day from nine to five</p>\n<!-- /wp:paragraph -->";

	protected function setUp(): void {
		parent::setUp();
		$this->hub_page();
	}

	/**
	 * The comparison; asserts success.
	 *
	 * @param int $id     Item.
	 * @param int $number Version.
	 * @return array<string, mixed>
	 */
	private function compare( int $id, int $number ): array {
		$response = $this->rest(
			'GET',
			self::COMPARE,
			array(
				'item_id' => $id,
				'number'  => $number,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_the_score_is_one_for_the_same_blocks_and_words_and_lower_for_changed_text_or_structure(): void {
		$this->assertSame( 1.0, Similarity::score( self::V1, self::V1 ) );
		// A class or a colour is not a word: the same blocks and words score 1.
		$this->assertSame( 1.0, Similarity::score( self::V1, str_replace( 'wp-block-heading', 'wp-block-heading has-text-color', self::V1 ) ) );

		$image = "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"https://example.org/a.png\" alt=\"\"/></figure>\n<!-- /wp:image -->";
		$this->assertSame( 1.0, Similarity::score( self::V1 . $image, self::V1 . str_replace( 'a.png', 'b.png', $image ) ), 'an image is not a word' );
		$elementor = static fn( string $title, string $color ): string => (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'elType'   => 'section',
						'settings' => array(),
						'elements' => array(
							array(
								'elType'     => 'widget',
								'widgetType' => 'heading',
								'settings'   => array(
									'title'       => $title,
									'title_color' => $color,
								),
							),
						),
					),
				),
			)
		);
		$this->assertSame( array( '<section>', '<heading>', 'harbor', 'header' ), Similarity::tokens( $elementor( 'Harbor header', '#112233' ) ) );
		$this->assertSame( 1.0, Similarity::score( $elementor( 'Harbor header', '#112233' ), $elementor( 'Harbor header', '#ffffff' ) ) );
		$this->assertSame( 0.75, Similarity::score( $elementor( 'Harbor header', '#112233' ), $elementor( 'Harbor footer', '#112233' ) ) );

		$one_word  = Similarity::score( self::V1, str_replace( 'big logo', 'small logo', self::V1 ) );
		$structure = Similarity::score( self::V1, str_replace( array( 'wp:paragraph', '<p>', '</p>' ), array( 'wp:heading', '<h3 class="wp-block-heading">', '</h3>' ), self::V1 ) );
		$other     = Similarity::score( self::V1, "<!-- wp:list -->\n<ul class=\"wp-block-list\"><li>Nothing alike here</li></ul>\n<!-- /wp:list -->" );
		// 15 tokens each (2 block names + 13 words), 14 shared: 2 × 14 ÷ 30.
		$this->assertSame( 0.9333, $one_word );
		$this->assertSame( 0.9333, $structure, 'a paragraph become a heading' );
		$this->assertLessThan( 0.2, $other );
		$this->assertSame( 0.0, Similarity::score( self::V1, '' ) );
		$this->assertSame( 1.0, Similarity::score( '', '' ) );
	}

	public function test_it_compares_the_new_version_with_the_approved_one_and_lists_each_canarys_apply_results(): void {
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write( '/sites', array( 'site' => self::CANARY, 'channel' => 'canary' ) );
		$this->fleet_write( '/sites', array( 'site' => self::OTHER, 'channel' => 'canary' ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );

		$account = $this->hub_account( 'free', 'canary-owner@example.org' );
		$applied = $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => 'https://canary.example.org',
				'results' => array(
					array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated' ),
					array( 'item_id' => $id, 'version' => 2, 'outcome' => 'skipped', 'reason' => 'edited' ),
					// Another version's result is not this one's.
					array( 'item_id' => $id, 'version' => 1, 'outcome' => 'failed', 'reason' => 'rest_forbidden' ),
				),
			),
			$account['key']
		);
		$this->assertSame( 200, $applied->get_status(), (string) wp_json_encode( $applied->get_data() ) );

		$compare = $this->compare( $id, 2 );
		$this->assertSame( $id, $compare['item_id'] );
		$this->assertSame( 1, $compare['current'], 'stable sites are offered the approved version 1' );
		$this->assertSame( 2, $compare['number'] );
		$this->assertSame( 0.9333, $compare['similarity'] );
		$this->assertSame( array( self::OTHER, self::CANARY ), array_column( $compare['canaries'], 'site' ), 'by address' );
		$this->assertSame(
			array( array( 'skipped', 'edited' ), array( 'updated', '' ) ),
			array_map( static fn( array $row ): array => array( $row['outcome'], $row['reason'] ), $compare['canaries'][1]['results'] ),
			'newest first'
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $compare['canaries'][1]['results'][0]['created_at'] );
		$this->assertSame( array(), $compare['canaries'][0]['results'], 'not applied yet' );

		// Once approved, stable sites are offered version 2: the same content.
		$this->fleet_write( '/approvals', array( 'item_id' => $id, 'number' => 2 ) );
		$after = $this->compare( $id, 2 );
		$this->assertSame( 2, $after['current'] );
		$this->assertSame( 1.0, $after['similarity'] );
	}

	public function test_a_canarys_own_similarity_is_kept_and_answered_and_a_hostile_or_stable_sites_is_not(): void {
		global $wpdb;
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write( '/sites', array( 'site' => self::CANARY, 'channel' => 'canary' ) );
		$this->fleet_write( '/sites', array( 'site' => self::OTHER, 'channel' => 'canary' ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );
		$account = $this->hub_account( 'free', 'canary-measure@example.org' );
		$report  = fn( string $site, array $results, string $for = 'apply' ): \WP_REST_Response => $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => $site,
				'for'     => $for,
				'results' => $results,
			),
			$account['key']
		);

		// Two places of the item on the canary: the lowest is kept.
		$ok = $report(
			'https://canary.example.org',
			array(
				array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => 0.8 ),
				array( 'item_id' => $id, 'version' => 2, 'outcome' => 'merged', 'similarity' => 0.6 ),
			)
		);
		$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
		$this->assertSame( 2, $ok->get_data()['recorded'] );

		// Out of 0..1: the result is recorded, the number ignored.
		foreach ( array( 1.5, -0.25, 7 ) as $hostile ) {
			$bad = $report( self::OTHER, array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => $hostile ) ) );
			$this->assertSame( 200, $bad->get_status(), (string) wp_json_encode( $bad->get_data() ) );
		}
		// Not a number: refused as any malformed report, nothing written.
		$audit_rows = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$this->assertSame( 400, $report( self::OTHER, array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => 'very <b>alike</b>' ) ) )->get_status() );
		$this->assertSame( $audit_rows, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		// A stable site's number and a rollback's are not kept.
		$this->assertSame( 200, $report( 'https://stable.example.org', array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => 0.5 ) ) )->get_status() );
		$this->assertSame( 200, $report( self::OTHER, array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'rolled_back', 'similarity' => 0.5 ) ), 'rollback' )->get_status() );
		$this->assertSame( 1, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . VersionCompare::similarity_table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.

		$compare = $this->compare( $id, 2 );
		$this->assertSame( array( self::OTHER, self::CANARY ), array_column( $compare['canaries'], 'site' ) );
		$this->assertNull( $compare['canaries'][0]['similarity'], 'not measured' );
		$this->assertSame( 0.6, $compare['canaries'][1]['similarity'] );
		$this->assertNull( $this->compare( $id, 1 )['canaries'][1]['similarity'], 'another version: not measured' );

		// A later report of other places lowers it, never raises it: the
		// approver sees the worst place measured.
		$report( self::CANARY, array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => 0.9 ) ) );
		$this->assertSame( 0.6, $this->compare( $id, 2 )['canaries'][1]['similarity'] );
		$report( self::CANARY, array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'similarity' => 0.45 ) ) );
		$this->assertSame( 0.45, $this->compare( $id, 2 )['canaries'][1]['similarity'] );
		// Deleting the item forgets it.
		Fleet::forget( array( $id ) );
		$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . VersionCompare::similarity_table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
	}

	public function test_another_accounts_report_naming_a_canary_cannot_hide_the_regression_it_measured(): void {
		// Found by probing (2026-12-02): any account may report for any
		// address (a site is the address it names), and a report used to
		// replace the canary's own score, so a free account's "1" made a
		// regression read 100 %. The lowest measured stays.
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write( '/sites', array( 'site' => self::CANARY, 'channel' => 'canary' ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );
		$this->fleet_write( '/sites', array( 'site' => self::OTHER, 'channel' => 'canary' ) );
		$report = fn( string $key, float $score, string $site = self::CANARY ): int => $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => $site,
				'results' => array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated', 'reason' => 'probe', 'similarity' => $score ) ),
			),
			$key
		)->get_status();
		$canary   = $this->hub_account( 'free', 'the-canary@example.org' );
		$stranger = $this->hub_account( 'free', 'stranger@example.org' );
		$this->assertSame( 200, $report( $canary['key'], 0.2 ) );
		$this->assertSame( 200, $report( $stranger['key'], 1.0 ) );
		// Reported before the canary's own, a stranger's number gives way to it.
		$this->assertSame( 200, $report( $stranger['key'], 1.0, self::OTHER ) );
		$this->assertSame( 200, $report( $canary['key'], 0.3, self::OTHER ) );
		$compare = $this->compare( $id, 2 );
		$this->assertSame( array( self::OTHER, self::CANARY ), array_column( $compare['canaries'], 'site' ) );
		$this->assertSame( array( 0.3, 0.2 ), array_column( $compare['canaries'], 'similarity' ), 'each canary’s regression shows' );
	}

	public function test_it_lists_the_sites_pinned_to_a_version_with_the_version_each_stays_at(): void {
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );
		$this->publish( str_replace( 'big logo', 'round logo', self::V1 ) );
		$this->publish( str_replace( 'big logo', 'square logo', self::V1 ) );
		$this->assertSame( array(), $this->compare( $id, 4 )['pins'], 'no pin, no row' );

		$this->fleet_write( '/pins', array( 'site' => 'https://held.example.org/', 'item_id' => $id, 'number' => 1 ) );
		$this->fleet_write( '/pins', array( 'site' => 'https://ahead.example.org', 'item_id' => $id, 'number' => 4 ) );
		$this->fleet_write( '/pins', array( 'site' => 'https://rolled.example.org/', 'item_id' => $id, 'number' => 3 ) );
		// Another item's pin is not this one's.
		$other = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Other', 'post_content' => self::V1 ) );
		$this->page = $other;
		$second     = $this->publish( self::V1 );
		$this->fleet_write( '/pins', array( 'site' => 'https://held.example.org/', 'item_id' => $second, 'number' => 1 ) );
		// Version 3 rolled back fleet-wide: a pin at 3 is offered 2.
		$this->fleet_write( '/rollbacks', array( 'item_id' => $id, 'number' => 3, 'confirm' => true ) );

		$pins = $this->compare( $id, 4 )['pins'];
		$this->assertSame(
			array(
				array( 'https://ahead.example.org/', 4, 4 ),
				array( 'https://held.example.org/', 1, 1 ),
				array( 'https://rolled.example.org/', 3, 2 ),
			),
			array_map( static fn( array $pin ): array => array( $pin['site'], $pin['number'], $pin['offered'] ), $pins ),
			'by address: the version pinned to, and the one offered (the pin, the one before a rolled back one)'
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $pins[0]['pinned_at'] );
	}

	public function test_a_canary_with_many_results_hides_no_other_canarys(): void {
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write( '/sites', array( 'site' => self::CANARY, 'channel' => 'canary' ) );
		$this->fleet_write( '/sites', array( 'site' => self::OTHER, 'channel' => 'canary' ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );
		$account = $this->hub_account( 'free', 'many@example.org' );
		foreach ( array( self::OTHER => 1, self::CANARY => 45 ) as $site => $places ) {
			$response = $this->hub(
				'POST',
				'/fleet/applied',
				array(
					'site'    => $site,
					'results' => array_fill( 0, $places, array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated' ) ),
				),
				$account['key']
			);
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
		$canaries = array_column( $this->compare( $id, 2 )['canaries'], 'results', 'site' );
		$this->assertCount( VersionCompare::MAX_RESULTS, $canaries[ self::CANARY ] );
		$this->assertCount( 1, $canaries[ self::OTHER ] );
	}

	public function test_a_flood_of_successes_naming_a_canary_does_not_push_its_failure_out_of_the_list(): void {
		// Found by probing (2026-12-04): any account may report for any
		// address, and the list kept the newest results only, so another
		// account's reports of "updated" pushed a canary's failed apply out
		// of the approver's view.
		$id = $this->publish( self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write( '/sites', array( 'site' => self::CANARY, 'channel' => 'canary' ) );
		$this->publish( str_replace( 'big logo', 'small logo', self::V1 ) );
		$report   = fn( string $key, array $results ): int => $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => self::CANARY,
				'results' => $results,
			),
			$key
		)->get_status();
		$canary   = $this->hub_account( 'free', 'the-failing-canary@example.org' );
		$stranger = $this->hub_account( 'free', 'flooder@example.org' );
		$this->assertSame(
			200,
			$report(
				$canary['key'],
				array(
					array( 'item_id' => $id, 'version' => 2, 'outcome' => 'failed', 'reason' => 'rest_forbidden' ),
					array( 'item_id' => $id, 'version' => 2, 'outcome' => 'conflicted', 'reason' => 'edited' ),
				)
			)
		);
		$this->assertSame( 200, $report( $stranger['key'], array_fill( 0, 45, array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated' ) ) ) );

		$results = $this->compare( $id, 2 )['canaries'][0]['results'];
		$this->assertCount( VersionCompare::MAX_RESULTS + 2, $results, 'the newest results, and the failures they would hide' );
		$this->assertSame( array( 'updated' ), array_values( array_unique( array_column( array_slice( $results, 0, VersionCompare::MAX_RESULTS ), 'outcome' ) ) ), 'newest first' );
		$this->assertSame(
			array( array( 'conflicted', 'edited' ), array( 'failed', 'rest_forbidden' ) ),
			array_map( static fn( array $row ): array => array( $row['outcome'], $row['reason'] ), array_slice( $results, VersionCompare::MAX_RESULTS ) ),
			'the canary’s own failures stay in view, newest first'
		);
		// Failures within the newest are listed once.
		$this->assertSame( 200, $report( $canary['key'], array( array( 'item_id' => $id, 'version' => 2, 'outcome' => 'failed', 'reason' => 'gone' ) ) ) );
		$again = $this->compare( $id, 2 )['canaries'][0]['results'];
		$this->assertCount( VersionCompare::MAX_RESULTS + 2, $again );
		$this->assertSame( array( 'failed', 'gone' ), array( $again[0]['outcome'], $again[0]['reason'] ) );
	}

	public function test_an_unknown_item_or_version_is_not_found_and_only_an_administrator_compares(): void {
		$id      = $this->publish( self::V1 );
		$missing = $this->rest( 'GET', self::COMPARE, array( 'item_id' => $id + 1000, 'number' => 1 ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'item_not_found', $missing->get_data()['code'] );
		$version = $this->rest( 'GET', self::COMPARE, array( 'item_id' => $id, 'number' => 5 ) );
		$this->assertSame( 404, $version->get_status() );
		$this->assertSame( 'version_not_found', $version->get_data()['code'] );

		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::COMPARE, array( 'item_id' => $id, 'number' => 1 ) )->get_status() );
	}
}
