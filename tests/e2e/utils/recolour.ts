/**
 * A card re-coloured to a site (issue [25], "Match my site"): the card
 * showed the pack's colours, the site shows its own in their place, so a
 * rendering in the site's look is compared (SSIM) with the card whose
 * pixels near each pack colour take the site colour it was mapped to.
 *
 * Plain Node (zlib): 8-bit RGB or RGBA PNGs, not interlaced — what
 * Chromium's canvas and screenshots write. `asPng()` turns any picture a
 * browser decodes (the cards are WebP) into one.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

const SIGNATURE = Buffer.from( [ 137, 80, 78, 71, 13, 10, 26, 10 ] );

/** A decoded picture: RGBA, row by row. */
interface Pixels {
	width: number;
	height: number;
	data: Buffer;
}

/**
 * The Paeth predictor of PNG's filter type 4.
 *
 * @param a Left.
 * @param b Up.
 * @param c Up-left.
 */
function paeth( a: number, b: number, c: number ): number {
	const p = a + b - c;
	const pa = Math.abs( p - a );
	const pb = Math.abs( p - b );
	const pc = Math.abs( p - c );
	if ( pa <= pb && pa <= pc ) {
		return a;
	}
	return pb <= pc ? b : c;
}

/**
 * A PNG's pixels (RGBA).
 *
 * @param png PNG bytes.
 */
export function decodePng( png: Buffer ): Pixels {
	if ( ! png.subarray( 0, 8 ).equals( SIGNATURE ) ) {
		throw new Error( 'Not a PNG' );
	}
	let width = 0;
	let height = 0;
	let channels = 0;
	const idat: Buffer[] = [];
	for ( let at = 8; at < png.length; ) {
		const length = png.readUInt32BE( at );
		const type = png.toString( 'latin1', at + 4, at + 8 );
		const body = png.subarray( at + 8, at + 8 + length );
		if ( type === 'IHDR' ) {
			width = body.readUInt32BE( 0 );
			height = body.readUInt32BE( 4 );
			const [ depth, colour, , , interlace ] = body.subarray( 8, 13 );
			channels = { 2: 3, 6: 4 }[ colour ] ?? 0;
			if ( depth !== 8 || ! channels || interlace !== 0 ) {
				throw new Error(
					`PNG not handled: depth ${ depth }, colour type ${ colour }, interlace ${ interlace }`
				);
			}
		} else if ( type === 'IDAT' ) {
			idat.push( body );
		} else if ( type === 'IEND' ) {
			break;
		}
		at += 12 + length;
	}
	const raw = zlib.inflateSync( Buffer.concat( idat ) );
	const stride = width * channels;
	const rows = Buffer.alloc( stride * height );
	for ( let y = 0; y < height; y++ ) {
		const filter = raw[ y * ( stride + 1 ) ];
		const line = raw.subarray(
			y * ( stride + 1 ) + 1,
			( y + 1 ) * ( stride + 1 )
		);
		const out = y * stride;
		for ( let x = 0; x < stride; x++ ) {
			const a = x >= channels ? rows[ out + x - channels ] : 0;
			const b = y > 0 ? rows[ out - stride + x ] : 0;
			const c =
				x >= channels && y > 0
					? rows[ out - stride + x - channels ]
					: 0;
			const predicted = [
				0,
				a,
				b,
				Math.floor( ( a + b ) / 2 ),
				paeth( a, b, c ),
			][ filter ];
			if ( predicted === undefined ) {
				throw new Error( `PNG filter ${ filter } unknown` );
			}
			rows[ out + x ] = ( line[ x ] + predicted ) % 256;
		}
	}
	if ( channels === 4 ) {
		return { width, height, data: rows };
	}
	const data = Buffer.alloc( width * height * 4, 255 );
	for ( let i = 0, j = 0; i < rows.length; i += 3, j += 4 ) {
		rows.copy( data, j, i, i + 3 );
	}
	return { width, height, data };
}

/**
 * A PNG of some pixels (RGBA, no filter).
 *
 * @param pixels Pixels.
 */
