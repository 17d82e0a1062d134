<?php
/**
 * Installs plugins and themes the way WordPress does: through its own
 * upgraders, from the WordPress.org directories.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Dependencies;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;
use Stencilbox\Support\ThemePackage;

defined( 'ABSPATH' ) || exit;

/**
 * Every plugin or theme Stencilbox installs (a dependency an insert or an
 * import needs, a pack's theme) goes through `Plugin_Upgrader` /
 * `Theme_Upgrader`, as an install from the Plugins or Themes screen does,
 * so `DISALLOW_FILE_MODS`, the filesystem method and credentials
 * (`FS_METHOD`), multisite's rules and core's own checks of the package
 * all apply.
 *
 * Where it comes from:
 * - the WordPress.org directory, by slug (`plugins_api()` / `themes_api()`
 *   give its download link): the default, and the only source a build for
 *   the directory uses (WordPress.org's guideline 8: no code from
 *   elsewhere);
 * - the package the hub serves, only when the site's owner turned on
 *   "Install plugins and themes from my hub" (`HUB_PACKAGES_OPTION`, off
 *   by default) for a hub they trust — on a network, a network option only
 *   a super admin sets, since every site shares the plugins and themes
 *   folders (`may_change_hub_packages()`), for the hub they approved when
 *   they turned it on (`HUB_PACKAGES_HUB_OPTION`): a site whose
 *   administrator chose another hub takes none —, never for a pro dependency, and only
 *   when the hub has one (else the directory). Such a zip is checked first
 *   (`PluginPackage` / `ThemePackage`: one folder named after the slug, no
 *   link, no path leaving it, size limits) and then given to the same
 *   upgrader.
 *
 * The caller checks the user's capabilities; failures are `HttpError`s
 * whose messages say what to do.
 */
final class CodeInstaller {
	/** The site's choice to take plugin and theme packages from its hub (off unless set). */
	public const HUB_PACKAGES_OPTION = 'stencilbox_hub_packages';

	/** On a network: the hub whose packages the super admin allowed (`hub()` when they turned it on). */
	public const HUB_PACKAGES_HUB_OPTION = 'stencilbox_hub_packages_hub';

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Hub calls for the user (hub packages).
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * Whether the site's owner lets Stencilbox install packages its hub
	 * serves. On a network, the network's choice (a site option): what one
	 * site's administrator sets for their site counts for nothing there.
	 */
	public static function hub_packages(): bool {
		if ( ! is_multisite() ) {
			return (bool) get_option( self::HUB_PACKAGES_OPTION, false );
		}
		// Only from the hub the super admin allowed: a site's administrator
		// may point their site at a hub of their own (a library per site),
		// whose packages a super admin's install there would otherwise put
		// in the folders every site shares (found by probing, 2026-12-04).
		return (bool) get_site_option( self::HUB_PACKAGES_OPTION, false )
			&& get_site_option( self::HUB_PACKAGES_HUB_OPTION, null ) === self::hub();
	}

	/**
	 * The hub the current site uses, by address: the one it names, else
	 * the site that holds its library (itself, or the network's main site
	 * when the network shares one).
	 */
	private static function hub(): string {
		$url = HubAddress::url();
		return '' !== $url ? $url : NetworkLibrary::on_hub_site( static fn(): string => untrailingslashit( home_url() ) );
	}

	/**
	 * Whether a user may change that choice: a site's administrators on
	 * one site; on a network, its super admins only (a package installs
	 * into the plugins or themes folder every site shares).
	 *
	 * @param int $user_id WordPress user.
	 */
	public static function may_change_hub_packages( int $user_id ): bool {
		return is_multisite() ? is_super_admin( $user_id ) : user_can( $user_id, 'manage_options' );
	}

