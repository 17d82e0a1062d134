<?php
/**
 * Stencilbox's tests in Tools → Site Health.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Support\AdminMenu;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Two tests:
 *
 * - **The hub connection** (asynchronous: it may wait on another site): the
 *   hub answers, how fast, and whether it accepts this site's keys — the
 *   site key its owner gave (a remote hub) and the library account's key
 *   the current user acts with. Nothing is changed: a rejected key is
 *   reported, not dropped.
 * - **What the full-site import needs** (direct, nothing leaves the site):
 *   writable uploads and plugins folders (images and plugins are written
 *   there), PHP's zip extension (packs and plugins arrive as zips), and the
 *   memory and time one import request may use. The import does bounded
 *   work per request and resumes where it stopped, so it needs a request
 *   of ordinary size, not an unlimited one.
 */
final class SiteHealth {
	public const HUB_TEST    = 'stencilbox_hub_connection';
	public const IMPORT_TEST = 'stencilbox_full_site_import';

	/** An answer slower than this makes every library screen feel slow. */
	public const SLOW_MS = 1500;

	/** Memory for one import request: comfortable, and the least that works. */
	public const MEMORY_GOOD = 256 * MB_IN_BYTES;
	public const MEMORY_MIN  = 128 * MB_IN_BYTES;

	/** Seconds one import request may run: comfortable, and the least that works. */
	public const TIME_GOOD = 30;
	public const TIME_MIN  = 10;

	/**
	 * Constructor.
	 *
	 * @param HubClient   $hub         The hub this site uses.
	 * @param Connections $connections Stored sign-ins.
	 */
	public function __construct( private HubClient $hub, private Connections $connections ) {}

	/**
	 * Adds the tests.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( 'site_status_tests', 'add_tests' );
	}

	/**
	 * Site Health's list of tests, with ours.
	 *
	 * @param mixed $tests Tests by kind (`direct`, `async`).
	 * @return mixed
	 */
	public function add_tests( mixed $tests ): mixed {
		if ( ! is_array( $tests ) ) {
			return $tests;
		}
		$tests['direct'][ self::IMPORT_TEST ] = array(
			'label' => __( 'Stencilbox full-site import requirements', 'stencilbox' ),
			'test'  => array( $this, 'import_test' ),
		);
		$tests['async'][ self::HUB_TEST ] = array(
			'label'             => __( 'Stencilbox hub connection', 'stencilbox' ),
			'test'              => rest_url( Names::REST_NAMESPACE . '/site-health/hub' ),
			'has_rest'          => true,
			// What WordPress runs when it checks without a browser (the weekly check).
			'async_direct_test' => array( $this, 'hub_test' ),
		);
		return $tests;
	}

