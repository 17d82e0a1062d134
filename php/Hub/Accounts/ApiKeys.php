<?php
/**
 * API keys: random, shown once, stored only as a keyed hash, revocable.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\MadeOnce;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's account and key tables, which no WordPress API holds; read fresh, never cached, so a revoked key or a changed plan counts at once.

/**
 * Creates, verifies and revokes API keys.
 *
 * Keys carry 240 bits of randomness, so a keyed SHA-256 (with a secret kept
 * by the hub) is the right hash: it resists offline guessing without a slow
 * KDF and still allows lookup by hash.
 */
final class ApiKeys {
	public const PREFIX        = 'sbx_';
	public const SECRET_OPTION = 'stencilbox_hub_secret';

	/** A key a user creates to connect a site by hand ("Connect via API"). */
	public const KIND_PERSONAL = 'personal';
	/** A key the hub issues to a site when the user signs in with a password. */
	public const KIND_SESSION = 'session';
	/**
	 * A key the hub owner gives a site that uses this hub, so the hub trusts
	 * the browser addresses it forwards for the sign-in throttle. It names
	 * no account and never authenticates one.
	 */
	public const KIND_SITE = 'site';

	/**
	 * Creates a key and returns it in plain text (the only time it exists so).
	 *
	 * @param int    $account_id Account (0 for a site key).
	 * @param string $label      Where it is used.
	 * @param string $kind       KIND_PERSONAL, KIND_SESSION or KIND_SITE.
	 */
	public function create( int $account_id, string $label, string $kind = self::KIND_PERSONAL ): string {
		global $wpdb;
		$key = self::PREFIX . $this->random( 40 );
		$wpdb->insert(
			Names::table( 'api_keys' ),
			array(
				'account_id' => $account_id,
				'key_hash'   => $this->hash( $key ),
				'key_prefix' => substr( $key, 0, 10 ),
				'label'      => mb_substr( $label, 0, 190 ),
				'kind'       => in_array( $kind, array( self::KIND_SESSION, self::KIND_SITE ), true ) ? $kind : self::KIND_PERSONAL,
				'created_at' => current_time( 'mysql', true ),
			)
		);
		return $key;
	}

	/**
	 * The live account key row for a plain key, or null (site keys never
	 * authenticate an account).
	 *
	 * @param string $key Plain key.
	 * @return array{id:int,account_id:int,kind:string}|null
	 */
	public function verify( string $key ): ?array {
		$row = $this->live_row( $key );
		return null !== $row && self::KIND_SITE !== $row['kind'] ? $row : null;
	}

	/**
	 * Whether a plain key is a live site key.
	 *
	 * @param string $key Plain key.
	 */
	public function verify_site( string $key ): bool {
		return self::KIND_SITE === ( $this->live_row( $key )['kind'] ?? null );
	}

	/**
	 * The site keys (never the key itself).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function for_sites(): array {
		global $wpdb;
		return $this->rows( $wpdb->get_results( $wpdb->prepare( 'SELECT id, key_prefix, label, kind, created_at, last_used_at, revoked_at FROM %i WHERE kind = %s ORDER BY id DESC', Names::table( 'api_keys' ), self::KIND_SITE ), ARRAY_A ) );
	}

	/**
	 * The live row of any key, or null.
	 *
	 * @param string $key Plain key.
	 * @return array{id:int,account_id:int,kind:string}|null
	 */
	private function live_row( string $key ): ?array {
		global $wpdb;
		if ( ! str_starts_with( $key, self::PREFIX ) || strlen( $key ) > 100 ) {
			return null;
		}
		$table = Names::table( 'api_keys' );
		$row   = $wpdb->get_row(
			$wpdb->prepare( 'SELECT id, account_id, kind, last_used_at FROM %i WHERE key_hash = %s AND revoked_at IS NULL', $table, $this->hash( $key ) ),
			ARRAY_A
		);
		if ( ! $row ) {
			return null;
		}
		// Record use at most every five minutes: a read path should not write often.
		if ( ! $row['last_used_at'] || strtotime( $row['last_used_at'] . ' UTC' ) < time() - 300 ) {
			$wpdb->update( $table, array( 'last_used_at' => current_time( 'mysql', true ) ), array( 'id' => $row['id'] ) );
		}
		return array(
			'id'         => (int) $row['id'],
			'account_id' => (int) $row['account_id'],
			'kind'       => (string) $row['kind'],
		);
	}

