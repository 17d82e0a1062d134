<?php
/**
 * The cloud routes' argument and response schemas, shared by the site
 * routes (`stencilbox/v1`) and the hub routes behind them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Cloud;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * One schema, two namespaces: the limits here (name length, search length,
 * page sizes, how many addresses or files at once) hold on both sides.
 */
final class CloudArgs {
	/** Longest file or workspace name. */
	public const NAME_MAX = 200;
	/** Largest body of a file, in bytes of content (after filtering). */
	public const MAX_BODY_BYTES = 2 * MB_IN_BYTES;
	/** Workspaces per page (spec §9: 11, plus the Add New WorkSpace card). */
	public const WORKSPACES_PER_PAGE = 11;
	/** Files per page. */
	public const FILES_PER_PAGE = 20;
	/** Most addresses or files in one request. */
	public const MAX_BATCH = 50;
	/** The places files are listed from (the add-files dialog's sources). */
	public const SOURCES = array( 'clouds', 'workspaces', 'shared_workspaces' );

	/**
	 * A file or workspace name: required, 1 to 200 characters once trimmed.
	 *
	 * @param string $description What it names.
	 * @param string $empty       The message for an empty name.
	 * @param bool   $required    Required.
	 * @return array<string, mixed>
	 */
	public static function name( string $description, string $empty, bool $required = true ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'required'          => $required,
			'maxLength'         => self::NAME_MAX,
			'validate_callback' => static function ( $value, \WP_REST_Request $request, string $param ) use ( $empty ) {
				$valid = rest_validate_request_arg( $value, $request, $param );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				return '' !== trim( (string) $value ) ? true : new \WP_Error( 'rest_invalid_param', $empty, array( 'status' => 400 ) );
			},
		);
	}

	/**
	 * A template's name.
	 *
	 * @return array<string, mixed>
	 */
	public static function file_name(): array {
		return self::name( __( 'Name of the template in the cloud.', 'stencilbox' ), __( 'Please give your template a name.', 'stencilbox' ) );
	}

	/**
	 * A workspace's title.
	 *
	 * @param bool $required Required (a rename may leave it out).
	 * @return array<string, mixed>
	 */
	public static function title( bool $required = true ): array {
		return self::name( __( 'Title of the WorkSpace.', 'stencilbox' ), __( 'Please give your WorkSpace a name.', 'stencilbox' ), $required );
	}

	/**
	 * An id (a file, a workspace) from the path.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function id( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
	}

	/**
	 * Where files go or come from: 0 is My Clouds (the spec's 'clouds').
	 *
	 * @param bool $required Required.
	 * @return array<string, mixed>
	 */
	public static function workspace_id( bool $required = false ): array {
		return array(
			'description' => __( 'WorkSpace id; 0 is My Clouds.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => 0,
			'required'    => $required,
			'default'     => 0,
		);
	}

	/**
	 * Files to add to a WorkSpace (copies go there): 1 to 50 ids.
	 *
	 * @return array<string, mixed>
	 */
	public static function file_ids(): array {
		return array(
			'description' => __( 'Ids of the files to add (copies go into the WorkSpace).', 'stencilbox' ),
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'    => 1,
			'maxItems'    => self::MAX_BATCH,
			'required'    => true,
		);
	}

	/**
	 * A platform filter ('' for every platform).
	 *
	 * @return array<string, mixed>
	 */
	public static function platform_filter(): array {
		return array(
			'description' => __( 'Only files of this platform; every platform when empty.', 'stencilbox' ),
			'type'        => 'string',
			'enum'        => array_merge( array( '' ), ItemArgs::PLATFORMS ),
			'default'     => '',
		);
	}

	/**
	 * A platform.
	 *
	 * @return array<string, mixed>
	 */
	public static function platform(): array {
		return array(
			'description' => __( 'Platform of the template.', 'stencilbox' ),
			'type'        => 'string',
			'enum'        => ItemArgs::PLATFORMS,
			'required'    => true,
		);
	}

	/**
	 * A name search: empty, or 3 to 100 characters (spec §9).
	 *
	 * @return array<string, mixed>
	 */
	public static function search(): array {
		return array(
			'description'       => __( 'Words the names must start; at least 3 characters.', 'stencilbox' ),
			'type'              => 'string',
			'default'           => '',
			'validate_callback' => array( ItemArgs::class, 'validate_search' ),
			'sanitize_callback' => array( ItemArgs::class, 'sanitize_search' ),
		);
	}

	/**
	 * Email addresses (a list; strings are checked by the hub's rules).
	 *
	 * @param string $description What they are for.
	 * @return array<string, mixed>
	 */
	public static function emails( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type'      => 'string',
				'maxLength' => 190,
			),
			'maxItems'    => self::MAX_BATCH,
			'default'     => array(),
		);
	}

	/**
	 * The args of the WorkSpace lists: own or shared, paged, or every one
	 * (`list_only`, for pickers).
	 *
	 * @return array<string, mixed>
	 */
	public static function workspace_list(): array {
		return array(
			'shared'    => array(
				'description' => __( 'WorkSpaces shared with the account (else its own).', 'stencilbox' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'list_only' => array(
				'description' => __( 'Every WorkSpace the account owns or shares, unpaged (for pickers).', 'stencilbox' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		) + self::pages( self::WORKSPACES_PER_PAGE );
	}

	/**
	 * The body-size error: `file_too_large` (413).
	 */
	public static function too_large(): HttpError {
		return new HttpError(
			'file_too_large',
			sprintf(
				/* translators: %d: megabytes. */
				__( 'This template is too large for the cloud: a file may hold at most %d MB of content.', 'stencilbox' ),
				(int) ( self::MAX_BODY_BYTES / MB_IN_BYTES )
			),
			413
		);
	}

	/**
	 * Page and page size.
	 *
	 * @param int $per_page Default page size.
	 * @return array<string, mixed>
	 */
	public static function pages( int $per_page = self::FILES_PER_PAGE ): array {
		$args                        = ItemArgs::page_args();
		$args['per_page']['default'] = $per_page;
		return $args;
	}

	/**
	 * The response schema of a route.
	 *
	 * @param string               $title      Title.
	 * @param array<string, mixed> $properties Properties.
	 * @return array<string, mixed>
	 */
	public static function schema( string $title, array $properties ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A cloud file (spec §3).
	 *
	 * @return array<string, mixed>
	 */
	public static function file(): array {
		$person = self::person();
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'my_cloud_id'   => array( 'type' => 'integer' ),
				'name'          => array( 'type' => 'string' ),
				'slug'          => array( 'type' => 'string' ),
				'type'          => array(
					'type' => 'string',
					'enum' => array( 'page', 'block' ),
				),
				'platform'      => array(
					'type' => 'string',
					'enum' => ItemArgs::PLATFORMS,
				),
				'item_id'       => array( 'type' => 'integer' ),
				'is_pushed'     => array( 'type' => 'boolean' ),
				'size'          => array( 'type' => 'integer' ),
				'owner'         => $person,
				'workspace'     => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'id'     => array( 'type' => 'integer' ),
						'slug'   => array( 'type' => 'string' ),
						'title'  => array( 'type' => 'string' ),
						'shared' => array( 'type' => 'boolean' ),
					),
				),
				'can_change'    => array( 'type' => 'boolean' ),
				'created_at'    => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'last_modified' => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
			),
		);
	}

	/**
	 * A workspace (spec §3).
	 *
	 * @return array<string, mixed>
	 */
	public static function workspace(): array {
		$emails = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$person = self::person();
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'                  => array( 'type' => 'integer' ),
				'value'               => array( 'type' => 'integer' ),
				'slug'                => array( 'type' => 'string' ),
				'title'               => array( 'type' => 'string' ),
				'name'                => array( 'type' => 'string' ),
				'label'               => array( 'type' => 'string' ),
				'shared'              => array( 'type' => 'boolean' ),
				'is_owner'            => array( 'type' => 'boolean' ),
				'owner'               => $person,
				'share_with'          => $emails,
				'sharedWith'          => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => $person['properties'] + array( 'email' => array( 'type' => 'string' ) ),
					),
				),
				'pending_invitations' => $emails,
				'files'               => array( 'type' => 'integer' ),
				'created_at'          => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'updated_at'          => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
			),
		);
	}

	/**
	 * A page of a list: `{data, current_page, total_page, total}`.
	 *
	 * @param array<string, mixed> $item The entries' schema.
	 * @return array<string, mixed>
	 */
	public static function page_of( array $item ): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'data'         => array(
					'type'  => 'array',
					'items' => $item,
				),
				'current_page' => array( 'type' => 'integer' ),
				'total_page'   => array( 'type' => 'integer' ),
				'total'        => array( 'type' => 'integer' ),
			),
		);
	}

	/**
	 * The cloud status: `{limit, files}` (−1: unlimited).
	 *
	 * @return array<string, mixed>
	 */
	public static function usage(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'limit' => array(
					'type'    => 'integer',
					'minimum' => -1,
				),
				'files' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
			),
		);
	}

	/**
	 * `{status, message}`.
	 *
	 * @return array<string, mixed>
	 */
	public static function status(): array {
		return array(
			'status'  => array(
				'type' => 'string',
				'enum' => array( 'success' ),
			),
			'message' => array( 'type' => 'string' ),
		);
	}

	/**
	 * A person (an owner, a member).
	 *
	 * @return array<string, mixed>
	 */
	private static function person(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'name'          => array( 'type' => 'string' ),
				'profile_photo' => array( 'type' => 'string' ),
			),
		);
	}
}
