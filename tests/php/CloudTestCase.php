<?php
/**
 * Base for the cloud tests: hub accounts with keys, the hub opened to other
 * sites (so calls are "HTTP" callers with a Bearer key), mail captured, and
 * the rows the cloud stores counted.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Support\Names;

/**
 * Cloud helpers.
 */
abstract class CloudTestCase extends TestCase {
	use AccountHelpers;
	use HubHelpers;

	/** A small page, as a site pushes it. */
	public const PAGE = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Launch</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Our new page.</p>\n<!-- /wp:paragraph -->";

	/**
	 * The spec's editor payload for a page (what "Save to cloud" sends as
	 * `file_content`).
	 *
	 * @param string $content Content.
	 * @param string $title   Title.
	 * @return array<string, mixed>
	 */
	public static function editor_payload( string $content = self::PAGE, string $title = 'Launch page' ): array {
		return array(
			'__file'  => 'wp_block',
			'id'      => 12,
			'type'    => 'page',
			'title'   => $title,
			'content' => $content,
		);
	}

	/**
	 * Prepares each test: mails captured, the hub open, the cloud empty.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		update_option( HubController::REMOTE_OPTION, 1 );
		self::empty_cloud();
	}

	/**
	 * Deletes every cloud row (rolled back with the test).
	 */
	protected static function empty_cloud(): void {
		global $wpdb;
		foreach ( array( 'files', 'words', 'bodies', 'designs', 'templates', 'assets', 'file_assets', 'workspaces', 'members' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( 'cloud_' . $table ) );
		}
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * Pushes a page to the hub for an account; asserts success.
	 *
	 * @param string               $key          Account key.
	 * @param string               $name         Name.
	 * @param int                  $workspace_id Place.
	 * @param array<string, mixed> $extra        More fields.
	 * @return array<string, mixed> The file.
	 */
	protected function push( string $key, string $name = 'Launch page', int $workspace_id = 0, array $extra = array() ): array {
		$response = $this->hub(
			'POST',
			'/cloud/files',
			$extra + array(
				'name'         => $name,
				'platform'     => 'gutenberg',
				'content'      => self::PAGE,
				'workspace_id' => $workspace_id,
			),
			$key
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['file'];
	}

	/**
	 * Creates a workspace; asserts success.
	 *
	 * @param string   $key    Owner's key.
	 * @param string   $title  Title.
	 * @param string[] $emails Shared with.
	 * @return array<string, mixed> The workspace.
	 */
	protected function workspace( string $key, string $title = 'Launch kit', array $emails = array() ): array {
		$response = $this->hub(
			'POST',
			'/cloud/workspaces',
			array(
				'title'      => $title,
				'share_with' => $emails,
			),
			$key
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['workspace'];
	}

	/**
	 * Rows of a cloud table.
	 *
	 * @param string $table Short name (files, bodies, …).
	 */
	protected static function rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'cloud_' . $table ) );
	}

	/**
	 * The `refs` of a body.
	 *
	 * @param string $hash Hash.
	 */
	protected static function refs( string $hash ): ?int {
		global $wpdb;
		$refs = $wpdb->get_var( $wpdb->prepare( 'SELECT refs FROM ' . Names::table( 'cloud_bodies' ) . ' WHERE hash = %s', $hash ) );
		return null === $refs ? null : (int) $refs;
	}

	/**
	 * The usage the hub reports.
	 *
	 * @param string $key Account key.
	 * @return array{limit: int, files: int}
	 */
	protected function usage( string $key ): array {
		return $this->hub( 'GET', '/cloud/usage', array(), $key )->get_data();
	}
}
