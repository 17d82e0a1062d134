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

/**
 * A moment in UTC to the second, as the hub's logs show it
 * ("2026-12-01 03:54:08"; the column says UTC).
 *
 * @param iso RFC 3339 date in UTC ("2026-12-01T03:54:08Z").
 */
export function formatUtc( iso: string ): string {
	return iso.replace( 'T', ' ' ).replace( 'Z', '' );
}
