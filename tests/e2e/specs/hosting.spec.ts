/**
 * Real hosting (issue [17]) through the production-like front of the e2e
 * site (tests/e2e/utils/prod-front.ts: nginx → two PHP-FPM nodes with
 * 128M, 30 s and a temporary folder each, the e2e site's files and
 * database behind them). nginx here also stands in for a proxy that
 * buffers whole answers (PROD_BUFFER_STREAMS): the import's event stream
 * arrives only when it ends.
 *
 * - The wizard notices that its stream brings nothing and polls by itself.
 * - Pre-flight: with DISALLOW_FILE_MODS, an import that must install a
 *   plugin says so before anything is written; with the plugin and theme
 *   already there it runs.
 * - Two web nodes: a push on one, its download on the other; an import
 *   whose requests alternate (each node's temporary folder emptied between
 *   requests) completes; the catalogue cache follows a change made on the
 *   other node.
 */
import {
	cpSync,
	existsSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import path from 'node:path';

import { test, expect } from '../test';
import { request as http, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN_PAGE } from '../utils';
import { zipFiles } from '../utils/bundle';
import {
	createLibraryAccount,
	PASSWORD,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { PROD_URL, startProdFront, type ProdFront } from '../utils/prod-front';
import {
	expectSameSite,
	harborPackId,
	openWizard,
	snapshot,
	startImport,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';
import { SITE_DIR } from '../utils/site-dir';

const ROOT = path.resolve( __dirname, '../../..' );
// The local stand-in of the WordPress.org directories (bin/dev/directory.php)
// serves the demo's plugin and theme from here.
const DIRECTORY = path.join( ROOT, 'tests/fixtures/directory' );
const CONTENT = path.join( SITE_DIR, 'wp-content' );
const MAIN = process.env.WP_BASE_URL as string;
const SHOTS = 'artifacts/hosting';
const FIRST_EVENT_MS = 5000;
/**
 * The browser's login through the front: WordPress names its cookies after
 * the site's address, which is the front's here.
 */
const STATE = path.join(
	process.env.WP_ARTIFACTS_PATH as string,
	'storage-states/admin-prod-front.json'
);

type Node = 'a' | 'b';
const pin = ( node: Node ) => ( { 'X-Stencilbox-Node': node } );

/**
 * Sends an import's work requests until it stops asking for more (200 at most).
 *
 * @param work One work request, given its number; answers the next action.
 * @return The last action.
 */
async function runToEnd(
	work: ( i: number ) => Promise< string >
): Promise< string > {
	let action = 'continue';
	for ( let i = 0; i < 200 && action === 'continue'; i++ ) {
		action = await work( i );
	}
	return action;
}

/**
 * Whether a file lies in a folder whose `.htaccess` (or a parent's, up to
 * the base) denies every request: a `PrivateFolder`.
 *
 * @param base The uploads folder.
 * @param file A file, relative to it.
 */
function deniedFolder( base: string, file: string ): boolean {
	const folders: string[] = [];
	for (
		let dir = path.dirname( file );
		dir !== '.';
		dir = path.dirname( dir )
	) {
		folders.push( path.join( base, dir, '.htaccess' ) );
	}
	return folders.some(
		( rule ) =>
			existsSync( rule ) &&
			readFileSync( rule, 'utf8' ).includes( 'Require all denied' )
	);
}

test.describe( 'Production-like hosting: nginx and two PHP-FPM nodes', () => {
	test.use( { baseURL: PROD_URL } );
	let front: ProdFront;
	let admin: SiteRest;
	let proxied: SiteRest;

	test.beforeAll( async () => {
		front = await startProdFront( { bufferStreams: true } );
		admin = await SiteRest.login( MAIN );
		proxied = await SiteRest.login( PROD_URL, 'admin', 'password', STATE );
		// Seeded through the front: the hub keeps its images' addresses as
		// seen when seeding, and the packages it builds hold the images
		// found at the site's address (the front's, here).
		await proxied.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'demo',
		} );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			lightspeed: false,
			disallow_file_mods: false,
			kill: [],
		} );
		const email = `hosting-${ Date.now() }@example.org`;
		await createLibraryAccount( MAIN, email, 'pro' );
		await signInLibrary( MAIN, email );
	} );

	// Whatever a test imported goes, however it ended (an earlier import's
	// revert undoes the later ones), and the switches go back.
	test.afterEach( async () => {
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			disallow_file_mods: false,
			request_seconds: null,
			unit_delay_ms: 0,
		} );
		const { data } = await admin.rest< {
			data: Array< { session_id: string; revertible: boolean } >;
		} >( 'GET', '/stencilbox/v1/full-site-import/imports' );
		const oldest = data.filter( ( entry ) => entry.revertible ).pop();
		if ( oldest ) {
			await admin.rest(
				'POST',
				'/stencilbox/v1/full-site-import/revert',
				{
					session_id: oldest.session_id,
					confirm: true,
				}
			);
		}
	} );

	test.afterAll( async () => {
		await front?.stop();
		await admin?.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'mini',
		} );
		await signOutLibrary( MAIN );
		await proxied?.dispose();
		await admin?.dispose();
	} );

	/**
	 * The Harbor pack's id.
	 */
	const harbor = () => harborPackId( admin );

	/**
	 * Logs the browser in through the front, and warms the site up as a
	 * first visit would (WordPress writes a few options the first time an
	 * admin page and the front page are shown), so a snapshot taken next
	 * holds only what the import does.
	 *
	 * @param page Page.
	 */
	async function warm( page: Page ) {
		await page
			.context()
			.addCookies( JSON.parse( readFileSync( STATE, 'utf8' ) ).cookies );
		await page.goto( ADMIN_PAGE );
		const visitor = await page
			.context()
			.browser()
			?.newContext( { storageState: { cookies: [], origins: [] } } );
		await ( await visitor?.newPage() )?.goto( PROD_URL );
		await visitor?.close();
	}

	test( 'through a proxy that buffers streams, the wizard notices and polls by itself; the import completes on both nodes', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		// Units as slow as a big pack's images: one request works longer
		// than the wizard waits for a stream's first bytes.
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			unit_delay_ms: 400,
		} );
		const calls: Array< { at: number; what: string } > = [];
		const nodes = new Set< string >();
		page.on( 'request', ( request ) => {
			const url = decodeURIComponent( request.url() );
			if ( url.includes( 'full-site-import/' ) ) {
				const route = url
					.replace( /^.*full-site-import\//, '' )
					.replace( /[?&].*$/, '' );
				calls.push( {
					at: Date.now(),
					what: `${ request.method() } ${ route } ${ request.headers().accept ?? '' }`,
				} );
			}
		} );
		page.on( 'response', ( response ) => {
			if ( response.url().includes( 'full-site-import' ) ) {
				nodes.add( response.headers()[ 'x-stencilbox-node' ] ?? '' );
			}
		} );
		await warm( page );
		const before = await snapshot( admin );

		const wizard = await openWizard( page );
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		await wizard.getByRole( 'button', { name: 'Next' } ).click();
		await startImport( wizard );
		await expect(
			wizard.getByRole( 'heading', { name: 'Congratulations' } )
		).toBeVisible( { timeout: 180_000 } );
		await page.screenshot( { path: `${ SHOTS }/01-buffered-results.png` } );

		// One stream, given up after its first seconds; then work requests
		// and log polls, on both nodes.
		const streams = calls.filter(
			( call ) =>
				call.what.startsWith( 'POST run' ) &&
				call.what.includes( 'text/event-stream' )
		);
		const polls = calls.filter( ( call ) =>
			call.what.startsWith( 'GET log' )
		);
		expect( streams ).toHaveLength( 1 );
		expect( polls.length ).toBeGreaterThan( 0 );
		const waited = polls[ 0 ].at - streams[ 0 ].at;
		expect( waited ).toBeGreaterThanOrEqual( FIRST_EVENT_MS - 500 );
		expect( waited ).toBeLessThan( FIRST_EVENT_MS + 15_000 );
		expect( [ ...nodes ].sort() ).toEqual( [ 'a', 'b' ] );
		await expect(
			wizard.getByText( /Oops|Sorry for the delay/ )
		).toHaveCount( 0 );

		const [ latest ] = (
			await admin.rest< {
				data: Array< { session_id: string; status: string } >;
			} >( 'GET', '/stencilbox/v1/full-site-import/imports' )
		).data;
		expect( latest.status ).toBe( 'complete' );
		await admin.rest( 'POST', '/stencilbox/v1/full-site-import/revert', {
			session_id: latest.session_id,
			confirm: true,
		} );
		expectSameSite( before, await snapshot( admin ) );
	} );

	test( 'pre-flight: with DISALLOW_FILE_MODS an import that must install a plugin says so before writing anything; with the plugin and theme already there it runs', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			disallow_file_mods: true,
		} );
		const copied = [
			path.join( CONTENT, 'plugins/stencilbox-demo-helper' ),
			path.join( CONTENT, 'themes/stencilbox-canvas' ),
		];
		try {
			await warm( page );
			const before = await snapshot( admin );
			const wizard = await openWizard( page );
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await wizard.getByRole( 'button', { name: 'Next' } ).click();
			await wizard
				.getByRole( 'button', { name: 'Import', exact: true } )
				.click();
			const problem = wizard.locator( '.stencilbox-site-import__error' );
			await expect( problem ).toContainText(
				'This site cannot run this import yet, so nothing was changed.',
				{ timeout: 60_000 }
			);
			await expect( problem ).toContainText( 'DISALLOW_FILE_MODS' );
			await expect( problem ).toContainText( 'Stencilbox Demo Helper' );
			await page.screenshot( {
				path: `${ SHOTS }/02-preflight-refused.png`,
			} );
			expectSameSite( before, await snapshot( admin ) );
			await wizard
				.getByRole( 'button', { name: 'Close', exact: true } )
				.getByText( 'Close' )
				.click();

			// The plugin and theme installed by hand: the same import now runs.
			cpSync(
				path.join( DIRECTORY, 'plugins/stencilbox-demo-helper' ),
				copied[ 0 ],
				{
					recursive: true,
				}
			);
			cpSync(
				path.join( DIRECTORY, 'themes/stencilbox-canvas' ),
				copied[ 1 ],
				{
					recursive: true,
					dereference: true,
				}
			);
			const ready = await snapshot( admin );
			const { data } = await proxied.rest< {
				data: { session_id: string };
			} >( 'POST', '/stencilbox/v1/full-site-import/start', {
				id: await harbor(),
				platform: 'gutenberg',
				title: 'Locked Host',
				theme: { stylesheet: 'stencilbox-canvas' },
				plugins: [ 'stencilbox-demo-helper' ],
			} );
			const action = await runToEnd(
				async () =>
					(
						await proxied.rest< { action: string } >(
							'POST',
							'/stencilbox/v1/full-site-import/run',
							{ session_id: data.session_id, is_lightspeed: true }
						)
					).action
			);
			expect( action ).toBe( 'complete' );
			const log = await proxied.rest< {
				log: Array< { action: string; data: Record< string, any > } >;
			} >( 'GET', '/stencilbox/v1/full-site-import/log', {
				session_id: data.session_id,
			} );
			const results = log.log.find(
				( e ) => e.action === 'complete'
			)?.data;
			expect( results?.dependency_data.plugins ).toMatchObject( {
				total: 1,
				succeed: 1,
			} );
			expect( results?.dependency_data.theme.success ).toBe( true );
			await admin.rest(
				'POST',
				'/stencilbox/v1/full-site-import/revert',
				{
					session_id: data.session_id,
					confirm: true,
				}
			);
			// Revert keeps what was there before: the hand-installed plugin and theme.
			expectSameSite( ready, await snapshot( admin ) );
		} finally {
			for ( const folder of copied ) {
				rmSync( folder, { recursive: true, force: true } );
			}
		}
	} );

	test( 'two web nodes: a push on one is downloaded on the other, and the catalogue cache follows a change made on the other node', async () => {
		// Push on node a.
		const content =
			'<!-- wp:paragraph -->\n<p>Pushed on node a</p>\n<!-- /wp:paragraph -->';
		const pushed = await proxied.restAt< { file: { id: number } } >(
			PROD_URL,
			'POST',
			'/stencilbox/v1/clouds/upload',
			{
				name: 'Two nodes',
				workspace_id: 0,
				file_content: {
					__file: 'wp_block',
					id: 0,
					type: 'page',
					title: 'Two nodes',
					content,
				},
			},
			pin( 'a' )
		);
		expect( pushed.status, JSON.stringify( pushed.json ) ).toBe( 200 );
		expect( pushed.headers[ 'x-stencilbox-node' ] ).toBe( 'a' );
		front.clearTmp();

		// The download link from node b, the file itself from node a.
		const link = await proxied.restAt< { fileURL: string } >(
			PROD_URL,
			'GET',
			`/stencilbox/v1/clouds/download/${ pushed.json.file.id }`,
			{},
			pin( 'b' )
		);
		expect( link.status ).toBe( 200 );
		expect( link.headers[ 'x-stencilbox-node' ] ).toBe( 'b' );
		expect( link.json.fileURL.startsWith( PROD_URL ) ).toBe( true );
		const file = await proxied.getRaw( link.json.fileURL, pin( 'a' ) );
		expect( file.status ).toBe( 200 );
		expect( file.headers[ 'x-stencilbox-node' ] ).toBe( 'a' );
		expect( file.headers[ 'content-disposition' ] ).toContain(
			'two-nodes.json'
		);
		expect( JSON.parse( file.body ).content ).toContain(
			'Pushed on node a'
		);

		// The catalogue's first page, cached on both nodes; an item published
		// on node b shows on node a at once, and its removal on node a on b.
		const list = async ( node: Node ) => {
			const answer = await proxied.restAt< {
				data: Array< { name: string } >;
			} >(
				PROD_URL,
				'GET',
				'/stencilbox/v1/items',
				{ platform: 'gutenberg', type: 'page', plan: 'all', page: 1 },
				pin( node )
			);
			expect( answer.status ).toBe( 200 );
			expect( answer.headers[ 'x-stencilbox-node' ] ).toBe( node );
			return answer.json.data.map( ( item ) => item.name );
		};
		const name = `Coherent ${ Date.now() }`;
		expect( await list( 'a' ) ).not.toContain( name );
		expect( await list( 'b' ) ).not.toContain( name );
		const post = await proxied.restAt< { id: number } >(
			PROD_URL,
			'POST',
			'/wp/v2/pages',
			{ title: name, status: 'publish', content },
			pin( 'b' )
		);
		const item = await proxied.restAt< { id: number } >(
			PROD_URL,
			'POST',
			'/stencilbox-hub/v1/admin/catalog/publish',
			{ source: `post:${ post.json.id }`, name, type: 'page' },
			pin( 'b' )
		);
		expect( item.status, JSON.stringify( item.json ) ).toBe( 200 );
		expect( await list( 'a' ) ).toContain( name );
		// A DELETE of `/?rest_route=…` meets nginx's usual WordPress set-up
		// (`try_files $uri $uri/ …`) as 405; WordPress's clients (and the
		// hub client) send it as a POST with X-HTTP-Method-Override.
		const route = `/stencilbox-hub/v1/admin/catalog/items/${ item.json.id }`;
		const removed = await proxied.restAt(
			PROD_URL,
			'POST',
			route,
			{ confirm: true },
			{ ...pin( 'a' ), 'X-HTTP-Method-Override': 'DELETE' }
		);
		expect( removed.status, JSON.stringify( removed.json ) ).toBe( 200 );
		expect( await list( 'b' ) ).not.toContain( name );

		await admin.rest( 'DELETE', `/wp/v2/pages/${ post.json.id }`, {
			force: true,
		} );
		await admin.rest(
			'DELETE',
			`/stencilbox/v1/clouds/delete/${ pushed.json.file.id }`,
			{ confirm: true }
		);
	} );

	test( 'an import whose requests alternate between the nodes completes, with nothing kept in a node’s temporary folder, and reverts to the same site', async () => {
		test.setTimeout( 180_000 );
		// One unit per request: the small pack takes many requests.
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			request_seconds: 0.01,
		} );
		const before = await snapshot( admin );
		const id = await harbor();
		const started = await proxied.restAt< {
			data: { session_id: string };
		} >(
			PROD_URL,
			'POST',
			'/stencilbox/v1/full-site-import/start',
			{
				id,
				platform: 'gutenberg',
				title: 'Two Nodes Studio',
				theme: { stylesheet: 'stencilbox-canvas' },
				plugins: [ 'stencilbox-demo-helper' ],
			},
			pin( 'a' )
		);
		expect( started.status, JSON.stringify( started.json ) ).toBe( 200 );
		const session = started.json.data.session_id;
		const served: string[] = [];
		const alternate: Node[] = [ 'b', 'a' ];
		const action = await runToEnd( async ( i ) => {
			// Whatever a node left in its own temporary folder is gone for the next.
			front.clearTmp();
			const run = await proxied.restAt< { action: string } >(
				PROD_URL,
				'POST',
				'/stencilbox/v1/full-site-import/run',
				{ session_id: session, is_lightspeed: true },
				pin( alternate[ i % 2 ] )
			);
			expect( run.status, JSON.stringify( run.json ) ).toBe( 200 );
			served.push( run.headers[ 'x-stencilbox-node' ] );
			return run.json.action;
		} );
		expect( action ).toBe( 'complete' );
		expect( served.length ).toBeGreaterThan( 2 );
		expect(
			served.filter( ( node ) => node === 'a' ).length
		).toBeGreaterThan( 0 );
		expect(
			served.filter( ( node ) => node === 'b' ).length
		).toBeGreaterThan( 0 );
		const imports = await admin.rest< {
			data: Array< {
				session_id: string;
				status: string;
				results: Record< string, any >;
			} >;
		} >( 'GET', '/stencilbox/v1/full-site-import/imports' );
		const mine = imports.data.find(
			( entry ) => entry.session_id === session
		);
		expect( mine?.status ).toBe( 'complete' );
		expect(
			mine?.results.attachments,
			JSON.stringify( mine?.results )
		).toBeGreaterThan( 0 );
		expect( mine?.results.dependency_data.plugins.succeed ).toBe( 1 );

		const reverted = await proxied.restAt(
			PROD_URL,
			'POST',
			'/stencilbox/v1/full-site-import/revert',
			{ session_id: session, confirm: true },
			pin( 'b' )
		);
		expect( reverted.status ).toBe( 200 );
		expectSameSite( before, await snapshot( admin ) );
	} );

	test( 'nothing the hub writes under uploads, and nothing of the checkout but what the plugin ships, reaches a visitor (dev server and nginx)', async () => {
		// The hub writes: an uploaded package of a free dependency (the
		// demo's own plugin), a pack build left unreleased; a pro
		// dependency's package is refused.
		await admin.upload(
			'/stencilbox-hub/v1/admin/dependencies/stencilbox-demo-helper/package',
			'package',
			'stencilbox-demo-helper.zip',
			zipFiles( {
				'stencilbox-demo-helper/stencilbox-demo-helper.php':
					readFileSync(
						path.join(
							DIRECTORY,
							'plugins/stencilbox-demo-helper/stencilbox-demo-helper.php'
						),
						'utf8'
					),
			} )
		);
		await expect(
			admin.upload(
				'/stencilbox-hub/v1/admin/dependencies/stencilbox-forms-pro/package',
				'package',
				'stencilbox-forms-pro.zip',
				zipFiles( {
					'stencilbox-forms-pro/stencilbox-forms-pro.php':
						'<?php\n/**\n * Plugin Name: Stencilbox Forms Pro\n */\n',
				} )
			)
		).rejects.toThrow( /pro_dependency/ );
		const email = `uploads-${ Date.now() }@example.org`;
		await createLibraryAccount( MAIN, email, 'pro' );
		const keyed = await http.newContext( { baseURL: MAIN } );
		const login = await keyed.post( '/', {
			params: { rest_route: '/stencilbox-hub/v1/sessions' },
			data: { email, password: PASSWORD },
		} );
		expect( login.status() ).toBe( 200 );
		const apiKey = ( await login.json() ).api_key as string;
		const build = await keyed.post( '/', {
			params: {
				rest_route: `/stencilbox-hub/v1/items/${ await harbor() }/full-site/package`,
			},
			data: { length: 1024 },
			headers: { Authorization: `Bearer ${ apiKey }` },
		} );
		expect( build.status(), await build.text() ).toBe( 200 );
		await keyed.dispose();

		// Every file of ours under uploads, fetched by its exact address by
		// someone with no cookie: on the dev server (which honours .htaccess,
		// as Apache does) and behind nginx (which does not).
		const visitor = await http.newContext();
		const uploads = path.join( CONTENT, 'uploads' );
		const files = readdirSync( uploads, { recursive: true } )
			.map( String )
			.filter(
				( file ) =>
					/^stencilbox/.test( file ) &&
					statSync( path.join( uploads, file ) ).isFile()
			);
		const denied = ( file: string ) => deniedFolder( uploads, file );
		const indexes = files.filter(
			( file ) => path.basename( file ) === 'index.php'
		);
		const kept = files.filter(
			( file ) => denied( file ) && ! indexes.includes( file )
		);
		const shown = files.filter(
			( file ) => ! denied( file ) && ! indexes.includes( file )
		);
		expect(
			kept.filter( ( file ) => file.endsWith( '.zip' ) ).length,
			'the uploaded package and the pack build are kept privately'
		).toBeGreaterThanOrEqual( 2 );
		// No folder lists its files.
		for ( const file of indexes ) {
			const folder = `/wp-content/uploads/${ path.dirname( file ) }/`;
			const names = readdirSync(
				path.join( uploads, path.dirname( file ) )
			).filter( ( name ) => name !== 'index.php' );
			for ( const origin of [ MAIN, PROD_URL ] ) {
				const body = await (
					await visitor.get( origin + folder )
				).text();
				for ( const name of names ) {
					expect( body, origin + folder ).not.toContain( name );
				}
			}
		}
		for ( const file of kept ) {
			const address = `/wp-content/uploads/${ file }`;
			expect(
				( await visitor.get( MAIN + address ) ).status(),
				address
			).toBe( 403 );
			// nginx reads no .htaccess: only a name nobody can work out (an
			// HMAC with the site's salt) keeps the file there.
			expect( path.basename( file ), address ).toMatch(
				/^([0-9a-f]{40}(\.\w+)?|\.htaccess)$/
			);
		}
		// Public: only the pictures the catalogue, the cloud and imported pages show.
		for ( const file of shown ) {
			expect( path.basename( file ), file ).toMatch(
				/\.(png|jpe?g|gif|webp|svg)$/
			);
		}
		// The addresses the probe downloaded from.
		for ( const slug of [
			'stencilbox-demo-helper',
			'stencilbox-forms-pro',
		] ) {
			const address = `/wp-content/uploads/stencilbox/packages/${ slug }.zip`;
			expect( [ 403, 404 ] ).toContain(
				( await visitor.get( MAIN + address ) ).status()
			);
			expect( ( await visitor.get( PROD_URL + address ) ).status() ).toBe(
				404
			);
		}

		// The plugin folder behind nginx holds what the zip ships: the
		// checkout's other files are not there.
		const plugin = '/wp-content/plugins/stencilbox';
		for ( const file of [
			'README.md',
			'bin/router.php',
			'tests/php/wp-tests-config.php',
			'src/api/test/client.test.ts',
			'php/README.md',
			'build/chunk-groups.json',
		] ) {
			expect(
				(
					await visitor.get( `${ PROD_URL }${ plugin }/${ file }` )
				).status(),
				file
			).toBe( 404 );
		}
		const asset = readdirSync( path.join( ROOT, 'build' ) ).find(
			( file ) => /\.js$/.test( file )
		);
		// The zip ships the sources and package.json to rebuild build/ from.
		for ( const file of [
			'readme.txt',
			`build/${ asset }`,
			'src/api/client.ts',
			'package.json',
		] ) {
			expect(
				(
					await visitor.get( `${ PROD_URL }${ plugin }/${ file }` )
				).status(),
				file
			).toBe( 200 );
		}
		await visitor.dispose();
	} );
} );
