<?php
/**
 * What this site reads from a hub about a pack it may import.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connection;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Import\SiteImportSchema;

defined( 'ABSPATH' ) || exit;

/**
 * A hub's pack info (`GET /items/{id}/full-site`) and preview parts
 * (`…/full-site/preview`), cleaned once, as they arrive: an old or hostile
 * hub may send markup in a name or CSS in a colour, and the import runs as
 * an administrator (`unfiltered_html`), whose posts, options and global
 * styles WordPress does not filter. Names and titles (the pack's, its
 * pages', its theme's and plugins' names) are plain text
 * (`sanitize_text_field`, as the hub's intake makes them); the settings go
 * through `SiteImportSchema::clean_settings()`; the theme is a theme's
 * slug or none; plugin links and icons are http(s) (`ItemFilter`). The
 * wizard's info, the session (which keeps the info for every step), the
 * menu's title, the previews and the results all read these values,
 * never the hub's answer itself.
 */
final class PackInfo {
	/**
	 * The pack's import facts from the hub, cleaned.
	 *
	 * @param AccountSession $account    Hub calls on the user's behalf.
	 * @param Connection     $connection The user's connection.
	 * @param int            $id         Pack id.
	 * @return array<string, mixed>
	 */
	public static function fetch( AccountSession $account, Connection $connection, int $id ): array {
		return self::clean( $account->call( $connection, 'GET', '/items/' . $id . '/full-site' ) );
	}

	/**
	 * The preview's parts from the hub (header, page and footer markup,
	 * which the preview filters itself, and the pack's pages), the pages'
	 * names cleaned.
	 *
	 * @param AccountSession $account    Hub calls on the user's behalf.
	 * @param Connection     $connection The user's connection.
	 * @param int            $id         Pack id.
	 * @param string         $page       Page slug ('' for the front page).
	 * @return array<string, mixed>
	 */
	public static function preview( AccountSession $account, Connection $connection, int $id, string $page ): array {
		$parts          = $account->call( $connection, 'GET', '/items/' . $id . '/full-site/preview', array( 'page' => $page ) );
		$parts['pages'] = array_map(
			static fn( array $page ): array => array(
				'slug'          => sanitize_title( (string) ( $page['slug'] ?? '' ) ),
				'name'          => sanitize_text_field( (string) ( $page['name'] ?? '' ) ),
				'template_type' => sanitize_key( (string) ( $page['template_type'] ?? '' ) ),
				'page_template' => ItemArgs::page_template( (string) ( $page['page_template'] ?? '' ) ),
			),
			self::records( $parts['pages'] ?? null )
		);
		return $parts;
	}

	/**
	 * Pack info as this site keeps it: the fields it reads cleaned, the
	 * rest as they came.
	 *
	 * @param array<string, mixed> $info The hub's answer.
	 * @return array<string, mixed>
	 */
	public static function clean( array $info ): array {
		foreach ( array( 'name', 'slug' ) as $key ) {
			if ( isset( $info[ $key ] ) ) {
				$info[ $key ] = 'slug' === $key ? sanitize_title( (string) $info[ $key ] ) : sanitize_text_field( (string) $info[ $key ] );
			}
		}
		$info['settings'] = SiteImportSchema::clean_settings( is_array( $info['settings'] ?? null ) ? $info['settings'] : array() );
		$info['theme']    = self::theme( $info['theme'] ?? null );
		if ( isset( $info['categories'] ) ) {
			$info['categories'] = array_values( array_map( static fn( mixed $slug ): string => sanitize_title( is_scalar( $slug ) ? (string) $slug : '' ), (array) $info['categories'] ) );
		}
		if ( isset( $info['dependencies'] ) ) {
			$info['dependencies'] = array_map(
				static fn( array $plugin ): array => array( 'name' => sanitize_text_field( (string) ( $plugin['name'] ?? '' ) ) ) + ItemFilter::dependency( $plugin ),
				self::records( $info['dependencies'] )
			);
		}
		if ( isset( $info['contents'] ) ) {
			$contents         = (array) $info['contents'];
			$info['contents'] = array(
				'pages'     => array_map(
					static fn( array $page ): array => array(
						'slug'  => sanitize_title( (string) ( $page['slug'] ?? '' ) ),
						'title' => sanitize_text_field( (string) ( $page['title'] ?? '' ) ),
						'front' => ! empty( $page['front'] ),
					),
					self::records( $contents['pages'] ?? null )
				),
				'templates' => array_values( array_map( static fn( mixed $type ): string => sanitize_key( is_scalar( $type ) ? (string) $type : '' ), (array) ( $contents['templates'] ?? array() ) ) ),
				'posts'     => max( 0, (int) ( $contents['posts'] ?? 0 ) ),
			);
		}
		return $info;
	}

	/**
	 * The theme a pack names: its slug, name and version, or null when it
	 * names none (or something that is no theme's slug).
	 *
	 * @param mixed $theme The hub's `theme`.
	 * @return array{slug: string, name: string, version: string}|null
	 */
	private static function theme( mixed $theme ): ?array {
		$slug = is_array( $theme ) ? (string) ( $theme['slug'] ?? '' ) : '';
		if ( ! preg_match( '/' . SiteImportSchema::THEME_SLUG_PATTERN . '/D', $slug ) ) {
			return null;
		}
		return array(
			'slug'    => $slug,
			'name'    => sanitize_text_field( (string) ( $theme['name'] ?? $slug ) ),
			'version' => sanitize_text_field( (string) ( $theme['version'] ?? '' ) ),
		);
	}

	/**
	 * The objects of a list (anything else left out).
	 *
	 * @param mixed $list A list from the hub.
	 * @return array<int, array<string, mixed>>
	 */
	private static function records( mixed $list ): array {
		return is_array( $list ) ? array_values( array_filter( $list, 'is_array' ) ) : array();
	}
}
