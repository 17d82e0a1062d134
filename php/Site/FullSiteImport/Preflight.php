<?php
/**
 * What a full-site import needs from this site, checked before it writes
 * anything.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\SiteHealth;

defined( 'ABSPATH' ) || exit;

/**
 * The import's first step (permission) asks this before the download
 * writes the first byte. Only what this import will do is asked for: a
 * plugin or theme the site already has is activated, never installed, so
 * neither a locked plugins folder nor `DISALLOW_FILE_MODS` stops it. The
 * thresholds are Site Health's (`SiteHealth::MEMORY_MIN`, `TIME_MIN`): the
 * same rule in both places.
 *
 * Every problem is one sentence saying what is missing and what to do;
 * all of them are reported at once.
 */
final class Preflight {
	/**
	 * Reads a PHP setting (ini_get by default; tests give other values).
	 *
	 * @var \Closure(string): (string|false)
	 */
	private \Closure $ini;

	/**
	 * Whether a folder is writable (wp_is_writable by default).
	 *
	 * @var \Closure(string): bool
	 */
	private \Closure $writable;

	/**
	 * Constructor.
	 *
	 * @param \Closure|null $ini      Reads a PHP setting.
	 * @param \Closure|null $writable Whether a folder is writable.
	 */
	public function __construct( ?\Closure $ini = null, ?\Closure $writable = null ) {
		$this->ini      = $ini ?? static fn( string $name ): string|false => ini_get( $name );
		$this->writable = $writable ?? static fn( string $dir ): bool => wp_is_writable( $dir );
	}

