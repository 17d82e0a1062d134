/**
 * The hub owner's screen (Stencilbox → Settings): accounts, plans,
 * verification, API keys.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, logInThroughForm } from '../utils';
import { signUpLibrary } from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

test.describe( 'Hub administration', () => {
	test( 'sets a plan, verifies an account and revokes its key, which signs it out', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		const stamp = Date.now();
		const email = `member-${ stamp }@example.org`;
		const admin = await SiteRest.login( baseURL as string );
		const login = `author-${ stamp }`;
		await admin.createUser( login, 'author' );
		await admin.dispose();

		// The author signs up in their own browser.
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const author = await context.newPage();
		await logInThroughForm( author, login );
		const authorSite = await SiteRest.login(
			baseURL as string,
			login,
			'password'
		);
		await signUpLibrary( authorSite, email, 'Mia', 'Stone' );
		await authorSite.dispose();
		await author.goto( `${ ADMIN_PAGE }&path=clouds/profile` );
		const authorApp = author.locator( '#stencilbox-root' );
		await expect(
			authorApp.getByText( 'unlimited local sites and 2 live sites' )
		).toBeVisible();
		await expect(
			authorApp.locator( '.stencilbox-verification-banner' )
		).toBeVisible();

		// The hub owner finds the account and changes it.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
		await page
			.getByRole( 'searchbox', { name: 'Search accounts' } )
			.fill( email );
		const row = page.getByRole( 'row' ).filter( { hasText: email } );
		await expect( row ).toHaveCount( 1 );
		// The row shows a change at once; Sync must read the saved ones.
		const saved = ( field: string ) =>
			page.waitForResponse(
				( response ) =>
					/admin\/accounts\/\d+/.test( response.url() ) &&
					response.request().method() === 'POST' &&
					( response.request().postData() ?? '' ).includes( field )
			);
		const planSaved = saved( '"plan"' );
		await row
			.getByRole( 'combobox', { name: `Plan of ${ email }` } )
			.selectOption( 'pro_lifetime' );
		expect( ( await planSaved ).ok() ).toBe( true );
		const verifySaved = saved( '"is_verified"' );
		// The toggle follows the saved account: it turns on once the hub
		// answers (check() would want it on at once, which a busy machine
		// does not give).
		await row
			.getByRole( 'checkbox', { name: `Verified: ${ email }` } )
			.click();
		expect( ( await verifySaved ).ok() ).toBe( true );
		await expect(
			row.getByRole( 'checkbox', { name: `Verified: ${ email }` } )
		).toBeChecked();

		// The member sees the new plan after a sync: no free notice, no banner.
		await authorApp.getByRole( 'button', { name: 'Sync cloud' } ).click();
		await expect(
			author
				.locator( '.stencilbox-toasts' )
				.getByText( 'Successfully Synced Account' )
		).toBeVisible();
		await expect(
			authorApp.getByText( 'unlimited local sites and 2 live sites' )
		).toHaveCount( 0 );
		await expect(
			authorApp.locator( '.stencilbox-verification-banner' )
		).toHaveCount( 0 );

		// Revoking the site's key signs the member out with the failed flag.
		await row.getByRole( 'button', { name: 'Manage keys' } ).click();
		const keys = page.getByRole( 'dialog', {
			name: `API keys of ${ email }`,
		} );
		await keys.getByRole( 'button', { name: 'Revoke' } ).click();
		await page
			.getByRole( 'dialog', { name: 'Revoke this API key?' } )
			.getByRole( 'button', { name: 'Revoke' } )
			.click();
		await expect( keys.getByText( 'Revoked' ) ).toBeVisible();

		await authorApp.getByRole( 'button', { name: 'Sync cloud' } ).click();
		await expect.poll( () => currentPath( author ) ).toBe( 'sign-in' );
		await expect(
			authorApp.getByText(
				'Your Stencilbox session has ended. Please sign in again.'
			)
		).toBeVisible();
		expect(
			new URL( author.url() ).searchParams.get( 'redirect-to' )
		).toBe( 'clouds/profile' );
		await context.close();
	} );

	test( 'the Library hub asks before it re-seeds the demo', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		const hub = page.locator( '#stencilbox-hub-root' );
		await page
			.getByRole( 'button', { name: 'Seed the demo again' } )
			.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Seed the demo again?',
		} );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toHaveCount( 0 );
		await expect( hub.getByText( /^Done:/ ) ).toHaveCount( 0 );

		await page
			.getByRole( 'button', { name: 'Seed the demo again' } )
			.click();
		await confirm.getByRole( 'button', { name: 'Seed again' } ).click();
		await expect( hub.getByText( /^Done: \d+ packs/ ) ).toBeVisible();
	} );

	test( 'Export library downloads the library as a bundle', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		// The link's nonce must reach admin-post as a parameter (an
		// HTML-escaped `&amp;` made it "The link you followed has expired").
		const downloading = page.waitForEvent( 'download' );
		await page.getByRole( 'link', { name: 'Export library' } ).click();
		const download = await downloading;
		expect( download.suggestedFilename() ).toMatch(
			/^stencilbox-library-\d{4}-\d{2}-\d{2}\.zip$/
		);
		const bytes = await readFile( await download.path() );
		expect( bytes.subarray( 0, 2 ).toString() ).toBe( 'PK' );
		expect( bytes.includes( 'catalogue.json' ) ).toBe( true );
	} );
} );
