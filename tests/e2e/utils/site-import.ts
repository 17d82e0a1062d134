/**
 * Helpers of the full-site import specs: the demo catalogue (a spec's site
 * set up and left with it), a snapshot of the site and its comparison, a
 * small PNG logo, the Harbor pack's id, the wizard opened and its import
 * started or run, a revert confirmed, the pages an import made and a crawl
 * of them for dead links.
 */
import { crc32, deflateSync } from 'node:zlib';

import {
	expect,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '.';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from './library-account';
import { zipFiles } from './bundle';
import { SiteRest } from './site-rest';

/** What `GET stencilbox-e2e/v1/snapshot` answers. */
export interface Snapshot {
	tables: Record< string, string[] >;
	plugins: Record< string, string >;
	themes: Record< string, string >;
}

/**
 * Takes a snapshot of every table (transients, the hub's tables and the
 * import's own log and journal left out) and of the plugins and themes
 * folders.
 *
 * @param admin An admin REST client (one for the whole test: a new login
 *              would add a session token to the user's meta).
 */
export function snapshot( admin: SiteRest ): Promise< Snapshot > {
	return admin.rest< Snapshot >( 'GET', '/stencilbox-e2e/v1/snapshot' );
}

/**
 * What differs between two snapshots ({} when nothing does).
 *
 * @param before Snapshot.
 * @param after  Snapshot.
 */
export function snapshotDiff(
	before: Snapshot,
	after: Snapshot
): Record< string, { missing: string[]; extra: string[] } > {
	const diff: Record< string, { missing: string[]; extra: string[] } > = {};
	const compare = ( name: string, a: string[], b: string[] ) => {
		const missing = a.filter( ( row ) => ! b.includes( row ) );
		const extra = b.filter( ( row ) => ! a.includes( row ) );
		if ( missing.length || extra.length ) {
			diff[ name ] = { missing, extra };
		}
	};
	const tables = new Set( [
		...Object.keys( before.tables ),
		...Object.keys( after.tables ),
	] );
	for ( const table of tables ) {
		compare(
			table,
			before.tables[ table ] ?? [],
			after.tables[ table ] ?? []
		);
	}
	const files = ( map: Record< string, string > ) =>
		Object.entries( map ).map(
			( [ file, hash ] ) => `${ file } ${ hash }`
		);
	compare(
		'wp-content/plugins',
		files( before.plugins ),
		files( after.plugins )
	);
	compare(
		'wp-content/themes',
		files( before.themes ),
		files( after.themes )
	);
	return diff;
}

/**
 * Asserts two snapshots are equal; the message prints what differs.
 *
 * @param before Snapshot.
 * @param after  Snapshot.
 */
export function expectSameSite( before: Snapshot, after: Snapshot ) {
	const diff = snapshotDiff( before, after );
	expect(
		diff,
		`The site differs:\n${ JSON.stringify( diff, null, 2 ) }`
	).toEqual( {} );
}

/**
 * A PNG of one colour, made here (no fixture file): by default a logo, a
 * bar of 120×40.
 *
 * @param rgb    Its colour.
 * @param width  Width in pixels.
 * @param height Height in pixels.
 */
export function logoPng(
	rgb: [ number, number, number ] = [ 200, 60, 20 ],
	width = 120,
	height = 40
): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE( crc32( body ) );
		return Buffer.concat( [ length, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 2; // Truecolour.
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		Buffer.from( Array.from( { length: width }, () => rgb ).flat() ),
	] );
	const pixels = deflateSync(
		Buffer.concat( Array.from( { length: height }, () => row ) )
	);
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', pixels ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/** A small full-site pack of its own for a spec: see `packBundle()`. */
export interface SmallPack {
	/** One word: the pack is `<brand> - Site` (slug `<brand>-site`), its items `<brand> Home`, `<brand> About`, `<brand> Header`. */
	brand: string;
	/** The pack's settings (site title, tagline, colours, fonts). */
	settings: object;
	/** Block markup of the home page, the about page and the header kit. */
	home: string;
	about: string;
	header: string;
	/** The card's picture: a path under `images/` and its contents. */
	thumbnail: [ string, string | Buffer ];
	/** Whether the pack brings images of its own (more `images/` files). */
	attachments?: Record< string, Buffer >;
}

/**
 * A catalogue bundle holding one full-site pack for the block editor: a
 * header kit, a home and an about page (what the hub's bundle import
 * takes, `POST /stencilbox-hub/v1/admin/catalog/import`).
 *
 * @param pack The pack.
 */
export function packBundle( pack: SmallPack ): Buffer {
	const slug = `${ pack.brand.toLowerCase() }-site`;
	const category = `${ pack.brand.toLowerCase() }-fsi`;
	const [ thumbnailPath, thumbnail ] = pack.thumbnail;
	const item = ( kind: string, type: string ) => ( {
		slug: `${ slug }-${ kind }`,
		name: `${ pack.brand } ${ kind[ 0 ].toUpperCase() }${ kind.slice( 1 ) }`,
		type,
		template_type: kind,
		pack: slug,
		plan: 'free',
		price: 0,
		categories: [ category ],
		thumbnail: thumbnailPath,
		platforms: { gutenberg: `gutenberg/${ slug }-${ kind }.html` },
	} );
	return zipFiles( {
		'catalogue.json': JSON.stringify( {
			version: 1,
			categories: [ { slug: category, name: `${ pack.brand } FSI` } ],
			template_types: [
				{ slug: 'header', name: 'Header', item_type: 'block' },
				{ slug: 'home', name: 'Home', item_type: 'page' },
				{ slug: 'about', name: 'About', item_type: 'page' },
			],
			packs: [
				{
					slug,
					name: `${ pack.brand } - Site`,
					plan: 'free',
					price: 0,
					categories: [ category ],
					thumbnail: thumbnailPath,
					platforms: [ 'gutenberg' ],
					fullsite_import: true,
					has_settings: true,
					has_attachments: Boolean( pack.attachments ),
					settings: pack.settings,
				},
			],
			items: [
				item( 'home', 'page' ),
				item( 'about', 'page' ),
				item( 'header', 'block' ),
			],
		} ),
		[ `gutenberg/${ slug }-home.html` ]: pack.home,
		[ `gutenberg/${ slug }-about.html` ]: pack.about,
		[ `gutenberg/${ slug }-header.html` ]: pack.header,
		[ thumbnailPath ]: thumbnail,
		...pack.attachments,
	} );
}

/**
 * A full-site import spec's site (its `beforeAll`): the shipped demo
 * catalogue (its packs name our block theme and a free plugin), the
 * import's test switches off (no lightspeed, no step killed), and the
 * admin signed in to a new library account.
 *
 * @param baseURL The site.
 * @param prefix  The account's email starts with it.
 * @return The admin's REST client (`leaveDemoSite()` closes it).
 */
export async function demoSite(
	baseURL: string,
	prefix: string
): Promise< SiteRest > {
	const admin = await SiteRest.login( baseURL );
	await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
		which: 'demo',
	} );
	await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
		lightspeed: false,
		kill: [],
	} );
	const email = `${ prefix }-${ Date.now() }@example.org`;
	await createLibraryAccount( baseURL, email );
	await signInLibrary( baseURL, email );
	return admin;
}

