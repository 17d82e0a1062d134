/**
 * [24] A full-site import's images get their smaller sizes after the pages
 * are in place, and the results screen says so: how many are still
 * waiting while it asks for them, then that every image has them. The
 * pack holds raster photos (the demo packs' images are SVGs, which have
 * no sizes); the dev site's PHP server cannot answer a request and keep
 * working, so the fixture leaves the sizes for later as PHP-FPM does
 * (`stencilbox_fsi_defer_image_sizes`), and the screen's asks make them.
 * Then what a visitor gets: the imported page offers the smaller files,
 * whether its image blocks named the hub's attachments (as the block
 * editor saves them) or none (written by hand, in an image, a cover or a
 * media & text block, or a gallery saved before WordPress 5.9, whose
 * images are no blocks); and the block editor opens the page with every
 * block valid, each image naming its copy (the old gallery turned into
 * image blocks of the copies).
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import { expectAccessible } from '../utils/axe';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import {
	importKeepingTheme,
	logoPng,
	openWizard,
	packBundle,
	revertImportOf,
} from '../utils/site-import';
import { SiteRest } from '../utils/site-rest';

const SHOTS = 'artifacts/site-import-images';
const PACK = 'photon-site';
/**
 * The home page's photos: 900×600, so WordPress makes three sizes of each.
 * 1–4 in image blocks, 5 a cover's background, 6 a media & text block's,
 * 7 and 8 in an old gallery (GALLERY).
 */
const PHOTOS = 8;
const COLOURS: Array< [ number, number, number ] > = [
	[ 31, 78, 121 ],
	[ 160, 82, 45 ],
	[ 46, 125, 50 ],
	[ 120, 60, 140 ],
	[ 180, 40, 60 ],
	[ 20, 110, 110 ],
	[ 200, 140, 30 ],
	[ 70, 70, 160 ],
];

/**
 * Photos 7 and 8 in a gallery as WordPress 5.8 saved it: the images are no
 * blocks; the gallery lists the hub's attachment ids, and each image names
 * its id in `data-id` and its class (the import renames all three).
 */
const GALLERY =
	'<!-- wp:gallery {"ids":[107,108],"linkTo":"none"} -->\n<figure class="wp-block-gallery columns-2 is-cropped"><ul class="blocks-gallery-grid">' +
	[ 7, 8 ]
		.map(
			( i ) =>
				`<li class="blocks-gallery-item"><figure><img src="{{demo}}/images/photon-${ i }.png" alt="Photo ${ i }" data-id="${ 100 + i }" class="wp-image-${ 100 + i }"/></figure></li>`
		)
		.join( '' ) +
	'</ul></figure>\n<!-- /wp:gallery -->';

/**
 * A cover and a media & text block as a person writes them by hand: no
 * attachment named (the import names their copies, with the classes the
 * block editor saves).
 */
const MEDIA_BLOCKS = [
	'<!-- wp:cover {"url":"{{demo}}/images/photon-5.png","alt":"Photo 5","dimRatio":30} -->\n<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="Photo 5" src="{{demo}}/images/photon-5.png" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-30 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->\n<p>Colours at dusk</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:cover -->',
	'<!-- wp:media-text {"mediaType":"image","mediaUrl":"{{demo}}/images/photon-6.png","mediaAlt":"Photo 6"} -->\n<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="{{demo}}/images/photon-6.png" alt="Photo 6"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->\n<p>The studio’s wall</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:media-text -->',
];

/**
 * The pack's bundle: a header kit, a home page of photos, an about page.
 */
