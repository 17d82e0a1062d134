<?php
/**
 * Full-site import step `theme`: installing the theme.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Installing the theme (`Importer::STEPS` lists it in the spec's order).
 */
final class ThemeStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'theme';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Installing the theme', 'stencilbox' );
	}

	/**
	 * Whether this import takes the step.
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 */
	public static function applies( array $info, array $form ): bool {
		$theme = (string) ( $form['theme']['stylesheet'] ?? '' );
		unset( $info );
		return '' !== $theme && get_stylesheet() !== $theme;
	}

	/**
	 * Theme: install the chosen theme if the site lacks it (WordPress's
	 * own installer, from the theme directory, or the hub's package where
	 * the site allows it: `CodeInstaller`), then activate it. A refused
	 * package stops the import (nothing was written yet); a theme that
	 * cannot be installed is reported ('Theme Installation Failed', with
	 * why) and the import goes on with the current theme.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws HttpError `invalid_package`.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $unit );
		$slug = (string) $state['form']['theme']['stylesheet'];
		$id   = (int) $session['id'];
		$installed = false;
		try {
			if ( ! wp_get_theme( $slug )->exists() ) {
				$installed = true;
				$name = (string) ( $state['form']['theme']['name'] ?? $state['info']['theme']['name'] ?? $slug );
				$this->tools->plugins->installer()->theme( (int) $session['user_id'], $slug, '' !== $name ? $name : $slug );
			}
		} catch ( HttpError $error ) {
			if ( 'invalid_package' === $error->error_code() ) {
				throw $error;
			}
			$state['results']['dependency_data']['theme'] = array(
				'success' => false,
				'message' => $error->getMessage(),
				'outcome' => 'failed',
			);
			return;
		}
		if ( ! in_array( $slug, (array) $state['baseline']['themes'], true ) ) {
			$this->tools->journal->add( $id, Journal::THEME_INSTALLED, $slug );
		}
		self::enable_on_this_site( $slug );
		switch_theme( $slug );
		// WordPress finishes a switch on the next request (`after_switch_theme`,
		// widgets, rewrite rules); done here, those writes are journaled too.
		check_theme_switched();
		$state['results']['dependency_data']['theme'] = array(
			'success' => true,
			'outcome' => $installed ? 'installed' : 'activated',
			'name'    => html_entity_decode( (string) wp_get_theme( $slug )->get( 'Name' ), ENT_QUOTES, 'UTF-8' ),
		);
	}

	/**
	 * On a network, enables the theme for this site when the network has
	 * not (as Network Admin → Sites → Themes does: the site's
	 * `allowedthemes` option, written while the import journals options, so
	 * a revert takes it back). Only a super admin's import gets here with
	 * such a theme: `Preflight` refuses anyone else's.
	 *
	 * @param string $slug Theme folder.
	 */
	private static function enable_on_this_site( string $slug ): void {
		if ( ! is_multisite() || wp_get_theme( $slug )->is_allowed( 'network' ) ) {
			return;
		}
		// Core first turns an old site's name-keyed list into this option;
		// then it is read afresh (core keeps the list it read first).
		\WP_Theme::get_allowed_on_site();
		$allowed = get_option( 'allowedthemes' );
		$allowed = is_array( $allowed ) ? $allowed : array();
		if ( empty( $allowed[ $slug ] ) ) {
			$allowed[ $slug ] = true;
			update_option( 'allowedthemes', $allowed );
		}
	}
}