/**
 * The site as other specs expect it (a `demoSite()` spec's `afterAll`): the
 * mini catalogue back, the admin signed out of the library.
 *
 * @param admin   The admin's REST client (closed).
 * @param baseURL The site.
 */
export async function leaveDemoSite( admin: SiteRest, baseURL: string ) {
	await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
		which: 'mini',
	} );
	await admin.dispose();
	await signOutLibrary( baseURL );
}

/**
 * Presses the wizard's Import and waits for its results (three minutes at
 * the most).
 *
 * @param wizard The import wizard, at its last step.
 */
export async function runImport( wizard: Locator ) {
	await wizard.getByRole( 'button', { name: 'Import', exact: true } ).click();
	await expect(
		wizard.getByRole( 'heading', { name: 'Congratulations' } )
	).toBeVisible( { timeout: 180_000 } );
}

/**
 * From the wizard's first step to its results, the site keeping its own
 * theme (a pack that names none has WordPress's default recommended,
 * ticked: unticked here).
 *
 * @param wizard The import wizard, at its first step.
 */
export async function importKeepingTheme( wizard: Locator ) {
	await wizard.getByRole( 'button', { name: 'Next' } ).click();
	await wizard.getByRole( 'button', { name: 'Next' } ).click();
	await wizard
		.getByRole( 'checkbox', { name: 'Twenty Twenty-Four' } )
		.uncheck();
	await runImport( wizard );
}

