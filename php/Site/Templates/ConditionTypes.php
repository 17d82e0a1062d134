<?php
/**
 * The display-condition types: one list, open to other plugins.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes\Archive;
use Stencilbox\Site\Templates\ConditionTypes\ConditionType;
use Stencilbox\Site\Templates\ConditionTypes\EntireSite;
use Stencilbox\Site\Templates\ConditionTypes\Singular;
use Stencilbox\Support\Templates\ConditionFields;

defined( 'ABSPATH' ) || exit;

/**
 * Every part of the plugin that knows condition names asks here: the
 * modal's config and the save's checks (`Conditions`), the REST args
 * (`ConditionsController`), the rules (`ConditionResolver`) and what a
 * request reads (`TemplateRenderer`). A new type is one class under
 * `ConditionTypes/` and one line in BUILT_IN, or, from another plugin,
 * the filter (php/Site/README.md, "Display-condition types").
 */
final class ConditionTypes {
	/** The filter other plugins add their types with. */
	public const FILTER = 'stencilbox_condition_types';

	/** A condition's name when it names none (spec part 2 §3: default general). */
	public const DEFAULT_NAME = ConditionFields::DEFAULT_NAME;

	/**
	 * The built-in types, by name, in the order the modal lists them (the
	 * one list: tests read it; each class's `name()` is its key).
	 *
	 * @var array<string, class-string<ConditionType>>
	 */
	public const BUILT_IN = array(
		self::DEFAULT_NAME => EntireSite::class,
		'singular'         => Singular::class,
		'archive'          => Archive::class,
	);

	/**
	 * The built-in types, in the order the modal lists them.
	 *
	 * @return ConditionType[]
	 */
	public static function defaults(): array {
		return array_values( array_map( static fn( string $type ): ConditionType => new $type(), self::BUILT_IN ) );
	}

	/**
	 * Every type, by name, in the modal's order. Entries that are not a
	 * ConditionType, or whose name is malformed or already taken, are left
	 * out (the first of a name wins, so built-in types cannot be replaced
	 * by accident).
	 *
	 * @return array<string, ConditionType>
	 */
	public function all(): array {
		/**
		 * Filters the display-condition types.
		 *
		 * @param ConditionType[] $types The types, in the modal's order.
		 */
		$types = apply_filters( self::FILTER, self::defaults() );
		$out   = array();
		foreach ( is_array( $types ) ? $types : array() as $type ) {
			if ( ! $type instanceof ConditionType ) {
				continue;
			}
			$name = $type->name();
			if ( 1 === preg_match( '/^[a-z0-9_-]{1,40}$/', $name ) && ! isset( $out[ $name ] ) ) {
				$out[ $name ] = $type;
			}
		}
		return $out;
	}

	/**
	 * The names, in order.
	 *
	 * @return string[]
	 */
	public function names(): array {
		return array_keys( $this->all() );
	}
}
