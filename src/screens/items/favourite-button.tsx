/**
 * The favourite heart (spec part 1 §4): toggles at once, with the count;
 * a visitor goes to sign-in and comes back here.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../api/catalog';
import heart, { heartFilled } from '../../components/heart-icon';
import { store as profileStore } from '../../stores/profile';
import { isStarred } from '../../utils/engagement';
import { useAccount } from '../app/hooks/use-account';
import { useSignInRedirect } from './hooks/use-sign-in-redirect';

export interface FavouriteButtonProps {
	item: {
		id: number;
		type: ItemType;
		name: string;
		/** Unknown for a pack's items as the pack lists them. */
		favourite_count?: number;
	};
	/** `details`: the details header; `card`: over a card. */
	context: 'details' | 'card';
}

/**
 * Heart toggle with the favourite count.
 *
 * @param props Props.
 */
export default function FavouriteButton( {
	item,
	context,
}: FavouriteButtonProps ) {
	const { user } = useAccount();
	const pending = useSelect(
		( select ) => select( profileStore ).isFavouritePending( item.id ),
		[ item.id ]
	);
	const { toggleFavourite } = useDispatch( profileStore );
	const toSignIn = useSignInRedirect();
	const on = !! user && isStarred( user.starred, item );
	// On a card the item's name describes the heart (the card is named by it).
	const label =
		context === 'details'
			? __( 'Add to My Favourites', 'stencilbox' )
			: __( 'Favourite', 'stencilbox' );
	return (
		<Button
			__next40pxDefaultSize={ context === 'details' }
			size={ context === 'card' ? 'compact' : undefined }
			className={ `stencilbox-favourite-button is-${ context }${
				on ? ' is-on' : ''
			}` }
			variant={ context === 'card' ? undefined : 'tertiary' }
			icon={ on ? heartFilled : heart }
			label={ label }
			describedBy={ context === 'card' ? item.name : undefined }
			showTooltip
			isPressed={ on }
			aria-busy={ pending || undefined }
			onClick={ () =>
				user
					? toggleFavourite( {
							id: item.id,
							type: item.type,
							favourite_count: item.favourite_count,
						} )
					: toSignIn()
			}
		>
			{ item.favourite_count }
		</Button>
	);
}
