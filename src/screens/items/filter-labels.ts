/**
 * The filter sidebar's filters of linked terms (`CATALOG_TERM_FILTERS`,
 * from PHP's `ItemArgs::filters()`), each with its label, or null for
 * the two the spec draws its own way (categories, in the type list, and
 * the tag multi-select). A filter added in PHP gets a control of its kind
 * (a radio list for a slug, a multi-select for ids) from its label here:
 * the type check asks for one (`colourScheme: () => __( 'Colour scheme',
 * 'stencilbox' )`, with `import { __ } from '@wordpress/i18n'`).
 */
/**
 * Internal dependencies
 */
import type { TermFilter } from '../../api/catalog';

/** Each filter's label, translated when called; null: drawn by its own control. */
export const TERM_FILTER_LABELS: Record< TermFilter, ( () => string ) | null > =
	{
		category: null,
		tags: null,
	};

/**
 * The label of a filter the sidebar draws with the generic control, or
 * null for one it draws its own way.
 *
 * @param key A filter of linked terms.
 */
export function genericLabel( key: TermFilter ): ( () => string ) | null {
	return TERM_FILTER_LABELS[ key ];
}
