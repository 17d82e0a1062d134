<?php
/**
 * A saved template travels through the cloud with its display conditions
 * (issue [26] item 5): pushed on one site, added to the saved templates of
 * another where the posts and terms it names have other ids.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Cloud;

use Stencilbox\Hub\Cloud\FileTemplates;
use Stencilbox\Plugin;
use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Cloud\TemplateFile;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\CloudTestCase;

/**
 * Push (`POST /clouds/upload {post}`) → "Add to saved templates" (`POST
 * /clouds/add-template/{id}`), through the real routes and the in-process
 * hub; hostile template metadata refused on both sides. A downloaded file
 * carries its template: uploaded by another account, it lands the same
 * template; a hostile template part in an upload is refused.
 *
 * @database-neutral its SQL only reads rows to compare them before and after.
 */
final class TemplateLandingTest extends CloudTestCase {
	use TemplateRows;

	/** A header whose block attributes hold escapes (`\u0022`), as WordPress serialises quotes. */
	private const HEADER = '<!-- wp:heading {"placeholder":"Say \u0022ahoy\u0022"} -->' . "\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";

	private TemplateRepository $templates;

	/**
	 * The plugin's templates and an empty template table.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . FileTemplates::table() );
		$this->templates = Plugin::instance()->service( TemplateRepository::class );
	}

	/**
	 * The template file a user downloads (`GET /clouds/download/{id}`, then
	 * the link opened), as the browser reads it back from disk (JSON).
	 *
	 * @param int $file_id Cloud file.
	 * @return array<string, mixed>
	 */
	private function download( int $file_id ): array {
		$link = $this->answer_with( 200, 'GET', '/stencilbox/v1/clouds/download/' . $file_id );
		parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
		$file = Plugin::instance()->service( CloudDownloads::class )->open( (string) $query['token'], get_current_user_id() )['file'];
		return (array) json_decode( (string) wp_json_encode( $file, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), true );
	}

	/**
	 * What an upload may have written: the hub's cloud rows, the site's
	 * templates and media.
	 *
	 * @return array<string, mixed>
	 */
	private static function written(): array {
		return array(
			'files'     => self::rows( 'files' ),
			'bodies'    => self::rows( 'bodies' ),
			'templates' => self::rows( 'templates' ),
			'assets'    => self::rows( 'assets' ),
			'site'      => self::template_rows( true ),
		);
	}

