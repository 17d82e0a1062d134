<?php
/**
 * One merge case of Elementor elements (`ElementMergeCases`, issue [25]
 * item 4) through the real route on a real Elementor page: the hub's item
 * gets the base as a new version, the site imports it as a page, the page
 * is saved with the site's edits (ours), the hub gets the new version
 * (theirs), "Merge my changes" runs through `POST /updates/apply` — then
 * `_elementor_data` is checked, and the page as a visitor gets it.
 *
 * Shared by the stand-in run (`Elementor\ElementorMergeCasesTest`) and
 * the real Elementor's (`ElementorReal\RealElementorMergeCasesTest`): each
 * says how the site's edits are saved and what a visitor meets.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Elementor;

/**
 * For a `CatalogTestCase` using `AccountHelpers`, `VersionHelpers`.
 */
trait ElementorMergeRun {
	/**
	 * Saves the imported page with the site's edits, as Elementor's save
	 * writes them.
	 *
	 * @param int          $page     The page.
	 * @param array<mixed> $elements The site's elements (ours).
	 */
	abstract protected function save_ours( int $page, array $elements ): void;

	/**
	 * Elements as the page's save stores them (the real Elementor's
	 * `Document::save()` writes each element's data for save: its keys in
	 * its own order, `isInner` on containers): what the saved data is
	 * compared with.
	 *
	 * @param int          $page     The page.
	 * @param array<mixed> $elements Elements.
	 * @return array<mixed>
	 */
	abstract protected function as_saved( int $page, array $elements ): array;

	/**
	 * Checks the page as a visitor meets it.
	 *
	 * @param int                  $page  The page.
	 * @param array<string, mixed> $case  The row (its strings local).
	 * @param string               $stage `ours` (the site's edits saved, before the merge), `merged` (after
	 *                                    it; a conflict: as before) or `resolved` (a conflict resolved with the site's picks).
	 */
	abstract protected function check_visit( int $page, array $case, string $stage ): void;

	/**
	 * What the site does with the page once imported, before its edits.
	 *
	 * @param int $page The page.
	 */
	protected function imported( int $page ): void {
		unset( $page );
	}

	/** The demo item the versions are written to. */
	private static function merge_item(): string {
		return 'harbor-home';
	}

	/**
	 * Each case's set-up: no versions yet, a block theme, an administrator
	 * with a plan.
	 */
	protected function set_up_merge_case(): void {
		$this->capture_mails();
		self::empty_versions();
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'el-cases-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	/**
	 * A case's strings with its images in this site's uploads (an image
	 * the site already has is not copied, so nothing is downloaded).
	 *
	 * @param mixed $value A row or part of it.
	 * @return mixed
	 */
	protected static function local( mixed $value ): mixed {
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'local' ), $value );
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		return (string) preg_replace_callback( '#https?://[a-z.]+/([a-z0-9-]+\.jpg)#', static fn( array $m ): string => self::local_image( $m[1] ), $value );
	}

	/**
	 * Where a case's image is in this site's uploads.
	 *
	 * @param string $file Its file name.
	 */
	protected static function local_image( string $file ): string {
		return trailingslashit( wp_get_upload_dir()['baseurl'] ) . 'merge-cases/' . $file;
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
	protected static function site_ids( array $elements, bool $all = false ): array {
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
	private function merge_version( array $elements ): void {
		$this->new_elementor_version(
			self::merge_item(),
			static function ( array $export ) use ( $elements ): array {
				$export['content'] = $elements;
				return $export;
			}
		);
	}

	/**
	 * One case through the Updates route.
	 *
	 * @param array<string, mixed> $case The row, its strings local (`local()`; `also` as the row has it).
	 */
	protected function run_merge_case( array $case ): void {
		$this->merge_version( $case['base'] );
		$imported = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => (int) $this->catalog->id_of( 'elementor', self::merge_item() ),
				'title'    => 'Home',
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$page = (int) $imported->get_data()['post_id'];
		// Published, as the user does before visitors see it (an import is a draft); its content is untouched.
		wp_update_post( array( 'ID' => $page, 'post_status' => 'publish' ) );
		$this->assertSame( self::site_ids( $case['base'], true ), self::site_ids( Elementor::elements_of( $page ), true ), 'the base as imported' );
		$this->imported( $page );
		$this->save_ours( $page, $case['ours'] );
		$ours = $this->as_saved( $page, $case['ours'] );
		$this->assertSame( $ours, Elementor::elements_of( $page ), 'the site’s edits as saved' );
		$this->check_visit( $page, $case, 'ours' );
		$this->merge_version( $case['theirs'] );
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
			$expected['merged'] = self::site_ids( $this->as_saved( $page, $case['merged'] ), $all );
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
			$this->assertSame( $ours, $saved, 'a conflict writes nothing' );
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
		$this->check_visit( $page, $case, 'merged' );

		if ( isset( $case['picks']['ours'] ) ) {
			// Resolved, every conflict kept as the site has it: the route writes the merge with those picks.
			$picks    = array_map( static fn( array $conflict ): array => array( 'key' => $conflict['key'], 'pick' => 'ours' ), $conflicts );
			$resolved = $this->rest( 'POST', '/stencilbox/v1/updates/resolve', array( 'id' => $entry['id'], 'version' => $answer['conflicted'][0]['version'], 'hash' => $answer['conflicted'][0]['hash'], 'picks' => $picks, 'confirm' => true ) );
			$this->assertSame( 200, $resolved->get_status(), (string) wp_json_encode( $resolved->get_data() ) );
			$this->assertSame( self::site_ids( $this->as_saved( $page, $case['picks']['ours'] ) ), self::site_ids( Elementor::elements_of( $page ) ), 'the picks written' );
			$this->check_visit( $page, $case, 'resolved' );
		}
	}
}
