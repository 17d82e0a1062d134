/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useElementWidth, type MeasureWidth } from '..';

/** A ResizeObserver whose callbacks the test calls. */
class FakeObserver {
	static last: FakeObserver | null = null;
	observed: Element[] = [];
	disconnected = false;
	constructor( public callback: () => void ) {
		FakeObserver.last = this;
	}
	observe( element: Element ) {
		this.observed.push( element );
	}
	disconnect() {
		this.disconnected = true;
	}
}

function Probe( { measure }: { measure?: MeasureWidth< HTMLDivElement > } ) {
	const [ ref, width ] = useElementWidth( measure );
	return (
		<div ref={ ref } data-testid="probe">
			{ width }
		</div>
	);
}

describe( 'useElementWidth', () => {
	const original = window.ResizeObserver;
	let width = 320;
	beforeEach( () => {
		width = 320;
		FakeObserver.last = null;
		jest.spyOn(
			HTMLElement.prototype,
			'clientWidth',
			'get'
		).mockImplementation( () => width );
		( window as any ).ResizeObserver = FakeObserver;
	} );
	afterEach( () => {
		jest.restoreAllMocks();
		( window as any ).ResizeObserver = original;
	} );

	it( 'measures at once, again on every resize, and stops observing when gone', () => {
		const { unmount } = render( <Probe /> );
		const probe = screen.getByTestId( 'probe' );
		expect( probe.textContent ).toBe( '320' );
		expect( FakeObserver.last?.observed ).toEqual( [ probe ] );

		width = 480;
		act( () => FakeObserver.last?.callback() );
		expect( probe.textContent ).toBe( '480' );

		const observer = FakeObserver.last;
		unmount();
		expect( observer?.disconnected ).toBe( true );
	} );

	it( 'reads the width its caller asks for, with the element and its window', () => {
		const measure = jest.fn(
			( element: HTMLDivElement, view: Window ) =>
				element.clientWidth - ( view === window ? 20 : 0 )
		);
		render( <Probe measure={ measure } /> );
		expect( screen.getByTestId( 'probe' ).textContent ).toBe( '300' );
	} );

	it( 'measures once where the window cannot observe sizes', () => {
		delete ( window as any ).ResizeObserver;
		render( <Probe /> );
		expect( screen.getByTestId( 'probe' ).textContent ).toBe( '320' );
		expect( FakeObserver.last ).toBeNull();
	} );
} );
