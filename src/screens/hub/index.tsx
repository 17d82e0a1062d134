/**
 * The "Library hub" screen: what the hub's catalogue holds, publish to
 * library, bundles (export / import), the demo catalogue, the checkout page,
 * the cloud's limits per plan, the items themselves, the fleet (staged
 * rollouts) and the audit log.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	FormFileUpload,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { backup, trash, upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import { BLOCK_EDITOR_FIRST, platformName } from '../../utils/platform';
import {
	deleteHubItem,
	importBundle,
	removeDemo,
	reseedDemo,
	saveCheckoutUrl,
	type BundleImportReport,
	type CheckoutSettings,
	type DemoRemoval,
	type HubSummary,
	type ImportReport,
	type ItemDeletion,
} from '../../api/hub';
import { PendingConfirm } from '../../components/confirm-modal';
import LoadedTable from '../../components/loaded-table';
import Paginator from '../../components/paginator';
import RequestError from '../../components/request-error';
import { useResource, useResourceActions } from '../../stores/admin';
import ActionNotice from './action-notice';
import AuditPanel from './audit-panel';
import CloudPanel from './cloud-panel';
import FleetPanel from './fleet-panel';
import LibraryBundlePanel from './library-bundle-panel';
import { useAction } from './hooks/use-action';
import HubCard from './hub-card';
import ItemFilters, { FIRST_FILTER, useHubItems } from './item-filters';
import ItemVersionsModal from './item-versions-modal';
import PublishPanel from './publish-panel';
import VersionsPanel from './versions-panel';
import './style.scss';

// A seed reports packs, items and removed; a bundle import also `skipped`.
const report = ( result: ImportReport & Partial< BundleImportReport > ) => {
	const done = sprintf(
		/* translators: 1: number of packs, 2: number of pages and blocks, 3: number removed */
		__(
			'Done: %1$d packs and %2$d pages and blocks written, %3$d removed.',
			'stencilbox'
		),
		result.packs,
		result.items,
		result.removed
	);
	if ( ! result.skipped ) {
		return done;
	}
	return (
		done +
		' ' +
		sprintf(
			/* translators: %d: number of image files */
			_n(
				'%d image file the bundle does not use was left out.',
				'%d image files the bundle does not use were left out.',
				result.skipped,
				'stencilbox'
			),
			result.skipped
		)
	);
};

function Counts( { summary }: { summary: HubSummary } ) {
	return (
		<dl className="stencilbox-hub__counts">
			{ BLOCK_EDITOR_FIRST.map( ( platform ) => (
				<div key={ platform }>
					<dt>{ platformName( platform ) }</dt>
					<dd>
						{ sprintf(
							/* translators: 1: packs, 2: pages, 3: blocks */
							__(
								'%1$d packs, %2$d pages, %3$d blocks',
								'stencilbox'
							),
							summary.counts[ platform ].packs,
							summary.counts[ platform ].pages,
							summary.counts[ platform ].sections
						) }
					</dd>
				</div>
			) ) }
		</dl>
	);
}

