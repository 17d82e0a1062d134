/**
 * The catalogue end to end, on the mini fixture library: browse packs,
 * filter by category and dependency, search, open a pack and a page, the
 * lightbox, and the editor switcher keeping the item — on the admin page and
 * inside the block editor's library modal.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { SEARCH_MIN } from '../../../src/utils/constants';
import { ADMIN_PAGE, currentPath, libraryNav } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';

const cardTitles = ( scope: Locator ) =>
	scope
		.getByRole( 'list', { name: /^(Packs|Pages|Blocks)$/ } )
		.locator( '.stencilbox-item-card__link' );

/**
 * Waits until the list has taken the sidebar's last change: each change
 * applies at once (issue [23] E), so the Filter button has nothing left to
 * apply — it is disabled again once the URL holds the change.
 *
 * @param scope Where the app is.
 */
async function applyFilters( scope: Locator ) {
	const filter = scope.getByRole( 'button', { name: 'Filter', exact: true } );
	await expect( filter ).toBeDisabled();
}

/**
 * How many pixels of each pack card picture's left edge are cut off: a
 * picture that covers its box (`object-fit: cover`) and is wider than it
 * is cut on the side its `object-position` leaves out. -1 until loaded.
 *
 * @param scope Where the cards are.
 */
function packPicturesCutOnTheLeft( scope: Locator ): Promise< number[] > {
	return scope
		.locator( '.stencilbox-item-card.is-pack img' )
		.evaluateAll( ( images ) =>
			( images as HTMLImageElement[] ).map( ( img ) => {
				if ( ! img.complete || ! img.naturalWidth ) {
					return -1;
				}
				const box = img.getBoundingClientRect();
				const scale = Math.max(
					box.width / img.naturalWidth,
					box.height / img.naturalHeight
				);
				const overflow = img.naturalWidth * scale - box.width;
				const x =
					getComputedStyle( img ).objectPosition.split( ' ' )[ 0 ];
				const share = x.endsWith( '%' )
					? parseFloat( x ) / 100
					: parseFloat( x ) / Math.max( overflow, 1 );
				return Math.round( overflow * share );
			} )
		);
}

/**
 * The journey both surfaces share, up to the lightbox.
 *
 * @param page  Page.
 * @param scope The admin page or the library modal.
 */
