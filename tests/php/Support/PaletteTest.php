<?php
/**
 * No palette we ship or write makes a class WordPress uses for something else.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Palette;
use Stencilbox\Tests\TestCase;

/**
 * Every theme.json in the repository and every pack palette of the demo
 * catalogue and the test fixtures, checked against the running WordPress:
 * none of the classes WordPress makes for their slugs appears in core's
 * blocks, block supports, block-library styles or editor scripts (where
 * core's generic `has-text-color`, `has-link-color`… live).
 */
final class PaletteTest extends TestCase {
	/**
	 * Core's sources the generic classes come from (read once).
	 */
	private static ?string $core = null;

	private static function core(): string {
		if ( null === self::$core ) {
			$files = array_merge(
				(array) glob( ABSPATH . WPINC . '/block-supports/*.php' ),
				(array) glob( ABSPATH . WPINC . '/blocks/*.php' ),
				(array) glob( ABSPATH . WPINC . '/blocks/*/style.css' ),
				array(
					ABSPATH . WPINC . '/css/dist/block-library/style.css',
					ABSPATH . WPINC . '/js/dist/block-editor.js',
					ABSPATH . WPINC . '/js/dist/block-library.js',
					ABSPATH . WPINC . '/js/dist/format-library.js',
				)
			);
			self::$core = '';
			foreach ( $files as $file ) {
				if ( is_file( (string) $file ) ) {
					self::$core .= (string) file_get_contents( (string) $file ) . "\n";
				}
			}
		}
		return self::$core;
	}

	/**
	 * Whether core uses a class (as a whole word).
	 *
	 * @param string $class_name Class.
	 */
	private static function core_uses( string $class_name ): bool {
		return (bool) preg_match( '/(?<![a-z0-9-])' . preg_quote( $class_name, '/' ) . '(?![a-z0-9-])/', self::core() );
	}

	/**
	 * Every palette we ship: where => slugs.
	 *
	 * @return array<string, string[]>
	 */
	private static function shipped(): array {
		$root     = dirname( __DIR__, 3 );
		$palettes = array();
		$files    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/php', \FilesystemIterator::SKIP_DOTS ) );
		$themes   = array();
		foreach ( $files as $file ) {
			if ( 'theme.json' === $file->getFilename() ) {
				$themes[] = $file->getPathname();
			}
		}
		foreach ( $themes as $file ) {
			$json = json_decode( (string) file_get_contents( $file ), true );
			$palettes[ substr( $file, strlen( $root ) + 1 ) ] = array_column( (array) ( $json['settings']['color']['palette'] ?? array() ), 'slug' );
		}
		foreach ( array( 'php/Hub/Catalog/demo', 'tests/fixtures/catalogue-mini' ) as $folder ) {
			$catalogue = json_decode( (string) file_get_contents( "$root/$folder/catalogue.json" ), true );
			foreach ( (array) $catalogue['packs'] as $pack ) {
				$ids = array_column( (array) ( $pack['settings']['colors'] ?? array() ), 'id' );
				if ( $ids ) {
					$palettes[ "$folder pack {$pack['slug']}" ] = $ids;
				}
			}
		}
		return $palettes;
	}

	public function test_the_check_sees_the_collision_it_guards_against(): void {
		foreach ( array( 'has-text-color', 'has-link-color', 'has-border-color' ) as $generic ) {
			$this->assertTrue( self::core_uses( $generic ), "core's sources name $generic" );
		}
	}

	public function test_every_shipped_palette_is_safe(): void {
		$palettes = self::shipped();
		$this->assertArrayHasKey( 'php/Hub/Catalog/demo/design/stencilbox-canvas/theme.json', $palettes );
		$this->assertGreaterThanOrEqual( 6, count( $palettes ) );
		foreach ( $palettes as $where => $slugs ) {
			$this->assertNotEmpty( $slugs, $where );
			foreach ( $slugs as $slug ) {
				$this->assertSame( Palette::slug( (string) $slug ), $slug, "$where: the colour $slug is a reserved word" );
				foreach ( Palette::classes( (string) $slug ) as $class_name ) {
					$this->assertFalse( self::core_uses( $class_name ), "$where: the colour $slug makes $class_name, a class WordPress uses for something else" );
				}
			}
		}
	}

	public function test_a_reserved_id_becomes_a_slug_that_collides_with_nothing(): void {
		foreach ( Palette::RESERVED as $word ) {
			$this->assertTrue( self::core_uses( "has-$word-color" ) || self::core_uses( "has-$word-background-color" ), "$word is reserved because core uses has-$word-…" );
			$slug = Palette::slug( $word );
			$this->assertNotSame( $word, $slug );
			foreach ( Palette::classes( $slug ) as $class_name ) {
				$this->assertFalse( self::core_uses( $class_name ), $class_name );
			}
		}
		$this->assertSame( 'primary', Palette::slug( 'Primary' ) );
	}
}
