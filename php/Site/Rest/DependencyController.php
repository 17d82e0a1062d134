<?php
/**
 * Site routes for an item's plugins (spec part 1 §7): POST
 * /dependencies/check and /dependencies/install.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1/dependencies/*`.
 */
final class DependencyController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param DependencyInstaller $installer Installer.
	 */
	public function __construct( private DependencyInstaller $installer ) {}

	/**
	 * The schema of one dependency in a requirement.
	 *
	 * @return array<string, mixed>
	 */
	private static function dependency_schema(): array {
		$text = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'                   => array( 'type' => 'integer' ),
				'slug'                 => array(
					'type'     => 'string',
					'pattern'  => '^[a-z0-9][a-z0-9._-]*$',
					'required' => true,
				),
				'name'                 => $text( 190 ),
				'plugin_file'          => array(
					'type'    => 'string',
					'pattern' => '^$|^[a-z0-9][a-z0-9._-]*/[A-Za-z0-9._-]+\\.php$',
				),
				'plugin_original_slug' => $text( 190 ),
				'is_pro'               => array( 'type' => 'boolean' ),
				'link'                 => $text( 500 ),
				'icon'                 => $text( 500 ),
				'mustHave'             => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		// The check answer always says whether each plugin is installed and active.
		$checked = ItemSchema::dependency();
		foreach ( array( 'installed', 'is_active' ) as $key ) {
			unset( $checked['properties'][ $key ][ Schema::OPTIONAL ] );
		}
		return array(
			Route::post(
				'/dependencies/check',
				'check',
				'can_read',
				array(
					'requirement' => array(
						'type'     => 'array',
						'required' => true,
						'maxItems' => 50,
						'items'    => self::dependency_schema(),
					),
				),
				Schema::success( array( 'data' => Schema::list( $checked ) ) )
			),
			Route::post(
				'/dependencies/install',
				'install',
				'can_read',
				array(
					'requirement'      => array_merge( self::dependency_schema(), array( 'required' => true ) ),
					'disable_redirect' => array(
						'type'    => 'boolean',
						'default' => true,
					),
				),
				Schema::success(
					array(
						'slug'        => Schema::string(),
						'plugin_file' => Schema::string(),
						'installed'   => Schema::boolean(),
						'is_active'   => Schema::boolean(),
					)
				)
			),
		);
	}

	/**
	 * POST /dependencies/check: for a user who may not activate plugins,
	 * only which are active (`DependencyInstaller::check()`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function check( \WP_REST_Request $request ): array {
		return array(
			'status' => 'success',
			'data'   => $this->installer->check( (array) $request['requirement'], current_user_can( 'activate_plugins' ) ),
		);
	}

	/**
	 * POST /dependencies/install (activation never redirects: it is silent).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function install( \WP_REST_Request $request ): array {
		return $this->installer->install( get_current_user_id(), (array) $request['requirement'] );
	}
}
