<?php
/**
 * Approving versions (issue [26]): the shapes the hub's `fleet/…` and
 * `admin/fleet/…` routes and the site's `fleet/…` routes share.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Versions;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * One source for both roles (Site reaches Hub only through the hub client,
 * so the shapes live here).
 */
final class ApprovalSchema {
	/**
	 * Versions waiting for approval.
	 *
	 * @return array<string, mixed>
	 */
	public static function pending(): array {
		return Schema::list(
			Schema::object(
				array(
					'item_id'  => Schema::integer(),
					'name'     => Schema::string(),
					// Two items may share a name (a Gutenberg and an Elementor "Harbor Hero"); null: a hub that does not say.
					'platform' => Schema::nullable( Schema::enum( ItemArgs::PLATFORMS ) ),
					'newest'   => Schema::integer(),
					'approved' => Schema::integer(),
				)
			)
		);
	}

	/**
	 * A new version beside the one stable sites are offered now
	 * (`VersionCompare`).
	 *
	 * @return array<string, mixed>
	 */
	public static function compare(): array {
		return Schema::object(
			array(
				'item_id'    => Schema::integer(),
				// The version stable sites are offered now (the approved one).
				'current'    => Schema::integer(),
				'number'     => Schema::integer(),
				// 0..1: how alike the two versions' blocks and words are (not pixels).
				'similarity' => Schema::number(),
				'canaries'   => Schema::list(
					Schema::object(
						array(
							'site'       => Schema::string(),
							// 0..1: what the site measured on its own rendering of its apply (the same scorer); null: not measured.
							'similarity' => Schema::nullable( Schema::number() ),
							// Newest first; none: not applied yet.
							'results'    => Schema::list(
								Schema::object(
									array(
										'outcome'    => Schema::string(),
										'reason'     => Schema::string(),
										'created_at' => Schema::string(),
									)
								)
							),
						)
					)
				),
				// Sites held at a version of the item: they stay there whatever is approved.
				'pins'       => Schema::list(
					Schema::object(
						array(
							'site'      => Schema::string(),
							// The version it is pinned to.
							'number'    => Schema::integer(),
							// The version it is offered (the pin, or the newest below it).
							'offered'   => Schema::integer(),
							'pinned_at' => Schema::string(),
						)
					)
				),
			)
		);
	}

	/**
	 * One side of a comparison: a version's content, for the approver's
	 * site to render.
	 *
	 * @return array<string, mixed>
	 */
	public static function side(): array {
		return Schema::object(
			array(
				'platform' => Schema::string(),
				'content'  => Schema::string(),
			)
		);
	}

	/**
	 * An item and a version (approve, pin).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function version_args(): array {
		return array(
			'item_id' => array(
				'description' => __( 'Item id.', 'stencilbox' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'number'  => array(
				'description' => __( 'Version number.', 'stencilbox' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}
}
