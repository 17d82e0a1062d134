<?php
/**
 * Answers a list query from the catalogue's id sets: the exact number of
 * matching items and the ids of one page, newest first.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * A list query is, for each item type it covers, an AND of groups minus an
 * OR of excluded sets (CatalogSets names the sets):
 *
 * - plan `pro`: `p2`; `starter`: `p0` or `p1`;
 * - template type, category: `t<id>`; tags: `t<id>` or …;
 * - each included dependency: `d<id>`; excluded ones are subtracted;
 * - each search word: its prefix's set `w:<word>`, or, for a prefix too rare
 *   to have one, the ids its few postings in the word index name;
 * - nothing that narrows to the list: `*`.
 *
 * Reads: the member counts of every key involved, with each key's highest
 * chunk (where the newest items are, so a first page usually needs nothing
 * more), the postings of rare search words (at most CatalogSets::RARE
 * each), then the other bitmaps the chunks need. Groups are taken rarest first, and
 * a chunk missing from any group is never read, so a rare word narrows the
 * whole query to the few chunks its items are in. When one group alone
 * decides a chunk (one set, or sets that cannot overlap, like plans) and
 * nothing is excluded there, its count is the stored one and its bitmap is
 * read only if the page falls in it. A page is found by skipping whole
 * chunks by their counts, then counting inside one chunk: page 5,000 costs
 * what page 1 costs.
 */
final class SetQuery {
	/**
	 * Bitmaps read for the current query: key => chunk => bitmap.
	 *
	 * @var array<string, array<int, string>>
	 */
	private array $bits = array();

	/**
	 * Constructor.
	 *
	 * @param CatalogSets $sets The sets.
	 */
	public function __construct( private CatalogSets $sets ) {}

