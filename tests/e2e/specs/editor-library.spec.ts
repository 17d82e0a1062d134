/**
 * The library inside the block editor: header button, library block, modal.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { libraryNav } from '../utils';

test.describe( 'Library in the block editor', () => {
	test( 'on a right-to-left page the lazy chunks load their RTL styles', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		// What WordPress prints for a right-to-left locale (<html dir="rtl">).
		await page.evaluate( () => {
			document.documentElement.dir = 'rtl';
		} );
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: 'Stencilbox' } )
		).toBeVisible();
		const links = page.locator( 'link[href*="/stencilbox/build/"]' );
		const rtl = page.locator(
			'link[href*="/stencilbox/build/library-rtl.css?ver="]'
		);
		await expect( rtl ).toHaveCount( 1 );
		// Loaded (a sheet with rules, once the browser has fetched it: the
		// link may still be loading when the dialog shows), and the
		// left-to-right file is not.
		await expect
			.poll( () =>
				rtl.evaluate(
					( link: HTMLLinkElement ) =>
						link.sheet?.cssRules.length ?? 0
				)
			)
			.toBeGreaterThan( 0 );
		expect(
			await links.evaluateAll( ( all ) =>
				all
					.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
					.filter( ( href ) => /\/chunks\/[^/]+\.css$/.test( href ) )
			)
		).toEqual( [] );
	} );

	test( 'the header button opens the library lazily; Escape closes it and returns focus', async ( {
		admin,
		page,
	} ) => {
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /stencilbox\/build\/chunks\//.test( request.url() ) ) {
				chunks.push( request.url() );
			}
		} );
		await admin.createNewPost();
		const button = page.getByRole( 'button', {
			name: 'Stencilbox library',
		} );
		await expect( button ).toBeVisible();
		// Nothing of the app is fetched on a plain editor load.
		expect( chunks ).toEqual( [] );
		// Named on screen beside its mark (issue [23] G: the mark alone was
		// hard to find), with a tooltip; Enter opens it from the keyboard.
		await expect( button ).toHaveText( 'Stencilbox' );
		await button.focus();
		await expect(
			page.getByRole( 'tooltip', { name: 'Stencilbox library' } )
		).toBeVisible();

		await page.keyboard.press( 'Enter' );
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		expect(
			chunks.some( ( url ) => /library\.[0-9a-f]+\.js/.test( url ) )
		).toBe( true );

		// Inside Gutenberg: default route gutenberg/packs, Gutenberg's nav, no switcher.
		await expect( libraryNav( page ).getByRole( 'button' ) ).toHaveText( [
			'Packs',
			'Blocks',
			'Pages',
			'My Cloud',
		] );
		await expect(
			libraryNav( page ).getByRole( 'button', { name: 'Packs' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			modal.getByRole( 'group', { name: 'Editor' } )
		).toHaveCount( 0 );

		// Navigating inside the modal leaves the editor's URL alone.
		const editorUrl = page.url();
		await libraryNav( page )
			.getByRole( 'button', { name: 'Blocks' } )
			.click();
		await expect(
			modal.getByRole( 'heading', { name: 'Blocks' } )
		).toBeVisible();
		expect( page.url() ).toBe( editorUrl );

		await page.keyboard.press( 'Escape' );
		await expect( modal ).toBeHidden();
		await expect( button ).toBeFocused();
	} );

	test( 'the library block opens the same modal; the close button closes it', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'stencilbox/library' } );
		const open = editor.canvas.getByRole( 'button', {
			name: 'Open library',
		} );
		await expect( open ).toBeVisible();
		await open.click();

		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		await expect(
			modal.getByRole( 'heading', { name: 'Packs' } )
		).toBeVisible();

		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click();
		await expect( modal ).toBeHidden();
		await expect( open ).toBeFocused();
		// The placeholder block is still there to open the library again.
		expect(
			( await editor.getBlocks() ).map( ( block ) => block.name )
		).toEqual( [ 'stencilbox/library' ] );
	} );

	test( 'the more menu and the command palette open the library too', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Options' } )
			.click();
		await page
			.getByRole( 'menuitem', { name: 'Open Stencilbox library' } )
			.click();
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( modal ).toBeHidden();

		await page.keyboard.press( 'ControlOrMeta+k' );
		await page
			.getByRole( 'combobox', { name: 'Search commands and settings' } )
			.fill( 'Stencilbox' );
		await page
			.getByRole( 'option', { name: 'Open Stencilbox library' } )
			.click();
		await expect( modal ).toBeVisible();
	} );
} );