export function encodePng( pixels: Pixels ): Buffer {
	const { width, height, data } = pixels;
	const stride = width * 4;
	const raw = Buffer.alloc( ( stride + 1 ) * height );
	for ( let y = 0; y < height; y++ ) {
		data.copy(
			raw,
			y * ( stride + 1 ) + 1,
			y * stride,
			( y + 1 ) * stride
		);
	}
	const chunk = ( type: string, body: Buffer ) => {
		const head = Buffer.alloc( 8 );
		head.writeUInt32BE( body.length, 0 );
		head.write( type, 4, 'latin1' );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE(
			zlib.crc32( Buffer.concat( [ head.subarray( 4 ), body ] ) )
		);
		return Buffer.concat( [ head, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header.set( [ 8, 6, 0, 0, 0 ], 8 );
	return Buffer.concat( [
		SIGNATURE,
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( raw, { level: 1 } ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/**
 * `#rgb` or `#rrggbb` as numbers.
 *
 * @param hex Colour.
 */
function channelsOf( hex: string ): [ number, number, number ] {
	const long = /^#[0-9a-f]{3}$/i.test( hex )
		? `#${ [ ...hex.slice( 1 ) ].map( ( c ) => c + c ).join( '' ) }`
		: hex;
	if ( ! /^#[0-9a-f]{6}$/i.test( long ) ) {
		throw new Error( `Not a hex colour: ${ hex }` );
	}
	return [ 1, 3, 5 ].map( ( i ) =>
		parseInt( long.slice( i, i + 2 ), 16 )
	) as [ number, number, number ];
}

/** Colours a card's background is taken to be when the map does not name them. */
const PLAIN = [ '#ffffff', '#000000' ];

/**
 * A picture re-coloured: each pixel that is a colour of the map, or a mix
 * of two of them (anti-aliased text on its background, a soft edge), to
 * within `tolerance` (distance in RGB, 0–441), takes the same mix of the
 * colours they map to, keeping its small difference (the grain of a lossy
 * card). White and black stand for themselves where the map leaves them
 * out; a pixel nothing explains stays as it is, and transparency is kept.
 * A picture inside the card (a photo, an illustration) is re-coloured too
 * where its colours are the map's: the pixels cannot tell.
 *
 * @param png       PNG bytes (8-bit RGB or RGBA).
 * @param map       `#rrggbb` → `#rrggbb` (case does not matter).
 * @param tolerance How far a pixel may be from a colour, or a mix of two, to be taken for it.
 * @return PNG bytes (RGBA).
 */
export function recolourImage(
	png: Buffer,
	map: Record< string, string >,
	tolerance = 24
): Buffer {
	const pixels = decodePng( png );
	const to = new Map< string, string >(
		Object.entries( map ).map( ( [ from, into ] ) => [
			from.toLowerCase(),
			into.toLowerCase(),
		] )
	);
	for ( const plain of PLAIN ) {
		if ( ! to.has( plain ) ) {
			to.set( plain, plain );
		}
	}
	const palette = [ ...to ].map( ( [ from, into ] ) => ( {
		from: channelsOf( from ),
		into: channelsOf( into ),
	} ) );
	if (
		palette.every( ( c ) => c.from.every( ( v, i ) => v === c.into[ i ] ) )
	) {
		return encodePng( pixels );
	}
	const limit = tolerance * tolerance;
	const seen = new Map< number, [ number, number, number ] | null >();
	/**
	 * What a colour becomes, or null when nothing of the map explains it.
	 *
	 * @param p The colour.
	 */
	const recolour = ( p: number[] ): [ number, number, number ] | null => {
		let best = limit;
		let out: number[] | null = null;
		for ( let i = 0; i < palette.length; i++ ) {
			const a = palette[ i ];
			for ( let j = i; j < palette.length; j++ ) {
				const b = palette[ j ];
				// The nearest mix a + t (b - a), t in [0, 1] (a alone when i = j).
				const d = [ 0, 1, 2 ].map( ( c ) => b.from[ c ] - a.from[ c ] );
				const length = d[ 0 ] ** 2 + d[ 1 ] ** 2 + d[ 2 ] ** 2;
				const t = length
					? Math.max(
							0,
							Math.min(
								1,
								d.reduce(
									( sum, v, c ) =>
										sum + v * ( p[ c ] - a.from[ c ] ),
									0
								) / length
							)
						)
					: 0;
				const near = [ 0, 1, 2 ].map(
					( c ) => a.from[ c ] + t * d[ c ]
				);
				const error = near.reduce(
					( sum, v, c ) => sum + ( p[ c ] - v ) ** 2,
					0
				);
				if ( error < best ) {
					best = error;
					out = [ 0, 1, 2 ].map(
						( c ) =>
							a.into[ c ] +
							t * ( b.into[ c ] - a.into[ c ] ) +
							p[ c ] -
							near[ c ]
					);
				}
			}
		}
		return out
			? ( out.map( ( v ) =>
					Math.max( 0, Math.min( 255, Math.round( v ) ) )
				) as [ number, number, number ] )
			: null;
	};
	const { data } = pixels;
	for ( let i = 0; i < data.length; i += 4 ) {
		const key = data[ i ] * 65536 + data[ i + 1 ] * 256 + data[ i + 2 ];
		let out = seen.get( key );
		if ( out === undefined ) {
			out = recolour( [ data[ i ], data[ i + 1 ], data[ i + 2 ] ] );
			seen.set( key, out );
		}
		if ( out ) {
			data.set( out, i );
		}
	}
	return encodePng( pixels );
}

/**
 * Any picture the browser decodes (a URL or data URL: WebP, JPEG…) as PNG
 * bytes, drawn in a page's canvas at its own size or scaled to a width
 * (SSIM compares pictures 320 px wide: a card 1280 px wide and thousands
 * tall is re-coloured quicker at 640).
 *
 * @param page  A page to draw in (about:blank does).
 * @param url   The picture.
 * @param width Its width in the PNG (0: its own).
 */
export async function asPng(
	page: Page,
	url: string,
	width = 0
): Promise< Buffer > {
	const png = await page.evaluate(
		async ( { src, wanted } ) => {
			const img = new Image();
			img.src = src;
			await img.decode();
			const scale = wanted ? wanted / img.naturalWidth : 1;
			const canvas = document.createElement( 'canvas' );
			canvas.width = Math.round( img.naturalWidth * scale );
			canvas.height = Math.max(
				1,
				Math.round( img.naturalHeight * scale )
			);
			const ctx = canvas.getContext( '2d' ) as CanvasRenderingContext2D;
			ctx.imageSmoothingQuality = 'high';
			ctx.drawImage( img, 0, 0, canvas.width, canvas.height );
			return canvas.toDataURL( 'image/png' );
		},
		{ src: url, wanted: width }
	);
	return Buffer.from( png.slice( png.indexOf( ',' ) + 1 ), 'base64' );
}
