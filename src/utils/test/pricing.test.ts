/**
 * Internal dependencies
 */
import { formatPrice, monthlyPrice, savePercent } from '../pricing';

describe( 'pricing maths', () => {
	it( 'monthly price is the discounted yearly price divided by 12', () => {
		expect( monthlyPrice( 120 ) ).toBe( 10 );
		expect( monthlyPrice( 119 ) ).toBeCloseTo( 9.9167, 4 );
		expect( formatPrice( monthlyPrice( 119 ) ) ).toBe( '$9.92' );
	} );

	it( 'save percentage is floored', () => {
		// (149 - 119) / 149 = 20.13…%
		expect( savePercent( 149, 119 ) ).toBe( 20 );
		// (399 - 299) / 399 = 25.06…%
		expect( savePercent( 399, 299 ) ).toBe( 25 );
		// (79 - 59) / 79 = 25.3…%
		expect( savePercent( 79, 59 ) ).toBe( 25 );
		// 2/3 = 66.66…% floors to 66, never rounds up.
		expect( savePercent( 3, 1 ) ).toBe( 66 );
	} );

	it( 'no saving without a price or a discount', () => {
		expect( savePercent( 0, 0 ) ).toBe( 0 );
		expect( savePercent( 100, 100 ) ).toBe( 0 );
		expect( savePercent( 100, 120 ) ).toBe( 0 );
	} );

	it( 'formats whole and cent prices', () => {
		expect( formatPrice( 49 ) ).toBe( '$49' );
		expect( formatPrice( 12.5 ) ).toBe( '$12.50' );
		expect( formatPrice( 0 ) ).toBe( '$0' );
	} );
} );
