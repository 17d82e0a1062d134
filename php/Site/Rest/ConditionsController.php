<?php
/**
 * Display conditions (spec part 2 §7): GET /conditions, POST /save-conditions,
 * GET /autocomplete-condition.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Reading a template's conditions needs `edit_post` on it; saving them also
 * needs the capability that changes how the whole site looks
 * (`edit_theme_options` unless filtered): a published header shown on the
 * entire site is a theme change, not a post edit.
 */
final class ConditionsController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates  Templates.
	 * @param Conditions         $conditions Config and checks.
	 * @param ConditionSources   $sources    Sub-id sources.
	 */
	public function __construct( private TemplateRepository $templates, private Conditions $conditions, private ConditionSources $sources ) {}

	/**
	 * The capability that lets a user decide where templates show.
	 */
	public static function display_capability(): string {
		/**
		 * Filters the capability needed to save display conditions.
		 *
		 * @param string $capability Defaults to `edit_theme_options`.
		 */
		return (string) apply_filters( 'stencilbox_display_conditions_capability', 'edit_theme_options' );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read        = 'can_read';
		$template_id = array(
			'description' => __( 'The template.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
		return array(
			Route::get( '/conditions', 'get_conditions', $read, array( 'template_id' => $template_id ), $this->conditions_schema( false ) ),
			Route::post(
				'/save-conditions',
				'save_conditions',
				$read,
				array(
					'template_id' => $template_id,
					'conditions'  => array(
						'description' => __( 'Every condition of the template (replaces the old list).', 'stencilbox' ),
						'type'        => 'array',
						'required'    => true,
						'maxItems'    => Conditions::MAX,
						'items'       => self::condition_schema( $this->conditions->all_fields(), $this->conditions->names() ),
					),
				),
				$this->conditions_schema( true )
			),
			Route::get(
				'/autocomplete-condition',
				'autocomplete',
				$read,
				array(
					'query'  => array(
						'description' => __( 'Where the options come from: post:<post type>, term:<taxonomy> or author (a sub-name\'s source).', 'stencilbox' ),
						'type'        => 'string',
						'required'    => true,
						'maxLength'   => 100,
						'pattern'     => '^(post|term):[a-z0-9_-]+$|^author$',
					),
					'search' => array(
						'description' => __( 'Search text; empty lists the first options.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 100,
						'default'     => '',
					),
				),
				Schema::list(
					Schema::object(
						array(
							'value' => Schema::integer(),
							'label' => Schema::string(),
						)
					)
				)
			),
		);
	}

	/**
	 * One condition as sent and answered: the common fields
	 * (`Conditions::FIELDS`), each type's own (`ConditionType::fields()`;
	 * an answer carries those of its row's type) and the answer's label.
	 *
	 * @param array<string, array<string, mixed>> $fields The fields (Conditions::all_fields()).
	 * @param string[]|null                       $names  The condition names a request may send
	 *                                                    (null: an answer, whose names are the config's).
	 * @return array<string, mixed>
	 */
	private static function condition_schema( array $fields, ?array $names = null ): array {
		$properties = array();
		foreach ( $fields as $field => $schema ) {
			unset( $schema['title'] );
			$properties[ $field ] = $schema + ( isset( Conditions::FIELDS[ $field ] ) ? array() : array( 'x-stencilbox-optional' => true ) );
		}
		if ( null !== $names ) {
			$properties['name']['enum'] = $names;
		}
		// Answers carry the chosen object's label; the client may send it back.
		$properties['sub_label'] = array(
			'type'      => 'string',
			'maxLength' => 400,
		);
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => $properties,
		);
	}

	/**
	 * The template, which the user may edit.
	 *
	 * @param int $id Template id.
	 * @throws HttpError 404, 403 invalid_permission.
	 */
	private function editable( int $id ): \WP_Post {
		$post = $this->templates->get( $id );
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			HttpError::raise( 'invalid_permission', __( 'Sorry, you are not allowed to edit this template.', 'stencilbox' ), 403 );
		}
		return $post;
	}

	/**
	 * GET /conditions: the modal's config and the template's conditions.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function get_conditions( \WP_REST_Request $request ): array {
		$post = $this->editable( (int) $request['template_id'] );
		return array(
			'config'              => $this->conditions->config(),
			'template_conditions' => $this->conditions->present( $this->templates->conditions( $post ) ),
			'can_save'            => current_user_can( self::display_capability() ),
		);
	}

	/**
	 * POST /save-conditions: replaces the template's conditions (checked
	 * first; any bad row saves nothing).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 403 invalid_permission; 400 invalid_data.
	 */
	public function save_conditions( \WP_REST_Request $request ): array {
		$post = $this->editable( (int) $request['template_id'] );
		if ( ! current_user_can( self::display_capability() ) ) {
			HttpError::raise( 'invalid_permission', __( 'Sorry, you are not allowed to choose where templates are displayed.', 'stencilbox' ), 403 );
		}
		$saved = $this->templates->save_conditions( $post, (array) $request['conditions'] );
		return array(
			'status'              => 'success',
			'message'             => __( 'Successfully Saved', 'stencilbox' ),
			'config'              => $this->conditions->config(),
			'template_conditions' => $this->conditions->present( $saved ),
			'can_save'            => true,
		);
	}

	/**
	 * GET /autocomplete-condition: the options of a source matching a
	 * search, as the current user may see them.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<int, array{value: int, label: string}>
	 * @throws HttpError 400 invalid_data for an unknown source.
	 */
	public function autocomplete( \WP_REST_Request $request ): array {
		$source = (string) $request['query'];
		if ( ! $this->sources->is_source( $source ) ) {
			HttpError::raise( 'invalid_data', __( 'Unknown condition source.', 'stencilbox' ), 400 );
		}
		return $this->sources->search( $source, (string) $request['search'] );
	}

	/**
	 * The answer of GET /conditions, and with `saved` of POST /save-conditions
	 * (which adds its status and message).
	 *
	 * @param bool $saved The answer of a save.
	 * @return array<string, mixed>
	 */
	private function conditions_schema( bool $saved ): array {
		$condition                                           = self::condition_schema( $this->conditions->all_fields() );
		$condition['properties']['sub_label']['description'] = 'The chosen object\'s label (answers only).';
		$fields = array(
			'config'              => Schema::list(
				Schema::object(
					array(
						// A condition type's name (ConditionTypes; plugins may add types).
						'name'      => Schema::string(),
						'label'     => Schema::string(),
						'sub_names' => Schema::list(
							Schema::object(
								array(
									'value'  => Schema::string(),
									'label'  => Schema::string(),
									'sub_id' => Schema::enum( array( 'none', 'optional', 'required' ) ),
									'source' => Schema::nullable( Schema::string() ),
								)
							)
						),
						// The fields the type adds (ConditionType::fields()), with the modal's label.
						'fields'    => Schema::list(
							Schema::object(
								array(
									'name'    => Schema::string(),
									'label'   => Schema::string(),
									'type'    => Schema::enum( array( 'string', 'integer', 'boolean' ) ),
									'format'  => Schema::string(),
									'default' => array( 'type' => array( 'string', 'integer', 'boolean' ) ),
								)
							)
						),
					)
				)
			),
			'template_conditions' => Schema::list( $condition ),
			'can_save'            => Schema::boolean(),
		);
		return $saved ? Schema::success( array( 'message' => Schema::string() ) + $fields ) : Schema::object( $fields );
	}
}
