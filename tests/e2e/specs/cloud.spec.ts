/**
 * The personal cloud and WorkSpaces (issue [7]). A user pushes a page from
 * the block editor to a WorkSpace shared with an address that has no
 * account yet; that address signs up on the hub (site A) and verifies it,
 * then finds the WorkSpace under Shared with Me, inserts the file into a
 * post (valid blocks, images copied to the site) and cannot delete it; the
 * owner moves it, copies it (both count; one body stored), deletes the
 * WorkSpace without its files and finds them back in My Clouds.
 *
 * A saved template pushed, deleted, downloaded (the file carries the
 * template), uploaded again and added back from My Clouds ("Add to saved
 * templates", issue [26] item 5) shows where its display condition says,
 * once. The same through the library: a saved template the hub owner
 * publishes is added from its item's details, once.
 *
 * The `remote-hub` project runs the same journeys with the owner on site B,
 * whose hub is site A.
 */
import { Admin, Editor, PageUtils, expect, test } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, currentPath, pageAs, recordToasts } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
	signUpLibrary,
} from '../utils/library-account';
import { firstLink, waitForMail } from '../utils/mailbox';
import { pick, projectName, saveToCloud, shot } from '../utils/cloud';
import { SiteRest } from '../utils/site-rest';

/** The hub of every project: site A. */
const HUB_URL = process.env.WP_BASE_URL as string;

/** A 1×1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * The app's toasts.
 *
 * @param page Page.
 */
function toasts( page: Page ): Locator {
	return page.locator( '.stencilbox-toasts' );
}

/**
 * A WorkSpace's title: a link where the app has addresses (the admin page),
 * a button in an editor's popup.
 *
 * @param scope Where it is listed.
 * @param name  Its title.
 */
function workspaceTitle( scope: Locator, name: string ): Locator {
	return scope
		.getByRole( 'link', { name, exact: true } )
		.or( scope.getByRole( 'button', { name, exact: true } ) );
}

/**
 * Opens a file's actions menu.
 *
 * @param scope Where the file is listed.
 * @param name  The file's name.
 */
async function fileMenu( scope: Locator, name: string ) {
	await scope
		.getByRole( 'button', { name: `Actions for ${ name }`, exact: true } )
		.first()
		.click();
}

