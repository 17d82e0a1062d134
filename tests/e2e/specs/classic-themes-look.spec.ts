/**
 * "Match my site" on the classic themes most sites run (issue [25]):
 * Astra, Blocksy, GeneratePress, Kadence and Neve keep their palette in
 * their own settings and print it inline on every page, so their editor
 * palette names custom properties (`var(--ast-global-color-0)`,
 * `var(--contrast)`, `var(--global-palette1)`) that no stylesheet file
 * declares (`Support\Design\ClassicThemeColours`).
 *
 * Needs the themes themselves: STENCILBOX_CLASSIC_THEMES_DIR names a folder
 * holding any of `astra/`, `blocksy/`, `generatepress/`, `kadence/` and
 * `neve/` (README, "What a visitor sees"); each theme found there is
 * checked, each one missing says "skipped". For each: its palette set to colours of this
 * test's own (its settings, as its customiser saves them), three demo
 * items inserted with "Match my site" into a page, then
 *
 * - every insert matched, and the saved content names the theme's palette
 *   and keeps no literal colour of the item but those the insert says it
 *   kept for contrast; the editor finds every block of it valid;
 * - a visitor sees the theme's colours: the page draws the palette this
 *   test gave the theme, and every background and text colour the items
 *   set is, as drawn, one of the theme's palette (read from the page's own
 *   preset properties, resolved) or a colour the insert said it kept;
 * - axe finds nothing serious in the page's content.
 *
 * Pictures: `artifacts/classic-themes-look/<theme>.png`.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from '../test';
import { axeViolations } from '../utils/axe';
import {
	insertBatch,
	invalidBlocks,
	newVisitorContext,
	settle,
	type Item,
} from '../utils/fidelity';
import { hex, literalsIn, rolesOf } from '../utils/look-plan';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest } from '../utils/site-rest';

const DIR = process.env.STENCILBOX_CLASSIC_THEMES_DIR ?? '';
const SHOTS = 'artifacts/classic-themes-look';

/** Core's default palette (a theme's own replaces it: the matcher never picks it). */
const CORE_DEFAULT_PALETTE = [
	'black',
	'cyan-bluish-gray',
	'white',
	'pale-pink',
	'vivid-red',
	'luminous-vivid-orange',
	'luminous-vivid-amber',
	'light-green-cyan',
	'vivid-green-cyan',
	'pale-cyan-blue',
	'vivid-cyan-blue',
	'vivid-purple',
];

/** Three demo items with their own colours: a band, a table, numbers. */
const ITEMS = [ 'consultation-cta', 'three-tier-pricing', 'impact-numbers' ];

/**
 * Each theme, the slugs its palette is written with, and colours of our
 * own in the order of its palette (its roles kept: Astra's third and
 * fourth are heading and text, its fifth and sixth backgrounds; GeneratePress's
 * contrast, contrast-2, contrast-3, base, base-2, base-3, accent; Kadence's
 * accent, accent alt, strongest to subtle text, subtle and lighter
 * background, white).
 */
const THEMES: Array< {
	slug: string;
	name: string;
	prefix: string;
	colours: string[];
	reserved?: string[];
} > = [
	{
		slug: 'astra',
		name: 'Astra',
		prefix: 'ast-global-color-',
		colours: [
			'#b5179e',
			'#7209b7',
			'#240046',
			'#3c096c',
			'#ffffff',
			'#f8f0fb',
			'#10002b',
			'#e0c3fc',
			'#2a1040',
		],
	},
	{
		slug: 'blocksy',
		name: 'Blocksy',
		prefix: 'palette-color-',
		colours: [
			'#d946ef',
			'#a21caf',
			'#3f3f46',
			'#18181b',
			'#e4e4e7',
			'#f4f4f5',
			'#fafafa',
			'#ffffff',
		],
	},
	{
		slug: 'generatepress',
		name: 'GeneratePress',
		prefix: '',
		colours: [
			'#1b1b3a',
			'#3f3f5f',
			'#a0a0b8',
			'#e9e6f2',
			'#f6f4fa',
			'#ffffff',
			'#c2185b',
		],
	},
	{
		slug: 'kadence',
		name: 'Kadence',
		prefix: 'theme-palette',
		// Its notice colours (success, info, alert, warning, rating, as it
		// ships them): in its palette, never given a role of an item.
		reserved: [ '#13612e', '#1159af', '#b82105', '#f7630c', '#f5a524' ],
		colours: [
			'#c0392b',
			'#962d22',
			'#1a1a1a',
			'#2b2b2b',
			'#555555',
			'#777777',
			'#f3ece9',
			'#faf7f5',
			'#ffffff',
		],
	},
	{
		slug: 'neve',
		name: 'Neve',
		prefix: '(neve-|nv-)',
		colours: [
			'#0f766e',
			'#115e59',
			'#ffffff',
			'#f0fdfa',
			'#042f2e',
			'#1f2937',
			'#ffffff',
			'#7c3aed',
			'#b45309',
		],
	},
];

