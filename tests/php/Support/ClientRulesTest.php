<?php
/**
 * The rules the client needs before it asks the server (account validation
 * rules and messages, the display-conditions modal's message, the logo
 * width range, the search minimum, and the texts of `Support\Messages`)
 * and the lists it shares with the server (the catalogue's filters, the
 * fields of a display condition, the saved templates' types) have one source, the PHP definitions:
 * this test writes them to src/utils/generated/rules.json (`npm run
 * rules`, which then writes rules.ts, limits.ts and lists.ts from it) and
 * fails when the committed file is stale. Jest
 * (src/utils/generated/test/rules.test.ts) checks the three against the
 * JSON and runs the client's validation and search rule on the cases
 * below, expecting the hub's verdicts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Hub\Accounts\Validation;
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\Templates\Conditions;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Tests\TestCase;

/**
 * PHP → rules.json.
 */
final class ClientRulesTest extends TestCase {
	/** The committed file. */
	private const FILE = '/src/utils/generated/rules.json';

	/**
	 * A pattern as the client's RegExp takes it.
	 *
	 * @param string $pattern PCRE without delimiters.
	 * @param string $flags   Flags (`u` where PHP uses /u).
	 * @return array{pattern: string, flags: string}
	 */
	private static function pattern( string $pattern, string $flags = '' ): array {
		return array(
			'pattern' => $pattern,
			'flags'   => $flags,
		);
	}

	/**
	 * What the client must agree with: the rules, the messages (as msgids:
	 * the test site has no translations) and the hub's verdicts on sample
	 * input.
	 *
	 * @return array<string, mixed>
	 */
	private static function rules(): array {
		$cases = array();
		foreach ( array( 'ana@example.org', 'A.B+tag@sub.example.co', '', 'ana', 'ana@', 'ana@example', 'a b@example.org', 'a"b@example.org', str_repeat( 'a', 190 ) . '@example.org', "ana\u{00A0}lima@example.org", "ana@example\u{2003}.org", str_repeat( 'ä', 170 ) . '@example.org', str_repeat( 'ä', 180 ) . '@example.org', "\u{00A0}ana@example.org\u{2003}" ) as $email ) {
			$cases[] = array( 'email', array( $email ), Validation::email( $email ) );
		}
		foreach ( array( '', '  ', 'sbx_abc' ) as $key ) {
			$cases[] = array( 'api_key', array( $key ), Validation::api_key( $key ) );
		}
		foreach ( array( 'first', 'last' ) as $which ) {
			foreach ( array( '', ' ', 'Ana', 'Mary-Jane', 'Anne Marie', 'Zoë', 'José María', 'Ana1', "O'Neil", 'a_b', "Zoë\u{00A0}", "\u{00A0}\u{3000}" ) as $name ) {
				$cases[] = array( 'name', array( $name, $which ), Validation::name( $name, $which ) );
			}
		}
		foreach ( array( '', 'Abcdefg1', 'Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdefg1"', 'Abcdefg1\\', 'Secret-Pass-42', 'Aa1ééé', 'Aa1ééééé', "Aa1\u{1F600}\u{1F600}\u{1F600}", "Aa1\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}" ) as $password ) {
			$cases[] = array( 'password', array( $password ), Validation::password( $password ) );
		}
		$cases[] = array( 'confirm', array( 'Abcdefg1', 'Abcdefg1' ), Validation::confirm( 'Abcdefg1', 'Abcdefg1' ) );
		$cases[] = array( 'confirm', array( 'Abcdefg1', 'abcdefg1' ), Validation::confirm( 'Abcdefg1', 'abcdefg1' ) );
		$good = array(
			'first_name'       => 'Ana',
			'last_name'        => 'Lima',
			'email'            => 'ana@example.org',
			'password'         => 'Abcdefg1',
			'confirm_password' => 'Abcdefg1',
			'privacy_consent'  => true,
			'terms_consent'    => true,
		);
		$signups = array(
			$good,
			array(
				'first_name'      => '',
				'last_name'       => '',
				'privacy_consent' => false,
				'terms_consent'   => false,
			) + $good,
			array(
				'first_name' => 'Ana1',
				'last_name'  => 'Lima2',
			) + $good,
			array(
				'first_name'       => 'Ana1',
				'last_name'        => '',
				'password'         => 'short',
				'confirm_password' => 'other',
			) + $good,
			array( 'last_name' => ' ' ) + $good,
		);
		foreach ( $signups as $fields ) {
			$cases[] = array( 'signup', array( $fields ), (object) Validation::signup( $fields ) );
		}
		// A list searches with what the hub accepts (trimmed), else shows everything.
		$short = str_repeat( 'x', ItemArgs::SEARCH_MIN - 1 );
		$min   = str_repeat( 'x', ItemArgs::SEARCH_MIN );
		foreach ( array( '', '   ', $short, " {$short}  ", $min, "  {$min} ", "{$short} y", 'lighthouse', "\u{1F600}\u{1F600}", "\u{1F600}\u{1F600}\u{1F600}", 'éé', 'ééé' ) as $search ) {
			$cases[] = array( 'search', array( $search ), '' !== trim( $search ) && true === ItemArgs::validate_search( $search ) ? trim( $search ) : '' );
		}
		// A pack name's title and tagline, when the user left them empty.
		foreach ( array( 'Harbor - Creative Agency', 'Saffron', 'Sun-Kissed Bakery - Cafe', 'Sterling & Vale - Law Firm - Boston', 'Lumen – SaaS Startup', 'Tide-Water', ' Spaced  -  Out ' ) as $name ) {
			$cases[] = array( 'title_fallback', array( $name ), ImportForm::title_fallback( $name ) );
		}
		return array(
			'account'          => array(
				'email_max'        => Validation::EMAIL_MAX,
				'email_pattern'    => self::pattern( Validation::EMAIL_PATTERN, 'u' ),
				'name_pattern'     => self::pattern( Validation::NAME_PATTERN, 'u' ),
				'password_min'     => Validation::PASSWORD_MIN,
				'password_needs'   => array_map( array( self::class, 'pattern' ), Validation::PASSWORD_NEEDS ),
				'password_forbids' => self::pattern( Validation::PASSWORD_FORBIDS ),
			),
			'account_messages' => Validation::messages(),
			'account_message_args' => Validation::MESSAGE_ARGS,
			'condition_messages' => array( 'sub_id_required' => Conditions::sub_id_required_message() ),
			'messages'         => array(
				'item_missing'   => Messages::item_missing(),
				'files_limit'    => Messages::files_limit(),
				'account_synced' => Messages::account_synced(),
			),
			'catalog_filters'  => ItemArgs::filter_kinds(),
			'catalog_term_filters' => ItemArgs::client_term_filters(),
			'condition_fields' => array_map( static fn( array $field ): mixed => $field['default'], Conditions::FIELDS ),
			'template_types'   => TemplatePostType::TYPES,
			'platforms'        => array(
				'all'                => ItemArgs::PLATFORMS,
				'default'            => ItemArgs::DEFAULT_PLATFORM,
				'block_editor_first' => Platforms::block_editor_first(),
				'traits'             => Platforms::client(),
			),
			'plans'            => array(
				'all'     => Plans::ALL,
				'filters' => Plans::FILTERS,
			),
			'search'           => array( 'min' => ItemArgs::SEARCH_MIN ),
			'cloud_name'       => array( 'max' => CloudArgs::NAME_MAX ),
			'logo_width'       => array(
				'min'     => ImportForm::LOGO_MIN,
				'max'     => ImportForm::LOGO_MAX,
				'default' => ImportForm::LOGO_DEFAULT,
			),
			'cases'            => array_map(
				static fn( array $c ): array => array(
					'rule'   => $c[0],
					'args'   => $c[1],
					'result' => $c[2],
				),
				$cases
			),
		);
	}

