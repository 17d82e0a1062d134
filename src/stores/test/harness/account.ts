/**
 * The signed-in account as the site's `/is-signed` answers it, for the
 * account store's tests and the screens that read it: Ana Lima, verified,
 * on the free plan, signed in on her own. A test names only what it
 * changes.
 */
/**
 * Internal dependencies
 */
import type { AccountFlags, Profile } from '../../../api/types';

/**
 * The sitewide sign-in flags.
 *
 * @param extra What differs from the default.
 */
export const accountFlags = (
	extra: Partial< AccountFlags > = {}
): AccountFlags => ( {
	is_globally_signed: false,
	signed_as_global: false,
	global_user: null,
	link_account: false,
	unlink_account: false,
	...extra,
} );

/**
 * The profile.
 *
 * @param extra What differs from the default.
 */
export const siteProfile = ( extra: Partial< Profile > = {} ) =>
	( {
		...accountFlags(),
		id: 7,
		name: 'Ana Lima',
		email: 'ana@example.com',
		plan: 'free',
		is_verified: true,
		show_notice: true,
		starred: { items: [], packs: [] },
		purchasedItems: { page: [], block: [], pack: [] },
		reviews: { pack: {} },
		...extra,
	} ) as Profile;
