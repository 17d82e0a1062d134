<?php
/**
 * The `singular` condition: one post's page (or the front page, or the 404 page).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates\ConditionTypes;

use Stencilbox\Site\Templates\ConditionSources;
use Stencilbox\Site\Templates\RequestContext;

defined( 'ABSPATH' ) || exit;

/**
 * Sub-names: `front_page`, `all`, `post_type:<type>` (a specific post with
 * a sub-id), `in:<taxonomy>` (posts in a term; sub-id required),
 * `by_author` (sub-id required), `not_found` (the 404 page).
 */
final class Singular extends ConditionType {
	/**
	 * Name.
	 */
	public function name(): string {
		return 'singular';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Singular', 'stencilbox' );
	}

	/**
	 * Sub-names.
	 *
	 * @return array<int, array{value: string, label: string, sub_id: string, source: ?string}>
	 */
	public function sub_names(): array {
		$subs = array(
			self::sub( 'front_page', __( 'Front Page', 'stencilbox' ) ),
			self::sub( 'all', __( 'All Singular', 'stencilbox' ) ),
		);
		foreach ( ConditionSources::post_types() as $type ) {
			$subs[] = self::sub( 'post_type:' . $type->name, (string) $type->labels->name, 'optional', 'post:' . $type->name );
		}
		foreach ( ConditionSources::taxonomies() as $taxonomy ) {
			/* translators: %s: taxonomy name, e.g. Category */
			$subs[] = self::sub( 'in:' . $taxonomy->name, sprintf( __( 'In %s', 'stencilbox' ), $taxonomy->labels->singular_name ), 'required', 'term:' . $taxonomy->name );
		}
		$subs[] = self::sub( 'by_author', __( 'By Author', 'stencilbox' ), 'required', 'author' );
		$subs[] = self::sub( 'not_found', __( '404 Page', 'stencilbox' ) );
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
		[ $sub, $object ] = self::split( $sub_name );
		if ( 'front_page' === $sub ) {
			// The front page, whether a static page or the latest posts.
			return $context->front;
		}
		if ( 'not_found' === $sub ) {
			return RequestContext::NOT_FOUND === $context->kind;
		}
		if ( RequestContext::SINGULAR !== $context->kind ) {
			return false;
		}
		switch ( $sub ) {
			case 'all':
				return true;
			case 'post_type':
				return $object === $context->post_type && ( 0 === $sub_id || $sub_id === $context->object_id );
			case 'in':
				return $sub_id > 0 && in_array( $sub_id, $context->terms[ $object ] ?? array(), true );
			case 'by_author':
				return $sub_id > 0 && $sub_id === $context->author;
		}
		return false;
	}

	/**
	 * Specificity: the front page or one post 4, posts in a term or by an
	 * author 3, a post type or the 404 page 2, all singular 1.
	 *
	 * @param string $sub_name Sub-name.
	 * @param int    $sub_id   Sub-id (0: none).
	 */
	public function rank( string $sub_name, int $sub_id ): int {
		switch ( self::split( $sub_name )[0] ) {
			case 'all':
				return 1;
			case 'front_page':
				return 4;
			case 'post_type':
				return $sub_id > 0 ? 4 : 2;
			case 'in':
			case 'by_author':
				return 3;
			case 'not_found':
				return 2;
		}
		return 0;
	}

	/**
	 * "Posts in a term" reads the post's terms of its taxonomy.
	 *
	 * @param string $sub_name Sub-name.
	 * @return string[]
	 */
	public function taxonomies( string $sub_name ): array {
		[ $sub, $object ] = self::split( $sub_name );
		return 'in' === $sub ? array( $object ) : array();
	}
}
