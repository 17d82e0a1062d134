<?php
/**
 * The one place display conditions are resolved.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Which template, of each slot, a request shows.
 *
 * Rules (README, "Display conditions"):
 * - A template applies to a request when one of its include conditions
 *   matches and none of its exclude conditions does: exclude beats include,
 *   whatever their specificity. A template without includes shows nowhere.
 * - Of the templates that apply to a slot, the one whose best matching
 *   include is the most specific wins: a specific post, term or author (4)
 *   > posts in a term or by an author (3) > a post type, a kind of archive,
 *   the 404 page (2) > all singular, all archives (1) > the entire site (0).
 * - Equal specificity: the most recently modified template, then the
 *   highest id (so the answer never depends on the order of the list).
 *
 * Pure: it reads only the templates and the context it is given.
 */
final class ConditionResolver {
	public const SLOT_HEADER = 'header';
	public const SLOT_FOOTER = 'footer';
	public const SLOT_BODY   = 'body';

	/**
	 * The winners of every slot for a request.
	 *
	 * @param array<int, array{id:int, type:string, modified:int, conditions:array<int, array<string, mixed>>}> $templates Published templates.
	 * @param RequestContext                                                                                       $context   The request.
	 * @return array{header: ?int, footer: ?int, body: ?int} Template ids.
	 */
	public function resolve( array $templates, RequestContext $context ): array {
		$body = null;
		foreach ( self::body_types( $context ) as $types ) {
			$body = $this->winner( $templates, $context, $types );
			if ( null !== $body ) {
				break;
			}
		}
		return array(
			self::SLOT_HEADER => $this->winner( $templates, $context, array( 'header' ) ),
			self::SLOT_FOOTER => $this->winner( $templates, $context, array( 'footer' ) ),
			self::SLOT_BODY   => $body,
		);
	}

	/**
	 * The template types that may replace a request's page, in groups by
	 * preference: a search page takes a search template before an archive one.
	 *
	 * @param RequestContext $context The request.
	 * @return array<int, string[]>
	 */
	public static function body_types( RequestContext $context ): array {
		switch ( $context->kind ) {
			case RequestContext::SINGULAR:
				return array( array( 'single', 'page' ) );
			case RequestContext::NOT_FOUND:
				return array( array( '404' ) );
			case RequestContext::ARCHIVE:
				return 'search' === $context->archive
					? array( array( 'search' ), array( 'archive' ) )
					: array( array( 'archive' ) );
		}
		return array();
	}

	/**
	 * The winning template among those of some types, or null.
	 *
	 * @param array<int, array{id:int, type:string, modified:int, conditions:array<int, array<string, mixed>>}> $templates Templates.
	 * @param RequestContext                                                                                       $context   The request.
	 * @param string[]                                                                                             $types     Template types competing.
	 */
	public function winner( array $templates, RequestContext $context, array $types ): ?int {
		$best = null;
		foreach ( $templates as $template ) {
			if ( ! in_array( $template['type'], $types, true ) ) {
				continue;
			}
			$rank = $this->applies( $template['conditions'], $context );
			if ( null === $rank ) {
				continue;
			}
			$key = array( $rank, (int) $template['modified'], (int) $template['id'] );
			if ( null === $best || $key > $best ) {
				$best = $key;
			}
		}
		return null === $best ? null : $best[2];
	}

	/**
	 * The specificity with which a template's conditions apply to a request,
	 * or null when they do not.
	 *
	 * @param array<int, array<string, mixed>> $conditions Conditions.
	 * @param RequestContext                   $context    The request.
	 */
	public function applies( array $conditions, RequestContext $context ): ?int {
		$rank = null;
		foreach ( $conditions as $condition ) {
			if ( ! $this->matches( $condition, $context ) ) {
				continue;
			}
			if ( 'exclude' === ( $condition['type'] ?? '' ) ) {
				return null;
			}
			$rank = max( $rank ?? -1, self::rank( $condition ) );
		}
		return $rank;
	}

	/**
	 * How specific a condition is (higher wins).
	 *
	 * @param array<string, mixed> $condition Condition.
	 */
	public static function rank( array $condition ): int {
		$name   = (string) ( $condition['name'] ?? 'general' );
		$sub    = self::split( (string) ( $condition['sub_name'] ?? '' ) )[0];
		$has_id = (int) ( $condition['sub_id'] ?? 0 ) > 0;
		if ( 'singular' === $name ) {
			switch ( $sub ) {
				case 'all':
					return 1;
				case 'front_page':
					return 4;
				case 'post_type':
					return $has_id ? 4 : 2;
				case 'in':
				case 'by_author':
					return 3;
				case 'not_found':
					return 2;
			}
		}
		if ( 'archive' === $name ) {
			switch ( $sub ) {
				case 'all':
					return 1;
				case 'taxonomy':
				case 'author':
					return $has_id ? 4 : 2;
				default:
					return 2;
			}
		}
		return 0;
	}

	/**
	 * Whether one condition matches a request (its type aside).
	 *
	 * @param array<string, mixed> $condition Condition.
	 * @param RequestContext       $context   The request.
	 */
	public function matches( array $condition, RequestContext $context ): bool {
		$name             = (string) ( $condition['name'] ?? 'general' );
		[ $sub, $object ] = self::split( (string) ( $condition['sub_name'] ?? '' ) );
		$id               = (int) ( $condition['sub_id'] ?? 0 );
		switch ( $name ) {
			case 'general':
				return true;
			case 'singular':
				return $this->matches_singular( $sub, $object, $id, $context );
			case 'archive':
				return $this->matches_archive( $sub, $object, $id, $context );
		}
		return false;
	}

	/**
	 * Singular conditions.
	 *
	 * @param string         $sub     Sub-name kind.
	 * @param string         $object  Post type or taxonomy it names.
	 * @param int            $id      Sub-id (0: none).
	 * @param RequestContext $context The request.
	 */
	private function matches_singular( string $sub, string $object, int $id, RequestContext $context ): bool {
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
				return $object === $context->post_type && ( 0 === $id || $id === $context->object_id );
			case 'in':
				return $id > 0 && in_array( $id, $context->terms[ $object ] ?? array(), true );
			case 'by_author':
				return $id > 0 && $id === $context->author;
		}
		return false;
	}

	/**
	 * Archive conditions.
	 *
	 * @param string         $sub     Sub-name kind.
	 * @param string         $object  Post type or taxonomy it names.
	 * @param int            $id      Sub-id (0: none).
	 * @param RequestContext $context The request.
	 */
	private function matches_archive( string $sub, string $object, int $id, RequestContext $context ): bool {
		if ( RequestContext::ARCHIVE !== $context->kind ) {
			return false;
		}
		switch ( $sub ) {
			case 'all':
				return true;
			case 'post_type':
				return 'post_type' === $context->archive && $object === $context->post_type;
			case 'taxonomy':
				return 'taxonomy' === $context->archive && $object === $context->taxonomy && ( 0 === $id || $id === $context->object_id );
			case 'author':
				return 'author' === $context->archive && ( 0 === $id || $id === $context->object_id );
			case 'date':
			case 'search':
				return $sub === $context->archive;
		}
		return false;
	}

	/**
	 * A sub-name as its kind and the object it names (`post_type:page` →
	 * [post_type, page]; `front_page` → [front_page, '']).
	 *
	 * @param string $sub_name Sub-name.
	 * @return array{0: string, 1: string}
	 */
	public static function split( string $sub_name ): array {
		$parts = explode( ':', $sub_name, 2 );
		return array( $parts[0], $parts[1] ?? '' );
	}
}
