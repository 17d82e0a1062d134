/**
 * Internal dependencies
 */
import {
	clampLogo,
	clampSize,
	FSI,
	pollDelay,
	purchaseLink,
	rangeOf,
	titleFallback,
	transportAfter,
} from '../site-import';

describe( 'full-site import rules (spec part 2 §4, §5, §9)', () => {
	it( 'polls at 1000 ms, 500 ms more after each 5 empty polls, 5000 ms at most', () => {
		expect( pollDelay( 0 ) ).toBe( 1000 );
		expect( pollDelay( 4 ) ).toBe( 1000 );
		expect( pollDelay( 5 ) ).toBe( 1500 );
		expect( pollDelay( 10 ) ).toBe( 2000 );
		expect( pollDelay( 40 ) ).toBe( 5000 );
		expect( pollDelay( 400 ) ).toBe( 5000 );
	} );

	it( 'switches to the polling transport at 10 retries and stops at 20', () => {
		expect( transportAfter( 0, 'stream' ) ).toBe( 'stream' );
		expect( transportAfter( 9, 'stream' ) ).toBe( 'stream' );
		expect( transportAfter( 10, 'stream' ) ).toBe( 'lightspeed' );
		expect( transportAfter( 19, 'stream' ) ).toBe( 'lightspeed' );
		expect( transportAfter( 20, 'stream' ) ).toBe( 'stop' );
		expect( transportAfter( 0, 'lightspeed' ) ).toBe( 'lightspeed' );
		expect( FSI.inactivityMs ).toBe( 60000 );
	} );

	it( 'falls back to the parts of the pack name for title and tagline', () => {
		expect( titleFallback( 'Harbor - Creative Agency' ) ).toEqual( {
			title: 'Harbor',
			slogan: 'Creative Agency',
		} );
		expect( titleFallback( 'Saffron' ) ).toEqual( {
			title: 'Saffron',
			slogan: '',
		} );
		// Issue [23] #5: a hyphen inside a word splits nothing; the tagline
		// keeps a later separator.
		expect( titleFallback( 'Sun-Kissed Bakery - Cafe' ) ).toEqual( {
			title: 'Sun-Kissed Bakery',
			slogan: 'Cafe',
		} );
		expect(
			titleFallback( 'Sterling & Vale - Law Firm - Boston' )
		).toEqual( {
			title: 'Sterling & Vale',
			slogan: 'Law Firm - Boston',
		} );
		expect( titleFallback( 'Lumen – SaaS Startup' ) ).toEqual( {
			title: 'Lumen',
			slogan: 'SaaS Startup',
		} );
		expect( titleFallback( 'Tide-Water' ) ).toEqual( {
			title: 'Tide-Water',
			slogan: '',
		} );
	} );

	it( 'keeps the logo width within 20–800 (default 211)', () => {
		expect( clampLogo( 5 ) ).toBe( 20 );
		expect( clampLogo( 9000 ) ).toBe( 800 );
		expect( clampLogo( 300.4 ) ).toBe( 300 );
		expect( clampLogo( Number.NaN ) ).toBe( 211 );
	} );

	it( 'clamps typography to the ranges of its unit', () => {
		expect( rangeOf( 'font_size', 'px' ) ).toEqual( {
			min: 1,
			max: 200,
			step: 1,
		} );
		expect( clampSize( 'font_size', 'px', 0 ) ).toBe( 1 );
		expect( clampSize( 'font_size', 'px', 500 ) ).toBe( 200 );
		expect( clampSize( 'font_size', 'em', 0 ) ).toBe( 0.1 );
		expect( clampSize( 'font_size', 'rem', 12 ) ).toBe( 10 );
		expect( clampSize( 'font_size', 'vw', 0.04 ) ).toBe( 0.1 );
		expect( clampSize( 'letter_spacing', 'px', -9 ) ).toBe( -5 );
		expect( clampSize( 'letter_spacing', 'px', 1.23 ) ).toBe( 1.2 );
		expect( clampSize( 'letter_spacing', 'em', 0.123 ) ).toBe( 0.12 );
		expect( clampSize( 'letter_spacing', 'em', 3 ) ).toBe( 1 );
		expect( clampSize( 'line_height', 'px', 0 ) ).toBe( 1 );
		expect( clampSize( 'line_height', 'vh', 140 ) ).toBe( 100 );
	} );

	it( 'knows where the pro plugins of §9 are bought', () => {
		expect( purchaseLink( 'elementor-pro' ) ).toMatch( /^https:/ );
		expect( purchaseLink( 'essential-addons-elementor' ) ).toMatch(
			/^https:/
		);
		expect( purchaseLink( 'essential-blocks-pro' ) ).toMatch( /^https:/ );
		expect( purchaseLink( 'mini-helper' ) ).toBeNull();
	} );
} );
