/**
 * The hub owner's fleet (issue [26]): staged rollouts on or off, the
 * versions waiting for approval (each compared with the version stable
 * sites are offered now, in a dialog, before it is approved), the sites with their channel and pins,
 * fleet rollbacks (after a confirm dialog), and the accounts given the
 * right to approve. Every change answers the whole fleet, which replaces
 * what the card shows.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	SelectControl,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	approveVersion,
	rollBackVersion,
	saveApprover,
	saveChannel,
	savePin,
	saveStaged,
	type FleetChannel,
	type FleetState,
	type PendingVersion,
} from '../../api/fleet';
import { fetchHubItemName, type HubItemName } from '../../api/hub';
import { PendingConfirm } from '../../components/confirm-modal';
import LoadedTable from '../../components/loaded-table';
import RequestError from '../../components/request-error';
import WaitingTable from '../../components/version-compare/waiting-table';
import { useResource, useResourceActions } from '../../stores/admin';
import { formatUtc } from '../../utils/dates';
import { platformName } from '../../utils/platform';
import ActionNotice from './action-notice';
import FleetCompareModal from './fleet-compare-modal';
import HubCard from './hub-card';
import { HubField, RowForm } from './row-form';
import { useAction } from './hooks/use-action';

const channelOptions = () => [
	{ label: __( 'Stable', 'stencilbox' ), value: 'stable' },
	{ label: __( 'Canary', 'stencilbox' ), value: 'canary' },
];

/**
 * Fleet card.
 */
