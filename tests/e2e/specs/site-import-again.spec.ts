/**
 * Importing the same pack again (issue [26] item 5): the wizard says the
 * pack's pages are here from the earlier import, the second import makes
 * no page or image twice and keeps the page the user edited (the results
 * name it), and a revert of the first import gives back the very same site.
 */
import { test, expect } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import {
	demoSite,
	expectSameSite,
	imports,
	leaveDemoSite,
	openWizard,
	runImport,
	snapshot,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';

/**
 * Runs the wizard with its defaults to the results.
 *
 * @param page Page.
 * @return The wizard, showing its results.
 */
async function importWithDefaults( page: Page ): Promise< Locator > {
	const wizard = await openWizard( page );
	await wizard.getByRole( 'button', { name: 'Next' } ).click();
	await wizard.getByRole( 'button', { name: 'Next' } ).click();
	await expect(
		wizard.getByRole( 'region', { name: 'What the import will do' } )
	).toBeVisible();
	return wizard;
}

/**
 * How many posts of a REST collection there are (any status but trash).
 *
 * @param admin Admin client.
 * @param route `/wp/v2/pages` or `/wp/v2/media`.
 */
async function count( admin: SiteRest, route: string ): Promise< number > {
	const rows = await admin.rest< unknown[] >( 'GET', route, {
		per_page: 100,
		status: route.endsWith( 'media' ) ? 'inherit' : 'any',
		context: 'edit',
	} );
	return rows.length;
}

test.describe( 'Importing the same pack again', () => {
	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		admin = await demoSite( baseURL as string, 'fsi-again' );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await leaveDemoSite( admin, baseURL as string );
	} );

	test( 'uses the pages and images of the first import, keeps the page the user edited, and reverts to the very same site', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		// What a first visit of the admin and of the front end writes on its
		// own (as site-import.spec does) is none of the imports'.
		await page.goto( ADMIN_PAGE );
		const warm = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		await ( await warm.newPage() ).goto( baseURL as string );
		await warm.close();
		const before = await snapshot( admin );

		// The first import, with the wizard's defaults.
		let wizard = await importWithDefaults( page );
		await expect(
			wizard.getByText( /from an earlier import of it/ )
		).toHaveCount( 0 );
		await runImport( wizard );
		const first = ( await imports( admin ) )[ 0 ].session_id;
		const pages = await count( admin, '/wp/v2/pages' );
		const media = await count( admin, '/wp/v2/media' );

		// The user adds their own words to About.
		const [ about ] = await admin.rest<
			Array< { id: number; content: { raw: string } } >
		>( 'GET', '/wp/v2/pages', { slug: 'about', context: 'edit' } );
		await admin.rest( 'POST', `/wp/v2/pages/${ about.id }`, {
			content: `${ about.content.raw }\n\n<!-- wp:paragraph -->\n<p>Our own words.</p>\n<!-- /wp:paragraph -->`,
		} );

		// The same pack again: the summary says what is here already.
		wizard = await importWithDefaults( page );
		await expect(
			wizard.getByText(
				/^\d+ of the pack’s pages are here from an earlier import of it: they are used again, not made twice, and stay as they are if you edited them since\.$/
			)
		).toBeVisible();
		await runImport( wizard );
		await expect( wizard.getByText( 'Your changes' ) ).toBeVisible();
		await expect(
			wizard.getByText(
				'Kept as you edited them since this pack was last imported: About'
			)
		).toBeVisible();
		expect( await count( admin, '/wp/v2/pages' ) ).toBe( pages );
		expect( await count( admin, '/wp/v2/media' ) ).toBe( media );
		const kept = await admin.rest< { content: { raw: string } } >(
			'GET',
			`/wp/v2/pages/${ about.id }`,
			{ context: 'edit' }
		);
		expect( kept.content.raw ).toContain( 'Our own words.' );

		// Reverting the first import takes the second with it: the site as before.
		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: first,
			confirm: true,
		} );
		expectSameSite( before, await snapshot( admin ) );
	} );
} );
