/**
 * The account journey (issue [2]): sign up → verify by mail → sign out →
 * forgot password: reset by mail, sign in with the new password (issue
 * [23] B) → sign out → sign in with an API key → global
 * sign-in seen by another WordPress user → logout. The `remote-hub` project
 * runs this same file on a site whose hub is another site.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, logInThroughForm } from '../utils';
import { SiteRest } from '../utils/site-rest';
import { firstLink, waitForMail } from '../utils/mailbox';

const PASSWORD = 'Str0ngPass9';
const NEW_PASSWORD = 'Fr3shPass42';

async function openAccountMenu( page: Page ) {
	await page.getByRole( 'button', { name: 'Account', exact: true } ).click();
}

async function logout( page: Page ) {
	await openAccountMenu( page );
	await page.getByRole( 'menuitem', { name: 'Logout' } ).click();
	await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
	await expect( page.getByRole( 'tab', { name: 'Sign In' } ) ).toBeVisible();
}

async function signInWithPassword(
	page: Page,
	email: string,
	global = false,
	password = PASSWORD
) {
	await page.getByLabel( 'Email' ).fill( email );
	await page.getByLabel( 'Password' ).fill( password );
	if ( global ) {
		await page
			.getByLabel(
				'All the sitewide users will be logged in with this account'
			)
			.check();
	}
	await page.getByRole( 'button', { name: 'Sign In' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Account', exact: true } )
	).toBeVisible();
}

test.describe( 'Accounts', () => {
	test( 'sign up, verify, sign in with password and with an API key, global sign-in, logout @remote', async ( {
		page,
		browser,
	}, testInfo ) => {
		// The whole account journey in one test: on a loaded machine (load
		// 10 on 2 cores) it took 61 s, just over the default minute.
		test.setTimeout( 90_000 );
		const site = await SiteRest.login(
			testInfo.project.use.baseURL as string
		);
		const email = `journey-${ testInfo.project.name }-${ Date.now() }@example.org`;
		// Notices are also announced in a live region: look inside the app.
		const app = page.locator( '#stencilbox-root' );
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );

		// My Cloud needs an account: signed-out users land on sign-in.
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );

		// Sign up: the button waits for seven touched, valid fields.
		await page.getByRole( 'tab', { name: 'Free Sign Up' } ).click();
		const signUp = page.getByRole( 'button', {
			name: 'Sign Up',
			exact: true,
		} );
		await page.getByLabel( 'First Name' ).fill( 'Ana' );
		await page.getByLabel( 'Last Name' ).fill( 'Lima' );
		await page.getByLabel( 'Email' ).fill( email );
		await page.getByLabel( 'Password', { exact: true } ).fill( PASSWORD );
		await page.getByLabel( 'Confirm Password' ).fill( 'Mismatch99' );
		await page.getByLabel( 'Confirm Password' ).blur();
		await expect( app.getByText( 'Password not matched!' ) ).toBeVisible();
		await page.getByLabel( 'Confirm Password' ).fill( PASSWORD );
		await page
			.getByLabel( 'I have read and agree to the Privacy Policy' )
			.check();
		await expect( signUp ).toHaveAttribute( 'aria-disabled', 'true' );
		await page.getByLabel( 'I agree to the Terms and Conditions' ).check();
		await expect( signUp ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await signUp.click();
		// Signed up: back where the user was going.
		await expect.poll( () => currentPath( page ) ).toBe( 'clouds' );

		// The account lives on the hub (site A), whichever site signed up.
		const hubAdmin = await SiteRest.login(
			process.env.WP_BASE_URL as string
		);
		const onHub = await hubAdmin.rest< { total: number } >(
			'GET',
			'/stencilbox-hub/v1/admin/accounts',
			{ search: email }
		);
		expect( onHub.total ).toBe( 1 );
		await hubAdmin.dispose();
		// On the remote-hub project the signing-up site keeps no account:
		// it has no accounts of its own, and its hub owner's routes say so,
		// naming the hub (`not_own_hub`).
		const local = await site.restAt< {
			total?: number;
			code?: string;
			message?: string;
		} >(
			testInfo.project.use.baseURL as string,
			'GET',
			'/stencilbox-hub/v1/admin/accounts',
			{ search: email }
		);
		const remote = testInfo.project.name === 'remote-hub';
		expect( {
			status: local.status,
			code: local.json.code,
			total: local.json.total,
		} ).toEqual(
			remote
				? { status: 409, code: 'not_own_hub', total: undefined }
				: { status: 200, code: undefined, total: 1 }
		);
		expect( local.json.message ?? '' ).toContain(
			remote ? ( process.env.WP_BASE_URL as string ) : ''
		);

		// Signed in but unverified.
		const banner = page.locator( '.stencilbox-verification-banner' );
		await expect( banner ).toContainText(
			'Your account is not verified yet.'
		);
		await expect(
			app.getByText( 'unlimited local sites and 2 live sites' )
		).toBeVisible();

		// "I've verified" before verifying keeps the banner, with a message.
		await banner
			.getByRole( 'button', { name: "I've verified & Close" } )
			.click();
		await expect( banner ).toContainText(
			'We could not confirm your email yet'
		);

		// The verification mail (from the hub) carries a one-time link.
		const mail = await waitForMail( email );
		expect( mail.subject ).toBe( 'Verify your Stencilbox account' );
		const verifyPage = await page.context().newPage();
		await verifyPage.goto( firstLink( mail ) );
		await verifyPage
			.getByRole( 'button', { name: 'Verify my email' } )
			.click();
		await expect(
			verifyPage.getByRole( 'heading', {
				name: 'Your email is verified',
			} )
		).toBeVisible();
		// A way back to the Stencilbox of the site that signed up (issue
		// [15] #10): site B's on the remote-hub project, not the hub's.
		await expect(
			verifyPage.getByRole( 'link', { name: 'Back to Stencilbox' } )
		).toHaveAttribute(
			'href',
			`${ testInfo.project.use.baseURL }/wp-admin/admin.php?page=stencilbox`
		);
		await verifyPage.close();

		// Back on the library's tab it checks by itself: no button to press.
		await page.bringToFront();
		await page.evaluate( () =>
			window.dispatchEvent( new Event( 'focus' ) )
		);
		await expect( banner ).toHaveCount( 0 );

		// Profile: the account, and an API key shown once.
		await openAccountMenu( page );
		await page.getByRole( 'menuitem', { name: 'Manage Account' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'clouds/profile' );
		await expect(
			page.getByRole( 'heading', { name: 'Ana Lima' } )
		).toBeVisible();
		await expect( app.getByText( email ) ).toBeVisible();
		await page.getByLabel( 'Key name' ).fill( 'E2E key' );
		await page.getByRole( 'button', { name: 'Create API key' } ).click();
		const apiKey =
			( await page
				.locator( '.stencilbox-key-manager__new-key code' )
				.textContent() ) ?? '';
		expect( apiKey ).toMatch( /^sbx_[A-Za-z0-9]{40}$/ );

		// Revoking a key asks first; the confirmed request carries
		// `confirm: true`, which the site requires (issue [12]).
		await page.getByLabel( 'Key name' ).fill( 'Spare key' );
		await page.getByRole( 'button', { name: 'Create API key' } ).click();
		await page.getByRole( 'button', { name: 'Revoke Spare key' } ).click();
		const revoke = page.getByRole( 'dialog', { name: 'Revoke this key?' } );
		await revoke.getByRole( 'button', { name: 'Revoke' } ).click();
		await expect(
			app.getByRole( 'row', { name: /Spare key/ } )
		).toContainText( 'Revoked' );
		await expect(
			app.getByRole( 'row', { name: /E2E key/ } )
		).not.toContainText( 'Revoked' );

		// The cloud sync button on cloud screens.
		await page.getByRole( 'button', { name: 'Sync cloud' } ).click();
		await expect(
			page
				.locator( '.stencilbox-toasts' )
				.getByText( 'Successfully Synced Account' )
		).toBeVisible();

		// Sign out; the password is forgotten: a one-time link by mail sets
		// a new one on the hub's page, then it signs in.
		await logout( page );
		await page.getByLabel( 'Email' ).fill( email );
		await page.getByRole( 'button', { name: 'Forgot password?' } ).click();
		await page.getByRole( 'button', { name: 'Send reset link' } ).click();
		await expect(
			app.getByText( 'If an account exists for this email address' )
		).toBeVisible();
		const resetMail = await waitForMail(
			email,
			10_000,
			'Reset your Stencilbox password'
		);
		const resetPage = await page.context().newPage();
		await resetPage.goto( firstLink( resetMail ) );
		await resetPage
			.getByLabel( 'New password', { exact: true } )
			.fill( NEW_PASSWORD );
		await resetPage
			.getByLabel( 'Confirm new password' )
			.fill( NEW_PASSWORD );
		await resetPage
			.getByRole( 'button', { name: 'Set new password' } )
			.click();
		await expect(
			resetPage.getByRole( 'heading', {
				name: 'Your password has been changed',
			} )
		).toBeVisible();
		await resetPage.close();
		await page.getByRole( 'button', { name: 'Back to Sign In' } ).click();
		await signInWithPassword( page, email, false, NEW_PASSWORD );
		// The packs of the platform being browsed: this site has no
		// Elementor, so the block editor's (issue [15] #3).
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/packs' );

		// Sign out, then in with the API key.
		await logout( page );
		await page.getByRole( 'button', { name: 'Connect via API' } ).click();
		await page.getByLabel( 'API Key' ).fill( 'sbx_not-a-real-key' );
		await page.getByRole( 'button', { name: 'Sign In' } ).click();
		await expect( app.getByText( 'Opps...!' ) ).toBeVisible();
		await expect(
			app.getByText( 'Please provide a valid API Key.' ).first()
		).toBeVisible();
		await page.getByLabel( 'API Key' ).fill( apiKey );
		await page.getByRole( 'button', { name: 'Sign In' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Account', exact: true } )
		).toBeVisible();
		await logout( page );

		// Global sign-in: every WordPress user of the site uses this account.
		// The sign-in screen opens on the credentials again, whichever way
		// was used last (it offers the API key).
		await expect(
			page.getByRole( 'button', { name: 'Connect via API' } )
		).toBeVisible();
		await signInWithPassword( page, email, true, NEW_PASSWORD );

		const editorLogin = `editor-${ Date.now() }`;
		await site.createUser( editorLogin, 'editor' );
		await site.dispose();
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const editorPage = await context.newPage();
		await logInThroughForm( editorPage, editorLogin );
		await editorPage.goto( `${ ADMIN_PAGE }&path=clouds/profile` );
		await expect(
			editorPage.locator( '#stencilbox-root' ).getByText( email )
		).toBeVisible();
		await expect(
			editorPage.getByRole( 'button', { name: 'Link My Account' } )
		).toBeVisible();
		await expect(
			editorPage.getByRole( 'button', { name: 'Logout' } )
		).toHaveCount( 0 );

		// The owner logs out: the sitewide sign-in ends for everyone.
		await logout( page );
		await editorPage.reload();
		await expect.poll( () => currentPath( editorPage ) ).toBe( 'sign-in' );
		await expect(
			editorPage.getByRole( 'tab', { name: 'Sign In' } )
		).toBeVisible();
		await context.close();

		expect( errors ).toEqual( [] );
	} );
} );
