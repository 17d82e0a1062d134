/**
 * The list a screen shows: route + URL query + plan switcher + current page
 * → the catalog store.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../../api/catalog';
import type { Platform } from '../../../utils/platform';
import { useLocation } from '../../../router';
import { makeListArgs, store as catalogStore } from '../../../stores/catalog';
import { searchTerm } from '../../../utils/constants';
import { filtersFromQuery, filtersToApi } from '../filters';

/**
 * The list state and its actions.
 *
 * @param platform Platform.
 * @param type     Item type.
 */
export function useItemList( platform: Platform, type: ItemType ) {
	const { query } = useLocation();
	const applied = useMemo( () => filtersFromQuery( query ), [ query ] );
	const search = searchTerm( query.q ?? '' );
	const plan = useSelect(
		( select ) => select( catalogStore ).getPlan(),
		[]
	);
	const base = useMemo(
		() =>
			makeListArgs( {
				plan,
				platform,
				type,
				filters: filtersToApi( applied, type ),
				search,
			} ),
		[ plan, platform, type, applied, search ]
	);
	const page = useSelect(
		( select ) => select( catalogStore ).getCurrentPage( base ),
		[ base ]
	);
	const args = useMemo( () => ( { ...base, page } ), [ base, page ] );
	const result = useSelect(
		( select ) => select( catalogStore ).getItemsPage( args ),
		[ args ]
	);
	const error = useSelect(
		( select ) => select( catalogStore ).getItemsError( args ),
		[ args ]
	);
	const { setCurrentPage, retryItemsPage, setPlan } =
		useDispatch( catalogStore );
	const setPage = useCallback(
		( next: number ) => setCurrentPage( { ...base, page: next } ),
		[ base, setCurrentPage ]
	);
	return {
		args,
		applied,
		search,
		plan,
		result,
		error,
		isLoading: ! result && ! error,
		page,
		setPage,
		setPlan,
		retry: () => retryItemsPage( args ),
	};
}
