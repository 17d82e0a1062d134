<?php
/**
 * One kind of display condition: its label, its sub-options and its matcher.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates\ConditionTypes;

use Stencilbox\Site\Templates\RequestContext;

defined( 'ABSPATH' ) || exit;

/**
 * A condition type is the `name` of a condition (spec part 2 §3): the
 * modal's config lists every type with its label and sub-names, the save
 * checks rows against them, and `ConditionResolver` asks the type whether
 * a row matches a request and how specific it is. Built-in types are
 * registered in `ConditionTypes::defaults()`; other plugins add theirs
 * through the `stencilbox_condition_types` filter (php/Site/README.md).
 */
abstract class ConditionType {
	/**
	 * The name stored in conditions (lower-case letters, digits, `_`, `-`).
	 */
	abstract public function name(): string;

	/**
	 * The label the modal shows (translated).
	 */
	abstract public function label(): string;

	/**
	 * The sub-names the modal offers under this type, in order; none: the
	 * type takes no further choice (the modal shows no sub-name field).
	 *
	 * @return array<int, array{value: string, label: string, sub_id: string, source: ?string}>
	 */
	public function sub_names(): array {
		return array();
	}

	/**
	 * The fields a condition of this type carries besides the ones every
	 * condition has (`Conditions::FIELDS`), by name (`[a-z0-9_]`, none of
	 * those): a JSON schema each, `type` string, integer or boolean (with
	 * `format`, `enum`, `minimum`, `maximum`, `maxLength` as WordPress's
	 * REST checks them), its `default` and the `title` the modal labels
	 * it with. The save checks and stores them, answers carry them, the
	 * modal offers a field for each and sends it back (the config lists
	 * them); matches_condition() reads them. None by default.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function fields(): array {
		return array();
	}

	/**
	 * Whether a stored condition of this type matches a request (include or
	 * exclude aside): its sub-name and sub-id, through matches(). A type
	 * with fields() reads them here.
	 *
	 * @param array<string, mixed> $condition The condition as stored.
	 * @param RequestContext       $context   The request.
	 */
	public function matches_condition( array $condition, RequestContext $context ): bool {
		return $this->matches( (string) ( $condition['sub_name'] ?? '' ), (int) ( $condition['sub_id'] ?? 0 ), $context );
	}

	/**
	 * Whether a condition of this type matches a request (include or
	 * exclude aside).
	 *
	 * @param string         $sub_name Sub-name ('' for a type without any).
	 * @param int            $sub_id   Sub-id (0: none).
	 * @param RequestContext $context  The request.
	 */
	abstract public function matches( string $sub_name, int $sub_id, RequestContext $context ): bool;

	/**
	 * How specific a condition of this type is (higher wins; see
	 * ConditionResolver): 0 the entire site … 4 one post, term or author.
	 *
	 * @param string $sub_name Sub-name.
	 * @param int    $sub_id   Sub-id (0: none).
	 */
	public function rank( string $sub_name, int $sub_id ): int {
		unset( $sub_name, $sub_id );
		return 0;
	}

	/**
	 * Taxonomies whose terms a singular request must read for this
	 * condition (the request reads no others).
	 *
	 * @param string $sub_name Sub-name.
	 * @return string[]
	 */
	public function taxonomies( string $sub_name ): array {
		unset( $sub_name );
		return array();
	}

	/**
	 * The save's message for a row that names a sub-name or a sub-id when
	 * this type takes none.
	 */
	public function no_choice_message(): string {
		return __( 'This condition takes no further choice.', 'stencilbox' );
	}

	/**
	 * A sub-name entry.
	 *
	 * @param string      $value  Sub-name.
	 * @param string      $label  Label.
	 * @param string      $sub_id none, optional or required.
	 * @param string|null $source Where its sub-ids come from (a ConditionSources source).
	 * @return array{value: string, label: string, sub_id: string, source: ?string}
	 */
	protected static function sub( string $value, string $label, string $sub_id = 'none', ?string $source = null ): array {
		return array(
			'value'  => $value,
			'label'  => $label,
			'sub_id' => $sub_id,
			'source' => $source,
		);
	}

	/**
	 * A sub-name as its kind and the object it names (`post_type:page` →
	 * [post_type, page]; `front_page` → [front_page, '']).
	 *
	 * @param string $sub_name Sub-name.
	 * @return array{0: string, 1: string}
	 */
	public static function split( string $sub_name ): array {
		$parts = explode( ':', $sub_name, 2 );
		return array( $parts[0], $parts[1] ?? '' );
	}
}
