<?php
/**
 * Site routes of the full-site import (spec part 2 §7, as REST routes).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\FullSiteImport\Fonts;
use Stencilbox\Site\FullSiteImport\ImportLock;
use Stencilbox\Site\FullSiteImport\Importer;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\Reverter;
use Stencilbox\Site\FullSiteImport\Runner;
use Stencilbox\Site\FullSiteImport\Sessions;
use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1/full-site-import/…`. The spec's admin-ajax actions become
 * REST routes: `info` (templately_pack_import_info), `fonts`
 * (templately_pack_google_font: fonts this site has, no Google), `start`
 * (templately_pack_import_settings), `run` (templately_pack_import: the
 * event stream, or one bounded chunk for the polling transport), `log`
 * (the status poll with `lastLogIndex`), `imports` (the revert list) and
 * `revert` (templately_pack_import_revert, a POST with `confirm`). Work is
 * only ever done by POST; every route needs `stencilbox_fsi`.
 */
final class FullSiteImportController extends Controller {

	/** Logo width (spec part 2 §5). */
	public const LOGO_MIN     = 20;
	public const LOGO_MAX     = 800;
	public const LOGO_DEFAULT = 211;

	/** Seconds of work per request: a stream, a polling chunk. */
	public const STREAM_SECONDS = 6.0;
	public const CHUNK_SECONDS  = 2.5;

	/** Plugins suggested by pack category (spec part 2 §9). */
	public const SUGGESTED = array(
		'notificationx' => array(
			'name'       => 'NotificationX',
			'categories' => array( 'blog-magazine', 'construction', 'ecommerce', 'education', 'entertainment', 'fashion-lifestyle', 'features-services', 'food-restaurant', 'marketing', 'miscellaneous', 'multipurpose', 'nft-cryptocurrency', 'non-profit', 'technology', 'travel' ),
		),
		'embedpress'    => array(
			'name'       => 'EmbedPress',
			'categories' => array( 'blog-magazine' ),
		),
	);

	/** Recommended themes per platform (spec part 2 §9), when a pack names none. */
	public const RECOMMENDED_THEMES = array(
		'elementor' => array(
			'stylesheet' => 'hello-elementor',
			'name'       => 'Hello Elementor',
		),
		'gutenberg' => array(
			'stylesheet' => 'twentytwentyfour',
			'name'       => 'Twenty Twenty-Four',
		),
	);

