<?php
/**
 * See it before it lands (issue [26] item 2): the version stable sites are
 * offered now beside a new one, how alike their content is, and what each
 * canary site's apply of the new one did.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's fleet and audit tables, which no WordPress API holds; read fresh for the owner's dialog.

/**
 * The similarity is of content, not pixels: each version's content is
 * filtered as any catalogue content is shown (`ContentFilter`), then read
 * as a list of tokens in document order — for blocks, one token per block
 * (its name) followed by the visible words of its own HTML (tags and
 * attributes dropped, lower-cased, split on anything not a letter or a
 * digit); for Elementor, one token per element (its widget type or element
 * type) followed by the words of its text settings. The score is
 * 2 × (tokens the two lists share in order, the longest common
 * subsequence as WordPress's `Text_Diff` finds it) ÷ (tokens of both):
 * 1 for the same blocks and words, 0 for nothing in common. A changed
 * class, colour or image URL alone does not move it; a changed word,
 * block added, removed or swapped does.
 *
 * The renderings the owner sees beside it are the hub's, with its theme
 * (`ItemVersionPreview`): a canary site sends no page of its own (the
 * audit log holds nothing about a site's content, item 3).
 */
final class VersionCompare {
	/** Most tokens read of one version (a longer one is compared by its beginning). */
	public const MAX_TOKENS = 20000;

	/** Most apply results listed per canary site, newest first. */
	public const MAX_RESULTS = 20;

	/**
	 * Constructor.
	 *
	 * @param ItemVersions      $items   Item versions.
	 * @param Fleet             $fleet   Channels and approvals.
	 * @param CatalogRepository $catalog Items (a version's platform).
	 */
	public function __construct( private ItemVersions $items, private Fleet $fleet, private CatalogRepository $catalog ) {}

	/**
	 * The comparison of a version with the one stable sites are offered now.
	 *
	 * @param int $item_id Item.
	 * @param int $number  The new version.
	 * @return array{item_id: int, current: int, number: int, similarity: float, canaries: array<int, array{site: string, results: array<int, array{outcome: string, reason: string, created_at: string}>}>, pins: array<int, array{site: string, number: int, offered: int, pinned_at: string}>}
	 * @throws \Stencilbox\Support\Rest\HttpError 404 (`item_not_found`, `version_not_found`).
	 */
	public function compare( int $item_id, int $number ): array {
		$new     = $this->items->read( $item_id, $number );
		$newest  = $this->items->numbers( array( $item_id ) )[ $item_id ] ?? 1;
		$view    = $this->fleet->view( '', array( $item_id ) );
		$current = Fleet::offered( $view, $item_id, $newest );
		$old     = $current === $number ? $new : $this->items->read( $item_id, $current );
		return array(
			'item_id'    => $item_id,
			'current'    => $current,
			'number'     => $number,
			'similarity' => self::similarity( (string) $old['content'], (string) $new['content'] ),
			'canaries'   => self::canaries( $item_id, $number ),
			'pins'       => self::pins( $view, $item_id, $newest ),
		);
	}

