<?php
/**
 * A controller for the REST base's tests: a few routes declared as data,
 * some of which fail on purpose.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

/**
 * A controller declaring a few routes as data.
 */
final class ProbeController extends Controller {
	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$failure = Schema::object( array() );
		return array(
			Route::get( '/probe/answer', 'answer', 'can_read', array(), Schema::object( array( 'value' => Schema::string() ) ) ),
			Route::post(
				'/probe/answer',
				'answer',
				'can_read',
				array(
					'size' => array(
						'type'    => 'integer',
						'maximum' => 3,
					),
				),
				Schema::object(
					array(
						'value'   => Schema::string(),
						'created' => Schema::boolean(),
					)
				)
			),
			Route::get( '/probe/refused', 'refused', 'can_read', array(), $failure ),
			Route::post( '/probe/runtime', 'runtime', 'can_read', array(), $failure ),
			Route::post( '/probe/type', 'type', 'can_read', array(), $failure ),
			Route::post( '/probe/error', 'error', 'can_read', array(), $failure ),
			Route::post(
				'/probe/closure',
				static function (): array {
					throw new \LogicException( 'closure broke' );
				},
				'can_read',
				array(),
				$failure
			),
		);
	}

	/**
	 * A plain answer.
	 *
	 * @return array<string, string>
	 */
	public function answer(): array {
		return array( 'value' => 'ok' );
	}

	/**
	 * An expected refusal.
	 *
	 * @throws HttpError Always.
	 */
	public function refused(): array {
		throw new HttpError( 'probe_refused', 'Refused on purpose.', 409, array( 'hint' => 'x' ) );
	}

	/**
	 * A failure with a message that must never reach the caller.
	 *
	 * @throws \RuntimeException Always.
	 */
	public function runtime(): array {
		throw new \RuntimeException( 'SELECT secret FROM wp_users' );
	}

	/**
	 * A TypeError, as a wrong argument type causes.
	 *
	 * @return array<string, mixed>
	 */
	public function type(): array {
		return array( 'length' => strlen( $this->not_a_string() ) );
	}

	/**
	 * A value of the wrong type.
	 *
	 * @return mixed
	 */
	private function not_a_string(): mixed {
		return array( 'not', 'a', 'string' );
	}

	/**
	 * An Error, as a bug causes.
	 *
	 * @return array<string, mixed>
	 */
	public function error(): array {
		$object = new \stdClass();
		return array( 'value' => $object->missing() ); // @phpstan-ignore-line
	}
}
