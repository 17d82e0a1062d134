<?php
/**
 * Hub routes to use an item (insert / import) and to fetch the package of a
 * free dependency.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\ItemTemplates;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /items/{id}/use`, `GET /items/{id}/access`, `GET /patterns` and
 * `GET /dependencies/{slug}/package` (Bearer). The owner uploads packages
 * through HubPackagesAdminController.
 */
final class HubUseController extends HubController {
	/** Most items `/patterns` answers (the core inserter lists them all at once). */
	public const PATTERNS_MAX = 100;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys      API keys.
	 * @param AccountRepository $accounts  Accounts.
	 * @param CatalogRepository $catalog   Catalogue.
	 * @param Access            $access    Ownership rules.
	 * @param Downloads         $downloads Download history.
	 * @param PackageStore      $packages  Plugin packages.
	 * @param ItemVersions|null $versions  Item versions (the use answer names the newest).
	 */
	public function __construct(
		ApiKeys $keys,
		private AccountRepository $accounts,
		private CatalogRepository $catalog,
		private Access $access,
		private Downloads $downloads,
		private PackageStore $packages,
		private ?ItemVersions $versions = null,
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$account = 'requires_account';
		$id      = array(
			'type'    => 'integer',
			'minimum' => 1,
		);
		$slug    = array(
			'type'    => 'string',
			'pattern' => '^[a-z0-9][a-z0-9._-]*$',
		);
		return array(
			Route::post(
				'/items/(?P<id>\d+)/use',
				'use_item',
				$account,
				array(
					'id'     => $id,
					'origin' => array(
						'type'    => 'string',
						'enum'    => Downloads::ORIGINS,
						'default' => 'insert',
					),
					// A use as a saved template ("Add to saved templates"): an item that carries none is refused, nothing recorded.
					'as_template' => array(
						'type'    => 'boolean',
						'default' => false,
					),
					// With `as_template`: the template types the site keeps (a template of
					// any other type is refused as none is, before the download counts).
					// Left out (an older site): any type the template schema allows.
					'template_types' => array(
						'type'     => 'array',
						'items'    => CloudTemplate::TYPE,
						'maxItems' => 50,
					),
				),
				Schema::object(
					array(
						'item'          => ItemSchema::details(),
						'platform'      => Schema::enum( ItemArgs::PLATFORMS ),
						'content'       => Schema::string(),
						'page_settings' => Schema::object( array( 'template' => Schema::string() ) ),
						'version'       => Schema::integer(),
						// The saved template it was published from (null: none; an older hub leaves it out).
						'template'      => Schema::optional( Schema::nullable( CloudTemplate::schema() ) ),
					)
				)
			),
			Route::get( '/items/(?P<id>\d+)/access', 'access', $account, array( 'id' => $id ), ItemSchema::access() ),
			Route::get(
				'/patterns',
				'patterns',
				$account,
				array(
					'per_page' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => self::PATTERNS_MAX,
						'default' => self::PATTERNS_MAX,
					),
				),
				Schema::list(
					Schema::object(
						array(
							'slug'     => Schema::string(),
							'name'     => Schema::string(),
							'type'     => Schema::enum( ItemArgs::CONTENT_TYPES ),
							'keywords' => Schema::list( Schema::string() ),
							'content'  => Schema::string(),
						)
					)
				)
			),
			Route::get(
				'/dependencies/(?P<slug>[a-z0-9][a-z0-9._-]*)/package',
				'package',
				$account,
				array( 'slug' => $slug ),
				Schema::object(
					array(
						'slug'   => Schema::string(),
						'sha256' => Schema::string(),
						'size'   => Schema::integer(),
						'data'   => Schema::string(),
					)
				)
			),
		);
	}

	/**
	 * Whether the account may use the item now (nothing is recorded): the
	 * flow asks before it asks the user anything. Answers the item's type,
	 * platform and template type slug ('' for none), so the site can check
	 * its own rules (Elementor, Elementor Pro) before using it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError Like `use_item`.
	 */
	public function access( \WP_REST_Request $request ): array {
		[ , $row ] = $this->checked_item( $request );
		return array(
			'status'        => 'success',
			'type'          => $row['type'],
			'platform'      => $row['platform'],
			'template_type' => (string) ( $this->catalog->presenter()->details( $row )['template_type']['slug'] ?? '' ),
		);
	}

	/**
	 * The block-editor items the account may insert now, with their content,
	 * for the core inserter's patterns (nothing is recorded: the download is
	 * recorded when one is inserted, through `use`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<int, array<string, mixed>>
	 * @throws HttpError `invalid_api_key` when the key's account is gone.
	 */
	public function patterns( \WP_REST_Request $request ): array {
		$account = $this->accounts->find( $this->account_id( $request ) );
		if ( ! $account ) {
			throw $this->invalid_key();
		}
		$rows     = $this->access->usable_block_items( $account, (int) $request['per_page'] );
		$contents = $this->catalog->contents( array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
		$patterns = array();
		foreach ( $this->catalog->presenter()->cards( $rows ) as $card ) {
			$patterns[] = array(
				'slug'     => $card['slug'],
				'name'     => $card['name'],
				'type'     => $card['type'],
				'keywords' => array_values( array_unique( array_merge( array_column( $card['categories'], 'name' ), array_column( $card['tags'], 'name' ) ) ) ),
				'content'  => (string) ( $contents[ $card['id'] ] ?? '' ),
			);
		}
		return $patterns;
	}

	/**
	 * The account and item of a request, once access is checked.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 * @throws HttpError 404, 400 for packs, `unverified_account` / `required_pro_templately` (403).
	 */
	private function checked_item( \WP_REST_Request $request ): array {
		[ $account, $row ] = $this->account_and_item( $request, $this->accounts, $this->catalog );
		if ( 'pack' === $row['type'] ) {
			HttpError::raise( 'invalid_data', __( 'A pack is imported as a whole site, not inserted. Insert its pages or blocks one by one.', 'stencilbox' ), 400 );
		}
		$this->access->check_use( $account, $row );
		return array( $account, $row );
	}

	/**
	 * Uses an item: checks access, records the download, and answers the
	 * content to insert or import. A use `as_template` is refused (nothing
	 * recorded) when the item carries no saved template, or one of a type
	 * the site does not keep (`template_types`), so only a use that goes
	 * through counts.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404, 400 for packs and for `as_template` without one (or with one of another type), `unverified_account` / `required_pro_templately` (403).
	 */
	public function use_item( \WP_REST_Request $request ): array {
		[ $account, $row ] = $this->checked_item( $request );
		$template          = ( new ItemTemplates() )->current( (int) $row['id'] );
		$types             = $request['template_types'];
		if ( ! empty( $request['as_template'] ) && ( null === $template || ( is_array( $types ) && ! in_array( $template['type'], $types, true ) ) ) ) {
			HttpError::raise( 'invalid_data', CloudTemplate::not_an_item_template(), 400 );
		}
		$content = $this->catalog->content( (int) $row['id'] );
		$this->downloads->record( (int) $account['id'], (int) $row['id'], (string) $request['origin'] );
		$details = $this->catalog->presenter()->details( $row );
		return array(
			'item'          => $details,
			'platform'      => $row['platform'],
			'content'       => $content,
			'page_settings' => $this->page_settings( $row, $content ),
			// The version this content is: what the site records as inserted.
			'version'       => $this->versions ? ( $this->versions->numbers( array( (int) $row['id'] ) )[ (int) $row['id'] ] ?? 1 ) : 1,
			// What a saved template published as this item is (ItemTemplates; a site may add it to its saved templates).
			'template'      => $template,
		);
	}

	/**
	 * A free dependency's package as base64 (packages are small; JSON keeps
	 * one transport for in-process and remote hubs).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 unknown or without package, 403 for pro plugins.
	 */
	public function package( \WP_REST_Request $request ): array {
		$slug       = (string) $request['slug'];
		$dependency = null;
		foreach ( $this->catalog->dependencies() as $candidate ) {
			if ( $candidate['slug'] === $slug ) {
				$dependency = $candidate;
			}
		}
		if ( ! $dependency ) {
			HttpError::raise( 'not_found', __( 'This plugin is not a dependency of the library.', 'stencilbox' ), 404 );
		}
		if ( ! empty( $dependency['is_pro'] ) ) {
			HttpError::raise( 'pro_dependency', __( 'Pro plugins cannot be installed automatically. Please install it yourself.', 'stencilbox' ), 403 );
		}
		$zip = $this->packages->zip( $slug );
		if ( null === $zip ) {
			HttpError::raise( 'no_package', __( 'The hub has no package for this plugin.', 'stencilbox' ), 404 );
		}
		$bytes = (string) file_get_contents( $zip ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stored package, a file of ours on this server.
		return array(
			'slug'   => $slug,
			'sha256' => hash( 'sha256', $bytes ),
			'size'   => strlen( $bytes ),
			'data'   => base64_encode( $bytes ),
		);
	}

	/**
	 * Page settings for the editor: the template an item asks for.
	 *
	 * @param array<string, mixed> $row     Catalogue row.
	 * @param string               $content Content.
	 * @return array<string, string>
	 */
	private function page_settings( array $row, string $content ): array {
		return array( 'template' => ItemArgs::item_page_template( $row, $content ) );
	}
}
