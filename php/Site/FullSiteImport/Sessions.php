<?php
/**
 * Full-site import sessions: one row per import.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the import sessions table (ours); each request resumes from the cursor and lock the last one wrote, so it reads the row itself, never a cached copy.

/**
 * A session holds the form the user sent, the cursor (which step, which
 * unit of it, and what earlier units learnt), the log the client reads,
 * the results, and a lock so only one request works on it at a time.
 */
final class Sessions {
	public const RUNNING  = 'running';
	public const COMPLETE = 'complete';
	public const ERROR    = 'error';
	public const REVERTED = 'reverted';

	/** How long a lock lasts without being renewed (seconds). */
	public const LOCK_SECONDS = 20;

	/**
	 * The table.
	 */
	private static function table(): string {
		return Names::table( 'fsi_sessions' );
	}

	/**
	 * Creates a session.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $pack    Pack facts (id, slug, name, platform).
	 * @param array<string, mixed> $form    The import form.
	 * @param array<string, mixed> $cursor  The first cursor.
	 * @param string|null          $uuid    Its public id (a new one by default).
	 * @return array<string, mixed> The session.
	 */
	public function create( int $user_id, array $pack, array $form, array $cursor, ?string $uuid = null ): array {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			self::table(),
			array(
				'uuid'         => $uuid ?? wp_generate_uuid4(),
				'user_id'      => $user_id,
				'pack_id'      => (int) $pack['id'],
				'pack_slug'    => (string) $pack['slug'],
				'pack_name'    => (string) $pack['name'],
				'platform'     => (string) $pack['platform'],
				'status'       => self::RUNNING,
				'form'         => (string) wp_json_encode( (object) $form ),
				'cursor_state' => (string) wp_json_encode( (object) $cursor ),
				'log'          => '[]',
				'results'      => '{}',
				'created_at'   => $now,
				'updated_at'   => $now,
			)
		);
		return (array) $this->find_id( (int) $wpdb->insert_id );
	}

	/**
	 * A session by its public id.
	 *
	 * @param string $uuid Session id the client holds.
	 * @return array<string, mixed>|null
	 */
	public function find( string $uuid ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE uuid = %s', $table, $uuid ), ARRAY_A );
		return $row ? self::decode( $row ) : null;
	}

	/**
	 * A session by row id.
	 *
	 * @param int $id Row id.
	 * @return array<string, mixed>|null
	 */
	public function find_id( int $id ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $table, $id ), ARRAY_A );
		return $row ? self::decode( $row ) : null;
	}

	/**
	 * The user's unfinished import, if any (the wizard resumes it).
	 *
	 * @param int $user_id WordPress user.
	 * @return array<string, mixed>|null
	 */
	public function running_of( int $user_id ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE user_id = %d AND status = %s ORDER BY id DESC LIMIT 1', $table, $user_id, self::RUNNING ), ARRAY_A );
		return $row ? self::decode( $row ) : null;
	}

	/**
	 * Every running import, oldest first (whoever started it).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function running(): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE status = %s ORDER BY id', $table, self::RUNNING ), ARRAY_A );
		return array_map( array( self::class, 'decode' ), $rows );
	}

	/**
	 * Every import, newest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY id DESC LIMIT 200', $table ), ARRAY_A );
		return array_map( array( self::class, 'decode' ), $rows );
	}

	/**
	 * The imports after one (newer ids) that are not reverted yet, newest first.
	 *
	 * @param int $id Row id.
	 * @return array<int, array<string, mixed>>
	 */
	public function since( int $id ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id >= %d AND status <> %s ORDER BY id DESC', $table, $id, self::REVERTED ), ARRAY_A );
		return array_map( array( self::class, 'decode' ), $rows );
	}

	/**
	 * Writes some columns of a session.
	 *
	 * @param int                  $id      Row id.
	 * @param array<string, mixed> $changes Columns (form, cursor_state, log and results as arrays).
	 */
	public function update( int $id, array $changes ): void {
		global $wpdb;
		foreach ( array( 'form', 'cursor_state', 'log', 'results' ) as $json ) {
			if ( array_key_exists( $json, $changes ) ) {
				$changes[ $json ] = (string) wp_json_encode( 'log' === $json ? array_values( (array) $changes[ $json ] ) : (object) $changes[ $json ] );
			}
		}
		$changes['updated_at'] = current_time( 'mysql', true );
		$wpdb->update( self::table(), $changes, array( 'id' => $id ) );
	}

	/**
	 * Takes the session's lock; false while another live request holds it.
	 * A lock whose holder's process is gone (a killed worker on this
	 * machine) is free at once; otherwise it lapses after LOCK_SECONDS.
	 *
	 * @param array<string, mixed> $session Session.
	 * @param string               $token   This request's token.
	 */
	public function lock( array $session, string $token ): bool {
		global $wpdb;
		$table = self::table();
		$now   = time();
		$held  = (string) $session['lock_token'];
		$free  = (int) $session['lock_until'] < $now || '' === $held || $held === $token || ! self::holder_alive( $held );
		if ( ! $free ) {
			return false;
		}
		$done = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET lock_token = %s, lock_until = %d WHERE id = %d AND lock_token = %s', $table, $token, $now + self::LOCK_SECONDS, (int) $session['id'], $held ) );
		return 1 === (int) $done;
	}

	/**
	 * Extends a held lock (each unit renews it).
	 *
	 * @param int    $id    Row id.
	 * @param string $token This request's token.
	 */
	public function renew( int $id, string $token ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET lock_until = %d WHERE id = %d AND lock_token = %s', $table, time() + self::LOCK_SECONDS, $id, $token ) );
	}

	/**
	 * Gives the lock back.
	 *
	 * @param int    $id    Row id.
	 * @param string $token This request's token.
	 */
	public function unlock( int $id, string $token ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "UPDATE %i SET lock_token = '', lock_until = 0 WHERE id = %d AND lock_token = %s", $table, $id, $token ) );
	}

	/**
	 * A lock token for this request: host, process id and a random part, so
	 * a holder on this machine can be checked for life.
	 */
	public static function token(): string {
		return substr( (string) gethostname(), 0, 20 ) . ':' . getmypid() . ':' . wp_generate_password( 10, false );
	}

	/**
	 * Whether the request holding a lock may still be running.
	 *
	 * @param string $token Lock token.
	 */
	public static function holder_alive( string $token ): bool {
		$parts = explode( ':', $token );
		if ( 3 !== count( $parts ) || substr( (string) gethostname(), 0, 20 ) !== $parts[0] || ! function_exists( 'posix_kill' ) ) {
			return true;
		}
		// Same process, another token: that request has ended (a process serves one request at a time).
		return (int) $parts[1] !== getmypid() && posix_kill( (int) $parts[1], 0 );
	}

	/**
	 * A row with its JSON columns decoded.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array<string, mixed>
	 */
	private static function decode( array $row ): array {
		foreach ( array( 'form', 'cursor_state', 'log', 'results' ) as $json ) {
			$row[ $json ] = (array) json_decode( (string) $row[ $json ], true );
		}
		$row['id']      = (int) $row['id'];
		$row['user_id'] = (int) $row['user_id'];
		$row['pack_id'] = (int) $row['pack_id'];
		return $row;
	}
}
