<?php
/**
 * A condition type with fields of its own, as another plugin would add it:
 * "between two dates" (issue [27]'s example). Not shipped; ConditionTypesTest
 * registers it through the filter to show that such a type is this one
 * file: the config offers its fields, the save checks and stores them, the
 * answers carry them and the resolver reads them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes\ConditionType;
use Stencilbox\Site\Templates\RequestContext;

/**
 * Matches every request from one day to another (the site's dates).
 */
final class BetweenDates extends ConditionType {
	/**
	 * Name.
	 */
	public function name(): string {
		return 'between_dates';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Between Two Dates', 'stencilbox' );
	}

	/**
	 * Its fields: the first and the last day.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function fields(): array {
		$day = array(
			'type'    => 'string',
			'format'  => 'date',
			'pattern' => '^\d{4}-\d{2}-\d{2}$',
			'default' => gmdate( 'Y-m-d', 0 ),
		);
		return array(
			'from' => array( 'title' => __( 'From', 'stencilbox' ) ) + $day,
			'to'   => array( 'title' => __( 'To', 'stencilbox' ) ) + $day,
		);
	}

	/**
	 * Whether today is within the condition's days.
	 *
	 * @param array<string, mixed> $condition The condition as stored.
	 * @param RequestContext       $context   The request.
	 */
	public function matches_condition( array $condition, RequestContext $context ): bool {
		unset( $context );
		$today = current_time( 'Y-m-d' );
		return (string) $condition['from'] <= $today && $today <= (string) $condition['to'];
	}

	/**
	 * Unused: matches_condition() reads the fields.
	 *
	 * @param string         $sub_name Sub-name.
	 * @param int            $sub_id   Sub-id.
	 * @param RequestContext $context  The request.
	 */
	public function matches( string $sub_name, int $sub_id, RequestContext $context ): bool {
		unset( $sub_name, $sub_id, $context );
		return false;
	}
}
