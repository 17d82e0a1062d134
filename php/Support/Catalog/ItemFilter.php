<?php
/**
 * The site's clean-up of what a hub answers about items, driven by ItemSchema.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Catalog;

use Stencilbox\Support\Checkout;
use Stencilbox\Support\ContentFilter;

defined( 'ABSPATH' ) || exit;

/**
 * What a hub sends is shown in wp-admin: its HTML (descriptions and preview
 * content alike) is limited to what a post may hold and its URLs to
 * http(s), whichever hub answered. Which field gets which filter is the
 * schema's (`ItemSchema::FILTER`), so a new field is filtered where it is
 * declared; nested objects and lists are walked through their schemas.
 */
final class ItemFilter {
	/**
	 * An item (card or details) as the site passes it on.
	 *
	 * @param mixed $item Item from the hub.
	 * @return array<string, mixed>
	 */
	public static function item( mixed $item ): array {
		return self::object( $item, ItemSchema::details() );
	}

	/**
	 * A dependency as the site passes it on.
	 *
	 * @param mixed $dependency Dependency from the hub.
	 * @return array<string, mixed>
	 */
	public static function dependency( mixed $dependency ): array {
		return self::object( $dependency, ItemSchema::dependency() );
	}

	/**
	 * An object's declared fields filtered by their schemas; other keys kept
	 * (e.g. a download record, `ItemSchema::download()`).
	 *
	 * @param mixed                $value  Value.
	 * @param array<string, mixed> $schema Object schema.
	 * @return array<string, mixed>
	 */
	public static function object( mixed $value, array $schema ): array {
		$value = is_array( $value ) ? $value : array();
		foreach ( (array) ( $schema['properties'] ?? array() ) as $field => $property ) {
			if ( isset( $value[ $field ] ) ) {
				$value[ $field ] = self::value( $value[ $field ], $property );
			}
		}
		return $value;
	}

	/**
	 * One value filtered by its schema.
	 *
	 * @param mixed                $value  Value (not null).
	 * @param array<string, mixed> $schema Its schema.
	 * @return mixed
	 */
	private static function value( mixed $value, array $schema ): mixed {
		$filter = $schema[ ItemSchema::FILTER ] ?? null;
		if ( null !== $filter ) {
			return self::text( (string) $value, (string) $filter );
		}
		$types = (array) ( $schema['type'] ?? array() );
		if ( in_array( 'array', $types, true ) && isset( $schema['items'] ) ) {
			$list = array_map( static fn( mixed $entry ): mixed => null === $entry ? null : self::value( $entry, $schema['items'] ), (array) $value );
			// A URL that does not survive is dropped from a list of URLs.
			return isset( $schema['items'][ ItemSchema::FILTER ] ) ? array_values( array_filter( $list ) ) : $list;
		}
		if ( in_array( 'object', $types, true ) && isset( $schema['properties'] ) && is_array( $value ) ) {
			return self::object( $value, $schema );
		}
		return $value;
	}

	/**
	 * A string through one filter.
	 *
	 * @param string $text   Text.
	 * @param string $filter url | asset | html | blocks | checkout | text.
	 */
	private static function text( string $text, string $filter ): string {
		return match ( $filter ) {
			'checkout' => Checkout::link( $text ),
			'text'     => sanitize_text_field( $text ),
			'html'     => wp_kses_post( $text ),
			'blocks'   => ContentFilter::blocks( $text ),
			default    => ContentFilter::web_url( $text ),
		};
	}
}
