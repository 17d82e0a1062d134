<?php
/**
 * Full-site import step `wp-content`: applying your site settings.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\GlobalStyles;

defined( 'ABSPATH' ) || exit;

/**
 * Applying your site settings (`Importer::STEPS` lists it in the spec's order).
 */
final class SiteSettingsStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'wp-content';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Applying your site settings', 'stencilbox' );
	}

	/**
	 * wp-content: title, tagline, logo, front page (unless the user keeps
	 * theirs), colours and typography (not when the pages were matched to
	 * the site's look: `StepTools::dressed()`).
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $unit );
		unset( $session );
		$form = (array) $state['form'];
		// Plain text (`ImportForm`), then as WordPress's options screen
		// stores them: `update_option()` runs `sanitize_option()`.
		update_option( 'blogname', (string) $form['title'] );
		update_option( 'blogdescription', (string) $form['slogan'] );
		$logo = (int) ( $form['logo']['id'] ?? 0 ) ?: self::pack_logo( $state );
		if ( $logo > 0 ) {
			update_option( 'site_logo', $logo );
			set_theme_mod( 'custom_logo', $logo );
		}
		// "Keep the current front page": the pages are imported all the same.
		if ( ! empty( $state['home'] ) && empty( $form['keep_front_page'] ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', (int) $state['home'] );
		}
		if ( ! empty( $state['results']['look']['matched'] ) ) {
			// "Match my site": the pages took the site's palette and fonts, which stay as they are.
			$state['results']['styles'] = '';
			return;
		}
		[ $colours, $typography ]   = GlobalStyles::chosen( (array) ( $state['info']['settings'] ?? array() ), $form );
		$state['results']['styles'] = $this->tools->styles->apply( (string) $state['info']['platform'], $colours, $typography, $this->tools->families( $state ) );
	}

	/**
	 * The pack's own logo (its settings' `site_logo` or `logo`), when it is
	 * one of the package's images this import copied: used when the user
	 * chose none.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return int Attachment id, or 0.
	 */
	private static function pack_logo( array $state ): int {
		$logo = (string) ( $state['info']['settings']['logo'] ?? '' );
		$name = '' === $logo ? '' : wp_basename( (string) wp_parse_url( $logo, PHP_URL_PATH ) );
		return '' === $name ? 0 : (int) ( $state['images'][ $name ]['id'] ?? 0 );
	}
}
