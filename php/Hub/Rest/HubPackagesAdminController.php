<?php
/**
 * The hub owner uploads the package of a free dependency
 * (`stencilbox-hub/v1/admin/dependencies/{slug}/package`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * For WordPress administrators of the hub site (cookie + nonce; on a
 * network, super admins), never an account key. Sites fetch packages through HubUseController.
 */
final class HubPackagesAdminController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param CatalogRepository $catalog  Catalogue (which plugins are dependencies).
	 * @param PackageStore      $packages Plugin packages.
	 */
	public function __construct( private CatalogRepository $catalog, private PackageStore $packages ) {
		parent::__construct();
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		return array(
			Route::post(
				'/admin/dependencies/(?P<slug>[a-z0-9][a-z0-9._-]*)/package',
				'upload_package',
				'can_upload',
				array(
					'slug' => array(
						'type'    => 'string',
						'pattern' => '^[a-z0-9][a-z0-9._-]*$',
					),
				),
				Schema::success(
					array(
						'package' => Schema::object(
							array(
								'slug'    => Schema::string(),
								'main'    => Schema::string(),
								'name'    => Schema::string(),
								'version' => Schema::string(),
							)
						),
					)
				)
			),
		);
	}

	/**
	 * Permission to upload: the hub site's administrators; on a network,
	 * its super admins only, since a site that installs the package puts it
	 * into the plugins folder every site shares (a site's administrator
	 * may not install plugins there either).
	 *
	 * @return true|\WP_Error
	 */
	public function can_upload(): bool|\WP_Error {
		$manage = $this->can_manage();
		if ( true !== $manage || ! is_multisite() || is_super_admin() ) {
			return $manage;
		}
		return new \WP_Error(
			'invalid_permission',
			__( 'On a network, only a network administrator can upload plugin packages: WordPress installs them into the plugins folder every site shares.', 'stencilbox' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Stores an uploaded package (multipart field `package`) after checking it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 400 without a file, for an invalid package or a pro dependency's.
	 */
	public function upload_package( \WP_REST_Request $request ): array {
		$file = $request->get_file_params()['package'] ?? null;
		// WordPress fills file params from PHP's own $_FILES: tmp_name is PHP's.
		if ( ! is_array( $file ) || UPLOAD_ERR_OK !== (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) || ! is_file( (string) $file['tmp_name'] ) ) {
			HttpError::raise( 'invalid_data', __( 'Choose a plugin zip file to upload.', 'stencilbox' ), 400 );
		}
		$slug  = (string) $request['slug'];
		$known = array_column( $this->catalog->dependencies(), null, 'slug' );
		if ( ! isset( $known[ $slug ] ) ) {
			HttpError::raise( 'not_found', __( 'This plugin is not a dependency of the library.', 'stencilbox' ), 404 );
		}
		if ( ! empty( $known[ $slug ]['is_pro'] ) ) {
			// Its buyers get it from its seller: the hub never keeps or serves it.
			HttpError::raise( 'pro_dependency', __( 'This is a pro plugin: the hub never serves its package, so it cannot be uploaded. Sites show its link to install it by hand.', 'stencilbox' ), 400 );
		}
		return array(
			'status'  => 'success',
			'package' => $this->packages->store( $slug, (string) $file['tmp_name'] ),
		);
	}
}
