/**
 * "Match my site" in a full-site import (issue [25]): a site that keeps its
 * own block theme (Twenty Twenty-Five; the pack's theme unticked in the
 * wizard) imports a demo pack with "Match my site". A visitor's pages draw
 * the pack's colours with the site's palette (its preset variables), the
 * site's global styles are not the pack's, and axe finds nothing serious.
 * Then revert.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import { newVisitorContext } from '../utils/fidelity';
import { presetColours, userStylesId } from '../utils/look-plan';
import {
	demoSite,
	importedPages,
	imports,
	leaveDemoSite,
	openWizard,
	runImport,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';

const SHOTS = 'artifacts/site-import-look';
const PACK = 'harbor-agency';

/**
 * Colours of the pack's pages that are matched on Twenty Twenty-Five: none
 * of them is left once matched. One set of roles for the whole pack: the
 * pack's text navy (#142233) is kept on every page, Contact too, because
 * other pages set it on the coral buttons, a pair the theme's palette cannot
 * make readable (DesignMatcherTest, FullSiteLookTest).
 */
const FULLY_MATCHED: Record< string, string[] > = {
	Contact: [ '#1f4e79', '#56606c', '#515d6a', '#eef3f8', '#d0d3d6' ],
};

/**
 * How the elements of a page's content that name a preset colour are drawn:
 * each declaration `property:var(--wp--preset--color--slug)` of an inline
 * style, with the computed value and the preset's own.
 *
 * @param page A visitor's page.
 */
async function presetDeclarations( page: Page ) {
	const found = await page
		.locator( '.wp-block-post-content' )
		.evaluate( ( content ) => {
			const named: Array< {
				property: string;
				slug: string;
				drawn: string;
			} > = [];
			for ( const element of Array.from(
				content.querySelectorAll< HTMLElement >(
					'[style*="--wp--preset--color--"]'
				)
			) ) {
				const style = element.getAttribute( 'style' ) ?? '';
				for ( const match of style.matchAll(
					/(^|;)\s*(color|background-color)\s*:\s*var\(--wp--preset--color--([a-z0-9-]+)\)/g
				) ) {
					const property = match[ 2 ];
					const computed = getComputedStyle( element );
					named.push( {
						property,
						slug: match[ 3 ],
						drawn:
							property === 'color'
								? computed.color
								: computed.backgroundColor,
					} );
				}
			}
			return named;
		} );
	const presets = await presetColours(
		page,
		found.map( ( entry ) => entry.slug )
	);
	return found.map( ( entry ) => ( {
		...entry,
		preset: presets[ entry.slug ],
	} ) );
}

/**
 * The site's own global styles (the user's record of the active theme):
 * its settings and styles.
 *
 * @param admin Admin client.
 */
async function userStyles( admin: SiteRest ) {
	const id = await userStylesId( admin );
	const record = await admin.rest< { settings: unknown; styles: unknown } >(
		'GET',
		`/wp/v2/global-styles/${ id }`,
		{ context: 'edit' }
	);
	return { settings: record.settings, styles: record.styles };
}

/**
 * Reverts an import, if one was started.
 *
 * @param admin   Admin client.
 * @param session Its session id ('' for none).
 */
async function revert( admin: SiteRest, session: string ) {
	if ( session ) {
		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: session,
			confirm: true,
		} );
	}
}

test.describe( '“Match my site” in a full-site import', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		admin = await demoSite( baseURL as string, 'fsi-look' );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyfive',
		} );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await leaveDemoSite( admin, baseURL as string );
	} );

	test( 'the site keeps Twenty Twenty-Five: the pack’s pages take its palette, its global styles stay, axe finds nothing serious (issue [25])', async ( {
		page,
		browser,
	} ) => {
		// An import through the wizard, its pages checked, a revert.
		test.setTimeout( 240_000 );
		const stylesBefore = await userStyles( admin );
		let session = '';
		try {
			const wizard = await openWizard( page, PACK );
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await expect(
				wizard.getByRole( 'heading', { name: 'Required Dependencies' } )
			).toBeVisible();
			const summary = wizard.getByRole( 'region', {
				name: 'What the import will do',
			} );
			// The pack's theme ticked: its theme shows the pages, nothing to ask.
			await expect( summary.getByRole( 'radio' ) ).toHaveCount( 0 );
			await wizard
				.getByRole( 'checkbox', { name: 'Stencilbox Canvas' } )
				.uncheck();
			const match = summary.getByRole( 'radio', {
				name: 'Match my site',
			} );
			await match.check();
			await expect( match ).toBeChecked();
			await expect( summary.getByText( /^Global styles:/ ) ).toHaveCount(
				0
			);
			await match.scrollIntoViewIfNeeded();
			await page.screenshot( { path: `${ SHOTS }/01-summary.png` } );
			await runImport( wizard );
			// The results say it was matched (and where colours kept the pack's).
			await expect(
				wizard.getByText( /^Matched to your theme’s colours and fonts/ )
			).toBeVisible();
			await page.screenshot( { path: `${ SHOTS }/02-results.png` } );
			session =
				( await imports( admin ) ).find(
					( run ) => run.pack_slug === PACK
				)?.session_id ?? '';
			expect( session ).not.toBe( '' );

			// The site's own global styles: not the pack's colours and fonts.
			expect( await userStyles( admin ) ).toEqual( stylesBefore );

			const pages = await importedPages( admin, session );
			expect( pages.map( ( made ) => made.title ) ).toContain(
				'Contact'
			);
			const visitorContext = await newVisitorContext( browser );
			const visitor = await visitorContext.newPage();
			try {
				for ( const [ n, made ] of pages.entries() ) {
					await visitor.goto( made.url );
					await expect(
						visitor.locator( '.wp-block-post-content' )
					).toBeVisible();
					// The pack's colours are the site's presets, drawn as the theme defines them.
					const drawn = await presetDeclarations( visitor );
					expect(
						drawn.length,
						`${ made.title }: preset colours`
					).toBeGreaterThan( 0 );
					for ( const one of drawn ) {
						expect(
							one.drawn,
							`${ made.title }: ${ one.property } ${ one.slug }`
						).toBe( one.preset );
					}
					// Matched through the site's palette: its preset variables in
					// the saved content. The Contact page's colours above are matched
					// (a colour the pack keeps for a pair the site's palette cannot
					// make readable is kept on every page: DesignMatcherTest).
					const raw = await admin.rest< {
						content: { raw: string };
					} >( 'GET', `/wp/v2/pages/${ made.id }`, {
						context: 'edit',
					} );
					expect( raw.content.raw ).toContain( 'var:preset|color|' );
					for ( const hex of FULLY_MATCHED[ made.title ] ?? [] ) {
						expect(
							raw.content.raw,
							`${ made.title }: ${ hex }`
						).not.toContain( hex );
					}
					expect(
						await axeViolations(
							visitor,
							[ '.wp-block-post-content' ],
							false
						),
						`${ made.title }: axe, serious or critical`
					).toEqual( [] );
					await visitor.screenshot( {
						path: `${ SHOTS }/03-visitor-${ n }.png`,
						fullPage: true,
					} );
				}
			} finally {
				await visitorContext.close();
			}
		} finally {
			await revert( admin, session );
			// The site remembers the look: back to the pack's for the specs after this one.
			const hero = await admin.rest< { id: number } >(
				'GET',
				`/stencilbox/v1/items/${ PACK }-hero`,
				{ platform: 'gutenberg' }
			);
			await admin
				.rest( 'POST', '/stencilbox/v1/insert', {
					id: hero.id,
					look: 'pack',
				} )
				.catch( () => {} );
		}
	} );
} );