	/**
	 * One of the two versions a comparison shows, with its content, for an
	 * approver's preview: only the version stable sites are offered now and
	 * the item's newest (what approving needs), never any other version.
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array{platform: string, content: string}
	 * @throws HttpError 404 (`item_not_found`, `version_not_found`; another version of the item too).
	 */
	public function side( int $item_id, int $number ): array {
		$row = $this->catalog->row( $item_id );
		if ( ! $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		$newest  = $this->items->numbers( array( $item_id ) )[ $item_id ] ?? 1;
		$current = Fleet::offered( $this->fleet->view( '', array( $item_id ) ), $item_id, $newest );
		if ( $number !== $newest && $number !== $current ) {
			throw FileVersions::not_found();
		}
		return array(
			'platform' => (string) $row['platform'],
			'content'  => (string) $this->items->read( $item_id, $number )['content'],
		);
	}

	/**
	 * The sites pinned to a version of the item (they stay there, whatever
	 * their channel and whatever is approved), with the version each is
	 * offered (the pin, or the newest below it; a version rolled back
	 * fleet-wide stepped past) and when the pin was set.
	 *
	 * @param array{canary: bool, staged: bool, pins: array<int, int>, approved: array<int, int>, rolled?: array<int, int[]>} $view    `Fleet::view()` of no site.
	 * @param int                                                                                                           $item_id Item.
	 * @param int                                                                                                           $newest  Its newest version.
	 * @return array<int, array{site: string, number: int, offered: int, pinned_at: string}>
	 */
	private static function pins( array $view, int $item_id, int $newest ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT site, number, pinned_at FROM %i WHERE item_id = %d ORDER BY site LIMIT %d', Fleet::pins_table(), $item_id, Fleet::MAX_LISTED ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'site'      => (string) $row['site'],
				'number'    => (int) $row['number'],
				'offered'   => Fleet::offered( array( 'pins' => array( $item_id => (int) $row['number'] ) ) + $view, $item_id, $newest ),
				'pinned_at' => mysql2date( 'Y-m-d\TH:i:s\Z', (string) $row['pinned_at'], false ),
			),
			$rows
		);
	}

	/**
	 * How alike two contents are, 0..1 (see the class comment).
	 *
	 * @param string $before Content (block markup or Elementor JSON).
	 * @param string $after  Content.
	 */
	public static function similarity( string $before, string $after ): float {
		$a = self::tokens( $before );
		$b = self::tokens( $after );
		if ( $a === $b ) {
			return 1.0;
		}
		if ( ! $a || ! $b ) {
			return 0.0;
		}
		require_once ABSPATH . WPINC . '/wp-diff.php';
		$same = 0;
		foreach ( ( new \Text_Diff( 'auto', array( $a, $b ) ) )->getDiff() as $edit ) {
			if ( $edit instanceof \Text_Diff_Op_copy ) {
				$same += count( (array) $edit->orig );
			}
		}
		return round( 2 * $same / ( count( $a ) + count( $b ) ), 4 );
	}

	/**
	 * The tokens of a content, in document order.
	 *
	 * @param string $content Content.
	 * @return string[]
	 */
	public static function tokens( string $content ): array {
		$tokens = array();
		if ( str_starts_with( ltrim( $content ), '{' ) || str_starts_with( ltrim( $content ), '[' ) ) {
			$data = json_decode( ContentFilter::content( 'elementor', $content ), true );
			self::elementor_tokens( is_array( $data ) ? $data : array(), $tokens );
		} else {
			self::block_tokens( parse_blocks( ContentFilter::blocks( $content ) ), $tokens );
		}
		return array_slice( $tokens, 0, self::MAX_TOKENS );
	}

	/**
	 * Blocks' tokens: the name, then the words of the block's own HTML.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param string[]                         $tokens Where to add them.
	 */
	private static function block_tokens( array $blocks, array &$tokens ): void {
		foreach ( $blocks as $block ) {
			$name = (string) ( $block['blockName'] ?? '' );
			if ( '' !== $name ) {
				$tokens[] = '<' . $name . '>';
			}
			// innerHTML holds the block's own markup, its inner blocks left out.
			self::words( (string) ( $block['innerHTML'] ?? '' ), $tokens );
			self::block_tokens( (array) ( $block['innerBlocks'] ?? array() ), $tokens );
		}
	}

	/**
	 * Elementor elements' tokens: the widget or element type, then the
	 * words of its text settings.
	 *
	 * @param array<mixed> $node   A document, a list of elements or one element.
	 * @param string[]     $tokens Where to add them.
	 */
	private static function elementor_tokens( array $node, array &$tokens ): void {
		if ( isset( $node['elType'] ) && is_string( $node['elType'] ) ) {
			$tokens[] = '<' . ( is_string( $node['widgetType'] ?? null ) ? $node['widgetType'] : $node['elType'] ) . '>';
			$settings = is_array( $node['settings'] ?? null ) ? $node['settings'] : array();
			array_walk_recursive(
				$settings,
				static function ( mixed $value ) use ( &$tokens ): void {
					// Texts, not links, ids or colours.
					if ( is_string( $value ) && ! preg_match( '~^(https?:|#|\d)~', $value ) ) {
						self::words( $value, $tokens );
					}
				}
			);
		}
		foreach ( array( 'content', 'elements' ) as $key ) {
			if ( isset( $node[ $key ] ) && is_array( $node[ $key ] ) ) {
				foreach ( $node[ $key ] as $child ) {
					if ( is_array( $child ) ) {
						self::elementor_tokens( $child, $tokens );
					}
				}
			}
		}
		if ( array_is_list( $node ) ) {
			foreach ( $node as $child ) {
				if ( is_array( $child ) ) {
					self::elementor_tokens( $child, $tokens );
				}
			}
		}
	}

	/**
	 * The visible words of some HTML, lower-cased.
	 *
	 * @param string   $html   HTML.
	 * @param string[] $tokens Where to add them.
	 */
	private static function words( string $html, array &$tokens ): void {
		$text = html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', $html ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		foreach ( (array) preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$tokens[] = (string) $word;
		}
	}

	/**
	 * Each canary site with its apply results for the version, newest
	 * first (none: not applied yet).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array<int, array{site: string, results: array<int, array{outcome: string, reason: string, created_at: string}>}>
	 */
	private static function canaries( int $item_id, int $number ): array {
		global $wpdb;
		$list = array();
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SELECT site FROM %i WHERE channel = %s ORDER BY site LIMIT %d', Fleet::sites_table(), Fleet::CANARY, Fleet::MAX_LISTED ) ) as $site ) {
			// One indexed read per canary (site_id): another site's many results never hide this one's.
			$rows   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT outcome, reason, created_at FROM %i WHERE site = %s AND action = %s AND item_id = %d AND version = %d ORDER BY id DESC LIMIT %d', AuditLog::table(), (string) $site, AuditLog::APPLY, $item_id, $number, self::MAX_RESULTS ), ARRAY_A );
			$list[] = array(
				'site'    => (string) $site,
				'results' => array_map(
					static fn( array $row ): array => array(
						'outcome'    => (string) $row['outcome'],
						'reason'     => (string) $row['reason'],
						'created_at' => mysql2date( 'Y-m-d\TH:i:s\Z', (string) $row['created_at'], false ),
					),
					$rows
				),
			);
		}
		return $list;
	}
}
