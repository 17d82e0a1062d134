<?php
/**
 * The hub owner's catalogue routes (`stencilbox-hub/v1/admin/catalog/…`):
 * publish to library, import a bundle, re-seed or remove the demo, delete
 * items (and name one: `GET items/{id}`), the checkout URL. The export
 * download is an admin-post action.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CapturedPicture;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Rest\ZipDownload;
use Stencilbox\Support\Versions\VersionSchema;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * These routes change the hub's catalogue, so they need a WordPress user
 * who can `manage_options` on the hub site (cookie + REST nonce), never an
 * account key. Those that delete or reset (re-seed, remove the demo, delete
 * an item) also need `confirm: true` in the body.
 */
final class HubCatalogAdminController extends HubController {
	public const CHECKOUT_OPTION = CatalogRepository::CHECKOUT_OPTION;
	public const EXPORT_ACTION   = 'stencilbox_export_catalog';

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'admin/catalog';

	/**
	 * Constructor.
	 *
	 * @param CatalogRepository $catalog   Reads.
	 * @param CatalogWriter     $writer    Writes.
	 * @param Publisher         $publisher Publish to library.
	 * @param Bundle            $bundle    Export/import.
	 * @param DemoSeeder        $seeder    Demo catalogue.
	 */
	public function __construct(
		private CatalogRepository $catalog,
		private CatalogWriter $writer,
		private Publisher $publisher,
		private Bundle $bundle,
		private DemoSeeder $seeder
	) {
		parent::__construct();
	}

	/**
	 * Hooks the export download (the routes: Plugin::routes()).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_post_' . self::EXPORT_ACTION, 'download_export' );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$manage = 'can_manage';
		$base   = '/' . $this->rest_base;
		$report = Schema::object(
			array(
				'packs'   => Schema::integer(),
				'items'   => Schema::integer(),
				'removed' => Schema::integer(),
			)
		);
		// Re-seeding, removing the demo and deleting an item need `confirm: true`.
		$confirm = array( 'confirm' => self::confirm_arg() );
		return array(
			Route::get( $base . '/summary', 'summary', $manage, array(), self::summary_schema() ),
			Route::post( $base . '/reseed', 'reseed', $manage, $confirm, $report ),
			Route::post( $base . '/remove-demo', 'remove_demo', $manage, $confirm, Schema::object( array( 'removed' => Schema::integer() ) ) ),
			Route::post(
				$base . '/import',
				'import_bundle',
				$manage,
				array(),
				// Also how many image files the bundle carried but does not use (not kept).
				Schema::object( $report['properties'] + array( 'skipped' => Schema::integer() ) )
			),
			Route::get(
				$base . '/sources',
				'sources',
				$manage,
				array(
					'search' => array(
						'type'              => 'string',
						'maxLength'         => 100,
						'default'           => '',
						'sanitize_callback' => 'sanitize_text_field',
					),
					'source' => array(
						'description' => __( 'A source to list first.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 300,
						'default'     => '',
					),
				),
				Schema::list(
					Schema::object(
						array(
							'source'     => Schema::string(),
							'title'      => Schema::string(),
							'kind'       => Schema::string(),
							'kind_label' => Schema::string(),
							'modified'   => Schema::string(),
							'published'  => Schema::nullable( Schema::string() ),
							// The platform of the item publishing it makes.
							'platform'   => Schema::enum( ItemArgs::PLATFORMS ),
							// The item type publishing it makes unless the form says otherwise (a saved header: block).
							'item_type'  => Schema::enum( ItemArgs::CONTENT_TYPES ),
							'preview'    => Schema::string(),
						)
					)
				)
			),
			Route::get(
				$base . '/listing',
				'listing',
				$manage,
				array(
					'source' => array(
						'description' => __( 'A source (as publish takes it): how the item published from it is listed now.', 'stencilbox' ),
						'type'        => 'string',
						'pattern'     => self::publish_args()['source']['pattern'],
						'required'    => true,
					),
				),
				Schema::object( array( 'item' => Schema::nullable( ItemSchema::details() ) ) )
			),
			Route::post( $base . '/publish', 'publish', $manage, self::publish_args(), ItemSchema::details() ),
			Route::get(
				$base . '/items',
				'items',
				$manage,
				array_intersect_key( ItemArgs::list_args(), array_flip( array( 'platform', 'type', 'page', 'search' ) ) ),
				ItemSchema::page()
			),
			Route::post(
				$base . '/settings',
				'save_settings',
				$manage,
				array(
					'checkout_url' => array(
						'type'     => 'string',
						'format'   => 'uri',
						'required' => true,
					),
				),
				Schema::object( array( 'checkout_url' => Schema::string() ) )
			),
			Route::get(
				$base . '/items/(?P<id>\d+)',
				'item',
				$manage,
				array(
					'id' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
				),
				// What names an item to its owner (a fleet rollback's confirmation).
				Schema::object(
					array(
						'id'       => Schema::integer(),
						'name'     => Schema::string(),
						'platform' => Schema::enum( ItemArgs::PLATFORMS ),
					)
				)
			),
			Route::delete(
				$base . '/items/(?P<id>\d+)',
				'remove_item',
				$manage,
				array(
					'id' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
				) + $confirm,
				Schema::object( array( 'deleted' => Schema::boolean() ) )
			),
		);
	}

	/**
	 * What the hub screen shows first.
	 *
	 * @return array<string, mixed>
	 */
	private static function summary_schema(): array {
		return Schema::object(
			array(
				'counts'        => Schema::object(
					array_fill_keys( Platforms::block_editor_first(), ItemSchema::counts() )
				),
				'sources'       => Schema::map( Schema::integer() ),
				'demo'          => Schema::object(
					array(
						'available' => Schema::boolean(),
						'disabled'  => Schema::boolean(),
					)
				),
				'version'       => Schema::integer(),
				'checkout_url'  => Schema::string(),
				'export_url'    => Schema::string(),
				'templateTypes' => Schema::list( ItemSchema::lookup_term() ),
				'categories'    => Schema::list( ItemSchema::term() ),
				'packs'         => Schema::list(
					Schema::object(
						array(
							'slug'      => Schema::string(),
							'name'      => Schema::string(),
							// The platforms the pack has a version for (what
							// an item of each platform may be published into).
							'platforms' => Schema::list( Schema::enum( ItemArgs::PLATFORMS ) ),
						)
					)
				),
			)
		);
	}

