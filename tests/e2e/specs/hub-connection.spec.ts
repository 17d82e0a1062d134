/**
 * The hub connection made visible (issue [15] #8, #9), on site B whose hub
 * is site A (the remote-hub project only): Settings says "Connected to
 * <hub> · N items" after the address is saved and shows nothing only a hub
 * owner uses; a hub that stops answering is one "cannot be reached" state
 * with Retry, the user still signed in. Site A's own hub panels are checked
 * in journey.spec.ts.
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath } from '../utils';
import { expectAccessible, SETTINGS_ROOT } from '../utils/axe';
import { shot } from '../utils/cloud';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

const SETTINGS = '/wp-admin/admin.php?page=stencilbox-settings';
const HUB_URL = process.env.WP_BASE_URL as string;

/**
 * Makes the hub stop (or start again) answering the site.
 *
 * @param site Site.
 * @param down Down.
 */
async function hubDown( site: string, down: boolean ) {
	const rest = await SiteRest.login( site );
	await rest.rest( 'POST', '/stencilbox-e2e/v1/hub-down', { down } );
	await rest.dispose();
}

test.describe( 'The hub connection', () => {
	test( '#9 a client site: "Connected to <hub> · N items" after saving the address, no hub owner panels @remote', async ( {
		page,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const hub = await SiteRest.login( HUB_URL );
		const counts = await hub.rest< Record< string, number > >(
			'GET',
			'/stencilbox-hub/v1/catalog/counts'
		);
		const items = Object.values( counts ).reduce( ( a, b ) => a + b, 0 );
		const hubName = await page.evaluate( async ( url ) => {
			const info = await fetch(
				`${ url }/?rest_route=/stencilbox-hub/v1/info`
			);
			return ( ( await info.json() ) as { name: string } ).name;
		}, HUB_URL );

		await page.goto( SETTINGS );
		const card = page.locator( '.stencilbox-settings' );
		// What answers there now, and nothing a hub owner uses.
		await expect(
			card.getByText( `Connected to ${ hubName } · ${ items } items` )
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'heading', { name: 'Accounts on this hub' } )
		).toHaveCount( 0 );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: 'Library hub' } )
		).toHaveCount( 0 );
		await shot( page, 'hub-connection', '09-settings-client' );

		// Saving the address again (after leaving it) says it is connected.
		const address = page.getByRole( 'textbox', { name: 'Hub address' } );
		await address.fill( '' );
		await page.getByRole( 'button', { name: 'Save hub address' } ).click();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toBeVisible();
		await address.fill( HUB_URL );
		await page.getByRole( 'button', { name: 'Save hub address' } ).click();
		await expect(
			card
				.locator( '.components-notice' )
				.getByText( `Connected to ${ hubName } · ${ items } items` )
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toHaveCount( 0 );
		await shot( page, 'hub-connection', '09-settings-saved' );
		await expectAccessible( page, 'Settings of a client site', [
			SETTINGS_ROOT,
		] );

		// The site key the hub's owner gave this site went with the old
		// address: a new one, as global-setup gave it.
		const key = await hub.rest< { api_key: string } >(
			'POST',
			'/stencilbox-hub/v1/admin/site-keys',
			{ label: 'e2e site B again' }
		);
		await hub.dispose();
		const rest = await SiteRest.login( site );
		await rest.rest( 'POST', '/stencilbox/v1/settings', {
			hub_site_key: key.api_key,
		} );
		await rest.dispose();
	} );

	test( '#8 a hub that stops answering: one "cannot be reached" state, still signed in, Retry @remote', async ( {
		page,
		admin,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const email = `hubdown-${ Date.now() }@example.org`;
		await createLibraryAccount( site, email, 'free' );
		await signInLibrary( site, email );
		const app = page.locator( '#stencilbox-root' );
		try {
			await hubDown( site, true );

			// My Cloud: not the sign-in form.
			await page.goto( `${ ADMIN_PAGE }&path=clouds` );
			await expect(
				app.getByRole( 'heading', {
					name: 'The library hub cannot be reached',
				} )
			).toBeVisible();
			await expect(
				app.getByRole( 'button', { name: 'Retry' } )
			).toBeVisible();
			expect( currentPath( page ) ).toBe( 'clouds' );
			await expect(
				page.getByRole( 'tab', { name: 'Sign In' } )
			).toHaveCount( 0 );
			await shot( page, 'hub-connection', '08-hub-down-admin' );
			await expectAccessible( page, 'the hub cannot be reached' );

			// The catalogue: the same state, no broken cards.
			await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs` );
			await expect(
				app.getByRole( 'heading', {
					name: 'The library hub cannot be reached',
				} )
			).toBeVisible();
			await expect(
				app.getByText( 'This image failed to load' )
			).toHaveCount( 0 );

			// The editor's popup says the same.
			await admin.createNewPost();
			await page
				.getByRole( 'button', { name: 'Stencilbox library' } )
				.click();
			const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
			await expect(
				modal.getByRole( 'heading', {
					name: 'The library hub cannot be reached',
				} )
			).toBeVisible();
			await shot( page, 'hub-connection', '08-hub-down-editor' );

			// Back: Retry, and the user is still signed in.
			await hubDown( site, false );
			await modal.getByRole( 'button', { name: 'Retry' } ).click();
			await expect(
				modal.getByRole( 'heading', { name: 'Packs' } )
			).toBeVisible();
			await expect(
				modal.getByRole( 'button', { name: 'Account', exact: true } )
			).toBeVisible();
		} finally {
			await hubDown( site, false );
			await signOutLibrary( site );
		}
	} );
} );
