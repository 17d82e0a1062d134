/**
 * The cloud's screens and dialogs beyond the main journey (issue [7]): the
 * storage bar through its levels with the hub owner's limits, push to a
 * WorkSpace, add files, edit people (remove and undo), the delete confirm,
 * the quota refusal, download as a template file, Save & Push of a post by
 * id ('Uploading...'), the unverified 'Opps...' and the hub screen's limits.
 */
import { expect, test } from '../test';

/**
 * Internal dependencies
 */
import { SEARCH_MIN } from '../../../src/utils/constants';
import {
	ADMIN_PAGE,
	currentPath,
	expectHeaderOnOneRow,
	libraryNav,
	pageAs,
} from '../utils';
import {
	PASSWORD,
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { pick, shot } from '../utils/cloud';
import { SiteRest } from '../utils/site-rest';

const PAGE = `<!-- wp:heading -->\n<h2 class="wp-block-heading">Pricing</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Three plans.</p>\n<!-- /wp:paragraph -->`;

test.describe( 'Cloud screens', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
		// Back to the default limits for the other specs.
		const hub = await SiteRest.login( process.env.WP_BASE_URL as string );
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/cloud', {
			limits: { free: 25, starter: 250, pro: -1 },
		} );
		await hub.dispose();
	} );

	test( 'storage levels, push to a WorkSpace, add files, people, limits, download, Save & Push by post id, Opps...', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 180_000 );
		const site = baseURL as string;
		const stamp = Date.now();
		const ownerEmail = `screens-${ stamp }@example.org`;
		const memberEmail = `teammate-${ stamp }@example.org`;
		const app = page.locator( '#stencilbox-root' );
		const toasts = page.locator( '.stencilbox-toasts' );
		await createLibraryAccount( site, memberEmail, 'free' );
		await createLibraryAccount( site, ownerEmail, 'free' );
		await signInLibrary( site, ownerEmail );
		const admin = await SiteRest.login( site );
		await admin.rest( 'POST', '/stencilbox-hub/v1/admin/cloud', {
			limits: { free: 4 },
		} );
		for ( const name of [ 'Pricing table', 'Pricing hero' ] ) {
			await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
				name,
				workspace_id: 0,
				file_content: {
					__file: 'wp_block',
					id: 0,
					type: 'page',
					title: name,
					content: PAGE,
				},
			} );
		}
		await admin.rest( 'POST', '/stencilbox/v1/workspaces/create', {
			title: 'Sales kit',
			share_with: [ memberEmail, `later-${ stamp }@example.org` ],
		} );

		// Half full: the warning level and its sentence.
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await expect( app.getByText( '2 of 4 files' ) ).toBeVisible();
		// The fullest header (signed in: Updates, sync, the account; the
		// Elementor navigation with Templates) fits one row at 1280 px ([23]).
		const editor = page.getByRole( 'group', { name: 'Editor' } );
		await editor.getByRole( 'button', { name: 'Elementor' } ).click();
		await expect(
			libraryNav( page ).getByRole( 'link', { name: 'Templates' } )
		).toBeVisible();
		await expectHeaderOnOneRow( page );
		await editor.getByRole( 'button', { name: 'Gutenberg' } ).click();
		await expectHeaderOnOneRow( page );
		// In a 420 px window nothing of it is wider than the window: the
		// page does not scroll sideways (the account menu made it 15 px
		// wider).
		const wide = page.viewportSize() as { width: number; height: number };
		await page.setViewportSize( { width: 420, height: wide.height } );
		await expect(
			page.getByRole( 'button', { name: 'Account' } )
		).toBeVisible();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			)
			.toBe( 0 );
		await shot( page, 'cloud-screens', '00-header-420' );
		await page.setViewportSize( wide );
		await expect(
			app.getByText( 'You are using 50% of your storage quota' )
		).toBeVisible();
		await expect( page.locator( '.stencilbox-storage-bar' ) ).toHaveClass(
			/is-warning/
		);

		// Grid view, remembered.
		await app.getByRole( 'button', { name: 'Grid view' } ).click();
		await shot( page, 'cloud-screens', '01-my-clouds-grid' );
		await page.reload();
		await expect(
			app.getByRole( 'list', { name: 'My Clouds' } )
		).toBeVisible();
		// Kept for the user by WordPress (core/preferences in user meta), not
		// only in this browser: gone from localStorage, it is still there.
		await expect
			.poll( () =>
				page.evaluate( async () => {
					const me = await ( window as any ).wp.apiFetch( {
						path: '/wp/v2/users/me?context=edit',
					} );
					return me.meta?.persisted_preferences?.stencilbox?.[
						'viewMode.clouds'
					];
				} )
			)
			.toBe( 'grid' );
		await page.evaluate( () => window.localStorage.clear() );
		await page.reload();
		await expect(
			app.getByRole( 'list', { name: 'My Clouds' } )
		).toBeVisible();
		// The choice outlives this spec: back to the default for the others.
		await app.getByRole( 'button', { name: 'List view' } ).click();

		// Search writes q to the address (from SEARCH_MIN characters).
		await app
			.getByRole( 'searchbox', { name: 'Search My Clouds' } )
			.fill( 'hero' );
		await app
			.getByRole( 'button', { name: 'Search', exact: true } )
			.click();
		await expect
			.poll( () => new URL( page.url() ).searchParams.get( 'q' ) )
			.toBe( 'hero' );
		await expect( app.getByText( 'Pricing table' ) ).toHaveCount( 0 );
		await expect( app.getByText( 'Pricing hero' ) ).toBeVisible();

		// Download: a template file.
		await app
			.getByRole( 'button', { name: 'Actions for Pricing hero' } )
			.click();
		const downloading = page.waitForEvent( 'download' );
		await page
			.getByRole( 'menuitem', { name: 'Download', exact: true } )
			.click();
		const download = await downloading;
		expect( download.suggestedFilename() ).toBe( 'pricing-hero.json' );
		const saved = JSON.parse(
			( await ( await download.createReadStream() ).toArray() )
				.map( String )
				.join( '' )
		);
		expect( saved ).toMatchObject( {
			stencilbox: 'template',
			version: 1,
			platform: 'gutenberg',
			type: 'page',
			title: 'Pricing hero',
			content: PAGE,
		} );
		await expect(
			toasts.getByText( 'Successfully Downloaded!' )
		).toBeVisible();
		// The download modal says so (the spec's isDownloaded), then closes.
		const downloaded = page.getByRole( 'dialog', {
			name: 'Download “Pricing hero”',
		} );
		await expect( downloaded ).toContainText(
			'Successfully Downloaded! It is saved as pricing-hero.json'
		);
		await shot( page, 'cloud-screens', '01b-download-modal' );
		await downloaded
			.getByRole( 'button', { name: 'Close' } )
			.last()
			.click();
		await expect( downloaded ).toBeHidden();

		// Push to a WorkSpace (a copy goes there): 3 of 4, still a warning.
		await app
			.getByRole( 'button', { name: 'Actions for Pricing hero' } )
			.click();
		await page
			.getByRole( 'menuitem', { name: 'Push to WorkSpace' } )
			.click();
		const pushDialog = page.getByRole( 'dialog', {
			name: 'Push to WorkSpace',
		} );
		await expect(
			pushDialog.getByRole( 'button', { name: 'Push', exact: true } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		// The WorkSpace menu opens whole, over the dialog's edge: the
		// dialog's content cut it off at about 75 px before.
		await pushDialog.getByRole( 'button', { name: /^WorkSpace:/ } ).click();
		const menu = page.locator( '.stencilbox-workspace-picker__menu' );
		await expect
			.poll( () =>
				menu.evaluate( ( node ) => {
					const box = node.getBoundingClientRect();
					return node.contains(
						document.elementFromPoint(
							box.left + box.width / 2,
							box.bottom - 4
						)
					);
				} )
			)
			.toBe( true );
		await page
			.getByRole( 'menuitemradio', { name: 'Sales kit', exact: true } )
			.click();
		await shot( page, 'cloud-screens', '02-push-to-workspace' );
		await pushDialog
			.getByRole( 'button', { name: 'Push', exact: true } )
			.click();
		await expect(
			toasts.getByText(
				'Successfully Added! Your file has been added to this workspace.'
			)
		).toBeVisible();
		await expect( app.getByText( '3 of 4 files' ) ).toBeVisible();

		// The delete confirm (cancelled).
		await app
			.getByRole( 'button', { name: 'Actions for Pricing hero' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Delete this file?',
		} );
		await shot( page, 'cloud-screens', '03-delete-file' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();

		// The WorkSpace: add files (search from SEARCH_MIN characters; Add waits for a pick).
		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await app
			.getByRole( 'link', { name: 'Sales kit', exact: true } )
			.click();
		await expect
			.poll( () => currentPath( page ) )
			.toMatch( /^clouds\/workspace\/sales-kit-/ );
		await app.getByRole( 'button', { name: 'Add files' } ).first().click();
		const addDialog = page.getByRole( 'dialog', {
			name: 'Add templates to Sales kit',
		} );
		const add = addDialog.getByRole( 'button', {
			name: 'Add',
			exact: true,
		} );
		await expect( add ).toHaveAttribute( 'aria-disabled', 'true' );
		// Too short to search: every file stays.
		await addDialog
			.getByRole( 'searchbox' )
			.fill( 'table'.slice( 0, SEARCH_MIN - 1 ) );
		await expect( addDialog.getByLabel( 'Pricing table' ) ).toBeVisible();
		await expect( addDialog.getByLabel( 'Pricing hero' ) ).toBeVisible();
		await addDialog.getByRole( 'searchbox' ).fill( 'table' );
		await expect( addDialog.getByLabel( 'Pricing hero' ) ).toHaveCount( 0 );
		await addDialog.getByLabel( 'Pricing table' ).check();
		await shot( page, 'cloud-screens', '04-add-files' );
		await add.click();
		await expect(
			toasts.getByText( 'Successfully Added!', { exact: false } )
		).toBeVisible();
		// Full: the limit sentence, and the next copy is refused with it.
		await expect( app.getByText( '4 of 4 files' ) ).toBeVisible();
		await expect(
			app
				.locator( '.stencilbox-storage-bar' )
				.getByText(
					'You have reached your limit of files. Please upgrade your plan to upload more files.'
				)
		).toBeVisible();
		await app
			.getByRole( 'button', { name: 'Actions for Pricing table' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Copy / Move' } ).click();
		const copyMove = page.getByRole( 'dialog', {
			name: 'Copy or Move to WorkSpace',
		} );
		await pick( copyMove, 'Destination', 'My Clouds' );
		await copyMove
			.getByRole( 'button', { name: 'Copy', exact: true } )
			.click();
		await expect(
			toasts.getByText(
				'Something went wrong! You have reached your limit of files. Please upgrade your plan to upload more files.'
			)
		).toBeVisible();
		await shot( page, 'cloud-screens', '05-limit-reached' );
		await copyMove.getByRole( 'button', { name: 'Cancel' } ).click();

		// Add people: the teammate is in, the other address invited; remove and undo.
		await app.getByRole( 'button', { name: 'Add people' } ).click();
		const edit = page.getByRole( 'dialog', { name: 'Edit WorkSpace' } );
		const saveEdit = edit.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		await expect( edit.getByText( memberEmail ) ).toBeVisible();
		await expect( edit.getByText( 'Invited' ) ).toBeVisible();
		await expect( saveEdit ).toHaveAttribute( 'aria-disabled', 'true' );
		await edit
			.getByRole( 'button', { name: `Remove ${ memberEmail }` } )
			.click();
		await expect( saveEdit ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await shot( page, 'cloud-screens', '06-edit-people' );
		await edit
			.getByRole( 'button', { name: `Undo removing ${ memberEmail }` } )
			.click();
		await expect( saveEdit ).toHaveAttribute( 'aria-disabled', 'true' );
		await edit.getByLabel( 'WorkSpace name' ).fill( 'Sales kit 2025' );
		await saveEdit.click();
		await expect( toasts.getByText( 'Successfully Saved' ) ).toBeVisible();
		await expect( app.locator( '.stencilbox-workspace__name' ) ).toHaveText(
			'Sales kit 2025'
		);

		// Save & Push of a post by id (saved templates use this): 'Uploading...'.
		await admin.rest( 'POST', '/stencilbox-hub/v1/admin/cloud', {
			limits: { free: 25 },
		} );
		const post = await admin.rest< { id: number } >(
			'POST',
			'/wp/v2/pages',
			{
				title: 'Saved pricing',
				status: 'draft',
				content: PAGE,
			}
		);
		// The upload is held until its in-progress state has been checked
		// (a fixed delay would be too short on a loaded machine and wasted
		// on a quiet one).
		let release = () => {};
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		await page.route( /clouds%2Fupload|clouds\/upload/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await page.goto(
			`${ ADMIN_PAGE }&path=clouds/save-template&post=${ post.id }&name=Saved%20pricing`
		);
		await expect( app.getByLabel( 'Template name' ) ).toHaveValue(
			'Saved pricing'
		);
		await pick( app, 'Destination', 'My Clouds' );
		await shot( page, 'cloud-screens', '07-save-template-post' );
		await app.getByRole( 'button', { name: 'Save & Push' } ).click();
		await expect( app.getByText( 'Uploading...' ) ).toBeVisible();
		await expect(
			app.getByText(
				'Your template content is being pushed into Stencilbox Cloud. Please do not refresh or close this tab.'
			)
		).toBeVisible();
		await shot( page, 'cloud-screens', '08-uploading' );
		release();
		await expect(
			toasts.getByText(
				'Successfully Pushed! Your template is successfully pushed to your desire cloud folder. You will be redirected there.'
			)
		).toBeVisible();
		await expect.poll( () => currentPath( page ) ).toBe( 'clouds' );
		await expect( app.getByText( 'Saved pricing' ) ).toBeVisible();
		await page.unroute( /clouds%2Fupload|clouds\/upload/ );

		// The hub owner's limits, on the Library hub screen.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		const card = page.locator( '.stencilbox-hub__card', {
			has: page.getByRole( 'heading', { name: 'Cloud storage' } ),
		} );
		await expect(
			card.getByText( /The cloud holds \d+ files?/ )
		).toBeVisible();
		await card
			.getByRole( 'spinbutton', { name: 'Files on Starter' } )
			.fill( '300' );
		await card.getByRole( 'button', { name: 'Save limits' } ).click();
		await expect( card.getByText( 'Saved.' ) ).toBeVisible();
		await card.scrollIntoViewIfNeeded();
		await shot( page, 'cloud-screens', '09-hub-limits' );
		const limits = await admin.rest< { limits: { starter: number } } >(
			'GET',
			'/stencilbox-hub/v1/admin/cloud'
		);
		expect( limits.limits.starter ).toBe( 300 );

		// An unverified account cannot create WorkSpaces: 'Opps...'.
		const mine = await admin.rest< { user: { id: number } } >(
			'GET',
			'/stencilbox/v1/is-signed'
		);
		await admin.rest(
			'POST',
			`/stencilbox-hub/v1/admin/accounts/${ mine.user.id }`,
			{ is_verified: false }
		);
		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await app.getByRole( 'button', { name: 'Add New WorkSpace' } ).click();
		const opps = page.getByRole( 'dialog', { name: 'Opps...' } );
		await expect(
			opps.getByText(
				'Your account is not verified. Please check your email inbox and verify your Stencilbox account.'
			)
		).toBeVisible();
		await shot( page, 'cloud-screens', '10-opps' );
		await admin.dispose();
	} );

	test( 'a user borrowing the sitewide sign-in browses and downloads, and is offered no change', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		// Issue [12]: borrowers shared, moved, renamed and deleted the
		// sitewide account's cloud. The site refuses them (PHPUnit:
		// CloudRoutesTest); the screens offer them only what they may do.
		const site = baseURL as string;
		const stamp = Date.now();
		const email = `sitewide-${ stamp }@example.org`;
		await createLibraryAccount( site, email, 'pro' );
		const admin = await SiteRest.login( site );
		await admin.rest( 'POST', '/stencilbox/v1/login', {
			email,
			password: PASSWORD,
			global_signin: true,
		} );
		await admin.rest( 'POST', '/stencilbox/v1/workspaces/create', {
			title: 'Team kit',
		} );
		await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			name: 'Team page',
			workspace_id: 0,
			file_content: {
				__file: 'wp_block',
				id: 0,
				type: 'page',
				title: 'Team page',
				content: PAGE,
			},
		} );
		// A saved template with a display condition, pushed to that cloud
		// and gone from the site: only the file keeps it.
		const header = `Borrowed header ${ stamp }`;
		const about = await admin.rest< { id: number } >(
			'POST',
			'/wp/v2/pages',
			{ title: `About ${ stamp }`, status: 'publish' }
		);
		const made = await admin.rest< { id: number } >(
			'POST',
			'/stencilbox/v1/create-template',
			{ platform: 'gutenberg', type: 'header', title: header }
		);
		await admin.rest( 'POST', `/wp/v2/stencilbox-templates/${ made.id }`, {
			status: 'publish',
			content: `<!-- wp:paragraph --><p>Borrowed banner ${ stamp }</p><!-- /wp:paragraph -->`,
		} );
		await admin.rest( 'POST', '/stencilbox/v1/save-conditions', {
			template_id: made.id,
			conditions: [
				{
					type: 'include',
					name: 'singular',
					sub_name: 'post_type:page',
					sub_id: about.id,
				},
			],
		} );
		await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			post: made.id,
			name: header,
		} );
		await admin.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
			id: made.id,
			force: true,
			confirm: true,
		} );
		await admin.dispose();
		const login = `borrower-${ stamp }`;
		await requestUtils.createUser( {
			username: login,
			email: `${ login }@example.org`,
			password: 'password',
			roles: [ 'editor' ],
		} );
		const page = await pageAs( browser, login, site );
		const app = page.locator( '#stencilbox-root' );

		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await expect( app.getByText( 'Team page' ) ).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Upload' } )
		).toHaveCount( 0 );
		await app
			.getByRole( 'button', { name: 'Actions for Team page' } )
			.first()
			.click();
		const menu = page.getByRole( 'menu' );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Download' } )
		).toBeVisible();
		for ( const name of [
			'Copy / Move',
			'Copy',
			'Rename',
			'Push to WorkSpace',
			'Delete',
		] ) {
			await expect(
				menu.getByRole( 'menuitem', { name, exact: true } )
			).toHaveCount( 0 );
		}
		await shot( page, 'cloud-screens', 'borrower-file-menu' );
		await page.keyboard.press( 'Escape' );

		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await expect( app.getByText( 'Team kit' ) ).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Add New WorkSpace' } )
		).toHaveCount( 0 );
		await expect(
			app.getByRole( 'button', { name: 'Actions for Team kit' } )
		).toHaveCount( 0 );
		await shot( page, 'cloud-screens', 'borrower-workspaces' );

		// An editor may not choose where templates are displayed: "Add to
		// saved templates" says before adding that the file's display
		// condition is left out and a draft is added, as the site then does
		// (it promised the condition would be matched).
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await app
			.getByRole( 'button', {
				name: `Actions for ${ header }`,
				exact: true,
			} )
			.first()
			.click();
		await page
			.getByRole( 'menuitem', { name: 'Add to saved templates' } )
			.click();
		const adding = page.getByRole( 'dialog', {
			name: `Add “${ header }” to saved templates`,
		} );
		await expect( adding ).toContainText(
			'Its 1 display condition is left out: you may not choose where templates are displayed. It is added as a draft.'
		);
		await expect( adding ).not.toContainText( 'matched' );
		await shot( page, 'cloud-screens', 'borrower-add-template' );
		await adding
			.getByRole( 'button', { name: 'Add to saved templates' } )
			.click();
		await expect( adding ).toContainText(
			'Its display conditions were left out: you may not choose where templates are displayed. It was added as a draft.'
		);
		await adding.getByText( 'Close', { exact: true } ).click();
		// The site's templates as they were.
		const cleanup = await SiteRest.login( site );
		const list = await cleanup.rest< {
			items: { id: number; title: string }[];
		} >( 'GET', '/stencilbox/v1/saved-templates', {
			platform: 'gutenberg',
		} );
		for ( const item of list.items.filter(
			( one ) => one.title === header
		) ) {
			await cleanup.rest(
				'POST',
				'/stencilbox/v1/saved-templates/delete',
				{
					id: item.id,
					force: true,
					confirm: true,
				}
			);
		}
		await cleanup.dispose();

		await page.goto( `${ ADMIN_PAGE }&path=clouds/save-template` );
		await expect(
			app.getByText(
				'only the administrator who signed the site in can add to its cloud'
			)
		).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Save & Push' } )
		).toHaveCount( 0 );
		await shot( page, 'cloud-screens', 'borrower-save-template' );

		// And the site refuses what a crafted request would try.
		const nonce = await page.evaluate(
			() => ( window as any ).wp.apiFetch.nonceMiddleware.nonce as string
		);
		const refused = await page.request.post(
			'/wp-json/stencilbox/v1/workspaces/create',
			{ headers: { 'X-WP-Nonce': nonce }, data: { title: 'Mine now' } }
		);
		expect( refused.status() ).toBe( 403 );
		expect( ( await refused.json() ).code ).toBe( 'signed_as_global' );
		await page.context().close();
	} );
} );
