/**
 * Item details (spec part 1 §2): header with Insert or 'Purchase This
 * Item', the banner (or, for packs, the pack's items under their filter
 * bar), Screenshots with the lightbox, the sidebar, description and tags,
 * and the featured items. Issue [13]: a page or block offers a live
 * preview on this site (in the banner's place), a pack "Preview site".
 * Issue [26] item 5: an item a hub published from a saved template
 * (`template`) offers "Add to saved templates", the cloud's dialog.
 */
/**
 * WordPress dependencies
 */
import { Button, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	lazy,
	RawHTML,
	Suspense,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { image, seen } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { CatalogItem, ItemDetails } from '../../api/catalog';
import BusyButton from '../../components/busy-button';
import Carousel from '../../components/carousel';
import { backIcon } from '../../components/direction-icons';
import ExternalButton from '../../components/external-button';
import LookChoice, { canMatchLook } from '../../components/look-choice';
import RequestError from '../../components/request-error';
import Lightbox from '../../components/lightbox';
import NavLink from '../../components/nav-link';
import PlanBadge from '../../components/plan-badge';
import SafeImage from '../../components/safe-image';
import { currentUserCan } from '../../api/settings';
import { NAMES } from '../../api/endpoints';
import type { Route } from '../../router';
import { store as catalogStore } from '../../stores/catalog';
import { store as profileStore } from '../../stores/profile';
import { store as uiStore } from '../../stores/ui';
import { myRating } from '../../utils/engagement';
import { MESSAGES } from '../../utils/generated/rules';
import { platformTraits } from '../../utils/platform';
import {
	headerAction,
	isLocked,
	ownsItem,
	packAction,
	showFreeAccessPromo,
	showUpgradeWidget,
	tagsPlacement,
} from '../../utils/item-display';
import AccountExitButton from '../app/account-exit-button';
import {
	useAccount,
	useAccountPlan,
	useIsSignedIn,
} from '../app/hooks/use-account';
import { useStartImport } from '../app/hooks/use-start-import';
import { useUpgradeUrl } from '../app/hooks/use-upgrade-url';
import { useStartSiteImport } from '../site-import/hooks/use-start-site-import';
import { itemTypeLabel } from '../app/titles';
import CatalogCard from '../items/catalog-card';
import FavouriteButton from '../items/favourite-button';
import { useIsPurchased } from '../items/hooks/use-purchases';
import { useSignInRedirect } from '../items/hooks/use-sign-in-redirect';
import ItemPreview from '../items/item-preview';
import { segmentType } from '../items/types';
import { accountAction } from './account-action';
import { useItem } from './hooks/use-item';
import ItemSidebar from './item-sidebar';
import LivePreview, { livePreviewUrl } from './live-preview';
import PackBrowser from './pack-browser';
import { detailsPicture } from './picture';
import SitePreview, { sitePreviewUrl } from './site-preview';
import UpgradeWidget from './upgrade-widget';
import { toImportItem } from './import-item';
import './style.scss';
// The "Add to saved templates" dialog's button row comes with this screen,
// as it comes with My Clouds': the dialog's lazy chunk then has no styles
// of its own (a chunk with styles adds to every block-editor load's
// runtime: `npm run size`).
import '../../components/modal-actions';

// Only for an item published from a saved template, when asked: the cloud's dialog, its own chunk.
const AddTemplateModal = lazy(
	() =>
		import(
			/* webpackChunkName: "cloud-add-template" */ '../cloud-files/add-template-modal'
		)
);

function Tags( { item }: { item: ItemDetails } ) {
	if ( item.tags.length === 0 ) {
		return null;
	}
	const segment = item.type === 'pack' ? 'packs' : `${ item.type }s`;
	return (
		<div className="stencilbox-item__tags">
			<h3
				className="stencilbox-item__tags-title"
				id="stencilbox-item-tags"
			>
				{ __( 'Tags', 'stencilbox' ) }
			</h3>
			<ul aria-labelledby="stencilbox-item-tags">
				{ item.tags.map( ( tag ) => (
					<li key={ tag.id }>
						<NavLink
							className="stencilbox-item__tag"
							variant="secondary"
							to={ {
								path: `${ item.platform }/${ segment }`,
								query: { tag_id: String( tag.id ) },
							} }
						>
							{ tag.name }
						</NavLink>
					</li>
				) ) }
			</ul>
		</div>
	);
}

function Featured( { item }: { item: ItemDetails } ) {
	const featured = useSelect(
		( select ) => select( catalogStore ).getFeaturedItems( item.platform ),
		[ item.platform ]
	);
	const failed = useSelect(
		( select ) =>
			select( catalogStore ).getLookupError( 'getFeaturedItems', [
				item.platform,
			] ),
		[ item.platform ]
	);
	const others = ( featured ?? [] ).filter(
		( other ) => other.id !== item.id
	);
	if ( ! failed && others.length === 0 ) {
		return null;
	}
	return (
		<section className="stencilbox-item__featured">
			<h2 className="stencilbox-item__section-title">
				{ __( 'Featured items', 'stencilbox' ) }
			</h2>
			{ failed ? (
				<p>{ __( 'Something went wrong.', 'stencilbox' ) }</p>
			) : (
				<Carousel< CatalogItem >
					label={ __( 'Featured items', 'stencilbox' ) }
					items={ others }
					getKey={ ( other ) => other.id }
					renderItem={ ( other ) => (
						<CatalogCard
							item={ other }
							platform={ item.platform }
						/>
					) }
				/>
			) }
		</section>
	);
}

/**
 * Item details screen: a fresh view per item (lightbox and scroll start over).
 *
 * @param props       Props.
 * @param props.route The `item` route.
 */
export default function ItemScreen( {
	route,
}: {
	route: Extract< Route, { name: 'item' } >;
} ) {
	return (
		<ItemView
			key={ `${ route.platform }/${ route.type }/${ route.slug }` }
			route={ route }
		/>
	);
}

function ItemView( { route }: { route: Extract< Route, { name: 'item' } > } ) {
	const top = useRef< HTMLElement >( null );
	useEffect( () => {
		top.current?.scrollIntoView?.( { block: 'start' } );
	}, [] );
	const type = segmentType( route.type );
	const { item, error, isLoading, retry } = useItem(
		route.platform,
		type,
		route.slug
	);
	const isSignedIn = useIsSignedIn();
	const { user } = useAccount();
	const { rate } = useDispatch( profileStore );
	const plan = useAccountPlan();
	const purchased = useIsPurchased( item );
	const toSignIn = useSignInRedirect();
	const startImport = useStartImport();
	const startSiteImport = useStartSiteImport();
	const upgradeUrl = useUpgradeUrl(
		!! item && isLocked( item, plan, purchased )
	);
	const [ lightbox, setLightbox ] = useState< number | null >( null );
	const [ live, setLive ] = useState( false );
	const [ sitePreview, setSitePreview ] = useState( false );
	const [ addTemplate, setAddTemplate ] = useState( false );
	const look = useSelect( ( select ) => select( uiStore ).getLook(), [] );
	const { setLook } = useDispatch( uiStore );
	const back = (
		<NavLink
			className="stencilbox-item__back"
			variant="tertiary"
			icon={ backIcon() }
			to={ { path: `${ route.platform }/${ route.type }`, query: {} } }
		>
			{ sprintf(
				/* translators: %s: Packs, Pages or Blocks */
				__( 'All %s', 'stencilbox' ),
				itemTypeLabel( route.type )
			) }
		</NavLink>
	);

	if ( error ) {
		const missing = error.status === 404;
		return (
			<div className="stencilbox-item">
				{ back }
				<RequestError
					title={
						missing
							? MESSAGES.itemMissing()
							: __(
									'The item could not be loaded.',
									'stencilbox'
								)
					}
					message={
						// The hub's words for a missing item are the title:
						// the text says what may have happened instead.
						missing && error.message === MESSAGES.itemMissing()
							? __(
									'It may have been taken out of the library, or the link may be mistyped.',
									'stencilbox'
								)
							: error.message
					}
					onRetry={ missing ? undefined : retry }
					actions={ ! missing && <AccountExitButton /> }
				/>
			</div>
		);
	}
	if ( isLoading || ! item ) {
		return (
			<div className="stencilbox-item is-loading" aria-busy="true">
				{ back }
				<Spinner />
			</div>
		);
	}

	// Account actions: visitors are sent to sign-in and come back here;
	// until the account is known, their buttons are busy (account-action.ts).
	const requireAccount = ( action: () => void ) =>
		accountAction( isSignedIn, action, toSignIn );
	const accountPending = isSignedIn === null;
	// What the hub would refuse is offered for purchase, never for insert.
	const locked = isLocked( item, plan, purchased );
	const owned = ownsItem( item, plan, purchased ) && ! locked;
	const action =
		item.type === 'pack'
			? packAction( item, owned, isSignedIn === true )
			: headerAction( item, owned );
	const placement = tagsPlacement( plan );
	const upgrade = showUpgradeWidget( item, plan );
	const freeAccess = showFreeAccessPromo( item, plan );
	const isPack = item.type === 'pack';
	// Previews draw Gutenberg items with this site's theme (issue [13]).
	const canLive =
		! isPack &&
		action === 'insert' &&
		platformTraits( item.platform ).livePreview &&
		livePreviewUrl( item.slug ) !== '';
	// "Match my site" (issue [25]): items with a recorded design, on a block theme.
	const canMatch =
		! isPack &&
		action === 'insert' &&
		canMatchLook( !! item.design, item.platform );
	// "Preview site": Gutenberg packs, and Elementor packs where Elementor runs.
	const canPreviewSite =
		isPack &&
		action === 'import' &&
		isSignedIn === true &&
		currentUserCan( NAMES.capFsi ) &&
		sitePreviewUrl( item.id, item.platform ) !== '';

	return (
		<article ref={ top } className={ `stencilbox-item is-${ item.type }` }>
			{ back }
			<header className="stencilbox-item__header">
				<div className="stencilbox-item__title-row">
					<h1 className="stencilbox-item__title">{ item.name }</h1>
					<PlanBadge plan={ item.plan } />
				</div>
				<div className="stencilbox-item__actions">
					<FavouriteButton item={ item } context="details" />
					{ ! isPack && item.screenshots.length > 0 && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ image }
							onClick={ () => setLightbox( 0 ) }
						>
							{ __( 'Screenshots', 'stencilbox' ) }
						</Button>
					) }
					{ canLive && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ seen }
							isPressed={ live }
							aria-expanded={ live }
							onClick={ () => setLive( ! live ) }
						>
							{ __( 'Live preview', 'stencilbox' ) }
						</Button>
					) }
					{ canPreviewSite && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ seen }
							onClick={ () => setSitePreview( true ) }
						>
							{ __( 'Preview site', 'stencilbox' ) }
						</Button>
					) }
					{ action === 'purchase' && locked && upgradeUrl && (
						<ExternalButton href={ upgradeUrl }>
							{ __( 'Upgrade to Pro', 'stencilbox' ) }
						</ExternalButton>
					) }
					{ action === 'purchase' && item.purchase_url !== '' && (
						<ExternalButton
							variant="primary"
							href={ item.purchase_url }
						>
							{ __( 'Purchase This Item', 'stencilbox' ) }
						</ExternalButton>
					) }
					{ action === 'purchase' &&
						item.purchase_url === '' &&
						! upgradeUrl && (
							// The hub has no checkout page yet (issue [23] D):
							// say so, rather than a button to its home page.
							<p className="stencilbox-item__no-checkout">
								{ __(
									'This item is part of a paid plan. Purchases are not open on this library yet.',
									'stencilbox'
								) }
							</p>
						) }
					{ action === 'import' && (
						<BusyButton
							isBusy={ accountPending }
							onClick={ requireAccount( () =>
								startSiteImport( item )
							) }
						>
							{ __( 'Import', 'stencilbox' ) }
						</BusyButton>
					) }
					{ action === 'insert' && item.template && (
						<BusyButton
							variant="secondary"
							isBusy={ accountPending }
							onClick={ requireAccount( () =>
								setAddTemplate( true )
							) }
						>
							{ __( 'Add to saved templates', 'stencilbox' ) }
						</BusyButton>
					) }
					{ action === 'insert' && (
						<BusyButton
							isBusy={ accountPending }
							onClick={ requireAccount( () =>
								startImport( toImportItem( item ) )
							) }
						>
							{ __( 'Insert', 'stencilbox' ) }
						</BusyButton>
					) }
				</div>
			</header>
			{ canMatch && (
				<div className="stencilbox-item__look">
					<LookChoice value={ look } onChange={ setLook } />
				</div>
			) }

			{ isPack ? (
				<PackBrowser
					items={ item.items }
					platform={ item.platform }
					liveUrl={ item.live_url }
					name={ item.name }
				/>
			) : (
				<div className="stencilbox-item__banner">
					{ live && canLive && (
						<LivePreview
							slug={ item.slug }
							name={ item.name }
							compare={ canMatch }
						/>
					) }
					{ ! ( live && canLive ) && item.preview && (
						<ItemPreview item={ item } />
					) }
					{ ! ( live && canLive ) && ! item.preview && (
						<button
							type="button"
							className="stencilbox-item__banner-button"
							onClick={ () =>
								item.screenshots.length > 0 && setLightbox( 0 )
							}
							disabled={ item.screenshots.length === 0 }
							aria-label={ sprintf(
								/* translators: %s: item name */
								__(
									'Open the screenshots of %s',
									'stencilbox'
								),
								item.name
							) }
						>
							<SafeImage
								className="stencilbox-item__banner-image"
								src={ detailsPicture( item ) }
								alt=""
								eager
							/>
						</button>
					) }
				</div>
			) }

			<div className="stencilbox-item__columns">
				<div className="stencilbox-item__content">
					{ isPack && item.banner && (
						<SafeImage
							className="stencilbox-item__pack-banner"
							src={ item.banner }
							alt=""
						/>
					) }
					<h2 className="stencilbox-item__section-title">
						{ __( 'Description', 'stencilbox' ) }
					</h2>
					{ item.description ? (
						<RawHTML className="stencilbox-item__description">
							{ item.description }
						</RawHTML>
					) : (
						<p className="stencilbox-item__description">
							{ __( 'No description yet.', 'stencilbox' ) }
						</p>
					) }
					{ placement === 'content' && <Tags item={ item } /> }
				</div>
				<ItemSidebar
					item={ item }
					showPurchase={ action === 'purchase' }
					purchased={ purchased }
					myRating={ myRating( user?.reviews, item.id ) }
					onRate={ accountAction(
						isSignedIn,
						( stars: number ) => rate( item, stars ),
						toSignIn
					) }
				>
					{ freeAccess && (
						<section className="stencilbox-item-sidebar__card stencilbox-item__promo">
							<h3>{ __( 'Get Free Access', 'stencilbox' ) }</h3>
							<p>
								{ __(
									'Sign up for free to insert this pack’s pages and blocks, and import the whole site.',
									'stencilbox'
								) }
							</p>
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ toSignIn }
							>
								{ __( 'Get Free Access', 'stencilbox' ) }
							</Button>
						</section>
					) }
					{ upgrade && (
						<div className="stencilbox-item-sidebar__card">
							<UpgradeWidget />
						</div>
					) }
				</ItemSidebar>
			</div>
			{ placement === 'bottom' && <Tags item={ item } /> }
			<Featured item={ item } />

			{ sitePreview && (
				<SitePreview
					id={ item.id }
					platform={ item.platform }
					name={ item.name }
					onImport={ () => {
						setSitePreview( false );
						startSiteImport( item );
					} }
					onClose={ () => setSitePreview( false ) }
				/>
			) }
			{ addTemplate && (
				<Suspense fallback={ null }>
					<AddTemplateModal
						file={ item }
						from="item"
						onClose={ () => setAddTemplate( false ) }
					/>
				</Suspense>
			) }
			{ lightbox !== null && (
				<Lightbox
					images={ item.screenshots }
					index={ lightbox }
					onIndexChange={ setLightbox }
					onClose={ () => setLightbox( null ) }
					title={ item.name }
				/>
			) }
		</article>
	);
}
