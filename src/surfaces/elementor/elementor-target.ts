/**
 * Where Insert puts an Elementor item: into the open document at the
 * add-section area that opened the library, as one undoable step; then the
 * popup closes and a toast says so. The page keeps its layout: when the
 * item was made for another one (Elementor Full Width, Canvas), the insert
 * flow asks first, as Elementor's own library asks before applying a
 * template's page settings, and the item's layout comes only when chosen
 * (in the same history entry).
 * The focus goes to the preview's document, not back to the button that
 * opened the library: Elementor ignores its shortcuts (Ctrl+Z) on buttons
 * and fields.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { InsertResult } from '../../api/importer';
import type {
	InsertOptions,
	InsertTarget,
	LayoutChoice,
} from '../../stores/importer/types';
import {
	currentDocumentId,
	focusPreview,
	importElements,
	pageLayouts,
	type ElementData,
} from './adapter';

/**
 * The layout question for an item: null when the item wants no layout,
 * the page has it already, the document has no layout, or the page cannot
 * take it (not among its Page Layout choices).
 *
 * @param wanted The page template the item was made for ('' for none).
 */
export function layoutChoiceFor(
	wanted: string | undefined
): LayoutChoice | null {
	const layouts = wanted ? pageLayouts() : null;
	if ( ! wanted || ! layouts || layouts.current === wanted ) {
		return null;
	}
	const known = Object.keys( layouts.options ).length > 0;
	if ( known && ! ( wanted in layouts.options ) ) {
		return null;
	}
	const label = ( value: string ) => layouts.options[ value ] ?? value;
	return {
		current: { value: layouts.current, label: label( layouts.current ) },
		proposed: { value: wanted, label: label( wanted ) },
	};
}

/**
 * The element list of an Elementor export, or null when it is not one.
 *
 * @param content The export (JSON) /insert answered.
 */
export function elementsOf( content: string ): ElementData[] | null {
	try {
		const data = JSON.parse( content ) as { content?: unknown };
		const elements = data?.content;
		return Array.isArray( elements ) &&
			elements.every(
				( element ) =>
					element &&
					typeof element === 'object' &&
					typeof ( element as ElementData ).elType === 'string'
			)
			? ( elements as ElementData[] )
			: null;
	} catch {
		return null;
	}
}

/**
 * The insert target of a library opening in Elementor.
 *
 * @param options         Options.
 * @param options.at      The clicked area's position (undefined: the end).
 * @param options.onClose Closes the popup.
 * @param options.notify  Shows the success toast.
 */
export function createElementorTarget( {
	at,
	onClose,
	notify,
}: {
	at?: number;
	onClose: () => void;
	notify: ( message: string ) => void;
} ): InsertTarget {
	return {
		kind: 'elementor',
		postId: currentDocumentId(),
		origin: 'library',
		layoutChoice: ( result: InsertResult ) =>
			layoutChoiceFor( result.page_settings?.template ),
		async insert( result: InsertResult, options: InsertOptions = {} ) {
			const content = elementsOf( result.content );
			// Only the layout the user chose: the page keeps its own.
			const template = options.template;
			if (
				! content ||
				! ( await importElements( {
					title: result.item.name,
					content,
					pageSettings: template ? { template } : undefined,
					at,
				} ) )
			) {
				throw new Error(
					__(
						'Elementor did not take the template. Reload the editor and try again.',
						'stencilbox'
					)
				);
			}
			notify(
				sprintf(
					/* translators: %s: item name. */
					__( '%s was inserted.', 'stencilbox' ),
					result.item.name
				)
			);
			// Before the popup closes: it gives the focus back only when it
			// still has it (to the button that opened it, or nothing).
			focusPreview();
			onClose();
		},
	};
}
