/**
 * Purchased Items (spec part 1 §2): Name, Type, Actions (View for packs,
 * Insert for pages and blocks), Purchased Date, on the platform being
 * browsed. Asked again, with the `all` flag, on a platform change (§7).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import NavLink from '../../components/nav-link';
import { useNavigate, type Route } from '../../router';
import {
	store as profileStore,
	type PurchasedRecord,
} from '../../stores/profile';
import { usePlatform } from '../app/hooks/use-platform';
import CloudLayout from '../cloud-layout';
import {
	detailsPath,
	formatDate,
	ItemLink,
	ListState,
	typeName,
} from './shared';
import './style.scss';

function Actions( { record }: { record: PurchasedRecord } ) {
	const navigate = useNavigate();
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
			aria-label={ sprintf(
				/* translators: %s: item name. */
				__( 'Insert %s', 'stencilbox' ),
				record.name
			) }
			onClick={ () =>
				// TODO [4-insert]: start the insert flow (stencilbox/importer) here
				// instead; until it is merged, Insert lives on the details screen.
				navigate( { path: detailsPath( record ), query: {} } )
			}
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
					emptyActions={
						<NavLink
							variant="secondary"
							to={ { path: `${ platform }/packs`, query: {} } }
						>
							{ __( 'Browse packs', 'stencilbox' ) }
						</NavLink>
					}
				>
					<table className="stencilbox-profile-lists__table">
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Name', 'stencilbox' ) }
								</th>
								<th scope="col">
									{ __( 'Type', 'stencilbox' ) }
								</th>
								<th scope="col">
									{ __( 'Actions', 'stencilbox' ) }
								</th>
								<th scope="col">
									{ __( 'Purchased Date', 'stencilbox' ) }
								</th>
							</tr>
						</thead>
						<tbody>
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
											{ formatDate(
												record.purchased_at
											) }
										</time>
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
				</ListState>
			</div>
		</CloudLayout>
	);
}
