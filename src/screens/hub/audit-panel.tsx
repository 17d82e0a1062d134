/**
 * The hub's audit log (issue [26]): who published, approved, pinned,
 * applied and rolled back what, where and when — filtered, a page at a
 * time, and exported as CSV with the same filters.
 */
/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { download } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	auditExportUrl,
	type AuditAction,
	type AuditEvent,
	type AuditFilter,
} from '../../api/fleet';
import LoadedTable from '../../components/loaded-table';
import Paginator from '../../components/paginator';
import { useResource } from '../../stores/admin';
import { outcomeText, reasonText } from '../../utils/audit-text';
import { formatUtc } from '../../utils/dates';
import HubCard from './hub-card';
import { HubField } from './row-form';

const NO_FILTER: AuditFilter = {
	action: '',
	item_id: 0,
	site: '',
	actor: '',
	since: '',
	until: '',
};

/** Each action's name on screen (the log and its filter). */
const actionLabels = (): Record< AuditAction, string > => ( {
	publish: __( 'Publish', 'stencilbox' ),
	approve: __( 'Approve', 'stencilbox' ),
	pin: __( 'Pin', 'stencilbox' ),
	unpin: __( 'Unpin', 'stencilbox' ),
	channel: __( 'Channel', 'stencilbox' ),
	apply: __( 'Apply', 'stencilbox' ),
	rollback: __( 'Rollback', 'stencilbox' ),
	fleet_rollback: __( 'Fleet rollback', 'stencilbox' ),
	right: __( 'Right', 'stencilbox' ),
	settings: __( 'Settings', 'stencilbox' ),
} );

/**
 * Who did it, as the owner knows them.
 *
 * @param event An event.
 */
const who = ( event: AuditEvent ) => {
	if ( event.actor_kind === 'system' ) {
		return __( 'The hub', 'stencilbox' );
	}
	return event.actor_name !== ''
		? event.actor_name
		: __( 'A deleted account', 'stencilbox' );
};

/**
 * Audit log card.
 */
export default function AuditPanel() {
	const [ filter, setFilter ] = useState< AuditFilter >( NO_FILTER );
	const [ page, setPage ] = useState( 1 );
	const { data, error, retry } = useResource(
		'fleetAudit',
		[ filter, page ],
		{
			keep: true,
		}
	);
	const exportUrl = useResource( 'fleet', [] ).data?.export_url;
	const labels = actionLabels();
	const set = ( changes: Partial< AuditFilter > ) => {
		setFilter( { ...filter, ...changes } );
		setPage( 1 );
	};
	return (
		<HubCard
			title={ __( 'Audit log', 'stencilbox' ) }
			help={ __(
				'Every publish, approval, pin, channel, apply on a site (updated, merged, skipped because edited, failed — with the reason), rollback and fleet rollback (with each site’s result: rolled back, skipped because edited, failed), with who and when. Sites send item ids, versions and outcomes only, never their content.',
				'stencilbox'
			) }
		>
			<div className="stencilbox-hub__row stencilbox-hub__fleet-form">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Action', 'stencilbox' ) }
					value={ filter.action }
					options={ [
						{ label: __( 'All', 'stencilbox' ), value: '' },
						...Object.entries( labels ).map(
							( [ value, label ] ) => ( {
								label,
								value,
							} )
						),
					] }
					onChange={ ( action ) =>
						set( { action: action as AuditFilter[ 'action' ] } )
					}
				/>
				<HubField
					type="number"
					min={ 0 }
					label={ __( 'Item id', 'stencilbox' ) }
					value={ filter.item_id ? String( filter.item_id ) : '' }
					onChange={ ( value ) =>
						set( { item_id: Math.max( 0, Number( value ) || 0 ) } )
					}
				/>
				<HubField
					type="url"
					label={ __( 'Site', 'stencilbox' ) }
					value={ filter.site }
					onChange={ ( site ) => set( { site } ) }
				/>
				<HubField
					label={ __( 'Who', 'stencilbox' ) }
					value={ filter.actor }
					onChange={ ( actor ) => set( { actor } ) }
				/>
				<HubField
					type="date"
					label={ __( 'From', 'stencilbox' ) }
					value={ filter.since }
					onChange={ ( since ) => set( { since } ) }
				/>
				<HubField
					type="date"
					label={ __( 'To', 'stencilbox' ) }
					value={ filter.until }
					onChange={ ( until ) => set( { until } ) }
				/>
				{ exportUrl && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						icon={ download }
						href={ auditExportUrl( exportUrl, filter ) }
					>
						{ __( 'Export CSV', 'stencilbox' ) }
					</Button>
				) }
			</div>
			<LoadedTable
				rows={ data?.data ?? null }
				failed={ error?.message }
				failedTitle={ __(
					'The audit log could not be loaded',
					'stencilbox'
				) }
				onRetry={ retry }
				empty={ __( 'No events.', 'stencilbox' ) }
				columns={ [
					__( 'When (UTC)', 'stencilbox' ),
					__( 'Action', 'stencilbox' ),
					__( 'Who', 'stencilbox' ),
					__( 'Item', 'stencilbox' ),
					__( 'Version', 'stencilbox' ),
					__( 'Site', 'stencilbox' ),
					__( 'Outcome', 'stencilbox' ),
					__( 'Reason', 'stencilbox' ),
				] }
				className="stencilbox-hub__table"
			>
				{ ( event ) => (
					<tr key={ event.id }>
						<td>{ formatUtc( event.created_at ) }</td>
						<td>{ labels[ event.action ] }</td>
						<td>{ who( event ) }</td>
						<td>{ event.item_name || event.item_id || '' }</td>
						<td>{ event.version || '' }</td>
						<td>{ event.site }</td>
						<td>{ outcomeText( event.outcome ) }</td>
						<td>{ reasonText( event.reason ) }</td>
					</tr>
				) }
			</LoadedTable>
			{ data && (
				<Paginator
					current={ page }
					total={ data.total_page }
					onChange={ setPage }
				/>
			) }
		</HubCard>
	);
}
