<?php
/**
 * PHP and TypeScript agree on every shared name.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Reads src/api/names.ts and src/api/endpoints.ts literally and compares.
 */
final class NamesTest extends TestCase {
	/**
	 * A file of src/api/.
	 *
	 * @param string $file File name.
	 */
	private function ts( string $file = 'endpoints.ts' ): string {
		return (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/api/' . $file );
	}

	/**
	 * The NAMES object of names.ts.
	 *
	 * @return array<string, string>
	 */
	private function ts_names(): array {
		$this->assertSame( 1, preg_match( '/export const NAMES = \{(.*?)\} as const;/s', $this->ts( 'names.ts' ), $block ) );
		preg_match_all( "/^\s*(\w+): '([^']*)',?\s*$/m", $block[1], $pairs, PREG_SET_ORDER );
		$names = array();
		foreach ( $pairs as $pair ) {
			$names[ $pair[1] ] = $pair[2];
		}
		return $names;
	}

	public function test_names_agree(): void {
		$this->assertSame( Names::shared(), $this->ts_names() );
	}

	public function test_the_app_only_names_agree(): void {
		$this->assertSame( 1, preg_match( "/export const CAP_DISPLAY_CONDITIONS = '([^']+)';/", $this->ts( 'cloud-templates.ts' ), $name ) );
		$this->assertSame( Names::CAP_DISPLAY_CONDITIONS, $name[1] );
	}

	public function test_store_areas_agree(): void {
		$this->assertSame( 1, preg_match( '/export const STORE_AREAS = \[(.*?)\] as const;/s', $this->ts(), $block ) );
		preg_match_all( "/'([^']+)'/", $block[1], $areas );
		$this->assertSame( Names::STORES, $areas[1] );
	}

	public function test_names_match_the_architecture(): void {
		$this->assertSame( 'stencilbox/v1', Names::REST_NAMESPACE );
		$this->assertSame( 'stencilbox-hub/v1', Names::HUB_NAMESPACE );
		$this->assertSame( 'stencilbox_read', Names::CAP_READ );
		$this->assertSame( 'stencilbox_fsi', Names::CAP_FSI );
		global $wpdb;
		$this->assertSame( $wpdb->prefix . 'stencilbox_accounts', Names::table( 'accounts' ) );
		$block = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/block.json' ), true );
		$this->assertSame( Names::BLOCK_LIBRARY, $block['name'] );
		$this->assertSame( Names::TEXT_DOMAIN, $block['textdomain'] );
	}

	public function test_hub_events_are_named_once(): void {
		$this->assertSame( 'stencilbox_catalog_changed', Names::EVENT_CATALOG_CHANGED );
		$this->assertSame( 'stencilbox_hub_account_changed', Names::EVENT_ACCOUNT_CHANGED );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/php', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() || str_ends_with( $file->getPathname(), '/php/Support/Names.php' ) || str_ends_with( $file->getPathname(), '/php/HookList.php' ) ) { // HookList is generated from the services' hooks(), which use the constants.
				continue;
			}
			$php = (string) file_get_contents( $file->getPathname() );
			foreach ( array( Names::EVENT_CATALOG_CHANGED, Names::EVENT_ACCOUNT_CHANGED ) as $event ) {
				$this->assertStringNotContainsString( "'$event'", $php, $file->getFilename() . ' uses the Names constant' );
			}
		}
	}

	public function test_root_elements_are_named_once(): void {
		$root  = dirname( __DIR__, 3 );
		$ids   = array( Names::ROOT_ELEMENT, Names::HUB_ROOT_ELEMENT, Names::SETTINGS_ROOT_ELEMENT );
		foreach ( array( '/php', '/src' ) as $dir ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$path = $file->getPathname();
				if ( ! in_array( $file->getExtension(), array( 'php', 'ts', 'tsx' ), true ) || str_contains( $path, '/test/' ) || str_ends_with( $path, '/php/Support/Names.php' ) || str_ends_with( $path, '/src/api/names.ts' ) ) {
					continue;
				}
				$code = (string) file_get_contents( $path );
				foreach ( $ids as $id ) {
					$this->assertDoesNotMatchRegularExpression( '/[\'"]' . preg_quote( $id, '/' ) . '[\'"]/', $code, substr( $path, strlen( $root ) ) . ' names ' . $id . ' through Names / NAMES' );
				}
			}
		}
	}

	public function test_every_php_string_uses_the_text_domain(): void {
		$functions = array(
			'__'         => 2,
			'_e'         => 2,
			'esc_html__' => 2,
			'esc_html_e' => 2,
			'esc_attr__' => 2,
			'esc_attr_e' => 2,
			'_x'         => 3,
			'esc_html_x' => 3,
			'esc_attr_x' => 3,
			'_n'         => 4,
			'_nx'        => 5,
		);
		$checked = 0;
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/php' ) );
		foreach ( $files as $file ) {
			// The demo helper is a separate plugin package with its own domain.
			if ( 'php' !== $file->getExtension() || str_contains( $file->getPathname(), '/php/Hub/Catalog/demo/' ) ) {
				continue;
			}
			$tokens = token_get_all( (string) file_get_contents( $file->getPathname() ) );
			foreach ( $tokens as $i => $token ) {
				if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( $functions[ $token[1] ] ) ) {
					continue;
				}
				$prev = $tokens[ $i - 1 ] ?? null;
				if ( is_array( $prev ) && in_array( $prev[0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
					continue;
				}
				$args  = array();
				$depth = 0;
				$arg   = '';
				for ( $j = $i + 1; $j < count( $tokens ); $j++ ) {
					$t = is_array( $tokens[ $j ] ) ? $tokens[ $j ][1] : $tokens[ $j ];
					if ( '(' === $t ) {
						++$depth;
						if ( 1 === $depth ) {
							continue;
						}
					} elseif ( ')' === $t ) {
						--$depth;
						if ( 0 === $depth ) {
							$args[] = trim( $arg );
							break;
						}
					} elseif ( ',' === $t && 1 === $depth ) {
						$args[] = trim( $arg );
						$arg    = '';
						continue;
					}
					$arg .= $t;
				}
				$domain = $args[ $functions[ $token[1] ] - 1 ] ?? '(missing)';
				$this->assertSame( "'stencilbox'", $domain, $file->getFilename() . ':' . $token[2] . ' ' . $token[1] . '()' );
				++$checked;
			}
		}
		$this->assertGreaterThan( 0, $checked );
	}
}
