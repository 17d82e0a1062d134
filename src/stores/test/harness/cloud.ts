/**
 * A cloud file as the cloud screens' tests give one: the page "Pricing
 * hero" the account may change, in no WorkSpace. A test names only what it
 * changes.
 */
/**
 * Internal dependencies
 */
import type { CloudFile } from '../../cloud';

/**
 * A cloud file (only the fields the screens read; the rest left out).
 *
 * @param changes What differs from the default.
 */
export const cloudFile = ( changes: Record< string, unknown > = {} ) =>
	( {
		id: 5,
		name: 'Pricing hero',
		slug: 'pricing-hero',
		type: 'page',
		platform: 'gutenberg',
		can_change: true,
		workspace: null,
		...changes,
	} ) as unknown as CloudFile;
