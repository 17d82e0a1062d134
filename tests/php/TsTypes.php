<?php
/**
 * Reads the answer types of `src/api/*.ts` well enough to compare their
 * fields with the PHP route schemas.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Understands what the api files use: `export interface A extends B,
 * Omit< C, 'x' > { … }`, `export type A = Pick< B, 'x' | 'y' >`,
 * `export type A = B & { … }` and parts of generated types,
 * `export type A = Answers.B[ 'x' ][ number ]` (the namespace an area file
 * imports the generated types under is read as their file). Fields are the
 * top-level lines (one tab in).
 */
final class TsTypes {
	/**
	 * Declarations by name: own fields (name → type text) and bases.
	 *
	 * @var array<string, array{fields: array<string, string>, bases: array<int, array{name: string, omit: string[], pick: string[]|null}>}>
	 */
	private array $types = array();

	/**
	 * The committed answer schemas (src/api/generated/answer-schemas.json),
	 * the source of the generated types: what `Name[ 'field' ][ number ]`
	 * aliases of generated types resolve through.
	 *
	 * @var array<string, mixed>
	 */
	private array $schemas = array();

	/**
	 * Reads every `.ts` file of src/api (the generated answer types in
	 * src/api/generated included), and of src/utils, where a few shapes
	 * the api types use are declared (a lower layer).
	 *
	 * @param string $dir The api folder (src/api).
	 */
	public function __construct( string $dir ) {
		$this->schemas = (array) json_decode( (string) file_get_contents( $dir . '/generated/answer-schemas.json' ), true );
		foreach ( array_merge( (array) glob( $dir . '/*.ts' ), (array) glob( $dir . '/generated/*.ts' ), (array) glob( dirname( $dir ) . '/utils/*.ts' ) ) as $file ) {
			$this->read( (string) file_get_contents( (string) $file ) );
		}
	}

	/**
	 * Whether a type is declared.
	 *
	 * @param string $name Type name.
	 */
	public function has( string $name ): bool {
		return isset( $this->types[ $name ] );
	}

	/**
	 * The fields of a type, its bases' included (name → type text).
	 *
	 * @param string $name Type name.
	 * @return array<string, string>
	 */
	public function fields( string $name ): array {
		if ( ! isset( $this->types[ $name ] ) ) {
			throw new \InvalidArgumentException( "No exported type $name in src/api" );
		}
		$fields = array();
		foreach ( $this->types[ $name ]['bases'] as $base ) {
			$inherited = array() === ( $base['path'] ?? array() ) ? $this->fields( $base['name'] ) : array_map( static fn(): string => '', (array) ( $this->schema( $name )['properties'] ?? array() ) );
			if ( null !== $base['pick'] ) {
				$inherited = array_intersect_key( $inherited, array_flip( $base['pick'] ) );
			}
			$fields = array_merge( $fields, array_diff_key( $inherited, array_flip( $base['omit'] ) ) );
		}
		return array_merge( $fields, $this->types[ $name ]['fields'] );
	}

	/**
	 * The schema of a generated type, or of an alias that indexes into one
	 * (`CloudFile = CloudFilesPage[ 'data' ][ number ]`).
	 *
	 * @param string $name Type name.
	 * @return array<string, mixed>
	 */
	private function schema( string $name ): array {
		if ( isset( $this->schemas[ $name ] ) ) {
			return $this->schemas[ $name ];
		}
		$base = $this->types[ $name ]['bases'][0] ?? null;
		if ( null === $base || ! isset( $base['path'] ) ) {
			throw new \InvalidArgumentException( "$name is not a generated answer type or a part of one" );
		}
		$schema = $this->schema( $base['name'] );
		foreach ( $base['path'] as $step ) {
			$schema = 'number' === $step ? $schema['items'] : $schema['properties'][ $step ];
		}
		return $schema;
	}

	/**
	 * The declared type a field's type names (`Name`, `Name[]`,
	 * `Array< Name >`, `Name | null`), or null for anything else.
	 *
	 * @param string $type Type text.
	 */
	public function named( string $type ): ?string {
		$type = trim( (string) preg_replace( '/\s*\|\s*null\s*$/', '', trim( $type ) ) );
		if ( preg_match( '/^(?:(\w+)(?:\[\])?|Array<\s*(\w+)\s*>)$/', $type, $m ) ) {
			$name = '' !== $m[1] ? $m[1] : $m[2];
			return $this->has( $name ) ? $name : null;
		}
		return null;
	}

