/**
 * Internal dependencies
 */
import { slidesPerView } from '../carousel';

describe( 'slidesPerView', () => {
	it( 'shows 3 from 1170 px, 2 from 464 px, 1 below', () => {
		expect( slidesPerView( 1600 ) ).toBe( 3 );
		expect( slidesPerView( 1170 ) ).toBe( 3 );
		expect( slidesPerView( 1169 ) ).toBe( 2 );
		expect( slidesPerView( 464 ) ).toBe( 2 );
		expect( slidesPerView( 463 ) ).toBe( 1 );
		expect( slidesPerView( 0 ) ).toBe( 1 );
	} );
} );
