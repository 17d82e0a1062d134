/**
 * The filters over the hub's own items (editor, type, search) and the read
 * they drive: the Library hub's Items list and the purchases modal's Grant
 * picker choose items the same way.
 */
/**
 * WordPress dependencies
 */
import { SearchControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../api/catalog';
import { useResource } from '../../stores/admin';
import { searchTerm } from '../../utils/constants';
import {
	BLOCK_EDITOR_FIRST,
	platformOptions,
	type Platform,
} from '../../utils/platform';

/** What the items are filtered by. */
export interface ItemFilter {
	platform: Platform;
	type: ItemType | 'all';
	/** As typed; asked only once it is long enough (`searchTerm`). */
	search: string;
}

/** The filter a list starts with: every item of the hub's first platform (the block editor). */
export const FIRST_FILTER: ItemFilter = {
	platform: BLOCK_EDITOR_FIRST[ 0 ],
	type: 'all',
	search: '',
};

/**
 * The `hubItems` read's arguments for a filter and a page: a search too
 * short to ask is no search.
 *
 * @param filter The filter.
 * @param page   The page (from 1).
 */
export function itemsQuery( { platform, type, search }: ItemFilter, page = 1 ) {
	return { platform, type, page, search: searchTerm( search ) || undefined };
}

/**
 * The hub's items for a filter and a page (the admin store's `hubItems`).
 *
 * @param filter The filter.
 * @param page   The page (from 1).
 */
export function useHubItems( filter: ItemFilter, page = 1 ) {
	return useResource( 'hubItems', [ itemsQuery( filter, page ) ] );
}

export interface ItemFiltersProps {
	value: ItemFilter;
	/** The filter with one field changed. */
	onChange: ( filter: ItemFilter ) => void;
	/** The editor select's label ("Platform", "Editor"). */
	platformLabel: string;
	/** The row's class in the screen that shows it. */
	className: string;
}

/**
 * Item filters.
 *
 * @param props               Props.
 * @param props.value         The filter.
 * @param props.onChange      Called with the changed filter.
 * @param props.platformLabel The editor select's label.
 * @param props.className     The row's class.
 */
export default function ItemFilters( {
	value,
	onChange,
	platformLabel,
	className,
}: ItemFiltersProps ) {
	const set = ( changes: Partial< ItemFilter > ) =>
		onChange( { ...value, ...changes } );
	return (
		<div className={ className }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ platformLabel }
				value={ value.platform }
				options={ platformOptions( BLOCK_EDITOR_FIRST ) }
				onChange={ ( platform ) =>
					set( { platform: platform as Platform } )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Type', 'stencilbox' ) }
				value={ value.type }
				options={ [
					{ label: __( 'All', 'stencilbox' ), value: 'all' },
					{ label: __( 'Packs', 'stencilbox' ), value: 'pack' },
					{ label: __( 'Pages', 'stencilbox' ), value: 'page' },
					{ label: __( 'Blocks', 'stencilbox' ), value: 'block' },
				] }
				onChange={ ( type ) =>
					set( { type: type as ItemFilter[ 'type' ] } )
				}
			/>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search items', 'stencilbox' ) }
				value={ value.search }
				onChange={ ( search: string ) => set( { search } ) }
			/>
		</div>
	);
}
