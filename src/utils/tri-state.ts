/**
 * The dependency filter (spec part 1 §4): each dependency cycles
 * none → include → exclude → none; the batch toggle over a group cycles
 * none (or mixed) → include → exclude → none.
 */

export type TriState = 'none' | 'include' | 'exclude';
export type BatchState = TriState | 'mixed';

/**
 * The next state of one dependency.
 *
 * @param state Current state.
 */
export function nextTriState( state: TriState ): TriState {
	switch ( state ) {
		case 'none':
			return 'include';
		case 'include':
			return 'exclude';
		default:
			return 'none';
	}
}

/**
 * The state a group shows: the common state, or `mixed`.
 *
 * @param states States of the group's dependencies.
 */
export function batchState( states: readonly TriState[] ): BatchState {
	if ( states.length === 0 ) {
		return 'none';
	}
	return states.every( ( state ) => state === states[ 0 ] )
		? states[ 0 ]
		: 'mixed';
}

/**
 * The state the batch toggle sets next on every dependency of the group.
 *
 * @param current The group's state.
 */
export function nextBatchState( current: BatchState ): TriState {
	switch ( current ) {
		case 'none':
		case 'mixed':
			return 'include';
		case 'include':
			return 'exclude';
		default:
			return 'none';
	}
}

/**
 * The state of a dependency given the include and exclude lists.
 *
 * @param id      Dependency id.
 * @param include Included ids.
 * @param exclude Excluded ids.
 */
export function stateOf(
	id: number,
	include: readonly number[],
	exclude: readonly number[]
): TriState {
	if ( include.includes( id ) ) {
		return 'include';
	}
	return exclude.includes( id ) ? 'exclude' : 'none';
}

/**
 * Include and exclude lists with one dependency set to a state.
 *
 * @param lists         Current lists.
 * @param lists.include Included ids.
 * @param lists.exclude Excluded ids.
 * @param id            Dependency id.
 * @param state         New state.
 */
export function withState(
	lists: { include: readonly number[]; exclude: readonly number[] },
	id: number,
	state: TriState
): { include: number[]; exclude: number[] } {
	const include = lists.include.filter( ( other ) => other !== id );
	const exclude = lists.exclude.filter( ( other ) => other !== id );
	if ( state === 'include' ) {
		include.push( id );
	} else if ( state === 'exclude' ) {
		exclude.push( id );
	}
	return { include, exclude };
}
