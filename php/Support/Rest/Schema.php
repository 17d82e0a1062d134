<?php
/**
 * Small builders for response schemas (JSON Schema draft 4, the subset
 * WordPress's REST API reads), so a route table stays readable.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * An object's `properties` list every key it may carry: the schema tests
 * fail on an answer with an undeclared key. Objects whose keys are data
 * (ids, slugs) are `map()`s instead.
 */
final class Schema {
	/**
	 * A string.
	 *
	 * @return array<string, mixed>
	 */
	public static function string(): array {
		return array( 'type' => 'string' );
	}

	/**
	 * An integer.
	 *
	 * @return array<string, mixed>
	 */
	public static function integer(): array {
		return array( 'type' => 'integer' );
	}

	/**
	 * A number (integer or not).
	 *
	 * @return array<string, mixed>
	 */
	public static function number(): array {
		return array( 'type' => 'number' );
	}

	/**
	 * A boolean.
	 *
	 * @return array<string, mixed>
	 */
	public static function boolean(): array {
		return array( 'type' => 'boolean' );
	}

	/**
	 * A URL.
	 *
	 * @return array<string, mixed>
	 */
	public static function uri(): array {
		return array(
			'type'   => 'string',
			'format' => 'uri',
		);
	}

	/**
	 * A date and time (RFC 3339).
	 *
	 * @return array<string, mixed>
	 */
	public static function date_time(): array {
		return array(
			'type'   => 'string',
			'format' => 'date-time',
		);
	}

	/**
	 * One of some strings.
	 *
	 * @param string[] $values Allowed values.
	 * @return array<string, mixed>
	 */
	public static function enum( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => array_values( $values ),
		);
	}

	/**
	 * A value or null.
	 *
	 * @param array<string, mixed> $schema Schema of the value.
	 * @return array<string, mixed>
	 */
	public static function nullable( array $schema ): array {
		$schema['type'] = array_values( array_unique( array_merge( (array) $schema['type'], array( 'null' ) ) ) );
		return $schema;
	}

	/** The keyword marking a field some answers leave out (the generated TypeScript types make it optional). */
	public const OPTIONAL = 'x-stencilbox-optional';

	/**
	 * A field some answers leave out.
	 *
	 * @param array<string, mixed> $schema Schema of the value.
	 * @return array<string, mixed>
	 */
	public static function optional( array $schema ): array {
		return $schema + array( self::OPTIONAL => true );
	}

	/**
	 * An object with known keys.
	 *
	 * @param array<string, array<string, mixed>> $properties Its keys.
	 * @return array<string, mixed>
	 */
	public static function object( array $properties ): array {
		return array(
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * An object whose keys are data (ids, names), every value alike. PHP
	 * sends an empty one as `[]`, so an empty list is accepted too.
	 *
	 * @param array<string, mixed> $values Schema of each value.
	 * @return array<string, mixed>
	 */
	public static function map( array $values ): array {
		return array(
			'type'                 => array( 'object', 'array' ),
			'additionalProperties' => $values,
			'items'                => $values,
		);
	}

	/**
	 * A list.
	 *
	 * @param array<string, mixed> $items Schema of each entry.
	 * @return array<string, mixed>
	 */
	public static function list( array $items ): array {
		return array(
			'type'  => 'array',
			'items' => $items,
		);
	}

	/**
	 * One of some shapes (each told apart by a field, e.g. an event's
	 * `action` enum): exactly one must match. The TypeScript type is the
	 * union of theirs.
	 *
	 * @param array<int, array<string, mixed>> $schemas The shapes.
	 * @return array<string, mixed>
	 */
	public static function one_of( array $schemas ): array {
		return array( 'oneOf' => array_values( $schemas ) );
	}

	/**
	 * A page of a paged list (spec §3): `{data, current_page, total_page, total}`.
	 *
	 * @param array<string, mixed> $item Schema of one entry.
	 * @return array<string, mixed>
	 */
	public static function page( array $item ): array {
		return self::object(
			array(
				'data'         => self::list( $item ),
				'current_page' => self::integer(),
				'total_page'   => self::integer(),
				'total'        => self::integer(),
			)
		);
	}

	/**
	 * The spec's `{status: "success", …}` answer.
	 *
	 * @param array<string, array<string, mixed>> $properties Its other keys.
	 * @return array<string, mixed>
	 */
	public static function success( array $properties = array() ): array {
		return self::object( array( 'status' => self::enum( array( 'success' ) ) ) + $properties );
	}
}
