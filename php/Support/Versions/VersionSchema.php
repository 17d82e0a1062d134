<?php
/**
 * Versions and updates: the answer shapes and args shared by the hub's
 * version routes and the site's routes that pass them on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Versions;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Design\DesignSchema;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Their TypeScript types are generated from the routes' schemas (`npm run
 * types:api`) and named in `src/api/versions.ts`.
 */
final class VersionSchema {
	/** What a version's source is: a catalogue item or a cloud file. */
	public const KINDS = array( 'item', 'file' );

	/** Longest note a version keeps. */
	public const NOTE_MAX = 500;

	/** Most sources one update check names. */
	public const CHECK_MAX = 500;

	/** Retention keys: the plans (cloud files) and the catalogue's items. */
	public const RETENTION_KEYS = array( ...Plans::ALL, 'items' );

	/**
	 * One version.
	 *
	 * @return array<string, mixed>
	 */
	public static function version(): array {
		return Schema::object(
			array(
				'number'        => Schema::integer(),
				'created_at'    => Schema::date_time(),
				'author'        => Schema::string(),
				'note'          => Schema::string(),
				'restored_from' => Schema::integer(),
				'size'          => Schema::integer(),
				'hash'          => Schema::string(),
				'is_current'    => Schema::boolean(),
			)
		);
	}

	/**
	 * A thing's versions, newest first.
	 *
	 * @return array<string, mixed>
	 */
	public static function versions(): array {
		return Schema::object( array( 'versions' => Schema::list( self::version() ) ) );
	}

	/**
	 * One version with its content.
	 *
	 * @return array<string, mixed>
	 */
	public static function with_content(): array {
		return Schema::object(
			array(
				'version'  => self::version(),
				'platform' => Schema::enum( ItemArgs::PLATFORMS ),
				'content'  => Schema::string(),
				// An item version's design as roles (files have none).
				'design'   => Schema::optional( Schema::nullable( DesignSchema::design() ) ),
			)
		);
	}

	/**
	 * What an update check answers: the newest version of each source the
	 * account may see (unknown or hidden ones are left out).
	 *
	 * @return array<string, mixed>
	 */
	public static function check(): array {
		$source = array(
			'id'      => Schema::integer(),
			'name'    => Schema::string(),
			'version' => self::version(),
		);
		return Schema::object(
			array(
				'items'     => Schema::list(
					Schema::object(
						$source + array(
							// Versions rolled back fleet-wide (issue [26]): a site that applied one goes back through the revision it made.
							'rolled_back' => Schema::optional( Schema::list( Schema::integer() ) ),
						)
					)
				),
				'files'     => Schema::list( Schema::object( $source ) ),
				// True when the request's token still held: items and files are then empty.
				'unchanged' => Schema::boolean(),
				// What to send as `token` next time ('' when the hub cannot tell: never unchanged then).
				'token'     => Schema::string(),
			)
		);
	}

	/**
	 * Where an item is used (the hub owner's view): numbers per site and
	 * the account that reported them; totals per site address.
	 *
	 * @return array<string, mixed>
	 */
	public static function usage(): array {
		return Schema::object(
			array(
				'sites'        => Schema::list(
					Schema::object(
						array(
							'site'          => Schema::string(),
							'account_id'    => Schema::integer(),
							'account_email' => Schema::string(),
							'version'       => Schema::integer(),
							'places'        => Schema::integer(),
							'posts'         => Schema::integer(),
							'reported_at'   => Schema::date_time(),
						)
					)
				),
				'total_sites'  => Schema::integer(),
				'total_posts'  => Schema::integer(),
				'total_places' => Schema::integer(),
			)
		);
	}

	/**
	 * How many versions are kept (−1: all).
	 *
	 * @return array<string, mixed>
	 */
	public static function retention(): array {
		$limit            = Schema::integer();
		$limit['minimum'] = -1;
		return Schema::object( array_fill_keys( self::RETENTION_KEYS, $limit ) );
	}

	/**
	 * A version as the site's app shows it: with the address of its preview.
	 *
	 * @return array<string, mixed>
	 */
	public static function site_version(): array {
		$version                          = self::version();
		$version['properties']['preview'] = Schema::string();
		return $version;
	}

