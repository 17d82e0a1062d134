/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import { DEFAULT_VIEW_MODES, PREFERENCES_SCOPE } from '../constants';
import { store } from '..';
import type { ViewScreen } from '../types';

/** A registry like a page's: our store beside `core/preferences`. */
function setUp() {
	const registry = createRegistry();
	registry.register( preferencesStore );
	registry.register( store );
	return registry;
}

describe( 'ui store view modes (core/preferences)', () => {
	it( 'gives the spec defaults before any choice', () => {
		const registry = setUp();
		for ( const [ screen, mode ] of Object.entries( DEFAULT_VIEW_MODES ) ) {
			expect(
				registry.select( store ).getViewMode( screen as ViewScreen )
			).toBe( mode );
		}
	} );

	it( 'keeps a choice as a preference of our scope, one per screen', () => {
		const registry = setUp();
		registry.dispatch( store ).setViewMode( 'clouds', 'grid' );
		registry.dispatch( store ).setViewMode( 'workspaces', 'list' );
		expect( registry.select( store ).getViewMode( 'clouds' ) ).toBe(
			'grid'
		);
		expect( registry.select( store ).getViewMode( 'workspaces' ) ).toBe(
			'list'
		);
		// Other screens keep their defaults.
		expect( registry.select( store ).getViewMode( 'downloads' ) ).toBe(
			'list'
		);
		expect(
			registry
				.select( preferencesStore )
				.get( PREFERENCES_SCOPE, 'viewMode.clouds' )
		).toBe( 'grid' );
	} );

	it( 'reads what the persistence layer restores (a reload) and saves choices through it', async () => {
		const saved = {
			[ PREFERENCES_SCOPE ]: { 'viewMode.downloads': 'grid' },
		};
		const set = jest.fn();
		const registry = setUp();
		await registry.dispatch( preferencesStore ).setPersistenceLayer( {
			get: async () => saved,
			set,
		} );
		expect( registry.select( store ).getViewMode( 'downloads' ) ).toBe(
			'grid'
		);
		registry.dispatch( store ).setViewMode( 'downloads', 'list' );
		expect( set ).toHaveBeenLastCalledWith( {
			[ PREFERENCES_SCOPE ]: { 'viewMode.downloads': 'list' },
		} );
	} );

	it( 'ignores a saved value that is not a view mode', () => {
		const registry = setUp();
		registry
			.dispatch( preferencesStore )
			.set( PREFERENCES_SCOPE, 'viewMode.downloads', 'carousel' );
		expect( registry.select( store ).getViewMode( 'downloads' ) ).toBe(
			DEFAULT_VIEW_MODES.downloads
		);
	} );
} );
