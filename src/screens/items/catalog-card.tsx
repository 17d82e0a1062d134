/**
 * An item card wired to the account (price or rating) and the router.
 */
/**
 * WordPress dependencies
 */
import { useInstanceId } from '@wordpress/compose';

/**
 * Internal dependencies
 */
import type { CatalogItem, PackMember } from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import ItemCard from '../../components/item-card';
import { cardPriceDisplay } from '../../utils/item-display';
import { useAccountPlan } from '../app/hooks/use-account';
import FavouriteButton from './favourite-button';
import { useIsPurchased } from './hooks/use-purchases';
import ItemPreview from './item-preview';
import { typeSegment } from './types';

/**
 * Catalogue card.
 *
 * @param props          Props.
 * @param props.item     Item.
 * @param props.platform Platform browsed.
 */
export default function CatalogCard( {
	item,
	platform,
}: {
	item: CatalogItem | PackMember;
	platform: Platform;
} ) {
	const plan = useAccountPlan();
	const purchased = useIsPurchased( item );
	const titleId = useInstanceId( CatalogCard, 'stencilbox-card-title' );
	return (
		<ItemCard
			item={ {
				thumbnail2: '',
				thumbnail3: '',
				...item,
			} }
			titleId={ titleId }
			to={ {
				path: `${ platform }/${ typeSegment( item.type ) }/${ item.slug }`,
				query: {},
			} }
			price={ cardPriceDisplay( item, plan, purchased ) }
			purchasedTo={ { path: 'purchased-items', query: {} } }
			media={ item.preview ? <ItemPreview item={ item } /> : undefined }
			action={
				<FavouriteButton
					item={ item }
					context="card"
					describedById={ titleId }
				/>
			}
		/>
	);
}
