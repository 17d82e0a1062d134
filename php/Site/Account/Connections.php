<?php
/**
 * Where the site keeps its sign-ins: per WordPress user (user meta) or
 * global for all sitewide users (an option), API key encrypted at rest.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Account;

use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\Crypto;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes connections. A connection made against another hub than
 * the current one is ignored (changing hubs signs everyone out).
 */
final class Connections {
	public const USER_META     = 'stencilbox_connection';
	public const GLOBAL_OPTION = 'stencilbox_global_connection';

	/**
	 * Constructor.
	 *
	 * @param Crypto    $crypto Encryption.
	 * @param HubClient $hub    The current hub.
	 */
	public function __construct( private Crypto $crypto, private HubClient $hub ) {}

	/**
	 * The user's own connection.
	 *
	 * @param int $user_id WordPress user.
	 */
	public function personal( int $user_id ): ?Connection {
		return $user_id ? $this->read( get_user_meta( $user_id, self::USER_META, true ), false ) : null;
	}

	/**
	 * The sitewide connection.
	 */
	public function global(): ?Connection {
		return $this->read( get_option( self::GLOBAL_OPTION, null ), true );
	}

	/**
	 * The connection a user acts with: their own, else the sitewide one.
	 *
	 * @param int $user_id WordPress user.
	 */
	public function current( int $user_id ): ?Connection {
		return $user_id ? ( $this->personal( $user_id ) ?? $this->global() ) : null;
	}

	/**
	 * Saves a connection.
	 *
	 * @param int    $user_id    WordPress user signing in.
	 * @param string $api_key    Key.
	 * @param int    $account_id Account id.
	 * @param string $email      Account email.
	 * @param bool   $via_api    Key brought by the user.
	 * @param bool   $global     For all sitewide users.
	 */
	public function save( int $user_id, string $api_key, int $account_id, string $email, bool $via_api, bool $global ): Connection {
		$record = array(
			'key'          => $this->crypto->encrypt( $api_key ),
			'account_id'   => $account_id,
			'email'        => $email,
			'via_api'      => $via_api,
			'owner'        => $user_id,
			'hub'          => $this->hub->hub_id(),
			'connected_at' => gmdate( 'c' ),
		);
		if ( $global ) {
			update_option( self::GLOBAL_OPTION, $record, false );
		} else {
			update_user_meta( $user_id, self::USER_META, $record );
		}
		return new Connection( $api_key, $account_id, $email, $via_api, $global, $user_id, $record['hub'] );
	}

	/**
	 * Removes a user's own connection.
	 *
	 * @param int $user_id WordPress user.
	 */
	public function forget_personal( int $user_id ): void {
		delete_user_meta( $user_id, self::USER_META );
	}

	/**
	 * Removes the sitewide connection.
	 */
	public function forget_global(): void {
		delete_option( self::GLOBAL_OPTION );
	}

	/**
	 * Turns a stored record into a connection.
	 *
	 * @param mixed $record Stored value.
	 * @param bool  $global Whether it is the sitewide one.
	 */
	private function read( mixed $record, bool $global ): ?Connection {
		if ( ! is_array( $record ) || ( $record['hub'] ?? '' ) !== $this->hub->hub_id() ) {
			return null;
		}
		$key = $this->crypto->decrypt( (string) ( $record['key'] ?? '' ) );
		if ( null === $key ) {
			return null;
		}
		return new Connection( $key, (int) $record['account_id'], (string) $record['email'], (bool) $record['via_api'], $global, (int) $record['owner'], (string) $record['hub'] );
	}
}
