<?php
/**
 * The cloud routes' argument schemas, shared by the site routes
 * (`stencilbox/v1`) and the hub routes behind them (their answers'
 * schemas are CloudSchema).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Cloud;

use Stencilbox\Support\Account\Plans;
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
	/** What a file holds: a whole page, or a block (a part of one). */
	public const TYPES = ItemArgs::CONTENT_TYPES;
	/** The plans a file limit is set for (`Hub\Cloud\Quota::DEFAULTS`). */
	public const PLANS = Plans::ALL;
	/** The highest limit the hub owner may set. */
	public const LIMIT_MAX = 1000000;

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
			'validate_callback' => static function ( mixed $value, \WP_REST_Request $request, string $param ) use ( $empty ): bool|\WP_Error {
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
	 * A name search: empty, or `ItemArgs::SEARCH_MIN` to `SEARCH_MAX` characters (spec §9).
	 *
	 * @return array<string, mixed>
	 */
	public static function search(): array {
		return array(
			'description'       => sprintf(
				/* translators: %d: the fewest characters a search takes */
				__( 'Words the names must start; at least %d characters.', 'stencilbox' ),
				ItemArgs::SEARCH_MIN
			),
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
	 * Where files are listed from.
	 *
	 * @param string $description What each source is.
	 * @return array<string, mixed>
	 */
	public static function source( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'enum'        => self::SOURCES,
			'default'     => 'clouds',
		);
	}

	/**
	 * Whether a WorkSpace's delete takes files along (otherwise every file
	 * goes back to its owner's My Clouds).
	 *
	 * @param string $description Whose files.
	 * @return array<string, mixed>
	 */
	public static function delete_files( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'boolean',
			'default'     => false,
		);
	}

	/**
	 * The file limit of each plan, as the hub owner sets it (−1 unlimited).
	 *
	 * @return array<string, mixed>
	 */
	public static function limits(): array {
		return array(
			'description'          => __( 'Limits by plan (free, starter, pro).', 'stencilbox' ),
			'type'                 => 'object',
			'properties'           => array_fill_keys(
				self::PLANS,
				array(
					'description' => __( 'Files an account on this plan may keep; −1 is unlimited.', 'stencilbox' ),
					'type'        => 'integer',
					'minimum'     => -1,
					'maximum'     => self::LIMIT_MAX,
				)
			),
			'additionalProperties' => false,
			'required'             => true,
		);
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
}
