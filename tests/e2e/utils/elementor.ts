/**
 * Helpers of the real-Elementor suite (tests/e2e/elementor, site D): the
 * editor opened and ready, its state read the way Elementor exports it,
 * full-site imports run through the REST routes.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { SiteRest } from './site-rest';

/** What the editor holds, as Elementor exports it. */
export interface EditorState {
	elements: Array< { id: string; elType: string; [ key: string ]: unknown } >;
	template: string;
	/** The history's entries that can be undone, newest first. */
	history: Array< { title: string; subTitle: string } >;
}

/**
 * Opens a post in Elementor's editor and waits until it can be used: the
 * document attached and the loading screen gone (it covers the preview
 * until then, and takes the first click).
 *
 * @param page   Page.
 * @param postId Post.
 */
export async function openElementor( page: Page, postId: number ) {
	await page.goto( `/wp-admin/post.php?post=${ postId }&action=elementor` );
	await page.waitForFunction(
		() =>
			!! ( window as any ).elementor?.documents?.getCurrent?.()
				?.container && !! ( window as any ).elementor?.$previewContents,
		null,
		{ timeout: 120_000 }
	);
	await expect( page.locator( '#elementor-loading' ) ).toBeHidden( {
		timeout: 120_000,
	} );
	return page.frameLocator( '#elementor-preview-iframe' );
}

/**
 * The open document's elements (exported as Elementor's "Save as a
 * template" exports them), its page template and its history.
 *
 * @param page Page.
 */
export function editorState( page: Page ): Promise< EditorState > {
	return page.evaluate( () => {
		const elementor = ( window as any ).elementor;
		return {
			elements: elementor.elements.toJSON( { remove: [ 'default' ] } ),
			template: elementor.settings.page.model.get( 'template' ),
			history: elementor.documents
				.getCurrent()
				.history.getItems()
				.filter(
					( item: any ) =>
						'not_applied' === item.get( 'status' ) &&
						! item.get( 'editing_started' )
				)
				.map( ( item: any ) => ( {
					title: item.get( 'title' ),
					subTitle: item.get( 'subTitle' ),
				} ) ),
		};
	} );
}

/**
 * Creates top-level elements in the open document (not opened in the
 * panel), as Elementor's own commands do.
 *
 * @param page  Page.
 * @param types Element types.
 */
export async function createElements( page: Page, types: string[] ) {
	await page.evaluate( ( list ) => {
		const w = window as any;
		for ( const elType of list ) {
			w.$e.run( 'document/elements/create', {
				container: w.elementor.getPreviewContainer(),
				model: { elType },
				options: { edit: false },
			} );
		}
	}, types );
}

/**
 * Every element id of a tree.
 *
 * @param elements Elements.
 */
export function ids( elements: EditorState[ 'elements' ] ): string[] {
	return elements.flatMap( ( element ) => [
		element.id,
		...ids( ( element.elements as EditorState[ 'elements' ] ) ?? [] ),
	] );
}

/**
 * Runs a full-site import of a pack through the REST routes (the polling
 * transport) to its end; answers the session and its results.
 *
 * @param admin An admin client of the site.
 * @param id    The pack's id.
 * @param form  What the wizard would send (title, colours…).
 */
export async function importPack(
	admin: SiteRest,
	id: number,
	form: Record< string, unknown > = {}
) {
	const started = await admin.rest< { data: { session_id: string } } >(
		'POST',
		'/stencilbox/v1/full-site-import/start',
		{
			id,
			platform: 'elementor',
			title: 'Tidewater Studio',
			slogan: 'Brands by the sea',
			color: {},
			logo_size: 180,
			typography: {},
			theme: { stylesheet: 'stencilbox-canvas' },
			plugins: [],
			...form,
		}
	);
	const session = started.data.session_id;
	let action = 'continue';
	for ( let i = 0; i < 300 && action === 'continue'; i++ ) {
		action = (
			await admin.rest< { action: string } >(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				{ session_id: session, is_lightspeed: true }
			)
		).action;
	}
	expect( action ).toBe( 'complete' );
	const log = await admin.rest< {
		log: Array< { action: string; data: Record< string, any > } >;
	} >( 'GET', '/stencilbox/v1/full-site-import/log', {
		session_id: session,
	} );
	const results = log.log.find( ( entry ) => entry.action === 'complete' )
		?.data as Record< string, any >;
	return { session, results };
}
