<?php
/**
 * The `general` condition: the entire site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates\ConditionTypes;

use Stencilbox\Site\Templates\RequestContext;

defined( 'ABSPATH' ) || exit;

/**
 * Matches every request, least specific of all (rank 0); no sub-name.
 */
final class EntireSite extends ConditionType {
	/**
	 * Name.
	 */
	public function name(): string {
		return 'general';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Entire Site', 'stencilbox' );
	}

	/**
	 * Every request.
	 *
	 * @param string         $sub_name Sub-name.
	 * @param int            $sub_id   Sub-id.
	 * @param RequestContext $context  The request.
	 */
	public function matches( string $sub_name, int $sub_id, RequestContext $context ): bool {
		unset( $sub_name, $sub_id, $context );
		return true;
	}

	/**
	 * The save's message for a sub-name or sub-id sent with it.
	 */
	public function no_choice_message(): string {
		return __( 'The entire site takes no further choice.', 'stencilbox' );
	}
}
