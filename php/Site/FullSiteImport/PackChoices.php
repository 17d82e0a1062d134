<?php
/**
 * What the import wizard offers for a pack: its theme (or the platform's
 * recommended one) and its plugins (the ones it needs and the ones
 * suggested for its categories), with this site's status of each.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * The import's choices policy (spec part 2 §9). `/full-site-import/info`
 * shows it; `wp stencilbox import` takes its defaults (`defaults()`), as the
 * wizard's form does.
 */
final class PackChoices {

	/** Plugins suggested by pack category (spec part 2 §9). */
	public const SUGGESTED = array(
		'notificationx' => array(
			'name'       => 'NotificationX',
			'categories' => array( 'blog-magazine', 'construction', 'ecommerce', 'education', 'entertainment', 'fashion-lifestyle', 'features-services', 'food-restaurant', 'marketing', 'miscellaneous', 'multipurpose', 'nft-cryptocurrency', 'non-profit', 'technology', 'travel' ),
		),
		'embedpress'    => array(
			'name'       => 'EmbedPress',
			'categories' => array( 'blog-magazine' ),
		),
	);

	/**
	 * Constructor.
	 *
	 * @param DependencyInstaller $plugins Plugin status.
	 */
	public function __construct( private DependencyInstaller $plugins ) {}

	/**
	 * The theme box: the pack's theme, else the platform's recommended one
	 * (`Platform::recommended_theme()`),
	 * with its status here.
	 *
	 * @param array<string, mixed> $info Pack facts.
	 * @return array<string, mixed>|null
	 */
	public function theme( array $info ): ?array {
		$theme = is_array( $info['theme'] ?? null )
			? array(
				'stylesheet' => (string) $info['theme']['slug'],
				'name'       => (string) ( $info['theme']['name'] ?? $info['theme']['slug'] ),
			)
			: Platforms::known( $info['platform'] ?? null )?->recommended_theme();
		if ( null === $theme ) {
			return null;
		}
		$here   = wp_get_theme( $theme['stylesheet'] );
		$status = get_stylesheet() === $theme['stylesheet'] ? 'active' : ( $here->exists() ? 'installed' : 'not_installed' );
		return array(
			'name'        => $here->exists() ? (string) $here->get( 'Name' ) : $theme['name'],
			'stylesheet'  => $theme['stylesheet'],
			'template'    => $here->exists() ? $here->get_template() : $theme['stylesheet'],
			'status'      => $status,
			'recommended' => ! is_array( $info['theme'] ?? null ),
		);
	}

	/**
	 * The pack's plugins (mustHave) and the suggested ones for its
	 * categories, with this site's install status.
	 *
	 * @param array<string, mixed> $info Pack facts.
	 * @return array<int, array<string, mixed>>
	 */
	public function dependencies( array $info ): array {
		$list = array();
		foreach ( (array) $info['dependencies'] as $dependency ) {
			$list[] = array_merge( (array) $dependency, array( 'mustHave' => true ) );
		}
		$known = array_column( $list, 'slug' );
		foreach ( self::SUGGESTED as $slug => $suggestion ) {
			if ( ! in_array( $slug, $known, true ) && array_intersect( $suggestion['categories'], (array) $info['categories'] ) ) {
				$list[] = array(
					'id'          => 0,
					'slug'        => $slug,
					'name'        => $suggestion['name'],
					'plugin_file' => $slug . '/' . $slug . '.php',
					'is_pro'      => false,
					'icon'        => '',
					'link'        => '',
					'mustHave'    => false,
				);
			}
		}
		return $this->plugins->check( $list );
	}

	/**
	 * The wizard's defaults for a pack (what `wp stencilbox import` imports
	 * unless told otherwise): its theme unless already active, the free
	 * plugins it needs or that are installed.
	 *
	 * @param array<string, mixed>|null       $theme        `theme()`.
	 * @param array<int, array<string, mixed>> $dependencies `dependencies()`.
	 * @return array{theme: array{stylesheet: string}|null, plugins: string[]}
	 */
	public static function defaults( ?array $theme, array $dependencies ): array {
		return array(
			'theme'   => is_array( $theme ) && 'active' !== $theme['status'] ? array( 'stylesheet' => (string) $theme['stylesheet'] ) : null,
			'plugins' => array_values(
				array_map(
					static fn( array $plugin ): string => (string) $plugin['slug'],
					array_filter( $dependencies, static fn( array $plugin ): bool => empty( $plugin['is_pro'] ) && ( ! empty( $plugin['mustHave'] ) || ! empty( $plugin['installed'] ) ) )
				)
			),
		);
	}

	/**
	 * On a network, the pack's theme and plugins this user cannot add
	 * themselves (only super admins install plugins and themes there, and
	 * enable a theme for a site): the wizard lists them before the import
	 * starts, so a site's administrator knows whom to ask instead of
	 * meeting `Preflight`'s refusal, and the form starts without them
	 * (`Imports::info()`). Pro plugins are left out: nobody installs those
	 * for the site. Empty on a single site.
	 *
	 * @param int                              $user         WordPress user.
	 * @param array<string, mixed>|null        $theme        `theme()`.
	 * @param array<int, array<string, mixed>> $dependencies `dependencies()`.
	 * @return array<int, array{type: string, slug: string, name: string}>
	 */
	public static function needs_network_admin( int $user, ?array $theme, array $dependencies ): array {
		if ( ! is_multisite() ) {
			return array();
		}
		$needed = array();
		if ( is_array( $theme ) && 'active' !== $theme['status'] ) {
			$here = wp_get_theme( (string) $theme['stylesheet'] );
			if ( $here->exists() ? ! $here->is_allowed() && ! user_can( $user, 'manage_network_themes' ) : ! user_can( $user, 'install_themes' ) ) {
				$needed[] = array(
					'type' => 'theme',
					'slug' => (string) $theme['stylesheet'],
					'name' => (string) $theme['name'],
				);
			}
		}
		foreach ( $dependencies as $plugin ) {
			// Not installed and they may not install plugins, or installed,
			// inactive here and they may not activate plugins (a network whose
			// Plugins menu is closed to site administrators).
			$blocked = empty( $plugin['installed'] ) ? ! user_can( $user, 'install_plugins' ) : empty( $plugin['is_active'] ) && ! user_can( $user, 'activate_plugins' );
			if ( empty( $plugin['is_pro'] ) && ! empty( $plugin['mustHave'] ) && $blocked ) {
				$needed[] = array(
					'type' => 'plugin',
					'slug' => (string) $plugin['slug'],
					'name' => (string) ( $plugin['name'] ?? $plugin['slug'] ),
				);
			}
		}
		return $needed;
	}
}
