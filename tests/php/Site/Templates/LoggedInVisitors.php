<?php
/**
 * A condition type as another plugin would add it: "only for logged-in
 * visitors". Not shipped; ConditionTypesTest registers it through the filter
 * to show that a new type is this one file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes\ConditionType;
use Stencilbox\Site\Templates\RequestContext;

/**
 * Matches any page a signed-in WordPress user views.
 */
final class LoggedInVisitors extends ConditionType {
	/**
	 * Name.
	 */
	public function name(): string {
		return 'logged_in';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Logged-in Visitors', 'stencilbox' );
	}

	/**
	 * Matcher.
	 *
	 * @param string         $sub_name Sub-name.
	 * @param int            $sub_id   Sub-id.
	 * @param RequestContext $context  The request.
	 */
	public function matches( string $sub_name, int $sub_id, RequestContext $context ): bool {
		return $context->visitor > 0;
	}
}
