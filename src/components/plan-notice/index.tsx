/**
 * The free-plan notice (spec part 1 §1): unlimited local sites and 2 live
 * sites, with links to manage sites and to the documentation.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { ExternalLink, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface PlanNoticeProps {
	/** Where the account's sites are managed: a link ("Manage sites"). */
	manageSites?: ReactNode;
	docsUrl: string;
	/** Hides the notice for good; left out when the user may not (a borrowed sitewide account). */
	onDismiss?: () => void;
}

/**
 * The notice.
 *
 * @param props Props.
 */
export default function PlanNotice( {
	manageSites,
	docsUrl,
	onDismiss,
}: PlanNoticeProps ) {
	return (
		<Notice
			className="stencilbox-plan-notice"
			status="info"
			isDismissible={ !! onDismiss }
			onRemove={ onDismiss }
			spokenMessage={ __(
				'You are on the free plan: unlimited local sites and 2 live sites are included.',
				'stencilbox'
			) }
		>
			<p>
				{ __(
					'You are on the free plan: unlimited local sites and 2 live sites are included.',
					'stencilbox'
				) }{ ' ' }
				{ manageSites }{ ' ' }
				{ docsUrl && (
					<ExternalLink href={ docsUrl }>
						{ __( 'Documentation', 'stencilbox' ) }
					</ExternalLink>
				) }
			</p>
		</Notice>
	);
}
