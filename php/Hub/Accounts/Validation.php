<?php
/**
 * The account rules of spec part 1 §5, enforced on the hub. The one source
 * of these rules and messages: the client's (src/utils/validation.ts) come
 * from here through the generated src/utils/generated/rules.ts (`npm run
 * rules`; tests/php/Support/ClientRulesTest.php and Jest fail when stale).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Field validation with the spec's exact messages.
 */
final class Validation {
	/** Longest email address. */
	public const EMAIL_MAX = 190;

	/** An email address (PCRE; JavaScript reads it as is). */
	public const EMAIL_PATTERN = '^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$';

	/** A first or last name: letters, dashes and spaces (Unicode). */
	public const NAME_PATTERN = '^[\p{L}\p{M}\- ]+$';

	/** Shortest password (spec part 1 §9). */
	public const PASSWORD_MIN = 8;

	/** What a password must contain: an upper-case letter, a lower-case one, a digit. */
	public const PASSWORD_NEEDS = array( '[A-Z]', '[a-z]', '\d' );

	/** What a password must not contain: a double quote or a backslash. */
	public const PASSWORD_FORBIDS = '["\\\\]';

	/**
	 * The messages that name one of the rules' numbers: by key, the
	 * numbers that fill their placeholders, in order (keys of rules():
	 * the client fills them from its generated copy of the same rule).
	 */
	public const MESSAGE_ARGS = array( 'password_weak' => array( 'password_min' ) );

	/**
	 * The rules' numbers a message can name.
	 *
	 * @return array<string, int>
	 */
	public static function numbers(): array {
		return array( 'password_min' => self::PASSWORD_MIN );
	}

	/**
	 * The spec's messages, by key (the keys the generated client file uses),
	 * as templates: the numbers of MESSAGE_ARGS fill their placeholders
	 * (message() gives a message's text).
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		return array(
			'email_invalid'       => __( 'Please enter a valid email address.', 'stencilbox' ),
			'api_key_empty'       => __( 'Please provide a valid API Key.', 'stencilbox' ),
			'first_name_empty'    => __( 'First name cannot be empty.', 'stencilbox' ),
			'last_name_empty'     => __( 'Last name cannot be empty.', 'stencilbox' ),
			'first_name_invalid'  => __( 'The First Name may only contain letters, dashes and spaces.', 'stencilbox' ),
			'last_name_invalid'   => __( 'The Last Name may only contain letters, dashes and spaces.', 'stencilbox' ),
			'names_invalid'       => __( 'The First Name and Last Name may only contain letters, dashes and spaces.', 'stencilbox' ),
			'names_empty'         => __( 'First name and Last name cannot be empty.', 'stencilbox' ),
			'password_empty'      => __( 'Password cannot be empty.', 'stencilbox' ),
			/* translators: %d: the fewest characters a password may have */
			'password_weak'       => __( 'Password must contain at least %d characters, uppercase, lowercase and numbers.', 'stencilbox' ),
			'password_mismatch'   => __( 'Password not matched!', 'stencilbox' ),
			'privacy_not_agreed'  => __( 'Please accept the privacy policy.', 'stencilbox' ),
			'terms_not_agreed'    => __( 'Please accept the terms and conditions.', 'stencilbox' ),
		);
	}

	/**
	 * One message.
	 *
	 * @param string $key Key of messages().
	 */
	public static function message( string $key ): string {
		$text = self::messages()[ $key ];
		$args = array_map( static fn( string $rule ): int => self::numbers()[ $rule ], self::MESSAGE_ARGS[ $key ] ?? array() );
		return array() === $args ? $text : sprintf( $text, ...$args );
	}

	/**
	 * Text without the white space at its ends, as the client's `trim()`
	 * takes it off: Unicode spaces too (a pasted non-breaking space), which
	 * PHP's `trim()` leaves. Text that is not UTF-8 gets PHP's `trim()`.
	 *
	 * @param string $text Text.
	 */
	public static function trim( string $text ): string {
		return preg_replace( '/^\s+|\s+$/u', '', $text ) ?? trim( $text );
	}

	/**
	 * Email: the standard pattern, read as characters (`/u`: a non-breaking
	 * or other Unicode space is a space, as in the client's rule; text that
	 * is not UTF-8 fails), at most `EMAIL_MAX` characters.
	 *
	 * @param string $email Email.
	 */
	public static function email( string $email ): ?string {
		$email = self::trim( $email );
		if ( mb_strlen( $email, 'UTF-8' ) > self::EMAIL_MAX || ! preg_match( '/' . self::EMAIL_PATTERN . '/u', $email ) ) {
			return self::message( 'email_invalid' );
		}
		return null;
	}

	/**
	 * API key: non-empty.
	 *
	 * @param string $key Key.
	 */
	public static function api_key( string $key ): ?string {
		return '' === trim( $key ) ? self::message( 'api_key_empty' ) : null;
	}

	/**
	 * A first or last name.
	 *
	 * @param string $name  Value.
	 * @param string $which `first` or `last`.
	 */
	public static function name( string $name, string $which ): ?string {
		$name = self::trim( $name );
		if ( '' === $name ) {
			return self::message( 'first' === $which ? 'first_name_empty' : 'last_name_empty' );
		}
		if ( ! preg_match( '/' . self::NAME_PATTERN . '/u', $name ) ) {
			return self::message( 'first' === $which ? 'first_name_invalid' : 'last_name_invalid' );
		}
		return null;
	}

	/**
	 * The message shown once for both names when both are invalid (spec
	 * part 1 §5): the first name's message with "First Name" widened to
	 * "First Name and Last Name", or the combined empty message. The
	 * widened message is a string of its own, chosen by which rule the
	 * first name broke: searching the (translated) message for the English
	 * words told a translated site's user that names they had typed were
	 * empty.
	 *
	 * @param string $first_error First name message.
	 * @param string $last_error  Last name message.
	 */
	public static function combined_names( string $first_error, string $last_error ): string {
		unset( $last_error );
		return self::message( self::message( 'first_name_invalid' ) === $first_error ? 'names_invalid' : 'names_empty' );
	}

	/**
	 * Password strength: 8+ characters with upper, lower and a digit, and no
	 * double quote or backslash.
	 *
	 * @param string $password Password.
	 */
	public static function password( string $password ): ?string {
		if ( '' === $password ) {
			return self::message( 'password_empty' );
		}
		$weak = mb_strlen( $password, 'UTF-8' ) < self::PASSWORD_MIN || preg_match( '/' . self::PASSWORD_FORBIDS . '/', $password );
		foreach ( self::PASSWORD_NEEDS as $needed ) {
			$weak = $weak || ! preg_match( '/' . $needed . '/', $password );
		}
		if ( $weak ) {
			return self::message( 'password_weak' );
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
		return $password === $confirm ? null : self::message( 'password_mismatch' );
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
			$errors['privacy_consent'] = self::message( 'privacy_not_agreed' );
		}
		if ( empty( $fields['terms_consent'] ) ) {
			$errors['terms_consent'] = self::message( 'terms_not_agreed' );
		}
		return $errors;
	}
}