	/**
	 * The hub connection test.
	 *
	 * @return array<string, mixed> A Site Health result.
	 */
	public function hub_test(): array {
		$remote  = '' !== HubClientFactory::hub_url();
		$where   = $remote ? HubClientFactory::hub_url() : __( 'this site (built in)', 'stencilbox' );
		$started = microtime( true );
		try {
			$info = $this->hub->request( 'GET', '/info' );
		} catch ( HttpError $error ) {
			return $this->result(
				self::HUB_TEST,
				'critical',
				__( 'Stencilbox cannot reach its hub', 'stencilbox' ),
				array(
					/* translators: %s: the hub's address, or "this site (built in)". */
					sprintf( __( 'Hub: %s', 'stencilbox' ), $where ),
					/* translators: %s: the error the hub or the network gave. */
					sprintf( __( 'Answer: %s', 'stencilbox' ), $error->getMessage() ),
					__( 'Without its hub, the library cannot list, insert or sign anyone in. Check the hub address in Stencilbox → Settings, or ask the hub’s owner whether it accepts this site.', 'stencilbox' ),
				),
				true
			);
		}
		$ms     = (int) round( ( microtime( true ) - $started ) * 1000 );
		$status = 'good';
		$lines  = array(
			/* translators: %s: the hub's address, or "this site (built in)". */
			sprintf( __( 'Hub: %s', 'stencilbox' ), $where ),
			/* translators: %d: milliseconds. */
			sprintf( __( 'Answer time: %d ms', 'stencilbox' ), $ms ),
		);
		if ( $ms > self::SLOW_MS ) {
			$status  = 'recommended';
			/* translators: %d: milliseconds. */
			$lines[] = sprintf( __( 'The hub took longer than %d ms to answer: every library screen will feel slow. A hub closer to this site, or a faster one, helps.', 'stencilbox' ), self::SLOW_MS );
		}
		if ( $remote ) {
			$verdict = (string) ( $info['site_key'] ?? 'none' );
			if ( 'rejected' === $verdict ) {
				$status  = 'critical' === $status ? $status : 'recommended';
				$lines[] = __( 'Site key: rejected. The hub no longer knows the key its owner gave this site, so it limits failed sign-ins for the whole site at once. Ask the hub’s owner for a new key.', 'stencilbox' );
			} else {
				$lines[] = 'accepted' === $verdict ? __( 'Site key: accepted', 'stencilbox' ) : __( 'Site key: none (optional)', 'stencilbox' );
			}
		}
		$connection = $this->connections->current( get_current_user_id() );
		if ( null === $connection ) {
			$lines[] = __( 'Library account key: no account is signed in for you, so there is no key to check.', 'stencilbox' );
		} else {
			try {
				// The hub client, not the account session: a health check
				// reports a rejected key, it does not sign anyone out.
				$this->hub->request( 'GET', '/me', array(), $connection->api_key );
				$lines[] = __( 'Library account key: accepted', 'stencilbox' );
			} catch ( HttpError $error ) {
				$status  = 'critical';
				$lines[] = 'invalid_api_key' === $error->error_code()
					? __( 'Library account key: rejected. The key was revoked or its account removed; sign in to the library again.', 'stencilbox' )
					/* translators: %s: the error the hub gave. */
					: sprintf( __( 'Library account key: could not be checked (%s).', 'stencilbox' ), $error->getMessage() );
			}
		}
		$labels = array(
			'good'        => __( 'Stencilbox’s hub answers and accepts this site', 'stencilbox' ),
			'recommended' => __( 'Stencilbox’s hub answers, with a problem', 'stencilbox' ),
			'critical'    => __( 'Stencilbox’s hub does not accept your library account’s key', 'stencilbox' ),
		);
		return $this->result( self::HUB_TEST, $status, $labels[ $status ], $lines, 'good' !== $status );
	}

	/**
	 * What the full-site import needs.
	 *
	 * @return array<string, mixed> A Site Health result.
	 */
	public function import_test(): array {
		$checks = array();
		$uploads = wp_upload_dir( null, false );
		$checks[] = empty( $uploads['error'] ) && wp_is_writable( $uploads['basedir'] )
			? array( 'good', __( 'Uploads folder: writable', 'stencilbox' ) )
			/* translators: %s: folder path. */
			: array( 'critical', sprintf( __( 'Uploads folder: not writable (%s). The import copies images and files there.', 'stencilbox' ), $uploads['basedir'] ) );
		$checks[] = wp_is_writable( WP_PLUGIN_DIR )
			? array( 'good', __( 'Plugins folder: writable', 'stencilbox' ) )
			/* translators: %s: folder path. */
			: array( 'recommended', sprintf( __( 'Plugins folder: not writable (%s). A pack’s plugins cannot be installed; install them yourself before importing.', 'stencilbox' ), WP_PLUGIN_DIR ) );
		$checks[] = class_exists( \ZipArchive::class )
			? array( 'good', __( 'PHP zip extension: available', 'stencilbox' ) )
			: array( 'critical', __( 'PHP zip extension: missing. Packs and plugins arrive as zip files; ask your host to enable PHP’s zip extension.', 'stencilbox' ) );
		$checks[] = self::memory_check( (string) ini_get( 'memory_limit' ) );
		$checks[] = self::time_check( (int) ini_get( 'max_execution_time' ) );

		$status = 'good';
		foreach ( $checks as [ $level ] ) {
			if ( 'critical' === $level || ( 'recommended' === $level && 'good' === $status ) ) {
				$status = $level;
			}
		}
		$labels = array(
			'good'        => __( 'This site can run a Stencilbox full-site import', 'stencilbox' ),
			'recommended' => __( 'A Stencilbox full-site import would run with limits', 'stencilbox' ),
			'critical'    => __( 'This site cannot run a Stencilbox full-site import', 'stencilbox' ),
		);
		return $this->result( self::IMPORT_TEST, $status, $labels[ $status ], array_column( $checks, 1 ), false );
	}

