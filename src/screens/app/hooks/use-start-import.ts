/**
 * Starts the insert / import flow for an item, in the way the surface can:
 * into the open editor, or (on the admin page) as a new page.
 */
/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store as importerStore } from '../../../stores/importer';
import type { ImportItem } from '../../../stores/importer/types';
import { useSurface } from '../context';

/**
 * Returns `startImport( item )`.
 */
export function useStartImport() {
	const { target } = useSurface();
	const { start } = useDispatch( importerStore );
	return useCallback(
		( item: ImportItem ) =>
			start( item, target ? 'insert' : 'page', target ),
		[ start, target ]
	);
}
