/**
 * The Fleet card's Compare (issue [26] item 2): the shared dialog
 * (`components/version-compare`) with the hub owner's comparison
 * (`admin/fleet/compare`) and both versions rendered by this hub with its
 * theme (`ItemVersionPreview`).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FleetState, PendingVersion } from '../../api/fleet';
import { getSettings } from '../../api/settings';
import VersionCompareModal from '../../components/version-compare';
import { useResource } from '../../stores/admin';
import ActionNotice from './action-notice';
import type { ActionState } from './hooks/use-action';

/**
 * The comparison dialog.
 *
 * @param props           Props.
 * @param props.pending   The version waiting for approval.
 * @param props.change    The card's change (busy; an approval's error shows here).
 * @param props.onApprove Approves it (the card's change; true once done).
 * @param props.onClose   Closes it.
 */
export default function FleetCompareModal( {
	pending,
	change,
	onApprove,
	onClose,
}: {
	pending: PendingVersion;
	change: ActionState< FleetState >;
	onApprove: () => Promise< boolean >;
	onClose: () => void;
} ) {
	const { data, error, retry } = useResource( 'fleetCompare', [
		pending.item_id,
		pending.newest,
	] );
	const base = getSettings().itemVersionPreview;
	return (
		<VersionCompareModal
			name={ pending.name }
			number={ pending.newest }
			data={ data }
			error={ error }
			onRetry={ retry }
			previews={
				base && data
					? {
							current: `${ base }${ data.item_id }&number=${ data.current }`,
							number: `${ base }${ data.item_id }&number=${ data.number }`,
						}
					: null
			}
			help={ __(
				'How alike the two versions’ blocks and visible words are, not a picture comparison: a changed colour or image alone does not move it. Both previews are rendered by this hub, with its theme; a site sends no page of its own.',
				'stencilbox'
			) }
			busy={ change.busy }
			notice={
				change.error ? (
					<ActionNotice state={ change } success={ () => null } />
				) : null
			}
			onApprove={ onApprove }
			onClose={ onClose }
		/>
	);
}
