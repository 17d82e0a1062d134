<?php
/**
 * Every route of both namespaces declares the schema of its answer, and a
 * real answer of every route matches it (types, enums, and no key the
 * schema does not declare).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Plugin;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Epoch;
use Stencilbox\Support\Names;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\EngagementTestCase;
use Stencilbox\Tests\MiniFixtureAsDemo;
use Stencilbox\Tests\ResponseSchema;
use Stencilbox\Tests\VersionHelpers;

/**
 * Walks every route once, the way the app and other sites use them.
 *
 * @database-neutral makes an account to call the routes; it checks answer schemas.
 */
final class RouteSchemaTest extends EngagementTestCase {
	use AccountHelpers;
	use MiniFixtureAsDemo;
	use VersionHelpers;

	/**
	 * Endpoints answered so far (`METHOD pattern` → true).
	 *
	 * @var array<string, bool>
	 */
	private array $answered = array();

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_mini_demo();
	}

	protected function tearDown(): void {
		$this->tear_down_mini_demo();
		wp_delete_file( PackageStore::stored( 'mini-helper' ) );
		parent::tearDown();
	}

	/**
	 * Every endpoint of our namespaces, as `METHOD pattern`.
	 *
	 * @return string[]
	 */
	public static function endpoints(): array {
		$out = array();
		foreach ( array( Names::REST_NAMESPACE, Names::HUB_NAMESPACE ) as $namespace ) {
			foreach ( rest_get_server()->get_routes( $namespace ) as $pattern => $handlers ) {
				if ( '/' . $namespace === $pattern ) {
					continue;
				}
				foreach ( $handlers as $handler ) {
					foreach ( array_keys( $handler['methods'] ) as $method ) {
						$out[] = "$method $pattern";
					}
				}
			}
		}
		sort( $out );
		return $out;
	}

	public function test_every_route_declares_a_response_schema_that_options_describes(): void {
		$this->login_as( 'administrator' );
		$patterns = array();
		foreach ( array( Names::REST_NAMESPACE, Names::HUB_NAMESPACE ) as $namespace ) {
			$patterns = array_merge( $patterns, array_diff( array_keys( rest_get_server()->get_routes( $namespace ) ), array( '/' . $namespace ) ) );
		}
		$this->assertGreaterThan( 70, count( $patterns ) );
		foreach ( $patterns as $pattern ) {
			$schema = ResponseSchema::of( $pattern );
			$this->assertIsArray( $schema, "$pattern has a response schema" );
			$this->assertArrayHasKey( 'type', $schema, $pattern );
			$this->assertSame( 'http://json-schema.org/draft-04/schema#', $schema['$schema'], $pattern );
			$this->assertNotEmpty( $schema['title'], $pattern );
			if ( in_array( 'object', (array) $schema['type'], true ) ) {
				$this->assertNotEmpty( $schema['properties'] ?? $schema['additionalProperties'] ?? null, "$pattern says what its object holds" );
			}
			$path    = (string) preg_replace( '#\(\?P<[a-z_]+>[^)]+\)#', '1', $pattern );
			$options = $this->rest( 'OPTIONS', $path )->get_data();
			$this->assertSame( $schema, $options['schema'] ?? null, "OPTIONS $path describes the answer" );
		}
	}

	public function test_a_real_answer_of_every_route_matches_its_schema(): void {
		update_option( HubController::REMOTE_OPTION, 1 );
		$this->site_routes();
		$this->cloud_routes();
		$this->hub_account_routes();
		$this->hub_catalog_routes();
		$this->hub_cloud_routes();
		// Before the owner's routes, which remove the demo items.
		$this->full_site_import_routes();
		$this->version_routes();
		$this->hub_owner_routes();
		$this->assertSame( self::endpoints(), array_keys( $this->sorted( $this->answered ) ), 'every endpoint was answered' );
	}

	/**
	 * The site's routes, as the app calls them.
	 */
	private function site_routes(): void {
		$this->login_as( 'editor' );
		$email = 'routes-' . wp_generate_password( 6, false ) . '@example.org';
		$user  = $this->call( 'POST', '/stencilbox/v1/signup', $this->signup_fields( $email ) )['user'];
		$this->call( 'GET', '/stencilbox/v1/is-signed' );
		$this->call( 'GET', '/stencilbox/v1/signup/legal' );
		$this->call( 'GET', '/stencilbox/v1/profile/verified' );
		// Sign-up mailed a link; a resend is allowed a minute later.
		( new AccountRepository() )->update( (int) $user['id'], array( 'verify_sent_at' => gmdate( 'Y-m-d H:i:s', time() - 120 ) ) );
		$this->call( 'POST', '/stencilbox/v1/profile/resend-verification' );
		$this->call( 'POST', '/stencilbox/v1/profile/notice', array( 'show_notice' => false ) );
		$this->call( 'GET', '/stencilbox/v1/profile/api-keys' );
		// A personal key needs a verified address.
		( new AccountRepository() )->update( (int) $user['id'], array( 'is_verified' => 1 ) );
		$key = $this->call( 'POST', '/stencilbox/v1/profile/api-keys', array( 'label' => 'Elsewhere' ) )['data'][0]['id'];
		$this->call( 'DELETE', '/stencilbox/v1/profile/api-keys/' . $key, array( 'confirm' => true ) );

		$this->call( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg' ) );
		$this->call( 'GET', '/stencilbox/v1/items/harbor-agency', array( 'platform' => 'gutenberg' ) );
		$this->call( 'GET', '/stencilbox/v1/featured-items', array( 'platform' => 'gutenberg' ) );
		// The lookup of each filter of linked terms (`/tags`, `/categories`…), and so the hub's.
		foreach ( ItemArgs::client_term_filters() as $filter ) {
			$this->call( 'GET', '/stencilbox/v1/' . $filter['lookup'] );
		}
		$this->call( 'GET', '/stencilbox/v1/templateTypes', array( 'itemType' => 'page' ) );
		$this->call( 'GET', '/stencilbox/v1/items-count' );
		$this->call( 'GET', '/stencilbox/v1/pricing' );
		$this->call( 'GET', '/stencilbox/v1/dependencies' );

		// A verified account may use items.
		( new AccountRepository() )->update( (int) $user['id'], array( 'is_verified' => 1 ) );
		Epoch::move( AccountSession::PROFILE_EPOCH_OPTION );
		$this->call( 'GET', '/stencilbox/v1/profile/sync' );
		$pack = $this->id( 'harbor-agency' );
		$page = $this->id( 'harbor-home' );
		$this->call(
			'POST',
			'/stencilbox/v1/items/favourite',
			array(
				'item'   => $pack,
				'action' => 'do',
			)
		);
		$this->call(
			'POST',
			'/stencilbox/v1/items/rating',
			array(
				'item'   => $pack,
				'rating' => 4,
			)
		);
		$this->call( 'GET', "/stencilbox/v1/items/$page/access" );
		$this->call( 'POST', '/stencilbox/v1/insert', array( 'id' => $page ) );
		$this->call( 'POST', '/stencilbox/v1/import', array( 'id' => $page ) );
		$this->call(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $page,
				'title' => 'From the library',
			)
		);
		$this->call( 'GET', '/stencilbox/v1/profile/my-favourites', array( 'platform' => 'gutenberg' ) );
		$this->call( 'GET', '/stencilbox/v1/profile/download-history' );
		$this->call( 'GET', '/stencilbox/v1/profile/purchased-items', array( 'platform' => 'gutenberg' ) );
		$active = array(
			'slug'        => 'stencilbox',
			'name'        => 'Stencilbox',
			'plugin_file' => 'stencilbox/stencilbox.php',
		);
		$this->call( 'POST', '/stencilbox/v1/dependencies/check', array( 'requirement' => array( $active ) ) );
		$this->call( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => $active ) );
		$this->call( 'POST', '/stencilbox/v1/logout' );
		$this->call( 'POST', '/stencilbox/v1/forgot-password', array( 'email' => $email ) );
		$this->call(
			'POST',
			'/stencilbox/v1/login',
			array(
				'email'    => $email,
				'password' => self::PASSWORD,
			)
		);
		$this->call(
			'POST',
			'/stencilbox/v1/profile/password',
			array(
				'current_password' => self::PASSWORD,
				'password'         => 'N3wPassword',
				'confirm_password' => 'N3wPassword',
			)
		);
		$this->call(
			'POST',
			'/stencilbox/v1/profile/email',
			array(
				'email'            => 'moved-' . $email,
				'current_password' => 'N3wPassword',
			)
		);
		$this->call(
			'DELETE',
			'/stencilbox/v1/profile',
			array(
				'password' => 'N3wPassword',
				'confirm'  => true,
			)
		);

		$this->login_as( 'administrator' );
		$this->call( 'GET', '/stencilbox/v1/settings' );
		$this->call( 'POST', '/stencilbox/v1/settings', array( 'hub_site_key' => '' ) );
		$this->call(
			'POST',
			'/stencilbox/v1/settings',
			array(
				'inserter_patterns' => true,
				'remove_content'    => false,
			)
		);
		$this->call( 'GET', '/stencilbox/v1/site-health/hub' );
		$this->template_routes();
	}

	/**
	 * The saved-template and display-condition routes, as the Templates
	 * screen calls them (an administrator may save conditions).
	 */
	private function template_routes(): void {
		$page     = self::factory_page();
		$template = $this->call(
			'POST',
			'/stencilbox/v1/create-template',
			array(
				'platform' => 'gutenberg',
				'type'     => 'header',
				'title'    => 'Site header',
			)
		)['id'];
		$this->call( 'GET', '/stencilbox/v1/saved-templates', array( 'platform' => 'gutenberg' ) );
		$this->call(
			'POST',
			'/stencilbox/v1/save-conditions',
			array(
				'template_id' => $template,
				'conditions'  => array(
					array(
						'type'     => 'include',
						'name'     => 'singular',
						'sub_name' => 'post_type:page',
						'sub_id'   => $page,
					),
				),
			)
		);
		$this->call( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $template ) );
		$this->call( 'GET', '/stencilbox/v1/autocomplete-condition', array( 'query' => 'post:page' ) );
		$this->call(
			'POST',
			'/stencilbox/v1/saved-templates/delete',
			array(
				'id'      => $template,
				'confirm' => true,
			)
		);
	}

	/**
	 * The cloud and WorkSpace routes, as the cloud screens and the editor's
	 * push call them (a verified account on a plan without a file limit).
	 */
	private function cloud_routes(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'cloud-' . strtolower( wp_generate_password( 6, false ) ) . '@example.org', 'pro' );
		$site = '/stencilbox/v1';
		$this->call( 'GET', "$site/clouds/usage" );
		$space = $this->call(
			'POST',
			"$site/workspaces/create",
			array(
				'title'      => 'Route kit',
				'share_with' => array( 'friend@example.org' ),
			)
		)['workspace'];
		$file  = $this->call(
			'POST',
			"$site/clouds/upload",
			array(
				'saveTemplate' => true,
				'name'         => 'Route page',
				'workspace_id' => $space['id'],
				'workspace'    => $space['slug'],
				'file_content' => CloudTestCase::editor_payload( CloudTestCase::PAGE, 'Route page' ),
			)
		)['file'];
		$this->call( 'GET', "$site/clouds", array( 'source' => 'workspaces' ) );
		$this->call( 'GET', "$site/workspaces" );
		$this->call( 'GET', "$site/workspaces/{$space['slug']}" );
		$this->call( 'POST', "$site/workspaces/{$space['slug']}", array( 'title' => 'Route kit 2' ) );
		$copy = $this->call(
			'POST',
			"$site/clouds/copy-move",
			array(
				'my_cloud_id'  => $file['id'],
				'workspace_id' => 0,
				'action'       => 'copy',
			)
		)['file'];
		$this->call( 'POST', "$site/clouds/rename/{$copy['id']}", array( 'name' => 'Route page (copy)' ) );
		$this->call( 'GET', "$site/clouds/download/{$copy['id']}" );
		// A saved template pushed, then added back (found: nothing changes for an editor).
		$template = Plugin::instance()->service( TemplateRepository::class )->create( 'gutenberg', 'header', array( 'title' => 'Route header', 'content' => CloudTestCase::PAGE ) );
		$pushed   = $this->call( 'POST', "$site/clouds/upload", array( 'post' => $template ) )['file'];
		$this->call( 'POST', "$site/clouds/add-template/{$pushed['id']}" );
		$this->call(
			'POST',
			"$site/workspaces/item/add",
			array(
				'workspace_id' => $space['id'],
				'files'        => array( $copy['id'] ),
			)
		);
		$this->call( 'DELETE', "$site/workspaces/item/delete/{$file['id']}", array( 'confirm' => true ) );
		$this->call( 'DELETE', "$site/clouds/delete/{$copy['id']}", array( 'confirm' => true ) );
		$this->call(
			'POST',
			"$site/workspaces/delete/{$space['id']}",
			array(
				'delete_files' => true,
				'confirm'      => true,
			)
		);
	}

	/**
	 * The hub's cloud routes, as another site's hub client calls them.
	 */
	private function hub_cloud_routes(): void {
		wp_set_current_user( 0 );
		$hub   = '/stencilbox-hub/v1/cloud';
		$key   = $this->hub_account( 'pro' )['key'];
		$space = $this->call( 'POST', "$hub/workspaces", array( 'title' => 'Hub kit' ), $key )['workspace'];
		$image = $this->call(
			'POST',
			"$hub/images",
			array(
				'ext'  => 'png',
				'data' => 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
			),
			$key
		);
		$this->temp[] = trailingslashit( wp_get_upload_dir()['basedir'] ) . Names::CLOUD_IMAGES_DIR . '/' . $image['hash'] . '.png';
		$file         = $this->call(
			'POST',
			"$hub/files",
			array(
				'name'     => 'Hub page',
				'platform' => 'gutenberg',
				'content'  => CloudTestCase::PAGE,
			),
			$key
		)['file'];
		$this->call( 'GET', "$hub/usage", array(), $key );
		$this->call( 'GET', "$hub/files", array(), $key );
		$this->call( 'GET', "$hub/files/{$file['id']}", array(), $key );
		$copy = $this->call( 'POST', "$hub/files/{$file['id']}/copy", array( 'workspace_id' => 0 ), $key )['file'];
		$this->call( 'POST', "$hub/files/{$copy['id']}/move", array( 'workspace_id' => $space['id'] ), $key );
		$this->call( 'POST', "$hub/files/{$copy['id']}/rename", array( 'name' => 'Hub page 2' ), $key );
		$this->call( 'GET', "$hub/workspaces", array(), $key );
		$this->call( 'GET', "$hub/workspaces/{$space['slug']}", array(), $key );
		$this->call( 'POST', "$hub/workspaces/{$space['id']}", array( 'share_with' => array( 'friend@example.org' ) ), $key );
		$this->call( 'POST', "$hub/workspaces/{$space['id']}/files", array( 'files' => array( $file['id'] ) ), $key );
		$this->call( 'DELETE', "$hub/files/{$file['id']}", array( 'confirm' => true ), $key );
		$this->call( 'DELETE', "$hub/workspaces/{$space['id']}", array( 'confirm' => true ), $key );
	}

	/**
	 * Versions and updates: the site's routes as the Updates screen, the
	 * file's Versions dialog and Save & Push call them; the hub's as the
	 * site's hub client calls them; the hub owner's as the Library hub does.
	 */
	private function version_routes(): void {
		$this->login_as( 'administrator' );
		$account = $this->signup_with_plan( 'versions-' . strtolower( wp_generate_password( 6, false ) ) . '@example.org', 'pro' );
		$site   = '/stencilbox/v1';
		$admin  = '/stencilbox-hub/v1/admin';
		$source = self::factory_page();
		$item   = $this->call( 'POST', "$admin/catalog/publish", array( 'source' => "post:$source" ) )['id'];
		// A saved template published to the library (its item carries the template), added from it here.
		$saved = Plugin::instance()->service( TemplateRepository::class )->create( 'gutenberg', 'header', array( 'title' => 'Library header', 'content' => CloudTestCase::PAGE ) );
		$this->call( 'POST', "$site/items/" . $this->call( 'POST', "$admin/catalog/publish", array( 'source' => "post:$saved" ) )['id'] . '/add-template' );
		$page   = $this->call(
			'POST',
			"$site/import/page",
			array(
				'id'    => $item,
				'title' => 'Versioned',
			)
		)['post_id'];
		wp_update_post(
			array(
				'ID'           => $source,
				'post_content' => '<!-- wp:paragraph --><p>Hello again.</p><!-- /wp:paragraph -->',
			)
		);
		$this->call(
			'POST',
			"$admin/catalog/publish",
			array(
				'source'       => "post:$source",
				'version_note' => 'Warmer',
			)
		);
		// An approver's screen on the site (issue [26]): the account given the right.
		( new Approvers() )->set( $account, true );
		$this->call( 'GET', "$site/fleet/approvals" );
		$this->call(
			'GET',
			"$site/fleet/compare",
			array(
				'item_id' => $item,
				'number'  => 2,
			)
		);
		$this->call(
			'POST',
			"$site/fleet/approvals",
			array(
				'item_id' => $item,
				'number'  => 2,
			)
		);
		$this->call( 'GET', "$site/updates/count" );
		$updates = $this->call( 'GET', "$site/updates", array( 'refresh' => true ) )['updates'];
		$this->call( 'POST', "$site/updates/apply", array( 'ids' => array_column( $updates, 'id' ) ) );
		// An edited copy merged with a version that changed the same words: its conflict, then the pick.
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '<!-- wp:paragraph --><p>Hello from here.</p><!-- /wp:paragraph -->',
			)
		);
		wp_update_post(
			array(
				'ID'           => $source,
				'post_content' => '<!-- wp:paragraph --><p>Hello once more.</p><!-- /wp:paragraph -->',
			)
		);
		$this->call( 'POST', "$admin/catalog/publish", array( 'source' => "post:$source" ) );
		$updates    = $this->call( 'GET', "$site/updates", array( 'refresh' => true ) )['updates'];
		$conflicted = $this->call(
			'POST',
			"$site/updates/apply",
			array(
				'ids'   => array_column( $updates, 'id' ),
				'merge' => true,
			)
		)['conflicted'][0];
		$this->call( 'POST', "$site/updates/resolve", self::ours_resolution( $conflicted['id'], $conflicted ) );
		$this->call( 'GET', "$site/provenance", array( 'post' => $page ) );
		$file = $this->call(
			'POST',
			"$site/clouds/upload",
			array(
				'name' => 'Versioned',
				'post' => $page,
			)
		)['file'];
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => CloudTestCase::PAGE,
			)
		);
		$this->call(
			'POST',
			"$site/clouds/upload",
			array(
				'name'         => 'Versioned',
				'post'         => $page,
				'file_id'      => $file['id'],
				'version_note' => 'Launch copy',
			)
		);
		$this->call( 'GET', "$site/versions", array( 'id' => $file['id'] ) );
		$this->call(
			'POST',
			"$site/versions/restore",
			array(
				'id'     => $file['id'],
				'number' => 1,
			)
		);

		$this->call( 'GET', "$admin/catalog/items/$item" );
		$this->call( 'GET', "$admin/catalog/items/$item/versions" );
		$this->call( 'GET', "$admin/catalog/items/$item/versions/1" );
		$this->call( 'POST', "$admin/catalog/items/$item/versions/1/restore" );
		$this->call( 'GET', "$admin/catalog/items/$item/usage" );
		$this->call( 'GET', "$admin/versions" );
		$this->call(
			'POST',
			"$admin/versions",
			array(
				'retention' => array(
					'free'    => 10,
					'starter' => 50,
					'pro'     => -1,
					'items'   => -1,
				),
			)
		);

		$this->call( 'GET', "$admin/fleet" );
		$this->call( 'POST', "$admin/fleet/settings", array( 'staged' => true ) );
		$this->call( 'POST', "$admin/fleet/sites", array( 'site' => 'https://client.example.org/', 'channel' => 'canary' ) );
		$this->call( 'POST', "$admin/fleet/pins", array( 'site' => 'https://client.example.org/', 'item_id' => $item, 'number' => 1 ) );
		$this->call( 'POST', "$admin/fleet/approvals", array( 'item_id' => $item, 'number' => 1 ) );
		$approver = $this->hub_account( 'pro' );
		$this->call( 'POST', "$admin/fleet/approvers", array( 'account_id' => $approver['id'], 'approve' => true ) );
		$this->call( 'POST', "$admin/fleet/rollbacks", array( 'item_id' => $item, 'number' => 2, 'confirm' => true ) );
		$this->call( 'GET', "$admin/fleet/audit", array( 'action' => 'approve' ) );
		$this->call( 'GET', "$admin/fleet/compare", array( 'item_id' => $item, 'number' => 2 ) );

		$this->call( 'GET', "$admin/library-bundle" );
		$signed       = Plugin::instance()->service( LibraryBundle::class )->export();
		$this->temp[] = $signed;
		$this->call( 'POST', "$admin/library-bundle/apply", array( 'confirm' => true ), null, array( 'bundle' => $this->upload( $signed ) ) );

		wp_set_current_user( 0 );
		$hub   = '/stencilbox-hub/v1';
		$key   = $this->hub_account( 'pro' )['key'];
		$mine  = $this->call(
			'POST',
			"$hub/cloud/files",
			array(
				'name'     => 'Hub page',
				'platform' => 'gutenberg',
				'content'  => CloudTestCase::PAGE,
			),
			$key
		)['file'];
		$this->call( 'POST', "$hub/cloud/files/{$mine['id']}/versions", array( 'content' => '<!-- wp:paragraph --><p>Two.</p><!-- /wp:paragraph -->' ), $key );
		$this->call( 'GET', "$hub/cloud/files/{$mine['id']}/versions", array(), $key );
		$this->call( 'GET', "$hub/cloud/files/{$mine['id']}/versions/1", array(), $key );
		$this->call( 'POST', "$hub/cloud/files/{$mine['id']}/versions/1/restore", array(), $key );
		$this->call( 'GET', "$hub/items/$item/versions", array(), $key );
		$this->call( 'GET', "$hub/items/$item/versions/1", array(), $key );
		$this->call(
			'POST',
			"$hub/versions/check",
			array(
				'site'  => 'https://client.example.org/',
				'items' => array(
					array(
						'id'      => $item,
						'version' => 1,
						'places'  => 1,
						'posts'   => 1,
					),
				),
				'files' => array(
					array(
						'id'      => $mine['id'],
						'version' => 1,
					),
				),
			),
			$key
		);
		$this->call( 'POST', "$hub/fleet/applied", array( 'site' => 'https://client.example.org/', 'results' => array( array( 'item_id' => $item, 'version' => 1, 'outcome' => 'updated' ) ) ), $key );
		$this->call( 'GET', "$hub/fleet/pending", array(), $approver['key'] );
		$compared = $this->call(
			'GET',
			"$hub/fleet/compare",
			array(
				'item_id' => $item,
				'number'  => 2,
			),
			$approver['key']
		);
		$this->call(
			'GET',
			"$hub/fleet/compare/side",
			array(
				'item_id' => $item,
				'number'  => $compared['current'],
			),
			$approver['key']
		);
		$this->call( 'POST', "$hub/fleet/approvals", array( 'item_id' => $item, 'number' => 1 ), $approver['key'] );
		$this->call( 'POST', "$hub/fleet/rollbacks", array( 'item_id' => $item, 'number' => 2, 'confirm' => true ), $approver['key'] );
		$this->call( 'POST', "$hub/fleet/applied", array( 'site' => 'https://client.example.org/', 'for' => 'rollback', 'results' => array( array( 'item_id' => $item, 'version' => 2, 'outcome' => 'rolled_back', 'reason' => 'to_1' ) ) ), $key );
	}

	/**
	 * The hub's account and engagement routes, as another site calls them.
	 */
	private function hub_account_routes(): void {
		wp_set_current_user( 0 );
		$hub   = '/stencilbox-hub/v1';
		$email = 'hub-' . wp_generate_password( 6, false ) . '@example.org';
		$this->call( 'GET', "$hub/info" );
		$this->call( 'POST', "$hub/accounts", $this->signup_fields( $email ) );
		$this->call( 'POST', "$hub/verification", array( 'token' => $this->last_token() ) );
		$session = $this->call(
			'POST',
			"$hub/sessions",
			array(
				'email'    => $email,
				'password' => self::PASSWORD,
			)
		);
		$key     = (string) $session['api_key'];
		$this->call( 'GET', "$hub/me", array(), $key );
		$this->call( 'POST', "$hub/me", array( 'show_notice' => false ), $key );
		$this->call( 'POST', "$hub/me/verification", array(), $key );
		$this->call( 'GET', "$hub/me/api-keys", array(), $key );
		$personal = $this->call( 'POST', "$hub/me/api-keys", array( 'label' => 'Another site' ), $key )['data'][0]['id'];
		$this->call( 'DELETE', "$hub/me/api-keys/$personal", array( 'confirm' => true ), $key );

		$pack = $this->id( 'harbor-agency' );
		$page = $this->id( 'harbor-home' );
		$this->call( 'GET', "$hub/items/$page/access", array(), $key );
		$this->call( 'POST', "$hub/items/$page/use", array( 'origin' => 'insert' ), $key );
		$this->call( 'GET', "$hub/patterns", array(), $key );
		PrivateFolder::prepare( PackageStore::FOLDER );
		copy( $this->plugin_zip(), PackageStore::stored( 'mini-helper' ) );
		$this->call( 'GET', "$hub/dependencies/mini-helper/package", array(), $key );
		$this->call( 'POST', "$hub/items/$pack/favourite", array( 'action' => 'do' ), $key );
		$this->call( 'POST', "$hub/items/$pack/rating", array( 'rating' => 5 ), $key );
		$this->call( 'GET', "$hub/me/favourites", array( 'platform' => 'gutenberg' ), $key );
		$this->call( 'GET', "$hub/me/downloads", array(), $key );
		$this->call( 'GET', "$hub/me/purchases", array(), $key );
		$this->call( 'POST', "$hub/password-resets", array( 'email' => $email ) );
		$this->call(
			'POST',
			"$hub/me/password",
			array(
				'current_password' => self::PASSWORD,
				'password'         => 'N3wPassword',
				'confirm_password' => 'N3wPassword',
			),
			$key
		);
		$this->call(
			'POST',
			"$hub/me/email",
			array(
				'email'            => 'moved-' . $email,
				'current_password' => 'N3wPassword',
			),
			$key
		);
		$this->call( 'DELETE', "$hub/sessions/current", array(), $key );
		$other = $this->call(
			'POST',
			"$hub/sessions",
			array(
				'email'    => 'moved-' . $email,
				'password' => 'N3wPassword',
			)
		);
		$this->call(
			'DELETE',
			"$hub/me",
			array(
				'password' => 'N3wPassword',
				'confirm'  => true,
			),
			(string) $other['api_key']
		);
	}

	/**
	 * The hub's public catalogue routes.
	 */
	private function hub_catalog_routes(): void {
		$hub = '/stencilbox-hub/v1/catalog';
		$this->call( 'GET', "$hub/items", array( 'platform' => 'gutenberg' ) );
		$this->call( 'GET', "$hub/items/harbor-agency", array( 'platform' => 'gutenberg' ) );
		$this->call( 'GET', "$hub/featured", array( 'platform' => 'gutenberg' ) );
		// The lookup of each taxonomy of linked terms (`/catalog/tags`, `/catalog/categories`…).
		foreach ( ItemArgs::linked_taxonomies() as $list ) {
			$this->call( 'GET', "$hub/" . str_replace( '_', '-', $list ) );
		}
		$this->call( 'GET', "$hub/template-types" );
		$this->call( 'GET', "$hub/counts" );
		$this->call( 'GET', "$hub/pricing" );
		$this->call( 'GET', "$hub/dependencies" );
		$this->call( 'GET', "$hub/version" );
		$this->call( 'GET', "$hub/counters", array( 'ids' => $this->id( 'harbor-agency' ) . ',' . $this->id( 'harbor-home' ) ) );
	}

	/**
	 * The hub owner's routes, as the Library hub and Settings screens call them.
	 */
	private function hub_owner_routes(): void {
		$this->login_as( 'administrator' );
		$hub     = '/stencilbox-hub/v1/admin';
		$account = $this->hub_account();
		$page    = $this->id( 'harbor-home' );
		$this->call( 'GET', "$hub/settings" );
		$this->call( 'POST', "$hub/settings", array( 'accepts_remote' => true ) );
		$this->call( 'GET', "$hub/cloud" );
		$this->call(
			'POST',
			"$hub/cloud",
			array(
				'limits' => array(
					'free'    => 25,
					'starter' => 250,
					'pro'     => -1,
				),
			)
		);
		$this->call( 'GET', "$hub/accounts" );
		$this->call( 'POST', "$hub/accounts/{$account['id']}", array( 'plan' => 'pro', 'plan_term' => 'yearly' ) );
		$this->call( 'GET', "$hub/accounts/{$account['id']}/keys" );
		$this->call( 'GET', "$hub/site-keys" );
		$site_key = $this->call( 'POST', "$hub/site-keys", array( 'label' => 'client.example' ) )['data'][0]['id'];
		$this->call( 'DELETE', "$hub/keys/$site_key", array( 'confirm' => true ) );
		$this->call( 'POST', "$hub/accounts/{$account['id']}/purchases", array( 'item_id' => $page ) );
		$this->call( 'GET', "$hub/accounts/{$account['id']}/purchases" );
		$this->call( 'DELETE', "$hub/accounts/{$account['id']}/purchases/$page", array( 'confirm' => true ) );

		$this->call( 'GET', "$hub/catalog/summary" );
		$this->call( 'GET', "$hub/catalog/sources" );
		$post      = self::factory_page();
		$published = $this->call( 'POST', "$hub/catalog/publish", array( 'source' => "post:$post" ) );
		$this->call( 'GET', "$hub/catalog/listing", array( 'source' => "post:$post" ) );
		$this->call( 'GET', "$hub/catalog/items", array( 'platform' => 'gutenberg' ) );
		$this->call( 'DELETE', "$hub/catalog/items/{$published['id']}", array( 'confirm' => true ) );
		$this->call( 'POST', "$hub/catalog/settings", array( 'checkout_url' => 'https://shop.example.org/' ) );
		$this->call( 'POST', "$hub/dependencies/mini-helper/package", array(), null, array( 'package' => $this->upload( $this->plugin_zip() ) ) );
		$this->call( 'POST', "$hub/catalog/reseed", array( 'confirm' => true ) );
		$this->call( 'POST', "$hub/catalog/remove-demo", array( 'confirm' => true ) );
		$this->call( 'POST', "$hub/catalog/import", array(), null, array( 'bundle' => $this->upload( $this->bundle_zip() ) ) );
	}

	/**
	 * The full-site import's routes, as the wizard and the imports list call
	 * them, and the hub's routes behind them (theme left out: no folder is
	 * written into the themes folder here).
	 */
	private function full_site_import_routes(): void {
		$this->login_as( 'administrator' );
		add_filter( 'stencilbox_fsi_nested_transactions', '__return_true' );
		$email   = 'fsi-' . wp_generate_password( 6, false ) . '@example.org';
		$account = $this->call( 'POST', '/stencilbox/v1/signup', $this->signup_fields( $email ) )['user'];
		( new AccountRepository() )->update( (int) $account['id'], array( 'is_verified' => 1 ) );
		Epoch::move( AccountSession::PROFILE_EPOCH_OPTION );
		$pack = $this->id( 'harbor-agency' );
		$this->call( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $pack ) );
		$this->call( 'GET', '/stencilbox/v1/full-site-import/fonts' );
		$session = $this->call(
			'POST',
			'/stencilbox/v1/full-site-import/start',
			array(
				'id'      => $pack,
				'title'   => 'Routes',
				'color'   => array( 'primary' => '#123456' ),
				'plugins' => array(),
			)
		)['data']['session_id'];
		for ( $i = 0; $i < 50; $i++ ) {
			$action = $this->call(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				array(
					'session_id'    => $session,
					'is_lightspeed' => true,
				)
			)['action'];
			if ( 'continue' !== $action ) {
				break;
			}
		}
		$this->call( 'GET', '/stencilbox/v1/full-site-import/log', array( 'session_id' => $session ) );
		$this->call( 'POST', '/stencilbox/v1/full-site-import/images', array( 'session_id' => $session ) );
		$this->call( 'GET', '/stencilbox/v1/full-site-import/imports' );
		$this->call(
			'POST',
			'/stencilbox/v1/full-site-import/revert',
			array(
				'session_id' => $session,
				'confirm'    => true,
			)
		);
		remove_filter( 'stencilbox_fsi_nested_transactions', '__return_true' );

		// The hub's side, as the site's hub client calls it.
		$hub = '/stencilbox-hub/v1';
		$key = (string) $this->call(
			'POST',
			"$hub/sessions",
			array(
				'email'    => $email,
				'password' => self::PASSWORD,
			)
		)['api_key'];
		$this->call( 'GET', "$hub/items/$pack/full-site", array(), $key );
		$this->call( 'GET', "$hub/items/$pack/full-site/preview", array(), $key );
		$this->call( 'POST', "$hub/items/$pack/full-site/package", array(), $key );
		PrivateFolder::prepare( PackageStore::FOLDER );
		$zip = new \ZipArchive();
		$zip->open( PackageStore::stored( 'tiny-theme', 'themes' ), \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$zip->addFromString( 'tiny-theme/style.css', "/*\nTheme Name: Tiny\n*/" );
		$zip->addFromString( 'tiny-theme/templates/index.html', '' );
		$zip->close();
		$this->temp[] = PackageStore::stored( 'tiny-theme', 'themes' );
		$this->call( 'GET', "$hub/themes/tiny-theme/package", array(), $key );
	}

	/**
	 * Calls a route, asserts it succeeded and that its answer matches the
	 * route's schema, and records the endpoint as answered.
	 *
	 * @param string                              $method Method.
	 * @param string                              $path   Path.
	 * @param array<string, mixed>                $params Query (GET) or JSON body.
	 * @param string|null                         $key    Bearer key.
	 * @param array<string, array<string, mixed>> $files  Uploaded files.
	 * @return mixed The answer's data.
	 */
	private function call( string $method, string $path, array $params = array(), ?string $key = null, array $files = array() ): mixed {
		$request = new \WP_REST_Request( $method, $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} elseif ( $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		if ( null !== $key ) {
			$request->set_header( 'Authorization', 'Bearer ' . $key );
		}
		if ( $files ) {
			$request->set_file_params( $files );
		}
		$response = rest_do_request( $request );
		$this->assertLessThan( 300, $response->get_status(), "$method $path: " . wp_json_encode( $response->get_data() ) );
		$pattern = ResponseSchema::pattern( $method, $path );
		$this->assertNotNull( $pattern, "$method $path is a route" );
		$this->assertSame( array(), ResponseSchema::problems( $response->get_data(), (array) ResponseSchema::of_method( (string) $pattern, $method ), "$method $path" ) );
		$this->answered[ "$method $pattern" ] = true;
		return $response->get_data();
	}

	/**
	 * A page to publish.
	 */
	private static function factory_page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Published page',
				'post_content' => '<!-- wp:paragraph --><p>Hello.</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * The library exported as a bundle.
	 */
	private function bundle_zip(): string {
		$reader = new CatalogueReader();
		$path   = ( new Bundle( $this->catalog, $this->importer, $reader, $this->refs ) )->export();
		$this->temp[] = $path;
		return $path;
	}

	/**
	 * The mini fixture's helper plugin as a package zip.
	 */
	private function plugin_zip(): string {
		$path         = (string) tempnam( sys_get_temp_dir(), 'sbx-pkg' );
		$this->temp[] = $path;
		$zip          = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		$zip->addFile( realpath( dirname( self::FIXTURE ) . '/directory/plugins/mini-helper/mini-helper.php' ), 'mini-helper/mini-helper.php' );
		$zip->close();
		return $path;
	}

	/**
	 * A file as PHP lists an upload.
	 *
	 * @param string $path File.
	 * @return array<string, mixed>
	 */
	private function upload( string $path ): array {
		return array(
			'name'     => basename( $path ) . '.zip',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => (int) filesize( $path ),
		);
	}

	/**
	 * A map sorted by key.
	 *
	 * @param array<string, bool> $map Map.
	 * @return array<string, bool>
	 */
	private function sorted( array $map ): array {
		ksort( $map );
		return $map;
	}
}
