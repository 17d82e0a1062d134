/**
 * The item lists (spec part 1 §2): packs, pages or blocks of a platform,
 * with the filter sidebar, search, the plan switcher, the grid and the
 * paginator.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogItem, PlanFilter } from '../../api/catalog';
import ItemGrid from '../../components/item-grid';
import PlanSwitcher from '../../components/plan-switcher';
import SearchBox from '../../components/search-box';
import { useSetQuery, type Route } from '../../router';
import { store as catalogStore } from '../../stores/catalog';
import AccountExitButton from '../app/account-exit-button';
import { itemTypeLabel } from '../app/titles';
import CatalogCard from './catalog-card';
import FilterSidebar from './filter-sidebar';
import { clearedQuery, filtersToQuery, isFilterActive } from './filters';
import { useItemList } from './hooks/use-item-list';
import { segmentType } from './types';
import './style.scss';

/**
 * The count beside the title: every item of the type, or, while the plan
 * switch or a filter narrows the list, how many of them it shows (issue
 * [23] E: a plan switch that left the count as it was looked as if it did
 * nothing). A narrowed list still loading says so.
 *
 * @param count    Every item of the type.
 * @param narrowed Whether the plan, a filter or a search narrows the list.
 * @param result   The list's page, once loaded.
 */
export function listCount(
	count: number,
	narrowed: boolean,
	result: { total: number } | undefined
): string {
	if ( ! narrowed ) {
		return sprintf(
			/* translators: %d: number of items */
			_n( '%d item', '%d items', count, 'stencilbox' ),
			count
		);
	}
	if ( ! result ) {
		return __( 'Loading…', 'stencilbox' );
	}
	return sprintf(
		/* translators: 1: number of items shown, 2: number of all items */
		_n( '%1$d of %2$d item', '%1$d of %2$d items', count, 'stencilbox' ),
		result.total,
		count
	);
}

/**
 * What the plan switch shows, said above the list (issue [23] E): Starter
 * lists the free items too, so its first cards can be All's, and a plan
 * that holds every item changes nothing but the count; either looked as
 * if the switch did nothing. Null for All, and while the list loads.
 *
 * @param plan   The plan switch.
 * @param count  Every item of the type.
 * @param result The list's page, once loaded.
 */
export function planNote(
	plan: PlanFilter,
	count: number,
	result: { total: number } | undefined
): { text: string; allIn: boolean } | null {
	if ( plan === 'all' || ! result ) {
		return null;
	}
	if ( count > 0 && result.total === count ) {
		return {
			text: sprintf(
				/* translators: %d: number of items */
				_n(
					'All %d item is in this plan.',
					'All %d items are in this plan.',
					count,
					'stencilbox'
				),
				count
			),
			allIn: true,
		};
	}
	return {
		text:
			plan === 'starter'
				? __(
						'Starter lists the free and Starter items; Pro items are left out.',
						'stencilbox'
					)
				: __( 'Pro lists the Pro items only.', 'stencilbox' ),
		allIn: false,
	};
}

/**
 * Item list screen.
 *
 * @param props       Props.
 * @param props.route The `items` route.
 */
