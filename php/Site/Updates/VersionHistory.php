<?php
/**
 * The versions of an item or cloud file, as the current user's library
 * account sees them, and a file's restore.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Updates;

use Stencilbox\Site\Account\AccountSession;

defined( 'ABSPATH' ) || exit;

/**
 * What `GET /versions`, `POST /versions/restore` and `wp stencilbox
 * versions list` do: ask the hub (this site's or another's, through the
 * account session), and give each file version its preview address on
 * this site. The routes and the command only translate.
 */
final class VersionHistory {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account and hub calls.
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * A source's versions, newest first, each with its preview address
	 * (a file's; an item's is previewed from the library).
	 *
	 * @param int    $user WordPress user.
	 * @param string $kind `item` or `file` (VersionSchema::KINDS).
	 * @param int    $id   The item's or file's id on the hub.
	 * @return array<int, array<string, mixed>>
	 * @throws \Stencilbox\Support\Rest\HttpError The hub's refusal (signed out, not found, not allowed).
	 */
	public function list( int $user, string $kind, int $id ): array {
		$file     = 'file' === $kind;
		$answer   = $this->session->ask( $user, 'GET', ( $file ? '/cloud/files/' : '/items/' ) . $id . '/versions' );
		$versions = array();
		foreach ( (array) ( $answer['versions'] ?? array() ) as $version ) {
			$versions[] = (array) $version + array( 'preview' => $file ? UpdatePreview::version_url( $id, (int) $version['number'] ) : '' );
		}
		return $versions;
	}

	/**
	 * Restores a version of a cloud file: it becomes the newest. A change
	 * to the cloud, so never for a borrower of the sitewide account.
	 *
	 * @param int    $user   WordPress user.
	 * @param int    $file   File id on the hub.
	 * @param int    $number The version restored.
	 * @param string $note   The new version's note.
	 * @return array{file: array<string, mixed>, version: array<string, mixed>}
	 * @throws \Stencilbox\Support\Rest\HttpError The hub's refusal.
	 */
	public function restore( int $user, int $file, int $number, string $note ): array {
		$answer = $this->session->change( $user, 'POST', '/cloud/files/' . $file . '/versions/' . $number . '/restore', array( 'note' => $note ) );
		return array(
			'file'    => (array) $answer['file'],
			'version' => (array) $answer['version'],
		);
	}
}
