<?php
/**
 * WordPress writes arrays as `array()`; `[ $a, $b ] = …` destructures.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Sniffs\Arrays;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * A short array is an error unless it is a list being assigned to
 * (`[ $a, $b ] = …`, `foreach ( … as [ $a, $b ] )`, or nested in one):
 * Debian's Generic sniff cannot tell the two apart.
 */
final class LongArraySyntaxSniff implements Sniff {
	/**
	 * The tokens checked.
	 *
	 * @return array<int, int|string>
	 */
	public function register(): array {
		return array( T_OPEN_SHORT_ARRAY );
	}

	/**
	 * Checks one short array.
	 *
	 * @param File  $file  The file.
	 * @param mixed $token Position of the opening bracket.
	 */
	public function process( File $file, mixed $token ): void {
		if ( ! $this->is_list( $file, (int) $token ) ) {
			$file->addError( 'Use array() for arrays; [] is for destructuring only.', $token, 'ShortArray' );
		}
	}

	/**
	 * Whether a short array is a list being assigned to.
	 *
	 * @param File $file  The file.
	 * @param int  $token Position of the opening bracket.
	 */
	private function is_list( File $file, int $token ): bool {
		$tokens = $file->getTokens();
		$closer = $tokens[ $token ]['bracket_closer'] ?? null;
		if ( null === $closer ) {
			return false;
		}
		$after  = $file->findNext( Tokens::$emptyTokens, $closer + 1, null, true );
		$before = $file->findPrevious( Tokens::$emptyTokens, $token - 1, null, true );
		if ( ( false !== $after && T_EQUAL === $tokens[ $after ]['code'] ) || ( false !== $before && T_AS === $tokens[ $before ]['code'] ) ) {
			return true;
		}
		// Nested in a list: the nearest short array around it is one.
		for ( $i = $token - 1; $i >= 0; $i-- ) {
			if ( T_OPEN_SHORT_ARRAY === $tokens[ $i ]['code'] && ( $tokens[ $i ]['bracket_closer'] ?? 0 ) > $token ) {
				return $this->is_list( $file, $i );
			}
			if ( T_SEMICOLON === $tokens[ $i ]['code'] ) {
				return false;
			}
		}
		return false;
	}
}
