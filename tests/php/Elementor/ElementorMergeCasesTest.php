<?php
/**
 * Every merge case of Elementor elements (`ElementMergeCases`, issue [25]
 * item 4) through the real route on a real Elementor page, Elementor
 * standing in: the hub's item gets the base as a new version, the site
 * imports it as a page, the page is saved with the site's edits (ours, as
 * Elementor's save writes them: its data and its plain-text copy), the hub
 * gets the new version (theirs), "Merge my changes" runs through
 * `POST /updates/apply` — then `_elementor_data` is checked, and the page
 * as a visitor gets it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\ElementMergeCases;
use Stencilbox\Tests\FrontPages;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 */
final class ElementorMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;
	use VersionHelpers;

	/** The demo item the versions are written to. */
	private const SLUG = 'harbor-home';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'el-cases-' . wp_generate_password( 6, false, false ) . '@example.org' );
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
		return ElementMergeCases::cases();
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
	 * Elements with the ids that are not the site's (`s…`: kept by the
	 * merge) as one placeholder: the new version's elements are given
	 * ids of the site's when they come in.
	 *
	 * @param array<mixed> $elements Elements.
	 * @param bool         $all      Every id (a one-step update writes the new version's).
	 * @return array<mixed>
	 */
	private static function site_ids( array $elements, bool $all = false ): array {
		foreach ( $elements as $index => $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			if ( isset( $element['id'] ) && ( $all || ! str_starts_with( (string) $element['id'], 's' ) ) ) {
				$elements[ $index ]['id'] = 'new';
			}
			if ( is_array( $element['elements'] ?? null ) ) {
				$elements[ $index ]['elements'] = self::site_ids( $element['elements'], $all );
			}
		}
		return $elements;
	}

	/**
	 * Gives the item a new version with these elements.
	 *
	 * @param array<mixed> $elements Elements.
	 */
	private function version( array $elements ): void {
		$this->new_elementor_version(
			self::SLUG,
			static function ( array $export ) use ( $elements ): array {
				$export['content'] = $elements;
				return $export;
			}
		);
	}

	/**
	 * The page as a visitor gets it (signed out, a front-end request, the
	 * theme's whole page): its content part: with the stand-in, Elementor's plain-text copy.
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
	 * One case through the Updates route.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_on_a_real_elementor_page_and_its_front_end_shows_it( array $row ): void {
		$case         = self::local( $row );
		$case['also'] = $row['also'] ?? null;
		$this->version( $case['base'] );
		$imported = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => (int) $this->catalog->id_of( 'elementor', self::SLUG ),
				'title'    => 'Home',
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$page = (int) $imported->get_data()['post_id'];
		// Published, as the user does before visitors see it (an import is a draft); its content is untouched.
		wp_update_post( array( 'ID' => $page, 'post_status' => 'publish' ) );
		$this->assertSame( self::site_ids( $case['base'], true ), self::site_ids( Elementor::elements_of( $page ), true ), 'the base as imported' );
		// Saved with the site's edits, as Elementor's save writes them (its data, its plain-text copy).
		Elementor::write_document( $page, 'wp-page', $case['ours'], Elementor::page_settings_of( $page ) );
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $page,
					'post_content' => Elementor::plain_text( $case['ours'] ),
				)
			)
		);
		$this->version( $case['theirs'] );
		$list = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 1, $list['count'], (string) wp_json_encode( $list ) );
		$entry = $list['updates'][0];

		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ), 'merge' => true ) );
		$this->assertSame( 200, $done->get_status(), (string) wp_json_encode( $done->get_data() ) );
		$answer  = $done->get_data();
		$outcome = $case['outcome'] ?? ( isset( $case['merged'] ) ? 'merged' : 'conflicted' );
		$this->assertCount( 1, $answer[ $outcome ], (string) wp_json_encode( $answer ) );
		$saved     = Elementor::elements_of( $page );
		$conflicts = 'conflicted' === $outcome ? $answer['conflicted'][0]['conflicts'] : array();
		$all       = 'updated' === $outcome;
		$expected  = $case;
		if ( isset( $case['merged'] ) ) {
			$expected['merged'] = self::site_ids( $case['merged'], $all );
		}
		ElementMergeCases::check(
			$this,
			$expected,
			array(
				'content'   => self::site_ids( $saved, $all ),
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
		$this->assertSame( Elementor::plain_text( $saved ), get_post_field( 'post_content', $page ), 'the plain-text copy follows the data' );
		$html = $this->visit( $page );
		foreach ( $case['front']['has'] as $seen ) {
			$this->assertStringContainsString( $seen, $html, 'the visitor sees it' );
		}
		foreach ( $case['front']['not'] as $unseen ) {
			$this->assertStringNotContainsString( $unseen, $html, 'the visitor does not see it' );
		}

		if ( isset( $case['picks']['ours'] ) ) {
			// Resolved, every conflict kept as the site has it: the route writes the merge with those picks.
			$picks    = array_map( static fn( array $conflict ): array => array( 'key' => $conflict['key'], 'pick' => 'ours' ), $conflicts );
			$resolved = $this->rest( 'POST', '/stencilbox/v1/updates/resolve', array( 'id' => $entry['id'], 'version' => $answer['conflicted'][0]['version'], 'hash' => $answer['conflicted'][0]['hash'], 'picks' => $picks, 'confirm' => true ) );
			$this->assertSame( 200, $resolved->get_status(), (string) wp_json_encode( $resolved->get_data() ) );
			$this->assertSame( self::site_ids( $case['picks']['ours'] ), self::site_ids( Elementor::elements_of( $page ) ), 'the picks written' );
		}
	}
}