	/**
	 * The publish route's args (`wp stencilbox publish` checks its options
	 * against them too).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function publish_args(): array {
		$labels = array(
			'type'     => 'array',
			'items'    => array(
				'type'      => 'string',
				'maxLength' => 190,
			),
			'maxItems' => 20,
			'default'  => array(),
		);
		return array(
			'source'        => array(
				'description' => __( 'post:<id>, wp_template:<theme//slug> or wp_template_part:<theme//slug>.', 'stencilbox' ),
				'type'        => 'string',
				'pattern'     => '^(post:[1-9][0-9]*|wp_template(_part)?:[A-Za-z0-9_.-]+//[A-Za-z0-9_.-]+)$',
				'required'    => true,
			),
			'name'          => array(
				'type'      => 'string',
				'maxLength' => 255,
				'default'   => '',
			),
			'type'          => array(
				'type' => 'string',
				'enum' => ItemArgs::CONTENT_TYPES,
			),
			'description'   => array(
				'type'      => 'string',
				'maxLength' => 20000,
				'default'   => '',
			),
			'plan'          => array(
				'type'    => 'string',
				'enum'    => ItemArgs::ITEM_PLANS,
				'default' => 'free',
			),
			'price'         => array(
				'type'    => 'number',
				'minimum' => 0,
				'maximum' => 999999,
				'default' => 0,
			),
		) + array_fill_keys( array_values( ItemArgs::linked_taxonomies() ), $labels ) + array(
			'template_type' => array(
				'type'    => 'string',
				'pattern' => '^([a-z0-9][a-z0-9_-]*)?$',
				'default' => '',
			),
			'pack'          => array(
				'type'    => 'string',
				'pattern' => '^([a-z0-9][a-z0-9_-]*)?$',
				'default' => '',
			),
			'featured'      => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'thumbnail'     => array(
				'type'    => 'integer',
				'minimum' => 0,
				'default' => 0,
			),
			'thumbnail_capture'  => array(
				'description' => __( 'A picture of the rendering, captured in the browser (a data: URL of a PNG, JPEG or WebP): the thumbnail when no image is chosen.', 'stencilbox' ),
				'type'        => 'string',
				'maxLength'   => CapturedPicture::MAX_LENGTH,
				'default'     => '',
			),
			'screenshot_capture' => array(
				'description' => __( 'The whole rendering, captured the same way: the screenshot beside that thumbnail.', 'stencilbox' ),
				'type'        => 'string',
				'maxLength'   => CapturedPicture::MAX_LENGTH,
				'default'     => '',
			),
			// Publishing again with changed content makes a new version (Hub\Versions).
			'version_note'       => VersionSchema::note_arg(),
		);
	}

	/**
	 * What the hub screen shows first.
	 *
	 * @return array<string, mixed>
	 */
	public function summary(): array {
		global $wpdb;
		$items   = Names::table( 'catalog_items' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue table, counted for its owner's screen.
		$sources = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT source, COUNT(*) AS n FROM %i GROUP BY source', $items ), ARRAY_A );
		return array(
			'counts'        => array_combine( Platforms::block_editor_first(), array_map( array( $this->catalog, 'counts' ), Platforms::block_editor_first() ) ),
			'sources'       => array_map( 'intval', array_column( $sources, 'n', 'source' ) ),
			'demo'          => array(
				'available' => $this->seeder->available(),
				'disabled'  => (bool) get_option( DemoSeeder::DISABLED_OPTION ),
			),
			'version'       => CatalogVersion::get(),
			'checkout_url'  => (string) get_option( self::CHECKOUT_OPTION, '' ),
			// A URL, not HTML: wp_nonce_url() would escape its `&` as `&amp;`.
			'export_url'    => add_query_arg(
				array(
					'action'   => self::EXPORT_ACTION,
					'_wpnonce' => wp_create_nonce( self::EXPORT_ACTION ),
				),
				admin_url( 'admin-post.php' )
			),
			'templateTypes' => $this->catalog->terms( 'template_type' ),
			'categories'    => $this->catalog->terms( 'category' ),
			'packs'         => $this->packs(),
		);
	}

	/**
	 * The library's packs, each with the platforms it has a version for
	 * (a pack's versions share its slug): the Gutenberg packs first.
	 *
	 * @return array<int, array{slug: string, name: string, platforms: string[]}>
	 */
	private function packs(): array {
		$packs = array();
		// The block editor's first.
		foreach ( Platforms::block_editor_first() as $platform ) {
			$found = $this->catalog->query(
				array_merge(
					ItemArgs::list_defaults(),
					array(
						'platform' => $platform,
						'type'     => 'pack',
						'per_page' => ItemArgs::MAX_PER_PAGE,
					)
				)
			)['data'];
			foreach ( $found as $pack ) {
				$packs[ $pack['slug'] ] ??= array(
					'slug'      => $pack['slug'],
					'name'      => $pack['name'],
					'platforms' => array(),
				);
				$packs[ $pack['slug'] ]['platforms'][] = $platform;
			}
		}
		return array_values( $packs );
	}

	/**
	 * Re-seeds the demo catalogue.
	 *
	 * @return array<string, int>
	 * @throws HttpError When there is no demo to seed.
	 */
	public function reseed(): array {
		if ( ! $this->seeder->available() ) {
			HttpError::raise( 'invalid_data', __( 'There is no demo catalogue to seed.', 'stencilbox' ), 404 );
		}
		return $this->seeder->seed();
	}

	/**
	 * Removes the demo items.
	 *
	 * @return array<string, int>
	 */
	public function remove_demo(): array {
		return array( 'removed' => $this->seeder->remove() );
	}

	/**
	 * Imports an uploaded bundle (multipart field `bundle`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, int> packs, items, removed, and skipped (image files the bundle does not use, not kept).
	 * @throws HttpError Without a file.
	 */
	public function import_bundle( \WP_REST_Request $request ): array {
		$file = $request->get_file_params()['bundle'] ?? null;
		if ( ! is_array( $file ) || UPLOAD_ERR_OK !== (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) || ! is_file( (string) ( $file['tmp_name'] ?? '' ) ) ) {
			HttpError::raise( 'invalid_data', __( 'Choose a bundle file (.zip) to import.', 'stencilbox' ), 400 );
		}
		return $this->bundle->import( (string) $file['tmp_name'] );
	}

	/**
	 * Publishable pages, posts, patterns and templates.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<int, array<string, mixed>>
	 */
	public function sources( \WP_REST_Request $request ): array {
		return $this->publisher->sources( (string) $request['search'], 30, (string) $request['source'] );
	}

	/**
	 * The item published from a source (null when it was not yet): what the
	 * publish form starts from, so publishing again replaces only what the
	 * owner changed.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function listing( \WP_REST_Request $request ): array {
		return array( 'item' => $this->publisher->listing( (string) $request['source'] ) );
	}

	/**
	 * Publishes a source.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function publish( \WP_REST_Request $request ): array {
		$input = array();
		foreach ( array_keys( self::publish_args() ) as $key ) {
			$input[ $key ] = $request[ $key ];
		}
		return $this->publisher->publish( $input );
	}

	/**
	 * The hub's items, newest first, for the hub screen's table.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function items( \WP_REST_Request $request ): array {
		$params = ItemArgs::list_params( $request );
		return $this->catalog->query( array( 'per_page' => 20 ) + $params );
	}

	/**
	 * An item's name and platform (the owner's confirmations name it).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{id: int, name: string, platform: string}
	 * @throws HttpError Unknown id.
	 */
	public function item( \WP_REST_Request $request ): array {
		$row = $this->catalog->row( (int) $request['id'] );
		if ( null === $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		return array(
			'id'       => (int) $row['id'],
			'name'     => (string) $row['name'],
			'platform' => (string) $row['platform'],
		);
	}

	/**
	 * Deletes an item.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, bool>
	 * @throws HttpError Unknown id.
	 */
	public function remove_item( \WP_REST_Request $request ): array {
		$id = (int) $request['id'];
		if ( null === $this->catalog->row( $id ) ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		$this->writer->delete_items( array( $id ) );
		$this->writer->prune();
		CatalogVersion::bump();
		return array( 'deleted' => true );
	}

	/**
	 * Saves the checkout URL.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, string>
	 */
	public function save_settings( \WP_REST_Request $request ): array {
		update_option( self::CHECKOUT_OPTION, esc_url_raw( (string) $request['checkout_url'] ), false );
		CatalogVersion::bump();
		return array( 'checkout_url' => (string) get_option( self::CHECKOUT_OPTION ) );
	}

	/**
	 * Streams the export zip (admin-post, nonce and capability checked).
	 */
	public function download_export(): void {
		ZipDownload::send( self::EXPORT_ACTION, 'stencilbox-library', fn(): string => $this->bundle->export() );
	}
}
