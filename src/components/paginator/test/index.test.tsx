/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import Paginator from '..';

describe( 'Paginator', () => {
	it( 'renders nothing for a single page', () => {
		const { container } = render(
			<Paginator current={ 1 } total={ 1 } onChange={ jest.fn() } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'shows the window with the current page marked, and moves', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render(
			<Paginator current={ 10 } total={ 20 } onChange={ onChange } />
		);
		const nav = screen.getByRole( 'navigation', { name: 'Pagination' } );
		const pages = Array.from(
			nav.querySelectorAll( '.stencilbox-paginator__page' )
		).map( ( b ) => b.textContent );
		expect( pages ).toEqual( [
			'1',
			'7',
			'8',
			'9',
			'10',
			'11',
			'12',
			'13',
			'20',
		] );
		expect(
			screen
				.getByRole( 'button', { name: 'Page 10' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );
		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( 11 );
		await user.click( screen.getByRole( 'button', { name: 'Page 20' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( 20 );
	} );

	it( 'disables previous on the first page', () => {
		render(
			<Paginator current={ 1 } total={ 3 } onChange={ jest.fn() } />
		);
		expect(
			screen
				.getByRole( 'button', { name: 'Previous page' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );
} );
