/**
 * Failed requests as the stores keep them: one mapping from whatever a call
 * threw to a plain, serialisable error, and the helpers that record it per
 * request so a screen can show the failure and offer "Try again".
 */
/**
 * Internal dependencies
 */
import { RequestError } from '../../api/client';
import { logFailure } from './failures';

/** A failed request, as a store keeps it. */
export interface StoreError {
	/** The server's error code (`retry_again`, `invalid_data`, …). */
	code: string;
	/** The server's message (may hold HTML). */
	message: string;
	/** The HTTP status; 0 when the request never got an answer. */
	status: number;
}

/**
 * A thrown value as a stored error. `request()` throws a RequestError for
 * every failed call; anything else (a bug, a failed editor insert) keeps
 * its message under `unknown_error`.
 *
 * @param thrown Anything thrown.
 */
export function toStoreError( thrown: unknown ): StoreError {
	if ( thrown instanceof RequestError ) {
		return {
			code: thrown.code,
			message: thrown.message,
			status: thrown.status,
		};
	}
	return {
		code: 'unknown_error',
		message: thrown instanceof Error ? thrown.message : String( thrown ),
		status: 0,
	};
}

/**
 * Errors by request key with one set (or, with null, cleared). The same
 * object comes back when nothing changes, so selectors keep their answers
 * and components do not render again.
 *
 * @param errors Errors by key.
 * @param key    Request key.
 * @param error  The error, or null to forget it.
 */
export function withError(
	errors: Readonly< Record< string, StoreError > >,
	key: string,
	error: StoreError | null
): Record< string, StoreError > {
	if ( error ) {
		return { ...errors, [ key ]: error };
	}
	if ( ! ( key in errors ) ) {
		return errors;
	}
	const { [ key ]: _forgotten, ...others } = errors;
	return others;
}

/**
 * Runs a request for a resolver or thunk and records its outcome under its
 * key: the answer goes to `receive` and the error is cleared, or the stored
 * form of the failure is set. It never throws: a resolver that threw would
 * leave the selector "resolving" with nothing for the screen to show.
 *
 * @param call     Makes the request.
 * @param receive  Stores the answer.
 * @param setError Sets (or, with null, clears) the request's error.
 * @param tag      A console tag or recorded failure code (spec part 1 §8)
 *                 the failure is also logged under.
 * @return Whether the request succeeded.
 */
export async function recordRequest< T >(
	call: () => Promise< T >,
	receive: ( answer: T ) => void,
	setError: ( error: StoreError | null ) => void,
	tag?: string
): Promise< boolean > {
	try {
		receive( await call() );
	} catch ( thrown ) {
		if ( tag ) {
			logFailure( tag, thrown );
		}
		setError( toStoreError( thrown ) );
		return false;
	}
	setError( null );
	return true;
}
