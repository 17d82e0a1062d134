/**
 * Versions and updates across two sites (issue [19]): site A is the hub,
 * site B uses it over HTTP. Version 1 of a header is published on the hub
 * and used twice on B — inserted in the block editor between B's own
 * blocks, and imported as a page that B then edits. Version 2 is
 * published; B's library header counts the updates and its Updates screen
 * lists both; the side-by-side preview shows B's edited copy next to
 * version 2; the pristine copy updates to version 2 byte for byte (B's own
 * blocks around it stay) and a WordPress revision brings version 1 back;
 * the edited copy is untouched until "Replace my changes"; edited again,
 * "Merge my changes" takes version 3's design and keeps B's words, on the
 * front end; when version 4 rewords the same sentence, the merge shows the
 * conflict side by side and B's pick decides. The hub's owner sees that B
 * uses the item, in two posts.
 */
import { Admin, Editor, PageUtils, expect, test } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	insertFromModal,
	openUpdates,
	pageAs,
	saveDraftAndWait,
} from '../utils';
import { expectAccessible, HUB_ROOT, OVERLAYS } from '../utils/axe';
import { pick, saveToCloud, shot } from '../utils/cloud';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { importPage, publishAgain, publishPage } from '../utils/hub-items';
import { SiteRest } from '../utils/site-rest';

const HUB_URL = process.env.WP_BASE_URL as string;
const SITE_B = process.env.WP_REMOTE_BASE_URL as string;

const V1 = `<!-- wp:heading -->
<h2 class="wp-block-heading">Harbor masthead</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Boats leave at dawn.</p>
<!-- /wp:paragraph -->`;

const V2 = `<!-- wp:heading -->
<h2 class="wp-block-heading">Harbor masthead, larger</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Boats leave at six.</p>
<!-- /wp:paragraph -->`;

/** Our mark on an inserted range's top-level blocks. */
const MARK = / \{"metadata":\{"stencilbox":"[0-9a-f]+"\}\}/g;

type RawPost = { id: number; content: { raw: string } };

/**
 * A post's stored content on site B.
 *
 * @param site B's REST client.
 * @param type posts or pages.
 * @param id   Post id.
 */
async function raw( site: SiteRest, type: string, id: number ) {
	return (
		await site.rest< RawPost >( 'GET', `/wp/v2/${ type }/${ id }`, {
			context: 'edit',
		} )
	).content.raw;
}

/**
 * A page pushed to the cloud, changed and saved as a new version of its
 * file from the block editor's Save & Push; the file's Versions dialog
 * shows the note, previews version 1 and restores it as version 3.
 *
 * @param page    A page logged in to the site.
 * @param editor  The block editor on that page.
 * @param siteUrl The site (its own hub, or one using a remote hub).
 * @param label   For the screenshots' names.
 * @return The file's version after the restore.
 */
async function fileVersions(
	page: Page,
	editor: Editor,
	siteUrl: string,
	label: string
) {
	const email = `file-versions-${ Date.now() }@example.org`;
	const title = `Menu page ${ Date.now() }`;
	await createLibraryAccount( siteUrl, email );
	await signInLibrary( siteUrl, email );
	const site = await SiteRest.login( siteUrl );
	const post = await site.rest< { id: number } >( 'POST', '/wp/v2/pages', {
		title,
		status: 'draft',
		content: V1,
	} );

	// Pushed once: a new file in My Clouds.
	await page.goto( `/wp-admin/post.php?post=${ post.id }&action=edit` );
	await editor.setPreferences( 'core/edit-post', {
		welcomeGuide: false,
	} );
	let modal = await saveToCloud( page );
	await pick( modal, 'Destination', 'My Clouds' );
	await modal.getByRole( 'button', { name: 'Save & Push' } ).click();
	await expect(
		modal.getByRole( 'heading', { name: 'My Clouds' } )
	).toBeVisible();
	await modal.getByRole( 'button', { name: 'Close' } ).first().click();

	// Changed and pushed again: Save & Push offers a new version of it.
	await site.rest( 'POST', `/wp/v2/pages/${ post.id }`, { content: V2 } );
	await page.reload();
	modal = await saveToCloud( page );
	await modal
		.getByRole( 'radio', { name: `A new version of “${ title }”` } )
		.check();
	await expect( modal.getByLabel( 'Template name' ) ).toBeHidden();
	await modal.getByLabel( 'What changed (optional)' ).fill( 'Six, not dawn' );
	await shot( page, 'versions', `save-as-new-version-${ label }` );
	await modal.getByRole( 'button', { name: 'Save & Push' } ).click();
	await expect(
		modal.getByRole( 'heading', { name: 'My Clouds' } )
	).toBeVisible();
	const row = modal.getByRole( 'row' ).filter( { hasText: title } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'Version 2' );

	// Its versions: the note, a preview of version 1, and a restore.
	await row.getByRole( 'button', { name: `Actions for ${ title }` } ).click();
	await page.getByRole( 'menuitem', { name: 'Versions' } ).click();
	const versions = page.getByRole( 'dialog', {
		name: `Versions of “${ title }”`,
	} );
	await expect( versions.getByText( 'Six, not dawn' ) ).toBeVisible();
	await versions.getByRole( 'button', { name: 'Preview version 1' } ).click();
	await expect(
		versions
			.frameLocator( 'iframe[title="Preview of version 1"]' )
			.getByText( 'Boats leave at dawn.' )
	).toBeVisible();
	await shot( page, 'versions', `file-versions-${ label }` );
	await expectAccessible(
		page,
		'Versions of a cloud file',
		undefined,
		false
	);
	await versions.getByRole( 'button', { name: 'Restore version 1' } ).click();
	await expect( versions.getByText( 'Version 3 — current' ) ).toBeVisible();
	await expect(
		versions.getByText( 'Restored from version 1' )
	).toBeVisible();
	const files = await site.rest< {
		files: {
			data: Array< { name: string; id: number; version: number } >;
		};
	} >( 'GET', '/stencilbox/v1/clouds', {} );
	const file = files.files.data.find( ( entry ) => entry.name === title );
	expect( file?.version ).toBe( 3 );
	expect(
		files.files.data.filter( ( entry ) => entry.name === title )
	).toHaveLength( 1 );
	await site.dispose();
	await signOutLibrary( siteUrl );
	return file?.version;
}

