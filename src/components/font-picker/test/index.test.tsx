/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import FontPicker, {
	OVERSCAN,
	ROW_HEIGHT,
	SCROLL_DEBOUNCE_MS,
	visibleRange,
} from '..';

const fonts = Array.from( { length: 500 }, ( _, index ) => ( {
	family: `Family ${ index }`,
	value: `"Family ${ index }", sans-serif`,
	source: 'library',
} ) );

describe( 'FontPicker (spec part 1 §9: a virtual list)', () => {
	it( 'uses rows of 35 px, 2 rows of overscan and a 150 ms scroll debounce', () => {
		expect( ROW_HEIGHT ).toBe( 35 );
		expect( OVERSCAN ).toBe( 2 );
		expect( SCROLL_DEBOUNCE_MS ).toBe( 150 );
		expect( visibleRange( 0, 6, 500 ) ).toEqual( { start: 0, end: 8 } );
		expect( visibleRange( 35 * 100, 6, 500 ) ).toEqual( {
			start: 98,
			end: 108,
		} );
		expect( visibleRange( 35 * 498, 6, 500 ) ).toEqual( {
			start: 496,
			end: 500,
		} );
	} );

	it( 'draws only the visible rows, and moves them once scrolling settles', () => {
		jest.useFakeTimers();
		const onChange = jest.fn();
		render(
			<FontPicker
				label="Body font"
				fonts={ fonts }
				value="Family 3"
				onChange={ onChange }
			/>
		);
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 8 );
		expect(
			screen
				.getByRole( 'option', { name: 'Family 3' } )
				.getAttribute( 'aria-selected' )
		).toBe( 'true' );

		const list = screen.getByRole( 'listbox', { name: 'Body font' } );
		Object.defineProperty( list, 'scrollTop', {
			value: 35 * 200,
			configurable: true,
		} );
		fireEvent.scroll( list );
		act( () => {
			jest.advanceTimersByTime( SCROLL_DEBOUNCE_MS - 10 );
		} );
		expect( screen.queryByRole( 'option', { name: 'Family 200' } ) ).toBe(
			null
		);
		act( () => {
			jest.advanceTimersByTime( 10 );
		} );
		const shown = screen
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent );
		expect( shown ).toEqual(
			Array.from( { length: 10 }, ( _, i ) => `Family ${ 198 + i }` )
		);
		fireEvent.click( screen.getByRole( 'option', { name: 'Family 201' } ) );
		expect( onChange ).toHaveBeenCalledWith( fonts[ 201 ] );
		jest.useRealTimers();
	} );

	it( 'filters by name', () => {
		render(
			<FontPicker
				label="Body font"
				fonts={ fonts }
				value=""
				onChange={ jest.fn() }
			/>
		);
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'Family 49' },
		} );
		expect(
			screen.getAllByRole( 'option' ).map( ( o ) => o.textContent )
		).toEqual( [
			'Family 49',
			'Family 490',
			'Family 491',
			'Family 492',
			'Family 493',
			'Family 494',
			'Family 495',
			'Family 496',
		] );
	} );

	it( 'is one Tab stop moved through with the keys, scrolling the font into view', () => {
		const onChange = jest.fn();
		render(
			<FontPicker
				label="Body font"
				fonts={ fonts }
				value="Family 3"
				onChange={ onChange }
			/>
		);
		const list = screen.getByRole( 'listbox', { name: 'Body font' } );
		// The list is the Tab stop, on the chosen font; options are not.
		expect( list.tabIndex ).toBe( 0 );
		expect(
			screen.getAllByRole( 'option' ).every( ( o ) => o.tabIndex < 0 )
		).toBe( true );
		const active = () =>
			list.ownerDocument.getElementById(
				list.getAttribute( 'aria-activedescendant' ) ?? ''
			)?.textContent;
		expect( active() ).toBe( 'Family 3' );

		list.focus();
		fireEvent.keyDown( list, { key: 'ArrowDown' } );
		fireEvent.keyDown( list, { key: 'ArrowDown' } );
		expect( active() ).toBe( 'Family 5' );
		fireEvent.keyDown( list, { key: 'Enter' } );
		expect( onChange ).toHaveBeenLastCalledWith( fonts[ 5 ] );

		// Far below the drawn rows: scrolled there and drawn at once.
		fireEvent.keyDown( list, { key: 'End' } );
		expect( active() ).toBe( 'Family 499' );
		expect( list.scrollTop ).toBe( ( 500 - 6 ) * ROW_HEIGHT );
		fireEvent.keyDown( list, { key: 'PageUp' } );
		expect( active() ).toBe( 'Family 493' );
		fireEvent.keyDown( list, { key: ' ' } );
		expect( onChange ).toHaveBeenLastCalledWith( fonts[ 493 ] );
		fireEvent.keyDown( list, { key: 'Home' } );
		expect( active() ).toBe( 'Family 0' );
		expect( list.scrollTop ).toBe( 0 );
		fireEvent.keyDown( list, { key: 'ArrowUp' } );
		expect( active() ).toBe( 'Family 0' );
	} );
} );
