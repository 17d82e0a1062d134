<?php
/**
 * The answers the admin page's first screen needs, printed with the page.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Core's REST preloading (`rest_preload_api_request` on the server,
 * `apiFetch.createPreloadingMiddleware` in the browser, as the block
 * editor does) for the app's first screen: the account, and on an item
 * list (the default screen) its first page, its count and the filter
 * lists. Issue [23]: the Packs screen sent seven requests at once, which
 * queued behind a server's few PHP workers (2.5–4.3 s to the list); each
 * answered here costs a few milliseconds in the page's own request.
 *
 * Only where this site is its own hub: answers from another hub would hold
 * the page until that hub answered (or timed out); the app then asks for
 * them itself, as before. A path here that the app does not ask for
 * exactly is only unused (the app asks the server): e2e `catalog.spec`
 * counts the requests the Packs screen still sends.
 */
final class AdminPreload {
	/** The list screens' route segments and the item type each lists. */
	private const LIST_SEGMENTS = array(
		'packs'  => 'pack',
		'pages'  => 'page',
		'blocks' => 'block',
	);

	/**
	 * The page's query arguments that are not the list's filters: with any
	 * other one (a filter, a search) the first page is another query.
	 */
	private const PAGE_ARGS = array( 'page', 'path' );

	/**
	 * Prints the preloaded answers for the page being shown (before the
	 * app's bundle, which depends on `wp-api-fetch`).
	 */
	public static function print(): void {
		if ( '' !== HubClientFactory::hub_url() ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Which screen opens; nothing is changed.
		$path  = isset( $_GET['path'] ) && is_string( $_GET['path'] ) ? sanitize_text_field( wp_unslash( $_GET['path'] ) ) : '';
		$plain = array() === array_diff( array_keys( $_GET ), self::PAGE_ARGS );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$data = self::answers( $path, $plain );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $data ) ),
			'after'
		);
	}

	/**
	 * The preloaded answers, by path (only those that succeeded: core keeps
	 * no failure, which the app then asks for and shows as it always does).
	 *
	 * @param string $path  The app's route (`?path=`), '' for the default screen.
	 * @param bool   $plain Whether the page's URL holds no filter or search.
	 * @return array<string, array{body: mixed, headers: array<string, string>}>
	 */
	public static function answers( string $path, bool $plain ): array {
		$base    = '/' . Names::REST_NAMESPACE;
		$answers = rest_preload_api_request( array(), $base . '/is-signed' );
		$account = $answers[ $base . '/is-signed' ]['body'] ?? array();
		$paths   = array();
		// Updates and their count are in the header of a signed-in account.
		if ( ! empty( $account['signed'] ) ) {
			$paths[] = $base . '/updates/count';
		}
		foreach ( self::list_paths( $path, $plain ) as $list_path ) {
			$paths[] = $base . $list_path;
		}
		return array_reduce( $paths, 'rest_preload_api_request', $answers );
	}

	/**
	 * The GET paths (below the namespace) an item list screen sends on load,
	 * as `src/api/catalog.ts` builds them: the list's first page, the
	 * platform's counts and the filter sidebar's lists. The default screen
	 * is the Packs of the platform last browsed, which only the browser
	 * knows: both platforms' are given (a few kilobytes).
	 *
	 * @param string $path  The app's route, '' for the default screen.
	 * @param bool   $plain Whether the page's URL holds no filter or search.
	 * @return string[]
	 */
	public static function list_paths( string $path, bool $plain ): array {
		$parts     = explode( '/', trim( $path, '/' ) );
		$platforms = '' === $path ? ItemArgs::PLATFORMS : array_intersect( array( $parts[0] ), ItemArgs::PLATFORMS );
		$type      = '' === $path ? 'pack' : ( self::LIST_SEGMENTS[ $parts[1] ?? '' ] ?? null );
		if ( null === $type || array() === $platforms || count( $parts ) > 2 ) {
			return array();
		}
		$paths = array();
		foreach ( $platforms as $platform ) {
			if ( $plain ) {
				$paths[] = add_query_arg(
					array(
						'plan'     => ItemArgs::PLAN_FILTERS[0],
						'platform' => $platform,
						'type'     => $type,
						'page'     => 1,
						'per_page' => ItemArgs::PER_PAGE,
					),
					'/items'
				);
			}
			$paths[] = add_query_arg( 'platform', $platform, '/items-count' );
		}
		return array_merge( $paths, ItemArgs::sidebar_lookups( $type ) );
	}
}
