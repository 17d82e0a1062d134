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
 * (spec part 2 §3). Names: `general` (the entire site), `singular`,
 * `archive`. Sub-names:
 * - singular: `front_page`, `all`, `post_type:<type>` (a specific post with
 *   a sub-id), `in:<taxonomy>` (posts in a term; sub-id required),
 *   `by_author` (sub-id required), `not_found` (the 404 page);
 * - archive: `all`, `post_type:<type>`, `taxonomy:<taxonomy>` (one term
 *   with a sub-id), `author` (one author with a sub-id), `date`, `search`.
 */
final class Conditions {
	public const NAMES = array( 'general', 'singular', 'archive' );

	/** Conditions one template may have. */
	public const MAX = 50;

	/**
	 * Constructor.
	 *
	 * @param ConditionSources $sources Sub-id sources.
	 */
	public function __construct( private ConditionSources $sources ) {}

	/**
	 * What the display-conditions modal offers: every name with its
	 * sub-names, whether each takes a sub-id and where its options come from.
	 *
	 * @return array<int, array{name: string, label: string, sub_names: array<int, array{value: string, label: string, sub_id: string, source: ?string}>}>
	 */
	public function config(): array {
		$singular = array(
			self::sub( 'front_page', __( 'Front Page', 'stencilbox' ) ),
			self::sub( 'all', __( 'All Singular', 'stencilbox' ) ),
		);
		$archive  = array( self::sub( 'all', __( 'All Archives', 'stencilbox' ) ) );
		foreach ( ConditionSources::post_types() as $type ) {
			$singular[] = self::sub( 'post_type:' . $type->name, (string) $type->labels->name, 'optional', 'post:' . $type->name );
			if ( 'post' === $type->name || $type->has_archive ) {
				/* translators: %s: post type name, e.g. Posts */
				$archive[] = self::sub( 'post_type:' . $type->name, sprintf( __( '%s Archive', 'stencilbox' ), $type->labels->name ), 'none' );
			}
		}
		foreach ( ConditionSources::taxonomies() as $taxonomy ) {
			/* translators: %s: taxonomy name, e.g. Category */
			$singular[] = self::sub( 'in:' . $taxonomy->name, sprintf( __( 'In %s', 'stencilbox' ), $taxonomy->labels->singular_name ), 'required', 'term:' . $taxonomy->name );
			$archive[]  = self::sub( 'taxonomy:' . $taxonomy->name, (string) $taxonomy->labels->name, 'optional', 'term:' . $taxonomy->name );
		}
		$singular[] = self::sub( 'by_author', __( 'By Author', 'stencilbox' ), 'required', 'author' );
		$singular[] = self::sub( 'not_found', __( '404 Page', 'stencilbox' ) );
		$archive[]  = self::sub( 'author', __( 'Author Archive', 'stencilbox' ), 'optional', 'author' );
		$archive[]  = self::sub( 'date', __( 'Date Archive', 'stencilbox' ) );
		$archive[]  = self::sub( 'search', __( 'Search Results', 'stencilbox' ) );
		return array(
			array(
				'name'      => 'general',
				'label'     => __( 'Entire Site', 'stencilbox' ),
				'sub_names' => array(),
			),
			array(
				'name'      => 'singular',
				'label'     => __( 'Singular', 'stencilbox' ),
				'sub_names' => $singular,
			),
			array(
				'name'      => 'archive',
				'label'     => __( 'Archive', 'stencilbox' ),
				'sub_names' => $archive,
			),
		);
	}

	/**
	 * A sub-name entry of the config.
	 *
	 * @param string      $value  Sub-name.
	 * @param string      $label  Label.
	 * @param string      $sub_id none, optional or required.
	 * @param string|null $source Where its sub-ids come from.
	 * @return array{value: string, label: string, sub_id: string, source: ?string}
	 */
	private static function sub( string $value, string $label, string $sub_id = 'none', ?string $source = null ): array {
		return array(
			'value'  => $value,
			'label'  => $label,
			'sub_id' => $sub_id,
			'source' => $source,
		);
	}

	/**
	 * The sub-name entry of a name, or null when the name has no such sub-name.
	 *
	 * @param string $name     Name.
	 * @param string $sub_name Sub-name.
	 * @return array{value: string, label: string, sub_id: string, source: ?string}|null
	 */
	public function sub_name( string $name, string $sub_name ): ?array {
		foreach ( $this->config() as $entry ) {
			if ( $entry['name'] !== $name ) {
				continue;
			}
			foreach ( $entry['sub_names'] as $sub ) {
				if ( $sub['value'] === $sub_name ) {
					return $sub;
				}
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
			throw new HttpError( 'invalid_data', sprintf( __( 'A template may have at most %d conditions.', 'stencilbox' ), self::MAX ), 400 );
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
				'sub_name' => 'general' === $row['name'] ? '' : (string) $row['sub_name'],
				'sub_id'   => (int) ( $row['sub_id'] ?? 0 ),
			);
		}
		if ( $errors ) {
			throw new HttpError( 'invalid_data', (string) reset( $errors ), 400, array( 'errors' => $errors ) );
		}
		return $clean;
	}

	/**
	 * What is wrong with a row, or null.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function row_error( array $row ): ?string {
		$type = $row['type'] ?? 'include';
		$name = $row['name'] ?? 'general';
		$sub  = $row['sub_name'] ?? '';
		$id   = $row['sub_id'] ?? 0;
		if ( ! in_array( $type, array( 'include', 'exclude' ), true ) ) {
			return __( 'A condition must include or exclude.', 'stencilbox' );
		}
		if ( ! in_array( $name, self::NAMES, true ) ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( ! is_int( $id ) || $id < 0 || ! is_string( $sub ) ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( 'general' === $name ) {
			return '' === $sub && 0 === $id ? null : __( 'The entire site takes no further choice.', 'stencilbox' );
		}
		$entry = $this->sub_name( $name, $sub );
		if ( null === $entry ) {
			return __( 'Unknown condition.', 'stencilbox' );
		}
		if ( 0 === $id ) {
			return 'required' === $entry['sub_id'] ? __( 'Choose which one this condition is about.', 'stencilbox' ) : null;
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
			$name  = (string) ( $condition['name'] ?? 'general' );
			$sub   = (string) ( $condition['sub_name'] ?? '' );
			$id    = (int) ( $condition['sub_id'] ?? 0 );
			$entry = 'general' === $name ? null : $this->sub_name( $name, $sub );
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
