/**
 * The library in the core block inserter (issue [11]): the "Stencilbox"
 * pattern category lists the items the account may use, and inserting one
 * goes through the library's insert flow (local images, the item's blocks).
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { recordToasts } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';

test.describe( 'Library patterns in the block inserter', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test( 'the Stencilbox category lists usable items; inserting one copies its images', async ( {
		admin,
		editor,
		page,
		baseURL,
	} ) => {
		const email = `inserter-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
		await admin.createNewPost();

		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
		const inserter = page.getByRole( 'region', {
			name: 'Block Library',
		} );
		await inserter.getByRole( 'tab', { name: 'Patterns' } ).click();
		await inserter.getByRole( 'tab', { name: 'Stencilbox' } ).click();
		const list = page.getByRole( 'listbox', { name: 'Stencilbox' } );
		// The inserter draws its pattern previews one at a time in the
		// browser's idle time (BlockPreview.Async), and an option has no
		// size until its preview is drawn: with the items listed before it,
		// more than 5 s on a machine running the suite's three lanes.
		await expect(
			list.getByRole( 'option', { name: 'Sunrise Hero' } )
		).toBeVisible( { timeout: 30_000 } );
		// A pro item the free account may not use is not offered.
		await expect(
			list.getByRole( 'option', { name: 'Saffron Menu' } )
		).toHaveCount( 0 );
		await page.screenshot( {
			path: `${ process.env.WP_ARTIFACTS_PATH }/inserter-patterns.png`,
		} );

		const toastShown = await recordToasts( page );
		await list.getByRole( 'option', { name: 'Sunrise Hero' } ).click();
		await toastShown( 'Sunrise Hero was inserted.' );
		const html = await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		);
		// The item's own blocks, with its image copied into this site.
		expect( html ).toContain( `${ baseURL }/wp-content/uploads/` );
		expect( html ).not.toMatch( /plugins\/[^"]*sunrise-hero\.svg/ );
		expect( html ).not.toContain( '"patternName":"stencilbox/' );
		const blocks = await editor.getBlocks();
		expect( blocks.length ).toBeGreaterThan( 0 );
	} );
} );
