<?php
/**
 * Every list the client shares with the server is written once, in PHP,
 * and generated for TypeScript (`npm run rules`, src/utils/generated/
 * lists.ts): the catalogue's filters (`ItemArgs::filters()`), the fields
 * of a display condition (`Conditions::FIELDS`) and the plans (`Plans`).
 * (The platforms are two names that most code about one also names the
 * other of, within a few lines: this check cannot tell a copy of that
 * list from a choice between them.) This test reads the
 * plugin's code (php/ and src/, tests and generated files aside) and fails
 * where a list is spelled out again: several of its members named as list
 * entries or keys within a few lines (issue [27] #1: the filter keys were
 * in six places, and the client dropped any condition field it did not
 * know).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Tests\TestCase;

/**
 * Scans the sources for copies of the shared lists.
 */
final class OneSourceTest extends TestCase {
	/** Lines a copy spreads over at most. */
	private const WINDOW = 8;

	/**
	 * Each list: its members, how many of them within WINDOW lines make a
	 * copy, and the files (from the root) where it is written.
	 *
	 * @return array<string, array{0: string[], 1: int, 2: string[]}>
	 */
	public static function lists(): array {
		return array(
			'catalogue filters' => array( array_keys( ItemArgs::filters() ), 3, array( 'php/Support/Catalog/ItemArgs.php' ) ),
			// Every common field: `id`, `type` and `name` alone are everywhere.
			'condition fields'  => array( array_keys( Conditions::FIELDS ), count( Conditions::FIELDS ), array( 'php/Site/Templates/Conditions.php' ) ),
			// Limits set per plan (`Quota::DEFAULTS`, `Retention`) are their own lists of numbers.
			'plans'             => array( Plans::ALL, count( Plans::ALL ), array( 'php/Support/Account/Plans.php', 'php/Hub/Cloud/Quota.php', 'php/Hub/Versions/Retention.php' ) ),
		);
	}

	/**
	 * No file but the list's own spells it out.
	 *
	 * @dataProvider lists
	 *
	 * @param string[] $members The list.
	 * @param int      $least   Members that make a copy.
	 * @param string[] $home    Where it is written.
	 */
	public function test_a_shared_list_is_written_once( array $members, int $least, array $home ): void {
		$root  = dirname( __DIR__, 3 );
		$files = 0;
		$found = array();
		foreach ( self::sources( $root ) as $file ) {
			++$files;
			$short = str_replace( $root . '/', '', $file );
			if ( in_array( $short, $home, true ) ) {
				continue;
			}
			foreach ( self::copies( (string) file_get_contents( $file ), $members, $least ) as $line ) {
				$found[] = "$short:$line";
			}
		}
		$this->assertGreaterThan( 300, $files );
		$this->assertSame( array(), $found, 'a copy of the list: read it from its PHP definition, or in TypeScript from src/utils/generated/lists.ts' );
	}

