<?php
/**
 * Checks and installs the plugins an item depends on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Dependencies;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A free dependency is installed through WordPress's own installer
 * (`CodeInstaller`: from the WordPress.org directory, or the hub's package
 * where the site's owner allows it) and activated; a pro dependency never
 * is (the user installs it from its own vendor). A plugin that fails to
 * activate right after its install is removed again.
 */
final class DependencyInstaller {
	/**
	 * Constructor.
	 *
	 * @param CodeInstaller $installer Installs plugins and themes.
	 */
	public function __construct( private CodeInstaller $installer ) {}

	/**
	 * The installer of plugins and themes (the full-site import's theme step).
	 */
	public function installer(): CodeInstaller {
		return $this->installer;
	}

	/**
	 * The status of each dependency on this site.
	 *
	 * Who may not activate plugins learns only which of them are active,
	 * as WordPress tells them (`/wp/v2/plugins` needs `activate_plugins`;
	 * an active plugin shows on the site anyway): a plugin installed but
	 * inactive reads to them as not installed, with no file of its own, so
	 * guessed slugs do not list the site's plugins. Nothing they can do
	 * differs: activating or installing needs that capability.
	 *
	 * @param array<int, array<string, mixed>> $requirement  Dependencies (slug, plugin_file, …).
	 * @param bool                             $see_inactive Whether to tell inactive plugins apart from missing ones.
	 * @return array<int, array<string, mixed>>
	 */
	public function check( array $requirement, bool $see_inactive = true ): array {
		$plugins = $this->plugins();
		return array_map(
			function ( array $dependency ) use ( $plugins, $see_inactive ): array {
				$file = $this->plugin_file( $dependency, $plugins );
				if ( null !== $file && ! $see_inactive && ! is_plugin_active( $file ) ) {
					$file = null;
				}
				return array_merge(
					$dependency,
					array(
						'plugin_file' => $file ?? (string) ( $dependency['plugin_file'] ?? '' ),
						'installed'   => null !== $file,
						'is_active'   => null !== $file && is_plugin_active( $file ),
					)
				);
			},
			$requirement
		);
	}

	/**
	 * Installs (if needed) and activates one dependency.
	 *
	 * @param int                  $user_id    WordPress user.
	 * @param array<string, mixed> $dependency Dependency (slug, name, is_pro, plugin_file, link).
	 * @return array<string, mixed>
	 * @throws HttpError `invalid_requirements` for pro plugins, 403 without rights or
	 *                   when the site allows no installs, install errors.
	 */
	public function install( int $user_id, array $dependency ): array {
		$name    = (string) ( $dependency['name'] ?? $dependency['slug'] );
		$plugins = $this->plugins();
		$file    = $this->plugin_file( $dependency, $plugins );
		if ( null !== $file && is_plugin_active( $file ) ) {
			return $this->done( $dependency, $file );
		}
		if ( ! empty( $dependency['is_pro'] ) && null === $file ) {
			HttpError::raise(
				'invalid_requirements',
				/* translators: %s: plugin name. */
				sprintf( __( '%s is a pro plugin: it cannot be installed automatically. Install it yourself, then try again.', 'stencilbox' ), $name ),
				400,
				array( 'link' => esc_url_raw( (string) ( $dependency['link'] ?? '' ) ) )
			);
		}
		if ( null === $file ) {
			CodeInstaller::require_file_mods( 'plugins', $name );
		}
		$needed = null === $file ? 'install_plugins' : 'activate_plugins';
		if ( ! user_can( $user_id, $needed ) || ! user_can( $user_id, 'activate_plugins' ) ) {
			HttpError::raise(
				'rest_forbidden',
				/* translators: %s: plugin name. */
				sprintf( __( 'You are not allowed to install plugins on this site. Ask an administrator to install %s.', 'stencilbox' ), $name ),
				403
			);
		}
		$installed_now = false;
		if ( null === $file ) {
			$file          = $this->installer->plugin( $user_id, $dependency );
			$installed_now = true;
		}
		self::require_activation_right( $user_id, $file, $name );
		$this->activate( $file, $installed_now, $name );
		return $this->done( $dependency, $file );
	}

