<?php
/**
 * The update check a site makes: the newest version of each item and cloud
 * file it uses, and its report of where items are used.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Fleet\Fleet;

defined( 'ABSPATH' ) || exit;

/**
 * What `POST /versions/check` does (the route only reads the request and
 * hands the answer back). With the last answer's token, when nothing the
 * answer depends on changed (`ChangeStamps`), the answer is
 * `{unchanged: true, token, items: [], files: []}` after one read and
 * nothing is written; otherwise the site's numbers of places and posts per
 * item are kept as this account's report of that site (`Usage`: it
 * replaces only the account's own report), never any content.
 *
 * Each item is answered with the version the site is offered
 * (`Fleet::offered()`: its pin, else — with staged rollouts on — the
 * newest approved version unless the site is a canary, else the newest),
 * read for the address the site reports with or, for a check that reports
 * nothing (an apply, a preview), the address it names as `from`. An item
 * with fleet rollbacks (`Fleet::roll_back()`) also answers the versions
 * rolled back (`rolled_back`): a site whose places applied one of them
 * restores what it had before.
 */
final class VersionCheck {
	/**
	 * Constructor.
	 *
	 * @param ItemVersions $items Item versions.
	 * @param FileVersions $files File versions.
	 * @param Usage        $usage Where items are used.
	 * @param Fleet        $fleet Channels, approvals and pins.
	 */
	public function __construct(
		private ItemVersions $items,
		private FileVersions $files,
		private Usage $usage,
		private Fleet $fleet,
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
	 * @param string                           $from    The site's address when it reports nothing (its channel and pins; '' for none).
	 * @return array{items: array<int, array<string, mixed>>, files: array<int, array<string, mixed>>, unchanged: bool, token: string}
	 */
	public function answer( int $account, string $site, array $items, array $files, string $token, string $author, string $from = '' ): array {
		$ids     = static fn( array $sources ): array => array_map( static fn( array $source ): int => (int) $source['id'], $sources );
		$address = Fleet::address( '' !== $site ? $site : $from );
		// Read before anything else: a change made while this check runs
		// moves a stamp after this read, so the next check is a full one.
		// The site's channel and pins have a stamp of their own, read in the same query.
		$stamps = ChangeStamps::of( $ids( $items ), $ids( $files ), '' !== $address && $items ? array( Fleet::site_thing( $address ) ) : array() );
		$now    = null === $stamps ? '' : ChangeStamps::token( $account, $site, $items, $files, $stamps, $author, array( $address, Fleet::staged() ) );
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
		$newest_of = $this->items->newest_of( $ids( $items ) );
		// A site whose channel and pins never changed has no stamp: nothing of it to read.
		$marked    = null === $stamps || isset( $stamps[ Fleet::site_thing( $address ) ] );
		$view      = $this->fleet->view( $marked ? $address : '', array_keys( $newest_of ) );
		foreach ( $newest_of as $item_id => $newest ) {
			$known[] = $item_id;
			$number  = (int) $newest['version']['number'];
			$offered = Fleet::offered( $view, $item_id, $number );
			// A version held back (not approved yet, or a pin) is read on its own; one that is gone is not offered.
			$version = $offered === $number ? $newest['version'] : $this->items->stored_version( $item_id, $offered );
			if ( null === $version ) {
				continue;
			}
			$entry = array(
				'id'      => $item_id,
				'name'    => $newest['name'],
				'version' => Versions::present( $version, $number, $author ),
			);
			if ( ! empty( $view['rolled'][ $item_id ] ) ) {
				// A fleet rollback: a site that applied one of these goes back through the revision it made.
				$entry['rolled_back'] = $view['rolled'][ $item_id ];
			}
			$answer['items'][] = $entry;
		}
		if ( '' !== $site ) {
			$this->usage->report( $site, $account, array_values( array_filter( $items, static fn( array $item ): bool => in_array( (int) $item['id'], $known, true ) ) ) );
		}
		$newest_files = $this->files->newest_of( $account, $ids( $files ) );
		foreach ( $files as $entry ) {
			$file_id = (int) $entry['id'];
			// A file the account may no longer read is left out.
			if ( ! isset( $newest_files[ $file_id ] ) ) {
				continue;
			}
			$newest            = $newest_files[ $file_id ];
			$answer['files'][] = array(
				'id'      => $file_id,
				'name'    => (string) $newest['file']['name'],
				'version' => Versions::present( $newest['version'], (int) $newest['version']['number'] ),
			);
		}
		return $answer;
	}
}
