/**
 * Security [5]: a bundle full of hostile content (tests/fixtures/
 * catalogue-hostile) is imported on the hub, and one item's content is then
 * stored unfiltered, as an old install or a careless hub would hold it. The
 * library is walked on the admin page and in the block editor, and items are
 * inserted: every payload would set `top.stencilboxPwned`; none may run, no
 * dialog may open, no error may come from our code, and every inserted block
 * stays valid. The editor's test also runs in the remote-hub project (site
 * B inserting from hub A).
 */
import path from 'node:path';

import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, recordToasts } from '../utils';
import { zipFolder } from '../utils/bundle';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { pwned } from '../utils/hostile';
import { SiteRest } from '../utils/site-rest';

const HUB = process.env.WP_BASE_URL as string;
const FIXTURE = path.join( __dirname, '../../fixtures/catalogue-hostile' );

/** Raw markup for the way-out check: what the hub's writer would never store. */
const RAW_CARD = [
	'<!-- wp:paragraph -->',
	'<p>Raw <img src="x" onerror="top.stencilboxPwned=\'raw-onerror\'"> content.</p>',
	'<!-- /wp:paragraph -->',
	'',
	'<!-- wp:html -->',
	"<script>top.stencilboxPwned='raw-script'</script><p>Raw HTML.</p>",
	'<!-- /wp:html -->',
].join( '\n' );

/**
 * Watches a page for what a payload would cause.
 *
 * @param page Page.
 */
function watch( page: Page ) {
	const seen: string[] = [];
	page.on( 'dialog', async ( dialog ) => {
		seen.push( `dialog: ${ dialog.message() }` );
		await dialog.dismiss();
	} );
	page.on( 'pageerror', ( error ) => {
		if ( /stencilbox/i.test( `${ error.stack ?? error.message }` ) ) {
			seen.push( `error: ${ error.message }` );
		}
	} );
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' &&
			/plugins\/stencilbox\//.test( message.location().url ?? '' )
		) {
			seen.push( `console: ${ message.text() }` );
		}
	} );
	return seen;
}

