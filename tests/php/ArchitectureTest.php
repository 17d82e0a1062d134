<?php
/**
 * The PHP layers of ARCHITECTURE.md: `Support ← Hub`, `Support ← Site`, and
 * Site reaches Hub only through the hub client (php/Site/Hub), which talks
 * to the hub's REST routes, never to its classes. `Cli` (the WP-CLI
 * commands) sits beside the composition root, over both: no layer names it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Reads every PHP file of a layer and fails on a name of a layer it must
 * not know: `use` statements, fully qualified and qualified names, and
 * class names in strings.
 */
final class ArchitectureTest extends TestCase {
	/**
	 * What each layer must not name.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public static function layers(): array {
		return array(
			'Site does not use Hub'          => array( 'Site', array( 'Hub', 'Cli' ) ),
			'Hub does not use Site'          => array( 'Hub', array( 'Site', 'Cli' ) ),
			'Support uses neither Site nor Hub' => array( 'Support', array( 'Site', 'Hub', 'Cli' ) ),
		);
	}

	/**
	 * Names of the forbidden namespaces in a layer's files.
	 *
	 * @dataProvider layers
	 *
	 * @param string   $layer     Folder under php/.
	 * @param string[] $forbidden Namespaces under `Stencilbox\` it must not name.
	 */
	public function test_a_layer_names_no_layer_above_or_beside_it( string $layer, array $forbidden ): void {
		$files = 0;
		$found = array();
		foreach ( self::php_files( dirname( __DIR__, 2 ) . '/php/' . $layer ) as $file ) {
			++$files;
			foreach ( self::names( (string) file_get_contents( $file ) ) as [ $name, $line ] ) {
				foreach ( $forbidden as $namespace ) {
					if ( preg_match( '/^\\\\?Stencilbox\\\\+' . $namespace . '\\\\/', $name ) ) {
						$found[] = str_replace( dirname( __DIR__, 2 ) . '/', '', $file ) . ":$line $name";
					}
				}
			}
		}
		$this->assertGreaterThan( 5, $files );
		$this->assertSame( array(), $found );
	}

	/**
	 * "The hub never renders Elementor content" (the catalogue's, a cloud
	 * file's, a version's: it is stored with its raw HTML and custom code,
	 * and only a site decides per user what runs, CatalogWriter). Elementor's
	 * renderer is named in one hub file, the publish preview, which draws
	 * the hub owner's own post by its id, never stored content; every other
	 * picture of Elementor content on the hub is the filtered outline.
	 */
	public function test_the_hub_renders_no_stored_elementor_content(): void {
		$hub      = dirname( __DIR__, 2 ) . '/php/Hub';
		$renderer = '/Elementor\\\\Plugin|get_builder_content|->frontend\b|Elementor\\\\Frontend/';
		$found    = array();
		foreach ( self::php_files( $hub ) as $file ) {
			foreach ( (array) file( $file ) as $n => $line ) {
				if ( preg_match( $renderer, (string) $line ) ) {
					$found[ str_replace( $hub . '/', '', $file ) ][] = $n + 1;
				}
			}
		}
		$this->assertSame( array( 'Catalog/PublishPreview.php' ), array_keys( $found ), 'only the publish preview names Elementor\'s renderer' );
		// There it renders a post of this site by id, never a stored item.
		$preview = (string) file_get_contents( $hub . '/Catalog/PublishPreview.php' );
		$this->assertMatchesRegularExpression( '/->get_builder_content\( \$post_id, true \)/', $preview );
		$this->assertSame( 1, preg_match_all( '/get_builder_content/', $preview ) );
		// A stored version of an Elementor item is previewed as its outline.
		$this->assertStringContainsString( 'ElementorOutline::html( ContentFilter::content( \'elementor\'', (string) file_get_contents( $hub . '/Versions/ItemVersionPreview.php' ) );
	}

	/**
	 * One write path per thing: the catalogue's items, their content and
	 * links are written by `CatalogWriter` alone (a restored version too),
	 * so what derives from them (words, sets, stamps, the catalogue's
	 * version) cannot be skipped. Migrations change the tables' shape.
	 */
	public function test_only_the_catalog_writer_writes_catalogue_items(): void {
		$php     = dirname( __DIR__, 2 ) . '/php';
		$names   = "'catalog_(items|content|item_terms|item_dependencies)'|t\( '(items|content|item_terms|item_dependencies)' \)";
		$writers = array();
		foreach ( self::php_files( $php ) as $file ) {
			$short = str_replace( $php . '/', '', $file );
			if ( str_starts_with( $short, 'Hub/Migrations/' ) ) {
				continue;
			}
			$source = (string) file_get_contents( $file );
			// A write statement naming one of the tables, on one line or the next.
			if ( preg_match( '/(->(insert|update|delete|replace)\(|INSERT INTO|UPDATE %i|DELETE FROM)[^;]*(' . $names . ')/s', $source ) ) {
				$writers[] = $short;
			}
		}
		$this->assertSame( array( 'Hub/Catalog/CatalogWriter.php' ), $writers );
	}

