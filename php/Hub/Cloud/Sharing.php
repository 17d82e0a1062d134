<?php
/**
 * Sharing workspaces by email: members, invitations, and invitations that
 * turn into memberships when an account with the address is verified.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Accounts\Validation;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * An address with a verified account becomes a member at once and is told
 * by mail. Any other address (no account, or an account not verified yet)
 * is a pending invitation with an invitation mail; it becomes a membership
 * when an account with that address is verified — only a verified address
 * proves its owner is the person invited. Removing a member, or an
 * invitation, sends that member's files in the workspace back to their My
 * Clouds: nothing is lost.
 *
 * Each mail carries words the owner chose (their name, the WorkSpace's
 * title) to any address, so mails are counted (found by probing,
 * 2026-12-04: removing and sharing an address again mailed it each time,
 * without limit): an account shares with at most MAILS_PER_WINDOW new
 * addresses per `Throttle::WINDOW` (checked before anything changes:
 * `check_budget()`, 429 `too_many_attempts`), and one address hears about
 * one WorkSpace at most once per window (shared again sooner, it is in
 * the WorkSpace as before, without a second mail).
 */
final class Sharing {
	/** New addresses one account may share with per `Throttle::WINDOW` (a request takes 50 at most). */
	public const MAILS_PER_WINDOW = 100;

	/**
	 * Constructor.
	 *
	 * @param Workspaces        $workspaces Workspaces.
	 * @param CloudFiles        $files      Files.
	 * @param AccountRepository $accounts   Accounts.
	 * @param Throttle          $throttle   Counts the mails.
	 */
	public function __construct( private Workspaces $workspaces, private CloudFiles $files, private AccountRepository $accounts, private Throttle $throttle ) {}

	/**
	 * Counts the mails a share would send (one per address not in the
	 * workspace yet), before anything is written: over the account's
	 * budget, nothing is counted and the share is refused.
	 *
	 * @param array<string, mixed>      $owner     The owner's account.
	 * @param array<string, mixed>|null $workspace Workspace row (null: one about to be made).
	 * @param string[]                  $emails    Clean addresses.
	 * @throws \Stencilbox\Support\Rest\HttpError 429 `too_many_attempts` (`Throttle::refuse()`).
	 */
	public function check_budget( array $owner, ?array $workspace, array $emails ): void {
		$in      = $workspace ? array_column( $this->workspaces->members( array( (int) $workspace['id'] ) )[ (int) $workspace['id'] ] ?? array(), 'email' ) : array();
		$limit   = array( 'share-from:' . (int) $owner['id'] => self::MAILS_PER_WINDOW );
		$counted = 0;
		foreach ( $emails as $email ) {
			if ( $email === $owner['email'] || in_array( $email, $in, true ) ) {
				continue;
			}
			$wait = $this->throttle->begin( $limit );
			if ( $wait > 0 ) {
				for ( ; $counted > 0; --$counted ) {
					$this->throttle->succeeded( $limit );
				}
				Throttle::refuse(
					$wait,
					sprintf(
						/* translators: %d: minutes to wait. */
						_n( 'You have shared with many addresses in a short time. Please try again in %d minute.', 'You have shared with many addresses in a short time. Please try again in %d minutes.', Throttle::minutes( $wait ), 'stencilbox' ),
						Throttle::minutes( $wait )
					)
				);
			}
			++$counted;
		}
	}

	/**
	 * Invitations follow verification, however it happens (the link, or the
	 * hub owner's switch).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'stencilbox_hub_account_verified', 'accept_invitations' );
	}

	/**
	 * The spec's email rules: trimmed, lower-cased, valid, once. Valid is
	 * the account rule (`Validation::email`), which the Add button applies
	 * too: an address someone signed up with can always be shared with.
	 *
	 * @param array<int, mixed> $emails Addresses as sent.
	 * @return array{valid: string[], invalid: string[]}
	 */
	public static function clean_emails( array $emails ): array {
		$valid   = array();
		$invalid = array();
		foreach ( $emails as $email ) {
			$email = AccountRepository::normalize_email( is_string( $email ) ? $email : '' );
			if ( '' === $email ) {
				continue;
			}
			if ( null === Validation::email( $email ) ) {
				$valid[ $email ] = true;
			} else {
				$invalid[] = $email;
			}
		}
		return array(
			'valid'   => array_keys( $valid ),
			'invalid' => $invalid,
		);
	}

