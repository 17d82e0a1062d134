<?php
/**
 * Portable references for saved templates (issue [26] item 5): display
 * conditions that name a page, a category or an author by id, carried as
 * stable references and resolved on a site where those ids differ.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Plugin;
use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\PortableConditions;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Import\References;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * `TemplateRepository::portable()` → JSON → `land()`, against real WordPress.
 *
 * @database-neutral its SQL only compares tables before and after (posts and meta through WordPress's APIs).
 */
final class PortableConditionsTest extends TemplatesTestCase {
	use TemplateRows;

	/**
	 * What travels: the portable template, through JSON as the hub keeps it.
	 *
	 * @param int $template Template.
	 * @return array<string, mixed>
	 */
	private function leaves( int $template ): array {
		return json_decode( (string) wp_json_encode( $this->templates->portable( get_post( $template ) ) ), true );
	}

	/**
	 * The portable template landing here.
	 *
	 * @param array<string, mixed> $portable What travelled.
	 * @return array{id: int, created: bool, dropped: string[]}
	 */
	private function lands( array $portable ): array {
		return $this->templates->land(
			(string) $portable['platform'],
			(string) $portable['type'],
			(string) $portable['stable'],
			array(
				'title'      => (string) $portable['title'],
				'content'    => (string) $portable['content'],
				'conditions' => $portable['conditions'],
				'status'     => 'publish',
			)
		);
	}

	public function test_a_template_naming_a_page_and_a_category_lands_naming_this_site_s_once(): void {
		$this->login_as( 'administrator' );
		$about    = self::published_page( 'about' );
		$contact  = self::published_page( 'contact' );
		$news     = self::category( 'news' );
		$template = $this->template(
			'header',
			array_merge(
				self::about_news_not_contact( $about, $news, $contact ),
				array(
					array(
						'type'     => 'include',
						'name'     => 'archive',
						'sub_name' => 'all',
					),
				)
			)
		);
		$portable = $this->leaves( $template );
		$this->assertTrue( wp_is_uuid( $portable['stable'] ) );
		$this->assertSame( 'header', $portable['type'] );
		$this->assertSame(
			array(
				'post_type' => 'page',
				'slug'      => 'about',
			),
			$portable['conditions'][0]['ref']
		);
		$this->assertSame(
			array(
				'taxonomy' => 'category',
				'slug'     => 'news',
			),
			$portable['conditions'][1]['ref']
		);
		$this->assertSame( $about, $portable['conditions'][0]['sub_id'], 'the id travels as well' );
		$this->assertArrayNotHasKey( 'ref', $portable['conditions'][3], 'nothing named, nothing carried' );

		// Another site: "about" and "news" are there with other ids, "contact" is not.
		self::elsewhere( array( $template, $about, $contact ), array( $news ) );
		$here_about = self::published_page( 'about' );
		$here_news  = self::category( 'news' );
		$this->assertNotSame( $about, $here_about );
		$this->assertNotSame( $news, $here_news );

		$first = $this->lands( $portable );
		$this->assertTrue( $first['created'] );
		$this->assertSame(
			array(
				'include singular post_type:page' => $here_about,
				'include singular in:category'    => $here_news,
				'include archive all'             => 0,
			),
			self::sub_ids( $first['id'] )
		);
		$this->assertCount( 1, $first['dropped'] );
		$this->assertStringContainsString( 'contact', $first['dropped'][0] );
		$this->assertStringContainsString( 'excluding', $first['dropped'][0] );
		$this->assertSame( $portable['stable'], get_post_meta( $first['id'], References::META, true ) );
		$this->assertSame( 'publish', get_post_status( $first['id'] ) );
		$this->assertContains( $first['id'], array_column( $this->index->templates(), 'id' ), 'shown where its conditions say' );

		// The same template again: found, nothing written.
		$before = self::template_rows();
		$second = $this->lands( $portable );
		$this->assertFalse( $second['created'] );
		$this->assertSame( $first['id'], $second['id'] );
		$this->assertSame( array(), $second['dropped'] );
		$this->assertSame( $before, self::template_rows(), 'identical tables' );
	}

	public function test_a_page_is_found_by_its_stable_id_before_its_slug(): void {
		$this->login_as( 'administrator' );
		$stable = References::named( 'pack:gutenberg:harbor:page:about' );
		$about  = self::published_page( 'about', array( 'meta_input' => array( References::META => $stable ) ) );
		$conds  = ( new PortableConditions( $this->conditions() ) )->carry(
			array(
				array(
					'id'       => 'a1',
					'type'     => 'include',
					'name'     => 'singular',
					'sub_name' => 'post_type:page',
					'sub_id'   => $about,
				),
			)
		);
		$this->assertSame( $stable, $conds[0]['ref']['id'] );

		// Here the pack's page was renamed, and another page took its slug.
		wp_delete_post( $about, true );
		$other   = self::published_page( 'about' );
		$renamed = self::published_page( 'about-us', array( 'meta_input' => array( References::META => $stable ) ) );
		$dropped = array();
		$landed  = ( new PortableConditions( $this->conditions() ) )->resolve( $conds, $dropped );
		$this->assertSame( $renamed, $landed[0]['sub_id'] );
		$this->assertNotSame( $other, $landed[0]['sub_id'] );
		$this->assertArrayNotHasKey( 'ref', $landed[0] );
		$this->assertSame( array(), $dropped );
	}

