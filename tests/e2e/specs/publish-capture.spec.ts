/**
 * "Publish to library" captures the page in the publisher's browser (issue
 * [11]): the new item's thumbnail is a WebP that looks like the page, and
 * not like another page; an image from another origin is in the picture
 * when that origin allows reading it (CORS), and left out when it does not.
 */
import { test, expect } from '../test';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SAME_DESIGN, pictureDistance, pngUrl } from '../utils/similarity';
import { SiteRest } from '../utils/site-rest';

const DARK = `<!-- wp:group {"style":{"color":{"background":"#14324f","text":"#ffffff"},"spacing":{"padding":{"top":"120px","bottom":"120px"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#14324f;padding-top:120px;padding-bottom:120px"><!-- wp:heading {"level":1,"style":{"typography":{"fontSize":"72px"}}} -->
<h1 class="wp-block-heading" style="font-size:72px">Tidewater launch</h1>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Boats, sails and a harbour to start from.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"style":{"color":{"background":"#f2b84b"},"spacing":{"padding":{"top":"200px","bottom":"200px"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-background" style="background-color:#f2b84b;padding-top:200px;padding-bottom:200px"><!-- wp:paragraph -->
<p>Moorings for every size.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->`;

const LIGHT = `<!-- wp:paragraph -->
<p>A plain page with a few words on white.</p>
<!-- /wp:paragraph -->`;

/**
 * The publish preview URL of a source (from an admin page).
 *
 * @param page   Page on an admin screen.
 * @param source Source id.
 */
async function previewUrl( page: Page, source: string ): Promise< string > {
	const sources = await page.evaluate(
		( id ) =>
			( window as any ).wp.apiFetch( {
				path: `/stencilbox-hub/v1/admin/catalog/sources?source=${ encodeURIComponent(
					id
				) }`,
			} ),
		source
	);
	return sources[ 0 ].preview;
}

/**
 * A Playwright screenshot of a publish preview's content.
 *
 * @param page Page.
 * @param url  Preview URL.
 */
async function previewShot( page: Page, url: string ) {
	await page.goto( url );
	await page.evaluate( () => document.fonts.ready );
	return pngUrl(
		await page.locator( '.wp-block-post-content' ).first().screenshot()
	);
}

/**
 * Publishes a post from the hub screen's form with no image chosen (so the
 * browser captures one) and answers what the form sent.
 *
 * @param page  Page.
 * @param id    Post id.
 * @param title The post's title.
 */
async function publishCaptured( page: Page, id: number, title: string ) {
	await page.goto(
		`/wp-admin/admin.php?page=stencilbox-hub&publish=post%3A${ id }`
	);
	// Filled once the screen has listed the hub's summary and the pages
	// (catalog.spec.ts: more than 5 s beside the suite's other lanes).
	await expect( page.getByRole( 'textbox', { name: 'Name' } ) ).toHaveValue(
		title,
		{ timeout: 20_000 }
	);
	const [ request ] = await Promise.all( [
		page.waitForRequest( /admin(%2F|\/)catalog(%2F|\/)publish/ ),
		page.getByRole( 'button', { name: 'Publish to library' } ).click(),
	] );
	// The hub checks and stores the two pictures before it answers.
	await expect(
		page
			.locator( '.components-notice' )
			.getByText( `“${ title }” is in the library.` )
	).toBeVisible( { timeout: 30_000 } );
	return request.postDataJSON();
}

