/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { PLATFORM_STORAGE_KEY } from '../constants';
import { initialState } from '../reducer';
import { store } from '..';

describe( 'ui store persistence', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'starts on the platform the site can use when nothing was saved (issue [15] #3)', () => {
		const boot = window as unknown as Record< string, unknown >;
		try {
			// No Elementor: the block editor.
			boot.stencilboxSettings = { elementor: { active: false } };
			expect( initialState().platform ).toBe( 'gutenberg' );
			// Elementor active: the spec's default, Elementor.
			boot.stencilboxSettings = { elementor: { active: true } };
			expect( initialState().platform ).toBe( 'elementor' );
			// Neither Elementor nor the block editor: the spec's default.
			boot.stencilboxSettings = {
				elementor: { active: false },
				blockEditor: false,
			};
			expect( initialState().platform ).toBe( 'elementor' );
			// A saved choice wins.
			window.localStorage.setItem( PLATFORM_STORAGE_KEY, 'gutenberg' );
			expect( initialState().platform ).toBe( 'gutenberg' );
		} finally {
			delete boot.stencilboxSettings;
		}
	} );

	it( 'remembers the platform browsed across reloads', () => {
		const registry = createRegistry();
		registry.register( store );
		registry.dispatch( store ).setPlatform( 'gutenberg' );
		expect( registry.select( store ).getPlatform() ).toBe( 'gutenberg' );
		expect( window.localStorage.getItem( PLATFORM_STORAGE_KEY ) ).toBe(
			'gutenberg'
		);
		// A new page load starts where the user was.
		expect( initialState().platform ).toBe( 'gutenberg' );
	} );

	it( 'ignores a saved value that is not a platform', () => {
		window.localStorage.setItem( PLATFORM_STORAGE_KEY, 'wix' );
		expect( initialState().platform ).toBe( 'gutenberg' );
	} );
} );
