<?php
/**
 * Full-site import step `finalize`: finishing the import.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\ImageSizes;
use Stencilbox\Site\FullSiteImport\Importer;
use Stencilbox\Site\FullSiteImport\Imports;

defined( 'ABSPATH' ) || exit;

/**
 * Finishing the import (`Importer::STEPS` lists it in the spec's order).
 */
final class FinalizeStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'finalize';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Finishing the import', 'stencilbox' );
	}

	/**
	 * Finalize: the package is no longer needed; the results are complete.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $unit );
		Importer::discard_package( $state, $session );
		$state['results'] += array( 'attachments' => 0 );
		$state['results']['dependency_data'] = (array) ( $state['results']['dependency_data'] ?? array() ) + array(
			'plugins' => array(
				'total'   => 0,
				'succeed' => 0,
				'active'  => 0,
				'failed'  => array(),
			),
			// No theme step ran: the site's own theme stayed.
			'theme'   => array(
				'success' => true,
				'outcome' => 'kept',
				'name'    => html_entity_decode( (string) wp_get_theme()->get( 'Name' ), ENT_QUOTES, 'UTF-8' ),
			),
		);
		$state['results']['site_url'] = home_url( '/' );
		// The admin page's admin bar shows the imported title at once.
		$state['results']['site_name'] = Imports::site_name();
		$state['results']['session']  = (string) $session['uuid'];
		// The results screen asks for their smaller sizes while some wait.
		$state['results']['images_waiting'] = ImageSizes::count();
		// Every imported page, for the results step's links.
		$state['results']['pages'] = array();
		foreach ( (array) ( $state['pages'] ?? array() ) as $page_id ) {
			if ( 'publish' === get_post_status( (int) $page_id ) ) {
				$state['results']['pages'][] = array(
					'id'    => (int) $page_id,
					'title' => html_entity_decode( get_the_title( (int) $page_id ), ENT_QUOTES, 'UTF-8' ),
					'url'   => (string) get_permalink( (int) $page_id ),
					'front' => (int) get_option( 'page_on_front' ) === (int) $page_id && 'page' === get_option( 'show_on_front' ),
				);
			}
		}
	}
}