	/**
	 * Reads the declarations of one file.
	 *
	 * @param string $ts Source.
	 */
	private function read( string $ts ): void {
		preg_match_all( '/^export interface (\w+)(?:\s+extends\s+([^{]+?))?\s*\{\n(.*?)\n\}/ms', $ts, $interfaces, PREG_SET_ORDER );
		foreach ( $interfaces as $m ) {
			$this->types[ $m[1] ] = array(
				'fields' => self::own_fields( $m[3] ),
				'bases'  => array_map( array( self::class, 'base' ), self::split( $m[2] ) ),
			);
		}
		preg_match_all( '/^export type (\w+)\s*=\s*/m', $ts, $aliases, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
		foreach ( $aliases as $alias ) {
			$name   = $alias[1][0];
			$fields = array();
			$bases  = array();
			foreach ( self::split( self::statement( $ts, $alias[0][1] + strlen( $alias[0][0] ) ), '&' ) as $part ) {
				if ( str_starts_with( $part, '{' ) ) {
					$fields += self::own_fields( trim( $part, "{} \n" ) );
				} elseif ( preg_match( '/^(?:Pick|Omit)<|^\w+$/', $part ) ) {
					$bases[] = self::base( $part );
				} elseif ( preg_match( '/^(?:NonNullable<\s*)?(?:\w+\.)?(\w+)((?:\s*\[\s*(?:\'\w+\'|number)\s*\])+)\s*>?$/', $part, $indexed ) ) {
					preg_match_all( "/'(\w+)'|(number)/", $indexed[2], $steps );
					$bases[] = array(
						'name' => $indexed[1],
						'omit' => array(),
						'pick' => null,
						'path' => array_map( static fn( string $a, string $b ): string => '' !== $a ? $a : $b, $steps[1], $steps[2] ),
					);
				} else {
					// A union or literal type: no fields to compare.
					continue 2;
				}
			}
			$this->types[ $name ] = array(
				'fields' => $fields,
				'bases'  => $bases,
			);
		}
	}

	/**
	 * The text from an offset to the `;` that ends the statement (outside
	 * `<>` and `{}`).
	 *
	 * @param string $ts     Source.
	 * @param int    $offset Where the statement's value starts.
	 */
	private static function statement( string $ts, int $offset ): string {
		$depth = 0;
		for ( $i = $offset, $n = strlen( $ts ); $i < $n; $i++ ) {
			$char   = $ts[ $i ];
			$depth += in_array( $char, array( '<', '{' ), true ) ? 1 : ( in_array( $char, array( '>', '}' ), true ) ? -1 : 0 );
			if ( ';' === $char && 0 === $depth ) {
				return substr( $ts, $offset, $i - $offset );
			}
		}
		return substr( $ts, $offset );
	}

	/**
	 * Top-level fields of a body (one tab of indentation).
	 *
	 * @param string $body Body between the braces.
	 * @return array<string, string>
	 */
	private static function own_fields( string $body ): array {
		preg_match_all( '/^\t(\w+)\??:\s*(.*?);?$/m', $body, $fields, PREG_SET_ORDER );
		$out = array();
		foreach ( $fields as $field ) {
			$out[ $field[1] ] = $field[2];
		}
		return $out;
	}

	/**
	 * A base: `Name`, `Omit< Name, 'a' | 'b' >` or `Pick< Name, 'a' | 'b' >`.
	 *
	 * @param string $text Base text.
	 * @return array{name: string, omit: string[], pick: string[]|null}
	 */
	private static function base( string $text ): array {
		$text = trim( $text );
		if ( preg_match( '/^(Omit|Pick)<\s*(\w+)\s*,(.*)>$/s', $text, $m ) ) {
			preg_match_all( "/'(\w+)'/", $m[3], $keys );
			return array(
				'name' => $m[2],
				'omit' => 'Omit' === $m[1] ? $keys[1] : array(),
				'pick' => 'Pick' === $m[1] ? $keys[1] : null,
			);
		}
		return array(
			'name' => $text,
			'omit' => array(),
			'pick' => null,
		);
	}

	/**
	 * Splits at a separator outside `<>` and `{}`.
	 *
	 * @param string $text      Text.
	 * @param string $separator One character.
	 * @return string[]
	 */
	private static function split( string $text, string $separator = ',' ): array {
		$parts = array();
		$depth = 0;
		$part  = '';
		foreach ( str_split( $text ) as $char ) {
			$depth += in_array( $char, array( '<', '{' ), true ) ? 1 : ( in_array( $char, array( '>', '}' ), true ) ? -1 : 0 );
			if ( $separator === $char && 0 === $depth ) {
				$parts[] = trim( $part );
				$part    = '';
				continue;
			}
			$part .= $char;
		}
		$parts[] = trim( $part );
		return array_values( array_filter( $parts, static fn( string $p ): bool => '' !== $p ) );
	}
}
