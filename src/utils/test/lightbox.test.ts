/**
 * Internal dependencies
 */
import { LIGHTBOX, clampZoom, stepIndex, zoomScale } from '../lightbox';

describe( 'lightbox maths', () => {
	it( 'has the spec’s constants', () => {
		expect( LIGHTBOX ).toMatchObject( {
			maxZoom: 300,
			zoomBase: 1.007,
			animationMs: 300,
			imagePadding: 10,
			keyRepeatMs: 180,
		} );
	} );

	it( 'scales by 1.007 per level, up to level 300', () => {
		expect( zoomScale( 0 ) ).toBe( 1 );
		expect( zoomScale( 100 ) ).toBeCloseTo( Math.pow( 1.007, 100 ), 10 );
		expect( zoomScale( 1000 ) ).toBe( zoomScale( 300 ) );
		expect( clampZoom( -5 ) ).toBe( 0 );
	} );

	it( 'wraps around the images', () => {
		expect( stepIndex( 0, -1, 3 ) ).toBe( 2 );
		expect( stepIndex( 2, 1, 3 ) ).toBe( 0 );
		expect( stepIndex( 1, 1, 3 ) ).toBe( 2 );
		expect( stepIndex( 0, 1, 0 ) ).toBe( 0 );
	} );
} );
