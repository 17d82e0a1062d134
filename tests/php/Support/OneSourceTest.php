<?php
/**
 * Every list the client shares with the server is written once, in PHP,
 * and generated for TypeScript (`npm run rules`, src/utils/generated/
 * lists.ts): the catalogue's filters (`ItemArgs::filters()`, and the
 * names and list keys of their taxonomies, `ItemArgs::taxonomies()`), the fields
 * of a display condition (`Support\Templates\ConditionFields::FIELDS`, which
 * the site's `Conditions::FIELDS` is and the hub's `CloudTemplate` schema
 * reads) and the plans (`Plans`).
 * (The platforms are two names that most code about one also names the
 * other of, within a few lines: this check cannot tell a copy of that
 * list from a choice between them.) This test reads the
 * plugin's code (php/ and src/, tests and generated files aside) and fails
 * where a list is spelled out again: several of its members named as list
 * entries or keys within a few lines (issue [27] #1: the filter keys were
 * in six places, and the client dropped any condition field it did not
 * know).
 *
 * Short lists whose members other code names together for its own reasons
 * (`page` and `block`, `header` and `footer`) are checked more narrowly,
 * by `literals()`: a copy is an array literal of exactly the list's
 * strings, in any order (`array( 'block', 'page' )`, `[ 'page', 'block' ]`).
 * Their TypeScript twins are generated too (`TEMPLATE_TYPES`), and the
 * tests read them from PHP (`Commands::ALL`, `ConditionTypes::BUILT_IN`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Cli\Commands;
use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\ConditionTypes;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\Templates\ConditionFields;
use Stencilbox\Tests\TestCase;

/**
 * Scans the sources for copies of the shared lists.
 */
final class OneSourceTest extends TestCase {
	/** Lines a copy spreads over at most. */
	private const WINDOW = 8;

	/**
	 * Each list: its members, how many of them within WINDOW lines (or the
	 * list's own window) make a copy, and the files (from the root) where it
	 * is written.
	 *
	 * @return array<string, array{0: string[], 1: int, 2: string[], 3?: int}>
	 */
	public static function lists(): array {
		return array(
			// The sidebar's label table names every filter of linked terms, and the type check asks for each (as labels.ts does for template types).
			'catalogue filters' => array( array_keys( ItemArgs::filters() ), 3, array( 'php/Support/Catalog/ItemArgs.php', 'src/screens/items/filter-labels.ts' ) ),
			// The filters' taxonomies and their list keys (catalogue files, lookups, answers): `ItemArgs::taxonomies()`.
			'catalogue taxonomies' => array( array_keys( ItemArgs::taxonomies() ), 3, array( 'php/Support/Catalog/ItemArgs.php' ) ),
			'catalogue term lists' => array( array_values( ItemArgs::taxonomies() ), 3, array( 'php/Support/Catalog/ItemArgs.php' ) ),
			// Every common field: `id`, `type` and `name` alone are everywhere. Written in
			// Support (the site and the hub's CloudTemplate read it); Conditions builds the
			// rows it saves and answers from every field. A schema spreads its fields over
			// more lines (CloudTemplate's copy did: 14), so the window is wider.
			'condition fields'  => array( array_keys( ConditionFields::FIELDS ), count( ConditionFields::FIELDS ), array( 'php/Support/Templates/ConditionFields.php', 'php/Site/Templates/Conditions.php' ), 20 ),
			// Limits set per plan (`Quota::DEFAULTS`, `Retention`) are their own lists of numbers; the
			// plans' names are the Library hub's one label table, typed by the generated list (the type
			// check asks for each, as filter-labels.ts does for the filters).
			'plans'             => array( Plans::ALL, count( Plans::ALL ), array( 'php/Support/Account/Plans.php', 'php/Hub/Cloud/Quota.php', 'php/Hub/Versions/Retention.php', 'src/screens/hub/plans.ts' ) ),
		);
	}

	/**
	 * The lists checked by `literal_copies()`: each list's strings, the
	 * files (from the root) where it is written, and whether tests/php is
	 * searched too (for lists the tests once wrote out themselves).
	 *
	 * @return array<string, array{0: string[], 1: string[], 2: bool}>
	 */
	public static function literals(): array {
		$item_args = 'php/Support/Catalog/ItemArgs.php';
		return array(
			'wp stencilbox commands'   => array( array_keys( Commands::ALL ), array( 'php/Cli/Commands.php' ), true ),
			'page and block'           => array( ItemArgs::CONTENT_TYPES, array( $item_args ), false ),
			'linked taxonomies'        => array( array_keys( ItemArgs::linked_taxonomies() ), array( $item_args ), false ),
			'item types'               => array( ItemArgs::ITEM_TYPES, array( $item_args ), false ),
			'list types'               => array( ItemArgs::TYPES, array( $item_args ), false ),
			'kit types'                => array( PackPages::KIT_TYPES, array( 'php/Support/Import/PackPages.php' ), false ),
			'template types'           => array( TemplatePostType::TYPES, array( 'php/Site/Templates/TemplatePostType.php' ), false ),
			'built-in condition types' => array( array_keys( ConditionTypes::BUILT_IN ), array( 'php/Site/Templates/ConditionTypes.php' ), true ),
		);
	}

