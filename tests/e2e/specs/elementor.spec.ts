/**
 * The Elementor bridge (issue [10]) on a stub of Elementor's editor: the real
 * bridge bundle, loaded on Elementor's own hook, around a stub of exactly the
 * editor globals it touches (tests/e2e/plugins/stencilbox-elementor-stub,
 * whose header cites the Elementor code each signature is checked against),
 * on WordPress's Backbone and jQuery and the real Marionette 2.4.5. Insert
 * into the open document; "Save to Stencilbox cloud" of an element and of
 * the page, back byte for byte through the cloud; header and footer
 * templates with and without Elementor Pro.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import DOCUMENT from '../../fixtures/elementor-document.json';
import { ADMIN_PAGE, insertFromModal } from '../utils';
import { pick, pushFile, shot } from '../utils/cloud';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

type Element = {
	id: string;
	elType: string;
	elements?: Element[];
	[ key: string ]: unknown;
};

const BASE: Element[] = [
	{ id: 'aaaaaaa', elType: 'container', elements: [] },
	{ id: 'bbbbbbb', elType: 'container', elements: [] },
];
const BUTTON = { name: 'Add from Stencilbox library' };

// A page as Elementor holds it (shared with the Jest and PHP tests):
// settings objects (one empty), markup, a link, non-ASCII text, numbers and
// nested elements.
const DOC = DOCUMENT as Element[];
/**
 * Switches the Elementor stand-in (and its Elementor Pro) on or off.
 *
 * @param baseURL Site.
 * @param active  Elementor.
 * @param pro     Elementor Pro.
 */
async function setElementor( baseURL: string, active: boolean, pro = false ) {
	const rest = await SiteRest.login( baseURL );
	await rest.rest( 'POST', '/stencilbox-e2e/v1/elementor', { active, pro } );
	await rest.dispose();
}

/**
 * Opens the stub editor on a page (by default with two containers).
 *
 * @param page     Page.
 * @param postId   The document.
 * @param elements What the document holds.
 */
async function openEditor(
	page: Page,
	postId: number,
	elements: unknown[] = BASE
) {
	await page.goto(
		`/wp-admin/admin.php?page=stencilbox-elementor-stub&post=${ postId }`
	);
	await page.waitForFunction( () => !! ( window as any ).elementor?.hooks );
	await page.evaluate(
		( loaded ) => ( window as any ).stencilboxElementorStub.load( loaded ),
		elements
	);
	return page.frameLocator( '#elementor-preview-iframe' );
}

const SECTION: Record< string, 'Pages' | 'Blocks' > = {
	page: 'Pages',
	block: 'Blocks',
};

/**
 * Clicks Stencilbox's button in an add-section area: the inline one opened
 * above the second container (at 1), or the one at the end of the page.
 *
 * @param preview The preview frame.
 * @param inline  Which area.
 */
async function openFromArea(
	preview: ReturnType< Page[ 'frameLocator' ] >,
	inline: boolean
) {
	if ( inline ) {
		await preview
			.getByRole( 'button', { name: 'Add section above bbbbbbb' } )
			.click();
	}
	await preview.getByRole( 'button', BUTTON ).first().click();
}

const stub = < T >( page: Page, what: string ) =>
	page.evaluate(
		( name ) => ( window as any ).stencilboxElementorStub[ name ](),
		what
	) as Promise< T >;

/**
 * Elements as the stub's (Elementor's) models hold them: with the model's
 * defaults.
 *
 * @param page     Page.
 * @param elements Element data.
 */
const models = ( page: Page, elements: Element[] ) =>
	page.evaluate(
		( list ) =>
			list.map( ( element ) =>
				( window as any ).stencilboxElementorStub.model( element )
			),
		elements
	) as Promise< Element[] >;

const ids = ( elements: Element[] ): string[] =>
	elements.flatMap( ( element ) => [
		element.id,
		...ids( element.elements ?? [] ),
	] );

