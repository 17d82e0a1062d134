/**
 * Accessibility (issue [11]): axe-core (WCAG 2.0 / 2.1, A and AA) over every
 * screen and modal of the library on the admin page and in the block
 * editor's popup — no serious or critical violation; the library used with
 * the keyboard alone (a list → details → Insert into the editor); and focus
 * given back to the control that opened each modal when it closes.
 */
import { test, expect } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE, libraryNav, recordToasts } from '../utils';
import {
	APP_ROOT,
	axeViolations,
	expectAccessible,
	expectContentInMain,
	expectLandmarksAndHeadings,
	HUB_ROOT,
	OVERLAYS,
	SETTINGS_ROOT,
} from '../utils/axe';
import { skipTo, tabTo } from '../utils/keyboard';
import {
	createLibraryAccount,
	PASSWORD,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { firstLink, waitForMail } from '../utils/mailbox';
import { SiteRest } from '../utils/site-rest';
import {
	confirmRevert,
	openWizard,
	REVERT_QUESTION,
	startImport,
} from '../utils/site-import';

/** The library popup in the block editor and the modals opened over it. */
const POPUP = [
	'.stencilbox-library-modal',
	'.stencilbox-lightbox',
	'.stencilbox-import-dialog',
];

const PAGE = `<!-- wp:heading -->\n<h2 class="wp-block-heading">Pricing</h2>\n<!-- /wp:heading -->`;

/**
 * Opens an admin-page screen and waits until it has loaded.
 *
 * @param page Page.
 * @param path The app's path.
 */
async function visit( page: Page, path: string ) {
	await page.goto( `${ ADMIN_PAGE }&path=${ path }` );
	await expect(
		page.locator( APP_ROOT ).locator( 'h1' ).first()
	).toBeVisible();
	await expect(
		page.locator( `${ APP_ROOT } .components-spinner` )
	).toHaveCount( 0 );
}

/**
 * Closes a modal with Escape and checks the focus went back to its opener.
 *
 * @param page   Page.
 * @param modal  The modal.
 * @param opener What opened it.
 */
async function escapeBackTo( page: Page, modal: Locator, opener: Locator ) {
	await page.keyboard.press( 'Escape' );
	await expect( modal ).toBeHidden();
	await expect( opener ).toBeFocused();
}

/**
 * Opens a modal, checks it with axe, closes it with Escape and checks that
 * the focus went back to the control that opened it.
 *
 * @param page           Page.
 * @param opener         The control that opens it (for a menu's item: the
 *                       menu's toggle, where the focus returns).
 * @param name           The modal's name.
 * @param options        Options.
 * @param options.open   How it opens, when not by pressing `opener`.
 * @param options.inside What to do in it before the check.
 * @param options.scope  Where axe looks (default: the app and overlays).
 */
async function checkModal(
	page: Page,
	opener: Locator,
	name: string | RegExp,
	{
		open,
		inside,
		scope,
	}: {
		open?: () => Promise< void >;
		inside?: ( modal: Locator ) => Promise< void >;
		scope?: string[];
	} = {}
) {
	await ( open ? open() : opener.click() );
	const modal = page.getByRole( 'dialog', { name } );
	await expect( modal ).toBeVisible();
	await inside?.( modal );
	await expectAccessible( page, `modal ${ name }`, scope );
	await escapeBackTo( page, modal, opener );
}

/**
 * A menu item's click, for `checkModal`'s `open`.
 *
 * @param page   Page.
 * @param toggle The menu's toggle.
 * @param item   The item.
 */
function fromMenu( page: Page, toggle: Locator, item: string ) {
	return async () => {
		await toggle.click();
		await page.getByRole( 'menuitem', { name: item } ).click();
	};
}

test( 'the check itself: axe finds what fails, again after the screen changes without a new document', async ( {
	page,
} ) => {
	// axe-core goes into a document once (utils/axe.ts): a later check on
	// the same document must still see what changed since.
	await page.setContent(
		'<main id="stencilbox-root"><p style="color:#aaa;background:#fff">Faint text</p><button></button></main>'
	);
	const first = await axeViolations( page, [ APP_ROOT ] );
	expect( first.map( ( line ) => line.split( ' ' )[ 0 ] ).sort() ).toEqual( [
		'button-name',
		'color-contrast',
	] );
	// Each line names the rule, its impact, the element and why.
	expect( first.join( '\n' ) ).toContain(
		'color-contrast (serious): Elements must meet minimum color contrast ratio thresholds — p'
	);
	expect( first.join( '\n' ) ).toContain( 'contrast of 2.32' );
	await page.evaluate( () => {
		document.querySelector( 'p' )!.style.color = '#222';
		document.querySelector( 'button' )!.textContent = 'Insert';
		document
			.querySelector( 'main' )!
			.insertAdjacentHTML( 'beforeend', '<img src="data:,">' );
	} );
	expect(
		( await axeViolations( page, [ APP_ROOT ] ) ).map(
			( line ) => line.split( ' ' )[ 0 ]
		)
	).toEqual( [ 'image-alt' ] );
	// Only inside what it is asked to look at.
	expect( await axeViolations( page, [ 'p' ] ) ).toEqual( [] );
} );

test.describe( 'Accessibility', () => {
	const stamp = Date.now();
	const email = `a11y-${ stamp }@example.org`;
	let templateId = 0;

	test.beforeAll( async ( { baseURL } ) => {
		const site = baseURL as string;
		await createLibraryAccount( site, email, 'starter' );
		// What the lists show: a cloud file, a shared WorkSpace, a saved template.
		await signInLibrary( site, email );
		const admin = await SiteRest.login( site );
		await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			name: 'Pricing table',
			workspace_id: 0,
			file_content: {
				__file: 'wp_block',
				id: 0,
				type: 'page',
				title: 'Pricing table',
				content: PAGE,
			},
		} );
		await admin.rest( 'POST', '/stencilbox/v1/workspaces/create', {
			title: 'Sales kit',
			share_with: [ `later-${ stamp }@example.org` ],
		} );
		( { id: templateId } = await admin.rest< { id: number } >(
			'POST',
			'/stencilbox/v1/create-template',
			{ platform: 'gutenberg', type: 'header', title: 'A11y header' }
		) );
		// …with a line, pushed to the cloud: a file that is a saved template.
		await admin.rest(
			'POST',
			`/wp/v2/stencilbox-templates/${ templateId }`,
			{
				content:
					'<!-- wp:paragraph -->\n<p>Harbor</p>\n<!-- /wp:paragraph -->',
			}
		);
		await admin.rest( 'POST', '/stencilbox/v1/clouds/upload', {
			post: templateId,
		} );
		await admin.dispose();
		await signOutLibrary( site );
	} );

	test.afterAll( async ( { baseURL } ) => {
		const admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox/v1/saved-templates/delete', {
			id: templateId,
			force: true,
			confirm: true,
		} );
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'admin page, signed out: lists, details, lightbox, sign-in, saved templates, imports, settings; keyboard to details; focus returns', async ( {
		page,
	} ) => {
		// A long journey with an axe pass per screen: 45–75 s on a busy 2-core machine.
		test.slow();
		const app = page.locator( APP_ROOT );

		// Lists and details, on both platforms.
		for ( const path of [
			'gutenberg/packs',
			'elementor/blocks',
			'gutenberg/packs/harbor-agency',
			'site-imports',
		] ) {
			await visit( page, path );
			await expectAccessible( page, path );
			await expectLandmarksAndHeadings( page, path );
		}

		// Keyboard only: from the list to a page's details, its screenshots
		// in the lightbox, and back to the button that opened it.
		await visit( page, 'gutenberg/pages' );
		await expectAccessible( page, 'gutenberg/pages' );
		await skipTo( page );
		await tabTo(
			page,
			app.getByRole( 'button', { name: 'Harbor Home', exact: true } ).or(
				app.getByRole( 'link', {
					name: 'Harbor Home',
					exact: true,
				} )
			)
		);
		await page.keyboard.press( 'Enter' );
		// The card left with the list: the focus is on the new screen's title.
		await expect(
			app.getByRole( 'heading', { name: 'Harbor Home', level: 1 } )
		).toBeFocused();
		await expectAccessible( page, 'page details' );
		const screenshots = app.getByRole( 'button', {
			name: 'Screenshots',
			exact: true,
		} );
		await tabTo( page, screenshots );
		await page.keyboard.press( 'Enter' );
		const lightbox = page.getByRole( 'dialog', {
			name: 'Harbor Home — 1 of 2',
		} );
		await expect( lightbox ).toBeVisible();
		await expectAccessible( page, 'lightbox' );
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			page.getByRole( 'dialog', { name: 'Harbor Home — 2 of 2' } )
		).toBeVisible();
		await escapeBackTo(
			page,
			page.getByRole( 'dialog', { name: /^Harbor Home — / } ),
			screenshots
		);

		// Sign in, sign up and the video.
		await visit( page, 'sign-in' );
		await expectAccessible( page, 'sign-in' );
		// Forgot password: the form takes the tabs' place and the focus, and
		// Back gives the focus to the link that opened it; the page the
		// mail's link opens.
		const forgot = app.getByRole( 'button', { name: 'Forgot password?' } );
		await app.getByLabel( 'Email' ).fill( email );
		await forgot.click();
		await expect(
			app.getByRole( 'heading', { name: 'Reset your password' } )
		).toBeFocused();
		await expectAccessible( page, 'forgot password' );
		await app.getByRole( 'button', { name: 'Send reset link' } ).click();
		await expect(
			app.getByText( 'If an account exists for this email address' )
		).toBeVisible();
		await expectAccessible( page, 'forgot password: sent' );
		await app.getByRole( 'button', { name: 'Back to Sign In' } ).click();
		await expect( forgot ).toBeFocused();
		const resetPage = await page.context().newPage();
		await resetPage.goto(
			firstLink(
				await waitForMail(
					email,
					10_000,
					'Reset your Stencilbox password'
				)
			)
		);
		await expectAccessible( resetPage, 'password reset page', [ 'html' ] );
		await resetPage.close();
		await page.getByRole( 'tab', { name: 'Free Sign Up' } ).click();
		await expectAccessible( page, 'sign-up' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Play Video' } ),
			'Stencilbox in 30 seconds'
		);

		// Saved templates: the list, create, display conditions, delete.
		await visit( page, 'gutenberg/templates' );
		await expectAccessible( page, 'saved templates' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Create Template' } ),
			'Create Template'
		);
		await checkModal(
			page,
			app.getByRole( 'button', {
				name: 'Display conditions of “A11y header”',
			} ),
			'Where Do You Want to Display This Template',
			{
				inside: ( modal ) =>
					modal
						.getByRole( 'button', { name: 'Add New Condition' } )
						.click(),
			}
		);
		// Cancel gives the focus back as Escape does.
		const remove = app.getByRole( 'button', {
			name: 'Delete “A11y header”',
		} );
		await remove.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Delete this template?',
		} );
		await expectAccessible( page, 'delete template' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( remove ).toBeFocused();

		// Stencilbox → Settings.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-settings' );
		const settings = page.locator( SETTINGS_ROOT );
		await expect(
			settings.getByRole( 'heading', { name: 'Accounts on this hub' } )
		).toBeVisible();
		await expect( settings.locator( '.components-spinner' ) ).toHaveCount(
			0
		);
		await expectAccessible( page, 'settings', [
			SETTINGS_ROOT,
			...OVERLAYS,
		] );
		const loaded = async ( modal: Locator ) =>
			expect( modal.locator( '.components-spinner' ) ).toHaveCount( 0 );
		await checkModal(
			page,
			settings
				.getByRole( 'button', { name: /^Manage keys of / } )
				.first(),
			/^API keys of /,
			{ inside: loaded, scope: [ SETTINGS_ROOT, ...OVERLAYS ] }
		);
		await checkModal(
			page,
			settings.getByRole( 'button', { name: /^Purchases of / } ).first(),
			/^Purchases of /,
			{ inside: loaded, scope: [ SETTINGS_ROOT, ...OVERLAYS ] }
		);

		// Stencilbox → Library hub (the hub owner's screen).
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		const hub = page.locator( HUB_ROOT );
		await expect(
			hub.getByRole( 'heading', { name: 'Cloud storage' } )
		).toBeVisible();
		await expect( hub.locator( '.components-spinner' ) ).toHaveCount( 0 );
		await expectAccessible( page, 'library hub', [
			HUB_ROOT,
			...OVERLAYS,
		] );
		// An item's versions and where it is used ([23] G: its usage heading
		// skipped a level).
		await checkModal(
			page,
			hub
				.getByRole( 'button', { name: /^Versions and use of / } )
				.first(),
			/^Versions of /,
			{
				inside: async ( modal ) => {
					await expect(
						modal.getByRole( 'heading', {
							name: 'Where it is used',
						} )
					).toBeVisible();
					await expectLandmarksAndHeadings( page, 'item versions', [
						'.components-modal__screen-overlay',
					] );
				},
				scope: [ HUB_ROOT, ...OVERLAYS ],
			}
		);
	} );

	test( 'block editor, keyboard only: open the library, sign in, tab through a list, open details, Insert; the popup gives focus back', async ( {
		admin,
		editor,
		page,
	} ) => {
		// A long journey with an axe pass per screen: 45–75 s on a busy 2-core machine.
		test.slow();
		await admin.createNewPost();
		const opener = page.getByRole( 'button', {
			name: 'Stencilbox library',
		} );
		const popup = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		const nav = libraryNav( page );

		// Open from the editor's top bar; Escape gives the focus back.
		await skipTo( page, 'Skip to toolbar' );
		await tabTo( page, opener );
		await page.keyboard.press( 'Enter' );
		await expect(
			popup.getByRole( 'heading', { name: 'Packs' } )
		).toBeVisible();
		await expect( popup.locator( '.components-spinner' ) ).toHaveCount( 0 );
		await expectAccessible( page, 'popup: packs', POPUP );
		await escapeBackTo( page, popup, opener );
		await page.keyboard.press( 'Enter' );
		await expect( popup ).toBeVisible();

		// My Cloud asks a signed-out user to sign in, inside the popup.
		await tabTo( page, nav.getByRole( 'button', { name: 'My Cloud' } ) );
		await page.keyboard.press( 'Enter' );
		const emailField = popup.getByLabel( 'Email' );
		await expect( emailField ).toBeVisible();
		await expectAccessible( page, 'popup: sign-in', POPUP );
		await tabTo( page, emailField );
		await page.keyboard.type( email );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( PASSWORD );
		await page.keyboard.press( 'Enter' );
		await expect(
			popup.getByRole( 'heading', { name: 'My Clouds', level: 1 } )
		).toBeFocused();
		await expect( popup.getByText( 'Pricing table' ) ).toBeVisible();
		await expectAccessible( page, 'popup: My Clouds', POPUP );

		// The account menu opens inside the popup, where assistive
		// technology can reach it (role locators skip hidden trees).
		await tabTo(
			page,
			popup.getByRole( 'button', { name: 'Account', exact: true } )
		);
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'menuitem', { name: 'My Downloads' } )
		).toBeVisible();
		await expectAccessible( page, 'popup: account menu', POPUP );
		await page.keyboard.press( 'Escape' );
		await expect(
			popup.getByRole( 'button', { name: 'Account', exact: true } )
		).toBeFocused();

		// A list → details → lightbox → Insert.
		await tabTo( page, nav.getByRole( 'button', { name: 'Blocks' } ) );
		await page.keyboard.press( 'Enter' );
		await expect(
			popup.getByRole( 'heading', { name: 'Blocks' } )
		).toBeVisible();
		await expectAccessible( page, 'popup: blocks', POPUP );
		await tabTo(
			page,
			popup.getByRole( 'button', { name: 'Sunrise Hero', exact: true } ),
			80
		);
		await page.keyboard.press( 'Enter' );
		await expect(
			popup.getByRole( 'heading', { name: 'Sunrise Hero', level: 1 } )
		).toBeFocused();
		await expectAccessible( page, 'popup: details', POPUP );
		const screenshots = popup.getByRole( 'button', {
			name: 'Screenshots',
			exact: true,
		} );
		await tabTo( page, screenshots );
		await page.keyboard.press( 'Enter' );
		const lightbox = page.getByRole( 'dialog', {
			name: /^Sunrise Hero — 1 of/,
		} );
		await expect( lightbox ).toBeVisible();
		await expectAccessible( page, 'popup: lightbox', POPUP );
		await escapeBackTo( page, lightbox, screenshots );
		await expect( popup ).toBeVisible();
		const toastShown = await recordToasts( page );
		await tabTo(
			page,
			popup.getByRole( 'button', { name: 'Insert', exact: true } )
		);
		await page.keyboard.press( 'Space' );
		await toastShown( 'Sunrise Hero was inserted.' );
		await expect( popup ).toBeHidden();
		await expect
			.poll( async () => ( await editor.getBlocks() ).length )
			.toBeGreaterThan( 0 );
	} );

	test( 'admin page, signed in: My Clouds, WorkSpaces and sharing, profile and API keys, Save & Push, the profile’s lists, insert; focus returns', async ( {
		page,
		baseURL,
	} ) => {
		// A long journey with an axe pass per screen: 45–75 s on a busy 2-core machine.
		test.slow();
		await signInLibrary( baseURL as string, email );
		const app = page.locator( APP_ROOT );

		// My Clouds, its file menu and the dialogs it opens.
		await visit( page, 'clouds' );
		await expectAccessible( page, 'My Clouds' );
		const actions = app.getByRole( 'button', {
			name: 'Actions for Pricing table',
		} );
		await actions.click();
		await expectAccessible( page, 'My Clouds: file actions' );
		await page.keyboard.press( 'Escape' );
		await checkModal( page, actions, 'Push to WorkSpace', {
			open: fromMenu( page, actions, 'Push to WorkSpace' ),
		} );
		await checkModal( page, actions, 'Copy or Move to WorkSpace', {
			open: fromMenu( page, actions, 'Copy / Move' ),
		} );
		await checkModal( page, actions, 'Delete this file?', {
			open: fromMenu( page, actions, 'Delete' ),
		} );
		await checkModal( page, actions, 'Rename file', {
			open: fromMenu( page, actions, 'Rename' ),
			inside: async ( modal ) => {
				// Straight to the name, which says why an empty one cannot be kept.
				const name = modal.getByLabel( 'Name' );
				await expect( name ).toBeFocused();
				await name.fill( '' );
				await expect( name ).toHaveAccessibleDescription(
					'Please give your template a name.'
				);
			},
		} );
		// A file pushed from a saved template can become one again.
		const templateActions = app.getByRole( 'button', {
			name: 'Actions for A11y header',
		} );
		await checkModal(
			page,
			templateActions,
			'Add “A11y header” to saved templates',
			{
				open: fromMenu(
					page,
					templateActions,
					'Add to saved templates'
				),
			}
		);
		await app.getByRole( 'button', { name: 'Grid view' } ).click();
		await expectAccessible( page, 'My Clouds: grid' );
		await app.getByRole( 'button', { name: 'List view' } ).click();

		// WorkSpaces: create, edit and share, delete.
		await visit( page, 'clouds/workspace' );
		await expectAccessible( page, 'My WorkSpace' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Add New WorkSpace' } ),
			'Create a WorkSpace'
		);
		const workspaceActions = app.getByRole( 'button', {
			name: 'Actions for Sales kit',
		} );
		await checkModal( page, workspaceActions, 'Delete this WorkSpace?', {
			open: fromMenu( page, workspaceActions, 'Delete' ),
		} );

		// A WorkSpace: share it (Add people), add files.
		await app
			.getByRole( 'link', { name: 'Sales kit', exact: true } )
			.click();
		const addPeople = app.getByRole( 'button', { name: 'Add people' } );
		await expect( addPeople ).toBeVisible();
		await expect( app.locator( '.components-spinner' ) ).toHaveCount( 0 );
		await expectAccessible( page, 'a WorkSpace' );
		await checkModal( page, addPeople, 'Edit WorkSpace', {
			inside: async ( share ) => {
				await share
					.getByLabel( 'Share with (email address)' )
					.fill( `teammate-${ stamp }@example.org` );
				await share
					.getByRole( 'button', { name: 'Add', exact: true } )
					.click();
			},
		} );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Add files' } ).first(),
			'Add templates to Sales kit',
			{
				inside: ( modal ) =>
					expect( modal.getByLabel( 'Pricing table' ) ).toBeVisible(),
			}
		);
		await visit( page, 'clouds/shared-workspace' );
		await expectAccessible( page, 'Shared with Me' );

		// Profile: API keys (a new one, and the revoke confirm).
		await visit( page, 'clouds/profile' );
		await app.getByLabel( 'Key name' ).fill( 'A11y key' );
		await app.getByRole( 'button', { name: 'Create API key' } ).click();
		await expect(
			app.getByText( 'Your new API key (it will not be shown again):' )
		).toBeVisible();
		await expectAccessible( page, 'profile' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Revoke A11y key' } ),
			'Revoke this key?'
		);
		// Manage Account: the forms with their errors shown, and the
		// Delete account confirmation, whose error names the field.
		const passwordCard = app.locator( '.components-card', {
			has: page.getByRole( 'heading', { name: 'Password' } ),
		} );
		await passwordCard
			.getByLabel( 'New password', { exact: true } )
			.fill( 'short' );
		await passwordCard.getByLabel( 'Confirm new password' ).fill( 'other' );
		await passwordCard.getByLabel( 'Confirm new password' ).blur();
		await expect(
			passwordCard.getByLabel( 'Confirm new password' )
		).toHaveAccessibleDescription( 'Password not matched!' );
		await expectAccessible( page, 'manage account: errors' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Delete account' } ),
			'Delete your account?',
			{
				inside: async ( modal ) => {
					const field = modal.getByLabel(
						'Enter your password to confirm'
					);
					await expect( field ).toBeFocused();
					await modal
						.getByRole( 'button', { name: 'Delete my account' } )
						.click();
					await expect( field ).toHaveAccessibleDescription(
						'Password cannot be empty.'
					);
					await expect( field ).toHaveAttribute(
						'aria-invalid',
						'true'
					);
				},
			}
		);

		// Save & Push, with its destination picker open.
		await visit( page, 'clouds/save-template' );
		const destination = app.getByRole( 'button', {
			name: /^Destination:/,
		} );
		await destination.click();
		await expect(
			page.getByRole( 'menuitemradio', { name: 'My Clouds' } )
		).toBeVisible();
		await expectAccessible( page, 'Save & Push' );
		await page.keyboard.press( 'Escape' );
		await expect( destination ).toBeFocused();

		// The profile's lists (the favourite and the download are this
		// test's and the editor test's).
		await visit( page, 'gutenberg/blocks/sunrise-hero' );
		const heart = app.getByRole( 'button', {
			name: 'Add to My Favourites',
		} );
		await heart.click();
		await expect( heart ).toHaveAttribute( 'aria-pressed', 'true' );
		for ( const path of [ 'favourites', 'downloads', 'purchased-items' ] ) {
			await visit( page, path );
			await expectAccessible( page, path );
		}
		const account = app.getByRole( 'button', {
			name: 'Account',
			exact: true,
		} );
		await account.click();
		await expectAccessible( page, 'account menu' );
		await page.keyboard.press( 'Escape' );
		await expect( account ).toBeFocused();

		// Insert on the admin page: its dialog.
		await visit( page, 'gutenberg/pages/harbor-home' );
		const insert = app.getByRole( 'button', {
			name: 'Insert',
			exact: true,
		} );
		await insert.click();
		const insertDialog = page.locator( '.stencilbox-import-dialog' );
		await expect(
			insertDialog.getByRole( 'button' ).first()
		).toBeVisible();
		await expectAccessible( page, 'insert dialog' );
		await escapeBackTo( page, insertDialog, insert );
	} );

	test( 'verification: the unverified banner, the Opps dialog, the page the mail’s link opens', async ( {
		page,
		baseURL,
	} ) => {
		const site = baseURL as string;
		const newcomer = `a11y-new-${ stamp }@example.org`;
		await createLibraryAccount( site, newcomer, 'free', false );
		await signInLibrary( site, newcomer );
		const app = page.locator( APP_ROOT );

		await visit( page, 'clouds/workspace' );
		const banner = page.locator( '.stencilbox-verification-banner' );
		await expect( banner ).toBeVisible();
		await expectAccessible( page, 'unverified banner' );
		await checkModal(
			page,
			app.getByRole( 'button', { name: 'Add New WorkSpace' } ),
			'Opps...'
		);

		// The link in the mail: a confirmation page, then the result.
		await page.goto( firstLink( await waitForMail( newcomer ) ) );
		await expect(
			page.getByRole( 'heading', {
				name: 'Verify your Stencilbox account',
			} )
		).toBeVisible();
		await expectAccessible( page, 'verify page', [ 'html' ] );
		await expectContentInMain( page, 'verify page' );
		await page.getByRole( 'button', { name: 'Verify my email' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Your email is verified' } )
		).toBeVisible();
		await expectAccessible( page, 'verified page', [ 'html' ] );
		await expectContentInMain( page, 'verified page' );

		// Back in the library, it knows at once: no banner left to close.
		await visit( page, 'clouds/workspace' );
		await expect(
			app.getByRole( 'button', { name: 'Add New WorkSpace' } )
		).toBeVisible();
		await expect( banner ).toHaveCount( 0 );

		// A WorkSpace shared with an address that has no account: the
		// invitation's page on the hub, as the stranger opens it ([23]).
		const stranger = `a11y-invited-${ stamp }@example.org`;
		const rest = await SiteRest.login( site );
		await rest.rest( 'POST', '/stencilbox/v1/workspaces/create', {
			title: 'Invited kit',
			share_with: [ stranger ],
		} );
		await rest.dispose();
		const invitation = firstLink(
			await waitForMail( stranger, 10_000, 'invited you' )
		);
		const outside = await page.context().browser()!.newPage();
		await outside.goto( invitation );
		await expect(
			outside.getByRole( 'heading', { name: 'Join the WorkSpace' } )
		).toBeVisible();
		await expectAccessible( outside, 'invitation page', [ 'html' ] );
		await expectContentInMain( outside, 'invitation page' );
		// Keyboard: every field in order, to the button.
		await tabTo( outside, outside.getByLabel( 'First Name' ) );
		await tabTo( outside, outside.getByLabel( 'Confirm Password' ) );
		await tabTo(
			outside,
			outside.getByRole( 'checkbox', {
				name: 'I agree to the Terms and Conditions',
			} )
		);
		await tabTo(
			outside,
			outside.getByRole( 'button', { name: 'Create account and join' } )
		);
		await outside.close();
	} );

	test( 'full-site import: the wizard’s steps, progress, results, the imports list, the revert dialogs; focus returns', async ( {
		page,
		baseURL,
	} ) => {
		// A whole import and its revert, with axe at every step (as its
		// neighbours, it needs more than a short test's minute on 2 busy
		// cores).
		test.slow();
		await signInLibrary( baseURL as string, email );
		const app = page.locator( APP_ROOT );

		// Step by step; Escape gives the focus back to Import, Enter opens
		// the wizard again.
		const wizard = await openWizard( page, 'harbor-agency' );
		await expectAccessible( page, 'wizard: title and logo' );
		// The footer sits at the wizard's foot, under a short step too.
		const foot = await wizard
			.locator( '.stencilbox-site-import__footer' )
			.boundingBox();
		const frame = await wizard.boundingBox();
		expect(
			( frame?.y ?? 0 ) +
				( frame?.height ?? 0 ) -
				( ( foot?.y ?? 0 ) + ( foot?.height ?? 0 ) )
		).toBeLessThan( 40 );
		await page.screenshot( {
			path: 'artifacts/accessibility/wizard-identity.png',
		} );
		const importButton = app.getByRole( 'button', {
			name: 'Import',
			exact: true,
		} );
		await escapeBackTo( page, wizard, importButton );
		await page.keyboard.press( 'Enter' );
		await expect( wizard.getByLabel( 'Site Title' ) ).toBeVisible();
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		const primary = wizard.getByRole( 'button', {
			name: /^Primary: #/,
		} );
		await primary.click();
		await expect(
			page.getByRole( 'textbox', { name: 'Hex color' } )
		).toBeVisible();
		await expectAccessible( page, 'wizard: colours' );
		await page.keyboard.press( 'Escape' );
		await expect( primary ).toBeFocused();
		// Each font list offers the pack's own fonts first, the one in use
		// marked: the headings' Poppins, which this site's theme lacks
		// (tests/fixtures/catalogue-mini: body Inter, headings Poppins).
		const headingFonts = wizard
			.getByRole( 'listbox', { name: 'Font family' } )
			.nth( 1 );
		await expect(
			headingFonts.getByRole( 'option', { selected: true } )
		).toHaveText( 'Poppins' );
		await expect( headingFonts.getByRole( 'option' ).first() ).toHaveText(
			'Inter'
		);
		await page.screenshot( {
			path: 'artifacts/accessibility/wizard-design.png',
		} );
		// The font list: one Tab stop, the arrow keys move, Enter chooses.
		const fonts = wizard
			.getByRole( 'listbox', { name: 'Font family' } )
			.first();
		await tabTo( page, fonts );
		await page.keyboard.press( 'ArrowDown' );
		const next = await fonts.getAttribute( 'aria-activedescendant' );
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( `[id="${ next }"]` ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		await expect(
			wizard.getByRole( 'heading', { name: 'Required Dependencies' } )
		).toBeVisible();
		await expectAccessible( page, 'wizard: dependencies' );

		// The import's first request waits until the progress is checked:
		// one step under way, the others still to come.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			/full-site-import(%2F|\/)run/,
			async ( route ) => {
				await held;
				await route.continue();
			},
			{ times: 1 }
		);
		await startImport( wizard );
		// Import left with the step: the progress takes the focus.
		await expect(
			wizard.getByRole( 'list', { name: 'Import progress' } )
		).toBeFocused();
		await expectAccessible( page, 'wizard: progress' );
		release();
		await expect(
			wizard.getByRole( 'heading', { name: 'Congratulations' } )
		).toBeFocused( { timeout: 120_000 } );
		await expectAccessible( page, 'wizard: results' );
		await wizard
			.getByRole( 'button', { name: 'Close', exact: true } )
			.getByText( 'Close' )
			.click();
		await expect( wizard ).toBeHidden();

		// The imports list and its dialogs.
		await visit( page, 'site-imports' );
		await expectAccessible( page, 'imports list' );
		const revert = app.getByRole( 'button', { name: /^Revert / } );
		await checkModal( page, revert, REVERT_QUESTION );
		await revert.click();
		const done = await confirmRevert( page );
		await expectAccessible( page, 'revert: done' );
		// The reverted import has no Revert button any more: the focus goes
		// to the list's title.
		await page.keyboard.press( 'Escape' );
		await expect( done ).toBeHidden();
		await expect(
			app.getByRole( 'heading', { name: 'Full-site imports', level: 1 } )
		).toBeFocused();
	} );
} );