	/**
	 * What stops this import here (empty when nothing does).
	 *
	 * @param int                  $user  The WordPress user running it.
	 * @param array<string, mixed> $state The session's cursor data (form, info).
	 * @return string[] One sentence per problem.
	 */
	public function problems( int $user, array $state ): array {
		$problems = array();
		if ( ! class_exists( \ZipArchive::class ) ) {
			$problems[] = __( 'PHP’s zip extension is missing, so the pack cannot be read: ask your host to enable it.', 'stencilbox' );
		}
		$memory = (string) ( $this->ini )( 'memory_limit' );
		if ( '-1' !== $memory && wp_convert_hr_to_bytes( $memory ) < SiteHealth::MEMORY_MIN ) {
			/* translators: 1: the least memory in MB, 2: the current limit (e.g. 64M). */
			$problems[] = sprintf( __( 'Each import request needs %1$d MB of PHP memory; this site allows %2$s. Raise WP_MEMORY_LIMIT in wp-config.php, or ask your host.', 'stencilbox' ), SiteHealth::MEMORY_MIN / MB_IN_BYTES, $memory );
		}
		$seconds = (int) ( $this->ini )( 'max_execution_time' );
		if ( 0 !== $seconds && $seconds < SiteHealth::TIME_MIN ) {
			/* translators: 1: the least time in seconds, 2: the current limit in seconds. */
			$problems[] = sprintf( __( 'Each import request needs %1$d seconds; this site allows %2$d. Ask your host to raise max_execution_time.', 'stencilbox' ), SiteHealth::TIME_MIN, $seconds );
		}
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) || ! ( $this->writable )( self::nearest_folder( (string) $uploads['basedir'] ) ) ) {
			/* translators: %s: folder path. */
			$problems[] = sprintf( __( 'The uploads folder (%s) is not writable, so the pack and its images cannot be stored: ask your host to make it writable.', 'stencilbox' ), (string) $uploads['basedir'] );
		}
		return array_merge( $problems, $this->plugin_problems( $user, $state ), $this->theme_problems( $user, $state ) );
	}

	/**
	 * The folder itself, or the nearest one above it that exists: where
	 * WordPress makes it on the first upload (a network's new site has no
	 * uploads/sites/<id> folder until then, and may still store files).
	 *
	 * @param string $dir Folder.
	 */
	private static function nearest_folder( string $dir ): string {
		while ( ! file_exists( $dir ) && dirname( $dir ) !== $dir ) {
			$dir = dirname( $dir );
		}
		return $dir;
	}

	/**
	 * The chosen plugins: those to install need file changes allowed, the
	 * right to install and a writable plugins folder; those already here
	 * only the right to activate. A pro plugin is never installed (the
	 * import reports it and goes on), so it asks nothing here.
	 *
	 * @param int                  $user  User.
	 * @param array<string, mixed> $state Cursor data.
	 * @return string[]
	 */
	private function plugin_problems( int $user, array $state ): array {
		$chosen = array_map( static fn( mixed $p ): string => is_array( $p ) ? (string) ( $p['slug'] ?? '' ) : (string) $p, (array) ( $state['form']['plugins'] ?? array() ) );
		if ( ! $chosen ) {
			return array();
		}
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$installed = array_map( static fn( string $file ): string => dirname( $file ), array_keys( get_plugins() ) );
		$missing   = array();
		foreach ( (array) ( $state['info']['dependencies'] ?? array() ) as $dependency ) {
			$slug = is_array( $dependency ) ? (string) ( $dependency['slug'] ?? '' ) : '';
			if ( '' !== $slug && in_array( $slug, $chosen, true ) && empty( $dependency['is_pro'] ) && ! in_array( $slug, $installed, true ) ) {
				$missing[] = (string) ( $dependency['name'] ?? $slug );
			}
		}
		$problems = array();
		if ( ! user_can( $user, 'activate_plugins' ) ) {
			$problems[] = __( 'You are not allowed to activate plugins on this site, and this import needs to: ask an administrator to run it.', 'stencilbox' );
		}
		if ( ! $missing ) {
			return $problems;
		}
		$names = implode( ', ', $missing );
		if ( ! wp_is_file_mod_allowed( 'stencilbox_full_site_import' ) ) {
			/* translators: %s: plugin names. */
			$problems[] = sprintf( __( 'This site does not allow installing plugins (DISALLOW_FILE_MODS), and the import needs %s: install it yourself, or leave it unticked.', 'stencilbox' ), $names );
		} elseif ( ! user_can( $user, 'install_plugins' ) ) {
			/* translators: %s: plugin names. */
			$problems[] = sprintf( __( 'You are not allowed to install plugins on this site, and the import needs %s: ask an administrator to install it, or leave it unticked.', 'stencilbox' ), $names );
		} elseif ( ! ( $this->writable )( WP_PLUGIN_DIR ) ) {
			/* translators: 1: folder path, 2: plugin names. */
			$problems[] = sprintf( __( 'The plugins folder (%1$s) is not writable, so %2$s cannot be installed: install it yourself, or leave it unticked.', 'stencilbox' ), WP_PLUGIN_DIR, $names );
		}
		return $problems;
	}

	/**
	 * The chosen theme: to install, it needs file changes allowed, the
	 * right to install and a writable themes folder; already here, the
	 * right to switch themes and, on a network, the theme enabled for this
	 * site or the right to enable it (a super admin's).
	 *
	 * @param int                  $user  User.
	 * @param array<string, mixed> $state Cursor data.
	 * @return string[]
	 */
	private function theme_problems( int $user, array $state ): array {
		$slug = (string) ( $state['form']['theme']['stylesheet'] ?? '' );
		if ( '' === $slug || get_stylesheet() === $slug ) {
			return array();
		}
		if ( ! user_can( $user, 'switch_themes' ) ) {
			return array( __( 'You are not allowed to change the theme on this site, and this import needs to: ask an administrator to run it, or leave the theme unticked.', 'stencilbox' ) );
		}
		$theme = wp_get_theme( $slug );
		// The chosen theme's name: the pack's when it is the pack's theme.
		$name = $theme->exists() ? (string) $theme->get( 'Name' ) : $slug;
		if ( $slug === ( $state['info']['theme']['slug'] ?? null ) ) {
			$name = (string) ( $state['info']['theme']['name'] ?? $name );
		}
		if ( $theme->exists() ) {
			// On a network, a site uses only the themes enabled for it; a
			// super admin's import enables it (`ThemeStep`), anyone else asks.
			if ( is_multisite() && ! $theme->is_allowed() && ! user_can( $user, 'manage_network_themes' ) ) {
				/* translators: %s: theme name. */
				return array( sprintf( __( '%s is installed on this network but not enabled for this site: ask a network administrator to enable it for this site, or leave the theme unticked.', 'stencilbox' ), $name ) );
			}
			return array();
		}
		if ( ! wp_is_file_mod_allowed( 'stencilbox_full_site_import' ) ) {
			/* translators: %s: theme name. */
			return array( sprintf( __( 'This site does not allow installing themes (DISALLOW_FILE_MODS), and the import needs %s: install it yourself, or leave the theme unticked.', 'stencilbox' ), $name ) );
		}
		if ( ! user_can( $user, 'install_themes' ) ) {
			/* translators: %s: theme name. */
			return array( sprintf( __( 'You are not allowed to install themes on this site, and the import needs %s: ask an administrator to install it, or leave the theme unticked.', 'stencilbox' ), $name ) );
		}
		if ( ! ( $this->writable )( get_theme_root() ) ) {
			/* translators: 1: folder path, 2: theme name. */
			return array( sprintf( __( 'The themes folder (%1$s) is not writable, so %2$s cannot be installed: install it yourself, or leave the theme unticked.', 'stencilbox' ), get_theme_root(), $name ) );
		}
		return array();
	}
}
