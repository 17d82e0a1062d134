<?php
/**
 * One schema, two languages: every field the TypeScript types of the
 * engagement calls declare (src/api/engagement.ts, the Profile of
 * src/api/types.ts) is in the real answers, and the answers carry nothing
 * the types do not know.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Tests\EngagementTestCase;
use Stencilbox\Tests\TsTypes;

/**
 * Real answers of the site routes against the interfaces.
 */
final class EngagementTypesTest extends EngagementTestCase {
	/**
	 * Top-level field names of an exported type of src/api, its bases' included.
	 *
	 * @param string $file TS file under src/api (where the type lives, for readers).
	 * @param string $name Type name.
	 * @return string[]
	 */
	private function ts_fields( string $file, string $name ): array {
		$this->assertFileExists( dirname( __DIR__, 4 ) . '/src/api/' . $file );
		return array_keys( ( new TsTypes( dirname( __DIR__, 4 ) . '/src/api' ) )->fields( $name ) );
	}

	/**
	 * Asserts an answer has exactly the typed fields.
	 *
	 * @param string               $file   TS file.
	 * @param string               $name   Interface.
	 * @param array<string, mixed> $answer Real answer.
	 */
	private function assert_typed( string $file, string $name, array $answer ): void {
		$typed = $this->ts_fields( $file, $name );
		$keys  = array_keys( $answer );
		sort( $typed );
		sort( $keys );
		$this->assertSame( $typed, $keys, $name );
	}

	public function test_answers_match_the_typescript_types(): void {
		$user = $this->site_member();
		$pack = $this->id( 'harbor-agency' );
		$home = $this->id( 'harbor-home' );
		$member = get_current_user_id();
		( new Downloads() )->record( (int) $user['id'], $home, 'insert' );

		$favourite = $this->rest( 'POST', '/stencilbox/v1/items/favourite', array( 'item' => $pack, 'action' => 'do' ) )->get_data();
		$this->assert_typed( 'engagement.ts', 'FavouriteResponse', $favourite );
		$this->assert_typed( 'types.ts', 'Starred', $favourite['data'] );

		$rating = $this->rest( 'POST', '/stencilbox/v1/items/rating', array( 'item' => $pack, 'rating' => 5 ) )->get_data();
		$this->assert_typed( 'engagement.ts', 'RatingResponse', $rating );
		$this->assertSame( array( 'reviews', 'item' ), array_keys( $rating['data'] ) );
		$this->assertSame( array( 'id', 'rating', 'rating_count' ), array_keys( $rating['data']['item'] ) );

		$page = $this->rest( 'GET', '/stencilbox/v1/profile/my-favourites', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assert_typed( 'engagement.ts', 'FavouritesPage', $page );

		$downloads = $this->rest( 'GET', '/stencilbox/v1/profile/download-history' )->get_data();
		$this->assert_typed( 'engagement.ts', 'DownloadsPage', $downloads );
		$this->assert_typed( 'engagement.ts', 'DownloadRecord', $downloads['data'][0] );

		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}/purchases", array( 'item_id' => $home ) )->get_status() );
		wp_set_current_user( $member );
		$purchases = $this->rest( 'GET', '/stencilbox/v1/profile/purchased-items', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assert_typed( 'engagement.ts', 'PurchasedRecord', $purchases['data'][0] );

		$profile = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user'];
		$typed   = $this->ts_fields( 'types.ts', 'Profile' );
		$keys    = array_keys( $profile );
		sort( $typed );
		sort( $keys );
		$this->assertSame( $typed, $keys, 'Profile' );
		$this->assert_typed( 'types.ts', 'PurchasedItems', $profile['purchasedItems'] );
	}
}
