<?php
/**
 * The import's steps have one source: the step classes listed in
 * `Importer::STEPS`. The server tells the client which steps an import
 * takes and their titles (`plan` in `/start`'s answer and in every import),
 * and the progress events carry the same titles.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\Importer;
use Stencilbox\Site\FullSiteImport\Steps\Step;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Steps, plan and titles.
 */
final class StepsTest extends FullSiteImportTestCase {

	public function test_every_step_class_is_registered_once_in_the_spec_order(): void {
		// Spec part 2 §4's progress order.
		$this->assertSame( array( 'permission', 'download', 'theme', 'plugin', 'attachments', 'templates', 'content', 'wp-content', 'finalize' ), Importer::names() );
		$classes = array();
		foreach ( (array) glob( dirname( __DIR__, 4 ) . '/php/Site/FullSiteImport/Steps/*Step.php' ) as $file ) {
			$class = 'Stencilbox\\Site\\FullSiteImport\\Steps\\' . basename( (string) $file, '.php' );
			if ( is_subclass_of( $class, Step::class ) ) {
				$classes[] = $class;
			}
		}
		sort( $classes );
		$listed = Importer::STEPS;
		sort( $listed );
		$this->assertSame( $classes, $listed, 'a step class in Steps/ that Importer::STEPS does not list never runs' );
		foreach ( Importer::STEPS as $class ) {
			$this->assertNotSame( '', $class::title(), $class );
			$this->assertSame( $class::title(), Importer::title( $class::name() ) );
		}
	}

	public function test_the_plan_drops_the_steps_an_import_does_not_take(): void {
		$info = array( 'has_attachments' => false );
		$form = array(
			'plugins' => array(),
			'theme'   => array( 'stylesheet' => get_stylesheet() ),
		);
		$this->assertSame( array( 'permission', 'download', 'templates', 'content', 'wp-content', 'finalize' ), Importer::plan( $info, $form ) );
		$this->assertSame(
			Importer::names(),
			Importer::plan(
				array( 'has_attachments' => true ),
				array(
					'plugins' => array( 'x' ),
					'theme'   => array( 'stylesheet' => 'not-' . get_stylesheet() ),
				)
			)
		);
	}

	public function test_start_and_the_imports_list_answer_the_plan_with_the_titles_the_progress_events_carry(): void {
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form() );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data()['data'];
		$this->assertSame( $data['steps'], array_column( $data['plan'], 'type' ) );
		$this->assertSame( array_map( array( Importer::class, 'title' ), $data['steps'] ), array_column( $data['plan'], 'title' ) );
		$this->assertSame( 'complete', $this->run_to_end( (string) $data['session_id'] ) );
		$titles = array();
		foreach ( $this->log( (string) $data['session_id'] ) as $event ) {
			if ( 'updateLog' === $event['action'] ) {
				$titles[ $event['data']['type'] ] = $event['data']['title'];
			}
		}
		$this->assertSame( array_column( $data['plan'], 'title', 'type' ), $titles, 'every planned step reported, with its planned title' );
		$imports = $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data()['data'];
		$this->assertSame( $data['plan'], $imports[0]['plan'] );
	}
}
