/**
 * Internal dependencies
 */
import {
	PLATFORMS,
	isPlatform,
	platformName,
	platformOptions,
} from '../platform';

describe( 'platform', () => {
	it( 'names each platform', () => {
		expect( platformName( 'gutenberg' ) ).toBe( 'Gutenberg' );
		expect( platformName( 'elementor' ) ).toBe( 'Elementor' );
	} );

	it( 'lists every platform as options, in the switchers’ order', () => {
		expect( platformOptions() ).toEqual(
			PLATFORMS.map( ( value ) => ( {
				value,
				label: platformName( value ),
			} ) )
		);
		expect( platformOptions().map( ( option ) => option.label ) ).toEqual( [
			'Elementor',
			'Gutenberg',
		] );
	} );

	it( 'keeps the order a screen asks for', () => {
		expect( platformOptions( [ 'gutenberg', 'elementor' ] ) ).toEqual( [
			{ value: 'gutenberg', label: 'Gutenberg' },
			{ value: 'elementor', label: 'Elementor' },
		] );
	} );

	it( 'tells a platform from any other value', () => {
		expect( PLATFORMS.every( isPlatform ) ).toBe( true );
		expect( isPlatform( 'wix' ) ).toBe( false );
		expect( isPlatform( undefined ) ).toBe( false );
	} );
} );
