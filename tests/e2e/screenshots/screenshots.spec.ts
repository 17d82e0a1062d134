/**
 * readme.txt's five screenshots, each from the real screen and checked to
 * show what its caption says before it is saved as
 * assets/screenshot-N.png (WordPress.org's SVN assets folder). Run with
 * `npm run screenshots` (playwright.config.ts beside this file).
 */
import path from 'node:path';
import { test, expect } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';

const assets = path.resolve( __dirname, '../../../assets' );

/** A demo block that needs plugins: its details list them. */
const ITEM = {
	path: 'gutenberg/blocks/booking-request-form',
	name: 'Booking Request Form',
	plugins: [ 'Stencilbox Forms Pro', 'Stencilbox Demo Helper' ],
};

/**
 * Saves the page as it is, without the dev site's database label in the
 * admin bar (the SQLite integration's, not part of WordPress or ours).
 *
 * @param page   Page.
 * @param number The screenshot's number in readme.txt.
 * @param area   The window (default), the whole page, or a part of the page.
 */
async function save(
	page: Page,
	number: number,
	area:
		| 'window'
		| 'page'
		| { x: number; y: number; width: number; height: number } = 'window'
) {
	await page.screenshot( {
		path: path.join( assets, `screenshot-${ number }.png` ),
		fullPage: area !== 'window',
		clip: typeof area === 'object' ? area : undefined,
		animations: 'disabled',
		caret: 'hide',
		style: '#wp-admin-bar-sqlite-db-integration { display: none !important; }',
	} );
}

/**
 * Waits until nothing inside is loading: no spinner, every image drawn.
 *
 * @param where Locator.
 */
async function settled( where: Locator ) {
	await expect( where.locator( '.components-spinner' ) ).toHaveCount( 0 );
	await expect
		.poll( () =>
			where.evaluate( ( element ) =>
				[ ...element.querySelectorAll( 'img' ) ].every(
					( image ) => image.complete && image.naturalWidth > 0
				)
			)
		)
		.toBe( true );
}

test.describe.configure( { mode: 'serial' } );

test( '1. The library in the block editor: packs, pages and blocks with previews', async ( {
	admin,
	page,
} ) => {
	await admin.createNewPost();
	await page.getByRole( 'button', { name: 'Stencilbox library' } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
	const nav = modal.getByRole( 'navigation', { name: 'Library' } );
	for ( const section of [ 'Packs', 'Blocks', 'Pages' ] ) {
		await expect(
			nav.getByRole( 'button', { name: section } )
		).toBeVisible();
	}
	await expect(
		modal.locator( '.stencilbox-item-card' ).first()
	).toBeVisible();
	await settled( modal );
	await save( page, 1 );
} );

test( '2. An item’s details, with Insert and the plugins it needs', async ( {
	page,
} ) => {
	await page.goto( `${ ADMIN_PAGE }&path=${ ITEM.path }` );
	await expect(
		page.getByRole( 'heading', { name: ITEM.name, level: 1 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Insert', exact: true } )
	).toBeVisible();
	const facts = page.locator( '.stencilbox-item-sidebar__card' ).filter( {
		hasText: 'Required plugins',
	} );
	for ( const plugin of ITEM.plugins ) {
		await expect(
			page.getByRole( 'link', { name: plugin } )
		).toBeVisible();
	}
	await settled( page.locator( '#stencilbox-root' ) );
	// From the top of the page down to the box that lists the plugins.
	const bottom = await facts.evaluate(
		( element ) =>
			element.getBoundingClientRect().bottom +
			element.ownerDocument.defaultView!.scrollY
	);
	await save( page, 2, {
		x: 0,
		y: 0,
		width: page.viewportSize()!.width,
		height: Math.ceil( bottom + 24 ),
	} );
} );

test( '3. Stencilbox patterns in the block inserter', async ( {
	admin,
	page,
} ) => {
	await admin.createNewPost();
	await page
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	const inserter = page.getByRole( 'region', { name: 'Block Library' } );
	await inserter.getByRole( 'tab', { name: 'Patterns' } ).click();
	await inserter.getByRole( 'tab', { name: 'Stencilbox' } ).click();
	const list = page.getByRole( 'listbox', { name: 'Stencilbox' } );
	// The previews come in a few at a time, each drawn in a frame of its
	// own: wait until the first ones fill the panel, images and all.
	const shown = 4;
	await expect
		.poll(
			() =>
				list.locator( 'iframe' ).evaluateAll(
					( frames, count ) =>
						frames.length >= count &&
						frames.slice( 0, count ).every( ( frame ) => {
							const doc = ( frame as HTMLIFrameElement )
								.contentDocument;
							return (
								doc?.readyState === 'complete' &&
								!! doc.querySelector(
									'.is-root-container > *'
								) &&
								[ ...doc.querySelectorAll( 'img' ) ].every(
									( image ) =>
										image.complete && image.naturalWidth > 0
								)
							);
						} ),
					shown
				),
			{ timeout: 60_000 }
		)
		.toBe( true );
	await save( page, 3 );
} );

test( '4. Stencilbox → Settings: the hub, inserter patterns, where plugins and themes come from, and what deleting the plugin removes', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
	for ( const heading of [
		'Hub',
		'Block editor',
		'Plugins and themes',
		'Deleting Stencilbox',
	] ) {
		await expect(
			page.getByRole( 'heading', { name: heading, exact: true } )
		).toBeVisible();
	}
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Show the library in the block inserter',
		} )
	).toBeChecked();
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Also install plugins and themes from my hub',
		} )
	).not.toBeChecked();
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Also delete Stencilbox’s content when the plugin is deleted',
		} )
	).toBeVisible();
	await settled( page.locator( '#wpbody' ) );
	await save( page, 4, 'page' );
} );

test( '5. Stencilbox’s checks in Tools → Site Health', async ( { page } ) => {
	await page.goto( '/wp-admin/site-health.php' );
	// Passing tests sit in a closed list; both of ours show wherever they land.
	await page.getByRole( 'button', { name: 'Passed tests' } ).click();
	// The hub test runs after the page has loaded (a REST request).
	const hub = page.getByRole( 'button', { name: /Stencilbox’s hub/ } );
	const imports = page.getByRole( 'button', {
		name: /Stencilbox full-site import/,
	} );
	await expect( hub ).toBeVisible( { timeout: 60_000 } );
	await expect( imports ).toBeVisible();
	await hub.click();
	await imports.click();
	await expect(
		page.getByText( 'Library account key: accepted' )
	).toBeVisible();
	await expect(
		page.getByText( 'PHP zip extension: available' )
	).toBeVisible();
	// The two, opened, from the top of the window.
	const tops = await Promise.all(
		[ hub, imports ].map(
			async ( button ) => ( await button.boundingBox() )?.y ?? 0
		)
	);
	await page.evaluate(
		( top ) => window.scrollBy( 0, top - 48 ),
		Math.min( ...tops )
	);
	// No focus ring left on the last one clicked.
	await imports.blur();
	await save( page, 5 );
} );
