/**
 * The filter sidebar's filters of linked terms (`CATALOG_TERM_FILTERS`,
 * from PHP's `ItemArgs::filters()`): the two the spec draws its own way
 * (categories, in the type list, and the tag multi-select) and, for every
 * other one, its label. A filter added in PHP gets a control of its kind
 * (a radio list for a slug, a multi-select for ids) once its label is
 * here: the type check asks for it.
 */
/**
 * Internal dependencies
 */
import type { TermFilter } from '../../api/catalog';

/** The filters of linked terms the sidebar draws with controls of their own (the spec's). */
export type OwnTermFilter = 'category' | 'tags';

/** Every other filter of linked terms: a control of its kind each. */
export type GenericTermFilter = Exclude< TermFilter, OwnTermFilter >;

/**
 * Each generic filter's label, translated when called
 * (`colourScheme: () => __( 'Colour scheme', 'stencilbox' )`, with
 * `import { __ } from '@wordpress/i18n'`).
 */
export const TERM_FILTER_LABELS: Record< GenericTermFilter, () => string > = {};

/**
 * The label of a filter the sidebar draws with the generic control, or
 * undefined for one it draws its own way.
 *
 * @param key A filter of linked terms.
 */
export function genericLabel( key: TermFilter ): ( () => string ) | undefined {
	return (
		TERM_FILTER_LABELS as Partial< Record< TermFilter, () => string > >
	 )[ key ];
}