	/**
	 * The matching items' number and one page of their ids.
	 *
	 * @param array<string, mixed> $params Normalised list params (ItemArgs::list_params).
	 * @param int                  $offset Items before the page.
	 * @param int                  $limit  Page size.
	 * @return array{total: int, ids: int[]}
	 */
	public function find( array $params, int $offset, int $limit ): array {
		$this->bits = array();
		$none       = array(
			'total' => 0,
			'ids'   => array(),
		);
		$plan       = $this->plan( $params );
		if ( null === $plan ) {
			return $none;
		}
		[ $types, $facets, $minus, $words ] = $plan;

		$keys = array();
		foreach ( $words as $word ) {
			$keys[] = CatalogSets::REGISTERED . $word;
		}
		foreach ( $types as $type ) {
			$scope = CatalogSets::scope( (string) $params['platform'], $type );
			array_push( $keys, $scope . '*', ...array_map( static fn( string $name ): string => $scope . $name, array_merge( $minus, ...array_column( $facets, 0 ) ) ) );
			foreach ( $words as $word ) {
				$keys[] = $scope . 'w:' . $word;
			}
		}
		$counts     = $this->sets->counts( array_values( array_unique( $keys ) ), $top );
		$this->bits = $top;

		// A search word without a set is rare: the ids of its postings.
		$rare = array();
		foreach ( $words as $word ) {
			if ( ! isset( $counts[ CatalogSets::REGISTERED . $word ] ) ) {
				$ids = $this->sets->postings( $word, CatalogSets::RARE + 1 );
				if ( count( $ids ) > CatalogSets::RARE ) {
					$ids = $this->sets->postings( $word ); // Not registered yet (a build under way).
				}
				$by_chunk = array();
				foreach ( array_unique( $ids ) as $id ) {
					$by_chunk[ Bitmap::chunk( $id ) ][] = $id;
				}
				$rare[ $word ] = $by_chunk;
			}
		}

		// Per chunk and list: the groups to AND (their keys there, or ids), the
		// keys to subtract, and the count when the stored numbers give it.
		$chunks = array();
		foreach ( $types as $s => $type ) {
			$scope  = CatalogSets::scope( (string) $params['platform'], $type );
			$groups = array();
			$stored = false;
			foreach ( $facets as [ $names, $disjoint ] ) {
				$groups[] = $this->stored_group( array_map( static fn( string $name ): string => $scope . $name, $names ), $disjoint, $counts );
				$stored   = true;
			}
			foreach ( $words as $word ) {
				if ( isset( $rare[ $word ] ) ) {
					$groups[] = array(
						'ids'     => $rare[ $word ],
						'members' => array_map( 'count', $rare[ $word ] ),
					);
				} else {
					$groups[] = $this->stored_group( array( $scope . 'w:' . $word ), true, $counts );
					$stored   = true;
				}
			}
			if ( ! $stored ) {
				// Only word postings, which span every list: narrow them to this one.
				$groups[] = $this->stored_group( array( $scope . '*' ), true, $counts );
			}
			foreach ( $groups as $group ) {
				if ( ! $group['members'] ) {
					continue 2; // A group nobody is in: nothing in this list.
				}
			}
			usort( $groups, static fn( array $a, array $b ): int => array_sum( $a['members'] ) <=> array_sum( $b['members'] ) );
			$exclude = array_map( static fn( string $name ): string => $scope . $name, $minus );
			foreach ( array_keys( $groups[0]['members'] ) as $chunk ) {
				$parts = array();
				foreach ( $groups as $group ) {
					if ( ! isset( $group['members'][ $chunk ] ) ) {
						continue 2;
					}
					$parts[] = isset( $group['ids'] )
						? array( 'ids' => $group['ids'][ $chunk ] )
						: array( 'keys' => array_keys( $group['keys'][ $chunk ] ) );
				}
				$excluded = array_values( array_filter( $exclude, static fn( string $key ): bool => isset( $counts[ $key ][ $chunk ] ) ) );
				$only     = $groups[0];
				$counted  = 1 === count( $groups ) && ! $excluded && isset( $only['keys'] ) && ( 1 === count( $only['keys'][ $chunk ] ) || $only['disjoint'] );
				$chunks[ $chunk ][ $s ] = array(
					'groups'  => $parts,
					'exclude' => $excluded,
					'count'   => $counted ? $only['members'][ $chunk ] : null,
				);
			}
		}
		krsort( $chunks );

		// Bitmaps for every chunk not counted from the stored numbers.
		$this->load( $chunks, static fn( array $part ): bool => null === $part['count'] );
		$total = 0;
		foreach ( $chunks as $chunk => $parts ) {
			foreach ( $parts as $s => $part ) {
				if ( null === $part['count'] ) {
					$bits                            = $this->evaluate( $part, $chunk );
					$chunks[ $chunk ][ $s ]['bits']  = $bits;
					$chunks[ $chunk ][ $s ]['count'] = Bitmap::count( $bits );
				}
				$total += $chunks[ $chunk ][ $s ]['count'];
			}
		}

		// The page: skip whole chunks by their counts, then read inside the
		// chunks it falls in (their bitmaps, if the count came without them).
		$page = array();
		$skip = $offset;
		$left = $limit;
		foreach ( $chunks as $chunk => $parts ) {
			$in_chunk = array_sum( array_column( $parts, 'count' ) );
			if ( $in_chunk <= $skip ) {
				$skip -= $in_chunk;
				continue;
			}
			$page[ $chunk ] = $skip;
			$left          -= $in_chunk - $skip;
			$skip           = 0;
			if ( $left <= 0 ) {
				break;
			}
		}
		$this->load( array_intersect_key( $chunks, $page ), static fn( array $part ): bool => ! isset( $part['bits'] ) );
		$ids = array();
		foreach ( $page as $chunk => $skip ) {
			$bits = Bitmap::zero();
			foreach ( $chunks[ $chunk ] as $part ) {
				$bits |= $part['bits'] ?? $this->evaluate( $part, $chunk );
			}
			array_push( $ids, ...Bitmap::top( $bits, $chunk, $skip, $limit - count( $ids ) ) );
		}
		return array(
			'total' => $total,
			'ids'   => $ids,
		);
	}

