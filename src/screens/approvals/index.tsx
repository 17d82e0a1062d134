/**
 * Waiting for your approval (issue [26]): on the Updates screen, for a
 * library account the hub's owner gave the `approve` right (its profile's
 * `rights`; nobody else sees it). The versions waiting on the hub the site
 * is signed in to — a remote hub too —, each with Compare (the shared
 * dialog: similarity, canary sites' results, pinned sites, both versions
 * rendered by this site from the hub's content) and Approve.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	APPROVE_RIGHT,
	approveWaiting,
	type ApprovalsState,
	type WaitingVersion,
} from '../../api/approvals';
import VersionCompareModal from '../../components/version-compare';
import WaitingTable from '../../components/version-compare/waiting-table';
import { store as accountStore } from '../../stores/account';
import { useResource, useResourceActions } from '../../stores/admin';
import ActionNotice from '../hub/action-notice';
import { useAction, type ActionState } from '../hub/hooks/use-action';
import './style.scss';

/**
 * Whether the signed-in account may approve (an older hub sends no
 * `rights`). A user who borrows the sitewide account may not: approving
 * acts for the account (the site refuses it, `signed_as_global`).
 */
export function useMayApprove(): boolean {
	return useSelect( ( select ) => {
		const user = select( accountStore ).getUser();
		return (
			!! user?.rights?.includes( APPROVE_RIGHT ) &&
			! user.signed_as_global
		);
	}, [] );
}

/**
 * The Compare dialog of a waiting version, loaded through this site.
 *
 * @param props           Props.
 * @param props.pending   The waiting version.
 * @param props.change    The panel's approval (busy, its error).
 * @param props.onApprove Approves it (true once done).
 * @param props.onClose   Closes it.
 */
function Compare( {
	pending,
	change,
	onApprove,
	onClose,
}: {
	pending: WaitingVersion;
	change: ActionState< ApprovalsState >;
	onApprove: () => Promise< boolean >;
	onClose: () => void;
} ) {
	const { data, error, retry } = useResource( 'approvalCompare', [
		pending.item_id,
		pending.newest,
	] );
	return (
		<VersionCompareModal
			name={ pending.name }
			number={ pending.newest }
			data={ data }
			error={ error }
			onRetry={ retry }
			previews={ data?.previews ?? null }
			help={ __(
				'How alike the two versions’ blocks and visible words are, not a picture comparison: a changed colour or image alone does not move it. Both previews are rendered by this site, with its theme, from the library’s content.',
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

/**
 * The panel (only for an account with the right).
 */
export default function ApprovalsPanel() {
	const { data, error, retry } = useResource( 'approvals', [] );
	const { receiveResource } = useResourceActions();
	const change = useAction< ApprovalsState >();
	const [ comparing, setComparing ] = useState< WaitingVersion | null >(
		null
	);
	const approve = async ( pending: WaitingVersion ) => {
		const next = await change.run( () =>
			approveWaiting( pending.item_id, pending.newest )
		);
		if ( next ) {
			receiveResource( 'approvals', [], next );
		}
		return !! next;
	};
	return (
		<section
			className="stencilbox-approvals"
			aria-labelledby="stencilbox-approvals-title"
		>
			<h2 id="stencilbox-approvals-title">
				{ __( 'Waiting for your approval', 'stencilbox' ) }
			</h2>
			<p className="stencilbox-updates__intro">
				{ __(
					'The library’s owner lets your account approve new versions. Canary sites get a new version at once; every other site only once it is approved. Compare it with the version sites have now before you approve it.',
					'stencilbox'
				) }
			</p>
			{ ! comparing && (
				<ActionNotice
					state={ change }
					success={ () => __( 'Approved.', 'stencilbox' ) }
				/>
			) }
			<WaitingTable
				rows={ data?.pending ?? null }
				failed={ error?.message }
				onRetry={ retry }
				empty={
					data && ! data.staged
						? __(
								'The library does not stage new versions: every site gets them at once, nothing waits.',
								'stencilbox'
							)
						: __(
								'No version is waiting for approval.',
								'stencilbox'
							)
				}
				busy={ change.busy }
				idPrefix="stencilbox-approvals"
				onCompare={ ( pending ) => {
					change.reset();
					setComparing( pending );
				} }
				onApprove={ approve }
			/>
			{ comparing && (
				<Compare
					pending={ comparing }
					change={ change }
					onApprove={ () => approve( comparing ) }
					onClose={ () => setComparing( null ) }
				/>
			) }
		</section>
	);
}