	/**
	 * Revokes a key by id (optionally only if it belongs to an account).
	 *
	 * @param int      $id         Key id.
	 * @param int|null $account_id Owner to check.
	 * @return bool Whether a live key was revoked.
	 */
	public function revoke( int $id, ?int $account_id = null ): bool {
		global $wpdb;
		$where = array( 'id' => $id );
		if ( null !== $account_id ) {
			$where['account_id'] = $account_id;
		}
		$table = Names::table( 'api_keys' );
		$live  = null === $account_id
			? $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE id = %d AND revoked_at IS NULL', $table, $id ) )
			: $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE id = %d AND revoked_at IS NULL AND account_id = %d', $table, $id, $account_id ) );
		$live  = (int) $live;
		if ( ! $live ) {
			return false;
		}
		return (bool) $wpdb->update( $table, array( 'revoked_at' => current_time( 'mysql', true ) ), $where );
	}

	/**
	 * Revokes every key of an account, personal ones too: its address was
	 * just proven by someone who may not be whoever made them.
	 *
	 * @param int $account_id Account.
	 * @return int Keys revoked.
	 */
	public function revoke_all( int $account_id ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET revoked_at = %s WHERE account_id = %d AND revoked_at IS NULL', Names::table( 'api_keys' ), current_time( 'mysql', true ), $account_id ) );
	}

	/**
	 * Revokes an account's live session keys (the keys password sign-ins
	 * issued), all but one: what a new password ends. Personal keys stay.
	 *
	 * @param int $account_id Account.
	 * @param int $except_id  A key to keep (the one asking), or 0.
	 * @return int How many were revoked.
	 */
	public function revoke_sessions( int $account_id, int $except_id = 0 ): int {
		global $wpdb;
		return (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET revoked_at = %s WHERE account_id = %d AND kind = %s AND revoked_at IS NULL AND id <> %d',
				Names::table( 'api_keys' ),
				current_time( 'mysql', true ),
				$account_id,
				self::KIND_SESSION,
				$except_id
			)
		);
	}

	/**
	 * Deletes every key of an account (the account is being deleted).
	 *
	 * @param int $account_id Account (never 0: site keys have no account).
	 */
	public function delete_for_account( int $account_id ): void {
		global $wpdb;
		if ( $account_id > 0 ) {
			$wpdb->delete( Names::table( 'api_keys' ), array( 'account_id' => $account_id ), array( '%d' ) );
		}
	}

	/**
	 * An account's keys (never the key itself).
	 *
	 * @param int $account_id Account.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_account( int $account_id ): array {
		global $wpdb;
		return $this->rows( $wpdb->get_results( $wpdb->prepare( 'SELECT id, key_prefix, label, kind, created_at, last_used_at, revoked_at FROM %i WHERE account_id = %d AND kind <> %s ORDER BY id DESC', Names::table( 'api_keys' ), $account_id, self::KIND_SITE ), ARRAY_A ) );
	}

	/**
	 * Key rows (newest first) as listed, without the key itself.
	 *
	 * @param array<int, array<string, mixed>>|null $rows Rows read.
	 * @return array<int, array<string, mixed>>
	 */
	private function rows( ?array $rows ): array {
		return array_map(
			static fn( array $row ): array => array(
				'id'           => (int) $row['id'],
				'prefix'       => $row['key_prefix'],
				'label'        => $row['label'],
				'kind'         => $row['kind'],
				'created_at'   => $row['created_at'],
				'last_used_at' => $row['last_used_at'],
				'revoked'      => null !== $row['revoked_at'],
			),
			(array) $rows
		);
	}

	/**
	 * Keyed hash of a key.
	 *
	 * @param string $key Plain key.
	 */
	public function hash( string $key ): string {
		return hash_hmac( 'sha256', $key, $this->secret() );
	}

	/**
	 * The hub's own secret, created once (never replaced by a second one
	 * while it is good: every key is hashed with it).
	 */
	private function secret(): string {
		return (string) MadeOnce::option(
			self::SECRET_OPTION,
			static fn( mixed $secret ): bool => is_string( $secret ) && strlen( $secret ) >= 64,
			static fn(): string => bin2hex( random_bytes( 32 ) )
		);
	}

	/**
	 * Random URL-safe characters.
	 *
	 * @param int $length Length.
	 */
	private function random( int $length ): string {
		$alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
		$out      = '';
		for ( $i = 0; $i < $length; $i++ ) {
			$out .= $alphabet[ random_int( 0, strlen( $alphabet ) - 1 ) ];
		}
		return $out;
	}
}
