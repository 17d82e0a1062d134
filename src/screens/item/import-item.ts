/**
 * What the importer needs to know of an item.
 */
/**
 * Internal dependencies
 */
import type { CatalogItem, ItemDetails } from '../../api/catalog';
import type { ImportItem } from '../../stores/importer/types';

/**
 * The importer's view of an item (details, card or pack member).
 *
 * @param item Item.
 */
export function toImportItem(
	item: Pick<
		ItemDetails | CatalogItem,
		| 'id'
		| 'slug'
		| 'name'
		| 'type'
		| 'platform'
		| 'template_type'
		| 'dependencies'
	> &
		Partial< Pick< ItemDetails, 'variations' | 'design' > >
): ImportItem {
	return {
		id: item.id,
		slug: item.slug,
		name: item.name,
		type: item.type === 'pack' ? 'pack' : item.type,
		platform: item.platform,
		templateType: item.template_type?.slug ?? null,
		dependencies: item.dependencies ?? [],
		variations: item.variations ?? [],
		hasDesign: !! item.design,
	};
}