	public function test_the_generated_rules_are_current(): void {
		$this->assertSame( 'en_US', determine_locale(), 'messages are written as their msgids' );
		$json = wp_json_encode( self::rules(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
		$file = dirname( __DIR__, 3 ) . self::FILE;
		if ( getenv( 'STENCILBOX_WRITE_RULES' ) ) {
			file_put_contents( $file, $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a dev script.
		}
		$this->assertFileExists( $file );
		$this->assertSame( $json, (string) file_get_contents( $file ), self::FILE . ' is stale: run `npm run rules`' );
	}

	public function test_the_messages_are_the_validations(): void {
		$messages = Validation::messages();
		$this->assertSame( Validation::message( 'password_weak' ), Validation::password( 'weak' ) );
		$this->assertSame( $messages['names_empty'], Validation::signup( array() )['first_name'] );
		$this->assertSame( 'Password must contain at least 8 characters, uppercase, lowercase and numbers.', Validation::password( 'weak' ), 'the spec\'s text' );
		// The minimum is written once (issue [23] #10): the message takes it
		// from the rule, so a changed minimum changes the message too.
		$this->assertSame( 1, substr_count( $messages['password_weak'], '%d' ) );
		$this->assertStringNotContainsString( (string) Validation::PASSWORD_MIN, $messages['password_weak'] );
		$this->assertSame( array( 'password_min' ), Validation::MESSAGE_ARGS['password_weak'] );
		$this->assertSame( Validation::PASSWORD_MIN, Validation::numbers()['password_min'] );
		foreach ( Validation::MESSAGE_ARGS as $key => $rules ) {
			$this->assertSame( count( $rules ), substr_count( $messages[ $key ], '%d' ), "$key: one placeholder per number" );
		}
	}
}
