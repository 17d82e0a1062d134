<?php
/**
 * WordPress names: functions, methods, variables and properties in
 * snake_case.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Sniffs\NamingConventions;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * Lower case letters, digits and underscores. Exceptions: PHP's
 * superglobals, static properties of other classes (`Tokens::$emptyTokens`:
 * checked where declared), and the methods a parent framework or PHP
 * names (PHPUnit's `setUp`, `tearDown`, …, PHP's magic `__callStatic`, …),
 * listed in `$framework_methods`.
 */
final class SnakeCaseSniff implements Sniff {
	/**
	 * Method names a parent class, or PHP itself, imposes.
	 *
	 * @var string[]
	 */
	public array $framework_methods = array( 'setUp', 'tearDown', 'setUpBeforeClass', 'tearDownAfterClass', '__callStatic', '__toString', '__debugInfo' );

	/**
	 * The tokens checked.
	 *
	 * @return array<int, int|string>
	 */
	public function register(): array {
		return array( T_FUNCTION, T_VARIABLE );
	}

	/**
	 * Checks one name.
	 *
	 * @param File  $file  The file.
	 * @param mixed $token Position of the token.
	 */
	public function process( File $file, mixed $token ): void {
		$tokens = $file->getTokens();
		if ( T_FUNCTION === $tokens[ $token ]['code'] ) {
			$name = (string) $file->getDeclarationName( $token );
			if ( ! in_array( $name, $this->framework_methods, true ) && ! preg_match( '/^_{0,2}[a-z][a-z0-9_]*$/', $name ) ) {
				$file->addError( 'Function name %s is not snake_case.', $token, 'Function', array( $name ) );
			}
			return;
		}
		// `Other::$property` is named where it is declared (maybe not by us).
		if ( T_DOUBLE_COLON === $tokens[ $token - 1 ]['code'] ) {
			return;
		}
		$name = substr( $tokens[ $token ]['content'], 1 );
		if ( in_array( $name, array( 'GLOBALS', '_SERVER', '_GET', '_POST', '_REQUEST', '_COOKIE', '_FILES', '_ENV', '_SESSION' ), true ) ) {
			return;
		}
		if ( ! preg_match( '/^_?[a-z][a-z0-9_]*$/', $name ) ) {
			$file->addError( 'Variable name $%s is not snake_case.', $token, 'Variable', array( $name ) );
		}
	}
}
