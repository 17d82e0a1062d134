<?php
/**
 * The fields every display condition has: the one list of them, for the
 * site that saves and resolves conditions and for the hub that keeps them
 * with a cloud file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Written here, in Support, because both layers read it: the site's
 * `Site\Templates\Conditions::FIELDS` is this list (the REST schema of the
 * conditions routes, the save, the answers and, through `npm run rules`,
 * the modal's new row follow it), and the hub's and site's check of a
 * template travelling with a cloud file (`Support\Cloud\CloudTemplate`)
 * builds its condition schema from it. `tests/php/Support/OneSourceTest.php`
 * fails where the list is spelled out again.
 */
final class ConditionFields {
	/** A condition's name when it names none (spec part 2 §3: default general). */
	public const DEFAULT_NAME = 'general';

	/**
	 * The fields every condition has, as stored, each a JSON schema with
	 * the value a row that leaves it out gets. A condition type may add its
	 * own (`Site\Templates\ConditionTypes\ConditionType::fields()`).
	 */
	public const FIELDS = array(
		'id'       => array(
			'type'      => 'string',
			'maxLength' => 32,
			'default'   => '',
		),
		'type'     => array(
			'type'    => 'string',
			'enum'    => array( 'include', 'exclude' ),
			'default' => 'include',
		),
		'name'     => array(
			'type'    => 'string',
			'default' => self::DEFAULT_NAME,
		),
		'sub_name' => array(
			'type'      => 'string',
			'maxLength' => 100,
			'default'   => '',
		),
		'sub_id'   => array(
			'type'    => 'integer',
			'minimum' => 0,
			'default' => 0,
		),
	);

	/**
	 * The fields as a schema for what comes from outside: each field's
	 * schema without its default (a row that travels is checked, never
	 * filled in).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schemas(): array {
		$out = array();
		foreach ( self::FIELDS as $field => $schema ) {
			unset( $schema['default'] );
			$out[ $field ] = $schema;
		}
		return $out;
	}
}