	/**
	 * No file but the list's own has an array literal of exactly its strings.
	 *
	 * @dataProvider literals
	 *
	 * @param string[] $members The list.
	 * @param string[] $home    Where it is written.
	 * @param bool     $tests   Whether tests/php is searched too.
	 */
	public function test_a_short_list_is_written_once( array $members, array $home, bool $tests ): void {
		$root  = dirname( __DIR__, 3 );
		$found = array();
		$files = self::sources( $root );
		if ( $tests ) {
			$files = array_merge( $files, self::sources( $root, array( 'tests/php' ), '#/(wp-cli)/#' ) );
		}
		foreach ( $files as $file ) {
			$short = str_replace( $root . '/', '', $file );
			if ( in_array( $short, $home, true ) ) {
				continue;
			}
			foreach ( self::literal_copies( (string) file_get_contents( $file ), $members ) as $line ) {
				$found[] = "$short:$line";
			}
		}
		$this->assertSame( array(), $found, 'a copy of the list: read it from its PHP definition, or in TypeScript from src/utils/generated/lists.ts' );
	}

	/**
	 * The narrow check sees an array literal of the list in either language,
	 * on one line or several, and nothing else.
	 */
	public function test_the_literal_check_sees_only_a_literal_copy(): void {
		$page_block = array( 'page', 'block' );
		foreach ( array( "in_array( \$type, array( 'page', 'block' ), true )", "Schema::enum( array( 'block', 'page' ) )", "const TYPES = [\n\t'block',\n\t'page',\n] as const;", '$t = ["page", "block"];' ) as $code ) {
			$this->assertCount( 1, self::literal_copies( $code, $page_block ), $code );
		}
		foreach ( array( "array( 'pack', 'page', 'block' )", "\$by['page'] + \$by['block']", "'page' === \$type || 'block' === \$type", "type: 'page' | 'block';", "IN ('block', 'page')", "array( 'page' => 1, 'block' => 2 )" ) as $code ) {
			$this->assertSame( array(), self::literal_copies( $code, $page_block ), $code );
		}
		$this->assertCount( 1, self::literal_copies( "foreach ( array( 'pack', 'page', 'block' ) as \$type ) {", ItemArgs::ITEM_TYPES ) );
		$this->assertCount( 1, self::literal_copies( "foreach ( array( 'category', 'tag' ) as \$taxonomy ) {", array( 'tag', 'category' ) ) );
	}

	/**
	 * Where an array literal holds exactly the list's strings (any order):
	 * the line it starts on.
	 *
	 * @param string   $code    Source.
	 * @param string[] $members The list.
	 * @return int[] Line numbers.
	 */
	private static function literal_copies( string $code, array $members ): array {
		$members = array_values( array_unique( $members ) );
		sort( $members );
		$found = array();
		// `array( 'a', 'b' )` or `[ 'a', 'b' ]`: quoted strings only, two or more.
		if ( preg_match_all( '/(?:\barray\s*\(|\[)\s*((?:([\'"])[^\'"\n]*\2\s*,\s*)+([\'"])[^\'"\n]*\3\s*,?)\s*[)\]]/', $code, $m, PREG_OFFSET_CAPTURE ) ) {
			foreach ( $m[1] as [ $body, $offset ] ) {
				preg_match_all( '/([\'"])([^\'"\n]*)\1/', $body, $strings );
				$set = array_values( array_unique( $strings[2] ) );
				sort( $set );
				if ( $set === $members ) {
					$found[] = substr_count( $code, "\n", 0, $offset ) + 1;
				}
			}
		}
		return $found;
	}

	/**
	 * No file but the list's own spells it out.
	 *
	 * @dataProvider lists
	 *
	 * @param string[] $members The list.
	 * @param int      $least   Members that make a copy.
	 * @param string[] $home    Where it is written.
	 * @param int      $window  Lines a copy spreads over at most.
	 */
	public function test_a_shared_list_is_written_once( array $members, int $least, array $home, int $window = self::WINDOW ): void {
		$root  = dirname( __DIR__, 3 );
		$files = 0;
		$found = array();
		foreach ( self::sources( $root ) as $file ) {
			++$files;
			$short = str_replace( $root . '/', '', $file );
			if ( in_array( $short, $home, true ) ) {
				continue;
			}
			foreach ( self::copies( (string) file_get_contents( $file ), $members, $least, $window ) as $line ) {
				$found[] = "$short:$line";
			}
		}
		$this->assertGreaterThan( 300, $files );
		$this->assertSame( array(), $found, 'a copy of the list: read it from its PHP definition, or in TypeScript from src/utils/generated/lists.ts' );
	}

