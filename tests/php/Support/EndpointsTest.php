<?php
/**
 * The front end's route paths and shared constants agree with the server:
 * every path in `src/api/endpoints.ts` is a registered route, and a number
 * both sides need has one value.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Reads the TypeScript sources literally.
 */
final class EndpointsTest extends TestCase {
	/**
	 * The string values of an exported `const X = { … } as const` object.
	 *
	 * @param string $file  File under src/.
	 * @param string $const The object's name.
	 * @return array<string, string>
	 */
	private static function ts_object( string $file, string $const ): array {
		$ts = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/' . $file );
		self::assertSame( 1, preg_match( '/export const ' . $const . ' = \{(.*?)\n\} as const;/s', $ts, $m ), $const );
		preg_match_all( "/^\t(\w+): '([^']*)',/m", $m[1], $pairs, PREG_SET_ORDER );
		return array_column( $pairs, 2, 1 );
	}

	/**
	 * Whether a path is one of the namespace's routes (a trailing `/` means
	 * something is appended: a route with a parameter must follow).
	 *
	 * @param string   $namespace Namespace.
	 * @param string   $path      Path from the TS table.
	 * @param string[] $routes    Registered routes.
	 */
	private static function registered( string $namespace, string $path, array $routes ): bool {
		$full = '/' . $namespace . $path;
		if ( str_ends_with( $path, '/' ) ) {
			foreach ( $routes as $route ) {
				if ( str_starts_with( $route, $full . '(?P<' ) ) {
					return true;
				}
			}
			return false;
		}
		foreach ( $routes as $route ) {
			if ( $route === $full || str_starts_with( $route, $full . '/(?P<' ) ) {
				return true;
			}
		}
		return false;
	}

	public function test_every_site_and_hub_admin_path_is_a_registered_route(): void {
		$routes  = array_keys( rest_get_server()->get_routes() );
		$missing = array();
		$site    = self::ts_object( 'api/endpoints.ts', 'ENDPOINTS' );
		$this->assertGreaterThan( 30, count( $site ), 'the table was read' );
		$this->assertFalse( self::registered( Names::REST_NAMESPACE, '/no-such-route', $routes ) );
		foreach ( $site as $name => $path ) {
			if ( ! self::registered( Names::REST_NAMESPACE, $path, $routes ) ) {
				$missing[] = "ENDPOINTS.$name $path";
			}
		}
		// A lazy chunk's own table (the library's first chunk is at its budget).
		foreach ( self::ts_object( 'api/cloud-templates.ts', 'CLOUD_TEMPLATE_ENDPOINTS' ) as $name => $path ) {
			if ( ! self::registered( Names::REST_NAMESPACE, $path, $routes ) ) {
				$missing[] = "CLOUD_TEMPLATE_ENDPOINTS.$name $path";
			}
		}
		foreach ( self::ts_object( 'api/endpoints.ts', 'HUB_ADMIN_ENDPOINTS' ) as $name => $path ) {
			if ( ! self::registered( Names::HUB_NAMESPACE, $path, $routes ) ) {
				$missing[] = "HUB_ADMIN_ENDPOINTS.$name $path";
			}
		}
		$this->assertSame( array(), $missing );
	}

	/**
	 * The one test that writes the spec's number: the client gets it from
	 * `ItemArgs::SEARCH_MIN` (`npm run rules`, `ClientRulesTest`), and
	 * every other test derives its "too short" and "long enough" searches
	 * from the constant.
	 */
	public function test_the_search_minimum_is_the_specs(): void {
		$this->assertSame( 3, ItemArgs::SEARCH_MIN, 'spec §9' );
	}

	public function test_the_workspace_page_size_has_one_value(): void {
		$ts = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/utils/constants.ts' );
		$this->assertSame( 1, preg_match( '/export const WORKSPACES_PER_PAGE = (\d+);/', $ts, $m ) );
		$this->assertSame( CloudArgs::WORKSPACES_PER_PAGE, (int) $m[1] );
		$this->assertSame( 11, CloudArgs::WORKSPACES_PER_PAGE, 'spec part 2 §9' );
	}
}
