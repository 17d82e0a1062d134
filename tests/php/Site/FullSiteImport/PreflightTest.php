<?php
/**
 * Pre-flight (issue [17]): what the site must allow is checked before the
 * import writes anything; what is already there needs no permission to
 * install.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\Preflight;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * `DISALLOW_FILE_MODS` is WordPress's `file_mod_allowed` filter here (the
 * constant cannot be undefined in one process; the e2e spec sets the real
 * constant). Memory, time and folders are given to `Preflight` directly:
 * this process's own limits cannot be lowered safely.
 */
final class PreflightTest extends FullSiteImportTestCase {

	protected function tearDown(): void {
		remove_filter( 'file_mod_allowed', '__return_false' );
		parent::tearDown();
	}

	/**
	 * Copies a folder (the plugin or theme "already installed").
	 *
	 * @param string $from Folder.
	 * @param string $to   Target.
	 */
	private static function copy_folder( string $from, string $to ): void {
		wp_mkdir_p( $to );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $from, \FilesystemIterator::SKIP_DOTS | \FilesystemIterator::FOLLOW_SYMLINKS ), \RecursiveIteratorIterator::SELF_FIRST );
		foreach ( $files as $file ) {
			$target = $to . '/' . substr( $file->getPathname(), strlen( $from ) + 1 );
			$file->isDir() ? wp_mkdir_p( $target ) : copy( $file->getPathname(), $target );
		}
		wp_clean_plugins_cache( false );
		wp_clean_themes_cache();
	}

	/**
	 * The session's error events.
	 *
	 * @param string $session Session id.
	 * @return array<int, array<string, mixed>>
	 */
	private function errors( string $session ): array {
		return array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'error' === $e['action'] ) );
	}

	public function test_with_file_changes_disallowed_an_import_whose_plugin_and_theme_are_here_runs_to_the_end(): void {
		self::copy_folder( self::DIRECTORY . '/plugins/' . self::PLUGIN, WP_PLUGIN_DIR . '/' . self::PLUGIN );
		self::copy_folder( self::DIRECTORY . '/themes/' . self::THEME, get_theme_root() . '/' . self::THEME );
		add_filter( 'file_mod_allowed', '__return_false' );
		$this->assertFalse( current_user_can( 'install_plugins' ), 'file changes are not disallowed' );

		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ), (string) wp_json_encode( $this->errors( $session ) ) );
		$this->assertTrue( is_plugin_active( self::PLUGIN . '/' . self::PLUGIN . '.php' ) );
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );
		// The theme was there: activated, not installed.
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$this->assertSame( 'activated', $complete[0]['data']['dependency_data']['theme']['outcome'] );
	}

	public function test_with_file_changes_disallowed_an_import_that_must_install_a_plugin_says_so_before_writing_anything(): void {
		self::copy_folder( self::DIRECTORY . '/themes/' . self::THEME, get_theme_root() . '/' . self::THEME );
		add_filter( 'file_mod_allowed', '__return_false' );
		$before = self::snapshot();

		$session = $this->start( $this->form() );
		$this->assertSame( 'error', $this->run_to_end( $session ) );
		$errors = $this->errors( $session );
		$this->assertCount( 1, $errors );
		$this->assertSame( 'permission', $errors[0]['data']['type'] );
		$this->assertSame( 'invalid_requirements', $errors[0]['data']['code'] );
		$this->assertFalse( $errors[0]['data']['retry'] );
		$this->assertStringContainsString( 'nothing was changed', $errors[0]['data']['message'] );
		$this->assertStringContainsString( 'DISALLOW_FILE_MODS', $errors[0]['data']['message'] );
		$this->assertStringContainsString( 'Mini Helper', $errors[0]['data']['message'] );
		// Nothing of the import anywhere: tables, folders, journal.
		$this->assert_same_snapshot( $before, self::snapshot() );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertDirectoryDoesNotExist( trailingslashit( wp_get_upload_dir()['basedir'] ) . 'stencilbox-fsi' );
		$this->assertSame( 0, self::journal_count( $session ) );
		$this->assertNotSame( self::THEME, get_stylesheet() );
	}

	public function test_a_theme_that_must_be_installed_is_refused_when_file_changes_are_disallowed(): void {
		add_filter( 'file_mod_allowed', '__return_false' );
		$session = $this->start( $this->form( array( 'plugins' => array() ) ) );
		$this->assertSame( 'error', $this->run_to_end( $session ) );
		$errors = $this->errors( $session );
		$this->assertSame( 'invalid_requirements', $errors[0]['data']['code'] );
		$this->assertStringContainsString( 'installing themes', $errors[0]['data']['message'] );
		$this->assertSame( 0, self::journal_count( $session ) );
	}

	/**
	 * The cursor data of a Harbor import, as the permission step sees it.
	 *
	 * @param array<string, mixed> $form Form overrides.
	 * @return array<string, mixed>
	 */
	private function state( array $form = array() ): array {
		return array(
			'form' => $this->form( $form ),
			'info' => array(
				'dependencies' => array(
					array(
						'slug'   => self::PLUGIN,
						'name'   => 'Mini Helper',
						'is_pro' => false,
					),
				),
				'theme'        => array( 'name' => 'Stencilbox Canvas' ),
			),
		);
	}

	public function test_memory_time_and_folders_each_name_what_is_missing(): void {
		$ini      = static fn( array $values ): \Closure => static fn( string $name ): string => (string) ( $values[ $name ] ?? ini_get( $name ) );
		$writable = static fn( array $locked ): \Closure => static fn( string $dir ): bool => ! in_array( $dir, $locked, true );
		$fine     = new Preflight(
			$ini(
				array(
					'memory_limit'       => '128M',
					'max_execution_time' => '30',
				)
			),
			$writable( array() )
		);
		$this->assertSame( array(), $fine->problems( $this->admin, $this->state() ) );
		$unlimited = new Preflight(
			$ini(
				array(
					'memory_limit'       => '-1',
					'max_execution_time' => '0',
				)
			),
			$writable( array() )
		);
		$this->assertSame( array(), $unlimited->problems( $this->admin, $this->state() ) );

		$tight    = new Preflight(
			$ini(
				array(
					'memory_limit'       => '64M',
					'max_execution_time' => '5',
				)
			),
			$writable( array( wp_upload_dir( null, false )['basedir'], WP_PLUGIN_DIR, get_theme_root() ) )
		);
		$problems = $tight->problems( $this->admin, $this->state() );
		$this->assertCount( 5, $problems, implode( "\n", $problems ) );
		$this->assertStringContainsString( '128 MB of PHP memory; this site allows 64M', $problems[0] );
		$this->assertStringContainsString( '10 seconds; this site allows 5', $problems[1] );
		$this->assertStringContainsString( 'The uploads folder', $problems[2] );
		$this->assertStringContainsString( 'The plugins folder', $problems[3] );
		$this->assertStringContainsString( 'Mini Helper cannot be installed', $problems[3] );
		$this->assertStringContainsString( 'The themes folder', $problems[4] );

		// A plugin and theme already here need no writable folder; nothing chosen needs nothing.
		self::copy_folder( self::DIRECTORY . '/plugins/' . self::PLUGIN, WP_PLUGIN_DIR . '/' . self::PLUGIN );
		self::copy_folder( self::DIRECTORY . '/themes/' . self::THEME, get_theme_root() . '/' . self::THEME );
		$locked = new Preflight( $ini( array() ), $writable( array( WP_PLUGIN_DIR, get_theme_root() ) ) );
		$this->assertSame( array(), $locked->problems( $this->admin, $this->state() ) );
		$this->assertSame(
			array(),
			( new Preflight( $ini( array() ), $writable( array( WP_PLUGIN_DIR, get_theme_root() ) ) ) )->problems(
				$this->admin,
				$this->state(
					array(
						'plugins' => array(),
						'theme'   => null,
					)
				)
			)
		);
	}

	public function test_a_user_who_may_import_but_not_activate_plugins_is_told_before_anything_is_written(): void {
		$user = $this->login_as( 'editor' );
		get_userdata( $user )->add_cap( \Stencilbox\Support\Names::CAP_FSI );
		$problems = ( new Preflight() )->problems( $user, $this->state() );
		$this->assertNotEmpty( $problems );
		$this->assertStringContainsString( 'not allowed to activate plugins', $problems[0] );
	}
}
