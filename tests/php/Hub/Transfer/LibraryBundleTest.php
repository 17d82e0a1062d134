<?php
/**
 * Library bundles (issue [26] item 6) on a real WordPress: a hub's whole
 * library — items with every version, cloud files with theirs, WorkSpaces
 * with members, accounts, media — exported signed, refused when a byte
 * changed, moved to another hub (another key) with equal counts and
 * hashes, and applied twice with nothing changed the second time.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Transfer;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Transfer\HubKey;
use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Plugin;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\CliTestCase;
use Stencilbox\Tests\HubHelpers;

/**
 * Export, verify, apply.
 *
 * @group database
 */
final class LibraryBundleTest extends CliTestCase {
	use HubHelpers;

	/** A 1×1 PNG. */
	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

	/** The library's tables (short names after the prefix). */
	private const LIBRARY_TABLES = array( 'catalog_items', 'catalog_content', 'catalog_terms', 'catalog_item_terms', 'catalog_dependencies', 'catalog_item_dependencies', 'catalog_words', 'catalog_designs', 'catalog_templates', 'versions', 'cloud_files', 'cloud_words', 'cloud_bodies', 'cloud_designs', 'cloud_templates', 'cloud_assets', 'cloud_file_assets', 'cloud_workspaces', 'cloud_members', 'accounts', 'api_keys', 'transfer_map' );

	/** Uploads folders the library keeps media in. */
	private const FOLDERS = array( CatalogueImporter::UPLOADS_FOLDER, Names::CLOUD_IMAGES_DIR );

	/**
	 * This test's folder.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * Media folders moved aside while "another hub" runs: original → aside.
	 *
	 * @var array<string, string>
	 */
	private array $aside = array();

	/**
	 * The cloud image a library() made (removed after the test).
	 *
	 * @var string
	 */
	private string $png = '';

	/**
	 * The administrator the commands run as.
	 *
	 * @var int
	 */
	private int $admin;

	/**
	 * Prepares each test: an empty cloud, no versions, an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( array( 'cloud_files', 'cloud_words', 'cloud_bodies', 'cloud_designs', 'cloud_templates', 'cloud_assets', 'cloud_file_assets', 'cloud_workspaces', 'cloud_members', 'versions', 'transfer_map' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( $table ) );
		}
		$this->dir = get_temp_dir() . 'stencilbox-bundle-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->dir );
		$this->admin = $this->login_as( 'administrator' );
	}

	/**
	 * Removes the test's files and puts the media folders back.
	 */
	protected function tearDown(): void {
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		rmdir( $this->dir );
		$base = trailingslashit( wp_get_upload_dir()['basedir'] );
		foreach ( $this->aside as $folder => $aside ) {
			$this->remove( $base . $folder );
			rename( $aside, $base . $folder );
		}
		if ( '' !== $this->png ) {
			wp_delete_file( $this->png );
		}
		parent::tearDown();
	}

	/**
	 * Removes a folder.
	 *
	 * @param string $dir Folder.
	 */
	private function remove( string $dir ): void {
		if ( is_dir( $dir ) ) {
			\Stencilbox\Support\SafeZip::remove_dir( $dir );
		}
	}

	/**
	 * The library service.
	 */
	private static function bundle(): LibraryBundle {
		return Plugin::instance()->service( LibraryBundle::class );
	}

