/**
 * The free-plan notice with its links (spec part 1 §1), for the account
 * notices: loaded only for a free account that has not hidden it.
 */
/**
 * WordPress dependencies
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import type { Profile } from '../../api/types';
import NavLink from '../../components/nav-link';
import PlanNotice from '../../components/plan-notice';
import { routePath } from '../../router';

/**
 * The notice.
 *
 * @param props           Props.
 * @param props.user      The account.
 * @param props.onDismiss Hides it for good (left out for a borrower of the sitewide account).
 */
export default function FreePlanNotice( {
	user,
	onDismiss,
}: {
	user: Profile;
	onDismiss?: () => void;
} ) {
	const links = getSettings().links;
	let manageSites = null;
	// The account's sites are where its keys are used (the profile's API
	// keys); a hub may name a page of its own. A borrower manages no keys.
	if ( links.manageSites ) {
		manageSites = (
			<ExternalLink href={ links.manageSites }>
				{ __( 'Manage sites', 'stencilbox' ) }
			</ExternalLink>
		);
	} else if ( ! user.signed_as_global ) {
		manageSites = (
			<NavLink
				variant="link"
				to={ {
					path: routePath( { name: 'profile' } ),
					query: { section: 'sites' },
				} }
			>
				{ __( 'Manage sites', 'stencilbox' ) }
			</NavLink>
		);
	}
	return (
		<PlanNotice
			manageSites={ manageSites }
			docsUrl={ links.docs }
			onDismiss={ onDismiss }
		/>
	);
}