function bundle(): Buffer {
	const photos: Record< string, Buffer > = {};
	const figures: string[] = [];
	for ( let i = 1; i <= PHOTOS; i++ ) {
		photos[ `images/photon-${ i }.png` ] = logoPng(
			COLOURS[ i - 1 ],
			900,
			600
		);
	}
	for ( let i = 1; i <= PHOTOS - MEDIA_BLOCKS.length - 2; i++ ) {
		figures.push(
			i % 2
				? // As the block editor saves an image from the media library
					// (the hub's attachment id: the import gives it the site's).
					`<!-- wp:image {"id":${ 100 + i },"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="{{demo}}/images/photon-${ i }.png" alt="Photo ${ i }" class="wp-image-${ 100 + i }"/></figure>\n<!-- /wp:image -->`
				: // Written by hand: no attachment named (the import names its copy).
					`<!-- wp:image {"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="{{demo}}/images/photon-${ i }.png" alt="Photo ${ i }"/></figure>\n<!-- /wp:image -->`
		);
	}
	return packBundle( {
		brand: 'Photon',
		settings: {
			site_title: 'Photon Studio',
			tagline: 'Pictures of colours',
		},
		home: [ ...figures, ...MEDIA_BLOCKS, GALLERY ].join( '\n\n' ),
		about: '<!-- wp:paragraph -->\n<p>About the studio.</p>\n<!-- /wp:paragraph -->',
		header: '<!-- wp:group {"layout":{"type":"flex","justifyContent":"space-between"}} -->\n<div class="wp-block-group"><!-- wp:site-title /-->\n<!-- wp:navigation /--></div>\n<!-- /wp:group -->',
		thumbnail: [ 'images/photon-card.png', logoPng() ],
		attachments: photos,
	} );
}

