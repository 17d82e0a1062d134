<?php
/**
 * Accounts table access.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes account rows. Emails are stored lower-cased, so the
 * unique index makes them unique case-insensitively on every database.
 */
final class AccountRepository {
	public const PLANS      = array( 'free', 'starter', 'pro' );
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
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
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
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s", self::normalize_email( $email ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $row ? $this->cast( $row ) : null;
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
		return strtolower( trim( $email ) );
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
