<?php
/**
 * Full-site import step `theme`: installing the theme.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\ThemePackage;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- every throw here is an HttpError, whose message is plain text (see HttpError::raise()).

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
	 * Theme: install the chosen theme if the site lacks it (the hub's
	 * package, checked like plugin packages), then activate it. A refused
	 * package stops the import (nothing was written yet); a theme the hub
	 * cannot serve is reported ('Theme Installation Failed') and the import
	 * goes on with the current theme.
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
		try {
			if ( ! wp_get_theme( $slug )->exists() ) {
				$connection = $this->tools->account->require_connection( (int) $session['user_id'] );
				$answer     = $this->tools->account->call( $connection, 'GET', '/themes/' . rawurlencode( $slug ) . '/package' );
				$bytes      = self::decode( $answer, __( 'The theme package arrived damaged. Please try again.', 'stencilbox' ) );
				require_once ABSPATH . 'wp-admin/includes/file.php';
				$tmp = wp_tempnam( $slug . '.zip' );
				file_put_contents( $tmp, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
				try {
					ThemePackage::install( $tmp, $slug );
				} finally {
					wp_delete_file( $tmp );
				}
			}
		} catch ( HttpError $error ) {
			if ( 'invalid_package' === $error->error_code() ) {
				throw $error;
			}
			$state['results']['dependency_data']['theme'] = array(
				'success' => false,
				'message' => $error->getMessage(),
			);
			return;
		}
		if ( ! in_array( $slug, (array) $state['baseline']['themes'], true ) ) {
			$this->tools->journal->add( $id, Journal::THEME_INSTALLED, $slug );
		}
		switch_theme( $slug );
		// WordPress finishes a switch on the next request (`after_switch_theme`,
		// widgets, rewrite rules); done here, those writes are journaled too.
		check_theme_switched();
		$state['results']['dependency_data']['theme'] = array( 'success' => true );
	}

	/**
	 * The bytes of a package answer, checked against its SHA-256.
	 *
	 * @param array<mixed> $answer  Hub answer.
	 * @param string       $message Message when damaged.
	 * @throws HttpError `invalid_package` (502).
	 */
	private static function decode( array $answer, string $message ): string {
		$bytes = base64_decode( (string) ( $answer['data'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		if ( false === $bytes || hash( 'sha256', $bytes ) !== ( $answer['sha256'] ?? '' ) ) {
			throw new HttpError( 'invalid_package', $message, 502 );
		}
		return $bytes;
	}
}
