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
use Stencilbox\Tests\MergeCaseRoutes;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 */
final class ElementorMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;
	use MergeCaseRoutes;
	use VersionHelpers;

	/** The demo item the versions are written to. */
	private const SLUG = 'harbor-home';

	/**
	 * The cases.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return ElementMergeCases::cases();
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
		$merged   = $this->merge_the_update( $case );
		$saved    = Elementor::elements_of( $page );
		$all      = 'updated' === $merged['outcome'];
		$expected = $case;
		if ( isset( $case['merged'] ) ) {
			$expected['merged'] = self::site_ids( $case['merged'], $all );
		}
		$this->check_saved( $expected, $merged, $saved, self::site_ids( $saved, $all ) );
		$this->assertSame( Elementor::plain_text( $saved ), get_post_field( 'post_content', $page ), 'the plain-text copy follows the data' );
		$this->check_front( $case, $page );

		if ( isset( $case['picks']['ours'] ) ) {
			$this->resolve_as_ours( $merged['entry']['id'], $merged['answer']['conflicted'][0] );
			$this->assertSame( self::site_ids( $case['picks']['ours'] ), self::site_ids( Elementor::elements_of( $page ) ), 'the picks written' );
		}
	}
}
