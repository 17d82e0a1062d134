/**
 * The options of a condition's sub-id: asked of the server (which applies
 * the user's capabilities), the search debounced by 500 ms (spec §9).
 */
/**
 * WordPress dependencies
 */
import { useDebounce } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ConditionOption } from '../../../api/templates';
import { store as templatesStore } from '../../../stores/templates';

/** Wait after the last keystroke before searching (spec §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

/**
 * Options for a source and what the user types.
 *
 * @param source A sub-name's source, or null when it takes no sub-id.
 * @param search What the user typed.
 * @return `base`: the options without a search (undefined while loading;
 *         the field shows only when there are some); `found`: the current
 *         search's options.
 */
export function useConditionOptions(
	source: string | null,
	search: string
): { base?: ConditionOption[]; found?: ConditionOption[] } {
	const [ debounced, setDebounced ] = useState( '' );
	const debounce = useDebounce( setDebounced, AUTOCOMPLETE_DEBOUNCE_MS );
	useEffect( () => {
		debounce( search );
	}, [ search, debounce ] );
	return useSelect(
		( select ) => {
			if ( ! source ) {
				return {};
			}
			const store = select( templatesStore );
			return {
				base: store.getConditionOptions( source, '' ),
				found: store.getConditionOptions( source, debounced ),
			};
		},
		[ source, debounced ]
	);
}
