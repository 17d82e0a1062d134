/**
 * See it before it lands (issue [26] item 2): a version waiting for
 * approval beside the one stable sites are offered now — how alike their
 * content is (block names and visible words, not pixels), each canary
 * site's apply results for the new version, the sites pinned to a version
 * (they stay where they are, whatever is approved), the two renderings —
 * and Approve, first, so it needs no scroll. The hub owner's Fleet card
 * (`screens/hub/fleet-compare-modal.tsx`) and an approver's panel on the
 * site (`screens/approvals/`) both show this dialog; each loads the
 * comparison its own way and says who rendered the previews.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FleetCompare } from '../../api/fleet';
import { outcomeText, reasonText } from '../../utils/audit-text';
import { formatDate } from '../../utils/dates';
import RequestError from '../request-error';
import './style.scss';

/** A site pinned to a version of the item. */
export type PinnedSite = FleetCompare[ 'pins' ][ number ];

/**
 * The similarity as the approver reads it.
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
 * What a canary site measured on its own rendering of its apply (the same
 * scorer as the dialog's similarity; only the number leaves the site).
 *
 * @param site       The canary's address.
 * @param similarity 0..1, or null when the site sent none.
 */
export const canarySimilarityText = (
	site: string,
	similarity: number | null
): string =>
	similarity === null
		? sprintf(
				/* translators: %s: a site's address. */
				__( 'Similarity on %s: not measured', 'stencilbox' ),
				site
			)
		: sprintf(
				/* translators: 1: a site's address, 2: a percentage, 0 to 100. */
				__( 'Similarity on %1$s: %2$d %%', 'stencilbox' ),
				site,
				Math.round( similarity * 100 )
			);

/**
 * Where a pinned site stays, and why, once the new version is approved.
 *
 * @param pin    The pin.
 * @param number The version waiting for approval.
 */
export function pinText( pin: PinnedSite, number: number ): string {
	if ( pin.offered >= number ) {
		return sprintf(
			/* translators: 1: the version a site is pinned to, 2: the new version. */
			__(
				'Pinned to version %1$d: gets version %2$d once approved.',
				'stencilbox'
			),
			pin.number,
			number
		);
	}
	if ( pin.offered !== pin.number ) {
		return sprintf(
			/* translators: 1: the version a site is pinned to, 2: the version it stays at. */
			__(
				'Pinned to version %1$d, which was rolled back: stays at version %2$d.',
				'stencilbox'
			),
			pin.number,
			pin.offered
		);
	}
	return sprintf(
		/* translators: %d: the version a site is pinned to. */
		__(
			'Pinned to version %d: stays there whatever is approved, until the hub’s owner removes the pin.',
			'stencilbox'
		),
		pin.number
	);
}

/**
 * One version's preview, framed.
 *
 * @param props       Props.
 * @param props.src   Its address.
 * @param props.label What the version is (heading and frame title).
 */