async function browseToLightbox( page: Page, scope: Locator ) {
	const filters = scope.getByRole( 'complementary', { name: 'Filters' } );
	// One landmark says "Filters": the sidebar, not also the form in it.
	await expect( scope.getByRole( 'form' ) ).toHaveCount( 0 );
	await expect( cardTitles( scope ) ).toHaveText( [
		'Harbor - Creative Agency',
		'Saffron - Modern Bistro',
	] );
	await expect( scope.getByText( '2 items' ) ).toBeVisible();
	// Filter stays disabled until something changes; Reset shows only while a filter is active.
	await expect(
		filters.getByRole( 'button', { name: 'Filter', exact: true } )
	).toBeDisabled();
	await expect(
		filters.getByRole( 'button', { name: 'Reset' } )
	).toHaveCount( 0 );

	// Category.
	await filters.getByRole( 'radio', { name: 'Restaurant' } ).check();
	await applyFilters( filters );
	await expect( cardTitles( scope ) ).toHaveText( [
		'Saffron - Modern Bistro',
	] );

	// Dependency: the pro plugin, included (Saffron needs it), then excluded (nothing left).
	await filters.getByRole( 'button', { name: 'Pro', exact: true } ).click();
	const forms = filters.getByRole( 'button', { name: /^Mini Forms Pro: / } );
	await expect( forms ).toHaveAccessibleName( 'Mini Forms Pro: Any' );
	await forms.click();
	await expect( forms ).toHaveAccessibleName( 'Mini Forms Pro: Included' );
	await applyFilters( filters );
	await expect( cardTitles( scope ) ).toHaveText( [
		'Saffron - Modern Bistro',
	] );
	await forms.click();
	await expect( forms ).toHaveAccessibleName( 'Mini Forms Pro: Excluded' );
	await applyFilters( filters );
	await expect(
		scope.getByRole( 'heading', { name: 'No items found' } )
	).toBeVisible();

	// Reset clears every filter.
	await filters.getByRole( 'button', { name: 'Reset' } ).click();
	await expect( cardTitles( scope ) ).toHaveCount( 2 );
	await expect(
		filters.getByRole( 'button', { name: 'Reset' } )
	).toHaveCount( 0 );

	// Search: fewer than SEARCH_MIN characters does nothing; Enter searches.
	const search = scope.getByRole( 'searchbox', { name: 'Search Packs' } );
	await search.fill( 'lighthouse'.slice( 0, SEARCH_MIN - 1 ) );
	await search.press( 'Enter' );
	await expect(
		scope.getByText( `Type at least ${ SEARCH_MIN } characters to search.` )
	).toBeVisible();
	await expect( cardTitles( scope ) ).toHaveCount( 2 );
	await search.fill( 'lighthouse' );
	await search.press( 'Enter' );
	await expect(
		scope.getByText( '1 result for “lighthouse”' )
	).toBeVisible();
	// The count beside the title agrees (it said every item's count).
	await expect( scope.locator( '.stencilbox-items__count' ) ).toHaveText(
		/^1 of \d+ items$/
	);
	await expect( cardTitles( scope ) ).toHaveText( [
		'Harbor - Creative Agency',
	] );

	// Open the pack: its items under the filter bar, with counts.
	await cardTitles( scope ).first().click();
	await expect(
		scope.getByRole( 'heading', {
			name: 'Harbor - Creative Agency',
			level: 1,
		} )
	).toBeVisible();
	const bar = scope.getByRole( 'group', { name: 'Show in this pack' } );
	await expect( bar.getByRole( 'button' ) ).toHaveText( [
		'All (5)',
		'Blocks (3)',
		'Pages (2)',
		'Home (1)',
		'About (1)',
		'Header (1)',
		'Footer (1)',
		'Hero (1)',
	] );
	await bar.getByRole( 'button', { name: 'Pages (2)' } ).click();
	const packItems = scope.getByRole( 'list', {
		name: 'Items in Harbor - Creative Agency',
	} );
	await expect(
		packItems.locator( '.stencilbox-item-card__link' )
	).toHaveText( [ 'Harbor Home', 'Harbor About' ] );
	await expect(
		scope.getByRole( 'link', { name: 'Live Demo' } )
	).toHaveAttribute( 'href', 'https://example.org/harbor' );

	// Open a page of the pack, then its screenshots.
	await packItems
		.getByRole( 'button', { name: 'Harbor Home' } )
		.or( packItems.getByRole( 'link', { name: 'Harbor Home' } ) )
		.click();
	await expect(
		scope.getByRole( 'heading', { name: 'Harbor Home', level: 1 } )
	).toBeVisible();
	await scope
		.getByRole( 'button', { name: 'Screenshots', exact: true } )
		.click();
	const lightbox = page.getByRole( 'dialog', {
		name: 'Harbor Home — 1 of 2',
	} );
	await expect( lightbox ).toBeVisible();
	await expect(
		lightbox.getByRole( 'img', { name: 'Harbor Home, screenshot 1' } )
	).toBeVisible();
	// The keys work right away, wherever the focus starts.
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.getByRole( 'dialog', { name: 'Harbor Home — 2 of 2' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Zoom in' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Zoom out' } )
	).toBeEnabled();
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'dialog', { name: /Harbor Home —/ } )
	).toHaveCount( 0 );
}

