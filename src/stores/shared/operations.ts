/**
 * The result of a workflow a modal waits for (spec part 2 §4: copy, move,
 * delete, push, download, add, create, save end with a result flag such as
 * `isCopied`): which one ran, and whether it is running, done or failed.
 */
/**
 * Internal dependencies
 */
import { toStoreError, type StoreError } from './errors';
import { logFailure } from './failures';

/** One workflow's state. */
export interface Operation< Kind extends string > {
	kind: Kind;
	status: 'busy' | 'done' | 'failed';
	error?: StoreError;
}

/**
 * Runs a workflow's request and records its state as it goes: busy, then
 * done or failed (with the stored error). It never throws.
 *
 * @param kind Which workflow.
 * @param call Makes the request.
 * @param set  Records the state.
 * @param tag  The internal code a failure is logged under (part 2 §8).
 * @return The answer, or null when the request failed.
 */
export async function runOperation< Kind extends string, T >(
	kind: Kind,
	call: () => Promise< T >,
	set: ( operation: Operation< Kind > ) => void,
	tag?: string
): Promise< T | null > {
	set( { kind, status: 'busy' } );
	try {
		const answer = await call();
		set( { kind, status: 'done' } );
		return answer;
	} catch ( thrown ) {
		if ( tag ) {
			logFailure( tag, thrown );
		}
		set( { kind, status: 'failed', error: toStoreError( thrown ) } );
		return null;
	}
}

/**
 * Whether the last workflow of a kind is done (the spec's `isCopied`,
 * `isDeleted`… flags).
 *
 * @param operation The last workflow, if any.
 * @param kind      The kind asked about.
 */
export function isDone< Kind extends string >(
	operation: Operation< Kind > | null,
	kind: Kind
): boolean {
	return operation?.kind === kind && operation.status === 'done';
}
