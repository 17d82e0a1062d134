<?php
/**
 * Accounts table access.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's account and key tables, which no WordPress API holds; read fresh, never cached, so a revoked key or a changed plan counts at once.

/**
 * Reads and writes account rows. Emails are stored lower-cased, so the
 * unique index makes them unique case-insensitively on every database.
 */
final class AccountRepository {
	public const PLANS      = Plans::ALL;
	public const PLAN_TERMS = array( '', 'lifetime', 'yearly' );

	/**
	 * An account by id.
	 *
	 * @param int $id Account id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Names::table( 'accounts' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $table, $id ), ARRAY_A );
		return $row ? $this->cast( $row ) : null;
	}

	/**
	 * An account by email (any case).
	 *
	 * @param string $email Email.
	 * @return array<string, mixed>|null
	 */
	public function find_by_email( string $email ): ?array {
		global $wpdb;
		$table = Names::table( 'accounts' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE email = %s', $table, self::normalize_email( $email ) ), ARRAY_A );
		return $row ? $this->cast( $row ) : null;
	}

	/**
	 * Creates an account; returns its id.
	 *
	 * @param array<string, mixed> $fields Columns.
	 */
	public function insert( array $fields ): int {
		global $wpdb;
		$fields['email']  = self::normalize_email( (string) $fields['email'] );
		$fields['joined'] = $fields['joined'] ?? current_time( 'mysql', true );
		$wpdb->insert( Names::table( 'accounts' ), $fields );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Updates columns of an account.
	 *
	 * @param int                  $id     Account id.
	 * @param array<string, mixed> $fields Columns.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		if ( isset( $fields['email'] ) ) {
			$fields['email'] = self::normalize_email( (string) $fields['email'] );
		}
		$wpdb->update( Names::table( 'accounts' ), $fields, array( 'id' => $id ) );
	}

	/**
	 * Deletes an account row (its data goes first: `AccountService::delete()`).
	 *
	 * @param int $id Account id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'accounts' ), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * An account by verification token hash.
	 *
	 * @param string $token_hash SHA-256 of the token.
	 * @return array<string, mixed>|null
	 */
	public function find_by_verify_token( string $token_hash ): ?array {
		global $wpdb;
		if ( '' === $token_hash ) {
			return null;
		}
		$table = Names::table( 'accounts' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE verify_token_hash = %s', $table, $token_hash ), ARRAY_A );
		return $row ? $this->cast( $row ) : null;
	}

	/**
	 * A page of accounts for the hub admin, newest first.
	 *
	 * @param string $search   Matches email or names.
	 * @param int    $page     Page (1-based).
	 * @param int    $per_page Page size.
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function list( string $search, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Names::table( 'accounts' );
		$offset = ( $page - 1 ) * $per_page;
		if ( '' === $search ) {
			$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $table ) );
			$rows  = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY id DESC LIMIT %d OFFSET %d', $table, $per_page, $offset ), ARRAY_A );
		} else {
			$like  = '%' . $wpdb->esc_like( $search ) . '%';
			$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE (email LIKE %s OR first_name LIKE %s OR last_name LIKE %s)', $table, $like, $like, $like ) );
			$rows  = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE (email LIKE %s OR first_name LIKE %s OR last_name LIKE %s) ORDER BY id DESC LIMIT %d OFFSET %d', $table, $like, $like, $like, $per_page, $offset ), ARRAY_A );
		}
		$rows   = (array) $rows;
		return array(
			'items' => array_map( array( $this, 'cast' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * The plan string the spec's profile carries: `free`, or the plan with its
	 * term, e.g. `pro_lifetime`, `starter_yearly`.
	 *
	 * @param array<string, mixed> $account Account row.
	 */
	public static function plan_string( array $account ): string {
		$plan = (string) ( $account['plan'] ?? 'free' );
		$term = (string) ( $account['plan_term'] ?? '' );
		return 'free' === $plan || '' === $term ? $plan : $plan . '_' . $term;
	}

	/**
	 * Lower-cased, trimmed email.
	 *
	 * @param string $email Email.
	 */
	public static function normalize_email( string $email ): string {
		return strtolower( Validation::trim( $email ) );
	}

	/**
	 * Types a row.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private function cast( array $row ): array {
		foreach ( array( 'id' ) as $int ) {
			$row[ $int ] = (int) $row[ $int ];
		}
		foreach ( array( 'is_verified', 'show_notice', 'cloud_activity' ) as $bool ) {
			$row[ $bool ] = (bool) (int) $row[ $bool ];
		}
		return $row;
	}
}
