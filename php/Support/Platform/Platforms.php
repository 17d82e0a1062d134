<?php
/**
 * The registry of platforms: their names (the one list,
 * `ItemArgs::PLATFORMS` is it) and their adapters. An adapter's class is
 * loaded the first time its platform is asked for, so a request that
 * handles no content loads none.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * Every platform, and the adapter of each.
 */
final class Platforms {
	/** The block editor's name: the platform of content that names none. */
	public const BLOCK_EDITOR = 'gutenberg';

	/** Every platform's name → its adapter's class, in the order the switchers show them. */
	public const ADAPTERS = array(
		'elementor'        => ElementorPlatform::class,
		self::BLOCK_EDITOR => BlockEditorPlatform::class,
	);

	/** Every platform's name (the keys of `ADAPTERS`; a test holds them equal). */
	public const NAMES = array( 'elementor', self::BLOCK_EDITOR );

	/** The platform shown when nothing chose one (spec §9). */
	public const DEFAULT = 'elementor';

	/**
	 * Adapters made so far.
	 *
	 * @var array<string, Platform>
	 */
	private static array $made = array();

	/**
	 * A platform's adapter. A name that is no platform's is the block
	 * editor's, as content that names no platform always was.
	 *
	 * @param string $name Platform name.
	 */
	public static function get( string $name ): Platform {
		$name = self::name_of( $name );
		if ( ! isset( self::$made[ $name ] ) ) {
			$class               = self::ADAPTERS[ $name ];
			self::$made[ $name ] = new $class();
		}
		return self::$made[ $name ];
	}

	/**
	 * A platform's adapter, or null when the value names none (where
	 * content of an unknown platform is left alone rather than taken for
	 * the block editor's).
	 *
	 * @param mixed $name Any value.
	 */
	public static function known( mixed $name ): ?Platform {
		return self::has( $name ) ? self::get( (string) $name ) : null;
	}

	/**
	 * Every platform's adapter, by name.
	 *
	 * @return array<string, Platform>
	 */
	public static function all(): array {
		$all = array();
		foreach ( self::NAMES as $name ) {
			$all[ $name ] = self::get( $name );
		}
		return $all;
	}

	/**
	 * Every platform's name, the block editor's first (the Library hub's
	 * order).
	 *
	 * @return string[]
	 */
	public static function block_editor_first(): array {
		return array_values( array_unique( array( self::BLOCK_EDITOR, ...self::NAMES ) ) );
	}

	/**
	 * Whether a value names a platform.
	 *
	 * @param mixed $name Any value.
	 */
	public static function has( mixed $name ): bool {
		return is_string( $name ) && isset( self::ADAPTERS[ $name ] );
	}

	/**
	 * A platform's name: the value when it names one, else the block
	 * editor's (a row or file that names none, or one we do not know).
	 *
	 * @param mixed $name Any value.
	 */
	public static function name_of( mixed $name ): string {
		return self::has( $name ) ? (string) $name : self::BLOCK_EDITOR;
	}

	/**
	 * Whether content that names no platform (or one we do not know) is
	 * this platform's (`name_of()`): a query for its rows takes those too.
	 *
	 * @param mixed $name Any value (no platform's: false).
	 */
	public static function takes_unnamed( mixed $name ): bool {
		return self::BLOCK_EDITOR === $name;
	}

	/**
	 * What the client knows of each platform first (`Platform::traits()`),
	 * by name: `npm run rules` writes it into src/utils/generated/lists.ts
	 * (`PLATFORM_TRAITS`).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function client(): array {
		return array_map( static fn( Platform $platform ): array => $platform->traits(), self::all() );
	}
}