	public function test_the_check_sees_every_way_of_naming_a_class(): void {
		$php   = <<<'PHP'
<?php
namespace Stencilbox\Site\Rest;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\{Hub\Accounts\ApiKeys, Support\Names};
$a = \Stencilbox\Hub\Rest\HubController::REMOTE_OPTION;
$b = 'Stencilbox\\Hub\\Accounts\\ApiKeys';
PHP;
		$names = array_column( self::names( $php ), 0 );
		$this->assertContains( 'Stencilbox\Hub\Rest\HubController', $names );
		$this->assertContains( 'Stencilbox\Hub\Accounts\ApiKeys', $names );
		$this->assertContains( '\Stencilbox\Hub\Rest\HubController', $names );
		$this->assertContains( 'Stencilbox\\\\Hub\\\\Accounts\\\\ApiKeys', $names );
	}

	/**
	 * The PHP files under a folder.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private static function php_files( string $dir ): array {
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Every class-like name in PHP source, with its line: qualified names,
	 * group `use` statements expanded, and strings that look like names.
	 *
	 * @param string $php Source.
	 * @return array<int, array{0: string, 1: int}>
	 */
	private static function names( string $php ): array {
		$names = array();
		// `use Stencilbox\{Hub\X, Support\Y}`: the names inside are relative to the prefix.
		preg_match_all( '/\buse\s+([\w\\\\]+)\\\\\{([^}]*)\}/', $php, $groups, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
		foreach ( $groups as $group ) {
			$line = substr_count( substr( $php, 0, $group[0][1] ), "\n" ) + 1;
			foreach ( explode( ',', $group[2][0] ) as $member ) {
				$names[] = array( $group[1][0] . '\\' . trim( $member ), $line );
			}
		}
		foreach ( token_get_all( $php ) as $token ) {
			if ( ! is_array( $token ) ) {
				continue;
			}
			[ $id, $text, $line ] = $token;
			if ( in_array( $id, array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				$names[] = array( $text, $line );
			} elseif ( T_CONSTANT_ENCAPSED_STRING === $id && str_contains( $text, 'Stencilbox\\' ) ) {
				$names[] = array( trim( $text, '\'"' ), $line );
			}
		}
		return $names;
	}

	/**
	 * Every service with hooks, and every REST controller, is named in the
	 * composition root's lists: a class whose `hooks()` nobody calls would
	 * never run, and one whose routes are not listed would answer 404.
	 */
	public function test_every_class_with_hooks_or_routes_is_wired(): void {
		$root   = new \ReflectionClass( \Stencilbox\Plugin::class );
		$listed = array();
		foreach ( array( 'HOOKED', 'PAGE_VIEW', 'BACK_END', 'ELEMENTOR', 'ADMIN', 'REST', 'CONTROLLERS' ) as $list ) {
			$listed = array_merge( $listed, (array) $root->getConstant( $list ) );
		}
		$listed[] = \Stencilbox\Hub\Admin\HubAdminPage::class; // Named on a site that is its own hub.
		$missing  = array();
		foreach ( self::php_files( dirname( __DIR__, 2 ) . '/php' ) as $file ) {
			$code = (string) file_get_contents( $file );
			if ( ! preg_match( '/^namespace (\S+);/m', $code, $ns ) || ! preg_match( '/^(?:final |abstract )?class (\w+)/m', $code, $class ) || str_starts_with( $class[0], 'abstract' ) ) {
				continue;
			}
			$name = $ns[1] . '\\' . $class[1];
			$hooks = str_contains( $code, 'public static function hooks( Hooks $hooks )' );
			// Without loading it (some extend Elementor's classes).
			$routes = (bool) preg_match( '/^final class \w+ extends \w*Controller\b/m', $code );
			if ( ( $hooks || $routes ) && ! in_array( $name, $listed, true ) ) {
				$missing[] = $name;
			}
		}
		$this->assertContains( \Stencilbox\Site\Templates\TemplateRenderer::class, $listed );
		$this->assertSame( array(), $missing );
	}
}
