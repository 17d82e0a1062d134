<?php
/**
 * Saved templates (spec part 2 §7): GET /saved-templates,
 * POST /saved-templates/delete, POST /create-template.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1` saved-template routes. Every route needs `stencilbox_read`;
 * what a user may do to one template is WordPress's own post capabilities
 * (`delete_post`, `create_posts` of the post type), refused with the spec's
 * `invalid_permission` and a message the list shows.
 */
final class TemplatesController extends Controller {
	/** Templates per page of the list. */
	public const PER_PAGE = 20;

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct( private TemplateRepository $templates ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read = 'can_read';
		return array(
			Route::get(
				'/saved-templates',
				'list_templates',
				$read,
				array(
					'page'     => array(
						'description' => __( 'Page of the list, from 1.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => 100000,
						'default'     => 1,
					),
					'platform' => array(
						'description' => __( 'Only the templates of this platform.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::PLATFORMS,
					),
				),
				Schema::object(
					array(
						'items'             => Schema::list( self::template_schema() ),
						'current_page'      => Schema::integer(),
						'total_page'        => Schema::integer(),
						'total'             => Schema::integer(),
						'has_elementor'     => Schema::boolean(),
						'has_elementor_pro' => Schema::boolean(),
					)
				)
			),
			Route::post(
				'/saved-templates/delete',
				'delete_template',
				$read,
				array(
					'id'      => array(
						'description' => __( 'The template to delete.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'force'   => array(
						'description' => __( 'Delete a kit template too (after the warning).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'confirm' => self::confirm_arg(),
				),
				Schema::success(
					array(
						'message' => Schema::string(),
						'is_kit'  => Schema::boolean(),
						'id'      => Schema::integer(),
					)
				)
			),
			Route::post(
				'/create-template',
				'create_template',
				$read,
				array(
					'platform' => array(
						'description' => __( 'Where the template is edited.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => ItemArgs::PLATFORMS,
						'required'    => true,
					),
					'type'     => array(
						'description' => __( 'The template type.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => TemplatePostType::TYPES,
						'required'    => true,
					),
					'title'    => array(
						'description' => __( 'The name (optional).', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 200,
						'default'     => '',
					),
				),
				Schema::success(
					array(
						'id'  => Schema::integer(),
						'url' => array( 'description' => 'Where the new template is edited; the app goes there.' ) + Schema::uri(),
					)
				)
			),
		);
	}

	/**
	 * GET /saved-templates: a page of the templates, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_templates( \WP_REST_Request $request ): array {
		$page   = (int) $request['page'];
		$result = $this->templates->page( $page, self::PER_PAGE, $request['platform'] ? (string) $request['platform'] : null );
		return array(
			'items'             => array_map( fn( array $item ): array => $this->prepare( $item ), $result['items'] ),
			'current_page'      => $page,
			'total_page'        => $result['total_page'],
			'total'             => $result['total'],
			'has_elementor'     => Elementor::active(),
			'has_elementor_pro' => Elementor::pro_active(),
		);
	}

	/**
	 * A list entry through its schema (fields the schema does not know never leave).
	 *
	 * @param array<string, mixed> $item Entry.
	 * @return array<string, mixed>
	 */
	private function prepare( array $item ): array {
		return array_intersect_key( $item, self::template_schema()['properties'] );
	}

	/**
	 * POST /saved-templates/delete: kits need `force` (after the warning);
	 * users who may not delete the post get `invalid_permission`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404, 403 invalid_permission, 409 cant_delete_kit.
	 */
	public function delete_template( \WP_REST_Request $request ): array {
		$post = $this->templates->get( (int) $request['id'] );
		if ( ! current_user_can( 'delete_post', $post->ID ) ) {
			HttpError::raise( 'invalid_permission', __( 'Sorry, you are not allowed to delete this template.', 'stencilbox' ), 403 );
		}
		$is_kit = $this->templates->is_kit( $post );
		if ( $is_kit && ! $request['force'] ) {
			HttpError::raise(
				'cant_delete_kit',
				__( 'This template came with an imported site kit: the imported site may use it. Delete it anyway?', 'stencilbox' ),
				409,
				array( 'id' => $post->ID )
			);
		}
		$this->templates->delete( $post );
		return array(
			'status'  => 'success',
			'message' => __( 'Successfully Deleted', 'stencilbox' ),
			'is_kit'  => $is_kit,
			'id'      => $post->ID,
		);
	}

	/**
	 * POST /create-template: a new draft template and where to edit it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 403 invalid_permission; 400 invalid_requirements without Elementor.
	 */
	public function create_template( \WP_REST_Request $request ): array {
		$type_object = get_post_type_object( TemplatePostType::POST_TYPE );
		if ( ! $type_object || ! current_user_can( $type_object->cap->create_posts ) ) {
			HttpError::raise( 'invalid_permission', __( 'Sorry, you are not allowed to create templates.', 'stencilbox' ), 403 );
		}
		$platform = (string) $request['platform'];
		Platforms::get( $platform )->require_usable();
		$id   = $this->templates->create( $platform, (string) $request['type'], array( 'title' => (string) $request['title'] ) );
		$post = $this->templates->get( $id );
		return array(
			'status' => 'success',
			'id'     => $id,
			'url'    => $this->templates->edit_url( $post ),
		);
	}

	/**
	 * A saved template as the list carries it (spec part 2 §3).
	 *
	 * @return array<string, mixed>
	 */
	private static function template_schema(): array {
		return Schema::object(
			array(
				'id'         => Schema::integer(),
				'title'      => Schema::string(),
				'date'       => array( 'description' => 'Created, UTC RFC 3339.' ) + Schema::date_time(),
				'modified'   => Schema::date_time(),
				'status'     => Schema::string(),
				'type'       => Schema::enum( TemplatePostType::TYPES ),
				'platform'   => Schema::enum( ItemArgs::PLATFORMS ),
				'author'     => Schema::string(),
				'conditions' => array( 'description' => 'How many display conditions it has.' ) + Schema::integer(),
				'is_pushed'  => Schema::boolean(),
				'is_kit'     => Schema::boolean(),
				'edit_url'   => Schema::uri(),
				'can_edit'   => Schema::boolean(),
				'can_delete' => Schema::boolean(),
			)
		);
	}
}
