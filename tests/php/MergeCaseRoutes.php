<?php
/**
 * The block merge cases through the real routes (`BlockMergeCasesTest`;
 * the Elementor cases, for the stand-in and the real Elementor, run through
 * `ElementorMergeRun`): the set-up, "Merge my changes" through
 * `POST /updates/apply`, the resolve, and the page as a visitor gets it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * For a `CatalogTestCase` that uses `AccountHelpers`, `FrontPages` and
 * `VersionHelpers`: on this site's own hub, with a block theme.
 */
trait MergeCaseRoutes {
	/**
	 * Mails captured, no versions, a block theme, an administrator signed
	 * up to this site's own hub.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'cases-' . wp_generate_password( 6, false, false ) . '@example.org' );
	}

	/**
	 * Mails released.
	 */
	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
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
	 * The one update the site lists now, merged through `POST /updates/apply`
	 * (`merge: true`), with the outcome the case names.
	 *
	 * @param array<string, mixed> $case The row.
	 * @return array{entry: array<string, mixed>, answer: array<string, mixed>, outcome: string, conflicts: array<int, array<string, mixed>>}
	 */
	private function merge_the_update( array $case ): array {
		$list = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data();
		$this->assertSame( 1, $list['count'], (string) wp_json_encode( $list ) );
		$entry = $list['updates'][0];

		$answer  = $this->merge_updates( array( $entry['id'] ) );
		$outcome = $case['outcome'] ?? ( isset( $case['merged'] ) ? 'merged' : 'conflicted' );
		$this->assertCount( 1, $answer[ $outcome ], (string) wp_json_encode( $answer ) );
		return array(
			'entry'     => $entry,
			'answer'    => $answer,
			'outcome'   => $outcome,
			'conflicts' => 'conflicted' === $outcome ? $answer['conflicted'][0]['conflicts'] : array(),
		);
	}

	/**
	 * Checks what the merge saved: the case's merged result or conflicts
	 * (`BlockMergeCases::check()`), nothing written on a conflict, and the
	 * case's own checks (`also`).
	 *
	 * @param array<string, mixed> $case    The row (its `merged` as `$checked` is).
	 * @param array<string, mixed> $merged  `merge_the_update()`'s answer.
	 * @param mixed                $saved   What the page holds now.
	 * @param mixed                $checked What the page holds, as the case's `merged` names it (null: `$saved`).
	 */
	private function check_saved( array $case, array $merged, mixed $saved, mixed $checked = null ): void {
		$result = array(
			'content'   => $checked ?? $saved,
			'conflicts' => $merged['conflicts'],
		);
		BlockMergeCases::check( $this, $case, $result );
		if ( 'conflicted' === $merged['outcome'] ) {
			$this->assertSame( $case['ours'], $saved, 'a conflict writes nothing' );
		}
		if ( is_callable( $case['also'] ) ) {
			( $case['also'] )( $this, array( 'content' => $saved ) + $result );
		}
	}
}
