/**
 * The Elementor bridge in the real Elementor's editor (site D, the folder
 * STENCILBOX_ELEMENTOR_DIR names): the button beside Elementor's own, insert
 * at the clicked area in one history entry that Ctrl+Z takes back (a page
 * template included, when the user chose the item's over the page's own;
 * published, a visitor then sees the page as an imported page of that
 * layout shows), "Save to Stencilbox cloud" from every element type
 * Elementor saves as a template, what /import and /import/page make as
 * Elementor opens it, and a saved template of ours in Elementor's editor.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { insertFromModal } from '../utils';
import { pick, pushFile, shot } from '../utils/cloud';
import {
	createElements,
	editorState,
	ids,
	openElementor,
} from '../utils/elementor';
import { expectAccessible } from '../utils/axe';
import { signInNewAccount } from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

const BUTTON = { name: 'Add from Stencilbox library' };

/** An Elementor page item, and a container block, of the shipped demo. */
const PAGE_ITEM = {
	slug: 'stillwater-yoga-contact',
	name: 'Stillwater Contact',
};
const BLOCK_ITEM = { slug: 'harbor-agency-cta', name: 'Harbor Call to Action' };

let admin: SiteRest;

/**
 * A new draft page.
 *
 * @param title Its title.
 */
async function newPage( title: string ): Promise< number > {
	return (
		await admin.rest< { id: number } >( 'POST', '/wp/v2/pages', {
			title,
			status: 'draft',
		} )
	).id;
}

/**
 * Inserts an item from the open library popup, skipping the plugins
 * question when it comes and answering the page layout question when
 * given; waits until the popup has closed.
 *
 * @param page    Page.
 * @param section Pages or Blocks.
 * @param name    The item.
 * @param layout  The answer to "Keep this page’s layout?" (asked for it).
 */
async function insert(
	page: Page,
	section: 'Pages' | 'Blocks',
	name: string,
	layout?: 'keep' | 'item'
) {
	const modal = await insertFromModal( page, section, name );
	const skip = page
		.getByRole( 'dialog', { name: 'Required Dependencies' } )
		.getByRole( 'button', { name: 'Skip & Import' } );
	// Items without plugins to ask for never show it.
	await skip.click( { timeout: 15_000 } ).catch( () => {} );
	if ( layout ) {
		const question = page.getByRole( 'dialog', {
			name: 'Keep this page’s layout?',
		} );
		// The page keeps its layout unless the item's is chosen.
		await expect(
			question.getByRole( 'radio', { name: /^Keep this page’s layout/ } )
		).toBeChecked( { timeout: 60_000 } );
		if ( layout === 'item' ) {
			// The keyboard is in the question; axe finds nothing serious; the
			// sentence is spaced from the "PAGE LAYOUT" label in Elementor's
			// editor too (which zeroes paragraph margins).
			await expect
				.poll( () =>
					question.evaluate( ( dialog ) =>
						dialog.contains( dialog.ownerDocument.activeElement )
					)
				)
				.toBe( true );
			await expectAccessible( page, 'layout question', [
				'.stencilbox-import-dialog',
			] );
			const gap = await question.evaluate( ( dialog ) => {
				const text = dialog.querySelector(
					'.components-modal__content p'
				);
				const label = dialog.querySelector(
					'.components-radio-control legend, .components-radio-control .components-base-control__label'
				);
				return text && label
					? label.getBoundingClientRect().top -
							text.getBoundingClientRect().bottom
					: -1;
			} );
			expect( gap ).toBeGreaterThanOrEqual( 12 );
			await question
				.getByRole( 'radio', {
					name: 'Use the item’s layout (Elementor Full Width)',
				} )
				.check();
			await shot( page, 'elementor-real', '02-layout-question' );
		}
		// Elementor builds the inserted elements' views in the click's own
		// task: the click returns once they are in (a full run on two busy
		// cores took over Playwright's 10 s for it, with the elements in).
		await question
			.getByRole( 'button', { name: 'Insert', exact: true } )
			.click( { timeout: 120_000 } );
		// The popup is hidden from the accessibility tree while a dialog of
		// the flow is over it: wait for the flow's dialog to go first.
		await expect( page.locator( '.stencilbox-import-dialog' ) ).toHaveCount(
			0,
			{ timeout: 240_000 }
		);
	}
	// The popup closes once the elements are in (a page template reloads
	// Elementor's preview first: minutes on a busy machine); the toast that
	// says so lasts a moment only.
	await expect( modal ).toBeHidden( { timeout: 240_000 } );
}