function Preview( { src, label }: { src: string; label: string } ) {
	return (
		<div className="stencilbox-version-compare__side">
			<h3>{ label }</h3>
			<iframe
				className="stencilbox-version-compare__preview"
				src={ src }
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
 * The canary sites' apply results, each with the similarity it measured
 * on its own rendering (once per site, beside its results).
 *
 * @param props          Props.
 * @param props.canaries The canaries.
 */
function Canaries( { canaries }: { canaries: FleetCompare[ 'canaries' ] } ) {
	if ( canaries.length === 0 ) {
		return (
			<p className="stencilbox-version-compare__help">
				{ __(
					'No site is on the canary channel: nobody has this version yet.',
					'stencilbox'
				) }
			</p>
		);
	}
	return (
		<table className="widefat striped stencilbox-version-compare__table">
			<thead>
				<tr>
					<th scope="col">{ __( 'Site', 'stencilbox' ) }</th>
					<th scope="col">{ __( 'Result', 'stencilbox' ) }</th>
					<th scope="col">{ __( 'Reason', 'stencilbox' ) }</th>
					<th scope="col">{ __( 'When', 'stencilbox' ) }</th>
					<th scope="col">
						{ __( 'Measured on the site', 'stencilbox' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ canaries.flatMap( ( canary ) =>
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
									<td>
										{ canarySimilarityText(
											canary.site,
											canary.similarity
										) }
									</td>
								</tr>,
							]
						: canary.results.map( ( result, index ) => (
								<tr key={ `${ canary.site } ${ index }` }>
									<td>{ canary.site }</td>
									<td>{ outcomeText( result.outcome ) }</td>
									<td>
										{ result.reason
											? reasonText( result.reason )
											: '—' }
									</td>
									<td>
										{ formatDate(
											result.created_at,
											true
										) }
									</td>
									{ index === 0 && (
										<td rowSpan={ canary.results.length }>
											{ canarySimilarityText(
												canary.site,
												canary.similarity
											) }
										</td>
									) }
								</tr>
							) )
				) }
			</tbody>
		</table>
	);
}

/**
 * The sites pinned to a version of the item: which stay where, and why.
 *
 * @param props        Props.
 * @param props.pins   The pins.
 * @param props.number The version waiting for approval.
 */
function Pins( { pins, number }: { pins: PinnedSite[]; number: number } ) {
	if ( pins.length === 0 ) {
		return (
			<p className="stencilbox-version-compare__help">
				{ __(
					'No site is pinned to a version of this item: every stable site gets the approved version.',
					'stencilbox'
				) }
			</p>
		);
	}
	return (
		<table className="widefat striped stencilbox-version-compare__table">
			<thead>
				<tr>
					<th scope="col">{ __( 'Site', 'stencilbox' ) }</th>
					<th scope="col">
						{ __( 'Version it gets', 'stencilbox' ) }
					</th>
					<th scope="col">{ __( 'Why', 'stencilbox' ) }</th>
					<th scope="col">{ __( 'Pinned', 'stencilbox' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ pins.map( ( pin ) => (
					<tr key={ pin.site }>
						<td>{ pin.site }</td>
						<td>
							{ sprintf(
								/* translators: %d: version number. */
								__( 'Version %d', 'stencilbox' ),
								Math.min( pin.offered, number )
							) }
						</td>
						<td>{ pinText( pin, number ) }</td>
						<td>{ formatDate( pin.pinned_at, true ) }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * The comparison dialog.
 *
 * @param props           Props.
 * @param props.name      The item's name.
 * @param props.number    The version waiting for approval.
 * @param props.data      The comparison (undefined while it loads).
 * @param props.error     Why it could not be loaded.
 * @param props.onRetry   Loads it again.
 * @param props.previews  The two renderings' addresses (none: no previews).
 * @param props.help      Who rendered the previews (said under the score).
 * @param props.busy      The approval is running.
 * @param props.notice    The approval's error, when it failed.
 * @param props.onApprove Approves it (true once done: the dialog closes).
 * @param props.onClose   Closes it.
 */
export default function VersionCompareModal( {
	name,
	number,
	data,
	error,
	onRetry,
	previews,
	help,
	busy,
	notice,
	onApprove,
	onClose,
}: {
	name: string;
	number: number;
	data: FleetCompare | undefined;
	error: { message: string } | null;
	onRetry: () => void;
	previews: { current: string; number: string } | null;
	help: string;
	busy: boolean;
	notice?: ReactNode;
	onApprove: () => Promise< boolean >;
	onClose: () => void;
} ) {
	return (
		<Modal
			title={ sprintf(
				/* translators: 1: item name, 2: version number. */
				__( 'Compare “%1$s” version %2$d', 'stencilbox' ),
				name,
				number
			) }
			onRequestClose={ onClose }
			size="fill"
		>
			<div className="stencilbox-version-compare__head">
				{ ! error && data && (
					<strong className="stencilbox-version-compare__score">
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
						number
					) }
				</Button>
			</div>
			{ notice }
			{ error && (
				<RequestError
					title={ __(
						'The comparison could not be loaded',
						'stencilbox'
					) }
					message={ error.message }
					onRetry={ onRetry }
				/>
			) }
			{ ! error && ! data && <Spinner /> }
			{ ! error && data && (
				<>
					<p className="stencilbox-version-compare__help">{ help }</p>
					<h3>{ __( 'Canary sites', 'stencilbox' ) }</h3>
					<Canaries canaries={ data.canaries } />
					<h3>{ __( 'Pinned sites', 'stencilbox' ) }</h3>
					<Pins pins={ data.pins } number={ data.number } />
					{ previews && (
						<div className="stencilbox-version-compare__sides">
							<Preview
								src={ previews.current }
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
								src={ previews.number }
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