	public function test_a_downloaded_file_carries_its_template_and_lands_it_from_another_account_once(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$about    = self::published_page( 'about' );
		$news     = self::category( 'news' );
		$contact  = self::published_page( 'contact' );
		$template = $this->header( $about, $news, $contact );
		$stable   = References::stable_id( $template );
		$pushed   = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template ) )['file'];

		// What the user downloads: the template file, with the saved template in it.
		$file = $this->download( (int) $pushed['id'] );
		$this->assertSame( array( TemplateFile::FORMAT, 'Harbor header' ), array( $file['stencilbox'], $file['title'] ) );
		$this->assertSame( array( 'type', 'stable', 'status', 'conditions' ), array_keys( $file['template'] ) );
		$this->assertSame( array( 'header', $stable, 'publish' ), array( $file['template']['type'], $file['template']['stable'], $file['template']['status'] ) );
		$this->assertSame( array( 'about', 'news', 'contact' ), array_map( static fn( array $condition ): string => (string) $condition['ref']['slug'], $file['template']['conditions'] ) );
		$this->assertSame( ( new FileTemplates() )->of( (int) $pushed['id'] ), $file['template'], 'what the hub keeps, as it keeps it' );
		// A file that is no saved template downloads as a plain file.
		$plain = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => self::editor_payload() ) )['file'];
		$this->assertArrayNotHasKey( 'template', $this->download( (int) $plain['id'] ) );

		// Another site, and another account: the template is not here, "about" and "news" have other ids, "contact" is missing.
		self::elsewhere( array( $template, $about, $contact ), array( $news ) );
		$about_here = self::published_page( 'about' );
		$news_here  = self::category( 'news' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'agency@example.org', 'pro' );

		// The downloaded file uploaded (Upload on My Clouds): a saved template's file again.
		$uploaded = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => $file ) );
		$this->assertSame( 'Your file has been pushed successfully to your cloud store.', $uploaded['message'] );
		$this->assertSame(
			array(
				'type'       => 'header',
				'conditions' => 3,
			),
			$uploaded['file']['template']
		);
		$this->assertSame( $file['template'], ( new FileTemplates() )->of( (int) $uploaded['file']['id'] ), 'kept as it came' );

		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $uploaded['file']['id'] );
		$this->assertTrue( $added['created'] );
		$this->assertSame( 'header', $added['type'] );
		$this->assertSame( $stable, get_post_meta( $added['id'], References::META, true ), 'the same template: its stable id' );
		$this->assertSame( 'publish', get_post( $added['id'] )->post_status );
		$this->assertSame( 'Harbor header', get_post( $added['id'] )->post_title );
		$this->assertStringContainsString( 'Say \u0022ahoy\u0022', get_post( $added['id'] )->post_content, 'escapes kept through the file' );
		$this->assertSame(
			array(
				'include singular post_type:page' => $about_here,
				'include singular in:category'    => $news_here,
			),
			self::sub_ids( $added['id'] )
		);
		$this->assertCount( 1, $added['dropped'] );
		$this->assertStringContainsString( 'contact', $added['dropped'][0] );

		// Twice: the file downloaded and uploaded again is a second cloud file (as any upload), and adding it changes nothing here.
		$again_file = $this->download( (int) $uploaded['file']['id'] );
		$this->assertSame( $file['template'], $again_file['template'] );
		$again  = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => $again_file ) )['file'];
		$before = self::template_rows( true );
		$second = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $again['id'] );
		$this->assertSame( array( $added['id'], false, false, array() ), array( $second['id'], $second['created'], $second['updated'], $second['dropped'] ) );
		$this->assertSame( $before, self::template_rows( true ), 'identical tables' );
		$this->assertSame( array( $added['id'] ), self::template_ids(), 'no duplicate' );
	}

	public function test_a_hostile_template_part_in_an_upload_is_refused_and_nothing_is_written(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		// A picture of this site's media library: an upload accepted would send it to the cloud.
		$up = wp_upload_bits( 'dot.png', null, (string) base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' ) );
		$this->assertEmpty( $up['error'] );
		$valid   = array(
			'type'       => 'header',
			'stable'     => wp_generate_uuid4(),
			'status'     => 'publish',
			'conditions' => array(
				array(
					'type' => 'include',
					'name' => 'general',
				),
			),
		);
		$file    = TemplateFile::build(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'name'     => 'Hostile header',
			),
			'<!-- wp:image --><figure class="wp-block-image"><img src="' . $up['url'] . '" alt=""/></figure><!-- /wp:image -->'
		);
		$hostile = array(
			'a string'                 => 'header',
			'an empty list'            => array(),
			'a number'                 => 7,
			'markup in the type'       => array( 'type' => '<script>' ) + $valid,
			'a type this site lacks'   => array( 'type' => 'no-such-type' ) + $valid,
			'a stable id not a UUID'   => array( 'stable' => 'not-a-uuid' ) + $valid,
			'an unknown status'        => array( 'status' => 'trash' ) + $valid,
			'a field of its own'       => $valid + array( 'evil' => 1 ),
			'no conditions field'      => array_diff_key( $valid, array( 'conditions' => true ) ),
			'a reference with more'    => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'post_type:page', 'sub_id' => 3, 'ref' => array( 'slug' => 'about', 'sql' => '1=1' ) ) ) ) + $valid,
			'a nested object as field' => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'general', 'x' => array( 'y' => 1 ) ) ) ) + $valid,
			'a sub-id not a number'    => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'general', 'sub_id' => 'one' ) ) ) + $valid,
			'a negative sub-id'        => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'general', 'sub_id' => -4 ) ) ) + $valid,
			'a long sub-name'          => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => str_repeat( 'a', 101 ) ) ) ) + $valid,
			'too many conditions'      => array( 'conditions' => array_fill( 0, 51, $valid['conditions'][0] ) ) + $valid,
		);
		$before = self::written();
		foreach ( $hostile as $what => $template ) {
			$refused = $this->answer_with( 400, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => array( 'template' => $template ) + $file ) );
			$this->assertSame( 'invalid_data', $refused['code'], $what );
			$this->assertSame( 'The saved template sent with this file cannot be read.', $refused['message'], $what );
			$this->assertSame( $before, self::written(), $what . ': nothing written' );
		}

		// The same file with a sound template part is taken, image and all.
		$taken = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => array( 'template' => $valid ) + $file ) )['file'];
		$this->assertSame( 'header', $taken['template']['type'] );
		$this->assertSame( 1, self::rows( 'assets' ) );
		wp_delete_file( $up['file'] );
	}

	public function test_an_upload_gives_no_display_conditions_to_a_user_who_may_not_place_templates(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$template = $this->header( self::published_page( 'about' ), self::category( 'news' ), self::published_page( 'contact' ) );
		$stable   = References::stable_id( $template );
		$pushed   = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template ) )['file'];
		$file     = $this->download( (int) $pushed['id'] );
		$this->assertCount( 3, $file['template']['conditions'] );

		// An editor (no `edit_theme_options`) uploads it: the file is a saved template's, as a draft without conditions, and said so.
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'editor@example.org', 'pro' );
		$uploaded = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => $file ) );
		$this->assertStringContainsString( 'display conditions of its saved template were left out', $uploaded['message'] );
		$kept = ( new FileTemplates() )->of( (int) $uploaded['file']['id'] );
		$this->assertSame(
			array(
				'type'       => 'header',
				'status'     => 'draft',
				'conditions' => array(),
			),
			array_diff_key( (array) $kept, array( 'stable' => true ) )
		);
		// A template of its own (a new stable id): landing it never takes the place of the one it came from.
		$this->assertTrue( wp_is_uuid( (string) $kept['stable'] ) );
		$this->assertNotSame( $stable, $kept['stable'] );

		// An administrator of the same site signed in to that account adds it:
		// a new draft that shows nowhere; the template it came from keeps its three conditions.
		$before = self::sub_ids( $template );
		$this->assertCount( 3, $before );
		$this->login_as( 'administrator' );
		$this->answer_with( 200, 'POST', '/stencilbox/v1/login', array( 'email' => 'editor@example.org', 'password' => $this->signup_fields( 'editor@example.org' )['password'] ) );
		$this->assertSame( array(), $this->download( (int) $uploaded['file']['id'] )['template']['conditions'] );
		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $uploaded['file']['id'] );
		$this->assertTrue( $added['created'] );
		$this->assertNotSame( $template, $added['id'] );
		$this->assertSame( $kept['stable'], get_post_meta( $added['id'], References::META, true ) );
		$this->assertSame( 'draft', get_post( $added['id'] )->post_status );
		$this->assertSame( array(), self::sub_ids( $added['id'] ) );
		$this->assertSame( $before, self::sub_ids( $template ), 'the original keeps where it shows' );
		$this->assertSame( 'publish', get_post_status( $template ) );
	}

	public function test_a_pushed_template_lands_on_a_site_where_its_posts_have_other_ids_once(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$about    = self::published_page( 'about' );
		$news     = self::category( 'news' );
		$contact  = self::published_page( 'contact' );
		$template = $this->header( $about, $news, $contact );

		$pushed = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template ) )['file'];
		$this->assertSame(
			array(
				'type'       => 'header',
				'conditions' => 3,
			),
			$pushed['template'],
			'the file says what it is'
		);
		$listed = $this->answer_with( 200, 'GET', '/stencilbox/v1/clouds' )['files']['data'];
		$this->assertSame( 'header', $listed[0]['template']['type'] );
		$kept = ( new FileTemplates() )->of( (int) $pushed['id'] );
		$this->assertNotNull( $kept );
		$this->assertSame( 'publish', $kept['status'] );
		$this->assertSame( 'about', $kept['conditions'][0]['ref']['slug'] );

		// Another site: the template is not here, "about" and "news" have other ids, "contact" is missing.
		self::elsewhere( array( $template, $about, $contact ), array( $news ) );
		$about_here = self::published_page( 'about' );
		$news_here  = self::category( 'news' );
		$this->assertNotSame( $about, $about_here );
		$this->assertNotSame( $news, $news_here );

		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertTrue( $added['created'] );
		$this->assertFalse( $added['updated'] );
		$this->assertSame( 'header', $added['type'] );
		$this->assertCount( 1, $added['dropped'] );
		$this->assertStringContainsString( 'contact', $added['dropped'][0] );
		$this->assertStringContainsString( 'Harbor header', $added['message'] );
		$landed = get_post( $added['id'] );
		$this->assertSame(
			array( array( 'file', (int) $pushed['id'], 'document', 'cloud' ) ),
			array_map( static fn( array $row ): array => array( $row['kind'], $row['source_id'], $row['scope'], $row['path'] ), Plugin::instance()->service( Provenance::class )->of_post( $added['id'] ) ),
			'a copy of the file: the Updates screen offers its newer versions'
		);
		$this->assertSame( 'publish', $landed->post_status );
		$this->assertStringContainsString( 'Harbor header', $landed->post_content );
		$this->assertStringContainsString( 'Say \u0022ahoy\u0022', $landed->post_content, 'escapes kept' );
		$this->assertSame(
			array(
				'include singular post_type:page' => $about_here,
				'include singular in:category'    => $news_here,
			),
			self::sub_ids( $added['id'] )
		);
		$this->assertContains( $added['id'], array_map( 'intval', array_column( (array) ( get_option( 'stencilbox_display_index' )['templates'] ?? array() ), 'id' ) ), 'it shows where its conditions say' );

		// Added again: found, nothing written.
		$before = self::template_rows( true );
		$again  = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertSame( $added['id'], $again['id'] );
		$this->assertFalse( $again['created'] );
		$this->assertFalse( $again['updated'] );
		$this->assertSame( array(), $again['dropped'] );
		$this->assertSame( $before, self::template_rows( true ), 'identical tables' );
		$this->assertSame( array( $added['id'] ), self::template_ids(), 'no duplicate' );
	}

	public function test_a_new_version_of_the_template_updates_the_one_it_landed_as(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$about    = self::published_page( 'about' );
		$template = $this->header( $about, self::category( 'news' ), self::published_page( 'contact' ) );
		$pushed   = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template ) )['file'];
		wp_delete_post( $template, true );
		$first = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertTrue( $first['created'] );

		// The landed template changes here and is pushed as a new version of the same file.
		wp_update_post(
			array(
				'ID'           => $first['id'],
				'post_content' => "<!-- wp:paragraph -->\n<p>Harbor, second edition.</p>\n<!-- /wp:paragraph -->",
			)
		);
		$this->templates->save_conditions(
			get_post( $first['id'] ),
			array(
				array(
					'type' => 'include',
					'name' => 'general',
				),
			)
		);
		$this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $first['id'], 'file_id' => $pushed['id'] ) );
		$this->assertCount( 1, ( new FileTemplates() )->of( (int) $pushed['id'] )['conditions'], 'the new version carries the conditions of now' );

		// Back to what the file held first, here: adding the file brings its newest version.
		wp_update_post(
			array(
				'ID'           => $first['id'],
				'post_content' => self::HEADER,
			)
		);
		$updated = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertSame( $first['id'], $updated['id'] );
		$this->assertTrue( $updated['updated'] );
		$this->assertStringContainsString( 'second edition', get_post( $first['id'] )->post_content );
		$this->assertSame( array( 'include general ' => 0 ), self::sub_ids( $first['id'] ) );
		$this->assertSame( array( $first['id'] ), self::template_ids() );
	}

	public function test_another_file_with_a_templates_stable_id_leaves_that_template_as_it_is(): void {
		// Found by probing (2026-12-04): a WorkSpace member read the stable
		// id of the owner's published header from the file it was shared
		// as, wrote a file of their own with it through the hub, and the
		// owner's "Add to saved templates" of that file replaced the header
		// on every page (title, content and conditions).
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$template = $this->header( self::published_page( 'about' ), self::category( 'news' ), self::published_page( 'contact' ) );
		$member   = $this->hub_account( 'pro', 'member@example.org' );
		$space    = $this->answer_with( 200, 'POST', '/stencilbox/v1/workspaces/create', array( 'title' => 'Team kit', 'share_with' => array( 'member@example.org' ) ) );
		$space_id = (int) ( $space['workspace']['id'] ?? $space['id'] ?? 0 );
		$this->assertGreaterThan( 0, $space_id, (string) wp_json_encode( $space ) );
		$shared = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template, 'workspace_id' => $space_id, 'name' => 'Our header' ) )['file'];
		$stable = (string) ( new FileTemplates() )->of( (int) $shared['id'] )['stable'];
		$this->assertTrue( wp_is_uuid( $stable ), 'a member can read it from the shared file' );
		$before  = get_post( $template );
		$forged  = $this->push(
			$member['key'],
			'New header proposal',
			$space_id,
			array(
				'type'     => 'block',
				'content'  => "<!-- wp:paragraph -->\n<p>Defaced by a member</p>\n<!-- /wp:paragraph -->",
				'template' => array(
					'type'       => 'header',
					'stable'     => $stable,
					'status'     => 'publish',
					'conditions' => array(
						array(
							'type' => 'include',
							'name' => 'general',
						),
					),
				),
			)
		);
		$rows    = self::template_rows( true );
		$added   = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $forged['id'] );
		$this->assertSame( array( $template, false, false ), array( $added['id'], $added['created'], $added['updated'] ) );
		$this->assertSame( '“Harbor header” in your saved templates has the same template id but did not come from this file: it was left as it is.', $added['message'] );
		$after = get_post( $template );
		$this->assertSame( array( $before->post_title, $before->post_content, 'publish' ), array( $after->post_title, $after->post_content, $after->post_status ) );
		$this->assertSame( $rows, self::template_rows( true ), 'identical tables: conditions and meta too' );
		$this->assertSame( array( $template ), self::template_ids(), 'no second template either' );

		// The file it was shared as still brings its own changes back.
		wp_update_post(
			array(
				'ID'           => $template,
				'post_content' => "<!-- wp:paragraph -->\n<p>Edited here</p>\n<!-- /wp:paragraph -->",
			)
		);
		$own = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $shared['id'] );
		$this->assertSame( array( $template, true ), array( $own['id'], $own['updated'] ) );
		$this->assertStringContainsString( 'Harbor header', get_post( $template )->post_content );
	}

	public function test_hostile_template_metadata_is_refused_and_nothing_is_written(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$account = $this->hub_account( 'pro' );
		$valid   = array(
			'type'       => 'header',
			'stable'     => wp_generate_uuid4(),
			'status'     => 'publish',
			'conditions' => array(
				array(
					'type' => 'include',
					'name' => 'general',
				),
			),
		);
		$hostile = array(
			'not an object'            => 'header',
			'markup in the type'       => array( 'type' => '<script>' ) + $valid,
			'a stable id not a UUID'   => array( 'stable' => 'not-a-uuid' ) + $valid,
			'an unknown status'        => array( 'status' => 'trash' ) + $valid,
			'a field of its own'       => $valid + array( 'evil' => 1 ),
			'a reference with more'    => array(
				'conditions' => array(
					array(
						'type'     => 'include',
						'name'     => 'singular',
						'sub_name' => 'post_type:page',
						'sub_id'   => 3,
						'ref'      => array(
							'slug' => 'about',
							'sql'  => '1=1',
						),
					),
				),
			) + $valid,
			'a nested object as field' => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'general', 'x' => array( 'y' => 1 ) ) ) ) + $valid,
			'a sub-id not a number'    => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'general', 'sub_id' => 'one' ) ) ) + $valid,
			'too many conditions'      => array( 'conditions' => array_fill( 0, 51, $valid['conditions'][0] ) ) + $valid,
			'a long slug'              => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'post_type:page', 'ref' => array( 'slug' => str_repeat( 'a', 201 ) ) ) ) ) + $valid,
		);
		foreach ( $hostile as $what => $template ) {
			$files    = self::rows( 'files' );
			$response = $this->hub(
				'POST',
				'/cloud/files',
				array(
					'name'     => 'Hostile',
					'platform' => 'gutenberg',
					'content'  => self::PAGE,
					'template' => $template,
				),
				$account['key']
			);
			$this->assertSame( 400, $response->get_status(), $what . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertSame( $files, self::rows( 'files' ), $what . ': nothing stored' );
		}

		// What the hub answers is checked again on the site: a row the hub should never have kept.
		$file = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'file_content' => self::editor_payload() ) )['file'];
		$this->assertNull( $file['template'], 'a page is no saved template' );
		$refused = $this->answer_with( 400, 'POST', '/stencilbox/v1/clouds/add-template/' . $file['id'] );
		$this->assertSame( 'invalid_data', $refused['code'] );
		global $wpdb;
		foreach ( array( '{"type":"header","stable":"","status":"publish","conditions":[{"type":"include","name":"general","ref":{"slug":"a","sql":"x"}}]}', '{"type":"no-such-type","stable":"","status":"publish","conditions":[]}', 'not json' ) as $row ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', FileTemplates::table() ) );
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (file_id, template) VALUES (%d, %s)', FileTemplates::table(), $file['id'], $row ) );
			$attachments = wp_count_posts( 'attachment' );
			$refused     = $this->answer_with( 400, 'POST', '/stencilbox/v1/clouds/add-template/' . $file['id'] );
			$this->assertSame( 'invalid_data', $refused['code'], $row );
			$this->assertSame( array(), self::template_ids(), $row . ': no template made' );
			$this->assertEquals( $attachments, wp_count_posts( 'attachment' ) );
		}
	}

	public function test_who_may_add_it_and_who_may_place_it(): void {
		// A user of the library who may not create templates: refused before anything is read.
		$this->login_as( 'subscriber' );
		wp_get_current_user()->add_cap( Names::CAP_READ );
		$refused = $this->answer_with( 403, 'POST', '/stencilbox/v1/clouds/add-template/1' );
		$this->assertSame( 'invalid_permission', $refused['code'] );

		// An editor may add it, but not decide where it shows: a draft without its conditions, and said so.
		$this->login_as( 'administrator' );
		$template = $this->header( self::published_page( 'about' ), self::category( 'news' ), self::published_page( 'contact' ) );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'editor@example.org', 'pro' );
		$pushed = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/upload', array( 'post' => $template ) )['file'];
		$this->assertSame( 3, $pushed['template']['conditions'] );
		wp_delete_post( $template, true );
		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertTrue( $added['created'] );
		$this->assertSame( 'draft', get_post( $added['id'] )->post_status );
		$this->assertSame( array(), self::sub_ids( $added['id'] ) );
		$this->assertCount( 1, $added['dropped'] );
		$this->assertStringContainsString( 'display conditions', $added['dropped'][0] );

		// Added again: nothing was written, so nothing was left out or drafted (it said both).
		$again = $this->answer_with( 200, 'POST', '/stencilbox/v1/clouds/add-template/' . $pushed['id'] );
		$this->assertSame( array( $added['id'], false, false ), array( $again['id'], $again['created'], $again['updated'] ) );
		$this->assertSame( array(), $again['dropped'] );
		$this->assertStringContainsString( 'nothing changed', $again['message'] );
	}
}
