/**
 * The details sidebar (spec part 1 §2): template type, category, parent
 * pack, dependencies, price, favourite and download counts, the Full Site
 * Import badge, the rating (with a 5-star control for packs), the purchase
 * button, the promos, and the other layouts of the pack.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { starFilled } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { ItemDetails } from '../../api/catalog';
import ExternalButton from '../../components/external-button';
import NavLink from '../../components/nav-link';
import PlanBadge from '../../components/plan-badge';
import RatingStars from '../../components/rating-stars';
import SafeImage from '../../components/safe-image';
import { useLinkProps } from '../../router';
import { platformTraits } from '../../utils/platform';
import { platformWords } from '../../utils/platform-words';
import { formatPrice } from '../../utils/pricing';
import { typeSegment } from '../items/types';

export interface ItemSidebarProps {
	item: ItemDetails;
	showPurchase: boolean;
	purchased: boolean;
	/** The account's own rating of this pack (1–5), if any. */
	myRating?: number | null;
	onRate: ( stars: number ) => void;
	/** Promos (free access, upgrade). */
	children?: ReactNode;
}

function Row( { label, children }: { label: string; children: ReactNode } ) {
	return (
		<div className="stencilbox-item-sidebar__row">
			<dt>{ label }</dt>
			<dd>{ children }</dd>
		</div>
	);
}

function PackLayout( {
	item,
	platform,
}: {
	item: NonNullable< ItemDetails[ 'pack' ] >[ 'items' ] extends
		Array< infer T > | undefined
		? T
		: never;
	platform: ItemDetails[ 'platform' ];
} ) {
	const link = useLinkProps( {
		path: `${ platform }/${ typeSegment( item.type ) }/${ item.slug }`,
		query: {},
	} );
	return (
		<li>
			<Button className="stencilbox-item-sidebar__layout" { ...link }>
				<SafeImage
					className="stencilbox-item-sidebar__layout-image"
					src={ item.thumbnail }
					alt=""
				/>
				<span>{ item.name }</span>
			</Button>
		</li>
	);
}

/**
 * Details sidebar.
 *
 * @param props Props.
 */
export default function ItemSidebar( {
	item,
	showPurchase,
	purchased,
	myRating = null,
	onRate,
	children,
}: ItemSidebarProps ) {
	const segment = typeSegment( item.type );
	const others = ( item.pack?.items ?? [] ).filter(
		( member ) => member.id !== item.id
	);
	let price: string = __( 'Free', 'stencilbox' );
	if ( purchased ) {
		price = __( 'Purchased', 'stencilbox' );
	} else if ( item.price > 0 ) {
		price = formatPrice( item.price );
	}
	return (
		<aside
			className="stencilbox-item-sidebar"
			aria-label={ __( 'About this item', 'stencilbox' ) }
		>
			<div className="stencilbox-item-sidebar__card">
				<dl className="stencilbox-item-sidebar__facts">
					{ item.template_type && (
						<Row label={ __( 'Type', 'stencilbox' ) }>
							<NavLink
								variant="link"
								to={ {
									path: `${ item.platform }/${ segment }`,
									query: {
										templateType: item.template_type.slug,
									},
								} }
							>
								{ item.template_type.name }
							</NavLink>
						</Row>
					) }
					{ item.categories.length > 0 && (
						<Row label={ __( 'Category', 'stencilbox' ) }>
							{ item.categories.map( ( category, i ) => (
								<span key={ category.id }>
									{ i > 0 && ', ' }
									<NavLink
										variant="link"
										to={ {
											path: `${ item.platform }/packs`,
											query: { category: category.slug },
										} }
									>
										{ category.name }
									</NavLink>
								</span>
							) ) }
						</Row>
					) }
					{ item.pack && (
						<Row label={ __( 'Pack', 'stencilbox' ) }>
							<NavLink
								variant="link"
								to={ {
									path: `${ item.platform }/packs/${ item.pack.slug }`,
									query: {},
								} }
							>
								{ item.pack.name }
							</NavLink>
						</Row>
					) }
					<Row label={ __( 'Plan', 'stencilbox' ) }>
						{ item.plan === 'free' ? (
							__( 'Free', 'stencilbox' )
						) : (
							<PlanBadge plan={ item.plan } />
						) }
					</Row>
					<Row label={ __( 'Price', 'stencilbox' ) }>{ price }</Row>
					<Row label={ __( 'Favourites', 'stencilbox' ) }>
						{ item.favourite_count }
					</Row>
					<Row label={ __( 'Downloads', 'stencilbox' ) }>
						{ item.downloads }
					</Row>
					<Row label={ __( 'Rating', 'stencilbox' ) }>
						{ item.type !== 'pack' && item.rating_count === 0 ? (
							__( 'No ratings yet', 'stencilbox' )
						) : (
							<RatingStars
								rating={ item.rating }
								count={ item.rating_count }
								onRate={
									item.type === 'pack' ? onRate : undefined
								}
							/>
						) }
						{ item.type === 'pack' && myRating !== null && (
							<span className="stencilbox-item-sidebar__my-rating">
								{ sprintf(
									/* translators: %d: stars given, 1 to 5. */
									__(
										'You rated it %d out of 5',
										'stencilbox'
									),
									myRating
								) }
							</span>
						) }
					</Row>
				</dl>
				{ platformTraits( item.platform ).proTypes.includes(
					item.template_type?.slug ?? ''
				) && (
					<p className="stencilbox-item-sidebar__note">
						{ platformWords( item.platform ).proNote?.() }
					</p>
				) }
				{ item.fullsite_import && (
					<p className="stencilbox-item-sidebar__fsi">
						<Icon icon={ starFilled } size={ 16 } />
						{ __( 'Full Site Import', 'stencilbox' ) }
					</p>
				) }
				{ item.dependencies.length > 0 && (
					<div className="stencilbox-item-sidebar__dependencies">
						<h3>{ __( 'Required plugins', 'stencilbox' ) }</h3>
						<ul>
							{ item.dependencies.map( ( dependency ) => (
								<li key={ dependency.id }>
									<SafeImage
										className="stencilbox-item-sidebar__icon"
										src={ dependency.icon }
										alt=""
									/>
									{ dependency.link ? (
										<a
											href={ dependency.link }
											target="_blank"
											rel="noopener noreferrer"
										>
											{ dependency.name }
										</a>
									) : (
										dependency.name
									) }
									{ dependency.is_pro && (
										<span className="stencilbox-plan-badge is-pro">
											{ __( 'Pro', 'stencilbox' ) }
										</span>
									) }
								</li>
							) ) }
						</ul>
					</div>
				) }
				{ showPurchase && item.purchase_url !== '' && (
					<ExternalButton
						className="stencilbox-item-sidebar__purchase"
						variant="primary"
						href={ item.purchase_url }
					>
						{ sprintf(
							/* translators: %s: price */
							__( 'Purchase for %s', 'stencilbox' ),
							formatPrice( item.price )
						) }
					</ExternalButton>
				) }
			</div>
			{ children }
			{ others.length > 0 && (
				<div className="stencilbox-item-sidebar__card">
					<h3 className="stencilbox-item-sidebar__heading">
						{ __( 'Layouts in this pack', 'stencilbox' ) }
					</h3>
					<ul className="stencilbox-item-sidebar__layouts">
						{ others.map( ( member ) => (
							<PackLayout
								key={ member.id }
								item={ member }
								platform={ item.platform }
							/>
						) ) }
					</ul>
				</div>
			) }
		</aside>
	);
}
