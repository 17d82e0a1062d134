<?php
/**
 * Three-way merge of trees (block markup, Elementor elements): what both
 * share — matching a level, structure, conflicts and picks.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Merge;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of structure and conflicts, one source for both editors
 * (`BlockMerge`, `ElementMerge`; docs/decisions/versions.md, "Merging"):
 * the children of matched nodes are matched by the longest common
 * subsequence of their names; a level only one side changed takes that
 * side's structure; a node one side removed and the other changed is a
 * `removed` conflict; a level both sides changed differently is one
 * `structure` conflict. A node's own merge (`merge_node()`) is the
 * editor's.
 */
abstract class TreeMerge {
	/**
	 * Conflicts not resolved by a pick.
	 *
	 * @var array<int, array{key: string, path: string, block: string, what: string, name: string, base: string, ours: string, theirs: string}>
	 */
	protected array $conflicts = array();

	/**
	 * Constructor.
	 *
	 * @param array<string, string> $picks Conflict key → `ours` or `theirs`.
	 */
	public function __construct( protected array $picks = array() ) {}

	/**
	 * A node's name (what matching compares).
	 *
	 * @param array<string, mixed> $node Node.
	 */
	abstract protected function name_of( array $node ): string;

	/**
	 * What a person calls a block or element of that name (a conflict's
	 * title says it: "Paragraph", not `core/paragraph`).
	 *
	 * @param string $name What `name_of()` answers ('' for none).
	 */
	abstract protected function label_of( string $name ): string;

	/**
	 * A node's fingerprint (the pristine rule's).
	 *
	 * @param array<string, mixed> $node Node.
	 */
	abstract protected function print_of( array $node ): string;

	/**
	 * Nodes as a conflict shows them.
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes.
	 */
	abstract protected function show( array $nodes ): string;

	/**
	 * Merges one node all three have (same name).
	 *
	 * @param array<string, mixed> $base   Base.
	 * @param array<string, mixed> $ours   Ours.
	 * @param array<string, mixed> $theirs Theirs.
	 * @param string               $path   Its path.
	 * @return array<string, mixed>
	 */
	abstract protected function merge_node( array $base, array $ours, array $theirs, string $path ): array;

	/**
	 * The names of nodes.
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes.
	 * @return string[]
	 */
	private function names( array $nodes ): array {
		return array_map( fn( array $node ): string => $this->name_of( $node ), array_values( $nodes ) );
	}

	/**
	 * Merges one level: the children of matched nodes (or the top).
	 *
	 * @param array<int, array<string, mixed>> $base   Base nodes.
	 * @param array<int, array<string, mixed>> $ours   Ours.
	 * @param array<int, array<string, mixed>> $theirs Theirs.
	 * @param string                           $path   The parent's path ('' at the top).
	 * @return array<int, array<string, mixed>>
	 */
	protected function merge_list( array $base, array $ours, array $theirs, string $path ): array {
		$names_b      = $this->names( $base );
		$names_o      = $this->names( $ours );
		$names_t      = $this->names( $theirs );
		$ours_moved   = $names_o !== $names_b;
		$theirs_moved = $names_t !== $names_b;
		$out          = array();
		if ( ! $ours_moved && ! $theirs_moved ) {
			foreach ( $base as $i => $block ) {
				$out[] = $this->merge_node( $block, $ours[ $i ], $theirs[ $i ], self::path( $path, $i ) );
			}
			return $out;
		}
		if ( ! $ours_moved ) {
			// The new version changed this level: its order, the site's content in the blocks both have.
			foreach ( self::diff( $names_b, $names_t ) as [ $i, $j ] ) {
				if ( null !== $i && null !== $j ) {
					$out[] = $this->merge_node( $base[ $i ], $ours[ $i ], $theirs[ $j ], self::path( $path, $i ) );
				} elseif ( null !== $j ) {
					$out[] = $theirs[ $j ];
				} elseif ( $this->print_of( $ours[ $i ] ) !== $this->print_of( $base[ $i ] ) && 'ours' === $this->decide( self::path( $path, $i ), 'removed', '', $this->name_of( $base[ $i ] ), $this->show( array( $base[ $i ] ) ), $this->show( array( $ours[ $i ] ) ), '' ) ) {
					$out[] = $ours[ $i ]; // Removed in the new version, changed here: kept when the user says so.
				}
			}
			return $out;
		}
		if ( ! $theirs_moved ) {
			// The site changed this level (added, removed, moved nodes): its order stays.
			foreach ( self::diff( $names_b, $names_o ) as [ $i, $k ] ) {
				if ( null !== $i && null !== $k ) {
					$out[] = $this->merge_node( $base[ $i ], $ours[ $k ], $theirs[ $i ], self::path( $path, $i ) );
				} elseif ( null !== $k ) {
					$out[] = $ours[ $k ];
				} elseif ( $this->print_of( $theirs[ $i ] ) !== $this->print_of( $base[ $i ] ) && 'theirs' === $this->decide( self::path( $path, $i ), 'removed', '', $this->name_of( $base[ $i ] ), $this->show( array( $base[ $i ] ) ), '', $this->show( array( $theirs[ $i ] ) ) ) ) {
					$out[] = $theirs[ $i ]; // Removed here, changed in the new version.
				}
			}
			return $out;
		}
		// Both changed this level: mergeable only when they made the same change.
		if ( $names_o === $names_t && self::diff( $names_b, $names_o ) === self::diff( $names_b, $names_t ) ) {
			$same = true;
			foreach ( self::diff( $names_b, $names_o ) as [ $i, $k ] ) {
				if ( null === $i && null !== $k ) {
					$same = $same && $this->print_of( $ours[ $k ] ) === $this->print_of( $theirs[ $k ] );
				}
			}
			if ( $same ) {
				foreach ( self::diff( $names_b, $names_o ) as [ $i, $k ] ) {
					if ( null !== $k ) {
						$out[] = null === $i ? $theirs[ $k ] : $this->merge_node( $base[ $i ], $ours[ $k ], $theirs[ $k ], self::path( $path, $i ) );
					}
				}
				return $out;
			}
		}
		$region = self::path( $path, '*' );
		return 'ours' === $this->decide( $region, 'structure', '', isset( $base[0] ) ? $this->name_of( $base[0] ) : ( isset( $theirs[0] ) ? $this->name_of( $theirs[0] ) : '' ), $this->show( $base ), $this->show( $ours ), $this->show( $theirs ) ) ? $ours : $theirs;
	}