test.describe( 'Cloud and WorkSpaces', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test( 'push to a WorkSpace shared with a newcomer, who inserts it; the owner moves, copies and deletes the WorkSpace without its files @remote', async ( {
		page,
		browser,
		baseURL,
		editor,
	}, testInfo ) => {
		test.setTimeout( 240_000 );
		const site = baseURL as string;
		const stamp = `${ testInfo.project.name }-${ Date.now() }`;
		const ownerEmail = `owner-${ stamp }@example.org`;
		const inviteeEmail = `newcomer-${ stamp }@example.org`;
		const app = page.locator( '#stencilbox-root' );
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );

		await createLibraryAccount( site, ownerEmail, 'starter' );
		await signInLibrary( site, ownerEmail );

		// My WorkSpace starts empty, with the Add New WorkSpace card.
		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await expect(
			app.getByText( 'You do not have any workspaces.' )
		).toBeVisible();
		await expect( app.getByText( '0 of 250 files' ) ).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '01-workspaces-empty' );

		// Create one, shared with an address that has no account.
		await app.getByRole( 'button', { name: 'Add New WorkSpace' } ).click();
		const create = page.getByRole( 'dialog', {
			name: 'Create a WorkSpace',
		} );
		const createButton = create.getByRole( 'button', {
			name: 'Create WorkSpace',
		} );
		await expect( createButton ).toHaveAttribute( 'aria-disabled', 'true' );
		await create.getByLabel( 'WorkSpace name' ).fill( 'Launch kit' );
		const address = create.getByLabel( 'Share with (email address)' );
		await address.fill( 'not-an-address' );
		await expect(
			create.getByRole( 'button', { name: 'Add', exact: true } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await address.fill( inviteeEmail.toUpperCase() );
		await address.press( 'Enter' );
		await expect( create.getByText( inviteeEmail ) ).toBeVisible();
		await address.fill( inviteeEmail );
		await expect(
			create.getByRole( 'button', { name: 'Add', exact: true } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await shot( page, `cloud-${ projectName() }`, '02-create-workspace' );
		await createButton.click();
		await expect(
			toasts( page ).getByText(
				'You have created a WorkSpace called Launch kit'
			)
		).toBeVisible();
		await expect( workspaceTitle( app, 'Launch kit' ) ).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '03-workspaces' );
		const invitation = await waitForMail(
			inviteeEmail,
			10_000,
			'invited you'
		);
		expect( invitation.subject ).toContain( '“Launch kit”' );

		// A page with an image of this site's media library.
		const admin = await SiteRest.login( site );
		const image = await admin.upload< { id: number; source_url: string } >(
			'/wp/v2/media',
			'file',
			`cloud-${ stamp }.png`,
			PNG,
			'image/png'
		);
		const post = await admin.rest< { id: number } >(
			'POST',
			'/wp/v2/pages',
			{
				title: 'Launch page',
				status: 'draft',
				content: `<!-- wp:heading -->\n<h2 class="wp-block-heading">Launch day</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Everything you need for the launch.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image {"id":${ image.id },"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="${ image.source_url }" alt="" class="wp-image-${ image.id }"/></figure>\n<!-- /wp:image -->`,
			}
		);
		await admin.dispose();

		// The editor's ⋮ menu: Save to cloud → Save & Push.
		await page.goto( `/wp-admin/post.php?post=${ post.id }&action=edit` );
		await editor.setPreferences( 'core/edit-post', {
			welcomeGuide: false,
		} );
		// The admin page last browsed Elementor: the block editor's dialog
		// still offers the block editor's library, not Elementor's (whose
		// items would land in the post as a Classic block of JSON).
		await page.evaluate( () =>
			window.localStorage.setItem( 'stencilbox:platform', 'elementor' )
		);
		const modal = await saveToCloud( page );
		const nav = modal.getByRole( 'navigation', { name: 'Library' } );
		await expect( nav.getByRole( 'button' ) ).toHaveText( [
			'Packs',
			'Blocks',
			'Pages',
			'My Cloud',
		] );
		const save = modal.getByRole( 'button', { name: 'Save & Push' } );
		await expect( modal.getByLabel( 'Template name' ) ).toHaveValue(
			'Launch page'
		);
		await expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		await pick( modal, 'Destination', 'Launch kit' );
		await shot( page, `cloud-${ projectName() }`, '04-save-and-push' );
		await save.click();
		await expect(
			toasts( page ).getByText( 'Successfully Pushed!', { exact: false } )
		).toBeVisible();
		// Then the WorkSpace, in the popup.
		await expect(
			modal.getByRole( 'heading', { name: /My Files/ } )
		).toBeVisible();
		await expect( modal.getByText( 'Launch page' ) ).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '05-pushed-workspace' );
		await modal.getByRole( 'button', { name: 'Close' } ).first().click();

		// Selected blocks go through the block toolbar's options.
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Heading' } )
			.click();
		await editor.clickBlockToolbarButton( 'Options' );
		await page.getByRole( 'menuitem', { name: 'Save to cloud' } ).click();
		await modal.getByLabel( 'Template name' ).fill( 'Launch heading' );
		await pick( modal, 'Destination', 'My Clouds' );
		await modal.getByRole( 'button', { name: 'Save & Push' } ).click();
		await expect(
			modal.getByRole( 'heading', { name: 'My Clouds' } )
		).toBeVisible();
		await expect( modal.getByText( 'Launch heading' ) ).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '06-pushed-blocks' );
		await modal.getByRole( 'button', { name: 'Close' } ).first().click();

		// The newcomer signs up on the hub, site A, and verifies the address.
		const hubAdmin = await SiteRest.login( HUB_URL );
		const login = `newcomer-${ stamp }`;
		await hubAdmin.createUser( login, 'editor' );
		const newcomer = await SiteRest.login( HUB_URL, login, 'password' );
		await signUpLibrary( newcomer, inviteeEmail, 'Noa', 'Reyes' );
		const member = await pageAs( browser, login, HUB_URL );
		const memberApp = member.locator( '#stencilbox-root' );
		// Before verification the invitation is no membership.
		await member.goto( `${ ADMIN_PAGE }&path=clouds/shared-workspace` );
		await expect(
			memberApp.getByText( 'No shared workspaces yet.' )
		).toBeVisible();
		const verify = await waitForMail(
			inviteeEmail,
			10_000,
			'Verify your Stencilbox account'
		);
		await member.goto( firstLink( verify ) );
		await member.getByRole( 'button', { name: 'Verify my email' } ).click();
		await expect(
			member.getByRole( 'heading', { name: 'Your email is verified' } )
		).toBeVisible();

		// Shared with Me now shows it, with its owner; the library knows the
		// account is verified as it opens (no banner, nothing to press).
		await member.goto( `${ ADMIN_PAGE }&path=clouds/shared-workspace` );
		await expect(
			member.locator( '.stencilbox-verification-banner' )
		).toHaveCount( 0 );
		const sharedRow = memberApp
			.getByRole( 'table', { name: 'Shared with Me' } )
			.getByRole( 'row' )
			.filter( { hasText: 'Launch kit' } );
		await expect( sharedRow ).toContainText( 'Eve Tester' );
		await expect( sharedRow ).toContainText( '1 file' );
		await shot( member, `cloud-${ projectName() }`, '07-shared-with-me' );
		await workspaceTitle( memberApp, 'Launch kit' ).click();
		await expect
			.poll( () => currentPath( member ) )
			.toMatch( /^clouds\/shared-workspace\/launch-kit-/ );
		await expect( memberApp.getByText( 'Launch page' ) ).toBeVisible();
		// A member may add files but not people.
		await expect(
			memberApp.getByRole( 'button', { name: 'Add files' } )
		).toBeVisible();
		await expect(
			memberApp.getByRole( 'button', { name: 'Add people' } )
		).toHaveCount( 0 );
		await fileMenu( memberApp, 'Launch page' );
		await expect(
			member.getByRole( 'menuitem', { name: 'Delete' } )
		).toBeDisabled();
		await expect(
			member.getByRole( 'menuitem', { name: 'Rename' } )
		).toBeDisabled();
		await shot(
			member,
			`cloud-${ projectName() }`,
			'08-member-cannot-delete'
		);
		await member.keyboard.press( 'Escape' );
		const files = await newcomer.rest< {
			files: { data: Array< { id: number; name: string } > };
		} >( 'GET', '/stencilbox/v1/clouds', { source: 'shared_workspaces' } );
		const shared = files.files.data.find(
			( file ) => file.name === 'Launch page'
		) as { id: number };
		await expect(
			newcomer.rest(
				'DELETE',
				`/stencilbox/v1/clouds/delete/${ shared.id }`,
				{ confirm: true }
			)
		).rejects.toThrow( /invalid_permission/ );

		// The member inserts it into a post on site A.
		const memberEditor = new Editor( { page: member } );
		const memberAdmin = new Admin( {
			page: member,
			pageUtils: new PageUtils( {
				page: member,
				browserName: 'chromium',
			} ),
			editor: memberEditor,
		} );
		await memberAdmin.createNewPost();
		await member
			.getByRole( 'button', { name: 'Stencilbox library' } )
			.click();
		const library = member.getByRole( 'dialog', { name: 'Stencilbox' } );
		await library
			.getByRole( 'navigation', { name: 'Library' } )
			.getByRole( 'button', { name: 'My Cloud' } )
			.click();
		await library
			.getByRole( 'navigation', { name: 'My Cloud' } )
			.getByRole( 'button', { name: 'Shared with Me' } )
			.click();
		await workspaceTitle( library, 'Launch kit' ).click();
		await expect( library.getByText( 'Launch page' ) ).toBeVisible();
		await shot(
			member,
			`cloud-${ projectName() }`,
			'09-insert-from-cloud'
		);
		const toastShown = await recordToasts( member );
		await library
			.getByRole( 'button', { name: 'Insert Launch page' } )
			.click();
		// The toast lives 1500 ms (spec §9): look for it first, as the
		// library closes with it.
		await toastShown( 'Launch page was inserted.' );
		await expect( library ).toBeHidden();
		const html = await member.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		);
		expect( html ).toContain( 'Launch day' );
		expect( html ).toContain( `${ HUB_URL }/wp-content/uploads/` );
		expect( html ).not.toContain( 'stencilbox-cloud/' );
		expect(
			await member.evaluate( () =>
				( window as any ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.every( ( block: { isValid: boolean } ) => block.isValid )
			)
		).toBe( true );
		await shot( member, `cloud-${ projectName() }`, '10-inserted' );
		await member.context().close();
		await newcomer.dispose();

		// The owner moves it to My Clouds, then copies it back.
		const summary = async () =>
			hubAdmin.rest< { files: number; bodies: number } >(
				'GET',
				'/stencilbox-hub/v1/admin/cloud'
			);
		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await workspaceTitle( app, 'Launch kit' ).click();
		await expect( app.getByText( 'Launch page' ) ).toBeVisible();
		await fileMenu( app, 'Launch page' );
		await page.getByRole( 'menuitem', { name: 'Copy / Move' } ).click();
		const copyMove = page.getByRole( 'dialog', {
			name: 'Copy or Move to WorkSpace',
		} );
		await expect(
			copyMove.getByRole( 'button', { name: 'Move' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await pick( copyMove, 'Destination', 'My Clouds' );
		await shot( page, `cloud-${ projectName() }`, '11-copy-move' );
		await copyMove.getByRole( 'button', { name: 'Move' } ).click();
		await expect(
			toasts( page ).getByText( 'Successfully Moved' )
		).toBeVisible();
		await expect(
			app.getByText( 'This WorkSpace has no files yet.' )
		).toBeVisible();

		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await expect( app.getByText( '2 of 250 files' ) ).toBeVisible();
		const before = await summary();
		await fileMenu( app, 'Launch page' );
		await page.getByRole( 'menuitem', { name: 'Copy / Move' } ).click();
		await pick( copyMove, 'Destination', 'Launch kit' );
		await copyMove.getByRole( 'button', { name: 'Copy' } ).click();
		await expect(
			toasts( page ).getByText( 'Successfully Copied' )
		).toBeVisible();
		// The usage counts both; the hub stores the body once.
		await expect( app.getByText( '3 of 250 files' ) ).toBeVisible();
		const after = await summary();
		expect( after.files ).toBe( before.files + 1 );
		expect( after.bodies ).toBe( before.bodies );
		await shot( page, `cloud-${ projectName() }`, '12-my-clouds' );

		// Renamed from its menu (issue [23] G): the name alone changes.
		await fileMenu( app, 'Launch heading' );
		await page.getByRole( 'menuitem', { name: 'Rename' } ).click();
		const rename = page.getByRole( 'dialog', { name: 'Rename file' } );
		const name = rename.getByRole( 'textbox', { name: 'Name' } );
		await expect( name ).toHaveValue( 'Launch heading' );
		await name.fill( ' ' );
		await expect(
			rename.getByText( 'Please give your template a name.' )
		).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '12b-rename' );
		await name.fill( 'Launch headline' );
		await name.press( 'Enter' );
		await expect(
			toasts( page ).getByText( 'Successfully Renamed' )
		).toBeVisible();
		await expect( rename ).toBeHidden();
		await expect(
			app
				.getByRole( 'table', { name: 'My Clouds' } )
				.getByText( 'Launch headline' )
		).toBeVisible();

		// Deleting the WorkSpace without its files returns the copy.
		await page.goto( `${ ADMIN_PAGE }&path=clouds/workspace` );
		await app
			.getByRole( 'button', { name: 'Actions for Launch kit' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const remove = page.getByRole( 'dialog', {
			name: 'Delete this WorkSpace?',
		} );
		await expect(
			remove.getByLabel( 'Also delete my files in this WorkSpace' )
		).not.toBeChecked();
		await shot( page, `cloud-${ projectName() }`, '13-delete-workspace' );
		await remove.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			toasts( page ).getByText( 'Successfully Deleted' )
		).toBeVisible();
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		const table = app.getByRole( 'table', { name: 'My Clouds' } );
		await expect( table.getByText( 'Launch page' ) ).toHaveCount( 2 );
		await expect( table.getByText( 'Launch headline' ) ).toBeVisible();
		await expect( app.getByText( '3 of 250 files' ) ).toBeVisible();
		await shot( page, `cloud-${ projectName() }`, '14-back-in-my-clouds' );
		await hubAdmin.dispose();
		expect( errors ).toEqual( [] );
	} );

	test( 'a saved template pushed to the cloud comes back through "Add to saved templates", with its display condition, once @remote', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const stamp = `${ projectName() }-${ Date.now() }`;
		const email = `templates-${ stamp }@example.org`;
		await createLibraryAccount( site, email, 'pro' );
		await signInLibrary( site, email );
		const admin = await SiteRest.login( site );
		const about = await admin.rest< {
			id: number;
			link: string;
			slug: string;
		} >( 'POST', '/wp/v2/pages', {
			title: `About ${ stamp }`,
			status: 'publish',
		} );
		const title = `Travelling header ${ stamp }`;
		const made = await admin.rest< { id: number } >(
			'POST',
			'/stencilbox/v1/create-template',
			{ platform: 'gutenberg', type: 'header', title }
		);
		await admin.rest( 'POST', `/wp/v2/stencilbox-templates/${ made.id }`, {
			status: 'publish',
			content: `<!-- wp:paragraph --><p>Harbor banner ${ stamp }</p><!-- /wp:paragraph -->`,
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
		const pushed = await admin.rest< { file: { id: number } } >(
			'POST',
			'/stencilbox/v1/clouds/upload',
			{ post: made.id, name: title }
		);
		// Gone from this site: only the cloud file keeps it.
		await admin.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
			id: made.id,
			force: true,
			confirm: true,
		} );

		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		const app = page.locator( '#stencilbox-root' );

		// What the user downloads carries the saved template: type, stable
		// id, status and the condition by reference. Uploaded again (the
		// pushed file deleted), it is a saved template's file again.
		await fileMenu( app, title );
		const downloading = page.waitForEvent( 'download' );
		await page
			.getByRole( 'menuitem', { name: 'Download', exact: true } )
			.click();
		const download = await downloading;
		const saved = JSON.parse(
			( await ( await download.createReadStream() ).toArray() )
				.map( String )
				.join( '' )
		);
		expect( saved ).toMatchObject( {
			stencilbox: 'template',
			title,
			template: {
				type: 'header',
				status: 'publish',
				conditions: [
					{
						type: 'include',
						name: 'singular',
						sub_name: 'post_type:page',
						ref: { post_type: 'page', slug: about.slug },
					},
				],
			},
		} );
		expect( saved.template.stable ).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
		const downloaded = page.getByRole( 'dialog', {
			name: `Download “${ title }”`,
		} );
		await expect( downloaded ).toContainText( 'Successfully Downloaded!' );
		// The dialog's own Close (its corner's × is named Close too).
		await downloaded.getByText( 'Close', { exact: true } ).click();
		await admin.rest(
			'DELETE',
			`/stencilbox/v1/clouds/delete/${ pushed.file.id }`,
			{ confirm: true }
		);
		const chooser = page.waitForEvent( 'filechooser' );
		await app.getByRole( 'button', { name: 'Upload' } ).click();
		await (
			await chooser
		).setFiles( {
			name: download.suggestedFilename(),
			mimeType: 'application/json',
			buffer: Buffer.from( JSON.stringify( saved ) ),
		} );
		await expect(
			toasts( page ).getByText(
				'Your file has been pushed successfully to your cloud store.'
			)
		).toBeVisible();
		await page.goto( `${ ADMIN_PAGE }&path=clouds` );
		await expect( app.getByText( title, { exact: true } ) ).toHaveCount(
			1
		);

		const addBack = async () => {
			await fileMenu( app, title );
			await page
				.getByRole( 'menuitem', { name: 'Add to saved templates' } )
				.click();
			const dialog = page.getByRole( 'dialog', {
				name: `Add “${ title }” to saved templates`,
			} );
			await expect( dialog ).toContainText( 'Header' );
			await dialog
				.getByRole( 'button', { name: 'Add to saved templates' } )
				.click();
			return dialog;
		};
		const dialog = await addBack();
		await expect(
			dialog.getByText(
				`“${ title }” was added to your saved templates.`,
				{ exact: true }
			)
		).toBeVisible();
		await shot(
			page,
			`cloud-${ projectName() }`,
			'20-add-to-saved-templates'
		);
		// The dialog's own Close (its corner's × is named Close too).
		await dialog.getByText( 'Close', { exact: true } ).click();

		// Added again: found, nothing made twice.
		const again = await addBack();
		await expect(
			again.getByText(
				`“${ title }” is in your saved templates already: nothing changed.`,
				{ exact: true }
			)
		).toBeVisible();
		await again
			.getByRole( 'link', { name: 'View saved templates' } )
			.or( again.getByRole( 'button', { name: 'View saved templates' } ) )
			.click();
		await expect(
			page.getByRole( 'row', { name: new RegExp( title ) } )
		).toHaveCount( 1 );

		// Where a visitor sees it: on the page its condition names.
		const visitor = await browser.newContext( {
			baseURL: site,
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( about.link );
		await expect(
			front.getByText( `Harbor banner ${ stamp }` )
		).toBeVisible();
		await visitor.close();

		// The site's templates as they were.
		const list = await admin.rest< {
			items: { id: number; title: string }[];
		} >( 'GET', '/stencilbox/v1/saved-templates', {
			platform: 'gutenberg',
		} );
		for ( const item of list.items.filter(
			( one ) => one.title === title
		) ) {
			await admin.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
				id: item.id,
				force: true,
				confirm: true,
			} );
		}
		await admin.dispose();
	} );

	test( 'a saved template published to the library comes back through its details’ "Add to saved templates", with its display condition, once', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const stamp = `${ projectName() }-${ Date.now() }`;
		const email = `library-templates-${ stamp }@example.org`;
		await createLibraryAccount( site, email, 'pro' );
		await signInLibrary( site, email );
		const admin = await SiteRest.login( site );
		const about = await admin.rest< { id: number; link: string } >(
			'POST',
			'/wp/v2/pages',
			{ title: `About ${ stamp }`, status: 'publish' }
		);
		const title = `Library header ${ stamp }`;
		const made = await admin.rest< { id: number } >(
			'POST',
			'/stencilbox/v1/create-template',
			{ platform: 'gutenberg', type: 'header', title }
		);
		await admin.rest( 'POST', `/wp/v2/stencilbox-templates/${ made.id }`, {
			status: 'publish',
			content: `<!-- wp:paragraph --><p>Library banner ${ stamp }</p><!-- /wp:paragraph -->`,
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
		// The hub owner's "Publish to library": a header becomes a block item.
		const item = await admin.rest< {
			id: number;
			slug: string;
			type: string;
			template: { type: string; conditions: number } | null;
		} >( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', {
			source: `post:${ made.id }`,
		} );
		expect( [ item.type, item.template ] ).toEqual( [
			'block',
			{ type: 'header', conditions: 1 },
		] );
		// Gone from this site: only the library item keeps it.
		await admin.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
			id: made.id,
			force: true,
			confirm: true,
		} );
		try {
			await page.goto(
				`${ ADMIN_PAGE }&path=gutenberg/blocks/${ item.slug }`
			);
			const app = page.locator( '#stencilbox-root' );
			await expect(
				app.getByRole( 'button', { name: 'Insert' } )
			).toBeVisible();
			const addBack = async () => {
				await app
					.getByRole( 'button', { name: 'Add to saved templates' } )
					.click();
				const dialog = page.getByRole( 'dialog', {
					name: `Add “${ title }” to saved templates`,
				} );
				await expect( dialog ).toContainText( 'Header' );
				await dialog
					.getByRole( 'button', { name: 'Add to saved templates' } )
					.click();
				return dialog;
			};
			const dialog = await addBack();
			await expect(
				dialog.getByText(
					`“${ title }” was added to your saved templates.`,
					{ exact: true }
				)
			).toBeVisible();
			await shot(
				page,
				`cloud-${ projectName() }`,
				'30-add-library-item-to-saved-templates'
			);
			await dialog.getByText( 'Close', { exact: true } ).click();

			// Added again: found, nothing made twice.
			const again = await addBack();
			await expect(
				again.getByText(
					`“${ title }” is in your saved templates already: nothing changed.`,
					{ exact: true }
				)
			).toBeVisible();
			await again.getByText( 'Close', { exact: true } ).click();
			const list = await admin.rest< {
				items: { id: number; title: string }[];
			} >( 'GET', '/stencilbox/v1/saved-templates', {
				platform: 'gutenberg',
			} );
			expect(
				list.items.filter( ( one ) => one.title === title )
			).toHaveLength( 1 );

			// Where a visitor sees it: on the page its condition names.
			const visitor = await browser.newContext( {
				baseURL: site,
				storageState: { cookies: [], origins: [] },
			} );
			const front = await visitor.newPage();
			await front.goto( about.link );
			await expect(
				front.getByText( `Library banner ${ stamp }` )
			).toBeVisible();
			await visitor.close();

			for ( const one of list.items.filter(
				( listed ) => listed.title === title
			) ) {
				await admin.rest(
					'POST',
					'/stencilbox/v1/saved-templates/delete',
					{ id: one.id, force: true, confirm: true }
				);
			}
		} finally {
			await admin.rest(
				'DELETE',
				`/stencilbox-hub/v1/admin/catalog/items/${ item.id }`,
				{ confirm: true }
			);
			await admin.dispose();
		}
	} );
} );