export default function ItemsScreen( {
	route,
}: {
	route: Extract< Route, { name: 'items' } >;
} ) {
	const type = segmentType( route.type );
	const list = useItemList( route.platform, type );
	const setQuery = useSetQuery();
	const top = useRef< HTMLDivElement >( null );
	const results = useRef< HTMLDivElement >( null );
	const filtersRegion = useRef< HTMLElement >( null );
	const counts = useSelect(
		( select ) => select( catalogStore ).getItemsCount( route.platform ),
		[ route.platform ]
	);
	const count = counts
		? { pack: counts.packs, page: counts.pages, block: counts.sections }[
				type
			]
		: undefined;
	const label = itemTypeLabel( route.type );
	const filtered = isFilterActive( list.applied );
	// The plan switch, the filters and a search narrow the list: the count
	// says how many of all it shows ("3 of 74 items" beside "3 results").
	const narrowed = !! list.search || filtered || list.plan !== 'all';
	const note =
		! list.search && count !== undefined
			? planNote( list.plan, count, list.result )
			: null;

	let emptyText: string = __( 'There is nothing here yet.', 'stencilbox' );
	if ( list.search ) {
		emptyText = __(
			'Nothing matches your search. Try other words, or clear the search.',
			'stencilbox'
		);
	} else if ( filtered || list.plan !== 'all' ) {
		emptyText = __(
			'Nothing matches these filters. Reset them to see everything.',
			'stencilbox'
		);
	}

	// The keyboard reaches the search first, and can skip to the cards.
	const skipToResults = ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		// The first card's link (its heart comes before it), else a button.
		const first =
			results.current?.querySelector< HTMLElement >( 'a[href]' ) ??
			results.current?.querySelector< HTMLElement >(
				'button:not([disabled])'
			);
		( first ?? results.current )?.focus();
	};
	// The filters come after the cards in the keyboard's order (on their
	// left on screen): a way there without going through every card.
	const skipToFilters = ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const first = filtersRegion.current?.querySelector< HTMLElement >(
			'input:not([disabled]), button:not([disabled]), a[href]'
		);
		( first ?? filtersRegion.current )?.focus();
	};

	return (
		<div className="stencilbox-items" ref={ top }>
			<section
				className="stencilbox-items__main"
				aria-labelledby="stencilbox-items-title"
			>
				<a
					className="stencilbox-items__skip"
					href="#stencilbox-items-results"
					onClick={ skipToResults }
				>
					{ __( 'Skip to results', 'stencilbox' ) }
				</a>
				<a
					className="stencilbox-items__skip"
					href="#stencilbox-items-filters"
					onClick={ skipToFilters }
				>
					{ __( 'Skip to filters', 'stencilbox' ) }
				</a>
				<div className="stencilbox-items__toolbar">
					<div className="stencilbox-items__heading">
						<h1
							id="stencilbox-items-title"
							className="stencilbox-items__title"
						>
							{ label }
						</h1>
						{ count !== undefined && (
							<span
								className="stencilbox-items__count"
								role="status"
							>
								{ listCount( count, narrowed, list.result ) }
							</span>
						) }
					</div>
					<SearchBox
						label={ sprintf(
							/* translators: %s: Packs, Pages or Blocks */
							__( 'Search %s', 'stencilbox' ),
							label
						) }
						value={ list.search }
						onSearch={ ( q ) => setQuery( { q } ) }
						onReset={ () => setQuery( { q: undefined } ) }
					/>
					<PlanSwitcher
						value={ list.plan }
						onChange={ list.setPlan }
					/>
				</div>
				{ list.search && (
					<p className="stencilbox-items__results" role="status">
						{ list.result
							? sprintf(
									/* translators: 1: number of results, 2: search text */
									_n(
										'%1$d result for “%2$s”',
										'%1$d results for “%2$s”',
										list.result.total,
										'stencilbox'
									),
									list.result.total,
									list.search
								)
							: sprintf(
									/* translators: %s: search text */
									__( 'Searching for “%s”…', 'stencilbox' ),
									list.search
								) }
						<Button
							variant="link"
							onClick={ () => setQuery( { q: undefined } ) }
						>
							{ __( 'Clear search', 'stencilbox' ) }
						</Button>
					</p>
				) }
				{ note && (
					<p className="stencilbox-items__results">
						{ note.text }
						{ ! note.allIn && (
							<Button
								variant="link"
								onClick={ () => {
									list.setPlan( 'all' );
									// The button goes: focus stays near, on the list.
									results.current?.focus();
								} }
							>
								{ __( 'Show all plans', 'stencilbox' ) }
							</Button>
						) }
					</p>
				) }
				<div
					id="stencilbox-items-results"
					className="stencilbox-items__results-region"
					ref={ results }
					tabIndex={ -1 }
				>
					<ItemGrid< CatalogItem >
						label={ label }
						items={ list.result?.items }
						isLoading={ list.isLoading }
						error={ list.error }
						onRetry={ list.retry }
						errorActions={ <AccountExitButton /> }
						getKey={ ( item ) => item.id }
						renderItem={ ( item ) => (
							<CatalogCard
								item={ item }
								platform={ route.platform }
							/>
						) }
						emptyTitle={ __( 'No items found', 'stencilbox' ) }
						emptyText={ <p>{ emptyText }</p> }
						emptyActions={
							( filtered ||
								list.search ||
								list.plan !== 'all' ) && (
								<Button
									__next40pxDefaultSize
									variant="secondary"
									onClick={ () => {
										// "Reset them to see everything": the
										// plan too, which alone can empty a list.
										if ( list.plan !== 'all' ) {
											list.setPlan( 'all' );
										}
										setQuery( {
											...clearedQuery(),
											q: undefined,
										} );
									} }
								>
									{ __(
										'Reset filters and search',
										'stencilbox'
									) }
								</Button>
							)
						}
						page={ list.page }
						totalPage={ list.result?.totalPage ?? 0 }
						onPageChange={ ( next ) => {
							list.setPage( next );
							top.current?.scrollIntoView?.( { block: 'start' } );
						} }
					/>
				</div>
			</section>
			{ /* After the results in the keyboard's order, left on screen. */ }
			<aside
				id="stencilbox-items-filters"
				className="stencilbox-items__sidebar"
				ref={ filtersRegion }
				tabIndex={ -1 }
				aria-label={ __( 'Filters', 'stencilbox' ) }
			>
				<FilterSidebar
					type={ type }
					applied={ list.applied }
					onApply={ ( filters ) =>
						setQuery( filtersToQuery( filters ) )
					}
					onReset={ () => setQuery( clearedQuery() ) }
					listsWanted={ ! list.isLoading }
				/>
			</aside>
		</div>
	);
}
