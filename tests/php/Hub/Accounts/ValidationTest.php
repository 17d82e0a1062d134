<?php
/**
 * The spec's account rules and exact messages (part 1 §5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Accounts;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\Validation;
use Stencilbox\Tests\TestCase;

/**
 * Each rule, valid and invalid.
 *
 * @database-neutral AccountRepository only for normalize_email(), a string function with no SQL.
 */
final class ValidationTest extends TestCase {
	public function test_email(): void {
		foreach ( array( 'ana@example.org', 'A.B+tag@sub.example.co' ) as $ok ) {
			$this->assertNull( Validation::email( $ok ), $ok );
		}
		foreach ( array( '', 'ana', 'ana@', '@example.org', 'ana@example', 'a b@example.org', 'ana@exa mple.org', str_repeat( 'a', 190 ) . '@example.org' ) as $bad ) {
			$this->assertSame( 'Please enter a valid email address.', Validation::email( $bad ), $bad );
		}
	}

	/**
	 * The address rule reads characters, as the sign-up form does: a
	 * non-breaking or other Unicode space (pasted from a document) is a
	 * space, and the length counts characters, not UTF-8 bytes.
	 */
	public function test_email_reads_characters(): void {
		foreach ( array( "ana\u{00A0}lima@example.org", "ana@example\u{2003}.org", "ana\u{3000}@example.org" ) as $bad ) {
			$this->assertSame( 'Please enter a valid email address.', Validation::email( $bad ), $bad );
		}
		$this->assertNull( Validation::email( str_repeat( 'ä', 170 ) . '@example.org' ) );
		// Trimmed as the form trims: a pasted non-breaking space at either end is no part of it.
		$this->assertNull( Validation::email( "\u{00A0}ana@example.org\u{2003}" ) );
		$this->assertNull( Validation::name( "Zoë\u{00A0}", 'first' ) );
		$this->assertSame( 'First name cannot be empty.', Validation::name( "\u{00A0}\u{3000}", 'first' ) );
		$this->assertSame( 'ana@example.org', AccountRepository::normalize_email( "\u{00A0}Ana@Example.org " ) );
		$this->assertSame( 'Please enter a valid email address.', Validation::email( str_repeat( 'ä', 180 ) . '@example.org' ) );
	}

	public function test_api_key(): void {
		$this->assertSame( 'Please provide a valid API Key.', Validation::api_key( '  ' ) );
		$this->assertNull( Validation::api_key( 'sbx_abc' ) );
	}

	public function test_names(): void {
		$this->assertSame( 'First name cannot be empty.', Validation::name( ' ', 'first' ) );
		$this->assertSame( 'Last name cannot be empty.', Validation::name( '', 'last' ) );
		$this->assertSame( 'The First Name may only contain letters, dashes and spaces.', Validation::name( 'Ana1', 'first' ) );
		$this->assertSame( 'The Last Name may only contain letters, dashes and spaces.', Validation::name( 'O\'Neil', 'last' ) );
		foreach ( array( 'Ana', 'Mary-Jane', 'Anne Marie', 'Zoë', 'Łukasz', 'José María' ) as $ok ) {
			$this->assertNull( Validation::name( $ok, 'first' ), $ok );
		}
	}

	public function test_combined_name_message(): void {
		$this->assertSame(
			'The First Name and Last Name may only contain letters, dashes and spaces.',
			Validation::combined_names( 'The First Name may only contain letters, dashes and spaces.', 'The Last Name may only contain letters, dashes and spaces.' )
		);
		$this->assertSame( 'First name and Last name cannot be empty.', Validation::combined_names( 'First name cannot be empty.', 'Last name cannot be empty.' ) );
		$errors = Validation::signup( array( 'first_name' => '', 'last_name' => '' ) );
		$this->assertSame( 'First name and Last name cannot be empty.', $errors['first_name'] );
		$this->assertSame( $errors['first_name'], $errors['last_name'] );
	}