	/**
	 * The check sees the copies issue [27] found, and not a list's members
	 * used one by one (an index, a property, a ternary between two).
	 */
	public function test_the_check_sees_a_copy_in_either_language(): void {
		$lists  = self::lists();
		$copies = array(
			// PHP: a list of names, an array's keys.
			array( 'catalogue filters', "\$is_plain = ! array_intersect_key( \$query, array_flip( array( 'search', 'templateType', 'category', 'include', 'exclude', 'tags' ) ) );" ),
			array( 'catalogue filters', "return array(\n\t'templateType'   => 'all',\n\t'category'       => 'all',\n\t'include'        => array(),\n);" ),
			// TypeScript: a list, an interface's members, an object's keys and shorthands.
			array( 'catalogue filters', "const NAV_IGNORED_KEYS = [\n\t'q',\n\t'category',\n\t'templateType',\n\t'activeFilter',\n\t'include',\n];" ),
			array( 'catalogue filters', "export interface ItemFilterParams {\n\ttemplateType?: string;\n\tcategory?: string;\n\tinclude?: number[];\n}" ),
			array( 'condition fields', "conditions.map(\n\t( { id, type, name, sub_name: subName, sub_id: subId } ) => ( {\n\t\t...( id ? { id } : {} ),\n\t\ttype,\n\t\tname,\n\t\tsub_name: subName,\n\t\tsub_id: subId,\n\t} )\n)" ),
			array( 'condition fields', "return {\n\tid: '',\n\ttype: 'include',\n\tname: config[ 0 ]?.name ?? '',\n\tsub_name: '',\n\tsub_id: 0,\n};" ),
		);
		foreach ( $copies as [ $list, $code ] ) {
			$this->assertCount( 1, self::copies( $code, $lists[ $list ][0], $lists[ $list ][1] ), $code );
		}
		// A filter's own behaviour names it; so does a choice between two.
		$uses = array(
			"if ( 'all' !== \$params['templateType'] ) {\n\t\$terms = \$this->term_ids( (string) \$params['templateType'], (string) \$params[ 'category' ] );\n\t\$tags = (array) \$params['tags'];\n\t\$in = (array) \$params['include'];",
			"let lists = { include: draft.include, exclude: draft.exclude };\nchange( { ...draft, ...lists } );\nconst termKey = type === 'pack' ? 'category' : 'templateType';\nfilters.tags.length;",
		);
		foreach ( $uses as $code ) {
			$this->assertSame( array(), self::copies( $code, $lists['catalogue filters'][0], $lists['catalogue filters'][1] ), $code );
		}
	}

	/**
	 * Where members of a list are named as entries or keys, at least
	 * `$least` of them within WINDOW lines: the first line of each such
	 * stretch.
	 *
	 * @param string   $code    Source.
	 * @param string[] $members The list.
	 * @param int      $least   Members that make a copy.
	 * @return int[] Line numbers.
	 */
	private static function copies( string $code, array $members, int $least ): array {
		$names = implode( '|', array_map( static fn( string $member ): string => preg_quote( $member, '/' ), $members ) );
		// Quoted, but not an index (`$a['x']`, `a[ 'x' ]`) nor a ternary's
		// branch (`? 'x' : 'y'`); or a bare key, member or shorthand (`x:`,
		// `x?:`, `{ x,`), but not a property (`a.x`).
		$named = "/(?<![\\[?:])(?<![\\[?:] )(['\"])($names)\\1|(?<![\\w$.'\"-])($names)(?=\\s*\\??:(?!:)|\\s*[,}])/";
		$lines = explode( "\n", $code );
		$hits  = array();
		foreach ( $lines as $n => $line ) {
			if ( preg_match_all( $named, $line, $m ) ) {
				$hits[ $n ] = array_filter( array_merge( $m[2], $m[3] ) );
			}
		}
		$found = array();
		$until = -1;
		foreach ( array_keys( $hits ) as $start ) {
			if ( $start <= $until ) {
				continue;
			}
			$seen = array();
			for ( $n = $start; $n < $start + self::WINDOW; $n++ ) {
				$seen = array_merge( $seen, $hits[ $n ] ?? array() );
			}
			if ( count( array_unique( $seen ) ) >= $least ) {
				$found[] = $start + 1;
				$until   = $start + self::WINDOW - 1;
			}
		}
		return $found;
	}

	/**
	 * The plugin's PHP and TypeScript, without tests and generated files.
	 *
	 * @param string $root The checkout.
	 * @return string[]
	 */
	private static function sources( string $root ): array {
		$files = array();
		foreach ( array( 'php', 'src' ) as $dir ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( "$root/$dir", \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$path = $file->getPathname();
				if ( preg_match( '#/(test|generated)/#', $path ) || ! preg_match( '/\.(php|tsx?)$/', $path ) ) {
					continue;
				}
				$files[] = $path;
			}
		}
		sort( $files );
		return $files;
	}
}
