<?php
/**
 * Hub routes of the full-site import: a pack's import facts, its package,
 * the preview content, and theme packages.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Packages\PackBuilder;
use Stencilbox\Hub\Packages\PackBuilds;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /items/{id}/full-site`, `POST /items/{id}/full-site/package`,
 * `GET /items/{id}/full-site/preview` and `GET /themes/{slug}/package`
 * (Bearer). A pack is imported by accounts that own it (spec part 2 §6:
 * price 0, purchased, or covered by the plan); packages travel as base64
 * with a SHA-256, as plugin packages do — a pack's in parts (`length`)
 * when the site asks so, from a build kept in the hub's uploads
 * (`PackBuilds`), so no request holds a big pack in memory.
 */
final class HubFullSiteController extends HubController {

	/** The largest part of a pack package one request answers. */
	public const PART_MAX = 8 * MB_IN_BYTES;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys      API keys.
	 * @param AccountRepository $accounts  Accounts.
	 * @param CatalogRepository $catalog   Catalogue.
	 * @param Access            $access    Ownership rules.
	 * @param Downloads         $downloads Download history.
	 * @param PackageStore      $packages  Plugin and theme packages.
	 * @param PackBuilder       $builder   Pack packages.
	 * @param PackBuilds        $builds    Pack packages served in parts.
	 */
	public function __construct(
		ApiKeys $keys,
		private AccountRepository $accounts,
		private CatalogRepository $catalog,
		private Access $access,
		private Downloads $downloads,
		private PackageStore $packages,
		private PackBuilder $builder,
		private PackBuilds $builds = new PackBuilds(),
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$id   = array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
		$info = Schema::object(
			array(
				'id'              => Schema::integer(),
				'name'            => Schema::string(),
				'slug'            => Schema::string(),
				'type'            => Schema::string(),
				'platform'        => Schema::string(),
				'plan'            => Schema::string(),
				'price'           => Schema::number(),
				'fullsite_import' => Schema::boolean(),
				'has_settings'    => Schema::boolean(),
				'has_attachments' => Schema::boolean(),
				'categories'      => Schema::list( Schema::string() ),
				'dependencies'    => Schema::list( ItemSchema::dependency() ),
				'settings'        => SiteImportSchema::settings(),
				'theme'           => Schema::nullable( SiteImportSchema::pack_theme() ),
				'contents'        => SiteImportSchema::contents(),
			)
		);
		return array(
			Route::get( '/items/(?P<id>\d+)/full-site', 'info', 'requires_account', $id, $info ),
			Route::post(
				'/items/(?P<id>\d+)/full-site/package',
				'package',
				'requires_account',
				$id + array(
					'length'  => array(
						'description' => __( 'Answer this many bytes of the package (at most 8 MB) from offset: a build is made on the first part and named in the answer.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => self::PART_MAX,
					),
					'offset'  => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'key'     => array(
						'description' => __( 'The asker’s key for the build (its import session): the first part asked for again is served from the same build.', 'stencilbox' ),
						'type'        => 'string',
						'pattern'     => '^[a-f0-9-]{36}$',
					),
					'build'   => array(
						'description' => __( 'The build the first part named (later parts).', 'stencilbox' ),
						'type'        => 'string',
						'pattern'     => '^[0-9]+-[a-f0-9]{32}$',
					),
					'release' => array(
						'description' => __( 'Delete the build (the site has checked its copy).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
				SiteImportSchema::package()
			),
			Route::get(
				'/items/(?P<id>\d+)/full-site/preview',
				'preview',
				'requires_account',
				$id + array(
					'page' => array(
						'type'    => 'string',
						'pattern' => '^[a-z0-9-]*$',
						'default' => '',
					),
				),
				Schema::object(
					array(
						'platform' => Schema::string(),
						'header'   => Schema::string(),
						'home'     => Schema::string(),
						'footer'   => Schema::string(),
						'page'     => Schema::string(),
						'pages'    => Schema::list(
							Schema::object(
								array(
									'slug'          => Schema::string(),
									'name'          => Schema::string(),
									'template_type' => Schema::string(),
									'page_template' => Schema::string(),
								)
							)
						),
					)
				)
			),
			Route::get(
				'/themes/(?P<slug>[a-z0-9][a-z0-9._-]*)/package',
				'theme_package',
				'requires_account',
				array(
					'slug' => array(
						'type'    => 'string',
						'pattern' => SiteImportSchema::THEME_SLUG_PATTERN,
					),
				),
				SiteImportSchema::package()
			),
		);
	}

	/**
	 * The pack of a request, once the account may import it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 * @throws HttpError 404 unknown, 400 not a full-site pack, 403 access.
	 */
	private function checked_pack( \WP_REST_Request $request ): array {
		$account = $this->accounts->find( $this->account_id( $request ) );
		if ( ! $account ) {
			throw $this->invalid_key();
		}
		$row = $this->catalog->row( (int) $request['id'] );
		if ( ! $row || 'pack' !== $row['type'] ) {
			HttpError::raise( 'item_not_found', __( 'This pack does not exist in the library.', 'stencilbox' ), 404 );
		}
		if ( empty( $row['fullsite_import'] ) ) {
			HttpError::raise( 'invalid_data', __( 'This pack cannot be imported as a full site.', 'stencilbox' ), 400 );
		}
		$this->access->check_use( $account, $row );
		return array( $account, $row );
	}

	/**
	 * The pack's settings: its own, or (an Elementor variant keeps none) its
	 * Gutenberg variant's.
	 *
	 * @param array<string, mixed> $row Pack row.
	 * @return array<string, mixed>
	 */
	private function settings( array $row ): array {
		$settings = json_decode( (string) $row['settings'], true );
		if ( ( ! is_array( $settings ) || ! $settings ) && ! Platforms::get( (string) $row['platform'] )->keeps_settings() ) {
			// A pack's settings are its block-editor twin's.
			$other    = $this->catalog->find( Platforms::BLOCK_EDITOR, (string) $row['slug'], 'pack' );
			$settings = $other ? json_decode( (string) $other['settings'], true ) : array();
		}
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * GET /items/{id}/full-site: what the wizard shows and the import needs
	 * before the package (nothing is recorded).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function info( \WP_REST_Request $request ): array {
		[ , $row ] = $this->checked_pack( $request );
		$card      = $this->catalog->presenter()->cards( array( $row ) )[0];
		$settings  = $this->settings( $row );
		$theme     = (string) ( $settings['theme'] ?? '' );
		unset( $settings['theme'] );
		return array(
			'id'              => (int) $row['id'],
			'name'            => (string) $row['name'],
			'slug'            => (string) $row['slug'],
			'type'            => 'pack',
			'platform'        => (string) $row['platform'],
			'plan'            => (string) $row['plan'],
			'price'           => (float) $row['price'],
			'fullsite_import' => true,
			'has_settings'    => (bool) (int) $row['has_settings'],
			'has_attachments' => (bool) (int) $row['has_attachments'],
			'categories'      => array_values( array_map( static fn( array $c ): string => (string) $c['slug'], (array) $card['categories'] ) ),
			'dependencies'    => $this->catalog->pack_dependencies( (int) $row['id'] ),
			'settings'        => SiteImportSchema::clean_settings( $settings ),
			'theme'           => '' === $theme ? null : array( 'slug' => $theme ) + ( $this->packages->theme_header( $theme ) ?? self::theme_name( $theme, $settings ) ),
			'contents'        => $this->contents( $row ),
		);
	}

	/**
	 * The name of the theme a pack names, when the hub has no package of it
	 * (the site installs it from the theme directory): the pack's
	 * `theme_name`, else its slug in words ("stencilbox-canvas" →
	 * "Stencilbox Canvas").
	 *
	 * @param string               $slug     Theme slug.
	 * @param array<string, mixed> $settings The pack's settings.
	 * @return array{name: string, version: string}
	 */
	private static function theme_name( string $slug, array $settings ): array {
		$name = sanitize_text_field( (string) ( $settings['theme_name'] ?? '' ) );
		return array(
			'name'    => '' !== $name ? $name : ucwords( str_replace( array( '-', '_' ), ' ', $slug ) ),
			'version' => '',
		);
	}

	/**
	 * What the import of a pack creates: its pages, the template types of
	 * its kits and how many sample posts it brings (the wizard's summary).
	 *
	 * @param array<string, mixed> $row Pack row.
	 * @return array{pages: array<int, array{slug: string, title: string, front: bool}>, templates: string[], posts: int}
	 */
	private function contents( array $row ): array {
		$settings  = $this->settings( $row );
		// The pack's site title as the site reads it (a row stored before the intake limited it).
		$brand     = (string) ( SiteImportSchema::clean_settings( $settings )['site_title'] ?? '' );
		$pages     = array();
		$templates = array();
		foreach ( $this->catalog->pack_rows( (int) $row['id'] ) as $item ) {
			if ( 'page' === $item['type'] ) {
				$pages[] = array(
					'slug'          => (string) $item['slug'],
					'title'         => PackPages::title( (string) $item['name'], $brand ),
					'template_type' => (string) $item['template_type'],
				);
			} elseif ( in_array( (string) $item['template_type'], PackPages::KIT_TYPES, true ) ) {
				$templates[] = (string) $item['template_type'];
			}
		}
		$front = PackPages::front( $pages );
		return array(
			'pages'     => array_map(
				static fn( array $page, int $n ): array => array(
					'slug'  => $page['slug'],
					'title' => $page['title'],
					'front' => $front === $n,
				),
				$pages,
				array_keys( $pages )
			),
			'templates' => array_values( array_unique( $templates ) ),
			'posts'     => count( (array) ( $settings['posts'] ?? array() ) ),
		);
	}

	/**
	 * POST /items/{id}/full-site/package: records the download and answers
	 * the pack's package.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function package( \WP_REST_Request $request ): array {
		[ $account, $row ] = $this->checked_pack( $request );
		if ( null !== $request['length'] || null !== $request['build'] ) {
			return $this->part( $request, (int) $account['id'], $row );
		}
		$path              = $this->builder->build( $row );
		try {
			$bytes = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		} finally {
			wp_delete_file( $path );
		}
		$this->downloads->record( (int) $account['id'], (int) $row['id'], 'fullsite' );
		return self::encode( (string) $row['slug'], $bytes );
	}

	/**
	 * A part of a pack package: the first builds it (and records the
	 * download), later ones name the build; `release` deletes it.
	 *
	 * @param \WP_REST_Request     $request Request.
	 * @param int                  $account Account id.
	 * @param array<string, mixed> $row     Pack row.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for a build that is gone, another account's or another pack's.
	 */
	private function part( \WP_REST_Request $request, int $account, array $row ): array {
		$id   = (string) $request['build'];
		$item = (int) $row['id'];
		if ( '' === $id ) {
			[ $id, $path ] = $this->builds->reserve( $account, $item, (string) $request['key'] );
			if ( null !== $path ) {
				$this->builder->build( $row, $path );
				$this->builds->seal( $id, $item );
				$this->downloads->record( $account, $item, 'fullsite' );
			}
		}
		// The pack the URL names, whose access was just checked: a build of another pack is not found.
		$build = $this->builds->find( $account, $item, $id );
		if ( null === $build ) {
			HttpError::raise( 'not_found', __( 'This package is no longer on the hub. Please start the import again.', 'stencilbox' ), 404 );
		}
		$answer = array(
			'slug'   => (string) $row['slug'],
			'sha256' => $build['sha256'],
			'size'   => $build['size'],
			'build'  => $id,
			'offset' => (int) $request['offset'],
			'data'   => '',
		);
		if ( $request['release'] ) {
			$this->builds->release( $account, $item, $id );
			return $answer;
		}
		$bytes          = PackBuilds::read( $build['path'], (int) $request['offset'], (int) ( $request['length'] ?? self::PART_MAX ) );
		$answer['data'] = base64_encode( $bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		return $answer;
	}

	/**
	 * GET /items/{id}/full-site/preview: the pack's header and footer, one
	 * of its pages (`page`, a page's slug; by default the page the import
	 * makes the front page: its `home` page, else its first) and the list
	 * of its pages in the import's order (the site filters the content and
	 * renders the wizard's preview and "Preview site").
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function preview( \WP_REST_Request $request ): array {
		[ , $row ] = $this->checked_pack( $request );
		$parts     = array(
			'header' => '',
			'footer' => '',
		);
		$pages     = array();
		$ids       = array();
		foreach ( $this->catalog->pack_rows( (int) $row['id'] ) as $item ) {
			$slot = (string) $item['template_type'];
			if ( 'block' === $item['type'] && isset( $parts[ $slot ] ) && '' === $parts[ $slot ] ) {
				$parts[ $slot ] = $this->catalog->content( (int) $item['id'] );
			} elseif ( 'page' === $item['type'] ) {
				$settings                      = json_decode( (string) $item['settings'], true );
				$ids[ (string) $item['slug'] ] = (int) $item['id'];
				$pages[]                       = array(
					'slug'          => (string) $item['slug'],
					'name'          => (string) $item['name'],
					'template_type' => $slot,
					'page_template' => is_array( $settings ) ? (string) ( $settings['template'] ?? '' ) : '',
				);
			}
		}
		$page = (string) $request['page'];
		if ( ! isset( $ids[ $page ] ) ) {
			$page = (string) ( $pages[ PackPages::front( $pages ) ?? 0 ]['slug'] ?? '' );
		}
		return array(
			'platform' => (string) $row['platform'],
			'header'   => $parts['header'],
			'home'     => '' === $page ? '' : $this->catalog->content( $ids[ $page ] ),
			'footer'   => $parts['footer'],
			'page'     => $page,
			'pages'    => $pages,
		);
	}

	/**
	 * GET /themes/{slug}/package: a theme the hub has a package for.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 without a package.
	 */
	public function theme_package( \WP_REST_Request $request ): array {
		$slug = (string) $request['slug'];
		$zip  = $this->packages->zip( $slug, 'themes' );
		if ( null === $zip ) {
			HttpError::raise( 'no_package', __( 'The hub has no package for this theme.', 'stencilbox' ), 404 );
		}
		$bytes = (string) file_get_contents( $zip ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a zip of ours, in uploads.
		return self::encode( $slug, $bytes );
	}

	/**
	 * A package answer.
	 *
	 * @param string $slug  Slug.
	 * @param string $bytes Zip bytes.
	 * @return array<string, mixed>
	 */
	private static function encode( string $slug, string $bytes ): array {
		return array(
			'slug'   => $slug,
			'sha256' => hash( 'sha256', $bytes ),
			'size'   => strlen( $bytes ),
			'data'   => base64_encode( $bytes ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		);
	}
}
