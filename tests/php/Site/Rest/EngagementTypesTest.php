<?php
/**
 * One schema, two languages: every field the TypeScript types of the
 * engagement calls declare (src/api/engagement.ts, and the profile's
 * schema that src/api/types.ts's Profile is generated from) is in the real answers, and the answers carry nothing
 * the types do not know.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Tests\EngagementTestCase;
use Stencilbox\Tests\ResponseSchema;
use Stencilbox\Tests\TypedAnswers;

/**
 * Real answers of the site routes against the interfaces.
 */
final class EngagementTypesTest extends EngagementTestCase {
	use TypedAnswers;

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

		// Profile is generated from the route's schema (src/api/types.ts names it).
		$profile = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user'];
		$typed   = array_keys( ResponseSchema::of_method( '/stencilbox/v1/is-signed', 'GET' )['properties']['user']['properties'] );
		$keys    = array_keys( $profile );
		sort( $typed );
		sort( $keys );
		$this->assertSame( $typed, $keys, 'Profile' );
		$this->assert_typed( 'types.ts', 'PurchasedItems', $profile['purchasedItems'] );
	}
}
