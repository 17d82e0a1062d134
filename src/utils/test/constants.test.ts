/**
 * Internal dependencies
 */
import {
	DROPDOWN_HEIGHT,
	DROPDOWN_PAGE_SIZE,
	SEARCH_MIN,
	searchTerm,
	TOAST_MS,
	WORKSPACES_PER_PAGE,
} from '../constants';
import { DEFAULT_PLATFORM, isPlatform } from '../platform';

describe( 'spec constants', () => {
	it( 'searches from SEARCH_MIN characters, trimmed (§9)', () => {
		const short = 'port'.slice( 0, SEARCH_MIN - 1 );
		const enough = 'x'.repeat( SEARCH_MIN );
		expect( searchTerm( `  ${ short } ` ) ).toBe( '' );
		expect( searchTerm( ` ${ enough }  ` ) ).toBe( enough );
	} );

	it( 'keeps the toast times of §9', () => {
		expect( TOAST_MS ).toEqual( {
			insert: 1500,
			sync: 2000,
			push: 1500,
			templateDelete: 1500,
		} );
	} );

	it( 'pages WorkSpaces by 11 and pickers by 5 (part 2 §9)', () => {
		expect( WORKSPACES_PER_PAGE ).toBe( 11 );
		expect( DROPDOWN_PAGE_SIZE ).toBe( 5 );
		expect( DROPDOWN_HEIGHT ).toEqual( { max: 300, min: 140 } );
	} );

	it( 'knows the two platforms and defaults to Elementor', () => {
		expect( DEFAULT_PLATFORM ).toBe( 'elementor' );
		expect( isPlatform( 'gutenberg' ) ).toBe( true );
		expect( isPlatform( 'elementor' ) ).toBe( true );
		expect( isPlatform( 'Gutenberg' ) ).toBe( false );
		expect( isPlatform( null ) ).toBe( false );
	} );
} );
