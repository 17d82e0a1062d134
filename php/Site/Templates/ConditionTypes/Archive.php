<?php
/**
 * The `archive` condition: lists of posts and search results.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates\ConditionTypes;

use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\RequestContext;

defined( 'ABSPATH' ) || exit;

/**
 * Sub-names: `all`, `post_type:<type>` (post types with an archive),
 * `taxonomy:<taxonomy>` (one term with a sub-id), `author` (one author
 * with a sub-id), `date`, `search`.
 */
final class Archive extends ConditionType {
	/**
	 * Name.
	 */
	public function name(): string {
		return 'archive';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Archive', 'stencilbox' );
	}

	/**
	 * Sub-names.
	 *
	 * @return array<int, array{value: string, label: string, sub_id: string, source: ?string}>
	 */
	public function sub_names(): array {
		$subs = array( self::sub( 'all', __( 'All Archives', 'stencilbox' ) ) );
		foreach ( ConditionSources::post_types() as $type ) {
			if ( 'post' === $type->name || $type->has_archive ) {
				/* translators: %s: post type name, e.g. Posts */
				$subs[] = self::sub( 'post_type:' . $type->name, sprintf( __( '%s Archive', 'stencilbox' ), $type->labels->name ) );
			}
		}
		foreach ( ConditionSources::taxonomies() as $taxonomy ) {
			$subs[] = self::sub( 'taxonomy:' . $taxonomy->name, (string) $taxonomy->labels->name, 'optional', 'term:' . $taxonomy->name );
		}
		$subs[] = self::sub( 'author', __( 'Author Archive', 'stencilbox' ), 'optional', 'author' );
		$subs[] = self::sub( 'date', __( 'Date Archive', 'stencilbox' ) );
		$subs[] = self::sub( 'search', __( 'Search Results', 'stencilbox' ) );
		return $subs;
	}

	/**
	 * Matcher.
	 *
	 * @param string         $sub_name Sub-name.
	 * @param int            $sub_id   Sub-id (0: none).
	 * @param RequestContext $context  The request.
	 */
	public function matches( string $sub_name, int $sub_id, RequestContext $context ): bool {
		if ( RequestContext::ARCHIVE !== $context->kind ) {
			return false;
		}
		[ $sub, $object ] = self::split( $sub_name );
		switch ( $sub ) {
			case 'all':
				return true;
			case 'post_type':
				return 'post_type' === $context->archive && $object === $context->post_type;
			case 'taxonomy':
				return 'taxonomy' === $context->archive && $object === $context->taxonomy && ( 0 === $sub_id || $sub_id === $context->object_id );
			case 'author':
				return 'author' === $context->archive && ( 0 === $sub_id || $sub_id === $context->object_id );
			case 'date':
			case 'search':
				return $sub === $context->archive;
		}
		return false;
	}

	/**
	 * Specificity: one term or author 4, a kind of archive 2, all archives 1.
	 *
	 * @param string $sub_name Sub-name.
	 * @param int    $sub_id   Sub-id (0: none).
	 */
	public function rank( string $sub_name, int $sub_id ): int {
		switch ( self::split( $sub_name )[0] ) {
			case 'all':
				return 1;
			case 'taxonomy':
			case 'author':
				return $sub_id > 0 ? 4 : 2;
		}
		return 2;
	}
}
