<?php
/**
 * The update check a site makes: the newest version of each item and cloud
 * file it uses, and its report of where items are used.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * What `POST /versions/check` does (the route only reads the request and
 * hands the answer back). With the last answer's token, when nothing the
 * answer depends on changed (`ChangeStamps`), the answer is
 * `{unchanged: true, token, items: [], files: []}` after one read and
 * nothing is written; otherwise the site's numbers of places and posts per
 * item are kept as this account's report of that site (`Usage`: it
 * replaces only the account's own report), never any content.
 */
final class VersionCheck {
	/**
	 * Constructor.
	 *
	 * @param ItemVersions $items Item versions.
	 * @param FileVersions $files File versions.
	 * @param Usage        $usage Where items are used.
	 */
	public function __construct(
		private ItemVersions $items,
		private FileVersions $files,
		private Usage $usage,
	) {}

	/**
	 * The answer to a site's check.
	 *
	 * @param int                              $account The account asking.
	 * @param string                           $site    The site's address ('' when it does not say).
	 * @param array<int, array<string, mixed>> $items   Items the site uses ({id, version, places, posts}).
	 * @param array<int, array<string, mixed>> $files   Cloud files the site uses ({id, version}).
	 * @param string                           $token   The last answer's token ('' for none).
	 * @param string                           $author  The name item versions are signed with (the hub's public name).
	 * @return array{items: array<int, array<string, mixed>>, files: array<int, array<string, mixed>>, unchanged: bool, token: string}
	 */
	public function answer( int $account, string $site, array $items, array $files, string $token, string $author ): array {
		$ids = static fn( array $sources ): array => array_map( static fn( array $source ): int => (int) $source['id'], $sources );
		// Read before anything else: a change made while this check runs
		// moves a stamp after this read, so the next check is a full one.
		$stamps = ChangeStamps::of( $ids( $items ), $ids( $files ) );
		$now    = null === $stamps ? '' : ChangeStamps::token( $account, $site, $items, $files, $stamps, $author );
		$answer = array(
			'items'     => array(),
			'files'     => array(),
			'unchanged' => '' !== $now && hash_equals( $now, $token ),
			'token'     => $now,
		);
		if ( $answer['unchanged'] ) {
			// The same answer as last time, and the same report: nothing else to read or write.
			return $answer;
		}
		$known = array();
		foreach ( $this->items->newest_of( $ids( $items ) ) as $item_id => $newest ) {
			$known[]           = $item_id;
			$answer['items'][] = array(
				'id'      => $item_id,
				'name'    => $newest['name'],
				'version' => Versions::present( $newest['version'], (int) $newest['version']['number'], $author ),
			);
		}
		if ( '' !== $site ) {
			$this->usage->report( $site, $account, array_values( array_filter( $items, static fn( array $item ): bool => in_array( (int) $item['id'], $known, true ) ) ) );
		}
		foreach ( $files as $entry ) {
			$file_id = (int) $entry['id'];
			try {
				$list = $this->files->list( $account, $file_id );
			} catch ( HttpError $error ) {
				unset( $error ); // A file the account may no longer read is left out.
				continue;
			}
			$answer['files'][] = array(
				'id'      => $file_id,
				'name'    => (string) $list['file']['name'],
				'version' => Versions::present( $list['versions'][0], (int) $list['versions'][0]['number'] ),
			);
		}
		return $answer;
	}
}
