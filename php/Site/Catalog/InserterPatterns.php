<?php
/**
 * The library in the core inserter: catalogue items as block patterns.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Catalog;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * The block editor reads patterns from the REST pattern endpoints
 * (`/wp/v2/block-patterns/patterns` and `/categories`) when it first needs
 * them, not when it loads. Our category and patterns are registered only
 * while one of those requests runs, for the user making it: the editor's
 * page and scripts do not grow, and nothing is asked of the hub until the
 * inserter wants patterns.
 *
 * The patterns are the items the signed-in account may insert now (the hub
 * decides, as for Insert). A pattern shows the item's real content with the
 * hub's images, for the preview; once inserted, the editor entry hands it to
 * the library's insert flow (src/surfaces/gutenberg/pattern-insert.tsx),
 * which puts the item in through `POST /insert`, with local image copies, a
 * recorded download and the plugins it needs — the one way an item gets in.
 * To be recognised there, a pattern is one top-level block: the editor marks
 * a one-block pattern's block with the pattern's name.
 */
final class InserterPatterns {
	/** On by default; Stencilbox → Settings turns it off. */
	public const OPTION = 'stencilbox_inserter_patterns';

	/** The inserter category. */
	public const CATEGORY = 'stencilbox';

	/** Pattern names are `stencilbox/<item slug>`. */
	public const NAME_PREFIX = 'stencilbox/';

	/** The core routes that read patterns. */
	private const ROUTES = array( '/wp/v2/block-patterns/patterns', '/wp/v2/block-patterns/categories' );

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session     The user's library account (hub calls on its behalf).
	 * @param Connections    $connections Stored sign-ins.
	 * @param CatalogCache   $cache       Catalogue answers.
	 */
	public function __construct( private AccountSession $session, private Connections $connections, private CatalogCache $cache ) {}

	/**
	 * Hooks the registration into the pattern routes.
	 */
	public static function hooks( Hooks $hooks ): void {
		// Built only for the pattern routes, not on every REST request.
		$hooks->filter( 'rest_request_before_callbacks', 'before_pattern_route', 10, 3, Hooks::route( ...self::ROUTES ) );
	}

	/**
	 * Whether the site shows the library in the inserter.
	 */
	public static function enabled(): bool {
		return (bool) get_option( self::OPTION, true );
	}

	/**
	 * Registers our category and patterns when a pattern route is about to
	 * answer (after its permission check passed).
	 *
	 * @param mixed            $response The answer so far (null, or an error).
	 * @param mixed            $handler  The route's handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed The answer, unchanged.
	 */
	public function before_pattern_route( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
		unset( $handler );
		if ( null !== $response || 'GET' !== $request->get_method() || ! in_array( $request->get_route(), self::ROUTES, true ) ) {
			return $response;
		}
		if ( ! self::enabled() || ! current_user_can( Names::CAP_READ ) ) {
			return $response;
		}
		$this->register_category();
		if ( '/wp/v2/block-patterns/patterns' === $request->get_route() ) {
			$this->register_patterns( get_current_user_id() );
		}
		return $response;
	}

	/**
	 * The "Stencilbox" category (shown only when it holds patterns).
	 */
	public function register_category(): void {
		if ( ! \WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( self::CATEGORY ) ) {
			register_block_pattern_category(
				self::CATEGORY,
				array(
					'label'       => __( 'Stencilbox', 'stencilbox' ),
					'description' => __( 'Blocks and pages from your Stencilbox library.', 'stencilbox' ),
				)
			);
		}
	}

	/**
	 * Registers the patterns a user's account may insert; none while the
	 * user is signed out of the library or the hub cannot answer (the
	 * inserter must work regardless).
	 *
	 * @param int $user_id WordPress user.
	 * @return int How many were registered.
	 */
	public function register_patterns( int $user_id ): int {
		$registry = \WP_Block_Patterns_Registry::get_instance();
		$count    = 0;
		foreach ( $this->patterns( $user_id ) as $pattern ) {
			$name = self::NAME_PREFIX . $pattern['slug'];
			if ( $registry->is_registered( $name ) ) {
				continue;
			}
			register_block_pattern(
				$name,
				array(
					'title'         => $pattern['name'],
					// Carried synced patterns and menus shown from what they carry (resolved on insert).
					'content'       => self::one_block( References::inline( ContentFilter::blocks( $pattern['content'] ) ) ),
					'categories'    => array( self::CATEGORY ),
					'keywords'      => $pattern['keywords'],
					'viewportWidth' => 'page' === $pattern['type'] ? 1280 : 1000,
				)
			);
			++$count;
		}
		return $count;
	}

	/**
	 * What the hub lets the user's account insert, with its content.
	 *
	 * @param int $user_id WordPress user.
	 * @return array<int, array{slug: string, name: string, type: string, keywords: string[], content: string}>
	 */
	private function patterns( int $user_id ): array {
		$connection = $this->connections->current( $user_id );
		if ( ! $connection ) {
			return array();
		}
		try {
			// Per account, and only in memory (object cache): the list follows
			// the account's purchases and plan, which this cache cannot see change.
			$list = $this->cache->remember(
				'patterns',
				array(
					'account' => $connection->account_id,
					'key'     => md5( $connection->api_key ),
				),
				CatalogCache::REQUEST,
				fn(): array => $this->session->call( $connection, 'GET', '/patterns' )
			);
		} catch ( HttpError $error ) {
			unset( $error );
			return array();
		}
		$patterns = array();
		foreach ( $list as $row ) {
			if ( ! is_array( $row ) || ! is_string( $row['slug'] ?? null ) || ! preg_match( '/^[a-z0-9][a-z0-9_-]*$/', $row['slug'] ) ) {
				continue;
			}
			$patterns[] = array(
				'slug'     => $row['slug'],
				'name'     => (string) ( $row['name'] ?? $row['slug'] ),
				'type'     => 'page' === ( $row['type'] ?? '' ) ? 'page' : 'block',
				'keywords' => array_values( array_filter( (array) ( $row['keywords'] ?? array() ), 'is_string' ) ),
				'content'  => (string) ( $row['content'] ?? '' ),
			);
		}
		return $patterns;
	}

	/**
	 * The content as one top-level block: several blocks are wrapped in a
	 * group (the inserted pattern is replaced by the item's own blocks).
	 *
	 * @param string $content Block markup.
	 */
	public static function one_block( string $content ): string {
		$blocks = array_filter( parse_blocks( $content ), static fn( array $block ): bool => null !== $block['blockName'] );
		if ( count( $blocks ) <= 1 ) {
			return $content;
		}
		return "<!-- wp:group {\"layout\":{\"type\":\"constrained\"}} -->\n<div class=\"wp-block-group\">" . $content . "</div>\n<!-- /wp:group -->";
	}
}
