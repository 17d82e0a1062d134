<?php
/**
 * The account rules of spec part 1 §5, enforced on the hub (the client runs
 * the same rules, with the same messages, in src/utils/validation.ts).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Field validation with the spec's exact messages.
 */
final class Validation {
	/**
	 * Email: the standard pattern.
	 *
	 * @param string $email Email.
	 */
	public static function email( string $email ): ?string {
		$email = trim( $email );
		if ( strlen( $email ) > 190 || ! preg_match( '/^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$/', $email ) ) {
			return __( 'Please enter a valid email address.', 'stencilbox' );
		}
		return null;
	}

	/**
	 * API key: non-empty.
	 *
	 * @param string $key Key.
	 */
	public static function api_key( string $key ): ?string {
		return '' === trim( $key ) ? __( 'Please provide a valid API Key.', 'stencilbox' ) : null;
	}

	/**
	 * A first or last name.
	 *
	 * @param string $name  Value.
	 * @param string $which `first` or `last`.
	 */
	public static function name( string $name, string $which ): ?string {
		$name = trim( $name );
		if ( '' === $name ) {
			return 'first' === $which
				? __( 'First name cannot be empty.', 'stencilbox' )
				: __( 'Last name cannot be empty.', 'stencilbox' );
		}
		if ( ! preg_match( '/^[\p{L}\p{M}\- ]+$/u', $name ) ) {
			return 'first' === $which
				? __( 'The First Name may only contain letters, dashes and spaces.', 'stencilbox' )
				: __( 'The Last Name may only contain letters, dashes and spaces.', 'stencilbox' );
		}
		return null;
	}

	/**
	 * The message shown once for both names when both are invalid: the first
	 * name's message with "First Name" widened, or the combined empty message.
	 *
	 * @param string $first_error First name message.
	 * @param string $last_error  Last name message.
	 */
	public static function combined_names( string $first_error, string $last_error ): string {
		if ( str_contains( $first_error, 'First Name' ) ) {
			return str_replace( 'First Name', 'First Name and Last Name', $first_error );
		}
		unset( $last_error );
		return __( 'First name and Last name cannot be empty.', 'stencilbox' );
	}

	/**
	 * Password strength: 8+ characters with upper, lower and a digit, and no
	 * double quote or backslash.
	 *
	 * @param string $password Password.
	 */
	public static function password( string $password ): ?string {
		if ( '' === $password ) {
			return __( 'Password cannot be empty.', 'stencilbox' );
		}
		$weak = strlen( $password ) < 8
			|| ! preg_match( '/[A-Z]/', $password )
			|| ! preg_match( '/[a-z]/', $password )
			|| ! preg_match( '/\d/', $password )
			|| preg_match( '/["\\\\]/', $password );
		if ( $weak ) {
			return __( 'Password must contain at least 8 characters, uppercase, lowercase and numbers.', 'stencilbox' );
		}
		return null;
	}

	/**
	 * Confirmation equals the password.
	 *
	 * @param string $password Password.
	 * @param string $confirm  Confirmation.
	 */
	public static function confirm( string $password, string $confirm ): ?string {
		return $password === $confirm ? null : __( 'Password not matched!', 'stencilbox' );
	}

	/**
	 * All sign-up rules. Returns a map of field => message (empty when valid).
	 * When both names fail, both fields carry the one combined message.
	 *
	 * @param array<string, mixed> $fields Sign-up fields.
	 * @return array<string, string>
	 */
	public static function signup( array $fields ): array {
		$errors = array();
		$first  = self::name( (string) ( $fields['first_name'] ?? '' ), 'first' );
		$last   = self::name( (string) ( $fields['last_name'] ?? '' ), 'last' );
		if ( $first && $last ) {
			$errors['first_name'] = self::combined_names( $first, $last );
			$errors['last_name']  = $errors['first_name'];
		} elseif ( $first ) {
			$errors['first_name'] = $first;
		} elseif ( $last ) {
			$errors['last_name'] = $last;
		}
		$email = self::email( (string) ( $fields['email'] ?? '' ) );
		if ( $email ) {
			$errors['email'] = $email;
		}
		$password = (string) ( $fields['password'] ?? '' );
		$pw_error = self::password( $password );
		if ( $pw_error ) {
			$errors['password'] = $pw_error;
		}
		$confirm = self::confirm( $password, (string) ( $fields['confirm_password'] ?? '' ) );
		if ( $confirm ) {
			$errors['confirm_password'] = $confirm;
		}
		if ( empty( $fields['privacy_consent'] ) ) {
			$errors['privacy_consent'] = __( 'Please accept the privacy policy.', 'stencilbox' );
		}
		if ( empty( $fields['terms_consent'] ) ) {
			$errors['terms_consent'] = __( 'Please accept the terms and conditions.', 'stencilbox' );
		}
		return $errors;
	}
}
