<?php
/**
 * The hub owner's routes (`stencilbox-hub/v1/admin/…`) on a site that uses
 * another hub: refused with `not_own_hub` (409), naming the hub, nothing
 * written — the rule the CLI's hub owner commands follow
 * (`HubAddress::not_own_hub()`, HubOwnerCommandsTest). Such a site keeps
 * no library of its own, so an answer there would show or change a
 * library no site uses. What the site itself needs answers as before.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Rest\HubCatalogAdminController;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Hub\Rest\HubFleetAdminController;
use Stencilbox\Hub\Rest\HubLibraryBundleAdminController;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\ZipDownload;
use Stencilbox\Tests\TestCase;

/**
 * Every `admin/…` endpoint with a hub address set, then without.
 *
 * @group database
 */
final class HubOwnerRoutesTest extends TestCase {
	private const HUB = 'https://agency-hub.example.org';

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		delete_option( HubAddress::OPTION );
		parent::tearDown();
	}

	/**
	 * Every endpoint of the hub owner's routes, as [method, path] with each
	 * path parameter filled in (`1`: an id, a number or a slug).
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function owner_endpoints(): array {
		$out = array();
		foreach ( rest_get_server()->get_routes( Names::HUB_NAMESPACE ) as $pattern => $handlers ) {
			if ( ! str_starts_with( $pattern, '/' . Names::HUB_NAMESPACE . '/admin/' ) ) {
				continue;
			}
			$path = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '1', $pattern );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$out[] = array( $method, $path );
				}
			}
		}
		return $out;
	}

	/**
	 * The test's wp_die handler: ends the download with what it was told.
	 *
	 * @param mixed $message Message.
	 * @param mixed $title   Title.
	 * @param mixed $args    Arguments (`response`: the status).
	 * @throws \RuntimeException Always.
	 */
	public static function stop( mixed $message, mixed $title, mixed $args ): never {
		unset( $title );
		throw new \RuntimeException( (string) $message, (int) ( $args['response'] ?? 0 ) );
	}

	/**
	 * An export that must not be made.
	 *
	 * @throws \LogicException Always.
	 */
	public static function exported(): string {
		throw new \LogicException( 'exported' );
	}

	/**
	 * What an admin-post download ends with (wp_die's message and status),
	 * its nonce given as the link gives it.
	 *
	 * @param string   $action   The admin-post action (its nonce's name).
	 * @param callable $download The download.
	 * @return array{0: string, 1: int}
	 */
	private function died( string $action, callable $download ): array {
		$die      = static fn(): array => array( self::class, 'stop' );
		$request  = $_REQUEST;
		$_REQUEST = array( '_wpnonce' => wp_create_nonce( $action ) );
		add_filter( 'wp_die_handler', $die );
		try {
			$download();
		} catch ( \RuntimeException $stopped ) {
			return array( html_entity_decode( $stopped->getMessage(), ENT_QUOTES ), $stopped->getCode() );
		} finally {
			$_REQUEST = $request;
			remove_filter( 'wp_die_handler', $die );
		}
		$this->fail( $action . ' was not refused' );
	}

	public function test_a_site_that_uses_another_hub_refuses_every_hub_owner_route_and_writes_nothing(): void {
		global $wpdb;
		$this->login_as( 'administrator' );
		update_option( HubAddress::OPTION, self::HUB );
		$items = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'stencilbox_catalog_items' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$audit = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.

		$refusal   = 'This site uses the hub at ' . self::HUB . ': its library, accounts and fleet are that hub’s. Do this on the hub.';
		$endpoints = self::owner_endpoints();
		// Accounts, keys, catalogue, cloud, settings, versions, fleet, bundles, packages, purchases.
		$this->assertGreaterThan( 30, count( $endpoints ) );
		foreach ( $endpoints as [ $method, $path ] ) {
			$answer = $this->rest( $method, $path );
			$this->assertSame( 409, $answer->get_status(), "$method $path" );
			$this->assertSame( 'not_own_hub', $answer->get_data()['code'], "$method $path" );
			$this->assertSame( $refusal, $answer->get_data()['message'], "$method $path" );
		}

		// Writes with everything they need are refused the same way.
		foreach ( array(
			array( '/admin/settings', array( 'accepts_remote' => true ) ),
			array( '/admin/fleet/settings', array( 'staged' => true ) ),
			array( '/admin/catalog/remove-demo', array( 'confirm' => true ) ),
			array( '/admin/site-keys', array( 'label' => 'Shop' ) ),
		) as [ $path, $body ] ) {
			$this->assertSame( 'not_own_hub', $this->rest( 'POST', '/' . Names::HUB_NAMESPACE . $path, $body )->get_data()['code'], $path );
		}
		$this->assertFalse( HubController::accepts_remote() );
		$this->assertSame( '0', (string) get_option( Fleet::STAGED_OPTION, '0' ) );
		$this->assertSame( $items, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'stencilbox_catalog_items' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$this->assertSame( $audit, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.

		// The owner's admin-post downloads (exports, the audit log's CSV) too.
		$exports = array(
			HubCatalogAdminController::EXPORT_ACTION       => 'stencilbox-library',
			HubLibraryBundleAdminController::EXPORT_ACTION => 'stencilbox-library-bundle',
		);
		foreach ( $exports as $action => $name ) {
			$this->assertSame( array( $refusal, 409 ), $this->died( $action, static fn(): never => ZipDownload::send( $action, $name, array( self::class, 'exported' ) ) ), $action );
		}
		$audit_csv = static fn(): never => ( new \ReflectionClass( HubFleetAdminController::class ) )->newInstanceWithoutConstructor()->download_audit();
		$this->assertSame( array( $refusal, 409 ), $this->died( HubFleetAdminController::AUDIT_CSV_ACTION, $audit_csv ) );

		// Permission first: a user who may not manage the site learns nothing of the hub.
		$this->login_as( 'editor' );
		$this->assertSame( 'rest_forbidden', $this->rest( 'GET', '/' . Names::HUB_NAMESPACE . '/admin/fleet' )->get_data()['code'] );

		// What the site itself needs answers: its settings (the hub it uses;
		// here that hub does not answer, and the settings say so).
		$this->login_as( 'administrator' );
		$down = static fn(): \WP_Error => new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		add_filter( 'pre_http_request', $down );
		$settings = $this->rest( 'GET', '/' . Names::REST_NAMESPACE . '/settings' );
		remove_filter( 'pre_http_request', $down );
		$this->assertSame( 200, $settings->get_status() );
		$this->assertSame( self::HUB, $settings->get_data()['hub_url'] );

		// Its own hub again: the owner's routes answer.
		delete_option( HubAddress::OPTION );
		$this->assertSame( 200, $this->rest( 'GET', '/' . Names::HUB_NAMESPACE . '/admin/fleet' )->get_status() );
		$this->assertSame( array( 'accepts_remote' => true ), $this->rest( 'POST', '/' . Names::HUB_NAMESPACE . '/admin/settings', array( 'accepts_remote' => true ) )->get_data() );
	}
}
