/**
 * The favourite heart (spec part 1 §4): toggles at once, with the count;
 * a visitor goes to sign-in and comes back here.
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
	/** On a card: the id of the card's name, which describes the heart. */
	describedById?: string;
}

/**
 * Heart toggle with the favourite count.
 *
 * @param props Props.
 */
export default function FavouriteButton( {
	item,
	context,
	describedById,
}: FavouriteButtonProps ) {
	const { user } = useAccount();
	const pending = useSelect(
		( select ) => select( profileStore ).isFavouritePending( item.id ),
		[ item.id ]
	);
	const { toggleFavourite } = useDispatch( profileStore );
	const toSignIn = useSignInRedirect();
	const on = !! user && isStarred( user.starred, item );
	// On a card the item's name describes the heart (the card is named by it),
	// through the name on the card: a page draws 20 hearts, and a tooltip or
	// a hidden copy of the name each costs the library's first picture time
	// (issue [16]). The heart and its count speak for themselves there; the
	// details header's heart keeps its tooltip.
	// The count shown is part of the name (WCAG 2.5.3, label in name: a
	// voice user says what they see), not in brackets (axe reads those as
	// an aside).
	const count = item.favourite_count;
	let label;
	if ( context === 'details' ) {
		label =
			count === undefined
				? __( 'Add to My Favourites', 'stencilbox' )
				: sprintf(
						/* translators: %d: how many people favourited the item. */
						__( 'Add to My Favourites, %d', 'stencilbox' ),
						count
					);
	} else {
		label =
			count === undefined
				? __( 'Favourite', 'stencilbox' )
				: sprintf(
						/* translators: %d: how many people favourited the item. */
						__( 'Favourite, %d', 'stencilbox' ),
						count
					);
	}
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
			aria-describedby={ describedById }
			showTooltip={ context === 'details' }
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
