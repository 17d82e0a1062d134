/**
 * See it before it lands (issue [26] item 2): a version waiting for
 * approval beside the one stable sites are offered now — both rendered by
 * this hub with its theme (`ItemVersionPreview`), how alike their content
 * is (block names and visible words, not pixels), each canary site's apply
 * results for the new version — and Approve, first, so it needs no scroll
 * (the similarity and the canaries' results come before the previews).
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FleetState, PendingVersion } from '../../api/fleet';
import { getSettings } from '../../api/settings';
import RequestError from '../../components/request-error';
import { useResource } from '../../stores/admin';
import { formatDate } from '../profile-lists/shared';
import ActionNotice from './action-notice';
import { outcomeText, reasonText } from './audit-panel';
import type { ActionState } from './hooks/use-action';

/**
 * The similarity as the owner reads it.
 *
 * @param similarity 0..1.
 */
export const similarityText = ( similarity: number ): string =>
	sprintf(
		/* translators: %d: a percentage, 0 to 100. */
		__( 'Similarity: %d %%', 'stencilbox' ),
		Math.round( similarity * 100 )
	);

/**
 * One version's preview, framed.
 *
 * @param props        Props.
 * @param props.base   The preview address base (`itemVersionPreview`).
 * @param props.item   The item.
 * @param props.number The version.
 * @param props.label  What the version is (heading and frame title).
 */
function Preview( {
	base,
	item,
	number,
	label,
}: {
	base: string;
	item: number;
	number: number;
	label: string;
} ) {
	return (
		<div className="stencilbox-hub__compare-side">
			<h3>{ label }</h3>
			<iframe
				className="stencilbox-hub__version-preview"
				src={ `${ base }${ item }&number=${ number }` }
				title={ sprintf(
					/* translators: %s: e.g. "Offered now: version 2". */
					__( 'Preview of %s', 'stencilbox' ),
					label
				) }
				sandbox="allow-same-origin"
			/>
		</div>
	);
}

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
	const busy = change.busy;
	return (
		<Modal
			title={ sprintf(
				/* translators: 1: item name, 2: version number. */
				__( 'Compare “%1$s” version %2$d', 'stencilbox' ),
				pending.name,
				pending.newest
			) }
			onRequestClose={ onClose }
			size="fill"
		>
			<div className="stencilbox-hub__buttons stencilbox-hub__compare-head">
				{ ! error && data && (
					<strong className="stencilbox-hub__compare-score">
						{ similarityText( data.similarity ) }
					</strong>
				) }
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ busy }
					disabled={ busy }
					accessibleWhenDisabled
					onClick={ async () => {
						if ( await onApprove() ) {
							onClose();
						}
					} }
				>
					{ sprintf(
						/* translators: %d: version number */
						__( 'Approve version %d', 'stencilbox' ),
						pending.newest
					) }
				</Button>
			</div>
			{ change.error && (
				<ActionNotice state={ change } success={ () => null } />
			) }
			{ error && (
				<RequestError
					title={ __(
						'The comparison could not be loaded',
						'stencilbox'
					) }
					message={ error.message }
					onRetry={ retry }
				/>
			) }
			{ ! error && ! data && <Spinner /> }
			{ ! error && data && (
				<>
					<p className="stencilbox-hub__help">
						{ __(
							'How alike the two versions’ blocks and visible words are, not a picture comparison: a changed colour or image alone does not move it. Both previews are rendered by this hub, with its theme; a site sends no page of its own.',
							'stencilbox'
						) }
					</p>
					<h3>{ __( 'Canary sites', 'stencilbox' ) }</h3>
					{ data.canaries.length === 0 ? (
						<p className="stencilbox-hub__help">
							{ __(
								'No site is on the canary channel: nobody has this version yet.',
								'stencilbox'
							) }
						</p>
					) : (
						<table className="widefat striped stencilbox-hub__table">
							<thead>
								<tr>
									<th>{ __( 'Site', 'stencilbox' ) }</th>
									<th>{ __( 'Result', 'stencilbox' ) }</th>
									<th>{ __( 'Reason', 'stencilbox' ) }</th>
									<th>{ __( 'When', 'stencilbox' ) }</th>
								</tr>
							</thead>
							<tbody>
								{ data.canaries.flatMap( ( canary ) =>
									canary.results.length === 0
										? [
												<tr key={ canary.site }>
													<td>{ canary.site }</td>
													<td colSpan={ 3 }>
														{ __(
															'Not applied yet',
															'stencilbox'
														) }
													</td>
												</tr>,
											]
										: canary.results.map(
												( result, index ) => (
													<tr
														key={ `${ canary.site } ${ index }` }
													>
														<td>{ canary.site }</td>
														<td>
															{ outcomeText(
																result.outcome
															) }
														</td>
														<td>
															{ result.reason
																? reasonText(
																		result.reason
																	)
																: '—' }
														</td>
														<td>
															{ formatDate(
																result.created_at,
																true
															) }
														</td>
													</tr>
												)
											)
								) }
							</tbody>
						</table>
					) }
					{ base && (
						<div className="stencilbox-hub__compare">
							<Preview
								base={ base }
								item={ data.item_id }
								number={ data.current }
								label={ sprintf(
									/* translators: %d: version number. */
									__(
										'Offered now: version %d',
										'stencilbox'
									),
									data.current
								) }
							/>
							<Preview
								base={ base }
								item={ data.item_id }
								number={ data.number }
								label={ sprintf(
									/* translators: %d: version number. */
									__( 'New: version %d', 'stencilbox' ),
									data.number
								) }
							/>
						</div>
					) }
				</>
			) }
		</Modal>
	);
}
