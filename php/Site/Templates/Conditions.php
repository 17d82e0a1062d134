<?php
/**
 * Display conditions: what may be chosen (the modal's config) and the check
 * every saved list goes through.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes\ConditionType;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Templates\ConditionFields;

defined( 'ABSPATH' ) || exit;

/**
 * A condition is `{id, type: include|exclude, name, sub_name, sub_id}`
 * (spec part 2 §3). Its name is a condition type (`ConditionTypes`: the
 * entire site, singular, archive, and any a plugin adds), which lists the
 * sub-names and says where their sub-ids come from.
 */
final class Conditions {
	/** Conditions one template may have. */
	public const MAX = 50;

	/**
	 * The fields every condition has, as stored, each a JSON schema with
	 * the value a row that leaves it out gets: the one list of them, written
	 * in Support (`ConditionFields`, which the hub's check of a template
	 * travelling with a cloud file reads too). A condition type may add its
	 * own (`ConditionType::fields()`). The REST schema
	 * (`ConditionsController`), the save and the answers follow it, and
	 * through `npm run rules` the modal's new row
	 * (src/utils/generated/lists.ts, `CONDITION_DEFAULTS`).
	 */
	public const FIELDS = ConditionFields::FIELDS;

	/** Fields an answer adds, which a request may send back (ignored). */
	public const ANSWER_FIELDS = array( 'sub_label' );

	/**
	 * Constructor.
	 *
	 * @param ConditionSources $sources Sub-id sources.
	 * @param ConditionTypes   $types   The condition types.
	 */
	public function __construct( private ConditionSources $sources, private ConditionTypes $types = new ConditionTypes() ) {}

	/**
	 * The condition names (the types'), in order.
	 *
	 * @return string[]
	 */
	public function names(): array {
		return $this->types->names();
	}

	/**
	 * What the display-conditions modal offers: every type with its
	 * sub-names, whether each takes a sub-id and where its options come from.
	 *
	 * @return array<int, array{name: string, label: string, sub_names: array<int, array{value: string, label: string, sub_id: string, source: ?string}>, fields: array<int, array{name: string, label: string, type: string, format: string, default: mixed}>}>
	 */
	public function config(): array {
		$config = array();
		foreach ( $this->types->all() as $name => $type ) {
			$fields = array();
			foreach ( $this->fields( $type ) as $field => $schema ) {
				$fields[] = array(
					'name'    => $field,
					'label'   => (string) ( $schema['title'] ?? $field ),
					'type'    => (string) $schema['type'],
					'format'  => (string) ( $schema['format'] ?? '' ),
					'default' => $schema['default'],
				);
			}
			$config[] = array(
				'name'      => $name,
				'label'     => $type->label(),
				'sub_names' => array_values( $type->sub_names() ),
				'fields'    => $fields,
			);
		}
		return $config;
	}

	/**
	 * The fields a type adds, as it declares them, less any that could not
	 * be carried: a name of the common fields or not `[a-z0-9_]`, a type
	 * other than string, integer or boolean, no default of that type.
	 *
	 * @param ConditionType $type A condition type.
	 * @return array<string, array<string, mixed>>
	 */
	public function fields( ConditionType $type ): array {
		$out = array();
		foreach ( $type->fields() as $name => $schema ) {
			if ( ! is_string( $name ) || ! preg_match( '/^[a-z0-9_]{1,40}$/', $name ) || isset( self::FIELDS[ $name ] ) || in_array( $name, self::ANSWER_FIELDS, true ) || ! is_array( $schema ) ) {
				continue;
			}
			if ( in_array( $schema['type'] ?? null, array( 'string', 'integer', 'boolean' ), true ) && array_key_exists( 'default', $schema ) && true === rest_validate_value_from_schema( $schema['default'], $schema, $name ) ) {
				$out[ $name ] = $schema;
			}
		}
		return $out;
	}

	/**
	 * The fields a condition may carry, as the REST schema lists them:
	 * the common ones and every registered type's own (which the save then
	 * checks against the row's type).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function all_fields(): array {
		$fields = self::FIELDS;
		foreach ( $this->types->all() as $type ) {
			$fields += $this->fields( $type );
		}
		return $fields;
	}

	/**
	 * The sub-name entry of a name, or null when the name has no such sub-name.
	 *
	 * @param string $name     Name.
	 * @param string $sub_name Sub-name.
	 * @return array{value: string, label: string, sub_id: string, source: ?string}|null
	 */
	public function sub_name( string $name, string $sub_name ): ?array {
		$type = $this->types->all()[ $name ] ?? null;
		foreach ( $type ? $type->sub_names() : array() as $sub ) {
			if ( $sub['value'] === $sub_name ) {
				return $sub;
			}
		}
		return null;
	}

