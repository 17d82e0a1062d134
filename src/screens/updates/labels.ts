/**
 * How the Updates screen names things.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UpdateEntry } from '../../api/versions';
import { formatDate } from '../profile-lists/shared';

/**
 * What a source is.
 *
 * @param entry Update.
 */
export function sourceLabel( entry: UpdateEntry ): string {
	return entry.kind === 'file'
		? __( 'Cloud file', 'stencilbox' )
		: __( 'Library item', 'stencilbox' );
}

/**
 * How the content came into its post.
 *
 * @param entry Update.
 */
export function placeLabel( entry: UpdateEntry ): string {
	if ( entry.scope === 'range' ) {
		return __( 'Inserted into the page', 'stencilbox' );
	}
	return entry.path === 'full-site'
		? __( 'Whole page, from a full-site import', 'stencilbox' )
		: __( 'Whole page', 'stencilbox' );
}

/**
 * The newest version in words: its number, when and who.
 *
 * @param entry Update.
 */
export function newestLabel( entry: UpdateEntry ): string {
	const when = formatDate( entry.newest.created_at );
	return entry.newest.author
		? sprintf(
				/* translators: 1: version number, 2: date, 3: who made it. */
				__( 'Version %1$d, %2$s, by %3$s', 'stencilbox' ),
				entry.newest.number,
				when,
				entry.newest.author
			)
		: sprintf(
				/* translators: 1: version number, 2: date. */
				__( 'Version %1$d, %2$s', 'stencilbox' ),
				entry.newest.number,
				when
			);
}
