/**
 * The demo catalogue's cards show the real design (issue [11]): a card's
 * picture looks like a fresh capture of the item inserted into a page of
 * this site, and not like another item.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { settle } from '../utils/fidelity';
import { useCatalogue } from '../utils/site-rest';
import { SAME_DESIGN, pictureDistance, pngUrl } from '../utils/similarity';

/**
 * Inserts an item through /insert into a new page, publishes it, opens it
 * and captures its content as the generator does (1280 wide, images loaded).
 *
 * @param page     Page (logged in).
 * @param slug     Item slug.
 * @param template The block theme template the item asks for ('' for none).
 * @return The capture as PNG and the page's background colour.
 */
async function freshCapture( page: Page, slug: string, template: string ) {
	await page.goto( '/wp-admin/' );
	const link = await page.evaluate(
		async ( { itemSlug, pageTemplate } ) => {
			const { wp } = window as any;
			const item = await wp.apiFetch( {
				path: `/stencilbox/v1/items/${ itemSlug }?platform=gutenberg`,
			} );
			const draft = await wp.apiFetch( {
				path: '/wp/v2/pages',
				method: 'POST',
				data: { title: `Fresh ${ itemSlug }`, status: 'draft' },
			} );
			const { content } = await wp.apiFetch( {
				path: '/stencilbox/v1/insert',
				method: 'POST',
				data: {
					id: item.id,
					postId: draft.id,
					origin: 'library',
					platform: 'gutenberg',
				},
			} );
			const done = await wp.apiFetch( {
				path: `/wp/v2/pages/${ draft.id }`,
				method: 'POST',
				data: {
					content,
					status: 'publish',
					template: pageTemplate,
				},
			} );
			return done.link as string;
		},
		{ itemSlug: slug, pageTemplate: template }
	);
	await page.goto( link );
	await settle( page );
	const png = await page
		.locator( '.wp-block-post-content' )
		.first()
		.screenshot( { animations: 'disabled' } );
	const background = await page.evaluate(
		() => getComputedStyle( document.body ).backgroundColor
	);
	return { png, background };
}

test.describe( 'Demo catalogue cards', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test.afterAll( async ( { baseURL } ) => {
		await useCatalogue( baseURL as string, 'mini' );
		await signOutLibrary( baseURL as string );
	} );

	test( 'a card shows what the item looks like once inserted, and another item does not', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 120_000 );
		await useCatalogue( baseURL as string, 'demo' );
		const email = `thumbs-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );

		// The card's picture, as an item's details show it.
		const cardImage = async ( slug: string ) => {
			await page.goto( `${ ADMIN_PAGE }&path=gutenberg/pages/${ slug }` );
			const img = page.locator( '.stencilbox-item__banner-image' );
			await expect( img ).toBeVisible();
			const src = ( await img.getAttribute( 'src' ) ) as string;
			expect( src ).toMatch( /\.webp$/ );
			return src;
		};
		// A standalone page (its card is captured on Twenty Twenty-Five, this
		// site's theme; a pack's items are captured in the pack's design,
		// which fidelity.spec.ts compares after importing the pack).
		const aboutCard = await cardImage( 'consultant-about' );
		const shopCard = await cardImage( 'shop-home' );

		// The same palette and fonts, another design.
		const servicesCard = await cardImage( 'consulting-services' );

		const about = await freshCapture( page, 'consultant-about', '' );
		const distance = ( card: string ) =>
			pictureDistance(
				page,
				card,
				pngUrl( about.png ),
				about.background
			);
		const same = await distance( aboutCard );
		expect(
			same,
			`the card looks like the inserted page (distance ${ same })`
		).toBeLessThan( SAME_DESIGN );
		for ( const [ what, card ] of [
			[ 'another category', shopCard ],
			[ 'the same palette', servicesCard ],
		] ) {
			const other = await distance( card );
			expect(
				other,
				`a card of ${ what } does not pass for it (distance ${ other })`
			).toBeGreaterThan( SAME_DESIGN );
		}
	} );
} );