test.describe( 'Publish to library captures the page', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'the new item’s thumbnail is a WebP that looks like the page', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		const page1 = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Tidewater Launch',
				status: 'publish',
				content: DARK,
			},
		} );
		const page2 = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: { title: 'Plain Words', status: 'publish', content: LIGHT },
		} );

		const sent = await publishCaptured(
			page,
			page1.id,
			'Tidewater Launch'
		);
		expect( sent.thumbnail_capture ).toMatch( /^data:image\/webp;base64,/ );
		expect( sent.screenshot_capture ).toMatch(
			/^data:image\/webp;base64,/
		);

		// What the hub kept: a WebP by its bytes, under uploads.
		const item = await page.evaluate( () =>
			( window as any ).wp.apiFetch( {
				path: '/stencilbox/v1/items/tidewater-launch?platform=gutenberg',
			} )
		);
		expect( item.thumbnail ).toMatch(
			/\/stencilbox-catalog\/published\/tidewater-launch-card-[0-9a-f]{10}\.webp$/
		);
		const bytes = await ( await page.request.get( item.thumbnail ) ).body();
		expect( bytes.subarray( 0, 4 ).toString( 'latin1' ) ).toBe( 'RIFF' );
		expect( bytes.subarray( 8, 12 ).toString( 'latin1' ) ).toBe( 'WEBP' );

		// It looks like the page, and another page does not pass for it.
		const darkUrl = await previewUrl( page, `post:${ page1.id }` );
		const lightUrl = await previewUrl( page, `post:${ page2.id }` );
		const dark = await previewShot( page, darkUrl );
		const light = await previewShot( page, lightUrl );
		const same = await pictureDistance( page, item.thumbnail, dark );
		expect(
			same,
			`the thumbnail looks like the page (distance ${ same })`
		).toBeLessThan( SAME_DESIGN );
		const other = await pictureDistance( page, item.thumbnail, light );
		expect(
			other,
			`another page does not pass for it (distance ${ other })`
		).toBeGreaterThan( SAME_DESIGN );
	} );

	test( 'another origin’s image is drawn when that origin allows it (CORS), left out otherwise', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		// Two image hosts, as the browser meets them: a CDN that answers
		// with Access-Control-Allow-Origin, and a host that does not.
		await page.goto( '/wp-admin/' );
		const png = async ( colour: string ) =>
			Buffer.from(
				(
					await page.evaluate( ( fill ) => {
						const canvas = document.createElement( 'canvas' );
						canvas.width = 640;
						canvas.height = 320;
						const ctx = canvas.getContext(
							'2d'
						) as CanvasRenderingContext2D;
						ctx.fillStyle = fill;
						ctx.fillRect( 0, 0, 640, 320 );
						return canvas.toDataURL( 'image/png' );
					}, colour )
				).split( ',' )[ 1 ],
				'base64'
			);
		const red = await png( '#e02020' );
		const blue = await png( '#2040e0' );
		await page.route( 'https://cdn.stencilbox.test/**', ( route ) =>
			route.fulfill( {
				body: red,
				contentType: 'image/png',
				headers: { 'Access-Control-Allow-Origin': '*' },
			} )
		);
		// The host without CORS is real: site B, another origin, whose
		// server sends no Access-Control-Allow-Origin (a routed answer would
		// not do: Playwright's fulfilled responses skip the CORS check).
		const siteB = await SiteRest.login(
			process.env.WP_REMOTE_BASE_URL as string
		);
		const elsewhere = await siteB.upload< { source_url: string } >(
			'/wp/v2/media',
			'file',
			'borrowed-blue.png',
			blue,
			'image/png'
		);
		await siteB.dispose();
		expect( new URL( elsewhere.source_url ).origin ).not.toBe(
			new URL( page.url() ).origin
		);
		const image = ( url: string ) =>
			`<!-- wp:image {"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="${ url }" alt=""/></figure>\n<!-- /wp:image -->`;
		const source = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Borrowed Pictures',
				status: 'publish',
				content: [
					image( 'https://cdn.stencilbox.test/red.png' ),
					image( elsewhere.source_url ),
				].join( '\n\n' ),
			},
		} );

		const sent = await publishCaptured(
			page,
			source.id,
			'Borrowed Pictures'
		);
		const full: string = sent.screenshot_capture;
		expect( full ).toMatch( /^data:image\/webp;base64,/ );

		// Share of the screenshot's pixels near each image's colour.
		const share = await page.evaluate( async ( url ) => {
			const img = new Image();
			img.src = url;
			await img.decode();
			const canvas = document.createElement( 'canvas' );
			canvas.width = img.naturalWidth;
			canvas.height = img.naturalHeight;
			const ctx = canvas.getContext( '2d' ) as CanvasRenderingContext2D;
			ctx.drawImage( img, 0, 0 );
			const { data } = ctx.getImageData(
				0,
				0,
				canvas.width,
				canvas.height
			);
			const near = ( r: number, g: number, b: number ) => {
				let count = 0;
				for ( let i = 0; i < data.length; i += 4 ) {
					if (
						Math.abs( data[ i ] - r ) < 40 &&
						Math.abs( data[ i + 1 ] - g ) < 40 &&
						Math.abs( data[ i + 2 ] - b ) < 40
					) {
						count++;
					}
				}
				return count / ( data.length / 4 );
			};
			return {
				red: near( 0xe0, 0x20, 0x20 ),
				blue: near( 0x20, 0x40, 0xe0 ),
			};
		}, full );
		expect(
			share.red,
			'the CDN’s image (CORS allowed) is in the picture'
		).toBeGreaterThan( 0.05 );
		expect(
			share.blue,
			'the other host’s image (no CORS) is left out'
		).toBe( 0 );
	} );
} );