	/**
	 * One update: a place on this site whose source has a newer version.
	 *
	 * @return array<string, mixed>
	 */
	public static function update(): array {
		return Schema::object(
			array(
				'id'        => Schema::integer(),
				'kind'      => Schema::enum( self::KINDS ),
				'source_id' => Schema::integer(),
				'name'      => Schema::string(),
				'type'      => Schema::string(),
				'platform'  => Schema::enum( ItemArgs::PLATFORMS ),
				'scope'     => Schema::enum( array( 'document', 'range' ) ),
				'path'      => Schema::string(),
				'post'      => Schema::object(
					array(
						'id'         => Schema::integer(),
						'title'      => Schema::string(),
						'type'       => Schema::string(),
						'type_label' => Schema::string(),
						'status'     => Schema::string(),
						'edit_link'  => Schema::string(),
						'view_link'  => Schema::string(),
					)
				),
				'version'   => Schema::integer(),
				'newest'    => self::version(),
				'pristine'  => Schema::boolean(),
				'preview'   => Schema::object(
					array(
						'current' => Schema::string(),
						'new'     => Schema::string(),
					)
				),
			)
		);
	}

	/**
	 * The updates list.
	 *
	 * @return array<string, mixed>
	 */
	public static function updates(): array {
		return Schema::success(
			array(
				'updates'      => Schema::list( self::update() ),
				'count'        => Schema::integer(),
				'pristine'     => Schema::integer(),
				'checked_at'   => Schema::date_time(),
				// Places going back to an earlier version because the hub
				// rolled back the one they applied (issue [26]).
				'rolling_back' => Schema::list(
					Schema::object(
						array(
							'id'         => Schema::integer(),
							'name'       => Schema::string(),
							'post_title' => Schema::string(),
							'version'    => Schema::integer(),
							'to'         => Schema::integer(),
						)
					)
				),
			)
		);
	}

	/**
	 * What applying updates did: `merged` places took the new version's
	 * design with the site's content; `conflicted` ones were not written
	 * (their conflicts, for the user to pick, then `POST /updates/resolve`).
	 *
	 * @return array<string, mixed>
	 */
	public static function applied(): array {
		$outcome = Schema::list(
			Schema::object(
				array(
					'id'      => Schema::integer(),
					'code'    => Schema::string(),
					'message' => Schema::string(),
				)
			)
		);
		$done    = Schema::list(
			Schema::object(
				array(
					'id'      => Schema::integer(),
					'version' => Schema::integer(),
				)
			)
		);
		return Schema::success(
			array(
				'message'    => Schema::string(),
				'updated'    => $done,
				'merged'     => $done,
				'conflicted' => Schema::list(
					Schema::object(
						array(
							'id'        => Schema::integer(),
							'version'   => Schema::integer(),
							'hash'      => Schema::string(),
							'message'   => Schema::string(),
							'conflicts' => Schema::list( self::conflict() ),
						)
					)
				),
				'skipped'    => $outcome,
				'failed'     => $outcome,
			)
		);
	}

	/** What a merge conflict is about (`Support\Merge\BlockMerge`). */
	public const CONFLICT_KINDS = array( 'removed', 'structure', 'attribute', 'text', 'link', 'image', 'content' );

	/**
	 * One merge conflict: where (`path`: positions in the inserted version,
	 * `*` a whole level), the block (its name, and its title in words:
	 * `label`), what, and the three values side by side (markup for blocks
	 * and levels, JSON for attributes, HTML for text).
	 *
	 * @return array<string, mixed>
	 */
	public static function conflict(): array {
		return Schema::object(
			array(
				'key'    => Schema::string(),
				'path'   => Schema::string(),
				'block'  => Schema::string(),
				'label'  => Schema::string(),
				'what'   => Schema::enum( self::CONFLICT_KINDS ),
				'name'   => Schema::string(),
				'base'   => Schema::string(),
				'ours'   => Schema::string(),
				'theirs' => Schema::string(),
			)
		);
	}

	/**
	 * The note arg of a write that makes a version.
	 *
	 * @return array<string, mixed>
	 */
	public static function note_arg(): array {
		return array(
			'description'       => __( 'An optional note saying what changed in this version.', 'stencilbox' ),
			'type'              => 'string',
			'maxLength'         => self::NOTE_MAX,
			'default'           => '',
			'sanitize_callback' => 'sanitize_textarea_field',
		);
	}

	/**
	 * A version number arg.
	 *
	 * @return array<string, mixed>
	 */
	public static function number_arg(): array {
		return array(
			'description' => __( 'Version number.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
	}

	/**
	 * The sources an update check names.
	 *
	 * @param string $description What they are.
	 * @return array<string, mixed>
	 */
	public static function sources_arg( string $description ): array {
		$count = array(
			'type'    => 'integer',
			'minimum' => 0,
			'default' => 0,
		);
		return array(
			'description' => $description,
			'type'        => 'array',
			'maxItems'    => self::CHECK_MAX,
			'default'     => array(),
			'items'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'      => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'version' => $count,
					'places'  => $count,
					'posts'   => $count,
				),
			),
		);
	}
}
