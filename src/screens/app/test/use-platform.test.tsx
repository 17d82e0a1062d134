/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Surface } from '../../../api/settings';
import type { Route } from '../../../router';
import { store as uiStore } from '../../../stores/ui';
import { SurfaceContext } from '../context';
import { usePlatform } from '../hooks/use-platform';

function Shown( { route }: { route: Route | null } ) {
	return <output>{ usePlatform( route ) }</output>;
}

function renderOn( surface: Surface, route: Route | null ) {
	return render(
		<SurfaceContext.Provider value={ { surface } }>
			<Shown route={ route } />
		</SurfaceContext.Provider>
	);
}

/** The platform the hook gave. */
function shown(): string | undefined {
	return document.body.querySelector( 'output' )?.textContent ?? undefined;
}

const saveTemplate: Route = { name: 'save-template' };

describe( 'usePlatform', () => {
	it( 'keeps a block editor popup on the block editor whatever was last browsed', () => {
		// The admin page last browsed Elementor (or the site defaults to it).
		dispatch( uiStore ).setPlatform( 'elementor' );
		renderOn( 'gutenberg', saveTemplate );
		expect( shown() ).toBe( 'gutenberg' );
	} );

	it( 'keeps Elementor’s popup on Elementor after the block editor was browsed', () => {
		dispatch( uiStore ).setPlatform( 'gutenberg' );
		renderOn( 'elementor', saveTemplate );
		expect( shown() ).toBe( 'elementor' );
	} );

	it( 'gives the admin page the platform last browsed on a route without one', () => {
		dispatch( uiStore ).setPlatform( 'elementor' );
		renderOn( 'admin', saveTemplate );
		expect( shown() ).toBe( 'elementor' );
	} );

	it( 'follows a route that names its platform, and remembers it', () => {
		dispatch( uiStore ).setPlatform( 'elementor' );
		renderOn( 'admin', {
			name: 'items',
			platform: 'gutenberg',
			type: 'packs',
		} );
		expect( shown() ).toBe( 'gutenberg' );
		expect( select( uiStore ).getPlatform() ).toBe( 'gutenberg' );
	} );
} );