	/**
	 * The PHP memory limit check (-1 is unlimited).
	 *
	 * @param string $limit PHP's memory_limit setting.
	 * @return array{0: string, 1: string} Level and line.
	 */
	public static function memory_check( string $limit ): array {
		$bytes = '-1' === $limit ? PHP_INT_MAX : wp_convert_hr_to_bytes( $limit );
		/* translators: 1: the current limit (e.g. 128M), 2: the recommended limit in MB. */
		$text = sprintf( __( 'PHP memory limit: %1$s (%2$d MB recommended)', 'stencilbox' ), '-1' === $limit ? __( 'unlimited', 'stencilbox' ) : $limit, self::MEMORY_GOOD / MB_IN_BYTES );
		if ( $bytes >= self::MEMORY_GOOD ) {
			return array( 'good', $text );
		}
		return array( $bytes >= self::MEMORY_MIN ? 'recommended' : 'critical', $text . ' ' . __( 'Raise WP_MEMORY_LIMIT in wp-config.php, or ask your host.', 'stencilbox' ) );
	}

	/**
	 * The PHP time limit check (0 is unlimited).
	 *
	 * @param int $seconds PHP's max_execution_time setting.
	 * @return array{0: string, 1: string} Level and line.
	 */
	public static function time_check( int $seconds ): array {
		$text = 0 === $seconds
			? __( 'PHP time limit: unlimited', 'stencilbox' )
			/* translators: 1: the current limit in seconds, 2: the recommended limit in seconds. */
			: sprintf( __( 'PHP time limit: %1$d s (%2$d s recommended)', 'stencilbox' ), $seconds, self::TIME_GOOD );
		if ( 0 === $seconds || $seconds >= self::TIME_GOOD ) {
			return array( 'good', $text );
		}
		return array( $seconds >= self::TIME_MIN ? 'recommended' : 'critical', $text . ' ' . __( 'The import works in short steps, but each needs this much time; ask your host to raise max_execution_time.', 'stencilbox' ) );
	}

	/**
	 * A Site Health result.
	 *
	 * @param string   $test        Test id.
	 * @param string   $status      good | recommended | critical.
	 * @param string   $label       Headline.
	 * @param string[] $lines       What was found.
	 * @param bool     $to_settings Offer the settings page.
	 * @return array<string, mixed>
	 */
	private function result( string $test, string $status, string $label, array $lines, bool $to_settings ): array {
		$items = implode( '', array_map( static fn( string $line ): string => '<li>' . esc_html( $line ) . '</li>', $lines ) );
		return array(
			'test'        => $test,
			'status'      => $status,
			'label'       => $label,
			'badge'       => array(
				'label' => __( 'Stencilbox', 'stencilbox' ),
				'color' => 'blue',
			),
			'description' => '<ul>' . $items . '</ul>',
			'actions'     => $to_settings && current_user_can( 'manage_options' )
				? sprintf( '<p><a href="%s">%s</a></p>', esc_url( admin_url( 'admin.php?page=' . AdminMenu::SETTINGS ) ), esc_html__( 'Stencilbox settings', 'stencilbox' ) )
				: '',
		);
	}
}
