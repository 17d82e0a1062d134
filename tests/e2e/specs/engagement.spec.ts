/**
 * Favourites, ratings, the profile lists and purchases (issue [4]) on the
 * mini fixture catalogue: a member favourites and rates a pack and sees both;
 * a visitor is sent to sign-in; a purchase the hub owner grants shows in
 * Purchased Items and as PURCHASED on the card; concurrent favourites of
 * the same item count once.
 */
import { test, expect } from '../test';
import type { Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, pageAs } from '../utils';
import { signUpLibrary } from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

/** The hub of every e2e project: site A. */
const HUB_URL = process.env.WP_BASE_URL as string;

interface Member {
	login: string;
	email: string;
	accountId: number;
	site: SiteRest;
}

interface Card {
	id: number;
	slug: string;
	type: string;
	favourite_count: number;
	rating: number;
	rating_count: number;
}

/**
 * A WordPress author with a verified library account of their own.
 *
 * @param baseURL Site.
 * @param admin   The site's administrator (the hub owner).
 * @param name    A short name for the logins.
 */
async function createMember(
	baseURL: string,
	admin: SiteRest,
	name: string,
	role = 'author'
): Promise< Member > {
	const stamp = `${ name }-${ Date.now() }`;
	const login = `${ role }-${ stamp }`;
	const email = `${ stamp }@example.org`;
	await admin.createUser( login, role );
	const site = await SiteRest.login( baseURL, login, 'password' );
	const accountId = await signUpLibrary( site, email, 'Mia', 'Stone' );
	// The hub's owner verifies it (site A, the hub of every e2e project).
	const hub = await SiteRest.login( HUB_URL );
	await hub.rest(
		'POST',
		`/stencilbox-hub/v1/admin/accounts/${ accountId }`,
		{
			is_verified: true,
		}
	);
	await hub.dispose();
	return { login, email, accountId, site };
}

/**
 * A catalogue card by slug (Gutenberg), as the site lists it now.
 *
 * @param site Site client.
 * @param slug Slug.
 */
async function card( site: SiteRest, slug: string ): Promise< Card > {
	const list = await site.rest< { data: Card[] } >(
		'GET',
		'/stencilbox/v1/items',
		{ platform: 'gutenberg', per_page: 60 }
	);
	const found = list.data.find( ( item ) => item.slug === slug );
	if ( ! found ) {
		throw new Error( `No ${ slug }` );
	}
	return found;
}

/**
 * The hub owner grants Saffron Home and its pack on Stencilbox → Settings
 * (site A, the hub of every e2e project).
 *
 * @param browser Browser.
 * @param email   The member's library address.
 */
async function grantOnSettings( browser: Browser, email: string ) {
	const owner = await pageAs( browser, 'admin', HUB_URL );
	await owner.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
	await owner
		.getByRole( 'searchbox', { name: 'Search accounts' } )
		.fill( email );
	await owner
		.getByRole( 'button', { name: `Purchases of ${ email }` } )
		.click();
	const dialog = owner.getByRole( 'dialog', {
		name: `Purchases of ${ email }`,
	} );
	await expect(
		dialog.getByText( 'This account has not purchased anything.' )
	).toBeVisible();
	await dialog
		.getByRole( 'searchbox', { name: 'Search items' } )
		.fill( 'saffron' );
	await dialog.getByRole( 'button', { name: 'Grant Saffron Home' } ).click();
	await expect(
		dialog.getByRole( 'button', { name: 'Revoke Saffron Home' } )
	).toBeVisible();
	await dialog
		.getByRole( 'button', { name: 'Grant Saffron - Modern Bistro' } )
		.click();
	await expect(
		dialog.getByRole( 'button', {
			name: 'Revoke Saffron - Modern Bistro',
		} )
	).toBeVisible();

	await owner.context().close();
}

/**
 * The hub owner grants items through the hub's REST route (site A).
 *
 * @param accountId The member's library account.
 * @param items     Type and slug of each item.
 */