function ItemsPanel( { onChange }: { onChange: () => void } ) {
	const [ filter, setFilter ] = useState( FIRST_FILTER );
	const [ page, setPage ] = useState( 1 );
	const [ confirm, setConfirm ] = useState< CatalogItem | null >( null );
	const [ history, setHistory ] = useState< CatalogItem | null >( null );
	const remove = useAction< ItemDeletion >();
	const { data, error, retry: retryItems } = useHubItems( filter, page );
	const failed = error?.message;
	return (
		<HubCard title={ __( 'Items', 'stencilbox' ) }>
			<ItemFilters
				value={ filter }
				onChange={ ( next ) => {
					setFilter( next );
					setPage( 1 );
				} }
				platformLabel={ __( 'Platform', 'stencilbox' ) }
				className="stencilbox-hub__row"
			/>
			<ActionNotice
				state={ remove }
				success={ () => __( 'The item was deleted.', 'stencilbox' ) }
			/>
			<LoadedTable
				rows={ data?.data ?? null }
				failed={ failed }
				failedTitle={ __(
					'The items could not be loaded',
					'stencilbox'
				) }
				onRetry={ retryItems }
				empty={ __( 'No items.', 'stencilbox' ) }
				columns={ [
					__( 'Name', 'stencilbox' ),
					__( 'Type', 'stencilbox' ),
					__( 'Plan', 'stencilbox' ),
					__( 'Price', 'stencilbox' ),
				] }
				actions
				className="stencilbox-hub__table"
			>
				{ ( item ) => (
					<tr key={ item.id }>
						<td>{ item.name }</td>
						<td>{ item.type }</td>
						<td>{ item.plan }</td>
						<td>
							{ item.price > 0
								? `$${ item.price }`
								: __( 'Free', 'stencilbox' ) }
						</td>
						<td className="stencilbox-hub__buttons">
							<Button
								size="compact"
								icon={ backup }
								label={ sprintf(
									/* translators: %s: item name */
									__(
										'Versions and use of %s',
										'stencilbox'
									),
									item.name
								) }
								onClick={ () => setHistory( item ) }
							/>
							<Button
								size="compact"
								icon={ trash }
								isDestructive
								label={ sprintf(
									/* translators: %s: item name */
									__( 'Delete %s', 'stencilbox' ),
									item.name
								) }
								onClick={ () => setConfirm( item ) }
							/>
						</td>
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
			{ history && (
				<ItemVersionsModal
					item={ history }
					onClose={ () => setHistory( null ) }
				/>
			) }
			<PendingConfirm
				pending={ confirm }
				title={ __( 'Delete this item?', 'stencilbox' ) }
				confirmLabel={ __( 'Delete', 'stencilbox' ) }
				onClose={ () => setConfirm( null ) }
				onConfirm={ async ( item ) => {
					if (
						await remove.run( () => deleteHubItem( item.id, true ) )
					) {
						onChange();
					}
				} }
			>
				{ ( item ) => (
					<p>
						{ sprintf(
							/* translators: %s: item name */
							__(
								'“%s” leaves the library for every site using this hub. A pack’s pages and blocks stay, without their pack.',
								'stencilbox'
							),
							item.name
						) }
					</p>
				) }
			</PendingConfirm>
		</HubCard>
	);
}

/**
 * Hub screen.
 *
 * @param props         Props.
 * @param props.publish A source to open in the publish form (`?publish=`).
 */
export default function HubScreen( { publish }: { publish: string } ) {
	const [ checkout, setCheckout ] = useState( '' );
	const [ confirmRemove, setConfirmRemove ] = useState( false );
	const [ confirmSeed, setConfirmSeed ] = useState( false );
	const seed = useAction< ImportReport >();
	const remove = useAction< DemoRemoval >();
	const bundle = useAction< BundleImportReport >();
	const settings = useAction< CheckoutSettings >();
	const { data: summary, error, retry } = useResource( 'hubSummary', [] );
	const failed = error?.message;
	const { refreshResource, refreshResources } = useResourceActions();
	// The summary stays on screen while it is asked afresh; the items list
	// waits again.
	const refresh = useCallback( () => {
		refreshResource( 'hubSummary', [] );
		refreshResources( 'hubItems', true );
	}, [ refreshResource, refreshResources ] );
	const checkoutUrl = summary?.checkout_url;
	useEffect( () => {
		if ( checkoutUrl !== undefined ) {
			setCheckout( checkoutUrl );
		}
	}, [ checkoutUrl ] );

	if ( failed ) {
		return (
			<RequestError
				title={ __(
					'The library hub could not be loaded',
					'stencilbox'
				) }
				message={ failed }
				onRetry={ retry }
			/>
		);
	}
	if ( ! summary ) {
		return <Spinner />;
	}
	const total = Object.values( summary.sources ).reduce(
		( sum, n ) => sum + n,
		0
	);
	// The demo's two destructive actions, each after its confirm.
	const demoConfirms = [
		{
			pending: confirmSeed,
			setPending: setConfirmSeed,
			title: __( 'Seed the demo again?', 'stencilbox' ),
			confirmLabel: __( 'Seed again', 'stencilbox' ),
			run: () => seed.run( () => reseedDemo( true ) ),
			text: __(
				'Every demo item is written again from the shipped files: changes made to demo items are undone, and demo items the files no longer have leave the library. Ids, favourites, ratings and downloads stay. Your own items stay.',
				'stencilbox'
			),
		},
		{
			pending: confirmRemove,
			setPending: setConfirmRemove,
			title: __( 'Remove the demo items?', 'stencilbox' ),
			confirmLabel: __( 'Remove', 'stencilbox' ),
			run: () => remove.run( () => removeDemo( true ) ),
			text: __(
				'Every demo pack, page and block leaves the library. Your own items stay. Seeding the demo again later brings the same items back, with their favourites and ratings.',
				'stencilbox'
			),
		},
	];
	return (
		<div className="stencilbox-hub">
			<h1 className="wp-heading-inline">
				{ __( 'Library hub', 'stencilbox' ) }
			</h1>
			<p className="stencilbox-hub__intro">
				{ sprintf(
					/* translators: %d: number of items */
					_n(
						'This site’s library holds %d item (counting each platform’s version). Every site using this hub browses it.',
						'This site’s library holds %d items (counting each platform’s version). Every site using this hub browses it.',
						total,
						'stencilbox'
					),
					total
				) }
			</p>
			<Counts summary={ summary } />
			<PublishPanel
				summary={ summary }
				initial={ publish }
				onDone={ refresh }
			/>
			<div className="stencilbox-hub__columns">
				<HubCard
					title={ __( 'Bundles', 'stencilbox' ) }
					help={ __(
						'A bundle is a zip of the whole library (items, their content and images) in the demo catalogue’s format. Import one to add or update its items here.',
						'stencilbox'
					) }
				>
					<div className="stencilbox-hub__buttons">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							href={ summary.export_url }
						>
							{ __( 'Export library', 'stencilbox' ) }
						</Button>
						<FormFileUpload
							accept=".zip,application/zip"
							onChange={ async ( event ) => {
								const file = event.currentTarget.files?.[ 0 ];
								event.currentTarget.value = '';
								if (
									file &&
									( await bundle.run( () =>
										importBundle( file )
									) )
								) {
									refresh();
								}
							} }
							render={ ( { openFileDialog } ) => (
								<Button
									__next40pxDefaultSize
									variant="primary"
									icon={ upload }
									isBusy={ bundle.busy }
									disabled={ bundle.busy }
									accessibleWhenDisabled
									onClick={ openFileDialog }
								>
									{ __( 'Import bundle', 'stencilbox' ) }
								</Button>
							) }
						/>
					</div>
					<ActionNotice state={ bundle } success={ report } />
				</HubCard>
				<HubCard
					title={ __( 'Demo catalogue', 'stencilbox' ) }
					help={
						summary.demo.disabled
							? __(
									'The demo items were removed. Seed them again at any time.',
									'stencilbox'
								)
							: __(
									'Stencilbox ships a demo library. Seeding again updates it in place; your own items are never touched.',
									'stencilbox'
								)
					}
				>
					<div className="stencilbox-hub__buttons">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							disabled={ ! summary.demo.available || seed.busy }
							accessibleWhenDisabled
							isBusy={ seed.busy }
							onClick={ () => setConfirmSeed( true ) }
						>
							{ __( 'Seed the demo again', 'stencilbox' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							isDestructive
							disabled={ ! summary.sources.demo }
							accessibleWhenDisabled
							onClick={ () => setConfirmRemove( true ) }
						>
							{ __( 'Remove demo items', 'stencilbox' ) }
						</Button>
					</div>
					<ActionNotice state={ seed } success={ report } />
					<ActionNotice
						state={ remove }
						success={ ( result ) =>
							sprintf(
								/* translators: %d: number of items */
								_n(
									'%d demo item removed.',
									'%d demo items removed.',
									result.removed,
									'stencilbox'
								),
								result.removed
							)
						}
					/>
				</HubCard>
				<HubCard title={ __( 'Checkout', 'stencilbox' ) }>
					{ checkoutUrl === '' && (
						// Issue [23] D: without it, members see no Purchase or
						// Upgrade button (they used to lead to the home page).
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'No checkout page yet: members see no “Purchase This Item” or upgrade buttons until you set one.',
								'stencilbox'
							) }
						</Notice>
					) }
					<form
						onSubmit={ async ( event ) => {
							event.preventDefault();
							await settings.run( () =>
								saveCheckoutUrl( checkout )
							);
							// The notice above follows what is saved.
							refreshResource( 'hubSummary', [] );
						} }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="url"
							label={ __( 'Checkout page URL', 'stencilbox' ) }
							help={ __(
								'“Purchase This Item” and the upgrade buttons lead here, with the item or plan in the query.',
								'stencilbox'
							) }
							value={ checkout }
							onChange={ setCheckout }
						/>
						<div className="stencilbox-hub__buttons">
							<Button
								__next40pxDefaultSize
								variant="secondary"
								type="submit"
								isBusy={ settings.busy }
							>
								{ __( 'Save', 'stencilbox' ) }
							</Button>
						</div>
						<ActionNotice
							state={ settings }
							success={ () => __( 'Saved.', 'stencilbox' ) }
						/>
					</form>
				</HubCard>
				<CloudPanel />
				<VersionsPanel />
			</div>
			<ItemsPanel onChange={ refresh } />
			<FleetPanel />
			<AuditPanel />
			<LibraryBundlePanel onApplied={ refresh } />
			{ demoConfirms.map( ( demo ) => (
				<PendingConfirm
					key={ demo.confirmLabel }
					pending={ demo.pending }
					title={ demo.title }
					confirmLabel={ demo.confirmLabel }
					onClose={ () => demo.setPending( false ) }
					onConfirm={ async () => {
						if ( await demo.run() ) {
							refresh();
						}
					} }
				>
					{ () => <p>{ demo.text }</p> }
				</PendingConfirm>
			) ) }
		</div>
	);
}