	/**
	 * Saves the choice: the network's on a network, the site's otherwise
	 * (read only when installing: never autoloaded). The caller checks
	 * `may_change_hub_packages()`.
	 *
	 * @param bool $allowed Take packages from the hub.
	 */
	public static function save_hub_packages( bool $allowed ): void {
		if ( is_multisite() ) {
			update_site_option( self::HUB_PACKAGES_OPTION, $allowed ? 1 : 0 );
			update_site_option( self::HUB_PACKAGES_HUB_OPTION, $allowed ? self::hub() : '' );
			return;
		}
		// Stored as 1 / 0: update_option() stores nothing when given false
		// for an option that does not exist yet.
		update_option( self::HUB_PACKAGES_OPTION, $allowed ? 1 : 0, false );
	}

	/**
	 * Stops when this site allows no installs at all (`DISALLOW_FILE_MODS`,
	 * which also takes the capability to install away from everyone): says
	 * so, rather than that the user may not.
	 *
	 * @param string $kind plugins or themes.
	 * @param string $name The plugin's or theme's name.
	 * @throws HttpError `file_mods_disallowed` (403).
	 */
	public static function require_file_mods( string $kind, string $name ): void {
		if ( wp_is_file_mod_allowed( 'stencilbox_install' ) ) {
			return;
		}
		HttpError::raise(
			'file_mods_disallowed',
			sprintf(
				'plugins' === $kind
					/* translators: %s: plugin name. */
					? __( 'This site does not allow installing plugins (DISALLOW_FILE_MODS in wp-config.php). Install %s yourself, then try again.', 'stencilbox' )
					/* translators: %s: theme name. */
					: __( 'This site does not allow installing themes (DISALLOW_FILE_MODS in wp-config.php). Install %s yourself, then try again.', 'stencilbox' ),
				$name
			),
			403
		);
	}

	/**
	 * Installs a plugin that is not on the site yet.
	 *
	 * @param int                  $user_id    WordPress user (the hub's package is asked for with their account).
	 * @param array<string, mixed> $dependency slug, name, is_pro.
	 * @return string The plugin file (`folder/main.php`).
	 * @throws HttpError When it cannot be installed.
	 */
	public function plugin( int $user_id, array $dependency ): string {
		$slug = (string) $dependency['slug'];
		$name = (string) ( $dependency['name'] ?? $slug );
		self::require_file_mods( 'plugins', $name );
		self::load_admin( 'plugin' );
		$package = empty( $dependency['is_pro'] ) ? $this->hub_package( $user_id, 'plugins', $slug ) : null;
		if ( null === $package ) {
			$package = self::directory_link( 'plugins', $slug, $name );
		}
		$skin     = new \WP_Ajax_Upgrader_Skin();
		$upgrader = new \Plugin_Upgrader( $skin );
		$result   = self::quietly( $upgrader, $package );
		self::forget_package( $package );
		self::check( $result, $skin, 'plugins', $name );
		wp_clean_plugins_cache( false );
		$file = (string) $upgrader->plugin_info();
		if ( '' === $file ) {
			HttpError::raise(
				'install_failed',
				/* translators: %s: plugin name. */
				sprintf( __( '%s was installed, but WordPress finds no plugin in it.', 'stencilbox' ), $name ),
				500
			);
		}
		return $file;
	}

	/**
	 * Installs a theme that is not on the site yet.
	 *
	 * @param int    $user_id WordPress user.
	 * @param string $slug    Theme folder (stylesheet).
	 * @param string $name    Its name (messages).
	 * @throws HttpError When it cannot be installed.
	 */
	public function theme( int $user_id, string $slug, string $name ): void {
		self::require_file_mods( 'themes', $name );
		self::load_admin( 'theme' );
		$package  = $this->hub_package( $user_id, 'themes', $slug ) ?? self::directory_link( 'themes', $slug, $name );
		$skin     = new \WP_Ajax_Upgrader_Skin();
		$upgrader = new \Theme_Upgrader( $skin );
		$result   = self::quietly( $upgrader, $package );
		self::forget_package( $package );
		self::check( $result, $skin, 'themes', $name );
		wp_clean_themes_cache();
	}