test.describe( 'Elementor bridge', () => {
	let postId = 0;

	test.beforeAll( async ( { baseURL } ) => {
		await setElementor( baseURL as string, true );
		const rest = await SiteRest.login( baseURL as string );
		postId = (
			await rest.rest< { id: number } >( 'POST', '/wp/v2/pages', {
				title: 'Built with Elementor',
			} )
		).id;
		await rest.dispose();
		const email = `elementor-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await setElementor( baseURL as string, false );
		await signOutLibrary( baseURL as string );
	} );

	test( 'a named, keyboard-reachable button sits in every add-section area', async ( {
		page,
	} ) => {
		const preview = await openEditor( page, postId );
		// The area at the end of the page.
		await expect( preview.getByRole( 'button', BUTTON ) ).toHaveCount( 1 );
		await expect(
			preview.getByRole( 'button', BUTTON ).locator( 'svg' )
		).toBeVisible();
		// Beside Elementor's +, templates and AI buttons, before "Drag widget here".
		expect(
			await preview
				.locator( '.elementor-add-new-section' )
				.evaluate( ( area ) =>
					[ ...area.children ].map(
						( child ) =>
							child.getAttribute( 'aria-label' ) ??
							child.textContent
					)
				)
		).toEqual( [
			'Add New Container',
			'Add Template',
			'Build with AI',
			BUTTON.name,
			'Drag widget here',
		] );
		// An inline area opened above the second container gets one too.
		await preview
			.getByRole( 'button', { name: 'Add section above bbbbbbb' } )
			.click();
		await expect( preview.getByRole( 'button', BUTTON ) ).toHaveCount( 2 );
		// Reached and pressed with the keyboard.
		await preview.getByRole( 'button', BUTTON ).first().focus();
		await page.keyboard.press( 'Enter' );
		// The inline area closes, as Elementor's own template button closes it.
		await expect(
			preview.locator( '.elementor-add-section-inline' )
		).toHaveCount( 0 );
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		await expect(
			modal
				.getByRole( 'navigation', { name: 'Library' } )
				.getByRole( 'button', { name: 'Packs' } )
		).toBeVisible();
		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.first()
			.click();
		await expect( modal ).toBeHidden();
		expect( await stub< Element[] >( page, 'elements' ) ).toEqual(
			await models( page, BASE )
		);
	} );

	test( 'every Elementor item lands where its area was clicked, with the tree the server sent, undone in one step', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		const rest = await SiteRest.login( baseURL as string );
		const items: Array< { name: string; type: string } > = [];
		for ( const type of [ 'page', 'block' ] ) {
			const list = await rest.rest< {
				data: Array< { name: string; type: string } >;
			} >( 'GET', '/stencilbox/v1/items', {
				platform: 'elementor',
				type,
				plan: 'all',
			} );
			items.push( ...list.data );
		}
		await rest.dispose();
		expect( items.length ).toBeGreaterThanOrEqual( 6 );

		// Items made for another layout than the page's (each asks).
		let asked = 0;
		for ( const [ index, item ] of items.entries() ) {
			const preview = await openEditor( page, postId );
			// Alternately the inline area above the second container (at 1)
			// and the area at the end of the page.
			const inline = index % 2 === 0;
			await openFromArea( preview, inline );
			// Beside both Playwright parts a busy server can take longer than
			// the default 10 s to answer or to ask for dependencies.
			const answer = page.waitForResponse(
				( response ) =>
					decodeURIComponent( response.url() ).includes(
						'/stencilbox/v1/insert'
					) && response.request().method() === 'POST',
				{ timeout: 60_000 }
			);
			const modal = await insertFromModal(
				page,
				SECTION[ item.type ],
				item.name
			);
			const skip = page
				.getByRole( 'dialog', { name: 'Required Dependencies' } )
				.getByRole( 'button', { name: 'Skip & Import' } );
			// Items with plugins to ask for ask first (the insert is sent
			// after Skip); the others are sent at once and never ask.
			const asking = await Promise.race( [
				answer.then( () => null ),
				skip
					.waitFor( { timeout: 60_000 } )
					.then( () => skip )
					.catch( () => null ),
			] );
			await asking?.click();
			const sent = JSON.parse( ( await ( await answer ).json() ).content )
				.content as Element[];
			const template = ( await ( await answer ).json() ).page_settings
				?.template as string;
			// An item made for another layout asks first; the page keeps its
			// own unless the item's is chosen (alternately here).
			const useItems = template ? asked++ % 2 === 0 : false;
			if ( template ) {
				const question = page.getByRole( 'dialog', {
					name: 'Keep this page’s layout?',
				} );
				await expect(
					question.getByRole( 'radio', {
						name: 'Keep this page’s layout (Default)',
					} )
				).toBeChecked();
				if ( useItems ) {
					await question
						.getByRole( 'radio', {
							name: /^Use the item’s layout/,
						} )
						.check();
				}
				await question
					.getByRole( 'button', { name: 'Insert', exact: true } )
					.click();
			}
			await expect( modal ).toBeHidden();
			await expect(
				page.getByRole( 'status' ).filter( {
					hasText: `${ item.name } was inserted.`,
				} )
			).toBeVisible();

			const expected = await models(
				page,
				[
					[ ...BASE, ...sent ],
					[ BASE[ 0 ], ...sent, BASE[ 1 ] ],
				][ Number( inline ) ]
			);
			await expect
				.poll( () => stub< Element[] >( page, 'elements' ) )
				.toEqual( expected );
			const document = await stub< Element[] >( page, 'elements' );
			// New ids, as Elementor's library gives a template: short hex,
			// none repeated in the document.
			const all = ids( document );
			expect( new Set( all ).size ).toBe( all.length );
			for ( const id of ids( sent ) ) {
				expect( id ).toMatch( /^[0-9a-f]{7}$/ );
			}
			expect(
				(
					await stub< Array< { subTitle: string } > >(
						page,
						'history'
					)
				).map( ( entry ) => entry.subTitle )
			).toEqual( [ item.name ] );
			// A page template the user chose comes first, in the same
			// history entry (Elementor reloads its preview for it); nothing
			// is opened in the panel element by element.
			expect( await stub< string[] >( page, 'calls' ) ).toEqual(
				useItems
					? [
							'document/elements/settings',
							'document/elements/import',
						]
					: [ 'document/elements/import' ]
			);
			expect( await stub< string[] >( page, 'opened' ) ).toEqual( [] );
			expect(
				( await stub< { template: string } >( page, 'pageSettings' ) )
					.template
			).toBe( useItems ? template : 'default' );

			// Ctrl+Z at once: the focus is in the preview, not on a button.
			await expect(
				page.locator( '#elementor-preview-iframe' )
			).toBeFocused();
			await page.keyboard.press( 'Control+z' );
			await expect
				.poll( () => stub< Element[] >( page, 'elements' ) )
				.toEqual( await models( page, BASE ) );
			expect(
				( await stub< { template: string } >( page, 'pageSettings' ) )
					.template
			).toBe( 'default' );
		}
		// Both answers were given.
		expect( asked ).toBeGreaterThanOrEqual( 2 );
	} );

	test( 'a section and the whole page, saved to the cloud from Elementor’s context menus, come back byte for byte', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		const menu = page.getByRole( 'menu' );
		const preview = await openEditor( page, postId, DOC );

		// A section's context menu: beside Elementor's "Save as Template".
		await preview
			.locator( '[data-id="decade1"] .elementor-element-content' )
			.click( { button: 'right' } );
		await expect(
			menu.locator( '.elementor-context-menu-list__group-save' )
		).toHaveText( [ /^Save as a templateSave to Stencilbox cloud$/ ] );
		await shot( page, 'elementor', '01-context-menu' );
		await menu
			.getByRole( 'menuitem', { name: 'Save to Stencilbox cloud' } )
			.click();
		await expect( menu ).toHaveCount( 0 );
		const section = await saveAndPush( page, modal, 'Harbor section' );
		expect( section.sent ).toMatchObject( {
			__file: 'elementor',
			platform: 'elementor',
			id: postId,
			type: 'block',
			title: 'Built with Elementor',
		} );
		// What the stub's toJSON( { remove: [ 'default' ] } ) answered…
		const exported = await stub<
			Array< { remove: string[]; data: Element } >
		>( page, 'exports' );
		expect( exported ).toEqual( [
			{
				remove: [ 'default' ],
				data: ( await models( page, [ DOC[ 1 ] ] ) )[ 0 ],
			},
		] );
		// …is what was pushed and what the download holds, byte for byte.
		expect( section.sent.content ).toBe(
			JSON.stringify( { content: [ exported[ 0 ].data ] } )
		);
		expect( section.file ).toMatchObject( {
			stencilbox: 'template',
			platform: 'elementor',
			type: 'block',
			title: 'Harbor section',
		} );
		expect( section.file.content ).toBe( section.sent.content );
		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.first()
			.click();

		// The page, from an add-section area's context menu: every element.
		await openEditor( page, postId, DOC );
		await preview
			.locator( '.elementor-add-section-inner' )
			.click( { button: 'right' } );
		await expect(
			menu.locator( '.elementor-context-menu-list__group-stencilbox' )
		).toHaveText( 'Save page to Stencilbox cloud' );
		await shot( page, 'elementor', '01-page-context-menu' );
		await menu
			.getByRole( 'menuitem', { name: 'Save page to Stencilbox cloud' } )
			.click();
		const whole = await saveAndPush( page, modal, 'Built with Elementor' );
		expect( whole.sent ).toMatchObject( { type: 'page', id: postId } );
		const all = await stub< Array< { remove: string[]; data: Element } > >(
			page,
			'exports'
		);
		expect( all ).toEqual(
			( await models( page, DOC ) ).map( ( data ) => ( {
				remove: [ 'default' ],
				data,
			} ) )
		);
		expect( whole.sent.content ).toBe(
			JSON.stringify( { content: all.map( ( entry ) => entry.data ) } )
		);
		expect( whole.file ).toMatchObject( {
			platform: 'elementor',
			type: 'page',
			title: 'Built with Elementor',
		} );
		expect( whole.file.content ).toBe( whole.sent.content );
		// Nothing of it touched the document.
		expect( await stub< Element[] >( page, 'elements' ) ).toEqual(
			await models( page, DOC )
		);
		expect( await stub< string[] >( page, 'calls' ) ).toEqual( [] );
	} );

	test( 'a header is kept as a template only with Elementor Pro: the blocked warning without it, Pro’s own template type with it', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 120_000 );
		const site = baseURL as string;
		const rest = await SiteRest.login( site );
		const blocks = await rest.rest< {
			data: Array< { id: number; slug: string; name: string } >;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'elementor',
			type: 'block',
			plan: 'all',
		} );
		const header = blocks.data.find(
			( item ) => item.slug === 'harbor-header'
		);
		expect( header ).toBeDefined();
		const id = ( header as { id: number } ).id;
		const name = ( header as { name: string } ).name;
		const document = ( post: number ) =>
			rest.rest< Record< string, unknown > >(
				'GET',
				`/stencilbox-e2e/v1/elementor/document/${ post }`
			);
		const dialog = page.getByRole( 'dialog', {
			name: 'Elementor Pro required',
		} );
		const insert = async () => {
			await page.goto(
				`${ ADMIN_PAGE }&path=elementor/blocks/harbor-header`
			);
			await page
				.locator( '#stencilbox-root' )
				.getByRole( 'button', { name: 'Insert', exact: true } )
				.click();
		};

		try {
			// Without Elementor Pro: the blocked warning, and nothing made.
			await insert();
			await expect( dialog ).toBeVisible();
			await expect(
				dialog.getByText(
					'This template is a site header or footer, which needs Elementor Pro.',
					{ exact: false }
				)
			).toBeVisible();
			await shot( page, 'elementor', '03-pro-required' );
			const pages = await rest.rest< unknown[] >( 'GET', '/wp/v2/pages', {
				search: name,
				status: 'draft',
			} );
			expect( pages ).toEqual( [] );
			await expect(
				rest.rest( 'POST', '/stencilbox/v1/import', { id } )
			).rejects.toThrow( /Elementor Pro required/ );

			// With Elementor Pro: a page built with Elementor from the app…
			await setElementor( site, true, true );
			await insert();
			const form = page.getByRole( 'dialog', {
				name: 'Import as a new page',
			} );
			await form.getByLabel( 'Page title' ).fill( 'Site header' );
			const answer = page.waitForResponse(
				( response ) =>
					decodeURIComponent( response.url() ).includes(
						'/stencilbox/v1/import/page'
					) && response.request().method() === 'POST'
			);
			await form.getByRole( 'button', { name: 'Create Page' } ).click();
			const created = ( await ( await answer ).json() ) as {
				post_id: number;
			};
			await expect(
				page.getByRole( 'dialog', { name: 'Successfully Imported' } )
			).toBeVisible();
			expect( await document( created.post_id ) ).toMatchObject( {
				post_type: 'page',
				post_status: 'draft',
				template_type: 'wp-page',
				edit_mode: 'builder',
			} );
			// …and in Elementor's library, a header: Pro's theme-builder type.
			const kept = await rest.rest< { post_id: number } >(
				'POST',
				'/stencilbox/v1/import',
				{ id }
			);
			expect( await document( kept.post_id ) ).toEqual( {
				post_type: 'elementor_library',
				post_status: 'publish',
				template_type: 'header',
				edit_mode: 'builder',
				library_type: [ 'header' ],
			} );
		} finally {
			await setElementor( site, true, false );
			await rest.dispose();
		}
	} );
} );

/**
 * Names the template, picks My Clouds, pushes, and downloads the file back
 * from the list the popup goes on to.
 *
 * @param page  Page.
 * @param modal The library popup.
 * @param name  The template's name.
 */
async function saveAndPush(
	page: Page,
	modal: ReturnType< Page[ 'getByRole' ] >,
	name: string
) {
	await expect(
		modal.getByRole( 'heading', { name: 'Save your template' } )
	).toBeVisible();
	const field = modal.getByLabel( 'Template name' );
	// It starts with the page's name, or the element's kind: this one's.
	await expect( field ).not.toHaveValue( '' );
	await field.fill( name );
	await expect( field ).toHaveValue( name );
	await pick( modal, 'Destination', 'My Clouds' );
	await shot( page, 'elementor', `02-save-and-push-${ name }` );
	const sent = await pushFile< {
		content: string;
		[ key: string ]: unknown;
	} >( page, modal );
	await expect(
		modal.getByRole( 'heading', { name: 'My Clouds' } )
	).toBeVisible();
	await modal
		.getByRole( 'button', { name: `Actions for ${ name }` } )
		.click();
	const downloading = page.waitForEvent( 'download' );
	await page
		.getByRole( 'menuitem', { name: 'Download', exact: true } )
		.click();
	const file = JSON.parse(
		( await ( await ( await downloading ).createReadStream() ).toArray() )
			.map( String )
			.join( '' )
	) as { content: string; [ key: string ]: unknown };
	// The download modal (its isDownloaded state) is closed again.
	const downloaded = page.getByRole( 'dialog', {
		name: `Download “${ name }”`,
	} );
	await expect( downloaded ).toContainText( 'Successfully Downloaded!' );
	await downloaded.getByRole( 'button', { name: 'Close' } ).last().click();
	return { sent, file };
}
