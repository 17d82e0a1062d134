<?php
/**
 * A network site's import uses only a theme the network lets that site
 * use, unless a super admin runs it (issue [22], multisite, the medium
 * finding); and a network's new site may import at all.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Site\FullSiteImport\Preflight;
use Stencilbox\Tests\MultisiteTestCase;

/**
 * The finding: a sub-site administrator's import switched the site to an
 * installed theme the network had not enabled for it (no
 * `WP_Theme::is_allowed()` check).
 */
final class ThemesOnANetworkTest extends MultisiteTestCase {
	/**
	 * The pack's theme, installed on the network (by its super admin,
	 * earlier) and enabled nowhere.
	 */
	private function install_theme_for_the_network(): void {
		$from  = self::DIRECTORY . '/themes/' . self::THEME;
		$to    = get_theme_root() . '/' . self::THEME;
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $from, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST );
		mkdir( $to );
		foreach ( $files as $file ) {
			$target = $to . '/' . substr( $file->getPathname(), strlen( $from ) + 1 );
			$file->isDir() ? mkdir( $target ) : copy( $file->getPathname(), $target );
		}
		wp_clean_themes_cache();
		$this->assertTrue( wp_get_theme( self::THEME )->exists() );
		$this->assertFalse( wp_get_theme( self::THEME )->is_allowed(), 'not enabled for this site' );
	}

	public function test_a_sub_site_administrator_is_told_to_ask_for_a_theme_the_network_has_not_enabled_for_the_site(): void {
		$this->install_theme_for_the_network();
		$before  = get_stylesheet();
		$session = $this->start( $this->form( array( 'plugins' => array() ) ) );
		$this->assertSame( 'error', $this->run_to_end( $session ), 'refused before anything is written' );
		$error = array_values( array_filter( $this->log( $session ), static fn( array $entry ): bool => 'error' === $entry['action'] ) )[0]['data'];
		$this->assertSame( 'invalid_requirements', $error['code'] );
		$this->assertSame( 'This site cannot run this import yet, so nothing was changed. Stencilbox Canvas is installed on this network but not enabled for this site: ask a network administrator to enable it for this site, or leave the theme unticked.', $error['message'] );
		$this->assertSame( $before, get_stylesheet() );
		$this->assertFalse( get_option( 'allowedthemes' ) );
	}

	public function test_the_refusal_names_the_theme_chosen_not_the_packs(): void {
		// Found by probing (2026-12-04): it named the pack's theme.
		$this->assertTrue( wp_get_theme( 'twentytwentyone' )->exists() );
		$this->assertFalse( wp_get_theme( 'twentytwentyone' )->is_allowed(), 'not enabled for this site' );
		$session = $this->start( $this->form( array( 'plugins' => array(), 'theme' => array( 'stylesheet' => 'twentytwentyone' ) ) ) );
		$this->assertSame( 'error', $this->run_to_end( $session ) );
		$error = array_values( array_filter( $this->log( $session ), static fn( array $entry ): bool => 'error' === $entry['action'] ) )[0]['data'];
		$this->assertStringContainsString( 'Twenty Twenty-One is installed on this network but not enabled for this site', $error['message'] );
	}

	public function test_a_super_admins_import_enables_the_theme_for_the_site_and_the_revert_takes_that_back(): void {
		$this->install_theme_for_the_network();
		$this->super_admin();
		$before  = get_stylesheet();
		$session = $this->start( $this->form( array( 'plugins' => array() ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $session ), (string) wp_json_encode( $this->log( $session ) ) );
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertSame( array( self::THEME => true ), get_option( 'allowedthemes' ), 'enabled for this site, as Network Admin → Sites → Themes does' );

		$reverted = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $reverted->get_status(), (string) wp_json_encode( $reverted->get_data() ) );
		$this->assertSame( $before, get_stylesheet() );
		$this->assertFalse( get_option( 'allowedthemes' ), 'no longer enabled for this site' );
		$this->assertDirectoryExists( get_theme_root() . '/' . self::THEME, 'installed before the import: never the revert\'s to remove' );
	}

	public function test_a_new_site_without_its_uploads_folder_yet_may_import(): void {
		$missing = get_temp_dir() . 'stencilbox-ms-' . wp_generate_password( 8, false, false ) . '/uploads/sites/' . $this->sub;
		$this->assertDirectoryDoesNotExist( dirname( $missing, 3 ) );
		$point = static fn( array $dirs ): array => array( 'basedir' => $missing ) + $dirs;
		add_filter( 'upload_dir', $point );
		$problems = ( new Preflight() )->problems( $this->admin, array() );
		remove_filter( 'upload_dir', $point );
		$this->assertSame( array(), $problems, 'WordPress makes the folder on the first upload' );
	}
}