test.describe( 'Catalogue', () => {
	test( 'admin page: browse, filter, search, open, lightbox, switch platform keeping the item', async ( {
		page,
	} ) => {
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs` );
		const app = page.locator( '#stencilbox-root' );
		// Pack cards show the whole left edge of their pictures (issue [23] G).
		await expect
			.poll(
				async () => {
					const cut = await packPicturesCutOnTheLeft( app );
					return cut.length > 0 && ! cut.includes( -1 ) ? cut : null;
				},
				{ timeout: 20_000 }
			)
			.toEqual( [ 0, 0, 0, 0, 0, 0 ] );
		await browseToLightbox( page, app );
		expect( currentPath( page ) ).toBe( 'gutenberg/pages/harbor-home' );

		// The item exists on Elementor too: the switcher keeps it.
		const switcher = page.getByRole( 'group', { name: 'Editor' } );
		await switcher.getByRole( 'button', { name: 'Elementor' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/pages/harbor-home' );
		await expect(
			app.getByRole( 'heading', { name: 'Harbor Home', level: 1 } )
		).toBeVisible();
		await expect(
			libraryNav( page ).getByRole( 'link', { name: 'Pages' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await switcher.getByRole( 'button', { name: 'Gutenberg' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/pages/harbor-home' );

		// An item with no Elementor version falls back to the list.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks/sunrise-hero` );
		await expect(
			app.getByRole( 'heading', { name: 'Sunrise Hero', level: 1 } )
		).toBeVisible();
		await switcher.getByRole( 'button', { name: 'Elementor' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'elementor/blocks' );
	} );

	test( 'admin page: the filters live in the URL, and tag links filter the list', async ( {
		page,
	} ) => {
		await page.goto(
			`${ ADMIN_PAGE }&path=gutenberg/blocks&templateType=contact`
		);
		const app = page.locator( '#stencilbox-root' );
		await expect( cardTitles( app ) ).toHaveText( [
			'Saffron Contact',
			'Quiet Contact',
		] );
		await expect(
			app.getByRole( 'radio', { name: 'Contact' } )
		).toBeChecked();
		await expect(
			app.getByRole( 'button', { name: 'Reset' } )
		).toBeVisible();

		// The plan switcher: pro items only.
		await app
			.getByRole( 'group', { name: 'Plan' } )
			.getByRole( 'button', { name: 'Pro' } )
			.click();
		await expect( cardTitles( app ) ).toHaveText( [ 'Saffron Contact' ] );
		await expect( app.getByText( '$9' ) ).toBeVisible();
		// The count beside the title says what the plan and filters leave
		// (issue [23] E: the switch looked as if it did nothing).
		await expect( app.locator( '.stencilbox-items__count' ) ).toHaveText(
			/^1 of \d+ items$/
		);
		await page.screenshot( { path: 'artifacts/catalog/plan-pro.png' } );
		await app
			.getByRole( 'group', { name: 'Plan' } )
			.getByRole( 'button', { name: 'All' } )
			.click();

		// A tag on the details page leads back to the list, filtered by it.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks/sunrise-hero` );
		await app
			.getByRole( 'list', { name: 'Tags' } )
			.getByRole( 'link', { name: 'Hero', exact: true } )
			.click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/blocks' );
		expect( new URL( page.url() ).searchParams.get( 'tag_id' ) ).toMatch(
			/^\d+$/
		);
		await expect( cardTitles( app ) ).toHaveText( [
			'Harbor Hero',
			'Sunrise Hero',
		] );
		// Applying the filters folds tag_id into tags.
		await app.getByRole( 'radio', { name: 'Hero' } ).check();
		await applyFilters( app );
		const params = new URL( page.url() ).searchParams;
		expect( params.get( 'tag_id' ) ).toBeNull();
		expect( params.get( 'tags' ) ).toMatch( /^\d+$/ );
		expect( params.get( 'templateType' ) ).toBe( 'hero' );
	} );

	test( 'admin page: visitors are sent to sign-in by account actions; unknown items say so', async ( {
		page,
	} ) => {
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/pages/harbor-home` );
		const app = page.locator( '#stencilbox-root' );
		await app.getByRole( 'button', { name: 'Insert' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		expect( new URL( page.url() ).searchParams.get( 'redirect-to' ) ).toBe(
			'gutenberg/pages/harbor-home'
		);

		// Favourites need an account too.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/harbor-agency` );
		await app
			.getByRole( 'button', { name: 'Add to My Favourites' } )
			.click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		expect( new URL( page.url() ).searchParams.get( 'redirect-to' ) ).toBe(
			'gutenberg/packs/harbor-agency'
		);

		// A priced item offers the purchase link instead, and the upgrade widget.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/pages/saffron-home` );
		await expect(
			app.getByRole( 'link', { name: 'Purchase This Item' } )
		).toHaveAttribute( 'href', /stencilbox_item=\d+/ );
		await expect(
			app.getByRole( 'button', { name: 'Insert' } )
		).toHaveCount( 0 );
		await expect(
			app.getByRole( 'heading', { name: 'Unlock every item' } )
		).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Lifetime' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await app.getByRole( 'button', { name: 'Yearly' } ).click();
		await expect( app.getByText( '$9.92 per month' ) ).toBeVisible();
		await expect( app.getByText( 'Save 20%' ) ).toBeVisible();

		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/pages/no-such-page` );
		await expect(
			app.getByRole( 'heading', {
				name: 'This item does not exist in the library.',
			} )
		).toBeVisible();
		// Said once, as the heading; the text says what may have happened.
		await expect(
			app.getByText( 'This item does not exist in the library.' )
		).toHaveCount( 1 );
		await expect(
			app.getByText( 'It may have been taken out of the library', {
				exact: false,
			} )
		).toBeVisible();
	} );

	test( 'admin page: the Packs list and its filters come with the page, without a request of their own (issue [23])', async ( {
		page,
		baseURL,
	} ) => {
		// Signed in, the header's updates count is asked for too.
		const email = `preload-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
		const asked: string[] = [];
		page.on( 'request', ( request ) => {
			const url = decodeURIComponent( request.url() );
			if ( /stencilbox\/v1\//.test( url ) ) {
				asked.push( url.replace( /^.*stencilbox\/v1/, '' ) );
			}
		} );
		// The default screen (the Packs of the site's platform) and a list named in the URL.
		for ( const path of [ '', '&path=gutenberg/pages' ] ) {
			await page.goto( ADMIN_PAGE + path );
			const app = page.locator( '#stencilbox-root' );
			await expect( cardTitles( app ).first() ).toBeVisible();
			// The sidebar's lists (categories or template types, plugins, tags).
			await expect(
				app
					.getByRole( 'complementary', { name: 'Filters' } )
					.getByRole( 'radio', { name: 'All' } )
					.first()
			).toBeVisible();
			await expect(
				app.getByRole( 'button', { name: /^All free plugins: / } )
			).toBeVisible();
			await expect(
				libraryNav( page ).getByRole( 'link', { name: 'Updates' } )
			).toBeVisible();
			expect( asked ).toEqual( [] );
		}
		// A free account's notice: its "Manage sites" opens the profile at
		// the API keys, which list the sites the account is used on.
		const app = page.locator( '#stencilbox-root' );
		const notice = app.locator( '.stencilbox-plan-notice' );
		await expect( notice ).toContainText(
			'You are on the free plan: unlimited local sites and 2 live sites are included.'
		);
		await notice.getByRole( 'link', { name: 'Manage sites' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'clouds/profile' );
		await expect(
			app.getByRole( 'heading', { name: 'API keys' } )
		).toBeInViewport();
		await page.screenshot( {
			path: 'artifacts/catalog/manage-sites.png',
		} );
		await signOutLibrary( baseURL as string );
	} );

	test( 'a request error shows its message as safe HTML, Try again and Logout', async ( {
		page,
		baseURL,
	} ) => {
		const email = `panel-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
		// The hub is down for the item list (only this browser sees it).
		let down = true;
		await page.route(
			( url ) =>
				/stencilbox\/v1\/items(?:[?&]|$)/.test(
					decodeURIComponent( url.href )
				),
			( route ) =>
				down
					? route.fulfill( {
							status: 503,
							contentType: 'application/json',
							body: JSON.stringify( {
								code: 'retry_again',
								message:
									'The library is <b>busy</b>.<img src=x onerror="window.hacked=1">',
								data: { status: 503 },
							} ),
						} )
					: route.continue()
		);
		// The first list comes with the page (issue [23]): the failing
		// request is the next list's.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs` );
		const app = page.locator( '#stencilbox-root' );
		await expect( cardTitles( app ) ).not.toHaveCount( 0 );
		await libraryNav( page )
			.getByRole( 'link', { name: 'Blocks' } )
			.click();
		await expect(
			app.getByRole( 'heading', {
				name: 'The library could not be loaded.',
			} )
		).toBeVisible();
		await expect( app.locator( '.stencilbox-empty-state b' ) ).toHaveText(
			'busy'
		);
		await expect(
			app.locator( '.stencilbox-empty-state img' )
		).toHaveCount( 0 );
		expect( await page.evaluate( () => ( window as any ).hacked ) ).toBe(
			undefined
		);

		// Try again asks again.
		down = false;
		await app.getByRole( 'button', { name: 'Try again' } ).click();
		await expect( cardTitles( app ) ).not.toHaveCount( 0 );

		// Logout from the panel signs out and lands on sign-in.
		down = true;
		await libraryNav( page ).getByRole( 'link', { name: 'Pages' } ).click();
		await app.getByRole( 'button', { name: 'Logout' } ).click();
		await expect.poll( () => currentPath( page ) ).toBe( 'sign-in' );
		await expect(
			app.getByRole( 'tab', { name: 'Sign In' } )
		).toBeVisible();
		await signOutLibrary( baseURL as string );
	} );

	test( 'block editor modal: the same journey; Gutenberg items without a thumbnail preview their blocks', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		await browseToLightbox( page, modal );
		// Inside the block editor the library is Gutenberg's: no editor switcher (spec: admin page only).
		await expect(
			modal.getByRole( 'group', { name: 'Editor' } )
		).toHaveCount( 0 );
		// The item's Elementor variation is still known; its details show the Elementor-only facts nowhere.
		await expect(
			modal.getByRole( 'heading', { name: 'Harbor Home', level: 1 } )
		).toBeVisible();

		await libraryNav( page )
			.getByRole( 'button', { name: 'Blocks' } )
			.click();
		const gallery = modal.locator( '.stencilbox-item-card', {
			hasText: 'Atlas Gallery',
		} );
		await gallery.scrollIntoViewIfNeeded();
		// The site draws the real blocks (lazily, once visible) in a frame
		// that runs no script, as on every surface (docs/security.md): never
		// in a frame sharing the editor's scripts (no BlockPreview).
		const frame = gallery.locator( 'iframe' );
		await expect( frame ).toHaveAttribute( 'sandbox', 'allow-same-origin' );
		await expect(
			frame
				.contentFrame()
				.getByRole( 'heading', { name: 'Atlas Gallery' } )
		).toBeVisible();
		await expect(
			gallery.locator( '.block-editor-block-preview__container' )
		).toHaveCount( 0 );
		// The editor URL never changed.
		expect( page.url() ).toContain( 'post-new.php' );
	} );

	test( 'hub screen: publish a page to the library, then find it there', async ( {
		page,
		requestUtils,
	} ) => {
		const created = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Northwind Landing',
				status: 'publish',
				content:
					'<!-- wp:heading -->\n<h2 class="wp-block-heading">Northwind welcome</h2>\n<!-- /wp:heading -->',
			},
		} );
		await page.goto( `/wp-admin/edit.php?post_type=page` );
		// Row actions show on hover, as for a person with a mouse.
		await page
			.getByRole( 'row' )
			.filter( { hasText: 'Northwind Landing' } )
			.hover();
		await page
			.getByRole( 'link', {
				name: 'Publish “Northwind Landing” to the Stencilbox library',
			} )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `publish=post%3A${ created.id }` )
		);
		// The form fills once the screen has listed the hub's summary and
		// the pages (two requests after the screen's script loads: more than
		// 5 s on a machine running the suite's three lanes).
		const name = page.getByRole( 'textbox', { name: 'Name' } );
		await expect( name ).toHaveValue( 'Northwind Landing', {
			timeout: 20_000,
		} );
		await page
			.getByRole( 'combobox', { name: 'Template type' } )
			.selectOption( { label: 'Home' } );
		await page
			.getByRole( 'button', { name: 'Publish to library' } )
			.click();
		// The browser first pictures the page (capture.ts allows it 20 s).
		await expect(
			// The notice (its text is also spoken through an a11y live region).
			page
				.locator( '.components-notice' )
				.getByText( '“Northwind Landing” is in the library.' )
		).toBeVisible( { timeout: 30_000 } );

		await page.getByRole( 'link', { name: 'View it' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/pages/northwind-landing' );
		await expect(
			page.getByRole( 'heading', { name: 'Northwind Landing', level: 1 } )
		).toBeVisible();
		// No image chosen: the pictures the publisher's browser captured of
		// the page are its thumbnail and screenshot (publish-capture.spec.ts
		// checks them); the details show the screenshot, 1000 px wide, not
		// the 600 px card stretched across the page.
		await expect(
			page.locator( 'img.stencilbox-item__banner-image' )
		).toHaveAttribute(
			'src',
			/\/stencilbox-catalog\/published\/northwind-landing-full-[0-9a-f]{10}\.webp$/
		);
	} );
} );
