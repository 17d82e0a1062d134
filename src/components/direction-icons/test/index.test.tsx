/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';
import {
	arrowLeft,
	arrowRight,
	chevronLeft,
	chevronRight,
} from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	arrowKeyStep,
	backIcon,
	nextIcon,
	previousIcon,
	swipeStep,
	towardStart,
} from '..';
import Paginator from '../../paginator';

/**
 * Sets the text direction the way a translation does (core's `isRTL()`
 * reads the translated "ltr").
 *
 * @param direction Direction.
 */
function inDirection( direction: 'ltr' | 'rtl' ) {
	setLocaleData( { 'text direction\u0004ltr': [ direction ] } );
}

/**
 * The drawing of an icon (its path).
 *
 * @param icon An icon of @wordpress/icons.
 */
function pathOf( icon: JSX.Element ): string {
	return icon.props.children.props.d;
}

/**
 * The drawing of the icon inside a button.
 *
 * @param name The button's accessible name.
 */
function buttonPath( name: string ): string | null | undefined {
	return screen
		.getByRole( 'button', { name } )
		.querySelector( 'path' )
		?.getAttribute( 'd' );
}

describe( 'direction icons', () => {
	afterEach( () => inDirection( 'ltr' ) );

	it( 'point back and previous to the start, next to the end, in both directions', () => {
		expect( [ backIcon(), previousIcon(), nextIcon() ] ).toEqual( [
			arrowLeft,
			chevronLeft,
			chevronRight,
		] );
		inDirection( 'rtl' );
		expect( [ backIcon(), previousIcon(), nextIcon() ] ).toEqual( [
			arrowRight,
			chevronRight,
			chevronLeft,
		] );
	} );

	it( 'move forward with the arrow key that points to the end', () => {
		expect(
			[ 'ArrowLeft', 'ArrowRight', 'Home' ].map( arrowKeyStep )
		).toEqual( [ -1, 1, 0 ] );
		inDirection( 'rtl' );
		expect(
			[ 'ArrowLeft', 'ArrowRight', 'Home' ].map( arrowKeyStep )
		).toEqual( [ 1, -1, 0 ] );
	} );

	it( 'flip the pager in a right-to-left language (not > 3 2 1 <)', () => {
		const { unmount } = render(
			<Paginator current={ 2 } total={ 3 } onChange={ jest.fn() } />
		);
		expect( buttonPath( 'Previous page' ) ).toBe( pathOf( chevronLeft ) );
		expect( buttonPath( 'Next page' ) ).toBe( pathOf( chevronRight ) );
		unmount();

		inDirection( 'rtl' );
		render(
			<Paginator current={ 2 } total={ 3 } onChange={ jest.fn() } />
		);
		// The row is mirrored: previous sits on the right and points right.
		expect( buttonPath( 'Previous page' ) ).toBe( pathOf( chevronRight ) );
		expect( buttonPath( 'Next page' ) ).toBe( pathOf( chevronLeft ) );
	} );

	it( 'read a swipe and open a popover toward the start side, in both directions', () => {
		expect( [ swipeStep( -80 ), swipeStep( 80 ), towardStart() ] ).toEqual(
			[ 1, -1, 'left-start' ]
		);
		inDirection( 'rtl' );
		// A right-to-left reader brings in the next image from the left.
		expect( [ swipeStep( -80 ), swipeStep( 80 ), towardStart() ] ).toEqual(
			[ -1, 1, 'right-start' ]
		);
	} );
} );
