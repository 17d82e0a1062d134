<?php
/**
 * Display conditions in a form another site can read: a sub-id naming a
 * post, term or author carried as a stable reference as well (issue [26]
 * item 5), and found again where the template lands.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Import\References;

defined( 'ABSPATH' ) || exit;

/**
 * The one way conditions leave a site and land on one
 * (docs/decisions/fleet.md, "Portable references", saved templates):
 *
 * - **Carried** (`carry()`): a condition whose sub-id names something (a
 *   page in "singular page 42", a category in "in category 7", an author)
 *   keeps its sub-id and gains `ref`: for a post its stable id when it has
 *   one (`References::META`: a pattern carried before, a pack's page), the
 *   item or file it was imported from when the site uses a hub of its own
 *   elsewhere (`Provenance::source_of()`: `from`), and always its post type
 *   and slug; for a term its taxonomy and slug; for an
 *   author the author's nicename (public: it is in the author archive's
 *   address). Only what the current user may choose in the conditions
 *   modal is named (`ConditionSources::label()`); anything else carries an
 *   empty `ref`, so it is dropped where it lands, never read as another
 *   site's id. A condition without a sub-id is left as it is.
 * - **Resolved** (`resolve()`): each `ref` is this site's object — a post
 *   by its stable id first (`References::find()`), then as the copy of the
 *   same hub item or file (`Provenance::copies_of()`), then by post type
 *   and slug; a term by taxonomy and slug; an author by nicename —, one the
 *   current user may choose (the same check as a saved list); its id
 *   becomes the sub-id and `ref` goes. A `ref` that finds nothing drops its
 *   condition, and says so (`$dropped`); the others are kept. A condition
 *   without `ref` (conditions stored before, or written by hand) keeps its
 *   sub-id as today.
 *
 * Nothing is created or written: a post or term named by a condition is
 * the site's, found or not.
 */
final class PortableConditions {
	/** The field a carried condition names its object by. */
	public const REF = 'ref';

	/**
	 * Constructor.
	 *
	 * @param Conditions       $conditions The condition list (sub-names and their sources).
	 * @param ConditionSources $sources    What the current user may choose.
	 * @param Provenance|null  $provenance Where posts came from (null: not asked).
	 */
	public function __construct( private Conditions $conditions, private ConditionSources $sources = new ConditionSources(), private ?Provenance $provenance = null ) {}

	/**
	 * Stored conditions as they leave this site: see the class.
	 *
	 * @param array<int, mixed> $conditions Stored conditions.
	 * @return array<int, array<string, mixed>>
	 */
	public function carry( array $conditions ): array {
		$out = array();
		foreach ( $conditions as $condition ) {
			if ( ! is_array( $condition ) ) {
				continue;
			}
			$source = $this->source_of( $condition );
			$id     = (int) ( $condition['sub_id'] ?? 0 );
			unset( $condition[ self::REF ] );
			if ( null !== $source && $id > 0 ) {
				$condition[ self::REF ] = $this->reference( $source, $id ) ?? array();
			}
			$out[] = $condition;
		}
		return $out;
	}

	/**
	 * Conditions as they land on this site: see the class.
	 *
	 * @param array<int, mixed> $conditions Conditions as they came (any may carry `ref`).
	 * @param string[]          $dropped    Set to what was left out, one sentence each.
	 * @return array<int, array<string, mixed>> Conditions without `ref` (for `Conditions::normalise()`).
	 */
	public function resolve( array $conditions, array &$dropped = array() ): array {
		$dropped = array();
		$out     = array();
		foreach ( $conditions as $condition ) {
			if ( ! is_array( $condition ) ) {
				continue;
			}
			if ( ! array_key_exists( self::REF, $condition ) ) {
				$out[] = $condition;
				continue;
			}
			$ref = $condition[ self::REF ];
			unset( $condition[ self::REF ] );
			$source = $this->source_of( $condition );
			$found  = null !== $source && is_array( $ref ) ? $this->find( $source, $ref ) : 0;
			if ( $found > 0 ) {
				$condition['sub_id'] = $found;
				$out[]               = $condition;
				continue;
			}
			$dropped[] = $this->describe( $condition, is_array( $ref ) ? $ref : array() );
		}
		return $out;
	}

	/**
	 * The source a condition's sub-id comes from (`post:<type>`,
	 * `term:<taxonomy>`, `author`), or null for none.
	 *
	 * @param array<string, mixed> $condition Condition.
	 */
	private function source_of( array $condition ): ?string {
		$entry = $this->conditions->sub_name( (string) ( $condition['name'] ?? '' ), (string) ( $condition['sub_name'] ?? '' ) );
		return is_array( $entry ) && is_string( $entry['source'] ?? null ) ? $entry['source'] : null;
	}

