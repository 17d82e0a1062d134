/**
 * What bench:overhead's two passes (times, instruction counts) share: order
 * statistics by nearest rank, values that are null left out, and the rows
 * of their printed tables.
 */

/**
 * The p-th percentile (0 < p ≤ 1) by nearest rank.
 *
 * @param {Array<number|null>} list Values.
 * @param {number}             p    Fraction.
 * @return {number|null} The value, or null for an empty list.
 */
export const percentile = ( list, p ) => {
	const sorted = list.filter( ( v ) => v !== null ).sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return null;
	}
	return sorted[
		Math.min( sorted.length - 1, Math.ceil( p * sorted.length ) - 1 )
	];
};

/**
 * The median (the lower of the two middle values of an even list).
 *
 * @param {Array<number|null>} list Values.
 * @return {number|null} The median, or null for an empty list.
 */
export const median = ( list ) => percentile( list, 0.5 );

/**
 * A row of a printed table: each cell padded to its column's width, on the
 * right unless the column is `left`.
 *
 * @param {Array<Array>} cols  Columns: [ heading, width, 'left'? ].
 * @param {Array}        cells The row's cells.
 * @return {string} The line.
 */
export const tableRow = ( cols, cells ) =>
	cells
		.map( ( cell, i ) =>
			cols[ i ][ 2 ] === 'left'
				? String( cell ).padEnd( cols[ i ][ 1 ] )
				: String( cell ).padStart( cols[ i ][ 1 ] )
		)
		.join( ' ' )
		.trimEnd();
