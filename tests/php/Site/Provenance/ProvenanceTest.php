<?php
/**
 * Provenance of every insert path (block editor, inserter patterns, cloud
 * pulls, /import, /import/page, pushes) and pristine detection, through
 * the site's routes and the in-process hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Provenance;

use Stencilbox\Plugin;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * What came from where, and whether it is still as inserted.
 */
final class ProvenanceTest extends CatalogTestCase {
	use AccountHelpers;
	use VersionHelpers;

	private const BEFORE = "<!-- wp:paragraph -->\n<p>Written here, before.</p>\n<!-- /wp:paragraph -->";
	private const AFTER  = "<!-- wp:paragraph -->\n<p>Written here, after.</p>\n<!-- /wp:paragraph -->";

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The service.
	 */
	private static function provenance(): Provenance {
		return Plugin::instance()->service( Provenance::class );
	}

	/**
	 * A signed-in author with a post of their own.
	 *
	 * @return int The post.
	 */
	private function author_with_post(): int {
		$user = $this->login_as( 'editor' );
		$this->signup_with_plan( 'prov-' . wp_generate_password( 6, false, false ) . '@example.org' );
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Mine',
				'post_author' => $user,
			)
		);
	}

	/**
	 * `POST /insert`; asserts success.
	 *
	 * @param array<string, mixed> $params Params.
	 * @return array<string, mixed>
	 */
	private function insert( array $params ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', $params );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * What the block editor saves after inserting blocks between two
	 * paragraphs: its own serialization of every block (WordPress's PHP
	 * serializer writes the same format as the editor's).
	 *
	 * @param string $inserted The inserted markup.
	 */
	private static function saved_by_the_editor( string $inserted ): string {
		$blocks = array_values(
			array_filter(
				array_merge( parse_blocks( self::BEFORE ), parse_blocks( $inserted ), parse_blocks( self::AFTER ) ),
				static fn( array $block ): bool => null !== $block['blockName']
			)
		);
		return implode( "\n\n", array_map( 'serialize_block', $blocks ) );
	}

	public function test_a_block_editor_insert_is_marked_and_recorded_as_a_range_of_the_post(): void {
		$post = $this->author_with_post();
		$item = (int) $this->catalog->id_of( 'gutenberg', 'quiet-contact' );
		$data = $this->insert(
			array(
				'id'       => $item,
				'postId'   => $post,
				'origin'   => 'library',
				'platform' => 'gutenberg',
			)
		);
		$rows = self::provenance_rows();
		$this->assertCount( 1, $rows );
		$row = $rows[0];
		$this->assertSame( array( 'range', 'editor', 'item', 'gutenberg', 'local', 'Quiet Contact', 'block', '1' ), array( $row['scope'], $row['path'], $row['kind'], $row['platform'], $row['hub'], $row['source_name'], $row['source_type'], $row['version'] ) );
		$this->assertSame( $item, (int) $row['source_id'] );
		$this->assertSame( $post, (int) $row['post_id'] );
		// Every top-level block carries the ref; inner blocks do not.
		$top = array_values( array_filter( parse_blocks( $data['content'] ), static fn( array $b ): bool => null !== $b['blockName'] ) );
		$this->assertNotEmpty( $top );
		foreach ( $top as $block ) {
			$this->assertSame( $row['ref'], $block['attrs']['metadata'][ Marker::KEY ] );
			foreach ( $block['innerBlocks'] as $inner ) {
				$this->assertArrayNotHasKey( 'metadata', $inner['attrs'] );
			}
		}
		$this->assertSame( Fingerprint::markup( $data['content'] ), $row['hash'], 'the hash of the content as inserted' );
		$this->assertSame( Fingerprint::markup( Marker::strip_blocks( $data['content'] ) ), $row['hash'], 'the mark is not part of the hash' );
		$this->assertStringNotContainsString( '{{demo}}', $data['content'], 'images were copied first' );
	}

	public function test_pristine_detection_of_an_inserted_range(): void {
		$post   = $this->author_with_post();
		$data   = $this->insert(
			array(
				'id'     => (int) $this->catalog->id_of( 'gutenberg', 'sunrise-hero' ),
				'postId' => $post,
			)
		);
		$record = self::provenance()->all()[0];
		$this->assertFalse( self::provenance()->state( $record )['found'], 'not saved yet: nothing to find' );

		// Saved by the editor between two paragraphs of the post's own.
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::saved_by_the_editor( $data['content'] ) ) ) );
		$state = self::provenance()->state( $record );
		$this->assertTrue( $state['found'] );
		$this->assertTrue( $state['pristine'] );
		$this->assertSame( 1, $state['version'] );

		// Editing the text around the range changes nothing.
		$content = (string) get_post_field( 'post_content', $post );
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => str_replace( 'Written here, after.', 'Changed after.', $content ) ) ) );
		$this->assertTrue( self::provenance()->state( $record )['pristine'] );

		// A changed word inside it makes it edited.
		$content = (string) get_post_field( 'post_content', $post );
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => str_replace( 'A bright hero', 'A dim hero', $content ) ) ) );
		$state = self::provenance()->state( $record );
		$this->assertTrue( $state['found'] );
		$this->assertFalse( $state['pristine'] );
		$this->assertSame( 0, $state['version'] );

		// So does a changed attribute, and a removed block.
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => $content ) ) );
		$this->assertTrue( self::provenance()->state( $record )['pristine'] );
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => str_replace( '"sizeSlug":"large"', '"sizeSlug":"medium"', $content ) ) ) );
		$this->assertFalse( self::provenance()->state( $record )['pristine'] );

		// Deleted from the post: gone; the post deleted: the record goes.
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::BEFORE ) ) );
		$this->assertFalse( self::provenance()->state( $record )['found'] );
		wp_delete_post( $post, true );
		$this->assertSame( 0, self::count_rows( 'provenance' ) );
	}

	public function test_inserter_patterns_and_cloud_pulls_are_recorded_with_their_path_and_source(): void {
		$post = $this->author_with_post();
		$this->insert(
			array(
				'id'     => (int) $this->catalog->id_of( 'gutenberg', 'sunrise-hero' ),
				'postId' => $post,
				'origin' => 'inserter',
			)
		);
		$file = $this->rest(
			'POST',
			'/stencilbox/v1/clouds/upload',
			array(
				'name'         => 'My hero',
				'workspace_id' => 0,
				'file_content' => array(
					'__file'  => 'wp_block',
					'id'      => 0,
					'type'    => 'block',
					'title'   => 'My hero',
					'content' => self::BEFORE,
				),
			)
		)->get_data()['file'];
		$this->insert(
			array(
				'id'     => $file['id'],
				'postId' => $post,
				'origin' => 'cloud',
				'source' => 'cloud',
			)
		);
		$rows = self::provenance_rows();
		$this->assertSame( array( 'pattern', 'cloud' ), array_column( $rows, 'path' ) );
		$this->assertSame( array( 'item', 'file' ), array_column( $rows, 'kind' ) );
		$this->assertSame( (string) $file['id'], $rows[1]['source_id'] );
		$this->assertSame( 'My hero', $rows[1]['source_name'] );
		$this->assertSame( '1', $rows[1]['version'] );
	}

	public function test_imports_record_whole_documents_and_their_hash_as_stored(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'imp-' . wp_generate_password( 6, false, false ) . '@example.org' );
		$block = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => (int) $this->catalog->id_of( 'gutenberg', 'sunrise-hero' ) ) )->get_data();
		$page  = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => (int) $this->catalog->id_of( 'gutenberg', 'harbor-home' ),
				'title' => 'Our home',
			)
		)->get_data();
		$rows = self::provenance_rows();
		$this->assertSame( array( 'import', 'import-page' ), array_column( $rows, 'path' ) );
		$this->assertSame( array( 'document', 'document' ), array_column( $rows, 'scope' ) );
		$this->assertSame( array( (string) $block['post_id'], (string) $page['post_id'] ), array_column( $rows, 'post_id' ) );
		$this->assertSame( array( '', '' ), array_column( $rows, 'ref' ), 'a whole document needs no mark' );
		$this->assertStringNotContainsString( Marker::KEY, (string) get_post_field( 'post_content', $page['post_id'] ) );
		$this->assertSame( Fingerprint::markup( (string) get_post_field( 'post_content', $page['post_id'] ) ), $rows[1]['hash'] );
		$record = self::provenance()->find( (int) $rows[1]['id'] );
		$this->assertTrue( self::provenance()->state( $record )['pristine'] );

		// Saved again unchanged by the editor (its own spelling of the same blocks): still pristine.
		$blocks = array_filter( parse_blocks( (string) get_post_field( 'post_content', $page['post_id'] ) ), static fn( array $b ): bool => null !== $b['blockName'] );
		wp_update_post( wp_slash( array( 'ID' => $page['post_id'], 'post_content' => implode( "\n\n", array_map( 'serialize_block', $blocks ) ) ) ) );
		$this->assertTrue( self::provenance()->state( $record )['pristine'] );
		wp_update_post( wp_slash( array( 'ID' => $page['post_id'], 'post_content' => self::BEFORE ) ) );
		$this->assertFalse( self::provenance()->state( $record )['pristine'] );
	}

	public function test_a_whole_post_pushed_to_the_cloud_is_linked_to_its_file(): void {
		$post = $this->author_with_post();
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::BEFORE ) ) );
		$file = $this->rest(
			'POST',
			'/stencilbox/v1/clouds/upload',
			array(
				'name'         => 'Mine',
				'workspace_id' => 0,
				'post'         => $post,
			)
		)->get_data()['file'];
		$rows = self::provenance_rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'push', 'file', 'document', (string) $file['id'] ), array( $rows[0]['path'], $rows[0]['kind'], $rows[0]['scope'], $rows[0]['source_id'] ) );
		$this->assertSame(
			array(
				array(
					'kind'    => 'file',
					'id'      => $file['id'],
					'name'    => 'Mine',
					'version' => 1,
					'scope'   => 'document',
					'path'    => 'push',
				),
			),
			$this->rest( 'GET', '/stencilbox/v1/provenance', array( 'post' => $post ) )->get_data()['sources']
		);

		// Saved again as a new version of that file: one record, at version 2.
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::AFTER ) ) );
		$again = $this->rest(
			'POST',
			'/stencilbox/v1/clouds/upload',
			array(
				'name'         => 'Mine',
				'post'         => $post,
				'file_id'      => $file['id'],
				'version_note' => 'Shorter',
			)
		)->get_data();
		$this->assertSame( 'Saved as version 2 of “Mine”.', $again['message'] );
		$this->assertSame( $file['id'], $again['file']['id'] );
		$this->assertSame( 2, $again['file']['version'] );
		$rows = self::provenance_rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( '2', $rows[0]['version'] );
		$this->assertTrue( self::provenance()->state( self::provenance()->find( (int) $rows[0]['id'] ) )['pristine'] );

		// Nothing new: nothing saved.
		$same = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => 'Mine', 'post' => $post, 'file_id' => $file['id'] ) )->get_data();
		$this->assertSame( 'Nothing changed: this is version 2 of “Mine” already.', $same['message'] );

		// Another user's post is not theirs to ask about.
		$this->login_as( 'author' );
		$this->assertSame( 403, $this->rest( 'GET', '/stencilbox/v1/provenance', array( 'post' => $post ) )->get_status() );
	}

	public function test_marks_never_leave_the_site_and_an_insert_replaces_older_marks(): void {
		$post = $this->author_with_post();
		$data = $this->insert(
			array(
				'id'     => (int) $this->catalog->id_of( 'gutenberg', 'sunrise-hero' ),
				'postId' => $post,
			)
		);
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => $data['content'] ) ) );
		$file    = $this->rest( 'POST', '/stencilbox/v1/clouds/upload', array( 'name' => 'Pushed', 'post' => $post ) )->get_data()['file'];
		$content = $this->rest( 'GET', "/stencilbox/v1/versions", array( 'id' => $file['id'] ) );
		$this->assertSame( 200, $content->get_status() );
		$hub  = \Stencilbox\Hub\Cloud\CloudFiles::class;
		$body = ( new \Stencilbox\Hub\Cloud\DatabaseBodyStore() )->get( (string) ( new $hub() )->find( $file['id'] )['body_hash'] );
		$this->assertStringNotContainsString( '"' . Marker::KEY . '"', (string) $body, 'a push leaves our marks here' );

		// Markup that carries someone else's marks gets ours only.
		$marked = Marker::mark_blocks( self::BEFORE . "\n\n" . Marker::mark_blocks( self::AFTER, 'old' ), 'new' );
		$this->assertStringNotContainsString( '"old"', $marked );
		$this->assertSame( 2, substr_count( $marked, '"new"' ) );
	}

	public function test_a_range_is_found_wherever_its_blocks_were_moved_and_replaced_in_place(): void {
		$ref    = 'abc123';
		$range  = Marker::mark_blocks( self::BEFORE . "\n\n" . self::AFTER, $ref );
		$moved  = "<!-- wp:group -->\n<div class=\"wp-block-group\">" . $range . "</div>\n<!-- /wp:group -->";
		$post   = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Top</h2>\n<!-- /wp:heading -->\n\n" . $moved;
		$found  = Marker::find_blocks( $post, $ref );
		$this->assertCount( 2, $found );
		$this->assertSame( Fingerprint::markup( $range ), Fingerprint::blocks( $found ) );
		$next = (string) Marker::replace_blocks( $post, $ref, "<!-- wp:paragraph -->\n<p>New.</p>\n<!-- /wp:paragraph -->" );
		$this->assertStringContainsString( '<h2 class="wp-block-heading">Top</h2>', $next );
		$this->assertStringNotContainsString( 'Written here', $next );
		$group = parse_blocks( $next )[2];
		$this->assertSame( 'core/group', $group['blockName'] );
		$this->assertSame( 'New.', trim( wp_strip_all_tags( $group['innerBlocks'][0]['innerHTML'] ) ) );
		$this->assertSame( $ref, $group['innerBlocks'][0]['attrs']['metadata'][ Marker::KEY ] );
		$this->assertSame( count( $group['innerBlocks'] ), count( array_filter( $group['innerContent'], 'is_null' ) ), 'inner content stays in step' );
		$this->assertNull( Marker::replace_blocks( self::BEFORE, $ref, self::AFTER ) );
	}
}
