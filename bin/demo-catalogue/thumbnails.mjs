#!/usr/bin/env node
/**
 * Captures every demo item's card thumbnail and lightbox screenshot from its
 * real rendering: each `gutenberg/<slug>.html` of php/Hub/Catalog/demo/ is
 * published as a page of a throwaway WordPress (the dev sites' default, the
 * newest version here, with the demo helper plugin), viewed logged out in
 * Chromium, and its post content captured and encoded as WebP (see
 * lib/capture.mjs). A pack's items are drawn in the pack's design, the one
 * its full-site import gives: the site first imports the pack (its theme,
 * fonts, colours, typography, title and tagline, through the plugin's own
 * import, by a pro library account made for the run), and reverts it after;
 * standalone items are drawn on Twenty Twenty-Five, with the site titled
 * after the brand their header or footer shows. Query loops list the
 * pack's own posts (its import brings them; the site has none of its own
 * then), and for standalone items the posts of content/site-posts.json.
 * Writes `images/<slug>.webp` (card, 600×450) and `images/<slug>-full.webp`
 * (lightbox, 1000 wide), points
 * catalogue.json's item and pack pictures at them and removes the wireframe
 * SVGs they replace. Run it after generate.mjs (which keeps the captures and
 * draws wireframes only for items that have none).
 *
 * Usage: node bin/demo-catalogue/thumbnails.mjs [--url http://127.0.0.1:8926] [--only slug,slug]
 *   (npm run demo:thumbnails). Without --url a throwaway site is started on
 *   DEMO_WP_PORT (8930). A --url site needs the plugin folder at
 *   wp-content/plugins/stencilbox (bin/wp-setup.sh links it) and admin/password.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { loadCatalogue } from './catalogue.mjs';
import { openEditor } from './lib/serialize-in-editor.mjs';
import { optionValues, root, startSite } from './lib/site.mjs';
import {
	RENDER_WIDTH,
	captureContent,
	encodeBanner,
	encodePictures,
	packFields,
	pictureFiles,
} from './lib/capture.mjs';
import { checkCatalogue } from './check.mjs';
import { mix, tone } from './lib/palette.mjs';

const out = path.join( root, 'php/Hub/Catalog/demo' );
// The demo's free dependency, as the WordPress.org directory would install it.
const helper = 'tests/fixtures/directory/plugins/stencilbox-demo-helper';

async function site() {
	const [ url ] = optionValues( '--url' );
	if ( url ) {
		return { url, stop: () => {} };
	}
	process.env.WP_EXTRA_PLUGINS = helper;
	return startSite( {
		port: process.env.DEMO_WP_PORT || '8930',
		siteDir: '.wp-site-demo-thumbnails',
	} );
}

/**
 * Points the packs at their items' cards and draws their banners from them.
 *
 * @param {Object} catalogue catalogue.json (changed in place).
 * @param {Object} encoder   A blank Playwright page.
 * @return {Promise<number>} Bytes written.
 */
async function packPictures( catalogue, encoder ) {
	const { packs } = await loadCatalogue();
	let bytes = 0;
	for ( const record of catalogue.packs ) {
		const def = packs.find( ( p ) => p.def.slug === record.slug )?.def;
		const fields = def && packFields( out, def.slug, def.thumbnails );
		if ( ! fields ) {
			continue;
		}
		Object.assign( record, fields );
		const [ title, tagline = '' ] = record.name.split( ' - ' );
		const banner = await encodeBanner( encoder, {
			title,
			tagline,
			colors: record.settings.colors.map( ( c ) => c.color ),
			gradient: [
				def.palette.dark,
				mix( def.palette.dark, def.palette.primary, 0.6 ),
			],
			text: tone( def.palette, 'dark' ).text,
			cards: [ fields.thumbnail, fields.thumbnail2 ].map( ( rel ) =>
				fs.readFileSync( path.join( out, rel ) )
			),
		} );
		const name = `${ record.slug }-banner.webp`;
		fs.writeFileSync( path.join( out, 'images', name ), banner );
		record.banner = `images/${ name }`;
		bytes += banner.length;
	}
	return bytes;
}

/**
 * A REST call from the logged-in admin page.
 *
 * @param {Object} admin  Admin page (wp.apiFetch is there).
 * @param {string} route  Route.
 * @param {Object} [data] POST body; GET without.
 * @return {Promise<Object>} Answer.
 */
const call = ( admin, route, data ) =>
	admin.evaluate(
		( args ) =>
			window.wp.apiFetch( {
				path: args.path,
				...( args.data ? { method: 'POST', data: args.data } : {} ),
			} ),
		{ path: route, data }
	);

