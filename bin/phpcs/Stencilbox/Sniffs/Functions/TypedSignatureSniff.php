<?php
/**
 * Every parameter and every return is typed: functions, methods, closures
 * and arrow functions alike.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Sniffs\Functions;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * A parameter without a type, or a function without a return type, is an
 * error. `mixed` says "anything" on purpose (PHP cannot narrow a parameter
 * a parent class leaves untyped, e.g. WordPress's). Constructors and
 * destructors have no return type.
 */
final class TypedSignatureSniff implements Sniff {
	/**
	 * The tokens checked.
	 *
	 * @return array<int, int|string>
	 */
	public function register(): array {
		return array( T_FUNCTION, T_CLOSURE, T_FN );
	}

	/**
	 * Checks one function.
	 *
	 * @param File  $file  The file.
	 * @param mixed $token Position of the function keyword.
	 */
	public function process( File $file, mixed $token ): void {
		foreach ( $file->getMethodParameters( $token ) as $parameter ) {
			if ( '' === $parameter['type_hint'] ) {
				$file->addError( 'Parameter %s has no type (use mixed for anything).', $parameter['token'], 'MissingParameterType', array( $parameter['name'] ) );
			}
		}
		$name = T_FUNCTION === $file->getTokens()[ $token ]['code'] ? (string) $file->getDeclarationName( $token ) : '';
		if ( in_array( strtolower( $name ), array( '__construct', '__destruct' ), true ) ) {
			return;
		}
		if ( '' === $file->getMethodProperties( $token )['return_type'] ) {
			$file->addError( '%s has no return type.', $token, 'MissingReturnType', array( '' !== $name ? $name . '()' : 'A closure' ) );
		}
	}
}
