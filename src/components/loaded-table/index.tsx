/**
 * A plain admin table of rows loaded from a request: the request-error
 * panel when it failed, a spinner while it runs, then the rows (or one
 * row saying there are none), under the columns' headings if it has them.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

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
	/** The columns' headings (none: the table has no head). */
	columns?: string[];
	/** A last column of row actions, headed "Actions" for screen readers. */
	actions?: boolean;
	/** The table's own class, beside WordPress's `widefat striped`. */
	className?: string;
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
 * @param props.columns     The columns' headings.
 * @param props.actions     A last column of row actions.
 * @param props.className   The table's own class.
 */
export default function LoadedTable< T >( {
	rows,
	failed,
	failedTitle,
	onRetry,
	empty,
	children,
	columns,
	actions = false,
	className,
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
	const width = columns && columns.length + ( actions ? 1 : 0 );
	return (
		<table
			className={ [ 'widefat striped', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ columns && (
				<thead>
					<tr>
						{ columns.map( ( column ) => (
							<th key={ column } scope="col">
								{ column }
							</th>
						) ) }
						{ actions && (
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'stencilbox' ) }
								</span>
							</th>
						) }
					</tr>
				</thead>
			) }
			<tbody>
				{ rows.length === 0 && (
					<tr>
						<td colSpan={ width }>{ empty }</td>
					</tr>
				) }
				{ rows.map( children ) }
			</tbody>
		</table>
	);
}
