<?php
/**
 * Activation in a separate request, as WordPress does it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Plugin;

/**
 * Not transactional: the child processes write to the same database.
 *
 * @group database
 */
final class ActivationTest extends \PHPUnit\Framework\TestCase {
	/**
	 * Runs a step of wp-child.php and returns [exit code, output].
	 *
	 * @param string $step Step.
	 * @return array{0:int,1:string}
	 */
	private function child( string $step ): array {
		$output = array();
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/wp-child.php' ) . ' ' . $step . ' 2>&1', $output, $rc );
		return array( $rc, implode( "\n", $output ) );
	}

	public function test_deactivates_and_activates_cleanly_with_wp_debug(): void {
		$this->assertTrue( WP_DEBUG );
		$this->assertSame( array( 0, '' ), $this->child( 'deactivate' ) );
		wp_cache_flush();
		delete_option( 'stencilbox_version' );
		$this->assertSame( array( 0, '' ), $this->child( 'activate' ), 'activation printed notices or failed' );
		wp_cache_flush();
		$this->assertContains( 'stencilbox/stencilbox.php', (array) get_option( 'active_plugins' ) );
		$this->assertSame( Plugin::VERSION, get_option( 'stencilbox_version' ) );
	}

	public function test_plugin_header(): void {
		$data = get_plugin_data( WP_PLUGIN_DIR . '/stencilbox/stencilbox.php', false, false );
		$this->assertSame( 'Stencilbox', $data['Name'] );
		$this->assertSame( '6.8', $data['RequiresWP'] );
		$this->assertSame( '8.1', $data['RequiresPHP'] );
		$this->assertSame( 'stencilbox', $data['TextDomain'] );
		$this->assertSame( Plugin::VERSION, $data['Version'] );
	}

	public function test_main_file_only_boots(): void {
		$code   = (string) file_get_contents( dirname( __DIR__, 2 ) . '/stencilbox.php' );
		$tokens = array_values(
			array_filter(
				token_get_all( $code ),
				static fn( mixed $t ): bool => ! is_array( $t ) || ! in_array( $t[0], array( T_OPEN_TAG, T_COMMENT, T_DOC_COMMENT, T_WHITESPACE ), true )
			)
		);
		$statements = substr_count( implode( '', array_map( static fn( mixed $t ): string => is_array( $t ) ? $t[1] : $t, $tokens ) ), ';' );
		$this->assertSame( 3, $statements, 'stencilbox.php holds the guard, the autoloader and the boot call only' );
	}
}
