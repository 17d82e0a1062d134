<?php
/**
 * "Adding a third builder touches the registry, one adapter folder and its
 * tests" (issue [27] #1), shown: a child process loads the site with a
 * third builder (`ThirdPlatform`, tests only) registered in the plugin's
 * own registry and nowhere else (third-platform-child.php), and the places
 * that ask a platform's adapter answer for it with its adapter's answers.
 * What a third builder still meets outside these files is
 * `PlatformChecksTest::LEFT` and docs/decisions/platforms.md, "Adding a
 * third builder".
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Platform;

require_once __DIR__ . '/ThirdPlatform.php';

/**
 * A third platform, registered through the registry only.
 */
final class ThirdPlatformTest extends \PHPUnit\Framework\TestCase {
	public function test_a_third_builder_registered_in_the_registry_is_asked_where_a_platform_is(): void {
		$out = (string) tempnam( sys_get_temp_dir(), 'stencilbox-third' );
		$cmd = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/third-platform-child.php' ) . ' ' . escapeshellarg( $out ) . ' 2>&1';
		exec( $cmd, $output, $rc );
		$result = json_decode( (string) file_get_contents( $out ), true );
		unlink( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary file of the test's own.
		$this->assertIsArray( $result, "the child wrote nothing (exit {$rc}): " . implode( "\n", $output ) );

		// The registry: one list of names, the catalogue's and the routes' too.
		$this->assertSame( array( 'elementor', 'gutenberg', ThirdPlatform::NAME ), $result['names'] );
		$this->assertSame( $result['names'], $result['item_platforms'] );
		$this->assertSame( ThirdPlatform::class, $result['adapter'] );
		$this->assertTrue( $result['known'] );
		$this->assertSame( ThirdPlatform::NAME, $result['name_of'], 'its content is its own, not the block editor\'s' );
		$this->assertTrue( $result['arg_valid'], 'a route\'s platform arg takes it' );
		$this->assertFalse( $result['takes_unnamed'], 'content that names no platform stays the block editor\'s' );
		// What the client gets (`npm run rules` writes it into lists.ts).
		$this->assertSame( ( new ThirdPlatform() )->traits(), $result['client'] );

		// Content is filtered and hashed by its adapter.
		$this->assertSame( 'third:Hello', $result['filtered'] );
		$this->assertTrue( $result['fingerprint'] );
		// Its content carries no references (`carries_references()`): left as it is,
		// where the block editor's loses the `ref` of a post that is not here.
		$this->assertSame( '<!-- wp:block {"ref":987654} /-->', $result['carried'] );
		$this->assertStringNotContainsString( '987654', $result['carried_blocks'] );
		$this->assertSame( '<!-- wp:block {"stencilboxRef":{"id":"x"}} /-->', $result['resolved'] );
		// A pack's content: images to their copies by its adapter, filtered by it.
		$this->assertSame( 'third:Hello [img:https://site.example/a.png#7]', $result['prepared'] );
		// A pack's brand is its adapter's, and the import records what an
		// update brands again from because its brand reads the site's.
		$this->assertSame( 'Tidewater', $result['branded'] );
		$this->assertSame( ThirdPlatform::NAME, $result['placed_platform'] );
		$this->assertSame( 'Harbor', $result['placed_context']['brand'] ?? null );
		$this->assertSame( 90, $result['placed_context']['logo_size'] ?? null );
	}
}
