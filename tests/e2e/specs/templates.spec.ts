/**
 * Saved templates and display conditions (issue [8]) on a block theme
 * (Twenty Twenty-Five) and a classic theme (Twenty Twenty-One): a header
 * made in the block editor and shown on the entire site except the front
 * page; a single-post template limited to one category; a kit template is
 * refused until forced after the warning. Screenshots of every screen and
 * modal go to artifacts/screenshots/.
 */
import path from 'node:path';
import { test, expect, type RequestUtils } from '../test';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ADMIN_PAGE,
	conditionsDialog,
	logInThroughForm,
	publishTemplate,
} from '../utils';

const THEMES = [
	{ stylesheet: 'twentytwentyfive', name: 'Twenty Twenty-Five' },
	{ stylesheet: 'twentytwentyone', name: 'Twenty Twenty-One' },
] as const;

/**
 * Where a screenshot goes.
 *
 * @param name File name.
 */
function shot( name: string ): string {
	return path.join(
		process.env.WP_ARTIFACTS_PATH as string,
		'screenshots',
		name
	);
}

/**
 * Deletes every saved template (kits too), so tests do not see each other's.
 *
 * @param requestUtils REST helper.
 */
async function deleteAllTemplates( requestUtils: RequestUtils ) {
	for ( const platform of [ 'gutenberg', 'elementor' ] ) {
		const list = ( await requestUtils.rest( {
			path: '/stencilbox/v1/saved-templates',
			params: { platform },
		} ) ) as { items: { id: number }[] };
		for ( const item of list.items ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/stencilbox/v1/saved-templates/delete',
				data: { id: item.id, force: true, confirm: true },
			} );
		}
	}
}

/**
 * Switches the site's theme (the e2e fixtures plugin).
 *
 * @param requestUtils REST helper.
 * @param stylesheet   Theme.
 */
async function switchTheme( requestUtils: RequestUtils, stylesheet: string ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/stencilbox-e2e/v1/theme',
		data: { stylesheet },
	} );
}

/**
 * A published post.
 *
 * @param requestUtils REST helper.
 * @param title        Title.
 * @param categories   Category ids.
 */
async function publishPost(
	requestUtils: RequestUtils,
	title: string,
	categories: number[] = []
): Promise< { id: number; link: string } > {
	return ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title,
			status: 'publish',
			content: `<!-- wp:paragraph --><p>Body of ${ title }</p><!-- /wp:paragraph -->`,
			...( categories.length ? { categories } : {} ),
		},
	} ) ) as { id: number; link: string };
}

/**
 * A page as a visitor (no WordPress session) sees it.
 *
 * @param browser Browser.
 * @param url     URL.
 */
async function visit( browser: Browser, url: string ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( url );
	return page;
}

/**
 * Creates a template from the templates screen and waits for its editor.
 *
 * @param page  Page.
 * @param type  Type value.
 * @param title Name.
 * @param snap  Screenshot name of the filled modal, if any.
 * @return The new template's id.
 */
