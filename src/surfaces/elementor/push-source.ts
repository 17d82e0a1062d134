/**
 * What Elementor's "Save to Stencilbox cloud" hands the Save & Push screen:
 * the elements, exported as Elementor exports them, with the document they
 * came from.
 */
/**
 * Internal dependencies
 */
import type { PushSource } from '../../screens/app/context';
import { currentDocumentId, documentTitle, type ElementData } from './adapter';

/**
 * The push source of some elements of the open document.
 *
 * @param elements The elements (one, or the whole page).
 * @param type     `block` for one element, `page` for the whole page.
 */
export function elementorPushSource(
	elements: ElementData[],
	type: 'block' | 'page'
): PushSource {
	const title = documentTitle();
	return {
		// The page starts with its own name; an element with its label.
		name: type === 'page' ? title : elementName( elements[ 0 ] ),
		file_content: {
			__file: 'elementor',
			platform: 'elementor',
			id: currentDocumentId(),
			type,
			title,
			content: JSON.stringify( { content: elements } ),
		},
	};
}

/**
 * An element's name: the title given in Elementor's Navigator, else its
 * kind ("Container", "Section", "Heading").
 *
 * @param element The element.
 */
export function elementName( element: ElementData | undefined ): string {
	if ( ! element ) {
		return '';
	}
	const given = ( element.settings as { _title?: unknown } | undefined )
		?._title;
	if ( typeof given === 'string' && given.trim() !== '' ) {
		return given.trim();
	}
	const kind = String( element.widgetType || element.elType || '' )
		.replace( /[-_]+/g, ' ' )
		.trim();
	return kind ? kind.charAt( 0 ).toUpperCase() + kind.slice( 1 ) : '';
}