/**
 * Whether a theme's folder is there (STENCILBOX_CLASSIC_THEMES_DIR).
 *
 * @param slug The theme's folder.
 */
const installed = ( slug: string ) =>
	!! DIR && fs.existsSync( path.join( DIR, slug, 'style.css' ) );

test.describe( 'Match my site on classic themes that print their palette', () => {
	let admin: SiteRest;
	let items: Item[] = [];

	const any = THEMES.some( ( theme ) => installed( theme.slug ) );

	test.beforeAll( async ( { baseURL } ) => {
		admin = await SiteRest.login( baseURL as string );
		if ( ! any ) {
			return; // Each test says why it is skipped.
		}
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'demo',
		} );
		const email = `classic-look-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
		for ( const slug of ITEMS ) {
			items.push(
				await admin.rest< Item >(
					'GET',
					`/stencilbox/v1/items/${ slug }`,
					{
						platform: 'gutenberg',
					}
				)
			);
		}
		fs.mkdirSync( SHOTS, { recursive: true } );
	} );

	test.afterAll( async ( { baseURL } ) => {
		if ( ! any ) {
			await admin.dispose();
			return;
		}
		await admin
			.rest( 'POST', '/stencilbox/v1/insert', {
				id: items[ 0 ]?.id,
				look: 'pack',
			} )
			.catch( () => {} );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
			stylesheet: 'twentytwentyfive',
		} );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'mini',
		} );
		await admin.dispose();
		await signOutLibrary( baseURL as string );
		items = [];
	} );

	for ( const theme of THEMES ) {
		test( `${ theme.name }: the items take the palette it prints, keep no other colour but those kept for contrast, stay valid blocks and pass axe`, async ( {
			browser,
			page,
		} ) => {
			test.skip(
				! installed( theme.slug ),
				`STENCILBOX_CLASSIC_THEMES_DIR names no folder with ${ theme.slug }/ (README, "What a visitor sees")`
			);
			await admin.rest( 'POST', '/stencilbox-e2e/v1/theme', {
				stylesheet: theme.slug,
			} );
			await admin.rest( 'POST', '/stencilbox-e2e/v1/theme-palette', {
				colours: theme.colours,
			} );
			try {
				const batch = await insertBatch(
					admin,
					items,
					`Match my site: ${ theme.name }`,
					'',
					'site'
				);
				const allowed = new Set< string >();
				for ( const item of items ) {
					const answer = batch.answers[ item.slug ];
					const where = `${ theme.slug }: ${ item.slug }`;
					expect( answer.look, where ).toMatchObject( {
						look: 'site',
						matched: true,
					} );
					const design = answer.item.design;
					const kept = new Set(
						answer.look.kept.flatMap( ( pair ) => [
							pair.text,
							pair.background,
						] )
					);
					// The pack's colours of the roles kept for contrast may be drawn too.
					( design?.colors ?? [] )
						.filter( ( colour ) => kept.has( colour.role ) )
						.map( ( colour ) => hex( colour.value ) )
						.forEach( ( value ) => value && allowed.add( value ) );
					expect(
						literalsIn( answer.content ).colours.filter(
							( colour ) =>
								! rolesOf( design, colour ).some( ( role ) =>
									kept.has( role )
								)
						),
						`${ where }: literal colours the insert did not say it kept (${ JSON.stringify(
							answer.look.kept
						) })`
					).toEqual( [] );
					expect(
						answer.content,
						`${ where }: the theme's palette is named`
					).toMatch(
						new RegExp(
							`var:preset\\|color\\|${ theme.prefix || '(contrast|base|accent)' }`
						)
					);
				}

				// The editor's own check: each item's blocks, parsed as the editor
				// loads them, are valid (their saved HTML is what its save() makes
				// of their attributes: preset classes and properties included).
				const invalid = await invalidBlocks(
					page,
					items.map( ( item ) => batch.answers[ item.slug ].content )
				);
				expect(
					invalid,
					`${ theme.slug }: blocks the editor finds invalid`
				).toEqual( [] );

				// What a visitor sees.
				const context = await newVisitorContext( browser as Browser );
				try {
					const visitor = await context.newPage();
					await visitor.goto( batch.link );
					await settle( visitor );
					// What the page draws: the theme's palette (each palette colour's
					// custom property, resolved; core's own default palette left
					// out: a theme palette replaces it, and the matcher never picks
					// it), and each colour the items set.
					const { palette, drawn } = await visitor.evaluate(
						( defaults ) => {
							const toHex = ( rgb: string ) => {
								const m =
									/^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(
										rgb
									);
								if (
									! m ||
									( m[ 4 ] !== undefined &&
										Number( m[ 4 ] ) === 0 )
								) {
									return null;
								}
								return (
									'#' +
									[ m[ 1 ], m[ 2 ], m[ 3 ] ]
										.map( ( n ) =>
											Number( n )
												.toString( 16 )
												.padStart( 2, '0' )
										)
										.join( '' )
								);
							};
							const names = new Set< string >();
							for ( const sheet of document.styleSheets ) {
								let rules: CSSRuleList;
								try {
									rules = sheet.cssRules;
								} catch {
									continue;
								}
								for ( const rule of rules ) {
									const style = ( rule as CSSStyleRule )
										.style;
									for (
										let i = 0;
										style && i < style.length;
										i++
									) {
										const name = style[ i ];
										if (
											name.startsWith(
												'--wp--preset--color--'
											) &&
											! defaults.includes(
												name.slice( 21 )
											)
										) {
											names.add( name );
										}
									}
								}
							}
							const root = getComputedStyle(
								document.documentElement
							);
							const probe = document.createElement( 'i' );
							document.body.append( probe );
							const colours: string[] = [];
							for ( const name of names ) {
								probe.style.color = root
									.getPropertyValue( name )
									.trim();
								const colour = toHex(
									getComputedStyle( probe ).color
								);
								if ( colour ) {
									colours.push( colour );
								}
							}
							probe.remove();
							const set: Array< {
								what: string;
								colour: string | null;
								where: string;
							} > = [];
							for ( const el of document.querySelectorAll< HTMLElement >(
								'.entry-content .has-background, .entry-content .has-text-color'
							) ) {
								const style = getComputedStyle( el );
								const where = `${ el.tagName.toLowerCase() }.${ [
									...el.classList,
								].join( '.' ) }`;
								if (
									el.classList.contains( 'has-background' )
								) {
									set.push( {
										what: 'background',
										colour: toHex( style.backgroundColor ),
										where,
									} );
								}
								if (
									el.classList.contains( 'has-text-color' )
								) {
									set.push( {
										what: 'text',
										colour: toHex( style.color ),
										where,
									} );
								}
							}
							return { palette: colours, drawn: set };
						},
						CORE_DEFAULT_PALETTE
					);
					expect(
						theme.colours.every( ( colour ) =>
							palette.includes( colour )
						),
						`${ theme.slug }: the page draws the palette this test gave the theme (${ palette.join( ' ' ) })`
					).toBe( true );
					palette.forEach( ( colour ) => allowed.add( colour ) );
					expect(
						drawn.length,
						`${ theme.slug }: colours drawn`
					).toBeGreaterThan( 4 );
					expect(
						drawn.filter( ( d ) =>
							( theme.reserved ?? [] ).includes( d.colour ?? '' )
						),
						`${ theme.slug }: colours of the theme's notices`
					).toEqual( [] );
					expect(
						drawn.some( ( d ) =>
							theme.colours.includes( d.colour ?? '' )
						),
						`${ theme.slug }: the items draw colours of the palette this test gave the theme`
					).toBe( true );
					expect(
						drawn.filter(
							( d ) => ! d.colour || ! allowed.has( d.colour )
						),
						`${ theme.slug }: colours a visitor sees that are neither the theme's palette nor kept for contrast (${ [
							...allowed,
						].join( ' ' ) })`
					).toEqual( [] );
					await visitor.screenshot( {
						path: `${ SHOTS }/${ theme.slug }.png`,
						fullPage: true,
					} );
					expect(
						await axeViolations( visitor, [ '.entry-content' ] ),
						`axe: ${ theme.slug }`
					).toEqual( [] );
				} finally {
					await context.close();
				}
			} finally {
				await admin.rest( 'POST', '/stencilbox-e2e/v1/theme-palette', {
					colours: [],
				} );
			}
		} );
	}
} );
