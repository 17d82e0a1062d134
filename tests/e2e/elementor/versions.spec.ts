/**
 * Versions and updates through the real Elementor (issue [19]; site D, its
 * own hub: the two-site set-up of tests/e2e/specs/versions.spec.ts has no
 * Elementor). Version 1 of an Elementor page is published on the hub (a
 * bundle imported by the hub's owner), made a page of the site with
 * /import/page and published; version 2 is published; the Updates screen
 * lists the page as not changed here; one click updates it through
 * Elementor's `Document::save` — a visitor sees version 2 as Elementor
 * renders it, on version 2's Body Style (its page settings), and
 * `_elementor_data` is version 2's — and Elementor's own History →
 * Revisions brings version 1 back, page background included.
 */
import { test, expect } from '../test';
import type { Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import { openUpdates } from '../utils';
import { zipFiles } from '../utils/bundle';
import { shot } from '../utils/cloud';
import { openElementor } from '../utils/elementor';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

/**
 * An Elementor page as Elementor saves it (`Element_Base::get_raw_data`):
 * a container with a heading and a text widget. No setting has its default
 * value: Elementor's editor leaves those out when it saves.
 *
 * @param heading Its heading.
 * @param text    Its paragraph.
 */
function elements( heading: string, text: string ) {
	return [
		{
			id: 'b7e41c2',
			elType: 'container',
			settings: { content_width: 'full' },
			elements: [
				{
					id: 'c93a0d5',
					elType: 'widget',
					settings: { title: heading, header_size: 'h3' },
					elements: [],
					widgetType: 'heading',
				},
				{
					id: 'd15f7e8',
					elType: 'widget',
					settings: { editor: `<p>${ text }</p>` },
					elements: [],
					widgetType: 'text-editor',
				},
			],
			isInner: false,
		},
	];
}

const V1 = elements(
	'The harbour opens at dawn',
	'Moorings are free until noon.'
);
const V2 = elements( 'The harbour opens at six', 'Moorings are free all day.' );

/**
 * A bundle holding one Elementor page item (the hub owner's Import).
 *
 * @param slug         The item's slug.
 * @param name         Its name.
 * @param content      Its elements.
 * @param pageSettings Its page settings (Elementor's Body Style).
 */
function bundle(
	slug: string,
	name: string,
	content: unknown[],
	pageSettings: Record< string, string > = {}
) {
	return zipFiles( {
		'catalogue.json': JSON.stringify( {
			version: 1,
			categories: [],
			tags: [],
			template_types: [],
			dependencies: [],
			pricing: [],
			packs: [],
			items: [
				{
					slug,
					name,
					type: 'page',
					plan: 'free',
					price: 0,
					categories: [],
					tags: [],
					description: '',
					thumbnail: '',
					screenshots: [],
					platforms: { elementor: `elementor/${ slug }.json` },
				},
			],
		} ),
		[ `elementor/${ slug }.json` ]: JSON.stringify( {
			version: '0.4',
			title: name,
			type: 'page',
			content,
			page_settings: pageSettings,
		} ),
	} );
}

/**
 * What a visitor (signed out) sees of a page: its Elementor heading.
 *
 * @param browser Browser.
 * @param url     The page.
 */
async function visitorHeading( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const visitor = await context.newPage();
	await visitor.goto( url );
	const heading = visitor.locator(
		'[data-elementor-type="wp-page"] .elementor-widget-heading h3'
	);
	const text = ( await heading.textContent() )?.trim();
	// The page's Body Style, as Elementor draws it on `body`.
	const background = await visitor
		.locator( 'body' )
		.evaluate( ( body ) => getComputedStyle( body ).backgroundColor );
	const paragraph = (
		await visitor
			.locator(
				'[data-elementor-type="wp-page"] .elementor-widget-text-editor'
			)
			.textContent()
	)?.trim();
	return { context, visitor, text, paragraph, background };
}

/**
 * The relative luminance of a computed `rgb()`/`rgba()` colour (WCAG).
 *
 * @param css A computed colour.
 */
function luminance( css: string ): number {
	const [ r, g, b ] = ( css.match( /[\d.]+/g ) ?? [] )
		.slice( 0, 3 )
		.map( Number )
		.map( ( channel ) => {
			const c = channel / 255;
			return c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
		} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test.describe( 'Versions and updates in the real Elementor', () => {
	test.afterEach( async ( { baseURL } ) => {
		await signOutLibrary( baseURL as string );
	} );

	test( 'an Elementor page imported from the hub updates to version 2 through Elementor, and Elementor’s Revisions bring version 1 back', async ( {
		baseURL,
		browser,
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const site = baseURL as string;
		const stamp = Date.now();
		const slug = `tide-notice-${ stamp }`;
		const name = `Tide notice ${ stamp }`;
		const title = `Harbour news ${ stamp }`;
		const email = `versions-elementor-${ stamp }@example.org`;
		await createLibraryAccount( site, email, 'free', true, site );
		await signInLibrary( site, email );
		const admin = await SiteRest.login( site );
		const data = async ( post: number ) =>
			JSON.parse(
				(
					await admin.rest< { value: string } >(
						'GET',
						'/stencilbox-e2e/v1/post-meta',
						{ post_id: post, key: '_elementor_data' }
					)
				).value
			);

		// Version 1 on the hub, made a page of the site and published.
		await admin.upload(
			'/stencilbox-hub/v1/admin/catalog/import',
			'bundle',
			'v1.zip',
			bundle( slug, name, V1 )
		);
		const found = await admin.rest< {
			data: Array< { id: number; slug: string } >;
		} >( 'GET', '/stencilbox/v1/items', {
			platform: 'elementor',
			type: 'all',
			plan: 'all',
			search: name,
		} );
		const item = found.data.find( ( entry ) => entry.slug === slug );
		expect( item, 'the bundle’s item is in the catalogue' ).toBeDefined();
		const made = await admin.rest< { post_id: number } >(
			'POST',
			'/stencilbox/v1/import/page',
			{ id: item?.id, title, platform: 'elementor' }
		);
		const post = made.post_id;
		const published = await admin.rest< { link: string } >(
			'POST',
			`/wp/v2/pages/${ post }`,
			{ status: 'publish' }
		);
		let seen = await visitorHeading( browser, published.link );
		expect( seen.text ).toBe( 'The harbour opens at dawn' );
		const firstBackground = seen.background;
		await seen.context.close();

		// Version 2 on the hub: new words, and a sand Body Style (pale: the
		// theme's own title and header stay readable on it).
		await admin.upload(
			'/stencilbox-hub/v1/admin/catalog/import',
			'bundle',
			'v2.zip',
			bundle( slug, name, V2, {
				background_background: 'classic',
				background_color: '#F4EBD9',
			} )
		);

		// The Updates screen lists the page, not changed here, 1 → 2.
		await openUpdates( page );
		const rows = page.locator( '.stencilbox-updates__table tbody tr' );
		const row = rows.filter( { hasText: title } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( name );
		await expect( row ).toContainText( 'Not changed here' );
		await expect( row ).toContainText( '1 → 2' );
		await shot( page, 'elementor-real', 'versions-updates' );

		// One click: Elementor renders version 2, its data is version 2's.
		await row
			.getByRole( 'button', { name: `Update ${ name } in ${ title }` } )
			.click();
		await expect(
			page
				.locator( '.stencilbox-toasts' )
				.getByText( '1 place was updated.' )
		).toBeVisible();
		await expect( row ).toHaveCount( 0 );
		expect( await data( post ) ).toEqual( V2 );
		seen = await visitorHeading( browser, published.link );
		expect( seen.text ).toBe( 'The harbour opens at six' );
		expect( seen.paragraph ).toBe( 'Moorings are free all day.' );
		// …on version 2's page background (#F4EBD9, or the kit colour
		// "Match my site" gave it), where version 1 had the theme's white.
		expect( seen.background ).not.toBe( firstBackground );
		expect( luminance( seen.background ) ).toBeGreaterThan( 0.5 );
		expect( luminance( seen.background ) ).toBeLessThan( 0.95 );
		await shot( seen.visitor, 'elementor-real', 'versions-updated-front' );
		await seen.context.close();

		// Elementor's History → Revisions lists the page, then its revisions
		// newest first: the update's own save, then the one kept before it.
		const preview = await openElementor( page, post );
		await page.evaluate( () =>
			( window as any ).$e.route( 'panel/history/revisions' )
		);
		const list = page.locator(
			'#elementor-revisions-list .elementor-revision-item__wrapper'
		);
		await expect( list.first() ).toContainText( 'Current Version' );
		await list.nth( 2 ).click();
		await expect(
			preview.getByRole( 'heading', {
				name: 'The harbour opens at dawn',
			} )
		).toBeVisible();
		await expect(
			preview.getByText( 'Moorings are free until noon.' )
		).toBeVisible();
		await shot( page, 'elementor-real', 'versions-revision' );
		// Apply (an autosave of a published page), then Publish makes it live.
		await page.locator( '.e-revision-save' ).click();
		await page
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect
			.poll( () => data( post ), { timeout: 60_000 } )
			.toEqual( V1 );
		seen = await visitorHeading( browser, published.link );
		expect( seen.text ).toBe( 'The harbour opens at dawn' );
		expect( seen.background ).toBe( firstBackground );
		await seen.context.close();

		// …and the update is offered again.
		await openUpdates( page );
		await expect( row ).toContainText( 'Not changed here' );
		await expect( row ).toContainText( '1 → 2' );
		await admin.dispose();
	} );
} );
