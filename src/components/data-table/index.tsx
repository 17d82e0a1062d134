/**
 * A plain data table with the app's own look (the library also runs outside
 * wp-admin, where core's table styles are missing): column headings, then
 * the rows the screen renders.
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './style.scss';

export interface DataTableProps {
	/** Accessible name. */
	label?: string;
	/** Column headings. */
	columns: ReactNode[];
	/** The rows (`<tr>` elements). */
	children: ReactNode;
	/** The last column holds actions: as narrow as its buttons. */
	actionsLast?: boolean;
}

/**
 * Data table.
 *
 * @param props             Props.
 * @param props.label       Accessible name.
 * @param props.columns     Column headings.
 * @param props.children    Rows.
 * @param props.actionsLast The last column holds actions.
 */
export default function DataTable( {
	label,
	columns,
	children,
	actionsLast = false,
}: DataTableProps ) {
	return (
		<table
			className={ `stencilbox-data-table${
				actionsLast ? ' has-actions' : ''
			}` }
			aria-label={ label }
		>
			<thead>
				<tr>
					{ columns.map( ( column, index ) => (
						<th key={ index } scope="col">
							{ column }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>{ children }</tbody>
		</table>
	);
}