	/**
	 * Constructor.
	 *
	 * @param AccountSession      $account  Hub calls on the user's behalf.
	 * @param DependencyInstaller $plugins  Plugin status.
	 * @param Sessions            $sessions Sessions.
	 * @param Journal             $journal  Journal.
	 * @param Runner              $runner   Runs sessions.
	 * @param Reverter            $reverter Reverts.
	 * @param Fonts               $fonts    Fonts.
	 * @param ImportLock          $site     One import or revert at a time.
	 * @param Sweeper             $sweeper  Ends imports left behind.
	 */
	public function __construct(
		private AccountSession $account,
		private DependencyInstaller $plugins,
		private Sessions $sessions,
		private Journal $journal,
		private Runner $runner,
		private Reverter $reverter,
		private Fonts $fonts,
		private ImportLock $site,
		private Sweeper $sweeper,
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
		$measure    = array(
			'type'       => 'object',
			'properties' => array(
				'value' => array( 'type' => 'number' ),
				'unit'  => array(
					'type' => 'string',
					'enum' => array( 'px', 'em', 'rem', 'vw', 'vh', '' ),
				),
			),
		);
		$devices    = array(
			'type'       => 'object',
			'properties' => array(
				'desktop' => $measure,
				'tablet'  => $measure,
				'mobile'  => $measure,
			),
		);
		$log_entry  = SiteImportSchema::log_event();
		$import     = Schema::object(
			array(
				'session_id'  => Schema::string(),
				'pack_id'     => Schema::integer(),
				'pack_name'   => Schema::string(),
				'pack_slug'   => Schema::string(),
				'platform'    => Schema::string(),
				'status'      => Schema::enum( array( Sessions::RUNNING, Sessions::COMPLETE, Sessions::ERROR, Sessions::REVERTED ) ),
				'created_at'  => Schema::date_time(),
				'reverted_at' => Schema::nullable( Schema::date_time() ),
				'user'        => Schema::string(),
				'revertible'  => Schema::boolean(),
				'steps'       => Schema::list( Schema::string() ),
				'log_index'   => Schema::integer(),
				'results'     => SiteImportSchema::results(),
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
										'platform'   => Schema::enum( array( 'gutenberg', 'elementor' ) ),
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
								'running'      => Schema::nullable( $import ),
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
				array(
					'id'                  => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'platform'            => array(
						'type' => 'string',
						'enum' => array( 'gutenberg', 'elementor' ),
					),
					'title'               => array(
						'type'      => 'string',
						'maxLength' => 190,
						'default'   => '',
					),
					'slogan'              => array(
						'type'      => 'string',
						'maxLength' => 190,
						'default'   => '',
					),
					'color'               => array(
						'type'                 => 'object',
						'default'              => array(),
						'additionalProperties' => array(
							'type'    => 'string',
							'pattern' => '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
						),
					),
					'logo'                => array(
						'type'       => array( 'object', 'null' ),
						'default'    => null,
						'properties' => array(
							'id'  => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'url' => array(
								'type'      => 'string',
								'maxLength' => 2000,
							),
						),
					),
					'logo_size'           => array(
						'type'    => 'integer',
						'minimum' => self::LOGO_MIN,
						'maximum' => self::LOGO_MAX,
						'default' => self::LOGO_DEFAULT,
					),
					'typography'          => array(
						'type'                 => 'object',
						'default'              => array(),
						'additionalProperties' => array(
							'type'       => 'object',
							'properties' => array(
								'font_family'     => array(
									'type'      => 'string',
									'maxLength' => 190,
								),
								'font_family_value' => array(
									'type'      => 'string',
									'maxLength' => 500,
								),
								'font_weight'     => array(
									'type' => 'string',
									'enum' => array( '100', '200', '300', '400', '500', '600', '700', '800', '900', 'normal', 'bold', 'default', '' ),
								),
								'text_transform'  => array(
									'type' => 'string',
									'enum' => array( 'default', 'uppercase', 'lowercase', 'capitalize', 'none', '' ),
								),
								'text_decoration' => array(
									'type' => 'string',
									'enum' => array( 'default', 'overline', 'line-through', 'underline', 'underline overline', 'initial', 'none', '' ),
								),
								'font_size'       => $devices,
								'line_height'     => $devices,
								'letter_spacing'  => $devices,
							),
						),
					),
					'theme'               => array(
						'type'       => array( 'object', 'null' ),
						'default'    => null,
						'properties' => array(
							'name'       => array( 'type' => 'string' ),
							'status'     => array( 'type' => 'string' ),
							'template'   => array( 'type' => 'string' ),
							'stylesheet' => array(
								'type'    => 'string',
								'pattern' => '^[a-z0-9][a-z0-9._-]*$',
							),
						),
					),
					'plugins'             => array(
						'type'     => 'array',
						'default'  => array(),
						'maxItems' => 50,
						'items'    => array(
							'type'    => 'string',
							'pattern' => '^[a-z0-9][a-z0-9._-]*$',
						),
					),
					'import_demo_content' => array(
						'type'    => 'boolean',
						'default' => true,
					),
				),
				Schema::object(
					array(
						'success' => Schema::boolean(),
						'data'    => Schema::object(
							array(
								'session_id'   => Schema::string(),
								'is_lightspeed' => Schema::boolean(),
								'steps'        => Schema::list( Schema::string() ),
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
						'status'       => Schema::string(),
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
								'redirect' => Schema::string(),
								'reverted' => Schema::list( Schema::string() ),
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
		$info     = $this->pack_info( (int) $request['id'] );
		$running  = $this->sessions->running_of( get_current_user_id() );
		$settings = (array) $info['settings'];
		return array(
			'status' => 'success',
			'data'   => array(
				'manifest'     => array(
					'has_settings'    => (bool) $info['has_settings'],
					'has_attachments' => (bool) $info['has_attachments'],
					'fullsite_import' => (bool) $info['fullsite_import'],
				),
				'settings'     => SiteImportSchema::clean_settings( $settings ),
				'pack'         => array(
					'id'         => (int) $info['id'],
					'name'       => (string) $info['name'],
					'slug'       => (string) $info['slug'],
					'platform'   => (string) $info['platform'],
					'price'      => (float) $info['price'],
					'plan'       => (string) $info['plan'],
					'categories' => (array) $info['categories'],
				),
				'theme'        => $this->theme_choice( $info ),
				'dependencies' => $this->dependencies( $info ),
				'running'      => $running ? $this->present( $running ) : null,
			),
		);
	}

	/**
	 * The pack's facts from the hub (which checks the account may import it).
	 *
	 * @param int $id Pack id.
	 * @return array<string, mixed>
	 */
	private function pack_info( int $id ): array {
		$connection = $this->account->require_connection( get_current_user_id() );
		return $this->account->call( $connection, 'GET', '/items/' . $id . '/full-site' );
	}

	/**
	 * The theme box: the pack's theme, else the platform's recommended one,
	 * with its status here.
	 *
	 * @param array<string, mixed> $info Pack facts.
	 * @return array<string, mixed>|null
	 */
	private function theme_choice( array $info ): ?array {
		$theme = is_array( $info['theme'] ?? null )
			? array(
				'stylesheet' => (string) $info['theme']['slug'],
				'name'       => (string) ( $info['theme']['name'] ?? $info['theme']['slug'] ),
			)
			: self::RECOMMENDED_THEMES[ (string) $info['platform'] ] ?? null;
		if ( null === $theme ) {
			return null;
		}
		$here   = wp_get_theme( $theme['stylesheet'] );
		$status = get_stylesheet() === $theme['stylesheet'] ? 'active' : ( $here->exists() ? 'installed' : 'not_installed' );
		return array(
			'name'        => $here->exists() ? (string) $here->get( 'Name' ) : $theme['name'],
			'stylesheet'  => $theme['stylesheet'],
			'template'    => $here->exists() ? $here->get_template() : $theme['stylesheet'],
			'status'      => $status,
			'recommended' => ! is_array( $info['theme'] ?? null ),
		);
	}

	/**
	 * The pack's plugins (mustHave) and the suggested ones for its
	 * categories, with this site's install status.
	 *
	 * @param array<string, mixed> $info Pack facts.
	 * @return array<int, array<string, mixed>>
	 */
	private function dependencies( array $info ): array {
		$list = array();
		foreach ( (array) $info['dependencies'] as $dependency ) {
			$list[] = array_merge( (array) $dependency, array( 'mustHave' => true ) );
		}
		$known = array_column( $list, 'slug' );
		foreach ( self::SUGGESTED as $slug => $suggestion ) {
			if ( ! in_array( $slug, $known, true ) && array_intersect( $suggestion['categories'], (array) $info['categories'] ) ) {
				$list[] = array(
					'id'          => 0,
					'slug'        => $slug,
					'name'        => $suggestion['name'],
					'plugin_file' => $slug . '/' . $slug . '.php',
					'is_pro'      => false,
					'icon'        => '',
					'link'        => '',
					'mustHave'    => false,
				);
			}
		}
		return $this->plugins->check( $list );
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
	 * @throws HttpError `invalid_data` (a logo that is not an image), 409 another import running.
	 */
	public function start( \WP_REST_Request $request ): array {
		$user = get_current_user_id();
		$logo = $request['logo'];
		if ( is_array( $logo ) && ! empty( $logo['id'] ) ) {
			$logo_id = (int) $logo['id'];
			if ( 'attachment' !== get_post_type( $logo_id ) || ! wp_attachment_is_image( $logo_id ) || ! current_user_can( 'read_post', $logo_id ) ) {
				throw new HttpError( 'invalid_data', __( 'The logo must be an image from your media library.', 'stencilbox' ), 400 );
			}
			$logo = array(
				'id'  => $logo_id,
				'url' => (string) wp_get_attachment_url( $logo_id ),
			);
		} else {
			$logo = null;
		}
		$running = $this->sessions->running_of( $user );
		if ( $running ) {
			throw new HttpError( 'import_running', __( 'An import is still running. Wait until it is complete, then start another.', 'stencilbox' ), 409, array( 'session_id' => (string) $running['uuid'] ) );
		}
		// One import (or revert) at a time on the site, whoever started it:
		// the new session holds the site's lock from here to its end.
		$uuid  = wp_generate_uuid4();
		$owner = ImportLock::import( $uuid );
		if ( ! $this->site->take( $owner, ImportLock::IMPORT_SECONDS ) ) {
			throw new HttpError( 'import_running', __( 'Another import or a revert is running on this site. Wait until it is complete, then start yours.', 'stencilbox' ), 409 );
		}
		try {
			return $this->create_session( $request, $uuid, $logo );
		} catch ( \Throwable $error ) {
			$this->site->release( $owner );
			throw $error;
		}
	}

	/**
	 * Creates the session of a new import (the site's lock is held for it):
	 * imports left behind end first.
	 *
	 * @param \WP_REST_Request          $request Request.
	 * @param string                    $uuid    The session's id.
	 * @param array<string, mixed>|null $logo    The checked logo.
	 * @return array<string, mixed>
	 */
	private function create_session( \WP_REST_Request $request, string $uuid, ?array $logo ): array {
		$user     = get_current_user_id();
		$info     = $this->pack_info( (int) $request['id'] );
		$this->sweeper->take_over( $uuid );
		$this->sweeper->sweep();
		$fallback = self::title_fallback( (string) $info['name'] );
		$form     = array(
			'title'               => '' !== trim( (string) $request['title'] ) ? sanitize_text_field( (string) $request['title'] ) : $fallback['title'],
			'slogan'              => '' !== trim( (string) $request['slogan'] ) ? sanitize_text_field( (string) $request['slogan'] ) : $fallback['slogan'],
			'color'               => array_map( 'strtolower', (array) $request['color'] ),
			'logo'                => $logo,
			'logo_size'           => (int) $request['logo_size'],
			'typography'          => (array) $request['typography'],
			'theme'               => is_array( $request['theme'] ) && ! empty( $request['theme']['stylesheet'] ) ? array( 'stylesheet' => (string) $request['theme']['stylesheet'] ) : null,
			'plugins'             => array_values( array_unique( (array) $request['plugins'] ) ),
			'import_demo_content' => (bool) $request['import_demo_content'],
		);
		$steps   = Importer::plan( $info, $form );
		$session = $this->sessions->create(
			$user,
			$info,
			$form,
			array(
				'steps' => $steps,
				'index' => 0,
				'unit'  => 0,
				'data'  => array(
					'form'     => $form,
					'info'     => $info,
					'baseline' => Importer::baseline(),
					'results'  => array(),
				),
			),
			$uuid
		);
		return array(
			'success' => true,
			'data'    => array(
				'session_id'    => (string) $session['uuid'],
				'is_lightspeed' => self::lightspeed(),
				'steps'         => $steps,
			),
		);
	}

	/**
	 * Site title and tagline when left empty (spec part 2 §5): the pack
	 * name's parts around its first hyphen.
	 *
	 * @param string $name Pack name.
	 * @return array{title: string, slogan: string}
	 */
	public static function title_fallback( string $name ): array {
		$parts = array_map( 'trim', explode( '-', $name, 2 ) );
		return array(
			'title'  => $parts[0],
			'slogan' => $parts[1] ?? '',
		);
	}

	/**
	 * Whether this site uses the polling transport: forced by the
	 * `stencilbox_fsi_lightspeed` filter (a proxy that buffers streams).
	 */
	public static function lightspeed(): bool {
		/**
		 * Filters whether full-site imports report progress by polling.
		 *
		 * @param bool $lightspeed Defaults to false (streamed progress).
		 */
		return (bool) apply_filters( 'stencilbox_fsi_lightspeed', false );
	}

	/**
	 * The user's own session.
	 *
	 * @param string $uuid Session id.
	 * @return array<string, mixed>
	 * @throws HttpError 404 unknown, 403 another user's.
	 */
	private function own_session( string $uuid ): array {
		$session = $this->sessions->find( $uuid );
		if ( ! $session ) {
			throw new HttpError( 'not_found', __( 'This import does not exist.', 'stencilbox' ), 404 );
		}
		if ( (int) $session['user_id'] !== get_current_user_id() ) {
			throw new HttpError( 'invalid_permission', __( 'This import was started by another user.', 'stencilbox' ), 403 );
		}
		return $session;
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
		$session = $this->own_session( (string) $request['session_id'] );
		$stream  = ! $request['is_lightspeed'] && str_contains( (string) $request->get_header( 'accept' ), 'text/event-stream' );
		if ( $stream ) {
			$this->stream( $session );
		}
		$outcome = $this->runner->run( $session, (float) apply_filters( 'stencilbox_fsi_request_seconds', self::CHUNK_SECONDS ) );
		$after   = (array) $this->sessions->find_id( (int) $session['id'] );
		return array(
			'action'    => 'busy' === $outcome ? 'continue' : $outcome,
			'log_index' => count( (array) $after['log'] ),
		);
	}

	/**
	 * Streams a run as server-sent events and ends the request.
	 *
	 * @param array<string, mixed> $session Session.
	 */
	private function stream( array $session ): never {
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
		$outcome = $this->runner->run( $session, (float) apply_filters( 'stencilbox_fsi_request_seconds', self::STREAM_SECONDS ), $send );
		if ( 'busy' === $outcome || 'continue' === $outcome ) {
			if ( 'busy' === $outcome ) {
				sleep( 1 );
			}
			$send( array( 'action' => 'continue' ) );
		}
		exit;
	}

	/**
	 * GET /full-site-import/log: the log after `lastLogIndex` (the polling transport).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function log( \WP_REST_Request $request ): array {
		$session = $this->own_session( (string) $request['session_id'] );
		$log     = (array) $session['log'];
		$from    = min( (int) $request['lastLogIndex'], count( $log ) );
		return array(
			'status'       => (string) $session['status'],
			'log'          => array_values( array_slice( $log, $from ) ),
			'lastLogIndex' => count( $log ),
		);
	}

	/**
	 * GET /full-site-import/imports: every import, newest first.
	 *
	 * @return array<string, mixed>
	 */
	public function imports(): array {
		return array( 'data' => array_map( array( $this, 'present' ), $this->sessions->all() ) );
	}

	/**
	 * An import as the client sees it.
	 *
	 * @param array<string, mixed> $session Session.
	 * @return array<string, mixed>
	 */
	public function present( array $session ): array {
		$user = get_userdata( (int) $session['user_id'] );
		return array(
			'session_id'  => (string) $session['uuid'],
			'pack_id'     => (int) $session['pack_id'],
			'pack_name'   => (string) $session['pack_name'],
			'pack_slug'   => (string) $session['pack_slug'],
			'platform'    => (string) $session['platform'],
			'status'      => (string) $session['status'],
			'created_at'  => mysql_to_rfc3339( (string) $session['created_at'] ) . 'Z',
			'reverted_at' => null === $session['reverted_at'] ? null : mysql_to_rfc3339( (string) $session['reverted_at'] ) . 'Z',
			'user'        => $user ? (string) $user->display_name : '',
			'revertible'  => Reverter::revertible( $session, $this->journal ) && ( Sessions::RUNNING !== $session['status'] || ( (int) $session['lock_until'] < time() && $this->site->running_import() !== $session['uuid'] ) ),
			'steps'       => array_values( (array) ( $session['cursor_state']['steps'] ?? array() ) ),
			'log_index'   => count( (array) $session['log'] ),
			'results'     => (object) self::known_results( (array) $session['results'] ),
		);
	}

	/**
	 * The results without working keys the schema does not declare.
	 *
	 * @param array<string, mixed> $results Results.
	 * @return array<string, mixed>
	 */
	private static function known_results( array $results ): array {
		return array_intersect_key( $results, (array) SiteImportSchema::results()['properties'] );
	}

	/**
	 * POST /full-site-import/revert: reverts an import and every later one.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function revert( \WP_REST_Request $request ): array {
		$reverted = $this->reverter->revert( (string) $request['session_id'] );
		return array(
			'success' => true,
			'data'    => array(
				'site_url' => home_url( '/' ),
				'redirect' => admin_url( 'admin.php?page=' . Names::ADMIN_PAGE ),
				'reverted' => $reverted,
			),
		);
	}
}
