/**
 * Dates as a user reads them.
 */

/**
 * A date (and, when asked, the time) in the user's locale.
 *
 * @param iso      RFC 3339 date.
 * @param withTime Add the time.
 */
export function formatDate( iso: string, withTime = false ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	return withTime
		? date.toLocaleString( undefined, {
				year: 'numeric',
				month: 'short',
				day: 'numeric',
				hour: 'numeric',
				minute: '2-digit',
			} )
		: date.toLocaleDateString( undefined, {
				year: 'numeric',
				month: 'short',
				day: 'numeric',
			} );
}
