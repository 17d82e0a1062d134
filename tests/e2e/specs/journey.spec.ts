/**
 * A new user's journey without friction (issue [15]): what got in the way
 * when the plugin was tried end to end, each checked where the user meets
 * it. The hub's connection (site B, whose hub is site A) has its own file,
 * hub-connection.spec.ts.
 */
import { test, expect } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, publishTemplate } from '../utils';
import { expectAccessible, SETTINGS_ROOT } from '../utils/axe';
import { shot } from '../utils/cloud';
import { tabTo } from '../utils/keyboard';
import { openWizard } from '../utils/site-import';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

const PAGE = `<!-- wp:heading -->\n<h2 class="wp-block-heading">Pricing</h2>\n<!-- /wp:heading -->`;

/**
 * Checks a file's ⋮ menu: one item a line, each on screen, every one
 * reachable with the arrow keys.
 *
 * @param page  Page.
 * @param scope Where the file list is.
 * @param name  The file.
 */
async function expectVerticalMenu( page: Page, scope: Locator, name: string ) {
	await scope
		.getByRole( 'button', { name: `Actions for ${ name }` } )
		.click();
	const menu = scope.getByRole( 'menu' );
	const items = menu.getByRole( 'menuitem' );
	await expect( items ).toHaveText( [
		'Download',
		'Copy / Move',
		'Rename',
		'Push to WorkSpace',
		'Versions',
		'Delete',
	] );
	const viewport = page.viewportSize() as { width: number; height: number };
	const boxes = await items.evaluateAll( ( all ) =>
		all.map( ( item ) => item.getBoundingClientRect().toJSON() )
	);
	const popover = ( await menu.boundingBox() ) as {
		x: number;
		width: number;
	};
	expect( popover.width ).toBeLessThan( 400 );
	for ( const [ index, box ] of boxes.entries() ) {
		// Inside the window, one under the other, in one column.
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( viewport.width );
		expect( box.x ).toBeCloseTo( boxes[ 0 ].x, 0 );
		if ( index > 0 ) {
			expect( box.y ).toBeGreaterThanOrEqual(
				boxes[ index - 1 ].y + boxes[ index - 1 ].height - 1
			);
		}
	}
	// Nothing to scroll sideways.
	expect(
		await menu.evaluate(
			( element ) =>
				( element.closest( '.components-popover__content' ) as Element )
					.scrollWidth -
				( element.closest( '.components-popover__content' ) as Element )
					.clientWidth
		)
	).toBeLessThanOrEqual( 1 );
	// The keyboard walks down the menu.
	for ( const label of [
		'Copy / Move',
		'Rename',
		'Push to WorkSpace',
		'Versions',
		'Delete',
	] ) {
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			menu.getByRole( 'menuitem', { name: label } )
		).toBeFocused();
	}
	await page.mouse.move(
		boxes[ 3 ].x + boxes[ 3 ].width / 2,
		boxes[ 3 ].y + boxes[ 3 ].height / 2
	);
	await expect(
		menu.getByRole( 'menuitem', { name: 'Push to WorkSpace' } )
	).toBeVisible();
}

