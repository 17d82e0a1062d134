/**
 * What a visitor sees on Hello Elementor with the real Elementor (issue
 * [22]), when the site keeps its own theme while importing an Elementor
 * pack: axe finds nothing serious, one header and one footer (Hello's own
 * are not printed beside the pack's), the pack's menu laid out as its
 * header makes it (not a plain bulleted list), headings within bounds and
 * readable. The block themes and the classic one are
 * tests/e2e/specs/fidelity-themes.spec.ts.
 *
 * Runs where both the real Elementor (STENCILBOX_ELEMENTOR_DIR, which makes
 * this project) and Hello Elementor (STENCILBOX_HELLO_THEME_DIR, linked into
 * site D by bin/wp-setup.sh) are given; neither is ever part of this
 * repository (README, "What a visitor sees").
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { axeViolations } from '../utils/axe';
import { elementorPackId, importPack } from '../utils/elementor';
import { newVisitorContext, settle } from '../utils/fidelity';
import { signInNewAccount } from '../utils/library-account';
import { otherThemeChecks } from '../utils/other-themes';
import { SiteRest } from '../utils/site-rest';

const PACK = 'harbor-agency';

test.describe( 'An Elementor pack on Hello Elementor, the site’s own theme', () => {
	test.skip(
		! process.env.STENCILBOX_HELLO_THEME_DIR,
		'STENCILBOX_HELLO_THEME_DIR is not set: no Hello Elementor theme to keep (README, "What a visitor sees")'
	);
	test.use( { viewport: { width: 1280, height: 900 } } );

	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		await signInNewAccount( baseURL as string, 'hello' );
		admin = await SiteRest.login( baseURL as string );
	} );

	test.afterAll( async () => {
		await admin?.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyfive',
		} );
		await admin?.dispose();
	} );

	test( `${ PACK }: one header and one footer, the pack’s menu in a row, axe, headings`, async ( {
		browser,
		baseURL,
	} ) => {
		test.setTimeout( 180_000 );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'hello-elementor',
		} );
		const id = await elementorPackId( admin, PACK );
		const { session } = await importPack( admin, id, { theme: null } );

		const context = await newVisitorContext( browser );
		const visitor = await context.newPage();
		await visitor.goto( `${ baseURL }/` );
		await settle( visitor );
		await visitor.screenshot( {
			path: `artifacts/fidelity/${ PACK }-hello-elementor-front.png`,
			fullPage: true,
		} );
		expect
			.soft( await axeViolations( visitor, [ 'body' ] ), 'axe' )
			.toEqual( [] );
		const checks = await otherThemeChecks( visitor );
		expect.soft( checks.banners, 'one header' ).toBe( 1 );
		expect.soft( checks.footers, 'one footer' ).toBe( 1 );
		expect.soft( checks.headings, 'heading sizes' ).toEqual( [] );
		expect.soft( checks.contrast, 'contrast (AA)' ).toEqual( [] );
		// The header's menu (an inline icon list): its links side by side,
		// no bullets.
		const menu = await visitor.evaluate( () => {
			const header = document.querySelector(
				'.stencilbox-template--header'
			);
			const items = [
				...( header?.querySelectorAll(
					'.elementor-icon-list-items > li'
				) ?? [] ),
			];
			return {
				count: items.length,
				rows: new Set(
					items.map( ( li ) =>
						Math.round( li.getBoundingClientRect().top )
					)
				).size,
				bullets: items.filter(
					( li ) => getComputedStyle( li ).listStyleType !== 'none'
				).length,
			};
		} );
		expect(
			menu.count,
			'the pack’s menu is in the header'
		).toBeGreaterThan( 1 );
		expect.soft( menu.rows, 'its links in one row' ).toBe( 1 );
		expect.soft( menu.bullets, 'no bullets' ).toBe( 0 );
		await context.close();

		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: session,
			confirm: true,
		} );
	} );
} );