	/**
	 * The portable reference of a sub-id, or null when it names nothing the
	 * current user may choose.
	 *
	 * @param string $source Source.
	 * @param int    $id     Sub-id.
	 * @return array<string, string>|null
	 */
	private function reference( string $source, int $id ): ?array {
		if ( null === $this->sources->label( $source, $id ) ) {
			return null;
		}
		[ $kind, $object ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		switch ( $kind ) {
			case 'post':
				$post = get_post( $id );
				if ( ! $post instanceof \WP_Post ) {
					return null;
				}
				$ref    = array(
					'post_type' => $object,
					'slug'      => (string) $post->post_name,
				);
				$stable = get_post_meta( $id, References::META, true );
				if ( is_string( $stable ) && wp_is_uuid( $stable ) ) {
					$ref = array( 'id' => strtolower( $stable ) ) + $ref;
				}
				$from = $this->provenance?->source_of( $id );
				if ( null !== $from ) {
					$ref['from'] = $from;
				}
				return '' !== $ref['slug'] || isset( $ref['id'] ) ? $ref : null;
			case 'term':
				$term = get_term( $id, $object );
				return $term instanceof \WP_Term ? array(
					'taxonomy' => $object,
					'slug'     => (string) $term->slug,
				) : null;
			case 'author':
				$user = get_userdata( $id );
				return $user instanceof \WP_User ? array( 'author' => (string) $user->user_nicename ) : null;
		}
		return null;
	}

	/**
	 * This site's object for a carried reference, one the current user may
	 * choose; 0 when there is none. What came from outside is checked: a
	 * reference must name the source's own post type or taxonomy.
	 *
	 * @param string               $source Source of the condition's sub-name.
	 * @param array<string, mixed> $ref    The carried reference.
	 */
	private function find( string $source, array $ref ): int {
		[ $kind, $object ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		$slug              = is_string( $ref['slug'] ?? null ) ? sanitize_title( $ref['slug'] ) : '';
		$candidates        = array();
		switch ( $kind ) {
			case 'post':
				if ( $object !== ( $ref['post_type'] ?? $object ) ) {
					return 0;
				}
				$stable = is_string( $ref['id'] ?? null ) && wp_is_uuid( $ref['id'] ) ? strtolower( $ref['id'] ) : '';
				if ( '' !== $stable ) {
					$candidates[] = References::find( $object, $stable );
				}
				$from = is_array( $ref['from'] ?? null ) ? $ref['from'] : null;
				if ( null !== $from && null !== $this->provenance && is_string( $from['hub'] ?? null ) && is_string( $from['kind'] ?? null ) && is_int( $from['id'] ?? null ) ) {
					foreach ( $this->provenance->copies_of( $from['hub'], $from['kind'], $from['id'] ) as $copy ) {
						$candidates[] = get_post_type( $copy ) === $object ? $copy : 0;
					}
				}
				if ( '' !== $slug ) {
					$candidates = array_merge( $candidates, $this->posts_named( $object, $slug ) );
				}
				break;
			case 'term':
				if ( $object !== ( $ref['taxonomy'] ?? null ) || '' === $slug ) {
					return 0;
				}
				$term         = get_term_by( 'slug', $slug, $object );
				$candidates[] = $term instanceof \WP_Term ? (int) $term->term_id : 0;
				break;
			case 'author':
				$name         = is_string( $ref['author'] ?? null ) ? sanitize_title( $ref['author'] ) : '';
				$user         = '' !== $name ? get_user_by( 'slug', $name ) : false;
				$candidates[] = $user instanceof \WP_User ? (int) $user->ID : 0;
				break;
		}
		foreach ( $candidates as $id ) {
			if ( $id > 0 && null !== $this->sources->label( $source, $id ) ) {
				return $id;
			}
		}
		return 0;
	}

	/**
	 * Posts of a type with a slug, oldest first (published or private: what
	 * a condition may name).
	 *
	 * @param string $type Post type.
	 * @param string $slug Slug.
	 * @return int[]
	 */
	private function posts_named( string $type, string $slug ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'              => $type,
					'name'                   => $slug,
					'post_status'            => array( 'publish', 'private' ),
					'orderby'                => 'ID',
					'order'                  => 'ASC',
					'fields'                 => 'ids',
					'posts_per_page'         => 10,
					'no_found_rows'          => true,
					'suppress_filters'       => true,
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
				)
			)
		);
	}

	/**
	 * What a dropped condition was, for the answer that reports it.
	 *
	 * @param array<string, mixed> $condition Condition (without `ref`).
	 * @param array<string, mixed> $ref       What it carried.
	 */
	private function describe( array $condition, array $ref ): string {
		$entry = $this->conditions->sub_name( (string) ( $condition['name'] ?? '' ), (string) ( $condition['sub_name'] ?? '' ) );
		$what  = is_array( $entry ) ? (string) $entry['label'] : (string) ( $condition['name'] ?? '' );
		$named = '';
		foreach ( array( 'slug', 'author' ) as $key ) {
			if ( is_string( $ref[ $key ] ?? null ) && '' !== $ref[ $key ] ) {
				$named = sanitize_title( $ref[ $key ] );
				break;
			}
		}
		$what = '' !== $named ? $what . ': ' . $named : $what;
		return 'exclude' === ( $condition['type'] ?? 'include' )
			/* translators: %s: what the condition named, e.g. "Pages: about" */
			? sprintf( __( 'The display condition excluding “%s” was left out: nothing on this site matches it.', 'stencilbox' ), $what )
			/* translators: %s: what the condition named, e.g. "Pages: about" */
			: sprintf( __( 'The display condition including “%s” was left out: nothing on this site matches it.', 'stencilbox' ), $what );
	}
}