	/**
	 * A library with everything a bundle carries: the mini catalogue, an
	 * item with three versions, two accounts (one with a key), files with
	 * versions in My Clouds and in a shared WorkSpace, a cloud image.
	 */
	private function library(): void {
		$writer = Plugin::instance()->service( CatalogWriter::class );
		$item   = array(
			'platform' => 'gutenberg',
			'type'     => 'block',
			'slug'     => 'bundle-banner',
			'name'     => 'Bundle banner',
			'plan'     => 'starter',
			'content'  => "<!-- wp:paragraph -->\n<p>One.</p>\n<!-- /wp:paragraph -->",
		);
		$writer->save_item( $item );
		$writer->save_item( array( 'content' => "<!-- wp:paragraph -->\n<p>Two.</p>\n<!-- /wp:paragraph -->" ) + $item );
		$writer->save_item( array( 'content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Three</h2>\n<!-- /wp:heading -->" ) + $item );
		// Published from a saved template, twice: each version keeps the template it was published with (issue [26] item 5).
		$header = array(
			'platform' => 'gutenberg',
			'type'     => 'block',
			'slug'     => 'bundle-header',
			'name'     => 'Bundle header',
			'content'  => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Header</h2>\n<!-- /wp:heading -->",
			'template' => array(
				'type'       => 'header',
				'stable'     => '0c6a3f7e-2d1b-4e5f-8a9b-1c2d3e4f5a6b',
				'status'     => 'publish',
				'conditions' => array(
					array(
						'type'     => 'include',
						'name'     => 'singular',
						'sub_name' => 'post_type:page',
						'sub_id'   => 9,
						'ref'      => array(
							'post_type' => 'page',
							'slug'      => 'about',
						),
					),
				),
			),
		);
		$writer->save_item( $header );
		$header['template']['conditions'] = array(
			array(
				'type' => 'include',
				'name' => 'general',
			),
		);
		$writer->save_item( array( 'content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Header, again</h2>\n<!-- /wp:heading -->" ) + $header );

		$owner  = $this->hub_account( 'pro', 'owner@example.org' );
		$member = $this->hub_account( 'free', 'member@example.org' );
		unset( $member );
		$cloud  = Plugin::instance()->service( CloudService::class );
		$image  = Plugin::instance()->service( CloudImages::class )->store( 'png', (string) base64_decode( self::PNG ) );
		$this->assertNotNull( $image );
		$this->png = CloudImages::dir() . '/' . $image['hash'] . '.png';
		$page = $cloud->push(
			$owner['id'],
			array(
				'name'     => 'Launch page',
				'platform' => 'gutenberg',
				'type'     => 'page',
				'content'  => "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"" . $image['url'] . "\" alt=\"\"/></figure>\n<!-- /wp:image -->",
			)
		);
		Plugin::instance()->service( FileVersions::class )->save( $owner['id'], (int) $page['id'], "<!-- wp:paragraph -->\n<p>Launch, again.</p>\n<!-- /wp:paragraph -->", 'Shorter' );
		$space = $cloud->create_workspace( $owner['id'], 'Launch kit', array( 'member@example.org', 'invited@example.org' ) );
		$cloud->push(
			$owner['id'],
			array(
				'name'         => 'Kit header',
				'platform'     => 'gutenberg',
				'type'         => 'block',
				'content'      => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Kit</h2>\n<!-- /wp:heading -->",
				'workspace_id' => (int) $space['id'],
				// Pushed from a saved template: it keeps what it is (issue [26] item 5).
				'template'     => array(
					'type'       => 'header',
					'stable'     => '6f1d7c1e-4b2a-4c3d-9e8f-0a1b2c3d4e5f',
					'status'     => 'publish',
					'conditions' => array(
						array(
							'type'     => 'include',
							'name'     => 'singular',
							'sub_name' => 'post_type:page',
							'sub_id'   => 7,
							'ref'      => array(
								'post_type' => 'page',
								'slug'      => 'about',
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The library as another hub would see it: counts, and every thing by
	 * the name it has on any hub with its content hashes (never ids).
	 *
	 * @return array<string, mixed>
	 */
	private static function state(): array {
		global $wpdb;
		$t      = static fn( string $name ): string => Names::table( $name );
		$counts = array();
		foreach ( array( 'catalog_items', 'catalog_content', 'catalog_terms', 'catalog_item_terms', 'catalog_dependencies', 'catalog_item_dependencies', 'catalog_designs', 'catalog_templates', 'versions', 'cloud_files', 'cloud_bodies', 'cloud_designs', 'cloud_assets', 'cloud_file_assets', 'cloud_workspaces', 'cloud_members', 'accounts' ) as $table ) {
			$counts[ $table ] = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $t( $table ) );
		}
		$key   = "CONCAT(i.platform, '/', i.slug)";
		$items = array();
		foreach ( (array) $wpdb->get_results( "SELECT {$key} AS k, c.content, i.name, i.plan, i.thumbnail, i.settings, i.source, i.source_ref FROM " . $t( 'catalog_items' ) . ' i LEFT JOIN ' . $t( 'catalog_content' ) . ' c ON c.item_id = i.id', ARRAY_A ) as $row ) {
			$items[ $row['k'] ] = array( hash( 'sha256', (string) $row['content'] ), $row['name'], $row['plan'], $row['thumbnail'], json_decode( (string) $row['settings'], true ), $row['source'], $row['source_ref'] );
		}
		ksort( $items );
		$links = (array) $wpdb->get_col( "SELECT CONCAT({$key}, ' ', t.taxonomy, ':', t.slug) FROM " . $t( 'catalog_item_terms' ) . ' l JOIN ' . $t( 'catalog_items' ) . ' i ON i.id = l.item_id JOIN ' . $t( 'catalog_terms' ) . ' t ON t.id = l.term_id' );
		sort( $links );
		$versions = (array) $wpdb->get_col( "SELECT CONCAT({$key}, '#', v.number, ' ', v.body_hash, ' ', v.note, ' ', v.created_at) FROM " . $t( 'versions' ) . ' v JOIN ' . $t( 'catalog_items' ) . " i ON i.id = v.target_id WHERE v.kind = 'item'" );
		sort( $versions );
		$files = (array) $wpdb->get_col( "SELECT CONCAT(a.email, ' ', f.name, ' ', COALESCE(w.slug, '-'), ' ', f.body_hash, ' ', f.created_at) FROM " . $t( 'cloud_files' ) . ' f JOIN ' . $t( 'accounts' ) . ' a ON a.id = f.account_id LEFT JOIN ' . $t( 'cloud_workspaces' ) . ' w ON w.id = f.workspace_id' );
		sort( $files );
		$file_versions = (array) $wpdb->get_col( "SELECT CONCAT(f.name, '#', v.number, ' ', v.body_hash, ' ', v.note) FROM " . $t( 'versions' ) . ' v JOIN ' . $t( 'cloud_files' ) . " f ON f.id = v.target_id WHERE v.kind = 'file'" );
		sort( $file_versions );
		$members = (array) $wpdb->get_col( "SELECT CONCAT(w.slug, ' ', w.title, ' ', o.email, ' ', m.email, ' ', m.status) FROM " . $t( 'cloud_members' ) . ' m JOIN ' . $t( 'cloud_workspaces' ) . ' w ON w.id = m.workspace_id JOIN ' . $t( 'accounts' ) . ' o ON o.id = w.account_id' );
		sort( $members );
		$accounts = (array) $wpdb->get_col( "SELECT CONCAT(email, ' ', plan, ' ', plan_term, ' ', is_verified, ' ', joined) FROM " . $t( 'accounts' ) );
		sort( $accounts );
		$bodies = (array) $wpdb->get_col( 'SELECT hash FROM ' . $t( 'cloud_bodies' ) );
		sort( $bodies );
		$templates = (array) $wpdb->get_col( "SELECT CONCAT(f.name, ' ', t.template) FROM " . $t( 'cloud_templates' ) . ' t JOIN ' . $t( 'cloud_files' ) . ' f ON f.id = t.file_id' );
		sort( $templates );
		// Items' templates in the order that makes the current one (the newest row last per item).
		$item_templates = (array) $wpdb->get_col( "SELECT CONCAT({$key}, ' ', t.hash, ' ', t.template) FROM " . $t( 'catalog_templates' ) . ' t JOIN ' . $t( 'catalog_items' ) . ' i ON i.id = t.item_id ORDER BY i.slug, t.id' );
		return compact( 'counts', 'items', 'links', 'versions', 'files', 'file_versions', 'members', 'accounts', 'bodies', 'templates', 'item_templates' ) + array( 'media' => self::media() );
	}

	/**
	 * Every media file: its path in uploads → its SHA-256.
	 *
	 * @return array<string, string>
	 */
	private static function media(): array {
		$base = trailingslashit( wp_get_upload_dir()['basedir'] );
		$out  = array();
		foreach ( self::FOLDERS as $folder ) {
			if ( ! is_dir( $base . $folder ) ) {
				continue;
			}
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base . $folder, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				// An unfinished import's folder (`.incoming-…`) is no media.
				if ( preg_match( '/\.(svg|png|jpe?g|gif|webp)$/', (string) $file ) && ! str_contains( substr( (string) $file, strlen( $base ) ), '/.' ) ) {
					$out[ substr( (string) $file, strlen( $base ) ) ] = (string) hash_file( 'sha256', (string) $file );
				}
			}
		}
		ksort( $out );
		return $out;
	}

	/**
	 * Every row of every library table, and the media files: what "identical" means.
	 *
	 * @return array<string, mixed>
	 */
	private static function tables(): array {
		global $wpdb;
		$out = array();
		foreach ( self::LIBRARY_TABLES as $table ) {
			$rows = (array) $wpdb->get_results( 'SELECT * FROM ' . Names::table( $table ), ARRAY_A );
			$rows = array_map( 'serialize', $rows );
			sort( $rows );
			$out[ $table ] = $rows;
		}
		$out['stamps'] = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'version_stamps' ) );
		$out['media']  = self::media();
		return $out;
	}

	/**
	 * This site becomes another, empty hub: no library rows, no media, its own key.
	 */
	private function become_another_hub(): void {
		global $wpdb;
		foreach ( self::LIBRARY_TABLES as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( $table ) );
		}
		$wpdb->query( 'DELETE FROM ' . Names::table( 'catalog_sets' ) );
		delete_option( HubKey::OPTION );
		delete_option( CatalogWriter::PRICING_OPTION );
		$base = trailingslashit( wp_get_upload_dir()['basedir'] );
		foreach ( self::FOLDERS as $folder ) {
			if ( isset( $this->aside[ $folder ] ) ) {
				// The original is aside already: what an apply wrote goes.
				$this->remove( $base . $folder );
			} elseif ( is_dir( $base . $folder ) ) {
				$aside = $base . $folder . '.aside-' . wp_generate_password( 6, false );
				rename( $base . $folder, $aside );
				$this->aside[ $folder ] = $aside;
			}
		}
		$this->assertSame( 0, self::state()['counts']['catalog_items'] );
		$this->assertSame( array(), self::media() );
	}

	/**
	 * Exports through the command; answers the file.
	 */
	private function export(): string {
		$file = $this->dir . '/library-' . wp_generate_password( 4, false ) . '.zip';
		$run  = $this->wp( 'stencilbox', 'bundle', 'export', $file, '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertFileExists( $file );
		return $file;
	}

	public function test_a_hub_moves_to_another_hub_with_equal_counts_and_hashes(): void {
		$this->library();
		$before = self::state();
		$this->assertSame( 3, count( preg_grep( '#^gutenberg/bundle-banner\##', $before['versions'] ) ), 'the item has three versions' );
		$this->assertCount( 2, $before['file_versions'], 'the page has two versions' );
		$this->assertCount( 2, $before['members'] );
		$this->assertNotSame( array(), $before['media'] );
		$old_key = self::bundle()->fingerprint();
		$file    = $this->export();
		$this->assertSame( array(), glob( get_temp_dir() . 'stencilbox-library-bundle*' ) ?: array(), 'the temporary zip and its parts are gone' );

		$this->become_another_hub();
		$new_key = self::bundle()->fingerprint();
		$this->assertNotSame( $old_key, $new_key, 'the other hub has its own key' );

		// Another hub's key: checked and named, but applied only when trusted.
		$run = $this->wp( 'stencilbox', 'bundle', 'verify', $file, '--format=json', '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$verified = self::json( $run )[0];
		$this->assertSame( $old_key, $verified['fingerprint'] );
		$this->assertFalse( $verified['this_hub'] );
		$this->assertFalse( $verified['trusted'] );
		$this->assertSame( $before['counts']['catalog_items'], $verified['counts']['items'] );

		$run = $this->wp( 'stencilbox', 'bundle', 'apply', $file, '--user=' . $this->admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertStringContainsString( $old_key, $run['stderr'][0] );
		$this->assertStringEndsWith( '[bundle_untrusted_key]', $run['stderr'][0] );
		$run = $this->wp( 'stencilbox', 'bundle', 'apply', $file, '--trust=' . $new_key, '--user=' . $this->admin );
		$this->assertSame( 1, $run['exit'], 'a key that did not sign it is no trust' );
		$this->assertSame( 0, self::state()['counts']['catalog_items'], 'nothing was written' );

		$run = $this->wp( 'stencilbox', 'bundle', 'apply', $file, '--trust=' . $old_key, '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertStringStartsWith( 'Success: Applied the bundle: ' . $before['counts']['catalog_items'] . ' items written, 0 unchanged', $run['stdout'][0] );

		$after = self::state();
		$this->assertSame( $before['counts'], $after['counts'] );
		$this->assertCount( 1, $before['templates'], 'a file pushed from a saved template' );
		$this->assertCount( 2, $before['item_templates'], 'an item published from a saved template, twice' );
		$this->assertStringContainsString( '"name":"general"', (string) end( $before['item_templates'] ), 'its current template last' );
		foreach ( array( 'items', 'links', 'versions', 'files', 'file_versions', 'members', 'accounts', 'bodies', 'templates', 'item_templates', 'media' ) as $part ) {
			$this->assertSame( $before[ $part ], $after[ $part ], $part );
		}
		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'api_keys' ) ), 'no API key travels' );
		// No password travels, and none opens a moved account until it is reset.
		$hash = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT password_hash FROM ' . Names::table( 'accounts' ) . ' WHERE email = %s', 'owner@example.org' ) );
		$this->assertSame( LibraryBundle::NO_PASSWORD, $hash );
		foreach ( array( '', LibraryBundle::NO_PASSWORD, 'password' ) as $password ) {
			$this->assertFalse( wp_check_password( $password, $hash ), "'{$password}' opens nothing" );
		}
	}

	public function test_applying_a_bundle_twice_leaves_identical_tables_and_files(): void {
		$this->library();
		$old_key = self::bundle()->fingerprint();
		$file    = $this->export();
		$this->become_another_hub();

		$first = self::bundle()->apply( $file, $old_key );
		$this->assertGreaterThan( 0, $first['items_written'] );
		$this->assertGreaterThan( 0, $first['files_created'] );
		$this->assertGreaterThan( 0, $first['media_written'] );
		$once = self::tables();

		$second = self::bundle()->apply( $file, $old_key );
		$this->assertSame( 0, $second['items_written'] );
		$this->assertSame( $first['items_written'], $second['items_unchanged'] );
		$this->assertSame( 0, $second['versions_written'] );
		$this->assertSame( 0, $second['accounts_created'] );
		$this->assertSame( 0, $second['workspaces_created'] );
		$this->assertSame( 0, $second['members_added'] );
		$this->assertSame( 0, $second['files_created'] );
		$this->assertSame( 0, $second['media_written'] );
		$this->assertSame( $once, self::tables() );

		// And on the hub it came from: everything is already there.
		$again = $this->wp( 'stencilbox', 'bundle', 'apply', $this->export(), '--user=' . $this->admin );
		$this->assertSame( 0, $again['exit'], implode( "\n", $again['stderr'] ) );
		$this->assertStringStartsWith( 'Success: Applied the bundle: 0 items written', $again['stdout'][0] );
	}

	public function test_a_library_that_goes_from_a_to_b_and_back_finds_its_own_files_again(): void {
		$this->library();
		$a_print = self::bundle()->fingerprint();
		$a_key   = get_option( HubKey::OPTION );
		$from_a  = $this->export();
		$this->become_another_hub();
		self::bundle()->apply( $from_a, $a_print );
		$b_print = self::bundle()->fingerprint();
		$from_b  = $this->export();

		// Hub A again, emptied, its own bundle applied: its files under new ids.
		$this->become_another_hub();
		update_option( HubKey::OPTION, $a_key, false );
		self::bundle()->apply( $from_a );
		$once = self::tables();

		// B's bundle names A's files by the names they had on A: no copies.
		$report = self::bundle()->apply( $from_b, $b_print );
		$this->assertSame( 0, $report['files_created'] );
		$this->assertSame( 0, $report['workspaces_created'] );
		$this->assertSame( 0, $report['items_written'] );
		$this->assertSame( $once, self::tables() );
	}

	public function test_an_item_that_differs_only_by_the_address_of_its_images_is_left_as_it_is(): void {
		$writer = Plugin::instance()->service( CatalogWriter::class );
		$assets = Plugin::instance()->service( AssetRefs::class );
		$here   = $assets->bases()['plugin:'];
		$there  = 'http://hub-a.example/wp-content/plugins/stencilbox';
		$markup = static fn( string $base ): string => "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"{$base}/php/Hub/Catalog/demo/images/x.svg\" alt=\"\"/></figure>\n<!-- /wp:image -->";
		$item   = array(
			'platform' => 'gutenberg',
			'type'     => 'block',
			'slug'     => 'seeded-picture',
			'name'     => 'Seeded picture',
			'plan'     => 'starter',
			'settings' => array( 'background' => $there . '/php/Hub/Catalog/demo/images/x.svg' ),
		);
		// Hub A, which seeded the item at its own address (and nothing else).
		$this->become_another_hub();
		$assets->remember( array( 'plugin:' => array( $there ) ) );
		$writer->save_item( array( 'content' => $markup( $there ) ) + $item );
		$a_print = self::bundle()->fingerprint();
		$file    = $this->export();

		// Hub B, at another address, which seeded the same item at its own.
		$this->become_another_hub();
		delete_option( AssetRefs::BASES_OPTION );
		$writer->save_item(
			array(
				'content'  => $markup( $here ),
				'settings' => array( 'background' => $here . '/php/Hub/Catalog/demo/images/x.svg' ),
			) + $item
		);
		$before = self::tables();
		$report = self::bundle()->apply( $file, $a_print );
		$this->assertSame( 0, $report['items_written'], 'the same item, its images at another address: not written again' );
		$this->assertSame( 1, $report['items_unchanged'] );
		$this->assertSame( 0, $report['versions_written'] );
		$this->assertSame( $before, self::tables(), 'no row changed, no version "From a library bundle"' );

		// Another difference is still a new version.
		$this->become_another_hub();
		$writer->save_item( array( 'content' => str_replace( 'alt=""', 'alt="Changed"', $markup( $here ) ) ) + $item );
		$this->assertSame( 1, self::bundle()->apply( $file, $a_print )['items_written'] );
	}

	public function test_a_changed_byte_anywhere_is_refused_and_nothing_is_written(): void {
		$this->library();
		// What the screen's download says it sends is the signed file (PHP's noted size is not the unsigned one).
		$signed = self::bundle()->export();
		$sizes  = array( strlen( (string) file_get_contents( $signed ) ), filesize( $signed ) );
		wp_delete_file( $signed );
		$this->assertSame( $sizes[0], $sizes[1] );
		$file  = $this->export();
		$bytes = (string) file_get_contents( $file );
		$size  = strlen( $bytes );
		$this->assertTrue( self::bundle()->verify( $file )['this_hub'], 'this hub signed it' );
		$this->become_another_hub();
		$empty = self::tables();

		// A local header, an entry's data, the central directory, the record's comment length, the signature.
		foreach ( array( 0, 40, intdiv( $size, 2 ), $size - 160, $size - 141, $size - 1 ) as $offset ) {
			$changed            = $bytes;
			$changed[ $offset ] = chr( ord( $changed[ $offset ] ) ^ 0x01 );
			$tampered           = $this->dir . "/tampered-{$offset}.zip";
			file_put_contents( $tampered, $changed );
			try {
				self::bundle()->verify( $tampered );
				$this->fail( "a changed byte at {$offset} is refused" );
			} catch ( HttpError $error ) {
				$this->assertSame( 'bundle_signature_invalid', $error->error_code(), "byte {$offset}" );
				$this->assertSame( 400, $error->status(), "byte {$offset}" );
			}
			$run = $this->wp( 'stencilbox', 'bundle', 'apply', $tampered, '--trust=' . str_repeat( 'a', 64 ), '--user=' . $this->admin );
			$this->assertSame( 1, $run['exit'], "byte {$offset}" );
			$this->assertStringEndsWith( '[bundle_signature_invalid]', $run['stderr'][0], "byte {$offset}" );
		}
		$run = $this->wp( 'stencilbox', 'bundle', 'verify', $this->dir . '/tampered-' . intdiv( $size, 2 ) . '.zip', '--user=' . $this->admin );
		$this->assertSame( array( 'Error: The bundle was changed after it was signed: its signature does not match its content. Nothing was written. [bundle_signature_invalid]' ), $run['stderr'] );
		$this->assertSame( $empty, self::tables(), 'nothing was written' );

		// A zip without the signature (the same entries, unsigned) is refused too.
		$plain = $this->dir . '/plain.zip';
		$zip   = new \ZipArchive();
		$zip->open( $plain, \ZipArchive::CREATE );
		$zip->addFromString( LibraryBundle::MANIFEST, '{"format":"stencilbox-library-bundle","version":1}' );
		$zip->close();
		$run = $this->wp( 'stencilbox', 'bundle', 'verify', $plain, '--user=' . $this->admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertStringEndsWith( '[bundle_signature_invalid]', $run['stderr'][0] );
	}

	/**
	 * The screen's upload-and-apply route.
	 *
	 * @param string               $file   The bundle ('' for none).
	 * @param array<string, mixed> $params Form fields.
	 */
	private function upload_route( string $file, array $params ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/admin/library-bundle/apply' );
		$request->set_body_params( $params );
		if ( '' !== $file ) {
			$request->set_file_params(
				array(
					'bundle' => array(
						'name'     => 'library.zip',
						'tmp_name' => $file,
						'error'    => UPLOAD_ERR_OK,
						'size'     => (int) filesize( $file ),
					),
				)
			);
		}
		return rest_do_request( $request );
	}

	public function test_the_screen_applies_an_upload_for_an_administrator_who_confirmed(): void {
		$this->library();
		$old_key = self::bundle()->fingerprint();
		$file    = $this->export();
		$this->become_another_hub();
		$empty = self::tables();

		$state = $this->rest( 'GET', '/stencilbox-hub/v1/admin/library-bundle' );
		$this->assertSame( 200, $state->get_status() );
		$this->assertSame( self::bundle()->fingerprint(), $state->get_data()['fingerprint'] );
		$this->assertStringContainsString( 'action=stencilbox_hub_library_bundle', $state->get_data()['export_url'] );

		$unconfirmed = $this->upload_route( $file, array( 'trust' => $old_key ) );
		$this->assertSame( 400, $unconfirmed->get_status() );
		$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
		$untrusted = $this->upload_route( $file, array( 'confirm' => 'true' ) );
		$this->assertSame( 403, $untrusted->get_status() );
		$this->assertSame( 'bundle_untrusted_key', $untrusted->get_data()['code'] );
		$this->assertSame( 400, $this->upload_route( '', array( 'confirm' => 'true' ) )->get_status(), 'no file' );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->upload_route( $file, array( 'confirm' => 'true', 'trust' => $old_key ) )->get_status() );
		$this->assertSame( $empty, self::tables(), 'nothing was written' );

		wp_set_current_user( $this->admin );
		$applied = $this->upload_route( $file, array( 'confirm' => 'true', 'trust' => strtoupper( $old_key ) ) );
		$this->assertSame( 200, $applied->get_status(), (string) wp_json_encode( $applied->get_data() ) );
		$this->assertSame( $old_key, $applied->get_data()['fingerprint'] );
		$this->assertGreaterThan( 0, $applied->get_data()['items_written'] );
	}

	public function test_the_key_is_made_once_and_its_secret_is_stored_encrypted(): void {
		delete_option( HubKey::OPTION );
		$run = $this->wp( 'stencilbox', 'bundle', 'key', '--user=' . $this->admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $run['stdout'][0] );
		$this->assertSame( $run['stdout'], $this->wp( 'stencilbox', 'bundle', 'key', '--user=' . $this->admin )['stdout'], 'made once' );
		$stored = get_option( HubKey::OPTION );
		$this->assertStringStartsWith( 'sb1:', $stored['secret'], 'sealed like every secret (Support\Crypto)' );
		$this->assertSame( $run['stdout'][0], hash( 'sha256', (string) base64_decode( $stored['public'] ) ) );
	}
}
