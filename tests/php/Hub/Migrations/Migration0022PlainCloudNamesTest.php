<?php
/**
 * Cloud names stored with markup before the hub kept them as plain text.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Migrations;

use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Hub\Migrations\Migration0022PlainCloudNames;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CloudTestCase;

/**
 * The rows are written as an older hub wrote them (through the cloud's own
 * renames, which store what they are given), then migrated.
 *
 * @group database
 */
final class Migration0022PlainCloudNamesTest extends CloudTestCase {
	/**
	 * The names the hub lists for a search.
	 *
	 * @param string $key    Account key.
	 * @param string $search Search.
	 * @return string[]
	 */
	private function found( string $key, string $search ): array {
		$page = $this->hub( 'GET', '/cloud/files', array( 'search' => $search ), $key )->get_data();
		$names = array_column( (array) ( $page['data'] ?? array() ), 'name' );
		sort( $names );
		return $names;
	}

	public function test_names_and_titles_lose_their_markup_and_stay_found_by_their_words(): void {
		global $wpdb;
		$key       = $this->hub_account( 'pro' )['key'];
		$workspace = $this->workspace( $key, 'Team' );
		$marked    = $this->push( $key, 'Marked' );
		$empty     = $this->push( $key, 'Empty' );
		$plain     = $this->push( $key, 'Kept a < b' );
		$files     = new CloudFiles();
		$files->rename( (int) $marked['id'], 'Old <img src=x onerror=alert(1)>landing<script>alert(2)</script>' );
		$files->rename( (int) $empty['id'], '<img src=x onerror=alert(1)>' );
		( new Workspaces() )->rename( (int) $workspace['id'], 'Team <b onmouseover=alert(3)>A</b>' );
		$table = Names::table( 'cloud_files' );
		$wpdb->update( $table, array( 'updated_at' => '2026-01-02 03:04:05' ), array( 'id' => $plain['id'] ) );
		$this->assertSame( 'Old <img src=x onerror=alert(1)>landing<script>alert(2)</script>', $files->find( (int) $marked['id'] )['name'], 'as an older hub stored it' );

		( new Migration0022PlainCloudNames() )->up( $wpdb );

		$this->assertSame( 'Old landing', $files->find( (int) $marked['id'] )['name'] );
		$this->assertSame( 'old-landing', $files->find( (int) $marked['id'] )['slug'] );
		$this->assertSame( '(no title)', $files->find( (int) $empty['id'] )['name'], 'a name that was only markup' );
		$this->assertSame( 'Team A', ( new Workspaces() )->find( (int) $workspace['id'] )['title'] );
		$kept = $files->find( (int) $plain['id'] );
		$this->assertSame( 'Kept a < b', $kept['name'], 'a lone "<" is no markup: left as it was' );
		$this->assertSame( '2026-01-02 03:04:05', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT updated_at FROM %i WHERE id = %d', $table, $plain['id'] ) ), 'not rewritten' );
		$this->assertSame( array( 'Old landing' ), $this->found( $key, 'landing' ), 'still found by its words' );
		$this->assertSame( array(), $this->found( $key, 'onerror' ) );

		// The hub's own answer now carries the plain names.
		$listed = array_column( (array) $this->hub( 'GET', '/cloud/files', array(), $key )->get_data()['data'], 'name' );
		sort( $listed );
		$this->assertSame( array( '(no title)', 'Kept a < b', 'Old landing' ), $listed );

		// Run again: nothing left to change.
		$before = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, name, updated_at FROM %i ORDER BY id', $table ), ARRAY_A );
		( new Migration0022PlainCloudNames() )->up( $wpdb );
		$this->assertSame( $before, (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, name, updated_at FROM %i ORDER BY id', $table ), ARRAY_A ) );
	}
}
