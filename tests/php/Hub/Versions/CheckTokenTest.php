<?php
/**
 * The update check's token for catalogue items: an unchanged check costs
 * the hub one indexed read and says only `unchanged`; a new version, a
 * restore, a rename, trimmed versions, a deleted item, a new item under an
 * id the site named, and the site's own new places each make a full check.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Versions;

use Stencilbox\Hub\Cloud\DatabaseBodyStore;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\HubPage;
use Stencilbox\Tests\QueryPlans;
use Stencilbox\Tests\VersionHelpers;

/**
 * `POST stencilbox-hub/v1/versions/check` with and without `token`.
 *
 * @group database
 */
final class CheckTokenTest extends CatalogTestCase {
	use HubHelpers;
	use HubPage;
	use QueryPlans;
	use VersionHelpers;

	private const ADMIN = '/stencilbox-hub/v1/admin/catalog';
	private const SITE  = 'https://shop.example.org/';
	private const V1    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";

	protected function setUp(): void {
		parent::setUp();
		$this->hub_page( true );
	}

	/**
	 * A check; asserts success.
	 *
	 * @param array<int, array<string, int>> $items What the site uses.
	 * @param string                         $token The last answer's token.
	 * @param string                         $site  The site.
	 * @param string|null                    $key   Another account's key.
	 * @return array<string, mixed>
	 */
	private function check( array $items, string $token = '', string $site = self::SITE, ?string $key = null ): array {
		return $this->versions_check(
			array(
				'site'  => $site,
				'items' => $items,
				'token' => $token,
			),
			$key ?? $this->account['key']
		);
	}

	/**
	 * What a site that uses the item sends.
	 *
	 * @param int $id      Item.
	 * @param int $version The version it has.
	 * @param int $places  In how many places.
	 * @return array<int, array<string, int>>
	 */
	private static function uses( int $id, int $version = 1, int $places = 2 ): array {
		return array(
			array(
				'id'      => $id,
				'version' => $version,
				'places'  => $places,
				'posts'   => 1,
			),
		);
	}

	/**
	 * Asserts that a check with the old token was a full one: a new token,
	 * the item's answer as it is now.
	 *
	 * @param array<string, mixed> $first  The check before the change.
	 * @param array<string, mixed> $answer The check after it, with the first's token.
	 * @param string               $what   The change.
	 */
	private function assert_full( array $first, array $answer, string $what ): void {
		$this->assertFalse( $answer['unchanged'], "{$what}: a full check" );
		$this->assertNotSame( $first['token'], $answer['token'], "{$what}: a new token" );
	}