	/**
	 * Checks a list of conditions and returns it as stored: every row is
	 * checked against the config and its sub-id against its source (what
	 * the current user may see). Any bad row refuses the whole list.
	 *
	 * @param array<int, mixed> $rows Conditions as sent.
	 * @return array<int, array{id: string, type: string, name: string, sub_name: string, sub_id: int}>
	 * @throws HttpError 400 invalid_data, with `errors` by row index.
	 */
	public function normalise( array $rows ): array {
		$errors = array();
		$clean  = array();
		$ids    = array();
		if ( count( $rows ) > self::MAX ) {
			/* translators: %d: the most conditions a template may have */
			HttpError::raise( 'invalid_data', sprintf( __( 'A template may have at most %d conditions.', 'stencilbox' ), self::MAX ), 400 );
		}
		foreach ( array_values( $rows ) as $index => $row ) {
			$row   = is_array( $row ) ? $row : array();
			$error = $this->row_error( $row );
			$own   = null === $error ? $this->own_fields( $row, $error ) : array();
			if ( null !== $error ) {
				$errors[ $index ] = $error;
				continue;
			}
			$id = isset( $row['id'] ) && is_string( $row['id'] ) && preg_match( '/^[A-Za-z0-9_-]{1,32}$/', $row['id'] ) ? $row['id'] : '';
			if ( '' === $id || isset( $ids[ $id ] ) ) {
				$id = substr( md5( uniqid( (string) $index, true ) ), 0, 8 );
			}
			$ids[ $id ] = true;
			$clean[]    = array(
				'id'       => $id,
				'type'     => (string) $row['type'],
				'name'     => (string) $row['name'],
				'sub_name' => (string) ( $row['sub_name'] ?? '' ),
				'sub_id'   => (int) ( $row['sub_id'] ?? 0 ),
			) + $own;
		}
		if ( $errors ) {
			HttpError::raise( 'invalid_data', (string) reset( $errors ), 400, array( 'errors' => $errors ) );
		}
		return $clean;
	}

	/**
	 * The values of the fields the row's type adds (its default where the
	 * row has none), checked against their schemas; a field no type of the
	 * row's adds is refused, never dropped.
	 *
	 * @param array<string, mixed> $row   A row that passed row_error().
	 * @param string|null          $error Set to what is wrong, if anything.
	 * @return array<string, mixed>
	 */
	private function own_fields( array $row, ?string &$error ): array {
		$type   = $this->types->all()[ $row['name'] ?? ConditionTypes::DEFAULT_NAME ];
		$fields = $this->fields( $type );
		$extra  = array_diff( array_keys( $row ), array_keys( self::FIELDS ), self::ANSWER_FIELDS, array_keys( $fields ) );
		if ( $extra ) {
			/* translators: %s: a field's name */
			$error = sprintf( __( 'This condition has no field %s.', 'stencilbox' ), (string) reset( $extra ) );
			return array();
		}
		$values = array();
		foreach ( $fields as $name => $schema ) {
			$value = $row[ $name ] ?? $schema['default'];
			$valid = rest_validate_value_from_schema( $value, $schema, $name );
			if ( is_wp_error( $valid ) ) {
				$error = $valid->get_error_message();
				return array();
			}
			$values[ $name ] = rest_sanitize_value_from_schema( $value, $schema, $name );
		}
		return $values;
	}

	/**
	 * A row whose sub-name needs a sub-id and has none (the modal says it
	 * before saving: src/utils/generated/rules.ts, `npm run rules`).
	 */
	public static function sub_id_required_message(): string {
		return __( 'Choose which one this condition is about.', 'stencilbox' );
	}

	/**
	 * What is wrong with a row, or null.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function row_error( array $row ): ?string {
		$type = $row['type'] ?? 'include';
		$name = $row['name'] ?? ConditionTypes::DEFAULT_NAME;
		$sub  = $row['sub_name'] ?? '';
		$id   = $row['sub_id'] ?? 0;
		if ( ! in_array( $type, self::FIELDS['type']['enum'], true ) ) {
			return __( 'A condition must include or exclude.', 'stencilbox' );
		}
		$types = $this->types->all();
		if ( ! is_string( $name ) || ! isset( $types[ $name ] ) ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( ! is_int( $id ) || $id < 0 || ! is_string( $sub ) ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( ! $types[ $name ]->sub_names() ) {
			return '' === $sub && 0 === $id ? null : $types[ $name ]->no_choice_message();
		}
		$entry = $this->sub_name( $name, $sub );
		if ( null === $entry ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( 0 === $id ) {
			return 'required' === $entry['sub_id'] ? self::sub_id_required_message() : null;
		}
		if ( 'none' === $entry['sub_id'] || null === $entry['source'] || null === $this->sources->label( $entry['source'], $id ) ) {
			return __( 'That choice does not fit this condition.', 'stencilbox' );
		}
		return null;
	}

	/**
	 * Stored conditions as the modal shows them: with the chosen object's
	 * label (what the searchable field displays before any search).
	 *
	 * @param array<int, array<string, mixed>> $conditions Stored conditions.
	 * @return array<int, array{id: string, type: string, name: string, sub_name: string, sub_id: int, sub_label: string}>
	 */
	public function present( array $conditions ): array {
		$out   = array();
		$types = $this->types->all();
		foreach ( $conditions as $condition ) {
			$name  = (string) ( $condition['name'] ?? ConditionTypes::DEFAULT_NAME );
			$sub   = (string) ( $condition['sub_name'] ?? '' );
			$id    = (int) ( $condition['sub_id'] ?? 0 );
			$entry = $this->sub_name( $name, $sub );
			$label = $id > 0 && $entry && $entry['source'] ? $this->sources->label( $entry['source'], $id ) : null;
			$out[] = array(
				'id'        => (string) ( $condition['id'] ?? '' ),
				'type'      => (string) ( $condition['type'] ?? 'include' ),
				'name'      => $name,
				'sub_name'  => $sub,
				'sub_id'    => $id,
				'sub_label' => $label ?? ( $id > 0 ? '#' . $id : '' ),
			);
			// The fields the type adds, as stored (or their defaults).
			foreach ( isset( $types[ $name ] ) ? $this->fields( $types[ $name ] ) : array() as $field => $schema ) {
				$out[ array_key_last( $out ) ][ $field ] = $condition[ $field ] ?? $schema['default'];
			}
		}
		return $out;
	}
}
