<?php
/**
 * The journal holds every write an import makes; revert of any import
 * undoes it and every later one; a cut-off unit is done again, once.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\Importer;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * A recorder on `$wpdb` sees each write the import's requests make; every
 * row they leave changed must be one the journal names.
 *
 * @group database
 */
final class JournalTest extends FullSiteImportTestCase {
	/**
	 * Write statements seen: table => count.
	 *
	 * @var array<string, int>
	 */
	private array $writes = array();

	/**
	 * Counts a write statement by table.
	 *
	 * @param string $query SQL.
	 */
	public function record_query( mixed $query ): string {
		if ( preg_match( '/^\s*(?:INSERT(?:\s+IGNORE)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+`?(\w+)`?/i', (string) $query, $m ) ) {
			$this->writes[ $m[1] ] = ( $this->writes[ $m[1] ] ?? 0 ) + 1;
		}
		return (string) $query;
	}

	/**
	 * Rows of a table keyed by primary key.
	 *
	 * @param string $table Table.
	 * @param string $key   Primary key column.
	 * @return array<string, array<string, mixed>>
	 */
	private static function rows( string $table, string $key ): array {
		global $wpdb;
		$rows = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM {$table}", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$rows[ (string) $row[ $key ] ] = $row;
		}
		return $rows;
	}

	/**
	 * Keys of rows added, removed or changed between two reads.
	 *
	 * @param array<string, array<string, mixed>> $before Rows.
	 * @param array<string, array<string, mixed>> $after  Rows.
	 * @return array<string, array<string, mixed>> Key => the row (after, or before when removed).
	 */
	private static function changed( array $before, array $after ): array {
		$changed = array();
		foreach ( $after as $key => $row ) {
			if ( ! isset( $before[ $key ] ) || $before[ $key ] != $row ) { // phpcs:ignore Universal.Operators.StrictComparisons.LooseNotEqual -- rows as read.
				$changed[ $key ] = $row;
			}
		}
		foreach ( $before as $key => $row ) {
			if ( ! isset( $after[ $key ] ) ) {
				$changed[ $key ] = $row;
			}
		}
		return $changed;
	}

	public function test_every_write_of_an_import_is_in_its_journal(): void {
		global $wpdb;
		$tables = array(
			$wpdb->options            => 'option_id',
			$wpdb->posts              => 'ID',
			$wpdb->postmeta           => 'meta_id',
			$wpdb->terms              => 'term_id',
			$wpdb->term_taxonomy      => 'term_taxonomy_id',
			$wpdb->termmeta           => 'meta_id',
			$wpdb->comments           => 'comment_ID',
			$wpdb->users              => 'ID',
			$wpdb->usermeta           => 'umeta_id',
		);
		$before = array();
		foreach ( $tables as $table => $key ) {
			$before[ $table ] = self::rows( $table, $key );
		}
		$relationships = (array) $wpdb->get_results( "SELECT object_id, term_taxonomy_id FROM {$wpdb->term_relationships}", ARRAY_A );
		$session       = $this->start( $this->form() );
		add_filter( 'query', array( $this, 'record_query' ) );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		remove_filter( 'query', array( $this, 'record_query' ) );

		$journal = $wpdb->get_results( $wpdb->prepare( 'SELECT kind, ref FROM ' . Names::table( 'fsi_journal' ) . ' j INNER JOIN ' . Names::table( 'fsi_sessions' ) . ' s ON s.id = j.session_id WHERE s.uuid = %s', $session ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$named   = array();
		foreach ( $journal as $entry ) {
			$named[ $entry['kind'] ][ $entry['ref'] ] = true;
		}
		$post_known = static fn( mixed $id ): bool => isset( $named['post'][ (string) $id ] ) || isset( $named['post_before'][ (string) $id ] );
		$term_known = static fn( mixed $id ): bool => isset( $named['term'][ (string) $id ] ) || isset( $named['term_before'][ (string) $id ] );

		// The recorder saw writes, and only to tables the journal covers
		// (term counts are derived: recomputed when posts go).
		$covered = array_merge( array_keys( $tables ), array( $wpdb->term_relationships, Names::table( 'fsi_sessions' ), Names::table( 'fsi_journal' ) ) );
		$this->assertNotEmpty( $this->writes );
		$hub = array_filter( array_keys( $this->writes ), static fn( mixed $t ): bool => str_contains( $t, 'stencilbox_' ) && ! str_contains( $t, 'stencilbox_fsi_' ) );
		$this->assertSame( array(), array_values( array_diff( array_keys( $this->writes ), $covered, $hub ) ), 'Writes to tables the journal does not cover' );

		$missing = array();
		foreach ( $tables as $table => $key ) {
			foreach ( self::changed( $before[ $table ], self::rows( $table, $key ) ) as $id => $row ) {
				$ok = match ( $table ) {
					$wpdb->options       => str_starts_with( (string) $row['option_name'], '_transient_' ) || str_starts_with( (string) $row['option_name'], '_site_transient_' ) || isset( $named['option'][ (string) $row['option_name'] ] ),
					$wpdb->posts         => $post_known( $id ),
					$wpdb->postmeta      => $post_known( $row['post_id'] ),
					$wpdb->terms         => $term_known( $id ),
					$wpdb->termmeta      => $term_known( $row['term_id'] ),
					$wpdb->term_taxonomy => $term_known( $row['term_id'] ) || ( isset( $before[ $table ][ $id ] ) && array_diff_key( $row, array( 'count' => 1 ) ) == array_diff_key( $before[ $table ][ $id ], array( 'count' => 1 ) ) ), // phpcs:ignore Universal.Operators.StrictComparisons.LooseEqual
					$wpdb->comments      => isset( $named['comment'][ (string) $id ] ),
					default              => false,
				};
				if ( ! $ok ) {
					$missing[] = $table . ' ' . $id;
				}
			}
		}
		$now = (array) $wpdb->get_results( "SELECT object_id, term_taxonomy_id FROM {$wpdb->term_relationships}", ARRAY_A );
		foreach ( array_udiff( $now, $relationships, static fn( mixed $a, mixed $b ): int => strcmp( wp_json_encode( $a ), wp_json_encode( $b ) ) ) as $row ) {
			if ( ! $post_known( $row['object_id'] ) ) {
				$missing[] = 'term_relationships ' . $row['object_id'];
			}
		}
		$this->assertSame( array(), $missing, 'Rows the import changed that its journal does not name' );
		$this->assertArrayHasKey( 'plugin_installed', $named );
		$this->assertArrayHasKey( 'theme_installed', $named );
	}

	public function test_two_imports_then_revert_of_the_first_gives_the_site_before_the_first(): void {
		$before = self::snapshot();
		$first  = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$middle = self::snapshot();
		$second = $this->start(
			$this->form(
				array(
					'title' => 'Second Site',
					'color' => array( 'primary' => '#0055ff' ),
				)
			)
		);
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		$this->assertSame( 'Second Site', get_option( 'blogname' ) );
		$this->assertNotSame( $middle, self::snapshot() );

		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $first, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		// Newest first.
		$this->assertSame( array( $second, $first ), $response->get_data()['data']['reverted'] );
		$this->assert_same_snapshot( $before, self::snapshot() );
		$list = $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data()['data'];
		$this->assertSame( array( 'reverted', 'reverted' ), array_column( $list, 'status' ) );
		$this->assertSame( array( false, false ), array_column( $list, 'revertible' ) );
		// Reverting again is refused.
		$again = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $first, 'confirm' => true ) );
		$this->assertSame( 409, $again->get_status() );
	}

	public function test_revert_of_the_newest_keeps_the_older_import(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$middle = self::snapshot();
		$second = $this->start( $this->form( array( 'title' => 'Second Site' ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		$this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $second, 'confirm' => true ) );
		$this->assert_same_snapshot( $middle, self::snapshot() );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ) );
	}

	/**
	 * The counts a finished import leaves (pages, attachments, terms, menus, kits).
	 *
	 * @return array<string, int>
	 */
	private static function counts(): array {
		global $wpdb;
		$count = static fn( string $type ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $type ) );
		return array(
			'page'          => $count( 'page' ),
			'attachment'    => $count( 'attachment' ),
			'wp_navigation' => $count( 'wp_navigation' ),
			'templates'     => $count( 'stencilbox_template' ),
			'global_styles' => $count( 'wp_global_styles' ),
			'terms'         => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->terms}" ),
			'postmeta'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" ),
		);
	}

	public function test_a_unit_cut_off_in_any_step_is_done_again_once(): void {
		// A clean run's counts.
		$clean = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $clean ) );
		$expected = self::counts();
		$this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $clean, 'confirm' => true ) );
		self::remove_installed();

		// Every unit of every step dies once before it commits (as a killed
		// worker does), then the import is resumed.
		$died = array();
		$die  = static function ( string $step, int $unit ) use ( &$died ): void {
			$key = $step . ':' . $unit;
			if ( ! isset( $died[ $key ] ) ) {
				$died[ $key ] = true;
				throw new HttpError( 'retry_again', 'The worker died.', 503 );
			}
		};
		add_action( 'stencilbox_fsi_unit_done', $die, 10, 2 );
		$session = $this->start( $this->form() );
		$actions = array();
		for ( $i = 0; $i < 300; $i++ ) {
			$action    = $this->run_to_end( $session, 1 === $i ? 1 : 300 );
			$actions[] = $action;
			if ( 'complete' === $action ) {
				break;
			}
		}
		remove_action( 'stencilbox_fsi_unit_done', $die, 10 );
		$this->assertSame( 'complete', end( $actions ) );
		$steps = array_unique( array_map( static fn( mixed $key ): string|false => strtok( $key, ':' ), array_keys( $died ) ) );
		$this->assertSame( Importer::names(), array_values( $steps ) );
		$this->assertSame( $expected, self::counts() );
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page' AND post_title = 'Home'" ) );
	}
}
