<?php
/**
 * Checks REST answers against the schema their route declares.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Names;

/**
 * Stricter than WordPress's own validation: besides types, enums and
 * nesting (`rest_validate_value_from_schema`), every key of an answer's
 * objects must be declared (`properties`, or `additionalProperties` for
 * maps). Answers are checked as a client sees them: JSON-encoded and decoded.
 */
final class ResponseSchema {
	/**
	 * The registered route pattern that answers a request on our namespaces,
	 * or null: the first whose pattern matches and that has the method, as
	 * WordPress matches (`/items/favourite` is no `/items/{slug}` for POST).
	 *
	 * @param string $method HTTP method.
	 * @param string $path   Request path, e.g. `/stencilbox/v1/items/atlas`.
	 */
	public static function pattern( string $method, string $path ): ?string {
		if ( ! str_starts_with( $path, '/' . Names::REST_NAMESPACE . '/' ) && ! str_starts_with( $path, '/' . Names::HUB_NAMESPACE . '/' ) ) {
			return null;
		}
		foreach ( rest_get_server()->get_routes() as $pattern => $handlers ) {
			if ( ! preg_match( '@^' . $pattern . '$@i', $path ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				if ( ! empty( $handler['methods'][ $method ] ) ) {
					return $pattern;
				}
			}
		}
		return null;
	}

	/**
	 * The response schema of a registered route pattern, or null.
	 *
	 * @param string $pattern Route pattern.
	 * @return array<string, mixed>|null
	 */
	public static function of( string $pattern ): ?array {
		// The server fills its route options while it lists its routes.
		rest_get_server()->get_routes();
		$options = rest_get_server()->get_route_options( $pattern );
		return isset( $options['schema'] ) && is_callable( $options['schema'] ) ? call_user_func( $options['schema'] ) : null;
	}

	/**
	 * The schema of what one method of a route answers: the endpoint's own
	 * (`response_schema`, every route of a `routes()` table has one), else
	 * the route's.
	 *
	 * @param string $pattern Route pattern.
	 * @param string $method  HTTP method.
	 * @return array<string, mixed>|null
	 */
	public static function of_method( string $pattern, string $method ): ?array {
		foreach ( rest_get_server()->get_routes()[ $pattern ] ?? array() as $handler ) {
			if ( ! empty( $handler['methods'][ $method ] ) && isset( $handler['response_schema'] ) ) {
				return $handler['response_schema'];
			}
		}
		return self::of( $pattern );
	}

	/**
	 * What is wrong with an answer, as readable lines (none: it matches).
	 *
	 * @param mixed                $answer The callback's answer (data).
	 * @param array<string, mixed> $schema The route's response schema.
	 * @param string               $label  Where the answer came from.
	 * @return string[]
	 */
	public static function problems( mixed $answer, array $schema, string $label ): array {
		$data     = json_decode( (string) wp_json_encode( $answer ), true );
		$problems = array();
		$valid    = rest_validate_value_from_schema( $data, $schema, $label );
		if ( is_wp_error( $valid ) ) {
			$problems[] = $valid->get_error_message();
		}
		self::undeclared( $data, $schema, $label, $problems );
		return $problems;
	}

	/**
	 * Collects keys an answer carries that its schema does not declare.
	 *
	 * @param mixed                $value    Value (decoded JSON).
	 * @param array<string, mixed> $schema   Its schema.
	 * @param string               $path     Where it is.
	 * @param string[]             $problems Collected problems.
	 */
	private static function undeclared( mixed $value, array $schema, string $path, array &$problems ): void {
		if ( ! is_array( $value ) ) {
			return;
		}
		if ( isset( $schema['oneOf'] ) ) {
			// The shape it is (validation already asked that exactly one matches).
			foreach ( (array) $schema['oneOf'] as $shape ) {
				if ( true === rest_validate_value_from_schema( $value, $shape, $path ) ) {
					self::undeclared( $value, $shape, $path, $problems );
					return;
				}
			}
			return;
		}
		if ( array_is_list( $value ) && isset( $schema['items'] ) ) {
			foreach ( $value as $n => $entry ) {
				self::undeclared( $entry, $schema['items'], "{$path}[{$n}]", $problems );
			}
			return;
		}
		$properties = (array) ( $schema['properties'] ?? array() );
		$extra      = $schema['additionalProperties'] ?? null;
		foreach ( $value as $key => $entry ) {
			if ( isset( $properties[ $key ] ) ) {
				self::undeclared( $entry, $properties[ $key ], "{$path}.{$key}", $problems );
			} elseif ( is_array( $extra ) ) {
				self::undeclared( $entry, $extra, "{$path}.{$key}", $problems );
			} elseif ( true !== $extra ) {
				$problems[] = "{$path}.{$key} is not in the schema";
			}
		}
	}
}
