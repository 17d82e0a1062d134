<?php
/**
 * The fleet routes' schemas: one source for both controllers.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\ApprovalSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Answers and args of `admin/fleet…` and `fleet/…`.
 */
final class FleetSchema {
	/**
	 * The owner's view of the fleet.
	 *
	 * @return array<string, mixed>
	 */
	public static function fleet(): array {
		return Schema::object(
			array(
				'staged'    => Schema::boolean(),
				'sites'     => Schema::list(
					Schema::object(
						array(
							'site'    => Schema::string(),
							'channel' => Schema::enum( Fleet::CHANNELS ),
							'items'   => Schema::integer(),
							'pins'    => Schema::list(
								Schema::object(
									array(
										'item_id' => Schema::integer(),
										'number'  => Schema::integer(),
									)
								)
							),
						)
					)
				),
				'pending'   => ApprovalSchema::pending(),
				// Fleet rollbacks that stand: no site is offered that version (item 4).
				'rollbacks' => Schema::list(
					Schema::object(
						array(
							'item_id'    => Schema::integer(),
							'name'       => Schema::string(),
							'number'     => Schema::integer(),
							'ordered_at' => Schema::date_time(),
						)
					)
				),
				'approvers' => Schema::list(
					Schema::object(
						array(
							'id'    => Schema::integer(),
							'email' => Schema::string(),
						)
					)
				),
				'export_url' => Schema::string(),
			)
		);
	}

	/**
	 * A page of the audit log.
	 *
	 * @return array<string, mixed>
	 */
	public static function audit(): array {
		return Schema::page(
			Schema::object(
				array(
					'id'         => Schema::integer(),
					'created_at' => Schema::string(),
					'action'     => Schema::enum( AuditLog::ACTIONS ),
					'actor_kind' => Schema::enum( array( Actor::USER, Actor::ACCOUNT, Actor::NOBODY ) ),
					'actor_id'   => Schema::integer(),
					'actor_name' => Schema::string(),
					'item_id'    => Schema::integer(),
					'item_name'  => Schema::string(),
					'version'    => Schema::integer(),
					'site'       => Schema::string(),
					'outcome'    => Schema::string(),
					'reason'     => Schema::string(),
				)
			)
		);
	}

	/**
	 * The audit log's filters (the list and the export).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function filter_args(): array {
		$date = array(
			'description' => __( 'A day (YYYY-MM-DD, UTC).', 'stencilbox' ),
			'type'        => 'string',
			'pattern'     => '^(\d{4}-\d{2}-\d{2})?$',
			'default'     => '',
		);
		return array(
			'action'  => array(
				'description' => __( 'Only this action.', 'stencilbox' ),
				'type'        => 'string',
				'enum'        => array_merge( array( '' ), AuditLog::ACTIONS ),
				'default'     => '',
			),
			'item_id' => array(
				'description' => __( 'Only this item.', 'stencilbox' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'site'    => array(
				'description' => __( 'Only this site address.', 'stencilbox' ),
				'type'        => 'string',
				'maxLength'   => 190,
				'default'     => '',
			),
			'actor'   => array(
				'description' => __( 'Only this user login or account email.', 'stencilbox' ),
				'type'        => 'string',
				'maxLength'   => 190,
				'default'     => '',
			),
			'since'   => $date,
			'until'   => $date,
		);
	}

	/**
	 * A fleet rollback's args: the item, the version every site that
	 * applied it goes back from, and the confirmation.
	 *
	 * @param array<string, mixed> $confirm The confirm arg (`Controller::confirm_arg()`).
	 * @return array<string, array<string, mixed>>
	 */
	public static function rollback_args( array $confirm ): array {
		return array_replace_recursive(
			ApprovalSchema::version_args(),
			array(
				'number' => array(
					'description' => __( 'The version to roll back: every site that applied it goes back to the version it had.', 'stencilbox' ),
					'minimum'     => 2,
				),
			)
		) + array( 'confirm' => $confirm );
	}

	/**
	 * A site address arg.
	 *
	 * @return array<string, mixed>
	 */
	public static function site_arg(): array {
		return array(
			'description' => __( 'The site’s address, as it checks for updates (its home URL).', 'stencilbox' ),
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => 190,
			'required'    => true,
		);
	}
}