	/**
	 * Decides a conflict: the user's pick, or (none) noted as open and
	 * answered `theirs` for now.
	 *
	 * @param string               $path   Where.
	 * @param string               $what   removed, structure, attribute, text, link, image, content.
	 * @param string               $name   The attribute or slot.
	 * @param string               $node   The name of the block or element it is about.
	 * @param string               $base   The base's value.
	 * @param string               $ours   Ours.
	 * @param string               $theirs Theirs.
	 * @return string ours or theirs.
	 */
	protected function decide( string $path, string $what, string $name, string $node, string $base, string $ours, string $theirs ): string {
		$key = $path . ':' . $what . ( '' !== $name ? ':' . $name : '' );
		if ( isset( $this->picks[ $key ] ) && in_array( $this->picks[ $key ], array( 'ours', 'theirs' ), true ) ) {
			return $this->picks[ $key ];
		}
		$this->conflicts[] = array(
			'key'    => $key,
			'path'   => $path,
			'block'  => $node,
			'label'  => '' !== $node ? $this->label_of( $node ) : '',
			'what'   => $what,
			'name'   => $name,
			'base'   => $base,
			'ours'   => $ours,
			'theirs' => $theirs,
		);
		return 'theirs';
	}

	/**
	 * A path one level down.
	 *
	 * @param string     $parent The parent's path.
	 * @param int|string $index  Position (or `*`: the whole level).
	 */
	protected static function path( string $parent, int|string $index ): string {
		return '' === $parent ? (string) $index : $parent . '/' . $index;
	}

	/**
	 * How a list of names became another: pairs in order, `[i, j]` for a
	 * kept entry, `[i, null]` removed, `[null, j]` added (the longest
	 * common subsequence of the names; a removal before an addition).
	 *
	 * @param string[] $from Names before.
	 * @param string[] $to   Names after.
	 * @return array<int, array{0: int|null, 1: int|null}>
	 */
	protected static function diff( array $from, array $to ): array {
		$n   = count( $from );
		$m   = count( $to );
		$len = array_fill( 0, $n + 1, array_fill( 0, $m + 1, 0 ) );
		for ( $i = $n - 1; $i >= 0; $i-- ) {
			for ( $j = $m - 1; $j >= 0; $j-- ) {
				$len[ $i ][ $j ] = $from[ $i ] === $to[ $j ] ? $len[ $i + 1 ][ $j + 1 ] + 1 : max( $len[ $i + 1 ][ $j ], $len[ $i ][ $j + 1 ] );
			}
		}
		$out = array();
		$i   = 0;
		$j   = 0;
		while ( $i < $n || $j < $m ) {
			if ( $i < $n && $j < $m && $from[ $i ] === $to[ $j ] && $len[ $i ][ $j ] === $len[ $i + 1 ][ $j + 1 ] + 1 ) {
				$out[] = array( $i++, $j++ );
			} elseif ( $i < $n && ( $j >= $m || $len[ $i + 1 ][ $j ] >= $len[ $i ][ $j + 1 ] ) ) {
				$out[] = array( $i++, null );
			} else {
				$out[] = array( null, $j++ );
			}
		}
		return $out;
	}

	/**
	 * Attributes as leaves: an object's keys joined with dots; lists and
	 * scalars are leaves.
	 *
	 * @param array<string, mixed> $attrs  Attributes.
	 * @param string               $prefix Key so far.
	 * @return array<string, mixed>
	 */
	protected static function leaves( array $attrs, string $prefix = '' ): array {
		$out = array();
		foreach ( $attrs as $key => $value ) {
			$name = $prefix . $key;
			if ( is_array( $value ) && $value && ! array_is_list( $value ) ) {
				$out += self::leaves( $value, $name . '.' );
			} else {
				$out[ $name ] = $value;
			}
		}
		return $out;
	}

	/**
	 * Leaves back into attributes.
	 *
	 * @param array<string, mixed> $leaves Leaves.
	 * @return array<string, mixed>
	 */
	protected static function unflatten( array $leaves ): array {
		$out = array();
		foreach ( $leaves as $key => $value ) {
			$at    = &$out;
			$parts = explode( '.', (string) $key );
			$last  = array_pop( $parts );
			foreach ( $parts as $part ) {
				if ( ! isset( $at[ $part ] ) || ! is_array( $at[ $part ] ) ) {
					$at[ $part ] = array();
				}
				$at = &$at[ $part ];
			}
			$at[ $last ] = $value;
			unset( $at );
		}
		return $out;
	}

	/**
	 * A value as a conflict shows it ('' for none).
	 *
	 * @param mixed $value Value.
	 */
	protected static function json( mixed $value ): string {
		return null === $value ? '' : ( is_string( $value ) ? $value : (string) wp_json_encode( $value ) );
	}
}
