/**
 * Items on the hub, set up as its owner and a site do, over REST: a hub
 * page published to the library ("Publish to library"), published again
 * as a new version, and imported as a page on a site; and a card of the
 * Library hub screen, by its heading. Shared by the versions and fleet
 * specs.
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { SiteRest } from './site-rest';

/**
 * A new hub page published to the library as a block item.
 *
 * @param hub     The hub, as its owner.
 * @param name    The page's title and the item's name.
 * @param content The page's content (version 1).
 * @return The page's id and the item's id.
 */
export async function publishPage(
	hub: SiteRest,
	name: string,
	content: string
): Promise< { source: number; item: number } > {
	const source = await hub.rest< { id: number } >( 'POST', '/wp/v2/pages', {
		title: name,
		status: 'publish',
		content,
	} );
	const item = await hub.rest< { id: number } >(
		'POST',
		'/stencilbox-hub/v1/admin/catalog/publish',
		{ source: `post:${ source.id }`, type: 'block', name }
	);
	return { source: source.id, item: item.id };
}

/**
 * The hub page written again and published: the item's next version.
 *
 * @param hub     The hub, as its owner.
 * @param source  The page.
 * @param name    The item's name.
 * @param content The new content.
 * @param note    The version's note, if any.
 */
export async function publishAgain(
	hub: SiteRest,
	source: number,
	name: string,
	content: string,
	note?: string
): Promise< void > {
	await hub.rest( 'POST', `/wp/v2/pages/${ source }`, { content } );
	await hub.rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', {
		source: `post:${ source }`,
		type: 'block',
		name,
		...( note === undefined ? {} : { version_note: note } ),
	} );
}

/**
 * An item imported as a page on a site ("Import as page").
 *
 * @param site  The site, as its admin.
 * @param item  The item.
 * @param title The page's title.
 * @return The page's id.
 */
export async function importPage(
	site: SiteRest,
	item: number,
	title: string
): Promise< number > {
	return (
		await site.rest< { post_id: number } >(
			'POST',
			'/stencilbox/v1/import/page',
			{ id: item, title }
		)
	).post_id;
}

/**
 * A card of the Library hub screen, by its heading.
 *
 * @param page  The Library hub screen.
 * @param title The card's heading.
 */
export function hubCard( page: Page, title: string ) {
	return page.locator( '.stencilbox-hub__card' ).filter( {
		has: page.getByRole( 'heading', { name: title } ),
	} );
}
