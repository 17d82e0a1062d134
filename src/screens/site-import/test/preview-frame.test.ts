/**
 * Internal dependencies
 */
import { frameStyle } from '../preview-frame';
import { DESKTOP_WIDTH } from '../../../utils/site-import';

describe( 'the live preview’s frame size (spec part 2 §7)', () => {
	it( 'draws the desktop page 1280 wide, scaled down to a narrower stage, so desktop styles apply', () => {
		const style = frameStyle( 'desktop', { width: 786, height: 600 } );
		const scale = 786 / DESKTOP_WIDTH;
		expect( DESKTOP_WIDTH ).toBe( 1280 );
		expect( style ).toMatchObject( {
			width: 1280,
			height: 600 / scale,
			transform: `scale(${ scale })`,
			transformOrigin: 'top left',
		} );
		// What the page takes in the stage is the stage: 786 × 600.
		expect( 1280 + Number( style?.marginInlineEnd ) ).toBe( 786 );
		expect(
			Number( style?.height ) + Number( style?.marginBottom )
		).toBeCloseTo( 600 );
	} );

	it( 'keeps the frame’s least height, and fills a stage as wide as a desktop', () => {
		const style = frameStyle( 'desktop', { width: 640, height: 200 } );
		expect( Number( style?.height ) * ( 640 / 1280 ) ).toBe( 480 );
		expect( frameStyle( 'desktop', { width: 1280, height: 700 } ) ).toBe(
			undefined
		);
		expect( frameStyle( 'desktop', null ) ).toBe( undefined );
	} );

	it( 'gives tablet and mobile their fixed sizes', () => {
		expect( frameStyle( 'tablet', { width: 786, height: 600 } ) ).toEqual( {
			width: 720,
			height: 1080,
		} );
		expect( frameStyle( 'mobile', null ) ).toEqual( {
			width: 320,
			height: 480,
		} );
	} );
} );
