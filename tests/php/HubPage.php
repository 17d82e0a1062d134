<?php
/**
 * A fresh hub whose owner publishes one page again and again: the version
 * tests' set-up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * For a `CatalogTestCase` that uses `HubHelpers` and `VersionHelpers` and
 * names the page's first content `V1`; the tests that check as a site take
 * a hub account too (`$account`).
 */
trait HubPage {
	/**
	 * The page published from.
	 *
	 * @var int
	 */
	private int $page = 0;

	/**
	 * The account that checks (`with_account()`).
	 *
	 * @var array{id: int, key: string}
	 */
	private array $account;

	/**
	 * A fresh hub and the page, with `V1`: the owner's user id.
	 *
	 * @param bool $with_account Also a free hub account that checks.
	 */
	private function hub_page( bool $with_account = false ): int {
		$owner      = $this->fresh_hub();
		$this->page = self::harbor_post( self::V1 );
		if ( $with_account ) {
			$this->account = $this->hub_account( 'free' );
		}
		return $owner;
	}

	/**
	 * Publishes the page (again) with this content; asserts success.
	 *
	 * @param string $content Content.
	 * @param string $note    Version note.
	 * @return int Item id.
	 */
	private function publish( string $content, string $note = '' ): int {
		return $this->publish_post( $this->page, $content, $note );
	}
}