	/**
	 * Refuses what WordPress's own screens would refuse this user for this
	 * plugin: its activation (the `activate_plugin` capability, which
	 * plugins may map per file) and, on a network, a plugin that can only
	 * be activated network-wide (`Network: true`) for anyone but a network
	 * administrator — `activate_plugin()` turns its activation network-wide
	 * by itself, so a site's administrator would switch it on for every
	 * site (found by probing, 2026-12-04).
	 *
	 * @param int    $user_id User.
	 * @param string $file    Plugin file.
	 * @param string $name    Plugin name (for messages).
	 * @throws HttpError 403 `rest_forbidden`.
	 */
	private static function require_activation_right( int $user_id, string $file, string $name ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		if ( is_multisite() && is_network_only_plugin( $file ) && ! user_can( $user_id, 'manage_network_plugins' ) ) {
			HttpError::raise(
				'rest_forbidden',
				/* translators: %s: plugin name. */
				sprintf( __( '%s can only be activated for the whole network: ask a network administrator to activate it.', 'stencilbox' ), $name ),
				403
			);
		}
		if ( ! user_can( $user_id, 'activate_plugin', $file ) ) {
			HttpError::raise(
				'rest_forbidden',
				/* translators: %s: plugin name. */
				sprintf( __( 'You are not allowed to install plugins on this site. Ask an administrator to install %s.', 'stencilbox' ), $name ),
				403
			);
		}
	}

	/**
	 * Activates a plugin; a plugin that fails to activate and was installed
	 * just now is removed again.
	 *
	 * @param string $file          Plugin file.
	 * @param bool   $installed_now Installed by this request.
	 * @param string $name          Plugin name (for messages).
	 * @throws HttpError When activation fails.
	 */
	private function activate( string $file, bool $installed_now, string $name ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		ob_start();
		$result = activate_plugin( $file, '', false, true );
		ob_end_clean();
		if ( is_wp_error( $result ) ) {
			if ( $installed_now ) {
				\Stencilbox\Support\SafeZip::remove_dir( WP_PLUGIN_DIR . '/' . dirname( $file ) );
				wp_clean_plugins_cache( false );
			}
			HttpError::raise(
				'activation_failed',
				/* translators: 1: plugin name, 2: WordPress's message. */
				sprintf( __( '%1$s could not be activated: %2$s', 'stencilbox' ), $name, $result->get_error_message() ),
				500
			);
		}
	}

	/**
	 * The installed plugin file for a dependency: the declared file if it is
	 * installed, else any installed plugin in the dependency's folder.
	 *
	 * @param array<string, mixed>                $dependency Dependency.
	 * @param array<string, array<string, mixed>> $plugins    get_plugins().
	 */
	private function plugin_file( array $dependency, array $plugins ): ?string {
		$declared = (string) ( $dependency['plugin_file'] ?? '' );
		if ( '' !== $declared && isset( $plugins[ $declared ] ) ) {
			return $declared;
		}
		$slug = (string) ( $dependency['slug'] ?? '' );
		foreach ( array_keys( $plugins ) as $file ) {
			if ( '' !== $slug && str_starts_with( $file, $slug . '/' ) ) {
				return $file;
			}
		}
		return null;
	}

	/**
	 * Installed plugins.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function plugins(): array {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		return get_plugins();
	}

	/**
	 * A success answer.
	 *
	 * @param array<string, mixed> $dependency Dependency.
	 * @param string               $file       Plugin file.
	 * @return array<string, mixed>
	 */
	private function done( array $dependency, string $file ): array {
		return array(
			'status'      => 'success',
			'slug'        => (string) $dependency['slug'],
			'plugin_file' => $file,
			'installed'   => true,
			'is_active'   => true,
		);
	}
}
