/**
 * A plain admin table of rows loaded from a request: the request-error
 * panel when it failed, a spinner while it runs, then the rows (or one
 * row saying there are none).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';

/**
 * Internal dependencies
 */
import RequestError from '../request-error';

export interface LoadedTableProps< T > {
	/** The rows; null while they are asked for. */
	rows: T[] | null;
	/** Why the request failed (null or empty: it did not). */
	failed: string | null | undefined;
	/** The request-error panel's title. */
	failedTitle: string;
	/** Asks again. */
	onRetry: () => void;
	/** The one row's text when there are no rows. */
	empty: string;
	/** Renders one row (a `<tr>` with its key). */
	children: ( row: T ) => ReactNode;
}

/**
 * Loaded table.
 *
 * @param props             Props.
 * @param props.rows        The rows, null while loading.
 * @param props.failed      Why the request failed.
 * @param props.failedTitle The error panel's title.
 * @param props.onRetry     Asks again.
 * @param props.empty       Text of the row shown when there are none.
 * @param props.children    Renders one row.
 */
export default function LoadedTable< T >( {
	rows,
	failed,
	failedTitle,
	onRetry,
	empty,
	children,
}: LoadedTableProps< T > ) {
	if ( failed ) {
		return (
			<RequestError
				title={ failedTitle }
				message={ failed }
				onRetry={ onRetry }
			/>
		);
	}
	if ( rows === null ) {
		return <Spinner />;
	}
	return (
		<table className="widefat striped">
			<tbody>
				{ rows.length === 0 && (
					<tr>
						<td>{ empty }</td>
					</tr>
				) }
				{ rows.map( children ) }
			</tbody>
		</table>
	);
}
