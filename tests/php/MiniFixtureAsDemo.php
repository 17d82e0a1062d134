<?php
/**
 * The mini fixture catalogue standing for the demo catalogue (it ships the
 * plugins/mini-helper folder): the dependency and package route tests'
 * set-up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * For a test with `FIXTURE` (the mini fixture's folder) that uses
 * `AccountHelpers`.
 */
trait MiniFixtureAsDemo {
	/**
	 * Files to remove after the test.
	 *
	 * @var string[]
	 */
	private array $temp = array();

	/**
	 * Mails captured; the mini fixture stands for the demo catalogue.
	 */
	private function set_up_mini_demo(): void {
		$this->capture_mails();
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
	}

	/**
	 * Mails released; the demo catalogue back; the temporary files removed.
	 */
	private function tear_down_mini_demo(): void {
		$this->release_mails();
		remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'fixture_dir' ) );
		foreach ( $this->temp as $file ) {
			wp_delete_file( $file );
		}
	}

	/**
	 * The mini fixture's folder (the `stencilbox_demo_catalogue_dir` filter).
	 */
	public function fixture_dir(): string {
		return (string) realpath( self::FIXTURE );
	}
}
