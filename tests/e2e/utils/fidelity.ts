/**
 * What a visitor sees, measured: a perceptual similarity (SSIM, ssim.js)
 * between a page as rendered and the picture its card promised, the
 * checks of a rendered page (axe, the site's identity, a colour), and the
 * scores printed one per line (`fidelity: <what> ssim 0.912`).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ssim } from 'ssim.js';

/**
 * At or above this, two pictures show the same design. Measured on the
 * demo catalogue here (see the README's fidelity section): a page or block
 * against its own card scores 0.80–0.99 (the same content; another title,
 * logo, colour or font moves it a little); against another page of the
 * same pack (same palette and fonts, another layout) 0.30–0.62, and
 * against another pack lower still.
 */
export const SAME_DESIGN = 0.7;

/** Pictures are compared at this width (both scaled, grey levels). */
const WIDTH = 320;

/** The lightbox screenshots stop at 6 times their width: so do the captures compared with them. */
const MAX_RATIO = 6;

/**
 * The similarity of two pictures: SSIM of their grey levels, both scaled
 * to WIDTH and cut to the shorter one's height, times the ratio of their
 * heights (a page twice as long as its card is not the same design).
 *
 * @param page       Any page (the pictures are decoded in its canvas).
 * @param a          URL or data URL.
 * @param b          URL or data URL.
 * @param background CSS colour behind transparent parts.
 */
export async function similarity(
	page: Page,
	a: string,
	b: string,
	background = '#ffffff'
): Promise< number > {
	const [ x, y ] = await page.evaluate(
		async ( { urls, bg, width, ratio } ) => {
			const grab = async ( url: string ) => {
				const img = new Image();
				img.src = url;
				await img.decode();
				const scale = width / img.naturalWidth;
				const height = Math.max(
					1,
					Math.round(
						Math.min( img.naturalHeight * scale, width * ratio )
					)
				);
				const canvas = document.createElement( 'canvas' );
				canvas.width = width;
				canvas.height = height;
				const ctx = canvas.getContext(
					'2d'
				) as CanvasRenderingContext2D;
				ctx.imageSmoothingQuality = 'high';
				ctx.fillStyle = bg;
				ctx.fillRect( 0, 0, width, height );
				ctx.drawImage(
					img,
					0,
					0,
					img.naturalWidth,
					height / scale,
					0,
					0,
					width,
					height
				);
				const { data } = ctx.getImageData( 0, 0, width, height );
				let binary = '';
				for ( let i = 0; i < data.length; i++ ) {
					binary += String.fromCharCode( data[ i ] );
				}
				return { data: btoa( binary ), width, height };
			};
			return Promise.all( urls.map( grab ) );
		},
		{ urls: [ a, b ], bg: background, width: WIDTH, ratio: MAX_RATIO }
	);
	const height = Math.min( x.height, y.height );
	const image = ( picture: typeof x ) => ( {
		data: new Uint8ClampedArray(
			Buffer.from( picture.data, 'base64' ).subarray(
				0,
				picture.width * height * 4
			)
		),
		width: picture.width,
		height,
	} );
	if ( height < 12 ) {
		return 0;
	}
	const { mssim } = ssim( image( x ), image( y ), { downsample: false } );
	return mssim * ( height / Math.max( x.height, y.height ) );
}

/**
 * A PNG buffer as a data URL.
 *
 * @param png Bytes.
 */
export const pngUrl = ( png: Buffer ) =>
	`data:image/png;base64,${ png.toString( 'base64' ) }`;

/**
 * Waits until every image of the page has loaded (lazy ones too) and the
 * fonts are ready.
 *
 * @param page Page.
 */
export async function settle( page: Page ) {
	await page.evaluate( async () => {
		const images = [ ...document.images ];
		images.forEach( ( img ) => ( img.loading = 'eager' ) );
		await Promise.all(
			images.map( ( img ) =>
				img.complete
					? null
					: new Promise( ( resolve ) => {
							img.onload = img.onerror = resolve;
						} )
			)
		);
		await document.fonts.ready;
	} );
}

/**
 * A screenshot of an element, whole (not only what fits the viewport).
 *
 * @param element Element.
 */
export async function shoot( element: Locator ): Promise< Buffer > {
	return element.screenshot( { animations: 'disabled' } );
}

/**
 * The page's background colour (behind short pictures).
 *
 * @param page Page.
 */
export const background = ( page: Page ) =>
	page.evaluate( () => getComputedStyle( document.body ).backgroundColor );

/**
 * Prints a score and checks it softly (every score of a run is printed
 * before the test fails).
 *
 * @param what  What was compared.
 * @param score Similarity.
 * @param min   Threshold.
 */
export function expectSameDesign(
	what: string,
	score: number,
	min = SAME_DESIGN
) {
	// eslint-disable-next-line no-console
	console.log( `fidelity: ${ what } ssim ${ score.toFixed( 3 ) }` );
	expect
		.soft( score, `${ what } looks like its card (ssim ${ score })` )
		.toBeGreaterThanOrEqual( min );
}

/**
 * A colour of the same WCAG relative luminance as another, with the hue
 * turned half-way round: what a user might pick, and the page's contrast
 * stays as the pack made it.
 *
 * @param hex `#rrggbb`.
 */
export function sameLuminanceOtherHue( hex: string ): string {
	const rgb = [ 1, 3, 5 ].map(
		( i ) => parseInt( hex.slice( i, i + 2 ), 16 ) / 255
	);
	const linear = ( c: number ) =>
		c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	const luminance = ( c: number[] ) =>
		0.2126 * linear( c[ 0 ] ) +
		0.7152 * linear( c[ 1 ] ) +
		0.0722 * linear( c[ 2 ] );
	const target = luminance( rgb );
	// The complementary hue, then scaled until its luminance matches.
	const max = Math.max( ...rgb );
	const min = Math.min( ...rgb );
	const turned = rgb.map( ( c ) => max + min - c );
	let low = 0;
	let high = 4;
	let out = turned;
	for ( let i = 0; i < 40; i++ ) {
		const k = ( low + high ) / 2;
		out = turned.map( ( c ) => Math.min( 1, c * k ) );
		if ( luminance( out ) < target ) {
			low = k;
		} else {
			high = k;
		}
	}
	return (
		'#' +
		out
			.map( ( c ) =>
				Math.round( c * 255 )
					.toString( 16 )
					.padStart( 2, '0' )
			)
			.join( '' )
	);
}

/**
 * `#rrggbb` as the `rgb(r, g, b)` computed styles give.
 *
 * @param hex Colour.
 */
export const rgb = ( hex: string ) =>
	`rgb(${ [ 1, 3, 5 ]
		.map( ( i ) => parseInt( hex.slice( i, i + 2 ), 16 ) )
		.join( ', ' ) })`;
