<?php
/**
 * The cloud's answer contract, shared by the hub routes that build the
 * answers (`stencilbox-hub/v1/cloud/…`, the hub presenter
 * `Hub\Cloud\CloudPresenter`) and the site routes that pass them on
 * (`stencilbox/v1/clouds…`, `…/workspaces…`): one schema, as CloudArgs is
 * one for the requests.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Cloud;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Schemas of cloud files, WorkSpaces, the people in them, pages of either,
 * the cloud status and the hub owner's limits. Their TypeScript types are
 * generated from the routes' schemas (`npm run types:api`) and named in
 * `src/api/cloud.ts` (and `CloudSettings` in `src/api/hub.ts`).
 *
 * Names and titles are plain text (`ItemSchema`'s `text` filter): the hub
 * stores them so, and the site's cloud routes run what a hub answers
 * through these schemas' filters on the way out (`Controller::FILTER_ANSWERS`).
 */
final class CloudSchema {
	/**
	 * Someone in the cloud: an owner or a member.
	 *
	 * @return array<string, mixed>
	 */
	public static function person(): array {
		return Schema::object(
			array(
				'id'            => Schema::integer(),
				'name'          => ItemSchema::filtered( 'text' ),
				'profile_photo' => Schema::string(),
			)
		);
	}

	/**
	 * A member of a WorkSpace: a person and the address they were invited by.
	 *
	 * @return array<string, mixed>
	 */
	public static function member(): array {
		$member                        = self::person();
		$member['properties']['email'] = Schema::string();
		return $member;
	}

	/**
	 * Where a file is: its WorkSpace, or null in My Clouds.
	 *
	 * @return array<string, mixed>
	 */
	public static function place(): array {
		return Schema::nullable(
			Schema::object(
				array(
					'id'     => Schema::integer(),
					'slug'   => Schema::string(),
					'title'  => ItemSchema::filtered( 'text' ),
					'shared' => Schema::boolean(),
				)
			)
		);
	}

	/**
	 * A cloud file as the current account sees it (spec part 2 §3).
	 *
	 * @return array<string, mixed>
	 */
	public static function file(): array {
		return Schema::object(
			array(
				'id'            => Schema::integer(),
				'my_cloud_id'   => Schema::integer(),
				'name'          => ItemSchema::filtered( 'text' ),
				'slug'          => Schema::string(),
				'type'          => Schema::enum( CloudArgs::TYPES ),
				'platform'      => Schema::enum( ItemArgs::PLATFORMS ),
				'item_id'       => Schema::integer(),
				'is_pushed'     => Schema::boolean(),
				'size'          => Schema::integer(),
				'owner'         => self::person(),
				'workspace'     => self::place(),
				'can_change'    => Schema::boolean(),
				'created_at'    => Schema::date_time(),
				'last_modified' => Schema::date_time(),
				'version'       => Schema::integer(),
				// A file pushed from a saved template: its type and how many display conditions it carries.
				'template'      => CloudTemplate::summary_schema(),
			)
		);
	}

	/**
	 * A WorkSpace as the current account sees it (spec part 2 §3).
	 *
	 * @return array<string, mixed>
	 */
	public static function workspace(): array {
		$emails = Schema::list( Schema::string() );
		return Schema::object(
			array(
				'id'                  => Schema::integer(),
				'value'               => Schema::integer(),
				'slug'                => Schema::string(),
				'title'               => ItemSchema::filtered( 'text' ),
				'name'                => ItemSchema::filtered( 'text' ),
				'label'               => ItemSchema::filtered( 'text' ),
				'shared'              => Schema::boolean(),
				'is_owner'            => Schema::boolean(),
				'owner'               => self::person(),
				'share_with'          => $emails,
				'sharedWith'          => Schema::list( self::member() ),
				'pending_invitations' => $emails,
				'files'               => Schema::integer(),
				'created_at'          => Schema::date_time(),
				'updated_at'          => Schema::date_time(),
			)
		);
	}

	/**
	 * A page of files.
	 *
	 * @return array<string, mixed>
	 */
	public static function files_page(): array {
		return Schema::page( self::file() );
	}

	/**
	 * A page of WorkSpaces.
	 *
	 * @return array<string, mixed>
	 */
	public static function workspaces_page(): array {
		return Schema::page( self::workspace() );
	}

	/**
	 * A list of files (those a WorkSpace received).
	 *
	 * @return array<string, mixed>
	 */
	public static function files(): array {
		return Schema::list( self::file() );
	}

	/**
	 * The cloud status: `{limit, files}` (a limit of −1 is unlimited).
	 *
	 * @return array<string, mixed>
	 */
	public static function usage(): array {
		$usage                                    = Schema::object(
			array(
				'limit' => Schema::integer(),
				'files' => Schema::integer(),
			)
		);
		$usage['properties']['limit']['minimum'] = -1;
		$usage['properties']['files']['minimum'] = 0;
		return $usage;
	}

	/**
	 * The spec's `{status: "success", message, …}` answer.
	 *
	 * @param array<string, array<string, mixed>> $properties Its other keys.
	 * @return array<string, mixed>
	 */
	public static function message( array $properties = array() ): array {
		return Schema::success( array( 'message' => Schema::string() ) + $properties );
	}

	/**
	 * The file limit of each plan (−1 unlimited).
	 *
	 * @return array<string, mixed>
	 */
	public static function limits(): array {
		$limit            = Schema::integer();
		$limit['minimum'] = -1;
		return Schema::object( array_fill_keys( CloudArgs::PLANS, $limit ) );
	}

	/**
	 * What the hub owner's Cloud storage panel shows: the limits and what
	 * the cloud holds.
	 *
	 * @return array<string, mixed>
	 */
	public static function summary(): array {
		return Schema::object(
			array(
				'limits' => self::limits(),
				'files'  => Schema::integer(),
				'bodies' => Schema::integer(),
				'bytes'  => Schema::integer(),
				'images' => Schema::integer(),
			)
		);
	}
}