test.describe( 'Stencilbox in the real Elementor', () => {
	test.beforeAll( async ( { baseURL } ) => {
		await signInNewAccount( baseURL as string, 'real-elementor' );
		admin = await SiteRest.login( baseURL as string );
	} );

	test.afterAll( async () => {
		await admin.dispose();
	} );

	test( 'the button sits beside +, templates and AI; Insert lands at the clicked area with new ids in one history entry, the inline area closes, and Ctrl+Z takes it back', async ( {
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const preview = await openElementor( page, await newPage( 'Insert' ) );
		// Beside Elementor's own buttons, before "Drag widget here".
		const area = preview.locator(
			'#elementor-add-new-section .elementor-add-new-section'
		);
		await expect( area.getByRole( 'button', BUTTON ) ).toBeVisible();
		expect(
			await area.evaluate( ( node ) =>
				[ ...node.children ].map( ( child ) =>
					child.classList.contains( 'stencilbox-elementor-button' )
						? 'stencilbox'
						: ( child.getAttribute( 'aria-label' ) ??
							child.textContent?.trim() )
				)
			)
		).toEqual( [
			'Add New Container',
			'Add Template',
			'Build with AI',
			'stencilbox',
			'Drag widget here',
		] );
		await shot( page, 'elementor-real', '01-add-section-area' );

		// An inline area above the second of two containers.
		await createElements( page, [ 'container', 'container' ] );
		const base = ( await editorState( page ) ).elements;
		// Its "Add Container" handle (shown on hover; clicked as the handle
		// does, wherever the pointer is).
		await preview
			.locator(
				`[data-id="${ base[ 1 ].id }"] > .elementor-element-overlay .elementor-editor-element-add`
			)
			.dispatchEvent( 'click' );
		const inline = preview.locator( '.elementor-add-section-inline' );
		await expect( inline.getByRole( 'button', BUTTON ) ).toBeVisible();
		await inline.getByRole( 'button', BUTTON ).click();
		// Closed as Elementor's own template button closes it.
		await expect( inline ).toHaveCount( 0 );
		await insert( page, 'Blocks', BLOCK_ITEM.name );

		const after = await editorState( page );
		expect( after.elements ).toHaveLength( base.length + 1 );
		expect( after.elements[ 0 ].id ).toBe( base[ 0 ].id );
		expect( after.elements[ 2 ].id ).toBe( base[ 1 ].id );
		const inserted = ids( [ after.elements[ 1 ] ] );
		for ( const id of inserted ) {
			expect( id ).toMatch( /^[0-9a-f]{7}$/ );
		}
		expect( new Set( ids( after.elements ) ).size ).toBe(
			ids( after.elements ).length
		);
		expect( after.history[ 0 ] ).toEqual( {
			title: 'Template',
			subTitle: BLOCK_ITEM.name,
		} );
		// The focus is in the preview, where Elementor's shortcuts work.
		await expect(
			page.locator( '#elementor-preview-iframe' )
		).toBeFocused();
		await page.keyboard.press( 'Control+z' );
		await expect
			.poll( async () => ( await editorState( page ) ).elements )
			.toEqual( base );
	} );

	test( 'a page item made for Full Width asks first: the page keeps its layout, or takes the item’s in the same history entry (one Ctrl+Z takes back both), and published so it shows as an imported page of that layout does', async ( {
		page,
	} ) => {
		test.setTimeout( 400_000 );
		const fullWidth = await newPage( 'Full width' );
		const preview = await openElementor( page, fullWidth );
		expect( ( await editorState( page ) ).template ).toBe( 'default' );
		await preview.getByRole( 'button', BUTTON ).click();
		await insert( page, 'Pages', PAGE_ITEM.name, 'item' );
		const after = await editorState( page );
		expect( after.template ).toBe( 'elementor_header_footer' );
		expect( after.elements.length ).toBeGreaterThan( 0 );
		expect( after.history ).toHaveLength( 1 );
		expect( after.history[ 0 ].subTitle ).toBe( PAGE_ITEM.name );

		// Published with the item's layout, a visitor sees what an imported
		// page of that layout shows on this block theme: the theme's own
		// header part, then the page across the window (not WordPress's
		// theme-compat header, which Elementor's Full Width prints here).
		await page.evaluate( () =>
			( window as any ).$e.run( 'document/save/publish' )
		);
		await expect
			.poll(
				() =>
					admin
						.rest< { status: string; template: string } >(
							'GET',
							`/wp/v2/pages/${ fullWidth }`,
							{ context: 'edit' }
						)
						.then( ( saved ) => [ saved.status, saved.template ] ),
				{ timeout: 60_000 }
			)
			.toEqual( [ 'publish', 'elementor_header_footer' ] );
		const visitor = await page
			.context()
			.browser()!
			.newContext( { storageState: { cookies: [], origins: [] } } );
		const front = await visitor.newPage();
		await front.goto(
			`${ new URL( page.url() ).origin }/?page_id=${ fullWidth }`
		);
		await expect(
			front.locator( 'header.wp-block-template-part' )
		).toBeVisible();
		await expect(
			front.locator(
				`.stencilbox-template--full-width [data-elementor-id="${ fullWidth }"]`
			)
		).toBeVisible();
		await expect( front.locator( '#header' ) ).toHaveCount( 0 );
		await shot( front, 'elementor-real', '02b-item-layout-published' );
		await visitor.close();

		// Back in the editor, in its preview (where the insert left the
		// focus: Elementor's shortcuts act there). Publishing is a step of
		// Elementor's history of its own (the page's status): the first
		// Ctrl+Z takes it back and leaves the insert, the next one takes
		// back the insert, layout and elements together.
		await page.bringToFront();
		await page.evaluate( () =>
			( window as any ).elementor.$preview[ 0 ].focus()
		);
		await page.keyboard.press( 'Control+z' );
		await expect
			.poll( async () =>
				( await editorState( page ) ).history.map(
					( entry ) => entry.subTitle
				)
			)
			.toEqual( [ PAGE_ITEM.name ] );
		const unpublished = await editorState( page );
		expect( [ unpublished.elements.length, unpublished.template ] ).toEqual(
			[ after.elements.length, 'elementor_header_footer' ]
		);
		await page.keyboard.press( 'Control+z' );
		await expect
			.poll(
				async () => {
					const state = await editorState( page );
					return [ state.elements.length, state.template ];
				},
				{ timeout: 120_000 }
			)
			.toEqual( [ 0, 'default' ] );

		// Kept (the default answer), on another page: the theme's layout
		// stays, nothing reloads.
		const other = await openElementor( page, await newPage( 'Kept' ) );
		await other.getByRole( 'button', BUTTON ).click();
		await insert( page, 'Pages', PAGE_ITEM.name, 'keep' );
		const kept = await editorState( page );
		expect( kept.template ).toBe( 'default' );
		expect( kept.elements.length ).toBeGreaterThan( 0 );
		expect( kept.history ).toHaveLength( 1 );
	} );

	test( 'Save to Stencilbox cloud is offered on sections, containers, div blocks, flexboxes and grids, and pushes exactly Elementor’s own export', async ( {
		page,
	} ) => {
		test.setTimeout( 400_000 );
		const preview = await openElementor( page, await newPage( 'Push' ) );
		const types = [
			'section',
			'container',
			'e-div-block',
			'e-flexbox',
			'e-grid',
		];
		await createElements( page, types );
		const elements = ( await editorState( page ) ).elements;
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		const menu = page
			.locator( '.elementor-context-menu' )
			.filter( { visible: true } );
		for ( const [ index, type ] of types.entries() ) {
			const id = elements[ index ].id;
			// On the element itself (a right click inside it could hit a child).
			await preview
				.locator( `[data-id="${ id }"]` )
				.first()
				.dispatchEvent( 'contextmenu', {
					clientX: 300,
					clientY: 300,
					bubbles: true,
				} );
			const save = menu.locator(
				'.elementor-context-menu-list__group-save'
			);
			await expect( save ).toContainText( 'Save as a template' );
			await expect( save ).toContainText( 'Save to Stencilbox cloud' );
			// The menu itself (a dispatched event leaves it where Elementor
			// places it for the event, below the window).
			await menu.screenshot( {
				path: `${ process.env.WP_ARTIFACTS_PATH }/screens/elementor-real-02-context-menu-${ type }.png`,
			} );
			// What Elementor's own "Save as a template" would export.
			const own = await page.evaluate(
				( elementId ) =>
					JSON.stringify( {
						content: [
							( window as any ).elementor
								.getContainer( elementId )
								.model.toJSON( { remove: [ 'default' ] } ),
						],
					} ),
				id
			);
			await save.getByText( 'Save to Stencilbox cloud' ).click();
			await expect(
				modal.getByRole( 'heading', { name: 'Save your template' } )
			).toBeVisible();
			await modal.getByLabel( 'Template name' ).fill( `Real ${ type }` );
			await pick( modal, 'Destination', 'My Clouds' );
			const sent = await pushFile( page, modal );
			expect( sent ).toMatchObject( {
				__file: 'elementor',
				platform: 'elementor',
				type: 'block',
				title: 'Push',
			} );
			expect( sent.content ).toBe( own );
			await expect(
				modal.getByRole( 'heading', { name: 'My Clouds' } )
			).toBeVisible();
			await modal
				.getByRole( 'button', { name: 'Close', exact: true } )
				.first()
				.click();
			await expect( modal ).toBeHidden();
		}
	} );

	test( 'a cloud file taken with “Download for Elementor” is imported by Elementor’s own Templates → Import', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		const container = {
			id: 'c0ffee1',
			elType: 'container',
			settings: { content_width: 'full' },
			elements: [
				{
					id: 'c0ffee2',
					elType: 'widget',
					widgetType: 'heading',
					settings: { title: 'Tides and times' },
					elements: [],
				},
			],
			isInner: false,
		};
		const name = `Harbor strip ${ Date.now() }`;
		await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			name,
			file_content: {
				__file: 'elementor',
				platform: 'elementor',
				id: 12,
				type: 'block',
				title: 'Landing',
				content: JSON.stringify( { content: [ container ] } ),
			},
		} );
		await page.goto( '/wp-admin/admin.php?page=stencilbox&path=clouds' );
		const app = page.locator( '#stencilbox-root' );
		await app
			.getByRole( 'button', { name: `Actions for ${ name }` } )
			.click();
		const downloading = page.waitForEvent( 'download' );
		await page
			.getByRole( 'menuitem', { name: /^Download for Elementor/ } )
			.click();
		const file = testInfo.outputPath( 'elementor-export.json' );
		await ( await downloading ).saveAs( file );

		// Elementor's Templates → Import, as a user does it.
		await page.goto(
			'/wp-admin/edit.php?post_type=elementor_library&tabs_group=library'
		);
		await page.locator( '#elementor-import-template-trigger' ).click();
		await page
			.locator( '#elementor-import-template-form input[type="file"]' )
			.setInputFiles( file );
		await page.locator( '#e-import-template-action' ).click();
		// Elementor's own warnings about JSON files and unfiltered uploads.
		const dialogs = page.locator( '.dialog-widget .dialog-button' );
		const listed = page.locator( '#the-list a.row-title', {
			hasText: name,
		} );
		await expect
			.poll(
				async () => {
					for ( const label of [
						'Continue',
						'Import Without Enabling',
					] ) {
						const button = dialogs
							.filter( { hasText: label } )
							.filter( { visible: true } );
						if ( await button.count() ) {
							await button.first().click();
						}
					}
					return listed.count();
				},
				{ timeout: 60_000 }
			)
			.toBe( 1 );
		await expect(
			page.locator( '#the-list tr', { hasText: name } )
		).toContainText( 'Container' );
		await shot(
			page,
			'elementor-real',
			'06-elementor-imported-cloud-file'
		);
		// It opens in Elementor's editor with the container's heading.
		const id = Number(
			await listed.evaluate( ( link ) =>
				new URL( ( link as HTMLAnchorElement ).href ).searchParams.get(
					'post'
				)
			)
		);
		expect( id ).toBeGreaterThan( 0 );
		const preview = await openElementor( page, id );
		await expect(
			preview.getByRole( 'heading', { name: 'Tides and times' } )
		).toBeVisible();
	} );

	test( '/import and /import/page make documents Elementor opens as its own; the page shows full width on the front end, and published back to the library it is an Elementor item pictured as Elementor renders it', async ( {
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const items = await admin.rest< {
			data: Array< { id: number; slug: string } >;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'elementor',
			type: 'all',
			plan: 'all',
			search: 'Harbor',
			per_page: 50,
		} );
		const idOf = ( slug: string ) =>
			(
				items.data.find( ( item ) => item.slug === slug ) as {
					id: number;
				}
			 ).id;
		const kept = await admin.rest< { post_id: number } >(
			'POST',
			'/stencilbox/v1/import',
			{ id: idOf( BLOCK_ITEM.slug ), platform: 'elementor' }
		);
		const made = await admin.rest< { post_id: number; view_link: string } >(
			'POST',
			'/stencilbox/v1/import/page',
			{
				id: idOf( 'harbor-agency-home' ),
				title: 'Harbor home',
				platform: 'elementor',
			}
		);
		for ( const [ post, type ] of [
			[ kept.post_id, 'container' ],
			[ made.post_id, 'wp-page' ],
		] as const ) {
			await openElementor( page, post );
			expect(
				await page.evaluate(
					() => ( window as any ).elementor.config.document.type
				)
			).toBe( type );
			expect(
				( await editorState( page ) ).elements.length
			).toBeGreaterThan( 0 );
		}
		expect( ( await editorState( page ) ).template ).toBe(
			'elementor_header_footer'
		);
		// The front end (a draft: its preview), as wide as the window.
		await page.goto( `/?page_id=${ made.post_id }&preview=true` );
		const heading = page.locator( '.elementor h1' ).first();
		await expect( heading ).toBeVisible();
		expect( ( await heading.boundingBox() )?.width ).toBeGreaterThan( 400 );
		expect(
			await page.evaluate( () =>
				document
					.querySelector( '[data-elementor-type]' )
					?.getAttribute( 'data-elementor-type' )
			)
		).toBe( 'wp-page' );
		await shot( page, 'elementor-real', '03-imported-page' );

		// Published back to the library from the hub screen (a draft built
		// with Elementor): an Elementor item, its picture captured in this
		// browser from Elementor's rendering.
		await page.goto(
			`/wp-admin/admin.php?page=stencilbox-hub&publish=post%3A${ made.post_id }`
		);
		// The form fills once the screen has loaded the sources (the hub's
		// list beside Elementor's admin: slow on two busy cores).
		await expect(
			page.getByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Harbor home', { timeout: 15_000 } );
		await expect(
			page.getByRole( 'button', { name: /^Harbor home/ } ).first()
		).toContainText( 'Page, built with Elementor' );
		await expect(
			page.getByText(
				/^Built with Elementor: it becomes an Elementor item/
			)
		).toBeVisible();
		const [ request, response ] = await Promise.all( [
			page.waitForRequest( /admin(%2F|\/)catalog(%2F|\/)publish/ ),
			page.waitForResponse( /admin(%2F|\/)catalog(%2F|\/)publish/, {
				timeout: 90_000,
			} ),
			page.getByRole( 'button', { name: 'Publish to library' } ).click(),
		] );
		expect( request.postDataJSON().thumbnail_capture ).toMatch(
			/^data:image\/webp;base64,/
		);
		const published = await response.json();
		expect( published.platform ).toBe( 'elementor' );
		expect( published.thumbnail ).toMatch(
			/\/stencilbox-catalog\/published\/[a-z0-9-]+-card-[0-9a-f]{10}\.webp$/
		);
		await expect(
			page
				.locator( '.components-notice' )
				.getByRole( 'link', { name: 'View it' } )
		).toHaveAttribute(
			'href',
			new RegExp( `&path=elementor/pages/${ published.slug }$` )
		);
		await shot( page, 'elementor-real', '04-published-back' );
	} );

	test( 'Create Template → Elementor → Header opens the new template in Elementor with its preview loaded, and publishing it asks where it shows', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		await page.goto(
			'/wp-admin/admin.php?page=stencilbox&path=elementor/templates'
		);
		await page
			.locator( '#stencilbox-root' )
			.getByRole( 'button', { name: 'Create Template' } )
			.first()
			.click();
		const modal = page.getByRole( 'dialog', { name: 'Create Template' } );
		await expect(
			modal.getByRole( 'radio', { name: 'Elementor' } )
		).toBeChecked();
		await modal.getByLabel( 'Type' ).selectOption( 'header' );
		await modal.getByLabel( 'Name' ).fill( 'Real header' );
		await modal.getByRole( 'button', { name: 'Create Template' } ).click();
		await page.waitForURL( /post\.php\?post=\d+&action=elementor/ );
		const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
		const preview = await openElementor( page, id );
		await expect(
			page.getByText( 'The preview could not be loaded' )
		).toHaveCount( 0 );
		await expect( preview.locator( `.elementor-${ id }` ) ).toHaveCount(
			1
		);
		await createElements( page, [ 'container' ] );
		await expect(
			preview.locator( `.elementor-${ id } .elementor-element` )
		).toHaveCount( 1 );
		await shot( page, 'elementor-real', '04-template-in-elementor' );
		// Published from Elementor; a visitor still never reaches it by its
		// address, nor by Elementor's preview address (only its display
		// conditions show it).
		await page.evaluate( () =>
			( window as any ).$e.run( 'document/save/publish' )
		);
		// A header that shows nowhere yet: published, it asks where it shows,
		// as the block editor does.
		const conditions = page.getByRole( 'dialog', {
			name: 'Where Do You Want to Display This Template',
		} );
		await expect( conditions ).toBeVisible( { timeout: 30_000 } );
		await expect(
			conditions.getByText( 'This template is displayed nowhere yet.', {
				exact: false,
			} )
		).toBeVisible();
		await shot(
			page,
			'elementor-real',
			'05-template-published-conditions'
		);
		await conditions
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click();
		await expect( conditions ).toHaveCount( 0 );
		await expect
			.poll( () =>
				admin
					.rest< { status: string } >(
						'GET',
						`/wp/v2/stencilbox-templates/${ id }`
					)
					.then( ( template ) => template.status )
			)
			.toBe( 'publish' );
		// Signed out (a new context would otherwise take the admin's storage state).
		const visitor = await page
			.context()
			.browser()!
			.newContext( { storageState: { cookies: [], origins: [] } } );
		const origin = new URL( page.url() ).origin;
		for ( const query of [ '', `&elementor-preview=${ id }` ] ) {
			const response = await visitor.request.get(
				`${ origin }/?post_type=stencilbox_template&p=${ id }${ query }`
			);
			expect( response.status(), query ).toBe( 404 );
		}
		await visitor.close();
	} );
} );
