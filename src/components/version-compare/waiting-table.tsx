/**
 * The versions waiting for approval, each with Compare and Approve: the
 * hub owner's Fleet card and an approver's panel on the site list them
 * alike (issue [26]).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PendingVersion } from '../../api/fleet';
import { platformName } from '../../utils/platform';
import LoadedTable from '../loaded-table';

/**
 * Waiting versions table.
 *
 * @param props           Props.
 * @param props.rows      The waiting versions (null while they load).
 * @param props.failed    Why they could not be loaded.
 * @param props.onRetry   Loads them again.
 * @param props.empty     What an empty list says.
 * @param props.busy      An approval is running.
 * @param props.idPrefix  Prefix of each row's name cell id (unique per screen).
 * @param props.onCompare Opens the comparison of a row.
 * @param props.onApprove Approves a row's newest version.
 */
export default function WaitingTable( {
	rows,
	failed,
	onRetry,
	empty,
	busy,
	idPrefix,
	onCompare,
	onApprove,
}: {
	rows: PendingVersion[] | null;
	failed?: string | null;
	onRetry: () => void;
	empty: string;
	busy: boolean;
	idPrefix: string;
	onCompare: ( pending: PendingVersion ) => void;
	onApprove: ( pending: PendingVersion ) => void;
} ) {
	return (
		<LoadedTable
			rows={ rows }
			failed={ failed }
			failedTitle={ __(
				'The versions waiting for approval could not be loaded',
				'stencilbox'
			) }
			onRetry={ onRetry }
			empty={ empty }
			columns={ [
				__( 'Item', 'stencilbox' ),
				// Two items may share a name: a Gutenberg and an Elementor one.
				__( 'Platform', 'stencilbox' ),
				__( 'Newest version', 'stencilbox' ),
				__( 'Approved for every site', 'stencilbox' ),
			] }
			actions
			className="stencilbox-version-compare__table"
		>
			{ ( pending ) => (
				<tr key={ pending.item_id }>
					{ /* The row's buttons say the same in every row: the item's name describes them. */ }
					<td id={ `${ idPrefix }-${ pending.item_id }` }>
						{ pending.name }
					</td>
					<td>
						{ pending.platform
							? platformName( pending.platform )
							: '' }
					</td>
					<td>{ pending.newest }</td>
					<td>{ pending.approved }</td>
					<td className="stencilbox-version-compare__buttons">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							aria-describedby={ `${ idPrefix }-${ pending.item_id }` }
							onClick={ () => onCompare( pending ) }
						>
							{ __( 'Compare', 'stencilbox' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="primary"
							disabled={ busy }
							accessibleWhenDisabled
							aria-describedby={ `${ idPrefix }-${ pending.item_id }` }
							onClick={ () => onApprove( pending ) }
						>
							{ sprintf(
								/* translators: %d: version number */
								__( 'Approve version %d', 'stencilbox' ),
								pending.newest
							) }
						</Button>
					</td>
				</tr>
			) }
		</LoadedTable>
	);
}
