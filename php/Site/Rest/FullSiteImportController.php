<?php
/**
 * Site routes of the full-site import (spec part 2 §7, as REST routes).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\FullSiteImport\Fonts;
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\FullSiteImport\Imports;
use Stencilbox\Site\FullSiteImport\Sessions;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1/full-site-import/…`. The spec's admin-ajax actions become
 * REST routes: `info` (templately_pack_import_info), `fonts`
 * (templately_pack_google_font: fonts this site has, no Google), `start`
 * (templately_pack_import_settings), `run` (templately_pack_import: the
 * event stream, or one bounded chunk for the polling transport), `log`
 * (the status poll with `lastLogIndex`), `images` (the results screen
 * asking for the images' smaller sizes while some wait; not in the spec),
 * `imports` (the revert list) and
 * `revert` (templately_pack_import_revert, a POST with `confirm`). Work is
 * only ever done by POST; every route needs `stencilbox_fsi`. Thin: the
 * workflow and its policy are `FullSiteImport\Imports` (which `wp
 * stencilbox import` calls too); this class adds the schemas and the
 * event stream.
 */
final class FullSiteImportController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Imports $imports The import's workflow (the command's too).
	 * @param Fonts   $fonts   Fonts.
	 */
	public function __construct(
		private Imports $imports,
		private Fonts $fonts,
	) {}

	/**
	 * Permission for every route: `stencilbox_fsi` (spec part 2 §6).
	 *
	 * @return true|\WP_Error
	 */
	public function can_fsi(): bool|\WP_Error {
		if ( current_user_can( Names::CAP_FSI ) ) {
			return true;
		}
		if ( ! is_user_logged_in() ) {
			return $this->can_read();
		}
		return new \WP_Error( 'invalid_permission', __( "Unfortunately, you don't have permission to import templates...", 'stencilbox' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$session_id = array(
			'type'     => 'string',
			'pattern'  => '^[0-9a-f-]{36}$',
			'required' => true,
		);
		$log_entry  = SiteImportSchema::log_event();
		$platform   = Schema::enum( ItemArgs::PLATFORMS );
		// What an import is in.
		$status     = Schema::enum( array( Sessions::RUNNING, Sessions::COMPLETE, Sessions::ERROR, Sessions::REVERTED ) );
		// The steps an import takes, with the titles the progress list shows.
		$plan       = Schema::list(
			Schema::object(
				array(
					'type'  => Schema::string(),
					'title' => Schema::string(),
				)
			)
		);
		$import     = Schema::object(
			array(
				'session_id'  => Schema::string(),
				'pack_id'     => Schema::integer(),
				'pack_name'   => Schema::string(),
				'pack_slug'   => Schema::string(),
				'platform'    => $platform,
				'status'      => $status,
				'created_at'  => Schema::date_time(),
				'reverted_at' => Schema::nullable( Schema::date_time() ),
				'user'        => Schema::string(),
				'revertible'  => Schema::boolean(),
				'steps'       => Schema::list( Schema::string() ),
				'plan'        => $plan,
				'log_index'   => Schema::integer(),
				'results'     => SiteImportSchema::results_so_far(),
			)
		);
		return array(
			Route::get(
				'/full-site-import/info',
				'info',
				'can_fsi',
				array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
				Schema::success(
					array(
						'data' => Schema::object(
							array(
								'manifest'     => Schema::object(
									array(
										'has_settings'    => Schema::boolean(),
										'has_attachments' => Schema::boolean(),
										'fullsite_import' => Schema::boolean(),
									)
								),
								'settings'     => SiteImportSchema::settings(),
								'pack'         => Schema::object(
									array(
										'id'         => Schema::integer(),
										'name'       => Schema::string(),
										'slug'       => Schema::string(),
										'platform'   => $platform,
										'price'      => Schema::number(),
										'plan'       => Schema::string(),
										'categories' => Schema::list( Schema::string() ),
									)
								),
								'theme'        => Schema::nullable(
									Schema::object(
										array(
											'name'        => Schema::string(),
											'stylesheet'  => Schema::string(),
											'template'    => Schema::string(),
											'status'      => Schema::enum( array( 'active', 'installed', 'not_installed' ) ),
											'recommended' => Schema::boolean(),
										)
									)
								),
								'dependencies' => Schema::list( ItemSchema::dependency() ),
								'default_plugins' => Schema::list( Schema::string() ),
								// On a network: what a network administrator must add before this user's import can use it.
								'needs_network_admin' => Schema::list(
									Schema::object(
										array(
											'type' => Schema::enum( array( 'plugin', 'theme' ) ),
											'slug' => Schema::string(),
											'name' => Schema::string(),
										)
									)
								),
								'running'      => Schema::nullable( $import ),
								'contents'     => SiteImportSchema::contents(),
								'site'         => Schema::object(
									array(
										'title'      => Schema::string(),
										'has_logo'   => Schema::boolean(),
										'theme'      => Schema::string(),
										'front_page' => Schema::nullable(
											Schema::object(
												array(
													'id'    => Schema::integer(),
													'title' => Schema::string(),
												)
											)
										),
										'menus'      => Schema::integer(),
										// How many of the pack's pages an earlier import of it made here (issue [26] item 5).
										'imported_pages' => Schema::optional( Schema::integer() ),
									)
								),
							)
						),
					)
				)
			),
			Route::get(
				'/full-site-import/fonts',
				'fonts',
				'can_fsi',
				array(
					'page' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				Schema::success(
					array(
						'data' => Schema::list(
							Schema::object(
								array(
									'family'   => Schema::string(),
									'value'    => Schema::string(),
									'variants' => Schema::list( Schema::string() ),
									'source'   => Schema::enum( array( 'system', 'theme', 'library' ) ),
								)
							)
						),
					)
				)
			),
			Route::post(
				'/full-site-import/start',
				'start',
				'can_fsi',
				ImportForm::args(),
				Schema::object(
					array(
						'success' => Schema::boolean(),
						'data'    => Schema::object(
							array(
								'session_id'   => Schema::string(),
								'is_lightspeed' => Schema::boolean(),
								'steps'        => Schema::list( Schema::string() ),
								'plan'         => $plan,
							)
						),
					)
				)
			),
			Route::post(
				'/full-site-import/run',
				'run',
				'can_fsi',
				array(
					'session_id'    => $session_id,
					'is_lightspeed' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				Schema::object(
					array(
						'action'    => Schema::enum( array( 'continue', 'complete', 'error' ) ),
						'log_index' => Schema::integer(),
					)
				)
			),
			Route::post(
				'/full-site-import/images',
				'images',
				'can_fsi',
				array( 'session_id' => $session_id ),
				Schema::object(
					array(
						// Images of imports still waiting for their smaller sizes.
						'left' => Schema::integer(),
					)
				)
			),
			Route::get(
				'/full-site-import/log',
				'log',
				'can_fsi',
				array(
					'session_id'   => $session_id,
					'lastLogIndex' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				Schema::object(
					array(
						'status'       => $status,
						'log'          => Schema::list( $log_entry ),
						'lastLogIndex' => Schema::integer(),
					)
				)
			),
			Route::get(
				'/full-site-import/imports',
				'imports',
				'can_fsi',
				array(),
				Schema::object( array( 'data' => Schema::list( $import ) ) )
			),
			Route::post(
				'/full-site-import/revert',
				'revert',
				'can_fsi',
				array(
					'session_id' => $session_id,
					'confirm'    => self::confirm_arg(),
				),
				Schema::object(
					array(
						'success' => Schema::boolean(),
						'data'    => Schema::object(
							array(
								'site_url' => Schema::string(),
								// The site's name as the admin bar shows it, after the revert.
								'site_name' => Schema::string(),
								'redirect' => Schema::string(),
								'reverted' => Schema::list( Schema::string() ),
								// Plugins and themes the imports installed that stay installed, and why.
								'kept'     => Schema::list(
									Schema::object(
										array(
											'type'    => Schema::enum( array( 'plugin', 'theme' ) ),
											'slug'    => Schema::string(),
											'reason'  => Schema::enum( array( 'in_use', 'not_allowed' ) ),
											'message' => Schema::string(),
										)
									)
								),
							)
						),
					)
				)
			),
		);
	}

	/**
	 * GET /full-site-import/info: the pack's import facts (settings, theme,
	 * plugins with this site's status) and the user's unfinished import.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function info( \WP_REST_Request $request ): array {
		return array(
			'status' => 'success',
			'data'   => $this->imports->info( get_current_user_id(), (int) $request['id'] ),
		);
	}

	/**
	 * GET /full-site-import/fonts: fonts this site has (spec §7's font list;
	 * nothing is asked of Google).
	 *
	 * @return array<string, mixed>
	 */
	public function fonts(): array {
		return array(
			'status' => 'success',
			'data'   => $this->fonts->all(),
		);
	}

	/**
	 * POST /full-site-import/start: checks the form, creates the session.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function start( \WP_REST_Request $request ): array {
		return array(
			'success' => true,
			'data'    => $this->imports->start( get_current_user_id(), $request->get_params() ),
		);
	}

	/**
	 * POST /full-site-import/run: moves the import on. A client that asks
	 * for `text/event-stream` gets the log as it happens, then `continue`,
	 * `complete` or `error`; otherwise (the polling transport) one bounded
	 * chunk of work and the action, while the log is read from `/log`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function run( \WP_REST_Request $request ): array {
		$session = $this->imports->own_session( get_current_user_id(), (string) $request['session_id'] );
		if ( ! $request['is_lightspeed'] && str_contains( (string) $request->get_header( 'accept' ), 'text/event-stream' ) ) {
			$this->stream( $session );
		}
		return $this->imports->chunk( $session );
	}

	/**
	 * Streams a run as server-sent events and ends the request. A client
	 * that stops listening (a proxy held the stream back and it polls
	 * instead) does not cut the work short: the request finishes its few
	 * seconds and gives the session back, as a polled chunk would.
	 *
	 * @param array<string, mixed> $session Session.
	 */
	private function stream( array $session ): never {
		ignore_user_abort( true );
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/event-stream; charset=utf-8' );
			header( 'Cache-Control: no-cache, no-transform' );
			header( 'X-Accel-Buffering: no' );
			header( 'Content-Encoding: none' );
		}
		// Padding: some servers hold the first kilobytes back.
		echo ':' . str_repeat( ' ', 2048 ) . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		flush();
		$send    = static function ( array $event, ?int $index = null ): void {
			echo ( null === $index ? '' : 'id: ' . (int) $index . "\n" ) . 'data: ' . wp_json_encode( $event ) . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON in an event stream.
			flush();
		};
		$outcome = $this->imports->work( $session, Imports::seconds( Imports::STREAM_SECONDS ), $send );
		if ( 'busy' === $outcome || 'continue' === $outcome ) {
			if ( 'busy' === $outcome ) {
				sleep( 1 );
			}
			$send( array( 'action' => 'continue' ) );
		}
		exit;
	}

	/**
	 * POST /full-site-import/images: the results screen asks for the
	 * images' smaller sizes while some wait (`ImageSizes::help()`); answers
	 * how many still wait.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{left: int}
	 */
	public function images( \WP_REST_Request $request ): array {
		return array( 'left' => $this->imports->images( $this->imports->own_session( get_current_user_id(), (string) $request['session_id'] ) ) );
	}

	/**
	 * GET /full-site-import/log: the log after `lastLogIndex` (the polling transport).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function log( \WP_REST_Request $request ): array {
		return Imports::log( $this->imports->own_session( get_current_user_id(), (string) $request['session_id'] ), (int) $request['lastLogIndex'] );
	}

	/**
	 * GET /full-site-import/imports: every import, newest first.
	 *
	 * @return array<string, mixed>
	 */
	public function imports(): array {
		return array( 'data' => $this->imports->all() );
	}

	/**
	 * POST /full-site-import/revert: reverts an import and every later one.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function revert( \WP_REST_Request $request ): array {
		$done = $this->imports->revert( (string) $request['session_id'] );
		return array(
			'success' => true,
			'data'    => array(
				'site_url' => home_url( '/' ),
				'site_name' => Imports::site_name(),
				'redirect' => admin_url( 'admin.php?page=' . Names::ADMIN_PAGE ),
				'reverted' => $done['reverted'],
				'kept'     => $done['kept'],
			),
		);
	}
}
