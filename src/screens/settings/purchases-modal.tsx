/**
 * The hub owner grants and revokes an account's purchases: the current
 * purchases with Revoke, and an item picker (platform, type, search) with
 * Grant. The account sees them at once (its cached profile is dropped).
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../api/catalog';
import { platformName } from '../../utils/platform';
import {
	grantPurchase,
	revokePurchase,
	type PurchasesList,
} from '../../api/engagement';
import LoadedTable from '../../components/loaded-table';
import RevokeButton from '../../components/revoke-button';
import ItemFilters, { FIRST_FILTER, useHubItems } from '../hub/item-filters';
import { useResource, useResourceActions } from '../../stores/admin';
import { formatPrice } from '../../utils/pricing';

const typeLabel = ( type: ItemType ) =>
	( {
		pack: __( 'Pack', 'stencilbox' ),
		page: __( 'Page', 'stencilbox' ),
		block: __( 'Block', 'stencilbox' ),
	} )[ type ];

/**
 * Purchases of one account.
 *
 * @param props         Props.
 * @param props.account The account (id, email).
 * @param props.onClose Closes the modal.
 */
export default function PurchasesModal( {
	account,
	onClose,
}: {
	account: { id: number; email: string };
	onClose: () => void;
} ) {
	const [ filter, setFilter ] = useState( FIRST_FILTER );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState< number | null >( null );
	// A list that fails to load shows why, with Try again (never as empty).
	const owns = useResource( 'accountPurchases', [ account.id ] );
	const purchases = owns.data?.data ?? null;
	const purchasesFailed = owns.error?.message;
	const found = useHubItems( filter );
	const items = found.data?.data ?? null;
	const itemsFailed = found.error?.message;
	const retry = () => {
		owns.retry();
		found.retry();
	};
	const { receiveResource } = useResourceActions();

	const change = useCallback(
		async ( id: number, task: () => Promise< PurchasesList > ) => {
			setBusy( id );
			setError( null );
			try {
				receiveResource(
					'accountPurchases',
					[ account.id ],
					await task()
				);
			} catch ( e ) {
				setError( ( e as Error ).message );
			} finally {
				setBusy( null );
			}
		},
		[ account.id, receiveResource ]
	);

	const owned = new Set( ( purchases ?? [] ).map( ( p ) => p.item_id ) );

	return (
		<Modal
			className="stencilbox-settings__purchases"
			title={ sprintf(
				/* translators: %s: email address. */
				__( 'Purchases of %s', 'stencilbox' ),
				account.email
			) }
			onRequestClose={ onClose }
			size="large"
		>
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					{ error }
				</Notice>
			) }
			<h3>{ __( 'Purchased', 'stencilbox' ) }</h3>
			<LoadedTable
				rows={ purchases }
				failed={ purchasesFailed }
				failedTitle={ __(
					'The purchases could not be loaded',
					'stencilbox'
				) }
				onRetry={ retry }
				empty={ __(
					'This account has not purchased anything.',
					'stencilbox'
				) }
			>
				{ ( purchase ) => (
					<tr key={ purchase.item_id }>
						<td>{ purchase.name }</td>
						<td>{ typeLabel( purchase.type ) }</td>
						<td>{ platformName( purchase.platform ) }</td>
						<td>{ purchase.purchased_at.slice( 0, 10 ) }</td>
						<td>
							<RevokeButton
								name={ purchase.name }
								disabled={ busy !== null }
								title={ __(
									'Revoke this purchase?',
									'stencilbox'
								) }
								explanation={ sprintf(
									/* translators: 1: item name, 2: email address. */
									__(
										'%2$s no longer owns “%1$s”. You can grant it again later.',
										'stencilbox'
									),
									purchase.name,
									account.email
								) }
								onRevoke={ () =>
									change( purchase.item_id, () =>
										revokePurchase(
											account.id,
											purchase.item_id,
											true
										)
									)
								}
							/>
						</td>
					</tr>
				) }
			</LoadedTable>
			<h3>{ __( 'Grant a purchase', 'stencilbox' ) }</h3>
			<ItemFilters
				value={ filter }
				onChange={ setFilter }
				platformLabel={ __( 'Editor', 'stencilbox' ) }
				className="stencilbox-settings__picker"
			/>
			<LoadedTable
				rows={ items }
				failed={ itemsFailed }
				failedTitle={ __(
					'The items could not be loaded',
					'stencilbox'
				) }
				onRetry={ retry }
				empty={ __( 'No items found.', 'stencilbox' ) }
			>
				{ ( item ) => (
					<tr key={ item.id }>
						<td>{ item.name }</td>
						<td>{ typeLabel( item.type ) }</td>
						<td>
							{ item.price > 0
								? formatPrice( item.price )
								: __( 'Free', 'stencilbox' ) }
						</td>
						<td>
							{ owned.has( item.id ) ? (
								__( 'Purchased', 'stencilbox' )
							) : (
								<Button
									variant="secondary"
									size="compact"
									disabled={ busy !== null }
									aria-label={ sprintf(
										/* translators: %s: item name. */
										__( 'Grant %s', 'stencilbox' ),
										item.name
									) }
									onClick={ () =>
										change( item.id, () =>
											grantPurchase( account.id, item.id )
										)
									}
								>
									{ __( 'Grant', 'stencilbox' ) }
								</Button>
							) }
						</td>
					</tr>
				) }
			</LoadedTable>
		</Modal>
	);
}
