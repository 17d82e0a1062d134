/**
 * Pictures of the real rendering: an item's markup is published as a page
 * of a real WordPress site, viewed logged out in Chromium, and its post
 * content is captured and encoded as WebP by the browser itself
 * (canvas.toDataURL('image/webp')), so no image package is needed.
 *
 * The card picture is the top of the content cut to the card's 4:3 (pages,
 * and blocks taller than that), or the whole block centred on the page's
 * background (shorter blocks). The lightbox picture is the whole content.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/** Width of the browser the content is rendered at (a desktop). */
export const RENDER_WIDTH = 1280;

/** Card picture: the cards' 4:3, twice the largest card for sharp screens. */
export const CARD = { width: 600, height: 450, quality: 0.8 };

/** Lightbox picture: the whole content, this wide, at most this tall. */
export const FULL = { width: 1000, maxHeight: 6000, quality: 0.72 };

/** What is captured on a rendered page: the post's content. */
export const CONTENT_SELECTOR = '.wp-block-post-content';

/**
 * Makes every image load now (WordPress marks those below the fold lazy)
 * and waits for images and web fonts.
 *
 * @param {Object} page Playwright page showing the rendered content.
 */
export async function settle( page ) {
	await page.evaluate( async () => {
		const images = [ ...document.images ];
		images.forEach( ( img ) => {
			img.loading = 'eager';
		} );
		await Promise.all(
			images.map( ( img ) =>
				img.complete
					? null
					: new Promise( ( resolve ) => {
							img.addEventListener( 'load', resolve );
							img.addEventListener( 'error', resolve );
						} )
			)
		);
		await document.fonts.ready;
	} );
}

/**
 * Captures the rendered content of a page as PNG.
 *
 * @param {Object} page Playwright page showing the rendered content.
 * @return {Promise<{png: Buffer, background: string}>} The content's pixels
 *     and the page's background colour.
 */
export async function captureContent( page ) {
	await settle( page );
	const content = page.locator( CONTENT_SELECTOR ).first();
	const png = await content.screenshot( { animations: 'disabled' } );
	const background = await page.evaluate(
		() => window.getComputedStyle( document.body ).backgroundColor
	);
	return { png, background };
}

/**
 * Encodes a PNG capture as the card and lightbox WebP pictures, in the
 * browser (a blank page: nothing of the site runs there).
 *
 * @param {Object} page       A blank Playwright page.
 * @param {Buffer} png        Captured content.
 * @param {string} background CSS colour behind short blocks.
 * @return {Promise<{card: Buffer, full: Buffer}>} WebP files.
 */
export async function encodePictures( page, png, background ) {
	const result = await page.evaluate(
		async ( { data, bg, card, full } ) => {
			const img = new window.Image();
			img.src = `data:image/png;base64,${ data }`;
			await img.decode();
			const w = img.naturalWidth;
			const h = img.naturalHeight;
			const webp = ( canvas, quality ) => {
				const url = canvas.toDataURL( 'image/webp', quality );
				if ( ! url.startsWith( 'data:image/webp' ) ) {
					throw new Error( 'This browser cannot encode WebP' );
				}
				return url.slice( url.indexOf( ',' ) + 1 );
			};
			const surface = ( width, height ) => {
				const canvas = document.createElement( 'canvas' );
				canvas.width = width;
				canvas.height = height;
				const ctx = canvas.getContext( '2d' );
				ctx.imageSmoothingQuality = 'high';
				ctx.fillStyle = bg;
				ctx.fillRect( 0, 0, width, height );
				return { canvas, ctx };
			};

			// Card: the top 4:3 of the content, or a short block centred.
			const c = surface( card.width, card.height );
			const scale = card.width / w;
			const cropHeight = Math.min( h, w * ( card.height / card.width ) );
			const drawnHeight = cropHeight * scale;
			c.ctx.drawImage(
				img,
				0,
				0,
				w,
				cropHeight,
				0,
				Math.round( ( card.height - drawnHeight ) / 2 ),
				card.width,
				drawnHeight
			);

			// Lightbox: the whole content, scaled to the lightbox width.
			const fullScale = full.width / w;
			const fullHeight = Math.min(
				full.maxHeight,
				Math.round( h * fullScale )
			);
			const f = surface( full.width, fullHeight );
			f.ctx.drawImage(
				img,
				0,
				0,
				w,
				fullHeight / fullScale,
				0,
				0,
				full.width,
				fullHeight
			);
			return {
				card: webp( c.canvas, card.quality ),
				full: webp( f.canvas, full.quality ),
			};
		},
		{
			data: png.toString( 'base64' ),
			bg: background,
			card: CARD,
			full: FULL,
		}
	);
	return {
		card: Buffer.from( result.card, 'base64' ),
		full: Buffer.from( result.full, 'base64' ),
	};
}

/**
 * File names of an item's captured pictures (inside `images/`).
 *
 * @param {string} slug Item slug.
 * @return {{card: string, full: string}} Names.
 */
