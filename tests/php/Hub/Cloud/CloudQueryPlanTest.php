<?php
/**
 * The cloud's lists read through indexes at thousands of files per account:
 * My Clouds (plain, by platform, searched), a workspace (plain, searched),
 * the add-files sources, the quota count, Shared with Me.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\QueryPlans;

/**
 * EXPLAIN every list query the cloud routes make.
 *
 * @group database
 */
final class CloudQueryPlanTest extends CloudTestCase {
	use QueryPlans;

	private const FILES = 3000;

	public function test_every_cloud_list_reads_through_indexes(): void {
		$files      = new CloudFiles();
		$workspaces = new Workspaces();
		$me         = 7001;
		$other      = 7002;
		$spaces     = array( $workspaces->create( $me, 'One' ), $workspaces->create( $me, 'Two' ), $workspaces->create( $other, 'Theirs' ) );
		$workspaces->add_member( $spaces[2], 'me@example.org', $me );
		$words = array( 'amber', 'canyon', 'granite', 'harbour', 'juniper', 'lagoon', 'meadow', 'orchid' );
		for ( $n = 0; $n < self::FILES; $n++ ) {
			$files->insert(
				array(
					'account_id'   => 0 === $n % 4 ? $other : $me,
					'workspace_id' => 0 === $n % 5 ? $spaces[ $n % 3 ] : 0,
					'name'         => ucfirst( $words[ $n % 8 ] ) . ' ' . ucfirst( $words[ ( $n * 3 ) % 8 ] ) . " page {$n}",
					'platform'     => 0 === $n % 3 ? 'elementor' : 'gutenberg',
					'type'         => 'page',
					'body_hash'    => hash( 'sha256', (string) $n ),
					'size'         => 10,
				)
			);
		}
		$cases = array(
			'My Clouds'                => array( array( 'mine' => $me ), '', '' ),
			'My Clouds, one platform'  => array( array( 'mine' => $me ), 'gutenberg', '' ),
			'My Clouds search'         => array( array( 'mine' => $me ), '', 'granite' ),
			'My Clouds two words'      => array( array( 'mine' => $me ), 'gutenberg', 'canyon harb' ),
			'a workspace'              => array( array( 'workspaces' => array( $spaces[0] ) ), '', '' ),
			'a workspace search'       => array( array( 'workspaces' => array( $spaces[0] ) ), 'elementor', 'lagoon' ),
			'own workspaces (source)'  => array( array( 'workspaces' => array( $spaces[0], $spaces[1] ) ), '', 'meadow' ),
		);
		foreach ( $cases as $name => $case ) {
			[ $scope, $platform, $search ] = $case;
			$seen    = array();
			$collect = static function ( string $sql ) use ( &$seen ): string {
				$seen[] = $sql;
				return $sql;
			};
			add_filter( 'query', $collect );
			$result = $files->page( $scope, $platform, $search, 1, 20 );
			remove_filter( 'query', $collect );
			$this->assertGreaterThan( 0, $result['total'], $name );
			$this->assertCount( 2, $seen, "{$name}: one count and one page" );
			foreach ( $seen as $sql ) {
				$this->assert_indexed( $name, $sql );
			}
		}
		$collect = static function ( string $sql ) use ( &$seen ): string {
			$seen[] = $sql;
			return $sql;
		};
		$seen    = array();
		add_filter( 'query', $collect );
		$this->assertGreaterThan( 0, $files->count_for_account( $me ) );
		$this->assertSame( 1, $workspaces->page( $me, true, 1, 11 )['total'] );
		$this->assertSame( 2, $workspaces->page( $me, false, 1, 11 )['total'] );
		remove_filter( 'query', $collect );
		foreach ( $seen as $sql ) {
			$this->assert_indexed( 'quota and workspace lists', $sql );
		}
	}
}
