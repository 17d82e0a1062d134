<?php
/**
 * Base for tests that need a known catalogue: inside the test's transaction
 * the catalogue is emptied and the mini fixture
 * (tests/fixtures/catalogue-mini) is imported, whatever the shipped demo holds.
 *
 * The import runs for real once per process (about 100 queries, half a
 * second on SQLite); its rows and options are kept, and every later test
 * gets them back with one multi-row INSERT per table, then the import's
 * own last steps (prune, which also sweeps unused folders, and the version
 * bump with its event); on SQLite the rows go straight through its PDO
 * connection. CatalogFixtureTest checks that a restore and a
 * real import leave the same catalogue.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;

/**
 * Fixture catalogue helpers.
 */
abstract class CatalogTestCase extends TestCase {
	public const FIXTURE = __DIR__ . '/../fixtures/catalogue-mini';

	protected AssetRefs $refs;
	protected CatalogRepository $catalog;
	protected CatalogWriter $writer;
	protected CatalogueImporter $importer;

	/** The catalogue tables (short names), emptied and restored in this order. */
	protected const TABLES = array( 'items', 'content', 'terms', 'item_terms', 'dependencies', 'item_dependencies', 'words', 'sets', 'designs' );

	/**
	 * What the mini fixture's import left, for this process: the rows of
	 * every catalogue table, the options it wrote, and where (table prefix
	 * and plugin URL: a snapshot from another site is not used).
	 *
	 * @var array{key: string, rows: array<string, array<int, array<string, ?string>>>, options: array<string, mixed>}|null
	 */
	protected static ?array $imported = null;

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$plugin_file    = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$this->refs     = new AssetRefs( dirname( realpath( $plugin_file ) ), realpath( $plugin_file ) );
		$this->catalog  = new CatalogRepository( $this->refs );
		$this->writer   = new CatalogWriter();
		$this->importer = new CatalogueImporter( new CatalogueReader(), $this->writer, $this->refs );
		self::empty_catalogue();
		$this->import_fixture();
	}

	/**
	 * Imports the mini fixture into the emptied catalogue: for real the
	 * first time in a process (or on another site), from the snapshot of
	 * that import afterwards.
	 */
	protected function import_fixture(): void {
		global $wpdb;
		$key = $wpdb->prefix . '|' . plugins_url( '', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' );
		if ( null === self::$imported || self::$imported['key'] !== $key ) {
			$this->importer->import_folder( self::FIXTURE, 'demo', true );
			self::$imported = array(
				'key'     => $key,
				'rows'    => self::catalogue_rows(),
				'options' => array(
					CatalogWriter::PRICING_OPTION => get_option( CatalogWriter::PRICING_OPTION ),
				),
			);
			return;
		}
		self::restore_rows( self::$imported['rows'] );
		foreach ( self::$imported['options'] as $option => $value ) {
			update_option( $option, $value, false );
		}
		// The import's own last steps: the base URLs it wrote under, prune
		// (its DELETEs find nothing; it sweeps folders no item uses) and
		// the version bump, whose event drops cached answers.
		$this->refs->remember();
		$this->writer->prune();
		CatalogVersion::bump();
	}

	/**
	 * Every row of every catalogue table, in primary-key order.
	 *
	 * @return array<string, array<int, array<string, ?string>>>
	 */
	protected static function catalogue_rows(): array {
		global $wpdb;
		$rows = array();
		foreach ( self::TABLES as $table ) {
			$rows[ $table ] = (array) $wpdb->get_results( 'SELECT * FROM ' . Names::table( 'catalog_' . $table ) . ' ORDER BY 1, 2', ARRAY_A );
		}
		return $rows;
	}

	/**
	 * Writes rows back into the (empty) catalogue tables: a few multi-row INSERTs.
	 *
	 * @param array<string, array<int, array<string, ?string>>> $rows catalogue_rows() output.
	 */
	protected static function restore_rows( array $rows ): void {
		global $wpdb;
		// On SQLite, straight into its own connection (the same transaction):
		// the MySQL-on-SQLite driver parses every byte of a statement in PHP,
		// slower than writing the rows one by one natively.
		$pdo = 'sqlite' === WP_TESTS_DB && is_object( $wpdb->dbh ) && method_exists( $wpdb->dbh, 'get_connection' ) ? $wpdb->dbh->get_connection()->get_pdo() : null;
		foreach ( $rows as $table => $list ) {
			if ( ! $list ) {
				continue;
			}
			if ( $pdo ) {
				$names     = array_keys( $list[0] );
				$statement = $pdo->prepare( 'INSERT INTO "' . Names::table( 'catalog_' . $table ) . '" ("' . implode( '", "', $names ) . '") VALUES (' . implode( ', ', array_fill( 0, count( $names ), '?' ) ) . ')' );
				foreach ( $list as $row ) {
					$statement->execute( array_values( $row ) );
				}
				continue;
			}
			$columns = '`' . implode( '`, `', array_keys( $list[0] ) ) . '`';
			$values  = array();
			$size    = 0;
			foreach ( $list as $n => $row ) {
				$cells = array();
				foreach ( $row as $cell ) {
					$cells[] = null === $cell ? 'NULL' : $wpdb->prepare( '%s', $cell );
				}
				$values[] = '(' . implode( ', ', $cells ) . ')';
				$size    += strlen( end( $values ) );
				if ( $size > 500000 || count( $list ) - 1 === $n ) {
					$wpdb->query( 'INSERT INTO ' . Names::table( 'catalog_' . $table ) . " ({$columns}) VALUES " . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every value went through prepare() above.
					$values = array();
					$size   = 0;
				}
			}
		}
	}

	/**
	 * Deletes every catalogue row (rolled back with the test).
	 */
	protected static function empty_catalogue(): void {
		global $wpdb;
		foreach ( self::TABLES as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( 'catalog_' . $table ) );
		}
	}

	/**
	 * List params with defaults.
	 *
	 * @param array<string, mixed> $params Overrides.
	 * @return array<string, mixed>
	 */
	protected static function params( array $params = array() ): array {
		return array_merge( ItemArgs::list_defaults(), array( 'platform' => 'gutenberg' ), $params );
	}

	/**
	 * Slugs of a list query's items, in order.
	 *
	 * @param array<string, mixed> $params Overrides.
	 * @return string[]
	 */
	protected function slugs( array $params = array() ): array {
		return array_column( $this->catalog->query( self::params( $params ) )['data'], 'slug' );
	}

	/**
	 * A dependency's id by slug.
	 *
	 * @param string $slug Slug.
	 */
	protected static function dependency_id( string $slug ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Names::table( 'catalog_dependencies' ) . ' WHERE slug = %s', $slug ) );
	}

	/**
	 * A term's id.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $slug     Slug.
	 */
	protected function term_id( string $taxonomy, string $slug ): int {
		return (int) $this->catalog->term_id( $taxonomy, $slug );
	}

	/**
	 * A block of the shipped demo with custom colours (a navy band, white
	 * text, a teal button), saved through the hub's one write path, so its
	 * design is recorded as every published item's is.
	 *
	 * @return int Item id.
	 */
	protected function dark_band(): int {
		return $this->writer->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'slug'     => 'dark-band',
				'name'     => 'Dark Band',
				'plan'     => 'free',
				'content'  => (string) file_get_contents( dirname( __DIR__, 2 ) . '/php/Hub/Catalog/demo/gutenberg/consultation-cta.html' ),
				'source'   => 'local',
			)
		);
	}

	/**
	 * Asserts an insert's answer kept the pack's look as asked (`look`
	 * 'pack': nothing matched, nothing kept back).
	 *
	 * @param \WP_REST_Response $answer The insert's answer.
	 */
	protected function assert_pack_look( \WP_REST_Response $answer ): void {
		$this->assertSame(
			array(
				'look'    => 'pack',
				'matched' => false,
				'reason'  => 'pack',
				'kept'    => array(),
			),
			$answer->get_data()['look']
		);
	}
}