export const pictureFiles = ( slug ) => ( {
	card: `${ slug }.webp`,
	full: `${ slug }-full.webp`,
} );

/**
 * The catalogue fields of an item's captured pictures, when both exist in
 * the demo folder; null otherwise (the generator then draws a wireframe).
 *
 * @param {string} dir  Demo folder.
 * @param {string} slug Item slug.
 * @return {{thumbnail: string, screenshots: string[]}|null} Fields.
 */
export function capturedFields( dir, slug ) {
	const { card, full } = pictureFiles( slug );
	const have = ( name ) => fs.existsSync( path.join( dir, 'images', name ) );
	return have( card ) && have( full )
		? { thumbnail: `images/${ card }`, screenshots: [ `images/${ full }` ] }
		: null;
}

/**
 * A pack's three card pictures: the captured cards of the pack's items its
 * definition names (`thumbnails: [ 'home', 'about', … ]`), when all exist;
 * null otherwise.
 *
 * @param {string}   dir      Demo folder.
 * @param {string}   pack     Pack slug.
 * @param {string[]} suffixes Item slugs without the pack prefix.
 * @return {Object|null} `thumbnail`, `thumbnail2`, `thumbnail3` fields.
 */
export function packFields( dir, pack, suffixes ) {
	const fields = suffixes.map( ( suffix ) =>
		capturedFields( dir, `${ pack }-${ suffix }` )
	);
	if ( fields.some( ( f ) => ! f ) ) {
		return null;
	}
	const [ a, b, c ] = fields.map( ( f ) => f.thumbnail );
	return { thumbnail: a, thumbnail2: b, thumbnail3: c };
}

/** A pack's banner (item page header). */
export const BANNER = { width: 1200, height: 400, quality: 0.8 };

/**
 * Draws a pack's banner from two of its captured cards: its name and
 * tagline and palette on a gradient of its dark colours, the cards tilted
 * beside them. Encoded as WebP in the browser.
 *
 * @param {Object}   page          A blank Playwright page.
 * @param {Object}   pack          What to draw.
 * @param {string}   pack.title    Name.
 * @param {string}   pack.tagline  Tagline.
 * @param {string[]} pack.colors   Palette swatches.
 * @param {string[]} pack.gradient Two background colours.
 * @param {string}   pack.text     Text colour.
 * @param {Buffer[]} pack.cards    Two card WebP files.
 * @return {Promise<Buffer>} WebP file.
 */
export async function encodeBanner( page, pack ) {
	const data = await page.evaluate(
		async ( { p, size } ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = size.width;
			canvas.height = size.height;
			const ctx = canvas.getContext( '2d' );
			const g = ctx.createLinearGradient( 0, 0, size.width, size.height );
			g.addColorStop( 0, p.gradient[ 0 ] );
			g.addColorStop( 1, p.gradient[ 1 ] );
			ctx.fillStyle = g;
			ctx.fillRect( 0, 0, size.width, size.height );
			ctx.fillStyle = p.text;
			const font = "system-ui, -apple-system, 'Segoe UI', sans-serif";
			ctx.font = `700 ${ Math.min(
				60,
				Math.floor( 700 / p.title.length )
			) }px ${ font }`;
			ctx.fillText( p.title, 72, 170 );
			ctx.globalAlpha = 0.75;
			ctx.font = `24px ${ font }`;
			ctx.fillText( p.tagline, 74, 216 );
			ctx.globalAlpha = 1;
			p.colors.forEach( ( color, i ) => {
				ctx.beginPath();
				ctx.arc( 90 + i * 40, 290, 15, 0, 2 * Math.PI );
				ctx.fillStyle = color;
				ctx.fill();
				ctx.strokeStyle = 'rgba(255,255,255,0.35)';
				ctx.lineWidth = 2;
				ctx.stroke();
			} );
			const cards = await Promise.all(
				p.cards.map( async ( b64 ) => {
					const img = new window.Image();
					img.src = `data:image/webp;base64,${ b64 }`;
					await img.decode();
					return img;
				} )
			);
			// The second card behind, the first in front.
			[
				[ cards[ 1 ], 860, 70, 6 ],
				[ cards[ 0 ], 620, 60, -4 ],
			].forEach( ( [ img, x, y, degrees ] ) => {
				ctx.save();
				ctx.translate( x, y );
				ctx.rotate( ( degrees * Math.PI ) / 180 );
				ctx.shadowColor = 'rgba(0,0,0,0.35)';
				ctx.shadowBlur = 24;
				ctx.shadowOffsetY = 8;
				ctx.drawImage( img, 0, 0, 420, 315 );
				ctx.restore();
			} );
			const url = canvas.toDataURL( 'image/webp', size.quality );
			return url.slice( url.indexOf( ',' ) + 1 );
		},
		{
			p: {
				...pack,
				cards: pack.cards.map( ( c ) => c.toString( 'base64' ) ),
			},
			size: BANNER,
		}
	);
	return Buffer.from( data, 'base64' );
}
