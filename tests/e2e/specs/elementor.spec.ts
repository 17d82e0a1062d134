/**
 * The Elementor bridge (issue [10]) on a stub of Elementor's editor: the real
 * bridge bundle, loaded on Elementor's own hook, around a stub of exactly the
 * editor globals it touches (tests/e2e/plugins/stencilbox-elementor-stub,
 * whose header cites the Elementor code each signature is checked against).
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { insertFromModal } from '../utils';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

type Element = { id: string; elType: string; elements?: Element[] };

const BASE: Element[] = [
	{ id: 'aaaaaaa', elType: 'container', elements: [] },
	{ id: 'bbbbbbb', elType: 'container', elements: [] },
];
const BUTTON = { name: 'Add from Stencilbox library' };

async function setElementor( baseURL: string, active: boolean ) {
	const rest = await SiteRest.login( baseURL );
	await rest.rest( 'POST', '/stencilbox-e2e/v1/elementor', { active } );
	await rest.dispose();
}

/**
 * Opens the stub editor on a page with two containers.
 *
 * @param page   Page.
 * @param postId The document.
 */
async function openEditor( page: Page, postId: number ) {
	await page.goto(
		`/wp-admin/admin.php?page=stencilbox-elementor-stub&post=${ postId }`
	);
	await page.waitForFunction( () => !! ( window as any ).elementor?.hooks );
	await page.evaluate(
		( elements ) =>
			( window as any ).stencilboxElementorStub.load( elements ),
		BASE
	);
	return page.frameLocator( '#elementor-preview-iframe' );
}

const SECTION: Record< string, 'Pages' | 'Blocks' > = {
	page: 'Pages',
	block: 'Blocks',
};

/**
 * Clicks Stencilbox's button in an add-section area: the inline one opened
 * above the second container (at 1), or the one at the end of the page.
 *
 * @param preview The preview frame.
 * @param inline  Which area.
 */
async function openFromArea(
	preview: ReturnType< Page[ 'frameLocator' ] >,
	inline: boolean
) {
	if ( inline ) {
		await preview
			.getByRole( 'button', { name: 'Add section above bbbbbbb' } )
			.click();
	}
	await preview.getByRole( 'button', BUTTON ).first().click();
}

const stub = < T >( page: Page, what: string ) =>
	page.evaluate(
		( name ) => ( window as any ).stencilboxElementorStub[ name ](),
		what
	) as Promise< T >;

const ids = ( elements: Element[] ): string[] =>
	elements.flatMap( ( element ) => [
		element.id,
		...ids( element.elements ?? [] ),
	] );

test.describe( 'Elementor bridge', () => {
	let postId = 0;

	test.beforeAll( async ( { baseURL } ) => {
		await setElementor( baseURL as string, true );
		const rest = await SiteRest.login( baseURL as string );
		postId = (
			await rest.rest< { id: number } >( 'POST', '/wp/v2/pages', {
				title: 'Built with Elementor',
			} )
		).id;
		await rest.dispose();
		const email = `elementor-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await setElementor( baseURL as string, false );
		await signOutLibrary( baseURL as string );
	} );

	test( 'a named, keyboard-reachable button sits in every add-section area', async ( {
		page,
	} ) => {
		const preview = await openEditor( page, postId );
		// The area at the end of the page.
		await expect( preview.getByRole( 'button', BUTTON ) ).toHaveCount( 1 );
		await expect(
			preview.getByRole( 'button', BUTTON ).locator( 'svg' )
		).toBeVisible();
		// An inline area opened above the second container gets one too.
		await preview
			.getByRole( 'button', { name: 'Add section above bbbbbbb' } )
			.click();
		await expect( preview.getByRole( 'button', BUTTON ) ).toHaveCount( 2 );
		// Reached and pressed with the keyboard.
		await preview.getByRole( 'button', BUTTON ).first().focus();
		await page.keyboard.press( 'Enter' );
		const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
		await expect( modal ).toBeVisible();
		await expect(
			modal
				.getByRole( 'navigation', { name: 'Library' } )
				.getByRole( 'button', { name: 'Packs' } )
		).toBeVisible();
		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.first()
			.click();
		await expect( modal ).toBeHidden();
		expect( await stub< Element[] >( page, 'elements' ) ).toEqual( BASE );
	} );

	test( 'every Elementor item lands where its area was clicked, with the tree the server sent, undone in one step', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		const rest = await SiteRest.login( baseURL as string );
		const items: Array< { name: string; type: string } > = [];
		for ( const type of [ 'page', 'block' ] ) {
			const list = await rest.rest< {
				data: Array< { name: string; type: string } >;
			} >( 'GET', '/stencilbox/v1/items', {
				platform: 'elementor',
				type,
				plan: 'all',
			} );
			items.push( ...list.data );
		}
		await rest.dispose();
		expect( items.length ).toBeGreaterThanOrEqual( 6 );

		for ( const [ index, item ] of items.entries() ) {
			const preview = await openEditor( page, postId );
			// Alternately the inline area above the second container (at 1)
			// and the area at the end of the page.
			const inline = index % 2 === 0;
			await openFromArea( preview, inline );
			const answer = page.waitForResponse(
				( response ) =>
					decodeURIComponent( response.url() ).includes(
						'/stencilbox/v1/insert'
					) && response.request().method() === 'POST'
			);
			const modal = await insertFromModal(
				page,
				SECTION[ item.type ],
				item.name
			);
			const dependencies = page.getByRole( 'dialog', {
				name: 'Required Dependencies',
			} );
			await Promise.race( [
				answer,
				dependencies
					.getByRole( 'button', { name: 'Skip & Import' } )
					.click()
					// Items without plugins to ask for never show it.
					.catch( () => {} ),
			] );
			const sent = JSON.parse( ( await ( await answer ).json() ).content )
				.content as Element[];
			await expect( modal ).toBeHidden();
			await expect(
				page.getByRole( 'status' ).filter( {
					hasText: `${ item.name } was inserted.`,
				} )
			).toBeVisible();

			const expected = [
				[ ...BASE, ...sent ],
				[ BASE[ 0 ], ...sent, BASE[ 1 ] ],
			][ Number( inline ) ];
			const document = await stub< Element[] >( page, 'elements' );
			expect( document, item.name ).toEqual( expected );
			// New ids, as Elementor's library gives a template: short hex,
			// none repeated in the document.
			const all = ids( document );
			expect( new Set( all ).size ).toBe( all.length );
			for ( const id of ids( sent ) ) {
				expect( id ).toMatch( /^[0-9a-f]{7}$/ );
			}
			expect(
				(
					await stub< Array< { subTitle: string } > >(
						page,
						'history'
					)
				).map( ( entry ) => entry.subTitle )
			).toEqual( [ item.name ] );
			expect( await stub< string[] >( page, 'calls' ) ).toEqual( [
				'document/elements/import',
			] );

			await page.evaluate( () =>
				( window as any ).$e.run( 'document/history/undo' )
			);
			expect( await stub< Element[] >( page, 'elements' ) ).toEqual(
				BASE
			);
		}
	} );
} );