/**
 * Signs the admin into a new pro library account of the site's own hub.
 *
 * @param {Object} admin Admin page.
 */
async function signInPro( admin ) {
	const password = 'Thumbnails-9-run';
	const { user } = await call( admin, '/stencilbox/v1/signup', {
		first_name: 'Demo',
		last_name: 'Pictures',
		email: `pictures-${ Date.now() }@example.org`,
		password,
		confirm_password: password,
		privacy_consent: true,
		terms_consent: true,
	} );
	await call( admin, `/stencilbox-hub/v1/admin/accounts/${ user.id }`, {
		plan: 'pro',
		plan_term: 'yearly',
		is_verified: true,
	} );
}

/**
 * The capture site's own posts: none while a pack's items are captured (the
 * pack's import brings the posts its blog pages list), then the posts of
 * content/site-posts.json for the standalone items (a query loop shows the
 * site's posts; the fidelity e2e creates the same ones).
 *
 * @param {Object}  admin Admin page.
 * @param {boolean} own   Whether the site has its own posts.
 */
async function sitePosts( admin, own ) {
	const existing = await call(
		admin,
		'/wp/v2/posts?per_page=100&status=publish,draft,private&_fields=id'
	);
	for ( const { id } of existing ) {
		await admin.evaluate(
			( route ) =>
				window.wp.apiFetch( { path: route, method: 'DELETE' } ),
			`/wp/v2/posts/${ id }?force=true`
		);
	}
	if ( ! own ) {
		return;
	}
	const { posts } = JSON.parse(
		fs.readFileSync(
			path.join( root, 'bin/demo-catalogue/content/site-posts.json' ),
			'utf8'
		)
	);
	for ( const post of posts ) {
		await call( admin, '/wp/v2/posts', { ...post, status: 'publish' } );
	}
}

/**
 * Pack slug → id in the site's catalogue.
 *
 * @param {Object} admin Admin page.
 * @return {Promise<Object>} Ids by slug.
 */
async function packIdsOf( admin ) {
	const list = await call(
		admin,
		'/stencilbox/v1/items?platform=gutenberg&type=pack&plan=all&page=1'
	);
	return Object.fromEntries( list.data.map( ( p ) => [ p.slug, p.id ] ) );
}

/**
 * Imports a pack with its own settings (the wizard's defaults) and the
 * theme and plugins it asks for.
 *
 * @param {Object} admin  Admin page.
 * @param {number} id     Pack id.
 * @param {Object} record The pack in catalogue.json.
 * @return {Promise<string>} The import's session id.
 */
async function importPack( admin, id, record ) {
	const started = await call(
		admin,
		'/stencilbox/v1/full-site-import/start',
		{
			id,
			platform: 'gutenberg',
			title: record.settings.site_title,
			slogan: record.settings.tagline,
			color: {},
			typography: {},
			logo_size: 48,
			theme: { stylesheet: record.settings.theme },
			plugins: [ 'stencilbox-demo-helper' ],
		}
	);
	const session = started.data.session_id;
	for ( let i = 0; i < 300; i++ ) {
		const { action } = await call(
			admin,
			'/stencilbox/v1/full-site-import/run',
			{ session_id: session, is_lightspeed: true }
		);
		if ( action === 'complete' ) {
			return session;
		}
		if ( action !== 'continue' ) {
			throw new Error(
				`Importing ${ record.slug } ended with ${ action }`
			);
		}
	}
	throw new Error( `Importing ${ record.slug } did not end` );
}