/**
 * Presses the wizard's Import and waits for its progress to show (the
 * first step's bar, "Checking permission").
 *
 * @param wizard The import wizard, at its last step.
 */
export async function startImport( wizard: Locator ) {
	await wizard.getByRole( 'button', { name: 'Import', exact: true } ).click();
	await expect(
		wizard.getByRole( 'progressbar', {
			name: 'Checking permission progress',
		} )
	).toBeVisible();
}

/**
 * The id of the demo catalogue's Harbor pack (Gutenberg), as the site's
 * catalogue lists it.
 *
 * @param admin Admin client.
 */
export async function harborPackId( admin: SiteRest ): Promise< number > {
	const packs = await admin.rest< {
		data: Array< { id: number; slug: string } >;
	} >( 'GET', '/stencilbox/v1/items', {
		platform: 'gutenberg',
		type: 'pack',
		plan: 'all',
		page: 1,
		search: 'Harbor',
	} );
	const pack = packs.data.find( ( p ) => p.slug === 'harbor-agency' );
	expect( pack ).toBeTruthy();
	return pack?.id as number;
}

/**
 * Opens a demo pack's details and presses Import.
 *
 * @param page Page.
 * @param slug Pack slug.
 */
export async function openWizard( page: Page, slug = 'harbor-agency' ) {
	await page.goto( `${ ADMIN_PAGE }&path=gutenberg/packs/${ slug }` );
	await page.getByRole( 'button', { name: 'Import', exact: true } ).click();
	const wizard = page.getByRole( 'dialog', { name: /^Import / } );
	await expect( wizard.getByLabel( 'Site Title' ) ).toBeVisible();
	return wizard;
}

/** The question the imports list's Revert asks. */
export const REVERT_QUESTION =
	'Are you sure you want to revert to your old website?';

/**
 * Answers the open revert question with Revert and waits for the revert to
 * end (a minute at the most).
 *
 * @param page Page the question is open on.
 * @return The "Successfully Reverted" dialog.
 */
export async function confirmRevert( page: Page ) {
	await page
		.getByRole( 'dialog', { name: REVERT_QUESTION } )
		.getByRole( 'button', { name: 'Revert' } )
		.click();
	const done = page.getByRole( 'dialog', { name: 'Successfully Reverted' } );
	await expect(
		done.getByText( 'Old website has been successfully restored.' )
	).toBeVisible( { timeout: 60_000 } );
	return done;
}

/**
 * Lists an import's steps in the REST answer of the imports list.
 *
 * @param admin Admin client.
 */
export async function imports( admin: SiteRest ) {
	return (
		await admin.rest< {
			data: Array< {
				session_id: string;
				pack_slug: string;
				status: string;
				revertible: boolean;
			} >;
		} >( 'GET', '/stencilbox/v1/full-site-import/imports' )
	).data;
}

/**
 * Reverts the site's import of a pack, if one can still be reverted (a
 * spec's `afterAll`: back to the site as it was, also when its test
 * stopped half-way).
 *
 * @param admin Admin client.
 * @param pack  The pack's slug.
 */
export async function revertImportOf( admin: SiteRest, pack: string ) {
	const ours = ( await imports( admin ) ).find(
		( run ) => run.pack_slug === pack && run.revertible
	);
	if ( ours ) {
		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: ours.session_id,
			confirm: true,
		} );
	}
}

/** A page an import made, as its results list it. */
export interface ImportedPage {
	id: number;
	title: string;
	url: string;
	front: boolean;
}

/**
 * The pages an import made (its results, in the import's order).
 *
 * @param admin   Admin client.
 * @param session The import's session id.
 */