async function grant( accountId: number, items: Array< [ string, string ] > ) {
	const hub = await SiteRest.login( HUB_URL );
	for ( const [ type, slug ] of items ) {
		const found = await hub.rest< { data: Card[] } >(
			'GET',
			'/stencilbox/v1/items',
			{ platform: 'gutenberg', type, search: slug.split( '-' )[ 0 ] }
		);
		const item = found.data.find( ( entry ) => entry.slug === slug );
		if ( ! item ) {
			throw new Error( `No ${ type } ${ slug }` );
		}
		await hub.rest(
			'POST',
			`/stencilbox-hub/v1/admin/accounts/${ accountId }/purchases`,
			{ item_id: item.id }
		);
	}
	await hub.dispose();
}

/**
 * The hub owner (site A) grants Saffron Home and its pack on Stencilbox →
 * Settings. With a remote hub that screen is site A's, the same one the
 * chromium project drives: there the grant goes through the hub's REST
 * route, and what is checked is what site B learns.
 *
 * @param browser Browser.
 * @param member  The buyer.
 * @param project The test's project.
 */
async function grantSaffron(
	browser: Browser,
	member: Member,
	project: string
) {
	if ( project === 'remote-hub' ) {
		await grant( member.accountId, [
			[ 'page', 'saffron-home' ],
			[ 'pack', 'saffron-bistro' ],
		] );
	} else {
		await grantOnSettings( browser, member.email );
	}
}

