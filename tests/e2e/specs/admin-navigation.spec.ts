/**
 * The admin page: header navigation, the query-based router and its rules.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, libraryNav } from '../utils';

test.describe( 'Admin page', () => {
	test( 'opens on the platform the site can use, remembers the switcher, and navigates with the header', async ( {
		page,
	} ) => {
		// No Elementor on this site: the block editor's packs (issue [15] #3).
		await page.goto( ADMIN_PAGE );
		await expect( page ).toHaveURL( /path=gutenberg%2Fpacks/ );
		// The user's choice is remembered: the next visit opens Elementor.
		await page
			.getByRole( 'group', { name: 'Editor' } )
			.getByRole( 'button', { name: 'Elementor' } )
			.click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/packs' );
		await page.goto( ADMIN_PAGE );
		await expect( page ).toHaveURL( /path=elementor%2Fpacks/ );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: 'Stencilbox', exact: true } )
		).toBeVisible();

		const nav = libraryNav( page );
		await expect( nav.getByRole( 'link' ) ).toHaveText( [
			'Packs',
			'Pages',
			'Blocks',
			'Templates',
			'My Cloud',
			// The full-site imports, for users with stencilbox_fsi (admins).
			'Imports',
		] );
		await expect(
			nav.getByRole( 'link', { name: 'Packs' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			page.getByRole( 'heading', { name: 'Packs' } )
		).toBeVisible();

		await nav.getByRole( 'link', { name: 'Pages' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/pages' );
		await expect(
			nav.getByRole( 'link', { name: 'Pages' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			page.getByRole( 'heading', { name: 'Pages' } )
		).toBeVisible();

		await nav.getByRole( 'link', { name: 'Blocks' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/blocks' );

		await nav.getByRole( 'link', { name: 'Templates' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/templates' );

		// My Cloud needs a library account: a signed-out user lands on sign-in.
		await nav.getByRole( 'link', { name: 'My Cloud' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		expect( new URL( page.url() ).searchParams.get( 'redirect-to' ) ).toBe(
			'clouds'
		);
		await expect(
			page.getByRole( 'tab', { name: 'Sign In' } )
		).toBeVisible();

		// History works like any page: back returns to the last screen.
		await page.goBack();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/templates' );
		// The host page's own argument is never lost.
		expect( new URL( page.url() ).searchParams.get( 'page' ) ).toBe(
			'stencilbox'
		);

		// The list of full-site imports (revert) is one click away.
		await nav.getByRole( 'link', { name: 'Imports' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'site-imports' );
		await expect(
			nav.getByRole( 'link', { name: 'Imports' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			page.getByRole( 'heading', {
				name: 'Full-site imports',
				exact: true,
			} )
		).toBeVisible();
	} );

	test( 'the editor switcher changes platform and the navigation', async ( {
		page,
	} ) => {
		await page.goto( `${ ADMIN_PAGE }&path=elementor/blocks` );
		const switcher = page.getByRole( 'group', { name: 'Editor' } );
		await expect(
			switcher.getByRole( 'button', { name: 'Elementor' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await switcher.getByRole( 'button', { name: 'Gutenberg' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/blocks' );
		await expect(
			switcher.getByRole( 'button', { name: 'Gutenberg' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		// Gutenberg's order, and no Templates item.
		await expect( libraryNav( page ).getByRole( 'link' ) ).toHaveText( [
			'Packs',
			'Blocks',
			'Pages',
			'My Cloud',
			'Imports',
		] );
		await expect(
			libraryNav( page ).getByRole( 'link', { name: 'Blocks' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	test( 'applies the path rules: ../ prefix, unknown paths, dropped arguments', async ( {
		page,
	} ) => {
		await page.goto(
			`${ ADMIN_PAGE }&path=../gutenberg/pages&closing=1&isGutenbergEditor=1&platform=gutenberg&q=hero`
		);
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/pages' );
		const params = new URL( page.url() ).searchParams;
		expect( params.get( 'closing' ) ).toBeNull();
		expect( params.get( 'isGutenbergEditor' ) ).toBeNull();
		expect( params.get( 'platform' ) ).toBeNull();
		expect( params.get( 'q' ) ).toBe( 'hero' );

		// Navigation links leave the search behind.
		await expect(
			libraryNav( page ).getByRole( 'link', { name: 'Blocks' } )
		).not.toHaveAttribute( 'href', /q=hero/ );

		await page.goto( `${ ADMIN_PAGE }&path=no/such/screen` );
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/packs' );
	} );

	test( 'has no console errors on load', async ( { page } ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				errors.push( message.text() );
			}
		} );
		await page.goto( ADMIN_PAGE );
		await expect(
			page.getByRole( 'heading', { name: 'Packs' } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
} );