	/**
	 * Shares a workspace with addresses (those already in it are left alone).
	 *
	 * @param array<string, mixed> $workspace Workspace row.
	 * @param array<string, mixed> $owner     The owner's account.
	 * @param string[]             $emails    Clean addresses.
	 */
	public function share( array $workspace, array $owner, array $emails ): void {
		foreach ( $emails as $email ) {
			if ( $email === $owner['email'] ) {
				continue; // The owner is in it already.
			}
			$account = $this->accounts->find_by_email( $email );
			$member  = $account && ! empty( $account['is_verified'] ) ? (int) $account['id'] : 0;
			// The same address about the same WorkSpace: one mail per window.
			if ( $this->workspaces->add_member( (int) $workspace['id'], $email, $member ) && 0 === $this->throttle->begin( array( 'share-to:' . (int) $workspace['id'] . ':' . $email => 1 ) ) ) {
				$this->mail( $workspace, $owner, $email, 0 !== $member );
			}
		}
	}

	/**
	 * Removes members or invitations; a member's files in the workspace go
	 * back to their My Clouds.
	 *
	 * @param array<string, mixed> $workspace Workspace row.
	 * @param string[]             $emails    Clean addresses.
	 */
	public function remove( array $workspace, array $emails ): void {
		$rows = $this->workspaces->members( array( (int) $workspace['id'] ) )[ (int) $workspace['id'] ] ?? array();
		foreach ( $rows as $row ) {
			if ( ! in_array( $row['email'], $emails, true ) ) {
				continue;
			}
			if ( $row['account_id'] ) {
				$this->files->return_to_owners( (int) $workspace['id'], (int) $row['account_id'] );
			}
			$this->workspaces->remove_member( (int) $workspace['id'], (string) $row['email'] );
		}
	}

	/**
	 * Turns an account's invitations into memberships once it is verified.
	 *
	 * @param int $account_id Account.
	 */
	public function accept_invitations( int $account_id ): void {
		$account = $this->accounts->find( $account_id );
		if ( $account && ! empty( $account['is_verified'] ) ) {
			$this->workspaces->accept_invitations( (string) $account['email'], $account_id );
		}
	}

	/**
	 * Tells an address it was added, or invites it. Either mail links to
	 * the WorkSpace's page for that address on this hub (`InvitationPage`):
	 * the person may have no user on the WordPress it was shared from, so
	 * never that site's wp-admin ([23]). The page makes an account for an
	 * invited address, and tells a member where the WorkSpace is used.
	 *
	 * @param array<string, mixed> $workspace Workspace row.
	 * @param array<string, mixed> $owner     The owner's account.
	 * @param string               $email     Address.
	 * @param bool                 $member    A member now (else invited).
	 */
	private function mail( array $workspace, array $owner, string $email, bool $member ): void {
		$link  = InvitationPage::link( (int) $workspace['id'], $email );
		$who   = trim( $owner['first_name'] . ' ' . $owner['last_name'] );
		$who   = '' !== $who ? $who : (string) $owner['email'];
		$title = (string) $workspace['title'];
		if ( $member ) {
			$subject = sprintf(
				/* translators: 1: who shared it, 2: workspace title. */
				__( '%1$s shared the WorkSpace “%2$s” with you', 'stencilbox' ),
				$who,
				$title
			);
			$message = sprintf(
				/* translators: 1: who shared it, 2: workspace title, 3: link to the page that says where the WorkSpace is used. */
				__( "Hi,\n\n%1\$s shared the Stencilbox WorkSpace “%2\$s” with you. You will find it in Stencilbox under My Cloud → Shared with Me, where you can use its templates and add your own. This page says how to open it from your site:\n\n%3\$s\n\nThe Stencilbox team", 'stencilbox' ),
				$who,
				$title,
				$link
			);
		} else {
			$subject = sprintf(
				/* translators: 1: who invited, 2: workspace title. */
				__( '%1$s invited you to the WorkSpace “%2$s”', 'stencilbox' ),
				$who,
				$title
			);
			$message = sprintf(
				/* translators: 1: who invited, 2: workspace title, 3: the invited address, 4: link to the invitation's page. */
				__( "Hi,\n\n%1\$s invited you to the Stencilbox WorkSpace “%2\$s”. Open this link to create your free Stencilbox account with this address (%3\$s), or to confirm the account you have, and join:\n\n%4\$s\n\nThe Stencilbox team", 'stencilbox' ),
				$who,
				$title,
				$email,
				$link
			);
		}
		wp_mail( $email, $subject, $message );
	}
}