export default function FleetPanel() {
	const { data: fleet, error, retry } = useResource( 'fleet', [] );
	const { receiveResource, refreshResources } = useResourceActions();
	const change = useAction< FleetState >();
	const [ site, setSite ] = useState( '' );
	const [ channel, setChannel ] = useState< FleetChannel >( 'canary' );
	const [ pin, setPin ] = useState( { site: '', item: '', version: '' } );
	const [ approver, setApprover ] = useState( '' );
	const [ rollback, setRollback ] = useState( { item: '', version: '' } );
	const [ comparing, setComparing ] = useState< PendingVersion | null >(
		null
	);
	const [ confirming, setConfirming ] = useState< {
		item: number;
		version: number;
		/** The item, as the confirmation names it. */
		found: HubItemName;
	} | null >( null );
	// The item id typed: named before the rollback is confirmed.
	const lookup = useAction< HubItemName >();
	const run = async ( task: () => Promise< FleetState > ) => {
		const next = await change.run( task );
		if ( next ) {
			receiveResource( 'fleet', [], next );
			// Each change is an event of the log.
			refreshResources( 'fleetAudit', true );
		}
		return next;
	};
	return (
		<HubCard
			title={ __( 'Fleet', 'stencilbox' ) }
			help={ __(
				'With staged rollouts, a new version of an item goes at once to the sites on the canary channel, and to every other site once you or an approver approve it. A pin holds one site at one version of an item.',
				'stencilbox'
			) }
		>
			{ error && (
				<RequestError
					title={ __(
						'The fleet could not be loaded',
						'stencilbox'
					) }
					message={ error.message }
					onRetry={ retry }
				/>
			) }
			{ ! error && ! fleet && <Spinner /> }
			{ ! error && fleet && (
				<>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Stage new versions', 'stencilbox' ) }
						help={
							fleet.staged
								? __(
										'On: sites other than canaries get a new version once it is approved.',
										'stencilbox'
									)
								: __(
										'Off: every site is offered the newest version at once.',
										'stencilbox'
									)
						}
						checked={ fleet.staged }
						disabled={ change.busy }
						onChange={ ( on ) => run( () => saveStaged( on ) ) }
					/>
					<ActionNotice
						state={ change }
						success={ () => __( 'Saved.', 'stencilbox' ) }
					/>
					<h3>{ __( 'Waiting for approval', 'stencilbox' ) }</h3>
					<WaitingTable
						rows={ fleet.pending }
						onRetry={ retry }
						empty={
							fleet.staged
								? __(
										'No version is waiting for approval.',
										'stencilbox'
									)
								: __(
										'Staged rollouts are off: nothing waits.',
										'stencilbox'
									)
						}
						busy={ change.busy }
						idPrefix="stencilbox-fleet-pending"
						onCompare={ setComparing }
						onApprove={ ( pending ) =>
							run( () =>
								approveVersion(
									pending.item_id,
									pending.newest
								)
							)
						}
					/>
					{ comparing && (
						<FleetCompareModal
							pending={ comparing }
							change={ change }
							onApprove={ async () =>
								!! ( await run( () =>
									approveVersion(
										comparing.item_id,
										comparing.newest
									)
								) )
							}
							onClose={ () => setComparing( null ) }
						/>
					) }
					<h3>{ __( 'Sites', 'stencilbox' ) }</h3>
					<LoadedTable
						rows={ fleet.sites }
						failed={ null }
						failedTitle=""
						onRetry={ retry }
						empty={ __(
							'No site has checked for updates yet.',
							'stencilbox'
						) }
						columns={ [
							__( 'Site', 'stencilbox' ),
							__( 'Channel', 'stencilbox' ),
							__( 'Items used', 'stencilbox' ),
							__( 'Pins', 'stencilbox' ),
						] }
						className="stencilbox-hub__table"
					>
						{ ( row ) => (
							<tr key={ row.site }>
								<td>{ row.site }</td>
								<td>
									<SelectControl
										__next40pxDefaultSize
										__nextHasNoMarginBottom
										label={ sprintf(
											/* translators: %s: site address */
											__( 'Channel of %s', 'stencilbox' ),
											row.site
										) }
										hideLabelFromVision
										value={ row.channel }
										options={ channelOptions() }
										disabled={ change.busy }
										onChange={ ( next ) =>
											run( () =>
												saveChannel(
													row.site,
													next as FleetChannel
												)
											)
										}
									/>
								</td>
								<td>{ row.items }</td>
								<td>
									{ row.pins.map( ( held ) => (
										<span
											key={ held.item_id }
											className="stencilbox-hub__pin"
										>
											{ sprintf(
												/* translators: 1: item id, 2: version number */
												__(
													'Item %1$d at version %2$d',
													'stencilbox'
												),
												held.item_id,
												held.number
											) }
											<Button
												size="small"
												icon={ closeSmall }
												label={ sprintf(
													/* translators: %d: item id */
													__(
														'Remove the pin of item %d',
														'stencilbox'
													),
													held.item_id
												) }
												disabled={ change.busy }
												accessibleWhenDisabled
												onClick={ () =>
													run( () =>
														savePin(
															row.site,
															held.item_id,
															0
														)
													)
												}
											/>
										</span>
									) ) }
								</td>
							</tr>
						) }
					</LoadedTable>
					<RowForm
						onSubmit={ async () => {
							if (
								await run( () => saveChannel( site, channel ) )
							) {
								setSite( '' );
							}
						} }
						submitLabel={ __( 'Set channel', 'stencilbox' ) }
						disabled={ site === '' || change.busy }
					>
						<HubField
							type="url"
							label={ __( 'Site address', 'stencilbox' ) }
							value={ site }
							onChange={ setSite }
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Channel', 'stencilbox' ) }
							value={ channel }
							options={ channelOptions() }
							onChange={ ( next ) =>
								setChannel( next as FleetChannel )
							}
						/>
					</RowForm>
					<RowForm
						onSubmit={ async () => {
							if (
								await run( () =>
									savePin(
										pin.site,
										Number( pin.item ),
										Number( pin.version )
									)
								)
							) {
								setPin( { site: '', item: '', version: '' } );
							}
						} }
						submitLabel={ __( 'Pin', 'stencilbox' ) }
						disabled={
							pin.site === '' ||
							! Number( pin.item ) ||
							! Number( pin.version ) ||
							change.busy
						}
					>
						<HubField
							type="url"
							label={ __( 'Pin a site', 'stencilbox' ) }
							value={ pin.site }
							onChange={ ( value ) =>
								setPin( { ...pin, site: value } )
							}
						/>
						<HubField
							type="number"
							min={ 1 }
							label={ __( 'Item id', 'stencilbox' ) }
							value={ pin.item }
							onChange={ ( value ) =>
								setPin( { ...pin, item: value } )
							}
						/>
						<HubField
							type="number"
							min={ 1 }
							label={ __( 'Version', 'stencilbox' ) }
							value={ pin.version }
							onChange={ ( value ) =>
								setPin( { ...pin, version: value } )
							}
						/>
					</RowForm>
					<h3>{ __( 'Fleet rollbacks', 'stencilbox' ) }</h3>
					<LoadedTable
						rows={ fleet.rollbacks }
						failed={ null }
						failedTitle=""
						onRetry={ retry }
						empty={ __(
							'No version is rolled back. Rolling a version back asks every site that applied it to go back to the version it had, through the revision its update made.',
							'stencilbox'
						) }
						columns={ [
							__( 'Item', 'stencilbox' ),
							__( 'Version rolled back', 'stencilbox' ),
							__( 'Since (UTC)', 'stencilbox' ),
						] }
						className="stencilbox-hub__table"
					>
						{ ( row ) => (
							<tr key={ `${ row.item_id }-${ row.number }` }>
								<td>{ row.name || `#${ row.item_id }` }</td>
								<td>{ row.number }</td>
								<td>{ formatUtc( row.ordered_at ) }</td>
							</tr>
						) }
					</LoadedTable>
					<RowForm
						onSubmit={ async () => {
							const item = Number( rollback.item );
							const found = await lookup.run( () =>
								fetchHubItemName( item )
							);
							if ( found ) {
								lookup.reset();
								setConfirming( {
									item,
									version: Number( rollback.version ),
									found,
								} );
							}
						} }
						submitLabel={ __(
							'Roll back fleet-wide',
							'stencilbox'
						) }
						disabled={
							! Number( rollback.item ) ||
							Number( rollback.version ) < 2 ||
							change.busy ||
							lookup.busy
						}
						isDestructive
					>
						<HubField
							type="number"
							min={ 1 }
							label={ __( 'Item id to roll back', 'stencilbox' ) }
							value={ rollback.item }
							onChange={ ( value ) =>
								setRollback( { ...rollback, item: value } )
							}
						/>
						<HubField
							type="number"
							min={ 2 }
							label={ __( 'Version to roll back', 'stencilbox' ) }
							value={ rollback.version }
							onChange={ ( value ) =>
								setRollback( { ...rollback, version: value } )
							}
						/>
					</RowForm>
					<ActionNotice state={ lookup } success={ () => null } />
					<PendingConfirm
						pending={ confirming }
						onClose={ () => setConfirming( null ) }
						title={ __( 'Roll back fleet-wide?', 'stencilbox' ) }
						confirmLabel={ __( 'Roll back', 'stencilbox' ) }
						isBusy={ change.busy }
						onConfirm={ async ( { item, version } ) => {
							if (
								await run( () =>
									rollBackVersion( item, version )
								)
							) {
								setRollback( { item: '', version: '' } );
							}
						} }
					>
						{ ( { version, found } ) => (
							<p>
								{ sprintf(
									/* translators: 1: version number, 2: item name, 3: its platform (Gutenberg, Elementor) */
									__(
										'Every site that applied version %1$d of “%2$s” (%3$s) goes back to the version it had, through the revision its update made, when it next checks for updates; a place changed since is kept. No site is offered version %1$d again until you approve it, or a newer version, again. Sites report each place to the audit log.',
										'stencilbox'
									),
									version,
									found.name,
									platformName( found.platform )
								) }
							</p>
						) }
					</PendingConfirm>
					<h3>{ __( 'Approvers', 'stencilbox' ) }</h3>
					<LoadedTable
						rows={ fleet.approvers }
						failed={ null }
						failedTitle=""
						onRetry={ retry }
						empty={ __(
							'Only you approve. Give the right to a library account by its id (Stencilbox → Settings → Accounts).',
							'stencilbox'
						) }
						actions
						className="stencilbox-hub__table"
					>
						{ ( account ) => (
							<tr key={ account.id }>
								<td>{ account.email }</td>
								<td className="stencilbox-hub__buttons">
									<Button
										__next40pxDefaultSize
										variant="tertiary"
										isDestructive
										disabled={ change.busy }
										accessibleWhenDisabled
										onClick={ () =>
											run( () =>
												saveApprover(
													account.id,
													false
												)
											)
										}
									>
										{ __( 'Take the right', 'stencilbox' ) }
									</Button>
								</td>
							</tr>
						) }
					</LoadedTable>
					<RowForm
						onSubmit={ async () => {
							if (
								await run( () =>
									saveApprover( Number( approver ), true )
								)
							) {
								setApprover( '' );
							}
						} }
						submitLabel={ __(
							'Give the right to approve',
							'stencilbox'
						) }
						disabled={ ! Number( approver ) || change.busy }
					>
						<HubField
							type="number"
							min={ 1 }
							label={ __( 'Account id', 'stencilbox' ) }
							value={ approver }
							onChange={ setApprover }
						/>
					</RowForm>
				</>
			) }
		</HubCard>
	);
}
