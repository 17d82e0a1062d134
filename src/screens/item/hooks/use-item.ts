/**
 * The item a details route shows, from the catalog store.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../../api/catalog';
import type { Platform } from '../../../utils/platform';
import { store as catalogStore } from '../../../stores/catalog';

/**
 * Details, error and retry of an item.
 *
 * @param platform Platform.
 * @param type     Item type.
 * @param slug     Slug.
 */
export function useItem( platform: Platform, type: ItemType, slug: string ) {
	const item = useSelect(
		( select ) => select( catalogStore ).getItem( platform, type, slug ),
		[ platform, type, slug ]
	);
	const error = useSelect(
		( select ) =>
			select( catalogStore ).getItemError( platform, type, slug ),
		[ platform, type, slug ]
	);
	const { retryItem } = useDispatch( catalogStore );
	return {
		item,
		error,
		isLoading: ! item && ! error,
		retry: () => retryItem( platform, type, slug ),
	};
}