	/**
	 * Item counts by platform and type, from the `*` sets.
	 *
	 * @param string[] $platforms Platforms.
	 * @return array<string, array<string, int>> Platform => type => items.
	 */
	public function counts( array $platforms ): array {
		$keys = array();
		foreach ( $platforms as $platform ) {
			foreach ( ItemArgs::ITEM_TYPES as $type ) {
				$keys[] = CatalogSets::scope( $platform, $type ) . '*';
			}
		}
		$by = array();
		foreach ( $this->sets->counts( $keys ) as $key => $chunks ) {
			[ $platform, $type ] = explode( '/', $key );
			$by[ $platform ][ $type ] = array_sum( $chunks );
		}
		return $by;
	}

	/**
	 * The query in set names: the item types, the groups of facets (names
	 * without the list's prefix, and whether they cannot overlap), the
	 * excluded facets and the search words. Null when nothing can match (an
	 * unknown template type or category, a search without words).
	 *
	 * @param array<string, mixed> $params Normalised list params.
	 * @return array{0: string[], 1: array<int, array{0: string[], 1: bool}>, 2: string[], 3: string[]}|null
	 */
	private function plan( array $params ): ?array {
		$types  = 'all' === $params['type'] ? ItemArgs::ITEM_TYPES : array( (string) $params['type'] );
		$facets = array();
		$minus  = array();
		$words  = array();
		if ( 'pro' === $params['plan'] ) {
			$facets[] = array( array( 'p' . CatalogRepository::PLAN_RANKS['pro'] ), true );
		} elseif ( 'starter' === $params['plan'] ) {
			$facets[] = array( array( 'p' . CatalogRepository::PLAN_RANKS['free'], 'p' . CatalogRepository::PLAN_RANKS['starter'] ), true );
		}
		$search = (string) ( $params['search'] ?? '' );
		if ( '' === $search || ! empty( $params['include_search'] ) ) {
			// Each filter as ItemArgs::filters() describes it: a term's set
			// (`t<id>`) or a dependency's (`d<id>`).
			$wanted = array();
			$by_ids = array();
			foreach ( ItemArgs::filters() as $key => $filter ) {
				if ( ItemArgs::FILTER_SLUG === $filter['kind'] ) {
					if ( 'all' !== (string) $params[ $key ] ) {
						$wanted[ (string) $filter['taxonomy'] ] = (string) $params[ $key ];
					}
					continue;
				}
				$names = array_map( static fn( int $id ): string => ( isset( $filter['taxonomy'] ) ? 't' : 'd' ) . $id, array_map( 'intval', (array) $params[ $key ] ) );
				if ( ! $names ) {
					continue;
				}
				if ( ItemArgs::MATCH_NONE === $filter['match'] ) {
					array_push( $minus, ...$names );
				} elseif ( ItemArgs::MATCH_EVERY === $filter['match'] ) {
					foreach ( $names as $name ) {
						$by_ids[] = array( array( $name ), true );
					}
				} else {
					$by_ids[] = array( $names, false );
				}
			}
			$terms = $this->term_ids( $wanted );
			if ( null === $terms ) {
				return null;
			}
			foreach ( $terms as $id ) {
				$facets[] = array( array( 't' . $id ), true );
			}
			array_push( $facets, ...$by_ids );
		}
		if ( '' !== $search ) {
			$words = Words::of_search( $search );
			if ( ! $words ) {
				return null;
			}
		}
		return array( $types, $facets, $minus, $words );
	}

