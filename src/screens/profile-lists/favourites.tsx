/**
 * My Favourites (spec part 1 §2, part 2 §2): the account's favourites on
 * the platform being browsed, with a type filter (All, Blocks, Pages,
 * Packs) and a plan filter (All, Starter, Pro), as cards, paginated;
 * cached per plan, platform, type and page in `stencilbox/profile`.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogItem, PlanFilter } from '../../api/catalog';
import ItemGrid from '../../components/item-grid';
import PlanSwitcher from '../../components/plan-switcher';
import SegmentedControl from '../../components/segmented-control';
import type { Route } from '../../router';
import {
	favouritesKey,
	store as profileStore,
	type FavouriteType,
} from '../../stores/profile';
import { platformName } from '../../utils/platform';
import AccountExitButton from '../app/account-exit-button';
import { usePlatform } from '../app/hooks/use-platform';
import CloudLayout from '../cloud-layout';
import CatalogCard from '../items/catalog-card';
import { BrowsePacksLink } from './shared';
import './style.scss';

/**
 * My Favourites screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function FavouritesScreen( { route }: { route: Route } ) {
	const platform = usePlatform( route );
	const top = useRef< HTMLDivElement >( null );
	const filters = useSelect(
		( select ) => select( profileStore ).getFavouriteFilters(),
		[]
	);
	const key = favouritesKey( { ...filters, platform } );
	const page = useSelect(
		( select ) => select( profileStore ).getCurrentPage( key ),
		[ key ]
	);
	const args = useMemo(
		() => ( { ...filters, platform, page } ),
		[ filters, platform, page ]
	);
	const { result, error } = useSelect(
		( select ) => ( {
			result: select( profileStore ).getFavouritesPage( args ),
			error: select( profileStore ).getFavouritesError( args ),
		} ),
		[ args ]
	);
	const { setFavouriteFilters, setCurrentPage, retryFavourites } =
		useDispatch( profileStore );
	const filtered = filters.itemType !== 'all' || filters.plan !== 'all';
	const types: Array< { value: FavouriteType; label: string } > = [
		{ value: 'all', label: __( 'All', 'stencilbox' ) },
		{ value: 'block', label: __( 'Blocks', 'stencilbox' ) },
		{ value: 'page', label: __( 'Pages', 'stencilbox' ) },
		{ value: 'pack', label: __( 'Packs', 'stencilbox' ) },
	];

	return (
		<CloudLayout
			route={ route }
			title={ __( 'My Favourites', 'stencilbox' ) }
		>
			<div className="stencilbox-profile-lists" ref={ top }>
				<div className="stencilbox-profile-lists__toolbar">
					<SegmentedControl< FavouriteType >
						label={ __( 'Type', 'stencilbox' ) }
						value={ filters.itemType }
						options={ types }
						onChange={ ( itemType ) =>
							setFavouriteFilters( { itemType } )
						}
					/>
					<PlanSwitcher
						value={ filters.plan }
						onChange={ ( plan: PlanFilter ) =>
							setFavouriteFilters( { plan } )
						}
					/>
				</div>
				<ItemGrid< CatalogItem >
					label={ __( 'My Favourites', 'stencilbox' ) }
					items={ result?.items }
					isLoading={ ! result && ! error }
					error={ error }
					onRetry={ () => retryFavourites( args ) }
					errorActions={ <AccountExitButton /> }
					getKey={ ( item ) => item.id }
					renderItem={ ( item ) => (
						<CatalogCard item={ item } platform={ platform } />
					) }
					emptyTitle={
						filtered
							? __(
									'No favourites match these filters.',
									'stencilbox'
								)
							: sprintf(
									/* translators: %s: Elementor or Gutenberg. */
									__( 'No %s favourites yet', 'stencilbox' ),
									platformName( platform )
								)
					}
					emptyText={
						<p>
							{ __(
								'Click the heart on any pack, page or block to keep it here.',
								'stencilbox'
							) }
						</p>
					}
					emptyActions={ <BrowsePacksLink platform={ platform } /> }
					page={ page }
					totalPage={ result?.totalPage ?? 0 }
					onPageChange={ ( next ) => {
						setCurrentPage( key, next );
						top.current?.scrollIntoView?.( { block: 'start' } );
					} }
				/>
			</div>
		</CloudLayout>
	);
}
