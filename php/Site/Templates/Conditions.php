<?php
/**
 * Display conditions: what may be chosen (the modal's config) and the check
 * every saved list goes through.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Rest\HttpError;

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
	 * @return array<int, array{name: string, label: string, sub_names: array<int, array{value: string, label: string, sub_id: string, source: ?string}>}>
	 */
	public function config(): array {
		$config = array();
		foreach ( $this->types->all() as $name => $type ) {
			$config[] = array(
				'name'      => $name,
				'label'     => $type->label(),
				'sub_names' => array_values( $type->sub_names() ),
			);
		}
		return $config;
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
			);
		}
		if ( $errors ) {
			HttpError::raise( 'invalid_data', (string) reset( $errors ), 400, array( 'errors' => $errors ) );
		}
		return $clean;
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
		if ( ! in_array( $type, array( 'include', 'exclude' ), true ) ) {
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
		$out = array();
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
		}
		return $out;
	}
}
