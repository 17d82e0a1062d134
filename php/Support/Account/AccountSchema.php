<?php
/**
 * The accounts' answer contract, shared by the hub routes that build the
 * answers (`Hub\Accounts\AccountService::profile()`, `Hub\Accounts\ApiKeys`)
 * and the site routes that pass them on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Account;

use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Schemas of a profile, the site's sign-in flags and API keys. Their
 * TypeScript types are generated from these (`src/api/generated/answers.ts`,
 * named in `src/api/types.ts`).
 */
final class AccountSchema {
	/**
	 * What an account is: names, plan, verification, preferences.
	 *
	 * @return array<string, mixed>
	 */
	public static function account(): array {
		return Schema::object(
			array(
				'id'             => Schema::integer(),
				'name'           => Schema::string(),
				'first_name'     => Schema::string(),
				'last_name'      => Schema::string(),
				'email'          => Schema::string(),
				'profile_photo'  => Schema::string(),
				'joined'         => Schema::string(),
				'plan'           => Schema::string(),
				'is_verified'    => Schema::boolean(),
				'show_notice'    => Schema::boolean(),
				'cloud_activity' => Schema::boolean(),
				// The spec's `meta` (part 1 §3): the plan string's parts.
				'meta'           => Schema::object(
					array(
						'plan_name' => Schema::enum( Plans::ALL ),
						'plan_term' => Schema::enum( array( '', 'lifetime', 'yearly' ) ),
					)
				),
			)
		);
	}

	/**
	 * A library account as the hub describes it to the account: with what
	 * it starred, bought and rated.
	 *
	 * @return array<string, mixed>
	 */
	public static function hub_profile(): array {
		$ids     = Schema::list( Schema::integer() );
		$profile = self::account();
		$profile['properties'] += array(
			'starred'        => self::starred(),
			'purchasedItems' => Schema::object(
				array(
					'page'  => $ids,
					'block' => $ids,
					'pack'  => $ids,
				)
			),
			'reviews'        => Schema::object( array( 'pack' => Schema::map( Schema::number() ) ) ),
			// What the hub owner let the account do on the hub (issue [26]: `approve`).
			'rights'         => Schema::list( Schema::enum( array( 'approve' ) ) ),
		);
		return $profile;
	}

	/**
	 * An account as the hub owner's screen lists it: the account, its plan
	 * and the plan's term apart.
	 *
	 * @return array<string, mixed>
	 */
	public static function admin_account(): array {
		$account                 = self::account();
		$account['properties'] += array(
			'plan_name' => Schema::enum( Plans::ALL ),
			'plan_term' => Schema::enum( array( '', 'lifetime', 'yearly' ) ),
		);
		return $account;
	}

	/**
	 * The ids of the account's favourite pages and blocks (`items`) and packs.
	 *
	 * @return array<string, mixed>
	 */
	public static function starred(): array {
		$ids = Schema::list( Schema::integer() );
		return Schema::object(
			array(
				'items' => $ids,
				'packs' => $ids,
			)
		);
	}

	/**
	 * The spec's link / unlink / global sign-in flags the site adds.
	 *
	 * @return array<string, mixed>
	 */
	public static function flags(): array {
		return Schema::object(
			array(
				'is_globally_signed' => Schema::boolean(),
				'signed_as_global'   => Schema::boolean(),
				'global_user'        => self::global_user(),
				'link_account'       => Schema::boolean(),
				'unlink_account'     => Schema::boolean(),
			)
		);
	}

	/**
	 * Who signed the site in for every user, or null.
	 *
	 * @return array<string, mixed>
	 */
	public static function global_user(): array {
		return Schema::nullable(
			Schema::object(
				array(
					'id'   => Schema::integer(),
					'name' => Schema::string(),
				)
			)
		);
	}

	/**
	 * A profile as the site shows it: the hub's, with the site's flags.
	 *
	 * @return array<string, mixed>
	 */
	public static function site_profile(): array {
		$profile               = self::hub_profile();
		$profile['properties'] = $profile['properties'] + self::flags()['properties'];
		return $profile;
	}

	/**
	 * An API key as listed (the key itself is answered once, when made).
	 *
	 * @return array<string, mixed>
	 */
	public static function key_row(): array {
		return Schema::object(
			array(
				'id'           => Schema::integer(),
				'prefix'       => Schema::string(),
				'label'        => Schema::string(),
				'kind'         => Schema::enum( array( 'personal', 'session', 'site' ) ),
				'created_at'   => Schema::string(),
				'last_used_at' => Schema::nullable( Schema::string() ),
				'revoked'      => Schema::boolean(),
			)
		);
	}

	/**
	 * `{data: [keys], api_key?}`: a list of keys, and the new key once.
	 *
	 * @return array<string, mixed>
	 */
	public static function keys(): array {
		return Schema::object(
			array(
				'data'    => Schema::list( self::key_row() ),
				'api_key' => Schema::optional( Schema::string() ),
			)
		);
	}
}