test.describe( 'Favourites, ratings, lists and purchases', () => {
	test( 'visitors are sent to sign-in by the heart and the stars', async ( {
		browser,
		baseURL,
	} ) => {
		const admin = await SiteRest.login( baseURL as string );
		const login = `visitor-${ Date.now() }`;
		await admin.createUser( login, 'author' );
		await admin.dispose();
		const page = await pageAs( browser, login );
		const app = page.locator( '#stencilbox-root' );

		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/harbor-agency` );
		await app.getByRole( 'button', { name: 'Rate 4 out of 5' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		expect( new URL( page.url() ).searchParams.get( 'redirect-to' ) ).toBe(
			'gutenberg/packs/harbor-agency'
		);

		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs` );
		await app
			.locator( '.stencilbox-item-card' )
			.filter( { hasText: 'Saffron - Modern Bistro' } )
			.getByRole( 'button', { name: 'Favourite' } )
			.click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		expect( new URL( page.url() ).searchParams.get( 'redirect-to' ) ).toBe(
			'gutenberg/packs'
		);

		// The checkout links: the item, and the plans (lifetime: type=one_time).
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/pages/saffron-home` );
		const query = async ( name: string ) =>
			new URL(
				( await app
					.getByRole( 'link', { name, exact: true } )
					.getAttribute( 'href' ) ) as string
			).searchParams;
		expect(
			( await query( 'Purchase This Item' ) ).get( 'stencilbox_item' )
		).toMatch( /^\d+$/ );
		const lifetime = await query( 'Upgrade to Pro' );
		expect( lifetime.get( 'plan' ) ).toBe( 'pro' );
		expect( lifetime.get( 'type' ) ).toBe( 'one_time' );
		await app.getByRole( 'button', { name: 'Yearly' } ).click();
		const yearly = await query( 'Upgrade to Pro' );
		expect( yearly.get( 'plan' ) ).toBe( 'pro' );
		expect( yearly.get( 'type' ) ).toBeNull();
		await page.context().close();
	} );

	test( 'a member favourites and rates a pack, and sees both @remote', async ( {
		browser,
		baseURL,
	} ) => {
		const admin = await SiteRest.login( baseURL as string );
		const member = await createMember( baseURL as string, admin, 'rater' );
		const before = await card( admin, 'harbor-agency' );
		const page = await pageAs( browser, member.login );
		const app = page.locator( '#stencilbox-root' );
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );

		// The heart and the count change at once.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/harbor-agency` );
		const heart = app
			.locator( '.stencilbox-item__actions' )
			.getByRole( 'button', { name: 'Add to My Favourites' } );
		await expect( heart ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( heart ).toHaveText( String( before.favourite_count ) );
		// The count it shows is part of its name (WCAG 2.5.3).
		await expect( heart ).toHaveAccessibleName(
			`Add to My Favourites, ${ before.favourite_count }`
		);
		// The screen answers at once; the reload below waits for the hub's
		// answers (a reload while one is on its way may read the hub before
		// it has written).
		const answered = ( path: string ) =>
			page.waitForResponse(
				( response ) =>
					response.request().method() === 'POST' &&
					decodeURIComponent( response.url() ).includes( path )
			);
		const favourited = answered( '/items/favourite' );
		await heart.click();
		await expect( heart ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( heart ).toHaveText(
			String( before.favourite_count + 1 )
		);
		const sidebar = app.getByRole( 'complementary', {
			name: 'About this item',
		} );
		await expect(
			sidebar.locator( '.stencilbox-item-sidebar__row', {
				hasText: 'Favourites',
			} )
		).toContainText( String( before.favourite_count + 1 ) );

		// Four stars: the mean and count to one decimal, and the member's own.
		await sidebar
			.getByRole( 'button', { name: 'Rate 4 out of 5' } )
			.click();
		const mean = (
			Math.round(
				( ( before.rating * before.rating_count + 4 ) /
					( before.rating_count + 1 ) ) *
					10
			) / 10
		).toFixed( 1 );
		await expect(
			sidebar.getByText( 'You rated it 4 out of 5' )
		).toBeVisible();
		await expect(
			sidebar.locator( '.stencilbox-rating-stars__value' )
		).toHaveText( `${ mean } (${ before.rating_count + 1 })` );
		// Rating again replaces the member's rating: the count stays.
		const rated = answered( '/items/rating' );
		await sidebar
			.getByRole( 'button', { name: 'Rate 5 out of 5' } )
			.click();
		await expect(
			sidebar.getByText( 'You rated it 5 out of 5' )
		).toBeVisible();
		await expect(
			sidebar.locator( '.stencilbox-rating-stars__value' )
		).toContainText( `(${ before.rating_count + 1 })` );

		// After a reload the hub remembers all of it.
		expect( ( await favourited ).ok() ).toBe( true );
		expect( ( await rated ).ok() ).toBe( true );
		await page.reload();
		await expect( heart ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( heart ).toHaveText(
			String( before.favourite_count + 1 )
		);
		await expect(
			sidebar.getByText( 'You rated it 5 out of 5' )
		).toBeVisible();
		const after = await card( admin, 'harbor-agency' );
		expect( after.favourite_count ).toBe( before.favourite_count + 1 );
		expect( after.rating_count ).toBe( before.rating_count + 1 );

		// My Favourites, from the account menu; the lists follow the platform.
		await app
			.getByRole( 'button', { name: 'Account', exact: true } )
			.click();
		await page.getByRole( 'menuitem', { name: 'My Favourites' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'favourites' );
		await expect(
			app.getByRole( 'heading', { name: 'My Favourites', level: 1 } )
		).toBeVisible();
		const grid = app.getByRole( 'list', { name: 'My Favourites' } );
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await expect(
			grid.getByRole( 'link', { name: 'Harbor - Creative Agency' } )
		).toBeVisible();
		const types = app.getByRole( 'group', { name: 'Type' } );
		await types.getByRole( 'button', { name: 'Pages' } ).click();
		await expect(
			app.getByRole( 'heading', {
				name: 'No favourites match these filters.',
			} )
		).toBeVisible();
		await types.getByRole( 'button', { name: 'Packs' } ).click();
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await app
			.getByRole( 'group', { name: 'Plan' } )
			.getByRole( 'button', { name: 'Pro' } )
			.click();
		await expect(
			app.getByRole( 'heading', {
				name: 'No favourites match these filters.',
			} )
		).toBeVisible();
		await app
			.getByRole( 'group', { name: 'Plan' } )
			.getByRole( 'button', { name: 'All' } )
			.click();
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await types.getByRole( 'button', { name: 'All' } ).click();
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await app
			.getByRole( 'group', { name: 'Editor' } )
			.getByRole( 'button', { name: 'Elementor' } )
			.click();
		await expect(
			app.getByRole( 'heading', { name: 'No Elementor favourites yet' } )
		).toBeVisible();
		await app
			.getByRole( 'group', { name: 'Editor' } )
			.getByRole( 'button', { name: 'Gutenberg' } )
			.click();

		// The heart on the card takes it out of the list again.
		const cardHeart = grid.getByRole( 'button', { name: 'Favourite' } );
		await expect( cardHeart ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( cardHeart ).toHaveAccessibleDescription(
			'Harbor - Creative Agency'
		);
		await cardHeart.click();
		await expect(
			app.getByRole( 'heading', { name: 'No Gutenberg favourites yet' } )
		).toBeVisible();
		expect( ( await card( admin, 'harbor-agency' ) ).favourite_count ).toBe(
			before.favourite_count
		);
		expect( errors ).toEqual( [] );

		await member.site.dispose();
		await admin.dispose();
		await page.context().close();
	} );

	test( 'a purchase the hub owner grants shows in Purchased Items and as PURCHASED on the card @remote', async ( {
		browser,
		baseURL,
	}, testInfo ) => {
		// A long journey (two users, admin page and hub screen): ~35 s on an
		// idle machine, over the 60 s default when the machine is busy.
		test.slow();
		const admin = await SiteRest.login( baseURL as string );
		// An editor: Insert on the admin page creates a page.
		const member = await createMember(
			baseURL as string,
			admin,
			'buyer',
			'editor'
		);
		const memberPage = await pageAs( browser, member.login );
		const app = memberPage.locator( '#stencilbox-root' );

		// Before: a price, and nothing purchased.
		await memberPage.goto( `${ ADMIN_PAGE }&path=gutenberg/pages` );
		const saffronCard = app
			.locator( '.stencilbox-item-card' )
			.filter( { hasText: 'Saffron Home' } );
		await expect( saffronCard ).toContainText( '$29' );
		await memberPage.goto( `${ ADMIN_PAGE }&path=purchased-items` );
		await expect(
			app.getByRole( 'heading', { name: 'No purchased items yet' } )
		).toBeVisible();

		// The hub owner grants a page and a pack.
		await grantSaffron( browser, member, testInfo.project.name );
		// The member sees them at once: the local hub tells the site to forget
		// its cached profile; with a remote hub, reading the list does.
		await memberPage.goto( `${ ADMIN_PAGE }&path=purchased-items` );
		await app
			.getByRole( 'group', { name: 'Editor' } )
			.getByRole( 'button', { name: 'Gutenberg' } )
			.click();
		const table = app.getByRole( 'table' );
		await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
			'Name',
			'Type',
			'Actions',
			'Purchased Date',
		] );
		const pageRow = table
			.getByRole( 'row' )
			.filter( { hasText: 'Saffron Home' } );
		await expect( pageRow ).toContainText( 'Page' );
		await expect(
			pageRow.getByRole( 'button', { name: 'Insert Saffron Home' } )
		).toBeVisible();
		const packRow = table
			.getByRole( 'row' )
			.filter( { hasText: 'Saffron - Modern Bistro' } );
		await expect( packRow ).toContainText( 'Pack' );
		await packRow.getByRole( 'link', { name: 'View' } ).click();
		await expect
			.poll( () => currentPath( memberPage ) )
			.toBe( 'gutenberg/packs/saffron-bistro' );

		// Cards say PURCHASED (also the pack's items), linking to the list.
		await memberPage.goto( `${ ADMIN_PAGE }&path=gutenberg/pages` );
		await expect( saffronCard ).not.toContainText( '$29' );
		await saffronCard.getByRole( 'link', { name: 'PURCHASED' } ).click();
		await expect
			.poll( () => currentPath( memberPage ) )
			.toBe( 'purchased-items' );
		await memberPage.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks` );
		await expect(
			app
				.locator( '.stencilbox-item-card' )
				.filter( { hasText: 'Saffron Menu' } )
				.getByRole( 'link', { name: 'PURCHASED' } )
		).toBeVisible();

		// Insert on a purchased page runs the insert flow: on the admin page
		// it becomes a new draft page, and My Downloads lists it.
		await memberPage.goto( `${ ADMIN_PAGE }&path=gutenberg/pages` );
		await app.getByRole( 'link', { name: 'PURCHASED' } ).click();
		await expect
			.poll( () => currentPath( memberPage ) )
			.toBe( 'purchased-items' );
		await app
			.getByRole( 'button', { name: 'Insert Saffron Home' } )
			.click();
		// Its pro plugin cannot be installed for the user: go on without it.
		await memberPage
			.getByRole( 'dialog', { name: 'Required Dependencies' } )
			.getByRole( 'button', { name: 'Skip & Import' } )
			.click();
		const titleDialog = memberPage.getByRole( 'dialog', {
			name: 'Import as a new page',
		} );
		await expect( titleDialog.getByLabel( 'Page title' ) ).toHaveValue(
			'Saffron Home'
		);
		await titleDialog
			.getByRole( 'button', { name: 'Create Page' } )
			.click();
		await expect(
			memberPage.getByRole( 'dialog', { name: 'Successfully Imported' } )
		).toBeVisible();
		await memberPage.goto( `${ ADMIN_PAGE }&path=downloads` );
		const downloads = app.getByRole( 'table', { name: 'My Downloads' } );
		await expect( downloads.getByRole( 'columnheader' ) ).toHaveText( [
			'Name',
			'Type',
			'Downloaded At',
		] );
		await expect(
			downloads.getByRole( 'row' ).filter( { hasText: 'Saffron Home' } )
		).toContainText( 'Page' );

		await member.site.dispose();
		await admin.dispose();
		await memberPage.context().close();
	} );

	test( 'concurrent favourites of one item count once; the lists answer the spec’s records @remote', async ( {
		baseURL,
	} ) => {
		const admin = await SiteRest.login( baseURL as string );
		const member = await createMember( baseURL as string, admin, 'racer' );
		const hero = await card( admin, 'harbor-hero' );
		const results = await Promise.all(
			Array.from( { length: 8 }, () =>
				member.site.rest< { favourite_count: number } >(
					'POST',
					'/stencilbox/v1/items/favourite',
					{ item: hero.id, action: 'do' }
				)
			)
		);
		expect(
			results.every(
				( r ) => r.favourite_count >= hero.favourite_count + 1
			)
		).toBe( true );
		expect( ( await card( admin, 'harbor-hero' ) ).favourite_count ).toBe(
			hero.favourite_count + 1
		);
		await Promise.all(
			Array.from( { length: 4 }, () =>
				member.site.rest( 'POST', '/stencilbox/v1/items/favourite', {
					item: hero.id,
					action: 'undo',
				} )
			)
		);
		expect( ( await card( admin, 'harbor-hero' ) ).favourite_count ).toBe(
			hero.favourite_count
		);

		// Rating bounds: 0, 6 and 2.5 are refused; so is an unknown item.
		for ( const rating of [ 0, 6, 2.5 ] ) {
			await expect(
				member.site.rest( 'POST', '/stencilbox/v1/items/rating', {
					item: ( await card( admin, 'harbor-agency' ) ).id,
					rating,
				} )
			).rejects.toThrow( /invalid_data/ );
		}
		await expect(
			member.site.rest( 'POST', '/stencilbox/v1/items/favourite', {
				item: 99999999,
				action: 'do',
			} )
		).rejects.toThrow( /item_not_found/ );

		const favourites = await member.site.rest< {
			data: Card[];
			total_page: number;
		} >( 'GET', '/stencilbox/v1/profile/my-favourites', {
			platform: 'gutenberg',
		} );
		expect( favourites.data ).toEqual( [] );
		expect( favourites.total_page ).toBe( 0 );
		const downloads = await member.site.rest< { data: unknown[] } >(
			'GET',
			'/stencilbox/v1/profile/download-history'
		);
		expect( downloads.data ).toEqual( [] );
		await member.site.dispose();
		await admin.dispose();
	} );
} );
