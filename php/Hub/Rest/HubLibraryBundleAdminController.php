<?php
/**
 * The hub owner's library bundles on the Library hub screen (issue [26]
 * item 6): this hub's key, the signed export's download, and upload-and-apply.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Rest\ZipDownload;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`, WordPress administrators of the hub site (cookie +
 * nonce), never an account key:
 *
 * - `GET admin/library-bundle` → {fingerprint, export_url}
 * - `POST admin/library-bundle/apply` (multipart: `bundle`, the file;
 *   `trust`, the signing hub's fingerprint when it is not this hub;
 *   `confirm: true`) → what was written and what was already there
 *
 * The export is an admin-post action (`EXPORT_ACTION`, nonce and
 * capability checked), like the catalogue's and the audit log's. The
 * same service as `wp stencilbox bundle` (`Hub\Transfer\LibraryBundle`).
 */
final class HubLibraryBundleAdminController extends HubController {
	/** The export's admin-post action. */
	public const EXPORT_ACTION = 'stencilbox_hub_library_bundle';

	/**
	 * Constructor.
	 *
	 * @param LibraryBundle $bundle Export, verify, apply.
	 */
	public function __construct( private LibraryBundle $bundle ) {
		parent::__construct();
	}

	/**
	 * Hooks the export download (the routes: Plugin::routes()).
	 *
	 * @param Hooks $hooks Hooks.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_post_' . self::EXPORT_ACTION, 'download' );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$manage = 'can_manage';
		$count  = Schema::integer();
		return array(
			Route::get(
				'/admin/library-bundle',
				'state',
				$manage,
				array(),
				Schema::object(
					array(
						'fingerprint' => Schema::string(),
						'export_url'  => Schema::string(),
					)
				)
			),
			Route::post(
				'/admin/library-bundle/apply',
				'apply',
				$manage,
				array(
					'confirm' => self::confirm_arg(),
					'trust'   => array(
						'description' => __( 'The fingerprint (64 hex digits) or base64 public key of the hub that signed the bundle, when that is not this hub.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 100,
						'default'     => '',
					),
				),
				Schema::object(
					array(
						'fingerprint'        => Schema::string(),
						'items_written'      => $count,
						'items_unchanged'    => $count,
						'versions_written'   => $count,
						'accounts_created'   => $count,
						'workspaces_created' => $count,
						'members_added'      => $count,
						'files_created'      => $count,
						'files_unchanged'    => $count,
						'media_written'      => $count,
						'media_unchanged'    => $count,
						'media_kept'         => $count,
					)
				)
			),
		);
	}

	/**
	 * This hub's key and the export's address.
	 *
	 * @return array{fingerprint: string, export_url: string}
	 */
	public function state(): array {
		return array(
			'fingerprint' => $this->bundle->fingerprint(),
			'export_url'  => self::export_url(),
		);
	}

	/**
	 * Applies an uploaded bundle.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, int|string>
	 * @throws HttpError 400 without a file or for a refused bundle, 403 `bundle_untrusted_key`.
	 */
	public function apply( \WP_REST_Request $request ): array {
		$file = $request->get_file_params()['bundle'] ?? null;
		if ( ! is_array( $file ) || empty( $file['tmp_name'] ) || UPLOAD_ERR_OK !== (int) ( $file['error'] ?? UPLOAD_ERR_OK ) ) {
			HttpError::raise( 'invalid_data', __( 'Choose a library bundle file (.zip) to apply.', 'stencilbox' ), 400 );
		}
		return $this->bundle->apply( (string) $file['tmp_name'], (string) $request['trust'] );
	}

	/**
	 * The export's address.
	 */
	public static function export_url(): string {
		// A URL, not HTML: wp_nonce_url() would escape its `&` as `&amp;`.
		return add_query_arg(
			array(
				'action'   => self::EXPORT_ACTION,
				'_wpnonce' => wp_create_nonce( self::EXPORT_ACTION ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Streams the signed export (admin-post, nonce and capability checked).
	 */
	public function download(): void {
		ZipDownload::send( self::EXPORT_ACTION, 'stencilbox-library-bundle', fn(): string => $this->bundle->export() );
	}
}
