<?php
/**
 * See it before it lands (issue [26] item 2): the version stable sites are
 * offered now beside a new one, how alike their content is, and what each
 * canary site's apply of the new one did.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Similarity;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's fleet and audit tables, which no WordPress API holds; read fresh for the owner's dialog.

/**
 * The similarity is of content, not pixels (`Support\Similarity`, the one
 * scorer, also run by each canary site).
 *
 * The renderings the owner sees beside it are the hub's, with its theme
 * (`ItemVersionPreview`): a canary site sends no page of its own (the
 * audit log holds nothing about a site's content, item 3). What a canary
 * sends instead is a number: the similarity of its own rendering of the
 * place before and after its apply (`record_similarity()`), shown per
 * canary (`null`: not measured).
 */
final class VersionCompare {
	/**
	 * Most apply results listed per canary site, newest first; as many
	 * again of its failures (`PROBLEMS`) may join them.
	 */
	public const MAX_RESULTS = 20;

	/**
	 * The outcomes an approver must see whatever came after them: a
	 * canary's newest failures are listed even when newer results of its
	 * address fill the list (any account may report for any address, so a
	 * flood of successes could push a failure out).
	 */
	public const PROBLEMS = array( 'conflicted', 'failed' );

	/**
	 * Constructor.
	 *
	 * @param ItemVersions      $items   Item versions.
	 * @param Fleet             $fleet   Channels and approvals.
	 * @param CatalogRepository $catalog Items (a version's platform).
	 */
	public function __construct( private ItemVersions $items, private Fleet $fleet, private CatalogRepository $catalog ) {}

	/**
	 * The comparison of a version with the one stable sites are offered now.
	 *
	 * @param int $item_id Item.
	 * @param int $number  The new version.
	 * @return array{item_id: int, current: int, number: int, similarity: float, canaries: array<int, array{site: string, results: array<int, array{outcome: string, reason: string, created_at: string}>}>, pins: array<int, array{site: string, number: int, offered: int, pinned_at: string}>}
	 * @throws \Stencilbox\Support\Rest\HttpError 404 (`item_not_found`, `version_not_found`).
	 */
	public function compare( int $item_id, int $number ): array {
		$new     = $this->items->read( $item_id, $number );
		$newest  = $this->items->numbers( array( $item_id ) )[ $item_id ] ?? 1;
		$view    = $this->fleet->view( '', array( $item_id ) );
		$current = Fleet::offered( $view, $item_id, $newest );
		$old     = $current === $number ? $new : $this->items->read( $item_id, $current );
		return array(
			'item_id'    => $item_id,
			'current'    => $current,
			'number'     => $number,
			'similarity' => Similarity::score( (string) $old['content'], (string) $new['content'] ),
			'canaries'   => self::canaries( $item_id, $number ),
			'pins'       => self::pins( $view, $item_id, $newest ),
		);
	}

