/**
 * Internal dependencies
 */
import {
	BLOCK_EDITOR_FIRST,
	PLATFORMS,
	isPlatform,
	platformName,
	platformOptions,
	platformTraits,
	publishNote,
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

	it( 'puts the block editor first for the Library hub, every platform once', () => {
		expect( BLOCK_EDITOR_FIRST[ 0 ] ).toBe( 'gutenberg' );
		expect( [ ...BLOCK_EDITOR_FIRST ].sort() ).toEqual(
			[ ...PLATFORMS ].sort()
		);
	} );

	it( 'gives each platform the traits the server generated', () => {
		expect( platformTraits( 'gutenberg' ) ).toEqual( {
			plugin: false,
			livePreview: true,
			extension: 'html',
			proTypes: [],
			themeStyles: true,
			designFrom: 'theme',
		} );
		expect( platformTraits( 'elementor' ) ).toEqual( {
			plugin: true,
			livePreview: false,
			extension: 'json',
			proTypes: [ 'header', 'footer' ],
			themeStyles: false,
			designFrom: 'kit',
		} );
		// A value read from outside that names no platform has none.
		expect( platformTraits( 'wix' ) ).toEqual( {
			plugin: false,
			livePreview: false,
			extension: '',
			proTypes: [],
			themeStyles: false,
			designFrom: '',
		} );
	} );

	it( 'says what publishing a post of each platform makes of it', () => {
		expect( publishNote( 'elementor' ) ).toBe(
			'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.'
		);
		expect( publishNote( 'gutenberg' ) ).toBe( '' );
	} );

	it( 'tells a platform from any other value', () => {
		expect( PLATFORMS.every( isPlatform ) ).toBe( true );
		expect( isPlatform( 'wix' ) ).toBe( false );
		expect( isPlatform( undefined ) ).toBe( false );
	} );
} );
