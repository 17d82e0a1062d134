<?php
/**
 * The one place display conditions are resolved.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes\ConditionType;

defined( 'ABSPATH' ) || exit;

/**
 * Which template, of each slot, a request shows.
 *
 * Rules (docs/decisions/saved-templates.md, "Resolution"):
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
 * What each condition matches, and how specific it is, its type says
 * (`ConditionTypes`); a condition whose type is not registered (any more)
 * matches nothing.
 *
 * Pure: it reads only the templates and the context it is given (and the
 * types' matchers, which read the context).
 */
final class ConditionResolver {
	public const SLOT_HEADER = 'header';
	public const SLOT_FOOTER = 'footer';
	public const SLOT_BODY   = 'body';

	/**
	 * Constructor.
	 *
	 * @param ConditionTypes $types The condition types.
	 */
	public function __construct( private ConditionTypes $types = new ConditionTypes() ) {}

	/**
	 * The winners of every slot for a request.
	 *
	 * @param array<int, array{id:int, type:string, modified:int, conditions:array<int, array<string, mixed>>}> $templates Published templates.
	 * @param RequestContext                                                                                       $context   The request.
	 * @return array{header: ?int, footer: ?int, body: ?int} Template ids.
	 */
	public function resolve( array $templates, RequestContext $context ): array {
		$known = $this->types->all();
		$body  = null;
		foreach ( self::body_types( $context ) as $types ) {
			$body = $this->winner( $templates, $context, $types, $known );
			if ( null !== $body ) {
				break;
			}
		}
		return array(
			self::SLOT_HEADER => $this->winner( $templates, $context, array( 'header' ), $known ),
			self::SLOT_FOOTER => $this->winner( $templates, $context, array( 'footer' ), $known ),
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
	 * @param array<string, ConditionType>|null                                                                    $known     The condition types (null: ask the registry).
	 */
	public function winner( array $templates, RequestContext $context, array $types, ?array $known = null ): ?int {
		$known ??= $this->types->all();
		$best = null;
		foreach ( $templates as $template ) {
			if ( ! in_array( $template['type'], $types, true ) ) {
				continue;
			}
			$rank = $this->applies( $template['conditions'], $context, $known );
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
	 * @param array<string, ConditionType>|null $known      The condition types (null: ask the registry).
	 */
	public function applies( array $conditions, RequestContext $context, ?array $known = null ): ?int {
		$known ??= $this->types->all();
		$rank    = null;
		foreach ( $conditions as $condition ) {
			$type = is_array( $condition ) ? $known[ (string) ( $condition['name'] ?? ConditionTypes::DEFAULT_NAME ) ] ?? null : null;
			if ( null === $type ) {
				continue;
			}
			$sub = (string) ( $condition['sub_name'] ?? '' );
			$id  = (int) ( $condition['sub_id'] ?? 0 );
			if ( ! $type->matches_condition( $condition, $context ) ) {
				continue;
			}
			if ( 'exclude' === ( $condition['type'] ?? '' ) ) {
				return null;
			}
			$rank = max( $rank ?? -1, $type->rank( $sub, $id ) );
		}
		return $rank;
	}

	/**
	 * Taxonomies whose terms a singular request must read for these
	 * templates' conditions (their types say which).
	 *
	 * @param array<int, array<string, mixed>> $templates Templates.
	 * @return string[]
	 */
	public function taxonomies_in( array $templates ): array {
		$known      = $this->types->all();
		$taxonomies = array();
		foreach ( $templates as $template ) {
			foreach ( (array) ( $template['conditions'] ?? array() ) as $condition ) {
				$type = $known[ (string) ( $condition['name'] ?? ConditionTypes::DEFAULT_NAME ) ] ?? null;
				foreach ( $type ? $type->taxonomies( (string) ( $condition['sub_name'] ?? '' ) ) : array() as $taxonomy ) {
					$taxonomies[ $taxonomy ] = true;
				}
			}
		}
		return array_keys( $taxonomies );
	}
}