	/**
	 * A group of stored sets: its keys' members by chunk.
	 *
	 * @param string[]                       $keys     Keys (OR).
	 * @param bool                           $disjoint Whether no item is in two of them.
	 * @param array<string, array<int, int>> $counts   Members by key and chunk.
	 * @return array{keys: array<int, array<string, int>>, members: array<int, int>, disjoint: bool}
	 */
	private function stored_group( array $keys, bool $disjoint, array $counts ): array {
		$by      = array();
		$members = array();
		foreach ( $keys as $key ) {
			foreach ( $counts[ $key ] ?? array() as $chunk => $n ) {
				$by[ $chunk ][ $key ] = $n;
				$members[ $chunk ]    = ( $members[ $chunk ] ?? 0 ) + $n;
			}
		}
		return array(
			'keys'     => $by,
			'members'  => $members,
			'disjoint' => $disjoint,
		);
	}

	/**
	 * Term ids of the slug filters (template type, category; [] when all
	 * are `all`), or null when one of them does not exist.
	 *
	 * @param array<string, string> $wanted Taxonomy => slug.
	 * @return int[]|null
	 */
	private function term_ids( array $wanted ): ?array {
		if ( ! $wanted ) {
			return array();
		}
		$terms = Names::table( 'catalog_terms' );
		$where = array();
		$args  = array();
		foreach ( $wanted as $taxonomy => $slug ) {
			$where[] = '(taxonomy = %s AND slug = %s)';
			array_push( $args, $taxonomy, $slug );
		}
		$rows = CatalogReads::rows( "SELECT id, taxonomy FROM {$terms} WHERE " . implode( ' OR ', $where ), $args );
		$ids  = array_column( $rows, 'id', 'taxonomy' );
		return count( $ids ) === count( $wanted ) ? array_map( 'intval', array_values( $ids ) ) : null;
	}

	/**
	 * Reads the bitmaps some chunks' parts need.
	 *
	 * @param array<int, array<int, array<string, mixed>>> $chunks Chunk => list => part.
	 * @param callable(array<string, mixed>): bool         $needs  Whether a part needs its bitmaps.
	 */
	private function load( array $chunks, callable $needs ): void {
		$keys  = array();
		$which = array();
		foreach ( $chunks as $chunk => $parts ) {
			foreach ( $parts as $part ) {
				if ( ! $needs( $part ) ) {
					continue;
				}
				$keys_of_part = $part['exclude'];
				foreach ( $part['groups'] as $group ) {
					array_push( $keys_of_part, ...( $group['keys'] ?? array() ) );
				}
				foreach ( $keys_of_part as $key ) {
					if ( ! isset( $this->bits[ $key ][ $chunk ] ) ) {
						// Not read with the counts (not the key's highest chunk).
						$keys[ $key ]    = true;
						$which[ $chunk ] = true;
					}
				}
			}
		}
		if ( ! $keys ) {
			return;
		}
		foreach ( $this->sets->bitmaps( array_keys( $keys ), array_keys( $which ) ) as $key => $by_chunk ) {
			foreach ( $by_chunk as $chunk => $bits ) {
				$this->bits[ $key ][ $chunk ] = $bits;
			}
		}
	}

	/**
	 * One chunk of one list: the AND of its groups minus its exclusions.
	 *
	 * @param array<string, mixed> $part  Groups (keys or ids) and excluded keys.
	 * @param int                  $chunk Chunk.
	 */
	private function evaluate( array $part, int $chunk ): string {
		$zero   = Bitmap::zero();
		$result = null;
		foreach ( $part['groups'] as $group ) {
			$any = $zero;
			if ( isset( $group['ids'] ) ) {
				foreach ( $group['ids'] as $id ) {
					Bitmap::put( $any, $id, true );
				}
			} else {
				foreach ( $group['keys'] as $key ) {
					$any |= $this->bits[ $key ][ $chunk ] ?? $zero;
				}
			}
			$result = null === $result ? $any : $result & $any;
		}
		foreach ( $part['exclude'] as $key ) {
			$result &= ~( $this->bits[ $key ][ $chunk ] ?? $zero );
		}
		return $result ?? $zero;
	}
}
