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
		chunk( 'IDAT', zlib.deflateSync( raw ) ),
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

/**
 * A picture re-coloured: each pixel within `tolerance` (distance in RGB,
 * 0–441) of a colour of the map takes the colour it maps to, keeping its
 * small difference from the colour it was near (the grain of a lossy card,
 * the first steps of anti-aliasing); the nearest colour of the map wins.
 * Transparency is kept.
 *
 * @param png       PNG bytes (8-bit RGB or RGBA).
 * @param map       `#rrggbb` → `#rrggbb` (case does not matter).
 * @param tolerance How far a pixel may be from a colour to be taken for it.
 * @return PNG bytes (RGBA).
 */
export function recolourImage(
	png: Buffer,
	map: Record< string, string >,
	tolerance = 40
): Buffer {
	const pixels = decodePng( png );
	const pairs = Object.entries( map )
		.filter( ( [ from, to ] ) => from.toLowerCase() !== to.toLowerCase() )
		.map( ( [ from, to ] ) => [ channelsOf( from ), channelsOf( to ) ] );
	if ( pairs.length === 0 ) {
		return encodePng( pixels );
	}
	const { data } = pixels;
	const limit = tolerance * tolerance;
	for ( let i = 0; i < data.length; i += 4 ) {
		let best = limit + 1;
		let pair: ( typeof pairs )[ number ] | null = null;
		for ( const candidate of pairs ) {
			const [ r, g, b ] = candidate[ 0 ];
			const d =
				( data[ i ] - r ) ** 2 +
				( data[ i + 1 ] - g ) ** 2 +
				( data[ i + 2 ] - b ) ** 2;
			if ( d < best ) {
				best = d;
				pair = candidate;
			}
		}
		if ( pair ) {
			const [ from, to ] = pair;
			for ( let c = 0; c < 3; c++ ) {
				data[ i + c ] = Math.max(
					0,
					Math.min( 255, to[ c ] + data[ i + c ] - from[ c ] )
				);
			}
		}
	}
	return encodePng( pixels );
}

/**
 * Any picture the browser decodes (a URL or data URL: WebP, JPEG…) as PNG
 * bytes, drawn in a page's canvas at its own size.
 *
 * @param page A page to draw in (about:blank does).
 * @param url  The picture.
 */
export async function asPng( page: Page, url: string ): Promise< Buffer > {
	const png = await page.evaluate( async ( src ) => {
		const img = new Image();
		img.src = src;
		await img.decode();
		const canvas = document.createElement( 'canvas' );
		canvas.width = img.naturalWidth;
		canvas.height = img.naturalHeight;
		( canvas.getContext( '2d' ) as CanvasRenderingContext2D ).drawImage(
			img,
			0,
			0
		);
		return canvas.toDataURL( 'image/png' );
	}, url );
	return Buffer.from( png.slice( png.indexOf( ',' ) + 1 ), 'base64' );
}