	/**
	 * Runs an upgrader's install: its skin collects messages instead of
	 * printing them, but buffers output while it works, and a failed run
	 * can leave that buffer open; whatever it holds is dropped (a REST
	 * answer must stay JSON).
	 *
	 * @param \WP_Upgrader $upgrader Plugin or theme upgrader.
	 * @param string       $package  Package (a URL or a local zip).
	 * @return mixed What it answered.
	 */
	private static function quietly( \WP_Upgrader $upgrader, string $package ): mixed {
		$level   = ob_get_level();
		$working = '';
		// The folder the package was unpacked to: WordPress leaves it in
		// wp-content/upgrade when a check refuses the package (its PHP
		// files included, found by probing, 2026-12-04); it goes then.
		$unpacked = static function ( mixed $source, mixed $remote_source ) use ( &$working ): mixed {
			$working = is_string( $remote_source ) ? $remote_source : '';
			return $source;
		};
		add_filter( 'upgrader_source_selection', $unpacked, -1000, 2 );
		try {
			$result = $upgrader->install( $package );
		} finally {
			remove_filter( 'upgrader_source_selection', $unpacked, -1000 );
			while ( ob_get_level() > $level ) {
				ob_end_clean();
			}
		}
		if ( ( ! $result || is_wp_error( $result ) ) && '' !== $working ) {
			$folder = realpath( $working );
			$root   = realpath( WP_CONTENT_DIR . '/upgrade' );
			if ( false !== $folder && false !== $root && str_starts_with( $folder, $root . '/' ) ) {
				SafeZip::remove_dir( $folder );
			}
		}
		return $result;
	}

