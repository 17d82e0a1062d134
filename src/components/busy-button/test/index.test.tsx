/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import BusyButton from '..';

describe( 'BusyButton', () => {
	it( 'runs its action when neither busy nor disabled', async () => {
		const onClick = jest.fn();
		render(
			<BusyButton isBusy={ false } onClick={ onClick }>
				Copy
			</BusyButton>
		);
		const button = screen.getByRole( 'button', { name: 'Copy' } );
		expect( button.getAttribute( 'aria-disabled' ) ).toBeNull();
		await userEvent.click( button );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits while busy: shown busy, focusable, not pressed again', async () => {
		const onClick = jest.fn();
		render(
			<BusyButton isBusy onClick={ onClick }>
				Delete
			</BusyButton>
		);
		const button = screen.getByRole( 'button', { name: 'Delete' } );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( button.className ).toContain( 'is-busy' );
		button.focus();
		expect( button.ownerDocument.activeElement ).toBe( button );
		await userEvent.click( button );
		expect( onClick ).not.toHaveBeenCalled();
	} );

	it( 'is unavailable, not busy, when disabled for another reason', async () => {
		const onClick = jest.fn();
		render(
			<BusyButton isBusy={ false } disabled onClick={ onClick }>
				Move
			</BusyButton>
		);
		const button = screen.getByRole( 'button', { name: 'Move' } );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( button.className ).not.toContain( 'is-busy' );
		await userEvent.click( button );
		expect( onClick ).not.toHaveBeenCalled();
	} );

	it( 'submits its form as a submit button', async () => {
		const onSubmit = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		render(
			<form onSubmit={ onSubmit }>
				<BusyButton isBusy={ false } type="submit">
					Sign In
				</BusyButton>
			</form>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Sign In' } )
		);
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
	} );
} );