async function main() {
	const file = path.join( out, 'catalogue.json' );
	const catalogue = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	const [ only ] = optionValues( '--only' );
	const wanted = only ? new Set( only.split( ',' ) ) : null;
	const items = catalogue.items.filter(
		( item ) => ! wanted || wanted.has( item.slug )
	);
	const wp = await site();
	const demoUrl = `${ wp.url }/wp-content/plugins/stencilbox/php/Hub/Catalog/demo`;
	let bytes = 0;
	try {
		const { browser, page: admin } = await openEditor( wp.url, {
			user: process.env.WP_ADMIN_USER || 'admin',
			password: process.env.WP_ADMIN_PASSWORD || 'password',
		} );
		try {
			const viewer = await browser.newPage( {
				viewport: { width: RENDER_WIDTH, height: 900 },
			} );
			const encoder = await browser.newPage();
			await signInPro( admin );
			const packIds = await packIdsOf( admin );
			const { items: built } = await loadCatalogue();
			let current = null; // { slug, session }.
			let ownPosts = null; // Whether the site has its own posts now.
			const ordered = [
				...items.filter( ( item ) => item.pack ),
				...items.filter( ( item ) => ! item.pack ),
			].sort( ( a, b ) =>
				String( a.pack || '~' ).localeCompare( String( b.pack || '~' ) )
			);
			for ( const [ n, item ] of ordered.entries() ) {
				if ( current && current.slug !== item.pack ) {
					await call(
						admin,
						'/stencilbox/v1/full-site-import/revert',
						{
							session_id: current.session,
							confirm: true,
						}
					);
					current = null;
				}
				if ( ownPosts !== ! item.pack ) {
					ownPosts = ! item.pack;
					await sitePosts( admin, ownPosts );
				}
				if ( item.pack && ! current ) {
					const record = catalogue.packs.find(
						( p ) => p.slug === item.pack
					);
					current = {
						slug: item.pack,
						session: await importPack(
							admin,
							packIds[ item.pack ],
							record
						),
					};
				}
				if ( ! item.pack ) {
					const sections =
						built.find( ( b ) => b.slug === item.slug )?.build
							.sections || [];
					const identity = sections.find( ( s ) => s.brand );
					await call( admin, '/wp/v2/settings', {
						title: identity?.brand || 'Stencilbox',
						description: identity?.tagline || '',
					} );
				}
				const markup = fs
					.readFileSync(
						path.join( out, item.platforms.gutenberg ),
						'utf8'
					)
					.replaceAll( '{{demo}}', demoUrl );
				const link = await admin.evaluate(
					async ( data ) =>
						(
							await window.wp.apiFetch( {
								path: '/wp/v2/pages',
								method: 'POST',
								data,
							} )
						).link,
					{
						title: item.name,
						content: markup,
						status: 'publish',
						template: item.page_template || '',
					}
				);
				await viewer.goto( link, { waitUntil: 'load' } );
				const { png, background } = await captureContent( viewer );
				const { card, full } = await encodePictures(
					encoder,
					png,
					background
				);
				const names = pictureFiles( item.slug );
				fs.writeFileSync(
					path.join( out, 'images', names.card ),
					card
				);
				fs.writeFileSync(
					path.join( out, 'images', names.full ),
					full
				);
				bytes += card.length + full.length;
				item.thumbnail = `images/${ names.card }`;
				item.screenshots = [ `images/${ names.full }` ];
				console.log(
					`${ n + 1 }/${ ordered.length } ${ item.slug }: ${ Math.round(
						card.length / 1024
					) } + ${ Math.round( full.length / 1024 ) } KB`
				);
			}
			if ( current ) {
				await call( admin, '/stencilbox/v1/full-site-import/revert', {
					session_id: current.session,
					confirm: true,
				} );
			}
			bytes += await packPictures( catalogue, encoder );
		} finally {
			await browser.close();
		}
	} finally {
		wp.stop();
	}
	fs.writeFileSync( file, JSON.stringify( catalogue, null, '\t' ) + '\n' );

	// The wireframes nothing refers to any more.
	const used = JSON.stringify( catalogue );
	for ( const name of fs.readdirSync( path.join( out, 'images' ) ) ) {
		const wireframe =
			name.endsWith( '.svg' ) &&
			( catalogue.packs.some(
				( p ) => name === `${ p.slug }-banner.svg`
			) ||
				catalogue.items.some( ( i ) =>
					[ `${ i.slug }.svg`, `${ i.slug }-full.svg` ].includes(
						name
					)
				) ||
				catalogue.packs.some(
					( p ) =>
						/^-[123]\.svg$/.test( name.slice( p.slug.length ) ) &&
						name.startsWith( p.slug )
				) );
		if ( wireframe && ! used.includes( `images/${ name }` ) ) {
			fs.unlinkSync( path.join( out, 'images', name ) );
		}
	}

	console.log(
		`${ items.length } items captured; ${ Math.round(
			bytes / 1024
		) } KB of WebP written`
	);
	const report = checkCatalogue( out );
	report.summary.forEach( ( line ) => console.log( line ) );
	if ( report.errors.length ) {
		console.error( report.errors.join( '\n' ) );
		process.exitCode = 1;
	}
}

// A stuck browser or server must not hang a run forever.
setTimeout(
	() => {
		console.error( 'Timed out after thirty minutes.' );
		process.exit( 1 );
	},
	30 * 60 * 1000
).unref();

main().catch( ( error ) => {
	console.error( error.message );
	process.exitCode = 1;
} );