test.describe( 'Full-site import: the images’ smaller sizes', () => {
	let admin: SiteRest;

	test.beforeAll( async ( { baseURL } ) => {
		admin = await SiteRest.login( baseURL as string );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			lightspeed: false,
			kill: [],
			defer_image_sizes: true,
		} );
		await admin.upload(
			'/stencilbox-hub/v1/admin/catalog/import',
			'bundle',
			'photon-site.zip',
			bundle()
		);
		const email = `fsi-images-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email );
		await signInLibrary( baseURL as string, email );
	} );

	test.afterAll( async ( { baseURL } ) => {
		await revertImportOf( admin, PACK );
		await admin.rest( 'POST', '/stencilbox-e2e/v1/fsi', {
			defer_image_sizes: false,
		} );
		for ( const type of [ 'pack', 'page', 'block' ] ) {
			const { data } = await admin.rest< {
				data: Array< { id: number; slug: string } >;
			} >( 'GET', '/stencilbox/v1/items', {
				platform: 'gutenberg',
				type,
				plan: 'all',
				page: 1,
				search: 'Photon',
			} );
			for ( const found of data.filter( ( entry ) =>
				entry.slug.startsWith( PACK )
			) ) {
				await admin.rest(
					'DELETE',
					`/stencilbox-hub/v1/admin/catalog/items/${ found.id }`,
					{ confirm: true }
				);
			}
		}
		await admin.dispose();
		await signOutLibrary( baseURL as string );
	} );

	test( 'the results say how many images still wait while they are made, then that all have their sizes; a visitor gets the smaller files', async ( {
		page,
		browser,
		admin: wpAdmin,
	} ) => {
		test.setTimeout( 180_000 );
		// The screen's asks wait until the waiting state is checked (each
		// ask makes sizes before it answers, on this server).
		let release: () => void = () => undefined;
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		let asks = 0;
		await page.route(
			( url ) =>
				decodeURIComponent( url.toString() ).includes(
					'full-site-import/images'
				),
			async ( route ) => {
				asks++;
				await held;
				await route.continue();
			}
		);

		const wizard = await openWizard( page, PACK );
		await importKeepingTheme( wizard );

		const note = wizard.locator( '.stencilbox-site-import__image-sizes' );
		await expect( note ).toHaveText(
			`${ PHOTOS } images are still getting their smaller sizes, for faster pages. You can close this screen: it finishes on its own.`
		);
		await expect( note.locator( '.components-spinner' ) ).toBeVisible();
		await expect.poll( () => asks ).toBeGreaterThan( 0 );
		await expectAccessible( page, 'import results, images waiting' );
		await page.screenshot( { path: `${ SHOTS }/01-images-waiting.png` } );

		release();
		await expect( note ).toHaveText(
			'Every image has its smaller sizes now.',
			{ timeout: 60_000 }
		);
		await expect( note.locator( '.components-spinner' ) ).toHaveCount( 0 );
		await expectAccessible( page, 'import results, images done' );
		await page.screenshot( { path: `${ SHOTS }/02-images-done.png` } );

		// Every photo has WordPress's sizes now.
		const media = await admin.rest<
			Array< {
				id: number;
				source_url: string;
				media_details: { sizes?: Record< string, { width: number } > };
			} >
		>( 'GET', '/wp/v2/media', {
			search: 'photon',
			per_page: 20,
			media_type: 'image',
		} );
		const photos = media.filter( ( entry ) =>
			/photon-\d\.png$/.test( entry.source_url )
		);
		expect( photos ).toHaveLength( PHOTOS );
		for ( const photo of photos ) {
			expect(
				Object.keys( photo.media_details.sizes ?? {} ).sort()
			).toEqual(
				expect.arrayContaining( [
					'medium',
					'medium_large',
					'thumbnail',
				] )
			);
			expect( photo.media_details.sizes?.medium?.width ).toBe( 300 );
		}

		// The imported home page, as a visitor gets it: each photo offers
		// its smaller files, and the browser loads one that fits.
		const home = wizard
			.getByRole( 'list', { name: 'Your new pages' } )
			.getByRole( 'link', { name: 'Home' } );
		const url = ( await home.getAttribute( 'href' ) ) as string;
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			viewport: { width: 390, height: 844 },
		} );
		const front = await visitor.newPage();
		await front.goto( url );
		const images = front.locator( 'img[alt^="Photo "]' );
		await expect( images ).toHaveCount( PHOTOS );
		for ( let i = 0; i < PHOTOS; i++ ) {
			const image = images.nth( i );
			await expect( image ).toHaveAttribute(
				'srcset',
				/-300x200\.png 300w/
			);
			await image.scrollIntoViewIfNeeded();
			await expect
				.poll( () =>
					image.evaluate( ( el: HTMLImageElement ) => el.currentSrc )
				)
				.not.toMatch( /photon-\d\.png$/ );
		}
		await front.screenshot( { path: `${ SHOTS }/03-visitor-home.png` } );
		await visitor.close();

		// The page in the block editor: every block valid, each image
		// naming its copy (so its size choice offers the copy's sizes).
		const [ imported ] = await admin.rest< Array< { id: number } > >(
			'GET',
			'/wp/v2/pages',
			{ search: 'Photon Home', status: 'publish' }
		);
		await wpAdmin.visitAdminPage(
			'post.php',
			`post=${ imported.id }&action=edit`
		);
		const blocks = await page.waitForFunction( () => {
			const found = (
				window as unknown as {
					wp?: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Array< {
									name: string;
									isValid: boolean;
									attributes: {
										id?: number;
										mediaId?: number;
									};
									innerBlocks: Array< {
										name: string;
										isValid: boolean;
										attributes: {
											id?: number;
											mediaId?: number;
										};
									} >;
								} >;
							};
						};
					};
				}
			 ).wp?.data
				.select( 'core/block-editor' )
				.getBlocks()
				.flatMap( ( block ) =>
					// The old gallery, as the editor turns it into image blocks.
					block.name === 'core/gallery'
						? [
								{ ...block, innerBlocks: [] },
								...block.innerBlocks,
							]
						: [ block ]
				)
				.filter( ( block ) =>
					[
						'core/image',
						'core/cover',
						'core/media-text',
						'core/gallery',
					].includes( block.name )
				);
			return found && found.length > 0
				? found.map( ( block ) => ( {
						name: block.name,
						valid: block.isValid,
						id: block.attributes.id ?? block.attributes.mediaId,
					} ) )
				: null;
		} );
		const named = ( n: number ) =>
			photos.find( ( photo ) =>
				photo.source_url.endsWith( `photon-${ n }.png` )
			)?.id;
		const photo = ( i: number ) => ( {
			name: [ 'core/cover', 'core/media-text' ][ i - 5 ] ?? 'core/image',
			valid: true,
			id: named( i ),
		} );
		expect( await blocks.jsonValue() ).toEqual( [
			...[ 1, 2, 3, 4, 5, 6 ].map( photo ),
			{ name: 'core/gallery', valid: true, id: undefined },
			photo( 7 ),
			photo( 8 ),
		] );
		await page.screenshot( { path: `${ SHOTS }/04-editor.png` } );
		// The old gallery, as image blocks of the copies.
		const gallery = page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.locator( '.wp-block-gallery' );
		await gallery.scrollIntoViewIfNeeded();
		await expect( gallery.locator( 'img' ) ).toHaveCount( 2 );
		await page.screenshot( {
			path: `${ SHOTS }/05-editor-old-gallery.png`,
		} );
	} );
} );
