/**
 * The outcome of an action: success or the error with its problems.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { ActionState } from './hooks/use-action';

/**
 * Action notice.
 *
 * @param props         Props.
 * @param props.state   The action.
 * @param props.success What to say when it worked.
 */
export default function ActionNotice< T >( {
	state,
	success,
}: {
	state: ActionState< T >;
	success: ( result: T ) => ReactNode;
} ) {
	if ( state.error ) {
		const { message, problems } = state.error;
		return (
			<Notice status="error" onRemove={ state.reset }>
				<p>
					{ problems.length > 0
						? message.slice( 0, message.indexOf( ':' ) + 1 ) ||
							message
						: message }
				</p>
				{ problems.length > 0 && (
					<ul className="stencilbox-hub__problems">
						{ problems.map( ( problem, i ) => (
							<li key={ i }>{ problem }</li>
						) ) }
					</ul>
				) }
			</Notice>
		);
	}
	if ( state.result !== null ) {
		return (
			<Notice status="success" onRemove={ state.reset }>
				{ success( state.result ) }
			</Notice>
		);
	}
	return null;
}