export async function importedPages(
	admin: SiteRest,
	session: string
): Promise< ImportedPage[] > {
	const list = await admin.rest< {
		data: Array< {
			session_id: string;
			results: { pages?: ImportedPage[] };
		} >;
	} >( 'GET', '/stencilbox/v1/full-site-import/imports' );
	return (
		list.data.find( ( run ) => run.session_id === session )?.results
			.pages ?? []
	);
}

/** One page of a crawl: its status, its element ids and its links. */
interface Fetched {
	status: number;
	ids: Set< string >;
	links: string[];
}

/**
 * HTML's entities in an attribute value, as a browser reads them.
 *
 * @param value Attribute value.
 */
function unescape( value: string ): string {
	return value
		.replace( /&#0*38;|&amp;/g, '&' )
		.replace( /&#0*39;|&#x27;/g, "'" )
		.replace( /&quot;/g, '"' );
}

/**
 * The links of some pages that lead nowhere, as a visitor follows them
 * (HTML only, no rendering): every `<a href>` of the site's own must
 * answer 200 as it is (no redirect) and a `#fragment` must be an element
 * id there; `mailto:` and `tel:` links are the pack's to make; an address
 * elsewhere only when `external` allows it; a bare `#` is a dead end.
 *
 * @param request  A visitor's request context (signed out).
 * @param pages    The pages to read (absolute URLs).
 * @param external Which outside addresses the pack means.
 * @return "page: link (why)" for each dead link.
 */
export async function deadLinks(
	request: APIRequestContext,
	pages: string[],
	external: ( url: URL ) => boolean = () => false
): Promise< string[] > {
	const seen = new Map< string, Promise< Fetched > >();
	const fetch = ( url: string ) => {
		if ( ! seen.has( url ) ) {
			seen.set(
				url,
				request
					.get( url, { maxRedirects: 0, timeout: 60_000 } )
					.then( async ( r ) => {
						const html = r.status() === 200 ? await r.text() : '';
						return {
							status: r.status(),
							ids: new Set(
								[
									...html.matchAll(
										/\sid=["']([^"']+)["']/g
									),
								].map( ( m ) => unescape( m[ 1 ] ) )
							),
							links: [
								...html.matchAll(
									/<a\s[^>]*?href=["']([^"']*)["']/gi
								),
							].map( ( m ) => unescape( m[ 1 ] ).trim() ),
						};
					} )
			);
		}
		return seen.get( url ) as Promise< Fetched >;
	};
	// Every page at once, then every address they link (the site serves
	// a few requests in parallel).
	const read = await Promise.all( pages.map( fetch ) );
	const dead: string[] = [];
	const links: Array< { page: string; href: string; url: URL } > = [];
	pages.forEach( ( page, n ) => {
		if ( read[ n ].status !== 200 ) {
			dead.push( `${ page }: answers ${ read[ n ].status }` );
			return;
		}
		const origin = new URL( page ).origin;
		for ( const href of new Set( read[ n ].links ) ) {
			if ( /^(mailto|tel):/i.test( href ) ) {
				continue;
			}
			if ( href === '' || href === '#' ) {
				dead.push( `${ page }: "${ href }" (leads nowhere)` );
				continue;
			}
			const url = new URL( href, page );
			if ( url.origin === origin ) {
				links.push( { page, href, url } );
			} else if ( ! external( url ) ) {
				dead.push( `${ page }: ${ href } (elsewhere)` );
			}
		}
	} );
	const targets = await Promise.all(
		links.map( ( { url } ) => fetch( url.href.replace( /#.*$/, '' ) ) )
	);
	links.forEach( ( { page, href, url }, n ) => {
		const fragment = decodeURIComponent( url.hash.slice( 1 ) );
		if ( targets[ n ].status !== 200 ) {
			dead.push(
				`${ page }: ${ href } (answers ${ targets[ n ].status })`
			);
		} else if ( fragment && ! targets[ n ].ids.has( fragment ) ) {
			dead.push( `${ page }: ${ href } (no #${ fragment } there)` );
		}
	} );
	return dead;
}
