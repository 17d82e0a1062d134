/**
 * An item in a grid: thumbnail (three for packs), name, plan badge, and the
 * rating or the price (spec part 1 §2, §4). The whole card opens the item.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { layout } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import { useLinkProps, type To } from '../../router';
import type { CardPriceDisplay } from '../../utils/item-display';
import PlanBadge from '../plan-badge';
import RatingStars from '../rating-stars';
import SafeImage from '../safe-image';
import './style.scss';

export interface ItemCardProps {
	item: Pick<
		CatalogItem,
		| 'name'
		| 'type'
		| 'plan'
		| 'thumbnail'
		| 'thumbnail2'
		| 'thumbnail3'
		| 'rating'
	> &
		Partial< Pick< CatalogItem, 'template_type' > >;
	/** Where the card leads. */
	to: To;
	/** Rating or price corner. */
	price: CardPriceDisplay;
	/** Where PURCHASED leads. */
	purchasedTo?: To;
	/** Drawn instead of the thumbnail (a live preview of the blocks). */
	media?: ReactNode;
	/** A control over the card's top corner (the favourite heart). */
	action?: ReactNode;
	/** The id of the card's name (what describes `action`). */
	titleId?: string;
}

function Placeholder() {
	return (
		<span className="stencilbox-item-card__placeholder">
			<Icon icon={ layout } size={ 36 } />
		</span>
	);
}

function PurchasedLink( { to }: { to: To } ) {
	const link = useLinkProps( to );
	return (
		<Button
			className="stencilbox-item-card__purchased"
			variant="link"
			{ ...link }
		>
			{ __( 'PURCHASED', 'stencilbox' ) }
		</Button>
	);
}

/**
 * Item card.
 *
 * @param props Props.
 */
export default function ItemCard( {
	item,
	to,
	price,
	purchasedTo,
	media,
	action,
	titleId,
}: ItemCardProps ) {
	const link = useLinkProps( to );
	let picture: ReactNode;
	if ( media ) {
		picture = media;
	} else if ( item.type === 'pack' ) {
		picture = (
			<span className="stencilbox-item-card__pack">
				<SafeImage
					className="stencilbox-item-card__image is-main"
					src={ item.thumbnail }
					alt=""
					placeholder={ <Placeholder /> }
				/>
				<SafeImage
					className="stencilbox-item-card__image"
					src={ item.thumbnail2 }
					alt=""
					placeholder={ <Placeholder /> }
				/>
				<SafeImage
					className="stencilbox-item-card__image"
					src={ item.thumbnail3 }
					alt=""
					placeholder={ <Placeholder /> }
				/>
			</span>
		);
	} else {
		picture = (
			<SafeImage
				className="stencilbox-item-card__image"
				src={ item.thumbnail }
				alt=""
				placeholder={ <Placeholder /> }
			/>
		);
	}
	return (
		<div className={ `stencilbox-item-card is-${ item.type }` }>
			<div className="stencilbox-item-card__media" aria-hidden="true">
				{ picture }
			</div>
			{ action && (
				<div className="stencilbox-item-card__action">{ action }</div>
			) }
			<div className="stencilbox-item-card__body">
				<Button
					id={ titleId }
					className="stencilbox-item-card__link"
					{ ...link }
				>
					{ item.name }
				</Button>
				<div className="stencilbox-item-card__meta">
					<PlanBadge plan={ item.plan } />
					{ item.template_type && (
						<span className="stencilbox-item-card__type">
							{ item.template_type.name }
						</span>
					) }
					<span className="stencilbox-item-card__price">
						{ price.kind === 'rating' && (
							<RatingStars rating={ price.rating } size={ 14 } />
						) }
						{ price.kind === 'price' && price.label }
						{ price.kind === 'free' && __( 'FREE', 'stencilbox' ) }
						{ price.kind === 'purchased' &&
							( purchasedTo ? (
								<PurchasedLink to={ purchasedTo } />
							) : (
								__( 'PURCHASED', 'stencilbox' )
							) ) }
					</span>
				</div>
			</div>
		</div>
	);
}
