/**
 * The full-site import bench (part of `npm run bench`): imports the largest
 * demo pack (by the bytes of its content and images, read from the demo
 * catalogue) through the site's REST routes, as the polling transport does,
 * and prints the pack's size, the wall time of the import and of its
 * revert, and the highest peak memory of any request. The import's requests
 * are limited to a few seconds of work each, so the peak is per request.
 *
 * Usage: node bin/bench-fsi.mjs   (WP_BASE_URL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { WpClient } from './lib/wp-client.mjs';

const base = process.env.WP_BASE_URL || 'http://127.0.0.1:8890';
const demo = path.join(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../php/Hub/Catalog/demo'
);

/**
 * The demo's Gutenberg packs by size: content files and the images they name.
 */
function largestPack() {
	const catalogue = JSON.parse(
		fs.readFileSync( path.join( demo, 'catalogue.json' ), 'utf8' )
	);
	const size = ( file ) => {
		try {
			return fs.statSync( path.join( demo, file ) ).size;
		} catch {
			return 0;
		}
	};
	const packs = catalogue.packs.map( ( pack ) => {
		const items = catalogue.items.filter(
			( item ) => item.pack === pack.slug && item.platforms.gutenberg
		);
		const images = new Set();
		let bytes = 0;
		for ( const item of items ) {
			const file = item.platforms.gutenberg;
			bytes += size( file );
			const content = fs.readFileSync( path.join( demo, file ), 'utf8' );
			for ( const match of content.matchAll(
				/\{\{demo\}\}\/(images\/[A-Za-z0-9_-]+\.[a-z]+)/g
			) ) {
				images.add( match[ 1 ] );
			}
		}
		for ( const image of images ) {
			bytes += size( image );
		}
		return {
			slug: pack.slug,
			name: pack.name,
			items: items.length,
			images: images.size,
			bytes,
		};
	} );
	return packs.sort( ( a, b ) => b.bytes - a.bytes )[ 0 ];
}

let cookies = '';

/**
 * Logs in as the bench site's administrator (`WpClient.login()`, the one
 * login of the benches): the REST nonce; the cookies are kept for the calls.
 */
async function login() {
	const client = await WpClient.login( base );
	cookies = client.cookies;
	return client.nonce;
}

let peak = 0;

async function call( nonce, method, route, data ) {
	const url = new URL( `${ base }/` );
	url.searchParams.set( 'rest_route', route );
	if ( method === 'GET' && data ) {
		for ( const [ key, value ] of Object.entries( data ) ) {
			url.searchParams.set( key, String( value ) );
		}
	}
	const response = await fetch( url, {
		method,
		headers: {
			Cookie: cookies,
			'X-WP-Nonce': nonce,
			'Content-Type': 'application/json',
		},
		body: method === 'GET' ? undefined : JSON.stringify( data ?? {} ),
	} );
	peak = Math.max(
		peak,
		Number( response.headers.get( 'x-stencilbox-peak-memory' ) ?? 0 )
	);
	const body = await response.json();
	if ( ! response.ok ) {
		throw new Error(
			`${ method } ${ route } → ${ response.status } ${ JSON.stringify( body ).slice( 0, 300 ) }`
		);
	}
	return body;
}

const pack = largestPack();
const nonce = await login();
const email = `bench-${ Date.now() }@example.org`;
const password = 'Bench-Pass-42';
const { user } = await call( nonce, 'POST', '/stencilbox/v1/signup', {
	first_name: 'Bench',
	last_name: 'Runner',
	email,
	password,
	confirm_password: password,
	privacy_consent: true,
	terms_consent: true,
} );
// Verified, on the pro plan: any demo pack may be imported.
await call( nonce, 'POST', `/stencilbox-hub/v1/admin/accounts/${ user.id }`, {
	plan: 'pro',
	plan_term: 'yearly',
	is_verified: true,
} );
const row = await call( nonce, 'GET', `/stencilbox/v1/items/${ pack.slug }`, {
	platform: 'gutenberg',
} ).catch( () => null );
if ( ! row || row.type !== 'pack' ) {
	throw new Error(
		`The demo pack ${ pack.slug } is not in the bench site's catalogue`
	);
}
const info = await call( nonce, 'GET', '/stencilbox/v1/full-site-import/info', {
	id: row.id,
} );
peak = 0;
const started = performance.now();
const { data } = await call(
	nonce,
	'POST',
	'/stencilbox/v1/full-site-import/start',
	{
		id: row.id,
		platform: 'gutenberg',
		title: '',
		slogan: '',
		color: {},
		logo_size: 211,
		typography: {},
		theme: info.data.theme
			? { stylesheet: info.data.theme.stylesheet }
			: null,
		plugins: info.data.dependencies
			.filter( ( d ) => ! d.is_pro )
			.map( ( d ) => d.slug ),
	}
);
let requests = 0;
let action = 'continue';
while ( action === 'continue' ) {
	action = (
		await call( nonce, 'POST', '/stencilbox/v1/full-site-import/run', {
			session_id: data.session_id,
			is_lightspeed: true,
		} )
	).action;
	requests += 1;
}
const imported = performance.now() - started;
if ( action !== 'complete' ) {
	const log = await call(
		nonce,
		'GET',
		'/stencilbox/v1/full-site-import/log',
		{ session_id: data.session_id }
	);
	throw new Error(
		`The import ended with ${ action }: ${ JSON.stringify( log.log.slice( -1 ) ) }`
	);
}
const importPeak = peak;
peak = 0;
const revertStarted = performance.now();
await call( nonce, 'POST', '/stencilbox/v1/full-site-import/revert', {
	session_id: data.session_id,
	confirm: true,
} );
const reverted = performance.now() - revertStarted;

const mb = ( bytes ) => `${ ( bytes / 1024 / 1024 ).toFixed( 1 ) } MB`;
console.log(
	`\nStencilbox full-site import bench — the largest demo pack, one PHP worker`
);
console.log(
	`pack                ${ pack.name } (${ pack.slug }): ${ pack.items } items, ${ pack.images } images, ${ ( pack.bytes / 1024 ).toFixed( 0 ) } KB of content and images`
);
console.log(
	`import              ${ ( imported / 1000 ).toFixed( 2 ) } s wall time, ${ requests } requests, peak memory ${ mb( importPeak ) } per request`
);
console.log(
	`revert              ${ ( reverted / 1000 ).toFixed( 2 ) } s wall time, peak memory ${ mb( peak ) }`
);
