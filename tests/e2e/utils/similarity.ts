/**
 * A plain, honest picture comparison for "does this thumbnail show that
 * page?": both pictures are cut to the card's geometry, shrunk to 32×24
 * grey levels in a canvas, and compared by their mean absolute difference
 * (0 = identical, 1 = black against white).
 *
 * The card geometry is the one bin/demo-catalogue/lib/capture.mjs and the
 * publish form's capture use: the top 4:3 of the content at full width, or
 * a shorter block centred on the page's background.
 */
import type { Page } from '@playwright/test';

/**
 * Below this, two pictures show the same design. Measured: a demo card
 * against a fresh capture of its item ≈ 0.01, against another page of the
 * same pack (same palette and fonts) ≈ 0.10, of another pack ≈ 0.4.
 */
export const SAME_DESIGN = 0.05;

/**
 * The mean absolute grey difference of two pictures, in the card geometry.
 *
 * @param page       Any page (the comparison runs in its canvas).
 * @param a          URL or data URL of the first picture.
 * @param b          URL or data URL of the second.
 * @param background CSS colour behind short content.
 */
export function pictureDistance(
	page: Page,
	a: string,
	b: string,
	background = '#ffffff'
): Promise< number > {
	return page.evaluate(
		async ( { urls, bg } ) => {
			const W = 32;
			const H = 24;
			const grey = async ( url: string ) => {
				const img = new Image();
				img.src = url;
				await img.decode();
				const canvas = document.createElement( 'canvas' );
				canvas.width = W;
				canvas.height = H;
				const ctx = canvas.getContext(
					'2d'
				) as CanvasRenderingContext2D;
				ctx.fillStyle = bg;
				ctx.fillRect( 0, 0, W, H );
				const w = img.naturalWidth;
				const crop = Math.min( img.naturalHeight, ( w * H ) / W );
				const drawn = ( crop * W ) / w;
				ctx.drawImage(
					img,
					0,
					0,
					w,
					crop,
					0,
					( H - drawn ) / 2,
					W,
					drawn
				);
				const { data } = ctx.getImageData( 0, 0, W, H );
				const out: number[] = [];
				for ( let i = 0; i < data.length; i += 4 ) {
					out.push(
						( 0.299 * data[ i ] +
							0.587 * data[ i + 1 ] +
							0.114 * data[ i + 2 ] ) /
							255
					);
				}
				return out;
			};
			const [ x, y ] = await Promise.all( urls.map( grey ) );
			return (
				x.reduce( ( sum, v, i ) => sum + Math.abs( v - y[ i ] ), 0 ) /
				x.length
			);
		},
		{ urls: [ a, b ], bg: background }
	);
}

/**
 * A PNG buffer as a data URL.
 *
 * @param png Bytes.
 */
export const pngUrl = ( png: Buffer ) =>
	`data:image/png;base64,${ png.toString( 'base64' ) }`;
