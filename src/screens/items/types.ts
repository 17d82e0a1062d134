/**
 * Route segments and item types.
 */
/**
 * Internal dependencies
 */
import type { ItemType } from '../../api/catalog';
import type { ItemSegment } from '../../router';

/**
 * The item type of a route segment.
 *
 * @param segment `packs`, `pages` or `blocks`.
 */
export function segmentType( segment: ItemSegment ): ItemType {
	switch ( segment ) {
		case 'packs':
			return 'pack';
		case 'pages':
			return 'page';
		default:
			return 'block';
	}
}

/**
 * The route segment of an item type.
 *
 * @param type Item type.
 */
export function typeSegment( type: ItemType ): ItemSegment {
	switch ( type ) {
		case 'pack':
			return 'packs';
		case 'page':
			return 'pages';
		default:
			return 'blocks';
	}
}
