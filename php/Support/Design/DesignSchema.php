<?php
/**
 * The answer shape of an item's design as roles, shared by the hub that
 * builds it (`Hub\Catalog\DesignRoles`), the site that passes it on and
 * uses it (`Site\Design\DesignMatcher`) and the generated TypeScript types.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `colors`: one entry per colour the content uses, by role (`base`,
 * `contrast`, `accent-N`), with its original value (hex; empty when a
 * preset's value was not known), the source's palette slug when the
 * content names one (for an Elementor item, the kit global's id its
 * `__globals__` names), and how often it is used as text, background,
 * border and link colour. `fonts`: one entry per family, its role (`heading`,
 * `body`, `mono`), family and slug. `font_sizes` and `spacing`: the preset
 * slugs used, with the source's value when known.
 */
final class DesignSchema {
	/** Font roles. */
	public const FONT_ROLES = array( 'heading', 'body', 'mono' );

	/**
	 * An item's design.
	 *
	 * @return array<string, mixed>
	 */
	public static function design(): array {
		$scale = Schema::list(
			Schema::object(
				array(
					'slug'  => Schema::string(),
					'value' => Schema::string(),
					'uses'  => Schema::integer(),
				)
			)
		);
		return Schema::object(
			array(
				'format'     => Schema::integer(),
				'colors'     => Schema::list(
					Schema::object(
						array(
							'role'  => Schema::string(),
							'value' => Schema::string(),
							'slug'  => Schema::string(),
							'uses'  => Schema::object(
								array(
									'text'       => Schema::integer(),
									'background' => Schema::integer(),
									'border'     => Schema::integer(),
									'link'       => Schema::integer(),
								)
							),
						)
					)
				),
				'fonts'      => Schema::list(
					Schema::object(
						array(
							'role'  => Schema::enum( self::FONT_ROLES ),
							'value' => Schema::string(),
							'slug'  => Schema::string(),
							'uses'  => Schema::integer(),
						)
					)
				),
				'font_sizes' => $scale,
				'spacing'    => $scale,
			)
		);
	}
}