test.describe( 'The journey without friction', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test( '#1 the file ⋮ menu is vertical, on screen and keyboard-reachable (admin page and editor popup)', async ( {
		page,
		admin,
		baseURL,
	} ) => {
		// Two surfaces (the admin page, then a new post's popup), three axe
		// scans and a download: more than one ordinary test's budget.
		test.slow();
		const site = baseURL as string;
		const email = `menu-${ Date.now() }@example.org`;
		await createLibraryAccount( site, email, 'free' );
		await signInLibrary( site, email );
		const rest = await SiteRest.login( site );
		await rest.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			name: 'Pricing hero',
			workspace_id: 0,
			file_content: {
				__file: 'wp_block',
				id: 0,
				type: 'page',
				title: 'Pricing hero',
				content: PAGE,
			},
		} );
		await rest.dispose();

		// The admin page, list view.
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		const app = page.locator( '#stencilbox-root' );
		await app.getByRole( 'button', { name: 'List view' } ).click();
		await expectVerticalMenu( page, app, 'Pricing hero' );
		await expect( app.getByRole( 'menu' ) ).toBeVisible();
		await shot( page, 'journey', '01-file-menu-admin' );
		await expectAccessible( page, 'the file menu (admin page, list view)' );
		await page.keyboard.press( 'Escape' );

		// The block editor's popup, list view.
		await admin.createNewPost();
		await page
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await modal
			.getByRole( 'navigation', { name: 'Library' } )
			.getByRole( 'button', { name: 'My Cloud' } )
			.click();
		await modal.getByRole( 'button', { name: 'List view' } ).click();
		await expectVerticalMenu( page, modal, 'Pricing hero' );
		await shot( page, 'journey', '01-file-menu-editor' );
		await expectAccessible( page, 'the file menu (editor popup)' );
		// Download opens its modal: the file, then the spec's isDownloaded.
		const downloading = page.waitForEvent( 'download' );
		await modal.getByRole( 'menuitem', { name: 'Download' } ).click();
		expect( ( await downloading ).suggestedFilename() ).toBe(
			'pricing-hero.json'
		);
		const downloaded = page.getByRole( 'dialog', {
			name: 'Download “Pricing hero”',
		} );
		await expect( downloaded ).toContainText(
			'Successfully Downloaded! It is saved as pricing-hero.json'
		);
		await shot( page, 'journey', '15-download-modal' );
		await expectAccessible( page, 'the download modal' );
	} );

	test( '#3 the library opens on the editor the site has; an Elementor item offers its Gutenberg version', async ( {
		page,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const email = `platform-${ Date.now() }@example.org`;
		await createLibraryAccount( site, email, 'free' );
		await signInLibrary( site, email );
		const app = page.locator( '#stencilbox-root' );

		// No Elementor here: the block editor's packs, not Elementor's.
		await page.goto( ADMIN_PAGE );
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/packs' );

		// An Elementor item: not only "Close".
		await page.goto( `${ ADMIN_PAGE }&path=elementor/pages/harbor-home` );
		await app
			.getByRole( 'button', { name: 'Insert', exact: true } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Elementor not installed.',
		} );
		await expect( dialog ).toContainText(
			'The required dependency ‘Elementor’ is missing. Please install it before proceeding.'
		);
		await expect(
			dialog.getByRole( 'link', { name: 'Install Elementor' } )
		).toHaveAttribute(
			'href',
			/\/wp-admin\/plugin-install\.php\?s=Elementor&tab=search&type=term$/
		);
		await shot( page, 'journey', '03-elementor-missing' );
		await expectAccessible( page, 'Elementor not installed' );
		await dialog
			.getByRole( 'button', { name: 'Use the Gutenberg version' } )
			.click();
		// The block-editor version, as a new page (the admin page's insert),
		// with its own plugins to ask for.
		await page
			.getByRole( 'dialog', { name: 'Required Dependencies' } )
			.getByRole( 'button', { name: 'Skip & Import' } )
			.click();
		const title = page.getByRole( 'dialog', {
			name: 'Import as a new page',
		} );
		await expect( title.getByLabel( 'Page title' ) ).toHaveValue(
			'Harbor Home'
		);
		await title.getByLabel( 'Page title' ).fill( 'Harbor from Gutenberg' );
		await title.getByRole( 'button', { name: 'Create Page' } ).click();
		const done = page.getByRole( 'dialog', {
			name: 'Successfully Imported',
		} );
		// Named by the title given, not the item (#12).
		await expect( done ).toContainText(
			'Harbor from Gutenberg is now on your site as a draft.'
		);
		const edit = await done
			.getByRole( 'link', { name: 'Edit it now' } )
			.getAttribute( 'href' );
		const id = Number(
			new URL( edit as string, site ).searchParams.get( 'post' )
		);
		const rest = await SiteRest.login( site );
		const post = await rest.rest< {
			title: { raw: string };
			content: { raw: string };
		} >( 'GET', `/wp/v2/pages/${ id }`, { context: 'edit' } );
		expect( post.title.raw ).toBe( 'Harbor from Gutenberg' );
		expect( post.content.raw ).toContain( '<!-- wp:' );
		await rest.rest( 'DELETE', `/wp/v2/pages/${ id }`, { force: true } );
		await rest.dispose();
	} );

	test( '#6 a locked item offers Upgrade / Purchase, not an Insert the hub refuses', async ( {
		page,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const email = `locked-${ Date.now() }@example.org`;
		await createLibraryAccount( site, email, 'free' );
		await signInLibrary( site, email );
		const failures: string[] = [];
		page.on( 'response', ( response ) => {
			if ( response.status() >= 400 ) {
				failures.push( `${ response.status() } ${ response.url() }` );
			}
		} );
		const app = page.locator( '#stencilbox-root' );

		// A Pro block, priced, not bought, on the free plan.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks/saffron-menu` );
		const header = app.locator( '.stencilbox-item__actions' );
		await expect(
			header.getByRole( 'link', { name: 'Purchase This Item' } )
		).toBeVisible();
		await expect(
			header.getByRole( 'link', { name: 'Upgrade to Pro' } )
		).toHaveAttribute( 'href', /plan=pro/ );
		await expect(
			header.getByRole( 'button', { name: 'Insert', exact: true } )
		).toHaveCount( 0 );
		await shot( page, 'journey', '06-locked-item' );
		await expectAccessible( page, 'a locked item' );

		// A free block still offers Insert.
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks/sunrise-hero` );
		await expect(
			header.getByRole( 'button', { name: 'Insert', exact: true } )
		).toBeVisible();
		await expect(
			header.getByRole( 'link', { name: 'Upgrade to Pro' } )
		).toHaveCount( 0 );
		expect( failures ).toEqual( [] );
	} );

	test( '#9 a site that is its own hub: the hub owner’s panels, no connection line', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Accounts on this hub' } )
		).toBeVisible();
		await expect( page.getByText( /Connected to/ ) ).toHaveCount( 0 );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: 'Library hub' } )
		).toBeVisible();
		await expectAccessible( page, 'Settings of a hub', [ SETTINGS_ROOT ] );
	} );

	test( '#12 the keyboard reaches the search first and can skip to the cards', async ( {
		page,
	} ) => {
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/blocks` );
		const app = page.locator( '#stencilbox-root' );
		const firstCard = app.locator( '.stencilbox-item-card__link' ).first();
		await expect( firstCard ).toBeVisible();
		// From the last control of the header, the screen begins with the
		// skip links (to the results, to the filters), then the search.
		const skip = app.getByRole( 'link', { name: 'Skip to results' } );
		await app.getByRole( 'link', { name: 'Talk to Support' } ).focus();
		const toSkip = await tabTo( page, skip, 10 );
		await expect( skip ).toBeVisible();
		await shot( page, 'journey', '12-skip-to-results' );
		await expectAccessible( page, 'the list with its skip link' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect(
			app.getByRole( 'searchbox', { name: 'Search Blocks' } )
		).toBeFocused();
		// Without the skip link: the other skip link, the search, its button,
		// the plans and the card's heart, then the card (the filters come
		// after the cards).
		await skip.focus();
		expect( await tabTo( page, firstCard, 9 ) ).toBeLessThanOrEqual( 8 );
		// With it: straight to the first card.
		await app.getByRole( 'link', { name: 'Talk to Support' } ).focus();
		await tabTo( page, skip, toSkip );
		await page.keyboard.press( 'Enter' );
		await expect( firstCard ).toBeFocused();
		// The filters, on the cards' left but after them in the keyboard's
		// order, have their own way in, right after the first.
		await app.getByRole( 'link', { name: 'Talk to Support' } ).focus();
		await tabTo( page, skip, toSkip );
		await page.keyboard.press( 'Tab' );
		const toFilters = app.getByRole( 'link', { name: 'Skip to filters' } );
		await expect( toFilters ).toBeFocused();
		await expect( toFilters ).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await expect(
			app
				.getByRole( 'complementary', { name: 'Filters' } )
				.getByRole( 'radio', { name: 'All' } )
		).toBeFocused();
	} );

	test( '#12 publishing a new template asks where it shows', async ( {
		page,
		editor,
	} ) => {
		const title = `Journey footer ${ Date.now() }`;
		await page.goto( `${ ADMIN_PAGE }&path=gutenberg/templates` );
		const app = page.locator( '#stencilbox-root' );
		await app.getByRole( 'button', { name: 'Create Template' } ).click();
		const create = page.getByRole( 'dialog', { name: 'Create Template' } );
		await create.getByLabel( 'Type' ).selectOption( 'footer' );
		await create.getByLabel( 'Name' ).fill( title );
		await create.getByRole( 'button', { name: 'Create Template' } ).click();
		await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
		const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
		await editor.setPreferences( 'core/edit-post', {
			welcomeGuide: false,
			fullscreenMode: false,
		} );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'A footer for every page' },
		} );
		// As Elementor Pro does: publishing asks where it should show.
		const modal = await publishTemplate( page );
		await modal
			.getByRole( 'button', { name: 'Add New Condition' } )
			.click();
		await shot( page, 'journey', '12-publish-conditions' );
		await expectAccessible( page, 'the conditions asked on publish', [
			'.components-modal__frame',
		] );
		await modal.getByRole( 'button', { name: 'Save & Close' } ).click();
		await expect( modal ).toBeHidden();
		const rest = await SiteRest.login( process.env.WP_BASE_URL as string );
		const saved = await rest.rest< {
			template_conditions: Array< { type: string; name: string } >;
		} >( 'GET', '/stencilbox/v1/conditions', { template_id: id } );
		expect( saved.template_conditions ).toMatchObject( [
			{ type: 'include', name: 'general' },
		] );
		await rest.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
			id,
			confirm: true,
		} );
		await rest.dispose();
	} );

	test( '#12 block-editor users find their saved templates from the admin menu', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/index.php' );
		const menu = page.locator( '#adminmenu' );
		await menu
			.getByRole( 'link', { name: 'Stencilbox', exact: true } )
			.hover();
		await menu.getByRole( 'link', { name: 'Saved templates' } ).click();
		await expect
			.poll( () => currentPath( page ) )
			.toBe( 'gutenberg/templates' );
		await expect(
			page
				.locator( '#stencilbox-root' )
				.getByRole( 'button', { name: 'Create Template' } )
				.first()
		).toBeVisible();
		// The menu says where the user is.
		await expect(
			menu.locator( 'li.current' ).getByRole( 'link' )
		).toHaveText( 'Saved templates' );
		await shot( page, 'journey', '12-saved-templates-menu' );
		await expectAccessible( page, 'saved templates from the menu' );
	} );

	test( '#12 the wizard keeps its edits when closed, and takes an SVG logo (cleaned)', async ( {
		page,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const email = `wizard-${ Date.now() }@example.org`;
		await createLibraryAccount( site, email, 'free' );
		await signInLibrary( site, email );
		let wizard = await openWizard( page );
		await wizard.getByLabel( 'Site Title' ).fill( 'Tidewater Studio' );
		await wizard.getByLabel( 'Site Tagline' ).fill( 'Brands by the sea' );

		// An SVG logo, uploaded in the media library as the hint allows.
		await expect(
			wizard.getByText( 'SVG, PNG, JPG or GIF (max. 800x400px)' )
		).toBeVisible();
		await wizard.getByRole( 'button', { name: 'Upload Logo' } ).click();
		const library = page.locator( '.media-modal' );
		await library.getByRole( 'tab', { name: 'Upload files' } ).click();
		const name = `journey-logo-${ Date.now() }.svg`;
		await library.locator( 'input[type="file"]' ).setInputFiles( {
			name,
			mimeType: 'image/svg+xml',
			buffer: Buffer.from(
				'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)"><script>alert(2)</script><rect width="120" height="40" fill="#1d2b36"/></svg>'
			),
		} );
		const use = library.getByRole( 'button', { name: 'Use as logo' } );
		await expect( use ).toBeEnabled( { timeout: 20_000 } );
		await expect( library.locator( '.upload-error' ) ).toHaveCount( 0 );
		await use.click();
		const logo = wizard.getByRole( 'img', { name: 'Chosen logo' } );
		await expect( logo ).toHaveAttribute( 'src', /\.svg$/ );
		const svg = await page.evaluate(
			async ( url ) => ( await fetch( url ) ).text(),
			( await logo.getAttribute( 'src' ) ) as string
		);
		expect( svg ).toContain( '<rect' );
		expect( svg ).not.toContain( 'script' );
		expect( svg ).not.toContain( 'onload' );
		await shot( page, 'journey', '12-wizard-svg-logo' );
		await expectAccessible( page, 'the wizard with an SVG logo' );

		// Closed before importing, opened again: the edits are there.
		await wizard.getByRole( 'button', { name: 'Close' } ).first().click();
		await expect( wizard ).toBeHidden();
		wizard = await openWizard( page );
		await expect( wizard.getByLabel( 'Site Title' ) ).toHaveValue(
			'Tidewater Studio'
		);
		await expect( wizard.getByLabel( 'Site Tagline' ) ).toHaveValue(
			'Brands by the sea'
		);
		await expect(
			wizard.getByRole( 'img', { name: 'Chosen logo' } )
		).toHaveAttribute( 'src', /\.svg$/ );
		await wizard.getByRole( 'button', { name: 'Close' } ).first().click();
	} );
} );
