<?php
/**
 * What a cloud file keeps of the saved template it was pushed from: its
 * template type, stable id, status and display conditions in portable form
 * (issue [26] item 5). One schema for the hub's argument, the hub's answer
 * and the site's check of that answer.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Cloud;

use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Templates\ConditionFields;

defined( 'ABSPATH' ) || exit;

/**
 * The template as `Site\Templates\TemplateRepository::portable()` makes
 * it: its template type (the site that lands it checks it against its own
 * list; the hub keeps it as a short slug), its stable id (a UUID, or ''),
 * its status (publish or draft) and at most `MAX_CONDITIONS` display
 * conditions, each with the fields every condition has (the one list,
 * `Support\Templates\ConditionFields`, which the site's
 * `Site\Templates\Conditions::FIELDS` is too; its name a short slug) and
 * `ref` (`Site\Templates\PortableConditions`'s reference; a condition
 * type's own fields are scalars). Whatever sends it, a site or a hub, is
 * read as hostile: `clean()` refuses anything else (null), on both sides.
 */
final class CloudTemplate {
	/** Conditions a template carries (`Site\Templates\Conditions::MAX`). */
	public const MAX_CONDITIONS = 50;

	/** The statuses a template travels with (others go as a draft). */
	public const STATUSES = array( 'publish', 'draft' );

	/**
	 * A template type as it travels (a short slug: a newer site's types
	 * pass; the site that lands it checks it is one of its own).
	 */
	public const TYPE = array(
		'type'    => 'string',
		'pattern' => '^[a-z0-9_-]{1,20}$',
	);

	/**
	 * The template as an argument and in answers (JSON schema).
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$short = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		$ref   = array(
			'type'                 => 'object',
			'properties'           => array(
				'id'        => $short( 36 ),
				'post_type' => $short( 20 ),
				'slug'      => $short( 200 ),
				'taxonomy'  => $short( 32 ),
				'author'    => $short( 60 ),
				'from'      => array(
					'type'                 => 'object',
					'properties'           => array(
						'hub'  => $short( 200 ),
						'kind' => array(
							'type' => 'string',
							'enum' => array( 'item', 'file' ),
						),
						'id'   => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
					'required'             => array( 'hub', 'kind', 'id' ),
					'additionalProperties' => false,
				),
			),
			'additionalProperties' => false,
		);
		// Every condition's fields, as the site keeps them (the one list,
		// `ConditionFields`); a condition type's name as a short slug; `ref`.
		$fields         = ConditionFields::schemas();
		$fields['name'] = array(
			'type'    => 'string',
			'pattern' => '^[a-z0-9_-]{1,64}$',
		) + $fields['name'];
		$fields['ref']  = $ref;
		return array(
			'description'          => __( 'The saved template a file was pushed from: its type, stable id, status and display conditions (carried as stable references).', 'stencilbox' ),
			'type'                 => 'object',
			'properties'           => array(
				'type'       => self::TYPE,
				'stable'     => $short( 36 ),
				'status'     => array(
					'type' => 'string',
					'enum' => self::STATUSES,
				),
				'conditions' => array(
					'type'     => 'array',
					'maxItems' => self::MAX_CONDITIONS,
					'items'    => array(
						'type'                 => 'object',
						'properties'           => $fields,
						'required'             => array( 'type', 'name' ),
						// A condition type's own fields (dates, a number, a flag).
						'additionalProperties' => array(
							'type'      => array( 'string', 'integer', 'number', 'boolean' ),
							'maxLength' => 200,
						),
						'maxProperties'        => 16,
					),
				),
			),
			'required'             => array( 'type', 'stable', 'status', 'conditions' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * What a file list says of it: the template type and how many display
	 * conditions it carries; null for a file that is not a saved template.
	 * (An older hub leaves the field out.)
	 *
	 * @return array<string, mixed>
	 */
	public static function summary_schema(): array {
		return Schema::optional(
			Schema::nullable(
				Schema::object(
					array(
						'type'       => Schema::string(),
						'conditions' => Schema::integer(),
					)
				)
			)
		);
	}

	/**
	 * A template as the schema allows it, or null (anything else: not an
	 * object, a field of the wrong type, too long, too many, a stable id
	 * that is not a UUID).
	 *
	 * @param mixed $template What was sent or answered.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}|null
	 */
	public static function clean( mixed $template ): ?array {
		if ( ! is_array( $template ) ) {
			return null;
		}
		$schema = self::schema();
		if ( true !== rest_validate_value_from_schema( $template, $schema, 'template' ) ) {
			return null;
		}
		$clean = rest_sanitize_value_from_schema( $template, $schema, 'template' );
		if ( ! is_array( $clean ) || ( '' !== $clean['stable'] && ! wp_is_uuid( $clean['stable'] ) ) ) {
			return null;
		}
		$conditions = array();
		foreach ( array_values( (array) $clean['conditions'] ) as $condition ) {
			if ( ! is_array( $condition ) ) {
				return null;
			}
			$conditions[] = $condition;
		}
		return array(
			'type'       => (string) $clean['type'],
			'stable'     => strtolower( (string) $clean['stable'] ),
			'status'     => (string) $clean['status'],
			'conditions' => $conditions,
		);
	}

	/**
	 * The list's summary of a clean template.
	 *
	 * @param array<string, mixed>|null $template A clean template, or null.
	 * @return array{type: string, conditions: int}|null
	 */
	public static function summary( ?array $template ): ?array {
		return null === $template ? null : array(
			'type'       => (string) $template['type'],
			'conditions' => count( (array) $template['conditions'] ),
		);
	}

	/**
	 * The refusal of an item that was not published from a saved template
	 * (or whose template cannot be read): the hub's, when a use as a
	 * template finds none (nothing recorded), and the site's, when what a
	 * hub answered is no template.
	 */
	public static function not_an_item_template(): string {
		return __( 'This library item is not a saved template, so it cannot be added to your saved templates.', 'stencilbox' );
	}
}