	/**
	 * One of the two versions a comparison shows, with its content, for an
	 * approver's preview: only the version stable sites are offered now and
	 * the item's newest (what approving needs), never any other version.
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array{platform: string, content: string}
	 * @throws HttpError 404 (`item_not_found`, `version_not_found`; another version of the item too).
	 */
	public function side( int $item_id, int $number ): array {
		$row = $this->catalog->row( $item_id );
		if ( ! $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		$newest  = $this->items->numbers( array( $item_id ) )[ $item_id ] ?? 1;
		$current = Fleet::offered( $this->fleet->view( '', array( $item_id ) ), $item_id, $newest );
		if ( $number !== $newest && $number !== $current ) {
			throw FileVersions::not_found();
		}
		return array(
			'platform' => (string) $row['platform'],
			'content'  => (string) $this->items->read( $item_id, $number )['content'],
		);
	}

	/**
	 * The sites pinned to a version of the item (they stay there, whatever
	 * their channel and whatever is approved), with the version each is
	 * offered (the pin, or the newest below it; a version rolled back
	 * fleet-wide stepped past) and when the pin was set.
	 *
	 * @param array{canary: bool, staged: bool, pins: array<int, int>, approved: array<int, int>, rolled?: array<int, int[]>} $view    `Fleet::view()` of no site.
	 * @param int                                                                                                           $item_id Item.
	 * @param int                                                                                                           $newest  Its newest version.
	 * @return array<int, array{site: string, number: int, offered: int, pinned_at: string}>
	 */
	private static function pins( array $view, int $item_id, int $newest ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT site, number, pinned_at FROM %i WHERE item_id = %d ORDER BY site LIMIT %d', Fleet::pins_table(), $item_id, Fleet::MAX_LISTED ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'site'      => (string) $row['site'],
				'number'    => (int) $row['number'],
				'offered'   => Fleet::offered( array( 'pins' => array( $item_id => (int) $row['number'] ) ) + $view, $item_id, $newest ),
				'pinned_at' => mysql2date( 'Y-m-d\TH:i:s\Z', (string) $row['pinned_at'], false ),
			),
			$rows
		);
	}

	/**
	 * The table of the similarities canary sites measured
	 * (Migration0019FleetSimilarity): one row per site, item and version.
	 */
	public static function similarity_table(): string {
		return Names::table( 'fleet_similarity' );
	}

	/**
	 * Keeps what a canary site measured on its own rendering of its apply
	 * of versions (`POST /fleet/applied`): per item and version, the
	 * lowest score of its places, in this report and every one before (a
	 * later report of other places, or any account's report naming the
	 * site, never raises what was measured: an approver sees the worst,
	 * and a report cannot hide a canary's regression). Only a canary's
	 * (one indexed read): a stable site's numbers are not kept. Each score
	 * is checked (`Similarity::checked()`: a number 0..1); anything else
	 * was left out by the caller.
	 *
	 * @param string                          $site   Address (`Fleet::address()`).
	 * @param array<int, array<int, float>>   $scores item id → version → score.
	 * @return int Rows kept.
	 */
	public function record_similarity( string $site, array $scores ): int {
		global $wpdb;
		if ( '' === $site || ! $scores ) {
			return 0;
		}
		if ( Fleet::CANARY !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT channel FROM %i WHERE site = %s', Fleet::sites_table(), $site ) ) ) {
			return 0;
		}
		$now  = current_time( 'mysql', true );
		$kept = 0;
		foreach ( $scores as $item_id => $versions ) {
			foreach ( $versions as $number => $score ) {
				$score = Similarity::checked( $score );
				if ( null === $score || $item_id < 1 || $number < 1 ) {
					continue;
				}
				// A new row, or a lower score for the row there (two statements both databases read alike).
				$added   = (int) $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (site, item_id, number, score, measured_at) VALUES (%s, %d, %d, %f, %s)', self::similarity_table(), $site, (int) $item_id, (int) $number, $score, $now ) );
				$lowered = $added > 0 ? 0 : (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET score = %f, measured_at = %s WHERE site = %s AND item_id = %d AND number = %d AND score > %f', self::similarity_table(), $score, $now, $site, (int) $item_id, (int) $number, $score ) );
				$kept   += $added + $lowered > 0 ? 1 : 0;
			}
		}
		return $kept;
	}

	/**
	 * Each canary site with its apply results for the version, newest
	 * first (none: not applied yet): the newest MAX_RESULTS and its newest
	 * MAX_RESULTS failures; and the similarity it measured on its own
	 * rendering (null: not measured).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array<int, array{site: string, similarity: float|null, results: array<int, array{outcome: string, reason: string, created_at: string}>}>
	 */
	private static function canaries( int $item_id, int $number ): array {
		global $wpdb;
		$list     = array();
		$measured = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT site, score FROM %i WHERE item_id = %d AND number = %d', self::similarity_table(), $item_id, $number ), ARRAY_A ) as $row ) {
			$measured[ (string) $row['site'] ] = Similarity::checked( (float) $row['score'] );
		}
		$problems = implode( ',', array_fill( 0, count( self::PROBLEMS ), '%s' ) );
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SELECT site FROM %i WHERE channel = %s ORDER BY site LIMIT %d', Fleet::sites_table(), Fleet::CANARY, Fleet::MAX_LISTED ) ) as $site ) {
			// Indexed reads per canary (site_id): another site's many results never hide this one's,
			// and its newest failures are kept when newer results fill the list.
			$rows = array();
			foreach ( array( '', " AND outcome IN ($problems)" ) as $only ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $only is '' or placeholders, one per outcome.
				foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, outcome, reason, created_at FROM %i WHERE site = %s AND action = %s AND item_id = %d AND version = %d$only ORDER BY id DESC LIMIT %d", array_merge( array( AuditLog::table(), (string) $site, AuditLog::APPLY, $item_id, $number ), '' === $only ? array() : self::PROBLEMS, array( self::MAX_RESULTS ) ) ), ARRAY_A ) as $row ) {
					$rows[ (int) $row['id'] ] = $row;
				}
			}
			krsort( $rows );
			$list[] = array(
				'site'       => (string) $site,
				'similarity' => $measured[ (string) $site ] ?? null,
				'results'    => array_map(
					static fn( array $row ): array => array(
						'outcome'    => (string) $row['outcome'],
						'reason'     => (string) $row['reason'],
						'created_at' => mysql2date( 'Y-m-d\TH:i:s\Z', (string) $row['created_at'], false ),
					),
					array_values( $rows )
				),
			);
		}
		return $list;
	}
}