	public function test_a_page_imported_from_the_same_hub_s_item_is_found_whatever_its_slug(): void {
		$this->login_as( 'administrator' );
		// A fleet's hub elsewhere (its client is never called: only its id is read).
		$provenance = new Provenance( new HttpHubClient( 'https://hub.example.org' ) );
		$port       = new PortableConditions( $this->conditions(), new ConditionSources(), $provenance );
		$source     = array(
			'kind'    => 'item',
			'id'      => 12,
			'version' => 1,
			'name'    => 'About',
			'type'    => 'page',
		);
		$imported   = static fn( int $post ): mixed => $provenance->placed(
			'',
			$source,
			array(
				'post_id'  => $post,
				'scope'    => 'document',
				'path'     => 'import-page',
				'platform' => 'gutenberg',
			)
		);
		$about      = self::published_page( 'about' );
		$imported( $about );
		$row   = self::inc( 'singular', 'post_type:page', $about );
		$conds = json_decode( (string) wp_json_encode( $port->carry( array( $row ) ) ), true );
		$this->assertSame(
			array(
				'hub'  => 'https://hub.example.org',
				'kind' => 'item',
				'id'   => 12,
			),
			$conds[0]['ref']['from']
		);
		$own = Plugin::instance()->service( PortableConditions::class )->carry( array( $row ) );
		$this->assertArrayNotHasKey( 'from', $own[0]['ref'], 'a site that is its own hub names no item of it' );

		// Here the same item was imported as "about-2"; another page is "about".
		wp_delete_post( $about, true );
		$other = self::published_page( 'about' );
		$copy  = self::published_page( 'about-2' );
		$imported( $copy );
		$this->assertSame( $copy, $port->resolve( $conds )[0]['sub_id'] );

		// Another hub's item 12 is not this hub's: found by slug.
		$conds[0]['ref']['from']['hub'] = 'https://other.example.org';
		$this->assertSame( $other, $port->resolve( $conds )[0]['sub_id'] );
	}

	public function test_an_author_travels_by_nicename_and_old_conditions_keep_their_ids(): void {
		$this->login_as( 'administrator' );
		$writer = (int) wp_insert_user(
			array(
				'user_login'    => 'jo',
				'user_pass'     => wp_generate_password(),
				'user_email'    => 'jo@example.org',
				'user_nicename' => 'jo-writer',
				'role'          => 'author',
			)
		);
		$about  = self::published_page( 'about' );
		$port   = new PortableConditions( $this->conditions() );
		$conds  = $port->carry(
			array(
				self::inc( 'archive', 'author', $writer ),
			)
		);
		$this->assertSame( array( 'author' => 'jo-writer' ), $conds[0]['ref'] );
		$this->assertSame( $writer, $port->resolve( $conds )[0]['sub_id'] );

		// Stored before (no `ref`): its sub-id as today, checked by the save.
		$old = array(
			self::inc( 'singular', 'post_type:page', $about ),
		);
		$this->assertSame( $old, $port->resolve( $old ) );
		$landed = $this->templates->land( 'gutenberg', 'single', '', array( 'conditions' => $old ) );
		$this->assertSame( array( 'include singular post_type:page' => $about ), self::sub_ids( $landed['id'] ) );
	}

	public function test_what_the_pusher_may_not_read_or_a_hostile_reference_names_nothing(): void {
		$this->login_as( 'administrator' );
		$secret = self::published_page( 'secret', array( 'post_status' => 'private' ) );
		$about  = self::published_page( 'about' );
		self::category( 'news' );
		$this->login_as( 'author' );
		$port  = new PortableConditions( $this->conditions() );
		$conds = $port->carry(
			array(
				self::inc( 'singular', 'post_type:page', $secret ),
			)
		);
		$this->assertSame( array(), $conds[0]['ref'], 'a private page of another is not named' );

		$hostile = array(
			// Nothing carried.
			$conds[0],
			// Another post type than the sub-name's.
			array(
				'type'     => 'include',
				'name'     => 'singular',
				'sub_name' => 'post_type:page',
				'sub_id'   => 5,
				'ref'      => array(
					'post_type' => 'post',
					'slug'      => 'about',
				),
			),
			// Another taxonomy than the sub-name's.
			array(
				'type'     => 'include',
				'name'     => 'singular',
				'sub_name' => 'in:category',
				'sub_id'   => 5,
				'ref'      => array(
					'taxonomy' => 'post_tag',
					'slug'     => 'news',
				),
			),
			// Not a reference at all, markup in a slug, a bad stable id.
			array(
				'type'     => 'include',
				'name'     => 'singular',
				'sub_name' => 'post_type:page',
				'sub_id'   => 5,
				'ref'      => 'about',
			),
			array(
				'type'     => 'include',
				'name'     => 'singular',
				'sub_name' => 'post_type:page',
				'sub_id'   => 5,
				'ref'      => array(
					'id'   => 'not-a-uuid',
					'slug' => '<script>x</script>',
				),
			),
			// A condition without sub-ids may carry no reference.
			array(
				'type' => 'include',
				'name' => 'general',
				'ref'  => array( 'slug' => 'about' ),
			),
			// The one that resolves.
			array(
				'type'     => 'include',
				'name'     => 'singular',
				'sub_name' => 'post_type:page',
				'sub_id'   => 5,
				'ref'      => array( 'slug' => 'about' ),
			),
		);
		$dropped = array();
		$landed  = $port->resolve( $hostile, $dropped );
		$this->assertCount( 1, $landed );
		$this->assertSame( $about, $landed[0]['sub_id'] );
		$this->assertCount( 6, $dropped );
		foreach ( $dropped as $sentence ) {
			$this->assertStringNotContainsString( '<', $sentence );
		}
	}

	/**
	 * The plugin's condition list.
	 */
	private function conditions(): Conditions {
		return Plugin::instance()->service( Conditions::class );
	}
}