async function createFromList(
	page: Page,
	type: string,
	title: string,
	snap?: string
): Promise< number > {
	await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
	const app = page.locator( '#stencilbox-root' );
	// In the toolbar, or in the empty state of an empty list.
	await app.getByRole( 'button', { name: 'Create Template' } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Create Template' } );
	const create = modal.getByRole( 'button', { name: 'Create Template' } );
	await expect( create ).toBeDisabled();
	await expect(
		modal.getByRole( 'radio', { name: 'Gutenberg' } )
	).toBeChecked();
	await modal.getByLabel( 'Type' ).selectOption( type );
	await modal.getByLabel( 'Name' ).fill( title );
	if ( snap ) {
		await modal.screenshot( { path: shot( snap ) } );
	}
	await create.click();
	await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
	return Number( new URL( page.url() ).searchParams.get( 'post' ) );
}

/**
 * Opens a template's display conditions from the list.
 *
 * @param page  Page.
 * @param title Template name.
 */
async function openConditions( page: Page, title: string ) {
	await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
	await page
		.getByRole( 'button', { name: `Display conditions of “${ title }”` } )
		.click();
	return conditionsDialog( page );
}

test.describe( 'Saved templates and display conditions', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await switchTheme( requestUtils, 'twentytwentyfive' );
	} );

	for ( const theme of THEMES ) {
		test( `${ theme.name }: a header on the entire site except the front page`, async ( {
			page,
			editor,
			browser,
			requestUtils,
		} ) => {
			await switchTheme( requestUtils, theme.stylesheet );
			const post = await publishPost(
				requestUtils,
				`Header check ${ theme.stylesheet }`
			);
			const title = `Site header ${ theme.stylesheet }`;
			const text = `Stencilbox header on ${ theme.name }`;

			await createFromList(
				page,
				'header',
				title,
				`templates-new-template-modal-${ theme.stylesheet }.png`
			);
			await editor.setPreferences( 'core/edit-post', {
				welcomeGuide: false,
				fullscreenMode: false,
			} );
			await editor.insertBlock( {
				name: 'core/group',
				attributes: {
					// Custom colours: each theme has its own palette.
					layout: { type: 'flex', justifyContent: 'space-between' },
					style: {
						color: { background: '#1d2b36', text: '#ffffff' },
						spacing: {
							padding: {
								top: '1rem',
								bottom: '1rem',
								left: '2rem',
								right: '2rem',
							},
						},
					},
				},
				innerBlocks: [
					{ name: 'core/paragraph', attributes: { content: text } },
					{
						name: 'core/paragraph',
						attributes: { content: 'Shop · Journal · Contact' },
					},
				],
			} );
			await publishTemplate( page );

			const modal = await openConditions( page, title );
			await expect(
				modal.getByText( 'This template is displayed nowhere yet.', {
					exact: false,
				} )
			).toBeVisible();
			await modal
				.getByRole( 'button', { name: 'Add New Condition' } )
				.click();
			await modal
				.getByRole( 'button', { name: 'Add New Condition' } )
				.click();
			const second = modal.getByRole( 'listitem', {
				name: 'Condition 2',
			} );
			await second
				.getByLabel( 'Include or exclude' )
				.selectOption( 'exclude' );
			await second.getByLabel( 'Where' ).selectOption( 'singular' );
			await expect( second.getByLabel( 'Which' ) ).toHaveValue(
				'front_page'
			);
			await expect(
				modal
					.getByRole( 'listitem', { name: 'Condition 1' } )
					.getByLabel( 'Which' )
			).toHaveCount( 0 );
			await modal.screenshot( {
				path: shot(
					`templates-conditions-modal-${ theme.stylesheet }.png`
				),
			} );
			await modal.getByRole( 'button', { name: 'Save & Close' } ).click();
			await expect( modal ).toBeHidden();
			await expect(
				page.getByRole( 'row', { name: new RegExp( title ) } )
			).toContainText( '2 display conditions' );
			await page.screenshot( {
				path: shot( `templates-list-${ theme.stylesheet }.png` ),
			} );

			// Visitors: the post shows our header, the front page the theme's.
			const visitor = await visit( browser, post.link );
			await expect( visitor.getByText( text ) ).toBeVisible();
			await visitor.screenshot( {
				path: shot( `front-post-header-${ theme.stylesheet }.png` ),
			} );
			await visitor.goto( '/' );
			await expect( visitor.locator( 'body' ) ).not.toContainText( text );
			await expect( visitor.locator( 'header' ).first() ).toBeVisible();
			await visitor.screenshot( {
				path: shot( `front-home-${ theme.stylesheet }.png` ),
			} );
			await visitor.context().close();
		} );

		test( `${ theme.name }: a single-post template limited to one category`, async ( {
			page,
			editor,
			browser,
			requestUtils,
		} ) => {
			await switchTheme( requestUtils, theme.stylesheet );
			const category = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/categories',
				data: { name: `Recipes ${ theme.stylesheet } ${ Date.now() }` },
			} ) ) as { id: number; name: string };
			const inside = await publishPost(
				requestUtils,
				`Soup ${ theme.stylesheet }`,
				[ category.id ]
			);
			const outside = await publishPost(
				requestUtils,
				`News ${ theme.stylesheet }`
			);
			const title = `Recipe layout ${ theme.stylesheet }`;

			await createFromList( page, 'single', title );
			await editor.setPreferences( 'core/edit-post', {
				welcomeGuide: false,
				fullscreenMode: false,
			} );
			await editor.insertBlock( {
				name: 'core/paragraph',
				attributes: { content: 'Our recipe layout' },
			} );
			await editor.insertBlock( { name: 'core/post-title' } );
			await editor.insertBlock( { name: 'stencilbox/post-content' } );
			await publishTemplate( page );

			const modal = await openConditions( page, title );
			await modal
				.getByRole( 'button', { name: 'Add New Condition' } )
				.click();
			const row = modal.getByRole( 'listitem', { name: 'Condition 1' } );
			await row.getByLabel( 'Where' ).selectOption( 'singular' );
			await row.getByLabel( 'Which' ).selectOption( 'in:category' );
			await expect(
				modal.getByRole( 'button', { name: 'Save & Close' } )
			).toBeDisabled();
			const field = row.getByRole( 'combobox', { name: 'In Category' } );
			await field.fill( category.name.slice( 0, 12 ) );
			await modal.getByRole( 'option', { name: category.name } ).click();
			await modal.screenshot( {
				path: shot(
					`templates-conditions-category-${ theme.stylesheet }.png`
				),
			} );
			await modal.getByRole( 'button', { name: 'Save & Close' } ).click();
			await expect( modal ).toBeHidden();

			const visitor = await visit( browser, inside.link );
			await expect(
				visitor.getByText( 'Our recipe layout' )
			).toBeVisible();
			await expect(
				visitor.getByRole( 'heading', {
					name: `Soup ${ theme.stylesheet }`,
				} )
			).toBeVisible();
			await expect(
				visitor.getByText( `Body of Soup ${ theme.stylesheet }` )
			).toBeVisible();
			await visitor.screenshot( {
				path: shot( `front-single-category-${ theme.stylesheet }.png` ),
				fullPage: true,
			} );
			await visitor.goto( outside.link );
			await expect(
				visitor.getByText( `Body of News ${ theme.stylesheet }` )
			).toBeVisible();
			await expect( visitor.locator( 'body' ) ).not.toContainText(
				'Our recipe layout'
			);
			await visitor.context().close();
		} );
	}

	test( 'an empty list offers Create Template; Elementor without Elementor has no type', async ( {
		page,
	} ) => {
		// The Elementor list (its own navigation entry) and the Gutenberg one.
		await page.goto( `${ ADMIN_PAGE }&path=elementor/templates` );
		await expect(
			page
				.getByRole( 'navigation', { name: 'Library' } )
				.getByRole( 'link', { name: 'Templates' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			page.getByRole( 'heading', { name: 'No saved templates yet' } )
		).toBeVisible();
		await page.screenshot( {
			path: shot( 'templates-empty-elementor.png' ),
		} );
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
		await expect(
			page.getByRole( 'heading', { name: 'No saved templates yet' } )
		).toBeVisible();
		await page.screenshot( { path: shot( 'templates-empty.png' ) } );

		await page.getByRole( 'button', { name: 'Create Template' } ).click();
		const modal = page.getByRole( 'dialog', { name: 'Create Template' } );
		await modal.getByRole( 'radio', { name: 'Elementor' } ).check();
		await expect( modal.getByText( 'No type Found' ) ).toBeVisible();
		await expect(
			modal.getByRole( 'button', { name: 'Create Template' } )
		).toBeDisabled();
		await modal.screenshot( { path: shot( 'templates-new-no-type.png' ) } );
	} );

	test( "a contributor deleting an admin's template is shown invalid_permission", async ( {
		browser,
		requestUtils,
	} ) => {
		const title = `Pushed kit ${ Date.now() }`;
		await requestUtils.rest( {
			method: 'POST',
			path: '/stencilbox-e2e/v1/kit-template',
			data: { title, pushed: true },
		} );
		const login = `contrib-${ Date.now() }`;
		await requestUtils.createUser( {
			username: login,
			email: `${ login }@example.org`,
			password: 'password',
			roles: [ 'contributor' ],
		} );
		const context = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await logInThroughForm( page, login );

		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
		const row = page.getByRole( 'row', { name: new RegExp( title ) } );
		await expect( row ).toContainText( 'Pushed' );
		await page.screenshot( { path: shot( 'templates-list-pushed.png' ) } );
		await row
			.getByRole( 'button', { name: `Delete “${ title }”` } )
			.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Delete this template?',
		} );
		await confirm
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();
		await expect(
			confirm.getByText(
				'Sorry, you are not allowed to delete this template.'
			)
		).toBeVisible();
		await confirm.screenshot( {
			path: shot( 'templates-delete-not-allowed.png' ),
		} );
		await context.close();
	} );

	test( 'a kit template is refused with cant_delete_kit, then deleted after the warning', async ( {
		page,
		requestUtils,
	} ) => {
		const title = `Harbor kit footer ${ Date.now() }`;
		await requestUtils.rest( {
			method: 'POST',
			path: '/stencilbox-e2e/v1/kit-template',
			data: { title },
		} );
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
		const row = page.getByRole( 'row', { name: new RegExp( title ) } );
		await expect( row ).toContainText( 'Kit' );
		await row
			.getByRole( 'button', { name: `Delete “${ title }”` } )
			.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Delete this template?',
		} );
		await confirm.screenshot( {
			path: shot( 'templates-delete-confirm.png' ),
		} );
		await confirm
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();

		const warning = page.getByRole( 'dialog', {
			name: 'This template is part of a kit',
		} );
		await expect( warning ).toBeVisible();
		await warning.screenshot( {
			path: shot( 'templates-delete-kit.png' ),
		} );
		await warning.getByRole( 'button', { name: 'Delete anyway' } ).click();
		await expect( warning ).toBeHidden();
		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( 'Successfully Deleted' )
		).toBeVisible();
		await expect( row ).toHaveCount( 0 );
	} );
} );