	/**
	 * The condition fields have one source that both layers read: the
	 * site's list is it, and the schema of a template travelling with a
	 * cloud file (`CloudTemplate`, which the hub checks pushes with) has
	 * exactly its fields, each as the site bounds it, plus `ref`.
	 */
	public function test_the_condition_fields_are_read_by_the_site_and_the_cloud_template_schema(): void {
		$this->assertSame( ConditionFields::FIELDS, Conditions::FIELDS );
		$this->assertSame( ConditionFields::DEFAULT_NAME, ConditionTypes::DEFAULT_NAME );
		$properties = CloudTemplate::schema()['properties']['conditions']['items']['properties'];
		$this->assertSame( array_merge( array_keys( ConditionFields::FIELDS ), array( 'ref' ) ), array_keys( $properties ) );
		foreach ( ConditionFields::FIELDS as $field => $schema ) {
			unset( $schema['default'] );
			$this->assertSame( $schema, array_intersect_key( $properties[ $field ], $schema ), $field . ': bounded as the site bounds it' );
			$this->assertArrayNotHasKey( 'default', $properties[ $field ], $field . ': what travels is checked, never filled in' );
		}
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
			// The five places a taxonomy was written out by hand before ItemArgs::filters() described them.
			array( 'catalogue taxonomies', "\$term_ids = array(\n\t'category'      => array(),\n\t'tag'           => array(),\n\t'template_type' => array(),\n);" ),
			array( 'catalogue taxonomies', "if ( in_array( \$taxonomy, array( 'category', 'tag', 'template_type' ), true ) ) {" ),
			array( 'catalogue term lists', "\$out = array(\n\t'categories'     => \$this->terms( \$data, 'categories' ),\n\t'tags'           => \$this->terms( \$data, 'tags' ),\n\t'template_types' => \$this->template_types( \$data ),\n);" ),
			array( 'condition fields', "conditions.map(\n\t( { id, type, name, sub_name: subName, sub_id: subId } ) => ( {\n\t\t...( id ? { id } : {} ),\n\t\ttype,\n\t\tname,\n\t\tsub_name: subName,\n\t\tsub_id: subId,\n\t} )\n)" ),
			array( 'condition fields', "return {\n\tid: '',\n\ttype: 'include',\n\tname: config[ 0 ]?.name ?? '',\n\tsub_name: '',\n\tsub_id: 0,\n};" ),
		);
		// The hub's template schema once spelled the condition fields out again.
		$copies[] = array(
			'condition fields',
			"'items'    => array(\n\t'type'                 => 'object',\n\t'properties'           => array(\n\t\t'id'       => \$short( 32 ),\n\t\t'type'     => array(\n\t\t\t'type' => 'string',\n\t\t\t'enum' => array( 'include', 'exclude' ),\n\t\t),\n\t\t'name'     => array(\n\t\t\t'type'    => 'string',\n\t\t\t'pattern' => '^[a-z0-9_-]{1,64}\$',\n\t\t),\n\t\t'sub_name' => \$short( 100 ),\n\t\t'sub_id'   => array(\n\t\t\t'type'    => 'integer',\n\t\t),\n\t),\n)",
		);
		foreach ( $copies as [ $list, $code ] ) {
			$this->assertCount( 1, self::copies( $code, $lists[ $list ][0], $lists[ $list ][1], $lists[ $list ][3] ?? self::WINDOW ), $code );
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
	 * @param int      $window  Lines a copy spreads over at most.
	 * @return int[] Line numbers.
	 */
	private static function copies( string $code, array $members, int $least, int $window = self::WINDOW ): array {
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
			for ( $n = $start; $n < $start + $window; $n++ ) {
				$seen = array_merge( $seen, $hits[ $n ] ?? array() );
			}
			if ( count( array_unique( $seen ) ) >= $least ) {
				$found[] = $start + 1;
				$until   = $start + $window - 1;
			}
		}
		return $found;
	}

	/**
	 * The plugin's PHP and TypeScript, without tests and generated files
	 * (or the given folders, without what `$skip` matches).
	 *
	 * @param string   $root The checkout.
	 * @param string[] $dirs Folders, from the root.
	 * @param string   $skip Paths left out.
	 * @return string[]
	 */
	private static function sources( string $root, array $dirs = array( 'php', 'src' ), string $skip = '#/(test|generated)/#' ): array {
		$files = array();
		foreach ( $dirs as $dir ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( "$root/$dir", \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$path = $file->getPathname();
				if ( preg_match( $skip, $path ) || ! preg_match( '/\.(php|tsx?)$/', $path ) ) {
					continue;
				}
				$files[] = $path;
			}
		}
		sort( $files );
		return $files;
	}
}
