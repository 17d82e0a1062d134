/**
 * Runs an async action with busy, result and error state.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { RequestError } from '../../../api/client';

export interface ActionState< T > {
	busy: boolean;
	result: T | null;
	error: { message: string; problems: string[] } | null;
	run: ( task: () => Promise< T > ) => Promise< T | null >;
	reset: () => void;
}

/**
 * An action's state.
 */
export function useAction< T >(): ActionState< T > {
	const [ busy, setBusy ] = useState( false );
	const [ result, setResult ] = useState< T | null >( null );
	const [ error, setError ] = useState< ActionState< T >[ 'error' ] >( null );
	const run = useCallback( async ( task: () => Promise< T > ) => {
		setBusy( true );
		setError( null );
		setResult( null );
		try {
			const value = await task();
			setResult( value );
			return value;
		} catch ( thrown ) {
			const problems =
				thrown instanceof RequestError &&
				Array.isArray( thrown.data.problems )
					? ( thrown.data.problems as string[] )
					: [];
			setError( {
				message:
					thrown instanceof Error ? thrown.message : String( thrown ),
				problems,
			} );
			return null;
		} finally {
			setBusy( false );
		}
	}, [] );
	const reset = useCallback( () => {
		setResult( null );
		setError( null );
	}, [] );
	return { busy, result, error, run, reset };
}