test.describe( 'Versions and updates', () => {
	test.afterEach( async () => {
		await signOutLibrary( SITE_B );
	} );

	test( 'a header updated on the hub updates on a site: pristine in one click with a revision back, edited only when replaced', async ( {
		browser,
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const name = `Harbor masthead ${ Date.now() }`;
		const email = `versions-${ Date.now() }@example.org`;
		await createLibraryAccount( SITE_B, email );
		await signInLibrary( SITE_B, email );

		// Version 1, published on the hub by its owner.
		const hub = await SiteRest.login( HUB_URL );
		const { source, item } = await publishPage( hub, name, V1 );

		// On site B: inserted in the block editor between B's own blocks.
		const b = await pageAs( browser, 'admin', SITE_B );
		const editor = new Editor( { page: b } );
		const admin = new Admin( {
			page: b,
			pageUtils: new PageUtils( { page: b, browserName: 'chromium' } ),
			editor,
		} );
		await admin.createNewPost( { title: 'Landing on B' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Written on site B.' },
		} );
		await b.getByRole( 'button', { name: 'Stencilbox library' } ).click();
		const modal = await insertFromModal( b, 'Blocks', name );
		await expect( modal ).toBeHidden();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Also written on site B.' },
		} );
		await saveDraftAndWait( b );
		const landing = Number(
			await b.evaluate( () =>
				( window as any ).wp.data
					.select( 'core/editor' )
					.getCurrentPostId()
			)
		);
		const siteB = await SiteRest.login( SITE_B );
		const inserted = await raw( siteB, 'posts', landing );
		expect( inserted ).toMatch( MARK );
		expect( inserted.replace( MARK, '' ) ).toContain( V1 );

		// …and imported as a page, which B then edits.
		const edited = await importPage( siteB, item, 'Edited on B' );
		const changed = V1.replace(
			'Boats leave at dawn.',
			'Boats leave when we say.'
		);
		await siteB.rest( 'POST', `/wp/v2/pages/${ edited }`, {
			content: changed,
		} );

		// Version 2 on the hub, with a note.
		await publishAgain( hub, source, name, V2, 'Bigger masthead' );

		// B's Updates: counted in the header, both places listed.
		await openUpdates( b );
		const nav = b.getByRole( 'navigation', { name: 'Library' } );
		await expect(
			nav.getByRole( 'link', { name: 'Updates 2 updates available' } )
		).toBeVisible();
		const rows = b.locator( '.stencilbox-updates__table tbody tr' );
		await expect( rows ).toHaveCount( 2 );
		const pristineRow = rows.filter( { hasText: 'Landing on B' } );
		const editedRow = rows.filter( { hasText: 'Edited on B' } );
		await expect( pristineRow ).toContainText( 'Not changed here' );
		await expect( pristineRow ).toContainText( '1 → 2' );
		await expect( pristineRow ).toContainText( 'Bigger masthead' );
		await expect( editedRow ).toContainText( 'Changed here' );
		await shot( b, 'versions', 'updates-screen' );
		await expectAccessible( b, 'Updates' );

		// The side-by-side preview of the edited copy: B's words and version 2.
		await editedRow
			.getByRole( 'button', {
				name: `Compare & merge ${ name } in Edited on B`,
			} )
			.click();
		const compare = b.getByRole( 'dialog', {
			name: `Compare “${ name }”`,
		} );
		// Compare & merge of the edited copy again, then one of its choices.
		const compareEdited = async ( choice: string ) => {
			await editedRow
				.getByRole( 'button', {
					name: `Compare & merge ${ name } in Edited on B`,
				} )
				.click();
			await compare.getByRole( 'button', { name: choice } ).click();
		};
		await expect(
			compare
				.frameLocator( 'iframe[title="What the page has now"]' )
				.getByText( 'Boats leave when we say.' )
		).toBeVisible();
		await expect(
			compare
				.frameLocator( 'iframe[title="The newest version"]' )
				.getByRole( 'heading', { name: 'Harbor masthead, larger' } )
		).toBeVisible();
		await expect(
			compare.getByRole( 'button', { name: 'Replace my changes' } )
		).toBeVisible();
		await shot( b, 'versions', 'updates-compare' );
		// The two previews are sandboxed frames without scripts (axe cannot
		// run in them); the dialog around them is checked.
		await expectAccessible( b, 'Compare (side by side)', undefined, false );
		await compare.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( compare ).toBeHidden();
		expect( await raw( siteB, 'pages', edited ) ).toBe( changed );

		// The pristine copy: one click, version 2 byte for byte, B's blocks stay.
		await pristineRow
			.getByRole( 'button', { name: `Update ${ name } in Landing on B` } )
			.click();
		await expect(
			b
				.locator( '.stencilbox-toasts' )
				.getByText( '1 place was updated.' )
		).toBeVisible();
		await expect( rows ).toHaveCount( 1 );
		const updated = await raw( siteB, 'posts', landing );
		expect( updated.replace( MARK, '' ) ).toContain( V2 );
		expect( updated ).not.toContain( 'Boats leave at dawn.' );
		expect( updated ).toContain( 'Written on site B.' );
		expect( updated ).toContain( 'Also written on site B.' );
		expect( await raw( siteB, 'pages', edited ) ).toBe( changed );

		// A revision brings version 1 back (WordPress's Revisions screen)…
		const revisions = await siteB.rest< Array< RawPost > >(
			'GET',
			`/wp/v2/posts/${ landing }/revisions`,
			{ context: 'edit' }
		);
		const old = revisions.find(
			( revision ) =>
				revision.content.raw.includes( 'Boats leave at dawn.' ) &&
				revision.content.raw.includes( 'Written on site B.' )
		);
		expect( old, 'a revision holds version 1' ).toBeDefined();
		await b.goto( `/wp-admin/revision.php?revision=${ old?.id }` );
		await b
			.getByRole( 'button', { name: 'Restore This Revision' } )
			.click();
		// Restored once WordPress sends the editor's address (the editor
		// itself is not what is checked: the stored content is).
		await b.waitForURL( /post\.php\?post=\d+&action=edit/, {
			waitUntil: 'commit',
		} );
		expect(
			( await raw( siteB, 'posts', landing ) ).replace( MARK, '' )
		).toContain( V1 );
		// …and Updates offers version 2 again, as a copy not changed here.
		await openUpdates( b );
		await expect( rows ).toHaveCount( 2 );
		await expect( pristineRow ).toContainText( 'Not changed here' );
		await expect( pristineRow ).toContainText( '1 → 2' );

		// The edited copy changes only on "Replace my changes".
		await compareEdited( 'Replace my changes' );
		await expect( compare ).toBeHidden();
		expect( await raw( siteB, 'pages', edited ) ).toBe( V2 );
		await expect( rows ).toHaveCount( 1 );

		// The hub's owner sees where the item is used: site B, two posts.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		await page.getByLabel( 'Search items' ).fill( name );
		await page
			.getByRole( 'button', { name: `Versions and use of ${ name }` } )
			.click();
		const history = page.getByRole( 'dialog', {
			name: `Versions of “${ name }”`,
		} );
		await expect(
			history.getByText( 'Used on 1 site, in 2 posts.', { exact: false } )
		).toBeVisible();
		await expect(
			history.getByRole( 'row' ).filter( { hasText: `${ SITE_B }/` } )
		).toContainText( '2' );
		await expect(
			history.getByRole( 'row' ).filter( { hasText: 'Bigger masthead' } )
		).toContainText( '2 (current)' );
		await shot( page, 'versions', 'hub-item-versions' );
		await expectAccessible( page, 'Versions and use of an item', [
			HUB_ROOT,
			...OVERLAYS,
		] );

		// "Merge my changes" (issue [25]): B rewords the page, the hub gives
		// the heading a larger size; the page keeps B's words with the new
		// design, as a visitor sees it.
		const reworded = V2.replace(
			'Boats leave at six.',
			'Boats leave when the tide says.'
		);
		await siteB.rest( 'POST', `/wp/v2/pages/${ edited }`, {
			content: reworded,
			status: 'publish',
		} );
		const V3 = V2.replace(
			'<!-- wp:heading -->\n<h2 class="wp-block-heading">',
			'<!-- wp:heading {"fontSize":"x-large"} -->\n<h2 class="wp-block-heading has-x-large-font-size">'
		);
		await publishAgain( hub, source, name, V3 );
		await openUpdates( b );
		await expect( editedRow ).toContainText( 'Changed here' );
		await compareEdited( 'Merge my changes' );
		await expect( compare ).toBeHidden();
		expect( await raw( siteB, 'pages', edited ) ).toBe(
			V3.replace(
				'Boats leave at six.',
				'Boats leave when the tide says.'
			)
		);
		const front = await siteB.rest< { link: string } >(
			'GET',
			`/wp/v2/pages/${ edited }`,
			{}
		);
		await b.goto( front.link );
		await expect(
			b.locator( 'h2.has-x-large-font-size', {
				hasText: 'Harbor masthead, larger',
			} )
		).toBeVisible();
		await expect(
			b.getByText( 'Boats leave when the tide says.' )
		).toBeVisible();
		await expect( b.getByText( 'Boats leave at six.' ) ).toHaveCount( 0 );

		// A conflict: version 4 rewords the same sentence B reworded, and
		// makes the heading larger still. The merge shows both sentences
		// side by side and writes nothing until B picks one; B keeps its
		// own, and gets version 4's heading with it.
		const V4 = V3.replace( 'Boats leave at six.', 'Boats leave at seven.' )
			.replace( '{"fontSize":"x-large"}', '{"fontSize":"xx-large"}' )
			.replace( 'has-x-large-font-size', 'has-xx-large-font-size' );
		await publishAgain( hub, source, name, V4 );
		const merged = await raw( siteB, 'pages', edited );
		await openUpdates( b );
		await expect( editedRow ).toContainText( 'Changed here' );
		await compareEdited( 'Merge my changes' );
		const picking = b.getByRole( 'dialog', {
			name: `Merge “${ name }”: choose what to keep`,
		} );
		const conflict = picking.getByRole( 'group', {
			name: '1. Text (Paragraph)',
		} );
		await expect( conflict ).toBeVisible();
		await expect(
			conflict.getByRole( 'figure' ).filter( { hasText: 'On this site' } )
		).toContainText( 'Boats leave when the tide says.' );
		await expect(
			conflict
				.getByRole( 'figure' )
				.filter( { hasText: 'In the new version' } )
		).toContainText( 'Boats leave at seven.' );
		await expect( conflict ).toContainText(
			'When it was inserted: Boats leave at six.'
		);
		const choose = picking.getByRole( 'button', {
			name: 'Choose a side for 1 more',
		} );
		await expect( choose ).toBeDisabled();
		expect( await raw( siteB, 'pages', edited ) ).toBe( merged );
		await shot( b, 'versions', 'updates-conflict' );
		await expectAccessible( b, 'Merge conflicts', undefined, false );
		await conflict
			.getByRole( 'radio', { name: 'Mine (this site’s)' } )
			.check();
		await picking
			.getByRole( 'button', { name: 'Merge with my choices' } )
			.click();
		await expect( picking ).toBeHidden();
		expect( await raw( siteB, 'pages', edited ) ).toBe(
			V4.replace(
				'Boats leave at seven.',
				'Boats leave when the tide says.'
			)
		);
		await b.goto( front.link );
		await expect(
			b.locator( 'h2.has-xx-large-font-size', {
				hasText: 'Harbor masthead, larger',
			} )
		).toBeVisible();
		await expect(
			b.getByText( 'Boats leave when the tide says.' )
		).toBeVisible();
		await expect( b.getByText( 'Boats leave at seven.' ) ).toHaveCount( 0 );

		await siteB.dispose();
		await hub.dispose();
		await b.context().close();
	} );

	test( 'a page saved to the cloud again becomes a new version of its file, whose versions preview and restore, on the site’s own hub', async ( {
		editor,
		page,
		baseURL,
	} ) => {
		test.setTimeout( 180_000 );
		expect(
			await fileVersions( page, editor, baseURL as string, 'own' )
		).toBe( 3 );
	} );

	test( 'a page saved to the cloud again becomes a new version of its file, whose versions preview and restore, on a remote hub (site B)', async ( {
		browser,
	} ) => {
		test.setTimeout( 180_000 );
		const page = await pageAs( browser, 'admin', SITE_B );
		expect(
			await fileVersions( page, new Editor( { page } ), SITE_B, 'remote' )
		).toBe( 3 );
		await page.context().close();
	} );
} );
