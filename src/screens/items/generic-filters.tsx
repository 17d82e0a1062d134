/**
 * The sidebar's control for each filter of linked terms that is not one of
 * the spec's own (`CATALOG_TERM_FILTERS`, labelled in `filter-labels.ts`):
 * a multi-select for a filter of ids, a radio list with All for one of a
 * slug. Loaded by `filter-sidebar.tsx` only where such a filter exists.
 */
/**
 * WordPress dependencies
 */
import { RadioControl, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemType, TagOption, Term, TermFilter } from '../../api/catalog';
import TagFilter from '../../components/tag-filter';
import { store as catalogStore } from '../../stores/catalog';
import {
	CATALOG_FILTERS,
	CATALOG_TERM_FILTERS,
} from '../../utils/generated/lists';
import { genericLabel } from './filter-labels';
import type { FilterState } from './filters';

export interface GenericFiltersProps {
	/** The filters the generic control draws (a list of any item type). */
	filters: TermFilter[];
	/** The list's item type: the filters its items have are shown. */
	type: ItemType;
	draft: FilterState;
	onChange: ( next: FilterState ) => void;
}

/**
 * The generic filters' sections.
 *
 * @param props          Props.
 * @param props.filters  The filters the generic control draws.
 * @param props.type     The list's item type.
 * @param props.draft    The sidebar's state.
 * @param props.onChange A change.
 */
export default function GenericFilters( {
	filters: all,
	type,
	draft,
	onChange,
}: GenericFiltersProps ) {
	const filters = all.filter( ( key ) =>
		( CATALOG_TERM_FILTERS[ key ].for as readonly string[] ).includes(
			type
		)
	);
	// Each filter's terms, as the store keeps them (stable values, so the
	// selection compares equal while nothing changed).
	const lists = useSelect(
		( select ) => {
			const catalog = select( catalogStore );
			const found: Record< string, unknown > = {};
			for ( const key of filters ) {
				found[ key ] = catalog.getTermLookup(
					CATALOG_TERM_FILTERS[ key ].lookup
				);
			}
			return found;
		},
		[ all, type ]
	);
	/**
	 * A filter's choices as options (id, label, slug).
	 *
	 * @param key The filter.
	 */
	const choicesOf = ( key: TermFilter ): TagOption[] | undefined => {
		const list = lists[ key ];
		if ( ! Array.isArray( list ) ) {
			return undefined;
		}
		return CATALOG_TERM_FILTERS[ key ].options
			? ( list as TagOption[] )
			: ( list as Term[] ).map( ( term ) => ( {
					value: term.id,
					label: term.name,
					slug: term.slug,
				} ) );
	};
	return (
		<>
			{ filters.map( ( key ) => {
				const list = choicesOf( key );
				const label = genericLabel( key )?.() ?? key;
				const value: string | number[] = draft[ key ];
				return (
					<section
						key={ key }
						className="stencilbox-filter-sidebar__section"
					>
						{ ! list && <Spinner /> }
						{ list && CATALOG_FILTERS[ key ] === 'ids' && (
							<TagFilter
								tags={ list }
								label={ label }
								value={ value as number[] }
								onChange={ ( ids ) =>
									onChange( { ...draft, [ key ]: ids } )
								}
							/>
						) }
						{ list && CATALOG_FILTERS[ key ] === 'slug' && (
							<RadioControl
								label={ label }
								selected={ value as string }
								options={ [
									{
										label: __( 'All', 'stencilbox' ),
										value: 'all',
									},
									...list.map( ( term ) => ( {
										label: term.label,
										value: term.slug,
									} ) ),
								] }
								onChange={ ( next ) =>
									onChange( { ...draft, [ key ]: next } )
								}
							/>
						) }
					</section>
				);
			} ) }
		</>
	);
}