	public function test_an_unchanged_check_is_one_indexed_read_and_says_only_unchanged(): void {
		$id    = $this->publish( self::V1 );
		$first = $this->check( self::uses( $id ) );
		$this->assertFalse( $first['unchanged'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{40}$/', $first['token'] );
		$this->assertSame( array( $id ), array_column( $first['items'], 'id' ) );
		$reported = self::count_rows( 'usage_reports' );
		$this->assertSame( 1, $reported );

		$again = array();
		$seen  = self::sql_of(
			function () use ( &$again, $id, $first ): void {
				$again = $this->check( self::uses( $id ), $first['token'] );
			}
		);

		$this->assertTrue( $again['unchanged'] );
		$this->assertSame( $first['token'], $again['token'] );
		$this->assertSame( array(), $again['items'] );
		$this->assertSame( array(), $again['files'] );
		// The account's key, then the stamps: nothing else is read or written.
		$this->assertCount( 2, $seen, implode( "\n", $seen ) );
		$this->assertStringContainsString( 'api_keys', $seen[0] );
		$this->assertStringContainsString( ChangeStamps::table(), $seen[1] );
		$this->assert_indexed( 'an unchanged check', $seen[1] );
		$this->assertSame( $reported, self::count_rows( 'usage_reports' ) );

		// A full check reads (and reports) much more.
		$seen = self::sql_of( fn(): array => $this->check( self::uses( $id ) ) );
		$this->assertGreaterThan( 3, count( $seen ) );

		// The token is this account's, for this site.
		$other = $this->hub_account( 'free' );
		$this->assertFalse( $this->check( self::uses( $id ), $first['token'], self::SITE, $other['key'] )['unchanged'], 'another account' );
		$this->assertFalse( $this->check( self::uses( $id ), $first['token'], 'https://other.example.org/' )['unchanged'], 'another site' );
		$this->assertFalse( $this->check( self::uses( $id ), 'not-a-token' )['unchanged'] );
	}

	public function test_a_new_version_of_an_item_the_site_uses_makes_a_full_check(): void {
		$id    = $this->publish( self::V1 );
		$first = $this->check( self::uses( $id ) );
		$this->publish( self::V2 );
		$answer = $this->check( self::uses( $id ), $first['token'] );
		$this->assert_full( $first, $answer, 'a new version' );
		$this->assertSame( 2, $answer['items'][0]['version']['number'] );
		$this->assertTrue( $this->check( self::uses( $id ), $answer['token'] )['unchanged'], 'then unchanged again' );
	}

	public function test_a_restored_version_makes_a_full_check(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$first = $this->check( self::uses( $id, 2 ) );
		$this->assertSame( 200, $this->rest( 'POST', self::ADMIN . "/items/{$id}/versions/1/restore" )->get_status() );
		$answer = $this->check( self::uses( $id, 2 ), $first['token'] );
		$this->assert_full( $first, $answer, 'a restore' );
		$this->assertSame( 3, $answer['items'][0]['version']['number'] );
	}

	public function test_a_renamed_item_and_an_item_saved_over_make_a_full_check(): void {
		$id    = $this->publish( self::V1 );
		$first = $this->check( self::uses( $id ) );
		$row   = $this->catalog->row( $id );
		$this->writer->save_item(
			array(
				'platform' => (string) $row['platform'],
				'type'     => (string) $row['type'],
				'slug'     => (string) $row['slug'],
				'name'     => 'Harbor header (new name)',
			)
		);
		$answer = $this->check( self::uses( $id ), $first['token'] );
		$this->assert_full( $first, $answer, 'a new name' );
		$this->assertSame( 'Harbor header (new name)', $answer['items'][0]['name'] );
	}

	public function test_versions_trimmed_by_retention_make_a_full_check(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$first = $this->check( self::uses( $id, 2 ) );
		// The owner keeps fewer versions; the next write (here the trim itself) drops the oldest.
		$this->assertSame( 1, ( new Versions( new DatabaseBodyStore() ) )->trim( Versions::ITEM, $id, 1 ) );
		$this->assert_full( $first, $this->check( self::uses( $id, 2 ), $first['token'] ), 'a trimmed version' );
	}

	public function test_a_deleted_item_makes_a_full_check_and_comes_back_through_one(): void {
		$id    = $this->publish( self::V1 );
		$first = $this->check( self::uses( $id ) );
		$this->assertSame( 200, $this->rest( 'DELETE', self::ADMIN . "/items/{$id}", array( 'confirm' => true ) )->get_status() );
		$gone = $this->check( self::uses( $id ), $first['token'] );
		$this->assert_full( $first, $gone, 'a deleted item' );
		$this->assertSame( array(), $gone['items'] );
		$this->assertTrue( $this->check( self::uses( $id ), $gone['token'] )['unchanged'] );

		// The item back under its id (a bundle that restores it): the site sees it again.
		$this->writer->insert_many(
			array(
				array(
					'id'       => $id,
					'platform' => 'gutenberg',
					'type'     => 'block',
					'slug'     => 'harbor-header-again',
					'name'     => 'Harbor header again',
					'content'  => self::V1,
				),
			)
		);
		$back = $this->check( self::uses( $id ), $gone['token'] );
		$this->assert_full( $gone, $back, 'an item back under its id' );
		$this->assertSame( array( $id ), array_column( $back['items'], 'id' ) );
	}

	public function test_the_sites_own_new_places_make_a_full_check_and_a_new_report(): void {
		$id    = $this->publish( self::V1 );
		$other = (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' );
		$this->assertGreaterThan( 0, $other );
		$first = $this->check( self::uses( $id ) );

		// One more place of the same item: the report changes, so the hub writes it.
		$more = $this->check( self::uses( $id, 1, 3 ), $first['token'] );
		$this->assert_full( $first, $more, 'one more place' );
		$this->assertSame( 3, $this->rest( 'GET', self::ADMIN . "/items/{$id}/usage" )->get_data()['total_places'] );

		// A newly inserted item.
		$both   = array_merge( self::uses( $id, 1, 3 ), self::uses( $other ) );
		$answer = $this->check( $both, $more['token'] );
		$this->assert_full( $more, $answer, 'a new insert' );
		$this->assertEqualsCanonicalizing( array( $id, $other ), array_column( $answer['items'], 'id' ) );
		$this->assertSame( 1, $this->rest( 'GET', self::ADMIN . "/items/{$other}/usage" )->get_data()['total_sites'] );

		// The order the site lists them in does not matter.
		$this->assertTrue( $this->check( array_reverse( $both ), $answer['token'] )['unchanged'] );
	}

	public function test_a_change_to_another_item_leaves_the_check_unchanged(): void {
		$id    = $this->publish( self::V1 );
		$other = (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' );
		$first = $this->check( self::uses( $id ) );
		$row   = $this->catalog->row( $other );
		$this->writer->save_item(
			array(
				'platform' => (string) $row['platform'],
				'type'     => (string) $row['type'],
				'slug'     => (string) $row['slug'],
				'name'     => 'Harbor hero (renamed)',
			)
		);
		$this->assertTrue( $this->check( self::uses( $id ), $first['token'] )['unchanged'], 'what this site does not use is not its change' );
	}
}