	/**
	 * What WordPress needs loaded to install a plugin or a theme.
	 *
	 * @param string $kind plugin or theme.
	 */
	private static function load_admin( string $kind ): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		require_once ABSPATH . 'wp-admin/includes/' . ( 'plugin' === $kind ? 'plugin-install.php' : 'theme.php' );
	}

	/**
	 * The directory's download link for a slug.
	 *
	 * @param string $kind plugins or themes.
	 * @param string $slug Slug.
	 * @param string $name Name (messages).
	 * @throws HttpError `not_found` (404) when the directory does not have it,
	 *                   `directory_unreachable` (502) when it does not answer.
	 */
	private static function directory_link( string $kind, string $slug, string $name ): string {
		$request = array(
			'slug'   => $slug,
			'fields' => array(
				'sections'    => false,
				'description' => false,
				'tags'        => false,
				'screenshots' => false,
				'reviews'     => false,
				'banners'     => false,
				'icons'       => false,
			),
		);
		$info    = 'plugins' === $kind ? plugins_api( 'plugin_information', $request ) : themes_api( 'theme_information', $request );
		if ( is_wp_error( $info ) && null !== $info->get_error_data() ) {
			// The request failed (core keeps what went wrong as the error's data): the directory did not answer.
			HttpError::raise(
				'directory_unreachable',
				/* translators: %s: plugin or theme name. */
				sprintf( __( 'WordPress.org did not answer, so %s could not be installed. Check that this site can reach WordPress.org, then try again, or install it yourself.', 'stencilbox' ), $name ),
				502
			);
		}
		$link = is_object( $info ) && ! is_wp_error( $info ) ? (string) ( $info->download_link ?? '' ) : '';
		if ( '' === $link ) {
			/* translators: %s: plugin or theme name. */
			HttpError::raise( 'not_found', sprintf( __( '%s not found.', 'stencilbox' ), $name ), 404 );
		}
		return $link;
	}

	/**
	 * The hub's package, as a checked zip in a temporary file, when the
	 * site's owner allows hub packages and the hub has one; else null.
	 *
	 * @param int    $user_id WordPress user.
	 * @param string $kind    plugins or themes.
	 * @param string $slug    Slug.
	 * @throws HttpError `invalid_package` for a damaged or refused package; the hub's errors.
	 */
	private function hub_package( int $user_id, string $kind, string $slug ): ?string {
		if ( ! self::hub_packages() ) {
			return null;
		}
		$connection = $this->session->require_connection( $user_id );
		try {
			$answer = $this->session->call( $connection, 'GET', ( 'plugins' === $kind ? '/dependencies/' : '/themes/' ) . rawurlencode( $slug ) . '/package' );
		} catch ( HttpError $error ) {
			if ( 'no_package' === $error->error_code() ) {
				return null;
			}
			throw $error;
		}
		$bytes = base64_decode( (string) ( $answer['data'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the hub's JSON transport of a zip.
		if ( false === $bytes || hash( 'sha256', $bytes ) !== ( $answer['sha256'] ?? '' ) ) {
			HttpError::raise( 'invalid_package', __( 'The package arrived damaged. Please try again.', 'stencilbox' ), 502 );
		}
		$path = wp_tempnam( $slug . '.zip' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file WordPress's upgrader unpacks.
		try {
			if ( 'plugins' === $kind ) {
				PluginPackage::inspect( $path, $slug );
			} else {
				ThemePackage::inspect( $path, $slug );
			}
		} catch ( HttpError $error ) {
			wp_delete_file( $path );
			throw $error;
		}
		return $path;
	}

	/**
	 * Deletes a temporary hub package (the upgrader may have done it).
	 *
	 * @param string $package A local zip, or a download link.
	 */
	private static function forget_package( string $package ): void {
		if ( ! preg_match( '#^https?://#i', $package ) && is_file( $package ) ) {
			wp_delete_file( $package );
		}
	}

	/**
	 * Turns what the upgrader reported into an error, if it failed.
	 *
	 * @param mixed                  $result What `install()` answered (true, false, null or a WP_Error).
	 * @param \WP_Ajax_Upgrader_Skin $skin   Its skin, which collected the errors.
	 * @param string                 $kind   plugins or themes.
	 * @param string                 $name   Name (messages).
	 * @throws HttpError When the install failed.
	 */
	private static function check( mixed $result, \WP_Ajax_Upgrader_Skin $skin, string $kind, string $name ): void {
		$error = null;
		if ( is_wp_error( $result ) ) {
			$error = $result;
		} elseif ( is_wp_error( $skin->result ) ) {
			$error = $skin->result;
		} elseif ( $skin->get_errors()->has_errors() ) {
			$error = $skin->get_errors();
		}
		if ( null !== $error ) {
			$code = (string) $error->get_error_code();
			HttpError::raise(
				'folder_exists' === $code ? 'folder_exists' : 'install_failed',
				'folder_exists' === $code
					/* translators: %s: plugin or theme name. */
					? sprintf( 'plugins' === $kind ? __( 'A folder for %s already exists in your plugins folder. Install or remove that plugin yourself, then try again.', 'stencilbox' ) : __( 'A folder for %s already exists in your themes folder. Install or remove that theme yourself, then try again.', 'stencilbox' ), $name )
					/* translators: 1: plugin or theme name, 2: WordPress's message. */
					: sprintf( __( '%1$s could not be installed: %2$s', 'stencilbox' ), $name, wp_strip_all_tags( (string) $error->get_error_message() ) ),
				'folder_exists' === $code ? 409 : 500
			);
		}
		if ( true !== $result && ! is_array( $result ) ) {
			// No error, no result: the upgrader could not reach the filesystem.
			HttpError::raise(
				'filesystem_unavailable',
				/* translators: %s: plugin or theme name. */
				sprintf( __( 'WordPress could not write to this site’s files to install %s. Check the folder permissions, or the FS_METHOD and FTP settings in wp-config.php.', 'stencilbox' ), $name ),
				500
			);
		}
	}
}
