<?php
/**
 * Every merge case of block markup (`BlockMergeCases`, issue [25] item 4)
 * through the real route on a real page: the hub publishes the base, the
 * site imports it as a page, the page is edited (ours), the hub publishes
 * the new version (theirs), "Merge my changes" runs through
 * `POST /updates/apply` — then the saved document is checked, and the page
 * as a visitor gets it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Updates;

use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\BlockMergeCases;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\FrontPages;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 *
 * @group database
 */
final class BlockMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;
	use VersionHelpers;

	/**
	 * The hub post the item is published from.
	 *
	 * @var int
	 */
	private int $source = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'cases-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The cases.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return BlockMergeCases::cases();
	}

	/**
	 * A case's strings with its images in this site's uploads (an image
	 * the site already has is not copied, so nothing is downloaded).
	 *
	 * @param mixed $value A row or part of it.
	 * @return mixed
	 */
	private static function local( mixed $value ): mixed {
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'local' ), $value );
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		return (string) preg_replace_callback( '#https?://[a-z.]+/([a-z0-9-]+\.jpg)#', static fn( array $m ): string => $uploads . 'merge-cases/' . $m[1], $value );
	}

	/**
	 * Publishes the hub post with a content as its owner does: the item's id.
	 *
	 * @param string $content Content.
	 */
	private function publish( string $content ): int {
		wp_update_post( wp_slash( array( 'ID' => $this->source, 'post_content' => $content ) ) );
		$response = $this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/catalog/publish',
			array(
				'source' => 'post:' . $this->source,
				'type'   => 'block',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * The page as a visitor gets it (signed out, a front-end request, the
	 * theme's whole page): its content part.
	 *
	 * @param int $page The page.
	 */
	private function visit( int $page ): string {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $page );
		$html = self::loaded_template();
		wp_set_current_user( $user );
		// The post's content as the theme prints it (the theme's own header, footer and stylesheets name classes too).
		$start = strpos( $html, 'wp-block-post-content' );
		$this->assertNotFalse( $start, 'the theme prints the page’s content' );
		$end = strpos( $html, '</main>', (int) $start );
		$this->assertNotFalse( $end );
		return substr( $html, (int) $start, (int) $end - (int) $start );
	}

	/**
	 * Checks what a visitor sees.
	 *
	 * @param array<string, mixed> $case The row.
	 * @param int                  $page The page.
	 */
	private function check_front( array $case, int $page ): void {
		$html = $this->visit( $page );
		foreach ( $case['front']['has'] as $seen ) {
			$this->assertStringContainsString( $seen, $html, 'the visitor sees it' );
		}
		foreach ( $case['front']['not'] as $unseen ) {
			$this->assertStringNotContainsString( $unseen, $html, 'the visitor does not see it' );
		}
	}

	/**
	 * One case through the Updates route.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_on_a_real_page_and_its_front_end_shows_it( array $row ): void {
		$case         = self::local( $row );
		$case['also'] = $row['also'] ?? null;
		$this->source = self::harbor_post( $case['base'], 'wp_block' );
		$item         = $this->publish( $case['base'] );
		$imported     = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $item, 'title' => 'Home' ) );
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$page = (int) $imported->get_data()['post_id'];
		// Published, as the user does before visitors see it (an import is a draft); its content is untouched.
		wp_update_post( array( 'ID' => $page, 'post_status' => 'publish' ) );
		$this->assertSame( $case['base'], get_post_field( 'post_content', $page ), 'the base as imported' );
		if ( $case['ours'] !== $case['base'] ) {
			wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $case['ours'] ) ) );
		}
		$this->publish( $case['theirs'] );
		$list = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 1, $list['count'], (string) wp_json_encode( $list ) );
		$entry = $list['updates'][0];

		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ), 'merge' => true ) );
		$this->assertSame( 200, $done->get_status(), (string) wp_json_encode( $done->get_data() ) );
		$answer  = $done->get_data();
		$outcome = $case['outcome'] ?? ( isset( $case['merged'] ) ? 'merged' : 'conflicted' );
		$this->assertCount( 1, $answer[ $outcome ], (string) wp_json_encode( $answer ) );
		$saved     = (string) get_post_field( 'post_content', $page );
		$conflicts = 'conflicted' === $outcome ? $answer['conflicted'][0]['conflicts'] : array();
		BlockMergeCases::check(
			$this,
			$case,
			array(
				'content'   => $saved,
				'conflicts' => $conflicts,
			)
		);
		if ( 'conflicted' === $outcome ) {
			$this->assertSame( $case['ours'], $saved, 'a conflict writes nothing' );
		}
		if ( is_callable( $case['also'] ) ) {
			( $case['also'] )(
				$this,
				array(
					'content'   => $saved,
					'conflicts' => $conflicts,
				)
			);
		}
		$this->check_front( $case, $page );

		if ( isset( $case['picks']['ours'] ) ) {
			// Resolved, every conflict kept as the site has it: the route writes the merge with those picks.
			$picks    = array_map( static fn( array $conflict ): array => array( 'key' => $conflict['key'], 'pick' => 'ours' ), $conflicts );
			$resolved = $this->rest( 'POST', '/stencilbox/v1/updates/resolve', array( 'id' => $entry['id'], 'version' => $answer['conflicted'][0]['version'], 'hash' => $answer['conflicted'][0]['hash'], 'picks' => $picks, 'confirm' => true ) );
			$this->assertSame( 200, $resolved->get_status(), (string) wp_json_encode( $resolved->get_data() ) );
			$this->assertSame( $case['picks']['ours'], get_post_field( 'post_content', $page ), 'the picks written' );
		}
	}
}
