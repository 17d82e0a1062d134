<?php
/**
 * Full-site import step `plugin`: installing plugins.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Installing plugins (`Importer::STEPS` lists it in the spec's order).
 */
final class PluginStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'plugin';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Installing plugins', 'stencilbox' );
	}

	/**
	 * Whether this import takes the step.
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 */
	public static function applies( array $info, array $form ): bool {
		unset( $info );
		return ! empty( $form['plugins'] );
	}

	/**
	 * How many units the step has now.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		return count( $this->chosen_plugins( $state ) );
	}

	/**
	 * Plugin: one chosen plugin, installed (free ones, from the hub's
	 * package) and activated. A plugin that cannot be installed — a pro
	 * plugin, a refused package — is reported in the results; the import
	 * goes on.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		$dependency = $this->chosen_plugins( $state )[ $unit ] ?? null;
		if ( null === $dependency ) {
			return;
		}
		$slug     = (string) $dependency['slug'];
		$results = (array) ( $state['results']['dependency_data']['plugins'] ?? array() ) + array(
			'total'   => count( $this->chosen_plugins( $state ) ),
			'succeed' => 0,
			'active'  => 0,
			'failed'  => array(),
		);
		// Already active before: counted apart, not as "installed".
		$was_active = ! empty( $this->tools->plugins->check( array( $dependency ) )[0]['is_active'] );
		$mine    = is_dir( WP_PLUGIN_DIR . '/' . $slug ) && ! in_array( $slug, (array) $state['baseline']['plugins'], true );
		try {
			if ( $mine ) {
				// Left by a request that was cut off after writing the folder:
				// the import's own, so it is recorded and activated.
				$this->tools->journal->add( (int) $session['id'], Journal::PLUGIN_INSTALLED, $slug );
			}
			$this->tools->plugins->install( (int) $session['user_id'], $dependency );
			if ( ! in_array( $slug, (array) $state['baseline']['plugins'], true ) ) {
				$this->tools->journal->add( (int) $session['id'], Journal::PLUGIN_INSTALLED, $slug );
			}
			++$results['succeed'];
			$results['active'] += $was_active ? 1 : 0;
		} catch ( HttpError $error ) {
			$results['failed'][] = array(
				'name'    => (string) ( $dependency['name'] ?? $slug ),
				'slug'    => $slug,
				'is_pro'  => ! empty( $dependency['is_pro'] ),
				'message' => $error->getMessage(),
			);
		}
		$state['results']['dependency_data']['plugins'] = $results;
	}

	/**
	 * The dependencies the user chose, as the hub describes them.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<int, array<string, mixed>>
	 */
	private function chosen_plugins( array $state ): array {
		$chosen = array_map( static fn( mixed $p ): string => is_array( $p ) ? (string) ( $p['slug'] ?? '' ) : (string) $p, (array) ( $state['form']['plugins'] ?? array() ) );
		return array_values(
			array_filter(
				(array) ( $state['info']['dependencies'] ?? array() ),
				static fn( mixed $dependency ): bool => is_array( $dependency ) && in_array( (string) ( $dependency['slug'] ?? '' ), $chosen, true )
			)
		);
	}
}