	/**
	 * Both names invalid on a translated site: the combined message is the
	 * invalid-names one, not "cannot be empty" (the choice used to look for
	 * the English words "First Name" in the translated message).
	 */
	public function test_combined_name_message_translated(): void {
		$german = array(
			'The First Name may only contain letters, dashes and spaces.' => 'Der Vorname darf nur Buchstaben, Bindestriche und Leerzeichen enthalten.',
			'The Last Name may only contain letters, dashes and spaces.' => 'Der Nachname darf nur Buchstaben, Bindestriche und Leerzeichen enthalten.',
			'The First Name and Last Name may only contain letters, dashes and spaces.' => 'Vor- und Nachname dürfen nur Buchstaben, Bindestriche und Leerzeichen enthalten.',
			'First name and Last name cannot be empty.' => 'Vor- und Nachname dürfen nicht leer sein.',
		);
		$translate = static fn( string $translation, string $text ): string => $german[ $text ] ?? $translation;
		add_filter( 'gettext_stencilbox', $translate, 10, 2 );
		try {
			$errors = Validation::signup( array( 'first_name' => 'Ana1', 'last_name' => 'Lima2' ) );
			$this->assertSame( 'Vor- und Nachname dürfen nur Buchstaben, Bindestriche und Leerzeichen enthalten.', $errors['first_name'] );
			$this->assertSame( $errors['first_name'], $errors['last_name'] );
			$errors = Validation::signup( array( 'first_name' => '', 'last_name' => '' ) );
			$this->assertSame( 'Vor- und Nachname dürfen nicht leer sein.', $errors['first_name'] );
		} finally {
			remove_filter( 'gettext_stencilbox', $translate, 10 );
		}
	}

	public function test_password(): void {
		$this->assertSame( 'Password cannot be empty.', Validation::password( '' ) );
		$weak = 'Password must contain at least 8 characters, uppercase, lowercase and numbers.';
		foreach ( array( 'Short1A', 'alllower1', 'ALLUPPER1', 'NoDigitsHere', 'Has"Quote1', 'Back\\slash1' ) as $bad ) {
			$this->assertSame( $weak, Validation::password( $bad ), $bad );
		}
		$this->assertNull( Validation::password( 'Str0ngPass' ) );
	}

	/**
	 * "At least 8 characters" counts characters, not bytes: an accented
	 * letter is two bytes in UTF-8 and an emoji four, and neither makes a
	 * short password long enough (part 1 §5, §9).
	 */
	public function test_password_length_counts_characters(): void {
		$weak = Validation::message( 'password_weak' );
		foreach ( array( 'Aa1ééé', 'Aa1éééé', "Aa1\u{1F600}\u{1F600}\u{1F600}" ) as $short ) {
			$this->assertSame( $weak, Validation::password( $short ), $short );
		}
		$this->assertNull( Validation::password( 'Aa1ééééé' ) );
		$this->assertNull( Validation::password( "Aa1\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}" ) );
	}

	public function test_confirm(): void {
		$this->assertSame( 'Password not matched!', Validation::confirm( 'Str0ngPass', 'Str0ngPas' ) );
		$this->assertNull( Validation::confirm( 'Str0ngPass', 'Str0ngPass' ) );
	}

	public function test_consents_are_both_required(): void {
		$base   = array(
			'first_name'       => 'Ana',
			'last_name'        => 'Lima',
			'email'            => 'ana@example.org',
			'password'         => 'Str0ngPass',
			'confirm_password' => 'Str0ngPass',
		);
		$errors = Validation::signup( $base + array( 'privacy_consent' => true ) );
		$this->assertSame( array( 'terms_consent' ), array_keys( $errors ) );
		$errors = Validation::signup( $base + array( 'terms_consent' => true ) );
		$this->assertSame( array( 'privacy_consent' ), array_keys( $errors ) );
		$this->assertSame( array(), Validation::signup( $base + array( 'terms_consent' => true, 'privacy_consent' => true ) ) );
	}
}