test.describe( 'Hostile catalogue content', () => {
	let ids: number[] = [];

	test.beforeAll( async () => {
		const hub = await SiteRest.login( HUB );
		const report = await hub.upload< { items: number } >(
			'/stencilbox-hub/v1/admin/catalog/import',
			'bundle',
			'hostile.zip',
			zipFolder( FIXTURE, [ 'README.md' ] )
		);
		expect( report.items ).toBe( 3 );
		await hub.rest( 'POST', '/stencilbox-e2e/v1/raw-content', {
			slug: 'mallory-card',
			platform: 'gutenberg',
			content: RAW_CARD,
		} );
		ids = [];
		for ( const platform of [ 'gutenberg', 'elementor' ] ) {
			const page = await hub.rest< { data: Array< { id: number } > } >(
				'GET',
				'/stencilbox/v1/items',
				{ platform, search: 'mallory', type: 'block' }
			);
			ids.push( ...page.data.map( ( item ) => item.id ) );
		}
		await hub.dispose();
	} );

	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test.afterAll( async () => {
		const hub = await SiteRest.login( HUB );
		for ( const id of ids ) {
			await hub.rest(
				'DELETE',
				`/stencilbox-hub/v1/admin/catalog/items/${ id }`,
				{ confirm: true }
			);
		}
		await hub.dispose();
	} );

	test( 'the admin page lists, previews and details hostile items without running them', async ( {
		page,
	} ) => {
		const seen = watch( page );
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks&q=mallory` );
		const preview = page.locator( '.stencilbox-item-card', {
			hasText: 'Mallory Preview',
		} );
		await expect( preview ).toBeVisible();
		// The name lost its markup; the card draws the blocks in a frame
		// without scripts.
		await expect( preview ).not.toContainText( 'onerror' );
		const frame = preview.locator( 'iframe' );
		await expect( frame ).toHaveAttribute( 'sandbox', 'allow-same-origin' );
		await expect(
			frame.contentFrame().getByText( 'Raw HTML stays.' )
		).toBeVisible();
		await expect(
			page.locator( '.stencilbox-item-card', { hasText: 'Mallory Card' } )
		).toBeVisible();

		await preview.locator( '.stencilbox-item-card__link' ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Mallory Preview' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Previewed from its blocks.' )
		).toBeVisible();
		await expect( page.locator( 'a[href^="javascript:"]' ) ).toHaveCount(
			0
		);

		// The Elementor variant and the card with a hostile SVG picture.
		await page.goto( `${ ADMIN_PAGE }&path=elementor/blocks&q=mallory` );
		await page
			.locator( '.stencilbox-item-card__link', {
				hasText: 'Mallory Preview',
			} )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'Mallory Preview' } )
		).toBeVisible();
		await page.goto(
			`${ ADMIN_PAGE }&path=gutenberg/blocks/mallory-card&platform=gutenberg`
		);
		await expect(
			page.getByRole( 'heading', { name: 'Mallory Card' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Screenshots', exact: true } )
			.click();
		await expect(
			page.getByRole( 'dialog' ).locator( 'img' )
		).toBeVisible();

		expect( await pwned( page ) ).toEqual( [] );
		expect( seen ).toEqual( [] );
	} );

	test( 'the block editor previews and inserts hostile items as valid blocks, and nothing runs @remote', async ( {
		admin,
		editor,
		page,
		baseURL,
	} ) => {
		const email = `hostile-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
		const seen = watch( page );
		await admin.createNewPost();
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		// Found by search: a remote hub's plain lists stay cached on the site
		// for 5 minutes, searches are asked afresh.
		const findMallory = async () => {
			await modal
				.getByRole( 'navigation', { name: 'Library' } )
				.getByRole( 'button', { name: 'Blocks' } )
				.click();
			const search = modal.getByRole( 'searchbox', {
				name: 'Search Blocks',
			} );
			await search.fill( 'mallory' );
			await search.press( 'Enter' );
		};
		const insert = async ( name: string ) => {
			await modal
				.locator( '.stencilbox-item-card__link', { hasText: name } )
				.click();
			await modal
				.getByRole( 'button', { name: 'Insert', exact: true } )
				.click();
		};
		await findMallory();
		const card = modal.locator( '.stencilbox-item-card', {
			hasText: 'Mallory Preview',
		} );
		await expect(
			card
				.locator( 'iframe' )
				.contentFrame()
				.getByText( 'Raw HTML stays.' )
		).toBeVisible();
		expect( await pwned( page ) ).toEqual( [] );

		// Filtered on the way in (the bundle) and on the way out (the raw card).
		const toasts = await recordToasts( page );
		const inserted = ( name: string ) => ( {
			toBeShown: () => toasts( `${ name } was inserted.` ),
		} );
		await insert( 'Mallory Preview' );
		await inserted( 'Mallory Preview' ).toBeShown();
		await expect( modal ).toBeHidden();
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		await findMallory();
		await insert( 'Mallory Card' );
		await inserted( 'Mallory Card' ).toBeShown();
		await expect( modal ).toBeHidden();

		const blocks: Array< [ string, boolean ] > = await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( block: { name: string; isValid: boolean } ) => [
					block.name,
					block.isValid,
				] )
		);
		expect( blocks.length ).toBeGreaterThanOrEqual( 6 );
		expect( blocks.filter( ( [ , valid ] ) => ! valid ) ).toEqual( [] );
		const html: string = await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		);
		expect( html ).toContain( 'Raw HTML stays.' );
		expect( html ).toContain( 'Raw HTML.' );
		// Parsed as HTML: no script element, no handler attribute, no script URL.
		const live = await page.evaluate( ( markup: string ) => {
			const doc = new DOMParser().parseFromString( markup, 'text/html' );
			const found: string[] = [];
			doc.querySelectorAll( '*' ).forEach( ( element ) => {
				if (
					[ 'SCRIPT', 'IFRAME', 'OBJECT', 'EMBED' ].includes(
						element.tagName
					)
				) {
					found.push( element.tagName );
				}
				for ( const attribute of Array.from( element.attributes ) ) {
					if (
						/^on/i.test( attribute.name ) ||
						/^\s*(javascript|data|vbscript):/i.test(
							attribute.value
						)
					) {
						found.push(
							`${ element.tagName } ${ attribute.name }`
						);
					}
				}
			} );
			return found;
		}, html );
		expect( live ).toEqual( [] );

		// The canvas (an iframe that runs the editor's scripts) ran nothing.
		await expect(
			editor.canvas.getByText( 'Raw HTML stays.' )
		).toBeVisible();
		expect( await pwned( page ) ).toEqual( [] );
		expect( seen ).toEqual( [] );
	} );
} );
