/**
 * Purchased Items (spec part 1 §2): Name, Type, Actions (View for packs,
 * Insert for pages and blocks), Purchased Date, on the platform being
 * browsed. Asked again, with the `all` flag, on a platform change (§7).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataTable from '../../components/data-table';
import NavLink from '../../components/nav-link';
import type { Route } from '../../router';
import {
	store as profileStore,
	type PurchasedRecord,
} from '../../stores/profile';
import { store as catalogStore } from '../../stores/catalog';
import { store as uiStore } from '../../stores/ui';
import { usePlatform } from '../app/hooks/use-platform';
import { useStartImport } from '../app/hooks/use-start-import';
import { toImportItem } from '../item/import-item';
import CloudLayout from '../cloud-layout';
import {
	detailsPath,
	formatDate,
	ItemLink,
	ListState,
	typeName,
} from './shared';
import './style.scss';

/**
 * Loads the item's details (its dependencies and template type), then starts
 * the same insert flow as the details screen.
 *
 * @param record The purchase.
 */
function useInsertPurchase( record: PurchasedRecord ) {
	const registry = useRegistry();
	const startImport = useStartImport();
	const { showToast } = useDispatch( uiStore );
	const { invalidateResolution } = useDispatch( catalogStore );
	const [ isLoading, setIsLoading ] = useState( false );
	const insert = async () => {
		const { platform, type, slug } = record;
		if ( isLoading || type === 'pack' ) {
			return;
		}
		setIsLoading( true );
		const item = await registry
			.resolveSelect( catalogStore )
			.getItem( platform, type, slug );
		setIsLoading( false );
		if ( item ) {
			startImport( toImportItem( item ) );
			return;
		}
		const error = registry
			.select( catalogStore )
			.getItemError( platform, type, slug );
		// Ask again on the next click.
		invalidateResolution( 'getItem', [ platform, type, slug ] );
		showToast(
			error?.message ||
				__(
					'This item could not be loaded. Please try again.',
					'stencilbox'
				),
			{ status: 'error' }
		);
	};
	return { insert, isLoading };
}

function Actions( { record }: { record: PurchasedRecord } ) {
	const { insert, isLoading } = useInsertPurchase( record );
	if ( record.type === 'pack' ) {
		return (
			<NavLink
				variant="secondary"
				to={ { path: detailsPath( record ), query: {} } }
			>
				{ __( 'View', 'stencilbox' ) }
			</NavLink>
		);
	}
	return (
		<Button
			__next40pxDefaultSize
			variant="primary"
			isBusy={ isLoading }
			aria-disabled={ isLoading }
			aria-label={ sprintf(
				/* translators: %s: item name. */
				__( 'Insert %s', 'stencilbox' ),
				record.name
			) }
			onClick={ insert }
		>
			{ __( 'Insert', 'stencilbox' ) }
		</Button>
	);
}

/**
 * Purchased Items screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function PurchasedItemsScreen( { route }: { route: Route } ) {
	const platform = usePlatform( route );
	const { records, error } = useSelect(
		( select ) => ( {
			records: select( profileStore ).getPurchasedItems( platform ),
			error: select( profileStore ).getPurchasesError( platform ),
		} ),
		[ platform ]
	);
	const { retryPurchases } = useDispatch( profileStore );

	return (
		<CloudLayout
			route={ route }
			title={ __( 'Purchased Items', 'stencilbox' ) }
		>
			<div className="stencilbox-profile-lists">
				<ListState
					label={ __( 'Purchased Items', 'stencilbox' ) }
					isLoading={ ! records && ! error }
					error={ error }
					onRetry={ () => retryPurchases( platform ) }
					isEmpty={ records?.length === 0 }
					emptyTitle={ __( 'No purchased items yet', 'stencilbox' ) }
					emptyText={
						<p>
							{ __(
								'Items and packs you buy show up here, ready to insert.',
								'stencilbox'
							) }
						</p>
					}
					platform={ platform }
				>
					<DataTable
						columns={ [
							__( 'Name', 'stencilbox' ),
							__( 'Type', 'stencilbox' ),
							__( 'Actions', 'stencilbox' ),
							__( 'Purchased Date', 'stencilbox' ),
						] }
					>
						{ ( records ?? [] ).map( ( record ) => (
							<tr key={ record.item_id }>
								<td>
									<ItemLink record={ record } />
								</td>
								<td>{ typeName( record.type ) }</td>
								<td>
									<Actions record={ record } />
								</td>
								<td>
									<time dateTime={ record.purchased_at }>
										{ formatDate( record.purchased_at ) }
									</time>
								</td>
							</tr>
						) ) }
					</DataTable>
				</ListState>
			</div>
		</CloudLayout>
	);
}
