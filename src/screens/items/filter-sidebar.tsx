/**
 * The list sidebar (spec part 1 §2, §4): template types (or categories for
 * packs) as a radio list with All, free and pro plugin dependencies as
 * tri-state toggles with a batch toggle, the tag multi-select, and Filter
 * (enabled once something changed) and Reset (while a filter is active).
 * Every change applies at once (issue [23] E: a Filter button below the
 * fold made the filters look dead); the spec's Filter button stays, for a
 * change the list has not taken yet (the dependency tab alone applies
 * nothing: it only shows the other group).
 * Its three lists are asked for once the first page of items is in: on a
 * host with few PHP workers the cards come first, then the filters.
 */
/**
 * WordPress dependencies
 */
import { Button, RadioControl, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { Suspense, lazy, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Dependency, ItemType, TermFilter } from '../../api/catalog';
import TagFilter from '../../components/tag-filter';
import TriStateToggle from '../../components/tri-state-toggle';
import { store as catalogStore } from '../../stores/catalog';
import {
	batchState,
	nextBatchState,
	nextTriState,
	stateOf,
	withState,
} from '../../utils/tri-state';
import {
	DEFAULT_FILTERS,
	isFilterActive,
	sameFilters,
	type DependencyTab,
	type FilterState,
} from './filters';
import { TERM_FILTER_LABELS } from './filter-labels';

export interface FilterSidebarProps {
	type: ItemType;
	/** The filters in the URL. */
	applied: FilterState;
	onApply: ( filters: FilterState ) => void;
	onReset: () => void;
	/** False until the list's first page has arrived (or failed). */
	listsWanted: boolean;
}

const EMPTY: never[] = [];

/**
 * The generic control of a filter of linked terms that is not one of the
 * spec's own: loaded only where such a filter exists (none does today),
 * so the library's first chunk does not carry it.
 */
const GenericFilters = lazy(
	() =>
		import( /* webpackChunkName: "generic-filters" */ './generic-filters' )
);

/**
 * The filters of linked terms the generic control draws (those with a
 * label in `filter-labels.ts`: none of the spec's own).
 */
const GENERIC = ( Object.keys( TERM_FILTER_LABELS ) as TermFilter[] ).filter(
	( key ) => TERM_FILTER_LABELS[ key ]
);

/**
 * Filter sidebar.
 *
 * @param props Props.
 */
export default function FilterSidebar( {
	type,
	applied,
	onApply,
	onReset,
	listsWanted,
}: FilterSidebarProps ) {
	const [ draft, setDraft ] = useState< FilterState >( applied );
	// Back/forward or a link changed the URL: the sidebar follows it.
	useEffect( () => setDraft( applied ), [ applied ] );

	// Once asked for, the lists stay: a later page load does not hide them.
	const [ asked, setAsked ] = useState( listsWanted );
	if ( listsWanted && ! asked ) {
		setAsked( true );
	}
	const { terms, dependencies, tags } = useSelect(
		( select ) => {
			if ( ! asked ) {
				return {};
			}
			const catalog = select( catalogStore );
			return {
				terms:
					type === 'pack'
						? catalog.getCategories()
						: catalog.getTemplateTypes( type ),
				dependencies: catalog.getDependencies(),
				tags: catalog.getTags(),
			};
		},
		[ type, asked ]
	);
	const tab = draft.activeFilter;
	const group: Dependency[] = ( dependencies ?? EMPTY ).filter(
		( dependency ) => dependency.is_pro === ( tab === 'pro' )
	);
	const states = group.map( ( dependency ) =>
		stateOf( dependency.id, draft.include, draft.exclude )
	);
	const changed = ! sameFilters( draft, applied );
	const active = isFilterActive( applied ) || isFilterActive( draft );

	/**
	 * A change: shown, and applied when it changes what the list shows.
	 *
	 * @param next The new filters.
	 */
	const change = ( next: FilterState ) => {
		setDraft( next );
		if ( ! sameFilters( next, applied ) ) {
			onApply( next );
		}
	};
	const setTab = ( next: DependencyTab ) =>
		setDraft( { ...draft, activeFilter: next } );
	const toggle = ( dependency: Dependency ) =>
		change( {
			...draft,
			...withState(
				draft,
				dependency.id,
				nextTriState(
					stateOf( dependency.id, draft.include, draft.exclude )
				)
			),
		} );
	const toggleAll = () => {
		const next = nextBatchState( batchState( states ) );
		let lists = { include: draft.include, exclude: draft.exclude };
		for ( const dependency of group ) {
			lists = withState( lists, dependency.id, next );
		}
		change( { ...draft, ...lists } );
	};

	const termKey = type === 'pack' ? 'category' : 'templateType';
	return (
		// Unnamed, so not a landmark of its own: the sidebar around it is the
		// "Filters" region (a second "Filters" was read out twice).
		<form
			className="stencilbox-filter-sidebar"
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( changed ) {
					onApply( draft );
				}
			} }
		>
			<section className="stencilbox-filter-sidebar__section">
				{ terms ? (
					<RadioControl
						label={
							type === 'pack'
								? __( 'Categories', 'stencilbox' )
								: __( 'Types', 'stencilbox' )
						}
						selected={ draft[ termKey ] }
						options={ [
							{ label: __( 'All', 'stencilbox' ), value: 'all' },
							...terms.map( ( term ) => ( {
								label: term.name,
								value: term.slug,
							} ) ),
						] }
						onChange={ ( value ) =>
							change( { ...draft, [ termKey ]: value } )
						}
					/>
				) : (
					<Spinner />
				) }
			</section>

			<section className="stencilbox-filter-sidebar__section">
				{ /* The level below the screen's title (h1): no level skipped. */ }
				<h2 className="stencilbox-filter-sidebar__title">
					{ __( 'Plugins', 'stencilbox' ) }
				</h2>
				<div
					className="stencilbox-filter-sidebar__tabs"
					role="group"
					aria-label={ __( 'Plugin kind', 'stencilbox' ) }
				>
					{ ( [ 'free', 'pro' ] as const ).map( ( kind ) => (
						<Button
							key={ kind }
							size="compact"
							variant={ tab === kind ? 'primary' : 'tertiary' }
							aria-pressed={ tab === kind }
							onClick={ () => setTab( kind ) }
						>
							{ kind === 'free'
								? __( 'Free', 'stencilbox' )
								: __( 'Pro', 'stencilbox' ) }
						</Button>
					) ) }
				</div>
				{ ! dependencies && <Spinner /> }
				{ dependencies && group.length === 0 && (
					<p className="stencilbox-filter-sidebar__none">
						{ tab === 'pro'
							? __(
									'No pro plugins are needed by this library.',
									'stencilbox'
								)
							: __(
									'No free plugins are needed by this library.',
									'stencilbox'
								) }
					</p>
				) }
				{ group.length > 0 && (
					<div className="stencilbox-filter-sidebar__dependencies">
						<TriStateToggle
							isBatch
							label={
								tab === 'pro'
									? __( 'All pro plugins', 'stencilbox' )
									: __( 'All free plugins', 'stencilbox' )
							}
							state={ batchState( states ) }
							onToggle={ toggleAll }
						/>
						{ group.map( ( dependency, i ) => (
							<TriStateToggle
								key={ dependency.id }
								label={ dependency.name }
								icon={ dependency.icon }
								state={ states[ i ] }
								onToggle={ () => toggle( dependency ) }
							/>
						) ) }
					</div>
				) }
			</section>

			<section className="stencilbox-filter-sidebar__section">
				{ tags ? (
					<TagFilter
						tags={ tags }
						value={ draft.tags }
						onChange={ ( ids ) =>
							change( { ...draft, tags: ids } )
						}
					/>
				) : (
					<Spinner />
				) }
			</section>

			{ asked && GENERIC.length > 0 && (
				<Suspense fallback={ <Spinner /> }>
					<GenericFilters
						filters={ GENERIC }
						type={ type }
						draft={ draft }
						onChange={ change }
					/>
				</Suspense>
			) }

			<div className="stencilbox-filter-sidebar__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					type="submit"
					disabled={ ! changed }
					accessibleWhenDisabled
				>
					{ __( 'Filter', 'stencilbox' ) }
				</Button>
				{ active && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ () => {
							setDraft( {
								...DEFAULT_FILTERS,
								activeFilter: draft.activeFilter,
							} );
							onReset();
						} }
					>
						{ __( 'Reset', 'stencilbox' ) }
					</Button>
				) }
			</div>
		</form>
	);
}
